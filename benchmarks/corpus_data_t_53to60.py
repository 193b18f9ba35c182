"""Data made here for batch t's topics (53) to (60) (corpus_first_sight_t_53to60.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def performer_enwik8(folder: str, size: int = 200_000) -> None:
    """lucidrains/performer-pytorch's examples/enwik8_simple/data/enwik8.gz, as train.py opens
    it (gzip.open, bytes read as uint8 tokens): `size` random printable bytes and newlines,
    gzipped, in place of the 100 MB enwik8 dump its data/README.md points to."""
    import gzip

    import numpy

    generator = numpy.random.default_rng(5501)
    data = os.path.join(folder, "examples", "enwik8_simple", "data")
    os.makedirs(data, exist_ok=True)
    alphabet = numpy.frombuffer(b"abcdefghijklmnopqrstuvwxyz <>[]=|.,\n", dtype=numpy.uint8)
    text = alphabet[generator.integers(0, len(alphabet), size)].tobytes()
    with gzip.open(os.path.join(data, "enwik8.gz"), "wb") as file:
        file.write(text)


def scgeneinsight_ovarian(
    folder: str, cancer_cells: int = 10_400, other_cells: int = 400, genes: int = 4
) -> None:
    """secretx51/scGeneInsight's two inputs, named by utilities/model_settings.py (H5_PATH and
    GSVA_PATH, here data/cells.h5ad and data/GSVA.csv beside train.py): an AnnData file of
    single-cell expression (a sparse X, cells' obs with `super_cell_type`, of which
    'Ovarian.cancer.cell' is kept), and a GSVA table indexed by cell with the `Term` it scored
    (the GO term ModelTargets.GENE_SET names, and another) and its enrichment score `ES`.
    `genes` random genes plus two of ModelTargets.KEY_GENES (B2M, TAP1), which the script
    filters out; enough cancer cells that the test split (a tenth) holds the 1,000 rows the
    SHAP step draws."""
    import anndata
    import numpy
    import pandas
    import scipy.sparse

    generator = numpy.random.default_rng(5701)
    data = os.path.join(folder, "data")
    os.makedirs(data, exist_ok=True)
    cells = cancer_cells + other_cells
    names = [f"cell{i:05d}" for i in range(cells)]
    kinds = ["Ovarian.cancer.cell"] * cancer_cells + ["T.cell"] * other_cells
    gene_names = [f"GENE{j}" for j in range(genes)] + ["B2M", "TAP1"]
    counts = generator.poisson(1.5, (cells, len(gene_names))).astype(numpy.float32)
    counts[generator.random(counts.shape) < 0.4] = 0
    adata = anndata.AnnData(
        X=scipy.sparse.csr_matrix(counts),
        obs=pandas.DataFrame({"super_cell_type": kinds}, index=names),
        var=pandas.DataFrame(index=gene_names),
    )
    # pandas 3 makes string columns nullable strings, which anndata writes only when asked
    anndata.settings.allow_write_nullable_strings = True
    adata.write_h5ad(os.path.join(data, "cells.h5ad"))
    term = "ANTIGEN PROCESSING AND PRESENTATION OF ENDOGENOUS PEPTIDE ANTIGEN%GOBP%GO:0002483"
    rows = pandas.DataFrame(
        {"Term": [term] * cells, "ES": generator.normal(0.0, 0.3, cells)}, index=names
    )
    other = pandas.DataFrame(
        {"Term": ["ANOTHER TERM%GOBP%GO:0000000"] * 50, "ES": generator.normal(0, 1, 50)},
        index=[f"other{i}" for i in range(50)],
    )
    pandas.concat([rows, other]).to_csv(os.path.join(data, "GSVA.csv"))
