"""Batch r, topics (36) to (40): batch r's rule (corpus_first_sight_r.py's docstring, verbatim
there) applied to vehicle re-identification, fine-grained bird classification CUB-200, sales
demand forecasting, energy disaggregation NILM and self-organizing map. Four scripts from four
repositories: one for topic 36, none for topics 37 and 38, one for topic 39, two for topic 40
(the other results of `code` and `pages` were in the corpus already or were skipped, each for
the reason given below).
At first sight 4 of 4 kept, no silent wrong result: one `agree` with one process's computing the
ranks' slices, naming batch norm per rank (lxc's ResNet-50), one `differ` naming the loss that
mixes the batch's samples (DU-NILM's softmax over the whole batch), and two `cannot tell` for
self-organizing maps trained by hand, with no optimizer step multigpu run can see, each the
verdict its recipe expected when first written.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in /tmp/r_runs/plain-NAME), until it ended with exit 0,
with MPLBACKEND=Agg and `nice -n 10`, no lock; its time and the machine's load (2 cores shared
with the other helpers' runs) are given below. The brief's `python -P SCRIPT` puts no script
folder on sys.path (-P's purpose), so a script importing a module beside it cannot run so
(giannisnik's first plain run: ModuleNotFoundError: som); the plain runs were made as
`python SCRIPT`, as python and `multigpu run` both run a script.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes, the
tree at /tmp/wtr, f882907, one at a time behind the batch's lock /tmp/r_lock, each once,
--timeout 600, JSON and log in /tmp/r_runs/NAME.json and .log), before any change made for it;
each recipe's `expect` and `why` were written from reading the script and the modules it
imports, before that run, and not changed after it.

Installed: by helper-H, nothing. By helper-H2 (the audit below), into /work/main/.venv, each
checked with `pip install --dry-run` first (none replaces torch, torchvision, numpy or
transformers): tables 3.11.1 (PyTables, with blosc2, numexpr, ndindex, py-cpuinfo, h2, hpack,
hyperframe), then, to try lishijie15/FFSTT-for-Transferable-NILM's imports, pytz, loralib,
pytorch_wavelets, timm and torch-summary; no recipe of this part needs any of them. Stand-ins:
none.

Audited by helper-H2 (03:50 to 04:05 UTC): helper-H walked these topics under an earlier brief
that told it to install only pure-Python packages, so a repository may have been skipped for
a package PyPI has. Every skip and pass-over below was re-read under the corrected brief (a
package PyPI has, OpenCV, PyTables, scikit-learn and the like, is installed, never a reason to
skip). Result: no skip changes, so the scripts taken are the same four and no recipe was added
or removed. Two skips had a reason the rule does not name and were re-examined:
lishijie15/FFSTT-for-Transferable-NILM (PyTables, which PyPI has; installed and tried: still
skipped, for a reason the rule names, modules its script imports are missing from the
repository) and BHafsa/deep-nilmtk-v1 (still skipped: nilmtk, which it imports, is not on PyPI,
and its training is in notebooks only). Mentions of OpenCV as "not installed" (AICity2020,
UFDN-Reid, LRP-for-ResNet) were a side remark beside a skip for weights from the internet,
which stands for each (LRP-for-ResNet re-checked: configs/CUB_resnet50.json's model
'resnet50' builds resnet50(pretrained=True) in models/__init__.py). OpenCV is installed now;
the lxc recipe's edit removing dataset.py's unused `import cv2`, run at first sight so, is
kept as it ran (harmless; its why amended to say so). H's recipes were not run again.

Read as batches c to q read the rule: the queries are the topic text exactly as the rule writes
it, then " pytorch training loop example"; a `code` result without a repository (an excerpt) is
passed over; a page names a GitHub repository by its address (github.com/OWNER/NAME,
OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME, deepwiki.com/OWNER/NAME), not by a
link in its text. "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, or claimed by a helper of batch r (/tmp/r_claims.txt; checked before
each was taken). Each repository was fetched (HEAD commits below). Per topic, in the order the
results came:

36. Vehicle re-identification, `code` (query "vehicle re-identification pytorch training loop
   example"): Xiangyu-CAS/AICity2020-VOC-ReID (rank 1, scripts/aicity20/ReOriID.sh; HEAD
   7c2bf0455371a8178e7522317203e18f3c311791) skipped, weights from the internet: tools/train.py
   builds a ResNet-IBN that loads ImageNet weights from MODEL.PRETRAIN_PATH (the readme's Google
   Drive download) under every PRETRAIN_CHOICE it trains with ('imagenet', 'finetune',
   'resume'; any other leaves last_epoch unset and stops); its data loaders also import OpenCV
   (which PyPI has: no reason to skip, the weights are). lxc86739795/vehiclereid_baseline (rank 2,
   README.md; HEAD 6eb91630a8c1d767157ef7d1b84c3c5ccfdd7a22) taken: train.py, train.sh's
   command, a ResNet-50 from scratch (batch norm, F.dropout 0.8 before its classifier, in
   DataParallel) classifying VeRi's vehicle identities with cross entropy, Adam. Made here: 12
   JPEGs of 48 x 64 in data/VeRi/image_train and the list naming them, 8 identities
   (corpus_data_r_36to40.lxc_veri). Edits: the CPU where CUDA is not there; torchvision's Scale
   as Resize, to 80 (not 336) with crops of 64 (not 224) and the ResNet's 7 x 7 average pool as
   an adaptive one (the same mean at 224); the import of AicDataset, which dataset.py does not
   define (ImportError as it stands); its top-k accuracy's view of a transposed tensor as
   reshape (RuntimeError since torch 1.x); dataset.py's unused import of OpenCV removed;
   flags: 8 classes, batches of 4, --epochs 0 (one epoch: its loop runs 0 to --epochs), no
   loader workers. Plain runs: first 52.5 s, exit 1 (the ImportError); then 78.7 s, exit 1
   (the view); then at 224 pixels 208.0 s, exit 0, at load 17.6 to 16.2 (40 to 58 s a step);
   with 64-pixel crops 173.4 s, exit 0, at load 15.8 to 13.4 (31 to 39 s a step).
   TaihangLi/Vehicle-reID (rank 3, README.md; HEAD 913d1b642dd16d17c4a09febcf572fc5415debbe)
   skipped, no training script that runs: train_xent_tri.py (the one script) imports
   vehiclereid.utils (iotools, avgmeter, loggers, torchtools, ...) and data_manager.py imports
   vehiclereid.datasets, neither of which the repository holds (claimed before this was
   seen). KaiyangZhou/deep-person-reid (rank 4) is in the corpus (batch m). Ranks 5 to 12 name
   no repository. `pages` (the same query): rank 1 (ar5iv.labs.arxiv.org) names none;
   vimar-gu/MSINet (rank 2, deepwiki.com) and wangguanan/Pytorch-Person-ReID-Baseline-PCB-
   Beyond-Part-Models (ranks 3 and 5, deepwiki.com) are in the corpus (batch m); ranks 4 and 6
   (1library.net, vdocuments.us) name none by address; rank 7 (readmex.com) names
   KaiyangZhou/deep-person-reid, in the corpus; damo-cv/UFDN-Reid (rank 8, deepwiki.com; HEAD
   04da094371cbf4833e06f3ea30fb28f7e904555f) skipped, weights from the internet: its training
   (tools/dist_train.py under torch.distributed.launch, experiments/*.sh) starts from ImageNet
   weights at MODEL.PRETRAIN_PATH (a Swin-T or ResNet-50 checkpoint downloaded beforehand;
   PRETRAIN_CHOICE 'imagenet' by default), and its data set loader imports OpenCV. One script
   for this topic.

37. Fine-grained bird classification CUB-200, `code` (query "fine-grained bird classification
   CUB-200 pytorch training loop example"): keio-smilab24/LRP-for-ResNet (rank 1,
   datasets/README.md; HEAD cadd126f7bf8b3fee32a748eca14189a088ea373) skipped, weights from the
   internet: train.py with any of its CUB configs builds torchvision's resnet18/34/50 with
   pretrained=True (ImageNet weights downloaded from torchvision's hub); it also imports timm,
   wandb and, through data/__init__.py and utils/visualize.py, OpenCV (all three on PyPI: no
   reason to skip; the weights are). scfrank/cub2011_dataset (rank 2, README.md; HEAD
   6697e3f5a354f9943975c983abd5f51ae920f73c) skipped, no training script: a data set class
   and caption/feature helpers, no optimizer anywhere. seabearlmx/SCBA (rank 3, README.md;
   HEAD 40df5e36ba1dca623cee01b1d2e014c63b5d2759) skipped, weights from the internet:
   train_model.py's network loads ImageNet ResNet-50 weights from a local path (the readme
   downloads resnet50-19c8e357.pth). LeeGM-o/DeepLearningStudy-CUB200Project (rank 4,
   training.py; HEAD a8976fc3e8db99886d71028a2122e24bbd43e5c5) skipped, no training script
   that runs: training.py is a notebook's cell saved as a file (no imports; model, device and
   cub_train_loader are defined in dataset_load.py and model_architecture.py, which it does not
   import, nor does any file). Ranks 5 to 12 name no repository. `pages` (the same query):
   ranks 1 and 2 (git.x-ys.cn/JesmineT/cub200-bird-classification, not a GitHub address) passed
   over; ranks 3 to 6 and 8 (a pages.dev portfolio, arxiv.org, codegenes.net, ar5iv) name
   none; rsslramos/cse455-birds-classification (rank 7, rsslramos.github.io; HEAD
   8850b2f05e8fd134deefc027d8110924435dc88d) skipped, training only in a notebook
   (_notebook/birds_notebook_effnetv2.ipynb; _webapp holds inference only). No script for this
   topic.

38. Sales demand forecasting, `code` (query "sales demand forecasting pytorch training loop
   example"): VedangAsgaonkar/Machine-Learning-Notes (rank 1) is in the corpus (batches f to
   q). DareData/lp-pytorch-fundamentals (rank 2, assignments/assignment_1/plan.md; HEAD
   49c0e7db0085afc60b05baf75b460c34c99ddd1d) skipped, training only in a notebook: every
   training loop is in a notebook (assignment_1/solution.ipynb, assignment_2's main and
   solution notebooks; its dataset.py and model.py define classes only).
   Aviator16/Sales_Prediction_in_Pytorch (rank 3, README.md; HEAD
   b43c2b809ffedf2a9a6c86a5f9a868bf0340660c) skipped, training only in a notebook (four
   DA_*.ipynb, no .py). Tolreri21/demand-forecasting-pipeline (rank 4, README.md; HEAD
   47c6fdf32790a38567e4431f02efe53ee21df0e7) skipped, another framework: src/train.py fits
   scikit-learn's random forest and gradient boosting (logged to MLflow); nothing trains with
   PyTorch. Ranks 5 to 12 name no repository. `pages` (the same query): yangjing/learn-ai
   (rank 5, github.com; HEAD 1db07178d678f17b8fd93aca16716862471acb44) skipped, training only
   in a notebook (the page is math-and-architectures/python/ch8/8.5-training-a-neural-
   network.ipynb); ranks 1 to 4 and 6 to 8 (leeroopedia.com, oryoy.com, fastercapital.com,
   amritad.com) name none. No script for this topic.

39. Energy disaggregation NILM, `code` (query "energy disaggregation NILM pytorch training loop
   example"): 1194449282/DU-NILM (rank 1, README.md; HEAD
   255c64e7139b443e144d2dc20f6f914e5bf3cb89) taken: train.py, the readme's `python train.py`,
   DU-NILM (1-d convolutions with batch norm, DCT channel attention) mapping windows of 480
   aggregate readings to 240 of one appliance, in float64. Made here: REDD's low-frequency
   files for houses 1 to 3, a microwave over two mains, 1,000 / 3,000 / 3,000 readings 6 s
   apart (corpus_data_r_36to40.du_nilm_redd; the repository's redd_lf.zip is not in the
   mirror). Edits: its four input() questions answered (REDD, microwave, 1 epoch, DU-NILM);
   REDD's loader on pandas 3 (isetitem for the datetime column, ffill for fillna(method=),
   pd.concat for DataFrame._append); flags: batches of 4 (not 128), a validation share of 0.2
   (not 0.1, so the made data gives validation windows): 3 training steps. Plain run: 77.8 s,
   exit 0, at load 9.1 to 7.7 (first try). Rank 2 names no repository.
   lishijie15/FFSTT-for-Transferable-NILM (rank 3, data/README.md; HEAD
   23c49c08b17c740e7d036b045cc386c3dcd5444f) skipped, no training script that runs (helper-H's
   reason, PyTables for its UK-DALE HDF5 store ./mnt/ukdale.h5, is not one: PyTables is on
   PyPI; helper-H2 installed it, with the requirements' pytz, loralib, pytorch_wavelets, timm
   and torch-summary, and tried the script's imports): main.py imports Seq2Point, TimesNet and
   FFSTT from the vendored nilmtk.disaggregate, whose __init__.py imports .disaggregator (the
   Disaggregator base class FFSTT_pytorch.py subclasses), dae_pytorch, sgn_pytorch,
   attention_pytorch, attention_cnn_pytorch, the three *_multidim, iTrans_pytorch and
   SVT_pytorch: none of these 11 modules is in the repository as source (only CPython 3.7/3.8
   .pyc files under __pycache__, which Python 3.11 cannot load), so the import fails
   (ModuleNotFoundError: nilmtk.disaggregate.disaggregator), and nilmtk is not on PyPI to give
   the base class. (The vendored nilmtk, written for pandas 0.25, also fails on today's IPython
   and matplotlib: IPython.core.display's display and matplotlib.dates._to_ordinalf are gone,
   seen before the missing module.)
   BHafsa/deep-nilmtk-v1 (rank 4, README.md; HEAD 40c3ea184008355abb394225a966000648488af5)
   skipped, a package the registry lacks and training only in notebooks: a library built on
   NILMTK's experiment API (its NILMExperiment is a nilmtk.disaggregate.Disaggregator;
   deep_nilmtk/config/models.py and utils/experiment_starter.py import nilmtk, which is not on
   PyPI under that name, only a fork nilmtk-s14pe); its requirements also pin torch 1.10.2 and
   torchaudio and add tensorflow; its experiments are run from notebook/*.ipynb, no script of
   its own trains (re-checked by helper-H2). Ranks 5
   to 12 name no repository. `pages` (the same query, 8 results: ar5iv.labs.arxiv.org thrice,
   mdpi.com, cricutcom-setup.com, a scribd proxy, dokumen.tips, a scribd mirror) names no
   GitHub repository by address. One script for this topic.

40. Self-organizing map, `code` (query "self-organizing map pytorch training loop example"):
   giannisnik/som (ranks 1 and 2, README.md of two versions; HEAD
   28819f335d296419509ba8d9173a0bdcfa4b318a) taken: main.py (the readme says `python test.py`;
   the stored tree's example is main.py, no test.py), a 20 x 30 Kohonen map of 15 RGB colours
   trained by hand in its forward (no backward, no optimizer). Data: inline. Edits: 4 passes
   (not 100). Plain run: 22.6 s, exit 1 under -P (see above); then 37.7 s, exit 0, at load
   16.6 to 15.8. meder411/som-pytorch (rank 3, README.md; HEAD
   4faeeb5d3477e3e90bd0a366cbf01c1c716e5bdb) skipped, Python 2 (print statements, xrange in
   main.py and som.py). civanakbas/Performance-Evaluation-of-Shape-Descriptors-and-Variational-
   Auto-Encoders-Using-Self-Organizing-Maps (rank 4, README.md; HEAD
   321e171bf4d24daf3da9dda13726b68a63570280) taken: src/mnist_demo.py, the readme's first
   command, a 40 x 40 map over 50 MNIST digits, its nn.Parameter weight moved through .data
   (no backward, no optimizer). Made here: MNIST (corpus_data.MNIST; it keeps the first 50).
   Edits: the data set swapped (torchvision downloads MNIST); flags: batches of 16 (not 32),
   one epoch (not 100). Plain run: 86.6 s, exit 0, at load 15.9 to 17.2.

Skips: 15 (topic 36: 3, TaihangLi/Vehicle-reID among them; topic 37: 5; topic 38: 4; topic 39:
2; topic 40: 1), each above with its reason, besides the repositories already in the corpus
(topics 36 and 38).

First sight (each run below is the script's one):
- giannisnik-color-som: kept (`cannot tell`: the script took no optimizer step(s) that
  multigpu run could see, it changes its weights itself; seeded alike for the check; 95.9 s;
  queued 02:51, ran 02:57 to 02:59).
- civanakbas-mnist-som: kept (`cannot tell`, the same line; seeded alike for the check;
  147.1 s; queued 02:52, ran 03:01 to 03:04).
- lxc-veri-vehicle-reid-resnet50: kept (`agree` with one process's computing the ranks'
  slices, 0 at 'fc.bias'; the data set's crops and flips seeded by sample; dropout switched off
  (F.dropout at resnet.py:153); the split itself 0.0003, batch norm per rank, all the
  difference under --sync-batchnorm (0.000274 against its 1-ulp run's 0.000286); 196.6 s;
  queued 03:05, ran 03:19 to 03:22).
- du-nilm-redd-microwave: kept (`differ` after 3 steps, 0.00201 at
  'unet1.encoder1.conv.weight' against its 1-ulp run's 2.59e-14; the loss at trainer.py:154
  named as mixing the batch's samples (a term over pairs or a statistic over the batch); batch
  norm per rank warned; dropout switched off (F.dropout at modelDUNILM.py:90); 170.6 s; queued
  03:08, ran 03:26 to 03:30).

Doubts for the lead:
- du-nilm-redd-microwave: the verdict names the KL term's batch-wide softmax; the L1 term
  (a mean over a data-dependent selection of readings, divided by the batch's element count,
  each rank its own) is a second cause the line does not separate; either alone gives differ.
- lxc-veri-vehicle-reid-resnet50: the recipe shrinks the images (80, crops of 64) and makes the
  ResNet's final pool adaptive (the same mean at 224 pixels) for the CPU: the model checked is
  the script's at 64 pixels. Its `domain` describes the script as written (336 and 224).
  train.py's Variable(image, volatile=True) only warns on torch 2 (no effect).
- Topic fit and count: topics 37 and 38 gave no script (every `code` and `pages` result was in
  the corpus, skipped, or named no repository); 36 and 39 gave one each.
- Skips I am least sure are mechanical: keio-smilab24/LRP-for-ResNet (its model list has a
  'resnet' choice building an untrained ResNet-18 when no --base_pretrained is given, but no
  config or command of the repository trains CUB so; every CUB config loads hub weights, and
  timm, wandb and OpenCV are imported); LeeGM-o's and TaihangLi's (files that cannot run as
  the repository stands, read as "no training script"); lishijie15's (audited by helper-H2:
  the script's own nilmtk.disaggregate package lacks the source of 11 modules it imports,
  the Disaggregator base class among them, read as "no training script that runs", as
  TaihangLi's; not for PyTables, which is installed now); BHafsa's (nilmtk not on PyPI; its
  training in notebooks).
- The brief's plain-run command (`python -P SCRIPT`) leaves the script's folder off sys.path;
  I ran `python SCRIPT` (as corpus.py's `python -P -m multigpu run SCRIPT` gives the script
  its folder). TaihangLi/Vehicle-reID stays in /tmp/r_claims.txt though skipped.
- No miss, so no missing rule of multigpu's to name.
"""

from __future__ import annotations

from corpus_recipes import CPU_WITHOUT_CUDA, Edit, Recipe, _made_here

GIANNISNIK = ("giannisnik/som", "28819f335d296419509ba8d9173a0bdcfa4b318a")
LXC = ("lxc86739795/vehiclereid_baseline", "6eb91630a8c1d767157ef7d1b84c3c5ccfdd7a22")
DU_NILM = ("1194449282/DU-NILM", "255c64e7139b443e144d2dc20f6f914e5bf3cb89")
CIVANAKBAS = (
    "civanakbas/Performance-Evaluation-of-Shape-Descriptors-and-Variational-Auto-Encoders-"
    "Using-Self-Organizing-Maps",
    "321e171bf4d24daf3da9dda13726b68a63570280",
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "lxc-veri-vehicle-reid-resnet50",
        *LXC,
        "train.py",
        "vehicle re-identification (VeRi training images, resized to 336 and randomly flipped "
        "and cropped to 224 in the data set; a ResNet-50 from scratch with batch norm and "
        "F.dropout(p=0.8) before its classifier, wrapped in DataParallel; cross entropy over "
        "the vehicle identities; Adam with a warm-up learning rate set per epoch; a shuffled "
        "DataLoader; a checkpoint saved every val_step epochs)",
        "agree",
        (
            "batches of 4 from a shuffled DataLoader, split 2 + 2; the cross entropy is a mean "
            "of one term per sample, so one process's average over the slices; the random "
            "flips and crops are the data set's transforms, drawn while a sample loads "
            "(seeded per sample for the check); F.dropout in the model's forward is switched "
            "off for the check; batch norm throughout the ResNet, per rank: the split's own "
            "effect, named beside the agree (the model is a DataParallel one, whose note names "
            "it too)"
        ),
        (
            Edit(
                "import gc\n",
                "import gc\n" + CPU_WITHOUT_CUDA,
                "the CPU where CUDA is not there (model.cuda(), target.cuda(), unguarded)",
            ),
            Edit(
                "    if dataset_name == 'veri':\n"
                "        train_data_transform = transforms.Compose([\n"
                "                transforms.Scale((336,336)),",
                "    if dataset_name == 'veri':\n"
                "        train_data_transform = transforms.Compose([\n"
                "                transforms.Resize((80,80)),",
                "torchvision's Scale is gone (renamed Resize in 0.2, removed since): Resize; "
                "to 80 x 80 (not 336), cropped to 64 (--crop_size), for the CPU: a first plain "
                "run at 224 took 40 to 58 s a step here",
            ),
            Edit(
                "from dataset.dataset import VeriDataset, AicDataset",
                "from dataset.dataset import VeriDataset",
                "dataset/dataset.py defines no AicDataset (ImportError as the repository "
                "stands); only the 'aic' data set, not run here, would use it",
            ),
            Edit(
                "correct_k = correct[:k].view(-1).float().sum(0)",
                "correct_k = correct[:k].reshape(-1).float().sum(0)",
                "its top-k accuracy views a transposed (non-contiguous) tensor, which torch "
                "refuses since 1.x (RuntimeError: view size is not compatible ...): reshape, "
                "the same values",
            ),
            Edit(
                "self.avgpool = nn.AvgPool2d(7, stride=1)",
                "self.avgpool = nn.AdaptiveAvgPool2d(1)",
                "the mean over the last feature map, as the 7 x 7 pool computes at 224 pixels, "
                "for the 2 x 2 map that 64-pixel crops give",
                "networks/resnet.py",
            ),
            Edit(
                "import cv2\n",
                "",
                "OpenCV is imported by dataset.py and never used there (removed when OpenCV "
                "was thought not installable here; it is installed now, and the edit is kept "
                "as the recipe ran at first sight: harmless either way)",
                "dataset/dataset.py",
            ),
        ),
        # train.sh's command (its nohup and log redirection aside), on the 12 images made here:
        # 8 identities (not 576; its accuracy takes the top 5, so at least 5), batches of 4
        # (not 64), --epochs 0 (its loop runs epochs 0 to --epochs: one epoch, 3 steps; not
        # 100), no loader workers (-j 0, not 4).
        args=(
            "./data/VeRi/image_train/",
            "./list/veri_train_list.txt",
            "-n",
            "8",
            "--batch_size",
            "4",
            "--val_step",
            "5",
            "--write-out",
            "--start_epoch",
            "0",
            "--backbone",
            "resnet50",
            "--save_dir",
            "./models/resnet50/",
            "--epochs",
            "0",
            "-j",
            "0",
            "--crop_size",
            "64",
        ),
        paths=(
            "dataset/__init__.py",
            "dataset/dataset.py",
            "networks/__init__.py",
            "networks/resnet.py",
        ),
        data="lxc_veri",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "du-nilm-redd-microwave",
        *DU_NILM,
        "train.py",
        "energy disaggregation (NILM: REDD low-frequency houses 2 and 3 resampled to 6 s, "
        "standardised; windows of 480 aggregate readings mapped to 240 readings of the "
        "microwave's power in three spans of 80; DU-NILM, 1-d convolutions with batch norm, "
        "DCT channel attention with dropout, in float64 (the default tensor type); the loss a "
        "KL divergence between softmaxes of the predictions and of the targets taken over "
        "every value of the batch at once, plus MSE, a soft margin on the on/off status and "
        "an L1 over the readings that are on or misclassified divided by the batch's size; "
        "Adam; a shuffled DataLoader; validation each epoch, the best model saved; a test on "
        "house 1)",
        "differ",
        (
            "batches of 4 from a shuffled DataLoader, split 2 + 2; but the loss is not one "
            "process's average over the slices: its KL term softmaxes the predictions and the "
            "targets over all the batch's windows together (view(-1, 1) then squeeze: one "
            "distribution over B x 240 values, a statistic over the batch), KLDivLoss's "
            "batchmean then divides by that count, and the L1 term is a mean over the "
            "readings selected by a mask that depends on the data, divided by the batch's "
            "element count (on_mask's shape): each rank computes these over its own slice, "
            "which no weighting of the ranks' gradients makes one process's; float64 "
            "throughout, so the difference is far above the yardstick; batch norm per rank "
            "and dropout (switched off for the check) beside it"
        ),
        (
            Edit(
                "    get_user_input(args)\n",
                "    import builtins\n"
                "    _answers = iter(['r', 'm', '1', '8'])  # REDD, microwave, 1 epoch, DU-NILM\n"
                "    builtins.input = lambda prompt='': next(_answers)\n"
                "    get_user_input(args)\n",
                "utils.get_user_input asks four questions with input() (no terminal to answer "
                "here): answered REDD, microwave, 1 training epoch, model 8 (DU-NILM, the "
                "repository's own)",
            ),
            Edit(
                "house_data.iloc[:, 0] = pd.to_datetime(\n"
                "                    house_data.iloc[:, 0], unit='s')\n"
                "                house_data.columns = ['time', 'aggregate'] + \\",
                "house_data.isetitem(0, pd.to_datetime(\n"
                "                    house_data.iloc[:, 0], unit='s'))\n"
                "                house_data.columns = ['time', 'aggregate'] + \\",
                "REDD's loader on pandas 3 (3.1 here): writing datetimes into the integer "
                "time column through iloc raises TypeError (no silent upcast since pandas 3); "
                "isetitem replaces the column, as the line meant",
                "dataset.py",
            ),
            Edit(
                "house_data = house_data.resample(self.sampling).mean().fillna(\n"
                "                    method='ffill', limit=30)\n"
                "                # ",
                "house_data = house_data.resample(self.sampling).mean().ffill(\n"
                "                    limit=30)\n"
                "                # ",
                "fillna(method='ffill') is gone in pandas 3: ffill, the same fill (REDD's loader)",
                "dataset.py",
            ),
            Edit(
                "                else:\n"
                "                    entire_data = entire_data._append(\n"
                "                        house_data, ignore_index=True)\n"
                "                # dropna()",
                "                else:\n"
                "                    entire_data = pd.concat(\n"
                "                        [entire_data, house_data], ignore_index=True)\n"
                "                # dropna()",
                "DataFrame._append (pandas' private append) is gone in pandas 3: pd.concat, "
                "the same rows (REDD's loader, the second house)",
                "dataset.py",
            ),
        ),
        # README.md: `python train.py` (then its four questions, answered above); batches of 4
        # (not 128); a validation share of 0.2 (not 0.1: its windows need 720 readings, so
        # the made data's 10% would give none). 11 training windows of the 6,000 readings made
        # here: 3 steps.
        args=("--batch_size", "4", "--validation_size", "0.2"),
        paths=(
            "config.py",
            "dataloader.py",
            "dataloaderSeqPoint.py",
            "dataloaderSeqSeg.py",
            "dataloaderSeqSub.py",
            "dataset.py",
            "modelBERT4NILM.py",
            "modelDUNILM.py",
            "modelELECTRIcity.py",
            "modelSeq2Point.py",
            "modelSeq2Sub.py",
            "modelSeq2seq.py",
            "modelTCN.py",
            "modelUNet.py",
            "trainer.py",
            "utils.py",
        ),
        data="du_nilm_redd",
        first_sight="kept",
    ),
    Recipe(
        "giannisnik-color-som",
        *GIANNISNIK,
        "main.py",
        "self-organizing map (a 20 x 30 Kohonen map of RGB colours, 15 inline colours fed one "
        "by one; each forward finds the best-matching unit and moves the map's weights, a "
        "plain tensor attribute reassigned, towards the input by a Gaussian neighbourhood "
        "whose rate and width fall linearly; no loss, no backward, no optimizer; then the "
        "colours mapped and plotted)",
        "cannot tell",
        (
            "the map is trained by hand in its forward: no backward pass and no optimizer "
            "step, its weights a plain tensor (not a parameter) replaced each call; nothing "
            "multigpu run can see trains, so --verify has no steps to compare: cannot tell "
            "(docs/run.md, No optimizer: a script that trains nothing multigpu run can see)"
        ),
        (
            Edit(
                "n_iter = 100\n",
                "n_iter = 4\n",
                "4 passes over the 15 colours (not 100): 60 updates of the map",
            ),
        ),
        # README.md: `python test.py`; the stored tree has main.py (the example), no test.py.
        paths=("som.py",),
        first_sight="kept",
    ),
    Recipe(
        "civanakbas-mnist-som",
        *CIVANAKBAS,
        "src/mnist_demo.py",
        "self-organizing map (a 40 x 40 Kohonen map over 50 MNIST digits as 784-vectors, "
        "batches from a shuffled DataLoader; each batch's best-matching units found in the "
        "forward, the weight, an nn.Parameter, moved through .data by the batch's mean "
        "neighbourhood-weighted pull, no backward, no optimizer; the map saved as images)",
        "cannot tell",
        (
            "the map's weight is an nn.Parameter but is moved by hand through .data, with no "
            "backward and no optimizer step: nothing multigpu run can see trains, so --verify "
            "has no step to compare (docs/run.md, No optimizer: weights moved by hand through "
            ".data with no backward get cannot tell, never agree)"
        ),
        (_made_here("import torchvision.datasets as datasets", "MNIST"),),
        # README.md: `python mnist_demo.py` (from src/); batches of 16 (not 32: 50 digits give
        # 4 batches, the last of 2), one epoch (not 100).
        args=("--batch_size", "16", "--epoch", "1"),
        paths=("src/som.py",),
        first_sight="kept",
    ),
)
