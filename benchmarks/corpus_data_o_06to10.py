"""Data made here for batch o's topics (6) to (10) (corpus_first_sight_o_06to10.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def _png(path: str, generator, size: int) -> None:
    import numpy
    from PIL import Image

    pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
    Image.fromarray(pixels, "RGB").save(path)


def _image_folders(root: str, generator, classes: tuple[str, ...], per_class: int, size: int):
    for name in classes:
        out = os.path.join(root, name)
        os.makedirs(out, exist_ok=True)
        for n in range(per_class):
            _png(os.path.join(out, f"{name}_{n:03d}.png"), generator, size)


def pcun89_histology(folder: str) -> None:
    """pcun89/Histopathology-Image-Classification-with-PyTorch's dataset/train and dataset/val,
    ImageFolder trees of tissue patches in two classes (benign, malignant; PatchCamelyon in its
    readme): 32 training and 8 validation patches a class, 64 x 64 RGB (its transform resizes
    them to 128 x 128)."""
    import numpy

    generator = numpy.random.default_rng(601)
    for split, per_class in (("train", 32), ("val", 8)):
        root = os.path.join(folder, "dataset", split)
        _image_folders(root, generator, ("benign", "malignant"), per_class, 64)


def oleksiy_colorectal(folder: str) -> None:
    """Oleksiy-student/CNN-CV-medical's "Colorectal Cancer" folder (its readme: a sub-folder per
    class, MUS, NORM, STR; the script's resnet34 has 3 classes): 34 patches a class (102, split
    80/10/10 by the script), 32 x 32 RGB (the data set's are 224 x 224)."""
    import numpy

    generator = numpy.random.default_rng(602)
    root = os.path.join(folder, "Colorectal Cancer")
    _image_folders(root, generator, ("MUS", "NORM", "STR"), 34, 32)
