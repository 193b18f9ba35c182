"""Data for batch r's topics (56) to (60) (corpus_first_sight_r_56to60.py): small, made here,
deterministic, no downloads."""

from __future__ import annotations

import os

import numpy

_WORDS = [
    "how",
    "what",
    "why",
    "when",
    "where",
    "which",
    "who",
    "can",
    "do",
    "does",
    "is",
    "are",
    "the",
    "a",
    "an",
    "of",
    "to",
    "in",
    "for",
    "on",
    "with",
    "my",
    "i",
    "you",
    "it",
    "be",
    "best",
    "way",
    "learn",
    "python",
    "make",
    "money",
    "lose",
    "weight",
    "fast",
    "find",
    "good",
    "job",
    "phone",
    "buy",
    "should",
    "why",
    "people",
    "use",
    "read",
    "book",
    "start",
    "business",
    "improve",
    "english",
    "write",
    "code",
    "life",
]


def enesdoruk_stock(folder: str, days: int = 50) -> None:
    """enesdoruk/MambaLiquid's data/601988.SH.csv (TuShare's daily bars: ts_code, trade_date
    as YYYYMMDD, open, high, low, close, pre_close, change, pct_chg and twelve more numeric
    columns), `days` business days of a random walk (the repository's own has 3,681 days, too
    long a sequence for its Python loop over time steps here), and result/, where it saves its
    plots."""
    generator = numpy.random.default_rng(56)
    data = os.path.join(folder, "data")
    os.makedirs(data, exist_ok=True)
    os.makedirs(os.path.join(folder, "result"), exist_ok=True)
    columns = (
        "ts_code,trade_date,open,high,low,close,pre_close,change,pct_chg,vol,amount,"
        "turnover_rate,volume_ratio,pe,pb,ps,total_share,float_share,free_share,total_mv,circ_mv"
    )
    dates = numpy.busday_offset("2007-01-04", numpy.arange(days), roll="forward")
    close = 5.0
    with open(os.path.join(data, "601988.SH.csv"), "w") as out:
        out.write(columns + "\n")
        for date in dates:
            pre = close
            close = round(max(1.0, pre * (1 + generator.normal(0, 0.02))), 2)
            change = round(close - pre, 2)
            high = round(max(pre, close) * (1 + abs(generator.normal(0, 0.01))), 2)
            low = round(min(pre, close) * (1 - abs(generator.normal(0, 0.01))), 2)
            rest = [round(float(v), 4) for v in generator.uniform(0.5, 50.0, 12)]
            day = str(date).replace("-", "")
            row = [
                "601988.SH", day, pre, high, low, close, pre, change,
                round(100 * change / pre, 2), *rest,
            ]  # fmt: skip
            out.write(",".join(str(v) for v in row) + "\n")


def _question(generator: numpy.random.Generator) -> str:
    words = generator.choice(_WORDS, size=int(generator.integers(5, 12)))
    return " ".join(words).capitalize() + " ?"


def eash123_quora(folder: str, sizes: tuple[int, int] = (64, 16)) -> None:
    """eash123-glitch/duplicate_question_pair_detection's data, in models/ (its scripts run
    there and read ./data): data/train.full.tsv and data/test.full.tsv (a label 0 or 1, then
    two questions, tab-separated), data/glove.6B.300d.txt (a word and 300 numbers a line) for
    the words used, and NLTK's punkt_tab for English (its four files, empty: the tokenizer
    splits at periods alone) in nltk_data/, where the recipe's edit points NLTK
    (nltk.download would fetch it)."""
    generator = numpy.random.default_rng(59)
    models = os.path.join(folder, "models")
    data = os.path.join(models, "data")
    os.makedirs(data, exist_ok=True)
    for name, count in zip(("train.full.tsv", "test.full.tsv"), sizes, strict=True):
        with open(os.path.join(data, name), "w") as out:
            for _ in range(count):
                label = int(generator.integers(0, 2))
                out.write(f"{label}\t{_question(generator)}\t{_question(generator)}\n")
    with open(os.path.join(data, "glove.6B.300d.txt"), "w") as out:
        for word in [*_WORDS, "?"]:
            vector = " ".join(f"{v:.5f}" for v in generator.normal(0, 0.5, 300))
            out.write(f"{word} {vector}\n")
    punkt = os.path.join(models, "nltk_data", "tokenizers", "punkt_tab", "english")
    os.makedirs(punkt, exist_ok=True)
    for name in ("collocations.tab", "sent_starters.txt", "abbrev_types.txt", "ortho_context.tab"):
        open(os.path.join(punkt, name), "w").close()
