"""Data made here for batch g's topics (1) to (3): self-supervised contrastive learning SimCLR,
vision transformer trained from scratch, image super-resolution (corpus_first_sight_g_01to03.py).
Each function writes into the run's folder what a script would download; each class stands in
for a torchvision data set the script downloads. Values come from generators of their own."""

from __future__ import annotations

import os

import torch
from corpus_data import CIFAR10


class CIFAR10Few(CIFAR10):
    """corpus_data's CIFAR-10 with 16 training images (not 256): four batches of 4, each
    image's two views through a ResNet-18, on a CPU shared with other work."""

    samples = (16, 8)


def vit_image_folders(
    folder: str, counts: tuple[int, int] = (16, 4), classes: int = 3, size: int = 32
) -> None:
    """`data/{train,test}/CLASS/N.png`: the image folders Duks31/ViT--Vision-Transformer-'s
    main.py reads with ImageFolder (the course's pizza, steak and sushi pictures, a download
    its repository lacks): three classes of 32x32 colour noise, 16 training and 4 test images
    in all, spread over the classes in turn."""
    from PIL import Image

    generator = torch.Generator().manual_seed(102)
    names = ("pizza", "steak", "sushi")[:classes]
    for split, count in zip(("train", "test"), counts, strict=True):
        for name in names:
            os.makedirs(os.path.join(folder, "data", split, name), exist_ok=True)
        for n in range(count):
            pixels = torch.randint(0, 256, (size, size, 3), generator=generator, dtype=torch.uint8)
            path = os.path.join(folder, "data", split, names[n % classes], f"{n:03d}.png")
            Image.fromarray(pixels.numpy()).save(path)


class STL10(torch.utils.data.Dataset):
    """torchvision's STL10 as ugiugi0823/SRGAN-From-Scratch's Dataset subclasses it (a 2.6 GB
    download): `data`, an array of N colour images of 96 x 96 (channels first, uint8, as
    STL-10's binary files hold them), and `labels`; 16 images, four batches of 4. Its subclass
    brings its own `__getitem__` (a crop, a flip and a bicubic downsampling)."""

    count = 16

    def __init__(self, root=None, split="train", folds=None, transform=None, download=False, **_):
        generator = torch.Generator().manual_seed(103)
        shape = (self.count, 3, 96, 96)
        self.data = torch.randint(0, 256, shape, generator=generator, dtype=torch.uint8).numpy()
        self.labels = torch.randint(0, 10, (self.count,), generator=generator).numpy()
        self.transform, self.split = transform, split

    def __len__(self) -> int:
        return len(self.data)


def basicsr_div2k(folder: str, pairs: int = 16, val_pairs: int = 2) -> None:
    """`basicsr/datasets/...`: the paired folders XPixelGroup/BasicSR's
    train_MSRResNet_x4.yml reads, relative to the folder train.py runs in: DIV2K's training
    crops (`DF2K/DIV2K_train_HR_sub`, `DF2K/DIV2K_train_LR_bicubic_X4_sub`), and Set5's and
    Set14's validation pairs (`GTmod12`, `LRbicx4`), each a download; here colour noise,
    each low-resolution image the high one's 4x bicubic reduction under the same name.
    Training pairs are 96 x 96 over 24 x 24 (room for its 64-pixel crops); validation pairs
    288 x 288 over 72 x 72 (its NIQE cuts blocks of 96 and needs more than one)."""
    from PIL import Image

    generator = torch.Generator().manual_seed(104)
    root = os.path.join(folder, "basicsr", "datasets")
    sets = (
        ("DF2K/DIV2K_train_HR_sub", "DF2K/DIV2K_train_LR_bicubic_X4_sub", pairs, 96),
        ("Set5/GTmod12", "Set5/LRbicx4", val_pairs, 288),
        ("Set14/GTmod12", "Set14/LRbicx4", val_pairs, 288),
    )
    for high, low, count, size in sets:
        os.makedirs(os.path.join(root, high), exist_ok=True)
        os.makedirs(os.path.join(root, low), exist_ok=True)
        for n in range(count):
            pixels = torch.randint(0, 256, (size, size, 3), generator=generator, dtype=torch.uint8)
            image = Image.fromarray(pixels.numpy())
            name = f"{n:04d}.png"
            image.save(os.path.join(root, high, name))
            image.resize((size // 4, size // 4), Image.BICUBIC).save(os.path.join(root, low, name))
