"""Data made here for batch p's topics (6) to (10) (corpus_first_sight_p_06to10.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import json
import os


def googlehjx_translation_json(folder: str) -> None:
    """googlehjx/transformer_by_hand's translation2019zh_train.json (the translation2019zh
    corpus's training file, one JSON object a line with "english" and "chinese"), which
    data/my_vocab.py reads at import to fit its BPE encoders (their output is pickled and not
    read by training): 6 short pairs, written at the root, the folder trainer.py runs from."""
    pairs = (
        ("i want a beer .", "我想要一杯啤酒。"),
        ("i want a coke .", "我想要一杯可乐。"),
        ("the cat sits on the mat .", "猫坐在垫子上。"),
        ("we read a book .", "我们读一本书。"),
        ("she drinks tea .", "她喝茶。"),
        ("they like music .", "他们喜欢音乐。"),
    )
    with open(os.path.join(folder, "translation2019zh_train.json"), "w", encoding="utf-8") as out:
        for english, chinese in pairs:
            out.write(json.dumps({"english": english, "chinese": chinese}) + "\n")


def shihansu_iam_pickle(folder: str) -> None:
    """ShihanSu/Generate-handwriting's data/test_data.cpkl (the mirror lacks it: a large
    file), the pickle its datahp.Loader.load('test') reads: a list of (points, chars) pairs
    sorted by length, longest first, as its __points2array and __sort make them from IAM
    On-Line's strokes: points a float tensor of (x offset, y offset, end of stroke) rows, chars
    a one-hot float tensor of the line's characters over the 77 of data/alphabet.cpkl (in the
    repository). 8 lines of 16 to 30 points and 4 to 9 characters."""
    import numpy
    import torch

    generator = numpy.random.default_rng(81)
    lines = []
    for n in range(8):
        length = 30 - 2 * n
        points = torch.zeros(length, 3)
        points[:, :2] = torch.from_numpy(generator.normal(0, 3, (length, 2))).float()
        ends = generator.choice(length, size=3, replace=False)
        points[ends, 2] = 1
        letters = int(generator.integers(4, 10))
        chars = torch.zeros(letters, 77)
        chars[torch.arange(letters), torch.from_numpy(generator.integers(0, 77, letters))] = 1
        lines.append((points, chars))
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    with open(os.path.join(folder, "data", "test_data.cpkl"), "wb") as out:
        import pickle

        pickle.dump(lines, out)


def vrushank_iam_processed(folder: str) -> None:
    """Vrushank264/Handwriting-Generation-using-LSTM's processed data (its readme takes it
    from swechhachoudhary/Handwriting-synthesis's data folder), as data.GetDataset reads it
    under processed_data/: strokes.npy, an object array of (points, 3) float32 arrays of
    (end of stroke, x offset, y offset) rows, and sentences.txt, one line of text for each.
    524 lines (its split keeps the last 500 for testing, 24 to train), 10 to 18 points and 3
    to 6 characters each."""
    import numpy

    generator = numpy.random.default_rng(82)
    letters = "abcdefgh "
    strokes = numpy.empty(524, dtype=object)
    sentences = []
    for n in range(524):
        length = int(generator.integers(10, 19))
        points = numpy.zeros((length, 3), dtype=numpy.float32)
        points[:, 1:] = generator.normal(0, 2, (length, 2))
        points[generator.choice(length, size=2, replace=False), 0] = 1
        strokes[n] = points
        size = int(generator.integers(3, 7))
        sentences.append("".join(letters[int(k)] for k in generator.integers(0, 8, size)))
    root = os.path.join(folder, "processed_data")
    os.makedirs(root, exist_ok=True)
    numpy.save(os.path.join(root, "strokes.npy"), strokes, allow_pickle=True)
    with open(os.path.join(root, "sentences.txt"), "w") as out:
        out.write("\n".join(sentences) + "\n")
