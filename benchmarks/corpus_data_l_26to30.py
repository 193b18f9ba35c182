"""Data made here for batch l's topics (26) to (30) (corpus_first_sight_l_26to30.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import json
import os

_WORDS = [
    "i",
    "am",
    "you",
    "are",
    "he",
    "is",
    "she",
    "we",
    "they",
    "not",
    "here",
    "there",
    "good",
    "bad",
    "fine",
    "what",
    "where",
    "who",
    "how",
    "why",
    "yes",
    "no",
    "okay",
    "sorry",
    "know",
    "think",
    "want",
    "go",
    "come",
    "home",
    "now",
    "later",
    "today",
    "friend",
    "hello",
    "goodbye",
]


def rhn19_cornell_pairs(folder: str) -> None:
    """What rhn19's vocab.py leaves in generated/ from the Cornell Movie-Dialogs corpus:
    vocab.json (word2idx, word2cnt, idx2word, the three tokens first) and processed_pairs.txt,
    a tab between a line and its reply, normalised words, fewer than 10 a sentence; 96 pairs
    over 40 words."""
    import numpy

    generator = numpy.random.default_rng(2601)
    idx2word = {"0": "<PAD>", "1": "<SOS>", "2": "<EOS>"}
    word2idx, word2cnt = {}, {}
    for i, word in enumerate(_WORDS):
        idx2word[str(i + 3)] = word
        word2idx[word] = i + 3
        word2cnt[word] = 5
    pairs = []
    for _ in range(96):
        pair = []
        for _ in range(2):
            n = int(generator.integers(2, 9))
            pair.append(" ".join(_WORDS[int(k)] for k in generator.integers(0, len(_WORDS), n)))
        pairs.append("\t".join(pair))
    out = os.path.join(folder, "generated")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "vocab.json"), "w") as f:
        json.dump({"word2idx": word2idx, "word2cnt": word2cnt, "idx2word": idx2word}, f)
    with open(os.path.join(out, "processed_pairs.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(pairs) + "\n")


_FRENCH = [
    "je",
    "suis",
    "trop",
    "froid",
    ".",
    "elle",
    "a",
    "cinq",
    "ans",
    "de",
    "moins",
    "que",
    "moi",
    ".",
    "elle",
    "est",
    "trop",
    "petit",
    ".",
    "je",
    "ne",
    "crains",
    "pas",
    "de",
    "mourir",
    ".",
    "c",
    "est",
    "un",
    "jeune",
    "directeur",
    "plein",
    "de",
    "talent",
    ".",
]


def soojung_eng_fra(folder: str) -> None:
    """data/eng-fra.txt as the PyTorch translation tutorial reads it (an English sentence, a
    tab, its French), 64 pairs whose English starts as the tutorial's filter asks ("i am ",
    "he is", ...), under 10 words each, and whose French uses the words of the sentences the
    script translates after training."""
    import numpy

    generator = numpy.random.default_rng(2602)
    prefixes = ("i am", "he is", "she is", "you are", "we are", "they are")
    rest = ("cold", "small", "young", "here", "tired", "happy", "not afraid", "a director")
    lines = [
        "I am cold .\tJe suis trop froid .",
        "She is five years younger than me .\tElle a cinq ans de moins que moi .",
        "She is too small .\tElle est trop petit .",
        "I am not afraid of dying .\tJe ne crains pas de mourir .",
        "He is a talented young director .\tC est un jeune directeur plein de talent .",
    ]
    for k in range(59):
        english = f"{prefixes[k % 6]} {rest[int(generator.integers(0, len(rest)))]} ."
        n = int(generator.integers(3, 9))
        french = " ".join(_FRENCH[int(j)] for j in generator.integers(0, len(_FRENCH) - 1, n))
        lines.append(f"{english.capitalize()}\t{french.capitalize()} .")
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    with open(os.path.join(folder, "data", "eng-fra.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def funny_cifar_batches(folder: str) -> None:
    """CIFAR-10's python pickles as FunnyPocketBook's autoencoder.py reads them
    (cifar-10-batches-py/data_batch_1 to _5 and test_batch: b'data', rows of 3,072 bytes, red,
    green and blue planes of 32 x 32, and b'labels'), 8 images each (not 10,000); and the
    folders its training saves into (model/, loss/)."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(2801)
    out = os.path.join(folder, "cifar-10-batches-py")
    os.makedirs(out, exist_ok=True)
    for name in [f"data_batch_{i}" for i in range(1, 6)] + ["test_batch"]:
        batch = {
            b"data": generator.integers(0, 256, (8, 3072), dtype=numpy.uint8),
            b"labels": [int(k) for k in generator.integers(0, 10, 8)],
        }
        with open(os.path.join(out, name), "wb") as f:
            pickle.dump(batch, f)
    for name in ("model", "loss"):
        os.makedirs(os.path.join(folder, name), exist_ok=True)


_NEWS = (
    "stocks rally as markets cheer the rate cut",
    "the home team wins the final in extra time",
    "new phone chip promises longer battery life",
    "leaders meet to discuss the trade agreement",
    "oil prices fall after the output rise",
    "striker signs a three year deal",
    "researchers unveil a faster quantum processor",
    "election results are due on sunday",
)


def prabhu_news_csv(folder: str) -> None:
    """AG News (or DBpedia) as Prabhu204's Dataset_ reads them: Data/train.csv without a header,
    a class from 1, a title and a description, and Data/classes.txt (its path is passed, not
    read); 48 rows of 4 classes; and the folder it writes its results into (Result/)."""
    import csv

    import numpy

    generator = numpy.random.default_rng(3001)
    os.makedirs(os.path.join(folder, "Data"), exist_ok=True)
    os.makedirs(os.path.join(folder, "Result"), exist_ok=True)
    with open(os.path.join(folder, "Data", "train.csv"), "w", newline="") as f:
        writer = csv.writer(f, quoting=csv.QUOTE_ALL)
        for k in range(48):
            title = _NEWS[int(generator.integers(0, len(_NEWS)))]
            words = [_NEWS[int(j)] for j in generator.integers(0, len(_NEWS), 3)]
            writer.writerow([k % 4 + 1, title, ", ".join(words) + "."])
    with open(os.path.join(folder, "Data", "classes.txt"), "w") as f:
        f.write("World\nSports\nBusiness\nSci/Tech\n")


def threelittlemonkeys_prepared(folder: str) -> None:
    """What threelittlemonkeys' prepare.py writes from a file of `sentence \\t label` lines,
    beside cnn/train.py: train.csv (each word as its characters' indices joined by '+', a
    colon, the word's index; the label's index last; longest lines first), and the
    vocabularies train.char_to_idx, train.word_to_idx and train.tag_to_idx (one token a line,
    the four special tokens first); 64 sentences of 2 labels."""
    import numpy

    generator = numpy.random.default_rng(3002)
    special = ["<PAD>", "<SOS>", "<EOS>", "<UNK>"]
    cti = {t: i for i, t in enumerate(special)}
    wti = dict(cti)
    tti: dict[str, int] = {}
    lines = []
    for k in range(64):
        words = [_WORDS[int(j)] for j in generator.integers(0, len(_WORDS), 3 + k % 6)]
        tag = ("positive", "negative")[int(generator.integers(0, 2))]
        tokens = []
        for w in words:
            for c in w:
                cti.setdefault(c, len(cti))
            wti.setdefault(w, len(wti))
            tokens.append("+".join(str(cti[c]) for c in w) + f":{wti[w]}")
        tti.setdefault(tag, len(tti))
        lines.append([*tokens, str(tti[tag])])
    lines.sort(key=len, reverse=True)
    out = os.path.join(folder, "cnn")
    with open(os.path.join(out, "train.csv"), "w") as f:
        f.write("".join(" ".join(line) + "\n" for line in lines))
    for name, table in (("char_to_idx", cti), ("word_to_idx", wti), ("tag_to_idx", tti)):
        with open(os.path.join(out, f"train.{name}"), "w") as f:
            f.write("".join(f"{t}\n" for t, _ in sorted(table.items(), key=lambda x: x[1])))
