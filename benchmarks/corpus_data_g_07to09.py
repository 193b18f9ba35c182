"""Data made here for the scripts of `corpus_first_sight_g_07to09.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import gzip
import json
import os

import torch

# Topic (8): human pose estimation.


def _picture(path: str, width: int, height: int, generator: torch.Generator) -> None:
    """A colour JPEG of `width` x `height`: coarse random blocks, enlarged (small on disk)."""
    from PIL import Image

    blocks = torch.randint(0, 256, (height // 16, width // 16, 3), generator=generator)
    picture = Image.fromarray(blocks.to(torch.uint8).numpy()).resize((width, height))
    picture.save(path, quality=80)


def mpii_stacked_hourglass(folder: str, train: int = 12, valid: int = 4) -> None:
    """`images/*.jpg` and `stacked_hourglass/res/mpii_annotations.json.gz`: MPII's images, as
    P0lyFish/pose-estimation's Mpii data set reads them (the download is MPII's 12 GB tarball),
    for the first `train` training and `valid` validation people of the repository's own
    annotations file, which is rewritten with those people alone (the same fields, each
    image's name, centre, scale and joints as the repository gives them). Each picture is
    large enough to hold its people's centre and joints (at least 1280 x 720, MPII's usual
    size)."""
    path = os.path.join(folder, "stacked_hourglass", "res", "mpii_annotations.json.gz")
    with gzip.open(path) as annotations:
        people = json.load(annotations)
    chosen = [p for p in people if not p["isValidation"]][:train]
    chosen += [p for p in people if p["isValidation"]][:valid]
    with gzip.open(path, "wt") as annotations:
        json.dump(chosen, annotations)
    sizes: dict[str, tuple[int, int]] = {}
    for person in chosen:
        xs = [x for x, _, _ in person["joint_self"]] + [person["objpos"][0]]
        ys = [y for _, y, _ in person["joint_self"]] + [person["objpos"][1]]
        width, height = sizes.get(person["img_paths"], (1280, 720))
        sizes[person["img_paths"]] = (
            max(width, int(max(xs)) + 64),
            max(height, int(max(ys)) + 64),
        )
    out = os.path.join(folder, "images")
    os.makedirs(out, exist_ok=True)
    generator = torch.Generator().manual_seed(8)
    for name, (width, height) in sorted(sizes.items()):
        _picture(os.path.join(out, name), width - width % 16, height - height % 16, generator)


def mpii_pyranet(folder: str, counts: tuple[int, int] = (12, 2)) -> None:
    """`data/mpii/annot/{train,val}.h5` and `images/*.jpg`: MPII's annotations in the HDF5
    form Aulover/pytorch-PyraNet's data set reads (pose-hg-train's: `imgname` as byte strings,
    `part` (16 joints, x and y), `center`, `scale` in units of 200 pixels, and the other
    fields its val.h5 holds), and the images (MPII's download); the mirror lacks train.h5,
    a large file. Made-up people: a centre in a 1280 x 720 picture, a scale of 1 to 2, joints
    around the centre (some missing, as -1, as MPII marks them)."""
    import h5py

    generator = torch.Generator().manual_seed(9)
    annot = os.path.join(folder, "data", "mpii", "annot")
    images = os.path.join(folder, "images")
    os.makedirs(annot, exist_ok=True)
    os.makedirs(images, exist_ok=True)
    number = 0
    for split, count in zip(("train", "val"), counts, strict=True):
        names, parts, centers, scales, visible = [], [], [], [], []
        for _ in range(count):
            name = f"{number:09d}.jpg"
            number += 1
            _picture(os.path.join(images, name), 1280, 720, generator)
            center = torch.tensor([400.0, 200.0]) + torch.rand(2, generator=generator) * 400
            scale = 1 + float(torch.rand((), generator=generator))
            joints = center + (torch.rand(16, 2, generator=generator) - 0.5) * 200 * scale
            missing = torch.rand(16, generator=generator) < 0.1
            joints[missing] = -1
            names.append(name.encode())
            parts.append(joints.double().numpy())
            centers.append(center.double().numpy())
            scales.append(scale)
            visible.append((~missing).double().numpy())
        with h5py.File(os.path.join(annot, f"{split}.h5"), "w") as f:
            f["imgname"] = names
            f["part"] = parts
            f["center"] = centers
            f["scale"] = scales
            f["visible"] = visible
            f["index"] = [float(n) for n in range(count)]
            f["person"] = [0.0] * count
            f["normalize"] = [60.0 * s for s in scales]
            f["torsoangle"] = [0.0] * count
