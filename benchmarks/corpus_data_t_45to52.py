"""Data made here for batch t's topics (45) to (52) (corpus_first_sight_t_45to52.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def odysseus_ffdi_phase1(folder: str, train: int = 120, val: int = 40, size: int = 64) -> None:
    """Odysseus96/Deepfake-FFDI-kaggle's data folder, as main.py reads its --data_dir (here
    data/ beside the script): trainset_label.txt and valset_label.txt (CSV, columns img_name
    and target, 0 real and 1 fake) naming images in trainset/ and valset/. Random RGB JPEGs,
    the targets alternating, half real and half fake."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(4501)
    for split, count in (("trainset", train), ("valset", val)):
        images = os.path.join(folder, "data", split)
        os.makedirs(images, exist_ok=True)
        rows = ["img_name,target"]
        for i in range(count):
            name = f"{split}_{i:04d}.jpg"
            pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
            Image.fromarray(pixels, "RGB").save(os.path.join(images, name))
            rows.append(f"{name},{i % 2}")
        with open(os.path.join(folder, "data", f"{split}_label.txt"), "w") as labels:
            labels.write("\n".join(rows) + "\n")


def u2net_duts_tr(folder: str, count: int = 24, size: int = 96) -> None:
    """xuebinqin/U-2-Net's training set, where u2net_train.py globs it:
    train_data/DUTS/DUTS-TR/DUTS-TR/im_aug/NAME.jpg and the saliency mask gt_aug/NAME.png
    (one channel, 0 or 255). Random RGB images, each mask a random rectangle."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(4502)
    root = os.path.join(folder, "train_data", "DUTS", "DUTS-TR", "DUTS-TR")
    for sub in ("im_aug", "gt_aug"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    for i in range(count):
        pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
        Image.fromarray(pixels, "RGB").save(os.path.join(root, "im_aug", f"duts_{i:03d}.jpg"))
        mask = numpy.zeros((size, size), dtype=numpy.uint8)
        top, left = generator.integers(0, size // 2, 2)
        height, width = generator.integers(size // 4, size // 2, 2)
        mask[top : top + height, left : left + width] = 255
        Image.fromarray(mask, "L").save(os.path.join(root, "gt_aug", f"duts_{i:03d}.png"))


def shrebox_utkface_frame(folder: str, people: int = 64) -> None:
    """shrebox/Privacy-Attacks-in-Machine-Learning's Attribute-Inference/UTKFaceDF.pkl, the
    pickled DataFrame af_attack.py reads as cli.py imports it (its readme downloads it; the
    AT&T faces the model inversion trains on are in the repository): columns filename,
    gender, race and image (50x50 RGB arrays), `people` random rows."""
    import numpy
    import pandas

    generator = numpy.random.default_rng(5001)
    rows = []
    for i in range(people):
        gender, race = int(generator.integers(0, 2)), int(generator.integers(0, 5))
        name = f"Attribute-Inference/UTKFace/{20 + i % 50}_{gender}_{race}_2017010418351{i:04d}.jpg"
        image = generator.integers(0, 256, (50, 50, 3), dtype=numpy.uint8)
        rows.append({"filename": name, "gender": str(gender), "race": str(race), "image": image})
    frame = pandas.DataFrame(rows, columns=["filename", "gender", "race", "image"])
    frame.to_pickle(os.path.join(folder, "Attribute-Inference", "UTKFaceDF.pkl"))
