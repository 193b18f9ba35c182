"""Batch m, topics (31) to (35): batch m's rule (corpus_first_sight_m.py's docstring, verbatim
there) applied to deep SVDD anomaly detection, N-BEATS time series forecasting, Fourier neural
operator, DGCNN point cloud classification, and adult income tabular classification with an
MLP. Seven scripts from seven repositories: two for each of topics 31, 33 and 34, one for topic
32 (its `code` results gave none that qualified, `pages` one), none for topic 35 (every result
of `code` and `pages` was a notebook, another framework, a repository the fetch tool cannot
name, or one already in the corpus).
At first sight 7 of 7 kept, no silent wrong result (six `agree`, four of them naming batch
norm per rank as the split's own effect; one `cannot tell`).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs: loads of 3 to 16 through this part), before its first
sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtm, 28ddeaa, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it, from a private copy of the benchmarks holding
this part alone of batch m (one folder per recipe, /tmp/m_31to35/fs/NAME, so that a copy made
for the next recipe could not change a run waiting on the lock).

Installed into .venv from PyPI for these scripts: nvidia-physicsnemo 2.2.2, with the
dependencies pip added for it, none of them an upgrade or downgrade of what was there:
warp-lang 1.19.0, zarr 3.1.6, numcodecs 0.16.6, s3fs 2026.9.0, aiobotocore 3.10.0, botocore
1.43.117, aioitertools 0.13.0, jmespath 1.1.0, cftime 1.6.6.1, donfig 0.8.1.post1, jaxtyping
0.3.11, wadler_lindig 0.1.8, nvtx 0.2.17 and treelib 1.8.0 (their top-level modules are their
own names: physicsnemo, warp, zarr, ...; none generic). barbar (mperezcarrasco's progress bar),
lightning, h5py and the rest were there already.

Read as batches c to l read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/NAME
or deepwiki.com/OWNER/NAME, as batches f to l read deepwiki's pages). "In the corpus" is any
repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers' parts of
batch m included (checked just before each was taken: none of the repositories taken below was
named; josiahdavis/tabular is in batch k, tempathack/comprehensive_knowledge_collection in
batch k and in m_16to20). Ranks are the results' own. Per topic, in the order the results
came:

31. Deep SVDD anomaly detection, `code` (query "deep SVDD anomaly detection pytorch training
   loop example"): cubert-hyperspectral/cuvis-ai (rank 1, docs/tutorials/deep-svdd-gradient.md;
   HEAD fde417fbe1884ed4b2806708d9f77042225acee0) skipped, data from a hub that cannot be made
   here and a package the registry lacks: its Deep SVDD example (examples/advanced/
   deep_svdd_gradient_training.py, Hydra's trainrun/deep_svdd) trains on the Lentils data set,
   a Cubert .cu3s hyperspectral session downloaded by its `dataset` command, read through the
   CUVIS SDK (cuvis and cuvis-il are bindings to Cubert's native SDK, installed apart from
   PyPI). mperezcarrasco/PyTorch-Deep-SVDD (ranks 2 and 3, README.md; HEAD
   5fea9c657b1cae52d264add0334816ccc61ebecb) taken: main.py, its one entry (the readme shows
   results, no command), an autoencoder's pretraining and then Deep SVDD on MNIST's class 0.
   Made here: MNIST (corpus_data.MNIST swapped into preprocess.py: 20 images of class 0), and
   the weights/ folder it saves the pretrained encoder into (the repository ignores it). Flags:
   one epoch of each training (not 150), batches of 8 (not 200): 3 pretraining steps. Plain
   run: 14.7 s, exit 0, at load 3.4. zhongyidu/DeepSVDD_PyTorch_Lightning (rank 4, README.md;
   HEAD 37c9686e7aba4aadea801b17f09564102a70e9e4) taken: the readme's `python main.py`, Deep
   SVDD on CIFAR-10's class 8 in Lightning, configured by config/config.yaml. Made here:
   CIFAR-10 (corpus_data.CIFAR10, the base of its MyCIFAR10: 30 images of class 8). Edits: one
   epoch of each training (not 350 and 250), batches of 8 (not 200): 4 pretraining steps.
   Plain run: 86.9 s, exit 0, at load 5 to 13 (beside the first sight of mperezcarrasco's).
   Ranks 5 to 12 name no repository.

32. N-BEATS time series forecasting, `code` (query "N-BEATS time series forecasting pytorch
   training loop example"): SmokeMonkey77/N-BEATS (rank 1, README.md; HEAD
   e5ace2c9be291e76453f61b017330bb6c247a62f) skipped, no training script: its one file,
   N-BEATS.py, defines the model and a train_model function and calls nothing (no data, no
   entry; running it does nothing). YangaGcabo/peak-sales-forecasting-system (ranks 2 and 3,
   deep_models.py and nbeats_model.py under nested src/ folders; HEAD
   ca758867124e2008a7e461da0ee686d3d6da9d53) skipped, no training script: its N-BEATS files are
   LightningModules of one or two linear layers that nothing trains (its one train_model.py
   fits LightGBM). malathyspm-bot/timeseries-forecasting-with-n-beats-network (rank 4,
   README.md; HEAD cb7364568e32835f268142b46c66b1ad4bc775d6) skipped, training only in a
   notebook (Untitled7.ipynb, beside its saved model and data). Ranks 5 to 12 name no
   repository. `code` gave none that qualified, so `pages` was asked the same query: rank 1,
   deepwiki.com/NikolasMarkou/dl_techniques (HEAD 34a733ddf891dbb9093da892578229b308f7c23a),
   skipped, another framework (Keras 3 on TensorFlow 2.18, its pyproject says); rank 2,
   chenk.top, names no GitHub repository; ranks 3 and 4, deepwiki.com/philipperemy/n-beats
   (HEAD 06a4e209ada80bf1f403ced5228261784dfb26ed) taken: examples/trainer_pytorch.py, its
   PyTorch training script (the readme's example trains a Keras and a PyTorch model side by
   side, TensorFlow first, which is not installed; its notebook is a notebook), on M4's daily
   series that the repository holds (examples/data/m4/train/Daily-train.csv). Edits: the
   package on the path (its Makefile's `pip install -e .`). Flags: --task m4, --test (its own
   flag: 5 steps, not 10000; the loop ends after step 6), no plots, the CPU. Plain run: 90.2 s,
   exit 0, at load 13 (most of it reading the CSV row by row). Rank 5,
   github.com/Jha-Pranav/ts (HEAD e6a6d5096a5f3d7780b4a61ebb5f087137b20dfc), skipped, training
   only in a notebook: nbdev notebooks (nbs/training/training.nbeats.ipynb); its export,
   ts/train/nbeats.py, names cells' variables it never defines (df, model) and its fit is
   commented out, and its main.py prints "Hello from ts!". Ranks 6 to 8 (mbrenndoerfer.com,
   freedium's copy of a Medium article, chenk.top) name no GitHub repository. The topic gives
   one.

33. Fourier neural operator, `code` (query "Fourier neural operator pytorch training loop
   example"): lehmannfa/HEMEW3D (rank 1, models/Readme.md; HEAD
   8a1089c03c17515948f5e0023a9e3681856118f1) taken: models/train_fno3d.py, the first of the
   four the readme runs ("Models FNO, U-NO, G-FNO, and F-FNO can be trained ... by running
   models.train_fno3d.py, ..."), a 3D FNO from geologies to seismic wave fields. Made here:
   its HDF5 samples and normalisation arrays on a grid of 8 x 8 x 8 and 32 time steps
   (corpus_data_m_31to35.hemew_small_inputs; the repository's own samples, 32 x 32 x 32 and
   320 steps, took 2 minutes an epoch of 2 steps at load 14, 7 min 22 s for the run). Edits:
   ReduceLROnPlateau without `verbose` (a TypeError in this torch, at HEAD, before training).
   Flags: channels of 8, grids and modes to fit the data made here (the modes along time
   bounded by each block's input: 4, 4, 8, 8), batches of 2 (not 16), 4 training and 2
   validation samples, 3 epochs (not 200: with one epoch the script ends on a NameError, as it
   removes at the end the losses it saved at epoch 2), 6 steps. Plain run: 54.8 s, exit 0, at
   load 15. charlielobster/CFD_MD_AI_Project_2025 (rank 2, milestones/FirstWalkthrough.md;
   HEAD 73fc68dee2a723ea76640999623a548aa565598d) taken: the milestone's script,
   milestones/FirstWalkthrough/first_script.py ("something that actually works"), NVIDIA
   PhysicsNeMo's training-recipe tutorial (the readme links the milestone, which links the
   tutorial; UNet1.py and UNet2.py train nothing). Its data is made as it trains by
   PhysicsNeMo's Darcy2D (nothing downloaded). Edits: the CPU for the model and for Darcy2D's
   Warp kernels, simulations of 32 x 32 (not 256), 8 a batch (not 64), at most 400 Jacobi
   iterations a grid level (not 30000), 5 iterations (not 20). Plain run: 66.2 s, exit 0, at
   load 6 to 9 (before the solver's iterations were capped: 166.4 s at load 13, Warp's kernels
   compiled then, and 250.0 s at load 12 with them cached). Ranks 3 on were not needed.

34. DGCNN point cloud classification, `code` (query "DGCNN point cloud classification pytorch
   training loop example"): Oussama-Latrach/project_Pfe_back (rank 1, DGCNN/README.md; HEAD
   8ea1df5af26cf179832584a72dab8d8e015437ba) taken: the DGCNN readme's `python train.py`
   (DGCNN/train.py), a DGCNN classifying single LiDAR points in 4 classes. Made here: its
   data/train.npy, val.npy and test.npy (corpus_data_m_31to35.oussama_lidar_points: 48, 16 and
   16 points). Edits: one epoch (not 100), batches of 16 (not 64): 3 steps. Plain run: 91.2 s,
   exit 0, at load 12. WangYueFt/dgcnn (ranks 2 and 4, README.md and pytorch/README.md; HEAD
   f765b469a67730658ba554e97dc11723a7bab628) taken: the top readme runs the TensorFlow version
   (train.py); pytorch/README.md runs `python main.py --exp_name=dgcnn_1024 --model=dgcnn
   --num_points=1024 --k=20 --use_sgd=True`, taken, on ModelNet40 made here
   (corpus_data_m_31to35.wangyuefei_modelnet40: 32 training and 8 test clouds of 256 points).
   Edits: the neighbours' index base on the input's device (model.py hard-codes
   torch.device('cuda')). Flags: 256 points, 10 neighbours, embeddings of 256, batches of 8,
   one epoch: 4 steps. Plain run: 43.9 s, exit 0, at load 9 to 11. Ranks 3 on were not needed
   (rank 3, anarayanan68/dgcnn, is a fork of WangYueFt's).

35. Adult income tabular classification with an MLP, `code` (query "adult income tabular
   classification with an MLP pytorch training loop example"): Abburehan/DL-WorkShop (rank 1,
   README.md; HEAD 528b16d1297234bea2e401848b9be26ea21c5bd0) skipped, training only in a
   notebook (DLWorkShop.ipynb, beside income.csv). TirupathiJayadeep/
   -Binary-Classification-with-Neural-Networks-on-the-Census-Income-Dataset (rank 2) skipped,
   it cannot be fetched with the `fetch` tool: its name begins with a hyphen, which the tool's
   form for a repository refuses. josiahdavis/tabular (rank 3) is in the corpus.
   tensorlab/samples (rank 4, census/readme.md; HEAD d234cdbbea4418e4e1c690e7c637ffac95b87edf)
   skipped, another framework: census/train.sh runs `tfx train` (TensorFX on TensorFlow).
   Ranks 5 to 12 name no repository. `code` gave none that qualified, so `pages` was asked the
   same query: rank 1, github.com/peteranderson20/Machine-Learning (HEAD
   bced72df9e179a17e05e97ef713aa513461ac2dc), skipped, training only in a notebook (nine
   notebooks, no Python file); ranks 2 and 6, github.com/FutureGoose/OctaCycleCNN (HEAD
   edd09d286019534439b425a9ea215a6996efdc1b), skipped, training only in a notebook: the hit
   is a notebook (Adult's loss curves) and the readme's work is
   examinationsarbete/gustaf_boden_alpha_final.ipynb (its one script,
   examinationsarbete/airbench/airbench94.py, a copy of Keller Jordan's airbench for
   CIFAR-10, is run by nothing the readme or the hit names); ranks 3 and 8, an address that is
   no GitHub repository's (anthropic_fake_github/...), name none; rank 4,
   github.com/ShaherSaaed/AMIT (HEAD 8a73369a174e759a08c4ed1e2eaeff6163b535b0), skipped,
   training only in a notebook (a course's notebooks; the challenge is
   Neural_Network_Challenge_🚀.ipynb, asking for Keras' Sequential API); rank 5,
   github.com/tempathack/comprehensive_knowledge_collection, is in the corpus; rank 7,
   github.com/Yoyosalah/DeepLearning_task (HEAD ffd5fb24e5c78bd68c4e5a28e3ff74f52857abf4),
   skipped, training only in a notebook (its one file). The topic gives none.

Skips: 13 (topic 31: 1; topic 32: 5; topic 35: 7), each above with its reason (repositories
already in the corpus are not counted).

First sight, in the order the runs took the lock:
- mperez-mnist-deep-svdd: kept (`agree`, 0 against the split's run; batch norm per rank
  named: 0.000536 from one process, 7.45e-09 with --sync-batchnorm against a yardstick of
  1.68e-08, "all the difference"; seeded for the check; 95.7 s).
- zhongyidu-cifar10-deep-svdd: kept (`agree`, 0 against the split's run; batch norm per rank
  named: 0.0006 from one process, and "again with --sync-batchnorm they still differ from one
  process's" at 3.11e-05, no yardstick given; 246.5 s).
- philipperemy-m4-nbeats: kept (`agree` after 7 optimizer steps, 0 from one process: the same
  hand-made batches on both ranks, with the warning that they cost 2x the compute for no
  speed-up; seeded for the check; 49.4 s).
- hemew-fno3d: kept (`agree`, 5.82e-11 against the split's run; the split itself 1.14e-05,
  rounding of sums over the slices that Adam amplifies; seeded for the check; 14.4 s).
- charlielobster-darcy-fno: kept (`cannot tell`: the script draws at random after its first
  backward, each rank its own batches, no comparison applies; seeded for the check; 22.7 s).
- oussama-lidar-dgcnn: kept (`agree`, 3.47e-05 against the split's run, beyond float tolerance
  but within 10x the yardstick's 3.43e-05; dropout off at dgcnn.py:81; batch norm per rank
  named: 0.00601 from one process, 0.00177 with --sync-batchnorm against a yardstick of 0.0052,
  "all the difference"; 49.0 s).
- wangyueft-modelnet40-dgcnn: kept (`agree`, 0 against the split's run; dropout off at
  model.py:149; the data set's draws seeded by each sample's index (its 8 loader workers
  fetch); batch norm per rank named: 0.00692 from one process, 1.19e-07 with --sync-batchnorm
  against a yardstick of 0.000699, "all the difference"; 37.8 s).

Doubts for the lead:
- Deep SVDD's centre (both topic 31 scripts): the 3 steps checked are the autoencoder's
  pretraining, which both verdicts rightly call `agree`. After it, each script computes the
  hypersphere's centre as the mean code over its training DataLoader (mperezcarrasco's set_c,
  zhongyidu's init_center at on_train_start), under no_grad: on 2 ranks each rank iterates its
  own share of the loader, so each takes the mean over half the data and the ranks train Deep
  SVDD towards two different centres (one process: one centre over all of it). No check of 3
  steps reaches it; `--steps` past the pretraining (4 steps for mperezcarrasco's 3 + 1, 5 for
  zhongyidu's 4 + 1) would. The recipes keep the rule's 3 steps; a correct verdict there may
  be `differ` or `cannot tell`, which the documented model does not say.
- zhongyidu: its `agree` names batch norm per rank, yet says the ranks under --sync-batchnorm
  "still differ from one process's" (3.11e-05 beside 0.0006 without it), with no yardstick,
  as foundsheep's of batch l did: Adam over 3 steps can make that from rounding, but the line
  does not say which.
- oussama: its cross entropy is weighted by class (nn.CrossEntropyLoss(weight=...)), whose
  mean divides by the batch's sum of its targets' weights, so each rank divides by its own
  slice's sum; written `agree` as the masked means of makemore and minGPT are (a normaliser
  over the batch, not a term over pairs of samples). The verdict agreed with the split's run
  only within the yardstick (3.47e-05 against 3.43e-05 x 10), not exactly: whether that is
  rounding or the per-rank normaliser, the line does not say. Its "DGCNN" classifies single
  LiDAR points (each sample's graph is one point repeated k times), not clouds.
- charlielobster: `cannot tell` is written for a draw the library makes (Darcy2D's
  np.random.randint seed for each simulated batch), which the docs say is not named; the
  verdict said the ranks draw their own batches without naming the draw, as expected. The
  script never calls optimizer.zero_grad(), so its gradients accumulate over its steps (alike
  in one process and on the ranks). nvidia-physicsnemo and warp-lang were installed for it.
- philipperemy: --task m4 (the repository's own series) was chosen over --task dummy (signals
  drawn anew for every batch in the loop, which would be `cannot tell`); its windows are drawn
  once with np.random.randint as the CSV is read, before training.
- hemew: its 3 epochs (6 steps) are there only so that the script ends without the NameError
  at its end; the check looks at the first 3 steps. The grids, channels and modes are smaller
  than its defaults by its own flags, to fit the data made here.
- Topic 32 has one script and topic 35 none; TirupathiJayadeep's census repository was
  skipped only because the fetch tool's form refuses a name that begins with a hyphen.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

MPEREZ = ("mperezcarrasco/PyTorch-Deep-SVDD", "5fea9c657b1cae52d264add0334816ccc61ebecb")
ZHONGYIDU = ("zhongyidu/DeepSVDD_PyTorch_Lightning", "37c9686e7aba4aadea801b17f09564102a70e9e4")
PHILIPPEREMY = ("philipperemy/n-beats", "06a4e209ada80bf1f403ced5228261784dfb26ed")
HEMEW = ("lehmannfa/HEMEW3D", "8a1089c03c17515948f5e0023a9e3681856118f1")
CHARLIELOBSTER = (
    "charlielobster/CFD_MD_AI_Project_2025",
    "73fc68dee2a723ea76640999623a548aa565598d",
)
OUSSAMA = ("Oussama-Latrach/project_Pfe_back", "8ea1df5af26cf179832584a72dab8d8e015437ba")
WANGYUEFT = ("WangYueFt/dgcnn", "f765b469a67730658ba554e97dc11723a7bab628")
BN = "the split's own effect, batch norm per rank, is named beside the agree"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "mperez-mnist-deep-svdd",
        *MPEREZ,
        "main.py",
        "anomaly detection (Deep SVDD, one class of MNIST as normal: a LeNet-like encoder of "
        "two convolutions with batch norm without affine parameters and no biases, pretrained "
        "as an autoencoder (a reconstruction error summed per image, averaged over the batch, "
        "Adam with weight decay, MultiStepLR), its encoder and the mean of its codes, the "
        "hypersphere's centre, saved and loaded back; then the encoder trained to pull codes "
        "to the centre, a squared distance per image averaged; a shuffled DataLoader of 200)",
        "agree",
        "the first 3 optimizer steps are the autoencoder's pretraining: its shuffled "
        "DataLoader's batches of 8 images are split per rank (4 + 4), and the reconstruction "
        "error is a sum per image averaged over the batch, one term per sample, so one "
        "process's average; nothing random in training, no dropout; " + BN,
        (
            Edit(
                "from torchvision import datasets, transforms\n",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.MNIST = corpus_data.MNIST\n",
                MADE + " (MNIST, which it downloads: corpus_data.MNIST's 256 training and 64 "
                "test images, 20 of the normal class 0)",
                "preprocess.py",
            ),
        ),
        # The readme runs nothing; main.py is its one entry (pretraining, then Deep SVDD). One
        # epoch of each (not 150), batches of 8 (not 200): 3 pretraining steps over the 20
        # images of class 0 made here.
        args=("--num_epochs_ae", "1", "--num_epochs", "1", "--batch_size", "8"),
        paths=("train.py", "model.py", "preprocess.py", "utils/utils.py"),
        data="mperez_svdd_weights",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "zhongyidu-cifar10-deep-svdd",
        *ZHONGYIDU,
        "main.py",
        "anomaly detection (Deep SVDD on one class of CIFAR-10, after Ruff's code, in "
        "Lightning: a LeNet-like autoencoder with batch norm without affine parameters "
        "pretrained by a mean squared error, early stopping on its validation loss; its encoder "
        "copied into the Deep SVDD network, the centre the mean code over the training loader "
        "at the start of training, a squared distance per image averaged; Adam, MultiStepLR; "
        "a shuffled DataLoader of 200; a test pass with the ROC AUC; configured by a YAML file)",
        "agree",
        "Lightning's Trainer at its default devices, one on a CPU, which multigpu run "
        "distributes: the first 3 optimizer steps are the autoencoder's pretraining, its "
        "shuffled DataLoader's batches of 8 images split per rank (4 + 4), its mean squared "
        "error a mean over every pixel of every image, one term per sample, so one process's "
        "average; nothing random in training, no dropout; " + BN,
        (
            Edit(
                "from torchvision.datasets import CIFAR10",
                "from corpus_data import CIFAR10",
                MADE + " (CIFAR-10, which it downloads: corpus_data.CIFAR10's 256 training and "
                "64 test images, 30 of the normal class 8)",
                "datasets/cifar10.py",
            ),
            Edit(
                "n_epochs: 250\n  lr_milestones: [149]\n  batch_size: 200",
                "n_epochs: 1\n  lr_milestones: [149]\n  batch_size: 8",
                "one epoch of Deep SVDD (not 250) and batches of 8 (not 200; the loaders of both "
                "trainings take this one): 4 steps over the 30 images of class 8 made here",
                "config/config.yaml",
            ),
            Edit(
                "n_epochs: 350",
                "n_epochs: 1",
                "one epoch of pretraining, not 350",
                "config/config.yaml",
            ),
        ),
        # The readme's command: `python main.py`, configured by config/config.yaml.
        paths=("config", "datasets", "lightning_modules", "networks", "utils"),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "philipperemy-m4-nbeats",
        *PHILIPPEREMY,
        "examples/trainer_pytorch.py",
        "time series forecasting (N-BEATS on M4's daily series: a trend, a seasonality and a "
        "generic stack of 3 blocks each, 4 linear layers of 1024 a block, polynomial and "
        "Fourier bases, double residual stacking; windows of 50 days to forecast 10, one "
        "window per series at a place drawn with np.random.randint as the data is read; a "
        "mean squared error, Adam; batches of 4 sliced by hand from one array, in order, "
        "endlessly; a checkpoint at step 0 and every 100 steps)",
        "agree",
        "no DataLoader: batches of 4 windows sliced by hand, in order, from one array read "
        "before training (its np.random.randint places drawn then, alike in every run from the "
        "check's seed), the same batch on every rank each step: exact (a warning that this buys "
        "no speed); nothing random in training, no dropout, no batch norm",
        (
            Edit(
                "from nbeats_pytorch.model import NBeatsNet",
                "import os, sys; "
                "sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..'))\n"
                "from nbeats_pytorch.model import NBeatsNet",
                "the package on the path, as the readme's `make install-pytorch` (pip install -e "
                ".) puts it",
            ),
        ),
        # The readme's example trains a Keras and a PyTorch model side by side (TensorFlow, not
        # installed, first); examples/trainer_pytorch.py is the repository's PyTorch training
        # script. Its own flags: M4's daily series in the repository (not its dummy signals,
        # drawn anew for each batch), --test (5 steps, not 10000: the loop ends after step 6),
        # no plots, the CPU.
        args=("--task", "m4", "--test", "--disable-plot", "--disable-cuda"),
        paths=("examples/data.py", "examples/data/m4/train/Daily-train.csv", "nbeats_pytorch"),
        first_sight="kept",
    ),
    Recipe(
        "hemew-fno3d",
        *HEMEW,
        "models/train_fno3d.py",
        "neural operator (a 3D Fourier neural operator, U-NO's operator blocks, mapping a "
        "geology to the three components of seismic wave fields over time: an uplift of the "
        "input and its grid coordinates, four blocks of spectral convolutions over the "
        "retained Fourier modes plus pointwise convolutions, GELU, three projection heads; a "
        "relative L1 loss (the error divided by the target's magnitude plus 0.01, a mean over "
        "every value) with an L2 term weighted 0, Adam, ReduceLROnPlateau; HDF5 samples read "
        "by a shuffled DataLoader of 16 with 2 workers; validation each epoch, the best model "
        "and the losses saved)",
        "agree",
        "its shuffled DataLoader's batches of 2 samples are split per rank (1 + 1): the loss "
        "it backpropagates is a weighted sum of means over every value of the batch, one term "
        "per sample, so one process's average (the absolute loss beside it is only read); "
        "nothing random in training, no dropout, no normalisation layer (instance norm is off "
        "by default)",
        (
            Edit(
                "patience=10, verbose=True)",
                "patience=10)",
                "ReduceLROnPlateau has no `verbose` in this torch (a TypeError at HEAD before "
                "training)",
            ),
        ),
        # The models readme: FNO, U-NO, G-FNO and F-FNO trained by running train_fno3d.py,
        # train_uno3d.py, ...; the topic's is the first. Its own flags size it to the data made
        # here (corpus_data_m_31to35.hemew_small_inputs: a grid of 8 x 8 x 8, 32 time steps, 4
        # training and 2 validation samples; the repository's 32 x 32 x 32 x 320 samples took
        # 2 minutes an epoch of 2 steps at load 14): channels of 8 (not 16), grids and modes
        # to match, batches of 2 (not 16), 3 epochs (not 200: the script removes the losses it
        # saved at epoch 2 at the end, a NameError when no epoch past the first ran), 6 steps.
        args=(
            *("@S_in", "8", "@S_in_z", "8", "@S_out", "8", "@T_out", "32"),
            *("@Ntrain", "4", "@Nval", "2", "@batch_size", "2", "@epochs", "3"),
            *("@dv", "8", "@list_dv", "8", "8", "8", "8"),
            *("@list_D1", "8", "8", "8", "8", "@list_D2", "8", "8", "8", "8"),
            *("@list_D3", "8", "16", "32", "32"),
            *("@list_M1", "4", "4", "4", "4", "@list_M2", "4", "4", "4", "4"),
            *("@list_M3", "4", "4", "8", "8"),
            *("@dir_data_train", "inputs3D_S8_Z8_T32_train"),
            *("@dir_data_val", "inputs3D_S8_Z8_T32_val"),
        ),
        paths=("models/functions",),
        data="hemew_small_inputs",
        first_sight="kept",
    ),
    Recipe(
        "charlielobster-darcy-fno",
        *CHARLIELOBSTER,
        "milestones/FirstWalkthrough/first_script.py",
        "neural operator (PhysicsNeMo's training recipe tutorial: its 2D Fourier neural "
        "operator, 4 FNO layers of 12 modes, learning Darcy flow's pressure from the "
        "permeability; the data made as it trains by PhysicsNeMo's Darcy2D, which draws a "
        "random Fourier permeability per batch (a seed from np.random.randint) and solves "
        "for the pressure with Warp's multigrid Jacobi kernels; PhysicsNeMo's mse, Adam at "
        "0.01, an exponential LambdaLR; 20 iterations of batches of 64 at 256 x 256)",
        "cannot tell",
        "no DataLoader: each step's batch is a new simulation that Darcy2D's iterator makes "
        "as the loop asks for it, from a seed it draws then with np.random.randint (a scalar "
        "per batch, not a row per sample): each rank draws its own batch, so the ranks train "
        "on other data than one process (a global batch twice one process's)",
        (
            Edit(
                "resolution=256, batch_size=64, nr_permeability_freq=5, normaliser=normaliser",
                "resolution=32, batch_size=8, nr_permeability_freq=5, normaliser=normaliser, "
                'device="cpu", max_iterations=400, iterations_per_convergence_check=100',
                "the CPU (Darcy2D's Warp kernels run on a GPU by default), and smaller "
                "simulations: 32 x 32 (not 256), 8 a batch (not 64), at most 400 Jacobi "
                "iterations a grid level checked every 100 (not 30000 and 1000: 5 steps took "
                "250 s here at load 12)",
            ),
            Edit(').to("cuda")', ').to("cpu")', "the CPU, not a hard-coded GPU"),
            Edit("for i in range(20):", "for i in range(5):", "5 iterations, not 20"),
        ),
        # The readme links the milestone (the hit, FirstWalkthrough.md), which links NVIDIA's
        # tutorial; first_script.py ("something that actually works") is its training script
        # (UNet1.py and UNet2.py define a model and a diff, and train nothing). nvidia-physicsnemo
        # 2.2.2 installed from PyPI with its dependencies (warp-lang among them).
        first_sight="kept",
    ),
    Recipe(
        "oussama-lidar-dgcnn",
        *OUSSAMA,
        "DGCNN/train.py",
        "point cloud classification (a DGCNN classifying single LiDAR points into 4 classes: "
        "each sample one point of 5 features, its k-nearest-neighbour graph built within the "
        "sample (the point repeated k times), four EdgeConv layers with batch norm, a "
        "1024-channel convolution with batch norm, three linear layers with dropout 0.5; a "
        "cross entropy weighted by inverse class frequencies, Adam with weight decay, StepLR; "
        "a shuffled DataLoader of 64; validation F1 each epoch, plots and the best model "
        "saved, early stopping)",
        "agree",
        "its shuffled DataLoader's batches of 16 points are split per rank (8 + 8): the cross "
        "entropy is one term per point, a mean weighted by its class's weight (divided by the "
        "batch's sum of those weights, as a count of unmasked targets divides a masked mean), "
        "and nothing in the model mixes the points of a batch (each point's graph is its own); "
        "dropout is switched off for the check; nothing random in training; " + BN,
        (
            Edit("epochs = 100", "epochs = 1", "one epoch, not 100"),
            Edit(
                "batch_size = 64",
                "batch_size = 16",
                "batches of 16, not 64: 3 steps over the 48 training points made here",
            ),
        ),
        # The DGCNN readme's `python train.py`, in the DGCNN folder; its data (data/train.npy,
        # val.npy, test.npy, LiDAR points its preprocessing extracts from its own surveys) made
        # here: corpus_data_m_31to35.oussama_lidar_points.
        paths=("DGCNN/models", "DGCNN/utils"),
        data="oussama_lidar_points",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "wangyueft-modelnet40-dgcnn",
        *WANGYUEFT,
        "pytorch/main.py",
        "point cloud classification (DGCNN, the paper's own PyTorch code, on ModelNet40: "
        "EdgeConv layers over each cloud's k-nearest-neighbour graph recomputed per layer, "
        "batch norm, a global max pooling of a 1024-d embedding, linear layers with dropout "
        "0.5; a cross entropy with label smoothing 0.2, SGD at 0.1 with momentum, cosine "
        "annealing stepped before each epoch; nn.DataParallel; a shuffled DataLoader of 32 "
        "with 8 workers, dropping the last, a random scale, shift and point order per cloud; "
        "a test pass each epoch, the best model saved)",
        "agree",
        "nn.DataParallel runs as DDP: its DataLoader's batches of 8 clouds are split per rank "
        "(4 + 4); the smoothed cross entropy is a mean of one term per cloud, so one process's "
        "average, and each cloud's neighbour graph is its own; the scale, shift and shuffle "
        "are the data's, drawn in the data set's __getitem__, seeded per sample for the check; "
        "dropout is switched off for the check; " + BN,
        (
            Edit(
                "device = torch.device('cuda')",
                "device = x.device",
                "the neighbours' index base on the input's device, not a hard-coded GPU",
                "pytorch/model.py",
            ),
        ),
        # The top readme runs the TensorFlow version (train.py); pytorch/README.md (rank 4)
        # runs `python main.py --exp_name=dgcnn_1024 --model=dgcnn --num_points=1024 --k=20
        # --use_sgd=True`: that, on the ModelNet40 it downloads made here
        # (corpus_data_m_31to35.wangyuefei_modelnet40: 32 training and 8 test clouds of 256
        # points), with 256 points (not 1024), 10 neighbours (not 20), embeddings of 256 (not
        # 1024), batches of 8 (not 32) and one epoch (not 250): 4 steps.
        args=(
            "--exp_name=dgcnn_256",
            "--model=dgcnn",
            "--num_points=256",
            "--k=10",
            "--use_sgd=True",
            "--emb_dims=256",
            "--batch_size=8",
            "--test_batch_size=8",
            "--epochs=1",
        ),
        paths=("pytorch/data.py", "pytorch/model.py", "pytorch/util.py"),
        data="wangyuefei_modelnet40",
        names="batch norm per rank",
        first_sight="kept",
    ),
)
