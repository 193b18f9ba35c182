"""Data made here for the scripts of `corpus_first_sight_h_07to09.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
import torch

# Topic (7): optical flow estimation.


def flying_chairs(folder: str, counts: tuple[int, int] = (48, 8), size=(24, 32)) -> None:
    """`FlyingChairs_release/`: the Flying Chairs data set as zhaopf23/optical-flow-estimation's
    train.py reads it (a download of 31 GB from the University of Freiburg): `data/NNNNN_img1.ppm`,
    `NNNNN_img2.ppm` and `NNNNN_flow.flo` (Middlebury's format: the float32 tag 202021.25, the
    width and height as int32, then u and v interleaved per pixel), and
    `FlyingChairs_train_val.txt`, a line per sample, 1 to train and 2 to validate. Here 48
    training and 8 validation pairs of 24 x 32 (not 384 x 512): the second picture is the first
    shifted by a whole-pixel flow per pair, which the .flo file holds."""
    from PIL import Image

    generator = torch.Generator().manual_seed(7)
    height, width = size
    data = os.path.join(folder, "FlyingChairs_release", "data")
    os.makedirs(data, exist_ok=True)
    splits = ["1"] * counts[0] + ["2"] * counts[1]
    for index in range(1, len(splits) + 1):
        first = torch.randint(0, 256, (height, width, 3), generator=generator, dtype=torch.uint8)
        du, dv = (int(v) for v in torch.randint(-2, 3, (2,), generator=generator))
        second = torch.roll(first, shifts=(dv, du), dims=(0, 1))
        Image.fromarray(first.numpy()).save(os.path.join(data, f"{index:05d}_img1.ppm"))
        Image.fromarray(second.numpy()).save(os.path.join(data, f"{index:05d}_img2.ppm"))
        flow = numpy.empty((height, width, 2), dtype=numpy.float32)
        flow[..., 0], flow[..., 1] = du, dv
        with open(os.path.join(data, f"{index:05d}_flow.flo"), "wb") as out:
            numpy.array([202021.25], dtype=numpy.float32).tofile(out)
            numpy.array([width, height], dtype=numpy.int32).tofile(out)
            flow.tofile(out)
    with open(os.path.join(folder, "FlyingChairs_release", "FlyingChairs_train_val.txt"), "w") as f:
        f.write("\n".join(splits) + "\n")


# Topic (8): deep knowledge tracing.


def _first_students(path: str, rows: int, into: str | None = None, step: int = 50) -> None:
    """Keeps, in a knowledge-tracing file of three lines per student (the count of answers,
    the questions, the answers), the first students whose sequences, cut in rows of `step`
    answers as the readers cut them, make `rows` rows or just more; written over the file, or
    into `into`."""
    with open(path) as table:
        lines = table.read().splitlines()
    kept, made = [], 0
    for start in range(0, len(lines) - 2, 3):
        if made >= rows:
            break
        count = int(lines[start].strip().strip(","))
        made += -(-count // step)
        kept += lines[start : start + 3]
    into = into or path
    os.makedirs(os.path.dirname(into), exist_ok=True)
    with open(into, "w") as table:
        table.write("\n".join(kept) + "\n")


def statics2011_first_students(folder: str) -> None:
    """`KTDataset/statics2011/static2011_{train,test}.txt` as orangeredbee/DKT ships them (the
    repository's own files, extracted with the script), cut to their first students: 48 rows
    of 50 answers or just more to train (of 4,359), 16 or just more to test (of 1,045), so that
    its epoch is 3 or 4 batches of 16 (its recipe's size), not 69 of 64. Nothing is made up:
    the students kept are the files' own."""
    base = os.path.join(folder, "KTDataset", "statics2011")
    _first_students(os.path.join(base, "static2011_train.txt"), 48)
    _first_students(os.path.join(base, "static2011_test.txt"), 16)


def assist2009_first_students(folder: str) -> None:
    """`dataset/assist2009/builder_{train,test}.csv` and `log/`, relative to where
    jarviszhb/KnowledgeTracing's evaluation/run.py runs (the corpus runs a script in its own
    folder, evaluation/; the readme runs it from the repository's root): the repository's own
    ASSISTments 2009 files, extracted with the script, cut to their first students (200 rows of
    50 answers or just more to train, of 10,217; 40 or just more to test), and the folder its
    log file is opened in (ignored by git, so not in the repository)."""
    source = os.path.join(folder, "dataset", "assist2009")
    target = os.path.join(folder, "evaluation", "dataset", "assist2009")
    for name, rows in (("builder_train.csv", 200), ("builder_test.csv", 40)):
        _first_students(os.path.join(source, name), rows, os.path.join(target, name))
    os.makedirs(os.path.join(folder, "evaluation", "log"), exist_ok=True)
