"""Data made here for the scripts of `corpus_first_sight_j_31to35.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy

# Topic (32): drug-target interaction prediction.

# Small drugs' SMILES that RDKit parses (aspirin, caffeine, ibuprofen, paracetamol, ...).
SMILES = (
    "CC(=O)OC1=CC=CC=C1C(=O)O",
    "CN1C=NC2=C1C(=O)N(C(=O)N2C)C",
    "CC(C)CC1=CC=C(C=C1)C(C)C(=O)O",
    "CC(=O)NC1=CC=C(C=C1)O",
    "CN1CCC[C@H]1C2=CN=CC=C2",
    "C1=CC=C(C=C1)C(=O)O",
    "CC(C)NCC(COC1=CC=CC2=CC=CC=C21)O",
    "COC1=CC=C(C=C1)CCN",
    "OC(=O)CCC(=O)O",
    "CCN(CC)CC(=O)NC1=C(C)C=CC=C1C",
    "C1CCC(CC1)NC(=O)N",
    "CC1=CC=C(C=C1)S(=O)(=O)N",
)
AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"


def _pairs(generator: numpy.random.Generator, rows: int) -> list[str]:
    """`rows` lines of "SMILES protein label", the drug-target pairs' text form."""
    lines = []
    for row in range(rows):
        smiles = SMILES[generator.integers(len(SMILES))]
        length = int(generator.integers(60, 200))
        protein = "".join(AMINO_ACIDS[i] for i in generator.integers(20, size=length))
        lines.append(f"{smiles} {protein} {row % 2}")
    return lines


def cscl_dti_gpcr(folder: str) -> None:
    """`data/gpcr-train.txt` and `data/gpcr-test.txt` for xiiiz/CSCL-DTI's gpcr/main.py (its
    readme's data, which the mirror lacks: the training file is over the snapshot's size):
    one pair a line, a drug's SMILES, a protein's amino acids and the label (1: they
    interact), separated by spaces. Here 40 and 8 pairs of twelve real drugs' SMILES and
    random sequences of 60 to 199 residues, labels alternating."""
    generator = numpy.random.default_rng(32)
    data = os.path.join(folder, "data")
    os.makedirs(data, exist_ok=True)
    for name, rows in (("gpcr-train.txt", 40), ("gpcr-test.txt", 8)):
        with open(os.path.join(data, name), "w") as file:
            file.write("\n".join(_pairs(generator, rows)) + "\n")
