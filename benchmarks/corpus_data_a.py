"""Data made here for the scripts of `corpus_first_sight_a.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch
from PIL import Image


def anogan_digits(folder: str, size: int = 64) -> None:
    """The grayscale JPEGs that llien30/AnoGAN's `csv/train.csv` lists (`./data/train/NORMAL/
    img_7_118.jpg`, …: MNIST's sevens and eights, which its readme has one download and
    resize to 64 pixels), each at its path under `folder`."""
    import csv

    generator = torch.Generator().manual_seed(11)
    with open(os.path.join(folder, "csv", "train.csv")) as table:
        paths = [row["img_path"] for row in csv.DictReader(table)]
    for path in paths:
        target = os.path.join(folder, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        pixels = torch.randint(0, 256, (size, size), generator=generator, dtype=torch.uint8)
        Image.fromarray(pixels.numpy(), mode="L").save(target)


def asrt_speech(folder: str, count: int = 24, seconds: float = 1.5) -> None:
    """Mono 16 kHz WAVs of noise with pinyin labels, where nl8590687/ASRT_SpeechRecognition
    reads THCHS-30 and its other corpora (downloaded by hand into /data/speech_data): the WAVs
    in `data/speech/`, their lists in its formats (`ID file.wav`, `ID pinyin pinyin …`, the
    pinyin from the repository's dict.txt), `asrt_config.json` naming them as its one training
    set, and the folders its trainer saves into (save_models_torch/save_models)."""
    import json
    import wave

    generator = torch.Generator().manual_seed(12)
    with open(os.path.join(folder, "dict.txt"), encoding="utf-8") as table:
        pinyin = [line.split("\t")[0] for line in table.read().split("\n") if line]
    out = os.path.join(folder, "data", "speech")
    os.makedirs(out, exist_ok=True)
    os.makedirs(os.path.join(folder, "save_models_torch", "save_models"), exist_ok=True)
    samples = int(16000 * seconds)
    wavs, labels = [], []
    for n in range(count):
        signal = (torch.randn(samples, generator=generator) * 3000).clamp(-32768, 32767)
        with wave.open(os.path.join(out, f"{n}.wav"), "wb") as sound:
            sound.setnchannels(1)
            sound.setsampwidth(2)
            sound.setframerate(16000)
            sound.writeframes(signal.to(torch.int16).numpy().tobytes())
        length = int(torch.randint(3, 7, (), generator=generator))
        picks = torch.randint(0, len(pinyin), (length,), generator=generator).tolist()
        wavs.append(f"S{n} {n}.wav")
        labels.append(f"S{n} " + " ".join(pinyin[p] for p in picks))
    for name, lines in (("train.wav.lst", wavs), ("train.syllable.txt", labels)):
        with open(os.path.join(out, name), "w", encoding="utf-8") as listing:
            listing.write("\n".join(lines) + "\n")
    made = {
        "name": "made_here",
        "data_list": "data/speech/train.wav.lst",
        "data_path": "data/speech",
        "label_list": "data/speech/train.syllable.txt",
    }
    config = {"dict_filename": "dict.txt", "dataset": {"train": [made], "dev": [], "test": []}}
    with open(os.path.join(folder, "asrt_config.json"), "w", encoding="utf-8") as file:
        json.dump(config, file, indent=1)
