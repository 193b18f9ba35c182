"""Data made here for the scripts of `corpus_first_sight_c.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch
from PIL import Image


def celeba_faces(folder: str, count: int = 64) -> None:
    """RGB JPEGs where vltkv/Generate-faces-with-GAN reads CelebA's aligned faces (downloaded
    from Kaggle): `data/celeba/img_align_celeba/NNNNNN.jpg`, 178x218 as CelebA's are, which its
    ImageFolder reads as one class."""
    generator = torch.Generator().manual_seed(21)
    out = os.path.join(folder, "data", "celeba", "img_align_celeba")
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        pixels = torch.randint(0, 256, (218, 178, 3), generator=generator, dtype=torch.uint8)
        Image.fromarray(pixels.numpy(), mode="RGB").save(os.path.join(out, f"{n + 1:06d}.jpg"))


def common_voice_spectrograms(folder: str, train: int = 192, test: int = 64) -> None:
    """The tensors tmulholland/pytorch_common_voice's cnn.py loads (spectrogram.py makes them
    from Common Voice's clips): `(spectrograms, genders)`, 100 time bins by 512 frequency bins
    in [0, 1] as float32, the genders 0 or 1 as int32, in `data/common_voice/`."""
    generator = torch.Generator().manual_seed(22)
    out = os.path.join(folder, "data", "common_voice")
    os.makedirs(out, exist_ok=True)
    for name, count in (("train-18000-batch-1.pt", train), ("test-2000-batch-1.pt", test)):
        spectrograms = torch.rand(count, 100, 512, generator=generator)
        genders = torch.randint(0, 2, (count,), generator=generator, dtype=torch.int32)
        torch.save((spectrograms, genders), os.path.join(out, name))


def image_folder(folder: str, count: int = 24, size: tuple[int, int] = (96, 96)) -> None:
    """RGB JPEGs in one class folder, `data/images/made_here/N.jpg`, for a script that reads a
    torchvision ImageFolder of its own photographs (mihirneal/DiffusionModel's `dataset_path`,
    left empty in its script)."""
    generator = torch.Generator().manual_seed(23)
    out = os.path.join(folder, "data", "images", "made_here")
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        pixels = torch.randint(0, 256, (*size, 3), generator=generator, dtype=torch.uint8)
        Image.fromarray(pixels.numpy(), mode="RGB").save(os.path.join(out, f"{n}.jpg"))


def pfllib_mnist(folder: str, clients: int = 20, train: int = 20, test: int = 10) -> None:
    """The clients' shards that TsingZ0/PFLlib's `dataset/generate_MNIST.py` writes from MNIST
    (a download): `dataset/MNIST/{train,test}/<client>.npz`, each holding `data`, a dict of
    `x` (N, 1, 28, 28) float32 images and `y` (N,) int64 labels."""
    import numpy

    generator = torch.Generator().manual_seed(24)
    for part, count in (("train", train), ("test", test)):
        out = os.path.join(folder, "dataset", "MNIST", part)
        os.makedirs(out, exist_ok=True)
        for client in range(clients):
            x = torch.rand(count, 1, 28, 28, generator=generator).numpy()
            y = torch.randint(0, 10, (count,), generator=generator).numpy()
            numpy.savez_compressed(os.path.join(out, f"{client}.npz"), data={"x": x, "y": y})
