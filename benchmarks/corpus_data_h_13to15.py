"""Data made here for the scripts of `corpus_first_sight_h_13to15.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topic (13): domain adaptation with a gradient reversal layer.


def tllib_office31(folder: str, counts: tuple[int, int, int] = (24, 16, 4), size: int = 36) -> None:
    """`data/office31` beside TLlib's examples/domain_adaptation/image_classification/dann.py:
    Office-31 as its Office31 data set reads it (a download from Tsinghua's cloud, skipped
    where the four folders exist): `image_list/amazon.txt`, `webcam.txt` and `dslr.txt` (a
    picture's path under the root and its class, 0 to 30, a line each) and the pictures under
    `amazon/images/CLASS/`, `webcam/images/CLASS/` and `dslr/images/CLASS/`; here 24 amazon,
    16 webcam and 4 dslr RGB JPEGs of 36 x 36 (3 and 2 batches of 8: the source and target
    loaders drop their last), classes in turn, the webcam ones darker (another domain)."""
    from PIL import Image

    classes = [
        "back_pack", "bike", "bike_helmet", "bookcase", "bottle", "calculator", "desk_chair",
        "desk_lamp", "desktop_computer", "file_cabinet", "headphones", "keyboard",
        "laptop_computer", "letter_tray", "mobile_phone", "monitor", "mouse", "mug",
        "paper_notebook", "pen", "phone", "printer", "projector", "punchers", "ring_binder",
        "ruler", "scissors", "speaker", "stapler", "tape_dispenser", "trash_can",
    ]  # fmt: skip
    generator = torch.Generator().manual_seed(13)
    root = os.path.join(folder, "examples", "domain_adaptation", "image_classification")
    root = os.path.join(root, "data", "office31")
    os.makedirs(os.path.join(root, "image_list"), exist_ok=True)
    for domain, count, scale in zip(
        ("amazon", "webcam", "dslr"), counts, (1.0, 0.6, 0.8), strict=True
    ):
        lines = []
        for n in range(count):
            label = n % len(classes)
            pixels = torch.rand(size, size, 3, generator=generator) * scale
            pixels[:, : 1 + label] *= 0.5  # a band whose width tells the class
            name = os.path.join(domain, "images", classes[label], f"frame_{n:04d}.jpg")
            os.makedirs(os.path.join(root, os.path.dirname(name)), exist_ok=True)
            values = (pixels * 255).to(torch.uint8).numpy()
            Image.fromarray(values).save(os.path.join(root, name))
            lines.append(f"{name} {label}")
        with open(os.path.join(root, "image_list", f"{domain}.txt"), "w") as listing:
            listing.write("\n".join(lines) + "\n")


def cwru_bearings(folder: str, length: int = 2048) -> None:
    """`dataset/CWRU/12k_Drive_End_*.mat`: the Case Western Reserve bearing recordings that
    Freedom-JJ/DANN-CWRU's data_loader.py names (nine faults at four motor loads, 36 files,
    a download from CWRU's site, not in the repository: its `dataset` is a link to the
    author's home), each a MATLAB file whose `X<number>_DE_time` is the drive end's
    accelerometer as a column; here 2,048 samples of a few sines whose pitch tells the fault
    and whose amplitude the load, with noise (the script reads 256 from offsets up to 167)."""
    import scipy.io

    faults = ["B007", "B014", "B021", "IR007", "IR014", "IR021", "OR007", "OR014", "OR021"]
    numbers = {  # the files' numbers for loads 0 to 3, as data_loader.py names them
        "B007": (118, 119, 120, 121), "B014": (185, 186, 187, 188),
        "B021": (222, 223, 224, 225), "IR007": (105, 106, 107, 108),
        "IR014": (169, 170, 171, 172), "IR021": (209, 210, 211, 212),
        "OR007": (130, 131, 132, 133), "OR014": (197, 198, 199, 200),
        "OR021": (234, 235, 236, 237),
    }  # fmt: skip
    generator = torch.Generator().manual_seed(131)
    out = os.path.join(folder, "dataset", "CWRU")
    os.makedirs(out, exist_ok=True)
    time = torch.arange(length, dtype=torch.float64) / 12000
    for k, fault in enumerate(faults):
        for load, number in enumerate(numbers[fault]):
            signal = (0.2 + 0.05 * load) * torch.sin(2 * torch.pi * (400 + 150 * k) * time)
            noise = torch.randn(length, generator=generator, dtype=torch.float64)
            signal = signal + 0.05 * noise
            at = "@6" if fault.startswith("OR") else ""
            name = f"12k_Drive_End_{fault}{at}_{load}_{number}.mat"
            column = signal.numpy().reshape(length, 1)
            scipy.io.savemat(os.path.join(out, name), {f"X{number}_DE_time": column})


# Topic (14): energy-based model training.


def _small_mnist():
    """corpus_data's MNIST stand-in with fewer samples (imported here, where the modules are
    written beside the script)."""
    import corpus_data

    class SmallMNIST(corpus_data.MNIST):
        samples = (96, 32)  # training, test

    return SmallMNIST


def __getattr__(name: str):
    if name == "SmallMNIST":  # made when first asked, so that this module imports alone
        return _small_mnist()
    raise AttributeError(name)
