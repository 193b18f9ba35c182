"""Data made here for the scripts of `corpus_first_sight_h_01to03.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
import torch

# Topic (1): image denoising with a U-Net.


def cloud_38_patches(folder: str, count: int = 40, size: int = 64) -> None:
    """`input/38-Cloud_training/train_{red,green,blue,nir,gt}/`: the 38-Cloud training set
    (Landsat 8 scenes cut into patches, a Kaggle download) that LeBrav/CloudSegmentation's
    workspace/main.py reads from `../input/38-Cloud_training`, here 40 patches of 64 x 64
    (the set's are 384 x 384): each band a 16-bit TIFF named as the set names them
    (`red_patch_...TIF`, the other bands' and the mask's names made by replacing `red`), the
    mask an 8-bit TIFF of 0 and 255 (clouds), brighter where the mask has clouds. Also
    `unet_weights/`, the repository's folder where the script saves its weights (the mirror's
    two .pt files are not extracted)."""
    from PIL import Image

    generator = torch.Generator().manual_seed(101)
    root = os.path.join(folder, "input", "38-Cloud_training")
    bands = ("red", "green", "blue", "nir")
    for band in (*bands, "gt"):
        os.makedirs(os.path.join(root, f"train_{band}"), exist_ok=True)
    for n in range(count):
        stem = f"patch_{n + 1}_1_by_1_LC08_L1TP_002053_20160520_20170324_01_T1.TIF"
        cloud = torch.rand(size // 8, size // 8, generator=generator) > 0.6
        cloud = cloud.repeat_interleave(8, 0).repeat_interleave(8, 1)
        mask = (cloud.to(torch.uint8) * 255).numpy()
        Image.fromarray(mask).save(os.path.join(root, "train_gt", f"gt_{stem}"))
        for band in bands:
            values = torch.randint(5000, 20000, (size, size), generator=generator)
            values = values + cloud.to(torch.int64) * 30000
            pixels = values.to(torch.int32).numpy().astype(numpy.uint16)
            image = Image.fromarray(pixels)  # uint16: mode I;16
            image.save(os.path.join(root, f"train_{band}", f"{band}_{stem}"))
    os.makedirs(os.path.join(folder, "unet_weights"), exist_ok=True)


# Topic (2): monocular depth estimation.


def kitti_stereo_pairs(folder: str, counts: tuple[int, int] = (12, 4)) -> None:
    """`data/kitti/` and `data/val/`: KITTI raw drives as OniroAI/MonoDepth-PyTorch's
    KittiLoader reads them (a folder per drive, its left camera's frames in image_02/data and
    its right camera's in image_03/data), here 12 training pairs in two drives and 4
    validation pairs in one (the set is 175 GB), RGB pictures of 64 x 128 whose right view is
    the left one shifted by a few pixels, as a stereo pair is. Also `models/`, where the
    script saves its weights (the model_path it is given)."""
    from PIL import Image

    generator = torch.Generator().manual_seed(102)
    height, width = 64, 128
    for split, count, drives in (("kitti", counts[0], 2), ("val", counts[1], 1)):
        for n in range(count):
            drive = f"2011_09_26_drive_{n % drives + 1:04d}_sync"
            base = torch.rand(3, height // 4, width // 4 + 2, generator=generator)
            base = torch.nn.functional.interpolate(
                base[None], size=(height, width + 8), mode="bilinear", align_corners=False
            )[0]
            shift = int(torch.randint(2, 7, (), generator=generator))
            for camera, start in (("image_02", shift), ("image_03", 0)):
                view = base[:, :, start : start + width]
                pixels = (view.permute(1, 2, 0) * 255).clamp(0, 255).to(torch.uint8).numpy()
                out = os.path.join(folder, "data", split, drive, camera, "data")
                os.makedirs(out, exist_ok=True)
                Image.fromarray(pixels).save(os.path.join(out, f"{n:010d}.png"))
    os.makedirs(os.path.join(folder, "models"), exist_ok=True)


# Topic (3): image inpainting.


def urban100_pictures(folder: str, count: int = 10, size: int = 96) -> None:
    """`examples/models/Urban100/Urban100_HR/img_XXX.png`: the Urban100 pictures deepinv's
    demo_training.py reads through its Urban100HR data set (a download from Hugging Face,
    checked by the folder's MD5, which its recipe's edit reads through deepinv's ImageFolder
    instead), here 10 RGB pictures of 96 x 96 of rectangles, as a city's facades are (the
    script takes the first 50 of the set's 100; its recipe takes 10)."""
    from PIL import Image

    generator = torch.Generator().manual_seed(103)
    out = os.path.join(folder, "examples", "models", "Urban100", "Urban100_HR")
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        pixels = torch.full((size, size, 3), 0.5) + 0.05 * torch.rand(size, size, 3)
        for _ in range(6):
            top, left = torch.randint(0, size - 16, (2,), generator=generator).tolist()
            tall, wide = torch.randint(8, 40, (2,), generator=generator).tolist()
            colour = torch.rand(3, generator=generator)
            pixels[top : top + tall, left : left + wide] = colour
        values = (pixels.clamp(0, 1) * 255).to(torch.uint8).numpy()
        Image.fromarray(values).save(os.path.join(out, f"img_{n + 1:03d}.png"))


def paris_street_view(folder: str, count: int = 32, size: int = 128) -> None:
    """`input_dataset/paris_street_view/*.JPG`: the Paris StreetView pictures
    RenithG/Image_InPainting's Train_Image_Inpainting.py reads (a data set given on request),
    here 32 RGB pictures of 128 x 128 (its own input size) in JPEG, named with the capital
    extension its glob asks for; its recipe keeps the last 8 for the test loader, as the
    script keeps the last 3,000."""
    from PIL import Image

    generator = torch.Generator().manual_seed(104)
    out = os.path.join(folder, "input_dataset", "paris_street_view")
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        y = torch.linspace(0, 1, size)[:, None, None]
        x = torch.linspace(0, 1, size)[None, :, None]
        phase = torch.rand(1, 1, 3, generator=generator) * 6.28
        pixels = 0.5 + 0.3 * torch.sin(8 * x + 3 * y + phase)
        pixels = pixels + 0.15 * torch.rand(size, size, 3, generator=generator)
        values = (pixels.clamp(0, 1) * 255).to(torch.uint8).numpy()
        Image.fromarray(values).save(os.path.join(out, f"{n:04d}.JPG"), format="JPEG")
