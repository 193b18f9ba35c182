"""Data made here for batch p's topics (11) to (15) (corpus_first_sight_p_11to15.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def dengbowen_deepcape(folder: str) -> None:
    """dengbowen2017/DeepCAPE's raw_data (the readme's download from Tsinghua's server): the
    genome as raw_data/Chromosomes/chr1.fa to chr22.fa, chrX.fa and chrY.fa (a header line,
    then the bases), 20,000 random bases each; res_complement.bed, the regions negatives are
    cut from (bases 1,000 to 19,000 of chr1 to chr3: a window of a negative shorter than 300
    bases starts before it, and one starting before base 0 would be cut empty); and
    epithelial_cell_of_esophagus_enhancers.bed, 24 enhancers of 288 to 311 bases on chr4 to
    chr10 (preprocess.py keeps those between its lengths' 5th and 95th percentiles, 20 of
    them, takes 5 negatives of each one's length, and cuts every sample into all its windows
    of 300 bases: about 720 samples, 4 batches of 128 for training)."""
    import numpy

    generator = numpy.random.default_rng(3000)
    out = os.path.join(folder, "raw_data", "Chromosomes")
    os.makedirs(out, exist_ok=True)
    names = [f"chr{n}" for n in range(1, 23)] + ["chrX", "chrY"]
    for name in names:
        bases = "".join(numpy.array(list("ACGT"))[generator.integers(0, 4, 20000)])
        with open(os.path.join(out, f"{name}.fa"), "w") as fasta:
            fasta.write(f">{name}\n")
            for start in range(0, len(bases), 60):
                fasta.write(bases[start : start + 60] + "\n")
    raw = os.path.join(folder, "raw_data")
    with open(os.path.join(raw, "res_complement.bed"), "w") as bed:
        for name in ("chr1", "chr2", "chr3"):
            bed.write(f"{name}\t1000\t19000\n")
    with open(os.path.join(raw, "epithelial_cell_of_esophagus_enhancers.bed"), "w") as bed:
        for number in range(24):
            name, start = f"chr{4 + number % 7}", 1000 + 2500 * (number // 7)
            bed.write(f"{name}\t{start}\t{start + 288 + number}\t.\n")
