"""Data made here for batch m's topics (21) to (25) (corpus_first_sight_m_21to25.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations


def _jpeg(path: str, generator, height: int, width: int) -> None:
    import numpy
    from PIL import Image

    pixels = generator.integers(0, 256, (height, width, 3), dtype=numpy.uint8)
    Image.fromarray(pixels).save(path)


def _aod_pairs(folder: str, clear_folder: str, seed: int) -> None:
    import os

    import numpy

    generator = numpy.random.default_rng(seed)
    clear = os.path.join(folder, "data", clear_folder)
    hazy = os.path.join(folder, "data", "data")
    os.makedirs(clear, exist_ok=True)
    os.makedirs(hazy, exist_ok=True)
    for i in range(20):
        _jpeg(os.path.join(clear, f"NYU2_{i}.jpg"), generator, 64, 48)
        _jpeg(os.path.join(hazy, f"NYU2_{i}_1_2.jpg"), generator, 64, 48)


def mayank_aod_hazy_pairs(folder: str) -> None:
    """The pairs train.py's dehazing_loader reads: clear images data/images/NYU2_{i}.jpg and
    hazy ones data/data/NYU2_{i}_1_2.jpg (the key is the hazy name's first two fields), 20
    keys, so that its 9/10 split keeps 18 for training and 2 for validation; 48 x 64 RGB (it
    resizes them to 480 x 640)."""
    _aod_pairs(folder, "images", 2122)


def jzijin_aod_hazy_pairs(folder: str) -> None:
    """As mayank_aod_hazy_pairs, the clear images in data/image/ (its train.py's default)."""
    _aod_pairs(folder, "image", 2123)


def cevi_lowlight_folders(folder: str) -> None:
    """The folders trainer.py's NTIRELoaderCV2 walks (every file under its --data_train and
    --data_test, read with cv2): lowlight_track/train/train_inp/0000.png to 0005.png and
    lowlight_track/test/train_inp/0000.png, dark 40 x 60 RGB images (it resizes them to 600 x
    400)."""
    import os

    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2123)
    for split, count in (("train", 6), ("test", 1)):
        out = os.path.join(folder, "lowlight_track", split, "train_inp")
        os.makedirs(out, exist_ok=True)
        for i in range(count):
            pixels = generator.integers(0, 64, (40, 60, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, f"{i:04d}.png"))


def danifojo_lol_pairs(folder: str) -> None:
    """LOL's pairs as train_split.py reads them (the edit points it at data/train/, not
    /opt/proj_img_enhance/data/train/): data/train/low/{i}.png and data/train/high/{i}.png,
    20 pairs, so that its 90/5/5 random_split keeps 18 to train, 1 to validate and 1 to test;
    dark and bright 80 x 80 RGB images (its transform resizes them)."""
    import os

    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2124)
    for split, top in (("low", 64), ("high", 256)):
        out = os.path.join(folder, "data", "train", split)
        os.makedirs(out, exist_ok=True)
        for i in range(20):
            pixels = generator.integers(0, top, (80, 80, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, f"{i}.png"))


def tomasbahnik_results_folder(folder: str) -> None:
    """The results/ folder vae.py saves its reconstructions and samples into (its readme's
    bin/pytorch.sh makes it beside the script)."""
    import os

    os.makedirs(os.path.join(folder, "autoencoders", "pytorch", "results"), exist_ok=True)


def arkrp_vae_lab_folders(folder: str) -> None:
    """The folders setup.sh makes (data/training_data, data/experiment_data), here under the
    script's folder, src/experiment_1/, where the run starts (the edit points DATA_DIR and
    EXPERIMENT_DATA_DIR at them, as setup.sh exports them); MNIST itself is
    corpus_data.MNIST, swapped in."""
    import os

    for name in ("training_data", "experiment_data"):
        os.makedirs(os.path.join(folder, "src", "experiment_1", "data", name), exist_ok=True)


def ilyailyash_vad_wavs(folder: str) -> None:
    """The folders its config/common/vad.toml names (the edits point them under data/, not
    /media/administrator/Data/): 12 clean 16 kHz 16-bit mono utterances of 1 s, a tone in
    bursts with silence between (webrtcvad labels its 10 ms frames), under
    data/train-clean/; 3 noise files of 1.5 s under data/noise/; 2 room impulse responses of
    0.1 s under data/rir/; and the validation set its Dataset reads, data/dev-noisy/*.wav with
    each one's frame labels in data/data/dev-noisy-labels/{id}.pt (where it looks for them
    when its dev folder is a relative path), 2 files."""
    import os

    import numpy
    import soundfile
    import torch

    generator = numpy.random.default_rng(2125)
    rate = 16000
    time = numpy.arange(rate) / rate

    def speech() -> numpy.ndarray:
        bursts = (numpy.sin(2 * numpy.pi * 3 * time + generator.uniform(0, 6)) > 0).astype(float)
        voice = numpy.sin(2 * numpy.pi * generator.uniform(150, 300) * time)
        return (0.5 * voice * bursts + 0.01 * generator.standard_normal(rate)).astype("float32")

    def write(path: str, wave: numpy.ndarray) -> None:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        soundfile.write(path, wave, rate, subtype="PCM_16")

    data = os.path.join(folder, "data")
    for i in range(12):
        write(os.path.join(data, "train-clean", "19", f"19-198-{i:04d}.wav"), speech())
    for i in range(3):
        noise = 0.1 * generator.standard_normal(rate + rate // 2)
        write(os.path.join(data, "noise", f"noise_{i}.wav"), noise.astype("float32"))
    for i in range(2):
        decay = numpy.exp(-numpy.arange(rate // 10) / 200.0) * generator.standard_normal(rate // 10)
        decay[0] = 1.0
        write(os.path.join(data, "rir", f"rir_{i}.wav"), (0.5 * decay).astype("float32"))
    for i in range(2):
        write(os.path.join(data, "dev-noisy", f"dev_{i}.wav"), speech())
        frames = 1 + rate // 160  # its mel spectrogram's frames (hop 160, centred)
        labels = torch.from_numpy((generator.random(frames) < 0.5).astype("float32"))
        # Its Dataset joins the wav's grandparent with the labels' folder (data/ +
        # data/dev-noisy-labels, a relative path here, where the config's was absolute).
        labels_folder = os.path.join(data, "data", "dev-noisy-labels")
        os.makedirs(labels_folder, exist_ok=True)
        torch.save(labels, os.path.join(labels_folder, f"dev_{i}.pt"))
