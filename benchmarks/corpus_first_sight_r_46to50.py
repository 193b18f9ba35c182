"""Batch r, topics (46) to (50) (the rule's addendum): batch r's rule (corpus_first_sight_r.py's
docstring, verbatim there) applied to k-fold cross validation, learning rate finder, name
nationality classification with a character RNN, text recognition CRNN and MNIST
classification with an RNN. Four scripts from four repositories: two for topic 48, one for
each of topics 47 and 50, none for topics 46 and 49 (their `code` and `pages` results gave
none that qualified; see below). At first sight 4 of 4 kept, no
silent wrong result: two `cannot tell` naming Python's random.choice in the training loop
(the character RNNs, one name a step), and two `agree` with one process's computing the
ranks' slices (one naming batch norm per rank), each the verdict its recipe expected when first
written.

Each recipe was run in one plain Python process until it ended with exit 0, prepared as
benchmarks/corpus.py prepares it (corpus.extract and corpus.prepare, in
/tmp/r_runs/plain-NAME), with MPLBACKEND=Agg and `nice -n 10`, outside the lock, on the 2-core
machine shared with the other helpers' runs; its time and the load average as it began are
given below.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the frozen tree at /tmp/wtr, f882907, one at a time behind the batch's lock /tmp/r_lock, each
once, --timeout 600), started as soon as the recipe (expect and why included) was final and
its plain run had ended with exit 0, before any change made for it.

Installed into .venv from PyPI (each checked first with `pip install --dry-run`; none replaces
torch, torchvision, numpy or transformers): torch-lr-finder 0.2.2 (module torch_lr_finder),
which ibrahim737701's LR_finder.py imports; albumentations 1.3.1 with qudida 0.0.4,
scikit-image 0.26.0, imageio 2.38.1, tifffile and lazy-loader (ibrahim737701's transforms.py
composes A.Flip, which albumentations 2.0.8 and 1.4.24, tried first, no longer have: those
tries left albucore 0.0.23, simsimd and stringzilla installed); optuna 5.0.0 with alembic,
SQLAlchemy and Mako, which htnghi/intern_pheno_nnets's models import. captum 0.9.0, shap
0.51.0 and skorch 1.4.0 (with slicer and tabulate) were installed while Dewald928/DeepFlarePred
was read, which was then skipped: no recipe uses them. torchsummary was there already.

Read as batches c to q read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME, deepwiki.com/OWNER/NAME); a
GitHub path under another host's name (a proxy or an archive) is passed over, as batch o did.
"In the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, or
claimed by another helper of batch r (/tmp/r_claims.txt; checked just before each was taken:
none of those taken was named or claimed). Ranks are the results' own. Per topic, in the order
the results came:

46. K-fold cross validation, `code` (query "k-fold cross validation pytorch training loop
   example"): christianversloot/machine-learning-articles (rank 1,
   how-to-use-k-fold-cross-validation-with-pytorch.md; HEAD
   9bc12f88ed056afeaebf2c4d7f4746f91a6b6714) skipped, no training script: articles in
   Markdown and their images only, the code in the articles' text. saamehsanaaee/WoMAD (rank
   2, WoMAD/model-train-module.py; HEAD 0c9aa523f88c0a28229d3bc48fc70ed756319ed5) skipped, no
   training script: WoMAD_main.py's run_WoMAD has comments for its body (no statement, so the
   file does not even compile), nothing calls model_train_module.py's k-fold functions, and
   the data is the Human Connectome Project's fMRI. sara-es/pcg-segmentation (rank 3,
   src/SegmentationCNN/CrossValidation.py; HEAD e87d0755459ac95e1749a03fe299c359943586c5)
   skipped, no training script that runs: the hit's file was removed ("Removing unnecessary
   files"), the readme names no command, src/PhysionetCode/train_model.py trains scikit-learn
   random forests, and the PyTorch trainers (Models/*/TrainingCNN.py and their kin) import
   DataManipulation.DataPresentation, absent from the repository, and load weights
   (model_weights_2016.pt) that it does not hold. skj092/LeafDiseaseClassification (rank 4,
   src/train.py; HEAD 4d9c33396e22abadb927eb1d85fc0aa8b36cd9fb) skipped, weights from a hub:
   both train.py's build torchvision's ImageNet ResNets (resnet18 and resnet34,
   pretrained=True; src/model.py also EfficientNet.from_pretrained). Ranks 5 to 12 name no
   repository. `pages` (the same query): theneuralbase.com (ranks 1 to 3),
   machinecurve.com (4), saturncloud.io (7) and huggingface.co (8) name no repository;
   christianversloot/machine-learning-articles (5), skipped above; github.heygears.com/
   christianversloot/... (6), a GitHub path under another host's name, passed over (and the
   same repository). Topic 46 gives no script.

47. Learning rate finder, `code` (query "learning rate finder pytorch training loop
   example"): ibrahim737701/ResNetTraining (rank 1, Assignment10/LR_finder.py; HEAD
   e8ca3d03d7b2222d0f9aa7b8a54c686821903420) taken: the readme names no command, so the hit's
   script, Assignment10/LR_finder.py: torch_lr_finder's range test (Adam, the learning rate
   raised exponentially from 1e-7 to 100) on a small ResNet with batch norm for CIFAR-10,
   albumentations' pad, crop, flip and cutout in the data set's __getitem__. Made here: none;
   CIFAR-10 is corpus_data.CIFAR10 (256 training images), swapped in before transforms.py
   subclasses it. Edits: the CPU where CUDA is not there (the script's device and the
   finder's), batches of 16 (not 512), 3 iterations of the range test (not 100), the curve of
   3 points plotted whole (the library skips the first 10 and the last 5 and needs 17 to
   suggest a rate). Plain run: first try 45.9 s, exit 1 (RuntimeError: Need at least 17
   iterations to suggest a learning rate. Got 3), at load 7.8; with the plot's edit 66.6 s,
   exit 0, at load 6.5. vigneshbabupj/EVA5 (rank 2, S10/Visionaire/tuner.py; HEAD
   4d454accd2eb00d11c184d88d0f969d46724d802) skipped, training only in a notebook: S10's
   Visionaire package defines functions (findLR, train, test) that only S10/EVA_A10.ipynb
   calls; the readme names no script. Dewald928/DeepFlarePred (rank 3,
   Test_Scripts/lr_finding.py; HEAD fbf0bf2fd9dbf800ad0e49df83d6c9bb4731d613) skipped, weights
   from a hub: the readme's `python main_TCN_Liu.py`, with its config-defaults.yaml
   (training: False), trains nothing and loads its model's weights from Weights & Biases'
   service (wandb.Api().run(model_name).file('model.pt').download()); the hit's file is a
   fragment (`model = ...`, headed "doesn't work"). jvjruiz/Food-101-Capstone (rank 4,
   src/utils/find_lr.py; HEAD 1dcb24edbe65f42091655dc18e4d42dd11770827) skipped, weights from
   a hub: src/utils/model.py's get_model takes torchvision's resnet50(pretrained=True). Ranks 5
   to 12 name no repository. `pages` (the same query): muttoni.github.io/blog/... (rank 1)
   names muttoni/blog (HEAD 3fd31c9f97ce2bd6892ff3030f82f64ffbc4e037), skipped, training only
   in a notebook (a fastpages blog: _notebooks/2021-01-08-Implementing-a-Learning-Rate-Finder-
   from-Scratch.ipynb); fnl.es (2), codegenes.net (4, 5, 8) and theneuralbase.com (6, 7) name
   no repository; waps.l3s.uni-hannover.de/live/https://github.com/xljh0520/note (3), a
   GitHub address under another host's name (a web archive), passed over. Topic 47 gives one
   script.

48. Name nationality classification with a character RNN, `code` (query "name nationality
   classification with a character RNN pytorch training loop example"):
   shrshj/pytorch-rnn-lst-gru (rank 1, rnn-name-classification/README.md; HEAD
   c26c981e4dd34da3677f173414851e273bd3c69c) taken: rnn-name-classification/train.py (the
   readme names no command; the project's training script), a character RNN written with two
   linear layers, one name a step drawn with Python's random.choice, NLLLoss, SGD. Data: the
   repository's own data/names (nine languages). Edits: 20 steps (not 30,000). Plain run:
   28.3 s, exit 0, at load 5.0. aflah02/Name-Classification-via-RNN (rank 2, README.md; HEAD
   38dff49c782893e0676921088a6ccdecf3bb6499) taken: rnn.py (the repository's one script), the
   PyTorch tutorial's character RNN, one name a step drawn with random.choice, NLLLoss, SGD,
   then a prompt that predicts typed names. Data: the repository's own data/names (18
   languages). Edits: 20 steps (not 100,000); the prompt answered 'q'. Plain run: 23.4 s,
   exit 0, at load 5.5. (slatter666/LearnNLP, rank 3, and DrDavidS/Pytorch_Basic, rank 4,
   were not needed.)

49. Text recognition CRNN, `code` (query "text recognition CRNN pytorch training loop
   example"): sravya8/VideoText (rank 1, crnn.pytorch/README.md; HEAD
   fa250672f414fccaec64b369b6901a9d80b72ece) skipped, no training script: its HEAD holds
   README.md, _config.yml and requirements.txt only (the hit's crnn.pytorch folder is gone;
   its crnn_main.py needed warp_ctc_pytorch). dcrmg/CRNN_OCR_pytorch (rank 2, README.md; HEAD
   0c39fc69ae2a60c1b6f5107d7b5477a96ed2e417) skipped, a compiled CUDA extension: the readme's
   pytorch-train/crnn_main.py takes its CTCLoss from warpctc_pytorch (warp-ctc's bindings,
   built from source against CUDA). yozturk0/PDFtoTXT (rank 3, ml.py; HEAD
   36ecc050ac74bda43d0d1131516384f82555c73c) skipped, no training script: ml.py defines a CRNN
   and loops over a text_loader that nothing defines (a fragment; the readme names no
   command). olivernina/nephi (rank 4, README.md; HEAD
   a25e74e58c24edb7dc051b79d106b3bc51c7a998) skipped, a compiled CUDA extension: the readme's
   crnn_main.py imports warpctc_pytorch. Ranks 5 to 12 name no repository. `pages` (the same
   query): stareeing.tistory.com (1), codegenes.net (2, 5 to 7), forum.onefourthlabs.com (3)
   and yeyupiaoling.cn (8, PaddlePaddle) name no repository; github.com/arman-rawat04/
   WeatherAdapt (4; HEAD d005e41038d3d21977d40e0c0f7a63dc5333dc47) skipped, training only in
   notebooks (seven .ipynb, no script). Topic 49 gives no script.

50. MNIST classification with an RNN, `code` (query "MNIST classification with an RNN
   pytorch training loop example"): htnghi/intern_pheno_nnets (rank 1,
   pytorch/RNN/RNN_MNIST/README.md; HEAD b888ddbaefbe15593c57096706758e49ce1db739) taken: the
   hit's folder is gone at HEAD; the readme's command runs src/main.py (phenotype prediction
   from SNP genotypes, models tuned with Optuna, each trial a 5-fold cross validation), here
   with `--model RNN` (the readme's example names MLP; the RNN is the topic's and its one-hot
   data's), `--data_dir .` and `--dataset 1`. Made here: pheno1's one-hot genotype and
   phenotype CSVs, 80 training and 24 test samples of 50 SNPs
   (corpus_data_r_46to50.htnghi_pheno_onehot; the repository's own are too large for the
   mirror). Edits: one Optuna trial (not 100), 2 epochs a fold (not 80). Plain run: 107.4 s,
   exit 0 (trial 0: one RNN layer, hidden size 32, dropout 0.5, learning rate 1e-4).
   pytorch/examples (rank 2, mnist_rnn/README.md) passed over: in the corpus
   (corpus_recipes.py and several parts). kvarforl/DeepLearning (rank 3) passed over: in the
   corpus (corpus_first_sight_i_33to36.py, i_37to40, l_36to40). ashryramadhan10/MyPyTorch-Kit
   (rank 4, RNNs/main.py; HEAD 3dcfabda98c72e420d6cfe1b0d3a516f91b29b69) skipped, no training
   script: the readme names none, and the hit's RNNs/main.py stops inside its model's
   __init__ (hyperparameters and a class on `nn.module`; no data, no loop). Ranks 5 to 12 name
   no repository. `pages` (the same query): it.cwl.best/VNemani14/... (1),
   github-users.yhajoa.workers.dev/utkarshgill/... (2), gitproxy.zycloud.tk/gitasma/... (4) and
   github.cashen.eu.org/johntiger1/... (7), GitHub paths under other hosts' names, passed over;
   rishi-jain-27.github.io/projects/... (3) names rishi-jain-27/projects, which cannot be
   fetched ("No snapshot of that repository can be had here"); packtpub.com (5),
   oreilly.com (6) and ametric.sh (8) name no repository. Topic 50 gives one script.

First sight, per recipe: shrshj-char-rnn-names, started about 04:04:05 (it
   waited for the lock from 03:23:52), 36.4 s: `cannot tell` (the script draws after its first
   backward; Python's random drawn in the training loop, random.choice at utils.py:34; no
   torch.manual_seed, both runs seeded alike), kept. aflah02-char-rnn-names, started about
   04:05:20 (queued 03:24:18), 34.5 s: `cannot tell` (random.choice at utils.py:61), kept.
   ibrahim-cifar-resnet-lr-finder, started about 04:08:30 (queued 03:31:41), 119.4 s: `agree`
   with one process's computing the ranks' slices (largest difference 0), BatchNorm2d per rank
   warned of; the augmentation's draws seeded by each sample's index; the split itself 200
   apart, batch norm per rank, and with --sync-batchnorm 144 apart against a yardstick of 150;
   kept. htnghi-pheno-rnn-optuna, started about 04:12:00 (queued 03:37:01), 40.0 s: `agree`
   with one process's computing the ranks' slices (3.73e-09), dropout switched off (F.dropout
   at RNN.py:128), the split itself 0.000475 apart "(rounding of sums over the slices, which
   the optimizer amplifies, or a computation over the whole batch)"; kept. All four started
   before 04:20 UTC.

Doubts for the lead: (1) htnghi-pheno-rnn-optuna: its nn.RNN, without
   batch_first, recurs over the batch's axis, so each sample's prediction carries the samples
   before it in the batch and each rank's recurrence restarts at its slice's first sample. The
   recipe expected `agree` (the ranks compute one process's arithmetic on their slices, as for
   batch norm per rank) and got it, but the line beside it calls the split's effect rounding
   "or a computation over the whole batch" without naming the RNN; a reading that counts a
   forward mixing the batch's samples (other than batch norm) as a cause of the script's own
   would want `differ`, or at least the cause named: the rule missing is one that names a
   recurrence over dim 0 of the loader's batch (an RNN fed (batch, seq, feature) without
   batch_first). Its args follow the readme's command but for --model RNN (the readme's
   example names MLP) and its minmax/standa/pcafit flags left at their defaults. (2)
   ibrahim-cifar-resnet-lr-finder: with 3 iterations the range test's third step runs at a
   learning rate of 100, so the yardstick (one process against itself, 1 ulp moved: 150) is
   as large as the parameters' jumps; the synced check (144 apart) says little there. 5
   iterations would have kept the checked steps at 1e-7 to 3e-3 but let the divergence check
   stop the ranks at different steps. It runs the hit's LR_finder.py (the readme names no
   command), not Assignment10/train.py. (3) Dewald928/DeepFlarePred was skipped as its
   defaults (training: False) fetch W&B weights; with training: True in its config it trains
   (a class-weighted cross entropy, of interest to the split), so a reader could count it as
   qualifying. (4) sara-es/pcg-segmentation was skipped as no runnable script: its PyTorch
   trainers lack a module and their starting weights; the hit's file is gone at HEAD. (5)
   Topics 46 and 49 gave no script and topics 47 and 50 one each: every `code` and `pages`
   result was read; no miss to explain.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

SHRSHJ = ("shrshj/pytorch-rnn-lst-gru", "c26c981e4dd34da3677f173414851e273bd3c69c")
AFLAH02 = (
    "aflah02/Name-Classification-via-RNN",
    "38dff49c782893e0676921088a6ccdecf3bb6499",
)
HTNGHI = ("htnghi/intern_pheno_nnets", "b888ddbaefbe15593c57096706758e49ce1db739")
IBRAHIM = ("ibrahim737701/ResNetTraining", "e8ca3d03d7b2222d0f9aa7b8a54c686821903420")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "shrshj-char-rnn-names",
        *SHRSHJ,
        "rnn-name-classification/train.py",
        "name nationality classification (a character RNN written with two linear layers over "
        "the one-hot letter and the hidden state, log-softmax; NLLLoss on one name a step, "
        "drawn with Python's random.choice, a language then a name of it; SGD; no DataLoader)",
        "cannot tell",
        (
            "no DataLoader: each step's one example is drawn by random_training_sample "
            "(utils.py, random.choice for the language and for the name) inside the training "
            "loop, so from the first backward on each rank draws its own names and trains on "
            "other data than one process; the first step's draw, made before any backward, is "
            "alike on every rank; no dropout, no other cause of the script's own (NLLLoss over "
            "one sample)"
        ),
        (
            Edit(
                "epochs = 30000",
                "epochs = 20",
                "20 steps (one example each), not 30,000",
            ),
        ),
        paths=(
            "rnn-name-classification/model.py",
            "rnn-name-classification/utils.py",
            "rnn-name-classification/data/names",
            "rnn-name-classification/models",
        ),
        names="random.choice",
        first_sight="kept",
    ),
    Recipe(
        "aflah02-char-rnn-names",
        *AFLAH02,
        "rnn.py",
        "name nationality classification (the PyTorch tutorial's character RNN: two linear "
        "layers over the one-hot letter and the hidden state, log-softmax; NLLLoss on one name "
        "a step, drawn with Python's random.choice; SGD; no DataLoader; then an interactive "
        "prediction prompt)",
        "cannot tell",
        (
            "no DataLoader: each step's example comes from get_random_training_example "
            "(utils.py, random.choice for the language and for the name), called in the "
            "training loop, so from the first backward on each rank draws its own names and "
            "trains on other data than one process; the first draw, before any backward, is "
            "alike; no dropout, and nothing else of the script's own parts the ranks (NLLLoss "
            "of one sample); the forward on 'Albert' before training changes nothing"
        ),
        (
            Edit(
                "n_iters = 100000",
                "n_iters = 20",
                "20 steps (one example each), not 100,000",
            ),
            Edit(
                "name = input('Enter name: ')",
                "name = 'q'",
                "the prompt after training answered 'q' (it quits): no one types here",
            ),
        ),
        paths=("utils.py", "data/names"),
        names="random.choice",
        first_sight="kept",
    ),
    Recipe(
        "ibrahim-cifar-resnet-lr-finder",
        *IBRAHIM,
        "Assignment10/LR_finder.py",
        "a learning rate range test (torch_lr_finder's LRFinder.range_test) on a small ResNet "
        "with batch norm for CIFAR-10 (log-softmax output, nn.CrossEntropyLoss, a mean over "
        "the batch; Adam, its learning rate raised exponentially each step by the library's "
        "scheduler; a shuffled DataLoader of a CIFAR10 subclass with albumentations' pad, "
        "random crop, flip and coarse dropout drawn in __getitem__; the model reset after, the "
        "loss curve plotted)",
        "agree",
        (
            "the steps are the library's (range_test, _train_batch: zero_grad, forward, "
            "criterion, backward, step, then its ExponentialLR stepped alike on every rank), on "
            "batches of 16 from a shuffled DataLoader, split 8 + 8; the cross entropy is a mean "
            "of one term per sample over slices of equal size, so one process's average over "
            "the slices; no dropout layer is used (dropout_value is never read); the random "
            "crop, flip and cutout are drawn while a batch is loaded (the data's draws); the "
            "divergence check reads each rank's own loss, but with 3 iterations it can stop no "
            "rank before its last step but the second, at a learning rate of 1e-7; batch norm "
            "per rank named beside the agree"
        ),
        (
            Edit(
                'device="cuda"\n',
                'device="cuda" if torch.cuda.is_available() else "cpu"\n',
                "the CPU where CUDA is not there",
            ),
            Edit(
                'lr_finder = LRFinder(model, optimizer, criterion, device="cuda")',
                "lr_finder = LRFinder(model, optimizer, criterion, device=device)",
                "the range test on the same device (the CPU where CUDA is not there)",
            ),
            Edit(
                "num_iter=100",
                "num_iter=3",
                "3 steps of the range test (not 100)",
            ),
            Edit(
                "lr_finder.plot()",
                "lr_finder.plot(skip_start=0, skip_end=0, suggest_lr=False)",
                "the curve of 3 points plotted whole: the library skips the first 10 and the "
                "last 5 and needs 17 points to suggest a rate (RuntimeError on 3)",
            ),
            Edit(
                "from torchvision import datasets\n",
                "from torchvision import datasets\n"
                "import corpus_data; datasets.CIFAR10 = corpus_data.CIFAR10\n",
                "CIFAR-10 made here (256 training images), not downloaded: the class "
                "Cifar10SearchDataset subclasses swapped before it is defined",
                "Assignment10/transforms.py",
            ),
            Edit(
                "batch_size = 512",
                "batch_size = 16",
                "batches of 16 (not 512)",
                "Assignment10/transforms.py",
            ),
        ),
        paths=(
            "Assignment10/custom_resnet.py",
            "Assignment10/transforms.py",
        ),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "htnghi-pheno-rnn-optuna",
        *HTNGHI,
        "src/main.py",
        "phenotype regression from one-hot SNP genotypes (nn.RNN, no batch_first, its output at "
        "the last index of dim 1, dropout, a linear head; MSELoss, a mean over the batch; Adam; "
        "Optuna's TPE sampler, seeded, draws the trial's hyperparameters, each trial a 5-fold "
        "cross validation with a shuffled DataLoader per fold, the model carried from fold to "
        "fold, validation each epoch in eval() under no_grad; the best parameters then refitted "
        "on the whole training set and tested)",
        "agree",
        (
            "batches of 32 from a shuffled DataLoader per fold, split 16 + 16; MSELoss is a mean "
            "of one term per sample over slices of equal size; the one trial's hyperparameters "
            "(Optuna's seeded TPE sampler) and the folds (KFold, random_state=42) are drawn "
            "before any backward, alike on every rank; the model's Dropout is switched off for "
            "the check (its first trial has one RNN layer, so no dropout inside the RNN); the "
            "validation passes (eval(), no_grad, a loader that does not shuffle) feed no step. "
            "But the RNN, without batch_first, takes the batch's axis for time: each sample's "
            "output carries the hidden state of the samples before it in the batch, so each "
            "rank's recurrence starts again at its slice's first sample: a computation over the "
            "whole batch, which the ranks compute as one process does on the ranks' slices; "
            "named beside the agree as the split's own effect"
        ),
        (
            Edit(
                "'num_trials': 100,",
                "'num_trials': 1,",
                "one Optuna trial (not 100)",
            ),
            Edit(
                "'num_epochs': 80,",
                "'num_epochs': 2,",
                "2 epochs a fold (not 80): 4 steps of 32 in the first fold",
            ),
        ),
        # README: python main.py --data_dir ... --model MLP ...; the topic's RNN, dataset 1.
        args=("--data_dir", ".", "--model", "RNN", "--dataset", "1"),
        paths=("src/models", "src/preprocess"),
        data="htnghi_pheno_onehot",
        first_sight="kept",
    ),
)
