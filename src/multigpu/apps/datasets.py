"""Data the project ships or makes, so that nothing is downloaded at run time."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch.utils.data import Dataset, Subset, TensorDataset

from ..core.errors import UsageError

DIGITS_TEST_FRACTION = 0.2
DIGITS_SPLIT_SEED = 0  # fixed: every run, on any number of devices, tests on the same images


@dataclass(frozen=True)
class Split:
    train: Dataset
    test: Dataset
    classes: int = 10
    # How each side's samples make a batch (None: torch's default); set for --decode gpu.
    train_collate: Any = None
    test_collate: Any = None


def token_stream(vocab: int, length: int, sequences: int = 2048, seed: int = 0) -> Split:
    """Sequences of a small made-up language, for the language models of the main job: each
    starts at a random token and steps by a random stride (mod the vocabulary), so its next
    token follows from the two before it. Inputs are a sequence's tokens, targets the same
    shifted by one; 20% held out, fixed by the seed."""
    generator = torch.Generator().manual_seed(seed)
    start = torch.randint(0, vocab, (sequences, 1), generator=generator)
    stride = torch.randint(1, 8, (sequences, 1), generator=generator)
    tokens = (start + stride * torch.arange(length + 1)) % vocab
    cut = sequences - sequences // 5
    inputs, targets = tokens[:, :-1], tokens[:, 1:]
    return Split(
        train=TensorDataset(inputs[:cut], targets[:cut]),
        test=TensorDataset(inputs[cut:], targets[cut:]),
        classes=vocab,
    )


def digits() -> Split:
    """The 1,797 8x8 handwritten digits (UCI, CC BY 4.0; shipped in this package), as 1x8x8
    images in [0, 1].

    The held-out test split is stratified by class and fixed (20% of each class, seed 0).
    """
    pixels, labels = _digits_arrays()
    images = torch.tensor(pixels, dtype=torch.float32).reshape(-1, 1, 8, 8) / 16.0
    targets = torch.tensor(labels, dtype=torch.long)
    train_idx, test_idx = stratified_split(targets, DIGITS_TEST_FRACTION, DIGITS_SPLIT_SEED)
    return Split(
        train=TensorDataset(images[train_idx], targets[train_idx]),
        test=TensorDataset(images[test_idx], targets[test_idx]),
    )


def _digits_arrays() -> tuple[np.ndarray, np.ndarray]:
    """The digits file shipped in this package (see data/DIGITS.md for its source and licence)."""
    source = resources.files(__package__).joinpath("data/digits.csv.gz")
    with resources.as_file(source) as path:  # numpy reads .gz by the name
        table = np.loadtxt(path, delimiter=",")
    return table[:, :-1], table[:, -1].astype(np.int64)


def stratified_split(
    labels: torch.Tensor, test_fraction: float, seed: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """Indices of a train/test split that keeps each class's share, the same for a given seed."""
    generator = torch.Generator().manual_seed(seed)
    train, test = [], []
    for label in labels.unique(sorted=True):
        members = (labels == label).nonzero().flatten()
        members = members[torch.randperm(len(members), generator=generator)]
        cut = round(len(members) * test_fraction)
        test.append(members[:cut])
        train.append(members[cut:])
    return torch.cat(train).sort().values, torch.cat(test).sort().values


FOLDER_TEST_FRACTION = 0.2


def image_folder(
    root: str | Path,
    size: int,
    seed: int = 0,
    skipped_log: Path | None = None,
    decode: str = "cpu",
) -> Split:
    """A user's ImageFolder: `train/` and `val/` inside it if present, else every image split
    80/20 (seeded, the same on every rank). Train images get the training transforms. With
    `skipped_log`, undecodable files are skipped and named there. `decode` "gpu": the samples
    are the files' bytes, decoded and transformed on the device (device_decode.py)."""
    from . import images

    pipeline = "encoded" if decode == "gpu" else "fast"

    def folder(path: Path, train: bool, size: int) -> Any:
        return images.image_folder(path, train, size, pipeline, skipped_log=skipped_log)

    root = Path(root)
    if (root / "train").is_dir() and (root / "val").is_dir():
        train, test = folder(root / "train", True, size), folder(root / "val", False, size)
        if train.classes != test.classes:
            raise UsageError(f"{root}: train/ and val/ have different class folders")
        return Split(train, test, len(train.classes), train.collate_fn, test.collate_fn)
    train, test = folder(root, True, size), folder(root, False, size)
    order = torch.randperm(len(train), generator=torch.Generator().manual_seed(seed)).tolist()
    cut = max(1, round(len(order) * FOLDER_TEST_FRACTION))
    if len(order) < 2:
        raise UsageError(f"{root} has {len(order)} image(s): too few to train and test")
    return Split(
        Subset(train, order[cut:]),
        Subset(test, order[:cut]),
        len(train.classes),
        train.collate_fn,
        test.collate_fn,
    )
