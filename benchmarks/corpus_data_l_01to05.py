"""Data made here for batch l's topics (1) to (5) (corpus_first_sight_l_01to05.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import corpus_data


class SmallCIFAR10(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with 24 training and 8 test images (not 256 and 64): the ResNets
    below resize them to 224 or 256 pixels a side, and a step of 8 takes seconds here."""

    samples = (24, 8)


class SmallMNIST(corpus_data.MNIST):
    """corpus_data.MNIST with 24 training and 8 test images (not 256 and 64): wellslu's
    ResNet-152 took 146 s a step of 64 here."""

    samples = (24, 8)


class NamedCIFAR10(corpus_data.CIFAR10):
    """corpus_data.CIFAR10 with torchvision's `classes`, the names (Foundsheep's train.py
    counts them for its output layer), 64 training and 32 test images."""

    samples = (64, 32)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)  # draws its labels from the class count, 10
        self.classes = [
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
        ]


def dumzj_thyroid_folders(folder: str) -> None:
    """The image folders Den_traning.py reads with ImageFolder, path/to/train/data/CLASS/*.jpg
    (its placeholder path, as written): 3 classes of 2 RGB images, 64 x 64 (its transform
    resizes them to 224)."""
    import os

    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(41)
    for name in ("class_a", "class_b", "class_c"):
        out = os.path.join(folder, "path", "to", "train", "data", name)
        os.makedirs(out, exist_ok=True)
        for image in range(2):
            pixels = generator.integers(0, 256, (64, 64, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, f"{image}.jpg"))


def anziying_state_farm(folder: str) -> None:
    """State Farm's driver images as anziying's train.py loads them after its own
    generate_img_tensor: training_image_tensor_7_8.pt, a float tensor of 4 images of 3 x 299 x
    299 (pixel values 0 to 255, channels first), and training_label_tensor_7_8.pt, their
    classes (c0 to c9) as a float tensor of 4 x 1; the Weights/ folder it saves checkpoints
    into; and distraction_data/imgs/test/, one 64 x 64 jpg for its prediction pass."""
    import os

    import numpy
    import torch
    from PIL import Image

    generator = torch.Generator().manual_seed(31)
    images = torch.randint(0, 256, (4, 3, 299, 299), generator=generator).float()
    labels = torch.tensor([[0.0], [3.0], [7.0], [9.0]])
    torch.save(images, os.path.join(folder, "training_image_tensor_7_8.pt"))
    torch.save(labels, os.path.join(folder, "training_label_tensor_7_8.pt"))
    os.makedirs(os.path.join(folder, "Weights"), exist_ok=True)
    test = os.path.join(folder, "distraction_data", "imgs", "test")
    os.makedirs(test, exist_ok=True)
    pixels = numpy.random.default_rng(37).integers(0, 256, (64, 64, 3), dtype=numpy.uint8)
    Image.fromarray(pixels).save(os.path.join(test, "img_1.jpg"))
