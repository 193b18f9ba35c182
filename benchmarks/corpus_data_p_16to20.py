"""Data made here for batch p's topics (16) to (20) (corpus_first_sight_p_16to20.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def z95jiang_indian_pines(folder: str) -> None:
    """What z95jiang/SYDE770's hsi_classification-master/train.py reads (the Indian Pines
    scene, whose corrected cube the mirror lacks): data/Indian_pines_corrected.mat, a cube
    `indian_pines_corrected` of 16 x 16 pixels and 20 bands (not 145 x 145 and 200), and
    data/Indian_pines_gt.mat, its ground truth `indian_pines_gt` (0 unlabelled, classes 1 to
    4, every class on 40 or more pixels), written over the repository's 145 x 145 one so that
    the two agree; and model_save/, the folder it saves its best weights in (not in the
    repository)."""
    import numpy
    import scipy.io

    generator = numpy.random.default_rng(161)
    root = os.path.join(folder, "hsi_classification-master")
    os.makedirs(os.path.join(root, "data"), exist_ok=True)
    os.makedirs(os.path.join(root, "model_save"), exist_ok=True)
    cube = generator.integers(900, 9000, (16, 16, 20)).astype(numpy.uint16)
    truth = numpy.zeros((16, 16), dtype=numpy.uint8)
    truth[:, :8] = 1
    truth[:, 8:] = 2
    truth[8:, 4:12] = 3
    truth[:3, :] = 4
    truth[generator.uniform(0, 1, (16, 16)) < 0.15] = 0
    scipy.io.savemat(
        os.path.join(root, "data", "Indian_pines_corrected.mat"), {"indian_pines_corrected": cube}
    )
    scipy.io.savemat(os.path.join(root, "data", "Indian_pines_gt.mat"), {"indian_pines_gt": truth})


def amtj_raman_excel(folder: str) -> None:
    """What AMT-J/hyperspectral-classification-CNN-pytorch's scratch.py reads:
    modified_combined_data.xlsx (absent from the mirror), a column `Sample` with each row's
    sample name, then one column a wavelength. scratch.py transposes the sheet, so each of its
    "spectra" is one wavelength across the rows and its length the number of rows: 224 rows
    (the length its 1-d CNN's 4 halvings and its 128 x 14 view take), 4 samples of 56 rows
    each (so each fold trains on 55), and 224 wavelength columns (its labels, the rows'
    indices, must index them)."""
    import numpy
    import pandas

    generator = numpy.random.default_rng(162)
    rows, columns = 224, 224
    table = pandas.DataFrame(
        generator.uniform(0, 1, (rows, columns)), columns=[str(250 + n) for n in range(columns)]
    )
    table.insert(0, "Sample", [f"sample{n % 4}" for n in range(rows)])
    table.to_excel(os.path.join(folder, "modified_combined_data.xlsx"), index=False)
