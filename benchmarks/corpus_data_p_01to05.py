"""Data made here for batch p's topics (1) to (5) (corpus_first_sight_p_01to05.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os
import sys

import corpus_data


class CIFAR100(corpus_data.CIFAR10):
    """CIFAR-100 as torchvision's CIFAR100 gives it (images as a uint8 array, labels as a
    list of 100 classes): 48 training images and 16 test images, made here."""

    classes = 100
    samples = (48, 16)


def pkuguan_teacher(folder: str) -> None:
    """PkuDavidGuan/Distillation's teacher checkpoint, which its kd scripts load from
    runs/teacher/cifar100_wrn_28_4_e200/model_best.pth.tar (trained by simple_train.py for
    200 epochs there): a WRN-28-4 for 100 classes built from the repository's own module,
    its weights as it initialises them from a seed of this maker's, saved as
    save_checkpoint saves them ({'state_dict': ...})."""
    import torch

    sys.path.insert(0, folder)
    try:
        from framework.modeling.backbone.wrn import WideResNet
    finally:
        sys.path.remove(folder)
        for name in [n for n in sys.modules if n == "framework" or n.startswith("framework.")]:
            del sys.modules[name]
    with torch.random.fork_rng():
        torch.manual_seed(5)
        teacher = WideResNet("wrn-28-4", 100)
    out = os.path.join(folder, "runs", "teacher", "cifar100_wrn_28_4_e200")
    os.makedirs(out, exist_ok=True)
    torch.save({"state_dict": teacher.state_dict()}, os.path.join(out, "model_best.pth.tar"))


def kmsmeng_voc(folder: str, images: int = 12) -> None:
    """kmsmeng/ML_Projects' YOLO_Model_V1 data in data/archive (Pascal VOC as the YOLOv1
    tutorials' Kaggle copy lays it out): JPEG images, one label file per image of lines
    "class x y w h" (20 classes, centre and size as fractions of the image, none a whole
    number), and the two lists train.py reads, 8examples.csv and test.csv, each with a header
    row (pandas takes the first line for one)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(23)
    root = os.path.join(folder, "YOLO_Model_V1", "data", "archive")
    for sub in ("images", "labels"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    rows = []
    for n in range(images):
        name = f"{n:06d}"
        pixels = generator.integers(0, 256, (96, 128, 3), dtype=numpy.uint8)
        Image.fromarray(pixels).save(os.path.join(root, "images", name + ".jpg"))
        with open(os.path.join(root, "labels", name + ".txt"), "w") as out:
            for _ in range(int(generator.integers(1, 4))):
                x, y = generator.uniform(0.05, 0.95, 2)
                w, h = generator.uniform(0.1, 0.5, 2)
                out.write(f"{int(generator.integers(0, 20))} {x:.4f} {y:.4f} {w:.4f} {h:.4f}\n")
        rows.append(f"{name}.jpg,{name}.txt")
    for listing in ("8examples.csv", "test.csv"):
        with open(os.path.join(root, listing), "w") as out:
            out.write("img,label\n" + "\n".join(rows) + "\n")


def read_block(path: str):
    """One block written by joelcic_s3dis, as pandas.read_hdf(path).to_numpy() gives the
    repository's blocks: rows of x, y, z and the class."""
    import h5py

    with h5py.File(path, "r") as source:
        return source["block"][()]


def joelcic_s3dis(folder: str) -> None:
    """Joelcic/PointNet-pytorch's S3DIS_partitioned: 2 x 2 m blocks of a room's points, one
    file per block under Area_N (areas 1 to 4 train, 5 tests, 6 validates), each row x, y, z
    and one of 14 classes; 1,500 points a block. Written with h5py (pandas' HDF format needs
    PyTables, not installed here) and read back by read_block. Also the result/ folder
    train.py writes its metrics into (not in the repository)."""
    import h5py
    import numpy

    generator = numpy.random.default_rng(31)
    blocks = {1: 6, 2: 6, 3: 6, 4: 6, 5: 1, 6: 8}
    for area, count in blocks.items():
        out = os.path.join(folder, "S3DIS_partitioned", f"Area_{area}")
        os.makedirs(out, exist_ok=True)
        for n in range(count):
            points = generator.uniform(0.0, 2.0, (1500, 3)) * numpy.array([1.0, 1.0, 1.5])
            labels = generator.integers(0, 14, (1500, 1)).astype(float)
            with h5py.File(os.path.join(out, f"room_{n}_block_0.hdf5"), "w") as target:
                target["block"] = numpy.hstack([points, labels])
    os.makedirs(os.path.join(folder, "result"), exist_ok=True)


VOC_NAMES = [
    "aeroplane",
    "bicycle",
    "bird",
    "boat",
    "bottle",
    "bus",
    "car",
    "cat",
    "chair",
    "cow",
    "diningtable",
    "dog",
    "horse",
    "motorbike",
    "person",
    "pottedplant",
    "sheep",
    "sofa",
    "train",
    "tvmonitor",
]


def axfbh_voc(folder: str, train: int = 12, val: int = 4) -> None:
    """Pascal VOC in the layout ultralytics' VOC.yaml makes of it (images/ and labels/ per
    split, a label line "class xc yc w h" per box, fractions of the image), beside
    axfbh/lightning's notation/main.py, with a VOC.yaml there that names these splits and
    VOC's 20 classes (ultralytics finds a data file in the working folder before its own,
    whose download script fetches VOC from the internet)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(41)
    root = os.path.join(folder, "notation", "VOC")
    for split, count in (("train", train), ("val", val)):
        for sub in ("images", "labels"):
            os.makedirs(os.path.join(root, sub, split), exist_ok=True)
        for n in range(count):
            name = f"{split}_{n:04d}"
            pixels = generator.integers(0, 256, (96, 128, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(root, "images", split, name + ".jpg"))
            with open(os.path.join(root, "labels", split, name + ".txt"), "w") as out:
                for _ in range(int(generator.integers(1, 4))):
                    x, y = generator.uniform(0.3, 0.7, 2)
                    w, h = generator.uniform(0.1, 0.4, 2)
                    label = int(generator.integers(0, 20))
                    out.write(f"{label} {x:.4f} {y:.4f} {w:.4f} {h:.4f}\n")
    with open(os.path.join(folder, "notation", "VOC.yaml"), "w") as out:
        out.write("path: VOC\ntrain: images/train\nval: images/val\nnames:\n")
        out.write("".join(f"  {n}: {name}\n" for n, name in enumerate(VOC_NAMES)))
