"""Batch f, topics (18) to (24): batch f's rule (corpus_first_sight_f.py's docstring,
verbatim there) applied to siamese network with contrastive or triplet loss, adversarial
training with FGSM or PGD, quantization-aware training or pruning, neural ODE, capsule network,
multi-task learning, and image captioning. At first sight 3 of 5 kept. Five recipes:
sequential-vae-vrnn (18), mobilenetv3-timm (20), konode-oscillator (21), em-capsules-mnist
(22), mtl-nyud-hrnet (23).

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes, the
tree at ae124a3, 2026-11-28, one at a time, each once, --timeout 600 for the load of the
helpers' plain runs beside it), before any change made for it.

Read as batches c, d and e read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py, corpus_first_sight_*.py or another helper's
draft_f_*.py. Ranks are the results' own. Per topic, in the order the results came:

18. Siamese network with contrastive or triplet loss, `code`: siddinc/pytorch_siamese (rank 1;
   HEAD 4944357df8841df151efccbdaabcf447c772e590) skipped, no training script: src/main.py
   (the only entry point; the readme is a title) builds the model and runs one forward pass in
   eval mode on random tensors, its data loaders commented out; src/train.py defines fit() that
   no script calls; and network.py imports SiameseNetBase from utils.py, which lacks it.
   idubi/cats-compare-model (rank 2; HEAD c28cf995acf6d5ce1936374698f0521be9e733bc) skipped, no
   training script: src/main.py builds a siamese and a triplet network over ResNet-50's
   ImageNet weights and a FAISS index and trains nothing, and no Python file of its history
   trains (the rest is data augmentation and ETL). liangsen-zju/SequentialVAE (rank 3, the hit
   common/metrics/tripletLoss.py, a loss no script uses) taken: train.py with the readme's
   first command (`--opt experiments/VRNN/train-SequencialVAE-VRNN-MINIST.yaml`), a VRNN
   (a variational recurrent network) on MNIST's rows. The config resumes from epoch 205 of a
   run whose checkpoints the repository lacks; its own keys (`resume`, `pretrain`) train from
   scratch instead, set so by edits of the config, as a flag would. Its imports need
   opencv-python-headless, easydict, dominate, scikit-image and moviepy<2 (moviepy.editor),
   installed into .venv from PyPI. Plain run: ended without error in 88 s (4 steps and one
   generation pass; the machine's load average was about 10 on its 2 cores meanwhile; with
   anomaly detection on and 8 loader workers it took 189 s, hence the two edits).
19. Adversarial training with FGSM or PGD: nothing taken. `code`: Yuanyuan-Yuan/NeuraL-Coverage
   (rank 1; HEAD e361bfdc27aa4456ff8322e4eeff34174191f024) skipped, weights from the internet:
   its readme's scripts (eval_diversity_*.py, eval_fault_revealing.py, fuzz.py) test
   pretrained models and data sets that it downloads from a SharePoint folder, and train none
   (the hit, adversarial_examples/README.md, runs torchattacks' PGD against them);
   yangyubuaa/Adversarial_Training (rank 2; HEAD 98a0437c4e531b5c64f6d7ff314fbe80b290f733)
   skipped, no training script: four fragments (fgm.py, pgd.py and their *_framework.py loops
   over undefined `model` and `data`), no model, no data, a readme of one link;
   Ma-Ruinan/AI-security-homework (rank 3; HEAD 890293ed5e131635a998ccb35086a0232bee6310)
   skipped, no training script where the rule points: its readme runs nothing, and the hit,
   Task_5/FreeAT_advtraining.py, is a pasted report, not a script (Chinese prose between two
   copies of train(), no imports, an undefined `configs`: a SyntaxError);
   Naagar/Adversarial_example_Generation (rank 4; HEAD
   50a30bd426fc06adc36d1a3a5ac308ee5e1e0a18) skipped, no training script: main.py (and its
   copy Adversial_generation.py) attacks a pretrained LeNet with FGSM and evaluates, with no
   optimizer; ranks 5-12 name no repository. `pages`: davidstutz.de (ranks 1-2) links its code
   as "Code on GitHub" with no address in the stored text, naming none; deepwiki.com's pages on
   poloclub/robust-principles (ranks 4 and 8, a mirror of its GitHub page, read as the 6-10
   draft reads deepwiki.com) name it, fetched (HEAD b54c5623f475badb41fc9ef42d742d10bfb70d3f)
   and skipped: packages the registry lacks and a compiled CUDA extension (robustarch/main.py
   imports `from apex import amp`, NVIDIA's apex built from its GitHub repository with its
   CUDA extensions, and robustbench, which requirements.txt installs from GitHub), besides
   ImageNet; the others (xplorestaging.ieee.org, e-com-net.com, lillytechsystems.com,
   ewadirect.com) are other hosts.
20. Quantization-aware training or pruning, `code`: xiaozhi708/speed (rank 1; HEAD
   e632fb3075afa6a138be88a69f6802cc87129868) skipped, no training script where the rule points
   and weights that cannot be had: its readme runs nothing; the hit,
   static_quantization/static_quantization_shufflenet.py, trains nothing (post-training static
   quantization: it loads a trained float model, calibrates and evaluates it, with no
   optimizer), as every script of its folder; the models it loads (trained_models/*.pth, read
   from an absolute /data4 path) are Git LFS pointers, and its qat/ scripts load the same
   trained models. microsoft/Olive (rank 2, docs; HEAD
   ee6f40fbefcc54f48cccab5ef4746b6c6dd28372) skipped, weights from a hub: a toolkit whose
   readme's quick start optimizes Qwen/Qwen2.5-0.5B-Instruct from the Hugging Face hub (its
   examples moved to another repository). cyyever/torch_algorithm (rank 3; HEAD
   d09097c94cc35cf60c5597086997594979215658) skipped, no training script: a library (its
   readme is a title) whose Python files outside the package are pytest tests; the hit's
   test_qat.py returns before its body. coco-alen/mobilenetv3 (rank 4, the hit quantize.py)
   taken: main.py with its readme's first command (MobileNetV3-Small, --update_freq 2,
   --use_amp true, no EMA), quantize.py and prune.py being imported by it behind the
   --quantize and --prune flags the readme's commands leave out; the data an ImageNet folder
   made here (corpus_data_f.mobilenetv3_imagenet). Its imports need nni 2.x (quantize.py
   imports nni.algorithms.compression, which nni 3.0 lacks), timm before 1.0 (timm.optim.nadam's
   Nadam) and six: nni 2.10.1, timm 0.9.16 and six installed into .venv from PyPI. Plain run:
   ended without error in 52 s (8 batches of 8, 4 optimizer steps, one evaluation; load
   average about 7).
21. Neural ODE, `code`: DiffEqML/torchdyn (rank 1, docs/source/neuralode.rst; HEAD
   95cc74b0e35330b03d2cd4d875df362a93e1b5ea) skipped, no training script: a library whose
   readme runs no script and whose tutorials (tutorials/README.md) are notebooks with no .py
   export (its two Python files under tutorials/experimental, a latent SDE and a graph ODE on
   PyG, are named by no readme); yingzibu/ODE (rank 2; HEAD
   45065d4e7b3830de29c1d95c82c89f259410851f) skipped, no training script: notebooks only (the
   hit's "neural ODE demo.py" is a Colab link); Bartie00/KoNODE (rank 3) taken: main.py with
   its readme's command (`--gpu 0 --w_size 10 --solver euler`), its data the .npy files in the
   repository. torchdiffeq (0.2.5) installed into .venv from PyPI (main.py imports its odeint,
   beside its own copy, kode/). Plain run: ended without error in 111 s (4 steps of 10
   trajectories, some 7 s each, and a validation pass; load average about 6); with the
   readme's 600 trajectories an epoch of 60 steps ran past 300 s, hence the edit keeping 40.
22. Capsule network, `code`: mritunjaymusale/EM-matrix-capsule-net (rank 1) taken. Its readme
   runs nothing (two links to the repositories it builds on); the hit, capsules.py, is gone at
   the fetched commit (HEAD 1b7564ccd8eef148f2e9d0a7cf83443ac42047ad, "last cleanup before
   archiving"), and train.py, the script that trains the capsules it defined (CapsNet.py's
   capsules()), taken, as the 6-10 draft took the script a vanished hit belonged to. MNIST
   made here, 60 training and 20 test images. Plain run: ended without error in 48 s (6 steps
   and the test pass; load average about 7); with corpus_data's 256 and 64 images, 159 s.
23. Multi-task learning, `code`.
   k-yanase9/KLab_MultiModalModel (rank 1; HEAD 258c3d49bd248585e89631e51797be2efd28d396)
   skipped, weights from a hub: the scripts its readme runs (run_scripts/*/train*.sh, train.py)
   build models/model.py's T5EncoderModel and Swinv2Model/ResNetModel with from_pretrained
   (google/flan-t5-large and microsoft/swinv2-large... by default, no flag to go without); the
   hit's toy, multi_task_train/multi_task_train.py (a two-Linear ExModel on CSVs, run by
   torchrun, init_process_group("nccl") written in), is not the readme's. TorchJD/torchjd (rank
   2; HEAD 46962c2be7788503c151007fa013f761a6238ef2) skipped, no training script: a library
   whose examples are doctests in its docs (docs/source/conf.py is its one Python file outside
   src/ and tests/). SimonVandenhende/Multi-Task-Learning-PyTorch (rank 3; HEAD
   ed3d9ac1c35493d8d22c4e33574919c326d77b6d) taken: main.py with the readme's command
   (`--config_env configs/env.yml --config_exp configs/$DATASET/$MODEL.yml`), NYUD and its
   multi-task baseline on the HRNet-18 backbone that the readme says its configs use
   (configs/nyud/hrnet18/multi_task_baseline.yml), without ImageNet weights by the config's
   own `pretrained` switch. NYUD_MT made here (corpus_data_f.nyud_mt: images, labels, depth,
   normals, edges, splits, an empty archive so that its Google Drive download is skipped,
   and the single-task baselines' score files its multi-task evaluation reads, which the
   readme's single-task runs would have written). Edits for the CPU (its 7 `.cuda()` calls),
   for this torch, torchvision, NumPy, OpenCV and Python (torch._six, torchvision.models.utils,
   np.int, collections.Mapping, tensors as cv2 sizes, torch.load's weights_only), and the
   placeholder paths. termcolor and imageio installed into .venv from PyPI, and
   opencv-python-headless taken back to 4.x (4.14). Plain run: ended without error in 53 s
   (4 steps of 4 at 48x64, predictions saved and scored before training, after the epoch and
   at the end).
24. Image captioning: nothing taken. `code`: Zara-Iqbal/Image-Captioning-using-CNN (rank 1;
   HEAD facce4d1d6e59dbddcac3798aa70eaf7afc093f9) skipped, no training script: its readme is
   an abstract, and the hit, Train.py, is a fragment (no import, a train() never called, its
   get_loader from a module the repository lacks); fhijo15/test (rank 2; HEAD
   213d2d9656c6f16110cd8eb496e806e8f831b6ce) skipped, Python 2: no readme, and the hit,
   caption.py, mixes tabs and spaces (a TabError in Python 3); AkshatSh/VideoSearchEngine
   (rank 3; HEAD 57f64b241b8a7bbc377ce7826e1206f679f41def) skipped, weights from the internet:
   the captioning its readme sets up trains VideoSearchEngine/ImageCaptioningNoYolo/train.py
   (the hit's ImageCaptioning/train.py is gone at the fetched commit), whose encoder is
   resnet152(pretrained=True) written in, on COCO; orris27/dataset_loaders (rank 4; HEAD
   7fbc573aa5b96a3f4c4af7a2db718c4fbbe3f517) skipped, no training script (data loaders and a
   demo notebook); ranks 5-12 name no repository. `pages`: github.com/countrysideid/ML-notes
   (rank 1; HEAD 621d74262c65a5c2e8c904c4039978cb52badd90), vinaikchhetri/Image-Captioning
   (rank 4; 1c15b164569232b5bdc4254f6055d55f2ee1ec34), SuHamza/CVND_Exercises (rank 5;
   70d6a23934615a5f93bfc516749e1743980eb0c4) and Tabish-P/image-captioning (rank 6;
   3fbc909fbf1e515feca3430c598d6755517ba19f) skipped, no training script and weights from the
   internet: Udacity's captioning project, its training a notebook (2_Training.ipynb,
   training.ipynb) with no .py export, its model.py's encoder a ResNet with pretrained=True
   written in; github.com/isfar12/Deep-Learning (rank 2; HEAD
   0d8d2116979b4ad6ec39e4e0546f1b1e0a544b4d) skipped, no training script (its captioning is
   notebooks, Pytorch_Mastery/Image_Captioning*.ipynb); the Notion page (rank 3) and
   fatalerrors.org (rank 7) name sgrvinod/a-PyTorch-Tutorial-to-Image-Captioning in their
   text, fetched (HEAD cc9c7e2f4017938d414178d3781fed8dbe442852) and skipped, weights from the
   internet: train.py's Encoder (models.py) is resnet101(pretrained=True) written in, with
   no flag to go without (its fine_tune_encoder flag only unfreezes it); forum.knime.com (rank
   8) is another host.

Packages installed into .venv from PyPI: opencv-python-headless (5.0 first, then 4.14 for
topic 23's evaluation; sequential-vae-vrnn ran again under 4.14, in 24 s with the load
lower), easydict, dominate, scikit-image,
moviepy<2 (1.0.3), termcolor, imageio, nni 2.10.1 (3.0 first, then replaced), timm 0.9.16
(1.x first, then replaced), six, torchdiffeq 0.2.5; `pip check` found no broken requirement.
Each plain run used corpus.py's own extract and prepare, cwd the script's folder,
MPLBACKEND=Agg, on 2 cores shared with other sessions (load average 5-10).

Doubts. sequential-vae-vrnn: the hidden state drawn with torch.rand((layers, B, h)) has the
batch on its second dimension; `agree` rests on --verify putting the mean (0.5) there, as it
does for any draw in a forward; the network sits in DataParallel on the CPU (a no-op wrapper
there). mobilenetv3-timm: `cannot tell` rests on the script's own init_distributed_mode
joining the job's RANK/WORLD_SIZE; it then calls torch.cuda.set_device and init_process_group
with nccl written in, which on CPU ranks fails unless multigpu maps them; a first sight that
crashes there is that gap, not the recipe (a plain process never reaches it). konode-oscillator:
`a`, trained by its own Adam, is a bare leaf tensor outside any module, whose gradient the ranks
must average too; its latent start is drawn with args.batch_size rows, the global batch, which
only --verify's keying by sample lets the ranks' halves match. em-capsules-mnist: the edit sets
corpus_data.MNIST.samples in the script's process (a class attribute of the stand-in).
mtl-nyud-hrnet: its multi-task score is measured against single-task baselines' files made
here (made-up numbers; the script only prints the comparison); its evaluations run outside the
training steps, on rank 0's or every rank's predictions, which --verify does not compare; the
config and scale edits leave a 48x64 HRNet, whose batch norm is the split's own effect.
"""

from __future__ import annotations

from corpus_recipes import BATCH_NORM, Edit, Recipe

SEQUENTIAL_VAE = ("liangsen-zju/SequentialVAE", "15aa58cabfae94e792458371c4000c49cd110344")

MOBILENETV3 = ("coco-alen/mobilenetv3", "fc78c81987124784b08e956c80c2659f361f341c")

KONODE = ("Bartie00/KoNODE", "394aebf3804901b1bd5619be47aa2ec247f97ce2")

EM_CAPSULES = ("mritunjaymusale/EM-matrix-capsule-net", "1b7564ccd8eef148f2e9d0a7cf83443ac42047ad")

MTL_PYTORCH = (
    "SimonVandenhende/Multi-Task-Learning-PyTorch",
    "ed3d9ac1c35493d8d22c4e33574919c326d77b6d",
)
MTL_CONFIG = "configs/nyud/hrnet18/multi_task_baseline.yml"

SHORTER = "a shorter run on 2 CPU processes"
MADE = "data made here, no download"
VRNN_CONFIG = "experiments/VRNN/train-SequencialVAE-VRNN-MINIST.yaml"
VRNN_MODEL = "src/models/model_SequencialVAE.py"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "sequential-vae-vrnn",
        *SEQUENTIAL_VAE,
        "train.py",
        "generative (a VRNN on MNIST read as sequences of 28 rows: a GRU over time steps, a "
        "hidden state drawn with torch.rand and noise with randn_like inside the forward, a "
        "loss summed over time steps of batch means, BCE plus a KL weight set per epoch by a "
        "cyclical schedule, SGD with Nesterov momentum, gradients clipped by value then by "
        "norm, ReduceLROnPlateau stepped at each epoch's start, anomaly detection on, the "
        "network wrapped in DataParallel, a YAML config)",
        "agree",
        "a shuffled DataLoader split per rank (drop_last); the loss sums over time steps means "
        "over the batch, one process's mean; the noise drawn in the forward (torch.rand for the "
        "hidden state, randn_like for the latent) is replaced by its mean for the check; no "
        "dropout, no batch norm: one process's training",
        (
            Edit(
                "torch.autograd.set_detect_anomaly(True)",
                "torch.autograd.set_detect_anomaly(False)",
                "anomaly detection, a debugging aid that changes no arithmetic, makes each "
                "backward some ten times slower here (47 s against 5 s for a batch of 64)",
            ),
            Edit(
                "from torchvision import datasets, transforms",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.MNIST = corpus_data.MNIST",
                MADE,
                file="src/datasets/minist.py",
            ),
            Edit(
                "  resume: True",
                "  resume: False",
                "train from scratch: the config resumes from epoch 205 of a run whose "
                "checkpoints the repository lacks",
                file=VRNN_CONFIG,
            ),
            Edit(
                "  pretrain: True",
                "  pretrain: False",
                "train from scratch: the pretrained checkpoint (epoch 40 of an earlier run) is "
                "not in the repository either",
                file=VRNN_CONFIG,
            ),
            Edit(
                "  use_visdom: True",
                "  use_visdom: False",
                "no visdom server here (the config's own switch; losses are logged still)",
                file=VRNN_CONFIG,
            ),
            Edit(
                "WORKERS: 8",
                "WORKERS: 0",
                "batches loaded in the process: eight loader workers per epoch on 2 CPU "
                "processes slow each step",
                file=VRNN_CONFIG,
            ),
            Edit(
                "  batch_size: 512",
                "  batch_size: 64",
                "the 256 images made here fill 4 batches (512 with drop_last would give none)",
                file=VRNN_CONFIG,
            ),
            Edit(
                "  epoch_end: 1000",
                "  epoch_end: 205",
                SHORTER + ": one epoch (epoch_begin is 205; the KL schedule's period, "
                "epoch_end / n_cycle, stays above zero)",
                file=VRNN_CONFIG,
            ),
            Edit(
                'self.netG.to(f"cuda:{opt.GPUS[0]}")',
                "self.netG.to(self.device)",
                "CPU: it moves the network to cuda:0 by the config's GPU list",
                file=VRNN_MODEL,
            ),
            Edit(
                "init_net(self.netG, init_type='kaiming', gpu_ids=opt.GPUS)",
                "init_net(self.netG, init_type='kaiming', gpu_ids=[])",
                "CPU: init_net asserts CUDA when given GPU ids",
                file=VRNN_MODEL,
            ),
            Edit(
                "self.device = torch.device(f'cuda:{self.gpu_ids[0]}') if self.gpu_ids else "
                "torch.device('cpu')",
                "self.device = torch.device('cpu')",
                "CPU: the device is cuda:0 whenever the config names a GPU, and a batch size "
                "per GPU needs one named",
                file="src/models/base.py",
            ),
        ),
        args=("--opt", VRNN_CONFIG),
        paths=("src", "common", VRNN_CONFIG),
        first_sight="kept",
    ),
    Recipe(
        "mobilenetv3-timm",
        *MOBILENETV3,
        "main.py",
        "vision (MobileNetV3-Small on ImageNet in ConvNeXt's training code: its own DDP where "
        "RANK and WORLD_SIZE are set, a DistributedSampler always, timm's RandAugment and "
        "random erasing, label smoothing, AdamW with a cosine schedule of learning rate and "
        "weight decay set per step, gradient accumulation (update_freq), torch.cuda.amp "
        "autocast and a GradScaler, batch norm, dropout, nni reports, NNI quantization and "
        "pruning behind flags)",
        "cannot tell",
        "the script distributes itself (init_process_group where RANK and WORLD_SIZE are set, "
        "a DistributedSampler over the world, DDP): handed over, and its 2 ranks each take a "
        "batch of their own, twice one process's samples a step in half the steps, other data "
        "than one process, so no comparison applies",
        (
            Edit(
                "from torch._six import inf",
                "from math import inf",
                "torch 2 removed torch._six, whose inf is math's (the import fails in one "
                "process too)",
                file="utils.py",
            ),
            Edit(
                "        torch.cuda.synchronize()",
                "        if torch.cuda.is_available(): torch.cuda.synchronize()",
                "CPU: it synchronizes CUDA after every step, which fails where there is none",
                file="engine.py",
            ),
        ),
        # The readme's first command (mobilenet_v3_small, update_freq 2, no EMA, AMP), on the
        # CPU by its --device flag, one epoch of 4 steps of 2 batches of 8 at 64x64.
        args=(
            "--model",
            "mobilenet_v3_small",
            "--epochs",
            "1",
            "--batch_size",
            "8",
            "--lr",
            "4e-3",
            "--update_freq",
            "2",
            "--model_ema",
            "false",
            "--model_ema_eval",
            "false",
            "--use_amp",
            "true",
            "--data_path",
            "data/imagenet",
            "--output_dir",
            "./checkpoint",
            "--input_size",
            "64",
            "--device",
            "cpu",
            "--num_workers",
            "0",
        ),
        names="distributes itself",
        paths=(
            "datasets.py",
            "engine.py",
            "optim_factory.py",
            "params.py",
            "utils.py",
            "quantize.py",
            "prune.py",
            "model",
        ),
        data="mobilenetv3_imagenet",
        first_sight=(
            "broken: cannot tell: one process stopped as timm was imported "
            "(torch.jit.script of a function calling torch.ones_like, which the "
            "CUDA stand-in wraps: TypeError ... got builtin_function_or_method)"
        ),
    ),
    Recipe(
        "konode-oscillator",
        *KONODE,
        "main.py",
        "scientific ML (a Koopman-driven neural ODE on a nonlinear oscillator's trajectories: "
        "an MLP whose weights a hypernetwork makes from a latent state per trajectory, solved "
        "by fixed-step Euler through its own copy of torchdiffeq's adjoint, float64 by "
        "default, a latent start drawn with torch.randn of the batch size in the loop, two "
        "Adam optimizers, one over a bare leaf tensor, ExponentialLR stepped per epoch, the "
        "data as .npy files in the repository)",
        "agree",
        "a shuffled DataLoader split per rank; the latent start (torch.randn(batch_size, 1, "
        "w), a row per trajectory, in the loop) keyed by the global sample; each trajectory's "
        "solution is its own (fixed Euler steps, no error norm over the batch) and the loss a "
        "mean; no batch norm, no dropout: one process's training",
        (
            Edit(
                "torch.cuda.set_device(device_id)",
                "if torch.cuda.is_available(): torch.cuda.set_device(device_id)",
                "CPU: it selects a CUDA device whatever is there (its device falls back to the "
                "CPU on the next line)",
            ),
            Edit(
                "self.data = np.load(data_path)",
                "self.data = np.load(data_path)[:, :40]",
                "fewer samples: the first 40 trajectories of each file (the adjoint solve takes "
                "some 10 s a step of 10 here, and the files hold 600, 2000 and 2000)",
            ),
        ),
        # The readme's command, one epoch of 4 steps of 10 trajectories.
        args=("--gpu", "0", "--w_size", "10", "--solver", "euler", "--niters", "1"),
        paths=("kode", "train_data.npy", "val_data.npy", "test_data.npy"),
        first_sight=(
            "broken: cannot tell: the ranks stopped at a batch size written into "
            "the script (10 rows, 5 a rank), the hint naming it and --batch "
            "per-device"
        ),
    ),
    Recipe(
        "em-capsules-mnist",
        *EM_CAPSULES,
        "train.py",
        "vision (matrix capsules with EM routing on MNIST: a convolution with batch norm, "
        "primary, convolutional and class capsules routed by EM in the forward, an MSE loss "
        "against one-hot targets built in a Python loop per sample, Adam)",
        "agree",
        BATCH_NORM,
        (
            Edit(
                "from torchvision import datasets, transforms",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.MNIST = corpus_data.MNIST\n"
                "corpus_data.MNIST.samples = (60, 20)",
                MADE + "; fewer samples (60 training and 20 test images): EM routing takes "
                "some 0.4 s an image here, and 256 and 64 took 159 s",
            ),
        ),
        # One epoch of 6 batches of 10, then the test pass.
        args=("--epochs", "1"),
        names="batch norm per rank",
        paths=(
            "CapsNet.py",
            "ConvCaps.py",
            "PrimaryCaps.py",
            "ClassCaps.py",
            "EMRouting.py",
            "utils.py",
        ),
        first_sight="kept",
    ),
    Recipe(
        "mtl-nyud-hrnet",
        *MTL_PYTORCH,
        "main.py",
        "vision, multi-task (HRNet-18 with a head per task, semantic segmentation and depth "
        "on NYUDv2: a weighted sum of a cross-entropy that ignores label 255 and an L1 over "
        "valid depth, Adam with a poly schedule set per epoch, batch norm, random scaling, "
        "crops and flips, a custom collate, YAML configs, the model in DataParallel, "
        "predictions saved and scored before training, after the last epoch and at the end)",
        "agree",
        "a shuffled DataLoader split per rank (drop_last); the cross-entropy (NLLLoss) skips "
        "label 255 (ignore_index), weighed by the ranks' counts; the depth L1 is a mean over "
        "the pixels whose depth is not 255 (every pixel of the data made here); " + BATCH_NORM,
        (
            Edit(
                "model = model.cuda()",
                "model = model.cuda() if torch.cuda.is_available() else model",
                "CPU: it moves the model to CUDA whatever is there",
            ),
            Edit(
                "model.load_state_dict(torch.load(p['checkpoint'])['model'])",
                "model.load_state_dict(torch.load(p['checkpoint'], weights_only=False)['model'])",
                "its checkpoint holds NumPy scalars (the best result), which torch 2.6's "
                "weights_only default refuses (the final evaluation fails in one process too)",
            ),
            Edit(
                "criterion.cuda()",
                "criterion.cuda() if torch.cuda.is_available() else criterion",
                "CPU: likewise the criterion",
            ),
            Edit(
                "images = batch['image'].cuda(non_blocking=True)",
                "images = batch['image']",
                "CPU: each batch is moved to CUDA",
                file="train/train_utils.py",
            ),
            Edit(
                "targets = {task: batch[task].cuda(non_blocking=True) for task in "
                "p.ALL_TASKS.NAMES}",
                "targets = {task: batch[task] for task in p.ALL_TASKS.NAMES}",
                "CPU: likewise its targets",
                file="train/train_utils.py",
            ),
            Edit(
                "images = batch['image'].cuda(non_blocking=True)",
                "images = batch['image']",
                "CPU: the evaluation's batches likewise",
                file="evaluation/evaluate_utils.py",
            ),
            Edit(
                "targets = {task: batch[task].cuda(non_blocking=True) for task in tasks}",
                "targets = {task: batch[task] for task in tasks}",
                "CPU: likewise its targets",
                file="evaluation/evaluate_utils.py",
            ),
            Edit(
                "inputs, meta = sample['image'].cuda(non_blocking=True), sample['meta']",
                "inputs, meta = sample['image'], sample['meta']",
                "CPU: the saved predictions' inputs likewise",
                file="evaluation/evaluate_utils.py",
            ),
            Edit(
                "dsize=(meta['im_size'][1][jj], meta['im_size'][0][jj])",
                "dsize=(int(meta['im_size'][1][jj]), int(meta['im_size'][0][jj]))",
                "OpenCV 4.x of this Python refuses 0-d tensors as sizes (the collated image "
                "sizes): the evaluation fails in one process too",
                file="evaluation/evaluate_utils.py",
            ),
            Edit(
                "import collections\n",
                "import collections, collections.abc\ncollections.Mapping, collections.Sequence "
                "= collections.abc.Mapping, collections.abc.Sequence\n",
                "Python 3.10 removed collections' aliases of collections.abc's Mapping and "
                "Sequence, which its collate reads (it fails in one process too)",
                file="utils/custom_collate.py",
            ),
            Edit(
                "from torch._six import string_classes, int_classes",
                "string_classes, int_classes = str, int",
                "torch 2 removed torch._six (what it named is Python's str and int; the import "
                "fails in one process too)",
                file="utils/custom_collate.py",
            ),
            Edit(
                "from torchvision.models.utils import load_state_dict_from_url",
                "from torch.hub import load_state_dict_from_url",
                "torchvision 0.13 removed torchvision.models.utils (the same function is "
                "torch.hub's; the import fails in one process too)",
                file="models/resnet.py",
            ),
            Edit(
                "last_inp_channels = np.int(np.sum(pre_stage_channels))",
                "last_inp_channels = int(np.sum(pre_stage_channels))",
                "NumPy 1.24 removed np.int, the builtin int (the model cannot be built in one "
                "process either)",
                file="models/seg_hrnet.py",
            ),
            Edit(
                "db_root = '/path/to/databases/'",
                "db_root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath("
                "__file__))), 'databases')",
                "the data made here, beside the script (the readme's placeholder path, to be "
                "set by the user; absolute, as NYUD_MT joins it twice)",
                file="utils/mypath.py",
            ),
            Edit(
                "root_dir: /path/to/save/results/",
                "root_dir: results/",
                "the results beside the script (the readme's placeholder path)",
                file="configs/env.yml",
            ),
            Edit(
                "   pretrained: True",
                "   pretrained: False",
                "no ImageNet weights here (the config's own switch; the readme has them "
                "downloaded by hand)",
                file=MTL_CONFIG,
            ),
            Edit("epochs: 100", "epochs: 1", SHORTER, file=MTL_CONFIG),
            Edit("trBatch: 8", "trBatch: 4", SHORTER + ": 4 steps of 4 images", file=MTL_CONFIG),
            Edit("nworkers: 4", "nworkers: 0", "batches loaded in the process", file=MTL_CONFIG),
            Edit(
                "cfg.TRAIN.SCALE = (480, 640)",
                "cfg.TRAIN.SCALE = (48, 64)",
                "NYUD's 480x640 images as the 48x64 ones made here (an HRNet step at full size "
                "is slow on a CPU)",
                file="utils/config.py",
            ),
            Edit(
                "cfg.TEST.SCALE = (480, 640)",
                "cfg.TEST.SCALE = (48, 64)",
                "likewise the evaluation's",
                file="utils/config.py",
            ),
        ),
        args=("--config_env", "configs/env.yml", "--config_exp", MTL_CONFIG),
        names="batch norm per rank",
        paths=("configs", "data", "evaluation", "losses", "models", "train", "utils"),
        data="nyud_mt",
        first_sight="kept",
    ),
)
