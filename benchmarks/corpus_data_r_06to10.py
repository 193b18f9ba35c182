"""Data made here for batch r's topics (6) to (10) (corpus_first_sight_r_06to10.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def arjunkirubakaran_adni(folder: str, shape: tuple[int, int, int] = (40, 48, 9)) -> None:
    """arjunkirubakaran/mlp_adni's ADNI folder: ADNI/AD and ADNI/CN, nine NIfTI volumes each
    (train_mlp_adni.py asserts nine a class and takes six for training, three for testing, by
    sorted name), small float32 volumes written with nibabel (the script reads the middle
    slice along the last axis)."""
    import nibabel
    import numpy

    generator = numpy.random.default_rng(2608)
    for label, name in enumerate(("CN", "AD")):
        out = os.path.join(folder, "ADNI", name)
        os.makedirs(out, exist_ok=True)
        for n in range(9):
            volume = generator.normal(0.0, 1.0, shape).astype(numpy.float32) + label
            image = nibabel.Nifti1Image(volume, numpy.eye(4))
            nibabel.save(image, os.path.join(out, f"subject_{n:02d}.nii"))


def givemeone1astkiss_rna(folder: str, count: int = 20, length: int = 24) -> None:
    """givemeone1astkiss/RNA-MPNN's data folder as rdesign/utils/data.py reads it:
    data/seqs/ID.fasta (one record, its id the file's stem, a sequence over AUCG) and
    data/coords/ID.npy (length x 6 x 3 float coordinates of the backbone atoms P, O5', C5',
    C4', C3', O3'), 20 chains of 24 residues each (every chain as long, so no batch pads a
    chain; few, since the script fits an XGBoost readout on every training residue after
    training), their backbone a random walk of about 1.5 A a step (numpy's own generator)."""
    import numpy

    generator = numpy.random.default_rng(2606)
    os.makedirs(os.path.join(folder, "data", "seqs"), exist_ok=True)
    os.makedirs(os.path.join(folder, "data", "coords"), exist_ok=True)
    for n in range(count):
        name = f"R{n:03d}_1_A"
        sequence = "".join(generator.choice(list("AUCG"), size=length))
        steps = generator.normal(0.0, 1.0, (length * 6, 3))
        steps *= 1.5 / numpy.linalg.norm(steps, axis=1, keepdims=True)
        coords = numpy.cumsum(steps, axis=0).reshape(length, 6, 3).astype(numpy.float32)
        with open(os.path.join(folder, "data", "seqs", name + ".fasta"), "w") as out:
            out.write(f">{name}\n{sequence}\n")
        numpy.save(os.path.join(folder, "data", "coords", name + ".npy"), coords)


def sarmeili_ctrp(folder: str, cells: int = 10, compounds: int = 10) -> None:
    """Sarmeili/DrugRankingProject's wrangled data as src/datahandler/ctrp_handler.py reads it
    (the repository's own data/wrangled/cmpd.csv, SMILES by master_cpd_id, and
    data/netprop/top_20_chosen_drug.csv, 3451 gene columns by position, come with the
    recipe's paths): data/wrangled/ctrp.csv (DepMap_ID, master_cpd_id, area_under_curve; 10
    cell lines by the first 10 compounds of cmpd.csv, 100 rows, AUCs spread over 4 to 20 as
    CTRP's are, so the label-density weights differ), ccle_exp.csv (a first column, `nana`
    the cell line, then 19100 gene columns of expression), ppi.csv (protein1, protein2,
    combined_score) and drug_target.csv (master_cpd_id, index_target), the last two read and
    not used by the regression script."""
    import numpy
    import pandas

    generator = numpy.random.default_rng(2607)
    wrangled = os.path.join(folder, "data", "wrangled")
    os.makedirs(wrangled, exist_ok=True)
    cmpd = pandas.read_csv(os.path.join(wrangled, "cmpd.csv"), index_col=0)
    ids = [int(i) for i in cmpd["master_cpd_id"].iloc[:compounds]]
    lines = [f"ACH-{n:06d}" for n in range(cells)]
    rows = [(line, cpd) for line in lines for cpd in ids]
    pandas.DataFrame(
        {
            "DepMap_ID": [r[0] for r in rows],
            "master_cpd_id": [r[1] for r in rows],
            "area_under_curve": generator.uniform(4.0, 20.0, len(rows)).round(3),
        }
    ).to_csv(os.path.join(wrangled, "ctrp.csv"), index=False)
    genes = 19100
    expression = pandas.DataFrame(
        generator.normal(3.0, 1.5, (cells, genes)).round(3),
        columns=[f"G{g}" for g in range(genes)],
    )
    expression.insert(0, "nana", lines)
    expression.to_csv(os.path.join(wrangled, "ccle_exp.csv"))
    pandas.DataFrame(
        {
            "protein1": generator.integers(0, genes, 50),
            "protein2": generator.integers(0, genes, 50),
            "combined_score": generator.integers(600, 1000, 50),
        }
    ).to_csv(os.path.join(wrangled, "ppi.csv"), index=False)
    pandas.DataFrame(
        {"master_cpd_id": ids, "index_target": generator.integers(0, genes, len(ids))}
    ).to_csv(os.path.join(wrangled, "drug_target.csv"), index=False)
