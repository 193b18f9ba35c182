"""Data made here for batch t's topics (28) to (36) (corpus_first_sight_t_28to36.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import csv
import os


def _write_wav(path: str, samples, rate: int) -> None:
    """16-bit mono PCM, as the standard library's wave module writes it."""
    import wave

    import numpy

    pcm = (numpy.clip(samples, -1.0, 1.0) * 32767).astype("<i2")
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm.tobytes())


def _tone(generator, seconds: float, rate: int):
    """A sine at a drawn pitch with a little noise: a short note of an instrument."""
    import numpy

    t = numpy.arange(int(seconds * rate)) / rate
    pitch = generator.uniform(110.0, 880.0)
    return 0.5 * numpy.sin(2 * numpy.pi * pitch * t) + 0.05 * generator.standard_normal(t.size)


def nukkk97_instrument_wavs(folder: str, per_class: int = 8, test: int = 8) -> None:
    """nukkk97/instrument_classification's Kaggle folders, as main.py reads them:
    Train_submission/Train_submission/*.wav and Test_submission/Test_submission/*.wav, each
    labelled by its name in the repository's Metadata_Train.csv or Metadata_Test.csv (read
    from the extracted folder). For training the first `per_class` names of each of the four
    classes there, for testing the test table's first `test` names; 0.5 s clips at 22,050 Hz."""
    import numpy

    generator = numpy.random.default_rng(2801)
    rate = 22050
    for table, split, take in (
        ("Metadata_Train.csv", "Train_submission", None),
        ("Metadata_Test.csv", "Test_submission", test),
    ):
        with open(os.path.join(folder, table), newline="") as rows:
            entries = [(row["FileName"], row["Class"]) for row in csv.DictReader(rows)]
        if take is None:
            chosen, seen = [], {}
            for name, label in entries:
                if seen.get(label, 0) < per_class:
                    seen[label] = seen.get(label, 0) + 1
                    chosen.append(name)
        else:
            chosen = [name for name, _ in entries[:take]]
        target = os.path.join(folder, split, split)
        os.makedirs(target, exist_ok=True)
        for name in chosen:
            _write_wav(os.path.join(target, name), _tone(generator, 0.5, rate), rate)


def kmarulab_instrument_wavs(folder: str, per_class: int = 12) -> None:
    """kmarulab/music-instrument-detection's dataset/InstrumentName/*.wav, as the readme's
    `python3 train.py --data_dir ../dataset` reads it from python-ml-approach/ (one folder a
    class, split 80/10/10 per folder by dataset.py): three instruments, `per_class` clips each
    of 0.5 s at 22,050 Hz."""
    import numpy

    generator = numpy.random.default_rng(2802)
    rate = 22050
    for instrument in ("guitar", "piano", "violin"):
        target = os.path.join(folder, "dataset", instrument)
        os.makedirs(target, exist_ok=True)
        for i in range(per_class):
            _write_wav(os.path.join(target, f"{i:03d}.wav"), _tone(generator, 0.5, rate), rate)


def attila_chord_images(folder: str, per_class: int = 8, size: int = 64) -> None:
    """attila-balogh/guitar_chords' images/CHORD/*.jpg (datasets/data.py globs one folder a
    chord and names the class after it; here beside train.py): four chords, `per_class` random
    RGB photographs each (resized to 256x256 by the script's transforms)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2901)
    for chord in ("A", "Am", "C", "D"):
        target = os.path.join(folder, "images", chord)
        os.makedirs(target, exist_ok=True)
        for i in range(per_class):
            pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
            Image.fromarray(pixels, "RGB").save(os.path.join(target, f"{chord}_{i:03d}.jpg"))
