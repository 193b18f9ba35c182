"""Data made here for the corpus's scripts, in the form of the data sets they download.

`benchmarks/corpus.py` writes this module beside each script; a recipe's edit swaps the
torchvision class the script names for one of these (`datasets.MNIST = corpus_data.MNIST`).
Images are PIL images, as torchvision's are, so the script's own transforms run on them. The
values come from a generator of their own: the script's random streams are left untouched.
"""

from __future__ import annotations

import numpy
import torch
from PIL import Image
from torch.utils.data import Dataset


class _Images(Dataset):
    size: tuple[int, int] = (28, 28)
    channels = 1
    classes = 10
    samples = (256, 64)  # training, test

    def __init__(self, root=None, train=True, transform=None, target_transform=None, **_):
        count = self.samples[0 if train else 1]
        generator = torch.Generator().manual_seed(1 if train else 2)
        shape = (count, *self.size) + ((self.channels,) if self.channels > 1 else ())
        self.data = torch.randint(0, 256, shape, generator=generator, dtype=torch.uint8)
        self.targets = torch.randint(0, self.classes, (count,), generator=generator)
        self.transform, self.target_transform = transform, target_transform

    # The names older torchvision gave them, which older tutorials read.
    train_data = test_data = property(lambda self: self.data)
    train_labels = test_labels = property(lambda self: self.targets)

    def __len__(self) -> int:
        return len(self.targets)

    def __getitem__(self, index: int):
        image = Image.fromarray(numpy.asarray(self.data[index]))
        target = int(self.targets[index])
        if self.transform is not None:
            image = self.transform(image)
        if self.target_transform is not None:
            target = self.target_transform(target)
        return image, target


class MNIST(_Images):
    pass


class FashionMNIST(_Images):
    pass


class CIFAR10(_Images):
    size = (32, 32)
    channels = 3

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.data = self.data.numpy()  # as torchvision's: an array, and a list of labels
        self.targets = self.targets.tolist()
