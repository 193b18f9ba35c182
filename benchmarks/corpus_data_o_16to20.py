"""Data made here for batch o's topics (16) to (20) (corpus_first_sight_o_16to20.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def tsmotlp_punctuation(folder: str) -> None:
    """tsmotlp/pytorch_punctuator's data/processed_data/{train,valid,test}.npy, as its
    data/preprocessing.py leaves them: one array saved with np.save whose first row holds the
    sentences as word ids (1 to 999, padded with 0 to one length) and whose second holds a
    label per word (0: no punctuation after it, 1 to 7: the punctuation mark's place in its
    PUNCTUATION_VOCABULARY; 0 where padded). 32 training sentences, 16 for validation and
    test, 32 positions each, sentences of 12 to 32 words."""
    import numpy

    generator = numpy.random.default_rng(1616)
    out = os.path.join(folder, "data", "processed_data")
    os.makedirs(out, exist_ok=True)
    for split, count in (("train", 32), ("valid", 16), ("test", 16)):
        words = numpy.zeros((count, 32), dtype=numpy.int64)
        labels = numpy.zeros((count, 32), dtype=numpy.int64)
        for row in range(count):
            length = int(generator.integers(12, 33))
            words[row, :length] = generator.integers(1, 1000, length)
            # about one word in four is followed by a mark, the last by a full stop
            marks = generator.integers(1, 8, length) * (generator.random(length) < 0.25)
            marks[length - 1] = 2
            labels[row, :length] = marks
        numpy.save(os.path.join(out, f"{split}.npy"), numpy.stack([words, labels]))


def ltrl_cifar100(folder: str) -> None:
    """CIFAR-100 as torchvision's CIFAR100 reads it from its download, under data/CIFAR-100
    (fistyee/LTRL's config's data_dir): cifar-100-python/train and test, pickled dicts of
    `data` (rows of 3072 bytes, the red plane then green then blue of a 32 x 32 image) and
    `fine_labels`, and meta's `fine_label_names`. 100 training images a class (the script's
    IMBALANCECIFAR100 keeps int(100 * 0.01 ** (class / 99)) of each: 2,131 in all, at least
    one a class, as its assertion of 100 classes asks) and one test image a class. The files'
    md5 sums are not the download's: an edit of the recipe lets torchvision take them."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(2020)
    out = os.path.join(folder, "data", "CIFAR-100", "cifar-100-python")
    os.makedirs(out, exist_ok=True)
    for split, per_class in (("train", 100), ("test", 1)):
        labels = [label for label in range(100) for _ in range(per_class)]
        data = generator.integers(0, 256, (len(labels), 3072), dtype=numpy.uint8)
        with open(os.path.join(out, split), "wb") as file:
            pickle.dump({"data": data, "fine_labels": labels}, file)
    with open(os.path.join(out, "meta"), "wb") as file:
        pickle.dump({"fine_label_names": [f"class_{n}" for n in range(100)]}, file)
