"""Batch k, topics (36) to (40): batch k's rule (corpus_first_sight_k.py's docstring, verbatim
there) applied to emotion classification from text with an LSTM, sarcasm detection, sudoku
solving neural network, tabular data with entity embeddings, and Hamiltonian neural networks.
Six scripts from six repositories: two for each of topics 36 and 38, one for topics 39 and 40
(their `code` and `pages` results gave no second that qualified), none for topic 37 (every
repository its `code` and `pages` results named was skipped, each for a reason below); at
first sight 5 of the 6 kept.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtk, 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900, from a private copy of the benchmarks in /tmp/36to40), before any change made
for it.

Installed into .venv from PyPI for these scripts: clingo 5.8.3 (the newest; NeurASP's readme
installs clingo 5.5 from conda; its Python API is the same), for azreasoners/NeurASP.

Read as batches c to j read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers'
parts of batch k included (checked just before each was taken: none of the repositories
taken below was named elsewhere). Ranks are the results' own. Per topic, in the order the
results came:

36. Emotion classification from text with an LSTM, `code` (query "emotion classification
    from text with an LSTM pytorch training loop example"): khuyentran1401/
    machine-learning-articles (rank 1, build/issues/issue_27.md; HEAD
    ac060bf95e56b749679ec1d542706085e097754e) skipped, no training script: a list of
    articles in markdown, its one Python file (build/main.py) the site's builder.
    prakritichaubey123/Emotion-Classification (rank 2, model/lstm_emotion_model.py; HEAD
    ec1fe600660060e498ee14c40a5723047b7b3f18) taken: its readme names no command; the hit is
    the model, so scripts/train_model.py, the one script that trains it. It reads
    data/train_dataset.pth and test_dataset.pth, which its scripts/preprocess_data.py makes
    from a three-row csv with BERT's tokenizer (from the Hugging Face hub): the token ids are
    made here in that form (corpus_data_k_36to40.prakriti_emotion_tokens: 64 and 16 texts).
    Edit: one epoch (not 10). Plain run: 17.5 s, exit 0, at load 2.8.
    hitercs/SentimentClassification-PyTorch (rank 3, README.md; HEAD
    8f24eb952234698a6ffe4cc49594ef31ece870a5) skipped, Python 2: its readme asks for Python
    2.7 and its main.py uses print statements and xrange. VaniOFX/CBOW (rank 4,
    NNClasifier/mainClassifier.py; HEAD 1a3c0c2d8a04afad489678efe75f63506a6a1221) taken: the
    hit's NNClasifier/ is in the history, not at HEAD ("removed files"), and its readme is
    its title; HEAD's one training script is CBOWmain.py, continuous-bag-of-words embeddings
    over the repository's tweets (as DTDwind's HEAD script was taken in batch j). Made here:
    twitter-sentiment.csv, 150 tweets in its tab-separated form (the repository's 1.5 MB of
    them is hours of training here; corpus_data_k_36to40.vaniofx_twitter), with the words
    whose similarities it prints after training. Edits: the CPU (model and batches), one
    epoch (not 6), loss.item() for loss.data[0], the printed similarities' torch.dot on the
    embeddings' rows (it takes 1-D tensors alone: a RuntimeError after training at HEAD), and
    no nltk.download at import in cleanData.py (its stop words serve a function never
    called). Plain run: 14.8 s, exit 0, at load 3.3. Two qualified: the rest (ranks 5 to 12
    name no repository) not needed.

37. Sarcasm detection, `code` (query "sarcasm detection pytorch training loop example"):
    kamikaze0923/NLP_Sarcasm (rank 1, chengxi/sarcasm_detection.py; HEAD
    846066f4a7ff6eb4a8a26143b861010fc8784a98) skipped, weights from a hub: the hit's model
    and its chengxi/main.py fine-tune BertForSequenceClassification.from_pretrained
    ('bert-base-uncased'), and its data set loads BERT's tokenizer the same way (its readme
    names no training command). abandonedhh/hh_01 (rank 2, README.md; HEAD
    39e4e207b0ea159773636d16d815b7e9557c36ea) skipped, weights from a hub: its run.py's
    models (model/SMC_TC*.py) are built on BertModel.from_pretrained(config.pretrained), a
    768-wide BERT, on a Chinese data set downloaded from another repository. YMake1/SD-APRR
    (rank 3, README.md; HEAD c86413e254e4bb456264414318f34929ec6f8aee) skipped, weights from
    a hub: its train.py imports datasets.py, which at import loads COMET's T5
    (svjack/comet-atomic-en, from the Hugging Face hub, onto cuda:0) and spaCy's
    en_core_web_sm (a download, not on PyPI; evaluated as a default argument at import in
    models/BiLSTM.py). saykartik/sarcasm-detection (rank 4, README.md; HEAD
    0b409712f09e0e03a19e7344ffffc6d5424d0127) skipped, another framework: TensorFlow 1.15 and
    tensorflow_hub's BERT (model.py), its runs in notebooks. Ranks 5 to 12 name no
    repository. `pages` (the same query): rank 1 (truegeometry.com) names no repository;
    K-kiron/Intended-Sarcasm-Detection (rank 2; HEAD
    c71fb0526419de426c5ace62ff652209aa17ea94) skipped, training only in notebooks (code/
    *.ipynb; its readme runs them in Colab); ranks 3 and 6 (news.machinelearning.sg, a
    Colab notebook) and 4 (a Hugging Face model page) name no repository;
    DNSalaf/SETI-SLP-Sarcasm-recogniser (ranks 5 and 8; HEAD
    2c7a5b24882d9876d0c8d3d7471b04c1aaab9b8b) skipped, training only in a notebook (its one
    .ipynb beside a pdf); Yosr-Bejaoui/sarcasm-detector (rank 7; HEAD
    f94b179fa1685ca083b37a8951e06cb96edcba54) skipped, training only in notebooks (and a
    Twitter-RoBERTa from the hub). The topic gave none.

38. Sudoku solving neural network, `code` (query "sudoku solving neural network pytorch
    training loop example"): anandpathak/GA-sudoku (rank 1, nueral_solve.py; HEAD
    1a1365aa5a1ec32f4053b8b4d76dc3658bb64f87) skipped, no training script: the hit is a
    network class and nothing else (its __init__ calls super(Net, ...), a name it never
    defines), the rest a genetic algorithm and backtracking without torch.
    LmsCodingLab/sudoku-omakase (rank 2, README.md; HEAD
    9276fee2aab3628c3a65168abe6d49f3023f2b12) taken: its readme installs and uses the
    package (no training command); its one training script, model_training/train.py, trains
    the digit reader the package's photographed grids go through, on SVHN. Made here: SVHN,
    256 training and 64 test images (corpus_data_j_16to20.SVHN, batch j's, swapped in as
    torchvision's). Edits: the repository's root and src/ on the path (its imports are the
    root's model_training package and the installed sudoku_omakase), one epoch (not 20), and
    its main's trainings: the first asks for ModelType.BAD, a member the enum lacks (an
    AttributeError at HEAD whatever the data), taken as SMALL, the one the other two follow;
    the ResNet-18 and ResNeXt-101 trainings after it not run (minutes a step here). Plain run:
    26.8 s, exit 0, at load 8.7. azreasoners/NeurASP (rank 3,
    examples/solvingSudoku_70k/README.md; HEAD 06943a3e1142fe5c7d50090f6fccdd5ff63f7039)
    taken: the readme's `python train.py` in that folder. Made here: the puzzles and their
    solutions in its pickles (its data folder is a Google Drive download), 10 valid grids with
    50 cells given (corpus_data_k_36to40.neurasp_sudoku). Edit: one epoch (not 100). clingo
    installed (above). Plain run: 97.8 s, exit 0, at load 15.3 (a step, one puzzle through
    nine convolutions of 512 channels and clingo, took 4 to 6 s; 108.0 s with 20 puzzles at
    load 10.8 before). justinlopez1/Solving-Sudoku-with-ML (rank 4) was not needed.

39. Tabular data with entity embeddings, `code` (query "tabular data with entity embeddings
    pytorch training loop example"): zihao-wang/Embeddability-of-Set-Memberships (rank 1,
    embedding/tabular.py; HEAD 593550f3e45d6dbbc9b8394adfdbffc0fbc65780) taken: it has no
    readme; its run.sh runs med_solver.py (`-M $m -K 2 -E tabular -F inner_product`), the
    one script with a main, which trains the hit's TabularEmbedding; the data is made in
    code. Args: m = 16, k = 2, one epoch a dimension tried, batches of 64 (not 512: 4 steps
    over its 240 sets, not one). No edits. Plain run: 40.2 s, exit 0, at load 17.9.
    josiahdavis/tabular (rank 2, README.md; HEAD 5b6586024ab014d255d7b0e298aaf2817b631893)
    skipped, training only in notebooks (examples/*/*.ipynb). hr-ishikawa/pub (rank 3,
    etc/pytorch_tabular.y; HEAD 67b7850a54fe48a3212aa1a8063e993586662ef7) skipped, no
    training script: the hit (etc/pytorch_tabular.py at HEAD) is a note of pytorch_tabular's
    usage whose data frames and column lists (train, val, num_col_names, cat_col_names) are
    never defined, a NameError whatever the data; writing them would be writing the script.
    morinota/TIL (rank 4, python/pytorch/sample.py; HEAD
    4a4a6fcb4c3229daefc2a7e51359d21f116e7564) skipped, no training script: the hit embeds
    four rows and prints them (no loss, no optimizer; it uses names it never defines).
    Ranks 5 to 12 name no repository. `pages` (the same query): its 8 results (a book's
    chapter, blog posts, a paper's page) name no GitHub repository by its address. The
    topic gave one.

40. Hamiltonian neural networks, `code` (query "Hamiltonian neural networks pytorch training
    loop example"): JuliaGNI/GeometricMachineLearning.jl (ranks 1 and 3) skipped, another
    framework (Julia). a-b-h-a-y-s-h-i-n-d-e/Hamiltonian_Neural_Network (ranks 2 and 4,
    README.md; HEAD 58e4052be19c93ff5dab68514e4d0dc940d0bea5) skipped, training only in
    notebooks: its readme's usage is a snippet, and its trainings are in
    mass_spring/simulate.ipynb and pendulum/simulate.ipynb (hnn.py, trainer.py and the data
    modules define classes and functions alone). Ranks 5 to 12 name no repository. `pages`
    (the same query): ranks 1 and 2 (a blog post and a copy of it) and 3 (a Hugging Face
    data set's page, Julia) name no repository; ritog/harmonic (rank 4, a reader's copy of
    github.com/ritog/harmonic; HEAD a66eb8705b0dd202968bacc0e4eb2aca833dd2c7) taken: the
    readme's `uv run python hnn_training.py`. The states are drawn in the script. Edit: 21
    full-batch steps (not 1201: a step took 1 to 2 s on the loaded machine; 1201 had not
    ended in 300 s). Plain run: 45.2 s, exit 0, at load 19.2. Ranks 5 to 8 (a Julia
    package's page, a JAX blog post, rank 4's page again) give no other. The topic gave one.

First sight: prakriti-emotion-lstm, vaniofx-cbow-twitter, lms-sudoku-svhn-cnn (its
dropout named as switched off, its crops and rotations as seeded by sample), neurasp-sudoku-70k
(0 after 3 steps) and ritog-harmonic-hnn (0 after 8 steps, with the warning that the ranks
train on the same batches) kept, each `agree` as its recipe says. zihao-set-membership-embedding
broken: `differ`, as its recipe says, but naming no cause of its own: "the run on 2 ranks
stopped: the parameters differ across ranks after optimizer step 1: 'set_emb.weight' on
rank(s) 1 is not rank 0's (largest difference 2.26, of values up to 3.47); the script changes
parameters on some ranks differently (code that depends on the rank, or updates outside
backward and the optimizer's step)". The cause appears to be a rule multigpu lacks: an
nn.Embedding with max_norm renormalises, inside its training forward (torch.embedding_renorm_,
under no_grad), the rows of its weight that the batch looks up, in place, so each rank rewrites
its own slice's rows alone and the ranks' copies of the weight part at the first forward; the
check sees the parameters part across ranks, but does not know a forward that writes to a
parameter, and so names a generic rank-dependent update instead of the embedding's max_norm
(with where it is), which its recipe asks the verdict to name.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

PRAKRITI = ("prakritichaubey123/Emotion-Classification", "ec1fe600660060e498ee14c40a5723047b7b3f18")
VANIOFX = ("VaniOFX/CBOW", "1a3c0c2d8a04afad489678efe75f63506a6a1221")
NEURASP = ("azreasoners/NeurASP", "06943a3e1142fe5c7d50090f6fccdd5ff63f7039")
ZIHAO = ("zihao-wang/Embeddability-of-Set-Memberships", "593550f3e45d6dbbc9b8394adfdbffc0fbc65780")
HARMONIC = ("ritog/harmonic", "a66eb8705b0dd202968bacc0e4eb2aca833dd2c7")
LMS = ("LmsCodingLab/sudoku-omakase", "9276fee2aab3628c3a65168abe6d49f3023f2b12")

CUDA = "CPU: the script moves it to CUDA whatever is there"
ZERO_DIM = "a 0-dim tensor is not indexed since torch 0.5"
SPLIT_MEAN = (
    "its shuffled DataLoader's batches of {b} are split per rank ({h} + {h}): one process's "
    "average of a mean cross-entropy; {rest}"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "prakriti-emotion-lstm",
        *PRAKRITI,
        "scripts/train_model.py",
        "emotion classification from text (BERT's token ids of each text, made by its "
        "preprocess script, as a padded list saved with torch.save; an embedding of BERT's "
        "30522 ids, a two-layer LSTM of 256, a linear layer on the last step's output over 3 "
        "emotions; a shuffled DataLoader of 16; cross-entropy, Adam; the model saved)",
        "agree",
        SPLIT_MEAN.format(
            b=16,
            h=8,
            rest="no dropout (the LSTM's is 0), no batch norm, nothing random in training: "
            "exact to rounding",
        ),
        (Edit("num_epochs = 10", "num_epochs = 1", "one epoch, not 10: 4 steps over 64 texts"),),
        paths=("model/lstm_emotion_model.py",),
        data="prakriti_emotion_tokens",
        first_sight="kept",
    ),
    Recipe(
        "vaniofx-cbow-twitter",
        *VANIOFX,
        "CBOWmain.py",
        "word embeddings (continuous bag of words over tweets: each word's two neighbours "
        "on each side, padded at the ends, their embeddings of 100 summed, a linear layer over "
        "the vocabulary; a shuffled DataLoader of 128; cross-entropy, Adam; the embeddings "
        "saved with NumPy and seven pairs' similarities printed after)",
        "agree",
        SPLIT_MEAN.format(
            b=128,
            h=64,
            rest="the vocabulary and the contexts are made when the loader's module is "
            "imported, alike on every rank; no dropout, no batch norm, nothing random in "
            "training: exact to rounding",
        ),
        (
            Edit(
                "model = CBOW(len(word2idx), EMDEDDING_DIM).cuda()",
                "model = CBOW(len(word2idx), EMDEDDING_DIM)",
                CUDA + " (the model)",
                "CBOW.py",
            ),
            Edit(
                "data, target = Variable(data).cuda(), Variable(target).cuda()",
                "data, target = Variable(data), Variable(target)",
                CUDA + " (each batch)",
            ),
            Edit(
                'print("the loss is ", loss.data[0])',
                'print("the loss is ", loss.item())',
                ZERO_DIM,
            ),
            Edit("EPOCH = 6", "EPOCH = 1", "one epoch, not 6"),
            Edit(
                "return (a.dot(b) / torch.norm(a) * torch.norm(b)).data.numpy()[0]",
                "return (a[0].dot(b[0]) / torch.norm(a) * torch.norm(b)).data.numpy()",
                "torch.dot takes 1-D tensors only (a RuntimeError on the 1 x 100 embeddings "
                "after training): their rows, the same product, a 0-dim result not indexed",
            ),
            Edit(
                "nltk.download('stopwords')",
                "",
                "a download from NLTK's server at import; its stop words serve clean_str_orig "
                "alone, which the script never calls",
                "cleanData.py",
            ),
        ),
        paths=("CBOW.py", "CBOWloader.py", "cleanData.py"),
        data="vaniofx_twitter",
        first_sight="kept",
    ),
    Recipe(
        "lms-sudoku-svhn-cnn",
        *LMS,
        "model_training/train.py",
        "digit recognition for a sudoku solver (the package reads a photographed grid's "
        "cells with a CNN trained on SVHN: grayscale 32 x 32 digits, a random crop with "
        "padding and a random rotation in training; the SMALL model, two blocks of two "
        "convolutions and a max pool, dropout 0.33 before the linear classifier; shuffled "
        "DataLoaders of 64; cross-entropy with label smoothing 0.1, AdamW, cosine annealing "
        "per epoch; a test pass and the weights saved each epoch)",
        "agree",
        SPLIT_MEAN.format(
            b=64,
            h=32,
            rest="the random crop and rotation are torchvision's transforms, drawn while a "
            "sample is fetched (seeded by its index for the check); the classifier's dropout "
            "is switched off for the check, named beside the agree; no batch norm",
        ),
        (
            Edit(
                "from sudoku_omakase.model.models import",
                "import os, sys; _root = os.path.join(os.path.dirname(__file__), '..')\n"
                "sys.path[:0] = [_root, os.path.join(_root, 'src')]\n"
                "from sudoku_omakase.model.models import",
                "the repository's root and its src/ on the path, as running it with -m from "
                "the root of a `pip install -e .` puts them",
            ),
            Edit(
                "epochs = 20\n",
                "epochs = 1\n",
                "one epoch, not 20: 4 steps over the 256 training images made here",
            ),
            Edit(
                "  model = basic_training_loop(model_type=ModelType.BAD)\n"
                '  print(f"Training completed for model type: {ModelType.BAD}")\n'
                "  model = basic_training_loop(model_type=ModelType.NORMAL)\n"
                '  print(f"Training completed for model type: {ModelType.NORMAL}")\n'
                "  model = basic_training_loop(model_type=ModelType.BIG)\n"
                '  print(f"Training completed for model type: {ModelType.BIG}")',
                "  model = basic_training_loop(model_type=ModelType.SMALL)\n"
                '  print(f"Training completed for model type: {ModelType.SMALL}")',
                "the first training, of ModelType.BAD, a member the enum lacks (SMALL, NORMAL, "
                "BIG: an AttributeError at HEAD whatever the data), is of the SMALL model, the "
                "one the other two follow; the two after it, a ResNet-18 and a ResNeXt-101 of "
                "20 epochs each, not run (minutes a step here)",
            ),
            Edit(
                "from torchvision import datasets, transforms",
                "from torchvision import datasets, transforms\n"
                "import corpus_data_j_16to20; datasets.SVHN = corpus_data_j_16to20.SVHN",
                "data made here, no download (SVHN, 256 training and 64 test images, "
                "corpus_data_j_16to20.SVHN)",
                "model_training/warmup.py",
            ),
        ),
        paths=("model_training/warmup.py", "model_training/steps.py", "src/sudoku_omakase"),
        first_sight="kept",
    ),
    Recipe(
        "neurasp-sudoku-70k",
        *NEURASP,
        "examples/solvingSudoku_70k/train.py",
        "sudoku solving with a neural network under logic (NeurASP: a CNN of nine 3 x 3 "
        "convolutions of 512 channels over the 9 x 9 board, a softmax over 9 digits per cell, "
        "its probabilities the weights of an ASP program's choice rules; per puzzle, clingo "
        "finds the stable models that satisfy the board's givens and the sudoku constraints, "
        "the semantic loss's gradient is computed from them and passed to the network's "
        "output by backward(gradient); batches of 1 puzzle, Adam; no DataLoader in training: "
        "the puzzles are collected from a DataLoader over a SubsetRandomSampler when the data "
        "module is imported; whole-board and per-cell accuracies before and after each epoch)",
        "agree",
        "no DataLoader in training: the list of puzzles is collected when dataGen is "
        "imported, before training (its sampler's shuffle drawn then, alike on every rank), "
        "and learn() iterates it whole on every rank, a step per puzzle; the gradient is "
        "computed from clingo's stable models, deterministic; no dropout, no batch norm: "
        "every rank trains on the same puzzles as one process, exact, with the warning that "
        "the ranks train on the same batches",
        (
            Edit(
                "for i in range(100):",
                "for i in range(1):",
                "one epoch, not 100: 9 steps over the 9 training puzzles of the 10 made here",
            ),
        ),
        paths=(
            "neurasp.py",
            "mvpp.py",
            "examples/solvingSudoku_70k/dataGen.py",
            "examples/solvingSudoku_70k/network.py",
        ),
        data="neurasp_sudoku",
        first_sight="kept",
    ),
    # Corrected after its first sight (by the batch's lead, 2026-11-29): expect 'agree', was
    # 'differ'; its first_sight is left as recorded. Its first sight was a miss of multigpu's:
    # nothing kept the rows an embedding with max_norm renormalised in place alike across the
    # ranks. Fixed after it (b0b7642: before each step every rank renormalises the union of the
    # ranks' looked-up rows, one process's rows), the ranks compute one process's steps and a
    # correct run agrees.
    Recipe(
        "zihao-set-membership-embedding",
        *ZIHAO,
        "med_solver.py",
        "set-membership embeddings (the minimal dimension in which a table of sets over m "
        "elements embeds: a binary search over the dimension n, at each an experiment that "
        "trains an embedding of each set and of each element, both nn.Embedding with "
        "max_norm=1.0, so that every member's inner product with its set exceeds every "
        "non-member's: a hinge on the largest member score minus the smallest non-member "
        "score, its mean over the batch; a shuffled DataLoader with 8 workers over the sets "
        "(every subset of 2 to k elements, made in code), Adam; each experiment stops at full "
        "satisfaction or when it stalls, its curves plotted)",
        "agree",
        "its shuffled DataLoader's batches of 64 sets are split per rank (32 + 32), a mean "
        "hinge, which alone would agree; but the sets' nn.Embedding has max_norm=1.0: each "
        "forward renormalises in place, in the weight, the rows it looks up (their norm is "
        "about 2.8 at the start, n = 8), and each rank looks up its slice's sets alone, so "
        "rank 0's copy keeps rank 1's rows unnormalised while one process (and rank 1) "
        "normalised them: the ranks' weights part from one process's, and from each other's, "
        "at the first step, by the renormalisation's size; a correct verdict names the "
        "embedding's max_norm",
        args=("-M", "16", "-K", "2", "--epochs", "1", "--batch_size", "64"),
        first_sight="broken: differ, naming no cause of its own: the run on 2 ranks stopped: the "
        "parameters differ across ranks after optimizer step 1: 'set_emb.weight' on rank(s) 1 "
        "is not rank 0's (largest difference 2.26, of values up to 3.47); the script changes "
        "parameters on some ranks differently (code that depends on the rank, or updates "
        "outside backward and the optimizer's step)",
        paths=("routines.py", "dataset.py", "embedding", "functionals.py", "utils.py"),
    ),
    Recipe(
        "ritog-harmonic-hnn",
        *HARMONIC,
        "hnn_training.py",
        "Hamiltonian neural network (a rigid pendulum: 1000 states (q, p) drawn uniformly "
        "before training, their true time derivatives from Hamilton's equations; an MLP of "
        "two tanh layers of 200 gives a scalar H, its gradient in the states taken with "
        "autograd.grad(create_graph=True) and swapped into (dH/dp, -dH/dq); MSE against the "
        "true derivatives over the whole batch, Adam, n_epochs + 1 (1201) full-batch steps; "
        "the weights saved)",
        "agree",
        "no DataLoader: every step is the whole batch of 1000 states, drawn with torch.rand "
        "before training (and the helper module's own draw and model at import), the same on "
        "every rank; a mean MSE, the double backward through autograd.grad alike on every "
        "rank; nothing random in training, no dropout, no batch norm: every rank trains on the "
        "whole batch as one process, exact, with the warning that the ranks train on the same "
        "batches",
        (
            Edit(
                "n_epochs = 1_200",
                "n_epochs = 20",
                "21 full-batch steps, not 1201 (a step took 1 to 2 s on the loaded machine)",
            ),
        ),
        paths=("HNN.py", "hnn_model_derivs.py", "pendulum_tensor.py"),
        first_sight="kept",
    ),
)
