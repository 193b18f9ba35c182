"""Data made here for batch o's topics (11) to (15) (corpus_first_sight_o_11to15.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

# The characters of Adrianw27/plate-detector's py/charset.py, less its "-".
PLATE_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def adrianw27_plates(folder: str) -> None:
    """What Adrianw27/plate-detector's py/train.py reads, as its py/prep_data.py leaves it:
    data/train and data/val beside the script, each a folder of plate crops with a labels.txt
    of `{file}\\t{plate text}` lines. 192 training and 32 validation crops, 160 x 48 grayscale
    PNGs (the size its transform resizes to), each labelled with 5 to 7 characters."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(111)
    for split, count in (("train", 192), ("val", 32)):
        out = os.path.join(folder, "py", "data", split)
        os.makedirs(out, exist_ok=True)
        lines = []
        for index in range(count):
            name = f"{index:06d}.png"
            pixels = generator.integers(0, 256, (48, 160), dtype=numpy.uint8)
            Image.fromarray(pixels, "L").save(os.path.join(out, name))
            length = int(generator.integers(5, 8))
            text = "".join(generator.choice(list(PLATE_CHARACTERS), length))
            lines.append(f"{name}\t{text}")
        with open(os.path.join(out, "labels.txt"), "w", encoding="utf-8") as labels:
            labels.write("\n".join(lines) + "\n")


def supermina999_sleep(folder: str) -> None:
    """What supermina999/EmbedSleepNet's dataset.py reads, as its preprocess.py leaves
    Sleep-EDF: preprocessed/ beside the script, one .npz per recording with x, its 30-second
    epochs of one EEG channel at 100 Hz (n x 3000, float32), and y, their stages (0 to 4).
    12 recordings of 240 epochs: the last 8 listed are its test split, the first 4 its
    training split (each at least 7 sequences of 20 epochs after its random skip of up to
    100)."""
    import numpy

    generator = numpy.random.default_rng(113)
    out = os.path.join(folder, "preprocessed")
    os.makedirs(out, exist_ok=True)
    for index in range(12):
        x = generator.normal(0.0, 20.0, (240, 3000)).astype(numpy.float32)
        y = generator.integers(0, 5, 240).astype(numpy.int32)
        numpy.savez(os.path.join(out, f"SC4{index:02d}1E0.npz"), x=x, y=y)


def mhmnemati_sleep_edfx(folder: str) -> None:
    """What mhmnemati/ms-thesis-code's src/data/TensorDataset reads for
    sleep_edfx_window_30_overlap_0, as its src/data/sleep_edfx.py builds it: a folder per
    patient under sleep_edfx_window_30_overlap_0/train, each window a torch.save'd dict of
    data (channels x 3000, float32 volts: 2 EEG, 1 EOG, 1 EMG at 100 Hz), labels (a stage
    per second, 30), sources and targets (electrode positions) and ch_names. 10 patients of
    8 windows, under pytorch_datasets/ beside the script (its ~/pytorch_datasets, edited)."""
    import numpy
    import torch

    generator = numpy.random.default_rng(117)
    root = os.path.join(
        folder, "src", "pytorch_datasets", "sleep_edfx_window_30_overlap_0", "train"
    )
    names = ["EEG Fpz-Cz", "EEG Pz-Oz", "EOG horizontal", "EMG submental"]
    for patient in range(10):
        out = os.path.join(root, f"SC4{patient:02d}")
        os.makedirs(out, exist_ok=True)
        for window in range(1, 9):
            item = {
                "data": generator.normal(0.0, 2e-5, (4, 3000)).astype(numpy.float32),
                "labels": numpy.repeat(generator.integers(0, 5), 30).astype(numpy.int64),
                "sources": generator.normal(0.0, 0.05, (4, 3)).astype(numpy.float32),
                "targets": generator.normal(0.0, 0.05, (4, 3)).astype(numpy.float32),
                "ch_names": names,
            }
            torch.save(item, os.path.join(out, f"{window}.pt"))


def al_khlewee_mitbih(folder: str) -> None:
    """What Al-Khlewee/attention-based-ecg-classifier's data/preprocessing.py reads, in the
    form of the MIT-BIH Arrhythmia Database it holds: WFDB records (a .hea header, a .dat
    signal in format 212, two leads at 360 Hz) with .atr beat annotations, under mitbih/
    beside the script (config.py's DATA_DIR, edited). Two records of 45,000 samples (2 min
    5 s: 24 ten-second segments each at its 50% overlap, not its 48 records of 30 minutes),
    a beat annotated each 300 samples, normal ('N') or not ('V') by stretches."""
    import numpy
    import wfdb

    generator = numpy.random.default_rng(119)
    out = os.path.join(folder, "mitbih")
    os.makedirs(out, exist_ok=True)
    length = 45000
    for record in ("100", "101"):
        time = numpy.arange(length) / 360.0
        leads = numpy.stack(
            [
                numpy.sin(2 * numpy.pi * 1.2 * time) + generator.normal(0, 0.1, length),
                numpy.cos(2 * numpy.pi * 1.2 * time) + generator.normal(0, 0.1, length),
            ],
            axis=1,
        )
        wfdb.wrsamp(
            record,
            fs=360,
            units=["mV", "mV"],
            sig_name=["MLII", "V5"],
            p_signal=leads,
            fmt=["212", "212"],
            write_dir=out,
        )
        beats = numpy.arange(150, length, 300)
        # Runs of 12 beats alike (a segment of 3600 samples holds 12), normal or abnormal.
        symbols = ["N" if (index // 12 + int(record)) % 2 else "V" for index in range(len(beats))]
        wfdb.wrann(record, "atr", beats, symbol=symbols, write_dir=out)


def zanteni_cells(folder: str) -> None:
    """What Zanteni/malaria-detection-CNN's src/train.py reads: the NIH malaria cell images in
    ImageFolder's layout (cell_images/Parasitized, cell_images/Uninfected) beside the script
    (its /content/data_set/cell_images, edited). 140 RGB PNGs a class at 32 x 32 (its
    transform resizes them to 128)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(123)
    for name in ("Parasitized", "Uninfected"):
        out = os.path.join(folder, "malaria-cnn-detection", "src", "cell_images", name)
        os.makedirs(out, exist_ok=True)
        for index in range(140):
            pixels = generator.integers(0, 256, (32, 32, 3), dtype=numpy.uint8)
            Image.fromarray(pixels, "RGB").save(os.path.join(out, f"C{index}_cell.png"))
