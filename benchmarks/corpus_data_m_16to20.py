"""Data made here for batch m's topics (16) to (20) (corpus_first_sight_m_16to20.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

import numpy
from PIL import Image


class MeetpsScipyMisc:
    """scipy.misc's imread and imresize, which SciPy removed in 1.2 (its loaders call them as
    `m.imread`, `m.imresize`), with PIL as SciPy did."""

    @staticmethod
    def imread(path):
        return numpy.array(Image.open(path))

    @staticmethod
    def imresize(array, size, interp="bilinear", mode=None):
        if mode == "F":
            image = Image.fromarray(numpy.asarray(array, dtype=numpy.float32), mode="F")
        else:
            image = Image.fromarray(numpy.asarray(array, dtype=numpy.uint8))
        resample = {"nearest": Image.NEAREST, "bilinear": Image.BILINEAR}[interp]
        return numpy.array(image.resize((size[1], size[0]), resample))


def meetps_cityscapes_frrnb(folder: str) -> None:
    """Cityscapes as its cityscapesLoader reads it, under cityscapes/ (the path its config is
    given): leftImg8bit/SPLIT/CITY/*_leftImg8bit.png (RGB) and gtFine/SPLIT/CITY/
    *_gtFine_labelIds.png (Cityscapes' label ids, the valid 19 and some void ones), 6 training
    and 2 validation images of 64 x 128 (not 1024 x 2048; its config resizes them)."""
    generator = numpy.random.default_rng(1617)
    ids = numpy.array(
        [7, 8, 11, 12, 13, 17, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 31, 32, 33, 0, 1, 4]
    )
    for split, count in (("train", 6), ("val", 2)):
        images = os.path.join(folder, "cityscapes", "leftImg8bit", split, "aachen")
        labels = os.path.join(folder, "cityscapes", "gtFine", split, "aachen")
        os.makedirs(images, exist_ok=True)
        os.makedirs(labels, exist_ok=True)
        for index in range(count):
            stem = f"aachen_{index:06d}_000019_"
            pixels = generator.integers(0, 256, (64, 128, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(images, stem + "leftImg8bit.png"))
            label = ids[generator.integers(0, len(ids), (64, 128))].astype(numpy.uint8)
            Image.fromarray(label).save(os.path.join(labels, stem + "gtFine_labelIds.png"))


def hxlyn3_ddpg_pendulum(folder: str) -> None:
    """The figs/ folder beside DDPG/train.py, where it saves its loss and reward plots (the
    repository's holds its pictures, not extracted)."""
    os.makedirs(os.path.join(folder, "DDPG", "figs"), exist_ok=True)
