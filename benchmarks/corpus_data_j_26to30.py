"""Data made here for the scripts of `corpus_first_sight_j_26to30.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data` (called with the folder the repository was extracted into), or an
edit swaps a torchvision class for one of these. The values come from generators of their
own, never from the scripts' random streams.
"""

from __future__ import annotations

import corpus_data

# Topic (26): ConvNeXt trained from scratch.


class CIFAR100Six(corpus_data.CIFAR10):
    """CIFAR-100's form as torchvision gives it (32x32 colour images in an array, a list of
    labels, 100 classes): 4 training and 2 test images (rjgreen97's ConvNeXt resizes each to
    256x256, about 5 s of a training step per image on this machine)."""

    classes = 100
    samples = (4, 2)


# Topic (28): WaveNet audio generation.


def _write_wav(path: str, samples, rate: int = 16000) -> None:
    """A mono 16-bit PCM wav file of samples in [-1, 1]."""
    import wave

    import numpy

    pcm = (numpy.clip(samples, -1, 1) * 32767).astype(numpy.int16).tobytes()
    with wave.open(path, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(rate)
        file.writeframes(pcm)


def _tone(generator, length: int, rate: int = 16000):
    """A tone of a random pitch with a little noise, loud all through (no silence to cut)."""
    import numpy

    time = numpy.arange(length) / rate
    pitch = generator.uniform(120.0, 400.0)
    return 0.5 * numpy.sin(2 * numpy.pi * pitch * time) + 0.05 * generator.standard_normal(length)


def vctk_corpus(folder: str, speakers: tuple[str, ...] = ("p226", "p227", "p228")) -> None:
    """`VCTK-Corpus/wav48/<speaker>/<speaker>_<n>.wav` as qiuqiangkong/wavenet's main.py reads
    VCTK (a download of 11 GB; its --dataset_dir): the speakers of its held-out list (p225
    among them) are the validation set, the rest the training set. Here 2 recordings of each
    of 3 training speakers and 1 of p225, 11,264 samples each (0.7 s at 16 kHz: VCTK's are
    48 kHz, which its read_audio resamples; here no resampling is needed), loud tones all
    through, so that its silence cut keeps all of each and every batch has clips of one
    length."""
    import os

    import numpy

    generator = numpy.random.default_rng(28)
    root = os.path.join(folder, "VCTK-Corpus", "wav48")
    for speaker in (*speakers, "p225"):
        os.makedirs(os.path.join(root, speaker), exist_ok=True)
        for n in range(1, 3 if speaker != "p225" else 2):
            path = os.path.join(root, speaker, f"{speaker}_{n:03d}.wav")
            _write_wav(path, _tone(generator, 11264))


def yawn_wav_folder(folder: str, tracks: int = 2, length: int = 8001) -> None:
    """`data/sample/` (where garrettgibo/yawn's pipeline looks for its mp3 files: none here)
    and `data/sample_wav/`, the folder its Mp3Converter writes the wav files into with pydub
    and ffmpeg (16 kHz, 16-bit PCM), which its data set reads: 2 tracks of 8,001 samples,
    2 segments of 2,000 + 2,000 samples each at the lengths its recipe sets."""
    import os

    import numpy

    generator = numpy.random.default_rng(2828)
    os.makedirs(os.path.join(folder, "data", "sample"), exist_ok=True)
    out = os.path.join(folder, "data", "sample_wav")
    os.makedirs(out, exist_ok=True)
    for n in range(tracks):
        _write_wav(os.path.join(out, f"track_{n}.wav"), _tone(generator, length))


# Topic (29): AlphaZero self-play.


def benrobaglia_results(folder: str) -> None:
    """`algo/results/`, where benrobaglia/alpha-zero-connect4's train_network.py (run from
    algo/, as its imports need) saves an accepted net (its save_path, "results/"): the
    repository's results/ folder is at its root, not in algo/. Its data is its own
    self-play; nothing else is read."""
    import os

    os.makedirs(os.path.join(folder, "algo", "results"), exist_ok=True)


# Topic (30): learning to rank.


def _letor_lines(generator, queries: int, first_qid: int, docs: int = 8) -> list[str]:
    """Lines of the LETOR/MSLR text format: `rel qid:Q 1:v ... 136:v ` (with the trailing
    space MSLR-WEB10K's lines end with), relevance 0 to 4 following the first features with
    noise, at least two grades in each query."""
    import numpy

    lines = []
    weights = generator.standard_normal(136)
    for q in range(first_qid, first_qid + queries):
        features = generator.standard_normal((docs, 136)).round(4)
        score = features @ weights + generator.standard_normal(docs)
        grades = numpy.digitize(score, numpy.quantile(score, [0.3, 0.55, 0.75, 0.9]))
        grades[0], grades[1] = 0, max(1, grades[1])
        for grade, row in zip(grades, features, strict=True):
            values = " ".join(f"{n}:{v:g}" for n, v in enumerate(row, start=1))
            lines.append(f"{grade} qid:{q} {values} ")
    return lines


def haowei_mslr(folder: str, queries: tuple[int, int] = (450, 20)) -> None:
    """`ranking/data/mslr-web10k/Fold1/train.txt` and `vali.txt` as haowei01's RankNet.py
    reads them (its download_data.sh downloads MSLR-WEB10K, 1.2 GB): queries of 8 documents
    of 136 features each, 450 training queries (three optimizer steps of its 200 queries a
    step in one epoch) and 20 for validation."""
    import os

    import numpy

    generator = numpy.random.default_rng(30)
    fold = os.path.join(folder, "ranking", "data", "mslr-web10k", "Fold1")
    os.makedirs(fold, exist_ok=True)
    for name, count, first in (("train.txt", queries[0], 1), ("vali.txt", queries[1], 10001)):
        with open(os.path.join(fold, name), "w") as file:
            file.write("\n".join(_letor_lines(generator, count, first)) + "\n")
