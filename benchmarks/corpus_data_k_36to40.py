"""Data made here for the scripts of `corpus_first_sight_k_36to40.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
import torch

# Topic (36): emotion classification from text with an LSTM.


def prakriti_emotion_tokens(folder: str, rows: tuple[int, int] = (64, 16)) -> None:
    """`data/train_dataset.pth` and `data/test_dataset.pth`, what prakritichaubey123/
    Emotion-Classification's scripts/preprocess_data.py saves from its csv with BERT's
    tokenizer (bert-base-uncased, from the Hugging Face hub): a list of (input_ids, label)
    pairs, the ids a list of ints padded to the longest text ([CLS] 101, the words' ids,
    [SEP] 102, then 0), the label 0 to 2 (LabelEncoder's happy, neutral, sad). Here 64 and 16
    texts of 4 to 18 word ids below BERT's vocabulary of 30522, padded to 20."""
    generator = torch.Generator().manual_seed(36)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    for split, count in zip(("train", "test"), rows, strict=True):
        pairs = []
        for n in range(count):
            label = n % 3
            length = int(torch.randint(4, 19, (), generator=generator))
            words = torch.randint(
                1000 + 3000 * label, 4000 + 3000 * label, (length,), generator=generator
            ).tolist()
            ids = [101, *words, 102]
            pairs.append((ids + [0] * (20 - len(ids)), label))
        torch.save(pairs, os.path.join(out, f"{split}_dataset.pth"))


_TWEET_WORDS = (
    "i",
    "you",
    "he",
    "she",
    "try",
    "trying",
    "sister",
    "brother",
    "happy",
    "sad",
    "fun",
    "her",
    "him",
    "love",
    "the",
    "day",
    "is",
    "so",
    "good",
    "bad",
    "we",
    "at",
    "home",
    "work",
    "tonight",
    "cant",
    "wait",
    "to",
    "see",
    "my",
    "friend",
    "best",
    "ever",
    "miss",
)


def vaniofx_twitter(folder: str, rows: int = 150) -> None:
    """`twitter-sentiment.csv` beside VaniOFX/CBOW's CBOWmain.py (the repository's own holds
    about 1.5 MB of tweets, a training of hours on this machine): a header and a line per
    tweet, `ID<tab>pos|neg<tab>sentence`, as the repository's. Here 150 tweets of 5 to 12
    words of a vocabulary of 30 that holds the seven pairs of words whose embeddings'
    similarity the script prints after training."""
    rng = numpy.random.default_rng(36)
    lines = ["ID\tsentiment\tsentence"]
    for n in range(rows):
        words = rng.choice(_TWEET_WORDS, size=int(rng.integers(5, 13)))
        label = "pos" if n % 2 == 0 else "neg"
        lines.append(f"{n + 1}\t{label}\t{' '.join(words)}!")
    with open(os.path.join(folder, "twitter-sentiment.csv"), "w", encoding="ISO-8859-1") as file:
        file.write("\n".join(lines) + "\n")


# Topic (38): sudoku solving neural network.


def _sudoku_grids(generator: numpy.random.Generator, count: int):
    """`count` solved 9 x 9 sudoku grids (digits 1 to 9): the pattern of rows shifted by 3
    within a band and by 1 between bands, its digits, its rows within each band, its bands,
    its columns within each stack and its stacks permuted at random (each a valid grid)."""
    base = numpy.array([[(3 * (r % 3) + r // 3 + c) % 9 for c in range(9)] for r in range(9)])
    grids = []
    for _ in range(count):
        digits = generator.permutation(9) + 1
        rows = numpy.concatenate(
            [3 * b + generator.permutation(3) for b in generator.permutation(3)]
        )
        cols = numpy.concatenate(
            [3 * s + generator.permutation(3) for s in generator.permutation(3)]
        )
        grids.append(digits[base[rows][:, cols]])
    return grids


def neurasp_sudoku(folder: str, count: int = 10, givens: int = 50) -> None:
    """`data/easy_130k_given.p` and `data/easy_130k_solved.p` beside NeurASP's
    examples/solvingSudoku_70k/train.py (its readme's data folder, from a Google Drive
    download): two pickled dicts with the same keys (a puzzle's name), the given board (a
    9 x 9 int array, 0 where a cell is empty) and its solution (digits 1 to 9). Here 10
    valid grids, 50 cells of each given (a training step took about 4 s here)."""
    rng = numpy.random.default_rng(38)
    out = os.path.join(folder, "examples", "solvingSudoku_70k", "data")
    os.makedirs(out, exist_ok=True)
    given, solved = {}, {}
    for n, grid in enumerate(_sudoku_grids(rng, count)):
        board = grid.copy().reshape(-1)
        board[rng.permutation(81)[givens:]] = 0
        given[f"puzzle_{n}"] = board.reshape(9, 9).astype(numpy.int64)
        solved[f"puzzle_{n}"] = grid.astype(numpy.int64)
    import pickle

    for name, table in (("given", given), ("solved", solved)):
        with open(os.path.join(out, f"easy_130k_{name}.p"), "wb") as file:
            pickle.dump(table, file, protocol=pickle.HIGHEST_PROTOCOL)
