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


def cora(folder: str, nodes: int = 1600, features: int = 64, edges: int = 4000) -> None:
    """A citation graph in Cora's files (`data/cora/cora.content`, `cora.cites`): paper ids,
    binary features and one of 7 topics per paper, and citations between papers."""
    import os

    generator = torch.Generator().manual_seed(3)
    topics = [f"topic_{n}" for n in range(7)]
    ids = (torch.randperm(10 * nodes, generator=generator)[:nodes] + 1).tolist()
    words = torch.rand(nodes, features, generator=generator) < 0.1
    labels = torch.randint(0, len(topics), (nodes,), generator=generator).tolist()
    out = os.path.join(folder, "data", "cora")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "cora.content"), "w") as content:
        for paper, row, label in zip(ids, words.int().tolist(), labels, strict=True):
            content.write("\t".join([str(paper), *map(str, row), topics[label]]) + "\n")
    pairs = torch.randint(0, nodes, (edges, 2), generator=generator).tolist()
    with open(os.path.join(out, "cora.cites"), "w") as cites:
        for a, b in pairs:
            if a != b:
                cites.write(f"{ids[a]}\t{ids[b]}\n")


def sine_waves(folder: str, waves: int = 20, length: int = 200) -> None:
    """`data/traindata.pt`: `waves` sine waves of `length` points, each shifted by a random
    phase, as a float64 NumPy array (what pytorch/examples' generate_sine_wave.py saves)."""
    import os

    shifts = numpy.random.default_rng(2).integers(-80, 80, waves).reshape(waves, 1)
    x = numpy.arange(length) + shifts
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    torch.save(numpy.sin(x / 20.0).astype("float64"), os.path.join(folder, "data", "traindata.pt"))


def wikitext(folder: str, words: int = 300, lines: tuple[int, int, int] = (400, 40, 40)) -> None:
    """`data/wikitext-2/{train,valid,test}.txt`: lines of words drawn from a vocabulary of
    `words` made-up words, as WikiText-2's files hold tokenised text, one paragraph a line."""
    import os

    generator = torch.Generator().manual_seed(4)
    vocabulary = [f"w{n}" for n in range(words)]
    out = os.path.join(folder, "data", "wikitext-2")
    os.makedirs(out, exist_ok=True)
    for name, count in zip(("train", "valid", "test"), lines, strict=True):
        with open(os.path.join(out, f"{name}.txt"), "w") as text:
            for _ in range(count):
                length = int(torch.randint(4, 16, (), generator=generator))
                picks = torch.randint(0, words, (length,), generator=generator).tolist()
                text.write(" " + " ".join(vocabulary[n] for n in picks) + " \n")


def char_tokens(folder: str, tokens: tuple[int, int] = (20000, 2000)) -> None:
    """`data/shakespeare_char/{train,val}.bin` and `meta.pkl`: character ids as uint16 with
    the vocabulary, what nanoGPT's `data/shakespeare_char/prepare.py` writes from its download."""
    import os
    import pickle

    characters = sorted(set("abcdefghijklmnopqrstuvwxyz .,\n"))
    out = os.path.join(folder, "data", "shakespeare_char")
    os.makedirs(out, exist_ok=True)
    generator = numpy.random.default_rng(5)
    for name, count in zip(("train", "val"), tokens, strict=True):
        ids = generator.integers(0, len(characters), count).astype(numpy.uint16)
        ids.tofile(os.path.join(out, f"{name}.bin"))
    meta = {
        "vocab_size": len(characters),
        "itos": dict(enumerate(characters)),
        "stoi": {c: i for i, c in enumerate(characters)},
    }
    with open(os.path.join(out, "meta.pkl"), "wb") as file:
        pickle.dump(meta, file)


def bsds_images(folder: str, sizes: tuple[int, int] = (16, 4)) -> None:
    """`super_resolution/dataset/BSDS300/images/{train,test}/*.jpg`: photographs' stand-ins,
    larger than the 256-pixel crop the script takes, where pytorch/examples' super_resolution
    extracts BSDS300's download (it downloads only where that folder is missing)."""
    import os

    generator = torch.Generator().manual_seed(6)
    root = os.path.join(folder, "super_resolution", "dataset", "BSDS300", "images")
    for name, count in zip(("train", "test"), sizes, strict=True):
        os.makedirs(os.path.join(root, name), exist_ok=True)
        for n in range(count):
            pixels = torch.randint(0, 256, (264, 264, 3), generator=generator, dtype=torch.uint8)
            Image.fromarray(pixels.numpy()).save(os.path.join(root, name, f"{n}.jpg"))


def segmentation_masks(folder: str, count: int = 40, size: int = 64) -> None:
    """`data/imgs/N.png` and `data/masks/N.png`: RGB images and two-valued masks of the same
    size, where milesial's Pytorch-UNet reads Carvana's (its script downloads them from Kaggle)."""
    import os

    generator = torch.Generator().manual_seed(7)
    images, masks = os.path.join(folder, "data", "imgs"), os.path.join(folder, "data", "masks")
    os.makedirs(images, exist_ok=True)
    os.makedirs(masks, exist_ok=True)
    for n in range(count):
        pixels = torch.randint(0, 256, (size, size, 3), generator=generator, dtype=torch.uint8)
        Image.fromarray(pixels.numpy()).save(os.path.join(images, f"{n}.png"))
        mask = (torch.rand((size, size), generator=generator) > 0.5).to(torch.uint8) * 255
        Image.fromarray(mask.numpy()).save(os.path.join(masks, f"{n}.png"))
