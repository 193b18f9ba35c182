"""Data made here for the scripts of `corpus_first_sight_i_19to21.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
from PIL import Image

# Topic (20): skin lesion classification.

M2NET_LESIONS = ("Mass", "Calc", "Distort", "Calc_Mass")


def m2net_lesion_metadata(folder: str, train: int = 12, test: int = 4, size: int = 96) -> None:
    """`mammo_classification/made/`: what tommyngx/M2net_submodel's MammographyDataset reads (its
    mammograms, the authors' own, are not in the repository): `metadata.csv`, one row a crop of
    a lesion, with the repository's columns (data/metadata.csv: image_id, the crop's place,
    lesion_types among Mass, Calc, Distort and Calc_Mass, birads, split, and `path` and
    `path2`, the raw and processed pictures under /content/, which it rewrites to the config's
    image_dir), and the pictures themselves under dataset/raw and dataset/processed (it keeps
    the rows whose processed picture is 3 KB or more, and trains on the raw one). Here 12
    training and 4 test crops of 96 x 96 RGB PNGs of noise around a bright blob, every lesion
    type in each split."""
    generator = numpy.random.default_rng(20)
    root = os.path.join(folder, "mammo_classification", "made")
    rows = [
        "image_id,image_width,image_height,x,y,width,height,lesion_types,birads,split,path,path2,"
        "overlap"
    ]
    y, x = numpy.mgrid[0:size, 0:size] / size
    for split, count in (("train", train), ("test", test)):
        for kind in ("raw", "processed"):
            os.makedirs(os.path.join(root, "dataset", kind, f"{split}image"), exist_ok=True)
        for n in range(count):
            lesion = M2NET_LESIONS[n % len(M2NET_LESIONS)]
            name = f"{split}_{n:03d}.png"
            centre = generator.uniform(0.3, 0.7, size=2)
            blob = numpy.exp(-((x - centre[0]) ** 2 + (y - centre[1]) ** 2) * (20 + 10 * (n % 4)))
            picture = 60 + 150 * blob[..., None] + generator.normal(0, 25, size=(size, size, 3))
            image = Image.fromarray(numpy.clip(picture, 0, 255).astype(numpy.uint8))
            for kind in ("raw", "processed"):
                image.save(os.path.join(root, "dataset", kind, f"{split}image", name))
            raw = f"/content/dataset/raw/{split}image/{name}"
            processed = f"/content/dataset/processed/{split}image/{name}"
            rows.append(
                f"{name},930,1024,{centre[0] * 930:.1f},{centre[1] * 1024:.1f},87.0,117.0,"
                f"{lesion},B{3 + n % 3},{split},{raw},{processed},0.0"
            )
    with open(os.path.join(root, "metadata.csv"), "w") as table:
        table.write("\n".join(rows) + "\n")


# Topic (21): image deblurring.


def ai_deblur_photos(folder: str, count: int = 20, size: int = 160) -> None:
    """`data/`: the folder of sharp photographs bzyyyyyyyy/AI-Deblur's run.py reads (config.json's
    data.dirpath; at HEAD the repository holds 300 phone photographs there, 280 MB, which the
    recipe does not extract): any picture PIL opens that is at least 128 pixels each way, read
    in os.listdir's order, the first 80% to train; the script blurs them itself. Here 20 JPEG
    pictures of 160 x 160 of smooth colour fields with edges and stripes (16 to train, 4 to
    test)."""
    generator = numpy.random.default_rng(21)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    y, x = numpy.mgrid[0:size, 0:size] / size
    for n in range(count):
        base = generator.uniform(0, 255, size=3)
        slope = generator.uniform(-120, 120, size=(2, 3))
        picture = base + x[..., None] * slope[0] + y[..., None] * slope[1]
        stripes = numpy.sin(2 * numpy.pi * generator.uniform(3, 12) * (x + y))[..., None] > 0
        picture = numpy.where(stripes, picture, 255 - picture)
        square = generator.integers(0, size // 2, size=2)
        picture[square[0] : square[0] + 40, square[1] : square[1] + 40] = generator.uniform(
            0, 255, size=3
        )
        image = Image.fromarray(numpy.clip(picture, 0, 255).astype(numpy.uint8))
        image.save(os.path.join(out, f"{n}_PHOTO_S.jpg"), quality=90)
