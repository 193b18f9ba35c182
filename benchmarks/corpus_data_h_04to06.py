"""Data made here for the scripts of `corpus_first_sight_h_04to06.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import json
import math
import os

import torch

# Topic (5): human activity recognition with sensor data.


def iot_linke_dump(folder: str, counts: tuple[int, int] = (256, 64)) -> None:
    """`linke_train/` and `linke_test/`: the dumped arrays 1926627357/IoT's linke_preprocess
    loads when a folder holds no .txt recordings (`data.npy`, windows of 125 readings of a
    3-axis accelerometer as (N, 3, 1, 125) float64, and `label.npy`, the activity of each, 0 to
    3; the author's own recordings are not published), here 256 training and 64 test windows:
    a sine per axis whose frequency is the activity's, and noise."""
    import numpy

    generator = torch.Generator().manual_seed(5)
    for split, count in zip(("linke_train", "linke_test"), counts, strict=True):
        labels = torch.arange(count) % 4  # every activity in every split
        t = torch.arange(125, dtype=torch.float64) / 25.0
        frequency = (1.0 + labels.to(torch.float64))[:, None, None, None]
        phase = torch.rand(count, 3, 1, 1, generator=generator, dtype=torch.float64) * 6.28
        windows = torch.sin(2 * math.pi * frequency * t + phase)
        windows = windows + 0.3 * torch.randn(
            count, 3, 1, 125, generator=generator, dtype=torch.float64
        )
        out = os.path.join(folder, split)
        os.makedirs(out, exist_ok=True)
        numpy.save(os.path.join(out, "data.npy"), windows.numpy())
        numpy.save(os.path.join(out, "label.npy"), labels.numpy())


# Topic (6): neural radiance fields NeRF.


def _look_at_origin(theta: float, phi: float, radius: float) -> list[list[float]]:
    """A camera-to-world matrix in Blender's convention (the camera looks down its -z axis),
    on a sphere of `radius` around the origin, looking at it."""
    position = torch.tensor(
        [
            radius * math.cos(phi) * math.cos(theta),
            radius * math.cos(phi) * math.sin(theta),
            radius * math.sin(phi),
        ]
    )
    back = position / position.norm()  # the camera's +z: away from the origin
    right = torch.linalg.cross(torch.tensor([0.0, 0.0, 1.0]), back)
    right = right / right.norm()
    up = torch.linalg.cross(back, right)
    matrix = torch.eye(4)
    matrix[:3, 0], matrix[:3, 1], matrix[:3, 2], matrix[:3, 3] = right, up, back, position
    return matrix.tolist()


def nerf_synthetic_lego(
    folder: str, size: int = 64, views: tuple[int, int, int] = (4, 2, 2)
) -> None:
    """`data/nerf_synthetic/lego`: a scene in the NeRF synthetic (Blender) format both NeRF
    scripts of topic 6 read (`transforms_{train,val,test}.json`, each with camera_angle_x
    and frames of a file_path and a 4 x 4 camera-to-world transform_matrix, and the frames'
    RGBA PNG pictures; the real lego scene is a download of 800 x 800 pictures), here 4
    training, 2 validation and 2 test views of 64 x 64 of a coloured disc on a transparent
    background, the cameras on a sphere of radius 4 looking at the origin."""
    from PIL import Image

    generator = torch.Generator().manual_seed(6)
    root = os.path.join(folder, "data", "nerf_synthetic", "lego")
    y = torch.linspace(-1, 1, size)[:, None]
    x = torch.linspace(-1, 1, size)[None, :]
    for split, count in zip(("train", "val", "test"), views, strict=True):
        os.makedirs(os.path.join(root, split), exist_ok=True)
        frames = []
        for n in range(count):
            theta = 2 * math.pi * (n + 0.5 * ("train", "val", "test").index(split)) / count
            shift = 0.3 * torch.rand(2, generator=generator) - 0.15
            inside = ((x - shift[0]) ** 2 + (y - shift[1]) ** 2) < 0.35
            pixels = torch.zeros(size, size, 4)
            colour = torch.rand(3, generator=generator)
            pixels[..., :3] = colour * (0.6 + 0.4 * torch.sin(4 * x + 3 * y + theta))[..., None]
            pixels[..., 3] = inside.float()
            values = (pixels.clamp(0, 1) * 255).to(torch.uint8).numpy()
            name = f"r_{n}"
            Image.fromarray(values, mode="RGBA").save(os.path.join(root, split, name + ".png"))
            frames.append(
                {
                    "file_path": f"./{split}/{name}",
                    "rotation": 0.0,
                    "transform_matrix": _look_at_origin(theta, 0.5, 4.0),
                }
            )
        meta = {"camera_angle_x": 0.6911112070083618, "frames": frames}
        with open(os.path.join(root, f"transforms_{split}.json"), "w") as handle:
            json.dump(meta, handle, indent=1)
