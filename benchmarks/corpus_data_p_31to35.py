"""Data made here for batch p's topics (31) to (35) (corpus_first_sight_p_31to35.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def gaoyucen_param_folder(folder: str) -> None:
    """GaoYucen/Ptr-net-GT's code/param/, where train.py saves its weights after training (the
    repository holds the folder with its own checkpoints, which its mirror lacks): made empty
    beside the script, which runs from code/."""
    os.makedirs(os.path.join(folder, "code", "param"), exist_ok=True)


def priceal_particle_frames(folder: str) -> None:
    """priceal/pytorch's particle-detector frames, ../training-data/data.pkl from old/ (outside
    the repository): a pickle of (frames, classification, coordinates), 200 frames of 5 x 5
    pixels of noise, half with a bright spot (class 1) at the coordinates given, half without
    (class 0, coordinates 0)."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(3201)
    count = 200
    frames = generator.uniform(0.0, 0.3, (count, 5, 5))
    classification = (numpy.arange(count) % 2).astype(float)
    coordinates = numpy.zeros((count, 2))
    for n in range(count):
        if classification[n]:
            row, column = generator.integers(0, 5, 2)
            frames[n, row, column] += 1.0
            coordinates[n] = (row, column)
    os.makedirs(os.path.join(folder, "training-data"), exist_ok=True)
    with open(os.path.join(folder, "training-data", "data.pkl"), "wb") as out:
        pickle.dump((frames, classification, coordinates), out)


def kimiyoung_enwik8(folder: str) -> None:
    """kimiyoung/transformer-xl's enwik8 as its prep_enwik8.py leaves it (getdata.sh downloads
    the archive): train.txt, valid.txt and test.txt of byte values written as numbers
    separated by spaces, 40 per line, under pytorch/data/enwik8/ (the readme's ../data/enwik8
    from pytorch/, made beside the script): 2,400, 400 and 400 bytes of text drawn from 60
    printable characters."""
    import numpy

    generator = numpy.random.default_rng(3301)
    root = os.path.join(folder, "pytorch", "data", "enwik8")
    os.makedirs(root, exist_ok=True)
    for name, count in (("train", 2400), ("valid", 400), ("test", 400)):
        values = generator.integers(32, 92, count)
        lines = [" ".join(str(v) for v in values[i : i + 40]) for i in range(0, count, 40)]
        with open(os.path.join(root, f"{name}.txt"), "w") as out:
            out.write("\n".join(lines) + "\n")
