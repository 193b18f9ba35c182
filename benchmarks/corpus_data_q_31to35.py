"""Data made here for batch q's topics (31) to (35) (corpus_first_sight_q_31to35.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def egnkvn_models_folder(folder: str) -> None:
    """The Models/ folder beside egnkvn/Reverse-Multilingual-Typo's RMT/PERT/Trainer.py, into
    which its --save path (./Models/tw_tiny/) is made with os.mkdir, one level only (the
    repository's Models/ holds only a bigram file that the mirror lacks)."""
    os.makedirs(os.path.join(folder, "RMT", "PERT", "Models"), exist_ok=True)


def gaotianpu_cbow(folder: str, lines: int = 40, length: int = 30) -> None:
    """gaotianpu/l78z's nlp/word_embedding/data, as its preprocess.py writes it from a
    character-level Chinese corpus: vocab.txt, "UNK\\t0" then one "character\\tcount" line per
    character, and cbow4.txt, one row per character with 4 characters either side, the 8
    context characters then the target, tab-separated. The corpus is made here: 40 lines of
    30 characters drawn from 200 common CJK code points (not zhihu.txt, whose 1.2 million rows
    one epoch would read)."""
    import collections

    import numpy

    generator = numpy.random.default_rng(32)
    alphabet = [chr(0x4E00 + 7 * n) for n in range(200)]
    text = ["".join(generator.choice(alphabet, length)) for _ in range(lines)]
    counts = collections.Counter("".join(text))
    out = os.path.join(folder, "nlp", "word_embedding", "data")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "vocab.txt"), "w") as vocab:
        rows = ["UNK\t0"] + [f"{word}\t{count}" for word, count in counts.items()]
        vocab.write("\n".join(rows))
    with open(os.path.join(out, "cbow4.txt"), "w") as cbow:
        for line in text:
            for i in range(4, len(line) - 4):
                context = [line[i + k] for k in range(-4, 5) if k != 0]
                cbow.write("\t".join([*context, line[i]]) + "\n")


def oisinnolan_fnc(folder: str, bodies: int = 6, train: int = 32, val: int = 16) -> None:
    """OisinNolan/fakenewschallenge's encoded FNC-1 files, as its generate_embeddings.py
    writes them with two sentence encoders (all-MiniLM-L6-v2, 384 wide, and
    nli-distilroberta-base-v2, 768 wide, both from the hub): records pickled one after
    another, per body [body id, 50 x 384 and 50 x 768 float32 sentence embeddings] in
    data/train_bodies.csv.body.dat, per headline [body id, a 384 and a 768 embedding, the
    stance] in data/train_stances.newsplit.csv.stance.dat and
    data/val_stances.newsplit.csv.stance.dat. The embeddings are made here, at random, and
    every stance is agree, disagree or discuss (AgreemNet drops the unrelated ones). Also
    saved_models/, where train.py saves the trained model (not in the repository)."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(33)
    data = os.path.join(folder, "data")
    os.makedirs(data, exist_ok=True)
    os.makedirs(os.path.join(folder, "saved_models"), exist_ok=True)
    with open(os.path.join(data, "train_bodies.csv.body.dat"), "wb") as out:
        for body in range(bodies):
            sim = generator.normal(0, 0.05, (50, 384)).astype(numpy.float32)
            nli = generator.normal(0, 0.05, (50, 768)).astype(numpy.float32)
            pickle.dump([body, sim, nli], out)
    stances = ["agree", "disagree", "discuss"]
    for name, count in (("train", train), ("val", val)):
        path = os.path.join(data, f"{name}_stances.newsplit.csv.stance.dat")
        with open(path, "wb") as out:
            for _ in range(count):
                sim = generator.normal(0, 0.05, 384).astype(numpy.float32)
                nli = generator.normal(0, 0.05, 768).astype(numpy.float32)
                stance = stances[int(generator.integers(0, 3))]
                pickle.dump([int(generator.integers(0, bodies)), sim, nli, stance], out)


ESSAY_WORDS = [
    "computers",
    "help",
    "people",
    "learn",
    "about",
    "the",
    "world",
    "and",
    "talk",
    "with",
    "friends",
    "but",
    "some",
    "say",
    "they",
    "spend",
    "too",
    "much",
    "time",
    "at",
    "home",
    "instead",
    "of",
    "going",
    "outside",
    "to",
    "exercise",
    "or",
    "read",
    "books",
    "in",
    "the",
    "library",
    "every",
    "day",
    "students",
    "use",
    "them",
    "for",
    "school",
    "work",
    "and",
    "parents",
    "worry",
    "about",
    "it",
]


def zifengcheng_asap(folder: str, sizes: tuple[int, int, int] = (24, 8, 8)) -> None:
    """zifengcheng/Essay-Scoring's data: ASAP essays in data/fold_0 to data/fold_4, each
    with train.tsv, dev.tsv and test.tsv as its reader takes them (no header; tab-separated:
    essay id, essay set, the essay, then the raters' columns, the domain-1 score the 7th,
    2 to 12 for prompt 1), all of prompt 1, essays of 4 to 7 sentences of 5 to 12 words
    drawn from a small vocabulary; glove.6B.50d.txt beside train.py, a word and 50 numbers a
    line for those words (GloVe's download); and NLTK's punkt_tab for English, its four files
    empty (NLTK's download; the tokenizer then splits at each period), in nltk_data/, where
    the recipe's edit points NLTK."""
    import numpy

    generator = numpy.random.default_rng(34)
    essay_id = 1
    for fold in range(5):
        out = os.path.join(folder, "data", f"fold_{fold}")
        os.makedirs(out, exist_ok=True)
        for split, count in zip(("train", "dev", "test"), sizes, strict=True):
            with open(os.path.join(out, f"{split}.tsv"), "w", encoding="utf-8") as tsv:
                for _ in range(count):
                    sentences = []
                    for _ in range(int(generator.integers(4, 8))):
                        words = generator.choice(ESSAY_WORDS, int(generator.integers(5, 13)))
                        sentences.append(" ".join(words).capitalize() + ".")
                    score = int(generator.integers(2, 13))
                    half = score // 2
                    columns = [essay_id, 1, " ".join(sentences), half, score - half, "", score]
                    tsv.write("\t".join(str(c) for c in columns) + "\n")
                    essay_id += 1
    with open(os.path.join(folder, "glove.6B.50d.txt"), "w") as glove:
        for word in sorted(set(ESSAY_WORDS)):
            numbers = " ".join(f"{v:.5f}" for v in generator.normal(0, 0.4, 50))
            glove.write(f"{word} {numbers}\n")
    punkt = os.path.join(folder, "nltk_data", "tokenizers", "punkt_tab", "english")
    os.makedirs(punkt, exist_ok=True)
    for name in ("collocations.tab", "sent_starters.txt", "abbrev_types.txt", "ortho_context.tab"):
        open(os.path.join(punkt, name), "w").close()
