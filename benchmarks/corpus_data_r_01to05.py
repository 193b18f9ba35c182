"""Data made here for batch r's topics (1) to (5) (corpus_first_sight_r_01to05.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

COLUMNS = ("TurbID", "Day", "Tmstamp", "Wspd", "Wdir", "Etmp", "Itmp", "Ndir")
COLUMNS += ("Pab1", "Pab2", "Pab3", "Prtv", "Patv")


def zutsusemi_kddcup(folder: str, steps: tuple[int, int] = (40, 28)) -> None:
    """zutsusemi/wind-power-forecast's kdd folder, read from src/ as ../kdd: the KDD Cup 2022
    (SDWPF) turbine tables kdd_train.csv and kdd_test.csv as data/kddcup.py reads them (the
    columns TurbID, Wspd to Patv, the rows time-major, 134 turbines a time step, reshaped to
    (-1, 134, 11)), `steps` time steps each, and turb_location.csv, the turbines' x and y that
    model/load_graph_data.py reads for its adjacency (distance under 2000)."""
    import numpy

    generator = numpy.random.default_rng(105)
    out = os.path.join(folder, "kdd")
    os.makedirs(out, exist_ok=True)
    turbines = 134
    with open(os.path.join(out, "turb_location.csv"), "w") as f:
        f.write("TurbID,x,y\n")
        for t in range(turbines):
            f.write(f"{t + 1},{(t % 12) * 500.0:.1f},{(t // 12) * 800.0:.1f}\n")
    for name, count in zip(("kdd_train.csv", "kdd_test.csv"), steps, strict=True):
        with open(os.path.join(out, name), "w") as f:
            f.write(",".join(COLUMNS) + "\n")
            for step in range(count):
                for t in range(turbines):
                    wspd = 6.0 + 3.0 * numpy.sin(step / 5.0 + t / 20.0) + generator.normal(0, 0.5)
                    rest = generator.normal(0.0, 1.0, 8)
                    patv = max(0.0, 40.0 * wspd + generator.normal(0, 20.0))
                    values = [wspd, *(rest * [30, 5, 5, 30, 1, 1, 1, 10]), patv]
                    row = [str(t + 1), str(step // 144 + 1), f"{step % 144:03d}"]
                    f.write(",".join(row + [f"{v:.4f}" for v in values]) + "\n")
