"""Data the project ships or makes, so that nothing is downloaded at run time."""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch.utils.data import TensorDataset

DIGITS_TEST_FRACTION = 0.2
DIGITS_SPLIT_SEED = 0  # fixed: every run, on any number of devices, tests on the same images


@dataclass(frozen=True)
class Split:
    train: TensorDataset
    test: TensorDataset


def digits() -> Split:
    """The 1,797 8x8 handwritten digits bundled with scikit-learn, as 1x8x8 images in [0, 1].

    The held-out test split is stratified by class and fixed (20%, seed 0).
    """
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split

    bunch = load_digits()
    images = torch.tensor(bunch.images, dtype=torch.float32).unsqueeze(1) / 16.0
    labels = torch.tensor(bunch.target, dtype=torch.long)
    train_idx, test_idx = train_test_split(
        torch.arange(len(labels)).numpy(),
        test_size=DIGITS_TEST_FRACTION,
        random_state=DIGITS_SPLIT_SEED,
        stratify=labels.numpy(),
    )
    train_idx, test_idx = torch.as_tensor(train_idx), torch.as_tensor(test_idx)
    return Split(
        train=TensorDataset(images[train_idx], labels[train_idx]),
        test=TensorDataset(images[test_idx], labels[test_idx]),
    )
