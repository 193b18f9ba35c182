"""Data made here for the scripts of `corpus_first_sight_g_04to06.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topics (4) to (6): character-level language model with an RNN, word2vec skip-gram with
# negative sampling, GPT language model trained from scratch.

_TEXT = (
    "the king and queen of england came to the castle where a lord spoke to his men of war "
    "and peace; o god, how weary seem to me all the uses of this world! what is a man if his "
    "chief good be but to sleep and feed? a beast, no more. to be or not to be, that is the "
    "question"
)


def _prose(generator: torch.Generator, lines: int) -> str:
    """`lines` lines of made-up prose in printable ASCII, words drawn from a small list."""
    words = _TEXT.split()
    out = []
    for _ in range(lines):
        length = int(torch.randint(4, 14, (), generator=generator))
        picks = torch.randint(0, len(words), (length,), generator=generator).tolist()
        line = " ".join(words[n] for n in picks)
        out.append(line[0].upper() + line[1:] + ".")
    return "\n".join(out) + "\n"


def tiny_shakespeare_split(folder: str, lines: tuple[int, int] = (400, 100)) -> None:
    """`data/tiny-shakespeare/{train,test}.txt`: the plain-text training and test files that
    tychovdo/Char-RNN-Understanding's readme trains on (not in the repository), made-up
    prose in printable ASCII, each far longer than a chunk of 200 characters."""
    generator = torch.Generator().manual_seed(4)
    out = os.path.join(folder, "data", "tiny-shakespeare")
    os.makedirs(out, exist_ok=True)
    for name, count in zip(("train", "test"), lines, strict=True):
        with open(os.path.join(out, f"{name}.txt"), "w", encoding="utf-8") as text:
            text.write(_prose(generator, count))


def text8_small(folder: str, rare: int = 4000, common: int = 40, pairs: int = 1000) -> None:
    """`text8`: the one line of lowercase words, split by spaces, that
    madcato/pytorch-word2vec's DataLoader downloads from mattmahoney.net (a 100 MB file).
    Its vocabulary keeps the words more frequent than the 4000th most frequent, so the line
    holds `rare` words seen once (4000 at least, or its filter indexes past the list) and
    `common` words seen often, which alone make the vocabulary; `pairs` times two common
    words stand side by side, so its window of one gives 2 x `pairs` training pairs."""
    generator = torch.Generator().manual_seed(5)
    words = []
    every = rare // pairs
    for n in range(rare):
        words.append(f"rare{n}")
        if n % every == 0:
            picks = torch.randint(0, common, (2,), generator=generator).tolist()
            words.extend(f"word{p}" for p in picks)
    with open(os.path.join(folder, "text8"), "w") as text:
        text.write(" " + " ".join(words))


def word2vec_ns_pickles(
    folder: str, words: int = 200, samples: int = 1000, window: int = 5
) -> None:
    """`data/{wc,vocab,idx2word,word2idx,train}.dat`: what wizdom13/Word2Vec-NS's
    preprocess.py writes from data/corpus.txt (absent from the mirror), pickled as it pickles
    them: the word counts, the vocabulary (a set), the words by index ("<UNK>" first), the
    index of each word, and the training pairs, each a centre word's index and the indices of
    the 2 x `window` words around it (index 0, "<UNK>", past a sentence's ends), here drawn
    from made-up sentences."""
    import pickle

    generator = torch.Generator().manual_seed(55)
    unk = "<UNK>"
    idx2word = [unk] + [f"word{n}" for n in range(words - 1)]
    word2idx = {word: n for n, word in enumerate(idx2word)}
    counts = {unk: 1}
    data = []
    while len(data) < samples:
        length = int(torch.randint(6, 30, (), generator=generator))
        sentence = torch.randint(1, words, (length,), generator=generator).tolist()
        for n in sentence:
            counts[idx2word[n]] = counts.get(idx2word[n], 0) + 1
        for i, centre in enumerate(sentence):
            left = sentence[max(i - window, 0) : i]
            right = sentence[i + 1 : i + 1 + window]
            context = [0] * (window - len(left)) + left + right + [0] * (window - len(right))
            data.append((centre, context))
    for word in idx2word:
        counts.setdefault(word, 1)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    for name, value in (
        ("wc", counts),
        ("vocab", set(idx2word)),
        ("idx2word", idx2word),
        ("word2idx", word2idx),
        ("train", data[:samples]),
    ):
        with open(os.path.join(out, f"{name}.dat"), "wb") as handle:
            pickle.dump(value, handle)
