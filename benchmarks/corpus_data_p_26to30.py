"""Data made here for batch p's topics (26) to (30) (corpus_first_sight_p_26to30.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

# Ring-bearing SMILES written for the made data set (benzene, pyridine, cyclohexane and
# furan rings with short side chains), each in the tokens tangdadai/BsMT's vocab.py knows.
_SMILES = (
    "c1ccccc1CCO",
    "CC(=O)Nc1ccc(O)cc1",
    "c1ccncc1CN",
    "OC1CCCCC1",
    "CCOc1ccccc1Cl",
    "c1ccoc1C(=O)O",
    "NC(=O)c1cccnc1",
    "CC1CCC(N)CC1",
)


def tangdadai_egfr_rings(folder: str) -> None:
    """tangdadai/BsMT's BsMT/datasets/fine_egfr_ring.csv (columns smiles, split, ring_left,
    ring_right, ring_label, ring_dis): 48 train, 8 valid and 8 test rows of the SMILES above,
    the ring's bond given as a token span (left, distance) of which half close the ring
    (right - left == distance), and the weights folder its trainer saves into."""
    import numpy

    generator = numpy.random.default_rng(2601)
    base = os.path.join(folder, "BsMT")
    os.makedirs(os.path.join(base, "datasets"), exist_ok=True)
    os.makedirs(os.path.join(base, "weights"), exist_ok=True)
    lines = ["smiles,split,ring_left,ring_right,ring_label,ring_dis"]
    splits = ["train"] * 48 + ["valid"] * 8 + ["test"] * 8
    for n, split in enumerate(splits):
        smiles = _SMILES[int(generator.integers(0, len(_SMILES)))]
        left = int(generator.integers(1, 4))
        distance = int(generator.integers(2, 7))
        closes = n % 2 == 0
        right = left + distance if closes else left + distance + 1
        lines.append(f"{smiles},{split},{left},{right},{int(closes)},{distance}")
    with open(os.path.join(base, "datasets", "fine_egfr_ring.csv"), "w") as out:
        out.write("\n".join(lines) + "\n")


def revenant_image_folder(folder: str) -> None:
    """The folder Revenant741/ESN's reservoir_test.py saves its accuracy plot into
    (src/image/, which the repository does not hold); its MNIST is corpus_data.MNIST."""
    os.makedirs(os.path.join(folder, "src", "image"), exist_ok=True)
