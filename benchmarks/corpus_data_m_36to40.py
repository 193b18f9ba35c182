"""Data made here for batch m's topics (36) to (40) (corpus_first_sight_m_36to40.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations


def scarpet_mnist_two_class(folder: str) -> None:
    """The arrays nn-training/mnist2classdataloader.py caches from MNIST's digits 0 and 1 (it
    downloads MNIST only where they are missing): train_class_0.npy and train_class_1.npy, 768
    images each, test_class_0.npy and test_class_1.npy, 64 each, float32 of N x 1 x 16 x 16 in
    [0, 1] (MNIST resized to 16 x 16 and made tensors), beside the script."""
    import os

    import numpy

    generator = numpy.random.default_rng(4036)
    out = os.path.join(folder, "nn-training")
    for split, count in (("train", 768), ("test", 64)):
        for digit in (0, 1):
            images = generator.random((count, 1, 16, 16), dtype=numpy.float32)
            # A faint stroke per digit (a ring for 0, a bar for 1), so the classes differ.
            if digit == 0:
                images[:, :, 3:13, 3] += 0.8
                images[:, :, 3:13, 12] += 0.8
            else:
                images[:, :, 2:14, 7:9] += 0.8
            numpy.save(os.path.join(out, f"{split}_class_{digit}.npy"), images.clip(0, 1))
