"""Data made here for batch l's topics (6) to (10) (corpus_first_sight_l_06to10.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def liuzh_flower_data(folder: str) -> None:
    """The flower photos as LiuZH's split_data.py leaves them, VggNet/data_set/flower_data/
    train and val, a folder of jpgs per class (daisy, dandelion, roses, sunflowers, tulips):
    6 training photos (3 steps of 2) and 3 for validation, 64 x 48 pixels; and the folder
    VggNet/VggNet/ its train.py saves its weights into (a path relative to where it runs)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(61)
    classes = ("daisy", "dandelion", "roses", "sunflowers", "tulips")
    root = os.path.join(folder, "VggNet", "data_set", "flower_data")
    for part, count in (("train", 6), ("val", 3)):
        for index in range(count):
            out = os.path.join(root, part, classes[index % len(classes)])
            os.makedirs(out, exist_ok=True)
            pixels = generator.integers(0, 256, (48, 64, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, f"{part}_{index:03d}.jpg"))
    os.makedirs(os.path.join(folder, "VggNet", "VggNet"), exist_ok=True)
