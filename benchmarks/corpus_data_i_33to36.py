"""Data made here for the scripts of `corpus_first_sight_i_33to36.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy

# Topic (36): dogs vs cats classifier trained from scratch.


def catvsdog_folder(folder: str, sizes: tuple[int, int] = (32, 8)) -> None:
    """`examples/classification/CatVsDog/`: Kaggle's dogs-vs-cats train.zip as MathGaron/
    pytorch_toolbox's readme lays it out (a download, behind a Kaggle login): `train/` and
    `valid/`, JPEG pictures named `cat.N.jpg` and `dog.N.jpg`, the class the name's first part;
    and `out/`, the output folder the script writes its arguments into before it makes it.
    Here 32 and 8 pictures of RGB noise, half of each class, of sizes around 150 x 120 (the
    script resizes them to 128 x 128), a cat's tinted red and a dog's blue."""
    from PIL import Image

    generator = numpy.random.default_rng(36)
    root = os.path.join(folder, "examples", "classification")
    for part, count in zip(("train", "valid"), sizes, strict=True):
        os.makedirs(os.path.join(root, "CatVsDog", part), exist_ok=True)
        for index in range(count):
            kind = ("cat", "dog")[index % 2]
            height, width = generator.integers(110, 170, size=2)
            pixels = generator.integers(0, 200, size=(height, width, 3))
            pixels[:, :, 0 if kind == "cat" else 2] += 55
            image = Image.fromarray(pixels.astype(numpy.uint8))
            image.save(os.path.join(root, "CatVsDog", part, f"{kind}.{index}.jpg"))
    os.makedirs(os.path.join(root, "out"), exist_ok=True)


def cat_vs_dog_jpgs(folder: str, count: int = 64) -> None:
    """`cat_vs_dog/`: Microsoft's Kaggle Cats and Dogs set (PetImages, a download) as
    layely/CatvsDog-pytorch's dataset.py reads it, `Cat/*.jpg` and `Dog/*.jpg` read with OpenCV
    and resized to 80 x 80. Here 64 pictures of each class, RGB noise of sizes around 120 x
    100, a cat's tinted red and a dog's blue (split 70/15/15 by the script: 45 of each to
    train, 3 batches of 32)."""
    from PIL import Image

    generator = numpy.random.default_rng(37)
    for kind in ("Cat", "Dog"):
        os.makedirs(os.path.join(folder, "cat_vs_dog", kind), exist_ok=True)
        for index in range(count):
            height, width = generator.integers(80, 140, size=2)
            pixels = generator.integers(0, 200, size=(height, width, 3))
            pixels[:, :, 0 if kind == "Cat" else 2] += 55
            image = Image.fromarray(pixels.astype(numpy.uint8))
            image.save(os.path.join(folder, "cat_vs_dog", kind, f"{index}.jpg"))
