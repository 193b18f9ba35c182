"""Batch i, topics (22) to (24): batch i's rule (corpus_first_sight_i.py's docstring, verbatim
there) applied to lane detection, stock price prediction with a transformer, and hand gesture
recognition. Six scripts from six repositories, two per topic; at first sight 4 of 6 kept.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the 1-minute load of the 2-core
machine when it ended, shared with the other helpers' runs), before its first sight. No package
was installed: cv2, skimage, pandas, scikit-learn, matplotlib and tqdm were in .venv already.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wti, 2026-11-29, one at a time behind the batch's lock
/tmp/i_first_sight.lock, each once, --timeout 900, from a private copy of the benchmarks at
/tmp/22to24 holding no other batch i part), before any change made for it.

Read as batches c to h read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a result's repository is the one the result names (a page of a
documentation site that links another repository is that site's result, not the linked
one's). "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, the other helpers' parts of batch i included (checked just before
each was taken: none of the repositories taken below was named). Ranks are the results' own.
`code` named two qualifying repositories for each topic, so `pages` was not asked. Per topic,
in the order the results came:

22. Lane detection, `code` (query "lane detection pytorch training loop example"):
    Jiangshan00001/lanenet_test (rank 1, README.md.bak; HEAD
    c9f0328c2a3349388ce4f5b796ced7311b3ef3a1) taken: its readme's command, `python3
    train.py` ("the gpu is needed for train"), LaneNet's ENet with the discriminative loss on
    TuSimple. Made here: TuSimple's train_set (its readme wgets it from S3) in its format, a
    label_data JSON of lanes, h_samples and raw_file a line, and 6 road pictures of 320 x 180
    (corpus_data_i_22to24.tusimple_lanes). DiscriminativeLoss.py imports torch_scatter's
    scatter (a compiled extension, no wheel for this torch) and never calls it: a stand-in
    module beside it (`files`), not a skip, as nothing of the extension runs. Edits: the data's
    folder (data/tusimple under the run's, not /data/tusimple) and its pictures resized to 128
    x 64 by the data set's own size argument (not 512 x 256), one epoch (not 5), and three in
    DiscriminativeLoss.py for the CPU: its two running sums made with .cuda() whatever is
    there, and its pairs' mask, made boolean only where CUDA is (masked_select refuses int8 on
    the CPU). Plain run: 55.1 s, exit 0, at load 14.2 (286 s at 512 x 256 with 8 pictures, at
    load 17.5; 128 s at 256 x 128, at load 15.1).
    makerviet/via-docs (rank 2, content/models/lane-line-detection-pinet/index.md; HEAD
    a18d9c4c105781908da58e9987c513010e3379c9) skipped, no training script: the documentation
    site of a self-driving car kit (Markdown pages; its Python files, scripts/add_version.py
    and convert_multilang.py, build the site); the page links its model's code elsewhere
    (ducnguyenhuynh/via-line-detection), a link, not a result.
    danielriege/lanedetection (rank 3, README.md; HEAD fa9608bf35d6b573acfc88ad4c4e4f29eb148e3c)
    taken: its readme's `python3 train.py` ("Dataset is not open source yet"). Made here: a
    Supervisely project as its supervisely_parser reads it, obj_class_to_machine_color.json and
    a data set of 12 road pictures of 320 x 180 with img/, masks_machine/ (a grey value per
    class) and ann/ (corpus_data_i_22to24.supervisely_lanes). Edits: 4 steps (not 6,000),
    batches of 4 (not 16), pictures resized to 128 x 96 (not 320 x 224; both divisible by its
    U-Net's 32). Plain run: 71.9 s, exit 0, at load 13.4 (129.5 s at 320 x 224, at load 13.2).
    voldemortX/pytorch-auto-drive (rank 4) was not needed.

23. Stock price prediction with a transformer, `code` (query "stock price prediction with a
    transformer pytorch training loop example"): pangyuteng/public-misc (rank 1,
    finance/transformer/README.md; HEAD 2fd824a3ad51e430eb43b5b63e595908457324d1) skipped,
    another framework: the readme's `python train.py` (finance/transformer/train.py) builds
    and fits a Keras transformer in TensorFlow; nothing there is PyTorch.
    pauliano22/Stock-Algo (rank 2, model/model.py; HEAD
    4b804f5eb28e57e227cf3a687eb75fdf1733dceb) taken: the hit's model/model.py is not at HEAD
    (its loop, an MLP on X and y, is the one model/train_model.py runs at HEAD), and the readme
    runs no command (it describes an LSTM; the script trains an MLP): model/train_model.py,
    HEAD's one training script. Made here: Yahoo Finance's AAPL prices, which it downloads
    with yfinance, by a stand-in yfinance module beside it (`files`) whose download makes a
    random walk (corpus_data_i_22to24.yahoo_download). No edit: 100 full-batch epochs of a
    small MLP. Plain run: 28.2 s, exit 0, at load 11.1.
    Fluffy-SHIBAINU/nvda-stock-predictor (rank 3, model/transformer_model.py; HEAD
    dfaa8e8dd7e8009a71e129ff1bf05556385fb112) taken: its readme's `python3 train.py`, which
    trains the LSTM (the hit's transformer_model.py is a model no script trains). Made here:
    NVDA's prices over 2023 by the same yfinance stand-in. Edits: train.py imports
    load_nvda_data, which utils/dataset.py does not define at HEAD (its one loader is
    load_stock_data, NVDA by default): imported under the name the script calls, the
    repository's own bug; one epoch (not 20). Plain run: 33.5 s, exit 0, at load 11.2 (112.6 s
    with 20 epochs, at load 10.7). dupenf/stock-transformer (rank 4) was not needed.

24. Hand gesture recognition, `code` (query "hand gesture recognition pytorch training loop
    example"): aldalinde/PyTorch_Course_Project (rank 1, README.md; HEAD
    64e4e576e5436827cb0476856f89442586f356ed) skipped, no training script: it trains in a
    notebook (training_model.ipynb); its one Python file, model_Net.py, holds the data set and
    model classes, no loop. Wenminggong/cnn-for-hand-gestures-recognition-pytorch (rank 2,
    README.md; HEAD 3c9a761220688152c551254abcce2e88ef341abc) skipped, no run on a CPU in
    about a minute: its train.py's model is sized for its pictures center-cropped to 4,608 x
    3,456 (load_data.py; linear1 takes 288 x 13 x 18 features, so no smaller picture fits
    without changing the model), and one picture's forward and backward took 17.5 s and 3.2 GB
    here (6.5 s and 11 s, at load 9.5): the 3 checked steps of at least 2 pictures (the 2
    ranks' split), and its validation pass each epoch, are past 2 minutes a run and about
    6 GB a process. yuan64198/Hand_Gesture_Recognition (rank 3, README.md; HEAD
    fef5da2e9fb5b6c27a096aebcfdc309940f640c8) taken: its readme's `python train.py --mode
    train`. Its data are in the repository (train_set/, the SmartWatch Gestures data set's
    2,560 traces), taken with it (`paths`); nothing made here. Edit: 6 epochs (not 501), a
    full-batch step each. Plain run: 41.7 s, exit 0, at load 9.8.
    Sliverk/gesture_recognition_pytorch (rank 4, README.md; HEAD
    a0c30d43bf3909f2d241d41732510f3a54e5b114) taken: its readme's training command, `python
    train_gesture.py` (after split_data.py writes the lists). Made here: its Dataset.zip is not
    in the mirror (a large file): the lists split_data.py writes, datalist/train.txt and
    test.txt, `PATH,LABEL` a line, over 32 and 8 pictures of 100 x 100 of the 10 digits, and
    the model/ folder it saves into (corpus_data_i_22to24.gesture_digit_images). Edit: one
    epoch (not 50). Its 4 loader workers are kept. Plain run: 17.5 s, exit 0, at load 9.3.

Skips: 4 (makerviet/via-docs, pangyuteng/public-misc, aldalinde/PyTorch_Course_Project,
Wenminggong/cnn-for-hand-gestures-recognition-pytorch).

First sight, 4 of 6 kept, no silent wrong result:
- jiangshan-lanenet-enet: broken, `differ` at 0.000161 against a yardstick of 5.66e-06,
  first at 'asymmetric2_3.ext_conv2.2.weight', hedging that its split run ran
  DiscriminativeLoss whole; with --sync-batchnorm still 0.00244 apart. Its log says why: "the
  loss at train.py:101 adds up terms of each row of the rank's slice (a loop over the batch's
  samples), not divided after: a sum over the batch, so the ranks' gradients are added up".
  The cause appears to be the reading of a loop's per-row terms (averaging/loss_graph.py,
  row_terms): the loss is bin_loss + inst_loss, each a sum over the slice's rows divided by
  the batch's size inside DiscriminativeLoss before the two are added, and the divisor is
  read only from scalings above the topmost addition, so 1.0, "a sum"; the ranks' gradients
  were added, twice one process's (Adam, scale-blind but for its weight decay and eps, left
  it small). On slices of one row (a batch of 2) a sum and a mean are also the same thing,
  which it reads as a sum. The rule missing: a division by the slice's rows on every branch
  of the terms added is a mean (and a slice of one row decides nothing between them).
- riege-lanedetection-vgg8u: kept (`cannot tell`: it draws at random after its first
  backward, each rank its own; np.random.randint at data_generator.py:93 named, with the
  augmentation's draws; dropout switched off).
- pauliano-stock-algo-mlp: kept (`agree`, largest difference 0 after 8 steps, with the
  warning that the ranks train on the same batches and the note that nothing was drawn after
  the first backward).
- fluffy-nvda-lstm: broken, `differ` at 2.78e-05 against a yardstick of 7.45e-09, first at
  'lstm.weight_ih_l0', naming no cause: it hedged that "that run ran MSELoss whole, which the
  ranks split: the difference may be that, not the script". The verdict is right, its cause
  unnamed: the MSE's broadcast output, B x B, cannot be joined along the batch, so the split's
  run computes the loss whole and its test of mixing (a second derivative in the outputs) has
  nothing to take, and the mixing here is through the targets anyway. The rule missing: a loss
  whose elementwise term broadcasts the batch against itself (outputs (B,) against targets
  (B, 1), torch's own "target size that is different to the input size" warning) pairs every
  sample with every other and is named as mixing the batch's samples.
- yuan-smartwatch-gesture-cnn: kept (`agree`, largest difference 0 after 6 steps, dropout
  switched off, with the warning that the ranks train on the same batches).
- sliverk-gesture-digits-cnn: kept (`agree`, largest difference 1.86e-09, compared with one
  process directly: the shuffled loader's batches of 8 split 4 + 4).

Doubts for the lead:
- Topic 22, Jiangshan00001: torch_scatter (a compiled extension) is imported and never
  called; taken with a stand-in module rather than skipped for "a compiled CUDA extension",
  reading that reason as an extension the training runs.
- Topic 22, danielriege: `cannot tell` as read (each step's batch drawn with np.random.randint
  by each rank), although its augmentation reseeds NumPy per picture from a counter every rank
  counts alike, so from the third step on the ranks' draws meet again; the second step's
  indices are drawn before any reseed, from each rank's own stream.
- Topic 23, Fluffy-SHIBAINU: the script does not run at HEAD (an import of a name its module
  does not define); taken with a one-name edit, not skipped. Its `differ` is of a shape
  docs/run.md says the check does not see: the MSE's broadcast of outputs (B,) against
  targets (B, 1) mixes the batch's samples through the targets alone (each output's
  gradient holds the batch's mean target), so the second derivative in the outputs the check
  takes is zero; the recipe holds a correct verdict to name the mixing ("mixes the batch's
  samples"), which a `differ` naming nothing would miss.
- Topic 23, pauliano22: the hit's script is gone at HEAD; its successor, HEAD's
  model/train_model.py, taken (as batch h took a later form of a hit's script at HEAD).
- Topic 24, Wenminggong: skipped for time and memory (the rule's "runs on a CPU ... in about
  a minute"), not for one of the listed mechanical reasons; measured as said above.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

JIANGSHAN = ("Jiangshan00001/lanenet_test", "c9f0328c2a3349388ce4f5b796ced7311b3ef3a1")
RIEGE = ("danielriege/lanedetection", "fa9608bf35d6b573acfc88ad4c4e4f29eb148e3c")
PAULIANO = ("pauliano22/Stock-Algo", "4b804f5eb28e57e227cf3a687eb75fdf1733dceb")
FLUFFY = ("Fluffy-SHIBAINU/nvda-stock-predictor", "dfaa8e8dd7e8009a71e129ff1bf05556385fb112")
YUAN = ("yuan64198/Hand_Gesture_Recognition", "fef5da2e9fb5b6c27a096aebcfdc309940f640c8")
SLIVERK = ("Sliverk/gesture_recognition_pytorch", "a0c30d43bf3909f2d241d41732510f3a54e5b114")

# lanenet_test's DiscriminativeLoss.py imports torch_scatter's scatter and never calls it.
TORCH_SCATTER_STAND_IN = """
def scatter(*args, **kwargs):
    raise NotImplementedError("a stand-in: the script imports scatter and never calls it")
"""

# Both stock scripts download prices with yfinance (Yahoo Finance's service): a stand-in module
# beside the script whose download makes them here (corpus_data_i_22to24.yahoo_download).
YFINANCE_STAND_IN = """
from corpus_data_i_22to24 import yahoo_download as download
"""
YAHOO = "prices made here by a stand-in yfinance module, no download"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "jiangshan-lanenet-enet",
        *JIANGSHAN,
        "train.py",
        "lane detection (LaneNet, Neven et al.: an ENet of two branches on TuSimple's road "
        "pictures, 512 x 256 after a CLAHE of the lightness, a binary lane mask and an "
        "instance mask drawn from the labelled lanes' points; batch norm, Dropout2d; the "
        "discriminative loss, pull to each instance's mean and push the means apart, on both "
        "branches, taken per picture in a loop and divided by the batch; Adam with weight "
        "decay made inside the loop function; a shuffled DataLoader of batches of 2; autocast "
        "on CUDA; the model saved every 10 iterations)",
        "agree",
        "its shuffled DataLoader's batches of 2 are split per rank (1 + 1): the loss is a loop "
        "over the batch's pictures adding one discriminative loss per picture (each a value of "
        "its own picture alone: its instances' means, pulls and pushes), divided by the "
        "batch's size after, a mean: one process's average; the dropout (Dropout2d in the "
        "bottlenecks) is switched off for the check; nothing else drawn; the split's own "
        "effect, batch norm per rank, is named beside the agree",
        (
            Edit(
                "ldata = LaneDataset('/data/tusimple')",
                "ldata = LaneDataset('data/tusimple', size=(64, 128))",
                "the data made here, under the run's folder, not /data/tusimple; its pictures "
                "resized to 128 x 64, not 512 x 256 (the data set's own size argument): plain "
                "runs took 286 s (4 steps at 512 x 256) and 128 s (3 steps at 256 x 128) on "
                "the 2 shared cores at a load of 15 to 17",
            ),
            Edit(
                "for epoch in range(0,5):",
                "for epoch in range(0,1):",
                "one epoch, not 5 (3 steps over the 6 pictures made here)",
            ),
            Edit(
                "instance_segmenatation_loss = torch.tensor(0.).cuda()",
                "instance_segmenatation_loss = torch.tensor(0.)",
                "CPU: the loss's running sum is made on CUDA whatever is there",
                "DiscriminativeLoss.py",
            ),
            Edit(
                "bin_segmenatation_loss = torch.tensor(0.).cuda()",
                "bin_segmenatation_loss = torch.tensor(0.)",
                "CPU: likewise the binary branch's",
                "DiscriminativeLoss.py",
            ),
            Edit(
                "mask = (1 - torch.eye(num_instances, dtype=torch.int8)).view(-1, 1)",
                "mask = (1 - torch.eye(num_instances, dtype=torch.int8)).bool().view(-1, 1)",
                "CPU: the pairs' mask is made boolean only where CUDA is there (its "
                ".type(torch.cuda.BoolTensor)), and masked_select refuses an int8 mask: "
                "boolean on the CPU as on CUDA",
                "DiscriminativeLoss.py",
            ),
        ),
        names="batch norm per rank",
        files={"torch_scatter.py": TORCH_SCATTER_STAND_IN},
        paths=("DiscriminativeLoss.py", "ENet.py", "LaneDataset.py"),
        data="tusimple_lanes",
        first_sight="broken: differ at 0.000161 (yardstick 5.66e-06), first at "
        "'asymmetric2_3.ext_conv2.2.weight', hedging that the split's run ran "
        "DiscriminativeLoss whole; the loss read as a sum over the batch's rows, the ranks' "
        "gradients added; with --sync-batchnorm still 0.00244 apart",
    ),
    Recipe(
        "riege-lanedetection-vgg8u",
        *RIEGE,
        "train.py",
        "lane detection (a VGG-style U-Net of 8 blocks, VGG8U, segmenting lane markings of a "
        "Supervisely project's road pictures into classes and background, a softmax over the "
        "classes; batch norm and dropout; the focal Tversky loss over the batch's pixels; "
        "Adam; no DataLoader: a batch of 16 drawn per step with np.random.randint from the "
        "file list, each picture flipped, cropped and brightened by NumPy draws reseeded per "
        "picture from a counter; validation every 20 steps)",
        "cannot tell",
        "no DataLoader: each step's batch is drawn with np.random.randint over the pictures "
        "(DataGenerator.__call__), in the training loop after the first backward, by each rank "
        "from its own stream: the ranks train on other pictures than one process (its "
        "augmentation reseeds NumPy per picture with np.random.seed from a counter that every "
        "rank counts alike, so the draws after a step may meet again, but the second step's "
        "indices are drawn before any reseed)",
        (
            Edit("STEPS = 6000", "STEPS = 4", "4 steps, not 6,000"),
            Edit(
                "BATCH_SIZE = 16",
                "BATCH_SIZE = 4",
                "batches of 4, not 16",
            ),
            Edit(
                "RESIZE_WIDTH = 320\nRESIZE_HEIGHT = 224",
                "RESIZE_WIDTH = 128\nRESIZE_HEIGHT = 96",
                "pictures resized to 128 x 96, not 320 x 224 (both divisible by the U-Net's 32): "
                "a plain run of 4 steps of 4 at 320 x 224 took 129.5 s at a load of 13",
            ),
        ),
        paths=(
            "lanedetection/__init__.py",
            "lanedetection/data_generator.py",
            "lanedetection/supervisely_parser.py",
            "lanedetection/utils.py",
            "lanedetection/models/__init__.py",
            "lanedetection/models/unet.py",
        ),
        data="supervisely_lanes",
        first_sight="kept",
    ),
    Recipe(
        "pauliano-stock-algo-mlp",
        *PAULIANO,
        "model/train_model.py",
        "stock price prediction (an MLP of three linear layers from a day's five min-max "
        "scaled prices and volume, Yahoo Finance's AAPL, to the next day's close; the whole "
        "training split as one batch each epoch, no DataLoader; MSE, Adam, 100 epochs; a test "
        "loss and a next-day prediction)",
        "agree",
        "no DataLoader: every epoch trains on the whole training split "
        "(X_train, split once with a fixed random_state), the same on every rank; nothing "
        "random in training (no dropout, no batch norm): every rank trains on the whole batch "
        "as one process: exact, with the warning that the ranks train on the same batches",
        files={"yfinance.py": YFINANCE_STAND_IN},
        first_sight="kept",
    ),
    Recipe(
        "fluffy-nvda-lstm",
        *FLUFFY,
        "train.py",
        "stock price prediction (a 2-layer LSTM over 30 days of min-max scaled closing prices, "
        "Yahoo Finance's NVDA over 2023, to the next day's close, from the last step's hidden "
        "state; a shuffled DataLoader of batches of 32; MSE between the squeezed outputs, (B,), "
        "and the targets, (B, 1), which broadcasts to every output against every target; "
        "Adam, 20 epochs; the test split predicted and plotted)",
        "differ",
        "its shuffled DataLoader's batches of 32 are split per rank (16 + 16), but the loss, "
        "nn.MSELoss of output.squeeze(), (B,), against yb, (B, 1), broadcasts to a B x B "
        "matrix, each output against every target of the batch, and takes its mean: each "
        "output's gradient is 2/B (output - the batch's mean target), so each rank pulls its "
        "outputs to its own slice's mean target, one process to the global batch's: the ranks "
        "train another loss than one process (and than the split's run, whose loss takes the "
        "joined outputs against the whole batch's targets); a correct verdict names the loss "
        "as mixing the batch's samples (here through the targets, not the outputs)",
        (
            Edit(
                "from utils.dataset import load_nvda_data",
                "from utils.dataset import load_stock_data as load_nvda_data",
                "the repository's own bug at HEAD: train.py imports load_nvda_data, which "
                "utils/dataset.py does not define; its one loader, load_stock_data (NVDA by "
                "default, the readme's data), under the name the script calls",
            ),
            Edit(
                "epochs = 20",
                "epochs = 1",
                "one epoch, not 20 (6 steps over the 183 training windows of the prices made "
                "here; 20 epochs took 112.6 s at a load of 10.7)",
            ),
        ),
        names="mixes the batch's samples",
        files={"yfinance.py": YFINANCE_STAND_IN},
        paths=("model/lstm_model.py", "utils/dataset.py"),
        first_sight="broken: differ at 2.78e-05 (yardstick 7.45e-09), first at "
        "'lstm.weight_ih_l0', naming no cause: hedged that the split's run ran MSELoss whole, "
        "its outputs not joinable along the batch",
    ),
    Recipe(
        "yuan-smartwatch-gesture-cnn",
        *YUAN,
        "train.py",
        "hand gesture recognition (a 1D CNN of three convolutions with dropout and a "
        "two-layer classifier with dropout over a smartwatch's accelerometer traces, the "
        "SmartWatch Gestures data set's 20 gestures of 8 users, each trace padded to 51 "
        "steps; the whole training split as one batch each epoch, no DataLoader; "
        "cross-entropy, SGD with momentum; an accuracy on the validation split after each "
        "step, the model left in training mode; a checkpoint every 25 epochs)",
        "agree",
        "no DataLoader: every epoch trains on the whole training split (1,920 traces, split "
        "once with a fixed random_state), the same on every rank; the dropout (nn.Dropout, "
        "four of them) is switched off for the check; nothing else random: every rank trains "
        "on the whole batch as one process: exact, with the warning that the ranks train on "
        "the same batches",
        (
            Edit(
                "NUM_EPOCHS = 500",
                "NUM_EPOCHS = 5",
                "6 epochs (its range runs NUM_EPOCHS + 1), not 501: a step each",
            ),
        ),
        args=("--mode", "train"),
        paths=("model.py", "checkpoints.py", "train_set"),
        first_sight="kept",
    ),
    Recipe(
        "sliverk-gesture-digits-cnn",
        *SLIVERK,
        "train_gesture.py",
        "hand gesture recognition (a small CNN of three convolutions and three linear layers "
        "over 100 x 100 colour pictures of hands showing the digits 0 to 9, read with "
        "skimage; a shuffled DataLoader of batches of 8 with 4 workers; cross-entropy, SGD "
        "with momentum, 50 epochs; the model saved each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 8 are split per rank (4 + 4): one process's "
        "average of a mean cross-entropy; no dropout, no batch norm, nothing random in "
        "training: the ranks compute the split's arithmetic",
        (Edit("for epoch in range(50):", "for epoch in range(1):", "one epoch, not 50"),),
        data="gesture_digit_images",
        first_sight="kept",
    ),
)
