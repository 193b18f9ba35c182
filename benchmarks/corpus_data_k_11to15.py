"""Data made here for the scripts of `corpus_first_sight_k_11to15.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch


def _write_wav(path: str, samples: torch.Tensor, rate: int) -> None:
    """A mono 16-bit PCM wav file of samples in [-1, 1]."""
    import wave

    pcm = (samples.clamp(-1, 1) * 32767).to(torch.int16).numpy().tobytes()
    with wave.open(path, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(rate)
        file.writeframes(pcm)


# Topic (11): Wasserstein GAN with gradient penalty.


def gravity_drum_samples(folder: str, count: int = 24, length: int = 16384) -> None:
    """`Generator/datasets/MDLib2.2_/` beside lucaayscough/Gravity's Generator/main.py (its
    `datadir`, a library of drum samples on the author's disk, not in the repository): mono
    wav files at 11025 Hz that its AudioFolder loads with torchaudio, each of the length its
    generator makes (start_size 64 times scale_factor 4 to the power of depth 4: 16384
    samples). Here `count` decaying tones in noise."""
    data = os.path.join(folder, "Generator", "datasets", "MDLib2.2_")
    os.makedirs(data, exist_ok=True)
    generator = torch.Generator().manual_seed(11)
    time = torch.arange(length) / 11025.0
    for n in range(count):
        pitch = 60.0 + 400.0 * float(torch.rand((), generator=generator))
        decay = torch.exp(-time * (5.0 + 20.0 * float(torch.rand((), generator=generator))))
        tone = 0.6 * decay * torch.sin(2 * torch.pi * pitch * time)
        tone = tone + 0.05 * torch.randn(length, generator=generator) * decay
        _write_wav(os.path.join(data, f"sample_{n:03d}.wav"), tone, 11025)


# Topic (12): soft actor-critic continuous control.


def rl_lib_log_folder(folder: str) -> None:
    """No data (its environment, Pendulum-v1, is simulated): the `log/` folder beside
    MythraV/rl_lib's agents/SAC/test_sac.py that `model.save('log/sac')` writes into (its
    comment: "Ensure log folder exists"; the repository ignores it)."""
    os.makedirs(os.path.join(folder, "agents", "SAC", "log"), exist_ok=True)


# Topic (15): matrix factorization recommender system.


def movielens_1m(folder: str, users: int = 60, movies: int = 80, ratings: int = 2000) -> None:
    """`src/datasets/ml-1m/` beside rintaro121/pytorch_MF's src/pytorch_mf.py (its
    download.sh fetches MovieLens 1M from GroupLens; the readme runs the script from the
    root, corpus.py beside it, so the folder is made where the script's `./datasets/ml-1m/`
    points from there): `ratings.dat` (UserID::MovieID::Rating::Timestamp) and `movies.dat`
    (MovieID::Title::Genres), latin-1, MovieLens' own ids (from 1, with gaps). Here
    `ratings` distinct ratings from a low-rank taste model."""
    data = os.path.join(folder, "src", "datasets", "ml-1m")
    os.makedirs(data, exist_ok=True)
    generator = torch.Generator().manual_seed(15)
    taste = torch.randn(users, 3, generator=generator)
    kind = torch.randn(movies, 3, generator=generator)
    movie_ids = [1 + 2 * m for m in range(movies)]
    pairs = torch.randperm(users * movies, generator=generator)[:ratings]
    lines = []
    for n, pair in enumerate(pairs.tolist()):
        user, movie = divmod(pair, movies)
        score = (
            float(taste[user] @ kind[movie])
            + 3.0
            + 0.3 * float(torch.randn((), generator=generator))
        )
        rating = min(5, max(1, round(score)))
        lines.append(f"{user + 1}::{movie_ids[movie]}::{rating}::{978300000 + n}\n")
    with open(os.path.join(data, "ratings.dat"), "w", encoding="latin-1") as file:
        file.writelines(lines)
    genres = ("Comedy", "Drama", "Action|Thriller", "Animation|Children's")
    with open(os.path.join(data, "movies.dat"), "w", encoding="latin-1") as file:
        for m, movie in enumerate(movie_ids):
            file.write(f"{movie}::Film {m} (19{50 + m % 50})::{genres[m % 4]}\n")
