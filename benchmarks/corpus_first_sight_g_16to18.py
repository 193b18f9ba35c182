"""Batch g, topics (16) to (18): batch g's rule (corpus_first_sight_g.py's docstring, verbatim
there) applied to hyperparameter search with Optuna, handwriting recognition with CTC loss and
molecular property prediction. At first sight 4 of 6 kept; one of the two broken is a silent
wrong `agree`. Each recipe was first run once in one plain Python process, prepared as
benchmarks/corpus.py prepares it (its time and the machine's load given below: 2 cores shared
with seven other helpers' runs).

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
multigpu at 3b4651d, the commit that added the rule, 2026-11-29, one at a time under the
batch's lock, each once, --timeout 900), before any change made for it.

Read as batches c to f read the rule: the queries are the topic text exactly as the rule writes
it, then " pytorch training loop example"; a `code` result without a repository (an excerpt)
is passed over; a page names a GitHub repository by its address (deepwiki.com's pages by
theirs, as batch f read them). "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, the other helpers' parts of batch g included (checked before each was
taken). Ranks are the results' own. Per topic, in the order the results came:

16. "hyperparameter search with Optuna pytorch training loop example", `code`:
    iltranqui/learn_anything (rank 1, pytorch/Torch.md; HEAD
    e29fcca9d80236458ce29d1120700b634013db6e) taken. Its readme runs `python hyper.py` "for an
    optuna run" (and train.py for one training run): pytorch/hyper.py, an Optuna study (50
    trials) whose objective builds CIFAR-10 loaders, a CNN and Adam, and trains with the
    functions it imports from train.py, inside an MLflow run. Made here: CIFAR-10
    (corpus_data.CIFAR10, 256 training and 64 test images). Edits: the data set swapped in
    dataset.py; its validation split of 5,000 test images made 32 (of the 64); batches of 64,
    not its fixed 2,048 (four steps an epoch over 256 images, not one batch); 2 trials, not 50.
    MLflow runs as it is (mlflow-skinny 3.17.2 was there; it writes mlflow.db, SQLite, in the
    run's folder, with the SQLAlchemy that Optuna brought). Optuna 5.0.0 installed from
    PyPI (with alembic, SQLAlchemy, colorlog, Mako). Plain run: 87 s, exit 0, at load 12.
    mat-ej/mma (rank 2, optuna-test/optuna_test.py; HEAD
    11b1f57ffb601a5744631319fcd91deba63866d0) skipped, a package the registry lacks: its readme
    runs `ploomber build`, a pipeline whose tasks (preprocess, exploratory) train nothing, so
    the hit's script, which imports `train, test, ConvNet, get_data_loaders` from
    ray.tune.examples.mnist_pytorch. Ray has those two names up to 2.6.3 only (from 2.7 they
    are train_func and test_func, and `train` there is the ray.train module); the Ray wheels for
    this Python that hold them (2.3.0 to 2.6.3) use np.bool8, which NumPy 2 removed, and this
    torch needs NumPy 2. Tried: ray 2.6.3 installed (and setuptools < 81 for the pkg_resources
    it imports) stopped at import on np.bool8; both undone.
    srikar8/srikar8.github.io (rank 3, a blog post in Markdown; HEAD
    c3f833babaf8e196e58ea0f9bf260b7323406817) skipped, no training script: a web site whose
    10,124 files hold no Python file and no notebook (the post quotes Optuna's own example).
    hoangducanh1865/hpo (rank 4, bash/train.sh; HEAD 8d50fb8a67ee70e313e2dafa9f5bf8dbada9fb62)
    taken, although its search is its own (random search, with syne-tune's names imported),
    not Optuna: the rule takes repositories, not libraries. Its readme runs nothing; the hit,
    bash/train.sh, runs `python main.py --train_mode hpo ...`, taken with the same flags (3
    trials of 3 epochs, batch 256). Made here: Fashion-MNIST (corpus_data.FashionMNIST, 256
    training images: 204 after its 80/20 split, one batch an epoch; the mirror lacks the
    repository's copy). syne-tune 0.16.0 installed from PyPI without its optional dependencies
    (--no-deps; XGBoost and NCCL among them, none imported) and dill. Plain run: 60 s, exit 0,
    at load 15. Two taken: `pages` not asked.

17. "handwriting recognition with CTC loss pytorch training loop example", `code`:
    rinabuoy/crnn-ctc-loss-pytorch (rank 1, README.md; HEAD
    ab540147419aa6f29faf78450bc527b87d2e2b68; a copy of dredwardhyde/crnn-ctc-loss-pytorch,
    which the corpus lacks too) taken. Its readme runs nothing and links
    mnist_sequence_recognition.py as its "MNIST sequence recognition", the training whose
    results it shows (ctc_loss_example.py beside it compares a reference CTC loss with
    torch's on random tensors, no training): taken. Made here: EMNIST's digits
    (corpus_data_g_16to18.EMNIST, 1,000 images). Edits: the data set swapped in; the CPU for
    its hard-coded cuda (torch.device and three .cuda() calls); 80 sequences, not 10,000;
    batches of 16, not 64; one epoch, not 5. colorama was there. Plain run: 62 s, exit 0, at
    load 15 (318 s with 640 sequences in batches of 64: 18 s a step).
    MLH-Fellowship/keras-io (rank 2, examples/vision/image_ocr_new.py) skipped, another
    framework: a copy of Keras's examples (TensorFlow); the hit is an outline with no code.
    moisesPastor/HTR_nn_tool (rank 3, README.md; HEAD 4d9fcecf65cdf7574522dee4c167bda0eb501518)
    taken. Its readme runs nothing; train.py is its training (test.py decodes with ctcdecode,
    a compiled library, and is not run). Made here: a folder of text-line images beside their
    transcripts and the file of symbols (corpus_data_g_16to18.htr_lines: 96 training and 24
    validation lines of made-up words, as wide as their text, so a batch's lines differ in
    width). Its own flags: --models-file, --epochs 1 (not 20), --fixed-height 16 (not 64: at
    64 a step of 24 lines took 30 s). Edits: its --gpu, which defaults to [0, 1], selects and
    names a GPU unasked (torch.cuda.set_device, current_device: an error on a machine without
    one). termcolor 3.3.0 installed from PyPI. Plain run: 42 s, exit 0, at load 14.
    Two taken (rank 4, Dickhat/diplom, not needed): `pages` not asked.

18. "molecular property prediction pytorch training loop example", `code`: PingchuanMa/SGA
    (rank 1, an LLM prompt in Markdown; HEAD a11a64e2abf26dd297bac88e8be7fa1fbffb4c31) skipped,
    a service from the internet: every training command of its readme
    (experiment/script/physics/invent_*.py --llm ...) has an LLM of OpenAI, Anthropic or
    Mistral write the hypotheses it then fits, an API key and the network (and its simulator
    is NVIDIA Warp). leeway-z/MSMDL-DDI (rank 2, README.md; HEAD
    5ad93f13dc0438ea7f1d7d9b5244c8e8c78e8076) taken: its readme runs `python train_script.py
    <parameters>`, drug-drug interaction prediction from molecular graphs. Made here: the
    DrugBank files it reads (data/drug_smiles.csv, ddis.csv and the three splits; none is in
    the repository at HEAD, which holds three CSVs at its root, absent from the mirror, and
    twosides.7z): corpus_data_g_16to18.msmdl_ddi, 32 real molecules' SMILES under made-up ids
    and 48 made-up interactions. Its own flags: --n_epochs 1 (not 100), --batch_size 8 (not
    1,024), --n_atom_hid 64 and --kge_dim 64 (not 256; the two must match). Edits: models.py
    imports `conv.sparse_conv` and `conv.weight_conv`, a package the repository does not hold
    (both modules lie at its root: a ModuleNotFoundError at import), imported from the root;
    its torch.cuda.set_device(1), a second GPU selected unasked, passed over. RDKit 2026.9.1
    installed from PyPI (PyTorch Geometric 2.8.1 and scikit-learn were there). Plain run: 98 s,
    exit 0, at load 11 (its module-level featurization and imports take some 30 s of it).
    yuanqing-wang/hgfp_scripts (ranks 3 and 4, run reports; HEAD
    c36f6f2d5250cedceba07d6930e77f555c31caf9) skipped, no training script of its own and a
    package the registry lacks: the reports' runs are choderalab/hgfp's
    hgfp/app/supervised_train.py, another repository (gcn_qm9/gcn_qm9.sh runs it by a relative
    path), and its own ani/gn_fit.py and its siblings import hgfp (not on PyPI) and DGL, with
    data from the author's cluster disk. Ranks 5-12 name no repository. One taken: `pages`
    asked the same query: deepwiki.com's page on deepfindr/gnn-project (rank 1) names it; HEAD
    697c77075d61040077f105db96e7443c8b34de59, taken. Its readme runs a dashboard and an MLflow
    server, no training command; train.py, the page's training pipeline, is its training: a
    Mango Bayesian search (100 iterations) whose every trial trains a graph transformer on
    MoleculeNet's HIV data for up to 300 epochs inside an MLflow run. Made here:
    data/raw/HIV_train_oversampled.csv (its oversample_data.py writes it from HIV_train.csv,
    with DataFrame.append, which pandas 2 removed) and a small HIV_test.csv (the repository's
    holds 4,000 molecules), both of the 32 molecules, and data/images, where it saves its
    confusion matrices (corpus_data_g_16to18.hiv_molecules). Edits: its search space's only
    top_k_every_n, 0, makes `i % 0` a ZeroDivisionError in every trial: 1, its
    BEST_PARAMETERS' value; torch.load of its own saved graphs with weights_only=False (torch
    2.6's default refuses PyG's Data); the MLflow tracking server (http://localhost:5000, the
    readme's service) replaced by its backend store, sqlite:///mlflow.db in the run's folder;
    the model logged pickled (MLflow 3's default format, a traced graph, needs an input example
    the script does not give); 3 epochs a trial, not 300; one random configuration and one
    Bayesian iteration, not 2 and 100 (Mango passes its two random configurations at once to
    the objective, which trains the first and returns one loss, and Mango 1.6 then stops on
    the mismatch, after the trials). arm-mango 1.6.0 and DeepChem 2.8.0 installed from PyPI
    (seaborn and mlflow-skinny were there). Plain run: 153 s, exit 0, at load 7 to 9 (two
    trials of 3 epochs, each logging its model).

At first sight (each once; the time is corpus.py's, the load 6 to 15 throughout):
- learn-anything-optuna-cifar, kept (102 s): `differ: the run on 2 ranks stopped: the
  parameters differ across ranks after optimizer step 1: 'conv1.weight' ... (largest difference
  0.0322 ...)`, the ranks' learning rates being Optuna's per-rank draws; the cause it gives is
  generic ("code that depends on the rank, or updates outside backward and the optimizer's
  step"), as no `names` asks more.
- hpo-random-search-lenet, kept (59 s): `agree` with one process (1.49e-08).
- crnn-ctc-mnist-sequences, kept (31 s): `agree` with the split's arithmetic (0.00304 at
  'conv1.bias', within 10x the 1-ulp run's 0.0026).
- htr-nn-tool-crnn-ctc, kept (24 s): `differ` from one process, first at 'layer1.0.weight'
  (1.95e-05 against a yardstick of 2.98e-08); no run of the split's arithmetic was made (the
  verdict compares with one process), and no cause is named.
- msmdl-ddi-drug-interactions, broken, a silent wrong result (30 s): `agree` with one process
  (largest difference 0.00299 at 'block0.convs.0.weight', six times Adam's learning rate,
  5e-4: that weight stepped the other way at each of the 3 steps; "within 10x one process
  against itself with its rounding moved by 1 ulp (and each DataLoader batch's samples in
  reverse order ...) (7.13e-05), taken for the script's own sensitivity to rounding"). The
  cause appears to be draws made in a DataLoader's collate_fn: they are neither keyed by
  sample (as a data set's draws in __getitem__ are) nor named as the loop's, so rank 1 drew its
  slice's negatives from its own streams; and the yardstick run, with each batch reversed, drew
  other negatives too, so the data's own randomness was measured as the script's sensitivity
  to rounding. No rule says that a yardstick which changes the data cannot vouch for an
  `agree`.
- gnn-project-hiv-mango, broken (120 s): `differ` from one process, first at
  'conv_layers.0.lin_key.weight' (0.00101 against 4.99e-05), while its own next line says
  "again with --sync-batchnorm the ranks agree with one process's (largest difference
  0.000367, at 'transf1.bias'): batch norm per rank is all the difference this check sees".
  The cause appears to be the forward's inputs: the model takes the attributes of a PyTorch
  Geometric batch (batch.x.float(), edge_attr, edge_index, batch.batch), not the loader's
  batch, so no run of the split's arithmetic was made and the ranks were compared with one
  process directly; the rule that a difference closed by --sync-batchnorm is the split's own
  effect, named beside an `agree`, is applied only against the split's arithmetic, not in
  that direct comparison.

Doubts for the lead:
- Topic 16, learn_anything: `differ` is right for a reason the verdict does not give. Optuna's
  TPE sampler, made without a seed, seeds its NumPy RandomState from the OS's entropy, so each
  rank (and each run) draws its own learning rate before training; multigpu seeds the global
  streams alike, not that one. A verdict naming the sampler would be better; none was asked.
- Topic 16, hpo: `agree` covers the first trial only, where the check's 3 steps lie (the
  command line's configuration; with the real data they would be 3 of its 564). From the
  second trial a full `multigpu run` would have each rank draw its own configuration
  (scipy.stats' rvs on NumPy's global stream, each rank's own once training began) and its own
  random_split (torch's stream), so its ranks would train other models, with their gradients
  averaged: `--verify` at 3 steps cannot see it, and `steps` was left at 3.
- Topic 17, crnn: the agree's 0.00304 at 'conv1.bias' is large for an agree, but right here:
  InstanceNorm2d follows conv1, so conv1.bias's gradient is zero but for rounding, which Adam
  turns into steps of its learning rate (1e-3, three of them). A fault of that size elsewhere
  would pass too, as the verdict says. Its note "noise drawn in a training forward
  (Tensor.uniform_ at mnist_sequence_recognition.py:42) replaced by its mean" names
  torchvision's RandomAffine as the script composes its sequences before any training (line 41
  at HEAD, 42 after the data edit): a module called in training mode but not the model's
  forward, and a draw made alike on every rank; replaced in every run, it is harmless to the
  verdict, but it takes the augmentation out of the check's data.
- Topic 17, HTR_nn_tool: `differ` rests on the padding reaching the LSTM's reverse direction,
  which depends on a batch's lines differing in width, as the data made here (and real
  handwriting) do; with lines of one width the right answer would be `agree`. Its output is
  time-major (T x N x C), and the verdict names no cause.
- Topic 18, MSMDL-DDI: `cannot tell` assumes that negatives drawn in collate_fn are the
  data's, drawn per rank (the brief's "a random draw per step of the data by each rank");
  keyed by sample, as __getitem__'s draws are, the right answer would be `agree`.
- Topic 18, gnn-project: in the check's run on 2 ranks its MLflow model save was said to name
  a file by the clock ("the ranks named a file differently at train.py:173: rank 0
  /tmp/tmpjh66nouq/model/data/model.pth, rank 1 /tmp/tmpnpnd79qc/..."): those are
  tempfile's random folder names, not the clock's (the run went on without an error).
- Topics 16 and 18 log to MLflow's SQLite store from both ranks at once (mlflow.db in the
  run's folder, written by the package, not by the script's open): no error at first sight.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

LEARN_ANYTHING = ("iltranqui/learn_anything", "e29fcca9d80236458ce29d1120700b634013db6e")
HPO = ("hoangducanh1865/hpo", "8d50fb8a67ee70e313e2dafa9f5bf8dbada9fb62")
CRNN_CTC = ("rinabuoy/crnn-ctc-loss-pytorch", "ab540147419aa6f29faf78450bc527b87d2e2b68")
HTR_NN = ("moisesPastor/HTR_nn_tool", "4d9fcecf65cdf7574522dee4c167bda0eb501518")
MSMDL_DDI = ("leeway-z/MSMDL-DDI", "5ad93f13dc0438ea7f1d7d9b5244c8e8c78e8076")
GNN_PROJECT = ("deepfindr/gnn-project", "697c77075d61040077f105db96e7443c8b34de59")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "learn-anything-optuna-cifar",
        *LEARN_ANYTHING,
        "pytorch/hyper.py",
        "vision (an Optuna study (TPE sampler, 2 trials) over a three-conv CNN on CIFAR-10: "
        "each trial suggests a learning rate, a filter count and a dropout rate (the model "
        "ignores the last two), builds its loaders, model and Adam, trains with "
        "CrossEntropyLoss on a shuffled DataLoader, validates each epoch, and logs to MLflow; "
        "the training and test functions imported from the repository's train.py)",
        "differ",
        "Optuna's sampler draws each trial's learning rate from a NumPy RandomState it seeds "
        "from the OS's entropy (optuna.create_study with no seed), not from NumPy's global "
        "stream: each rank draws its own learning rate before its first step, so the ranks' "
        "Adam steps part from the first; the shuffled DataLoader alone would agree",
        (
            Edit(
                "from torchvision import datasets, transforms",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.CIFAR10 = corpus_data.CIFAR10",
                "data made here, no download",
                file="pytorch/dataset.py",
            ),
            Edit(
                "val_size = 5000",
                "val_size = 32",
                "the 64-image test set made here split in two halves (its 10,000 less 5,000)",
                file="pytorch/dataset.py",
            ),
            Edit(
                "batch_size = 2048  # Fixed",
                "batch_size = 64  # Fixed",
                "batches of 64: four steps an epoch over the 256 training images made here",
            ),
            Edit("n_trials=50", "n_trials=2", "two trials, not 50"),
        ),
        paths=(
            "pytorch/dataset.py",
            "pytorch/model.py",
            "pytorch/train.py",
            "pytorch/config.json",
        ),
        first_sight="kept",
    ),
    Recipe(
        "hpo-random-search-lenet",
        *HPO,
        "main.py",
        "vision (hand-written random search over a LeNet on Fashion-MNIST: the first trial "
        "takes the command line's learning rate and batch size, later ones draw them with "
        "scipy.stats' loguniform and randint; each trial splits the training set with "
        "random_split, trains a sigmoid LeNet with SGD and cross-entropy on a shuffled "
        "DataLoader and measures its validation error; the best configuration trained again "
        "and its progress plotted)",
        "agree",
        "the first trial, which holds the check's 3 steps, trains the command line's "
        "configuration on a shuffled DataLoader: split per rank, one process's mean; no "
        "dropout, no batch norm",
        (
            Edit(
                "from torchvision import datasets, transforms",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.FashionMNIST = corpus_data.FashionMNIST",
                "data made here, no download (the mirror lacks the repository's copy)",
                file="src/utils.py",
            ),
        ),
        # bash/train.sh's command, as it is.
        args=(
            "--train_mode",
            "hpo",
            "--model_name",
            "lenet",
            "--num_epochs",
            "3",
            "--learning_rate",
            "0.1",
            "--batch_size",
            "256",
            "--num_workers",
            "2",
            "--num_outputs",
            "10",
            "--num_trials",
            "3",
        ),
        paths=("src",),
        first_sight="kept",
    ),
    Recipe(
        "crnn-ctc-mnist-sequences",
        *CRNN_CTC,
        "mnist_sequence_recognition.py",
        "handwriting (a CRNN reading sequences of five EMNIST digits: four convolutions with "
        "instance norm, a two-layer bidirectional GRU, a log-softmax per step; nn.CTCLoss "
        "(mean, zero_infinity) over a shuffled DataLoader of sequences composed before "
        "training (digits drawn with NumPy's unseeded global stream, each randomly rotated, "
        "shifted and scaled by torchvision's RandomAffine); Adam; greedy CTC decoding counted "
        "for accuracy; validation one sequence at a time, not under no_grad nor eval())",
        "agree",
        "its sequences are composed once before training (NumPy's and torch's draws there are "
        "alike on every rank), then a shuffled DataLoader: split per rank; CTCLoss's mean is a "
        "mean over the batch (each sequence's loss divided by its target length, all five "
        "here); instance norm is per sample, no batch norm, no dropout: one process's "
        "arithmetic",
        (
            Edit(
                "from torchvision import datasets, transforms",
                "from torchvision import datasets, transforms\n"
                "import corpus_data_g_16to18; datasets.EMNIST = corpus_data_g_16to18.EMNIST",
                "data made here, no download (EMNIST's digits)",
            ),
            Edit("gpu = torch.device('cuda')", "gpu = torch.device('cpu')", "the CPU"),
            Edit("model(x_train.cuda())", "model(x_train.to(gpu))", "the CPU"),
            Edit("model(x_val.cuda())", "model(x_val.to(gpu))", "the CPU"),
            Edit("x_test.shape[2]).cuda())", "x_test.shape[2]).to(gpu))", "the CPU"),
            Edit(
                "number_of_sequences = 10000",
                "number_of_sequences = 80",
                "80 sequences (64 to train, 16 to validate), not 10,000",
            ),
            Edit(
                "batch_size=64, shuffle=True",
                "batch_size=16, shuffle=True",
                "batches of 16, not 64: four steps (a step of 64 took 18 s on 2 loaded cores)",
            ),
            Edit("epochs = 5", "epochs = 1", "one epoch, not 5"),
        ),
        first_sight="kept",
    ),
    Recipe(
        "htr-nn-tool-crnn-ctc",
        *HTR_NN,
        "train.py",
        "handwriting (text-line recognition: one convolution and max pooling, a bidirectional "
        "LSTM over the line's columns (no packing), a log-softmax per column; nn.CTCLoss (mean, "
        "zero_infinity) over a shuffled DataLoader whose collate pads each batch's lines with "
        "zeros to its widest; Adam; a failed batch skipped by a try/except; validation under "
        "no_grad with early stopping, the best model pickled whole and a log written)",
        "differ",
        "the DataLoader is split per rank, but its collate pads a batch's lines to the widest "
        "one it holds: each rank pads its own slice to its own widest, one process pads the "
        "whole batch, and the bidirectional LSTM runs its reverse direction through the padding "
        "(the convolution's bias makes it non-zero), so a line's outputs depend on how much "
        "padding follows it: the ranks do not compute the split's arithmetic",
        (
            Edit(
                "torch.cuda.set_device(args.gpu[0])",
                "pass  # torch.cuda.set_device(args.gpu[0])",
                "the CPU: its --gpu defaults to [0, 1] and selects a GPU unasked",
            ),
            Edit(
                'print("Selected GPU %i\\n"%(torch.cuda.current_device()))',
                'print("Selected GPU none\\n")',
                "the CPU: no GPU to name",
            ),
        ),
        args=(
            "--models-file",
            "data/chars.txt",
            "--epochs",
            "1",
            "--fixed-height",
            "16",
            "data/train",
            "data/val",
            "model.pth",
        ),
        paths=("buildMod.py", "dataset.py", "procImg.py"),
        data="htr_lines",
        first_sight="kept",
    ),
    Recipe(
        "msmdl-ddi-drug-interactions",
        *MSMDL_DDI,
        "train_script.py",
        "molecules (drug-drug interaction prediction on DrugBank: each drug a PyTorch Geometric "
        "graph of RDKit atom features; three blocks of masked sparse message passing, GAT "
        "attention within each molecule and across the pair's bipartite graph, SAGPooling and "
        "a sum readout, graph LayerNorm; co-attention and a RESCAL score per interaction type; "
        "a shuffled DataLoader whose collate_fn draws a corrupted head or tail for each "
        "positive with Python's random and NumPy's global stream; a logsigmoid loss, the mean "
        "over positives and over negatives halved; Adam with weight decay, LambdaLR; "
        "validation under no_grad with scikit-learn's metrics)",
        "cannot tell",
        "the DataLoader is split per rank, but each batch's negatives are drawn in its collate_fn "
        "(random.random, then np.random.choice of the corrupted drug) while the batch loads: "
        "each rank draws its own slice's negatives from its own streams, one process the whole "
        "batch's from one, so the ranks train on other negatives than one process and no "
        "comparison applies",
        (
            Edit(
                "from conv.sparse_conv import SparseConv",
                "from sparse_conv import SparseConv",
                "the repository's own fault: models.py imports a conv package it does not hold "
                "(its sparse_conv.py and weight_conv.py lie at the root): a ModuleNotFoundError "
                "at import",
                file="models.py",
            ),
            Edit(
                "from conv.weight_conv import WeightConv1, WeightConv2",
                "from weight_conv import WeightConv1, WeightConv2",
                "the same",
                file="models.py",
            ),
            Edit(
                "torch.cuda.set_device(1)",
                "pass  # torch.cuda.set_device(1)",
                "the CPU: it selects the second GPU unasked",
            ),
        ),
        # Its own flags: one epoch, batches of 8, hidden and interaction sizes 64 (not 256;
        # the two must match).
        args=(
            "--n_epochs",
            "1",
            "--batch_size",
            "8",
            "--n_atom_hid",
            "64",
            "--kge_dim",
            "64",
        ),
        paths=(
            "models.py",
            "layers.py",
            "custom_loss.py",
            "data_preprocessing.py",
            "sparse_conv.py",
            "weight_conv.py",
        ),
        data="msmdl_ddi",
        first_sight=(
            "broken: agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one "
            "process's (largest difference 0.00299, at 'block0.convs.0.weight'; within 10x one "
            "process against itself with its rounding moved by 1 ulp and each batch reversed "
            "(7.13e-05), taken for the script's own sensitivity to rounding)"
        ),
    ),
    Recipe(
        "gnn-project-hiv-mango",
        *GNN_PROJECT,
        "train.py",
        "molecules (HIV activity from molecular graphs: DeepChem's graph featurizer into "
        "PyTorch Geometric data saved and loaded per molecule; a graph transformer "
        "(TransformerConv with edge features and attention dropout, batch norm over the "
        "batch's atoms, TopKPooling, max and mean readouts, a dropout MLP); BCEWithLogitsLoss "
        "with a positive weight, SGD with momentum and weight decay, ExponentialLR; a shuffled "
        "PyG DataLoader; test every 5 epochs with early stopping; a hyperparameter search by "
        "Mango's Bayesian tuner, each trial an MLflow run that logs metrics, confusion-matrix "
        "images and the best model)",
        "agree",
        "the tuner draws the first configurations with NumPy's global stream before any "
        "training, alike on every rank; the first trial's shuffled DataLoader of graphs is "
        "split per rank, BCE's mean is over the batch's molecules, pooling and readouts are per "
        "molecule, dropout off for the check: the ranks compute the split's arithmetic; the "
        "split's own effect, batch norm over each rank's atoms, is named beside the agree",
        (
            Edit(
                '"model_top_k_every_n": [0],',
                '"model_top_k_every_n": [1],',
                "the script's own fault: its search space's only value 0 makes the model's "
                "`i % self.top_k_every_n` a ZeroDivisionError in every trial; 1, the value of its "
                "BEST_PARAMETERS",
                file="config.py",
            ),
            Edit(
                "f'data_test_{idx}.pt'))",
                "f'data_test_{idx}.pt'), weights_only=False)",
                "torch 2.6 made weights_only=True torch.load's default, which refuses PyTorch "
                "Geometric's Data: the script loads the files its own process() saved, as torch "
                "did when it was written",
                file="dataset_featurizer.py",
            ),
            Edit(
                "f'data_{idx}.pt'))",
                "f'data_{idx}.pt'), weights_only=False)",
                "the same",
                file="dataset_featurizer.py",
            ),
            Edit(
                'mlflow.set_tracking_uri("http://localhost:5000")',
                'mlflow.set_tracking_uri("sqlite:///mlflow.db")',
                "the readme's MLflow server is a service not run here: its backend store, a "
                "SQLite file in the run's folder, written directly",
            ),
            Edit(
                'mlflow.pytorch.log_model(model, "model", signature=SIGNATURE)',
                'mlflow.pytorch.log_model(model, "model", signature=SIGNATURE, '
                'serialization_format="pickle")',
                "MLflow 3 saves a PyTorch model as a traced graph by default, which needs an "
                "input example the script does not give (an MlflowException at the first save): "
                "pickled, as the MLflow the script was written for saved it",
            ),
            Edit(
                "for epoch in range(300):",
                "for epoch in range(3):",
                "three epochs a trial, not up to 300",
            ),
            Edit(
                'config["num_iteration"] = 100',
                'config["num_iteration"] = 1\nconfig["initial_random"] = 1',
                "one Bayesian iteration, not 100, after one random configuration, not Mango's "
                "default 2, which it passes at once to run_one_training: that trains the first "
                "alone and returns one loss, which Mango cannot match to two configurations (a "
                "ValueError after the trials)",
            ),
        ),
        paths=("config.py", "dataset_featurizer.py", "model.py"),
        data="hiv_molecules",
        names="batch norm per rank",
        first_sight=(
            "broken: differ: after 3 optimizer step(s) the parameters on 2 ranks differ from "
            "one process's, first at 'conv_layers.0.lin_key.weight' (largest difference "
            "0.00101; yardstick 4.99e-05); again with --sync-batchnorm the ranks agree with one "
            "process's (0.000367): batch norm per rank is all the difference this check sees"
        ),
    ),
)
