"""Data made here for the scripts of `corpus_first_sight_k_06to10.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
import torch
from PIL import Image


def _pictures(generator: torch.Generator, count: int, size: tuple[int, int]) -> list:
    """`count` RGB pictures of `size` (height, width): a colour gradient per picture with a
    bright rectangle in noise, as uint8 arrays."""
    height, width = size
    rows = torch.linspace(0, 1, height)[:, None, None]
    columns = torch.linspace(0, 1, width)[None, :, None]
    pictures = []
    for _ in range(count):
        colour = torch.rand(1, 1, 3, generator=generator)
        picture = 0.6 * colour * rows + 0.4 * (1 - colour) * columns
        top = int(torch.randint(0, height // 2, (), generator=generator))
        left = int(torch.randint(0, width // 2, (), generator=generator))
        picture[top : top + height // 3, left : left + width // 3] += 0.3
        picture = picture + 0.05 * torch.randn(height, width, 3, generator=generator)
        pictures.append((picture.clamp(0, 1) * 255).to(torch.uint8).numpy())
    return pictures


def _write_pictures(folder: str, pictures: list, suffix: str = ".jpg") -> None:
    os.makedirs(folder, exist_ok=True)
    for n, picture in enumerate(pictures):
        Image.fromarray(picture).save(os.path.join(folder, f"{n:04d}{suffix}"))


# Topic (7): semantic segmentation with a U-Net.


def cheeyeo_bdd100k_drivable(folder: str, count: int = 40, size: tuple[int, int] = (24, 32)):
    """`segmentation/dataset/image_180_320.npy` and `label_180_320.npy` beside cheeyeo/
    UNET_tutorial's trainer.py (its notebook's arrays of BDD100K's drivable-area frames,
    resized to 180 x 320, not in the repository): the frames as an N x H x W x 3 uint8 array
    and their masks as N x H x W class ids, 0 (direct), 1 (alternative) and 2 (background).
    Here 40 frames of 24 x 32 (its U-Net's four poolings take any size), the masks a band
    across the lower half (direct) beside a band of the alternative lane."""
    generator = torch.Generator().manual_seed(7)
    images = numpy.stack(_pictures(generator, count, size))
    height, width = size
    labels = numpy.full((count, height, width), 2, dtype=numpy.uint8)
    for n in range(count):
        split = int(torch.randint(width // 4, 3 * width // 4, (), generator=generator))
        labels[n, height // 2 :, :split] = 0
        labels[n, height // 2 :, split:] = 1
        images[n][labels[n] == 0] //= 2
    target = os.path.join(folder, "segmentation", "dataset")
    os.makedirs(target, exist_ok=True)
    numpy.save(os.path.join(target, "image_180_320.npy"), images)
    numpy.save(os.path.join(target, "label_180_320.npy"), labels)


# Topic (8): pix2pix image to image translation.


def _pix2pix_faces(root: str, counts: tuple[int, int] = (32, 10)) -> None:
    """`data_large/train/*.jpg` and `data_large/test/*.jpg` in `root` (the course project's
    pictures, which its aligned data set reads whole as the target and with the lower half
    blanked as the input; not in the repository). Here 32 training and 10 test pictures of
    64 x 64 (the data set resizes them to --loadSize, 32); the test loop tiles 10 a row."""
    generator = torch.Generator().manual_seed(8)
    for split, count in zip(("train", "test"), counts, strict=True):
        pictures = _pictures(generator, count, (64, 64))
        _write_pictures(os.path.join(root, "data_large", split), pictures)


def smallfish_pix2pix_data(folder: str) -> None:
    """smallfish0807/2017ADL_FPJ's pix2pix/train.py data, beside the script (run from its
    folder, with --dataroot ./data_large/)."""
    _pix2pix_faces(os.path.join(folder, "pix2pix"))


def chipyaya_pix2pix_data(folder: str) -> None:
    """chipyaya/Projects_Experience's copy, 2017ADL_FPJ/pix2pix/train.py: the same data beside
    it."""
    _pix2pix_faces(os.path.join(folder, "2017ADL_FPJ", "pix2pix"))


# Topic (9): CycleGAN unpaired image translation.


def charlesjwc_cityscapes(folder: str, counts: tuple[int, int] = (4, 1)) -> None:
    """`code/datasets/cityscapes/{trainA,trainB,testA,testB}` beside CharlesJWC/
    CycleGAN-pytorch's main.py (the CycleGAN authors' cityscapes set: photos in A, label
    pictures in B, which its data set resizes to 128 x 128; a download). Here 4 training
    pictures a side and one test picture a side, 96 x 96, unpaired (other draws)."""
    generator = torch.Generator().manual_seed(9)
    root = os.path.join(folder, "code", "datasets", "cityscapes")
    for split, count in zip(("train", "test"), counts, strict=True):
        for side in "AB":
            _write_pictures(os.path.join(root, split + side), _pictures(generator, count, (96, 96)))


def taras_horse2zebra(folder: str, count: int = 4) -> None:
    """`horse2zebra/trainA` and `trainB` beside taras-sereda/CycleGAN-pytorch's train.py (the
    CycleGAN authors' horse2zebra, a download; --data_root names it). Here 4 pictures a side,
    80 x 80 (resized to --load_size and cropped to --height x --width)."""
    generator = torch.Generator().manual_seed(10)
    for side in "AB":
        _write_pictures(
            os.path.join(folder, "horse2zebra", "train" + side),
            _pictures(generator, count, (80, 80)),
        )


# Topic (10): conditional GAN on MNIST.


def realbarry_sign_mnist(folder: str, rows: tuple[int, int] = (8, 4)) -> None:
    """`sign_mnist/train.csv` and `test.csv` beside realBarry123/pytorch-conditional-gan's
    train.py, which imports preprocessing.py, which reads both when imported (Kaggle's Sign
    Language MNIST; the repository's copies are large files absent from the mirror): a header
    (label, pixel1 ... pixel784), then one row a picture, its label (0 to 25) and 784 grey
    values. The training script uses none of it; 8 and 4 rows."""
    generator = torch.Generator().manual_seed(11)
    header = "label," + ",".join(f"pixel{n}" for n in range(1, 785))
    os.makedirs(os.path.join(folder, "sign_mnist"), exist_ok=True)
    for split, count in zip(("train", "test"), rows, strict=True):
        lines = [header]
        for _ in range(count):
            label = int(torch.randint(0, 25, (), generator=generator))
            pixels = torch.randint(0, 256, (784,), generator=generator).tolist()
            lines.append(",".join(str(v) for v in [label, *pixels]))
        with open(os.path.join(folder, "sign_mnist", f"{split}.csv"), "w") as file:
            file.write("\n".join(lines) + "\n")
