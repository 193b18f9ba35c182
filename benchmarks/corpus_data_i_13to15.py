"""Data made here for the scripts of `corpus_first_sight_i_13to15.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import corpus_data
import numpy

# Topic (13): temporal convolutional network.

ETT_COLUMNS = ("HUFL", "HULL", "MUFL", "MULL", "LUFL", "LULL", "OT")


def wagnat_ett(folder: str, days: int = 6) -> None:
    """`data/ETT-small/ETTh1.csv`: the Electricity Transformer Temperature data set (ETDataset,
    a download) as cybisolated/WAG-NAT's load_ett_data reads it: a `date` column of hourly
    stamps and the seven loads and oil temperature (HUFL, HULL, MUFL, MULL, LUFL, LULL, OT).
    Here 6 days of hourly rows (144): daily waves and noise."""
    generator = numpy.random.default_rng(13)
    root = os.path.join(folder, "data", "ETT-small")
    os.makedirs(root, exist_ok=True)
    hours = numpy.arange(24 * days)
    phase = generator.uniform(0, 2 * numpy.pi, len(ETT_COLUMNS))
    values = 5 + 3 * numpy.sin(2 * numpy.pi * hours[:, None] / 24 + phase)
    values = values + 0.3 * generator.standard_normal((len(hours), len(ETT_COLUMNS)))
    lines = ["date," + ",".join(ETT_COLUMNS)]
    for hour, row in zip(hours, values, strict=True):
        stamp = numpy.datetime64("2016-07-01T00:00") + numpy.timedelta64(int(hour), "h")
        date = str(stamp).replace("T", " ") + ":00"
        lines.append(date + "," + ",".join(f"{v:.3f}" for v in row))
    with open(os.path.join(root, "ETTh1.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")


# Topic (14): deep ensembles for uncertainty.


def pne_data_folder(folder: str) -> None:
    """`data/`: the folder johannesnauta/pytorch-pne's toy_1d.py saves each network's means and
    variances into (its .gitignore keeps it out of the repository); the data it trains on it
    makes itself (a sine wave and a cubic curve with noise)."""
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)


class CIFAR10Few(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with 12 training and 4 test images (not 256 and 64): Storsorken/
    DD2412-project's main.py trains a ResNet-50 (its first of nine), then evaluates it on the
    test images and on SVHN's; a step of batches of 4 took about 30 s here."""

    samples = (12, 4)


class CIFAR100Few(CIFAR10Few):
    """CIFAR-100's form (as corpus_data_b.CIFAR100), 100 classes, 12 training and 4 test
    images."""

    classes = 100


class SVHN(CIFAR10Few):
    """SVHN's form as main.py uses it (the out-of-distribution test set): chosen by `split`
    ("train" or "test"), not `train`; 32x32 colour images of 10 classes, 12 and 4 of them."""

    def __init__(self, root=None, split="train", transform=None, target_transform=None, **_):
        super().__init__(root, split == "train", transform, target_transform)


DD2412_RESULTS = (
    "Results/Resnet50_MC/CIFAR100",
    "Results/Ablation",
    "Results/Resnet18_Single/CIFAR10",
    "Results/Resnet18_Single/CIFAR100",
    "Results/FGSM",
)


def dd2412_results(folder: str) -> None:
    """The folders Storsorken/DD2412-project's main.py saves its nine models into (its
    .gitignore keeps Results/ out of the repository, and torch.save makes no folder)."""
    for path in DD2412_RESULTS:
        os.makedirs(os.path.join(folder, path), exist_ok=True)


# Topic (15): Monte Carlo dropout.


def dtu_lidc_crops(folder: str, counts: tuple[int, int, int] = (6, 6, 6), size: int = 32) -> None:
    """`project2/LIDC_crops/LIDC_DLCV_version/{train,val,test}/`: the LIDC lung-lesion crops that
    ande765a/DTU-02514-Deep-Learning-in-Computer-Vision's project2/main.py downloads from Google
    Drive with gdown, in the form its dataloader.py reads: grayscale PNGs in images/ (N.png)
    and, for each, four annotators' binary masks in lesions/ (N_l0.png to N_l3.png, 0 or 255).
    Here 6, 6 and 6 crops of 32 x 32 (not 128 x 128), a bright blob on noise, its masks
    circles of radii about the blob's. Also `project2/figs/`, where its plots are saved (the
    repository has no such folder and savefig makes none)."""
    from PIL import Image

    generator = numpy.random.default_rng(15)
    root = os.path.join(folder, "project2", "LIDC_crops", "LIDC_DLCV_version")
    rows, columns = numpy.mgrid[0:size, 0:size]
    for mode, count in zip(("train", "val", "test"), counts, strict=True):
        images = os.path.join(root, mode, "images")
        lesions = os.path.join(root, mode, "lesions")
        os.makedirs(images, exist_ok=True)
        os.makedirs(lesions, exist_ok=True)
        for n in range(count):
            centre = generator.uniform(size / 4, 3 * size / 4, 2)
            radius = generator.uniform(size / 10, size / 5)
            distance = numpy.hypot(rows - centre[0], columns - centre[1])
            image = 100 + 80 * numpy.exp(-((distance / radius) ** 2))
            image = image + 15 * generator.standard_normal((size, size))
            pixels = numpy.clip(image, 0, 255).astype(numpy.uint8)
            Image.fromarray(pixels, mode="L").save(os.path.join(images, f"{n}.png"))
            for version in range(4):
                grown = radius * generator.uniform(0.8, 1.2)
                mask = numpy.where(distance < grown, 255, 0).astype(numpy.uint8)
                path = os.path.join(lesions, f"{n}_l{version}.png")
                Image.fromarray(mask, mode="L").save(path)
    os.makedirs(os.path.join(folder, "project2", "figs"), exist_ok=True)
