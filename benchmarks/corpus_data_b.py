"""Data made here for the second batch of first-sight recipes (corpus_first_sight_b.py).

`benchmarks/corpus.py` writes this module beside each script, as it writes corpus_data.py; an
edit swaps the class or the file the script would download for one of these. The values come
from generators of their own: the script's random streams are left untouched.
"""

from __future__ import annotations

import corpus_data


class CIFAR100(corpus_data.CIFAR10):
    """CIFAR-100's form: 32x32 colour images (an array) and a list of labels, 100 classes."""

    classes = 100
