"""Data made here for the scripts of `corpus_first_sight_k_21to25.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch


def _tone(generator: torch.Generator, pitch: float, length: int, rate: int) -> torch.Tensor:
    """A tone of `pitch` Hz with a harmonic, in noise, of about 0.6 peak."""
    time = torch.arange(length) / float(rate)
    jitter = 1.0 + 0.02 * float(torch.rand((), generator=generator))
    tone = 0.4 * torch.sin(2 * torch.pi * pitch * jitter * time)
    tone = tone + 0.15 * torch.sin(4 * torch.pi * pitch * jitter * time)
    return tone + 0.05 * torch.randn(length, generator=generator)


# Topic (21): automatic speech recognition with CTC.

_SENTENCES = (
    "bonjour tout le monde",
    "il fait beau",
    "je vais bien merci",
    "la maison est grande",
    "un deux trois",
    "nous sommes heureux",
)


def jeremyfix_commonvoice(folder: str, clips: tuple[int, int, int] = (12, 4, 4)) -> None:
    """Mozilla Common Voice as torchaudio's COMMONVOICE reads it, where jeremyfix/
    deeplearning-lectures' main_ctc.py looks (--datasetroot cv, its default version v15.0, its
    language fr): cv/v15.0/fr/{train,dev,test}.tsv (tab-separated, with a header: client_id,
    path, sentence, ...) and the mp3 clips they name in cv/v15.0/fr/clips/, 16 kHz mono, 1 to
    2 s, each a tone in noise with a French sentence of a few words. Here 12 training clips,
    4 dev and 4 test."""
    generator = torch.Generator().manual_seed(21)
    import torchaudio

    root = os.path.join(folder, "LabsSolutions", "02-pytorch-asr", "cv", "v15.0", "fr")
    os.makedirs(os.path.join(root, "clips"), exist_ok=True)
    header = "client_id\tpath\tsentence\tup_votes\tdown_votes\tage\tgender\taccent\n"
    number = 0
    for fold, count in zip(("train", "dev", "test"), clips, strict=True):
        lines = [header]
        for n in range(count):
            name = f"common_voice_fr_{number:06d}.mp3"
            length = 16000 + int(torch.randint(0, 16000, (), generator=generator))
            wave = _tone(generator, 150.0 + 40 * (n % 6), length, 16000)
            torchaudio.save(os.path.join(root, "clips", name), wave[None], 16000)
            sentence = _SENTENCES[number % len(_SENTENCES)]
            lines.append(f"speaker{n % 3}\t{name}\t{sentence}\t2\t0\t\t\t\n")
            number += 1
        with open(os.path.join(root, f"{fold}.tsv"), "w") as file:
            file.writelines(lines)


# Topic (22): speech enhancement denoising.


def _write_wav(path: str, samples: torch.Tensor, rate: int) -> None:
    """A mono 16-bit PCM wav file of samples in [-1, 1]."""
    import wave

    pcm = (samples.clamp(-1, 1) * 32767).to(torch.int16).numpy().tobytes()
    with wave.open(path, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(rate)
        file.writeframes(pcm)


def aps_dns_is2020(folder: str, utterances: tuple[int, int] = (24, 4)) -> None:
    """The scp lists funcwj/aps's conf/sse/dns_is2020/1a.yaml names, under cmd/ where its
    train_ss.py runs: data/dns_is2020/{train,dev}/{noisy,clean}.scp, Kaldi's `key path`
    lines, as its recipe's data preparation writes them for the DNS Challenge's synthetic
    mixtures, and the 16 kHz wav files they point to: each clean utterance a tone with a
    harmonic, its noisy twin the same plus white noise. Here 24 training pairs of 2.5 s
    (each one chunk of 32085 samples, from a start its loader draws) and 4 dev pairs."""
    generator = torch.Generator().manual_seed(22)
    for split, count in zip(("train", "dev"), utterances, strict=True):
        root = os.path.join(folder, "cmd", "data", "dns_is2020", split)
        os.makedirs(os.path.join(root, "wav"), exist_ok=True)
        noisy, clean = [], []
        for n in range(count):
            key = f"{split}_{n:03d}"
            speech = _tone(generator, 120.0 + 25 * n, 40000, 16000)
            mixture = speech + 0.2 * torch.randn(40000, generator=generator)
            for lines, kind, wave in ((clean, "clean", speech), (noisy, "noisy", mixture)):
                path = os.path.join("data", "dns_is2020", split, "wav", f"{key}_{kind}.wav")
                _write_wav(os.path.join(folder, "cmd", path), 0.8 * wave, 16000)
                lines.append(f"{key} {path}\n")
        for name, lines in (("noisy.scp", noisy), ("clean.scp", clean)):
            with open(os.path.join(root, name), "w") as file:
                file.writelines(lines)


def seorim0_noisy_clean(folder: str, pairs: int = 12) -> None:
    """The one file seorim0/DNN-based-Speech-Enhancement-in-the-frequency-domain's dataloader
    loads for training and validation, at the placeholder path it names ("DATASET_FILE_PATH",
    which its readme asks to set): a NumPy array of [pairs, 2 (noisy input, clean target),
    16 kHz samples], as its readme describes it. Here 12 pairs of 1 s (np.save writes the
    .npy format at that name, which np.load reads by its magic)."""
    import numpy

    generator = torch.Generator().manual_seed(23)
    data = torch.zeros(pairs, 2, 16000)
    for n in range(pairs):
        clean = 0.5 * _tone(generator, 110.0 + 30 * n, 16000, 16000)
        data[n, 0] = clean + 0.2 * torch.randn(16000, generator=generator)
        data[n, 1] = clean
    with open(os.path.join(folder, "DATASET_FILE_PATH"), "wb") as file:
        numpy.save(file, data.numpy())


# Topic (23): music source separation.


def _write_wav_float(path: str, samples: torch.Tensor, rate: int) -> None:
    import soundfile

    soundfile.write(path, samples.clamp(-1, 1).numpy(), rate, subtype="PCM_16")


def asteroid_minilibrimix(folder: str, mixtures: tuple[int, int] = (12, 4)) -> None:
    """MiniLibriMix as asteroid's LibriMix.mini_download leaves it in the working folder, so
    that it downloads nothing: MiniLibriMix/MiniLibriMix.zip (present, so not fetched from
    Zenodo; empty, as the folders below are there and it is not unzipped), MiniLibriMix/
    {train,val}/{mix_clean,s1,s2}/ wav files at 8 kHz and metadata/mixture_{train,val}_
    mix_clean.csv (mixture_ID, mixture_path, source_1_path, source_2_path, length), two
    speakers' tones each, summed. Here 12 training mixtures and 4 validation ones, each of 3
    to 4 s (its segments are 3 s, their start drawn per sample)."""
    generator = torch.Generator().manual_seed(24)
    root = os.path.join(folder, "MiniLibriMix")
    os.makedirs(os.path.join(root, "metadata"), exist_ok=True)
    open(os.path.join(root, "MiniLibriMix.zip"), "wb").close()
    for split, count in zip(("train", "val"), mixtures, strict=True):
        for kind in ("mix_clean", "s1", "s2"):
            os.makedirs(os.path.join(root, split, kind), exist_ok=True)
        lines = ["mixture_ID,mixture_path,source_1_path,source_2_path,length\n"]
        for n in range(count):
            length = 24000 + int(torch.randint(0, 8000, (), generator=generator))
            one = 0.4 * _tone(generator, 100.0 + 20 * n, length, 8000)
            two = 0.4 * _tone(generator, 700.0 - 20 * n, length, 8000)
            name = f"{split}{n:03d}-a_{split}{n:03d}-b"
            paths = []
            for kind, wave in (("mix_clean", one + two), ("s1", one), ("s2", two)):
                path = os.path.join("MiniLibriMix", split, kind, name + ".wav")
                _write_wav_float(os.path.join(folder, path), wave, 8000)
                paths.append(path)
            lines.append(f"{name},{paths[0]},{paths[1]},{paths[2]},{length}\n")
        csv = os.path.join(root, "metadata", f"mixture_{split}_mix_clean.csv")
        with open(csv, "w") as file:
            file.writelines(lines)


def dtu_speechsep_libri2mix(folder: str, mixtures: tuple[int, int] = (12, 4)) -> None:
    """Libri2Mix's metadata as DominikStiller/dtu-speechsep's LibrimixDataset reads it
    (mixture_path, source_1_path, source_2_path, length in samples), beside its package
    where `python -m speechsep` runs: speechsep/libri2mix/metadata/mixture_{train-100,dev,
    test}_mix_both.csv, and the 8 kHz wav files they name, two speakers' tones and their
    sum with noise (the mix_both mixtures). Here 12 training mixtures and 4 for dev and test,
    1.2 s each (its examples are cut to --example-length)."""
    generator = torch.Generator().manual_seed(25)
    base = os.path.join(folder, "speechsep")
    os.makedirs(os.path.join(base, "libri2mix", "metadata"), exist_ok=True)
    for split, count in zip(("train-100", "dev", "test"), (*mixtures, mixtures[1]), strict=True):
        for kind in ("mix_both", "s1", "s2"):
            os.makedirs(os.path.join(base, "libri2mix", split, kind), exist_ok=True)
        lines = ["mixture_ID,mixture_path,source_1_path,source_2_path,noise_path,length\n"]
        for n in range(count):
            length = 9600
            one = 0.4 * _tone(generator, 100.0 + 20 * n, length, 8000)
            two = 0.4 * _tone(generator, 700.0 - 20 * n, length, 8000)
            noise = 0.05 * torch.randn(length, generator=generator)
            name = f"{split}{n:03d}-a_{split}{n:03d}-b"
            paths = []
            for kind, wave in (("mix_both", one + two + noise), ("s1", one), ("s2", two)):
                path = os.path.join("libri2mix", split, kind, name + ".wav")
                _write_wav_float(os.path.join(base, path), wave, 8000)
                paths.append(path)
            lines.append(f"{name},{paths[0]},{paths[1]},{paths[2]},,{length}\n")
        csv = os.path.join(base, "libri2mix", "metadata", f"mixture_{split}_mix_both.csv")
        with open(csv, "w") as file:
            file.writelines(lines)


# Topic (24): prototypical networks few-shot learning.


def oscarknagg_omniglot(folder: str) -> None:
    """Omniglot as oscarknagg/few-shot's scripts/prepare_omniglot.py leaves it, under the
    DATA_PATH its config names (set here to data/ beside config.py): data/Omniglot/
    images_{background,evaluation}/<alphabet>/<character>/*.png, grey 28 x 28 pictures (the
    size Snell et al. resized Omniglot to; the encoder takes any). Here 8 background
    characters of 4 drawings each and 6 evaluation characters of 2, each character a stroke
    pattern of its own with noise."""
    from PIL import Image

    generator = torch.Generator().manual_seed(26)
    for subset, characters, drawings in (("background", 8, 4), ("evaluation", 6, 2)):
        for c in range(characters):
            alphabet = f"Alphabet_{c % 2}"
            path = os.path.join(
                folder, "data", "Omniglot", f"images_{subset}", alphabet, f"character{c:02d}"
            )
            os.makedirs(path, exist_ok=True)
            pattern = torch.rand(28, 28, generator=generator) > 0.7
            for d in range(drawings):
                noise = torch.rand(28, 28, generator=generator) > 0.9
                pixels = ((pattern ^ noise).to(torch.uint8) * 255).numpy()
                Image.fromarray(pixels, mode="L").save(os.path.join(path, f"{c:02d}_{d:02d}.png"))
