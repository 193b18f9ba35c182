"""Data made here for batch q's topics (11) to (15) (corpus_first_sight_q_11to15.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os
import pickle


def yanruz_cedar(folder: str, people: int = 4, signatures: int = 4) -> None:
    """Yanruz/Signature-Verification's CEDAR signatures (signatures/full_org/original_P_S.png
    and signatures/full_forg/forgeries_P_S.png, dark strokes on white, grey PNGs) and the pair
    indexes siamese_train.py reads instead of drawing them (disjoint_user_train_index.pkl and
    disjoint_user_test_index.pkl: lists of (path, path, label), 1 for two originals of one
    person, 0 for an original and a forgery), so its dataset_gen, which draws 17,550 pairs,
    is not run; also train_index.pkl and test_index.pkl, the same pairs, which the script's
    look at the trained model reads (it builds that data set without disjoint_user)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(111)
    for sub, stem in (("full_org", "original"), ("full_forg", "forgeries")):
        os.makedirs(os.path.join(folder, "signatures", sub), exist_ok=True)
        for person in range(1, people + 1):
            for sign in range(1, signatures + 1):
                pixels = numpy.full((60, 90), 255, dtype=numpy.uint8)
                for _ in range(6):
                    row, col = generator.integers(5, 50), generator.integers(5, 80)
                    pixels[row : row + 4, col : col + int(generator.integers(4, 10))] = 0
                name = f"{stem}_{person}_{sign}.png"
                Image.fromarray(pixels).save(os.path.join(folder, "signatures", sub, name))
    org = "signatures/full_org/original_%d_%d.png"
    forg = "signatures/full_forg/forgeries_%d_%d.png"
    pairs = []
    for person in range(1, people + 1):
        for sign in range(1, signatures):
            pairs.append((org % (person, sign), org % (person, sign + 1), 1))
            pairs.append((org % (person, sign), forg % (person, sign), 0))
    for prefix in ("disjoint_user_", ""):
        for split in ("train", "test"):
            with open(os.path.join(folder, f"{prefix}{split}_index.pkl"), "wb") as out:
                pickle.dump(pairs, out)


def vinhloiit_cedar(folder: str, writers: int = 4, signatures: int = 3) -> None:
    """VinhLoiIT/signet-pytorch's CEDAR in data/CEDAR (full_org/original_W_S.png and
    full_forg/forgeries_W_S.png, dark strokes on white, grey PNGs) and the two lists
    prepare_data.py writes there, train.csv and test.csv, rows of (path, path, label) with no
    header: 1 for two originals of one writer, 0 for an original and a forgery; writers 1 to
    3 train (12 pairs), writer 4 tests (4 pairs)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(112)
    root = os.path.join(folder, "data", "CEDAR")
    for sub, stem in (("full_org", "original"), ("full_forg", "forgeries")):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
        for writer in range(1, writers + 1):
            for sign in range(1, signatures + 1):
                pixels = numpy.full((70, 100), 255, dtype=numpy.uint8)
                for _ in range(7):
                    row, col = generator.integers(5, 60), generator.integers(5, 85)
                    pixels[row : row + 3, col : col + int(generator.integers(4, 12))] = 0
                Image.fromarray(pixels).save(os.path.join(root, sub, f"{stem}_{writer}_{sign}.png"))
    org = "./data/CEDAR/full_org/original_%d_%d.png"
    forg = "./data/CEDAR/full_forg/forgeries_%d_%d.png"
    rows = {"train": [], "test": []}
    for writer in range(1, writers + 1):
        split = "train" if writer < writers else "test"
        rows[split].append(f"{org % (writer, 1)},{org % (writer, 2)},1")
        rows[split].append(f"{org % (writer, 2)},{org % (writer, 3)},1")
        rows[split].append(f"{org % (writer, 1)},{forg % (writer, 1)},0")
        rows[split].append(f"{org % (writer, 3)},{forg % (writer, 2)},0")
    for split, lines in rows.items():
        with open(os.path.join(root, f"{split}.csv"), "w") as out:
            out.write("\n".join(lines) + "\n")


def dogoulis_faces(folder: str, images: int = 28) -> None:
    """dogoulis/gan-prediction's two folders of face images, one of real faces (label 0) and
    one of generated faces (label 1), which its CreateFile lists into train, validation and
    test CSVs (here src/images/real and src/images/fake, beside the script, named by the
    recipe's edit of its config): 28 colour PNGs of 64 x 64 in each, 56 in all, enough for
    the config's split of 20 test and 30 training images (6 validate)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(121)
    for sub in ("real", "fake"):
        out = os.path.join(folder, "src", "images", sub)
        os.makedirs(out, exist_ok=True)
        for n in range(images):
            pixels = generator.integers(0, 256, (64, 64, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(out, f"{sub}_{n:03d}.png"))


def thuyngch_patches(folder: str) -> None:
    """thuyngch/Image-Forgery-using-Deep-Learning's patches as its prepare_data.py leaves them
    for the training scripts: data/RGB_64_5/{train,valid}/{au,tp}/*.png, 64 x 64 colour
    patches of authentic (au) and tampered (tp) CASIA-v2 images, read by torchvision's
    ImageFolder; 12 of each class to train and 4 of each to validate."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(122)
    for split, count in (("train", 12), ("valid", 4)):
        for label in ("au", "tp"):
            out = os.path.join(folder, "data", "RGB_64_5", split, label)
            os.makedirs(out, exist_ok=True)
            for n in range(count):
                pixels = generator.integers(0, 256, (64, 64, 3), dtype=numpy.uint8)
                Image.fromarray(pixels).save(os.path.join(out, f"{label}_{n:03d}.png"))


def secc_text(folder: str, chars: int = 5000) -> None:
    """jimiehuanling/SECC-Stega's training text beside its training script: the first 5,000
    characters of the repository's own python/common/shakespeare.txt (tiny Shakespeare,
    1.1 MB, which the recipe extracts), written as shakespeare.txt in "python/train model",
    where train_model_bin.py opens it (the repository keeps it in python/common)."""
    source = os.path.join(folder, "python", "common", "shakespeare.txt")
    with open(source) as text:
        head = text.read()[:chars]
    with open(os.path.join(folder, "python", "train model", "shakespeare.txt"), "w") as out:
        out.write(head)


def jianyao_mnist(folder: str, train: int = 640, test: int = 100) -> None:
    """Jianyao-Yin/Triple-Stealthy-Backdoor-Attack's MNIST as its data_process.py leaves it
    (MNIST/data/MNIST_train.npz and MNIST_test.npz: X uint8 of shape (n, 28, 28, 1), Y the
    labels), 640 training and 100 test digits; and the clean model its 3S attack reads its
    triggers from, MNIST/models/pre_MNIST.pt (trained there by the same script with
    train=True, which it ships set to False): the state dict of its MNIST_CNN (three 3 x 3
    convolutions of 16, 32 and 64 channels, a linear layer from 576 to 10), drawn here from a
    generator of this maker's."""
    import numpy
    import torch

    generator = numpy.random.default_rng(151)
    data = os.path.join(folder, "MNIST", "data")
    os.makedirs(data, exist_ok=True)
    for name, count in (("MNIST_train.npz", train), ("MNIST_test.npz", test)):
        images = generator.integers(0, 256, (count, 28, 28, 1), dtype=numpy.uint8)
        labels = generator.integers(0, 10, count).astype(numpy.int64)
        numpy.savez(os.path.join(data, name), X=images, Y=labels)
    shapes = {
        "features.0.weight": (16, 1, 3, 3),
        "features.0.bias": (16,),
        "features.3.weight": (32, 16, 3, 3),
        "features.3.bias": (32,),
        "features.6.weight": (64, 32, 3, 3),
        "features.6.bias": (64,),
        "fc.weight": (10, 576),
        "fc.bias": (10,),
    }
    state = {
        key: torch.tensor(generator.normal(0.0, 0.1, shape), dtype=torch.float32)
        for key, shape in shapes.items()
    }
    models = os.path.join(folder, "MNIST", "models")
    os.makedirs(models, exist_ok=True)
    torch.save(state, os.path.join(models, "pre_MNIST.pt"))


def miae_cifar10(folder: str) -> None:
    """RPI-DSPlab/MIAE's CIFAR-10 as obtain_pred.py --save_dataset leaves it for target-model
    training (under experiment/mia_comp/data/miae_standard_exp/target/cifar10:
    target_trainset.pkl, target_testset.pkl and aux_set.pkl, pickled data sets of
    (image, label) pairs): here TensorDatasets of normalised 3 x 32 x 32 images and int64
    labels, 48 members, 48 non-members and 96 auxiliary samples (the saved sets are
    torchvision CIFAR-10 subsets, with random crops and flips where --data_aug is set; these
    hold the tensors themselves, no augmentation)."""
    import numpy
    import torch
    from torch.utils.data import TensorDataset

    generator = numpy.random.default_rng(141)
    out = os.path.join(
        folder, "experiment", "mia_comp", "data", "miae_standard_exp", "target", "cifar10"
    )
    os.makedirs(out, exist_ok=True)
    for name, count in (("target_trainset", 48), ("target_testset", 48), ("aux_set", 96)):
        images = torch.tensor(generator.normal(0.0, 1.0, (count, 3, 32, 32)), dtype=torch.float32)
        labels = torch.tensor(generator.integers(0, 10, count), dtype=torch.int64)
        with open(os.path.join(out, f"{name}.pkl"), "wb") as target:
            pickle.dump(TensorDataset(images, labels), target)
