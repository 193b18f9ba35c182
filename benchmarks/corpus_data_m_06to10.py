"""Data made here for batch m's topics (6) to (10) (corpus_first_sight_m_06to10.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import corpus_data


class kaiiwoo_mnist(corpus_data.MNIST):
    """corpus_data.MNIST with 64 training and 16 test images (not 256 and 64): kaiiwoo's
    InfoGAN took 147 s for 16 batches of 16 at load 12."""

    samples = (64, 16)


class xuyanwu_cifar10(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with 16 training and 16 test images (not 256 and 64), the images
    Complementary-GAN's second phase trains its ACGAN on (torchvision's CIFAR10, which it
    downloads into ./data)."""

    samples = (16, 16)


def xuyanwu_cifar_tensors(folder: str) -> None:
    """The tensors its first phase reads, which the repository stores (large files, absent
    from the mirror) and utils.py writes from torchvision's CIFAR-10: result/CIFAR10/data/
    original.pt, [images, labels] of 16 training images (floats of whole values 0 to 255, N x
    3 x 32 x 32; labels 0 to 9), and processed/test.pt, the same for 16 test images; main.py
    writes its processed/training0.01.0.pt from original.pt itself."""
    import os

    import torch

    generator = torch.Generator().manual_seed(61)
    out = os.path.join(folder, "result", "CIFAR10", "data")
    os.makedirs(os.path.join(out, "processed"), exist_ok=True)
    for name, count in (("original.pt", 16), (os.path.join("processed", "test.pt"), 16)):
        images = torch.randint(0, 256, (count, 3, 32, 32), generator=generator).float()
        labels = torch.randint(0, 10, (count,), generator=generator)
        torch.save([images, labels], os.path.join(out, name))


class wtberry_cifar10(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with 64 training and 16 test images (not 256 and 64): whole
    batches of 16, as its reshape to the batch size written in it needs (CIFAR-10's 50,000
    are whole batches of its 100)."""

    samples = (64, 16)


class ahmad_cifar10(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with 64 training and 16 test images (not 256 and 64): Ahmad's
    train.py splits 16 of the training images off for validation (5000 of CIFAR-10's)."""

    samples = (64, 16)


def crounous_dr_folders(folder: str) -> None:
    """The image folders its main.py reads with its own ImageFolder, dr_data/train/CLASS/
    *.png and dr_data/val/CLASS/*.png, for its 5 diabetic-retinopathy grades (0 to 4; its
    model has 5 outputs): 24 training images (5, 5, 5, 5 and 4 a grade: 3 batches of 8) and
    5 validation images, RGB, 80 x 80."""
    import os

    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(67)
    for split, counts in (("train", (5, 5, 5, 5, 4)), ("val", (1, 1, 1, 1, 1))):
        for grade, count in enumerate(counts):
            out = os.path.join(folder, "dr_data", split, str(grade))
            os.makedirs(out, exist_ok=True)
            for image in range(count):
                pixels = generator.integers(0, 256, (80, 80, 3), dtype=numpy.uint8)
                Image.fromarray(pixels).save(os.path.join(out, f"{image}.png"))
