"""Batch t, topics (53) to (60): batch t's rule (corpus_first_sight_t.py's docstring, verbatim
there) applied to the differentiable neural computer, the neural arithmetic logic unit,
Linformer or Performer linear attention, RegNet trained from scratch, gene expression cancer
classification, quantile regression with a neural network, causal effect estimation with a
neural network (TARNet) and missing value imputation with a neural network. Eleven scripts
from eleven repositories: two for topics 53, 54 and 55, one for each of topics 56 to 60 (every
`code` and `pages` result of those read; see below). At first sight 11 of 11 kept, no silent
wrong result: nine `agree` (one naming batch norm per rank) and two `cannot tell` (each naming
the loop's draws).

Each recipe was run in one plain Python process until it ended with exit 0, prepared as
benchmarks/corpus.py prepares it (corpus.extract and corpus.prepare, in
/tmp/t_runs/plain-NAME), with MPLBACKEND=Agg and `nice -n 10`, under the plain lock
/tmp/t_plain_lock with `timeout 300`, on the 2-core machine shared with six other helpers (load
3 to 5 throughout); the times below are the run's own, inside the lock, unless said. Each
`first_sight` is the recipe's first run under `multigpu run --verify` (2 CPU processes, the
frozen tree at /tmp/wtt, behind the batch's lock /tmp/t_lock, once, --timeout 600), asked for
as soon as the recipe (expect and why included) was final and its plain run had ended with
exit 0. No python ran before 02:08 UTC but a `python -V`.

Made here: corpus_data_t_53to60.py (performer_enwik8, scgeneinsight_ovarian). Installed into
.venv from PyPI (each checked first with `pip install --dry-run`; none replaces torch,
torchvision, numpy or transformers): einops 0.8.2, local-attention 1.11.2 (with
hyper-connections 0.4.11 and torch-einops-utils 0.2.0) and axial-positional-embedding 0.3.12
for performer-pytorch; xgboost-cpu 3.2.0 (AutoDML's dataset.py imports xgboost; the CPU
wheel, without the 200 MB nvidia-nccl-cu12 the xgboost wheel pulls); shap 0.51.0 (with slicer
0.0.8) and ray 2.60.0 for scGeneInsight, and for it too, with `--no-deps`, anndata 0.12.19,
scanpy 1.11.5, array-api-compat 1.16.0, legacy-api-wrap 1.5, natsort 8.4.0, scverse-misc
0.0.3, session-info2 0.4.1, pynndescent 0.7.0 and umap-learn 0.5.12: anndata asks for pandas
below 3, and pip would have replaced the shared venv's pandas 3.1.1 with 2.3.3 under the other
helpers' runs; pandas 3.1.1 stayed (`pip check` names the conflict; the script ran with it).

Read as batches c to s read the rule: a result without a repository is passed over; a page
names a repository by its address (github.com/OWNER/NAME, OWNER.github.io/NAME,
deepwiki.com/OWNER/NAME; index.pocketcluster.io/OWNER-NAME, a copy of a repository's readme,
read as that repository: batch s_01to08 called index.pocketcluster.io/gpleiss-temperature-
scaling a copy of gpleiss/temperature_scaling's readme). "In the corpus": named in
corpus_recipes.py or corpus_first_sight_*.py, or claimed in /tmp/t_claims.txt (checked just
before each was taken; each taken or read one claimed at once, tag 53to60). Ranks are the
results' own. Per topic:

53. Differentiable neural computer, `code` (query "differentiable neural computer pytorch
   training loop example"): deepcpatel/differentiable_neural_computer (rank 1, README.txt; HEAD
   07e295b66f6cf1fc6da6226e9e328e7c17860349) taken: the readme's `python3 train.py opt1 opt2`
   with 1 (the copy task) and CPU (its CPU code), a DNC on random binary sequences drawn in the
   loop. Made here: nothing (the task draws its data). Edits (tasks/copy_task.py): 10 sequences,
   not 10,000; Saved_Models/copy_task made with its parent (10 batches save every batch). Plain
   run: 136.5 s from asking for the lock, exit 0. mthrok/dnc_pytorch (rank 2, README.md; HEAD
   25e40b9cb19f78076ccf1cf3bce2c19bbcc106bd) taken: the readme's `python train.py`, a port of
   DeepMind's DNC on repeat-copy. Made here: nothing. Edits: none; `--num-training-iterations 6
   --report-interval 3`. Plain run: 22.2 s, exit 0. (garyshincc/DifferentiableNeuralComputer,
   rank 3, not needed.)

54. Neural arithmetic logic unit, `code`: shangeth/Neural-Arithmetic-Logic-Units-Pytorch (rank
   1, README.md; HEAD c9da02829a00f242088efd4353e921e0ea03f0bd) skipped, training only in a
   notebook (NeuralAccumulator.ipynb; the readme shows the modules). nkarasovd/
   Neural_Arithmetic_Logic_Units (ranks 2 to 4, README.md; HEAD
   86d5bfc0d520b79c3d9cbf8dcf08a818133c48f7) taken: the readme runs three experiments, and its
   second, `python3 simple_function_learning.py` (src/), is the one that trains NACs and NALUs
   (the first, train_mlp.py, trains MLPs alone; the third, main.py, language models): the
   paper's static function learning, four models in turn on one full batch. Made here: nothing
   (NumPy's draws). Edit: 5 steps per model, not 100,000. Plain run: 39.6 s, exit 0. Ranks 5 (a
   notebook's text) to 12 name no repository. `pages`, for the second: pepy.tech (1),
   cloudzsexy.com (2) and pythonawesome.com (3 to 5, a post with no address) name no repository;
   index.pocketcluster.io/kevinzakka-nalu-pytorch (6, 7), read as kevinzakka/NALU-pytorch (HEAD
   8ddca091f1282575766e9aaaa7657a19385873ef), taken: the readme's second command, `python
   function_learning.py` (the first, failures.py, trains MLPs alone), the same task with RMSprop
   on one full batch of 500. Edit: 5 steps per model, not 100,000. Plain run: 7.1 s, exit 0.
   (huggingface.co's Nemotron page, 8, not needed.)

55. Linformer or Performer linear attention, `code`: lucidrains/performer-pytorch (rank 1,
   README.md; HEAD fc8b78441b1e27eb5d9b01fc738a8772cee07127) taken: the readme names no command
   (its requirements line is "if you plan on training an autoregressive model"); its one plain
   training script, examples/enwik8_simple/train.py (the other, enwik8_deepspeed, needs
   DeepSpeed; toy_tasks/ train encoder-decoders), a causal PerformerLM on enwik8.
   fast_transformers (its CUDA kernel for causal linear attention) is not installed: the package
   falls back to its own Python loop, as it prints. Made here:
   examples/enwik8_simple/data/enwik8.gz, 200,000 random bytes (the mirror lacks the file).
   Edits: the package on the path; the CPU where CUDA is absent; 4 steps; np.fromstring's binary
   mode (removed in NumPy 2) as frombuffer; the 90:5 split of the bytes made here; width 128,
   not 512; windows of 32 bytes, not 4,096, and one backward per step, not 4 accumulated. Plain
   runs: first 2.4 s, exit 1 (np.fromstring); second, with windows of 256 and 4 accumulated,
   112.5 s, exit 0, its first step 80 s; three probes of one model outside the recipe then timed
   a backward of 4 x 256 bytes at 6 to 22 s on the loaded cores (the Python loop over the
   sequence: 2,352 einsum calls in one forward of 128 bytes), too slow for --verify's up to five
   runs in 600 s; third, with 32-byte windows and no accumulation, 43.0 s, exit 0.
   tatp22/linformer-pytorch (rank 2, examples/example_small.py, which trains nothing; HEAD
   3ecfc0e4c868d644bb24a616bb48db727bf0b729) taken: the readme runs no script; its training
   example, examples/pretrain_tutorial.py (the first of its two; pretrain_tutorial_lm.py is a
   language model), a Linformer regressing random sequences. Made here: nothing (torch.randn).
   Edit: one epoch, not 15. Plain run: 12.5 s, exit 0. (lucidrains/linformer, rank 3, not
   needed.)

56. RegNet trained from scratch, `code`: VedangAsgaonkar/Machine-Learning-Notes (1) is in the
   corpus (batches f to s). githeoheo/Pytorch-benchmarking (rank 2, RegNet.md; HEAD
   d034c2162575ef056aad4e2d66cf4d03ad4cfcc8) skipped, training only in a notebook (MobileNet
   V2.ipynb, MobileNet V3.ipynb; RegNet.md is a training log). Prashant-Bhar8waj/CIFAR-100 (rank
   3, models/regnet.py; HEAD 659d767e008e78cd9fb23ff8fb16b41b669c5cd6) skipped, weights from a
   hub: main.py trains every model of models/ in turn, each torchvision's with pretrained=True
   (regnet_y_400mf among them). liuzl/py_misc (rank 4, np/tcnn.py; HEAD
   ff144347027d93082cd4f04ab87c8ee72b626c3f; no readme at HEAD) taken: the hit's script, a
   two-layer net fitting random targets with its weights stepped by hand (no RegNet: taken as
   the rule's order gave it). Made here: nothing. Edits: none. Plain run: 6.5 s, exit 0. Ranks 5
   to 12 name no repository. `pages`: apxml.com (1), educative.io (2), noobtomaster.com (3),
   amritad.com (4, 7), artintellica.com (5) and microm.one (8) name no repository;
   ekamperi.github.io (6) names ekamperi/mathematics, in the corpus (batch p). Topic 56 gives
   one script.

57. Gene expression cancer classification, `code`: BeautyOfWeb/Multi-feature-multi-loss (rank 1,
   README.md; HEAD 0b4a227858af1f0db4295e01948b955fab1754aa) skipped, training only in a
   notebook (exp-train.ipynb, snv-exp-train.ipynb; dl/ holds the model). Seoyoung-Kim-Meister/
   Predictions-from-the-Breast-Cancer-Gene-Expression-NCBI-GSE45827 (rank 2, README.md; HEAD
   e304be5880db14a85d9786349bd32c36a694cb34) skipped, training only in a notebook
   (predictions.ipynb, beyond_baseline.ipynb). secretx51/scGeneInsight (rank 3,
   models/sigmoid_MLP.py; HEAD d7dd46842fbd8c2f543a0649e078cbe5ae1748a6; an empty readme) taken:
   train.py, its training entry point (tuning.py tunes hyperparameters with Ray Tune): an MLP
   with batch norm on single-cell expression, labelled by deciles of a GSVA score, then test
   metrics and SHAP. Made here: data/cells.h5ad (10,400 ovarian cancer cells and 400 others, 4
   genes and two key genes the script filters out) and data/GSVA.csv (scgeneinsight_ovarian).
   Edits: the two data paths (the author's cluster's); one thread and one loader worker, not 32;
   one epoch, not 300; a pandas Series given to torch.tensor as its NumPy values; three bugs
   that stop the script after training whatever the data (len() of an int twice in valMetrics, a
   bare FILE_DELIN in saveShap); shap's exact explainer (4 genes) called for its values, as it
   has no shap_values(). Plain runs: the data maker first failed (anndata writes pandas 3's
   string columns only when asked); first 16.7 s, exit 1 (the Series); second 13.9 s, exit 1
   (ExactExplainer.shap_values); third 32.7 s, exit 0. jthielmann/xai_cc (rank 4, train.py; HEAD
   ab5a530422a1f38f06f3629110a8f8175a63a495) skipped, weights from a hub: the hit's train.py is
   gone from HEAD (its commit "restructuring start"), and HEAD's trainer (script/main.py, W&B
   sweeps over sweeps/ configs) builds its encoders from torch.hub's DINO, Meta's DINOv3 and
   UNI2-h checkpoints or ImageNet weights: of the encoder values its sweep configs name, 29 of
   about 320 are a ResNet-50 from scratch, and its data are a spatial transcriptomics layout of
   patient folders. Ranks 5 to 12 name no repository. `pages`: thebossmind.com (1),
   blog.youkuaiyun.com (3), livebook.manning.com (4), techtoday.co (5) and
   bmcbioinformatics.biomedcentral.com (8) name no repository; github.com/Abelcoby/CIE500_EAC
   (2) is in the corpus (batch j); antoniocampos13.github.io/training-and-evaluating-a-neural-
   network-model.html (6), read as antoniocampos13/training-and-evaluating-a-neural-network-
   model.html, cannot be fetched ("No snapshot"); github.com/Center-for-Health-Data-Science/
   IntroToML (7; HEAD 5b9b0c673895d0cb61283a3a049f00e6224fee82) skipped, training only in a
   notebook (Day3/TissueClassification.ipynb and the other days' notebooks). Topic 57 gives one
   script.

58. Quantile regression with a neural network, `code`: kavikeerthana05/advanced-time-series-
   forecasting (rank 1, training/train.py; HEAD ac9de88b9ac06fef2801c03c96e315cea1703453; no
   readme at HEAD) taken: main.py, its one runner (training/train.py holds the loss and the
   epoch), an LSTM with self-attention predicting three quantiles of a series it makes. Made
   here: nothing (the script writes its CSV with NumPy). Edit: one epoch, not 20. Plain run:
   41.4 s, exit 0. VedangAsgaonkar/Machine-Learning-Notes (2) is in the corpus.
   AliAlkadhim/ALFFI (rank 3, SIR/models/SIR_dnn_quantile.py; HEAD
   9b06eae2e2f6d691b28727421bb014d3211c7a61) skipped, training only in a notebook (the hit
   defines a model; SIR/src/4_SIR_train_quantile.ipynb trains it; On_Off_HEP's .py makes data
   and checks coverage). simonpf/quantnn (rank 4, docs/source/qrnn.rst; HEAD
   c4d650cf0c6da5b4a704905b6c267d1ca996466f) skipped, training only in a notebook (a library;
   its examples and the docs' walk-throughs are notebooks/*.ipynb; quantnn/examples/ makes
   data). Ranks 5 to 12 name no repository. `pages`: huggingface.co's Nemotron pages (1 to 4),
   jackmedley.com (5), groundai.com (6) and codegenes.net (7, 8) name no repository. Topic 58
   gives one script.

59. Causal effect estimation with a neural network TARNet, `code`: patrickzoechbauer/TarNet
   (rank 1, README.md; HEAD d77f9d24151a51de50a0669832da630c247527a7) skipped, training only in
   a notebook (TarNet.ipynb). mehdirostami/nn4causality (rank 2, NN4causality.md; HEAD
   22c4fec95b4db6bb215664edc40986c08af0c1b2) skipped, training only in a notebook (the hit is a
   notebook exported to Markdown; its mlp.py and utils.py are only inside NN4causality.zip).
   demetrios1/demetripapakostas.github.io (rank 3, a post; HEAD
   92b6e32f8135be4e07c89618c13c33fd5a63aefa) skipped, no training script (a Jekyll site: no .py
   or .ipynb). Asbjoern00/AutoDML (rank 4, average_treatment_effect/main.py; HEAD
   17cf5616cccca48ca0d7a867ea1a910c15de405b; a readme of one line) taken: the hit's script
   (DragonNet on the Chernozhukov IHDP replication 1) was removed at de98194 "Refactor : move
   RieszNet to sep. folder"; its successor at HEAD, ihdp_average_treatment_effect/dragon_net/
   main.py, trains DragonNet on the same replications (as batch s took DawnJF's moved trainer).
   Made here: nothing (the repository's ihdp_1.csv). Edits: run from the repository's root (its
   imports and data path); the first of 1,000 replications. Plain run: 113.8 s, exit 0 (500
   full-batch steps). Ranks 5 to 12 name no repository. `pages`: chaimaesriti.com (1),
   staging.scite.ai (2), scribd.com (3, 8), arxiv-vanity.com (5) and sciencedocbox.com (7) name
   no repository; github.com/KnowledgeLab/Thinking-With-Deep- Learning-2025 (4) and
   github.com/Thinking-with-Deep-Learning-Spring-2024/Tutorials-Homework- Notebooks (6) skipped,
   training only in a notebook (no .py file in the stored index; not fetched). Topic 59 gives
   one script.

60. Missing value imputation with a neural network, `code`: Harry24k/MIDA-pytorch (rank 1,
   README.md; HEAD 0308b6df9cb41724e06bb3fc25493fca805474dc) taken: MIDA.py (the readme runs
   none; the notebook exported as a script), a denoising autoencoder on Boston Housing, batches
   of one. Made here: nothing (the repository's CSV). Edits: the CPU where CUDA is absent; one
   epoch, not 500. Plain run: 9.4 s, exit 0. tianyima2000/DNN_missing_data (ranks 2, 3,
   README.md; HEAD f0188c38baeebbc1e5394dcf0393fe8d683e8d4d) skipped, training only in a
   notebook: the readme's training is its tutorial, Tutorial.ipynb (its code block defines the
   class only); the twelve .py files are the paper's simulation runs, none of which the readme
   names (each imputes with MissForest and IterativeImputer and fits XGBoost beside the
   networks) - a reading the lead may weigh. hjm9702/dynamic_imputation (rank 4, README.md; HEAD
   97974f2657434babb7a746d3db14142a6014d8cb) skipped, another framework (TensorFlow 1). Ranks 5
   to 12 name no repository. `pages`: deepseekpro.org (1), ar5iv's 2003.12628 (2, its excerpt
   with no address), a CRAN vignette (3), deepai.org (4), a Hugging Face zip (5), docslib.org
   (6), flyriver.com (7) and pydata.org (8) name no repository. Topic 60 gives one script.

First sight, per recipe (asked, started once the lock was free, ended; seconds in the run):
- deepcpatel-dnc-copy, asked 02:12:36 UTC, ended 02:16:56 (17.8 s): `multigpu run --verify:
  cannot tell: the script draws at random after its first backward (its batches, or sampled
  actions and the episodes they lead to) and each of the 2 ranks draws its own (2x the
  script's data per step), so one process and the ranks train on different data and no
  comparison applies; batch with a DataLoader to compare`, naming random.randint at
  copy_task.py:52 and np.random.binomial at copy_task.py:53; kept.
- mthrok-dnc-repeat-copy, asked 02:16:03, started 02:21:23, ended 02:21:41 (17.4 s): the same
  `cannot tell` line, naming torch.randint at repeat_copy.py:254, 257 and 281; kept.
- nkarasovd-nalu-functions, asked 02:22:58, started 02:24:07, ended 02:24:28 (21.4 s):
  `multigpu run --verify: agree: after 8 optimizer step(s) the parameters on 2 ranks agree
  with one process's (largest difference 0, at '1.bias')`, with the warning that the ranks
  train on the same batches and the note that nothing was drawn after the first backward in
  8 steps (five of the first model, three of the second); kept.
- kevinzakka-nalu-functions, asked 02:26:51, started 02:27:15, ended 02:27:30 (14.9 s): the
  same `agree` after 8 steps, largest difference 0 at '1.bias'; kept.
- lucidrains-performer-enwik8, asked 02:51:33, started 03:04:55, ended 03:05:56 (55.6 s):
  `agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one process's
  (largest difference 1.42e-07, at 'performer.net.blocks.0.f.net.fn.fn.to_out.weight')`
  (within float tolerance: two runs), the windows' offsets seeded by index; kept.
- tatp22-linformer-pretrain, asked 02:51:59, started 03:07:26, ended 03:07:56 (29.5 s):
  `agree: ... (largest difference 5.96e-08, at '1.norm.weight')`, dropout off (F.dropout at
  linformer_pytorch.py:174); kept.
- liuzl-two-layer-net, asked 02:52:10, started 03:07:56, ended 03:08:17 (20.0 s): `agree:
  after 3 backward pass(es) (the script updates its weights itself, with no optimizer) the
  parameters on 2 ranks agree with one process's (largest difference 0, at '2.bias')`, with
  the same-batches warning; kept.
- secretx51-gene-expression-mlp, asked 02:54:49, started 03:09:36, ended 03:11:14 (87.7 s):
  `agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one process's
  computing the ranks' slices (largest difference 0, at 'output_layer.bias')`, the noise's
  rows (torch.randn at train_model.py:102) drawn by global sample, dropout off, the split
  itself 3.86e-05 apart: batch norm per rank, with --sync-batchnorm 8.94e-07 against a
  yardstick of 2.27e-05 ("batch norm per rank is all the difference this check sees"); kept.
- kavikeerthana-quantile-lstm, asked 02:55:36, started 03:11:14, ended 03:11:39 (23.8 s):
  `agree: ... (largest difference 5.99e-07, at 'attention.in_proj_bias')`; kept.
- asbjoern-dragonnet-ihdp, asked 02:57:33, started 03:11:39, ended 03:11:58 (19.0 s):
  `agree: after 8 optimizer step(s) ... (largest difference 0, at 'q1_layers.4.bias')`, with
  the same-batches warning; kept.
- harry24k-mida-imputation, asked 02:57:45, started 03:11:58, ended 03:12:19 (21.4 s):
  `agree: after 3 optimizer step(s) ... (largest difference 0, at 'decoder.4.bias')` (its
  batches of one: rank 1 a copy weighted 0), dropout off (F.dropout at MIDA.py:204); kept.

Notes for the lead (no miss, no verdict in doubt):
- deepcpatel's train.py seeds torch, Python and NumPy from the clock (time.time()) before it
  builds the model, so one process and the ranks start from different weights as well as
  different sequences; the verdict named only the loop's draws, which decide it anyway. A
  script that seeds from the clock and draws nothing in its loop was not in this part: whether
  --verify tells that start apart from a fault was not seen here.
- tianyima2000/DNN_missing_data (topic 60) was skipped by reading "its main training script"
  as the readme's tutorial notebook; its twelve simulation .py files train networks too.
"""

from __future__ import annotations

from corpus_recipes import CPU_WITHOUT_CUDA, Edit, Recipe

DEEPCPATEL = (
    "deepcpatel/differentiable_neural_computer",
    "07e295b66f6cf1fc6da6226e9e328e7c17860349",
)
MTHROK = ("mthrok/dnc_pytorch", "25e40b9cb19f78076ccf1cf3bce2c19bbcc106bd")
NKARASOVD = (
    "nkarasovd/Neural_Arithmetic_Logic_Units",
    "86d5bfc0d520b79c3d9cbf8dcf08a818133c48f7",
)
KEVINZAKKA = ("kevinzakka/NALU-pytorch", "8ddca091f1282575766e9aaaa7657a19385873ef")
PERFORMER = ("lucidrains/performer-pytorch", "fc8b78441b1e27eb5d9b01fc738a8772cee07127")
TATP22 = ("tatp22/linformer-pytorch", "3ecfc0e4c868d644bb24a616bb48db727bf0b729")
LIUZL = ("liuzl/py_misc", "ff144347027d93082cd4f04ab87c8ee72b626c3f")
SECRETX51 = ("secretx51/scGeneInsight", "d7dd46842fbd8c2f543a0649e078cbe5ae1748a6")
KAVIKEERTHANA = (
    "kavikeerthana05/advanced-time-series-forecasting",
    "ac9de88b9ac06fef2801c03c96e315cea1703453",
)
ASBJOERN = ("Asbjoern00/AutoDML", "17cf5616cccca48ca0d7a867ea1a910c15de405b")
HARRY24K = ("Harry24k/MIDA-pytorch", "0308b6df9cb41724e06bb3fc25493fca805474dc")

FULL_DATA = (
    "one full batch made before training (drawn alike on every rank and in one process), "
    "the same on every rank: every rank's gradient is one process's, exact (a warning that "
    "the ranks train on the same batches)"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "deepcpatel-dnc-copy",
        *DEEPCPATEL,
        "train.py",
        "differentiable neural computer (an LSTM controller with read and write heads over a "
        "128x20 memory with usage and temporal links) on the copy task: each step a batch of "
        "one random binary sequence of 5 to 20 vectors, drawn in the loop by a generator with "
        "random.randint and np.random.binomial, fed step by step, then read back; "
        "BCEWithLogitsLoss; gradients clamped to [-10, 10]; RMSprop with momentum; seeds torch, "
        "Python and NumPy from the clock before training)",
        "cannot tell",
        (
            "no DataLoader: every step's sequence (its length with random.randint, its bits "
            "with np.random.binomial) is drawn in the training loop from the first backward on, "
            "so each rank draws its own sequences (and the script seeds every process from the "
            "clock, so one process starts elsewhere too): the ranks train on other data than "
            "one process and --verify names the draws"
        ),
        (
            Edit(
                "self.num_batches = 10000",
                "self.num_batches = 10",
                "10 sequences, not 10,000",
                "tasks/copy_task.py",
            ),
            Edit(
                'os.mkdir("Saved_Models/" + self.name)',
                'os.makedirs("Saved_Models/" + self.name, exist_ok=True)',
                "with 10 batches the script saves every batch (its interval is a tenth of them) "
                "into Saved_Models/copy_task, which it makes with os.mkdir and the repository "
                "does not hold: made with its parent",
                "tasks/copy_task.py",
            ),
        ),
        # The readme's `python3 train.py opt1 opt2`: 1 for the copy task, CPU for the CPU code.
        args=("1", "CPU"),
        paths=("tasks", "DNC"),
        first_sight="kept",
    ),
    Recipe(
        "mthrok-dnc-repeat-copy",
        *MTHROK,
        "train.py",
        "differentiable neural computer (a port of DeepMind's DNC: an LSTMCell controller, "
        "content and temporal-link addressing over 16 slots, a LazyLinear output) on the "
        "repeat-copy task: each step a batch of 16 random patterns and repeat counts drawn with "
        "torch.randint in the loop (RepeatCopy.__call__), fed step by step; a masked sigmoid "
        "cross-entropy summed over time and divided by the batch size; RMSprop)",
        "cannot tell",
        (
            "no DataLoader: every step's batch (lengths, repeat counts and bits, torch.randint) "
            "is drawn in the training loop from the first backward on, so each rank draws its "
            "own batches: the ranks train on other data than one process and --verify names "
            "the draws"
        ),
        # The readme's `python train.py`, 6 iterations (not 100,000), a report every 3.
        args=("--num-training-iterations", "6", "--report-interval", "3"),
        paths=("dnc",),
        first_sight="kept",
    ),
    Recipe(
        "nkarasovd-nalu-functions",
        *NKARASOVD,
        "src/simple_function_learning.py",
        "neural arithmetic logic units (the paper's static function-learning task: a ReLU6 MLP, "
        "a linear MLP, a NAC and a NALU, each of two layers, trained in turn on a + b, a - b, "
        "a * b, a / b, a^2 and sqrt(a) of sums of 100 uniform inputs; one full batch of 50,000 "
        "made with NumPy before training; MSE; Adam; interpolation and extrapolation RMSE "
        "against a random baseline, written to results/)",
        "agree",
        FULL_DATA,
        (
            Edit(
                "FloatTensor(y_train), int(1e5))",
                "FloatTensor(y_train), 5)",
                "5 steps per model, not 100,000",
            ),
        ),
        paths=("src/models", "src/utils.py", "src/results"),
        first_sight="kept",
    ),
    Recipe(
        "kevinzakka-nalu-functions",
        *KEVINZAKKA,
        "function_learning.py",
        "neural arithmetic logic units (the paper's static function-learning task: a ReLU6 MLP, "
        "a linear MLP, a NAC and a NALU of two layers, trained in turn on add, sub, mul, div, "
        "squared and root of sums of random subsets of 100 uniform values; one full batch of "
        "500 made before training with torch's uniform_, random.sample and np.random.shuffle; "
        "MSE; RMSprop; the test MSE normalised by 100 random MLPs, written to results/)",
        "agree",
        FULL_DATA,
        (Edit("NUM_ITERS = int(1e5)", "NUM_ITERS = 5", "5 steps per model, not 100,000"),),
        paths=("models", "results"),
        first_sight="kept",
    ),
    Recipe(
        "lucidrains-performer-enwik8",
        *PERFORMER,
        "examples/enwik8_simple/train.py",
        "Performer linear attention (a causal PerformerLM: FAVOR+ softmax-kernel attention with "
        "256 random features drawn at construction, local attention heads, reversible layers, "
        "ScaleNorm, shifted tokens; AutoregressiveWrapper's cross-entropy over next bytes) on "
        "enwik8: windows at offsets drawn with torch.randint in the data set's __getitem__, "
        "an unshuffled DataLoader of 4, 4 backwards accumulated per step under autocast and a "
        "GradScaler, clipping at 0.5, Adam; a validation batch at step 0)",
        "agree",
        (
            "the DataLoader's batches of 4 are split over the ranks and the loss is the mean "
            "cross-entropy over every byte of equal-length windows, so the ranks' average is "
            "one process's (the model returns the loss itself, so the forward runs whole and "
            "the ranks are compared with one process and its rounding); the windows' offsets "
            "are drawn in __getitem__ (the data's, seeded by index); the random features are "
            "drawn at construction, alike, and redrawn only after 1,000 forwards; no dropout; "
            "autocast and the GradScaler are CUDA's and off on the CPU"
        ),
        (
            Edit(
                "from performer_pytorch import PerformerLM\n",
                "import os, sys  # the package two folders up, as `pip install -e .` puts it\n"
                "sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '..'))\n"
                "from performer_pytorch import PerformerLM\n",
                "the repository's package on the path",
            ),
            Edit(
                "from torch.cuda.amp import autocast, GradScaler\n",
                "from torch.cuda.amp import autocast, GradScaler\n" + CPU_WITHOUT_CUDA,
                "the model's and the windows' unguarded .cuda() left on the CPU where CUDA is "
                "absent",
            ),
            Edit("NUM_BATCHES = int(1e5)", "NUM_BATCHES = 4", "4 steps, not 100,000"),
            Edit(
                "SEQ_LEN = 4096",
                "SEQ_LEN = 32",
                "windows of 32 bytes, not 4,096 (without fast_transformers' CUDA kernel the "
                "causal linear attention loops over the sequence in Python: 6 to 20 s a "
                "backward of 4 x 256 bytes on these loaded cores)",
            ),
            Edit(
                "GRADIENT_ACCUMULATE_EVERY = 4",
                "GRADIENT_ACCUMULATE_EVERY = 1",
                "one backward per step, not 4 accumulated (the CPU's time again)",
            ),
            Edit(
                "    dim = 512,",
                "    dim = 128,",
                "a model of width 128, not 512 (a step on 2 loaded CPU processes)",
            ),
            Edit(
                "np.fromstring(file.read(int(95e6)), dtype=np.uint8)",
                "np.frombuffer(file.read(int(95e6)), dtype=np.uint8).copy()",
                "NumPy 2 removed fromstring's binary mode (ValueError: use frombuffer); a "
                "writable copy for torch.from_numpy",
            ),
            Edit(
                "np.split(X, [int(90e6)])",
                "np.split(X, [int(len(X) * 90 / 95)])",
                "the script's 90:5 split of the 95e6 bytes it reads, on the 200,000 made here",
            ),
        ),
        paths=("performer_pytorch",),
        data="performer_enwik8",
        first_sight="kept",
    ),
    Recipe(
        "tatp22-linformer-pretrain",
        *TATP22,
        "examples/pretrain_tutorial.py",
        "Linformer (its encoder of two layers, 8 heads, GELU, dropout; here full attention, as "
        "the tutorial sets it) regressing random sequences of 64x16 onto random targets: 128 "
        "training and 32 test pairs made with torch.randn after torch.manual_seed, an "
        "unshuffled DataLoader of 16 with 2 workers; MSE; SGD; the heads' attention plotted "
        "after training)",
        "agree",
        (
            "the DataLoader's batches of 16 are split over the ranks and MSELoss is a mean over "
            "equal-sized outputs, so the ranks' average is one process's; dropout is switched "
            "off for the check; no batch norm; the data is made before training, alike"
        ),
        (Edit("num_epochs=15,", "num_epochs=1,", "one epoch, not 15"),),
        paths=("linformer_pytorch",),
        first_sight="kept",
    ),
    Recipe(
        "liuzl-two-layer-net",
        *LIUZL,
        "np/tcnn.py",
        "a two-layer ReLU network in nn.Sequential fitting random targets (one batch of 64 made "
        "with torch.randn before training, MSELoss with reduction='sum', the weights stepped by "
        "hand under no_grad, 500 steps)",
        "agree",
        FULL_DATA + "; no optimizer: its backward passes are counted as steps",
        first_sight="kept",
    ),
    Recipe(
        "secretx51-gene-expression-mlp",
        *SECRETX51,
        "train.py",
        "single-cell gene expression classification (ovarian cancer cells from an AnnData "
        "file, labelled by the decile of a GSVA enrichment score: an MLP of two hidden layers "
        "with BatchNorm1d, ReLU and dropout; Gaussian noise added to each batch with "
        "torch.randn; cross-entropy under CUDA autocast and a GradScaler; SGD with momentum, a "
        "cyclic learning rate per epoch; a shuffled DataLoader of 256; then test metrics and "
        "SHAP feature importance)",
        "agree",
        (
            "the shuffled DataLoader's batches are split over the ranks and CrossEntropyLoss is "
            "a mean over the batch, so the ranks compute one process's arithmetic on their "
            "slices; the noise is torch.randn of the batch's shape, a row per sample, keyed by "
            "the global sample; dropout is switched off for the check; batch norm normalises "
            "per rank, which --verify names beside its agree; the L1 term is computed and "
            "dropped; autocast and the GradScaler are CUDA's and off on the CPU"
        ),
        (
            Edit(
                "H5_PATH = '/scratch/user/uqtneil1/GSE180661/all/pre-processing/processed_h5/"
                "GSE180661_final_anno.h5ad'",
                "H5_PATH = 'data/cells.h5ad'",
                "the AnnData file made here, not the author's cluster path",
                "utilities/model_settings.py",
            ),
            Edit(
                "GSVA_PATH = '/scratch/user/uqtneil1/GSE180661/all/aim2_ml/gene_sets/GSVA.csv'",
                "GSVA_PATH = 'data/GSVA.csv'",
                "the GSVA table made here",
                "utilities/model_settings.py",
            ),
            Edit(
                "NUM_CPU = 32 ",
                "NUM_CPU = 1 ",
                "one thread and one loader worker per loader, not 32 (2 cores here)",
                "utilities/model_settings.py",
            ),
            Edit(
                "NUM_EPOCHS = 300",
                "NUM_EPOCHS = 1",
                "one epoch, not 300",
                "utilities/hyperparameters.py",
            ),
            Edit(
                "torch.tensor(adata.obs['condition'], dtype=torch.int8)",
                "torch.tensor(adata.obs['condition'].to_numpy(), dtype=torch.int8)",
                "this torch does not read a pandas Series as a sequence (ValueError: could not "
                "determine the shape of object type 'Series'): its NumPy values",
                "data/data_loader.py",
            ),
            Edit(
                "self.val_loss/len(self.val_count)",
                "self.val_loss/self.val_count",
                "val_count is an int (the batches counted): len() of it stops every run after "
                "its first epoch's validation",
                "training/train_model.py",
            ),
            Edit(
                "self.accuracy/len(self.val_count)",
                "self.accuracy/self.val_count",
                "the same len() of an int",
                "training/train_model.py",
            ),
            Edit(
                "return explainer.shap_values(shap_data)",
                "return explainer(shap_data).values",
                "shap picks its exact explainer for the 4 genes made here (its permutation "
                "explainer above 10, as for the author's thousands of genes), which has no "
                "shap_values(): the same array from calling it",
                "training/feature_importance.py",
            ),
            Edit(
                "f'shap_values{FILE_DELIN}.pkl'",
                "f'shap_values{self.FILE_DELIN}.pkl'",
                "FILE_DELIN is the object's attribute; the bare name stops the SHAP step with a "
                "NameError",
                "training/feature_importance.py",
            ),
        ),
        paths=(
            "data/data_loader.py",
            "data/data_preprocessing.py",
            "models",
            "training",
            "utilities",
            "visualisation",
        ),
        data="scgeneinsight_ovarian",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "kavikeerthana-quantile-lstm",
        *KAVIKEERTHANA,
        "main.py",
        "quantile regression (an LSTM encoder with multi-head self-attention predicting the "
        "10th, 50th and 90th percentiles of the next value of a multivariate series the script "
        "makes with NumPy: windows of 50 steps of 6 standardised features; the pinball loss "
        "summed over the quantiles, averaged over the batch; Adam; a shuffled DataLoader of 64 "
        "over a random_split)",
        "agree",
        (
            "the shuffled DataLoader's batches are split over the ranks and the pinball loss is "
            "a mean over the batch of one term per sample, so the ranks' average is one "
            "process's; the series and the split are made before training, alike; no dropout, "
            "no batch norm"
        ),
        (Edit("for epoch in range(20):", "for epoch in range(1):", "one epoch, not 20"),),
        paths=(
            "data/dataset.py",
            "data/generate_data.py",
            "models",
            "training",
            "evaluation",
        ),
        first_sight="kept",
    ),
    Recipe(
        "asbjoern-dragonnet-ihdp",
        *ASBJOERN,
        "ihdp_average_treatment_effect/dragon_net/main.py",
        "causal effect estimation (DragonNet on IHDP, Chernozhukov's replication 1: a shared "
        "ELU body, a propensity head and two outcome heads, a targeted-regularisation epsilon; "
        "the whole data set of 747 units one batch per step, keyword inputs; MSE of the "
        "outcome, 0.2 x BCE of the treatment, the targeted MSE and an L2 penalty; Adam, 500 "
        "steps; the ATE estimate and its error)",
        "agree",
        FULL_DATA,
        (
            Edit(
                "import torch\nfrom ihdp_average_treatment_effect import dataset\n",
                "import os, sys  # run from the repository's root, as its imports and paths say\n"
                "_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath("
                "__file__))))\n"
                "os.chdir(_ROOT)\n"
                "sys.path.insert(0, _ROOT)\n"
                "import torch\nfrom ihdp_average_treatment_effect import dataset\n",
                "the package and the data path are the repository root's",
            ),
            Edit(
                "for i in range(1000):",
                "for i in range(1):",
                "the first of the 1,000 replications",
            ),
        ),
        paths=(
            "ihdp_average_treatment_effect/__init__.py",
            "ihdp_average_treatment_effect/dataset.py",
            "ihdp_average_treatment_effect/dragon_net",
            "ihdp_average_treatment_effect/data/chernozhukov_ihdp_data/ihdp_1.csv",
        ),
        first_sight="kept",
    ),
    Recipe(
        "harry24k-mida-imputation",
        *HARRY24K,
        "MIDA.py",
        "missing value imputation (MIDA: an overcomplete denoising autoencoder of tanh layers "
        "on Boston Housing scaled to [0, 1], its input dropped out at 0.5 as artificial "
        "missingness; MSE reconstruction; SGD with Nesterov momentum 0.99; a shuffled "
        "DataLoader of batches of 1; the test set's MCAR gaps filled and scored by RMSE)",
        "agree",
        (
            "the shuffled DataLoader's batches of one sample: rank 0 takes it, rank 1 a copy "
            "weighted 0, so the averaged gradient is one process's; MSELoss over the one row; "
            "the input's dropout is switched off for the check; the split and the test set's "
            "gaps are drawn with NumPy before training, alike"
        ),
        (
            Edit(
                "use_cuda = True",
                "use_cuda = torch.cuda.is_available()",
                "the CPU where CUDA is absent",
            ),
            Edit("num_epochs = 500", "num_epochs = 1", "one epoch, not 500"),
        ),
        paths=("data/BostonHousing.csv",),
        first_sight="kept",
    ),
)
