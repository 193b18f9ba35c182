"""Batch r, topics (21) to (25): batch r's rule (corpus_first_sight_r.py's docstring, verbatim
there) applied to review rating prediction, news recommendation, hypergraph neural network,
temporal graph network and neural network interatomic potential. Five scripts from five
repositories, one for each topic (for each, `code` and then `pages` gave no second that
qualified). At first sight 4 of 5 kept, no silent wrong result: two `agree` with one process's
computing the ranks' slices (SPCC's BPR recommender and hippynn's HIP-NN), one `agree` with one
process's on a full batch fed without a DataLoader (HyperStance's hypergraph convolution, its
dropout switched off, the warning said) and one `cannot tell` naming torch.randint drawn in the
training loop (jincheol5's TGAT negatives), each the verdict its recipe expected when first
written. The miss: demborg-yelp-stars-gru, expected `agree`, said `differ` (5e-06 at
'gru.weight_ih_l0' against its 1-ulp run's 4.9e-07, its run of the split's arithmetic stopped by
a RuntimeError in the packed GRU; see First sight and Doubts).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder /tmp/r_runs/plain-NAME), until it ended without
error, with MPLBACKEND=Agg and nice -n 10, from the script's folder; its time and the load of
the 2-core machine (shared with the other helpers' runs) are given below. Run as `python SCRIPT
ARGS`, not `python -P SCRIPT`: -P leaves the script's folder off sys.path, so no script that
imports its own modules starts (demborg's first try: ModuleNotFoundError, visdom, its stand-in
beside it); `multigpu run` puts the script's folder on the path (corpus.py's -P is for `-m
multigpu`).

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes, the
tree at /tmp/wtr, f882907, one at a time behind the batch's lock /tmp/r_lock, each once,
--timeout 600, the json and log in /tmp/r_runs/NAME.*), before any change made for it.

Installed into .venv: nothing. Stand-ins written beside a script (the recipe's `files`), not
installed: torchwordemb.py (Demborg's datasets.py imports torchwordemb, a C++ extension of 2017
for torch 0.x built at install, for its load_glove_text: the stand-in reads the same text format
into the same pair), visdom.py (train.py imports Visdom and uses it only with --visualize, not
given), attrdict.py (Run542968/SPCC's options.py builds its config with attrdict 2.0.1's
AttrDict, which imports Mapping from collections, gone since Python 3.10; the stand-in is a dict
whose keys read and write as attributes), clearml.py (ddevin96/HyperStance logs to ClearML's
service; the stand-in logs nothing).

Read as batches c to q read the rule: the queries are the topic text exactly as the rule writes
it, then " pytorch training loop example"; a `code` result without a repository (an excerpt) is
passed over; a page names a GitHub repository by its address (github.com/OWNER/ NAME,
OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME, deepwiki.com/OWNER/NAME). "In the
corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, or claimed by
another helper of batch r (/tmp/r_claims.txt; checked just before each was taken or looked at,
and claimed then). Ranks are the results' own. Per topic, in the order the results came:

21. Review rating prediction, `code` (query "review rating prediction pytorch training loop
    example"): VedangAsgaonkar/Machine-Learning-Notes (rank 1) is in the corpus (batches f to
    q). Angel-dash/Deep-learning- (rank 2) is in the corpus (named in
    corpus_first_sight_q_21to25.py, skipped there). Demborg/LSTM_sentiment (rank 3, train.py;
    HEAD 96195e0bbc9de093ece36ff67d4bf451b8205bbe) taken: train.py, the readme's `python
    train.py --data-path PATH_TO_TRAIN_DATA`, settings.py's PureGRU over GloVe word vectors
    predicting a Yelp review's stars (and useful, cool, funny votes; the loss is the stars'
    squared error). Made here (corpus_data_r_21to25.demborg_yelp_glove): glove.6B.50d.txt of 53
    lines (52 common words, one repeated), 48 short reviews (8 to 40 words) in the Yelp JSON
    lines, and the logs and checkpoints folders. Edits: `.cuda(async=True)` twice (a SyntaxError
    since Python 3.7) as non_blocking=True; batches of 16 (not 100) and one epoch (not 10) in
    settings.py; the torchwordemb and visdom stand-ins. Plain run: a first try run with -P: 25.0
    s, exit 1 (above); then on the repository's own data/small_data_train.json (133 reviews, up
    to 460 words): ended by its timeout of 300 s after 7 of 9 steps (about 40 s a step, load 8.5
    to 16.4); a second try with its DataLoader's 4 workers set to 0 by hand in the folder (not a
    recipe edit; no faster): 2 steps in 120 s, ended by its timeout; with the 48 short reviews
    made here: 61.1 s, exit 0, at load 16.7 to 17.6. VaniOFX/CBOW (rank 4) is in the corpus
    (batches k and q). Ranks 5 to 12 name no repository. `pages` (the same query, 8 results:
    amritad.com, educative.io, airoads.org three times, amritad.com, medium.com, apxml.com)
    names no GitHub repository. One script for this topic.

22. News recommendation, `code` (query "news recommendation pytorch training loop example"):
    VedangAsgaonkar/Machine-Learning-Notes (rank 1) is in the corpus. Run542968/SPCC (rank 2,
    train.py; HEAD a9e28e97c88ae90a07cc4fa2e94bf1546f18344a) taken: main.py, with run.sh's first
    command (the readme names none; train.py, the hit, holds the epoch's loop), SPCC, a
    recommender of personal and social (attention over each item's users) embeddings with a BPR
    loss, on a movie set of user-item interactions (a recommender, not of news: taken by the
    rule's order). Made here: the three pickled dicts Dataset.py loads, 12 users, 30 items, 4
    training and 2 test items a user (corpus_data_r_21to25.run542968_movie). Edits: the CPU
    where CUDA is not there (the config's device); the config's data_path (its authors' home);
    eval.py's sklearn import dropped (scikit-learn is not installed; its two functions serve
    functions nothing calls); the attrdict stand-in; flags --epoch_num 1 (not 200) and
    --batch_size 16 (not 8192). Plain run: 44.1 s, exit 0, at load 14.3 to 15.2.
    namespace-Pt/News-Recommendation (rank 3, README.md; HEAD
    3caa499ed87fa918febde5a646a83dd3917ec8f4) skipped, weights from the hub: Manager.prepare
    downloads a pretrained language model (download_plm) and MIND_Train tokenizes every news
    with AutoTokenizer.from_pretrained of it, whichever news encoder is chosen (cnn, bert, tfm),
    on the MIND set (a download). ashworks1706/llm-from-scratch (rank 4) is in the corpus (batch
    q). Ranks 5 to 12 name no repository. `pages` (the same query): arxiv.org/html/2604.14510v1
    (rank 3) names github.com/whonor/NewsTorch, skipped: it cannot be fetched here (no
    snapshot); ranks 1, 2, 6, 7 (leeroopedia.com; rank 7 names recommenders-team/recommenders as
    text, not by an address), 4 (learnmodernpython.com), 5 (pith.science) and 8
    (learn-pytorch.oneoffcoder.com) name no GitHub repository. One script for this topic.

23. Hypergraph neural network, `code` (query "hypergraph neural network pytorch training loop
    example"): williamshen-nz/STRIPS-HGN (rank 1, src/hypergraph_nets/__init__.py; HEAD
    eddfb8c5c477c796afe127179c96f476fc44599a) skipped, a package the registry lacks: its
    requirements install the authors' fork of pyperplan from GitHub, and its training data is
    made by their fork of Fast Downward, a C++ planner cloned and built (the readme's step 3);
    it also pins pytorch-lightning 0.7.6. KRR-Oxford/GNNQ (rank 2, main.py; HEAD
    f051507f2c0f89e309a39d7107766513a15f2dc5) skipped, a compiled extension: model.py's message
    passing is torch_scatter's (built against torch; the readme installs its wheels), besides
    optuna, rdflib and torchmetrics; its benchmarks are a download. MHayhoe/HGLearning (rank 3,
    README.md; HEAD 73e7d615b3c31f9ba8f377fac03f5fe2bb3e1c84) skipped, a package the registry
    lacks: Learning/train.py imports alegnn, AleLab's graph-neural-networks, a git submodule
    (not in the snapshot, not on PyPI). ddevin96/HyperStance (rank 4, model.py; HEAD
    fb49caefa31f2bde38eb5ff4de2300ebe8b63d1f) taken: pipeline.py, the script that trains the
    hit's Model (the readme names no command; src/main.py calls an undefined fine_tuned_model),
    one torch_geometric HypergraphConv over Reddit posts' text embeddings and conversation
    threads, full batch, stance in 3 classes. Made here: the embeddings' pickles, the incidence
    matrix and the labels' csv, 40 posts of 16 values and 12 threads
    (corpus_data_r_21to25.ddevin96_hyperstance). Edits: its imports without utils.py (whose star
    import gives it os and pandas, and imports hypernetx), scikit-learn (its two metrics, used
    at epoch 250, stood in) and seaborn (unused); the data's paths (its authors' /data/ddevin);
    4 epochs (not 2000); the clearml stand-in. Plain run: 64.9 s, exit 0, at load 15.8 to 13.8.
    Ranks 5 to 12 name no repository. `pages` (the same query): pyt-team.github.io/topomodelx
    (rank 1) names pyt-team/TopoModelX (HEAD a1f9a0fac28b4e4630d01cac50cf42ca6419fae8), skipped,
    training only in a notebook (every training loop is a tutorials/*_train.ipynb; the package
    holds layers and models); hypernetwork-research-group.github.io/hyperbench (ranks 2 and 4)
    names hypernetwork-research-group/hyperbench (HEAD
    6ee6c651beb6d65acfd93eb86f2a1f7329bba05a), skipped, no training script (a library: its
    Trainer wraps Lightning, and only its tests call it); easy-graph.github.io/docs (ranks 6 to
    8) names easy-graph/docs, skipped: it cannot be fetched here (no snapshot); ranks 3
    (arxiv.org) and 5 (docs.dgl.ai) name no GitHub repository. One script for this topic.

24. Temporal graph network, `code` (query "temporal graph network pytorch training loop
    example"): hsiangjenli/temporal-graph-dataset (rank 1, sample_code.py; HEAD
    9631a99fb7e7565664b21ae0453e6b2494e3a165) skipped, no training script: a package that
    downloads and preprocesses temporal graph data sets; sample_code.py loads one and prints a
    batch, and nothing in it calls backward. SimonPop/country_trends (rank 2, src/training.py;
    HEAD a92d1f3d37f9fe723c49180ee19d9e31a21ae5b2) skipped, a compiled extension: its training
    (src/whale_trends/training/training.py at HEAD) imports MTGNN from torch_geometric_temporal,
    whose package import reaches torch_sparse (nn/recurrent/evolvegcno.py; read in the wheel's
    files, not installed); its data comes from Google Trends (pytrends). jincheol5/Temporal_GNN
    (rank 3, tgnn/test.py, a version before HEAD; HEAD 8a9b8edff3308c04da5c71b2fc72446c1b1e3b8e)
    taken: test_code/test_model_train/test_1.py (at HEAD the harness that runs ModelTrainer, as
    the hit did; the readme names no command), case 1: TGAT link prediction on JODIE's Wikipedia
    set with negatives drawn per step. Made here: ml_wikipedia.csv and its node and edge
    features, 10 users, 30 pages, 80 events (corpus_data_r_21to25.jincheol5_wikipedia), where
    its base_path puts them. Edits: the repository's root on the path; batches of 16 (not 200)
    for TGAT's case; the validation call given its keyword arguments (KeyError: 'bipartite') and
    its loop unpacking the dataset's five values in their order (it unpacks four). Plain run:
    41.7 s, exit 0, at load 12.9 to 11.8 (and once more, to list its four losses, not timed).
    shenyangHuang/TGB (rank 4, mila_install.sh; HEAD 3b83e5cfb2010743fd4f7a80a01b0e19dfcf78cb)
    skipped, data from the internet: its examples' loaders download the data set and the
    evaluation's negative samples from TGB's storage (the readme says so). Ranks 5 to 12 name no
    repository. `pages` (the same query): github.com/dp457/Graph-Neural-Network (rank 1; HEAD
    c8dc5816ca58e44f4c0cbd74ed61c76a604c8233) skipped, training only in a notebook (the
    repository is seven notebooks, its TGN in Temporal_Graph_Networks.ipynb);
    anvithpothula.github.io/graph-neural-networks-textbook (rank 7) names
    anvithpothula/graph-neural-networks-textbook, skipped: it cannot be fetched here (no
    snapshot); ranks 2 and 3 (readmex.com, whose address holds pyg-team/pytorch_geometric, not a
    GitHub address, and in the corpus), 4 and 5 (arxiv.org, naming tgm-team/tgm as text), 6 (an
    IP address) and 8 (memgraph.com) name no GitHub repository. One script for this topic.

25. Neural network interatomic potential, `code` (query "neural network interatomic potential
    pytorch training loop example"): FitSNAP/FitSNAP (ranks 1 to 4, READMEs of its PyTorch
    examples; HEAD 1a9b0507fa2ba292a6497ec363707944c1cb89cd) skipped, a compiled package: its
    networks train on descriptors computed by LAMMPS, built as a shared library with Python
    support (the readme's first dependency). Ranks 5 to 12 name no repository. `pages` (the same
    query): lanl.github.io/hippynn (rank 5) names lanl/hippynn (HEAD
    957de00a3a81fab1bd904e6a028a127f736a8576), taken: examples/barebones.py, the library's
    minimal training example, HIP-NN on QM7's molecular energies through hippynn's experiment
    loop. Made here: QM7's three arrays as its process_QM7_data.py writes them, 60 molecules of
    up to 8 atoms (corpus_data_r_21to25.lanl_hippynn_qm7). Edits: the repository's hippynn on
    the path (its editable install); the data's folder inside the run's folder; one epoch (not
    100). Plain run: 223.2 s, exit 0, at load 8.0 to 7.7 (its first training batch took 114 s:
    hippynn's default message-passing kernels are torch.compile'd, an inductor C++ build on the
    first call); a second run, with the compiler's cache then warm: 136.5 s, exit 0, at load 5.7
    to 6.5. Ranks 1 (pubs.aip.org), 2 (zhuli.name), 3, 4 and 8 (aenet-python.readthedocs.io) and
    6 (ajz34.readthedocs.io) name no GitHub repository; rank 7, fitsnap.github.io, is
    FitSNAP/FitSNAP's site (skipped above). One script for this topic.

Skips: 14 repositories (topic 22: 2; topic 23: 6; topic 24: 5; topic 25: 1), each above with its
reason, three of them because no snapshot can be fetched (whonor/NewsTorch, easy-graph/docs,
anvithpothula/graph-neural-networks-textbook); besides the repositories already in the corpus
(topics 21 and 22).

First sight (each run below is the script's one; the plain run ended without error before each):
- demborg-yelp-stars-gru: broken (`differ`: after 3 optimizer steps the parameters on 2 ranks
  differ from one process's, first at 'gru.weight_ih_l0', largest difference 5e-06 against one
  process's 1-ulp run (its DataLoader batches' samples also reversed) 4.9e-07; the run of the
  split's arithmetic stopped, rank 0 failing with RuntimeError: start (300) + length (11)
  exceeds dimension size (300), at models.py:63 (the GRU over the packed sequence), so judged
  against one process; seeded alike for the check (no torch.manual_seed); 121.5 s). The recipe
  wrote agree.
- run542968-movie-spcc-bpr: kept (`agree` with one process's, 2.38e-07 at 'Suser_lookup.weight',
  after 3 optimizer steps; 68.4 s).
- ddevin96-stance-hypergraphconv: kept (`agree` with one process's, 0 at 'linear.bias', after 4
  optimizer steps, the script's whole run; dropout switched off (F.dropout at model.py:14); the
  warning that no DataLoader feeds it and the ranks train on the same batches; seeded alike for
  the check; 56.5 s).
- jincheol5-wikipedia-tgat-link: kept (`cannot tell`: after 3 optimizer steps the ranks differ
  from one process's, 0.00132 at 'encoder.attn_layers.0.MLPs.2.weight' against its 1-ulp run's
  1.07e-06, and torch.randint drawn in the training loop at sampling.py:53, not a row per
  sample, named as the draws that alone part them; seeded alike for the check; 103.2 s).
- lanl-qm7-hipnn-energy: kept (`agree` with one process's, 1.27e-07 at
  'node16.blocks.1.0.base_layer.int_weights', after 3 optimizer steps; seeded alike for the
  check; 415.4 s, much of it, I believe, hippynn's torch.compile'd kernels built in each run; it
  waited for the batch's lock from 03:14 to 03:40 and began before 04:00).

Doubts for the lead:
- demborg-yelp-stars-gru (expect agree, broken at first sight as `differ`): I believe the recipe
  read the script right: the GRU runs over each review's own packed sequence, its last hidden
  state per review, the loss a mean of one squared error per review, no dropout, no draw. Two
  things of multigpu's parted it. (1) The split's arithmetic run crashed: the collate returns
  the batch padded time-first (pad_packed_sequence without batch_first: T x B x 50, the lengths
  in a separate tensor), and the run that computes the ranks' slices in one process seems to cut
  the first dimension, time, not the batch's (RuntimeError at models.py:63, in the GRU), so no
  yardstick of the split's own arithmetic was had. (2) The 1-ulp yardstick reverses each
  DataLoader batch's samples, but this collate sorts each batch by length before packing, so the
  reversal changes nothing there and the yardstick (4.9e-07) leaves out what the split itself
  changes in a packed GRU: the rows of every time step's GEMM (16 per step in one process, 8 on
  each rank), whose float32 rounding, I believe, Adam carries into 5e-06. The rule I believe
  missing: a batch tensor whose batch dimension is the second (time-first sequences, found from
  the packed lengths or from the sampler's batch size) cut on that dimension in the split's run;
  and, for a collate that reorders, a yardstick of the split's arithmetic rather than of
  reversal.
- jincheol5-wikipedia-tgat-link: the repository's training harness at HEAD is a test file
  (test_code/test_model_train/test_1.py) of a project in progress: its validation could not run
  as committed (two edits, named), and the hit's own file (tgnn/test.py) is no longer at HEAD;
  taken as the script that runs the hit's ModelTrainer.
- Topic fit: Run542968/SPCC (topic 22) recommends movies, not news; taken by the rule's order of
  results. ddevin96/HyperStance's script is pipeline.py, not the hit (model.py, the model it
  trains).
- Skips I am least sure of: shenyangHuang/TGB (data from the internet; a TGB data set and its
  negative samples could perhaps be written here in its formats, but its loaders fetch them from
  its storage), SimonPop/country_trends (the compiled torch_sparse is reached through
  torch_geometric_temporal's package import, not by MTGNN itself) and FitSNAP/FitSNAP (LAMMPS, a
  compiled program, which its readme has built as a shared library or installed from
  conda-forge).
- Plain runs: the brief's plain command runs `python -P SCRIPT`, which leaves the script's
  folder off sys.path (no script importing its own modules starts); the runs here drop -P (as
  multigpu runs the script).
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

DEMBORG = ("Demborg/LSTM_sentiment", "96195e0bbc9de093ece36ff67d4bf451b8205bbe")
# datasets.py imports torchwordemb (a C++ extension of 2017 for torch 0.x, built at install)
# for its load_glove_text: a stand-in module beside the script that reads the same text format
# into the same pair (a dict of word to row, a FloatTensor of the rows).
TORCHWORDEMB_STAND_IN = """
import torch


def load_glove_text(path):
    vocab, rows = {}, []
    with open(path, encoding="utf-8") as text:
        for line in text:
            word, *values = line.rstrip().split(" ")
            vocab[word] = len(rows)
            rows.append([float(v) for v in values])
    return vocab, torch.tensor(rows)
"""
# train.py imports Visdom at its top and uses it only with --visualize (not given).
VISDOM_STAND_IN = """
class Visdom:
    def __init__(self, *args, **kwargs):
        raise RuntimeError("no visdom server here")
"""
SPCC = ("Run542968/SPCC", "a9e28e97c88ae90a07cc4fa2e94bf1546f18344a")
# options.py builds its config with attrdict's AttrDict, whose 2.0.1 (the last) imports Mapping
# from collections, gone since Python 3.10: a stand-in module beside the script, a dict whose
# keys read and write as attributes, nested dicts converted when it is made.
ATTRDICT_STAND_IN = """
class AttrDict(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for key, value in self.items():
            if isinstance(value, dict) and not isinstance(value, AttrDict):
                self[key] = AttrDict(value)

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        self[name] = value
"""
HYPERSTANCE = ("ddevin96/HyperStance", "fb49caefa31f2bde38eb5ff4de2300ebe8b63d1f")
# pipeline.py logs to ClearML's service (Task.init, Logger.current_logger().report_scalar): a
# stand-in module beside the script that logs nothing.
CLEARML_STAND_IN = """
class _Logger:
    def report_scalar(self, *args, **kwargs):
        pass


class Logger:
    @staticmethod
    def current_logger():
        return _Logger()


class Task:
    @staticmethod
    def init(*args, **kwargs):
        return Task()
"""
JINCHEOL5 = ("jincheol5/Temporal_GNN", "8a9b8edff3308c04da5c71b2fc72446c1b1e3b8e")
HIPPYNN = ("lanl/hippynn", "957de00a3a81fab1bd904e6a028a127f736a8576")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "demborg-yelp-stars-gru",
        *DEMBORG,
        "train.py",
        "review rating prediction (Yelp reviews: each word a 50-d GloVe vector, zeros for "
        "words it lacks; a 1-layer GRU over the packed sequence, a linear head to 4 outputs "
        "(stars, useful, cool, funny); the loss a mean of the squared star error over the "
        "batch; Adam; a shuffled DataLoader, 4 workers, whose collate sorts the batch by "
        "length and pads it; the loss logged to a file each step, the parameters saved each "
        "epoch)",
        "agree",
        (
            "batches of 16 from a shuffled DataLoader (48 reviews, 3 steps), split 8 + 8; the "
            "loss is a mean over the batch of one term per review (the GRU's last hidden state "
            "is per sequence, packing and padding per sample), so one process's average over "
            "the slices; no dropout (PureGRU has "
            "none), no batch norm, nothing drawn at random in the loop (the initial state is "
            "zeros)"
        ),
        (
            Edit(
                "            feature = feature.cuda(async=True)\n",
                "            feature = feature.cuda(non_blocking=True)\n",
                "`async` is a keyword since Python 3.7 (a SyntaxError at import): its name "
                "since torch 0.4, non_blocking (the branch runs only with --enable-cuda)",
            ),
            Edit(
                "            target = target.cuda(async=True)\n",
                "            target = target.cuda(non_blocking=True)\n",
                "the same, for the target",
            ),
            Edit("BATCH_SIZE = 100", "BATCH_SIZE = 16", "batches of 16 (not 100)", "settings.py"),
            Edit("EPOCHS = 10", "EPOCHS = 1", "one epoch (not 10): 3 steps", "settings.py"),
        ),
        # README.md: `python train.py --data-path PATH_TO_TRAIN_DATA`, on 48 short reviews and
        # GloVe vectors made here.
        args=("--data-path", "data/made_train.json"),
        files={"torchwordemb.py": TORCHWORDEMB_STAND_IN, "visdom.py": VISDOM_STAND_IN},
        paths=(
            "settings.py",
            "models.py",
            "datasets.py",
            "utils.py",
            "filereader.py",
        ),
        data="demborg_yelp_glove",
        first_sight=(
            "broken: differ (after 3 steps, first at 'gru.weight_ih_l0', 5e-06 against its "
            "1-ulp run's 4.9e-07; the run of the split's arithmetic stopped, rank 0: "
            "RuntimeError, start (300) + length (11) exceeds dimension size (300), at "
            "models.py:63, so judged against one process); the recipe wrote agree"
        ),
    ),
    Recipe(
        "run542968-movie-spcc-bpr",
        *SPCC,
        "main.py",
        "recommendation (SPCC on a movie set's user-item interactions: personal embeddings "
        "of users and items, and social ones where each item's relation is an attention over "
        "the users who interacted with it, computed over the whole user-item graph at every "
        "forward; a BPR loss, the mean of softplus(negative - positive) per sample for each "
        "of the two scores, summed; Adam; each epoch the (user, positive, negative) triples "
        "resampled with np.random, then a shuffled DataLoader, 3 workers; after each epoch a "
        "top-20 test under no_grad in eval(), recall, precision, NDCG, coverage and novelty "
        "printed, and a checkpoint)",
        "agree",
        (
            "batches of 16 triples from a shuffled DataLoader (48 triples, 3 steps), split "
            "8 + 8; the loss is the sum of two means over the batch, each of one term per "
            "triple (the items' relations depend on the parameters and the whole graph, not "
            "the batch), so one process's average over the slices; the triples are drawn "
            "with np.random at the dataset's making and again at the epoch's start, before "
            "the first backward, alike on every rank (setup_seed seeds random, NumPy and "
            "torch); with one epoch nothing is drawn after; no dropout, no batch norm; the "
            "test after the epoch feeds no step; the curiosity mining (epoch 80) is not "
            "reached"
        ),
        (
            Edit(
                "   args=options._process_args_over_yaml()\n",
                "   args=options._process_args_over_yaml()\n"
                "   if not torch.cuda.is_available():  # the CPU where there is no GPU\n"
                "      args.basic.device = 'cpu'\n",
                "the CPU where CUDA is not there (the config's device is cuda; under multigpu "
                "CUDA is said to be there, so this changes nothing there)",
            ),
            Edit(
                "  data_path: '/home/student/dujiarun/data/'",
                "  data_path: './data/'",
                "the data made here (its authors' home folder)",
                "configs/SPCC_movie.yaml",
            ),
            Edit(
                "from sklearn.metrics import roc_auc_score\nfrom sklearn.metrics import "
                "recall_score\n",
                "",
                "scikit-learn is not installed here (compiled, not pure Python): its two "
                "functions serve eval_auc_acc and eval_auc_acc_v2 only, which nothing calls",
                "eval.py",
            ),
        ),
        # run.sh's first command, `python main.py --model-name SPCC_movie_0 --config_yaml
        # 'configs/SPCC_movie.yaml' --test.interval 1 --epoch_num 200`, with one epoch (not
        # 200) and batches of 16 (not 8192, the flag's default, which overrides the yaml's).
        args=(
            "--model-name",
            "SPCC_movie_0",
            "--config_yaml",
            "configs/SPCC_movie.yaml",
            "--test.interval",
            "1",
            "--epoch_num",
            "1",
            "--batch_size",
            "16",
        ),
        files={"attrdict.py": ATTRDICT_STAND_IN},
        paths=(
            "Cur.py",
            "Dataset.py",
            "eval.py",
            "model.py",
            "options.py",
            "test.py",
            "train.py",
            "utils/Utils.py",
            "configs/SPCC_movie.yaml",
        ),
        data="run542968_movie",
        first_sight="kept",
    ),
    Recipe(
        "ddevin96-stance-hypergraphconv",
        *HYPERSTANCE,
        "pipeline.py",
        "hypergraph neural network (stance detection on Reddit posts: text embeddings as node "
        "features, conversation threads as hyperedges; dropout 0.5 on the input, one "
        "torch_geometric HypergraphConv, a linear layer and a softmax; cross entropy on those "
        "probabilities against the labels' argmax, a mean over the training posts; SGD with "
        "weight decay; full-batch training on the first 80% of the posts, no DataLoader; a "
        "test every 250 epochs under inference_mode)",
        "agree",
        (
            "full-batch training on tensors made before training, no DataLoader: every rank "
            "trains on the whole batch (the training posts and their hyperedges), one "
            "process's step, with the warning that this buys no speed; the input dropout is "
            "switched off for the check (named); no batch norm; the test (epoch 250) is not "
            "reached in 4 epochs"
        ),
        (
            Edit(
                "from utils import *\n"
                "from sklearn.model_selection import train_test_split\n"
                "import matplotlib.pyplot as plt\n"
                "import seaborn as sns\n"
                "from sklearn.metrics import accuracy_score, f1_score\n",
                "import os\n"
                "import pandas as pd\n"
                "import matplotlib.pyplot as plt\n"
                "def accuracy_score(y_true, y_pred):  # scikit-learn is not installed here\n"
                "    return float((y_true == y_pred).float().mean())\n"
                "def f1_score(y_true, y_pred, average=None):  # not reached in 4 epochs\n"
                "    raise NotImplementedError\n",
                "the imports it uses, without what is not here: utils.py (its star import gives "
                "pipeline.py only os and pandas, and imports hypernetx, not installed, for "
                "preprocessing pipeline.py never calls); scikit-learn (compiled, not "
                "installed; its split is unused, its two metrics serve the test at epoch 250, "
                "not reached); seaborn (imported, unused)",
            ),
            Edit(
                'files = os.listdir("/data/ddevin/embs")',
                'files = os.listdir("data/ddevin/embs")',
                "the data made here (its authors' /data/ddevin)",
            ),
            Edit(
                'with open(f"/data/ddevin/embs/{file}", "rb") as f:',
                'with open(f"data/ddevin/embs/{file}", "rb") as f:',
                "the same",
            ),
            Edit(
                'with open(f"/data/ddevin/complete/matrix.pkl", "rb") as f:',
                'with open(f"data/ddevin/complete/matrix.pkl", "rb") as f:',
                "the same",
            ),
            Edit(
                'labels = pd.read_csv(f"/data/ddevin/complete/id_map.csv")',
                'labels = pd.read_csv(f"data/ddevin/complete/id_map.csv")',
                "the same",
            ),
            Edit("    epochs = 2000", "    epochs = 4", "4 epochs (not 2000): 4 full-batch steps"),
        ),
        # The readme names no command; the hit, model.py, is the model pipeline.py trains (the
        # repository's one script that runs: src/main.py calls an undefined fine_tuned_model).
        files={"clearml.py": CLEARML_STAND_IN},
        paths=("model.py",),
        data="ddevin96_hyperstance",
        first_sight="kept",
    ),
    Recipe(
        "jincheol5-wikipedia-tgat-link",
        *JINCHEOL5,
        "test_code/test_model_train/test_1.py",
        "temporal graph network (TGAT link prediction on a JODIE-style Wikipedia user-page "
        "graph: each event's source and destination embedded by 2 layers of temporal graph "
        "attention over their 5 most recent neighbors before the event, with a time encoder "
        "and dropout 0.1; an MLP decoder on the pair; for each positive event a negative page "
        "drawn with torch.randint, one at a time, distinct within the batch; "
        "BCEWithLogitsLoss, a mean over the 2B pairs; Adam; a DataLoader in time order, not "
        "shuffled; a validation pass after each epoch under no_grad with seeded negatives)",
        "cannot tell",
        (
            "batches of 16 events in time order, split 8 + 8; the loss is a mean of one term "
            "per pair (positive and negative), so one process's average over the slices but "
            "for the negatives: Sampling.random_negative_sampling draws them in the training "
            "loop with torch.randint on the global generator, each rank its own (and distinct "
            "within its slice, not the batch), so the ranks train on other pairs than one "
            "process: cannot tell, naming the draws; dropout switched off for the check; "
            "neighbors are the most recent ones (no draw); the validation feeds no step"
        ),
        (
            Edit(
                "import argparse\n",
                "import argparse\n"
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname(__file__), "
                "'..', '..'))\n",
                "the repository's root on the path (utils, data, model, model_train are "
                "packages there; the harness is run from its own folder, whose ../data is the "
                "data's base_path)",
            ),
            Edit(
                "train_loader=DataLoader(dataset=train_dataset,batch_size=200,shuffle=False)\n"
                "            val_loader=DataLoader(dataset=val_dataset,batch_size=200,"
                "shuffle=False)\n            \n            model=TGAT_Link_Prediction(",
                "train_loader=DataLoader(dataset=train_dataset,batch_size=16,shuffle=False)\n"
                "            val_loader=DataLoader(dataset=val_dataset,batch_size=16,"
                "shuffle=False)\n            \n            model=TGAT_Link_Prediction(",
                "batches of 16 (not 200) for TGAT's case: 4 steps over the 56 training events "
                "made here (the negatives must be distinct within a batch, among 30 pages)",
            ),
            Edit(
                "            ModelTrainer.evaluate_link_prediction(model=model,"
                "data_loader=val_loader)\n",
                "            ModelTrainer.evaluate_link_prediction(model=model,"
                "data_loader=val_loader,**kwargs)\n",
                "the validation as the training calls it cannot run: it reads bipartite and "
                "seed from its keyword arguments, not passed (KeyError: 'bipartite')",
                "model_train/model_train.py",
            ),
            Edit(
                "            for src,dst,edge,event_t in tqdm(\n",
                "            for src,dst,event_t,_,edge in tqdm(\n",
                "and it unpacks four of the five values TemporalGraphDataset gives (ValueError), "
                "in another order than the training loop's, which this takes",
                "model_train/model_train.py",
            ),
        ),
        # The readme names no command; the hit (tgnn/test.py, a version before HEAD) ran
        # ModelTrainer on TGAT; at HEAD this harness does, case 1 (the default): TGAT on
        # Wikipedia, one epoch (its default).
        args=("--test_num", "1"),
        paths=(
            "data/__init__.py",
            "data/memory.py",
            "data/temporal_graph.py",
            "model/__init__.py",
            "model/DyGFormer.py",
            "model/TGAT.py",
            "model/TGN.py",
            "model_train/__init__.py",
            "model_train/model_train.py",
            "module/__init__.py",
            "module/aggr_module.py",
            "module/embed_module.py",
            "module/mem_module.py",
            "module/time_encoder.py",
            "utils/__init__.py",
            "utils/data_utils.py",
            "utils/metric.py",
            "utils/sampling.py",
            "utils/train_utils.py",
        ),
        data="jincheol5_wikipedia",
        names="randint",
        first_sight="kept",
    ),
    Recipe(
        "lanl-qm7-hipnn-energy",
        *HIPPYNN,
        "examples/barebones.py",
        "neural network interatomic potential (HIP-NN on QM7 molecules: species one-hot and "
        "pair distances within each molecule, 2 interaction layers, a hierarchical energy "
        "summed per molecule; the loss hippynn's MSELoss of the molecular energy, a mean over "
        "the batch's molecules; the per-species energies fitted by least squares before "
        "training; hippynn's experiment loop: Adam, a shuffled DataLoader over the "
        "database's training split, then evaluation of the training and validation splits "
        "under eval(), a controller, the best model saved, a test at the end, plots)",
        "agree",
        (
            "batches of 12 molecules from a shuffled DataLoader (48 training molecules, 4 "
            "steps), split 6 + 6; the loss is a mean of one squared error per molecule (the "
            "network's pairs and sums stay within each molecule, padding dropped), so one "
            "process's average over the slices; the database's split is drawn with its own "
            "seed before training, alike on every rank; the species' energy fit is made "
            "from the whole database before training; no dropout, no batch norm, nothing "
            "drawn in the loop; the evaluations after the epoch feed no step"
        ),
        (
            Edit(
                "import hippynn\n",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..'))\nimport hippynn\n",
                "the repository's hippynn package on the path, as its editable install puts it "
                "(the readme's `pip install -e .`)",
            ),
            Edit(
                'directory="../../../datasets/qm7_processed",',
                'directory="../../datasets/qm7_processed",',
                "the data made here inside the folder (the example expects datasets/ beside "
                "the repository, from its run folder examples/TEST_BAREBONES_SCRIPT)",
            ),
            Edit("max_epochs=100,", "max_epochs=1,", "one epoch (not 100): 4 steps"),
        ),
        # The documentation site (lanl.github.io/hippynn) gives the examples; barebones.py is
        # the minimal one, on QM7 (its process_QM7_data.py converts the downloaded qm7.mat);
        # the arrays are made here.
        paths=("hippynn",),
        data="lanl_hippynn_qm7",
        first_sight="kept",
    ),
)
