"""Data made here for batch t's topics (37) to (44) (corpus_first_sight_t_37to44.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os
import pickle
import zlib

import corpus_data
import numpy
import torch
from PIL import Image


class FashionMNISTFew(corpus_data.FashionMNIST):
    """corpus_data's FashionMNIST stand-in with 64 training and 16 test images (a ResNet-50 on
    224x224 inputs, on 2 shared cores)."""

    samples = (64, 16)


def _random_jpegs(folder: str, names: list[str], size: int, generator: torch.Generator) -> None:
    os.makedirs(folder, exist_ok=True)
    for name in names:
        pixels = torch.randint(0, 256, (size, size, 3), generator=generator, dtype=torch.uint8)
        Image.fromarray(pixels.numpy(), mode="RGB").save(os.path.join(folder, name))


def rosinality_image_classes(folder: str, classes: int = 2, per_class: int = 4) -> None:
    """`data/CLASS/N.jpg`: torchvision's ImageFolder layout, one folder a class, which
    rosinality/sagan-pytorch's train.py reads from its PATH argument (and counts its classes
    by); random 32x32 RGB JPEGs, which its transform resizes to 128x128."""
    generator = torch.Generator().manual_seed(3701)
    for label in range(classes):
        names = [f"{n}.jpg" for n in range(per_class)]
        _random_jpegs(os.path.join(folder, "data", f"class{label}"), names, 32, generator)


def holo_anime_pickle(folder: str, count: int = 16) -> None:
    """`anime_val.pkl`, what Guozhongyuan/Holo-encoder-pytorch's preprocess/dataset_pkl.py
    writes from the anime faces made grey and 256x256 by dataset_gray.py: a pickled list of
    zlib-compressed pickles of uint8 (256, 256) arrays, which train_v1.py reads with
    np.load(allow_pickle=True); and the ckpt/ folder it saves its best model into."""
    generator = numpy.random.default_rng(3902)
    faces = [
        zlib.compress(pickle.dumps(generator.integers(0, 256, (256, 256), dtype=numpy.uint8)))
        for _ in range(count)
    ]
    with open(os.path.join(folder, "anime_val.pkl"), "wb") as file:
        pickle.dump(faces, file)
    os.makedirs(os.path.join(folder, "ckpt"), exist_ok=True)


def karpathy_binarized_mnist(folder: str, counts: tuple[int, int, int] = (300, 100, 100)) -> None:
    """`binarized_mnist.npz` (the ICML 2015 MADE release karpathy/pytorch-made's run.py reads
    with -d): `train_data`, `valid_data` and `test_data`, rows of 784 pixels, each 0 or 1, as
    float32."""
    generator = numpy.random.default_rng(4001)
    arrays = {
        name: (generator.random((count, 784)) < 0.2).astype(numpy.float32)
        for name, count in zip(("train_data", "valid_data", "test_data"), counts, strict=True)
    }
    numpy.savez(os.path.join(folder, "binarized_mnist.npz"), **arrays)
