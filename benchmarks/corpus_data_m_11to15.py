"""Data made here for batch m's topics (11) to (15) (corpus_first_sight_m_11to15.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import corpus_data


class TinyCIFAR10(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with 12 training and 4 test images (not 256 and 64): axeloh's
    GoogLeNet resizes them to 224 pixels a side, and took 155 s for 3 steps of 8 and its two
    validation passes at load 13."""

    samples = (12, 4)


class TinyCaltech101(corpus_data.CIFAR10):
    """Caltech 101 as kanaad-lims's alexnet.py asks torchvision for it, with the `train` flag
    it passes (torchvision's Caltech101 takes none: a TypeError there before any download):
    RGB images of 64 x 64 (its transform resizes them to 224) in 101 classes, 12 for training
    and 4 for the test."""

    size = (64, 64)
    classes = 101
    samples = (12, 4)


def _jpegs(out: str, count: int, seed: int, size: int = 64) -> None:
    """`count` RGB images of `size` x `size` as 0.jpg, 1.jpg, ... in `out`."""
    import os

    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(seed)
    os.makedirs(out, exist_ok=True)
    for image in range(count):
        pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
        Image.fromarray(pixels).save(os.path.join(out, f"{image}.jpg"))


FLOWERS = ("daisy", "dandelion", "roses", "sunflowers", "tulips")


def youngewbok_flowers_googlenet(folder: str) -> None:
    """The flower photos GoogLeNet/train.py reads with ImageFolder from ./flower_data (beside
    the script): train/ with 2 images of each of its 5 classes, val/ with 1 of each, 64 x 64
    (its transforms crop or resize them to 224)."""
    import os

    root = os.path.join(folder, "GoogLeNet", "flower_data")
    for number, name in enumerate(FLOWERS):
        _jpegs(os.path.join(root, "train", name), 2, 100 + number)
        _jpegs(os.path.join(root, "val", name), 1, 200 + number)


def axeloh_cifar10_googlenet(folder: str) -> None:
    """The folders train.py saves into and does not make: models/ (its checkpoints, which its
    .gitignore keeps out of the repository) and output/ (its plots)."""
    import os

    for name in ("models", "output"):
        os.makedirs(os.path.join(folder, name), exist_ok=True)


def frechele_cifar10_senet(folder: str) -> None:
    """The folder cifar10.py saves a checkpoint into each epoch and does not make,
    ./checkpoint (its .gitignore keeps it out of the repository)."""
    import os

    os.makedirs(os.path.join(folder, "checkpoint"), exist_ok=True)
