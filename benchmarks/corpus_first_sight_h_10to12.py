"""Batch h, topics (10) to (12): batch h's rule (corpus_first_sight_h.py's docstring, verbatim
there) applied to video action recognition, image colorization and crowd counting. Six
scripts from six repositories, two a topic, each topic's second from `pages` (`code` named one
that qualified); at first sight 6 of 6 kept. Each recipe was run in one plain Python process,
prepared as benchmarks/corpus.py prepares it, until it ended without error (its time given
below, with the load of the 2-core machine, shared with the other helpers' runs), before its
first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wth, 2026-11-29, one at a time behind the batch's lock, each once, --timeout
900, from a copy of the benchmarks holding this part alone of batch h), before any change
made for it. The lock serialises first sights, not plain runs: cs272-crowd-counting's second
plain run (09:05 to 09:06) overlapped apress-video-r2plus1d's first sight.

Read as batches c to g read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME), in its own address or in the text the search returns, in the order the page gives
them; a page of another host names none unless that text does. "In the corpus" is any
repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers' parts of
batch h included (checked just before each was taken: none of the repositories below was
named). A repository met at several ranks is judged once, at its first. Ranks are the
results' own. Per topic, in the order the results came:

10. Video action recognition, `code` (query "video action recognition pytorch training loop
    example"): latte488/pytorch_trainer (ranks 1, 3 and 4: some_v2_res_esn.py,
    action_mnist_gru.py, cfg11.py; HEAD fa7c694782ed83df7fe42e8a41b35913c1f76541) skipped,
    weights from the internet: it has no readme; its training script, classifier.py, is run
    with a configuration module (`python3 -u classifier.py uiuc_video_crnn.py`, plan.sh), and
    the hit's, some_v2_res_esn.py, builds models.ResESN, whose ResNet-50 is
    resnet50(pretrained=True) written in (no flag), ImageNet's weights loaded with
    load_state_dict_from_url (its data, Something-Something v2, is a download too); its other
    hits give no way round: action_mnist_gru.py builds models.GRUNet, which HEAD's models no
    longer define, and cfg11.py is gone at HEAD. yakhyo/video-classification-pytorch (rank 2,
    README.md; HEAD c8b85142e600c80cc0139f9963b265608b7af0b7) taken: its readme trains with
    `bash train.sh`, `python3 -m torch.distributed.run --nproc_per_node=2 train.py --amp
    --cache-dataset`: train.py, an R(2+1)D-18 on UCF-101 through torchvision's UCF101 data
    set, with its own DDP where RANK and WORLD_SIZE are set. Made here: UCF-101's layout
    (corpus_data_h_10to12.ucf101_videos: 6 classes, one training video each and 2 test
    videos, 12 frames of 64 x 48, MJPEG in AVI written by OpenCV). torchvision 0.29 decodes
    video through torchcodec, which needs FFmpeg's shared libraries: Debian's (libavcodec59,
    libavformat59, libavutil57, libswscale6, libswresample4, libavdevice59, libavfilter8,
    FFmpeg 5.1.9) were installed on this machine with apt-get (not into .venv: torchcodec
    loads the system's FFmpeg). Its own flags: the readme's --amp, then --device cpu,
    --clip-len 4, --clips-per-video 1, --batch-size 1, --epochs 1, --workers 0;
    --cache-dataset left out (its cache goes to ~/Datasets, outside the run's folder, named by
    the data's relative path, so that one run's cache would feed the next). Edits: its two
    torch.cuda.synchronize() (CPU). Plain run: 186 s (35 s of CPU), exit 0, at load 13 to 16
    (183 s at load 5 to 15 with 12 training clips in batches of 2). Ranks 5 to 12 name no
    repository (excerpts, and two index pages of GluonCV's tutorials). `code` having named
    one that qualified, `pages` was asked the same query: github.com/Apress/Applied-Machine-
    Learning-for-Health-and-Fitness (rank 1, the repository's own address, its text the
    book's chapter 9, Video Action Recognition; HEAD 4af0f1f47dbb496f14961ddb931d6fda770f74db)
    taken. Its readme runs nothing; chapter 9's notebook trains with
    utils/video_classification/train.py's train_one_epoch and evaluate, the repository's one
    training script for it (a copy of torchvision's video reference script of 2019, with a
    main: Kinetics-400 folders, an R(2+1)D-18, its own DDP where RANK and WORLD_SIZE are
    set); the repository's other training script, activity-classification/train.py,
    classifies images on Azure ML. Made here: Kinetics-style folders beside the script
    (corpus_data_h_10to12.kinetics_videos: 3 classes of 2 training clips and one validation
    clip, as above). Its own flags:
    --data-path, --device cpu, --clip-len 4, --clips-per-video 1, -b 1, --epochs 1, -j 0.
    Edit: torchvision 0.29 has no Kinetics400; Kinetics with _legacy=True, its successor,
    reads the same layout. Plain run: 150 s (36 s of CPU), exit 0, at load 10 to 12.
    With two taken, ranks 2 to 8 were not walked.

11. Image colorization, `code` (query "image colorization pytorch training loop example"):
    Sohamm25/Gen-AI-Image-Colorization (rank 1, README.md; HEAD
    b7b4f42463a05572d6175b455350af92e6c5a331) skipped, no training script: a readme of notes
    and a test.py of two bytes. necipfazil/image-coloring-w-deep-learning (rank 2, README.md;
    HEAD ca24b8ef8a9d1d99c8b548aecf9fda69dd3fceec) taken: image_coloring.py, its one script
    (its readme runs nothing), a course's homework: a small CNN from a picture's L channel to
    its a and b channels. Made here: its lists and folders (corpus_data_h_10to12.
    necipfazil_images: 150 training pictures of 256 x 256 with their 64 x 64 copies, 4 to
    validate, 2 grey ones to test). Edits: scikit-image 0.20's removed skimage.viewer, whose
    import stops utils.py (nothing calls it); its six .cuda() calls (CPU); one epoch (3 steps
    of its batches of 50), not 5. Plain run: 112 s (29 s of CPU), exit 0, at load 9 to 11.
    avargas10/DeepPaint (rank 3, base/TrainingProcedure.py; HEAD
    87710f7ed8da3bee8068077578488a067f099a06) skipped, no training script: it trains in
    Jupyter notebooks, and its .py files are their cells cut apart (base/Setup.py holds
    IPython's `%matplotlib inline`; the hit uses model, criterion, train and the loaders,
    which it never imports): no file runs alone. sameer/colorize (rank 4, README.md; HEAD
    d4e7200dde261bc3bcd1fcb836de637e2a69a46c) skipped, no training script: a Colab notebook
    (Colorize.ipynb) and no Python file. Ranks 5 to 12 name no repository. `pages`, the same
    query: arxiv.org (rank 1) and meyjohann.dev (rank 2) are other hosts, and their text
    names no GitHub repository; medium.com (rank 3, Building an Image Colorization Neural
    Network, part 4) names github.com/gkamtzir/cnn-image-colorization (HEAD
    213f57d0615c36cbaceeb25b0ba26be778715a0f), taken. Its readme runs nothing; main.py, its
    entry, trains (training.py's train_model), then tests and renders the repository's own
    checkpoint. Made here: its data folder (corpus_data_h_10to12.gkamtzir_images: 4 pictures
    of 64 x 64; its data set takes the folder's first 4 names, whatever it holds) and the
    figures folder it writes into. Edits: 3 epochs (of its one batch), not 50, with the
    script's own fault mended: it passes the file name in train_model's place of the
    learning rate, so that Adam stops on a string in one process too; its test and
    rendering of models/cnn_6th_2000_full.pt, a large file the mirror lacks, left out; its
    imports of a package CNN that the repository (its files at the root) is not, made from
    beside the script. Plain run: 14 s (5 s of CPU), exit 0, at load 9. With two taken, ranks
    4 to 8 were not walked.

12. Crowd counting, `code` (query "crowd counting pytorch training loop example"):
    bridgeqiqi/DIP2021-FinalPJbaseline (rank 1, train.sh; HEAD
    6c8f3a264d0bf930a5b4fbf47f5572ca1ce75c75) skipped, weights from the internet: main.py
    (train.sh's and the readme's command) builds models/CSRNet.py's CSRNet(), which loads
    torchvision's vgg16(pretrained=True) into its front end whenever load_weights is False,
    its default, and main.py passes nothing. BingzheWu/pytorch_crowd_count (rank 2, train.py;
    HEAD acccfeee5091f36fa2ce09b938a0daba1ff05834) skipped, Python 2: train.py imports
    loader.py, which ends in a print statement (and mixes tabs and spaces, a TabError in
    Python 3), as data_process.py, demo.py and utils.py print. cuttle-fish-my/CS272_2023spring
    (rank 3, PA1/scripts/train_CrowdCounting.sh; HEAD
    8f359fd66e118f5d21a7dd584a96b557a0abb971) taken: the hit's command, PA1/train.py with the
    crowd-counting ResNet (a course's assignment). Made here: the data set
    (corpus_data_h_10to12.cs272_crowd: 400 pictures of 32 x 32 with density maps; its
    random_split writes in 350 and 50). Its own flags: the command's, with --epochs 1 (not
    200) and no --load_dir (the command reads the index of a model to resume with `read -p`;
    a first training has none). No edit: its device is CUDA if available. Plain run: 67 s
    (28 s of CPU), exit 0, at load 6 to 7 (173 s with pictures of 48 x 64, at load 8).
    FDU-VTS/crowd-count (rank 4, demo.py; HEAD 3022ad0c195836e4f63168fbe96b43c894b5bf59)
    skipped, no training script that runs at HEAD: the hit's demo.py is gone; its successor,
    demo/train.py, gets its data from crowdcount's build_data, which returns a train_set and
    a test_set it never makes (a NameError before training), its default --config names
    config/, which the repository calls configs/, and that config asks for ImageNet's
    ResNet-50 weights (PRETRAIN: True); the readme's demo imports Res101, which
    crowdcount.models does not define at HEAD. Ranks 5 to 12 name no repository. `pages`,
    the same query: perso.esiee.fr (rank 1), deepai.org (2), pdfslide.tips (3),
    analyticsvidhya.com (4 and 6), demo3.aifest.org (5) and carrels.distantreader.org (7) are
    other hosts whose text names no GitHub repository; dokumen.tips (rank 8, the NWPU-Crowd
    paper) names github.com/gjy3035/NWPU-Crowd-Sample-Code (HEAD
    fe8e986d23e88f7b9defabbd0b3f6f655803152d), taken: its readme trains with `python
    train.py` after one sets the parameters in config.py and datasets/setting/NWPU.py (its
    default: MCNN on NWPU-Crowd). Made here: the processed data its MATLAB script writes
    (corpus_data_h_10to12.nwpu_processed: 12 training pictures of 80 x 112 and 2 to
    validate, dot maps, lists). easydict (1.14) installed into .venv from PyPI. Edits: the
    parameters its readme has one set (the data's path, crops of 64 x 96 not 576 x 768,
    batches of 4 not 12, one epoch not 2,000); .cuda() made a no-op where there is no CUDA
    (the eleven calls its training path makes, of 13 in its files, and its set_device), so
    that under multigpu run, where torch says CUDA is there, the script runs as written.
    Plain run: 18 s (7 s of CPU), exit 0, at load 6 to 8.

First sight, 6 of 6 kept:
- yakhyo-video-r2plus1d: kept (`cannot tell`: the script distributes itself, misc.py:118,
  and its ranks' batch is per rank, the totals of their first inputs 2x one process's), 117 s.
- apress-video-r2plus1d: kept (the same `cannot tell`, from utils.py:253), 54 s after the
  lock.
- necipfazil-coloring: kept (`agree`, largest difference 0 against one process computing the
  ranks' slices, batch norm per rank named as all the difference, closed by
  --sync-batchnorm; the script seeds nothing, both runs seeded alike), 257 s.
- gkamtzir-colorization: kept (`agree`, largest difference 0, batch norm per rank named as
  above), 40 s.
- cs272-crowd-counting: kept (`agree`, 5.82e-11, batch norm per rank named; the data set's
  draws from the global streams, in its 2 loader workers, seeded by each sample's index),
  38 s.
- nwpu-crowd-mcnn: kept (`agree` with one process directly, 4.03e-07 at
  'CCN.branch2.0.conv.weight', its augmentation seeded by sample), 16 s.

Doubts for the lead:
- Topic 10: yakhyo's readme runs train.py under torch.distributed.run (2 processes): the
  script distributes itself under multigpu run too, so `cannot tell` (a batch per rank, its
  learning rate scaled by the world size) is the correct answer for both video scripts; a
  `differ` or `agree` would be wrong. The FFmpeg libraries came from apt (Debian's
  registry), not pip; without them torchvision 0.29 reads no video at all.
- Topic 10, latte488: skipped on its first hit's configuration (ResNet-50's ImageNet weights
  written in); its classifier.py with another of its configurations (uiuc_video_*.py, not
  hits) might run with data made here.
- Topic 11, gkamtzir: three edits mend the script itself (a learning rate given a string, a
  package path, a checkpoint the mirror lacks); the training is unchanged.
- Topic 12, cs272: its flips and crops are drawn with NumPy's and torch's global streams in
  __getitem__, in 2 loader workers; `agree` was written on the reading that augmentation is
  the data's (the docs say --verify cannot see draws in workers); at first sight the
  per-sample seeding did reach them (its verdict names it).
- Topic 12, NWPU: the cuda shim is one edit for eleven .cuda() calls; under multigpu run it
  is inert (torch says CUDA is there), so the script runs as written.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

APRESS = (
    "Apress/Applied-Machine-Learning-for-Health-and-Fitness",
    "4af0f1f47dbb496f14961ddb931d6fda770f74db",
)
NWPU = ("gjy3035/NWPU-Crowd-Sample-Code", "fe8e986d23e88f7b9defabbd0b3f6f655803152d")
CS272 = ("cuttle-fish-my/CS272_2023spring", "8f359fd66e118f5d21a7dd584a96b557a0abb971")
GKAMTZIR = ("gkamtzir/cnn-image-colorization", "213f57d0615c36cbaceeb25b0ba26be778715a0f")
NECIPFAZIL = (
    "necipfazil/image-coloring-w-deep-learning",
    "ca24b8ef8a9d1d99c8b548aecf9fda69dd3fceec",
)
YAKHYO = ("yakhyo/video-classification-pytorch", "c8b85142e600c80cc0139f9963b265608b7af0b7")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "yakhyo-video-r2plus1d",
        *YAKHYO,
        "train.py",
        "video action recognition (an R(2+1)D-18 with batch norm on UCF-101's clips, read by "
        "torchvision's UCF101 (its VideoClips, resampled to 15 frames a second, decoded through "
        "torchcodec); a RandomClipSampler drawing clips per video, random flips and crops; "
        "cross-entropy, SGD with a linear warm-up then a multi-step schedule stepped per "
        "iteration, its learning rate scaled by the world size; torch.cuda.amp autocast and a "
        "GradScaler behind --amp; its own DDP where RANK and WORLD_SIZE are set, with "
        "torchvision's DistributedSampler over the clip sampler and the loss and accuracies "
        "all-reduced for printing; an evaluation pass and checkpoints each epoch)",
        "cannot tell",
        "the script distributes itself (init_process_group where RANK and WORLD_SIZE are set, "
        "as its readme's torch.distributed.run sets them; DDP; a DistributedSampler over its "
        "clip sampler): handed over, and its 2 ranks each take a batch of their own (--batch-size "
        "is per GPU, 'the total batch size is $NGPU x batch_size', the learning rate scaled by "
        "the world size to match), twice one process's clips a step, other data than one "
        "process, so no comparison applies",
        (
            Edit(
                "\t\ttorch.cuda.synchronize()\n\n\t\tacc1, acc5",
                "\t\tif torch.cuda.is_available(): torch.cuda.synchronize()\n\n\t\tacc1, acc5",
                "CPU: it synchronizes CUDA after every training step, which fails where there "
                "is none",
            ),
            Edit(
                "\t\t\ttorch.cuda.synchronize()\n\t\t\tbatch_size",
                "\t\t\tif torch.cuda.is_available(): torch.cuda.synchronize()\n\t\t\tbatch_size",
                "CPU: likewise after every evaluation step",
            ),
        ),
        # The readme's command (`train.py --amp --cache-dataset`, there under
        # torch.distributed.run) without --cache-dataset, whose cache goes to ~/Datasets (outside
        # the run's folder, named by the data's relative path, so one run's cache would feed
        # the next); on the CPU by its --device flag; clips of 4 frames (not 16), one clip a
        # video a pass (not 5), batches of 1 (not 64), one epoch (not 100), no loader workers
        # (not 36).
        args=(
            "--amp",
            "--device",
            "cpu",
            "--clip-len",
            "4",
            "--clips-per-video",
            "1",
            "--batch-size",
            "1",
            "--epochs",
            "1",
            "--workers",
            "0",
        ),
        names="distributes itself",
        paths=("nets", "utils"),
        data="ucf101_videos",
        first_sight="kept",
    ),
    Recipe(
        "apress-video-r2plus1d",
        *APRESS,
        "utils/video_classification/train.py",
        "video action recognition (torchvision's video reference script of 2019, copied for "
        "the book's chapter 9: an R(2+1)D-18 with batch norm, 400 classes, on Kinetics-style "
        "folders of clips read by Kinetics400's VideoClips, resampled to 15 frames a second; a "
        "RandomClipSampler drawing clips per video, random flips and crops with Python's random "
        "in its own transforms; cross-entropy, SGD with its own warm-up multi-step schedule "
        "stepped per iteration, the learning rate scaled by the world size; its own DDP where "
        "RANK and WORLD_SIZE are set, torchvision's DistributedSampler over the clip sampler; a "
        "MetricLogger; an evaluation pass whose meters are all-reduced, and checkpoints each "
        "epoch)",
        "cannot tell",
        "the script distributes itself (init_process_group where RANK and WORLD_SIZE are set, "
        "DDP, a DistributedSampler over its clip sampler): handed over, and its 2 ranks each "
        "take a batch of their own (-b is per GPU, the learning rate scaled by the world size), "
        "twice one process's clips a step, other data than one process, so no comparison "
        "applies",
        (
            Edit(
                "import torchvision.datasets.video_utils\n",
                "import torchvision.datasets.video_utils\n"
                "import functools\n"
                "torchvision.datasets.Kinetics400 = functools.partial(\n"
                "    torchvision.datasets.Kinetics, _legacy=True\n"
                ")\n",
                "torchvision 0.29 has no Kinetics400 (the script stops at its first data set); "
                "its successor Kinetics with _legacy=True reads the same layout the same way "
                "(a root of class folders, clips in THWC order)",
            ),
        ),
        # Its readme and chapter run nothing of it (the notebook imports its train_one_epoch and
        # evaluate); its own flags: the data made here, on the CPU by --device, clips of 4
        # frames (not 16), one clip a video a pass (not 5), batches of 1 (not 24), one epoch
        # (not 45), no loader workers (not 10).
        args=(
            "--data-path",
            "data/kinetics",
            "--device",
            "cpu",
            "--clip-len",
            "4",
            "--clips-per-video",
            "1",
            "-b",
            "1",
            "--epochs",
            "1",
            "-j",
            "0",
        ),
        names="distributes itself",
        paths=("utils/video_classification",),
        data="kinetics_videos",
        first_sight="kept",
    ),
    Recipe(
        "necipfazil-coloring",
        *NECIPFAZIL,
        "image_coloring.py",
        "image colorization (a course's homework: a three-layer CNN with max pooling and batch "
        "norm from a 256 x 256 picture's L channel to its a and b channels at 64 x 64, the "
        "pictures converted to Lab by scikit-image and held as tensors; batches of 50 from two "
        "unshuffled DataLoaders zipped, one over the L inputs and one over the ab targets; "
        "nn.MSELoss, RMSprop with weight decay; a validation pass per picture each epoch with "
        "the net left in training mode and no no_grad, an accuracy of pixels within 12 of the "
        "RGB truth; the test pictures' colours saved with np.save)",
        "agree",
        "its two unshuffled DataLoaders, zipped, are split per rank alike (each rank takes the "
        "same 25 rows of both of each batch of 50): one process's mean squared error; nothing "
        "random; the split's own effect, batch norm per rank, is named beside the agree",
        (
            Edit(
                "from skimage.viewer import ImageViewer\n",
                "ImageViewer = None  # skimage.viewer, removed in scikit-image 0.20\n",
                "scikit-image 0.20 removed skimage.viewer, whose import stops the script at "
                "its first line; only viewImg, which nothing calls, uses it",
                file="utils.py",
            ),
            Edit(
                "torch.Tensor(inp).cuda()",
                "torch.Tensor(inp)",
                "CPU: each validation picture is moved to CUDA whatever is there",
            ),
            Edit(
                "torch.Tensor(gt_64).cuda()",
                "torch.Tensor(gt_64)",
                "CPU: likewise its target",
            ),
            Edit(
                "train_input_L_ram.cuda()",
                "train_input_L_ram",
                "CPU: likewise each training batch's inputs",
            ),
            Edit(
                "train_gt_ab_ram.cuda()",
                "train_gt_ab_ram",
                "CPU: likewise its targets",
            ),
            Edit("net = Net().cuda()", "net = Net()", "CPU: likewise the network"),
            Edit(
                "test_256_L.cuda()",
                "test_256_L",
                "CPU: likewise the test pictures",
            ),
            Edit("numOfEpochs = 5", "numOfEpochs = 1", "one epoch (3 steps), not 5"),
        ),
        names="batch norm per rank",
        paths=("model.py", "utils.py", "plotutils.py"),
        data="necipfazil_images",
        first_sight="kept",
    ),
    Recipe(
        "gkamtzir-colorization",
        *GKAMTZIR,
        "main.py",
        "image colorization (an autoencoder of two strided convolutions and two transposed "
        "ones with batch norm, from a picture's L channel to its a and b channels, the "
        "pictures read by torchvision.io and converted to Lab by scikit-image in the data "
        "set's __getitem__; a shuffled DataLoader of 32 over the folder's first 4 pictures, "
        "one batch an epoch; nn.MSELoss, Adam; checkpoints every 40 epochs and at the end, "
        "the epochs' losses in JSON)",
        "agree",
        "its shuffled DataLoader's one batch of 4 a step is split per rank (2 + 2): one "
        "process's mean squared error; nothing random but the shuffle, which the loader's "
        "sampler draws for the global batch; the split's own effect, batch norm per rank, is "
        "named beside the agree",
        (
            Edit(
                'train_model("./data/train_color", None, 50, "cnn_new")',
                'train_model("./data/train_color", None, 3, file_name="cnn_new")',
                "3 epochs (3 steps of its 4 pictures), not 50; and the script's own fault: it "
                'passes the file name "cnn_new" in train_model\'s fourth place, the learning '
                "rate, so that Adam stops on a string (a TypeError in one process too): passed "
                "by name, the learning rate its default 0.001",
            ),
            Edit(
                'test_model("./models/cnn_6th_2000_full.pt", "cnn_testing", "./data/test_color",'
                " None)",
                "pass  # test_model(models/cnn_6th_2000_full.pt): not in the mirror",
                "after training it tests and renders the repository's own trained checkpoint, "
                "models/cnn_6th_2000_full.pt, a large file the mirror lacks (not the model it "
                "trained): left out",
            ),
            Edit(
                'render_layer_output("./models/cnn_6th_2000_full.pt", "", "./data/train_color",'
                " 16)",
                "pass  # render_layer_output(models/cnn_6th_2000_full.pt): likewise",
                "likewise its rendering of that checkpoint's layers",
            ),
            Edit(
                "from CNN.Dataset import ImageDataset",
                "from Dataset import ImageDataset",
                "the author's modules sat in a package CNN, which the repository (its files "
                "at the root, main.py beside them) is not: imported from beside the script",
                file="training.py",
            ),
            Edit(
                "from CNN.Dataset import ImageDataset",
                "from Dataset import ImageDataset",
                "likewise (main.py imports testing.py)",
                file="testing.py",
            ),
            Edit(
                "from CNN.Network import",
                "from Network import",
                "likewise",
                file="utilities.py",
            ),
        ),
        names="batch norm per rank",
        paths=("Dataset.py", "Network.py", "testing.py", "training.py", "utilities.py"),
        data="gkamtzir_images",
        first_sight="kept",
    ),
    Recipe(
        "cs272-crowd-counting",
        *CS272,
        "PA1/train.py",
        "crowd counting (a course's assignment: a ResNet-18 stem and two stages with batch "
        "norm, its last stages replaced by three upsampling blocks back to the picture's size, "
        "predicting a density map; nn.MSELoss against the ground truth's map scaled by 100; "
        "pictures and maps read in __getitem__, normalised, and flipped and cropped at random "
        "with NumPy's and torch's global streams; random_split with its own generator into "
        "350 and 50; a shuffled DataLoader of 8 with 2 workers; SGD with momentum and weight "
        "decay, its learning rate set by hand at iteration thresholds; a validation pass after "
        "model.eval() without no_grad; checkpoints, loss arrays and a loss curve each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 8 are split per rank (4 + 4): one process's "
        "mean squared error; the flips and crops are the data's, drawn per sample in "
        "__getitem__ (in loader workers); nothing random in the forward; the split's own "
        "effect, batch norm per rank, is named beside the agree",
        # Its script's command (scripts/train_CrowdCounting.sh, run from PA1/scripts, so its
        # ../data and ../models are PA1's data and models), with one epoch (not 200) and no
        # --load_dir: the script reads the index of a saved model to resume from with `read
        # -p`, and a first training has none (a folder that does not exist is not loaded).
        args=(
            "--exp_name",
            "CrowdCounting",
            "--model_name",
            "CrowdCountingResnet",
            "--dataset_name",
            "CrowdCounting",
            "--batch_size",
            "8",
            "--save_interval",
            "1",
            "--epochs",
            "1",
            "--lr",
            "1e-2",
            "--save_dir",
            "models",
            "--dataset_dir",
            "data",
        ),
        names="batch norm per rank",
        paths=("PA1/utils.py", "PA1/CrowdCounting.py", "PA1/CrowdCountingResnet.py"),
        data="cs272_crowd",
        first_sight="kept",
    ),
    Recipe(
        "nwpu-crowd-mcnn",
        *NWPU,
        "train.py",
        "crowd counting (NWPU-Crowd's sample code, its config's default: a multi-column CNN "
        "(MCNN, no batch norm) predicting a density map at a quarter of the size, bilinearly "
        "upsampled; the ground truth's map made online from the dot map by a frozen Gaussian "
        "convolution inside the model's forward; nn.MSELoss; random crops, flips, grey and "
        "gamma changes with Python's random in __getitem__; a shuffled DataLoader with "
        "drop_last; Adam with a StepLR; a validation pass over crops of each picture every 5 "
        "epochs, with per-level and per-luminance errors; tensorboardX logs and a copy of the "
        "code in an experiment folder named by the minute; checkpoints)",
        "agree",
        "its shuffled DataLoader's batches of 4 are split per rank (2 + 2): one process's "
        "mean squared error; the augmentation is the data's, drawn per sample in "
        "__getitem__; no batch norm, no dropout, nothing random in the forward (the Gaussian "
        "layer is fixed): exact to rounding",
        (
            Edit(
                "gpus = cfg.GPU_ID\nif len(gpus)==1:\n    torch.cuda.set_device(gpus[0])",
                "gpus = cfg.GPU_ID\nif not torch.cuda.is_available():\n"
                "    torch.Tensor.cuda = lambda self, *args, **kwargs: self\n"
                "    torch.nn.Module.cuda = lambda self, *args, **kwargs: self\n"
                "elif len(gpus)==1:\n    torch.cuda.set_device(gpus[0])",
                "CPU: it sets the CUDA device and calls .cuda() in eleven places of its model "
                "and trainer, with no switch; where there is no CUDA, .cuda() leaves tensors "
                "and modules where they are (where torch says CUDA is there, as under multigpu "
                "run, the script runs as written)",
            ),
            Edit(
                "__C_NWPU.TRAIN_SIZE = (576,768)",
                "__C_NWPU.TRAIN_SIZE = (64,96)",
                "crops of 64 x 96, not 576 x 768 (its readme has one set the parameters in "
                "this file)",
                file="datasets/setting/NWPU.py",
            ),
            Edit(
                "__C_NWPU.DATA_PATH = '../ProcessedData/Data.2019.11/NWPU/1204_min_'+ "
                "str(__C_NWPU.TRAIN_SIZE[0]) + 'x' + str(__C_NWPU.TRAIN_SIZE[1]) + "
                "'_mod16_2048'",
                "__C_NWPU.DATA_PATH = 'ProcessedData/NWPU'",
                "the processed data made here (its readme has one put the path of the "
                "processed data here)",
                file="datasets/setting/NWPU.py",
            ),
            Edit(
                "__C_NWPU.TRAIN_BATCH_SIZE = 12 #imgs",
                "__C_NWPU.TRAIN_BATCH_SIZE = 4 #imgs",
                "batches of 4, not 12 (12 pictures: 3 steps)",
                file="datasets/setting/NWPU.py",
            ),
            Edit(
                "__C.MAX_EPOCH = 2000",
                "__C.MAX_EPOCH = 1",
                "one epoch, not 2,000 (config.py, the parameters its readme has one set)",
                file="config.py",
            ),
        ),
        paths=("config.py", "datasets", "misc", "models", "trainer.py"),
        data="nwpu_processed",
        first_sight="kept",
    ),
)
