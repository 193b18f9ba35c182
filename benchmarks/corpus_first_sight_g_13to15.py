"""Batch g, topics (13) to (15): the batch's rule (corpus_first_sight_g.py's docstring,
verbatim there) applied to mixup or cutmix data augmentation, focal loss for class imbalance and
federated learning FedAvg. Three scripts taken; at first sight 2 of 3 kept. Each recipe was
first run once in one plain Python process, prepared as benchmarks/corpus.py prepares it (its
time given below, on the 2 cores shared with the other helpers).

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the batch's fixed tree, /tmp/wtg/src, 2026-11-29, one at a time under the batch's lock, each
once, --timeout 900), before any change made for it.

Read as batches c to f read the rule: the queries are the topic text exactly as the rule writes
it, then " pytorch training loop example"; a `code` result without a repository (an excerpt)
is passed over; a page names a GitHub repository by its address (github.com/OWNER/NAME, a
mirror of such an address, or a site that mirrors the repository under OWNER/NAME, as batch f
read deepwiki.com). "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, the other helpers' parts of batch g included (checked before each
take). Ranks are the results' own. Per topic, in the order the results came:

13. Mixup or cutmix data augmentation, `code`: reverse-sky/Deeplearning_Tools (rank 1,
    Augmentation/README.md; HEAD 57542112c1711769aa2b8f6d2235dcfde6eb70a1) skipped, no
    training script: the readme's loop is a snippet (its model, loader and optimizer
    undefined), Augmentation/ holds the cutmix and mixup functions alone, and the one other
    file with a backward (Knowledge distillation/knowledge_distillation.py) defines train
    functions nothing calls; rank 2 names no repository; foocker/Synthesize (rank 3,
    data/transforms/trainloop_aug.py; HEAD c63b3b1ca2fb0c2a69e13e99d4b677e07e9e7511)
    skipped, no training script its readme runs ("Synthesize code for DL", no command) nor in
    the hit: trainloop_aug.py is commented out line by line, imported by nothing, and no other
    file of the repository names mixup or cutmix (a grab-bag of classification and
    detection code); A1ex-Chen/DL_project_log (rank 4; HEAD
    f745f0cb1a9a8f8e0ee331380148dd8c8d8cab1d) skipped, no training script: a paper's
    replication package on logging practice whose dataset/ holds other projects' code cut
    into one file per method (the hit, mixup_mixup.py, is one function of NVIDIA's
    SMDDP-Examples), its own scripts download projects and extract logging statements; ranks
    5-12 name no repository. `pages`: onenoughtone.com (rank 1) names none; rank 2, a Gitea
    mirror of pytorch-image-models' train.py, names huggingface/pytorch-image-models, in the
    corpus (batch d); subhadityamukherjee.github.io/AI-knowledge-base (rank 3, a GitHub Pages
    project address: SubhadityaMukherjee/AI-knowledge-base; HEAD
    fc476f81bd240a0871f6ebb46cbc2b0dd3183280) skipped, no training script: Markdown notes and
    images, its two Python files build the site's pages, one notebook on text processing;
    gitcode.net's PaddleClas (rank 4, read as a mirror of PaddlePaddle/PaddleClas) skipped,
    another framework (PaddlePaddle); torchaug.readthedocs.io, educative.io (ranks 6-7) and
    pytorch.org's torchvision gallery (rank 8) name none. None taken.

14. Focal loss for class imbalance, `code`: dtminnick/sweep-framework (rank 1,
    model/focal_loss.py, at HEAD sweep_framework/model/; HEAD
    0d6d17f748da37539c86b7e55938cc2649dcce40) skipped, no training script: its readme runs
    nothing, the hit is a loss module, and the framework's one example that trains through it
    (sweep_framework/tests/test.py) imports sweep_framework.data.dataset, which the
    repository does not hold, and loads SST-2 and a tokenizer from the Hugging Face hub (the
    root prototypes, prep_prototype.py and rnn_prototype.py, are toys that use neither the
    framework nor a focal loss); Ilya6420/street_trees (rank 2,
    notebooks/training_utils/losses.py; HEAD 81b1a03b08b79b0b64cb761bd3ee1d2e0756c017) skipped,
    no training script: the training runs in a notebook (4_feature_engineering_training.ipynb)
    that calls training_utils' functions with the data it prepares; trainer.py's own main
    block calls train_tree_classifier() without its four arguments, from a module of relative
    imports; Seeooo-0/Car_blackbox_Collision_ (rank 3, FocalLoss.py; HEAD
    65188e1702dda16966108df8b30c8de67fe7672f) skipped, weights from the internet: main.py (the
    one script; its readme says it trains with an asymmetric loss, not the focal one) builds
    three torchvision r3d_18(pretrained=True), Kinetics-400 weights downloaded, besides the
    contest's videos on the author's disk; namdvt/Focal-loss-pytorch-implementation (rank 4;
    HEAD 204a6ab2376c40c9fcbcffd18bb31a98fb1e4a16) skipped, no training script (function.py,
    a loss, and the readme's four-line snippet); ranks 5-12 name no repository. `pages`:
    markaicode-hugo.pages.dev (ranks 1 and 8), packtpub.com (2), liberiangeek.net (3) and
    codegenes.net (5-7) name none; mintlify.com's
    page on austinttoma/STGNN (rank 4, its documentation site under OWNER/NAME, read as
    deepwiki.com was) names it, taken (HEAD 4c283829149249d97822cb7bf61a1f4fb482e7af): its
    readme trains with `python main.py` ("Run with defaults (GraphSAGE-LSTM, TopK pooling,
    focal loss)"). Made here: ADNI's connectivity matrices and TADPOLE's visit tables
    (corpus_data_g_13to15.stgnn_adni: 40 subjects of 1 to 3 visits, 12 converters). Edits:
    the author's data folder, twice. Its own flags: --num_folds 2 (not 5), --n_epochs 2 (not
    100), --batch_size 4 (not 16): 4 steps an epoch, 8 a fold. Installed into the venv from
    PyPI: torch_geometric 2.8.1 (its requirements; pure Python, torch-scatter not needed
    nor imported) and scikit-learn 1.9.1 (absent from the venv; main.py imports it). Plain
    run: 70 s, exit 0, at load 6 to 12 (a second run alike); most of it imports and the data
    set's processing, the two folds' 16 steps a small part. One taken.

15. Federated learning FedAvg, `code`: varnio/fedsim (rank 1, docs/source/demo.rst; HEAD
    5e2eba6d61c40d739747e19473df7bf994003690) taken: its readme's minimal example is the CLI,
    `fedsim-cli fed-learn` (FedAvg on MNIST over 500 clients), the console script
    fedsim_cli.fedsim_cli:cli, run as the module's file with its relative imports made
    absolute and the repository on the path (what `pip install` gives it). MNIST made here
    (corpus_data.MNIST, swapped in basic_data_manager.py). Its own flags: 8 clients (not
    500) over the 256 images, 2 a round (rate 0.25, not 0.01), --rounds 1 (rounds 0 and 1);
    5 local epochs as its default. Installed from PyPI: logall 0.0.4 (fedsim's requirement,
    imported by the CLI; it pulled mlflow, polyaxon and their dependencies, and downgraded
    Jinja2 to 3.1.4, which polyaxon pins, against mkdocs-material's >=3.1.6: Jinja2 put back
    to 3.1.6 with --no-deps, and logall imports with it) and scikit-optimize 0.10.2 (the CLI
    imports fed_tune, which imports skopt). Plain run: 57 s, exit 0, at load 14 (training 16
    s; logall's imports of mlflow and polyaxon much of the rest).
    lecode-official/pytorch-federated-learning (rank 2, README.md; HEAD
    2beccd5f3141f39c51fbfd806b9e4584f55e07a2) taken: the readme's `python -m fl
    federated-averaging --model lenet-5 --dataset mnist ...`, the package's __main__.py run as
    a script with source/ on the path. MNIST made here (corpus_data.MNIST, swapped in
    datasets.py). Edits: torchmetrics' Accuracy given its task (torchmetrics 1.9.0 here
    requires it; the environment file pins 0.9.3), twice. Its own flags: 2 clients (not 10),
    2 rounds (not 20), 1 local epoch (not 5), batches of 32 (not 16). Plain run: 59 s, exit
    0, at load 15 (101 s with batches of 16, at load 18). Two taken; ranks 3 (adap/flower) and
    4 (jinwoolim8180/fl-sparse-masking) were not needed.

First sight:
- stgnn-focal-loss: kept (agree, largest difference 0, with the warning that no DataLoader
  feeds it and every rank trained on the same batches).
- fedsim-fedavg: broken, `differ` (0.00179 at fc1.weight after 3 steps, that run's yardstick
  7.45e-09, "that run ran CrossEntropyLoss whole, which the ranks split: the difference may be
  that, not the script"). The cause appears to be multigpu's weighting, not the script: the
  loss is fedsim's CrossEntropyScore, nn.CrossEntropyLoss(reduction="sum") divided by
  `input.shape[0]`, the slice's rows, so a mean; multigpu run took the F.cross_entropy call's
  reduction="sum" as the loss's ("a loss summed over the batch (F.cross_entropy at
  scores.py:247): ... added up (not averaged)") and weighed each rank's gradient N, twice
  one process's. The rule missing: a functional sum divided afterwards by the slice's rows
  is a mean (docs/run.md says the graph reading does this; here the functional's own sum
  reduction won). Run 3 also took the loss module, called inside the score object, for a
  forward whose outputs cannot be joined and ran it whole, which is why the verdict hedges.
- lecode-fl-fedavg: kept (agree, 3.73e-09).

Skipped: 9 (5 at topic 13, 4 at topic 14). Doubts for the lead:
- Topic 14's only script came from `pages` through mintlify.com/austinttoma/STGNN, read as a
  mirror of the repository under OWNER/NAME (as deepwiki.com was read in batch f); read as
  another host, topic 14 gives none.
- dtminnick/sweep-framework was skipped although its root prep_prototype.py trains (50
  full-batch steps of an LSTM with cross-entropy): it is neither the readme's script (none)
  nor the hit's, and uses no focal loss.
- Both FedAvg recipes check 3 steps, all in the first round's first client. From the second
  round on each rank draws its own clients (random.sample after the first backward), so a
  full `multigpu run` of either script trains the ranks' slices of different clients' batches
  in one step, which 3 steps of --verify do not reach: `agree` is what a correct check of the
  steps it runs says, not that the whole run is one process's. For fedsim, where that
  sampling draws 2 of 8, a correct run past round 0 would say `cannot tell` (each rank
  trains on other data, as a batch drawn per step) naming random.sample; lecode's draw
  is an order of all the clients, so each round covers the same data in another order.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

STGNN = ("austinttoma/STGNN", "4c283829149249d97822cb7bf61a1f4fb482e7af")
# The author's data folder, named twice in main.py: the data set's root and the visit table
# that the conversion analysis reads after each fold's test.
ADNI_ROOT = "/media/volume/ADNI-Data/git/TabGNN/FinalDeliverables/data"
FEDSIM = ("varnio/fedsim", "5e2eba6d61c40d739747e19473df7bf994003690")
LECODE = (
    "lecode-official/pytorch-federated-learning",
    "2beccd5f3141f39c51fbfd806b9e4584f55e07a2",
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "stgnn-focal-loss",
        *STGNN,
        "main.py",
        "graphs and sequences (Alzheimer's conversion from rs-fMRI: a GraphSAGE encoder with "
        "GraphNorm and TopK pooling, PyTorch Geometric, embeds each visit's connectivity graph "
        "inside the script's own TemporalDataLoader (a plain iterable, no torch DataLoader, "
        "subjects shuffled by a RandomState(42) alike every epoch) under no_grad in eval; a "
        "bidirectional LSTM over each subject's padded visits, dropout; a focal loss with label "
        "smoothing reduced by hand (.mean()) plus a minority-forcing cross-entropy on the "
        "converters of the batch; Adam over both models, gradient norm clipping, "
        "ReduceLROnPlateau; k-fold cross-validation, a checkpoint per best fold)",
        "agree",
        "its batches come from the script's own iterable (TemporalDataLoader), no DataLoader, "
        "and its shuffle is a RandomState(42) alike on every rank: every rank trains on the same "
        "whole batches as one process, warned as no speed-up; the loss (the focal mean plus the "
        "forcing mean) is then one process's, dropout off for the check; no batch norm (the "
        "encoder's GraphNorm runs in eval, under no_grad, in the loader): exact",
        (
            Edit(
                f'root="{ADNI_ROOT}",',
                'root="data",',
                "the ADNI connectivity matrices and TADPOLE's visit table made here, in the "
                "run's folder (ADNI is behind a data-use agreement; the author's disk)",
            ),
            Edit(
                f'os.path.join("{ADNI_ROOT}", "TADPOLE_Simplified.csv")',
                'os.path.join("data", "TADPOLE_Simplified.csv")',
                "the same, for the table the conversion analysis reads after each fold",
            ),
        ),
        # Its own flags: 2 folds (not 5), 2 epochs (not 100), 4 subjects a batch (not 16).
        args=("--num_folds", "2", "--n_epochs", "2", "--batch_size", "4"),
        paths=(
            "FC_ADNIDataset.py",
            "model.py",
            "TemporalPredictor.py",
            "GRUPredictor.py",
            "RNNPredictor.py",
            "TemporalDataLoader.py",
            "FocalLoss.py",
            "conversion_analyzer.py",
            "temporal_gap_processor.py",
        ),
        data="stgnn_adni",
        first_sight="kept",
    ),
    Recipe(
        "fedsim-fedavg",
        *FEDSIM,
        "fedsim_cli/fedsim_cli.py",
        "federated learning (FedAvg simulated in one process: MNIST partitioned iid over "
        "clients; each round a client sample drawn with Python's random.sample, each client "
        "training a copy of the server's two-layer MLP for local epochs over its own "
        "DataLoader (a RandomSampler with replacement) with SGD, a StepLR and gradient norm "
        "clipping, its loss a summed CrossEntropyLoss divided by the batch's rows; the server "
        "steps its flat parameter vector with SGD on the clients' averaged change set as its "
        "gradient by hand; a click CLI, TensorBoard logs through logall)",
        "agree",
        "the 3 steps checked are the first client's first 3 local steps of round 0: its "
        "DataLoader's batches (a RandomSampler with replacement) are split per rank, one "
        "process's average (the summed cross-entropy divided by the slice's rows is a mean); "
        "round 0's clients are drawn with random.sample before the first backward, alike on "
        "every rank; no dropout, no batch norm",
        (
            Edit(
                "from . import __version__\n"
                "from .fed_learn import fed_learn\n"
                "from .fed_tune import fed_tune\n",
                "import sys\n"
                "sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))\n"
                "from fedsim_cli import __version__\n"
                "from fedsim_cli.fed_learn import fed_learn\n"
                "from fedsim_cli.fed_tune import fed_tune\n",
                "the readme's command is the console script `fedsim-cli` (fedsim_cli.fedsim_cli:"
                "cli, which `pip install` puts on the path with both packages): the module run as "
                "a script, its relative imports made absolute and the repository on the path",
            ),
            Edit(
                "from torchvision.datasets import MNIST\n",
                "from torchvision.datasets import MNIST\nfrom corpus_data import MNIST\n",
                "MNIST made here (corpus_data.MNIST, 256 training images), no download",
                file="fedsim/distributed/data_management/basic_data_manager.py",
            ),
        ),
        # The readme's `fedsim-cli fed-learn` with 8 clients (not 500) over the 256 images (32
        # each, one batch of 32), 2 sampled a round (a rate of 0.25, not 0.01) and 2 rounds
        # (--rounds 1 runs rounds 0 and 1); 5 local epochs as its default.
        args=(
            "fed-learn",
            "--rounds",
            "1",
            "--n-clients",
            "8",
            "--client-sample-rate",
            "0.25",
            "--data-manager",
            "BasicDataManager",
            "num_partitions:8",
        ),
        paths=("fedsim", "fedsim_cli"),
        first_sight=(
            "broken: differ: after 3 optimizer step(s) the parameters on 2 ranks differ from "
            "one process's computing the ranks' slices, first at 'fc1.weight' (largest "
            "difference 0.00179; that run again with its rounding moved by 1 ulp: 7.45e-09); "
            "that run ran CrossEntropyLoss whole, which the ranks split"
        ),
    ),
    Recipe(
        "lecode-fl-fedavg",
        *LECODE,
        "source/fl/__main__.py",
        "federated learning (FedAvg simulated in one process: MNIST split among clients with "
        "random_split; each round the clients taken in an order drawn with Python's "
        "random.sample, each training a fresh LeNet-5 loaded with the global weights for local "
        "epochs over its own shuffled DataLoader (loader workers), CrossEntropyLoss, SGD with "
        "Nesterov momentum and weight decay; the server averages the clients' state dicts into "
        "the global model, decays the rate and validates it; statistics in CSV files, "
        "checkpoints named by the clock)",
        "agree",
        "the 3 steps checked are the first client's first 3 local steps of round 1: its shuffled "
        "DataLoader's batches are split per rank, one process's average (a mean loss); round "
        "1's client order is drawn with random.sample before the first backward, alike on "
        "every rank; LeNet-5 has no dropout and no batch norm",
        (
            Edit(
                "from fl.application import Application\n",
                "import os\n"
                "import sys\n"
                "sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))\n"
                "from fl.application import Application\n",
                "the readme runs `python -m fl` from source/: the package's __main__.py run as a "
                "script, with source/ on the path as -m puts it",
            ),
            Edit(
                "import torch\nimport torchvision\n",
                "import torch\nimport torchvision\nimport corpus_data\n"
                "torchvision.datasets.MNIST = corpus_data.MNIST\n",
                "MNIST made here (corpus_data.MNIST: 256 training and 64 test images), no download",
                file="source/fl/datasets.py",
            ),
            Edit(
                "        accuracy = torchmetrics.Accuracy().to(self.device)\n        mean_loss",
                "        accuracy = torchmetrics.Accuracy(\n"
                "            task='multiclass', num_classes=self.model.number_of_classes\n"
                "        ).to(self.device)\n        mean_loss",
                "torchmetrics 1.x (1.9.0 here; the environment file pins 0.9.3) requires the "
                "task of Accuracy (a TypeError at the first client): multiclass over the model's "
                "classes, what 0.9.3 inferred; a training metric, not the loss",
                file="source/fl/lifecycle.py",
            ),
            Edit(
                "            accuracy = torchmetrics.Accuracy().to(self.device)\n",
                "            accuracy = torchmetrics.Accuracy(\n"
                "                task='multiclass', num_classes=self.model.number_of_classes\n"
                "            ).to(self.device)\n",
                "the same, in the validation",
                file="source/fl/lifecycle.py",
            ),
        ),
        # The readme's federated-averaging command, with 2 clients (not 10; 128 images each,
        # 4 batches of 32, not 16), 2 rounds (not 20) and 1 local epoch (not 5).
        args=(
            "federated-averaging",
            "--model",
            "lenet-5",
            "--dataset",
            "mnist",
            "--dataset-path",
            "./datasets/mnist",
            "--number-of-clients",
            "2",
            "--number-of-communication-rounds",
            "2",
            "--number-of-local-epochs",
            "1",
            "--batch-size",
            "32",
            "--output-path",
            "./experiments/fedavg",
        ),
        paths=("source/fl",),
        first_sight="kept",
    ),
)
