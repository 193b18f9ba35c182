"""A batch of public scripts new to the corpus, chosen by a fixed rule, each recorded at its
first run under `multigpu run --verify` (first sight), before any change made for it.

The rule, applied in this order. Topics: (1) timm-style image classification trainers (EMA of
weights, mixed precision), (2) Kaggle-style competition notebooks exported to scripts, (3)
torch.compile in a training loop, (4) gradient accumulation written by hand, (5) exponential
moving average (EMA) of model weights, (6) L-BFGS optimizer training (physics-informed
networks, style transfer), (7) automatic mixed precision with GradScaler, (8)
torch.utils.checkpoint activation checkpointing, (9) tied input/output embedding weights in a
language model, (10) variational autoencoders or normalizing flows. For each topic the `search`
tool (corpus `code`; `pages`/`docs` where `code` gives nothing) was asked "<topic> pytorch
training script train.py", and the first GitHub repository in the order the results came was
taken that is not already in the corpus, can be fetched, and has a PyTorch training script that
runs on a CPU with data made here in about a minute. A repository was skipped only for a
mechanical reason (no training script; a compiled CUDA extension; weights or data that cannot be
made here; a package the registry does not have), written below. From each, its main training
script (the one its README runs) and a second training script where it has one.

Queries run, and what was taken or skipped:
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

SIMPLE_TASK = ("WickedFoxes/simple_task_pytorch", "19165392e10ac27465a6e095bdcc2c5b86eb1033")

BATTERIES = ("ditwoo/batteries", "e182d9178782a77f4f0a8e1bae935b6bef85e203")
PYTORCH2 = ("mc6666/pytorch2", "a3819e633a7ec886f273f8b799e788491140380a")

SHORTER = "a shorter step on 2 CPU processes"
CUDA_OR_CPU = "cuda:0 where CUDA is (as multigpu run shows it), else the CPU: it names cuda:0 alone"


def _simple_task_config(config: str, save_dir: str) -> tuple[Edit, ...]:
    """The config's edits: the CPU's batch and workers, one epoch, checkpoints kept here."""
    return (
        Edit("batch_size: 256", "batch_size: 16", SHORTER, file=config),
        Edit("num_workers: 8", "num_workers: 2", "2 cores here", file=config),
        Edit(
            f'save_dir: "{save_dir}"',
            'save_dir: "checkpoints"',
            "its checkpoints in the run's folder, not a Colab drive",
            file=config,
        ),
    )


SIMPLE_TASK_DATA = Edit(
    "from torchvision.datasets import CIFAR100",
    "from corpus_data_b import CIFAR100",
    MADE,
    file="src/datasets/cifar100.py",
)
RESNET41 = "configs/resnet/resnet41_cifar100_sgd_50.yaml"
VIT_TINY = "configs/ViT/ViT_tiny_cifar100_adamw_200.yaml"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "simple-task-resnet",
        *SIMPLE_TASK,
        "train.py",
        "vision (CIFAR-100 pre-activation ResNet: autocast and GradScaler, clipping, label "
        "smoothing, RandAugment in 2 loader workers, a warm-up schedule, a config in YAML)",
        "agree",
        "its DataLoader's batches are split; random crops, flips and "
        "RandAugment are the data's, drawn per sample in the workers; the label-smoothed "
        "cross-entropy is a mean; the split's own effect, batch norm per rank, is named",
        (
            SIMPLE_TASK_DATA,
            *_simple_task_config(
                RESNET41,
                "/content/drive/MyDrive/Colab_sample_checkpoints/resnet/resnet41_cifar100_sgd_50",
            ),
            Edit("epochs: 50", "epochs: 1", SHORTER, file=RESNET41),
            Edit(
                'name: "resnet_mini_v2_41"',
                'name: "resnet_mini_v2_14"',
                "the repository's 14-layer variant of the same network: 41 layers take 13 s a "
                "step on these 2 cores",
                file=RESNET41,
            ),
        ),
        args=("--cfg", RESNET41),
        names="batch norm per rank",
        paths=("src", RESNET41),
        first_sight="kept",
    ),
    Recipe(
        "simple-task-vit-mixup",
        *SIMPLE_TASK,
        "train.py",
        "vision (the same trainer on another of its configs: a ViT with mixup applied to half "
        "the batches, AdamW, autocast and GradScaler)",
        "differ",
        "mixup is drawn in the training loop on the batch the loop holds: whether to mix "
        "(random.random), the weight (a Beta sample) and the partner of each sample "
        "(torch.randperm over the batch); each rank draws its own over its slice, so no run of "
        "2 ranks computes one process's steps, and a correct verdict names the draw",
        (
            SIMPLE_TASK_DATA,
            *_simple_task_config(
                VIT_TINY, "/content/drive/MyDrive/Colab_sample_checkpoints/ViT/ViT_tiny_cifar100_adamw_200"
            ),
        ),
        args=("--cfg", VIT_TINY),
        names="drawn in the training loop",
        paths=("src", VIT_TINY),
    ),
    *(
        Recipe(
            f"batteries-{folder}",
            *BATTERIES,
            f"examples/{folder}/experiment.py",
            f"Kaggle starter pack ({what}MNIST CNN, AdamW, two stages, the second from the "
            "first's best checkpoint, tensorboardX, a checkpoint manager)",
            "agree",
            f"its DataLoader's batches are split{dp}; a mean loss, no dropout, no batch norm; "
            "validation between epochs under no_grad: one process's training",
            (
                Edit(
                    "from batteries import (",
                    "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname(__file__), "
                    "'..', '..', 'src'))\nfrom batteries import (",
                    "the package on the path, as installing it puts it",
                ),
                Edit(
                    "from batteries.progress import tqdm",
                    "from batteries.progress import tqdm\n"
                    "TensorboardLogger.metric = TensorboardLogger.add_metric",
                    "the example calls the logger's method by its old name, `metric`, which the "
                    "package now calls `add_metric` (it fails so in one process too)",
                ),
                Edit(
                    'device = torch.device("cuda:0")',
                    'device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")',
                    CUDA_OR_CPU,
                ),
                Edit(
                    "from torchvision.datasets import MNIST",
                    "from corpus_data import MNIST",
                    MADE,
                    file=f"examples/{folder}/datasets.py",
                ),
            ),
            paths=(f"examples/{folder}", "src/batteries"),
        )
        for folder, what, dp in (
            ("device", "", ""),
            ("dp", "nn.DataParallel, ", " and DataParallel runs as DDP"),
        )
    ),
    Recipe(
        "pytorch2-compile",
        *PYTORCH2,
        "compile_test.py",
        "vision (torch.compile of a ResNet-18, one SGD step on a random batch)",
        "agree",
        "one batch drawn before training, the same on every rank, a sum of the outputs as its "
        "loss: every rank trains on the whole batch (warned), and a correct run matches one "
        "process exactly; the compiled module's forward and backward carry the averaging",
        (
            Edit(
                "models.resnet18().cuda()",
                "models.resnet18().to('cuda' if torch.cuda.is_available() else 'cpu')",
                "the GPU where CUDA is (as multigpu run shows it), else the CPU",
            ),
            Edit(
                "x = torch.randn(16, 3, 224, 224).cuda()",
                "x = torch.randn(4, 3, 64, 64).to('cuda' if torch.cuda.is_available() else 'cpu')",
                "a smaller batch of smaller images (inductor compiles a step on 2 CPU cores), on "
                "the GPU where CUDA is, else the CPU",
            ),
        ),
    ),
)
