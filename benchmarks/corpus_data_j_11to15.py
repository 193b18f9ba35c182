"""Data made here for the scripts of `corpus_first_sight_j_11to15.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topic (12): brain tumor MRI classification.

BRAIN_TUMOR_CLASSES = ("glioma", "meningioma", "notumor", "pituitary")


def _grey_scans(generator: torch.Generator, count: int, size: int, label: int) -> list:
    """`count` grey pictures of `size` x `size` (PIL, mode L): a bright disc on a darker
    head, the disc placed by the class, with noise."""
    from PIL import Image

    axis = torch.arange(size, dtype=torch.float32)
    ys, xs = torch.meshgrid(axis, axis, indexing="ij")
    head = ((ys - size / 2) ** 2 + (xs - size / 2) ** 2 < (0.45 * size) ** 2).float()
    pictures = []
    for _ in range(count):
        cy = size * (0.3 + 0.1 * label) + 4 * torch.randn((), generator=generator)
        cx = size * (0.35 + 0.1 * label) + 4 * torch.randn((), generator=generator)
        disc = ((ys - cy) ** 2 + (xs - cx) ** 2 < (0.08 * size) ** 2).float()
        noise = 0.1 * torch.randn(size, size, generator=generator)
        values = (0.35 * head + 0.5 * disc + noise).clamp(0, 1)
        pictures.append(Image.fromarray((values * 255).to(torch.uint8).numpy(), mode="L"))
    return pictures


def _image_folders(root: str, splits: dict, size: int, seed: int, classes=BRAIN_TUMOR_CLASSES):
    """ImageFolder trees under `root`: per split, a folder per class of `count` jpg files."""
    generator = torch.Generator().manual_seed(seed)
    for split, count in splits.items():
        for label, name in enumerate(classes):
            out = os.path.join(root, split, name)
            os.makedirs(out, exist_ok=True)
            for n, picture in enumerate(_grey_scans(generator, count, size, label)):
                picture.save(os.path.join(out, f"{split[:2]}_{n:04d}.jpg"))


def lailasultan_brain_mri(folder: str) -> None:
    """`brain-tumor-mri-dataset/Training` and `Testing` beside lailasultan/BrainMRI's
    Brain_MRI.py, where its opendatasets.download of the Kaggle data set (masoudnickparvar's
    Brain Tumor MRI Dataset, a download with a Kaggle key) leaves them: a folder per class
    (glioma, meningioma, notumor, pituitary) of grey jpg scans of several sizes. Here 4
    training and 2 testing scans a class, 160 x 160 (the script resizes them to 224)."""
    root = os.path.join(folder, "brain-tumor-mri-dataset")
    _image_folders(root, {"Training": 4, "Testing": 2}, 160, 12)


def alessandro_brain_mri(folder: str) -> None:
    """`dataset/Training` and `dataset/Testing` beside AlessandroNicotra/
    MRI-Image-Classification's train.py (the same Kaggle data set, downloaded by hand), and
    the `model/` folder it saves into (in the repository; created here, as the extraction
    takes only the scripts). Here 6 training and 10 testing scans a class, 140 x 140 (it
    resizes them to 128 and crops 100): 24 training scans, 6 steps of its batches of 4; the
    testing 40 are split 16 / 24 into validation and test by the script's random_split (it
    counts each class in both, a KeyError where a class drew none: 10 a class makes that
    unlikely)."""
    _image_folders(os.path.join(folder, "dataset"), {"Training": 6, "Testing": 10}, 140, 120)
    os.makedirs(os.path.join(folder, "model"), exist_ok=True)


# Topic (13): breast cancer classification.

WDBC_MEASURES = (
    "radius",
    "texture",
    "perimeter",
    "area",
    "smoothness",
    "compactness",
    "concavity",
    "concave_points",
    "symmetry",
    "fractal_dimension",
)


def mhelva_wdbc(folder: str, benign: int = 357, malignant: int = 212) -> None:
    """`wdbc.csv` beside mhelva/pytorch_classification_canser_diagnostic's script, which
    ucimlrepo's fetch_ucirepo(id=17) downloads from the UCI archive (a download): Breast
    Cancer Wisconsin (Diagnostic), 30 features (the mean, the error and the worst of ten
    measures of a cell's nuclei, named as ucimlrepo names them: radius1 ... fractal_dimension3)
    and the `Diagnosis`, B or M. Here as many rows of each as the data set holds (357 and 212:
    the script draws 210 of each), positive numbers around a mean per class. The stand-in
    ucimlrepo beside the script (the recipe's file) reads it."""
    generator = torch.Generator().manual_seed(13)
    columns = [f"{m}{k}" for k in (1, 2, 3) for m in WDBC_MEASURES]
    scale = 1.0 + 10.0 * torch.rand(len(columns), generator=generator)
    lines = [",".join([*columns, "Diagnosis"])]
    for label, count in (("B", benign), ("M", malignant)):
        shift = 1.0 if label == "B" else 1.4
        values = scale * (shift + 0.2 * torch.randn(count, len(columns), generator=generator))
        for row in values.abs().tolist():
            lines.append(",".join([*(f"{v:.5f}" for v in row), label]))
    with open(os.path.join(folder, "wdbc.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")


# Topic (14): diabetic retinopathy classification.


def _fundus(generator: torch.Generator, size: int, grade: int):
    """A fundus-like picture (PIL, RGB): an orange-red disc on black, a bright optic disc,
    and dark red spots, more of them the higher the grade."""
    from PIL import Image

    axis = torch.arange(size, dtype=torch.float32)
    ys, xs = torch.meshgrid(axis, axis, indexing="ij")
    centre = size / 2
    retina = ((ys - centre) ** 2 + (xs - centre) ** 2 < (0.46 * size) ** 2).float()
    optic = ((ys - centre) ** 2 + (xs - 0.7 * size) ** 2 < (0.07 * size) ** 2).float()
    spots = torch.zeros(size, size)
    for _ in range(3 * grade):
        cy, cx = (0.25 + 0.5 * torch.rand(2, generator=generator)) * size
        spots += ((ys - cy) ** 2 + (xs - cx) ** 2 < (0.03 * size) ** 2).float()
    noise = 0.05 * torch.randn(3, size, size, generator=generator)
    red = 0.75 * retina + 0.2 * optic - 0.3 * spots.clamp(0, 1)
    green = 0.35 * retina + 0.5 * optic - 0.25 * spots.clamp(0, 1)
    blue = 0.15 * retina + 0.4 * optic
    values = (torch.stack([red, green, blue]) * retina + noise * retina).clamp(0, 1)
    return Image.fromarray((values.permute(1, 2, 0) * 255).to(torch.uint8).numpy(), mode="RGB")


def yijinhuang_fundus(folder: str, per_grade: tuple[int, int, int] = (5, 2, 2)) -> None:
    """`data/fundus/train`, `val` and `test` for YijinHuang/pytorch-classification's main.py,
    the folder form its readme describes (a folder per class under each split; its config's
    base.data_path, edited to this path): EyePACS' fundus photographs by DR grade, 0 to 4 (a
    Kaggle download). Here 5 training, 2 validation and 2 test pictures a grade, 96 x 96
    (its config, edited, resizes them to 32)."""
    generator = torch.Generator().manual_seed(14)
    root = os.path.join(folder, "data", "fundus")
    for split, count in zip(("train", "val", "test"), per_grade, strict=True):
        for grade in range(5):
            out = os.path.join(root, split, str(grade))
            os.makedirs(out, exist_ok=True)
            for n in range(count):
                picture = _fundus(generator, 96, grade)
                picture.save(os.path.join(out, f"{split}_{grade}_{n:03d}.jpg"))


# Topic (15): EEG classification.

EEG_BANDS = ("delta", "theta", "alpha", "beta", "gamma")


def xkiwilabs_eeg_features(folder: str, participants: int = 20, per_participant: int = 20) -> None:
    """`weeks/week-10-lab/data/eeg_motor_imagery_features.csv` for xkiwilabs/
    Practical-AI-for-Behavioural-Science's example solution (train_classifier.py), which
    the lab's data/download_data.py downloads from the repository's release (a download):
    PhysioNet's EEG motor imagery trials as band powers, one row a trial: participant_id,
    trial, condition (left, right), condition_code (0, 1), then 320 features, 64 channels x
    5 bands (named CHANNEL_BAND, C3, C4 and Cz among the channels). Here 400 trials of 20
    participants, the motor channels' alpha and beta a little lower on the side opposite
    the imagined hand."""
    generator = torch.Generator().manual_seed(151)
    channels = ["C3", "C4", "Cz"] + [f"E{n:02d}" for n in range(61)]
    columns = [f"{c}_{b}" for c in channels for b in EEG_BANDS]
    lines = [",".join(["participant_id", "trial", "condition", "condition_code", *columns])]
    for p in range(participants):
        for t in range(per_participant):
            code = (p + t) % 2
            powers = 1.0 + 0.3 * torch.randn(len(columns), generator=generator).abs()
            side = 0 if code == 1 else 1  # C3 (index 0) for a right hand, C4 for a left
            for band in (2, 3):
                powers[side * 5 + band] -= 0.2
            values = ",".join(f"{v:.5f}" for v in powers.tolist())
            condition = "right" if code else "left"
            lines.append(f"S{p + 1:03d},{t + 1},{condition},{code},{values}")
    out = os.path.join(folder, "weeks", "week-10-lab", "data")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "eeg_motor_imagery_features.csv"), "w") as file:
        file.write("\n".join(lines) + "\n")
