"""Data made here for batch r's topics (46) to (50) (corpus_first_sight_r_46to50.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def htnghi_pheno_onehot(folder: str, samples: tuple[int, int] = (80, 24), snps: int = 50) -> None:
    """htnghi/intern_pheno_nnets's src/data/pheno1: the genotype matrices main.py reads with
    load_split_train_test_onehot, x_{train,test}_onehot.csv (an index column, then one column
    per SNP holding a base, A, C, G or T: its one-hot encoding takes np.unique of the values, so
    every base occurs), and the phenotypes y_{train,test}_onehot.csv (an index column, then the
    value, a real number)."""
    import numpy

    generator = numpy.random.default_rng(5001)
    out = os.path.join(folder, "src", "data", "pheno1")
    os.makedirs(out, exist_ok=True)
    bases = numpy.array(list("ACGT"))
    for split, count in zip(("train", "test"), samples, strict=True):
        genotypes = bases[generator.integers(0, 4, (count, snps))]
        genotypes[0, :4] = bases  # every base at least once
        phenotypes = generator.normal(50.0, 10.0, count)
        with open(os.path.join(out, f"x_{split}_onehot.csv"), "w") as file:
            file.write(",".join(["", *(f"SNP{j}" for j in range(snps))]) + "\n")
            for i, row in enumerate(genotypes):
                file.write(",".join([str(i), *row]) + "\n")
        with open(os.path.join(out, f"y_{split}_onehot.csv"), "w") as file:
            file.write(",pheno\n")
            for i, value in enumerate(phenotypes):
                file.write(f"{i},{value:.4f}\n")
