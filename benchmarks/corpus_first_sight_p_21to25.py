"""Batch p, topics (21) to (25): batch p's rule (corpus_first_sight_p.py's docstring, verbatim
there) applied to video prediction, scene text detection, visual odometry, sentence
embeddings SimCSE and neural topic model. Five scripts from five repositories: two for each of
topics 21 and 22, one for topic 23 (no second repository qualified in `code` or `pages`), none
for topics 24 and 25 (every repository named either loads its weights from a hub or is in the
corpus already; see Doubts for topic 25).
At first sight all 5 kept, no silent wrong result: three `differ`, each with its cause
named (two a batch size written into the script, one a loss that mixes the batch's
samples), one refusal (a process of the script's own), one `agree` (batches of 1: the
second rank steps at weight 0).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/p_E), until it ended without error,
holding the batch's lock (/tmp/p_lock); its time is given below, with the load of the 2-core
machine, shared with the other helpers' runs. Each ended at its first try.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtp, 53f3b79, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900, from /tmp/p_runs/NAME), before any change made for it.

Installed into .venv from PyPI (--no-deps; neither adds a top-level module of a generic name:
`pip show -f`): gputil 1.4.0 (module GPUtil; nanton96's utils/arg_extractor.py imports it) and
shapely 2.2.0 (module shapely, a wheel with GEOS inside, not pure Python; sgallon-rin's EAST
data set imports its Polygon).

Read as batches c to o read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME). "In the corpus" is any
repository named in corpus_recipes.py or corpus_first_sight_*.py, or claimed by another helper
of batch p (/tmp/p_claims.txt; checked just before each was taken: none of those taken was
named or claimed). Ranks are the results' own. Per topic, in the order the results came:

21. Video prediction, `code` (query "video prediction pytorch training loop example"):
    nanton96/Mobile-Data-Forecasting-With-Spatio-Temporal-Networks (rank 1, test_predrnn.py;
    HEAD 2a7815722e083d483061e58f066d2b55cca9d308) taken: train.py with --model predrnnpp (the
    hit, at HEAD tests/test_predrnn.py, runs one forward and backward of PredRNNPP on random
    tensors; its readme names the data set only; cluster_scripts/predrnnpp/ train that model
    through train.py), PredRNN++ on Milan's telecom activity grids. Made here: the three
    preprocessed .npz files milan_preprocess.py saves and the experiments_results/ folder
    (corpus_data_p_21to25.nanton_milan_npz). Edits: no loader workers, np.inf for NumPy 2's
    removed np.Inf, weights_only=False for its own checkpoint, cells of 16 channels (not 64).
    Flags: the CPU, 2 input and 2 predicted frames (not 12 and 10), batches of 4, one epoch.
    Plain run: exit 0, its epoch 12.2 s (4 steps, then validation and the test set), at load
    3.4 to 1.7 (timed with the wait for the lock: 131 s). Rank 2 is the same repository (the
    same file's other version). holmdk/Video-Prediction-using-PyTorch (rank 3, README.md; HEAD
    edab22a5514be45e77a5bec793911a89d533d501) taken: the readme's `python main.py`, a seq2seq
    ConvLSTM in a LightningModule (written for Lightning 0.7.1) on Moving MNIST drawn from
    MNIST digits, its Trainer started in a multiprocessing.Process of the script's own. Made
    here: MNIST (corpus_data.MNIST, swapped in its data set). Edits: the CPU (its forward and
    a logged rate moved to CUDA), Lightning 2's Trainer (no pl.data_loader, none of 0.7.1's
    gpus/distributed_backend/early_stop_callback/use_amp; 4 batches an epoch), no TensorBoard
    server (called in the main process, it loops for ever), transforms.Resize for the removed
    Scale. Flags: batches of 4, cells of 4 channels (not 64), one epoch. Plain run: 14.3 s,
    exit 0, at load 1.4. Ranks 4 on were not needed.

22. Scene text detection, `code` (query "scene text detection pytorch training loop
    example"): huyhoang17/DB_text_minimal (rank 1, README.md; HEAD
    0d1466889b21cb74a0571a0fb3856902739ea523) skipped, weights from the internet: src/models.py's
    DBTextModel sets pretrained = True itself and resnet18(pretrained=True) loads ImageNet
    weights with model_zoo.load_url, with no flag. dll-ncai/TraffSign-Multilingual-Traffic-
    Signboard-Text-Detection-and-Recognition-for-Urdu-and-English (rank 2,
    Text-Detection/README.md; HEAD 57d83f6ba2227a6dad07f62b43267c415d6e0c64) skipped, weights
    from the internet: its East() calls mobilenet(True), which torch.loads the backbone the
    readme downloads from the authors' Google Drive (./tmp/epoch_3000_checkpoint.pth.tar),
    with no flag (config.py's `pretrained` is never read); see Doubts.
    sgallon-rin/neural-network-deep-learning (rank 3, project3/README.md; HEAD
    afa4dc301710e56532ab34da097a0c4aaca2833c) taken: the readme's `python
    ./code/train_EAST.py`, EAST (after SakuraRiven/EAST) with a VGG16 with batch norm, from no
    weights. Made here: 12 pictures with text boxes and their ICDAR-style gt files
    (corpus_data_p_21to25.sgallon_east_text). Edits: config.py's HOME at the repository (the
    author's folder written in), crops of 128 (not 512), batches of 4 (not 8), no loader
    workers, one epoch (not 600), from scratch (its start_epoch 5 resumes from its own
    checkpoint, not in the repository). Plain run: 12.1 s, exit 0, at load 1.5.
    gmission-official/CRAFT_redone (rank 4, README.md) skipped, no training script: its
    readme says it supports inference only, with weights from Google Drive (read from the
    result, not fetched). Ranks 5 to 12 name no repository. `pages` (the same query):
    slingacademy.com (rank 1) and ipmugo.com (rank 2) name no GitHub repository;
    geeksrepos.com/lvliguoren/pytorch_ctpn (rank 3, a copy of a repository's readme) names
    github.com/opconty/pytorch_ctpn and github.com/eragonruan/text-detection-ctpn.
    opconty/pytorch_ctpn (HEAD 89ea784d7776a08962c6d5bc5591730e15156d07) taken: the readme's
    `python ctpn_train.py --image-dir ... --labels-dir ... --num-workers ...`, CTPN on a VGG16
    built with pretrained=False (its converted Keras weights are read only where the file
    exists, and are no longer offered). Made here: VOC2007_text_detection's JPEGImages and
    Annotations, 4 pictures (corpus_data_p_21to25.opconty_voc_text). Edits: one epoch (its
    epochs = 20 gives 19). Flags: no loader workers (its default folders). Plain run: 14.2 s,
    exit 0, at load 1.6 to 1.8. The rest was not needed.

23. Visual odometry, `code` (query "visual odometry pytorch training loop example"):
    ULE-MURIA-2023-2024/pr-vo-lstm-rgonzf04 (rank 1, train.py; HEAD
    05042237e217d60d9dddb19241b8629b6df09619) skipped, weights from the internet: model.py
    builds resnet50(weights=ResNet50_Weights.DEFAULT) (downloaded), with no flag.
    akshay-iyer/DeepVO_PyTorch (rank 2, README.md; HEAD
    e9c2b5db44b53031643b09580ce6b80570ff80a4) skipped, Python 2: main.py imports model.py,
    which mixes tabs and spaces in one block (TabError at line 54 under Python 3; Python 2
    read a tab as 8 columns), and data_helper.py, whose first line is indented
    (IndentationError); see Doubts. ULE-MURIA-2023-2024/pr-vo-lstm-alfiTH (rank 3, train.py;
    HEAD 0ca4b553474d64cabc4e1a8aae016e68d4e25b68) skipped, weights from the internet: its
    model.py builds the same resnet50(weights=ResNet50_Weights.DEFAULT), with no flag.
    fshamshirdar/DeepVO (rank 4, README.md; HEAD 7a8e73f2a3558aabbca26f8235061c15f77f4c5c)
    taken: main.py (the readme: run it with --datapath at KITTI), DeepVO's FlowNet-style convs
    and two LSTMCells on stacked frame pairs. Made here: KITTI odometry's poses and frames
    (corpus_data_p_21to25.fshamshirdar_kitti). Edits: the loss printed with .item() (a 0-dim
    tensor indexed with [0] fails after the first step). Flags: its data, batches of 2 (not
    32), trajectories of 1 (not 10), one epoch, checkpoints in its folder. Plain run: 23.1 s,
    exit 0, at load 1.2 to 1.3. Ranks 5 to 12 name no repository (excerpts). `pages` (the
    same query): github.com/behnamasadi/PyTorchTutorial (rank 2; HEAD
    550a4e50efc82224dbdc10b0e33f7c379d5181af) skipped, no training script: the hit is a
    summary of VO losses and designs, and the repository's monocular VO script,
    transformer/scripts/self_supervised_monocular_VO.py, is empty at HEAD; ranks 1 and 3 to 8
    (howto.im, deeplearn.org, groundai.com, arxiv.org, ar5iv.labs.arxiv.org, deepai.org,
    wiki.math.uwaterloo.ca) name no GitHub repository. One script for this topic.

24. Sentence embeddings SimCSE, `code` (query "sentence embeddings SimCSE pytorch training
    loop example"): jkkl/sccl (rank 1, simcse_test.py; HEAD
    5811042f48a5cb500a99834d4390cb2ef012386b) skipped, weights from a hub: the hit builds
    sentence-transformers' Transformer('distilroberta-base'), and main.py (SCCL) a
    SentenceTransformer of the hub model its --bert names. bhuvanakundumani/SimCSE_unsupervised
    (rank 2, README.md; HEAD 159ebe4204a6f87b842ea6bae473c704f7114bf5) skipped, weights from a
    hub: train.py's Arguments fixes model_name_or_path = 'bert-base-uncased' (AutoConfig,
    AutoTokenizer and BertForCL.from_pretrained), no flag. WangYangfan/SimCSE (rank 3,
    README.md; HEAD e2a01e8df9316cbdd34f69c60e98c1c8d711fb4b) skipped, weights from a hub:
    BertModel and BertTokenizer from_pretrained of $CHECKPOINT, google-bert/bert-base-uncased
    in envs/simcse.env (and it trains through Accelerate).
    TsoHC/Text-Similarity-Matching-Model-Based-on-Semantic-Analysis (rank 4,
    SimCSE_training.py, SimCSE_train.py at HEAD 389c105e92c5606600fb1f80f89a18f23e19fc09)
    skipped, weights from a hub: distilroberta-base, as the hit shows. Ranks 5 to 12 name no
    repository. `pages` (the same query): sbert.net (ranks 1, 3, 5, 6 and 7) and taourl.com
    (ranks 2 and 4) name no GitHub repository; huggingface.erdda.com (rank 8, a copy of
    sentence-transformers' SimCSE readme) names raw.githubusercontent.com/UKPLab/
    sentence-transformers, skipped, weights from a hub (its
    examples/unsupervised_learning/SimCSE/train_simcse_from_file.py fine-tunes
    distilroberta-base; read from the stored index, not fetched). No script for this topic.

25. Neural topic model, `code` (query "neural topic model pytorch training loop example"):
    JiaTong95/bishe (rank 1), WuDiDaBinGe/BiNTM (rank 2), xishansnow/pyro_tutorial (rank 3) and
    mitre/tmnt (rank 4) are in the corpus (batch i's topic 16, this very query). Ranks 5 to 12
    name no repository. `pages` (the same query): codegenes.net (ranks 1 and 7), dofsnosv.ru
    (rank 2) and pyro.ai (ranks 3, 4, 6 and 8) name no GitHub repository;
    github.com/tensorflow/probability (rank 5) is in the corpus (batch i). No script for this
    topic.

Skips: 12 (topic 21: 0; topic 22: 3; topic 23: 4; topic 24: 5; topic 25: 0), each above with
its reason, besides the repositories already in the corpus (topic 25: 5).

First sight (each run below is the script's one, in /tmp/p_runs/NAME):
- nanton-milan-predrnnpp: kept, `differ: the run on 2 ranks stopped: rank 0 failed:
  RuntimeError: The size of tensor a (2) must match the size of tensor b (4) at non-singleton
  dimension 0 (at CausalLSTMCell.py:89: the error names 2 and 4 where the global batch has 4
  rows and each rank now gets 2 ...)`, with `--verify: a batch size written into the script
  breaks on a slice of the batch (one process ran the same steps)` (33.6 s).
- holmdk-movingmnist-convlstm: kept, refused (exit 2): `rank 1: main.py:175 starts a process
  of its own: each of the 2 ranks would start its own copy of it; run it with python itself,
  or start the process outside the training script` (28.6 s).
- sgallon-east-text-detection: kept, `differ: after 3 optimizer step(s) the parameters on 2
  ranks differ from one process's computing the ranks' slices, first at 'merge.bn5.weight'
  (largest difference 0.000256; that run again with its rounding moved by 1 ulp: 1.82e-05);
  that run ran Loss whole, which the ranks split: the difference may be that, not the
  script`, naming `the loss backpropagated at train_EAST.py:61 mixes the batch's samples`,
  batch norm per rank warned of, the data set's draws seeded per sample (89.6 s).
- fshamshirdar-kitti-deepvo: kept, `differ: the run on 2 ranks stopped: rank 0 failed:
  RuntimeError: Input batch size 1 doesn't match hidden0 batch size 2 (at deepvonet.py:71:
  the error names 1 and 2 where the global batch has 2 rows and each rank now gets 1 ...)`,
  with `--verify: a batch size written into the script breaks on a slice of the batch` (40.4
  s).
- opconty-voc-ctpn: kept, `agree: after 3 optimizer step(s) the parameters on 2 ranks
  agree with one process's (largest difference 0, at 'rpn_regress.conv.bias')`, the data
  set's draws seeded per sample (49.0 s).

Doubts for the lead:
- Topic 25 is batch i's topic 16, word for word ("neural topic model", the same query), though
  batch p's rule says each of its topics is one no batch a to o asked: all four repositories
  `code` names, and the one GitHub repository `pages` names, are batch i's. The topic gave
  nothing here for that reason alone.
- sgallon-east-text-detection: kept (the cause named), but the verdict's first line hedges
  ("that run ran Loss whole, which the ranks split: the difference may be that, not the
  script"): the loss is an nn.Module called on the joined outputs, which the run of the
  split cannot split; the named cause, the dice term over the batch, is the script's.
- holmdk-movingmnist-convlstm: the refusal is said by rank 1 ("rank 1: main.py:175 ..."), and
  it names only p1's Process, which trains; the script's second Process (TensorBoard), whose
  target is run_tensorboard's result, was taken out by an edit so that the plain run ends.
- akshay-iyer/DeepVO_PyTorch is recorded as a Python 2 skip: its tab-mixed model.py is what
  Python 2 accepted, but data_helper.py's indented first line fails under either; the rule has
  no reason "does not compile", and batch o had no such case.
- dll-ncai's TraffSign: its backbone file is a local path, so a file of any weights made here
  would load (the loader keeps only matching keys); it was read as weights from the internet
  (the readme downloads them, nothing switches them off), as batch o read a hard-coded
  pretrained=True.
- Plain-run time of nanton-milan-predrnnpp was taken with the wait for the lock (131 s); the
  script's own epoch took 12.2 s.
"""

from __future__ import annotations

from corpus_recipes import MADE, ZERO_DIM, Edit, Recipe

NANTON = (
    "nanton96/Mobile-Data-Forecasting-With-Spatio-Temporal-Networks",
    "2a7815722e083d483061e58f066d2b55cca9d308",
)

HOLMDK = ("holmdk/Video-Prediction-using-PyTorch", "edab22a5514be45e77a5bec793911a89d533d501")
SGALLON = ("sgallon-rin/neural-network-deep-learning", "afa4dc301710e56532ab34da097a0c4aaca2833c")
FSHAMSHIRDAR = ("fshamshirdar/DeepVO", "7a8e73f2a3558aabbca26f8235061c15f77f4c5c")
OPCONTY = ("opconty/pytorch_ctpn", "89ea784d7776a08962c6d5bc5591730e15156d07")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "nanton-milan-predrnnpp",
        *NANTON,
        "train.py",
        "video prediction (PredRNN++ on Milan's telecom activity grids, frames of 100 x 100: a "
        "conv and a max-pool to 32 x 32, 4 causal LSTM cells whose hidden, cell and memory "
        "states start as zeros of the batch size the model was built with, a transposed conv "
        "back to 100 x 100, the frames to predict fed back; a squared error summed per frame "
        "and averaged over frames and samples; Adam with weight decay; shuffled DataLoaders with "
        "drop_last; validation each epoch, checkpoints, the best reloaded for the test set)",
        "differ",
        (
            "create_model builds PredRNNPP with --batch_size, and each CausalLSTMCell starts its "
            "states as torch.zeros of that many rows: one process takes the global batch of 4 "
            "and runs, each rank's slice of 2 meets states of 4 rows and stops on the shapes; "
            "docs/run.md: where one process ran its steps and the ranks stopped on a batch size "
            "written into the script (the error names the global batch's rows), the verdict is "
            "differ, naming it"
        ),
        (
            Edit(
                "train_data = DataLoader(train_dataset,batch_size=args.batch_size,shuffle=True,"
                "num_workers=4,drop_last = True)",
                "train_data = DataLoader(train_dataset,batch_size=args.batch_size,shuffle=True,"
                "num_workers=0,drop_last = True)",
                "no loader workers: 2 cores here",
            ),
            Edit(
                "valid_data = DataLoader(valid_dataset,batch_size=args.batch_size,shuffle=True,"
                "num_workers=4,drop_last = True)",
                "valid_data = DataLoader(valid_dataset,batch_size=args.batch_size,shuffle=True,"
                "num_workers=0,drop_last = True)",
                "no loader workers: 2 cores here",
            ),
            Edit(
                "test_data = DataLoader(test_dataset,batch_size=args.batch_size,shuffle=True,"
                "num_workers=4,drop_last = True)",
                "test_data = DataLoader(test_dataset,batch_size=args.batch_size,shuffle=True,"
                "num_workers=0,drop_last = True)",
                "no loader workers: 2 cores here",
            ),
            Edit(
                "self.best_val_model_loss = np.Inf\n",
                "self.best_val_model_loss = np.inf\n",
                "np.inf: NumPy 2 removed the alias np.Inf (an AttributeError at HEAD)",
                "utils/experiment_builder.py",
            ),
            Edit(
                "        state = torch.load(f=os.path.join(model_save_dir, "
                '"{}_{}".format(model_save_name, str(model_idx))))\n',
                "        state = torch.load(f=os.path.join(model_save_dir, "
                '"{}_{}".format(model_save_name, str(model_idx))), weights_only=False)\n',
                "the checkpoint it saved (a NumPy float among its numbers) loaded as torch did "
                "before 2.6 made weights_only the default",
                "utils/experiment_builder.py",
            ),
            Edit(
                "from model_architectures.pred_rnn_pp.PredRNNPP import PredRNNPP\n\n"
                "        num_hidden = [64,64,64,64]\n",
                "from model_architectures.pred_rnn_pp.PredRNNPP import PredRNNPP\n\n"
                "        num_hidden = [16,16,16,16]\n",
                "cells of 16 channels (not 64): a CPU",
                "utils/model_loader.py",
            ),
        ),
        # No readme runs a script (it names the data set only); the hit is tests/
        # test_predrnn.py, one forward and backward of PredRNNPP on random tensors; train.py
        # trains it with --model predrnnpp, as cluster_scripts/predrnnpp/ run it (--seq_start
        # 12 --seq_length 22 --batch_size 5 there), here on the CPU, 2 input frames and 2 to
        # predict (not 12 and 10), batches of 4, one epoch (4 steps over the 16 samples made
        # here). Installed from PyPI (--no-deps): gputil 1.4.0 (module GPUtil), which
        # utils/arg_extractor.py imports.
        args=(
            "--use_gpu",
            "False",
            "--model",
            "predrnnpp",
            "--seq_start",
            "2",
            "--seq_length",
            "4",
            "--batch_size",
            "4",
            "--num_epochs",
            "1",
            "--experiment_name",
            "predrnnpp_cpu",
        ),
        paths=("utils", "model_architectures"),
        data="nanton_milan_npz",
        names="a batch size written into the script breaks on a slice of the batch",
        first_sight="kept",
    ),
    Recipe(
        "holmdk-movingmnist-convlstm",
        *HOLMDK,
        "main.py",
        "video prediction (a seq2seq ConvLSTM, two encoder and two decoder cells and a 3-d conv "
        "over the predicted frames, in a LightningModule, on Moving MNIST sequences of 20 "
        "frames of 64 x 64 made on the fly from MNIST digits: 10 seen, 10 predicted; MSELoss; "
        "Adam; a shuffled DataLoader; the Lightning Trainer started in a multiprocessing "
        "Process of the script's own, beside a TensorBoard server)",
        "refused",
        (
            "its __main__ starts run_trainer, the whole training, in a "
            "multiprocessing.Process of its own (p1.start()); docs/run.md refuses a process "
            "the script's own code starts (every rank would start its own, holding multigpu "
            "run's adapters, whose backward would wait on the ranks' collectives), in one line "
            "naming the call site, exit 2"
        ),
        (
            Edit(
                "        x = x.to(device='cuda')\n",
                "        x = x.to(device='cuda' if torch.cuda.is_available() else 'cpu')\n",
                "the CPU where CUDA is not there",
            ),
            Edit(
                "        lr_saved = torch.scalar_tensor(lr_saved).cuda()\n",
                "        lr_saved = torch.scalar_tensor(lr_saved)\n",
                "the CPU: the logged learning rate stays where it is made",
            ),
            Edit(
                "    @pl.data_loader\n    def train_dataloader(self):",
                "    def train_dataloader(self):",
                "Lightning 1.0 removed the pl.data_loader decorator (0.7.1's; an "
                "AttributeError at import here)",
            ),
            Edit(
                "    @pl.data_loader\n    def test_dataloader(self):",
                "    def test_dataloader(self):",
                "as above",
            ),
            Edit(
                "                      gpus=opt.n_gpus,\n"
                "                      distributed_backend='dp',\n"
                "                      early_stop_callback=False,\n"
                "                      use_amp=opt.use_amp\n",
                "                      limit_train_batches=4,\n",
                "the Trainer's 0.7.1 arguments (gpus, distributed_backend 'dp', "
                "early_stop_callback, use_amp) are gone from Lightning 2: its defaults, the "
                "one CPU here; 4 batches an epoch (not the data set's 256 / batch size)",
            ),
            Edit(
                "    p2 = Process(target=run_tensorboard(new_run=True))  # start tensorboard\n"
                "    p2.start()\n",
                "",
                "no TensorBoard server: run_tensorboard is called in the main process (its "
                "result is the target) and loops for ever serving the logs, so the script never "
                "ends",
            ),
            Edit("    p2.join()\n", "", "no TensorBoard server to wait for"),
            Edit(
                "from torchvision import datasets, transforms\n",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.MNIST = corpus_data.MNIST\n",
                MADE + " (the MNIST digits Moving MNIST is drawn from)",
                "data/MovingMNIST.py",
            ),
            Edit(
                "[transforms.Scale(self.digit_size),",
                "[transforms.Resize(self.digit_size),",
                "transforms.Resize: torchvision 0.12 removed its old name, Scale",
                "data/MovingMNIST.py",
            ),
        ),
        # The readme's `python main.py`, with batches of 4 (not 12), ConvLSTM cells of 4
        # channels (not 64) and one epoch (not 300): a CPU.
        args=("--batch_size", "4", "--n_hidden_dim", "4", "--epochs", "1"),
        paths=("models", "data/MovingMNIST.py", "utils"),
        first_sight="kept",
    ),
    Recipe(
        "sgallon-east-text-detection",
        *SGALLON,
        "project3/code/train_EAST.py",
        "scene text detection (EAST: a VGG16 with batch norm, its pooled features merged "
        "upwards through convs with batch norm, a score map and a geometry of 4 distances and "
        "an angle per pixel; a dice loss on the score map taken over the whole batch, plus "
        "IoU and angle losses weighted by the true score map and divided by its sum over the "
        "batch; Adam, MultiStepLR; crops, height changes, rotations and colour jitter drawn "
        "with NumPy and torchvision in __getitem__; a shuffled DataLoader with drop_last; a "
        "checkpoint each epoch)",
        "differ",
        (
            "its dice loss is 1 - 2 sum(gt * pred) / (sum(gt) + sum(pred)) over the whole "
            "batch, one ratio of sums: the gradient at one sample's score map moves with every "
            "other sample's, so each rank's dice over its slice is another loss than one "
            "process's over the batch; docs/run.md: the ranks differ from the run of the "
            "split, named as a loss that mixes the batch's samples (its geometry terms, "
            "divided by the batch's sum of the true score map, are another weighting per "
            "slice too); the crops, rotations and jitter are the data's, seeded per sample; "
            "batch norm per rank"
        ),
        (
            Edit(
                'HOME = r"/home/jupyter/sjl/neural-network-deep-learning/project3"\n',
                "HOME = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')\n",
                "project3/ where the repository is (the author's own folder written in)",
                "project3/code/config.py",
            ),
            Edit(
                "    trainset = custom_dataset(train_img_path, train_gt_path)\n",
                "    trainset = custom_dataset(train_img_path, train_gt_path, length=128)\n",
                "crops of 128 (not 512): a VGG16 on a CPU",
            ),
            Edit("    batch_size = 8\n", "    batch_size = 4\n", "batches of 4 (not 8)"),
            Edit(
                "    num_workers = 8\n", "    num_workers = 0\n", "no loader workers: 2 cores here"
            ),
            Edit(
                "    epoch_iter = 600\n",
                "    epoch_iter = 1\n",
                "one epoch (not 600): 3 steps over the 12 pictures made here",
            ),
            Edit(
                "    start_epoch = 5\n",
                "    start_epoch = 0\n",
                "from scratch: at HEAD it resumes from its own epoch-5 checkpoint "
                "(pths/EAST/model_epoch_5.pth, not in the repository), as train() does by "
                "default",
            ),
        ),
        # The readme's `python ./code/train_EAST.py` (EAST(pretrained=False): no VGG weights
        # read). Installed from PyPI (--no-deps): shapely 2.2.0 (module shapely), which
        # EAST/dataset.py imports.
        paths=("project3/code/EAST", "project3/code/config.py", "project3/code/logger_utils.py"),
        data="sgallon_east_text",
        names="mixes the batch's samples",
        first_sight="kept",
    ),
    Recipe(
        "fshamshirdar-kitti-deepvo",
        *FSHAMSHIRDAR,
        "main.py",
        "visual odometry (DeepVO: FlowNet-style convs over two stacked 384 x 1280 frames, "
        "two LSTMCells whose states the model keeps as attributes, reset each batch to zeros "
        "of --bsize rows, a linear layer to a 6-DoF pose change; MSE on the translation plus "
        "100 times MSE on the angles, over the trajectory; SGD with momentum and weight "
        "decay; a shuffled DataLoader of KITTI trajectories with drop_last; a checkpoint each "
        "epoch)",
        "differ",
        (
            "train_model calls model.reset_hidden_states(size=batch_size) with --bsize before "
            "each batch, so the LSTMCells' states are zeros of the global batch's rows: one "
            "process takes batches of 2 and runs, each rank's slice of 1 meets states of 2 "
            "rows and stops in lstm1; docs/run.md: where one process ran its steps and the "
            "ranks stopped on a batch size written into the script (the error names the "
            "global batch's rows), the verdict is differ, naming it"
        ),
        (
            Edit(
                "        print (epoch, batch_idx, loss.data.cpu()[0])\n",
                "        print (epoch, batch_idx, loss.data.cpu().item())\n",
                ZERO_DIM + " (an IndexError after the first step at HEAD)",
            ),
        ),
        # The readme: run main.py with --datapath at KITTI (train is the default mode); here
        # the KITTI made here, batches of 2 (not 32), trajectories of 1 frame pair (not 10),
        # one epoch (--train_iter is its epochs: 3 steps over the 6 samples), checkpoints
        # into its folder (the default None fails at the first save).
        args=(
            "--datapath",
            "kitti",
            "--bsize",
            "2",
            "--trajectory_length",
            "1",
            "--train_iter",
            "1",
            "--checkpoint_path",
            ".",
        ),
        paths=("deepvonet.py", "dataset.py"),
        data="fshamshirdar_kitti",
        names="a batch size written into the script breaks on a slice of the batch",
        first_sight="kept",
    ),
    Recipe(
        "opconty-voc-ctpn",
        *OPCONTY,
        "ctpn_train.py",
        "scene text detection (CTPN: VGG16's convolutions without batch norm, a 3 x 3 conv, "
        "a bidirectional GRU along each row of the feature map, 1 x 1 convs to 10 anchors' "
        "text scores and vertical offsets; NLL over the anchors its cal_rpn labelled, positives "
        "and negatives subsampled with NumPy while a sample loads, plus a smooth L1 on the "
        "positives, both read from the batch's first sample; SGD with momentum, StepLR; a "
        "shuffled DataLoader of batches of 1, flips drawn in __getitem__; a checkpoint when an "
        "epoch's loss falls)",
        "agree",
        (
            "batches of 1 (written into the script) from a shuffled DataLoader: rank 0's chunk "
            "is the sample, rank 1's would be empty and steps on a copy of it with weight 0 "
            "(docs/run.md), so the ranks' average is one process's gradient; its losses read "
            "target[0] and input[0], the one sample; the flips and the anchors' subsampling "
            "are the data's, drawn in __getitem__, seeded per sample; no batch norm (bn=False, "
            "a VGG16 without it), no dropout in the parts it trains"
        ),
        (
            Edit(
                "epochs = 20\n",
                "epochs = 2\n",
                "one epoch (not 19: its loop runs range(resume_epoch + 1, epochs)), 4 steps over "
                "the 4 pictures made here",
            ),
        ),
        # The readme's `python ctpn_train.py --image-dir image_dir --labels-dir labels_dir
        # --num-workers num_workers`: its config's default folders (made here), no loader
        # workers (2 cores here). Its pretrained weights (from Dropbox, no longer available)
        # are read only where the file exists: it starts from VGG16(pretrained=False).
        args=("--num-workers", "0"),
        paths=("config.py", "ctpn_model.py", "ctpn_utils.py", "data", "checkpoints"),
        data="opconty_voc_text",
        first_sight="kept",
    ),
)
