"""Data made here for batch n's topics (6) to (10) (corpus_first_sight_n_06to10.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

import corpus_data

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


def _png(path: str, generator, size: int, mode: str) -> None:
    import numpy
    from PIL import Image

    shape = (size, size, 3) if mode == "RGB" else (size, size)
    pixels = generator.integers(0, 256, shape, dtype=numpy.uint8)
    Image.fromarray(pixels, mode).save(path)


def ibelieve_cifar10_by_image(folder: str) -> None:
    """CIFAR-10 as iBelieveCJM/pseudo_label-pytorch's data-local/bin/prepare_cifar10.sh leaves
    it (one PNG per image, `{index}_{class}.png`, in a folder per class, under
    data-local/images/cifar/cifar10/by-image/train+val and test), and a labels file in the
    form of its data-local/labels/cifar10/4000_balanced_labels/*.txt (`{file} {class}` a line),
    naming the labelled images: 6 training images a class, 2 of them labelled (20 named in
    data-local/labels/cifar10/20_balanced_labels/10.txt, 40 left unlabelled), 2 test images a
    class, 32 x 32 RGB. Written under experiments/, the folder the script runs from (the
    readme's `python -m experiments.cifar10_test` runs from the root, which holds data-local)."""
    import numpy

    generator = numpy.random.default_rng(61)
    root = os.path.join(folder, "experiments", "data-local")
    images = os.path.join(root, "images", "cifar", "cifar10", "by-image")
    labelled: list[str] = []
    index = 0
    for split, per_class in (("train+val", 6), ("test", 2)):
        for name in CIFAR10_CLASSES:
            out = os.path.join(images, split, name)
            os.makedirs(out, exist_ok=True)
            for n in range(per_class):
                file = f"{index}_{name}.png"
                _png(os.path.join(out, file), generator, 32, "RGB")
                if split == "train+val" and n < 2:
                    labelled.append(f"{file} {name}")
                index += 1
    labels = os.path.join(root, "labels", "cifar10", "20_balanced_labels")
    os.makedirs(labels, exist_ok=True)
    with open(os.path.join(labels, "10.txt"), "w") as out:
        out.write("\n".join(labelled) + "\n")


class TricksCIFAR10(corpus_data.CIFAR10):
    """corpus_data's CIFAR-10 stand-in, 24 training and 8 test images (its train_labels, the
    name torchvision 0.2.1 gave the targets, a list the script relabels in place)."""

    samples = (24, 8)


def _face_points(generator, size: int):
    """68 landmarks in pixels, spread over the middle of an image of `size` pixels."""
    return generator.uniform(0.25 * size, 0.75 * size, (68, 2))


def plustwo0_faces(folder: str) -> None:
    """What plustwo0/generalized-face-landmarker's train.py reads, as its readme lays it out
    (its --src_data and --tgt_data given as Dataset/300W and Dataset/CariFace_dataset):
    300W's frontal training faces (frontal_train_list.txt, frontal_train/NAME.jpg,
    frontal_train_label/NAME.npy: 68 x 2 points in pixels), 300W's test list (test_list.txt
    naming lfpw/testset/image_000N.png, each beside its .pts file, 68 points between the
    3 header lines and the closing brace), and CariFace's (images/NAME.jpg,
    landmarks/NAME.jpg.npy, train_list.txt, test_list.txt): 10 training and 2 test faces
    each, RGB 128 x 128, the points drawn over the middle of the image. And the source-
    pretrained checkpoint its --pretrain_path loads (the readme's model_best.pth, from Google
    Drive): the state dict of its Sparse_alignment_network as the repository builds it (its
    HRNet's ImageNet weights absent, as the file is from the mirror), with weights drawn from
    a seed of its own, at Landmark2/model_best.pth, written by a Python process of its own in
    the extracted folder. Its last layer (out_layer, the points' offsets from their anchors)
    is zero, so it places each point where its anchor from the mean face puts it, spread as a
    face's are, as a landmarker pretrained on 300W would roughly do: drawn, its 68 points fell
    nearly on a line and the first thin-plate-spline solve (torch.linalg.solve) found its
    matrix singular."""
    import subprocess
    import sys

    import numpy

    generator = numpy.random.default_rng(71)
    size = 128
    src = os.path.join(folder, "Dataset", "300W")
    for sub in ("frontal_train", "frontal_train_label", os.path.join("lfpw", "testset")):
        os.makedirs(os.path.join(src, sub), exist_ok=True)
    names = [f"{260000 + n}_1.jpg" for n in range(10)]
    for name in names:
        _png(os.path.join(src, "frontal_train", name), generator, size, "RGB")
        numpy.save(
            os.path.join(src, "frontal_train_label", name + ".npy"), _face_points(generator, size)
        )
    with open(os.path.join(src, "frontal_train_list.txt"), "w") as out:
        out.write("\n".join(names) + "\n")
    tests = [f"lfpw/testset/image_{n:04d}.png" for n in (1, 2)]
    for name in tests:
        _png(os.path.join(src, name), generator, size, "RGB")
        points = _face_points(generator, size)
        with open(os.path.join(src, name[:-3] + "pts"), "w") as out:
            out.write("version: 1\nn_points:  68\n{\n")
            out.write("".join(f"{x:.3f} {y:.3f}\n" for x, y in points))
            out.write("}\n")
    with open(os.path.join(src, "test_list.txt"), "w") as out:
        out.write("\n".join(tests) + "\n")
    tgt = os.path.join(folder, "Dataset", "CariFace_dataset")
    for sub in ("images", "landmarks"):
        os.makedirs(os.path.join(tgt, sub), exist_ok=True)
    for split, count, first in (("train", 10, 1), ("test", 2, 900)):
        split_names = [f"{n:05d}.jpg" for n in range(first, first + count)]
        for name in split_names:
            _png(os.path.join(tgt, "images", name), generator, size, "RGB")
            numpy.save(os.path.join(tgt, "landmarks", name + ".npy"), _face_points(generator, size))
        with open(os.path.join(tgt, f"{split}_list.txt"), "w") as out:
            out.write("\n".join(split_names) + "\n")
    code = (
        "import torch\n"
        "torch.manual_seed(73)\n"
        "from Landmark2.model import Sparse_alignment_network\n"
        "from Landmark2.Config import cfg\n"
        "m = Sparse_alignment_network(cfg.W300.NUM_POINT, cfg.MODEL.OUT_DIM, "
        "cfg.MODEL.TRAINABLE, cfg.MODEL.INTER_LAYER, cfg.MODEL.DILATION, "
        "cfg.TRANSFORMER.NHEAD, cfg.TRANSFORMER.FEED_DIM, cfg.W300.INITIAL_PATH, cfg)\n"
        "torch.nn.init.zeros_(m.out_layer.weight)\n"
        "torch.nn.init.zeros_(m.out_layer.bias)\n"
        "torch.save(m.state_dict(), 'Landmark2/model_best.pth')\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=folder, check=True)


def moiling_portraits(folder: str) -> None:
    """What moiling/PortraitMatting's train.sh points train.py at, under data/ (its paths are
    the author's /workspace folders): training images (img/NAME.jpg) with a trimap, a matte,
    a foreground and a background each (trimap/, matte/, fg/, bg/: NAME.png), and validation
    images with a trimap and a matte (val_img/, val_trimap/, val_matte/), 20 training and 2
    validation, 64 x 64 (its transforms resize the training ones to --patch-size). Each matte
    is a disc of 1 drawn over the middle with a soft rim, its trimap 0, 128 and 255 as the
    matte is 0, between or 1, and each image the foreground
    composited over the background by the matte. And pretrain/resnet50_v2.pth, the PSPNet
    backbone's weights its resnet50(pretrained=True) loads with strict=False (the readme's
    pretrain/README.md sends you to Google Drive for them): an empty state dict, so the
    backbone keeps the weights it draws."""
    import numpy
    import torch
    from PIL import Image

    generator = numpy.random.default_rng(81)
    size = 64
    data = os.path.join(folder, "data")
    yy, xx = numpy.mgrid[0:size, 0:size]
    for split, count in (("", 20), ("val_", 2)):
        for sub in ("img", "trimap", "matte", "fg", "bg"):
            if split and sub in ("fg", "bg"):
                continue
            os.makedirs(os.path.join(data, split + sub), exist_ok=True)
        for n in range(count):
            name = f"{n:04d}"
            cx, cy = generator.uniform(0.35 * size, 0.65 * size, 2)
            radius = generator.uniform(0.2 * size, 0.35 * size)
            distance = numpy.hypot(xx - cx, yy - cy)
            matte = numpy.clip((radius - distance) / 4.0 + 0.5, 0.0, 1.0)
            fg = generator.integers(0, 256, (size, size, 3)).astype(numpy.float64)
            bg = generator.integers(0, 256, (size, size, 3)).astype(numpy.float64)
            img = fg * matte[..., None] + bg * (1.0 - matte[..., None])
            trimap = numpy.where(matte <= 0.0, 0, numpy.where(matte >= 1.0, 255, 128))

            def save(sub, array, mode, split=split, name=name):
                array = numpy.asarray(numpy.round(array), dtype=numpy.uint8)
                suffix = ".jpg" if sub == "img" else ".png"
                Image.fromarray(array, mode).save(os.path.join(data, split + sub, name + suffix))

            save("img", img, "RGB")
            save("trimap", trimap, "L")
            save("matte", matte * 255.0, "L")
            if not split:
                save("fg", fg, "RGB")
                save("bg", bg, "RGB")
    os.makedirs(os.path.join(folder, "pretrain"), exist_ok=True)
    torch.save({}, os.path.join(folder, "pretrain", "resnet50_v2.pth"))


def _boundaries(generator, height: int, width: int):
    """An edge map of 0 and 1: the outlines of 3 rectangles drawn at random."""
    import numpy

    edges = numpy.zeros((height, width), dtype=numpy.uint8)
    for _ in range(3):
        y0, y1 = sorted(generator.integers(0, height, 2))
        x0, x1 = sorted(generator.integers(0, width, 2))
        edges[y0, x0 : x1 + 1] = edges[y1, x0 : x1 + 1] = 1
        edges[y0 : y1 + 1, x0] = edges[y0 : y1 + 1, x1] = 1
    return edges


def _save_jpg(path: str, generator, height: int, width: int) -> None:
    import numpy
    from PIL import Image

    pixels = generator.integers(0, 256, (height, width, 3), dtype=numpy.uint8)
    Image.fromarray(pixels, "RGB").save(path)


def jinmingyi_bsds(folder: str) -> None:
    """BSDS500 as jinmingyi1998/pytorch-hed's run_hed.py reads it (BSR/BSDS500/data/images/
    train/NAME.jpg and groundTruth/train/NAME.mat, whose groundTruth cell's first annotator's
    Boundaries it takes), 20 training images of 48 x 64 (the repository's own are 481 x 321:
    a step of 4 of them through its VGG-16 takes minutes on the 2 cores here), named as
    BSDS's are. And hed-vgg.pkl, the checkpoint its main() loads before training (in the
    repository, absent from the mirror): HEDNet's state dict as the script builds it, drawn
    from a seed of its own by a Python process of its own in the extracted folder."""
    import subprocess
    import sys

    import numpy
    import scipy.io

    generator = numpy.random.default_rng(91)
    data = os.path.join(folder, "BSR", "BSDS500", "data")
    images = os.path.join(data, "images", "train")
    truth = os.path.join(data, "groundTruth", "train")
    os.makedirs(images, exist_ok=True)
    os.makedirs(truth, exist_ok=True)
    for n in range(20):
        name = str(100000 + 1009 * n)
        _save_jpg(os.path.join(images, name + ".jpg"), generator, 48, 64)
        record = numpy.zeros((1, 1), dtype=[("Segmentation", "O"), ("Boundaries", "O")])
        record[0, 0]["Segmentation"] = numpy.ones((48, 64), dtype=numpy.uint16)
        record[0, 0]["Boundaries"] = _boundaries(generator, 48, 64)
        cell = numpy.empty((1, 1), dtype=object)
        cell[0, 0] = record
        scipy.io.savemat(os.path.join(truth, name + ".mat"), {"groundTruth": cell})
    code = (
        "import torch\n"
        "torch.manual_seed(93)\n"
        "from HEDNet import HEDNet\n"
        "torch.save(HEDNet().state_dict(), 'hed-vgg.pkl')\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=folder, check=True)


def meteorshowers_hed_bsds(folder: str) -> None:
    """HED-BSDS as meteorshowers/hed's train_hed.py reads it from data/HED-BSDS (in the
    repository `data` is a link to the author's /home/lxy/pytorch-hifi/data): train_pair.lst
    (an image and its edge map a line, in HED-BSDS's augmented folders) and test.lst, 10
    training and 2 test images of 64 x 64, edge maps 0 and 255. And vgg16convs.mat, the VGG-16
    convolutions its load_vgg16pretrain reads from the working folder (keys conv1_1-weight,
    conv1_1-bias, ..., conv5_3-bias, as its loader splits them on '-'), drawn with He's scale
    from a generator of its own."""
    import numpy
    import scipy.io
    from PIL import Image

    generator = numpy.random.default_rng(95)
    root = os.path.join(folder, "data", "HED-BSDS")
    pairs = []
    for sub in ("train/aug_data/0.0_1_0", "train/aug_gt/0.0_1_0", "test"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    for n in range(10):
        name = str(100000 + 1013 * n)
        image = f"train/aug_data/0.0_1_0/{name}.jpg"
        label = f"train/aug_gt/0.0_1_0/{name}.png"
        _save_jpg(os.path.join(root, image), generator, 64, 64)
        edges = _boundaries(generator, 64, 64) * 255
        Image.fromarray(edges.astype(numpy.uint8), "L").save(os.path.join(root, label))
        pairs.append(f"{image} {label}")
    with open(os.path.join(root, "train_pair.lst"), "w") as out:
        out.write("\n".join(pairs) + "\n")
    tests = []
    for n in range(2):
        image = f"test/{200000 + n}.jpg"
        _save_jpg(os.path.join(root, image), generator, 64, 64)
        tests.append(image)
    with open(os.path.join(root, "test.lst"), "w") as out:
        out.write("\n".join(tests) + "\n")
    shapes = {
        "conv1_1": (64, 3),
        "conv1_2": (64, 64),
        "conv2_1": (128, 64),
        "conv2_2": (128, 128),
        "conv3_1": (256, 128),
        "conv3_2": (256, 256),
        "conv3_3": (256, 256),
        "conv4_1": (512, 256),
        "conv4_2": (512, 512),
        "conv4_3": (512, 512),
        "conv5_1": (512, 512),
        "conv5_2": (512, 512),
        "conv5_3": (512, 512),
    }
    convs = {}
    for layer, (out_channels, in_channels) in shapes.items():
        scale = (2.0 / (9 * in_channels)) ** 0.5
        convs[layer + "-weight"] = (
            generator.standard_normal((out_channels, in_channels, 3, 3)) * scale
        ).astype(numpy.float32)
        convs[layer + "-bias"] = numpy.zeros(out_channels, dtype=numpy.float32)
    scipy.io.savemat(os.path.join(folder, "vgg16convs.mat"), convs)


def coangquang_logs(folder: str) -> None:
    """The folder train_dis.py saves each epoch's checkpoint into (its --saved_path,
    logs/ISNet, which it never makes: the author's, there when it ran). Its data are the
    repository's own DUTS images, extracted with the script."""
    os.makedirs(os.path.join(folder, "logs", "ISNet"), exist_ok=True)


def kie4280_photomatte(folder: str) -> None:
    """PhotoMatte85 and backgrounds as V2wd/data_path.py names them (its paths are the
    author's /eva_data folders), under V2wd/data/: photomatte85/train and /valid, each with
    fgr/ (RGB foregrounds) and pha/ (alpha mattes, L) of the same names, and backgrounds/train
    and /valid (RGB): 10 training and 2 validation foregrounds and backgrounds, 96 x 96 (its
    transforms resize them to 512). Each matte is a disc with a soft rim drawn at random."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(97)
    size = 96
    root = os.path.join(folder, "V2wd", "data")
    yy, xx = numpy.mgrid[0:size, 0:size]
    for split, count in (("train", 10), ("valid", 2)):
        for sub in ("fgr", "pha"):
            os.makedirs(os.path.join(root, "photomatte85", split, sub), exist_ok=True)
        os.makedirs(os.path.join(root, "backgrounds", split), exist_ok=True)
        for n in range(count):
            name = f"{n:04d}"
            cx, cy = generator.uniform(0.3 * size, 0.7 * size, 2)
            radius = generator.uniform(0.2 * size, 0.4 * size)
            matte = numpy.clip((radius - numpy.hypot(xx - cx, yy - cy)) / 4.0 + 0.5, 0.0, 1.0)
            Image.fromarray(numpy.uint8(numpy.round(matte * 255)), "L").save(
                os.path.join(root, "photomatte85", split, "pha", name + ".png")
            )
            _png(
                os.path.join(root, "photomatte85", split, "fgr", name + ".png"),
                generator,
                size,
                "RGB",
            )
            _save_jpg(
                os.path.join(root, "backgrounds", split, name + ".jpg"), generator, size, size
            )
