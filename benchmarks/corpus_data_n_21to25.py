"""Data made here for batch n's topics (21) to (25) (corpus_first_sight_n_21to25.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import json
import os


def duckbill_deepar_elect(folder: str) -> None:
    """What history.bak/train.py reads, relative to its folder (history.bak/): the electricity
    data as its preprocess_elect.py saves it, data/elect/{train,test}_{data,v,label}_elect.npy,
    and its configuration, experiments/base_model/params.json.

    The data: windows of 192 hours (168 conditioning, 24 predicted), each row z_{t-1} (scaled
    by the window's v, z_0 = 0), 4 covariates (age, day of week, hour, month: z-scored) and
    the series' id (one of 370 households) in its last column; labels z_t; v the window's
    scale and 0. Values are positive (no missing hour: preprocess_elect keeps only windows of
    a household's life), so no label is 0. 48 training and 20 test windows.

    The configuration: the repository's experiments/base_model/params.json (extracted beside
    the repository's root, where the backup's relative path no longer finds it) with one
    epoch (not 20), batches of 8 (not 64) and test batches of 10 (not 256: its evaluation
    plots a tenth of a batch, and a batch under 10 gives it none)."""
    import numpy

    generator = numpy.random.default_rng(2101)
    base = os.path.join(folder, "history.bak")
    out = os.path.join(base, "data", "elect")
    os.makedirs(out, exist_ok=True)
    window, series = 192, 370
    for split, count in (("train", 48), ("test", 20)):
        hours = numpy.arange(window)
        level = generator.uniform(0.5, 2.0, (count, 1))
        phase = generator.uniform(0, 2 * numpy.pi, (count, 1))
        z = level * (1.2 + numpy.sin(2 * numpy.pi * hours / 24 + phase))
        z = z + generator.gamma(2.0, 0.05, (count, window))
        v = numpy.zeros((count, 2), dtype="float32")
        v[:, 0] = z[:, 1:168].mean(axis=1) + 1
        data = numpy.zeros((count, window, 6), dtype="float32")
        data[:, 1:, 0] = z[:, :-1] / v[:, :1]
        covariates = generator.standard_normal((count, window, 4))
        data[:, :, 1:5] = covariates
        data[:, :, 5] = generator.integers(0, series, (count, 1))
        label = (z / v[:, :1] if split == "train" else z).astype("float32")
        numpy.save(os.path.join(out, f"{split}_data_elect.npy"), data)
        numpy.save(os.path.join(out, f"{split}_v_elect.npy"), v)
        numpy.save(os.path.join(out, f"{split}_label_elect.npy"), label)
    with open(os.path.join(folder, "experiments", "base_model", "params.json")) as f:
        params = json.load(f)
    params.update(num_epochs=1, batch_size=8, predict_batch=10)
    model = os.path.join(base, "experiments", "base_model")
    os.makedirs(model, exist_ok=True)
    with open(os.path.join(model, "params.json"), "w") as f:
        json.dump(params, f, indent=4)


def cxxixi_radar_frames(folder: str) -> None:
    """What training.py reads: data/trainset/, radar frames as grayscale PNGs named by their
    time, MMDDHHmm.png, six minutes apart (its Dataloader0 takes each run of 15 frames whose
    first and last lie 14 intervals apart: 5 given, 10 to predict), as the repository's
    data/trainset.tar.gz unpacks (stored in the repository, absent from its mirror). 54
    frames of 40 x 40 from 09211200 on (40 sequences: 5 batches of 8), a blob drifting over
    speckle. Also the folder its checkpoints are saved in, logs/models/ (the repository holds
    its 43 saved models there; none is extracted)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2201)
    out = os.path.join(folder, "data", "trainset")
    os.makedirs(out, exist_ok=True)
    size = 40
    y, x = numpy.mgrid[0:size, 0:size]
    cy, cx = generator.uniform(10, 30, 2)
    vy, vx = generator.uniform(-0.4, 0.4, 2)
    for frame in range(54):
        minutes = 12 * 60 + 6 * frame
        name = f"0921{minutes // 60:02d}{minutes % 60:02d}.png"
        blob = 180 * numpy.exp(-((y - cy - vy * frame) ** 2 + (x - cx - vx * frame) ** 2) / 60)
        pixels = numpy.clip(blob + generator.integers(0, 40, (size, size)), 0, 255)
        Image.fromarray(pixels.astype(numpy.uint8), "L").save(os.path.join(out, name))
    os.makedirs(os.path.join(folder, "logs", "models"), exist_ok=True)


def _frames(generator, count: int, height: int, width: int):
    """`count` RGB frames of a textured square moving across a background, as uint8 arrays."""
    import numpy

    background = generator.integers(0, 256, (height, width, 3), dtype=numpy.uint8)
    square = generator.integers(0, 256, (height // 3, width // 3, 3), dtype=numpy.uint8)
    y0, x0 = generator.integers(0, height // 3, 2)
    dy, dx = generator.integers(-2, 3, 2)
    frames = []
    for t in range(count):
        frame = background.copy()
        y = min(max(y0 + dy * t + height // 6, 0), height - height // 3)
        x = min(max(x0 + dx * t + width // 6, 0), width - width // 3)
        frame[y : y + height // 3, x : x + width // 3] = square
        frames.append(frame)
    return frames


def samson_vimeo_triplets(folder: str) -> None:
    """Vimeo-90k's triplets as train.py's --vimeo_90k_path names them, under vimeo/:
    sequences/00001/NNNN/im1.png to im3.png and tri_trainlist.txt listing them (train.py
    splits that list 80:20 into training and validation itself). 25 triplets of 64 x 64
    (not 448 x 256: its U-Nets halve them 4 times, its PatchGAN 3), a square moving over a
    background: 20 for training (5 batches of 4), 5 for validation."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2301)
    root = os.path.join(folder, "vimeo")
    names = []
    for n in range(1, 26):
        name = f"00001/{n:04d}"
        out = os.path.join(root, "sequences", name)
        os.makedirs(out, exist_ok=True)
        for i, frame in enumerate(_frames(generator, 3, 64, 64), start=1):
            Image.fromarray(frame, "RGB").save(os.path.join(out, f"im{i}.png"))
        names.append(name)
    with open(os.path.join(root, "tri_trainlist.txt"), "w") as f:
        f.write("\n".join(names) + "\n")


def flavr_vimeo_septuplets(folder: str) -> None:
    """Vimeo-90k's septuplets as dataset/vimeo90k_septuplet.py reads them, under
    vimeo_septuplet/: sequences/00001/NNNN/im1.png to im7.png, sep_trainlist.txt and
    sep_testlist.txt. 20 training and 4 test septuplets of 32 x 48 (not 448 x 256; its
    training crop is made 32 by the recipe), a square moving over a background."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2302)
    root = os.path.join(folder, "vimeo_septuplet")
    names = []
    for n in range(1, 25):
        name = f"00001/{n:04d}"
        out = os.path.join(root, "sequences", name)
        os.makedirs(out, exist_ok=True)
        for i, frame in enumerate(_frames(generator, 7, 32, 48), start=1):
            Image.fromarray(frame, "RGB").save(os.path.join(out, f"im{i}.png"))
        names.append(name)
    with open(os.path.join(root, "sep_trainlist.txt"), "w") as f:
        f.write("\n".join(names[:20]) + "\n")
    with open(os.path.join(root, "sep_testlist.txt"), "w") as f:
        f.write("\n".join(names[20:]) + "\n")


def megvii_image_folders(folder: str) -> None:
    """ShuffleNetV1/train.py's --train-dir and --val-dir as its defaults name them,
    ShuffleNetV1/data/train and data/val, ImageNet's layout for torchvision's ImageFolder:
    one folder per class of RGB JPEGs. Two classes; 8 + 8 training images (two batches of 8
    a pass) and 2 + 2 validation images, 48 x 48 (its transforms crop or resize them to
    224)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2501)
    for split, count in (("train", 8), ("val", 2)):
        for name in ("n01440764", "n01443537"):
            out = os.path.join(folder, "ShuffleNetV1", "data", split, name)
            os.makedirs(out, exist_ok=True)
            for index in range(count):
                pixels = generator.integers(0, 256, (48, 48, 3), dtype=numpy.uint8)
                Image.fromarray(pixels, "RGB").save(os.path.join(out, f"{index}.JPEG"), "JPEG")
