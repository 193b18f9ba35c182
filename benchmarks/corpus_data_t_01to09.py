"""Data made here for batch t's topics (1) to (9) (corpus_first_sight_t_01to09.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def _jpegs(out: str, names: list[str], size: tuple[int, int], seed: int) -> None:
    """RGB JPEGs of random pixels, `size` (height, width), written as `out/<name>`."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(seed)
    os.makedirs(out, exist_ok=True)
    for name in names:
        pixels = generator.integers(0, 256, (*size, 3), dtype=numpy.uint8)
        Image.fromarray(pixels).save(os.path.join(out, name))


GARBAGE12 = [
    "battery",
    "biological",
    "brown-glass",
    "cardboard",
    "clothes",
    "green-glass",
    "metal",
    "paper",
    "plastic",
    "shoes",
    "trash",
    "white-glass",
]


def ycshao21_garbage224(folder: str, per_class: int = 2) -> None:
    """ycshao21/U-Garbage's preprocessed data set (what its utils/preprocess.py writes from
    Kaggle's Garbage Classification, 12 classes): 224x224 RGB JPEGs at
    `data/garbage_classification_preprocessed/<category>/<n>.jpg` and the `data.csv` beside
    them, columns path (relative to where train_vgg.py runs) and category (0 to 11, in the
    order of preprocess.py's CATEGORIES). `per_class` images of random pixels per class: 24
    in all, 16 for training after load_data's 70/15/15 split (4 batches of 4)."""
    root = os.path.join("data", "garbage_classification_preprocessed")
    rows = ["path,category\n"]
    for label, category in enumerate(GARBAGE12):
        names = [f"{category}{i}_1.jpg" for i in range(per_class)]
        _jpegs(os.path.join(folder, root, category), names, (224, 224), 1000 + label)
        rows += [f"{root}/{category}/{name},{label}\n" for name in names]
    with open(os.path.join(folder, root, "data.csv"), "w") as file:
        file.writelines(rows)


def nevrohelios_garbage6(folder: str, counts: tuple[int, int, int] = (8, 2, 2)) -> None:
    """NevroHelios/DeepWaste-Optimization's `data/{train,val,test}/<class>/` ImageFolder
    layout (its sweep's data_dir, relative to src/scripts/, where its train.py runs): the 6
    classes of the garbage data set it names (cardboard, glass, metal, paper, plastic, trash),
    `counts` 96x96 RGB JPEGs of random pixels per class and split (its transforms resize them
    to 128): 48 training images, 3 batches of 16."""
    classes = ["cardboard", "glass", "metal", "paper", "plastic", "trash"]
    root = os.path.join(folder, "src", "scripts", "data")
    for s, (split, count) in enumerate(zip(("train", "val", "test"), counts, strict=True)):
        for c, name in enumerate(classes):
            names = [f"{name}{i}.jpg" for i in range(count)]
            _jpegs(os.path.join(root, split, name), names, (96, 96), 2000 + 10 * s + c)


def maypink_weather(folder: str, per_class: int = 100) -> None:
    """maypink/WeatherDataset's `work_with_data/dataset2/` (the Mendeley multi-class weather
    set as its remove_script.py leaves it: RGB JPEGs named by their class and a number,
    cloudy1.jpg, rain12.jpg, shine3.jpg, sunrise5.jpg, which get_data labels by the name's
    letters): `per_class` images of 48x64 random pixels per class (cv2.resize makes them
    64x64), 400 in all, 320 for training after its 80/20 split (batches of 100)."""
    out = os.path.join(folder, "work_with_data", "dataset2")
    for c, label in enumerate(("cloudy", "rain", "shine", "sunrise")):
        _jpegs(out, [f"{label}{i + 1}.jpg" for i in range(per_class)], (48, 64), 3000 + c)


def altaga_eyes(folder: str) -> None:
    """altaga/DBSE-monitor's eye images, as Drowsiness/train/README.md says to make them:
    the zip the repository ships (Drowsiness/train/dataset/dataset_B_Eye_Images.zip, the
    recipe's path) unzipped where it lies, giving dataset_B_Eye_Images/{open,closed}
    {Left,Right}Eyes/*.jpg (4,850 grayscale 24x24 eyes)."""
    import zipfile

    dataset = os.path.join(folder, "Drowsiness", "train", "dataset")
    with zipfile.ZipFile(os.path.join(dataset, "dataset_B_Eye_Images.zip")) as archive:
        archive.extractall(dataset)


def ishaan_yoga(folder: str, per_class: int = 6) -> None:
    """Ishaan-Chandak/Pytorch-Lightning-Implementation's Kaggle yoga poses (5 classes:
    downdog, goddess, plank, tree, warrior2) at `DATASET/TRAIN/<class>/` and
    `DATASET/TEST/<class>/` beside the script (the recipe's edit points its paths there):
    `per_class` 60x80 RGB JPEGs of random pixels per class and split (resized to 50x50)."""
    for s, split in enumerate(("TRAIN", "TEST")):
        for c, pose in enumerate(("downdog", "goddess", "plank", "tree", "warrior2")):
            names = [f"{pose}{i:03d}.jpg" for i in range(per_class)]
            _jpegs(os.path.join(folder, "DATASET", split, pose), names, (60, 80), 4000 + 10 * s + c)
