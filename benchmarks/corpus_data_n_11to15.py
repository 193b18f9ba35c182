"""Data made here for batch n's topics (11) to (15) (corpus_first_sight_n_11to15.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def _image(path: str, generator, size: int, mode: str, fmt: str | None = None) -> None:
    import numpy
    from PIL import Image

    shape = (size, size, 3) if mode == "RGB" else (size, size)
    pixels = generator.integers(0, 256, shape, dtype=numpy.uint8)
    Image.fromarray(pixels, mode).save(path, format=fmt)


def _mask(path: str, generator, size: int, fmt: str | None = None) -> None:
    """A binary change mask, 0 or 255: a random rectangle of change on no change."""
    import numpy
    from PIL import Image

    mask = numpy.zeros((size, size), dtype=numpy.uint8)
    top, left = generator.integers(0, size // 2, 2)
    height, width = generator.integers(size // 4, size // 2, 2)
    mask[top : top + height, left : left + width] = 255
    Image.fromarray(mask, "L").save(path, format=fmt)


def ahounkanrin_lebedev(folder: str) -> None:
    """The Lebedev change detection subset (ChangeDetectionDataset_Lebedev/Real/subset) as
    create_csv_files.py lists it and train.py reads it: under unet-peng19/, the folder
    lebedev_subset/{train,val}/{A,B,OUT}/N.jpg (two RGB images and the change mask, 0 or 255,
    JPEG as the data set has them) and data/train.csv, data/val.csv as create_csv_files.py
    writes them (pandas' index, then image1, image2, mask, paths relative to the data set).
    64 training and 8 validation triples, 16 x 16 (the data set's are 256 x 256)."""
    import numpy
    import pandas

    generator = numpy.random.default_rng(1101)
    root = os.path.join(folder, "unet-peng19")
    os.makedirs(os.path.join(root, "data"), exist_ok=True)
    for split, count in (("train", 64), ("val", 8)):
        rows: dict[str, list[str]] = {"image1": [], "image2": [], "mask": []}
        for sub in ("A", "B", "OUT"):
            os.makedirs(os.path.join(root, "lebedev_subset", split, sub), exist_ok=True)
        for index in range(count):
            name = f"{index:05d}.jpg"
            for sub in ("A", "B"):
                _image(os.path.join(root, "lebedev_subset", split, sub, name), generator, 16, "RGB")
            _mask(os.path.join(root, "lebedev_subset", split, "OUT", name), generator, 16)
            rows["image1"].append(os.path.join(split, "A", name))
            rows["image2"].append(os.path.join(split, "B", name))
            rows["mask"].append(os.path.join(split, "OUT", name))
        pandas.DataFrame(rows).to_csv(os.path.join(root, "data", f"{split}.csv"), sep=",")


def walkingshadow_njds(folder: str) -> None:
    """The data set train.py names, data_njds_crop_8 (NJDS cropped, as its dataset_process
    functions leave it), organised as its readme says: data_njds_crop_8/{train,val}/{t1,t2,
    label}/NAME.png, the two dates' RGB images and the change label (0 or 255, which its data
    set binarises). 64 training and 8 validation triples, 16 x 16 (its patch_size is 256; its
    encoder's four halvings take 16 to 1)."""
    import numpy

    generator = numpy.random.default_rng(1103)
    root = os.path.join(folder, "data_njds_crop_8")
    for split, count in (("train", 64), ("val", 8)):
        for sub in ("t1", "t2", "label"):
            os.makedirs(os.path.join(root, split, sub), exist_ok=True)
        for index in range(count):
            name = f"{split}_{index:04d}.png"
            for sub in ("t1", "t2"):
                _image(os.path.join(root, split, sub, name), generator, 16, "RGB")
            _mask(os.path.join(root, split, "label", name), generator, 16)


def _pfm(path: str, values) -> None:
    """A greyscale PFM (Pf, little-endian), rows stored bottom to top as the format has them."""
    import numpy

    height, width = values.shape
    with open(path, "wb") as out:
        out.write(f"Pf\n{width} {height}\n-1.0\n".encode("ascii"))
        out.write(numpy.ascontiguousarray(numpy.flipud(values), dtype="<f4").tobytes())


def threestone_sceneflow(folder: str) -> None:
    """SceneFlow's Monkaa part as utils/dataloader/sceneflowlist.py lists it (its Flyingthings3D
    and Driving parts are commented out there): sceneflow/monkaa_frames_cleanpass_webp/SCENE/
    {left,right}/NNNN.png and sceneflow/monkaa_disparity/SCENE/left/NNNN.pfm, one scene of 32
    frames (it takes every other one for training: 16 training, 16 test), RGB 72 x 144, the
    left disparities in 0 to 250 pixels (some beyond its --maxdisp of 192, which its mask
    leaves out)."""
    import numpy

    generator = numpy.random.default_rng(1201)
    scene = "a_rain_of_stones_x2"
    frames = os.path.join(folder, "sceneflow", "monkaa_frames_cleanpass_webp", scene)
    disparity = os.path.join(folder, "sceneflow", "monkaa_disparity", scene, "left")
    for side in ("left", "right"):
        os.makedirs(os.path.join(frames, side), exist_ok=True)
    os.makedirs(disparity, exist_ok=True)
    for index in range(32):
        name = f"{index:04d}"
        for side in ("left", "right"):
            from PIL import Image

            pixels = generator.integers(0, 256, (72, 144, 3), dtype=numpy.uint8)
            Image.fromarray(pixels, "RGB").save(os.path.join(frames, side, name + ".png"))
        values = generator.uniform(0.0, 250.0, (72, 144)).astype(numpy.float32)
        _pfm(os.path.join(disparity, name + ".pfm"), values)


def voxelmorph_volumes(folder: str) -> None:
    """What scripts/torch/train.py's --img-list names (its readme: a line-separated list of
    npz files, each with a `vol`, cropped and scaled to 0..1): under scripts/torch/, vols/
    vol_NN.npz, 8 volumes of 16 x 16 x 16 (a smooth blob on noise, so that registering one to
    another means something), and list.txt naming them."""
    import numpy

    generator = numpy.random.default_rng(1301)
    root = os.path.join(folder, "scripts", "torch")
    os.makedirs(os.path.join(root, "vols"), exist_ok=True)
    grid = numpy.stack(numpy.meshgrid(*[numpy.arange(16.0)] * 3, indexing="ij"), axis=-1)
    names = []
    for index in range(8):
        centre = generator.uniform(5.0, 11.0, 3)
        blob = numpy.exp(-((grid - centre) ** 2).sum(-1) / 18.0)
        vol = numpy.clip(blob + generator.uniform(0.0, 0.1, (16, 16, 16)), 0.0, 1.0)
        name = f"vols/vol_{index:02d}.npz"
        numpy.savez_compressed(os.path.join(root, name), vol=vol.astype(numpy.float32))
        names.append(name)
    with open(os.path.join(root, "list.txt"), "w") as out:
        out.write("\n".join(names) + "\n")


def andrewlstewart_sceneflow(folder: str) -> None:
    """SceneFlow as src/stereonet/datasets.py's SceneflowDataset finds it, under src/stereonet/
    (the script's folder, where its config's root_path, sf, points): left images found by
    rglob, sf/frames_cleanpass/TRAIN/A/0000/left/NNNN.png, and the right images and both
    disparities at the paths its get_paths builds by joining the parts with backslashes
    (Windows paths: on Linux each is one file name in the working folder, such as
    `sf\\frames_cleanpass\\TRAIN\\A\\0000\\right\\0006.png`, `sf\\disparity\\TRAIN\\...\\
    left\\0006.pfm` and `sf\\\\TRAIN\\...\\right\\0006.pfm`). 6 frames, RGB 64 x 128,
    disparities 0 to 300 pixels (some beyond its 256 candidate disparities, which its mask
    leaves out)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(1203)
    root = os.path.join(folder, "src", "stereonet")
    parts = ["sf", "frames_cleanpass", "TRAIN", "A", "0000"]
    os.makedirs(os.path.join(root, *parts, "left"), exist_ok=True)
    disparity = ["sf", "disparity", "TRAIN", "A", "0000"]
    for index in range(6):
        name = f"{index:04d}"
        for path in (
            os.path.join(root, *parts, "left", name + ".png"),
            os.path.join(root, "\\".join([*parts, "right", name + ".png"])),
        ):
            pixels = generator.integers(0, 256, (64, 128, 3), dtype=numpy.uint8)
            Image.fromarray(pixels, "RGB").save(path, format="PNG")
        # The left disparity's path comes from the left image's parts (frames_cleanpass made
        # disparity); the right one's from the right image's single, backslashed name, in
        # which frames_cleanpass is dropped and "disparity" lands on the suffix it replaces.
        for path in (
            "\\".join([*disparity, "left", name + ".pfm"]),
            "\\".join(["sf", "", "TRAIN", "A", "0000", "right", name + ".pfm"]),
        ):
            values = generator.uniform(0.0, 300.0, (64, 128)).astype(numpy.float32)
            _pfm(os.path.join(root, path), values)
