"""Data made here for the scripts of `corpus_first_sight_h_16to18.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data` (called with the folder the repository was extracted into), or an
edit imports a class from here. The values come from generators of their own, never from the
scripts' random streams.
"""

from __future__ import annotations

from corpus_data import CIFAR10 as _CIFAR10

# Topic (16): semi-supervised learning FixMatch.


class CIFAR10(_CIFAR10):
    """corpus_data.CIFAR10 (256 random training images of 32 x 32, labels of 10 classes) with 8
    test images, not 64: vfdev-5/FixMatch-pytorch evaluates its model and its EMA model over
    the whole test set before training and after it, batch by batch of the training's size."""

    samples = (256, 8)


# Topic (17): curriculum learning.


class CIFAR10Few(_CIFAR10):
    """corpus_data.CIFAR10 with 64 training images and 8 test images, of two classes (0 and
    1): THUMNLab/CurML's image classifier keeps a tenth of the training set to validate (6
    here) and trains on the rest in batches of 100 written into it, so its 58 make one batch
    an epoch. It saves its net only when the validation accuracy beats the best so far (from
    0), and its evaluate() then loads that file: with ten random classes the 6 validation
    images were never right in 3 epochs and evaluate() stopped on the missing file; with two,
    the first epoch gets half of them right."""

    samples = (64, 8)
    classes = 2
