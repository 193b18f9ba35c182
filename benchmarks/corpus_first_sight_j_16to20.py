"""Batch j, topics (16) to (20): batch j's rule (corpus_first_sight_j.py's docstring, verbatim
there) applied to satellite image classification, SVHN digit classification, CIFAR-100
classification, sketch classification Quick Draw, and captcha recognition. Ten scripts from
ten repositories, two per topic; at first sight all 10 kept.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs: loads of 6 to 22 while these ran), before its first
sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtj (b7be56d), 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it. Each ran from a private copy of benchmarks/
(corpus.py, corpus_recipes.py, every corpus_data*.py but batch j's, and this part and its
data module), one folder per recipe, copied when its plain run passed.

Installed into .venv from PyPI for these scripts: rasterio 1.4.4 (JonathanPrexl's data set
reads its Sentinel-2 tifs with it; with affine, cligj, click-plugins), gcsfs 2026.10.1
(JosephSav's dataset.py imports it at the top for its cloud data set, which train.py does not
use; with google-cloud-storage and its libraries) and captcha 0.7.1 (Serendipity-hjn's data
set draws its captchas with it).

Read as batches c to i read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers'
parts of batch j included (checked just before each was taken: none of the repositories taken
below was named). Ranks are the results' own. `code` named two that qualified for every topic,
so `pages` was not asked. Four skips. Per topic, in the order the results came:

16. Satellite image classification, `code` (query "satellite image classification pytorch
    training loop example"): bragehs/INF367A-DeforestationDrivers (rank 1, models.py; HEAD
    cf3a89ac7431b690f4133ae11025e781a97ad6b6) skipped, training only in a notebook: the hit's
    models.py is not at HEAD (removed in its history); its readme trains in
    original_implementation.ipynb, PseudoSeg_implementation.ipynb and STC.ipynb, and its .py
    files (original_utils.py, preprocessing_stc.py) hold data sets, models and losses but no
    training loop. Herschelle45/SatelliteWeatherImages_Classification (rank 2, README.md;
    HEAD 473b021eb3f6c7d2581a36b7ecf9cd501d5d4af6) taken: train.py, the readme's "training
    loop" (it gives no command), Inception-ResNet-v2 on the Kaggle satellite weather images.
    Made here: filepaths.csv and satelliteimgs/, 2 RGB pictures of 64 x 64
    (corpus_data_j_16to20.herschelle_satellite). Edits: LOAD = True, which loads FILENAME = ''
    (torch.load('') fails at HEAD whatever the data), to False; one epoch; batches of 2 (not
    32). One step, steps=1: a step of 2 pictures at 299 x 299 took 23 to 31 s at load 1 and
    57 to 96 s at load 16. Plain run: 161.3 s, exit 0, at load 16 to 23 (with 4 pictures, 2
    steps: 170.2 s). JonathanPrexl/pytorch_remote_sensing_template (rank 3, README.md; HEAD
    67d0152b7a0fa3a2258da4e1a124616f4b36a18a) taken: src/main.py, the readme's `python3
    main.py`, a Hydra app whose default config ("vit") configs/ does not hold: its vit_8x8.yaml
    (the readme's 2024 ViT) taken with `--config-name vit_8x8`, and the readme's form of
    overrides (`gpu_idx=cpu`): one epoch, batches of 4, no loader workers, results under the
    run's folder, the data's folder and a split file. Data: the repository's own EuroSAT tifs
    (4 for training, one of each other class for the validation set it makes), listed in a
    split file written beside it (its own lists the author's /home/user/ paths). One step,
    steps=1 (a step of 4 took 60 to 79 s at load 20). rasterio installed. Plain run: 141.1 s,
    exit 0, at load 20 (3 steps of 4: 233.3 s, at load 22). joelzarco/deep-learning-with-
    pytorch (rank 4) was not needed.

17. SVHN digit classification, `code` (query "SVHN digit classification pytorch training loop
    example"): ivan-selchenkov/dcgan (rank 1, main.py; HEAD
    a0b7803531a3bfd937ddd58a25877c481f44e12a) taken: main.py, the hit's script (the readme
    gives no command), Udacity's DCGAN trained on SVHN (a GAN, not a classifier: the rule
    takes the repository the results give). Made here: SVHN's 32 x 32 colour digits, 384 for
    training (corpus_data_j_16to20.SVHN384, torchvision's `split` and `labels`). Edits: that;
    its utils.py's `data_iterator.next()` (a DataLoader's iterator has no .next() since torch
    1.13) and `plot_size / 2` columns (matplotlib 3.6 refuses a float); one epoch (3 steps of
    128). Plain run: 45.8 s, exit 0, at load 18 to 21. aamui/cs273a_final_project (rank 2,
    something.py; HEAD 993d894b878ff48056779abb1fe2bb3f4c947ef7) taken: the hit's script only
    loads SVHN (no model, no training) and there is no readme; the repository's one PyTorch
    training script, cnn_ensemble.py, is taken, with its docstring's command (`--mode train
    --n_ensemble 3`) with one model, one epoch, batches of 64 and no loader workers (its own
    flags). Made here: SVHN, 256 and 64 (corpus_data_j_16to20.SVHN). Plain run: 35.6 s, exit
    0, at load 19. FutureComputing4AI/Connectionist-Symbolic-Pseudo-Secrets (ranks 3 and 4)
    was not needed.

18. CIFAR-100 classification, `code` (query "CIFAR-100 classification pytorch training loop
    example"): luannt0801/semi-supervised-learning (rank 1, logs/result.md; HEAD
    6684f7a9fd6efbd26b3a022ac999f44ead68ae51) taken: main.py, which its readme runs (`python
    main.py --dataset cifar10 ... --model LeNet`), with the hit's command for CIFAR-100
    (`--dataset cifar100 --num_classes 100 --model resnet20 --epochs 10 --batch_size 64 --lr
    0.005 --optimizer sgd --device cuda`) and one epoch. Made here: CIFAR-100, 256 and 64
    (corpus_data_b.CIFAR100), swapped in its src/data.py (its path is the author's D: drive).
    Plain run: 70.2 s, exit 0, at load 16 to 18. sidrocks/cifar100resnet (rank 2, README.md;
    HEAD fb517303615f78ded641351f858232857e423e4a) taken: train.py, the readme's `python
    train.py --epochs 50 --batch-size 128 --lr 0.1`, with one epoch and batches of 4. Made
    here: CIFAR-100, 12 and 4 (batch i's corpus_data_i_13to15.CIFAR100Few). Edits: that, and
    three f-strings whose braces break across lines (Python 3.12's syntax, PEP 701; 3.11 here
    refuses the file). Plain run: 53.4 s, exit 0, at load 19. Mud-Fire/LML (rank 3, in the
    corpus: batch i) and yinleung/FSGDM (rank 4) were not needed.

19. Sketch classification Quick Draw, `code` (query "sketch classification Quick Draw pytorch
    training loop example"): lanking520/quickdraw (rank 1, README.md; HEAD
    35654894e367d71f3ea040ea46de3901d08fa7ab) taken: train_image.py, the readme's first
    training command (its second, train_shuffle_batch.py, reads Kaggle's shuffled csvs);
    MobileNet V2 from torchvision, untrained (pretrained=False: the readme's "pretrained" is
    not the code's), on the doodles its csv2img.py draws. Made here: input/images/, 4
    categories of 10 doodles of 64 x 64 (corpus_data_j_16to20.lanking_doodle_images). Edits:
    batches of 8 (not 256), one epoch, and its top-k accuracy's `.view(-1)` of a transposed
    tensor (torch refuses it: a RuntimeError after the first step) as `.reshape(-1)`. Plain
    run: 63.0 s, exit 0, at load 10. bunnekas/deepdraw (rank 2, README.md; HEAD
    8db7c75fcf86bc8459b7fc078f80c8f493d927ac) skipped, weights from a hub: its train.py
    fine-tunes or probes DinoV2 ViT-L/14, loaded with torch.hub.load('facebookresearch/dinov2',
    ...) (models/backbones/dinov2.py), and its data are WebDataset tar shards.
    JosephSav/sketch-classifier (rank 3, README.md; HEAD
    ca20c654e42c1bccafb0b16f447cc9e56c186a8b) taken: train.py (the readme names it, with no
    command), a small CNN on Quick, Draw!'s numpy bitmaps of ten classes. Made here:
    quickdraw_downloads/<class>.npy, 110 bitmaps a class (corpus_data_j_16to20.
    josephsav_quickdraw_npy). Edits: its path (../zzDatasets/, outside the repository), one
    epoch (not 100). gcsfs installed. Plain run: 24.8 s, exit 0, at load 13. framunoz/quick-
    torch (rank 4) was not needed.

20. Captcha recognition, `code` (query "captcha recognition pytorch training loop example"):
    fowill/fowill-NJU-Python-git (rank 1, Lecture9/附件/README.md; HEAD
    0afd1cc79cce62d429fadb18b53a9e68e8aeab4d) skipped, training only in a notebook: the hit's
    readme trains in captcha.ipynb on Colab (its folder holds that notebook and "create
    captchas.ipynb", no script). Serendipity-hjn/CaptchaSolver (rank 2, Readme.md; HEAD
    e0ac743566f289306ca9bb26bb6209aa1bc6828c) taken: src/main.py, the readme's `python
    src/main.py`, a CRNN with CTC on captchas the captcha package draws in the data set.
    Made here: src/models/, where it saves (corpus_data_j_16to20.serendipity_models_folder).
    Edits: batches of 8 (not 70), 3 batches an epoch (not 1,000) and one to validate (not
    100), one epoch of each of its two phases (not 6 and 3), and its CUDA calls (the model,
    the training and validation batches in src/Utils.py, the two captchas decoded after).
    captcha installed. Plain run: 51.8 s, exit 0, at load 7 to 11. skyduy/CNN_keras (rank 3,
    README.md; HEAD a2bd02a3b6f0c4ce028539fa2cfa1e071f29a8ed, master) skipped, another
    framework: the hit is the readme of its pytorch branch, but HEAD (master) trains with
    Keras (core/train.py), and its readme says so. YongWookHa/Captcha-Recognizer (rank 4,
    README.md; HEAD b504b608e3b31cd85f0bd6dd805edb05ee4e6bd4) taken: train.py, the readme's
    `python train.py`, a CNN-GRU encoder and an attention GRU decoder on the repository's own
    999 captchas. Made here: a label file of its first 48 and result/, where it saves
    (corpus_data_j_16to20.yongwookha_captchas). Edits: one epoch (not 30), that label file.
    Plain run: 10.5 s, exit 0, at load 6.5. The rest was not needed.

First sight, 10 of 10 kept, no silent wrong result (each run's time under --verify given):
- herschelle-inception-resnet-satellite: kept (`agree`, 0 against the split's run after its
  one step; dropout off at model.py:147; batch norm per rank named: 0.0006 from one process,
  and "still" 0.0006 with --sync-batchnorm; 190.6 s).
- prexl-eurosat-vit: kept (`agree`, 0 against the split's run; attention dropout off; the
  split itself 1.33e-05, named as rounding of sums over the slices; 60.5 s).
- ivan-dcgan-svhn: kept (`agree`, 1.19e-05 against the split's run, within 10x its yardstick
  of 0.0004; the noise's rows drawn by the global sample; batch norm per rank named: 0.000819
  from one process, 1.15e-05 with --sync-batchnorm; 47.2 s).
- aamui-svhn-cnn-ensemble: kept (`agree`, 0 against the split's run; the data set's crops and
  flips seeded by index; dropout off; batch norm per rank named: 0.00593, 5.26e-05 with
  --sync-batchnorm; 32.5 s).
- luannt-resnet20-cifar100: kept (`agree`, 0 against the split's run; augmentation seeded by
  index; batch norm per rank named: 0.00085, 2.34e-05 with --sync-batchnorm; 46.2 s).
- sidrocks-resnet18-cifar100: kept (`agree`, 0 against the split's run; augmentation seeded by
  index; batch norm per rank named: 0.153, 0.00171 with --sync-batchnorm against a yardstick
  of 0.0111; 40.1 s).
- lanking-quickdraw-mobilenet: kept (`agree`, 0 against the split's run; dropout off; batch
  norm per rank named: 0.012, 0.0113 with --sync-batchnorm against a yardstick of 0.0104;
  49.8 s).
- josephsav-quickdraw-cnn: kept (`agree`, 4.47e-08, compared with one process directly;
  13.9 s).
- serendipity-captcha-ctc: kept (`agree`, 0.00601 compared with one process directly, within
  10x its yardstick of 0.00557 (rounding moved by 1 ulp and each batch reversed); no run of
  the split's arithmetic reported (its forward gives (steps, batch, symbols), the batch on
  its second axis); the data set's draws seeded by index; dropout off; batch norm per rank
  ran, its effect within the yardstick, said so; 37.9 s).
- yongwookha-captcha-attention: kept (`differ`: rank 1 failed on "Expected hidden size (1, 8,
  64), got [1, 16, 64]" at model.py:43, with the hint naming 8 and 16, and the line that a
  batch size written into the script breaks on a slice of the batch; 11.6 s).

Doubts for the lead:
- Topic 17, ivan-selchenkov/dcgan: the results' first SVHN repository is a GAN, not a digit
  classifier; taken, as the rule takes repositories, not tasks. Its kept verdict carries two
  notes on the same draw (np.random.uniform at utils.py:31) that read against each other: one
  says it is "not a row per sample" and that the ranks cannot compute one process's steps,
  the next that its rows were drawn by the global sample they belong to. The draw is made
  with the rank's own batch size (a row per sample) in both D's and G's steps; fixed_z (16
  rows, before training) is the one draw that is not, which the first note may mean.
- Topic 20, skyduy/CNN_keras: skipped as Keras at HEAD, though its pytorch branch (the hit's
  readme; d770abe6cfaed3f104ba7ae02977ebeb9d9f2dfa in the mirror) trains with PyTorch: the
  rule reads the fetched HEAD.
- Topic 16: both satellite scripts run one step (steps=1): a step of Inception-ResNet-v2 at
  299 x 299 or of a ViT-Base on 4 tiles took a minute at the machine's load then; their plain
  runs took 161 s and 141 s, over the rule's "about a minute" under that load (23 to 31 s a
  step at load 1). JonathanPrexl's readme names a config its configs/ does not hold; its
  vit_8x8 is taken as the one meant (main.py's default is "vit").
- herschelle: its verdict's --sync-batchnorm line says the ranks "still differ" (0.0006) with
  synced statistics, where each rank's slice is one picture; the agree stands on the split's
  run (0).
- lanking and serendipity: agree within yardsticks of 0.0104 and 0.00557, large next to the
  differences they accept (0.0113 after --sync-batchnorm; 0.00601). Serendipity's is a direct
  comparison with one process, so batch norm per rank (which ran) is "within the yardstick"
  and not measured apart.
"""

from __future__ import annotations

import json

from corpus_recipes import MADE, Edit, Recipe

HERSCHELLE = (
    "Herschelle45/SatelliteWeatherImages_Classification",
    "473b021eb3f6c7d2581a36b7ecf9cd501d5d4af6",
)

IVAN = ("ivan-selchenkov/dcgan", "a0b7803531a3bfd937ddd58a25877c481f44e12a")
AAMUI = ("aamui/cs273a_final_project", "993d894b878ff48056779abb1fe2bb3f4c947ef7")
LUANNT = ("luannt0801/semi-supervised-learning", "6684f7a9fd6efbd26b3a022ac999f44ead68ae51")
SIDROCKS = ("sidrocks/cifar100resnet", "fb517303615f78ded641351f858232857e423e4a")
LANKING = ("lanking520/quickdraw", "35654894e367d71f3ea040ea46de3901d08fa7ab")
JOSEPHSAV = ("JosephSav/sketch-classifier", "ca20c654e42c1bccafb0b16f447cc9e56c186a8b")
SERENDIPITY = ("Serendipity-hjn/CaptchaSolver", "e0ac743566f289306ca9bb26bb6209aa1bc6828c")
YONGWOOKHA = ("YongWookHa/Captcha-Recognizer", "b504b608e3b31cd85f0bd6dd805edb05ee4e6bd4")
PREXL = (
    "JonathanPrexl/pytorch_remote_sensing_template",
    "67d0152b7a0fa3a2258da4e1a124616f4b36a18a",
)
# The repository's own EuroSAT sample (2,000 13-band Sentinel-2 tifs of 64 x 64 under data/,
# 214 MB): the first two of two classes' folders for training (one step of 4: a step took 60 s
# at load 20 here); the first of each other class's for validation (never reached in one
# step, but its data set is made whatever the run, a DataLoader that shuffles refuses an empty
# one, and the data set asserts that its folder holds the ten classes' folders, no other).
EUROSAT = "data/EuroSATallBands_RESTRICTED/ds/images/remote_sensing/otherDatasets/sentinel_2/tif/"
EUROSAT_CLASSES = (
    "AnnualCrop",
    "HerbaceousVegetation",
    "Industrial",
    "PermanentCrop",
    "River",
    "Forest",
    "Highway",
    "Pasture",
    "Residential",
    "SeaLake",
)
EUROSAT_TRAIN = {name: () for name in EUROSAT_CLASSES} | {
    "AnnualCrop": ("AnnualCrop_1005", "AnnualCrop_1014"),
    "HerbaceousVegetation": ("HerbaceousVegetation_1017", "HerbaceousVegetation_1021"),
}
EUROSAT_VAL = {name: () for name in EUROSAT_CLASSES} | {
    "Industrial": ("Industrial_100",),
    "PermanentCrop": ("PermanentCrop_1008",),
    "River": ("River_1025",),
    "Forest": ("Forest_1014",),
    "Highway": ("Highway_1001",),
    "Pasture": ("Pasture_1005",),
    "Residential": ("Residential_1001",),
    "SeaLake": ("SeaLake_1000",),
}
# Its split file in the form of src/aux/'s (each split's class to its files), with these files'
# paths from src/, where it runs (the repository's own holds the author's /home/user/ paths).
PREXL_SPLIT = json.dumps(
    {
        key: {c: [f"../{EUROSAT}{c}/{n}.tif" for n in names] for c, names in split.items()}
        for key, split in (("train", EUROSAT_TRAIN), ("val", EUROSAT_VAL))
    }
)

# f-strings whose replacement fields break across lines, which Python 3.12 (PEP 701) reads and
# 3.11, here, refuses (a SyntaxError before anything runs): the same text on one line.
PEP_701 = "a line break inside an f-string's braces is Python 3.12's syntax; 3.11 here refuses it"

CUDA = "CPU: the script moves it to CUDA whatever is there"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "herschelle-inception-resnet-satellite",
        *HERSCHELLE,
        "train.py",
        "satellite image classification (Inception-ResNet-v2 written out, batch norm after "
        "every convolution, on the satellite weather images, 4 classes, resized to 299 x 299; "
        "its softmax head swapped for a log softmax, Dropout2d(0.8) before the linear layer; a "
        "shuffled DataLoader; NLLLoss, Adam; tqdm; a checkpoint saved each epoch after the "
        "first)",
        "agree",
        "its shuffled DataLoader's batches are split per rank (1 + 1 of the batches of 2 set "
        "here): one process's average of a mean NLL, one term per sample; its data set picks a "
        "picture by its index alone (the row's, or len % index's), nothing random in it; its "
        "dropout is switched off for the check; the split's own effect, batch norm per rank, is "
        "named beside the agree",
        (
            Edit(
                "LOAD = True",
                "LOAD = False",
                "no checkpoint to resume from: LOAD = True loads FILENAME = '' (torch.load('') "
                "fails at HEAD whatever the data); a fresh start",
            ),
            Edit("EPOCHS = 15 ", "EPOCHS = 1 ", "one epoch, not 15"),
            Edit(
                "batch_size=32",
                "batch_size=2",
                "batches of 2, not 32: one step over the 2 pictures made here (a step of 2 "
                "pictures at 299 x 299 through Inception-ResNet-v2 takes 25 to 90 s on this "
                "loaded CPU)",
            ),
        ),
        steps=1,
        paths=("dataset.py", "model.py"),
        data="herschelle_satellite",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "prexl-eurosat-vit",
        *PREXL,
        "src/main.py",
        "satellite image classification (a remote-sensing template of Hydra configs, its "
        "vit_8x8 config: a ViT of 12 layers of 768 (12 heads, dropout 0.1) on EuroSAT's "
        "13-band Sentinel-2 tiles of 64 x 64 read with rasterio, 8 x 8 patches of all 13 "
        "bands a token, a class token, learned positions; the data set's list shuffled with "
        "NumPy (seeded) when made; a shuffled DataLoader with drop_last; CrossEntropyLoss, "
        "Adam; tensorboard, torchmetrics' tracker for validation every 25,000 samples; a "
        "checkpoint saved at the end)",
        "agree",
        "its shuffled DataLoader's batches of 4 are split per rank (2 + 2): one process's "
        "average of a mean cross-entropy, one term per sample; the data set's list is shuffled "
        "with NumPy from the config's seed when made, before training, alike on every rank; "
        "its dropout is switched off for the check; layer norm, no batch norm; nothing random "
        "in training: exact to rounding (Adam in float32)",
        # The readme's `python3 main.py` names the config "vit", which configs/ does not hold
        # (its vit_8x8.yaml, the 2024 ViT, is taken), overridden from the command line as the
        # readme shows (`config_name=new_value gpu_idx=cpu`): the CPU, one epoch, batches of
        # 4 (not 64), no loader workers (not 16: 2 cores here), results under the run's folder
        # (not /home/user/results/), the repository's data and a split file of its files.
        args=(
            "--config-name",
            "vit_8x8",
            "gpu_idx=cpu",
            "nEpochs=1",
            "dataloader.batch_size=4",
            "dataloader.num_workers=0",
            "outputpath=results",
            f"dataset.topdir_dataset=../{EUROSAT}",
            "dataset.split_file=split_made_here.json",
        ),
        steps=1,
        files={"split_made_here.json": PREXL_SPLIT},
        paths=(
            "src/train.py",
            "src/dataset.py",
            "src/model.py",
            "src/utils.py",
            "src/configs",
            *(
                f"{EUROSAT}{c}/{n}.tif"
                for s in (EUROSAT_TRAIN, EUROSAT_VAL)
                for c in s
                for n in s[c]
            ),
        ),
        first_sight="kept",
    ),
    Recipe(
        "ivan-dcgan-svhn",
        *IVAN,
        "main.py",
        "GAN on SVHN (Udacity's DCGAN on the street view house numbers: a discriminator of "
        "three strided convolutions, batch norm on the last two, leaky ReLU, one logit; a "
        "generator of a linear layer and three transposed convolutions, batch norm on the "
        "first two, tanh; images scaled to [-1, 1]; z of 100 drawn uniform with NumPy in the "
        "loop, a row per sample of the batch, for D's fake half and again for G's step; "
        "BCEWithLogits with real labels smoothed to 0.9, D's real and fake means added; two "
        "Adams; a shuffled DataLoader; samples from a fixed z each epoch, pickled)",
        "agree",
        "its shuffled DataLoader's batches of 128 are split per rank (64 + 64), and each step "
        "draws its noise with NumPy in the loop, a row per sample of the rank's batch "
        "(np.random.uniform of (batch_size, 100), batch_size read from the batch): --verify "
        "draws each row by the global sample it belongs to, so the ranks compute the split's "
        "arithmetic; D's loss is two means over the batch added, G's one, one term per "
        "sample; no dropout; the split's own effect, batch norm per rank (in D and G), is "
        "named beside the agree",
        (
            Edit(
                "from torchvision import datasets\n",
                "from torchvision import datasets\n"
                "import corpus_data_j_16to20; datasets.SVHN = corpus_data_j_16to20.SVHN384\n",
                MADE + " (SVHN's 32 x 32 colour digits, 384 for training: 3 batches of 128)",
            ),
            Edit(
                "images, labels = data_iterator.next()",
                "images, labels = next(data_iterator)",
                "a DataLoader's iterator has had no .next() since torch 1.13 (Python 3's "
                "next() calls its __next__)",
                "utils.py",
            ),
            Edit(
                "n_cols = plot_size / 2",
                "n_cols = plot_size // 2",
                "matplotlib 3.6 refuses a float number of columns (10.0) in add_subplot",
                "utils.py",
            ),
            Edit("num_epochs = 30", "num_epochs = 1", "one epoch, not 30"),
        ),
        paths=("discriminator.py", "generator.py", "utils.py"),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "aamui-svhn-cnn-ensemble",
        *AAMUI,
        "cnn_ensemble.py",
        "SVHN digit classification (a small CNN of three convolutions with batch norm and max "
        "pooling, two linear layers with dropout 0.3; random crop with padding and random "
        "horizontal flip in the data set's transform; 10% held out by random_split; a "
        "shuffled DataLoader; CrossEntropyLoss with label smoothing 0.1, Adam with weight "
        "decay, cosine annealing per epoch; validation each epoch, the best model saved; an "
        "ensemble of models trained in turn, each seeded by its number)",
        "agree",
        "its shuffled DataLoader's batches of 64 are split per rank (32 + 32, the last 20 + "
        "19): one process's average of a mean label-smoothed cross-entropy, one term per "
        "sample; random_split draws before training, alike on every rank; the crops and flips "
        "are the data set's transform, drawn per sample (seeded by index for the check); its "
        "dropout is switched off for the check; the validation runs whole; the split's own "
        "effect, batch norm per rank, is named beside the agree",
        (
            Edit(
                "from torchvision import datasets, transforms\n",
                "from torchvision import datasets, transforms\n"
                "import corpus_data_j_16to20; datasets.SVHN = corpus_data_j_16to20.SVHN\n",
                MADE + " (SVHN's 32 x 32 colour digits, 256 for training, 64 for the test)",
            ),
        ),
        # Its docstring's training command (`--mode train --n_ensemble 3`) with one model of
        # one epoch (not 60), batches of 64 (4 steps over the 231 left after the 10% held
        # out), and no loader workers (not 4: 2 cores here).
        args=(
            "--mode",
            "train",
            "--n_ensemble",
            "1",
            "--epochs",
            "1",
            "--batch_size",
            "64",
            "--num_workers",
            "0",
        ),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "luannt-resnet20-cifar100",
        *LUANNT,
        "main.py",
        "CIFAR-100 classification (a CIFAR ResNet-20, option A shortcuts, batch norm, its "
        "forward returning the logits and the pooled features; random horizontal flip and "
        "random crop with padding in the data set's transform; a shuffled DataLoader with 2 "
        "workers; CrossEntropyLoss, SGD with momentum; a logger to the console and a dated "
        "file under logs/; the model saved after the last epoch; the test set's loss, "
        "accuracy, precision, recall and F1 with scikit-learn after)",
        "agree",
        "its shuffled DataLoader's batches of 64 are split per rank (32 + 32): one process's "
        "average of a mean cross-entropy over the logits (the first of the forward's two "
        "outputs), one term per sample; the flips and crops are the data set's transform, "
        "drawn per sample in the loader's workers (seeded by index for the check); no "
        "dropout in the ResNet; the test runs whole; the split's own effect, batch norm per "
        "rank, is named beside the agree",
        (
            Edit(
                "from torchvision import datasets, transforms\n",
                "from torchvision import datasets, transforms\n"
                "import corpus_data_b; datasets.CIFAR100 = corpus_data_b.CIFAR100\n",
                MADE + " (CIFAR-100's 32 x 32 colour images, 256 for training, 64 for the test; "
                "its path is the author's D: drive)",
                "src/data.py",
            ),
        ),
        # The command of logs/result.md, the hit (the readme's `python main.py` with
        # CIFAR-100 and ResNet-20), with one epoch (not 10): 4 steps over the 256 images.
        args=(
            "--dataset",
            "cifar100",
            "--num_classes",
            "100",
            "--model",
            "resnet20",
            "--epochs",
            "1",
            "--batch_size",
            "64",
            "--lr",
            "0.005",
            "--optimizer",
            "sgd",
            "--device",
            "cuda",
        ),
        paths=("src",),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "sidrocks-resnet18-cifar100",
        *SIDROCKS,
        "train.py",
        "CIFAR-100 classification (a ResNet-18 for 32 x 32 inputs, batch norm, adaptive average "
        "pooling; random crop with padding and random horizontal flip in the data set's "
        "transform; a shuffled DataLoader with 2 workers; CrossEntropyLoss, SGD with momentum "
        "and weight decay, MultiStepLR; a test pass each epoch, the best, every fifth and the "
        "final checkpoint saved)",
        "agree",
        "its shuffled DataLoader's batches of 4 are split per rank (2 + 2): one process's "
        "average of a mean cross-entropy, one term per sample; the crops and flips are the "
        "data set's transform, drawn per sample in the loader's workers (seeded by index for "
        "the check); no dropout; the test runs whole; the split's own effect, batch norm per "
        "rank, is named beside the agree",
        (
            Edit(
                "import torchvision\n",
                "import torchvision\n"
                "import corpus_data_i_13to15\n"
                "torchvision.datasets.CIFAR100 = corpus_data_i_13to15.CIFAR100Few\n",
                MADE + " (CIFAR-100's 32 x 32 colour images, 12 for training and 4 for the test: "
                "batch i's stand-in for a ResNet-50's)",
            ),
            Edit(
                "{\n              checkpoint['epoch']}",
                "{checkpoint['epoch']}",
                PEP_701 + " (the resume message)",
            ),
            Edit(
                "{\n                      batch_idx}",
                "{batch_idx}",
                PEP_701 + " (the step's message)",
            ),
            Edit(
                "{\n              test_acc:.2f}",
                "{test_acc:.2f}",
                PEP_701 + " (the epoch's message)",
            ),
        ),
        # The readme's command (`python train.py --epochs 50 --batch-size 128 --lr 0.1`) with
        # one epoch and batches of 4: 3 steps over the 12 images made here.
        args=("--epochs", "1", "--batch-size", "4", "--lr", "0.1"),
        paths=("model.py",),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "lanking-quickdraw-mobilenet",
        *LANKING,
        "train_image.py",
        "sketch classification (Quick, Draw! doodles drawn 64 x 64 into folders, read by "
        "ImageFolder in grayscale; torchvision's MobileNet V2, untrained, its first "
        "convolution summed to one channel, a dropout and a linear head of 340 classes; "
        "random_split 70/20/10; a shuffled DataLoader; CrossEntropyLoss, Adam; top-3 accuracy; "
        "a log file appended to; a validation pass and a checkpoint each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 8 are split per rank (4 + 4, the last 2 + 2): one "
        "process's average of a mean cross-entropy, one term per sample; random_split draws "
        "before training, alike on every rank; its dropout is switched off for the check; the "
        "validation runs whole; the split's own effect, batch norm per rank (MobileNet V2's), "
        "is named beside the agree",
        (
            Edit(
                "BATCHSIZE = 256",
                "BATCHSIZE = 8",
                "batches of 8, not 256: 4 steps over the 28 training doodles of the 40 made here",
            ),
            Edit("EPOCHS = 16", "EPOCHS = 1", "one epoch, not 16"),
            Edit(
                "correct[:k].view(-1)",
                "correct[:k].reshape(-1)",
                "its top-k accuracy views rows of a transposed (not contiguous) tensor, which "
                "torch refuses since 1.x (a RuntimeError after the first step): reshape copies",
            ),
        ),
        paths=("mobilenet_grayscale.py",),
        data="lanking_doodle_images",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "josephsav-quickdraw-cnn",
        *JOSEPHSAV,
        "train.py",
        "sketch classification (Quick, Draw!'s 28 x 28 numpy bitmaps of ten classes; a CNN of "
        "three convolutions with ReLU and max pooling, a dropout of p 0 and two linear layers; "
        "random_split 70/15/15; a shuffled DataLoader; CrossEntropyLoss, Adam; a validation "
        "pass each epoch with early stopping, the best model saved)",
        "agree",
        "its shuffled DataLoader's batches of 256 are split per rank (128 + 128, the last 1 + "
        "1): one process's average of a mean cross-entropy, one term per sample; random_split "
        "draws before training, alike on every rank; its dropout (p 0) is switched off for "
        "the check anyway; no batch norm, nothing random in training: exact to rounding (Adam "
        "in float32); the validation runs whole",
        (
            Edit(
                'SketchDataset("../zzDatasets/quickdraw_downloads"',
                'SketchDataset("quickdraw_downloads"',
                MADE + " (its path outside the repository, ../zzDatasets/: the bitmaps made here "
                "beside it)",
            ),
            Edit("num_epochs = 100", "num_epochs = 1", "one epoch, not 100"),
        ),
        paths=("dataset.py", "modules.py"),
        data="josephsav_quickdraw_npy",
        first_sight="kept",
    ),
    Recipe(
        "serendipity-captcha-ctc",
        *SERENDIPITY,
        "src/main.py",
        "captcha recognition (a CRNN: five blocks of two convolutions with batch norm and "
        "ReLU and max pooling, dropout 0.25, the feature map's columns a sequence of 12 for a "
        "two-layer bidirectional LSTM, a linear layer per step over 37 symbols, CTC blank "
        "first; 4-character captchas of 192 x 64 drawn by the captcha package in the data "
        "set's __getitem__ from Python's random, a fresh one each fetch; a DataLoader that "
        "does not shuffle, 2 workers; F.ctc_loss on the log softmax, Adam with amsgrad, then "
        "a second phase with a new Adam at a tenth of the rate; validation each epoch; one "
        "captcha decoded after, the model saved)",
        "agree",
        "its DataLoader's batches of 8 are split per rank (4 + 4): one process's average of a "
        "mean CTC loss (each sample's divided by its target length, then the batch's mean), "
        "one term per sample; the captchas are the data set's draws (Python's random in "
        "__getitem__, in the loader's workers), seeded by index for the check; its forward "
        "takes the batch first (the LSTM's sequence is the columns, the batch its second "
        "axis); its dropout is switched off for the check; the validation runs whole; the "
        "split's own effect, batch norm per rank, is named beside the agree",
        (
            Edit(
                "batch_size = 70\n",
                "batch_size = 8\n",
                "batches of 8, not 70 (a step of 70 captchas through ten convolutions and the "
                "LSTM is slow on this CPU)",
            ),
            Edit(
                "1000 * batch_size",
                "3 * batch_size",
                "3 batches of captchas an epoch, not 1,000 (they are drawn at each fetch)",
            ),
            Edit("100 * batch_size", "1 * batch_size", "one batch to validate, not 100"),
            Edit("model = model.cuda()", "model = model", CUDA + " (the model)"),
            Edit(
                "epochs = 6  #",
                "epochs = 1  #",
                "one epoch of the first phase, not 6",
            ),
            Edit(
                "epochs = 3\n",
                "epochs = 1\n",
                "one epoch of the second phase (a new Adam at 1e-4), not 3",
            ),
            Edit(
                "model(image.unsqueeze(0).cuda())  # 输入",
                "model(image.unsqueeze(0))  # 输入",
                CUDA + " (the captcha decoded after training)",
            ),
            Edit(
                "model(image.unsqueeze(0).cuda())  # 再次",
                "model(image.unsqueeze(0))  # 再次",
                CUDA + " (the next captcha decoded)",
            ),
            Edit(
                "data, target = data.cuda(), target.cuda()  # 将数据移到GPU\n"
                "            \n            optimizer.zero_grad()",
                "data, target = data, target\n            \n            optimizer.zero_grad()",
                CUDA + " (each training batch)",
                "src/Utils.py",
            ),
            Edit(
                "data, target = data.cuda(), target.cuda()  # 将数据移到GPU\n"
                "            \n            output = model(data)",
                "data, target = data, target\n            \n            output = model(data)",
                CUDA + " (each validation batch)",
                "src/Utils.py",
            ),
        ),
        paths=("src/CaptchaDataset.py", "src/Model.py", "src/Utils.py"),
        data="serendipity_models_folder",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "yongwookha-captcha-attention",
        *YONGWOOKHA,
        "train.py",
        "captcha recognition (a CNN encoder of three strided convolutions with batch norm and a "
        "GRU over the feature map's columns; a GRU decoder with dot-product attention over the "
        "encoder's outputs, teacher-forced on the label's digits between start and finish "
        "tokens, one-hot inputs by a frozen identity embedding; the repository's 999 captchas "
        "of five digits, read into memory; a shuffled DataLoader with drop_last, 4 workers; "
        "a cross-entropy mean per decoding step, summed over the steps; two Adams, gradients "
        "clipped to norm 10; the model saved, then the test captchas decoded)",
        "differ",
        "its shuffled DataLoader's batches of 16 are split per rank (8 + 8), but the encoder's "
        "first hidden state, the decoder's first attention state and the predictions' tensor "
        "are made with cfg['bs'] rows, the global batch's 16: on a rank's slice of 8 the "
        "encoder's GRU refuses a hidden state of 16 rows, so the ranks stop at the first "
        "forward while one process trains: a correct run names the batch size written into "
        "the script",
        (
            Edit(
                "'epochs' : 30,",
                "'epochs' : 1,",
                "one epoch, not 30",
            ),
            Edit(
                "'label_path' : 'data/train_data.txt',",
                "'label_path' : 'data/train_data_48.txt',",
                "the first 48 of its 999 captchas (3 steps of 16), listed in a label file made "
                "here from its own",
            ),
        ),
        paths=("model.py", "data"),
        data="yongwookha_captchas",
        names="a batch size written into the script breaks on a slice of the batch",
        first_sight="kept",
    ),
)
