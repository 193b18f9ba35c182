"""Data made here for the scripts of `corpus_first_sight_i_07to09.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import csv
import os

import numpy
from PIL import Image

# Topic (8): traffic sign classification.


def gtsrb_folders(folder: str, classes: int = 43, per_class: int = 3) -> None:
    """`gtsrb/`: the German Traffic Sign Recognition Benchmark as CS50's gtsrb.zip holds it
    (cdn.cs50.net, a download), which elysechess/traffic's traffic.py reads: one folder per
    category, named 0 to 42, of RGB .ppm pictures of a sign of any size (the script resizes
    them to 30 x 30). Here 3 pictures of 32 x 32 a category (129): a coloured disc on a
    background, its colour and place set by the category, with noise."""
    generator = numpy.random.default_rng(8)
    rows, columns = numpy.mgrid[0:32, 0:32]
    for category in range(classes):
        out = os.path.join(folder, "gtsrb", str(category))
        os.makedirs(out, exist_ok=True)
        colour = numpy.array([category * 6 % 256, 255 - category * 5, category * 37 % 256])
        for n in range(per_class):
            centre = 12 + (category + n) % 8
            disc = (rows - centre) ** 2 + (columns - 16) ** 2 < 64 + category % 5 * 8
            picture = generator.integers(0, 90, (32, 32, 3))
            picture[disc] = colour
            name = f"{n:05d}_{category:05d}.ppm"
            Image.fromarray(picture.astype(numpy.uint8)).save(os.path.join(out, name))


# Topic (9): sign language recognition.


def sign_lang_images(folder: str, size: int = 16) -> None:
    """`data/sign_lang_train/`: the pictures nkil00/sign-lang's labels.csv (in the repository,
    9,680 rows of a label, one of 36 letters and digits, and a file name) names, which its
    readme does not say where to get: one small RGB JPEG for each row the extracted
    labels.csv lists (16 x 16; the script resizes them to 128 x 128), its colours set by its
    label, with noise. The script's own --sample_ratio keeps few of them."""
    out = os.path.join(folder, "data", "sign_lang_train")
    generator = numpy.random.default_rng(9)
    with open(os.path.join(out, "labels.csv")) as table:
        rows = list(csv.reader(table))[1:]
    labels = sorted({row[0] for row in rows})
    for label, name in rows:
        base = numpy.array([labels.index(label) * 7, 120, 255 - labels.index(label) * 7])
        noise = generator.integers(0, 60, (size, size, 3))
        picture = numpy.clip(base + noise, 0, 255).astype(numpy.uint8)
        Image.fromarray(picture).save(os.path.join(out, name), quality=90)


def sign_digits_npy(folder: str, count: int = 160) -> None:
    """`sign-data/X.npy` and `Y.npy`: the Sign Language Digits data set as Kaggle's npy files
    hold it (a download), which Lving/pytorch-SignlanguageDigitRecognize's main.py reads: X,
    (N, 64, 64) float32 grayscale pictures in [0, 1]; Y, (N, 10) float64 one-hot digits. Here
    160 pictures (128 to train, 4 batches of 32), 16 a digit: a bright bar whose place is the
    digit, with noise."""
    generator = numpy.random.default_rng(90)
    digits = numpy.arange(count) % 10
    pictures = generator.uniform(0.0, 0.3, (count, 64, 64)).astype(numpy.float32)
    for n, digit in enumerate(digits):
        pictures[n, 6 * digit : 6 * digit + 6, 8:56] += 0.6
    out = os.path.join(folder, "sign-data")
    os.makedirs(out, exist_ok=True)
    numpy.save(os.path.join(out, "X.npy"), pictures)
    numpy.save(os.path.join(out, "Y.npy"), numpy.eye(10)[digits])
