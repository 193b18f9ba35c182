"""Data made here for the scripts of `corpus_first_sight_j_16to20.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import corpus_data
import numpy
from PIL import Image

# Topic (16): satellite image classification.


def _pictures(seed: int, count: int, size: int, classes: int, channels: int = 3):
    """`count` uint8 pictures (size x size x channels), each a colour pattern per class and
    noise, with their classes (0, 1, ... in turn)."""
    generator = numpy.random.default_rng(seed)
    patterns = generator.uniform(40, 215, (classes, 1, 1, channels))
    labels = numpy.arange(count) % classes
    noise = generator.normal(0, 25, (count, size, size, channels))
    pictures = numpy.clip(patterns[labels] + noise, 0, 255).astype(numpy.uint8)
    return pictures, labels


def herschelle_satellite(folder: str) -> None:
    """satelliteimgs/ and filepaths.csv beside Herschelle45's train.py (the Kaggle satellite
    weather images, cloudy, desert, green area, water): the csv has a header and one row per
    picture, its path under satelliteimgs/ and its class (0 to 3). Here 2 RGB PNG pictures of
    64 x 64 (its transform resizes them to 299 x 299)."""
    root = os.path.join(folder, "satelliteimgs")
    names = ("cloudy", "desert", "green_area", "water")
    pictures, labels = _pictures(16, 2, 64, 4)
    rows = ["path,label"]
    for n, (picture, label) in enumerate(zip(pictures, labels, strict=True)):
        os.makedirs(os.path.join(root, names[label]), exist_ok=True)
        path = f"{names[label]}/{n}.png"
        Image.fromarray(picture).save(os.path.join(root, path))
        rows.append(f"{path},{label}")
    with open(os.path.join(folder, "filepaths.csv"), "w") as file:
        file.write("\n".join(rows) + "\n")


# Topic (17): SVHN digit classification.


class SVHN(corpus_data.CIFAR10):
    """torchvision's SVHN as the scripts use it: chosen by `split` ("train" or "test"), not
    `train`; 32 x 32 colour images of 10 digits (PIL images through the script's transforms),
    256 for training and 64 for the test."""

    def __init__(self, root=None, split="train", transform=None, target_transform=None, **_):
        super().__init__(root, split == "train", transform, target_transform)
        self.labels = self.targets  # torchvision's SVHN names them so


class SVHN384(SVHN):
    """SVHN with 384 training images: 3 batches of 128 (ivan-selchenkov/dcgan's)."""

    samples = (384, 64)


# Topic (19): sketch classification Quick Draw.

QUICKDRAW_CLASSES = ("cat", "apple", "key", "bed", "basketball", "cake", "cloud", "crown")


def _doodles(seed: int, count: int, size: int, classes: int):
    """`count` uint8 doodles (size x size, white strokes on black, as Quick, Draw!'s bitmaps),
    a few strokes each from a shape per class with jitter, and their classes in turn."""
    from PIL import ImageDraw

    generator = numpy.random.default_rng(seed)
    shapes = generator.uniform(0.1, 0.9, (classes, 4, 2)) * (size - 1)
    labels = numpy.arange(count) % classes
    pictures = []
    for label in labels:
        image = Image.new("L", (size, size))
        points = shapes[label] + generator.normal(0, size / 20, (4, 2))
        ImageDraw.Draw(image).line([tuple(p) for p in points.tolist()], fill=255, width=2)
        pictures.append(numpy.asarray(image))
    return numpy.stack(pictures), labels


def lanking_doodle_images(folder: str) -> None:
    """input/images/<category>/<n>.jpg beside lanking520/quickdraw's train_image.py: what its
    csv2img.py and image_prepare.py make from the Kaggle competition's train_simplified csv
    files (each drawing's strokes drawn 64 x 64, white on black, one folder per category).
    Here 4 categories of 10 drawings."""
    pictures, labels = _doodles(19, 40, 64, 4)
    for n, (picture, label) in enumerate(zip(pictures, labels, strict=True)):
        category = os.path.join(folder, "input", "images", QUICKDRAW_CLASSES[label])
        os.makedirs(category, exist_ok=True)
        Image.fromarray(picture).save(os.path.join(category, f"{n}.jpg"))


def josephsav_quickdraw_npy(folder: str) -> None:
    """quickdraw_downloads/<class>.npy beside JosephSav/sketch-classifier's train.py: Quick,
    Draw!'s numpy bitmaps (one row of 784 uint8 a drawing, 28 x 28) of its ten classes. Here
    110 drawings a class (770 for training after its 70/15/15 split: 4 batches of 256)."""
    names = ("cat", "apple", "key", "bed", "basketball", "cake", "cloud", "crown", "duck", "fish")
    pictures, labels = _doodles(191, 110 * len(names), 28, len(names))
    root = os.path.join(folder, "quickdraw_downloads")
    os.makedirs(root, exist_ok=True)
    for label, name in enumerate(names):
        rows = pictures[labels == label].reshape(-1, 28 * 28)
        numpy.save(os.path.join(root, f"{name}.npy"), rows)


# Topic (20): captcha recognition.


def serendipity_models_folder(folder: str) -> None:
    """src/models/: the folder Serendipity-hjn/CaptchaSolver's src/main.py saves its model into
    (`models/ctc3.pth`, the repository's models/ when its readme runs it from the root; here
    it runs from src/). Its captchas it makes itself, with the captcha package."""
    os.makedirs(os.path.join(folder, "src", "models"), exist_ok=True)


def yongwookha_captchas(folder: str) -> None:
    """data/train_data_48.txt and result/ beside YongWookHa/Captcha-Recognizer's train.py: the
    first 48 lines of the repository's own label file (data/train_data.txt, 999 captchas of
    five digits, each `name.jpg<TAB>label`; its images are the repository's), 3 batches of
    16, and the folder it saves its vocabulary and model into (not in the repository)."""
    with open(os.path.join(folder, "data", "train_data.txt"), encoding="utf8") as file:
        lines = file.read().splitlines()[:48]
    with open(os.path.join(folder, "data", "train_data_48.txt"), "w", encoding="utf8") as file:
        file.write("\n".join(lines) + "\n")
    os.makedirs(os.path.join(folder, "result"), exist_ok=True)
