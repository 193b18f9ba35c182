"""Data made here for the scripts of `corpus_first_sight_j_06to10.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import json
import os
import random

# Topic (6): spam detection.

SPAM_WORDS = (
    "free",
    "prize",
    "winner",
    "click",
    "offer",
    "money",
    "cash",
    "claim",
    "urgent",
    "credit",
    "bonus",
    "deal",
    "cheap",
    "viagra",
    "casino",
    "lottery",
    "unsubscribe",
    "limited",
    "exclusive",
    "guaranteed",
)
REAL_WORDS = (
    "meeting",
    "tomorrow",
    "project",
    "report",
    "attached",
    "thanks",
    "please",
    "review",
    "schedule",
    "lunch",
    "team",
    "update",
    "notes",
    "draft",
    "call",
    "agenda",
    "family",
    "weekend",
    "dinner",
    "question",
)
COMMON_WORDS = (
    "the",
    "a",
    "to",
    "and",
    "of",
    "you",
    "your",
    "for",
    "is",
    "in",
    "on",
    "this",
    "with",
    "we",
    "it",
    "be",
    "at",
)


def _message(rng: random.Random, words: tuple[str, ...] | list[str], length: int) -> str:
    """A message of `length` words, about half of them drawn from `words`, the rest common
    words, now and then a number or an address (the tokenizer's NUM and URL)."""
    out = []
    for _ in range(length):
        roll = rng.random()
        if roll < 0.5:
            out.append(rng.choice(words))
        elif roll < 0.93:
            out.append(rng.choice(COMMON_WORDS))
        elif roll < 0.97:
            out.append(str(rng.randint(1, 999)))
        else:
            out.append("http://example.com/" + rng.choice(words))
    return " ".join(out)


def unspam_emails(folder: str, count: int = 40) -> None:
    """`spam/` and `real/` beside unixpickle/unspam's train.py (its readme's `python train.py
    spam/ real/`): one JSON file per email, `{"subject": ..., "body": ...}`, as its
    fetch_emails.py writes them from an IMAP mailbox (a mail server and an account, not to be
    had here). Here `count` of each: words of a spam vocabulary or of a work-mail one, mixed
    with common words."""
    rng = random.Random(606)
    for name, words in (("spam", SPAM_WORDS), ("real", REAL_WORDS)):
        out = os.path.join(folder, name)
        os.makedirs(out, exist_ok=True)
        for n in range(count):
            email = {
                "subject": _message(rng, words, rng.randint(3, 8)),
                "body": _message(rng, words, rng.randint(20, 80)),
            }
            with open(os.path.join(out, f"{n:04d}.json"), "w") as file:
                json.dump(email, file)


# Topic (8): part-of-speech tagging with a BiLSTM.

POS_LEXICON = {
    "ART": ("der", "die", "das", "ein", "eine"),
    "NN": ("Hund", "Katze", "Haus", "Tag", "Regierung", "Stadt", "Kind", "Buch", "Wagen"),
    "NE": ("Bernd", "Berlin", "Anna", "Hamburg"),
    "VVFIN": ("sieht", "kauft", "liest", "findet", "baut", "sucht"),
    "VAFIN": ("ist", "war", "hat"),
    "ADJA": ("gute", "alte", "neue", "kleine", "schnelle"),
    "ADJD": ("gut", "schnell", "heute", "morgen"),
    "APPR": ("in", "mit", "auf", "nach"),
    "ADV": ("auch", "nicht", "sehr", "dann"),
    "$.": (".", "!"),
    "$,": (",",),
}
POS_PATTERNS = (
    ("ART", "NN", "VVFIN", "ART", "ADJA", "NN", "$."),
    ("NE", "VAFIN", "ADV", "ADJD", "$."),
    ("ART", "ADJA", "NN", "VVFIN", "APPR", "NE", "$."),
    ("NE", "VVFIN", "ART", "NN", "$,", "ADV", "ART", "NN", "VAFIN", "ADJD", "$."),
    ("APPR", "NE", "VVFIN", "ART", "NN", "ART", "NN", "$."),
)


def _tagged_sentences(rng: random.Random, count: int) -> str:
    """`count` sentences, one `word<TAB>tag` line per token (STTS tags), a blank line after
    each sentence."""
    lines = []
    for _ in range(count):
        for tag in rng.choice(POS_PATTERNS):
            lines.append(f"{rng.choice(POS_LEXICON[tag])}\t{tag}")
        lines.append("")
    return "\n".join(lines) + "\n"


def stfrs_tagged(folder: str, counts: tuple[int, int] = (40, 20)) -> None:
    """`train.tagged` and `dev.tagged` beside stfrs/BiLSTM-POS-Tagger's rnn_train.py (its
    Data.py's own test reads files of these names; the readme says only "make sure to provide
    a labeled dataset"): one `word<TAB>tag` line per token, a blank line ending each
    sentence, as the TIGER corpus's tab-separated export the repository's parameters.io was
    built from (German words, STTS tags). Here 40 and 20 sentences of five patterns over a
    small German lexicon."""
    rng = random.Random(808)
    for name, count in zip(("train.tagged", "dev.tagged"), counts, strict=True):
        with open(os.path.join(folder, name), "w") as file:
            file.write(_tagged_sentences(rng, count))


def melody_jsb_chorales(folder: str, songs: int = 6, beats: int = 16) -> None:
    """`data/jsb_chorales.txt` beside rafael-savvides/melody_generator's train_model.py: what
    its readme's `make jsb-chorales-16th.json` (a download of the Bach chorales) and
    `python prepare_data.py` write: a song a line, its four voices one after the other, each
    voice's MIDI pitches (36 to 81) or rests (`R`) as space-separated tokens, an `E` after each
    voice. Here `songs` songs of `beats` sixteenths a voice, a random walk per voice around its
    own register (soprano to bass), a rest now and then."""
    rng = random.Random(888)
    lines = []
    for _ in range(songs):
        tokens = []
        for centre in (72, 65, 58, 50):
            pitch = centre
            for _ in range(beats):
                if rng.random() < 0.05:
                    tokens.append("R")
                    continue
                pitch = min(81, max(36, pitch + rng.choice((-2, -1, 0, 0, 1, 2))))
                tokens.append(str(pitch))
            tokens.append("E")
        lines.append(" ".join(tokens))
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    with open(os.path.join(folder, "data", "jsb_chorales.txt"), "w") as file:
        file.write("\n".join(lines) + "\n")


# Topic (10): language identification.

LANGUAGE_WORDS = {
    "ang": "þæt wæs god cyning ond se hlaford on þære byrig mid his þegnum",
    "ara": "كان الملك في المدينة مع الناس وهذا هو الكتاب الجديد",
    "cym": "roedd y brenin yn dda ac mae'r dref yn fawr gyda'r bobl",
    "dan": "det var en god konge og byen er stor med mange mennesker",
    "deu": "das war ein guter könig und die stadt ist groß mit vielen leuten",
    "eng": "that was a good king and the city is large with many people",
    "fao": "tað var ein góður kongur og býurin er stórur við nógvum fólki",
    "isl": "það var góður konungur og borgin er stór með mörgu fólki",
    "nob": "det var en god konge og byen er stor med mange folk",
    "swe": "det var en god kung och staden är stor med många människor",
}


def eliyetres_wili(folder: str, per_language: int = 4, length: int = 20) -> None:
    """`x_train.txt` and `y_train.txt` beside eliyetres/lt2316-ht19-a1's train_model.py, as its
    create_data.py writes them from WiLI-2018 (its processed_data/: one sentence a line cut to
    100 characters, and its language code on the same line of the other file; the last line
    has no newline, and the script drops it). Here `per_language` sentences of `length`
    characters for each of its readme's 10 languages, words of each language drawn in a
    random order (every sentence the same length, as the script's padding needs)."""
    rng = random.Random(1010)
    rows = []
    for code, text in LANGUAGE_WORDS.items():
        words = text.split()
        for _ in range(per_language):
            sentence = ""
            while len(sentence) < length:
                sentence += rng.choice(words) + " "
            rows.append((sentence[:length], code))
    rng.shuffle(rows)
    with open(os.path.join(folder, "x_train.txt"), "w", encoding="utf-8") as file:
        file.write("\n".join(sentence for sentence, _ in rows))
    with open(os.path.join(folder, "y_train.txt"), "w", encoding="utf-8") as file:
        file.write("\n".join(code for _, code in rows))
