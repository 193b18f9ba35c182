"""Data made here for the scripts of `corpus_first_sight_g_13to15.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy as np

# Topics (13) to (15): mixup or cutmix data augmentation, focal loss for class imbalance,
# federated learning FedAvg.


def stgnn_adni(folder: str, subjects: int = 40, converters: int = 12, nodes: int = 100) -> None:
    """`data/FC_Matrices/sub-ID_run-NN_fc_matrix.npz`, `data/TADPOLE_TEMPORAL.csv` and
    `data/TADPOLE_Simplified.csv`: ADNI's functional connectivity matrices and TADPOLE's
    visit table as austinttoma/STGNN's FC_ADNIDataset and conversion_analyzer read them (ADNI
    is behind a data-use agreement). 40 subjects of 1 to 3 visits (a run each), 12 of them
    converters (label 1), so the classes are imbalanced as the focal loss expects; each visit a
    symmetric 100 x 100 matrix under the key fc_matrix (about a tenth of it above the
    script's threshold of 0.2, so about 1,000 edges a graph)."""
    generator = np.random.default_rng(14)
    root = os.path.join(folder, "data")
    matrices = os.path.join(root, "FC_Matrices")
    os.makedirs(matrices, exist_ok=True)
    temporal = [
        "Subject,Visit,Label_CS_Num,Visit_Order,Months_From_Baseline,Months_To_Next_Original"
    ]
    simplified = ["Subject,Visit_idx,Group,Label_CS_Num"]
    groups = ("CN", "MCI", "AD")
    for n in range(subjects):
        subject = f"{100 + n:03d}_S_{4000 + n:04d}"
        label = 1 if n % 3 == 0 and n < 3 * converters else 0
        visits = int(generator.integers(1, 4))
        group = groups[n % 3] if label == 0 else groups[n % 2]
        for v in range(visits):
            months = 12 * v
            following = 12 if v < visits - 1 else -1
            code = "bl" if v == 0 else f"m{months:02d}"
            temporal.append(f"{subject},{code},{label},{v + 1},{months},{following}")
            simplified.append(f"{subject},{v},{group},{label}")
            matrix = generator.normal(0.0, 0.12, (nodes, nodes))
            matrix = (matrix + matrix.T) / 2 * np.sqrt(2)
            np.fill_diagonal(matrix, 1.0)
            name = f"sub-{subject.replace('_', '')}_run-{v + 1:02d}_fc_matrix.npz"
            np.savez(os.path.join(matrices, name), fc_matrix=matrix)
    for name, lines in (("TADPOLE_TEMPORAL.csv", temporal), ("TADPOLE_Simplified.csv", simplified)):
        with open(os.path.join(root, name), "w") as table:
            table.write("\n".join(lines) + "\n")
