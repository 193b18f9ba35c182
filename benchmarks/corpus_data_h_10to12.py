"""Data made here for the scripts of `corpus_first_sight_h_10to12.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topic (10): video action recognition.


def ucf101_videos(folder: str, classes: int = 6, frames: int = 12) -> None:
    """`data/UCF-101/videos/<Class>/v_<Class>_gNN_c01.avi` and `data/UCF-101/annotations/
    {train,test}list01.txt`: UCF-101 as yakhyo/video-classification-pytorch's readme lays it
    out (torchvision's UCF101 reads the class folders and the fold's lists), here 6 classes
    (the model's classes are the folders, and its top-5 accuracy needs 5), one training video
    each, and 2 test videos, of 12 frames of 64 x 48 at 25 frames a second (MJPEG in AVI,
    written by OpenCV, decoded by torchvision through torchcodec), each class a bar of its own
    colour moving across noise."""
    import cv2

    generator = torch.Generator().manual_seed(10)
    root = os.path.join(folder, "data", "UCF-101")
    videos = os.path.join(root, "videos")
    annotations = os.path.join(root, "annotations")
    os.makedirs(annotations, exist_ok=True)
    lists: dict[str, list[str]] = {"train": [], "test": []}
    with open(os.path.join(annotations, "classInd.txt"), "w") as index:
        for c in range(classes):
            name = f"Action{c}"
            index.write(f"{c + 1} {name}\n")
            os.makedirs(os.path.join(videos, name), exist_ok=True)
            colour = torch.randint(64, 256, (3,), generator=generator).tolist()
            for g in range(2 if c < 2 else 1):
                stem = f"v_{name}_g{g + 1:02d}_c01.avi"
                path = os.path.join(videos, name, stem)
                writer = cv2.VideoWriter(path, cv2.VideoWriter_fourcc(*"MJPG"), 25, (64, 48))
                for t in range(frames):
                    shape = (48, 64, 3)
                    pixels = torch.randint(0, 96, shape, generator=generator, dtype=torch.uint8)
                    x = (4 * t + 8 * c + 5 * g) % 56
                    pixels[:, x : x + 8] = torch.tensor(colour, dtype=torch.uint8)
                    writer.write(pixels.numpy())
                writer.release()
                split = "train" if g == 0 else "test"
                line = f"{name}/{stem}" + (f" {c + 1}" if split == "train" else "")
                lists[split].append(line)
    for split, lines in lists.items():
        with open(os.path.join(annotations, f"{split}list01.txt"), "w") as out:
            out.write("\n".join(lines) + "\n")


def _avi(path: str, generator: torch.Generator, label: int, shift: int, frames: int) -> None:
    """A clip of `frames` frames of 64 x 48 at 25 frames a second, MJPEG in AVI (written by
    OpenCV, which torchvision decodes through torchcodec): a bar of the class's colour moving
    across noise."""
    import cv2

    colour = torch.tensor([(80 * label + 64) % 256, (40 * label + 128) % 256, 200])
    writer = cv2.VideoWriter(path, cv2.VideoWriter_fourcc(*"MJPG"), 25, (64, 48))
    for t in range(frames):
        pixels = torch.randint(0, 96, (48, 64, 3), generator=generator, dtype=torch.uint8)
        x = (4 * t + 8 * label + 5 * shift) % 56
        pixels[:, x : x + 8] = colour.to(torch.uint8)
        writer.write(pixels.numpy())
    writer.release()


def kinetics_videos(folder: str, classes: int = 3, frames: int = 12) -> None:
    """`data/kinetics/train_avi-480p/<class>/*.avi` and `.../val_avi-480p/<class>/*.avi`
    beside Apress's utils/video_classification/train.py (torchvision's reference script of
    2019, which reads them with the old Kinetics400 class: a folder of class folders of
    clips), here 3 classes of 2 training clips and one validation clip each, of 12 frames
    (its model keeps its 400 classes)."""
    generator = torch.Generator().manual_seed(100)
    here = os.path.join(folder, "utils", "video_classification")
    for split, count in (("train_avi-480p", 2), ("val_avi-480p", 1)):
        for c in range(classes):
            out = os.path.join(here, "data", "kinetics", split, f"action_{c}")
            os.makedirs(out, exist_ok=True)
            for n in range(count):
                _avi(os.path.join(out, f"clip_{n:02d}.avi"), generator, c, n, frames)


# Topic (11): image colorization.


def _picture(generator: torch.Generator, size: int) -> torch.Tensor:
    """A smooth RGB picture of `size` x `size` (uint8, H x W x 3): a few coloured waves and a
    little noise, so that its Lab channels carry colour that the grey channel hints at."""
    y = torch.linspace(0, 1, size)[:, None, None]
    x = torch.linspace(0, 1, size)[None, :, None]
    phase = torch.rand(1, 1, 3, generator=generator) * 6.28
    scale = 2 + torch.rand(1, 1, 3, generator=generator) * 6
    pixels = 0.5 + 0.4 * torch.sin(scale * x + (8 - scale) * y + phase)
    pixels = pixels + 0.05 * torch.rand(size, size, 3, generator=generator)
    return (pixels.clamp(0, 1) * 255).to(torch.uint8)


def necipfazil_images(folder: str, counts: tuple[int, int, int] = (150, 4, 2)) -> None:
    """`train.txt`, `valid.txt`, `test.txt` (a picture's file name a line) and the folders
    `color_256` (RGB pictures of 256 x 256), `color_64` (the same, 64 x 64) and `gray` (the
    test pictures, grey, 256 x 256) that necipfazil/image-coloring-w-deep-learning's
    image_coloring.py reads (a course's data set, not in the repository): here 150 training
    pictures (3 steps of its batches of 50), 4 to validate, 2 to test."""
    from PIL import Image

    generator = torch.Generator().manual_seed(11)
    for name in ("color_256", "color_64", "gray"):
        os.makedirs(os.path.join(folder, name), exist_ok=True)
    for split, count in zip(("train", "valid", "test"), counts, strict=True):
        names = []
        for n in range(count):
            stem = f"{split}_{n:03d}.jpg"
            picture = Image.fromarray(_picture(generator, 256).numpy())
            if split == "test":
                picture.convert("L").save(os.path.join(folder, "gray", stem))
            else:
                picture.save(os.path.join(folder, "color_256", stem))
                small = picture.resize((64, 64), Image.Resampling.BILINEAR)
                small.save(os.path.join(folder, "color_64", stem))
            names.append(stem)
        with open(os.path.join(folder, f"{split}.txt"), "w") as listing:
            listing.write("\n".join(names) + "\n")


def gkamtzir_images(folder: str, count: int = 4, size: int = 64) -> None:
    """`data/train_color/*.jpg`: the colour pictures gkamtzir/cnn-image-colorization's
    main.py trains on (Kaggle's Image Colorization Dataset, 400 x 400, which its readme has one
    download into `data`), here 4 pictures of 64 x 64 (its data set reads the first 4 names
    of the folder, whatever it holds), and the `figures` folder its training writes its
    losses into (the author's, not in the repository)."""
    from PIL import Image

    generator = torch.Generator().manual_seed(111)
    out = os.path.join(folder, "data", "train_color")
    os.makedirs(out, exist_ok=True)
    os.makedirs(os.path.join(folder, "figures"), exist_ok=True)
    for n in range(count):
        picture = Image.fromarray(_picture(generator, size).numpy())
        picture.save(os.path.join(out, f"picture_{n:02d}.jpg"))


# Topic (12): crowd counting.


def _crowd(generator: torch.Generator, height: int, width: int, people: int):
    """A crowd picture (uint8, H x W x 3: grey noise with a bright round head per person), its
    density map (float32, H x W: a Gaussian of mass 1 per head, so that it sums to the count,
    as the data sets' maps made from the heads' points do) and the heads' rows and columns."""
    ys = torch.randint(2, height - 2, (people,), generator=generator)
    xs = torch.randint(2, width - 2, (people,), generator=generator)
    grid_y = torch.arange(height, dtype=torch.float32)[:, None]
    grid_x = torch.arange(width, dtype=torch.float32)[None, :]
    density = torch.zeros(height, width)
    picture = torch.randint(40, 120, (height, width, 3), generator=generator).float()
    for y, x in zip(ys.tolist(), xs.tolist(), strict=True):
        blob = torch.exp(-((grid_y - y) ** 2 + (grid_x - x) ** 2) / (2 * 1.5**2))
        density += blob / blob.sum()
        picture += 120 * blob[:, :, None]
    return picture.clamp(0, 255).to(torch.uint8), density, ys, xs


def cs272_crowd(folder: str, count: int = 400, size: tuple[int, int] = (32, 32)) -> None:
    """`PA1/data/CrowdCounting/train/images/<n>.jpg` and `.../train/ground_truth/<n>.npy`, n
    from 1: the course data set cuttle-fish-my/CS272_2023spring's PA1/train.py reads (a
    ShanghaiTech-like set of pictures and density maps, not in the repository), where it is
    split at random into 350 to train and 50 to validate, sizes written in: so 400 pairs,
    here pictures of 32 x 32 (the model halves them three times and doubles them back) with
    2 to 12 people each."""
    import numpy
    from PIL import Image

    generator = torch.Generator().manual_seed(12)
    root = os.path.join(folder, "PA1", "data", "CrowdCounting", "train")
    for sub in ("images", "ground_truth"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    for n in range(1, count + 1):
        people = int(torch.randint(2, 13, (1,), generator=generator))
        picture, density, _, _ = _crowd(generator, *size, people)
        Image.fromarray(picture.numpy()).save(os.path.join(root, "images", f"{n}.jpg"))
        numpy.save(os.path.join(root, "ground_truth", f"{n}.npy"), density.numpy())


def nwpu_processed(folder: str, counts: tuple[int, int] = (12, 2)) -> None:
    """`ProcessedData/NWPU/{img,dot}/<name>.{jpg,png}` and `.../txt_list/{train,val}.txt`:
    NWPU-Crowd as gjy3035/NWPU-Crowd-Sample-Code's MATLAB script prepares it (pictures, and
    dot maps with 1 at each head, in grey PNG; lists of a name, a luminance class and a crowd
    level a line), here 12 training pictures of 80 x 112 (3 batches of 4 cropped to 64 x 96)
    and 2 validation pictures of 64 x 96, with 3 to 15 people each."""
    import numpy
    from PIL import Image

    generator = torch.Generator().manual_seed(1212)
    root = os.path.join(folder, "ProcessedData", "NWPU")
    for sub in ("img", "dot", "txt_list"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    number = 0
    for split, count, size in zip(("train", "val"), counts, ((80, 112), (64, 96)), strict=True):
        lines = []
        for _ in range(count):
            number += 1
            name = f"{number:04d}"
            people = int(torch.randint(3, 16, (1,), generator=generator))
            picture, _, ys, xs = _crowd(generator, *size, people)
            dots = numpy.zeros(size, dtype=numpy.uint8)
            dots[ys.numpy(), xs.numpy()] = 1
            Image.fromarray(picture.numpy()).save(os.path.join(root, "img", f"{name}.jpg"))
            Image.fromarray(dots).save(os.path.join(root, "dot", f"{name}.png"))
            lines.append(f"{name} {number % 4} {number % 5}")
        with open(os.path.join(root, "txt_list", f"{split}.txt"), "w") as listing:
            listing.write("\n".join(lines) + "\n")
