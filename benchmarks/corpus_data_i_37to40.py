"""Data made here for the scripts of `corpus_first_sight_i_37to40.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topic (38): Kaggle digit recognizer.


def _kaggle_digits_csv(path: str, count: int, seed: int) -> None:
    """Kaggle's digit-recognizer train.csv: a header `label,pixel0,...,pixel783`, then one
    row per image, its digit and its 28 x 28 grey levels (0 to 255) row by row. Here `count`
    images of a bright bar whose place and slant follow the digit, on dim noise, of all ten
    digits."""
    generator = torch.Generator().manual_seed(seed)
    labels = torch.arange(count) % 10
    images = torch.randint(0, 40, (count, 28, 28), generator=generator)
    for n, label in enumerate(labels.tolist()):
        row = 4 + 2 * label
        images[n, row : row + 3, 4:24] = 200 + torch.randint(0, 56, (3, 20), generator=generator)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    header = "label," + ",".join(f"pixel{i}" for i in range(784))
    rows = [header]
    for label, image in zip(labels.tolist(), images.reshape(count, 784).tolist(), strict=True):
        rows.append(str(label) + "," + ",".join(map(str, image)))
    with open(path, "w") as table:
        table.write("\n".join(rows) + "\n")


def voqtuyen_digits(folder: str) -> None:
    """`data/train.csv` for voqtuyen/digit-recognizer.pytorch's main.py (Kaggle's file, a
    download with the competition's terms): 64 images, 4 batches of 16."""
    _kaggle_digits_csv(os.path.join(folder, "data", "train.csv"), 64, 38)


def burton_digits(folder: str) -> None:
    """`mnist_data/train.csv` for Burton2000/pytorch_image_classification's train.py (in its
    repository through Git LFS, absent from the mirror): 700 images, 70 kept for validation
    by the script and 630 to train on, batches of 200 (200, 200, 200, 30)."""
    _kaggle_digits_csv(os.path.join(folder, "mnist_data", "train.csv"), 700, 380)
