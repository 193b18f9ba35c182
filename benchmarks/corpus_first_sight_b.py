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

SHORTER = "a shorter step on 2 CPU processes"


def _simple_task_config(config: str, save_dir: str) -> tuple[Edit, ...]:
    """The config's edits: the CPU's batch and workers, one epoch, checkpoints kept here."""
    return (
        Edit("batch_size: 256", "batch_size: 32", SHORTER, file=config),
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
        BATCH_NORM_WHY := "its DataLoader's batches are split; random crops, flips and "
        "RandAugment are the data's, drawn per sample in the workers; the label-smoothed "
        "cross-entropy is a mean; the split's own effect, batch norm per rank, is named",
        (
            SIMPLE_TASK_DATA,
            *_simple_task_config(
                RESNET41,
                "/content/drive/MyDrive/Colab_sample_checkpoints/resnet/resnet41_cifar100_sgd_50",
            ),
            Edit("epochs: 50", "epochs: 1", SHORTER, file=RESNET41),
        ),
        args=("--cfg", RESNET41),
        names="batch norm per rank",
        paths=("src", RESNET41),
    ),
)
