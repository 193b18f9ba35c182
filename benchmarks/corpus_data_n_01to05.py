"""Data made here for batch n's topics (1) to (5) (corpus_first_sight_n_01to05.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import io
import os

import corpus_data


def rosinality_stylegan_lmdb(folder: str) -> None:
    """The LMDB data set train.py's MultiResolutionDataset reads, as prepare_data.py writes it:
    keys f'{size}-{index:05d}' holding JPEG bytes of the image resized to size x size (quality
    100), and 'length'. 128 RGB images at 8 x 8 (the size its --init_size 8 trains at first)
    and 16 x 16, at celeba_lmdb/ beside the script."""
    import lmdb
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(101)
    count = 128
    path = os.path.join(folder, "celeba_lmdb")
    with (
        lmdb.open(path, map_size=64 * 1024**2, readahead=False) as env,
        env.begin(write=True) as txn,
    ):
        for index in range(count):
            for size in (8, 16):
                pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
                buffer = io.BytesIO()
                Image.fromarray(pixels, "RGB").save(buffer, format="jpeg", quality=100)
                key = f"{size}-{str(index).zfill(5)}".encode()
                txn.put(key, buffer.getvalue())
        txn.put(b"length", str(count).encode())


def _png(path: str, generator, size: int) -> None:
    import numpy
    from PIL import Image

    pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
    Image.fromarray(pixels, "RGB").save(path)


def rosinality_progan_celeba(folder: str) -> None:
    """The image folder train.py's celeba loader reads with torchvision's ImageFolder (one
    class folder): celeba/faces/, 64 RGB PNGs of 16 x 16 (it resizes and crops them to 4 x 4,
    its first resolution)."""
    import numpy

    generator = numpy.random.default_rng(103)
    out = os.path.join(folder, "celeba", "faces")
    os.makedirs(out, exist_ok=True)
    for index in range(64):
        _png(os.path.join(out, f"{index:03d}.png"), generator, 16)


def kdizzled_hearts(folder: str) -> None:
    """The folder config.py's data_directory names, hearts/1/, which image_processing.py
    lists and reads whole: 16 square RGB PNGs of 32 x 32 (it resizes each to the current
    resolution, 8 x 8 first; a square image is one sample)."""
    import numpy

    generator = numpy.random.default_rng(107)
    out = os.path.join(folder, "hearts", "1")
    os.makedirs(out, exist_ok=True)
    for index in range(16):
        _png(os.path.join(out, f"{index:02d}.png"), generator, 32)


def chess_chest_png(folder: str) -> None:
    """What upstream/main_moco_ori.py reads at DATA/clipped/png/IMAGE_SIZE (its --preprocess,
    --bit and --image_size): Custom_ImageFolder's class folders of images it reads as
    grayscale, here chest/clipped/png/32/normal/, 24 grayscale PNGs of 32 x 32; and the
    folder its save_checkpoint writes into after each epoch, ./checkpoint/ (absent from the
    repository: torch.save does not make it)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(109)
    out = os.path.join(folder, "upstream", "chest", "clipped", "png", "32", "normal")
    os.makedirs(out, exist_ok=True)
    for index in range(24):
        pixels = generator.integers(0, 256, (32, 32), dtype=numpy.uint8)
        Image.fromarray(pixels, "L").save(os.path.join(out, f"{index:02d}.png"))
    os.makedirs(os.path.join(folder, "upstream", "checkpoint"), exist_ok=True)


class JookareCIFAR10(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with 48 training images (not 256): 6 batches of 8 in the one
    epoch Jookare's MoCo train.py runs here (a ViT and a momentum copy of it each step)."""

    samples = (48, 8)


def nidl_openbhb_roi(folder: str) -> None:
    """OpenBHB's files that nidl's OpenBHB data set reads for its ROI modalities (downloaded
    from Hugging Face where absent), under examples/openBHB (the script's data_dir, edited
    from /tmp/openBHB): participants.tsv (participant_id, split, age, sex, siteXacq: 48
    "train", 8 "internal_test" and 8 "external_test" participants), and for each of
    train/ and val/ derivatives/cat12vbm_roi/cat12vbm_roi_features.csv (participant_id,
    session, 284 features: a sample of 1 x 284) and
    derivatives/freesurfer_roi/desikan_roi_features.csv (participant_id, session, 7 x 68
    features)."""
    import numpy

    generator = numpy.random.default_rng(113)
    root = os.path.join(folder, "examples", "openBHB")
    os.makedirs(root, exist_ok=True)
    splits = ["train"] * 48 + ["internal_test"] * 8 + ["external_test"] * 8
    ids = list(range(1001, 1001 + len(splits)))
    with open(os.path.join(root, "participants.tsv"), "w") as table:
        table.write("participant_id\tsplit\tage\tsex\tsiteXacq\n")
        for pid, split in zip(ids, splits, strict=True):
            age = round(float(generator.uniform(8, 80)), 1)
            sex = int(generator.integers(0, 2))
            site = int(generator.integers(0, 4))
            table.write(f"{pid}\t{split}\t{age}\t{sex}\t{site}\n")
    files = (
        ("cat12vbm_roi", "cat12vbm_roi_features.csv", 284),
        ("freesurfer_roi", "desikan_roi_features.csv", 7 * 68),
    )
    for folder_name, split_ids in (("train", ids[:48]), ("val", ids[48:])):
        for sub, name, width in files:
            out = os.path.join(root, folder_name, "derivatives", sub)
            os.makedirs(out, exist_ok=True)
            header = ["participant_id", "session", *[f"f{n}" for n in range(width)]]
            with open(os.path.join(out, name), "w") as csv:
                csv.write(",".join(header) + "\n")
                for pid in split_ids:
                    values = generator.normal(0.0, 1.0, width)
                    csv.write(",".join([str(pid), "1", *(f"{v:.5f}" for v in values)]) + "\n")


CIFAR10_CLASSES = (
    "airplane",
    "automobile",
    "bird",
    "cat",
    "deer",
    "dog",
    "frog",
    "horse",
    "ship",
    "truck",
)


def haopt_cifar10_folders(folder: str) -> None:
    """The layout hao-pt's dataset.py reads with ImageFolder (its data/download_cifar10.py
    writes CIFAR-10 so): datadir/train/CLASS/N_CLASS.png, 32 RGB PNGs of 32 x 32 over the ten
    classes, and datadir/val/CLASS/, 10 more; and datadir/labels.txt, its --labels format
    ("FILE CLASS" a line) naming 8 of the training images as labelled (the readme's label
    files name 4000 of CIFAR-10's files, each of which must exist)."""
    import numpy

    generator = numpy.random.default_rng(127)
    labelled = []
    for split, count in (("train", 32), ("val", 10)):
        for index in range(count):
            name = CIFAR10_CLASSES[index % 10]
            out = os.path.join(folder, "datadir", split, name)
            os.makedirs(out, exist_ok=True)
            filename = f"{index + (0 if split == 'train' else 100)}_{name}.png"
            _png(os.path.join(out, filename), generator, 32)
            if split == "train" and index % 4 == 0:
                labelled.append(f"{filename} {name}")
    with open(os.path.join(folder, "datadir", "labels.txt"), "w") as labels:
        labels.write("\n".join(labelled) + "\n")


def aivaslab_mnist50_svhn(folder: str) -> None:
    """The files old_src/mean_teacher.py's data sets read from ../data/ beside old_src/
    (made by the repository's gen_mnist50.py and gen_balanced_svhn.py from downloads):
    data/mnist50_train_images.npy (64 uint8 digits of 28 x 28) and mnist50_train_labels.npy,
    and data/svhn_balanced_train_indices.npy, 96 indices into the SVHN stand-in's 256
    training images (corpus_data_j_16to20.SVHN, swapped in for torchvision's)."""
    import numpy

    generator = numpy.random.default_rng(131)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    numpy.save(
        os.path.join(out, "mnist50_train_images.npy"),
        generator.integers(0, 256, (64, 28, 28), dtype=numpy.uint8),
    )
    numpy.save(os.path.join(out, "mnist50_train_labels.npy"), numpy.arange(64) % 10)
    numpy.save(
        os.path.join(out, "svhn_balanced_train_indices.npy"),
        generator.permutation(256)[:96],
    )
