"""Data made here for batch s's topics (1) to (8) (corpus_first_sight_s_01to08.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def rachei7_mnist_bags_7(folder: str, counts: tuple[int, int] = (24, 8)) -> None:
    """`BMDS22/Q1/npy/mnist_bags_7.npy` (beside the script, where it runs): the object array
    that the `mil` package's mnist_bags.load() reads (its wheel does not ship it): six
    entries, training bags, their labels, their instances' labels, then the same for the test
    set. A bag is an array of 8 to 16 images of 28x28 in [0, 1] (random pixels here; one bag
    of 16 in each set, so that the padded bags are 16 long, the size RacheI7's network's
    linear layer is written for), its label 1 where an instance is a 7 (every other bag)."""
    import numpy

    generator = numpy.random.default_rng(101)
    parts = []
    for count in counts:
        bags, labels, instances = [], [], []
        for i in range(count):
            size = 16 if i == 0 else int(generator.integers(8, 17))
            digits = generator.choice([0, 1, 2, 3, 4, 5, 6, 8, 9], size)
            if i % 2 == 0:  # half the bags positive
                digits[generator.integers(0, size)] = 7
            bags.append(generator.random((size, 28, 28)))
            instances.append(digits)
            labels.append(int((digits == 7).any()))
        parts += [bags, labels, instances]
    array = numpy.empty(len(parts), dtype=object)
    for i, part in enumerate(parts):
        array[i] = part
    out = os.path.join(folder, "BMDS22", "Q1", "npy")
    os.makedirs(out, exist_ok=True)
    numpy.save(os.path.join(out, "mnist_bags_7.npy"), array, allow_pickle=True)


def rasbt_afad(folder: str, counts: tuple[int, int, int] = (64, 16, 16), ages: int = 5) -> None:
    """rasbt/ord-torchhub's AFAD layout under `_train/` (where its trainers run and read
    relative paths): `data_splits/afad_{train,valid,test}_balanced.csv` with the columns
    file,path,age,gender (an unnamed index first, read with index_col=0), and the JPEG faces at
    `tarball/AFAD-Full/<path>` (150x150 RGB: random pixels here, larger than the 140x140
    centre crop). Ages are 0 to `ages` - 1, the classes the trainers count, each set cycling
    through them."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(202)
    root = os.path.join(folder, "_train")
    splits = os.path.join(root, "data_splits")
    os.makedirs(splits, exist_ok=True)
    for name, count in zip(("train", "valid", "test"), counts, strict=True):
        rows = ["file,path,age,gender\n"]
        for i in range(count):
            age = i % ages
            file = f"{name}{i:04d}-0.jpg"
            path = f"{18 + age}/{111 + i % 2}/{file}"
            out = os.path.join(root, "tarball", "AFAD-Full", os.path.dirname(path))
            os.makedirs(out, exist_ok=True)
            pixels = generator.integers(0, 256, (150, 150, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, file))
            gender = "female" if i % 2 == 0 else "male"
            rows.append(f"{i},{path},{age},{gender}\n")
        with open(os.path.join(splits, f"afad_{name}_balanced.csv"), "w") as file:
            file.writelines(rows)


def yejin_openmax_cifar40(
    folder: str, counts: tuple[int, int] = (128, 32), classes: int = 4
) -> None:
    """2yejin2/OpenMax's image folders under `data/` (the recipe's --data-root): the training
    set at `train/cifar40/<class>/<n>.png` and the test set at `test/cifar40/labels/<class>/
    <n>.png`, as its dataloader joins them for --data cifar40; 32x32 RGB images of random
    pixels, `classes` classes (fewer than the network's 40 outputs, all below them)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(303)
    for part, count in zip(("train/cifar40", "test/cifar40/labels"), counts, strict=True):
        for i in range(count):
            out = os.path.join(folder, "data", part, f"class{i % classes:02d}")
            os.makedirs(out, exist_ok=True)
            pixels = generator.integers(0, 256, (32, 32, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, f"{i:04d}.png"))


class CIFAR100:
    """torchvision's CIFAR100 made here, as corpus_data's CIFAR10 (32x32 RGB images of random
    pixels as PIL images, an array and a list of labels), with 100 classes and 384 training
    samples (gpleiss's train.py keeps its last --valid_size of them for validation)."""

    def __new__(cls, *args, **kwargs):
        import corpus_data

        class _CIFAR100(corpus_data.CIFAR10):
            classes = 100
            samples = (384, 64)

        return _CIFAR100(*args, **kwargs)


def maxu_cifar100_python(folder: str, counts: tuple[int, int] = (6400, 300)) -> None:
    """`data/cifar-100-python/{train,test,meta}` (ma-xu's CIFAR100 reads them from
    ../../data beside OSR/OpenMax): pickles as CIFAR-100's python version holds them, 'data'
    rows of 3072 uint8 (channel-major 32x32), 'fine_labels', and the meta's 100
    'fine_label_names'. Labels cycle through the 100 classes (64 training images a class, so
    128 for the recipe's 2 known classes); each image is its class's
    colour (a level per channel from the label) with a little noise, so that a network can
    tell the known classes apart after a few steps."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(404)
    out = os.path.join(folder, "data", "cifar-100-python")
    os.makedirs(out, exist_ok=True)
    for name, count in zip(("train", "test"), counts, strict=True):
        labels = [i % 100 for i in range(count)]
        rows = []
        for label in labels:
            levels = numpy.array([label * 2.5, (label * 37) % 256, 255 - label * 2.5])
            image = levels[:, None] + generator.normal(0.0, 8.0, (3, 1024))
            rows.append(numpy.clip(image, 0, 255).astype(numpy.uint8).reshape(-1))
        entry = {"data": numpy.stack(rows), "fine_labels": labels}
        with open(os.path.join(out, name), "wb") as file:
            pickle.dump(entry, file)
    with open(os.path.join(out, "meta"), "wb") as file:
        pickle.dump({"fine_label_names": [f"class{i:02d}" for i in range(100)]}, file)
