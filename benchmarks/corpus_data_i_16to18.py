"""Data made here for the scripts of `corpus_first_sight_i_16to18.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, or an edit imports a stand-in from here. The values come from
generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
import torch

# Topic (16): neural topic model.


def _words(generator: torch.Generator, count: int) -> list[str]:
    """`count` distinct made-up lowercase words of 4 to 8 letters."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    words: list[str] = []
    seen = set()
    while len(words) < count:
        length = int(torch.randint(4, 9, (), generator=generator))
        word = "".join(letters[int(i)] for i in torch.randint(26, (length,), generator=generator))
        if word not in seen:
            seen.add(word)
            words.append(word)
    return words


def fetch_20newsgroups(*args, count: int = 600, topics: int = 20, **kwargs):
    """Stands in for sklearn.datasets.fetch_20newsgroups (a download from the internet) as
    mitre/tmnt's examples call it, `return_X_y=True`: a list of documents (str) and their
    newsgroups (an int array). Here `count` documents of 30 to 60 words, each mostly from one
    of `topics` topics' vocabularies of 120 words, with 400 words shared by all topics: more
    than the 2,000 words the example's vectorizer keeps (its NPMI matrix is 2,000 square)."""
    generator = torch.Generator().manual_seed(16)
    vocabulary = _words(generator, topics * 120 + 400)
    common = vocabulary[topics * 120 :]
    data, labels = [], []
    for n in range(count):
        topic = n % topics
        own = vocabulary[topic * 120 : (topic + 1) * 120]
        length = int(torch.randint(30, 61, (), generator=generator))
        picks = torch.rand(length, generator=generator)
        words = []
        for p in picks.tolist():
            if p < 0.75:
                words.append(own[int(p / 0.75 * 120) % 120])
            else:
                words.append(common[int((p - 0.75) / 0.25 * 400) % 400])
        data.append(" ".join(words))
        labels.append(topic)
    return data, numpy.array(labels, dtype=numpy.int64)


# Topic (17): credit card fraud detection.

CREDITCARD_COLUMNS = ["Time", *(f"V{i}" for i in range(1, 29)), "Amount", "Class"]


def _creditcard_rows(generator: torch.Generator, frauds: int, genuine: int) -> torch.Tensor:
    """Rows of Kaggle's creditcard.csv (mlg-ulb, ULB's PCA of card transactions): Time in
    seconds, V1 to V28 (the PCA's components), Amount and Class (1 for a fraud). Here the
    frauds' components are shifted (V10, V12, V14 down, as in the real data, V4 and V11
    up, some more by less), the rows in a random order."""
    count = frauds + genuine
    labels = torch.cat([torch.ones(frauds), torch.zeros(genuine)])
    labels = labels[torch.randperm(count, generator=generator)]
    components = torch.randn(count, 28, generator=generator, dtype=torch.float64)
    shift = torch.zeros(28, dtype=torch.float64)
    shift[[9, 11, 13]] = -3.0
    shift[[3, 10]] = 2.5
    shift[[0, 2, 6, 16, 17]] = torch.tensor([-1.5, -2.0, -1.8, -2.2, -1.2], dtype=torch.float64)
    components = components + labels[:, None].double() * shift
    time = torch.sort(172792 * torch.rand(count, generator=generator, dtype=torch.float64))[0]
    amount = torch.exp(3 + 1.5 * torch.randn(count, generator=generator, dtype=torch.float64))
    return torch.cat(
        [time[:, None], components, amount[:, None].round(decimals=2), labels[:, None].double()],
        dim=1,
    )


def _write_csv(path: str, rows: torch.Tensor) -> None:
    with open(path, "w") as table:
        table.write(",".join(f'"{c}"' for c in CREDITCARD_COLUMNS) + "\n")
        for row in rows.tolist():
            values = [repr(v) for v in row[:-1]] + [f'"{int(row[-1])}"']
            table.write(",".join(values) + "\n")


def haohan_creditcard(folder: str) -> None:
    """`creditcard_train.csv` and `creditcard_test.csv`, the two parts of a 20% sample of
    Kaggle's creditcard.csv (a download: Google Drive, from Kaggle) that HaohanTsao/Credit-Card-
    Fraud-Detection-with-PyTorch's main.py reads, in Kaggle's columns (Class quoted, as Kaggle
    writes it; pandas reads it as an integer); here 200 frauds and 600 genuine rows to train
    on and 20 and 180 to test; and the `models/` folder it saves its checkpoint into."""
    generator = torch.Generator().manual_seed(17)
    _write_csv(os.path.join(folder, "creditcard_train.csv"), _creditcard_rows(generator, 200, 600))
    _write_csv(os.path.join(folder, "creditcard_test.csv"), _creditcard_rows(generator, 20, 180))
    os.makedirs(os.path.join(folder, "models"), exist_ok=True)
