"""Data made here for the scripts of `corpus_first_sight_g_19to21.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topic (19): implicit neural representation SIREN.


def jhlew_siren_picture(folder: str, size: tuple[int, int] = (64, 48)) -> None:
    """`examples/0002x4.png`: the picture JHLew/SIREN_pytorch's train.py fits (a DIV2K image
    downscaled 4 times, 400 kB in the repository), here a smooth RGB picture of 64 x 48 made
    of a few sines and noise, so that one step is a few thousand coordinates, not the
    repository picture's 180,000."""
    from PIL import Image

    generator = torch.Generator().manual_seed(19)
    width, height = size
    y = torch.linspace(0, 1, height)[:, None, None]
    x = torch.linspace(0, 1, width)[None, :, None]
    phase = torch.rand(1, 1, 3, generator=generator) * 6.28
    pixels = 0.5 + 0.35 * torch.sin(6 * x + 4 * y + phase)
    pixels = pixels + 0.1 * torch.rand(height, width, 3, generator=generator)
    values = (pixels.clamp(0, 1) * 255).to(torch.uint8).numpy()
    out = os.path.join(folder, "examples")
    os.makedirs(out, exist_ok=True)
    Image.fromarray(values).save(os.path.join(out, "0002x4.png"))


# Topic (20): metric learning with ArcFace.


def pml_defect_images(folder: str, count: int = 16, size: int = 40) -> None:
    """`input/train.csv` and `input/train_data/*.png`: insilicomab/pml_defect's training table
    (an image's file name in `id`, its class in `target`) and its folder of pictures (a
    competition's defect images on the author's Google Drive), here 16 RGB pictures of 40 x 40
    in two classes, eight each (its train_test_split stratifies by class: 12 to train, 4 to
    validate)."""
    from PIL import Image

    generator = torch.Generator().manual_seed(20)
    images = os.path.join(folder, "input", "train_data")
    os.makedirs(images, exist_ok=True)
    rows = ["id,target"]
    for n in range(count):
        target = n % 2
        pixels = torch.randint(0, 256, (size, size, 3), generator=generator, dtype=torch.uint8)
        if target:  # a bright stripe across the defective ones
            pixels[size // 2 - 3 : size // 2 + 3] = 255
        name = f"img_{n:03d}.png"
        Image.fromarray(pixels.numpy()).save(os.path.join(images, name))
        rows.append(f"{name},{target}")
    with open(os.path.join(folder, "input", "train.csv"), "w") as table:
        table.write("\n".join(rows) + "\n")


# Topic (21): active learning.


def keras_cifar10(folder: str, counts: tuple[int, int] = (600, 30)) -> None:
    """`cifar10.npz`: CIFAR-10 in the form Keras's cifar10.load_data() returns it (images of
    32 x 32 x 3 in uint8, labels as a column of uint8), which YeongHyeon/Active-Learning's
    datamanager loads through TensorFlow (a download); here 600 training images (of which it
    labels 54 and validates on 6, and pools 540 as unlabelled) and 30 test images, of ten
    classes, read by the stand-in `tensorflow.py` of its recipe."""
    import numpy

    generator = torch.Generator().manual_seed(21)
    arrays = {}
    for split, count in zip(("train", "test"), counts, strict=True):
        shape = (count, 32, 32, 3)
        arrays[f"x_{split}"] = torch.randint(
            0, 256, shape, generator=generator, dtype=torch.uint8
        ).numpy()
        labels = torch.arange(count) % 10  # every class in every split
        arrays[f"y_{split}"] = labels.to(torch.uint8).numpy().reshape(count, 1)
    numpy.savez(os.path.join(folder, "cifar10.npz"), **arrays)
