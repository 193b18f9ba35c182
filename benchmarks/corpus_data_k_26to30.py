"""Data made here for batch k's topics 26 to 30 (corpus_first_sight_k_26to30.py): files in the
forms the scripts read, small, from generators of their own."""

from __future__ import annotations

import os

import numpy
from corpus_data import CIFAR10


class SmallCIFAR10(CIFAR10):
    """corpus_data's CIFAR-10 stand-in with 64 training and 16 test images (a VGG-16 on 2
    shared cores: its 256 and 64 took minutes)."""

    samples = (64, 16)


def iflytech_sort_pairs(folder: str, size: int = 12, max_val: int = 10) -> None:
    """deep-sort-master's data/train.txt as its generate.py writes it: a header line
    `size|max_val|max_length`, then a line a pair, a list of integers from 2 to max_val and the
    same list sorted, `[5, 3, 7]|[3, 5, 7]`."""
    generator = numpy.random.default_rng(26)
    min_length, max_length = 2, 6
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    with open(os.path.join(folder, "data", "train.txt"), "w") as out:
        out.write(f"{size}|{max_val}|{max_length}\n")
        for _ in range(size):
            length = int(generator.integers(min_length, max_length))
            values = [int(v) for v in generator.integers(2, max_val, length)]
            out.write(f"{values}|{sorted(values)}\n")


_TEXT = (
    "the a team market stocks game won lost shares rose fell company season players coach "
    "oil prices bank rates space launch software chip users network league final cup quarter "
    "profit deal talks leaders election war peace city police report research study new"
)
_WORDS = _TEXT.split()


def _sentences(generator, count: int) -> str:
    sentences = []
    for _ in range(count):
        words = [str(generator.choice(_WORDS)) for _ in range(int(generator.integers(4, 9)))]
        sentences.append(" ".join(words).capitalize() + ".")
    return " ".join(sentences)


def han_ag_news(folder: str, sizes: tuple[int, int] = (64, 16)) -> None:
    """hnhoangdz/HAN's data: AG News' CSV files (data/ag_news_csv/train.csv and test.csv: a
    class from 1 to 4, a title and a description, quoted), GloVe's data/glove.6B.50d.txt (a word
    and its 50 numbers a line, space-separated) for the words used, and NLTK's punkt_tab
    parameters for English (its four files, empty: the tokenizer splits at each period), in
    nltk_data/, which the script's edit puts on NLTK's path (nltk.download would fetch them)."""
    import csv

    generator = numpy.random.default_rng(30)
    news = os.path.join(folder, "data", "ag_news_csv")
    os.makedirs(news, exist_ok=True)
    for name, count in zip(("train.csv", "test.csv"), sizes, strict=True):
        with open(os.path.join(news, name), "w", newline="") as out:
            writer = csv.writer(out, quoting=csv.QUOTE_ALL)
            for _ in range(count):
                label = int(generator.integers(1, 5))
                description = _sentences(generator, int(generator.integers(1, 4)))
                writer.writerow([label, _sentences(generator, 1), description])
    with open(os.path.join(folder, "data", "glove.6B.50d.txt"), "w") as out:
        for word in [*_WORDS, "."]:
            vector = " ".join(f"{v:.5f}" for v in generator.normal(0, 0.5, 50))
            out.write(f"{word} {vector}\n")
    punkt = os.path.join(folder, "nltk_data", "tokenizers", "punkt_tab", "english")
    os.makedirs(punkt, exist_ok=True)
    for name in ("collocations.tab", "sent_starters.txt", "abbrev_types.txt", "ortho_context.tab"):
        open(os.path.join(punkt, name), "w").close()
    os.makedirs(os.path.join(folder, "trained_models"), exist_ok=True)  # where it saves


def _punkt(folder: str) -> None:
    """NLTK's punkt_tab parameters for English, its four files empty (the tokenizer then
    splits at each period), in folder/nltk_data, where the recipes' edits point NLTK."""
    punkt = os.path.join(folder, "nltk_data", "tokenizers", "punkt_tab", "english")
    os.makedirs(punkt, exist_ok=True)
    for name in ("collocations.tab", "sent_starters.txt", "abbrev_types.txt", "ortho_context.tab"):
        open(os.path.join(punkt, name), "w").close()


def tandat_news20(folder: str, sizes: tuple[int, int] = (64, 16)) -> None:
    """tandat17z's data: 20 Newsgroups as scikit-learn caches it after its download
    (data/news20/20news-bydate_py3.pkz: the zlib-compressed pickle of the train and test
    Bunches, each post with a header, a blank line and a body), for the five groups the script
    asks for; data/glove/glove.txt, its vocabulary (a word and 100 numbers a line); NLTK's
    punkt_tab made as above."""
    import codecs
    import pickle

    from sklearn.utils import Bunch

    generator = numpy.random.default_rng(31)
    groups = [
        "alt.atheism",
        "comp.graphics",
        "comp.os.ms-windows.misc",
        "comp.sys.ibm.pc.hardware",
        "comp.sys.mac.hardware",
    ]
    cache = {}
    for split, count in zip(("train", "test"), sizes, strict=True):
        texts, targets = [], []
        for n in range(count):
            body = _sentences(generator, int(generator.integers(1, 4))).lower()
            texts.append(f"From: user{n}@example.org\nSubject: post {n}\n\n{body}")
            targets.append(int(generator.integers(0, len(groups))))
        cache[split] = Bunch(
            data=texts,
            target=numpy.array(targets),
            target_names=list(groups),
            filenames=numpy.array([f"{split}/{n}" for n in range(count)]),
        )
    news = os.path.join(folder, "data", "news20")
    os.makedirs(news, exist_ok=True)
    with open(os.path.join(news, "20news-bydate_py3.pkz"), "wb") as out:
        out.write(codecs.encode(pickle.dumps(cache), "zlib_codec"))
    glove = os.path.join(folder, "data", "glove")
    os.makedirs(glove, exist_ok=True)
    with open(os.path.join(glove, "glove.txt"), "w") as out:
        for word in [*_WORDS, "."]:
            vector = " ".join(f"{v:.5f}" for v in generator.normal(0, 0.5, 100))
            out.write(f"{word} {vector}\n")
    _punkt(folder)
