"""Data made here for the scripts of `corpus_first_sight_j_21to25.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
from PIL import Image

# Topic (21): age and gender prediction.

SAMBARBA_DIR = "python/_artificial_intelligence_machine_learning/utkface_classification_vgg16"


def _face(generator: numpy.random.Generator, size: int, shade: int) -> Image.Image:
    """A face-like picture: a disc of one shade on noise, of `size` pixels a side."""
    noise = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
    y, x = numpy.mgrid[:size, :size]
    disc = (y - size / 2) ** 2 + (x - size / 2) ** 2 < (size / 3) ** 2
    noise[disc] = (noise[disc] // 4 + shade % 192).astype(numpy.uint8)
    return Image.fromarray(noise)


def sambarba_utkface(folder: str, count: int = 46) -> None:
    """`utkface/` beside sambarba99's utkface_classification_vgg16/main.py: UTKFace's aligned
    and cropped faces (a Kaggle download), JPEG files of 200 x 200 pixels named
    `AGE_GENDER_RACE_DATE.jpg.chip.jpg` (age 1 to 116, gender 0 or 1, race 0 to 4), the
    labels read from the name. Here `count` faces, the races in turn and both genders in each
    race, ages spread from 1 to 116 (its histogram of ages needs one over 100)."""
    generator = numpy.random.default_rng(21)
    out = os.path.join(folder, SAMBARBA_DIR, "utkface")
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        race, gender, age = n % 5, (n // 5) % 2, 1 + (n * 37) % 116
        picture = _face(generator, 200, 40 * race + 100 * gender + age)
        name = f"{age}_{gender}_{race}_2017011{n:04d}.jpg.chip.jpg"
        picture.save(os.path.join(out, name), quality=90)


# Topic (22): BYOL self-supervised learning.


def ssql_imagenet(folder: str, classes: int = 4, per_class: int = 6) -> None:
    """`imagenet/train/` as megvii-research/SSQL-ECCV2022's datasets/imagenet.py reads it (an
    ImageFolder at /data/datasets/imagenet/train, a download): a folder per class of JPEG
    files. Here `classes` folders of `per_class` pictures of 80 x 80 pixels (24 in all: 3
    steps of 8), no labels used (BYOL trains on two views of each)."""
    generator = numpy.random.default_rng(22)
    for c in range(classes):
        out = os.path.join(folder, "imagenet", "train", f"n0{c:07d}")
        os.makedirs(out, exist_ok=True)
        for n in range(per_class):
            picture = _face(generator, 80, 60 * c + 7 * n)
            picture.save(os.path.join(out, f"n0{c:07d}_{n}.JPEG"), quality=90)


# Topic (23): DINO self-distillation.

IMAGENETTE_WNIDS = ("n01440764", "n02102040", "n02979186", "n03000684")


def alexmalia_imagenette(folder: str, per_class: tuple[int, int] = (4, 4)) -> None:
    """`dataset/imagenette2-320/` beside AlexMalia/TER's DinoImpl/scripts/train.py (its
    imagenette config's `data_path: ./dataset`, from the scripts' folder): what torchvision's
    Imagenette(size='320px') downloads and reads, `train/` and `val/` with a folder per
    ImageNet id of JPEG files (it downloads nothing where the folder is there). Here 4 of its
    10 classes, 4 training and 4 validation pictures of 64 x 64 pixels each (16 training
    images: 4 batches of 4)."""
    generator = numpy.random.default_rng(23)
    root = os.path.join(folder, "DinoImpl", "scripts", "dataset", "imagenette2-320")
    for split, count in zip(("train", "val"), per_class, strict=True):
        for c, wnid in enumerate(IMAGENETTE_WNIDS):
            out = os.path.join(root, split, wnid)
            os.makedirs(out, exist_ok=True)
            for n in range(count):
                picture = _face(generator, 64, 50 * c + 3 * n)
                picture.save(os.path.join(out, f"{wnid}_{n}.JPEG"), quality=90)


def kristi_stl10_unlabeled(folder: str, count: int = 20) -> None:
    """`training_data/stl10/unlabeled_images/` as kristi700/ViT-SSL's DINO data set reads it
    (its configs/dino/data.yaml; STL-10's unlabeled split, a download, written out as PNG
    files): a folder of 96 x 96 PNG pictures, no labels. Here `count` pictures (16 for
    training and 4 for its validation split of 0.2)."""
    generator = numpy.random.default_rng(2323)
    out = os.path.join(folder, "training_data", "stl10", "unlabeled_images")
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        _face(generator, 96, 11 * n).save(os.path.join(out, f"unlabeled_{n:05d}.png"))


# Topic (24): rotation prediction self-supervised learning.

NYU_CAMERAS = (
    "CAM_FRONT_LEFT",
    "CAM_FRONT",
    "CAM_FRONT_RIGHT",
    "CAM_BACK_LEFT",
    "CAM_BACK",
    "CAM_BACK_RIGHT",
)


def nyu_unlabeled_scenes(folder: str, scenes: tuple[int, ...] = (0, 1, 101)) -> None:
    """`artifacts/data/` as nyu-ds-2019/birds-eye-view-predictor's rotation/train.py reads it
    (its default `--data_path ../artifacts/data`, from final_integration/rotation): the NYU
    deep learning competition's unlabeled scenes (a course's download), `scene_S/sample_N/`
    with the six cameras' JPEG pictures (306 x 256). Here scenes 0 and 1 (training) and 101
    (validation), 4 samples each (the recipe cuts its 126 samples a scene to 4), of 80 x 64
    pixels (the script resizes each to 64 x 64): 48 training pictures, 24 validation."""
    generator = numpy.random.default_rng(24)
    root = os.path.join(folder, "final_integration", "artifacts", "data")
    for scene in scenes:
        for sample in range(4):
            out = os.path.join(root, f"scene_{scene}", f"sample_{sample}")
            os.makedirs(out, exist_ok=True)
            for c, camera in enumerate(NYU_CAMERAS):
                picture = _face(generator, 80, 30 * c + 9 * sample + scene).resize((80, 64))
                picture.save(os.path.join(out, f"{camera}.jpeg"), quality=90)


def resortit_folders(folder: str, per_class: tuple[int, int] = (12, 2)) -> None:
    """`resortit/train1/` and `resortit/val1/` beside fabriziobattiloro/wasteManagement's
    multiclass/models/pretrained_model.py (Kaggle's /kaggle/input/resortit/dataset/train1 and
    val1, a download): ImageFolder trees of waste pictures, a folder per class. Here 2
    classes of 12 training and 2 validation pictures of 72 x 72 pixels (96 rotated training
    samples: 3 steps of 32)."""
    generator = numpy.random.default_rng(2424)
    root = os.path.join(folder, "multiclass", "models", "resortit")
    for split, count in zip(("train1", "val1"), per_class, strict=True):
        for c, name in enumerate(("paper", "plastic")):
            out = os.path.join(root, split, name)
            os.makedirs(out, exist_ok=True)
            for n in range(count):
                picture = _face(generator, 72, 70 * c + 5 * n)
                picture.save(os.path.join(out, f"{name}_{n}.jpg"), quality=90)


# Topic (25): MLP-Mixer.


def moskomule_imagenet(folder: str, classes: int = 4, per_class: tuple[int, int] = (6, 2)) -> None:
    """`imagenet/` beside moskomule/mlp_mixer.pytorch's main.py, which the recipe names to
    homura as IMAGENET_ROOT (its readme links ImageNet, a download, to ~/.torch/data):
    `train/` and `val/` with a folder per class of JPEG files. Here 4 classes of 6 training
    and 2 validation pictures of 96 x 96 pixels (24 training images: 3 steps of 8)."""
    generator = numpy.random.default_rng(25)
    for split, count in zip(("train", "val"), per_class, strict=True):
        for c in range(classes):
            out = os.path.join(folder, "imagenet", split, f"n0{c:07d}")
            os.makedirs(out, exist_ok=True)
            for n in range(count):
                picture = _face(generator, 96, 60 * c + 7 * n)
                picture.save(os.path.join(out, f"n0{c:07d}_{n}.JPEG"), quality=90)
