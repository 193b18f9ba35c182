"""Data made here for the scripts of `corpus_first_sight_i_29to32.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
import torch

# Topic (29): keyword spotting on speech commands.

ELL_KEYWORDS = ("<null>", "yes", "no", "up", "down", "left", "right", "on", "off", "stop", "go")


def ell_featurized_speech(folder: str, rows: tuple[int, int, int] = (64, 16, 16)) -> None:
    """`training_list.npz`, `validation_list.npz`, `testing_list.npz` and `categories.txt`
    beside microsoft/ELL's train_classifier.py (its readme's `--dataset .`): what ELL's
    make_dataset.py writes from the speech commands' wav files through its compiled mel
    featurizer (a download, then ELL's compiler): `parameters` (sample rate, audio size, input
    size, window size, shift: 16000, 512, 80, 40, 40), `features`, one row per recording of
    40 frames of 80 log-mel numbers (float32), and `labels`, each row's keyword. Here 64, 16
    and 16 rows of noise around a pattern per keyword, of 10 keywords."""
    generator = torch.Generator().manual_seed(29)
    training = os.path.join(folder, "tools", "utilities", "pythonlibs", "audio", "training")
    os.makedirs(training, exist_ok=True)
    keywords = ELL_KEYWORDS[1:]
    patterns = torch.randn(len(keywords), 40, 80, generator=generator)
    parameters = numpy.array([16000, 512, 80, 40, 40])
    for name, count in zip(("training_list", "validation_list", "testing_list"), rows, strict=True):
        labels = torch.arange(count) % len(keywords)
        features = patterns[labels] + 0.5 * torch.randn(count, 40, 80, generator=generator)
        numpy.savez(
            os.path.join(training, f"{name}.npz"),
            parameters=parameters,
            features=features.reshape(count, 40 * 80).numpy().astype(numpy.float32),
            labels=numpy.array([keywords[n] for n in labels.tolist()]),
        )
    with open(os.path.join(training, "categories.txt"), "w") as file:
        file.write("\n".join(ELL_KEYWORDS) + "\n")


def _write_wav(path: str, samples: torch.Tensor, rate: int = 16000) -> None:
    """A mono 16-bit PCM wav file (the speech commands' own format) of samples in [-1, 1]."""
    import wave

    pcm = (samples.clamp(-1, 1) * 32767).to(torch.int16).numpy().tobytes()
    with wave.open(path, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(rate)
        file.writeframes(pcm)


TUGSTUGI_WORDS = ("yes", "no", "up", "down", "left", "right", "on", "off", "stop", "go", "bed")


def tugstugi_speech_commands(folder: str, per_word: tuple[int, int] = (4, 2)) -> None:
    """`datasets/speech_commands/train/` and `valid/` as tugstugi/pytorch-speech-commands's
    train_speech_commands.py reads them (its download_speech_commands_dataset.sh downloads
    the data set, a download, and split_dataset.py moves its validation list into `valid/`):
    a folder of 16 kHz mono wav files of about a second per word (its ten keywords and one
    other, `bed`, read as `unknown`), and `train/_background_noise_/` of longer noise
    recordings. Here 4 training and 2 validation recordings of each of 11 words (44 and 22,
    its 10% of silence added to each by the script), tones with a pitch per word in noise,
    and two noise recordings of 3 s."""
    generator = torch.Generator().manual_seed(2929)
    root = os.path.join(folder, "datasets", "speech_commands")
    time = torch.arange(16000) / 16000.0
    for split, count in zip(("train", "valid"), per_word, strict=True):
        for w, word in enumerate(TUGSTUGI_WORDS):
            out = os.path.join(root, split, word)
            os.makedirs(out, exist_ok=True)
            for n in range(count):
                pitch = 200.0 + 60.0 * w + 10.0 * torch.rand((), generator=generator)
                length = 14000 + int(torch.randint(0, 2001, (), generator=generator))
                tone = 0.5 * torch.sin(2 * torch.pi * pitch * time[:length])
                tone = tone * torch.hann_window(length, periodic=False)
                noise = 0.05 * torch.randn(length, generator=generator)
                _write_wav(os.path.join(out, f"{w:02d}{n:03d}_nohash_0.wav"), tone + noise)
    noise_dir = os.path.join(root, "train", "_background_noise_")
    os.makedirs(noise_dir, exist_ok=True)
    for n in range(2):
        _write_wav(
            os.path.join(noise_dir, f"noise_{n}.wav"),
            0.2 * torch.randn(48000, generator=generator),
        )


# Topic (30): neural collaborative filtering.


def _ratings(generator: torch.Generator, users: int, items: int, per_user: int) -> list[tuple]:
    """MovieLens-like ratings: per user `per_user` distinct movies, a rating of 0.5 to 5 in
    halves and a timestamp, the ids as MovieLens numbers them (users from 1, sparse movie
    ids)."""
    rows = []
    for user in range(users):
        movies = torch.randperm(items, generator=generator)[:per_user].tolist()
        for movie in movies:
            rating = 0.5 * float(torch.randint(1, 11, (), generator=generator))
            stamp = 964982703 + int(torch.randint(0, 10**7, (), generator=generator))
            rows.append((user + 1, 10 * movie + 1, rating, stamp))
    return rows


def ghwn_movielens(folder: str, users: int = 30, items: int = 60, per_user: int = 7) -> None:
    """`data/ml-latest-small.zip` and `data/ml-latest-small/ratings.csv` beside
    ghwn/neural-collaborative-filtering's datasets.py, which downloads the zip from
    files.grouplens.org unless it is there and reads the extracted ratings.csv (userId,
    movieId, rating, timestamp). Here 210 ratings of 30 users on 60 movies, and the zip of the
    same file."""
    import zipfile

    generator = torch.Generator().manual_seed(30)
    data = os.path.join(folder, "data")
    os.makedirs(os.path.join(data, "ml-latest-small"), exist_ok=True)
    lines = ["userId,movieId,rating,timestamp"]
    lines += [f"{u},{m},{r},{t}" for u, m, r, t in _ratings(generator, users, items, per_user)]
    text = "\n".join(lines) + "\n"
    with open(os.path.join(data, "ml-latest-small", "ratings.csv"), "w") as file:
        file.write(text)
    with zipfile.ZipFile(os.path.join(data, "ml-latest-small.zip"), "w") as archive:
        archive.writestr("ml-latest-small/ratings.csv", text)


def zhrlove_ml1m(folder: str, users: int = 20, items: int = 110, per_user: int = 6) -> None:
    """`pytorch/ml-1m/ratings.dat`: MovieLens 1M's ratings (grouplens.org, a download) as
    zhrlove/NCF_1's NCF_input.py reads them (its path edited to this one): lines of
    UserID::MovieID::Rating::Timestamp, grouped by user in the order of the users (its split
    takes each user's last line to test). Here 120 ratings of 20 users, six consecutive movies
    each, that together rate all 110 movies (the test draws 99 negatives a user among the
    movies rated by anyone, so there must be that many a user has not rated)."""
    generator = torch.Generator().manual_seed(31)
    out = os.path.join(folder, "pytorch", "ml-1m")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "ratings.dat"), "w") as file:
        for user in range(users):
            for n in range(per_user):
                movie = 10 * ((user * per_user + n) % items) + 1
                rating = int(torch.randint(1, 6, (), generator=generator))
                stamp = 978300760 + int(torch.randint(0, 10**7, (), generator=generator))
                file.write(f"{user + 1}::{movie}::{rating}::{stamp}\n")


# Topic (31): text generation with a GRU.

TIME_MACHINE_OPENING = (
    "the time traveller for so it will be convenient to speak of him was expounding a "
    "recondite matter to us his grey eyes shone and twinkled and his usually pale face was "
    "flushed and animated the fire burned brightly and the soft radiance of the incandescent "
    "lights in the lilies of silver caught the bubbles that flashed and passed in our glasses"
)


def time_machine_text(folder: str, words: int = 1100) -> None:
    """`data/timemachine.txt`: the text d2l's read_time_machine() reads (H. G. Wells's The
    Time Machine, which d2l.download fetches from d2l's data hub into ../data and checks by
    its SHA-1): lines of words, of which d2l keeps the letters, lower-cased. Here 1,100 words
    of the book's first sentences drawn at random, about 6,000 characters (d2l's
    load_data_time_machine keeps the first 10,000)."""
    generator = torch.Generator().manual_seed(31)
    vocabulary = TIME_MACHINE_OPENING.split()
    picks = torch.randint(0, len(vocabulary), (words,), generator=generator).tolist()
    text = [vocabulary[n] for n in picks]
    lines = [" ".join(text[n : n + 10]) for n in range(0, words, 10)]
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "timemachine.txt"), "w") as file:
        file.write("The Time Machine, by H. G. Wells [1898]\n\n" + "\n".join(lines) + "\n")


def d2l_download(name: str, cache_dir: str = os.path.join("..", "data")) -> str:
    """d2l.download for a file made here: its path in `cache_dir`, fetched from nowhere (d2l's
    own downloads a file whose SHA-1 differs from its hub's)."""
    files = {"time_machine": "timemachine.txt"}
    return os.path.join(cache_dir, files[name])


# Topic (32): chess position evaluation network.


def vrona_chess_games(folder: str, games: int = 440, plies: int = 40) -> None:
    """For vrona/FHE.Chess's launch_train_test_clear.py (run from server_cloud/traintest_only
    here): `server_cloud/data/wb_2000_300.csv`, the Kaggle games of players rated over 2000
    that its readme fetches with git lfs (the mirror holds the LFS pointer), read for its `AN`
    column, each game's moves in algebraic notation with move numbers and the result last
    ("1. e4 e5 2. Nf3 ... 1-0"); `server_cloud/weights/source_clear.pt`, the state dict of its
    PlainChessNET the script fine-tunes from (the repository's own file, absent from the
    mirror), here the model's own initial weights; and the `resulttrain/` folder it saves
    into. Here 440 games of 40 random legal plies, made with python-chess."""
    import csv
    import importlib.util
    import random

    import chess

    rng = random.Random(32)
    root = os.path.join(folder, "server_cloud")
    os.makedirs(os.path.join(root, "data"), exist_ok=True)
    with open(os.path.join(root, "data", "wb_2000_300.csv"), "w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["White", "Black", "Result", "WhiteElo", "BlackElo", "AN"])
        for n in range(games):
            board = chess.Board()
            text = []
            for ply in range(plies):
                moves = list(board.legal_moves)
                if not moves:
                    break
                move = rng.choice(moves)
                san = board.san(move)
                text.append(f"{ply // 2 + 1}. {san}" if ply % 2 == 0 else san)
                board.push(move)
            result = rng.choice(["1-0", "0-1", "1/2-1/2"])
            writer.writerow([f"w{n}", f"b{n}", result, 2100, 2050, " ".join([*text, result])])
    spec = importlib.util.spec_from_file_location(
        "cnn_source_clear", os.path.join(root, "model_src", "clear", "cnn_source_clear.py")
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    torch.manual_seed(32)
    os.makedirs(os.path.join(root, "weights"), exist_ok=True)
    torch.save(
        module.PlainChessNET().state_dict(), os.path.join(root, "weights", "source_clear.pt")
    )
    os.makedirs(os.path.join(root, "traintest_only", "resulttrain"), exist_ok=True)
