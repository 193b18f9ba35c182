"""Data made here for batch q's topics (1) to (5) (corpus_first_sight_q_01to05.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def _pixels(generator, height: int, width: int, channels: int = 3):
    """A smooth random picture (a coarse grid of colours, enlarged), as uint8."""
    import numpy
    from PIL import Image

    coarse = generator.integers(0, 256, (max(2, height // 16), max(2, width // 16), channels))
    image = Image.fromarray(coarse.astype(numpy.uint8).squeeze())
    return numpy.asarray(image.resize((width, height), Image.BILINEAR))


def mazenmel_coco(folder: str) -> None:
    """mazenmel/Deep-homography-estimation-Pytorch's processed MS-COCO pairs, as its
    DataGenerationAndProcessing.py saves them: one .npy file per image under
    data/{train,val,test}2017processed/, each an object array of the two 128 x 128 grey
    patches stacked channel-wise (uint8, 128 x 128 x 2) and the four corners' displacements
    (integers in -32..32, 4 x 2). 24 training pairs, 8 for validation and for test."""
    import numpy

    generator = numpy.random.default_rng(101)
    for split, count in (("train", 24), ("val", 8), ("test", 8)):
        out = os.path.join(folder, "data", f"{split}2017processed")
        os.makedirs(out, exist_ok=True)
        for n in range(count):
            patches = numpy.dstack([_pixels(generator, 128, 128, 1) for _ in range(2)])
            corners = generator.integers(-32, 33, (4, 2))
            datum = numpy.empty(2, dtype=object)
            datum[0], datum[1] = patches.astype(numpy.uint8), corners
            numpy.save(os.path.join(out, f"{n:012d}"), datum)


def _jpegs(out: str, count: int, seed: int, size: tuple[int, int] = (300, 280)) -> None:
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(seed)
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        pixels = _pixels(generator, size[1], size[0])
        Image.fromarray(pixels).save(os.path.join(out, f"{n:012d}.jpg"))


def teddykoker_coco(folder: str) -> None:
    """teddykoker/unsupervised-deep-homography's COCO folders (train.py's two positional
    paths): 12 training and 4 validation colour JPEGs of 300 x 280 under coco/train and
    coco/valid (its data set resizes and crops each to 256 x 256)."""
    _jpegs(os.path.join(folder, "coco", "train"), 12, 102)
    _jpegs(os.path.join(folder, "coco", "valid"), 4, 103)


def efficientderain_rain(folder: str) -> None:
    """tsingqguo/efficientderain's training pairs as the active get_files of its utils.py
    reads them: BASEROOT/small/rain/NAME.png and BASEROOT/small/norain/NAME.png, here 12
    pairs of 96 x 112 under datasets/rain1400/train, the rainy one the clean one with
    bright streaks added."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(104)
    root = os.path.join(folder, "datasets", "rain1400", "train", "small")
    for sub in ("rain", "norain"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    for n in range(12):
        clean = _pixels(generator, 96, 112).astype(numpy.int16)
        streaks = (generator.random((96, 112)) < 0.04) * 120
        rainy = numpy.clip(clean + streaks[:, :, None], 0, 255).astype(numpy.uint8)
        Image.fromarray(clean.astype(numpy.uint8)).save(os.path.join(root, "norain", f"{n}.png"))
        Image.fromarray(rainy).save(os.path.join(root, "rain", f"{n}.png"))


def uresnet_underwater(folder: str) -> None:
    """OucMLLab-LiuPeng/UResnet's pairs as its readme lays them out: data/input/NAME.jpg
    (the underwater image) and data/label/NAME_label.jpg (the clear one), 12 pairs of 120 x
    96, the underwater one the clear one dimmed and tinted blue-green."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(105)
    for sub in ("input", "label"):
        os.makedirs(os.path.join(folder, "data", sub), exist_ok=True)
    for n in range(12):
        clear = _pixels(generator, 96, 120).astype(numpy.float64)
        water = clear * numpy.array([0.35, 0.75, 0.85]) + numpy.array([0.0, 30.0, 45.0])
        Image.fromarray(clear.astype(numpy.uint8)).save(
            os.path.join(folder, "data", "label", f"{n:04d}_label.jpg")
        )
        Image.fromarray(numpy.clip(water, 0, 255).astype(numpy.uint8)).save(
            os.path.join(folder, "data", "input", f"{n:04d}.jpg")
        )


def cuda_as_cpu() -> None:
    """Where CUDA is not there: torch.cuda.FloatTensor taken for torch.FloatTensor, and a
    tensor's or a module's .cuda() for itself, so that a script written for one GPU (with
    the same call many times over, which one edit cannot reach) runs on the CPU. Nothing
    where CUDA is there."""
    import torch

    if torch.cuda.is_available():
        return
    torch.cuda.FloatTensor = torch.FloatTensor
    torch.Tensor.cuda = lambda self, *args, **kwargs: self
    torch.nn.Module.cuda = lambda self, *args, **kwargs: self


def vshadowgan_mtvsd(folder: str) -> None:
    """Keycle/V-ShadowGAN's MTVSD training folders as its readme lays them out:
    datasets/MTVSD/shadow_train and datasets/MTVSD/shadow_free, 4 images of 80 x 72 each
    (the shadow ones with a darker band), and the output/ folder train.py logs into."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(106)
    root = os.path.join(folder, "datasets", "MTVSD")
    for sub in ("shadow_train", "shadow_free"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    for n in range(4):
        free = _pixels(generator, 72, 80).astype(numpy.float64)
        shadow = free.copy()
        shadow[20:50, 10:60] *= 0.4
        Image.fromarray(free.astype(numpy.uint8)).save(
            os.path.join(root, "shadow_free", f"{n}.png")
        )
        Image.fromarray(shadow.astype(numpy.uint8)).save(
            os.path.join(root, "shadow_train", f"{n}.png")
        )
    os.makedirs(os.path.join(folder, "output"), exist_ok=True)


def benchang_div2k(folder: str) -> None:
    """Benchangatrul284/super-resolution's decoded DIV2K and Flickr2K (images saved as NumPy
    arrays, H x W x 3 uint8, a high-resolution one and its x3 bicubic reduction of one
    name): DIV2K_decoded/DIV2K_HR_train and DIV2K_LR_bicubic_train/X3 (8 pairs),
    DIV2K_HR_valid and DIV2K_LR_bicubic_valid (2 pairs), Flickr2K_decoded/Flickr2K_HR and
    Flickr2K_LR_bicubic (4 pairs); 96 x 96 and 32 x 32."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(107)
    layout = (
        ("DIV2K_decoded", "DIV2K_HR_train", os.path.join("DIV2K_LR_bicubic_train", "X3"), 8),
        ("DIV2K_decoded", "DIV2K_HR_valid", "DIV2K_LR_bicubic_valid", 2),
        ("Flickr2K_decoded", "Flickr2K_HR", "Flickr2K_LR_bicubic", 4),
    )
    for root, high, low, count in layout:
        for sub in (high, low):
            os.makedirs(os.path.join(folder, root, sub), exist_ok=True)
        for n in range(count):
            hr = _pixels(generator, 96, 96)
            lr = numpy.asarray(Image.fromarray(hr).resize((32, 32), Image.BICUBIC))
            numpy.save(os.path.join(folder, root, high, f"{n:04d}.npy"), hr)
            numpy.save(os.path.join(folder, root, low, f"{n:04d}.npy"), lr)


def infinitemj_rain(folder: str) -> None:
    """infiniteMJ/DeepLearningProject's training folder as its data set reads it (from lib/,
    ./data/training): ground_truth/N.jpg and rainy_image/N_K.jpg for K 1 to 14, here 2 clean
    images of 80 x 72 and 14 rainy forms of each (streaks of other densities); and the folder
    its train_model saves the model into (drive/MyDrive/DL_Project, Colab's Drive)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(108)
    root = os.path.join(folder, "lib", "data", "training")
    for sub in ("ground_truth", "rainy_image"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    for n in (1, 2):
        clean = _pixels(generator, 72, 80).astype(numpy.int16)
        Image.fromarray(clean.astype(numpy.uint8)).save(
            os.path.join(root, "ground_truth", f"{n}.jpg")
        )
        for k in range(1, 15):
            streaks = (generator.random((72, 80)) < 0.01 * k) * 100
            rainy = numpy.clip(clean + streaks[:, :, None], 0, 255).astype(numpy.uint8)
            Image.fromarray(rainy).save(os.path.join(root, "rainy_image", f"{n}_{k}.jpg"))
    os.makedirs(os.path.join(folder, "lib", "drive", "MyDrive", "DL_Project"), exist_ok=True)
