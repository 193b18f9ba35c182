"""Data made here for batch s's topics (46) to (52) (corpus_first_sight_s_46to52.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def ilyalychagin_asvspoof_la(folder: str, counts: tuple[int, int, int] = (256, 64, 64)) -> None:
    """ilyalychagin/Voice_Anti-spoofing's ASVspoof 2019 LA layout, as its
    src/configs/datasets/example.yaml names it under the repository's root: LA/LA/
    ASVspoof2019_LA_{train,dev,eval}/flac/<utterance>.flac (mono, 16 kHz, one second each: a
    tone for bona fide speech, noise for spoofed) and LA/LA/ASVspoof2019_LA_cm_protocols/
    ASVspoof2019.LA.cm.{train.trn,dev.trl,eval.trl}.txt, one line per utterance, "speaker
    utterance - attack key\\n", key "bonafide" or "spoof", half of each. Also the empty
    data/{train,val,eval} folders where VoiceSpoofDataset writes its index.json (write_json
    makes no folder; the repository's .gitignore leaves data/ out)."""
    import numpy
    import soundfile

    generator = numpy.random.default_rng(5201)
    root = os.path.join(folder, "LA", "LA")
    protocols = os.path.join(root, "ASVspoof2019_LA_cm_protocols")
    os.makedirs(protocols, exist_ok=True)
    splits = (("train", "T", "train.trn"), ("dev", "D", "dev.trl"), ("eval", "E", "eval.trl"))
    time = numpy.arange(16000) / 16000.0
    for (split, letter, protocol), count in zip(splits, counts, strict=True):
        flac = os.path.join(root, f"ASVspoof2019_LA_{split}", "flac")
        os.makedirs(flac, exist_ok=True)
        lines = []
        for i in range(count):
            name = f"LA_{letter}_{1000000 + i}"
            spoof = i % 2 == 1
            if spoof:
                wave = generator.normal(0.0, 0.1, 16000)
            else:
                frequency = generator.uniform(100.0, 400.0)
                wave = 0.3 * numpy.sin(2 * numpy.pi * frequency * time)
                wave += generator.normal(0.0, 0.01, 16000)
            soundfile.write(os.path.join(flac, name + ".flac"), wave.astype("float32"), 16000)
            key = "spoof" if spoof else "bonafide"
            attack = "A01" if spoof else "-"
            lines.append(f"LA_{i % 20:04d} {name} - {attack} {key}\n")
        with open(os.path.join(protocols, f"ASVspoof2019.LA.cm.{protocol}.txt"), "w") as file:
            file.writelines(lines)
    for part in ("train", "val", "eval"):
        os.makedirs(os.path.join(folder, "data", part), exist_ok=True)


def avv524_asvspoof_la(folder: str) -> None:
    """avv524/Anti-spoofing's ASVspoof 2019 LA root, the same layout (LA/LA beside the script,
    the recipe's data_root): 64 training clips (8 batches of its 8) and 16 each for dev and
    eval, fewer than ilyalychagin's for its heavier full-resolution spectrogram network."""
    ilyalychagin_asvspoof_la(folder, counts=(64, 16, 16))
