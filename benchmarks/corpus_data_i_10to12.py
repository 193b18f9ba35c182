"""Data made here for the scripts of `corpus_first_sight_i_10to12.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os
import pickle

import numpy

# Topic (10): music generation with an LSTM.


def cs4100_nesmdb(folder: str, songs: int = 6, frames: int = 40) -> None:
    """`nesmdb24_exprsco/train/*.exprsco.pkl`: NES-MDB's expressive scores (a download), as
    JMichaelYang/cs4100final's expressiveCodec.loadFile reads them: a pickle of (rate, nsamps,
    exprsco), the rate 24.0 (frames a second), the original's length in samples at 44.1 kHz,
    and the score, uint8 of (frames, 4, 3): for each of the NES's four voices (two pulses, a
    triangle, noise) its note, velocity and timbre, as the repository's own test file holds.
    Here 6 songs of 40 frames, each note held for a few frames, in the voices' ranges."""
    generator = numpy.random.default_rng(10)
    out = os.path.join(folder, "nesmdb24_exprsco", "train")
    os.makedirs(out, exist_ok=True)
    for song in range(songs):
        score = numpy.zeros((frames, 4, 3), dtype=numpy.uint8)
        for start in range(0, frames, 4):
            held = slice(start, start + 4)
            for voice in (0, 1):  # the pulses: note 32-108, velocity 0-15, timbre 0-3
                score[held, voice, 0] = generator.integers(32, 109)
                score[held, voice, 1] = generator.integers(0, 16)
                score[held, voice, 2] = generator.integers(0, 4)
            score[held, 2, 0] = generator.integers(0, 2) * generator.integers(21, 109)
            score[held, 3, 0] = generator.integers(1, 17)  # noise: period, velocity, mode
            score[held, 3, 1] = generator.integers(0, 16)
            score[held, 3, 2] = generator.integers(0, 2)
        nsamps = int(44100 * frames / 24)
        name = os.path.join(out, f"{song:03d}_Made_{song:02d}_Here.exprsco.pkl")
        with open(name, "wb") as file:
            pickle.dump((24.0, nsamps, score), file)


# Topic (11): CLIP contrastive image-text training.

# Characters of food words, the captions' alphabet (its data set is Wukong's food pairs).
FOOD = (
    "米饭面条饺子包子馒头豆腐鸡蛋牛肉猪羊鱼虾蟹青菜白萝卜土豆番茄黄瓜苹果香蕉橙子西瓜葡萄蛋糕甜汤"
)


def text2img_wukong(folder: str, train: int = 24, val: int = 4) -> None:
    """What ZYiJie/text2img's open_clip/src/training/main.py reads, made at the repository's
    root: `train_clean.csv` and `val_clean.csv` (its readme's names; its dealData_wukong
    notebook downloads Wukong's pictures and keeps food captions), tab-separated (the parser's
    default --csv-separator) with `filepath` (a picture's path, relative to src/training, where
    the script runs) and `title` (a Chinese caption); the pictures, 24 + 4 RGB JPEGs of
    64 x 64 under `wukong_images/`; `bert-base-chinese/`, the folder --ptm names, with the one
    thing read from it, a BERT tokenizer (vocab.txt of the special tokens and the captions'
    characters, and its config; no weights are read); and
    `open_clip/src/clip/bpe_simple_vocab_16e6.txt.gz`, OpenAI's BPE merges (a download the
    repository does not hold), which clip/openai_clip.py reads into a tokenizer at import and
    the training never uses: a header line and a few merges."""
    import gzip

    from PIL import Image

    generator = numpy.random.default_rng(11)
    images = os.path.join(folder, "wukong_images")
    os.makedirs(images, exist_ok=True)
    for split, count, offset in (("train", train, 0), ("val", val, train)):
        rows = ["filepath\ttitle"]
        for n in range(offset, offset + count):
            colour = generator.integers(0, 256, size=3)
            pixels = numpy.clip(colour + generator.normal(0, 30, (64, 64, 3)), 0, 255)
            Image.fromarray(pixels.astype(numpy.uint8)).save(os.path.join(images, f"{n}.jpg"))
            length = int(generator.integers(4, 12))
            title = "".join(FOOD[int(i)] for i in generator.integers(0, len(FOOD), length))
            rows.append(f"../../../wukong_images/{n}.jpg\t{title}")
        with open(os.path.join(folder, f"{split}_clean.csv"), "w") as table:
            table.write("\n".join(rows) + "\n")
    ptm = os.path.join(folder, "bert-base-chinese")
    os.makedirs(ptm, exist_ok=True)
    special = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    with open(os.path.join(ptm, "vocab.txt"), "w") as vocab:
        vocab.write("\n".join(special + sorted(set(FOOD))) + "\n")
    with open(os.path.join(ptm, "tokenizer_config.json"), "w") as config:
        config.write('{"tokenizer_class": "BertTokenizer", "do_lower_case": false}\n')
    bpe = os.path.join(folder, "open_clip", "src", "clip", "bpe_simple_vocab_16e6.txt.gz")
    merges = ["#version: 0.2", "t h", "th e</w>", "a n", "i n", "o n", "e r", "r e"]
    with gzip.open(bpe, "wt", encoding="utf-8") as file:
        file.write("\n".join(merges) + "\n")
