"""Data made here for the scripts of `corpus_first_sight_g_16to18.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into, or an
edit swaps a torchvision class for one of these. The values come from generators of their
own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topic (17): handwriting recognition with CTC loss.


class EMNIST:
    """torchvision's EMNIST as rinabuoy/crnn-ctc-loss-pytorch reads it: `.data`, uint8
    images of 28 x 28 (stored transposed, as EMNIST's are, which the script undoes), and
    `.targets`, digits 0 to 9 (split "digits"); 1,000 of them, nothing downloaded."""

    def __init__(self, root=None, split="digits", train=True, download=False, **_):
        generator = torch.Generator().manual_seed(17 if train else 18)
        count = 1000
        self.data = torch.randint(0, 256, (count, 28, 28), generator=generator, dtype=torch.uint8)
        self.targets = torch.randint(0, 10, (count,), generator=generator)

    def __len__(self) -> int:
        return len(self.targets)


HTR_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def htr_lines(folder: str, counts: tuple[int, int] = (96, 24), height: int = 16) -> None:
    """`data/{train,val}/line_NNN.{jpg,txt}` and `data/chars.txt`: moisesPastor/HTR_nn_tool's
    data as its dataset.py and train.py read them (a folder of text-line images, each beside
    its transcript of the same name; a file of the model's symbols, one a line, the second the
    CTC blank, with `~` for the space), lines of two or three made-up lowercase words drawn as
    noise, each as wide as its text (4 pixels a character at a height of 16), so the lines of a
    batch differ in width, as handwritten lines do."""
    from PIL import Image

    generator = torch.Generator().manual_seed(1717)
    root = os.path.join(folder, "data")
    for split, count in zip(("train", "val"), counts, strict=True):
        out = os.path.join(root, split)
        os.makedirs(out, exist_ok=True)
        for n in range(count):
            words = []
            for _ in range(int(torch.randint(2, 4, (), generator=generator))):
                length = int(torch.randint(2, 6, (), generator=generator))
                picks = torch.randint(0, len(HTR_LETTERS), (length,), generator=generator)
                words.append("".join(HTR_LETTERS[p] for p in picks.tolist()))
            text = " ".join(words)
            width = 4 * len(text)
            pixels = torch.randint(0, 256, (height, width), generator=generator, dtype=torch.uint8)
            Image.fromarray(pixels.numpy(), mode="L").save(os.path.join(out, f"line_{n:03d}.jpg"))
            with open(os.path.join(out, f"line_{n:03d}.txt"), "w") as transcript:
                transcript.write(text + "\n")
    with open(os.path.join(root, "chars.txt"), "w") as symbols:
        symbols.write("\n".join(["~", "<ctc>", *HTR_LETTERS]) + "\n")


# Topic (18): molecular property prediction.

# Small molecules, written as SMILES (drugs and solvents), that RDKit parses.
SMILES = (
    "CC(=O)Oc1ccccc1C(=O)O",  # aspirin
    "CC(=O)Nc1ccc(O)cc1",  # paracetamol
    "CC(C)Cc1ccc(cc1)C(C)C(=O)O",  # ibuprofen
    "Cn1cnc2c1c(=O)n(C)c(=O)n2C",  # caffeine
    "CN1CCC[C@H]1c1cccnc1",  # nicotine
    "OC(=O)c1ccccc1O",  # salicylic acid
    "CCN(CC)CCOC(=O)c1ccc(N)cc1",  # procaine
    "COc1ccc2[nH]cc(CCN)c2c1",  # 5-methoxytryptamine
    "NCCc1ccc(O)c(O)c1",  # dopamine
    "CC(N)Cc1ccccc1",  # amphetamine
    "OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O",  # glucose
    "CN1C(=O)CN=C(c2ccccc2)c2cc(Cl)ccc21",  # diazepam
    "CC(C)NCC(O)COc1cccc2ccccc12",  # propranolol
    "CS(=O)(=O)Nc1ccc(cc1)[N+](=O)[O-]",  # a nitro sulfonamide
    "Clc1ccc(cc1)C(c1ccccc1)N1CCNCC1",  # norchlorcyclizine
    "O=C(O)CCC(=O)O",  # succinic acid
    "CCOC(=O)C1=C(C)NC(C)=C(C1c1ccccc1[N+](=O)[O-])C(=O)OC",  # a nifedipine analogue
    "NC(=O)c1cccnc1",  # nicotinamide
    "CC1=CC(=O)c2ccccc2C1=O",  # menadione
    "OCC(O)CO",  # glycerol
    "c1ccc2c(c1)ccc1ccccc12",  # phenanthrene
    "CC(=O)OCC[N+](C)(C)C",  # acetylcholine
    "NC(Cc1ccccc1)C(=O)O",  # phenylalanine
    "CCCCCCCCCC(=O)O",  # decanoic acid
    "FC(F)(F)c1ccc(Oc2ccccc2)cc1",  # a trifluoromethyl diphenyl ether
    "O=C1NC(=O)C(N1)(c1ccccc1)c1ccccc1",  # phenytoin
    "CC12CCC3C(CCC4=CC(=O)CCC34C)C1CCC2O",  # testosterone
    "Brc1ccc(cc1)C(=O)O",  # 4-bromobenzoic acid
    "CSCCC(N)C(=O)O",  # methionine
    "Nc1ncnc2[nH]cnc12",  # adenine
    "O=C(O)c1ccncc1",  # isonicotinic acid
    "CCN1CCN(CC1)c1ccccc1",  # an N-ethyl phenylpiperazine
)


def msmdl_ddi(folder: str, counts: tuple[int, int, int] = (32, 8, 8), types: int = 8) -> None:
    """`data/drug_smiles.csv` (drug_id, smiles), `data/ddis.csv` and
    `data/ddi_{training,validation,test}.csv` (d1, d2, type): the DrugBank interaction data as
    leeway-z/MSMDL-DDI's data_preprocessing.py and train_script.py read them (none is in the
    repository at its commit), 32 real small molecules under made-up DrugBank ids and 48
    distinct made-up interactions of 8 types among them, split 32 / 8 / 8; ddis.csv holds
    them all."""
    generator = torch.Generator().manual_seed(1818)
    root = os.path.join(folder, "data")
    os.makedirs(root, exist_ok=True)
    ids = [f"DB{n:05d}" for n in range(1, len(SMILES) + 1)]
    with open(os.path.join(root, "drug_smiles.csv"), "w") as table:
        table.write("drug_id,smiles\n")
        table.writelines(f"{i},{s}\n" for i, s in zip(ids, SMILES, strict=True))
    pairs: list[tuple[str, str, int]] = []
    seen = set()
    while len(pairs) < sum(counts):
        h, t = torch.randint(0, len(ids), (2,), generator=generator).tolist()
        if h == t or (h, t) in seen:
            continue
        seen.add((h, t))
        pairs.append((ids[h], ids[t], int(torch.randint(0, types, (), generator=generator))))
    splits = {"ddis": pairs}
    start = 0
    for name, count in zip(("ddi_training", "ddi_validation", "ddi_test"), counts, strict=True):
        splits[name] = pairs[start : start + count]
        start += count
    for name, rows in splits.items():
        with open(os.path.join(root, f"{name}.csv"), "w") as table:
            table.write("d1,d2,type\n")
            table.writelines(f"{h},{t},{r}\n" for h, t, r in rows)


def hiv_molecules(folder: str, counts: tuple[int, int] = (64, 16)) -> None:
    """`data/raw/HIV_train_oversampled.csv` and `data/raw/HIV_test.csv` (index, smiles,
    activity, HIV_active) and the empty `data/images/`: MoleculeNet's HIV data as
    deepfindr/gnn-project's dataset_featurizer.py reads them and where its train.py saves its
    confusion matrices (the oversampled file, which its oversample_data.py writes, is not in the
    repository; the test file, 4,000 molecules, is replaced by a small one), the 32 molecules of
    SMILES over and over, active (CM) or inactive (CI) at random, both classes in each file."""
    generator = torch.Generator().manual_seed(1819)
    raw = os.path.join(folder, "data", "raw")
    os.makedirs(raw, exist_ok=True)
    os.makedirs(os.path.join(folder, "data", "images"), exist_ok=True)
    for name, count in zip(("HIV_train_oversampled.csv", "HIV_test.csv"), counts, strict=True):
        labels = torch.randint(0, 2, (count,), generator=generator).tolist()
        labels[:2] = [0, 1]
        with open(os.path.join(raw, name), "w") as table:
            table.write("index,smiles,activity,HIV_active\n")
            for n, label in enumerate(labels):
                smiles = SMILES[n % len(SMILES)]
                table.write(f"{n},{smiles},{'CM' if label else 'CI'},{label}\n")
