"""Data made here for batch r's topics (41) to (45) (corpus_first_sight_r_41to45.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def anjalisarawgi_mnist(folder: str, samples: tuple[int, int] = (640, 64)) -> None:
    """anjalisarawgi/mlops's mlops_repo/mlops_project/data/processed: the corrupted-MNIST
    tensors lightning_trainmodel.py loads with torch.load (images float32 of shape (N, 1, 28,
    28), normalised; targets int64, ten classes), for training and testing. 640 training
    images are 20 batches of 32, of which its limit_train_batches=0.2 trains 4."""
    import torch

    generator = torch.Generator().manual_seed(4101)
    out = os.path.join(folder, "mlops_repo", "mlops_project", "data", "processed")
    os.makedirs(out, exist_ok=True)
    for split, count in zip(("train", "test"), samples, strict=True):
        images = torch.randn(count, 1, 28, 28, generator=generator)
        targets = torch.arange(count) % 10
        torch.save(images, os.path.join(out, f"{split}_images.pt"))
        torch.save(targets, os.path.join(out, f"{split}_target.pt"))


def jungin500_imagenet(folder: str, images: tuple[int, int] = (32, 8)) -> None:
    """jungin500/lightning-template's ImageNet, in the layout torchvision's ImageNet reads
    when its archives are already unpacked: imagenet/meta.bin (the class names of each WordNet
    id and the validation images' ids, as torchvision writes it) and imagenet/train/<wnid>/
    and imagenet/val/<wnid>/ with small JPEG images (resized to 224 x 224 by the script), four
    classes; 32 training images (4 batches of 8) and 8 validation images."""
    import numpy
    import torch
    from PIL import Image

    generator = numpy.random.default_rng(4102)
    root = os.path.join(folder, "imagenet")
    wnids = ("n01440764", "n01443537", "n01484850", "n01491361")
    classes = {wnid: (f"class{n}",) for n, wnid in enumerate(wnids)}
    val_wnids = []
    for split, count in zip(("train", "val"), images, strict=True):
        for i in range(count):
            wnid = wnids[i % len(wnids)]
            out = os.path.join(root, split, wnid)
            os.makedirs(out, exist_ok=True)
            pixels = generator.integers(0, 256, (32, 32, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, f"{wnid}_{i}.JPEG"))
            if split == "val":
                val_wnids.append(wnid)
    torch.save((classes, val_wnids), os.path.join(root, "meta.bin"))


def zhangruochi_fasta(folder: str, sequences: tuple[int, int, int] = (16, 8, 8)) -> None:
    """zhangruochi/pseudoESM's data/train, data/eval and data/test: FASTA files of protein
    sequences, a header line and one sequence line each (its FastaDataset counts records as
    half the lines), 20 to 40 residues of the 20 standard amino acids. The repository's
    eval and test files (50,000 sequences each) are not in the stored snapshot; the train
    folder is not in the repository."""
    import numpy

    generator = numpy.random.default_rng(4401)
    letters = numpy.array(list("ACDEFGHIKLMNPQRSTVWY"))
    for split, count in zip(("train", "eval", "test"), sequences, strict=True):
        out = os.path.join(folder, "data", split)
        os.makedirs(out, exist_ok=True)
        lines = []
        for i in range(count):
            length = int(generator.integers(20, 41))
            lines.append(f">{split}_{i}")
            lines.append("".join(generator.choice(letters, length)))
        with open(os.path.join(out, "50thousand.fasta"), "w") as f:
            f.write("\n".join(lines) + "\n")
