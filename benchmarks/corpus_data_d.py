"""Data made here for the scripts of `corpus_first_sight_d.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch
from PIL import Image


def _image_folder(
    root: str, splits: dict[str, int], classes: int, size: int, seed: int, suffix: str = "JPEG"
) -> None:
    """torchvision's ImageFolder layout: `root/SPLIT/CLASS/N.JPEG`, RGB noise, `count` images
    per class in each split."""
    generator = torch.Generator().manual_seed(seed)
    for split, count in splits.items():
        for label in range(classes):
            folder = os.path.join(root, split, f"n{label:08d}")
            os.makedirs(folder, exist_ok=True)
            for index in range(count):
                pixels = torch.randint(
                    0, 256, (size, size, 3), generator=generator, dtype=torch.uint8
                )
                Image.fromarray(pixels.numpy(), mode="RGB").save(
                    os.path.join(folder, f"{index}.{suffix}")
                )


def tiny_imagenet(folder: str) -> None:
    """`data/tiny-imagenet-200/{train,new_val}/CLASS/*.JPEG`: Tiny ImageNet's 64x64 colour
    images in ImageFolder's layout (4 classes here, 16 training and 4 validation images
    each), where shaon638/Smai_Project reads its copy on a cluster's scratch disk; and the
    folders its training saves into (`teacher_model`, `teacher_model_loss`)."""
    _image_folder(
        os.path.join(folder, "data", "tiny-imagenet-200"),
        {"train": 16, "new_val": 4},
        classes=4,
        size=64,
        seed=21,
    )
    for name in ("teacher_model", "teacher_model_loss"):
        os.makedirs(os.path.join(folder, name), exist_ok=True)


def imagenet_folder(folder: str) -> None:
    """`data/imagenet/{train,validation}/CLASS/*.JPEG`: ImageNet's layout as timm's train.py
    reads a folder (its default splits), 4 classes of 32x32 colour noise, 8 training and 2
    validation images each, where its readme points at a local copy of ImageNet."""
    _image_folder(
        os.path.join(folder, "data", "imagenet"),
        {"train": 8, "validation": 2},
        classes=4,
        size=32,
        seed=22,
    )


def sr_h5(folder: str, scale: int = 4, lr_size: int = 12) -> None:
    """`03_RDN_in_RCAB/{train,eval}.h5`: the HDF5 files of low- and high-resolution image pairs
    (groups `lr` and `hr`, one uint8 HxWx3 array per index named by its number) that
    mbin96/sr_project's trainer reads, as RDN-pytorch's prepare.py writes them from DIV2K:
    16 training and 2 evaluation pairs of noise here, the high-resolution one `scale` times
    the other's size."""
    import h5py

    generator = torch.Generator().manual_seed(23)
    for name, count in (("train", 16), ("eval", 2)):
        path = os.path.join(folder, "03_RDN_in_RCAB", f"{name}.h5")
        with h5py.File(path, "w") as file:
            low, high = file.create_group("lr"), file.create_group("hr")
            for index in range(count):
                hr = torch.randint(
                    0, 256, (lr_size * scale, lr_size * scale, 3), generator=generator
                ).to(torch.uint8)
                lr = hr[::scale, ::scale]
                high.create_dataset(str(index), data=hr.numpy())
                low.create_dataset(str(index), data=lr.contiguous().numpy())


def pythae_mnist(folder: str) -> None:
    """`examples/scripts/data/mnist/{train,eval}_data.npz`: MNIST as pythae's training script
    reads it (key `data`, uint8 values 0-255, shaped N x 1 x 28 x 28, channel first), 64
    training and 16 evaluation images of noise, where its readme has one prepare them."""
    import numpy

    generator = torch.Generator().manual_seed(24)
    out = os.path.join(folder, "examples", "scripts", "data", "mnist")
    os.makedirs(out, exist_ok=True)
    for name, count in (("train", 64), ("eval", 16)):
        pixels = torch.randint(0, 256, (count, 1, 28, 28), generator=generator, dtype=torch.uint8)
        numpy.savez(os.path.join(out, f"{name}_data.npz"), data=pixels.numpy())


def genecorpus(folder: str, cells: int = 128, genes: int = 100) -> None:
    """`data/datasets/genecorpus_1M_2048.dataset` (a Hugging Face data set saved to disk, each
    cell its gene tokens ranked, `input_ids` and `length`) and `data/token_dictionary.pkl`
    (`<pad>`, `<mask>` and one id per gene), where Stfort52/csed703n's readme links a subset
    of Genecorpus-30M from the hub: 128 cells of 48 to 64 genes drawn here."""
    import pickle

    import datasets

    generator = torch.Generator().manual_seed(25)
    tokens = {"<pad>": 0, "<mask>": 1} | {f"ENSG{n:011d}": n + 2 for n in range(genes)}
    lengths = torch.randint(48, 65, (cells,), generator=generator).tolist()
    rows = [(torch.randperm(genes, generator=generator)[:n] + 2).tolist() for n in lengths]
    data = os.path.join(folder, "data")
    os.makedirs(os.path.join(data, "datasets"), exist_ok=True)
    with open(os.path.join(data, "token_dictionary.pkl"), "wb") as file:
        pickle.dump(tokens, file)
    datasets.Dataset.from_dict({"input_ids": rows, "length": lengths}).save_to_disk(
        os.path.join(data, "datasets", "genecorpus_1M_2048.dataset")
    )
