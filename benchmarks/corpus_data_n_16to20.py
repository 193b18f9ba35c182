"""Data made here for batch n's topics (16) to (20) (corpus_first_sight_n_16to20.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def kmohan_saved_items(folder: str) -> None:
    """The folder flow-view/flow_matching/train.py saves its two models into after training,
    saved_items/, which its .gitignore keeps out of the repository (its author's machine had
    it): an empty folder, no data (its data, make_moons, is drawn by the script)."""
    os.makedirs(os.path.join(folder, "flow-view", "flow_matching", "saved_items"), exist_ok=True)


def _dsprites(count: int, seed: int):
    """`count` dSprites-like images (uint8 0/1, 64 x 64: a square of ones at a random place
    and size) with their 6 factors' values and classes, in dSprites' ranges."""
    import numpy

    generator = numpy.random.default_rng(seed)
    imgs = numpy.zeros((count, 64, 64), dtype=numpy.uint8)
    values = numpy.zeros((count, 6), dtype=numpy.float64)
    classes = numpy.zeros((count, 6), dtype=numpy.int64)
    for n in range(count):
        side = int(generator.integers(6, 20))
        x, y = (int(v) for v in generator.integers(0, 64 - side, 2))
        shape = int(generator.integers(0, 3))
        orientation = int(generator.integers(0, 40))
        imgs[n, y : y + side, x : x + side] = 1
        values[n] = (
            1.0,
            float(shape + 1),
            0.5 + 0.5 * (side - 6) / 14,
            orientation * 2 * numpy.pi / 40,
            x / (64 - side),
            y / (64 - side),
        )
        classes[n] = (
            0,
            shape,
            (side - 6) * 5 // 14,
            orientation,
            x * 31 // (64 - side),
            y * 31 // (64 - side),
        )
    return imgs, values, classes


def carlodenardin_dsprites(folder: str) -> None:
    """dSprites as src/dsprites.py loads it after its download,
    data/dsprites/dsprites_ndarray_co1sh3sc6or40x32y32_64x64.npz: `imgs`, 160 binary 64 x 64
    images (uint8, as dSprites stores them), each a square of ones at a random place and size,
    and `latents_values`, their 6 factors (colour 1, shape 1 to 3, scale 0.5 to 1, orientation
    0 to 2 pi, x and y 0 to 1, as dSprites' ranges), float64. Its random_split (seeded) makes
    128 training, 16 validation and 16 test images of them."""
    import numpy

    generator = numpy.random.default_rng(161)
    count = 160
    imgs = numpy.zeros((count, 64, 64), dtype=numpy.uint8)
    latents = numpy.zeros((count, 6), dtype=numpy.float64)
    for n in range(count):
        side = int(generator.integers(6, 20))
        x, y = (int(v) for v in generator.integers(0, 64 - side, 2))
        imgs[n, y : y + side, x : x + side] = 1
        latents[n] = (
            1.0,
            float(generator.integers(1, 4)),
            0.5 + 0.5 * (side - 6) / 14,
            float(generator.uniform(0, 2 * numpy.pi)),
            x / (64 - side),
            y / (64 - side),
        )
    out = os.path.join(folder, "data", "dsprites")
    os.makedirs(out, exist_ok=True)
    numpy.savez(
        os.path.join(out, "dsprites_ndarray_co1sh3sc6or40x32y32_64x64.npz"),
        imgs=imgs,
        latents_values=latents,
    )


def mercurixito_dsprites(folder: str) -> None:
    """dSprites' npz as data.py's DSprites_npz reads it (imgs, latents_values,
    latents_classes, and metadata, a pickled dict holding latents_sizes), at
    data/dsprites_ndarray_co1sh3sc6or40x32y32_64x64.npz (the recipe points the config's
    data_path, its author's absolute path, there): 96 images, from a generator of its own."""
    import numpy

    imgs, values, classes = _dsprites(96, 167)
    metadata = numpy.array({"latents_sizes": numpy.array([1, 3, 6, 40, 32, 32])}, dtype=object)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    numpy.savez(
        os.path.join(out, "dsprites_ndarray_co1sh3sc6or40x32y32_64x64.npz"),
        imgs=imgs,
        latents_values=values,
        latents_classes=classes,
        metadata=metadata,
    )
