"""Data made here for batch s, topics (17) to (24) (corpus_first_sight_s_17to24.py): each
function writes, into the folder it is given, the files a script reads instead of a download."""

from __future__ import annotations

import os

import numpy as np
from PIL import Image


def lcyu_orthopedics_jpgs(folder: str, train: int = 4, test: int = 2, classes: int = 3) -> None:
    """data/train/<label>/*.jpg and data/test/<label>/*.jpg as LCyu99/Mix-inResNet's
    orthopedicsTrain reads them (folders named 1, 2, ...: the label is the name minus one):
    grey X-ray-like RGB images of 64x64 (the script resizes to 256), `train` and `test` a
    class (4 and 2 of 3 classes: 12 training images, three batches of 4)."""
    rng = np.random.default_rng(19)
    for split, count in (("train", train), ("test", test)):
        for label in range(1, classes + 1):
            where = os.path.join(folder, "data", split, str(label))
            os.makedirs(where, exist_ok=True)
            for i in range(count):
                grey = rng.integers(0, 256, (64, 64), dtype=np.uint8)
                grey[:, 20 * label : 20 * label + 8] = 255  # a bright band per grade
                Image.fromarray(np.stack([grey] * 3, axis=-1)).save(
                    os.path.join(where, f"{split}_{label}_{i}.jpg")
                )


def eyenet_fundus_jpgs(folder: str, train: int = 6, test: int = 2) -> None:
    """datas/archive/train/<0|1>/*.jpg and datas/archive/test/<0|1>/*.jpg as
    jerryp-hfut/EyeNet's GlaucomaDataset reads them (label folders 0 and 1; the Kaggle "Fundus
    Glaucoma Detection Data [PyTorch format]" layout): fundus-like RGB images of 96x96, a dark
    red disc with a bright optic disc (its getROI crops around the brightest point and resizes
    the crop to 200x200), larger where the label is 1; `train` and `test` a label (12 training
    images: three batches of 4)."""
    rng = np.random.default_rng(20)
    yy, xx = np.mgrid[0:96, 0:96]
    for split, count in (("train", train), ("test", test)):
        for label in (0, 1):
            where = os.path.join(folder, "datas", "archive", split, str(label))
            os.makedirs(where, exist_ok=True)
            for i in range(count):
                image = np.zeros((96, 96, 3), dtype=np.float64)
                eye = (yy - 48) ** 2 + (xx - 48) ** 2 < 44**2
                image[eye] = (150, 60, 30)
                cy, cx = rng.integers(30, 66, 2)
                disc = (yy - cy) ** 2 + (xx - cx) ** 2 < (8 + 6 * label) ** 2
                image[disc] = (250, 230, 180)
                image += rng.normal(0, 10, image.shape)
                Image.fromarray(np.clip(image, 0, 255).astype(np.uint8)).save(
                    os.path.join(where, f"{split}_{label}_{i}.jpg")
                )


def bd4h_sepsis_dat(folder: str, patients: int = 20, hours: int = 50) -> None:
    """train.dat, dev.dat and test.dat as jethroodeyemi/BD4H-Project's 1_make_data.py writes
    them from SepsisExp's partitions (tab-separated, one line an hour of a patient: the
    patient's id, whether the patient has sepsis, the target the script regresses, the hour,
    then 43 measurements), and the models/ folder it makes. `patients` x `hours` lines for
    training (1,000: three windows of 48 hours in one epoch at batches of 20), a fifth of that
    for dev and test; half the patients septic, their target rising in their last hours."""
    rng = np.random.default_rng(21)
    os.makedirs(os.path.join(folder, "models"), exist_ok=True)
    for name, count in (("train", patients), ("dev", patients // 5), ("test", patients // 5)):
        lines = []
        for p in range(count):
            septic = p % 2
            base = rng.normal(0, 1, 43)
            for hour in range(hours):
                target = float(septic and hour >= hours - 12)
                values = base + rng.normal(0, 0.3, 43) + 0.8 * target
                row = [str(10000 + p), str(septic), f"{target:.1f}", str(hour)]
                lines.append("\t".join(row + [f"{v:.4f}" for v in values]))
        with open(os.path.join(folder, f"{name}.dat"), "w") as f:
            f.write("\n".join(lines) + "\n")


def tcn_sepsis_psv(folder: str, patients: int = 30) -> None:
    """training/training_setA/p0000NN.psv as PhysioNet's 2019 sepsis challenge ships them and
    jjfrackowiak/Sepsis-prediction-with-TCN's SepsisDataset reads them (every .psv under the
    folder, split 80/20 by the script): a header of 40 variables and SepsisLabel joined by |,
    then one line an hour, missing measurements written nan. `patients` stays of 20 to 110
    hours (the script pads or cuts them to 100); every other patient septic, labelled 1 in
    the last 8 hours. 30 files: 24 for training, three batches of 8."""
    rng = np.random.default_rng(21)
    where = os.path.join(folder, "training", "training_setA")
    os.makedirs(where, exist_ok=True)
    header = [f"V{i:02d}" for i in range(40)] + ["SepsisLabel"]
    for p in range(patients):
        hours = int(rng.integers(20, 111))
        septic = p % 2
        base = rng.normal(0, 1, 40) * 10 + 50
        lines = ["|".join(header)]
        for hour in range(hours):
            label = int(septic and hour >= hours - 8)
            values = base + rng.normal(0, 2, 40) + 5 * label
            cells = ["nan" if rng.random() < 0.2 else f"{v:.2f}" for v in values]
            cells[0] = f"{values[0]:.2f}"  # the first variable always measured
            lines.append("|".join([*cells, str(label)]))
        with open(os.path.join(where, f"p{p + 1:06d}.psv"), "w") as f:
            f.write("\n".join(lines) + "\n")


def mgrn_ihm_npz(folder: str, train: int = 24, val: int = 16, hours: int = 16) -> None:
    """mimic3_utils/in_hospital_mortality/{header_list,train,val}.npz as yaquanzhang/mGRN's
    mimic3_utils/ihm_dataset_preparation.py saves them from the MIMIC-III benchmark: the
    discretizer's 76 column names (built from the repository's discretizer_config.json: a
    column per continuous channel, one per value of a categorical one, then a mask per
    channel), and X of stays x hours x 76 with Y, one label per stay (arr_0, arr_1).
    `train` stays (three batches of 8) and `val` stays, half of them labelled 1; 16 hours,
    not the benchmark's 48 (the recurrent cells run in Python, hour by hour)."""
    import json

    utils = os.path.join(folder, "mimic3_utils")
    with open(os.path.join(utils, "mimic_3_files", "resources", "discretizer_config.json")) as f:
        config = json.load(f)
    header = []
    for channel in config["id_to_channel"]:
        if config["is_categorical_channel"][channel]:
            header += [f"{channel}->{value}" for value in config["possible_values"][channel]]
        else:
            header.append(channel)
    header += [f"mask->{channel}" for channel in config["id_to_channel"]]
    where = os.path.join(utils, "in_hospital_mortality")
    os.makedirs(where, exist_ok=True)
    np.savez(os.path.join(where, "header_list"), np.array(header))
    rng = np.random.default_rng(22)
    for name, count in (("train", train), ("val", val)):
        y = np.arange(count) % 2
        x = rng.normal(0, 1, (count, hours, len(header))) + 0.5 * y[:, None, None]
        x[:, :, -17:] = rng.integers(0, 2, (count, hours, 17))  # the masks: 0 or 1
        np.savez_compressed(os.path.join(where, name), x, y)


def leroux_ninapro8_mats(folder: str) -> None:
    """datasets/ninapro8_dataset/S1_E1_A{1,2,3}.mat as NinaPro DB8 ships them and
    NathanLeroux-git/OnlineTransformerWithSpikingNeurons reads them (scipy.io.loadmat: 'emg',
    time x 16 sEMG channels, and 'glove', time x 18 joint angles), and the saved_models/
    folder it saves into. Sessions 1 and 2 train, 3 tests; with its windows of 2000 steps (a
    window starts every 2000 steps up to the length less two windows) session 1's 8000 steps
    give 2 windows and session 2's 6000 give 1: 3 windows x 8 shifted copies (the recipe's
    datAug), three batches of 8. The angles follow the signal's envelope."""
    from scipy.io import savemat

    rng = np.random.default_rng(23)
    where = os.path.join(folder, "datasets", "ninapro8_dataset")
    os.makedirs(where, exist_ok=True)
    os.makedirs(os.path.join(folder, "saved_models"), exist_ok=True)
    for session, steps in ((1, 8000), (2, 6000), (3, 6000)):
        t = np.arange(steps)
        envelope = 0.5 + 0.5 * np.sin(2 * np.pi * t / 1500)
        emg = rng.normal(0, 1, (steps, 16)) * envelope[:, None]
        glove = 30 * envelope[:, None] + rng.normal(0, 1, (steps, 18))
        savemat(
            os.path.join(where, f"S1_E1_A{session}.mat"),
            {"emg": emg.astype(np.float32), "glove": glove.astype(np.float32)},
        )
