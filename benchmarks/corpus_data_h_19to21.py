"""Data made here for the scripts of `corpus_first_sight_h_19to21.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import corpus_data
import numpy
import torch

# Topic (19): hypernetwork.


class CIFAR10(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with 32 training and 8 test images (not 256 and 64): g1910/
    HyperNetworks' train.py runs whole epochs (its max_iter is looked at between epochs), and
    its plain run took 204 s with 256 and 64 images in batches of 32 on the 2 shared cores."""

    samples = (32, 8)


# Topic (20): ECG classification with a 1D CNN.


def qingyuan_ecg_npz(folder: str, count: int = 80, length: int = 3600) -> None:
    """`data.npz`: what QingyuanWang/ECG_classification's DataProcess.py saves from the MIT-BIH
    arrhythmia database (a PhysioNet download, read with wfdb): `X`, windows of 10 s at 360 Hz
    of the records' two leads, (windows, 3600, 2) in float64 (wfdb's p_signal), and `Y`, each
    window's class, an index into its 17 beat labels. Here 80 windows of a heart-beat-like
    wave and noise, of all 17 classes (56 to train, 12 to validate, 12 to test)."""
    generator = torch.Generator().manual_seed(20)
    time = torch.arange(length, dtype=torch.float64)[None, :, None] / 360.0
    rate = 1.0 + torch.rand(count, 1, 1, generator=generator, dtype=torch.float64)
    beats = torch.sin(2 * torch.pi * rate * time) ** 15  # a narrow peak once a beat
    noise = 0.05 * torch.randn(count, length, 2, generator=generator, dtype=torch.float64)
    signal = beats * torch.tensor([1.0, 0.6], dtype=torch.float64) + noise
    labels = torch.arange(count) % 17
    numpy.savez_compressed(
        os.path.join(folder, "data.npz"), X=signal.numpy(), Y=labels.numpy().astype(numpy.int64)
    )


# The PTB-XL diagnostic statements the records below are labelled with (scp_statements.csv's
# `diagnostic` column is 1.0 for these, empty for a rhythm statement such as SR).
PTBXL_CODES = ("NORM", "IMI", "NDT", "LAFB", "LVH", "ASMI")


def ptbxl_records(folder: str, count: int = 80, samples: int = 1000) -> None:
    """`data/ptbxl/`: PTB-XL as saksham1525/cnn-ecg-classifier's data.py reads it (physionet.org,
    a download): `ptbxl_database.csv` (indexed by ecg_id, with patient_id, scp_codes as the
    text of a dict of statement to likelihood, and filename_lr, the 100 Hz record),
    `scp_statements.csv` (indexed by statement, with its `diagnostic` flag) and the records
    themselves in WFDB's format (records100/00000/NNNNN_lr.hea and .dat, 12 leads of 10 s at
    100 Hz), written with wfdb. Here 80 records of 40 patients (two each, as its GroupKFold
    groups them), each with one or two diagnostic statements at 100 (and SR at 0)."""
    import wfdb

    generator = torch.Generator().manual_seed(2020)
    root = os.path.join(folder, "data", "ptbxl")
    records = os.path.join(root, "records100", "00000")
    os.makedirs(records, exist_ok=True)
    leads = ["I", "II", "III", "AVR", "AVL", "AVF", "V1", "V2", "V3", "V4", "V5", "V6"]
    time = torch.arange(samples, dtype=torch.float64)[:, None] / 100.0
    rows = ["ecg_id,patient_id,scp_codes,filename_lr"]
    for n in range(count):
        ecg_id = n + 1
        first = PTBXL_CODES[n % len(PTBXL_CODES)]
        codes = {first: 100.0, "SR": 0.0}
        if n % 3 == 0:
            codes[PTBXL_CODES[(n // 3) % len(PTBXL_CODES)]] = 100.0
        rate = 1.0 + torch.rand(1, 12, generator=generator, dtype=torch.float64)
        signal = torch.sin(2 * torch.pi * rate * time) ** 15
        signal = signal + 0.05 * torch.randn(samples, 12, generator=generator, dtype=torch.float64)
        name = f"{ecg_id:05d}_lr"
        wfdb.wrsamp(
            name,
            fs=100,
            units=["mV"] * 12,
            sig_name=leads,
            p_signal=signal.numpy(),
            fmt=["16"] * 12,
            write_dir=records,
        )
        text = str(codes).replace('"', "'")
        rows.append(f'{ecg_id},{n // 2 + 1},"{text}",records100/00000/{name}')
    with open(os.path.join(root, "ptbxl_database.csv"), "w") as table:
        table.write("\n".join(rows) + "\n")
    statements = ["statement,diagnostic", *(f"{code},1.0" for code in PTBXL_CODES), "SR,"]
    with open(os.path.join(root, "scp_statements.csv"), "w") as table:
        table.write("\n".join(statements) + "\n")


# Topic (21): deep hashing for image retrieval.


def xwzy_triplet_features(folder: str, count: int = 30, size: int = 1536) -> None:
    """`triplet-deep-hash-pytorch/feature/generated_dataset/{pos1,pos2,neg}_fea.pt`: what
    xwzy/Triplet-deep-hash-pytorch's generate_random_dataset.py saves with torch.save, three
    lists of the same length, each item a NumPy vector of Inception-v4's 1,536 pooled features
    (made from pictures by a Keras Inception-v4 with ImageNet weights), divided by its norm:
    pos1 and pos2 two pictures of one category, neg one of another. Here 30 triplets from 5
    categories of non-negative float32 features; and the empty `model/` folder its training
    saves into."""
    generator = torch.Generator().manual_seed(21)
    centres = torch.rand(5, size, generator=generator)
    triplets = {"pos1": [], "pos2": [], "neg": []}
    for n in range(count):
        same, other = n % 5, (n + 1 + n % 4) % 5
        for key, category in (("pos1", same), ("pos2", same), ("neg", other)):
            vector = centres[category] + 0.3 * torch.rand(size, generator=generator)
            vector = (vector / vector.norm()).numpy().astype(numpy.float32)
            triplets[key].append(vector)
    base = os.path.join(folder, "triplet-deep-hash-pytorch")
    out = os.path.join(base, "feature", "generated_dataset")
    os.makedirs(out, exist_ok=True)
    os.makedirs(os.path.join(base, "model"), exist_ok=True)
    for key, vectors in triplets.items():
        with open(os.path.join(out, f"{key}_fea.pt"), "wb") as file:
            torch.save(vectors, file)
