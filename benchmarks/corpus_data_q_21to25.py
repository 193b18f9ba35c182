"""Data made here for batch q's topics (21) to (25) (corpus_first_sight_q_21to25.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def johntseng_bearing(folder: str, samples: tuple[int, int] = (48, 16)) -> None:
    """JohnTseng0918/NTU-Digital-Signal-Processing-2020's Final_Project/Data: the bearing
    vibration windows train.py loads with np.load, float32 arrays of shape (N, 2, 20000) (two
    channels; its model flattens 64 x 625 features, 20000 samples halved five times), and
    their labels, four health conditions, for training and validation."""
    import numpy

    generator = numpy.random.default_rng(2101)
    out = os.path.join(folder, "Final_Project", "Data")
    os.makedirs(out, exist_ok=True)
    for split, count in zip(("train", "validation"), samples, strict=True):
        data = generator.normal(0.0, 1.0, (count, 2, 20000)).astype(numpy.float32)
        labels = numpy.arange(count) % 4
        numpy.save(os.path.join(out, f"{split}data.npy"), data)
        numpy.save(os.path.join(out, f"{split}label.npy"), labels)


def yutezeng_mfs(folder: str, windows: int = 10) -> None:
    """YuteZeng/gear-fault-diagnosis's MFSdataset/Dataset: seven text files of one vibration
    value a line (one a fault class, read in os.listdir's order), each `windows` windows of
    2048 values long (train.py keeps the first 80% of each file's windows for training);
    and random/20250527, the folder train.py saves its model into at the end."""
    import numpy

    generator = numpy.random.default_rng(2102)
    out = os.path.join(folder, "MFSdataset", "Dataset")
    os.makedirs(out, exist_ok=True)
    names = ("H", "IF", "IF-OF", "IF-RF", "OF", "OF-RF", "RF")
    for n, name in enumerate(names):
        t = numpy.arange(windows * 2048)
        signal = numpy.sin(t * (0.01 + 0.003 * n)) * 0.02 + generator.normal(0, 0.01, t.size)
        numpy.savetxt(os.path.join(out, f"{name}-256000.txt"), signal, fmt="%.6f")
    os.makedirs(os.path.join(folder, "random", "20250527"), exist_ok=True)


def _cmapss_rows(generator, units: int, cycles: int):
    """Rows of NASA's C-MAPSS text files: unit, cycle, 3 operating settings and 21 sensors,
    every column varying (the scripts min-max or standard-scale each one)."""
    rows = []
    for unit in range(1, units + 1):
        for cycle in range(1, cycles + 1):
            settings = generator.normal(0.0, 0.002, 3)
            sensors = 500.0 + cycle * 0.5 + generator.normal(0.0, 1.0, 21)
            rows.append(f"{unit} {cycle} " + " ".join(f"{v:.4f}" for v in (*settings, *sensors)))
    return rows


def jiaxiang_transformer_cmapss(folder: str, cycles: tuple[int, int] = (6, 4)) -> None:
    """jiaxiang-cheng/PyTorch-Transformer-for-RUL-Prediction's CMAPSSData: train_FD001.txt and
    test_FD001.txt in C-MAPSS's layout for the 100 engines train.py and testing.py walk
    (units 1 to 100, written into both loops), each with few cycles (6 in training, 4 in
    test: train.py backpropagates once per inner cycle), and RUL_FD001.txt, one true
    remaining life per test engine."""
    import numpy

    generator = numpy.random.default_rng(2201)
    out = os.path.join(folder, "CMAPSSData")
    os.makedirs(out, exist_ok=True)
    for name, count in zip(("train", "test"), cycles, strict=True):
        with open(os.path.join(out, f"{name}_FD001.txt"), "w") as text:
            text.write("\n".join(_cmapss_rows(generator, 100, count)) + "\n")
    with open(os.path.join(out, "RUL_FD001.txt"), "w") as text:
        text.write("\n".join(str(int(v)) for v in generator.integers(5, 120, 100)) + "\n")


def jiaxiang_cnn_trials(folder: str) -> None:
    """jiaxiang-cheng/PyTorch-CNN-for-RUL-Prediction's _trials folder, where main.py saves
    its last plot (in the repository it holds a picture and .DS_Store, not extracted); the
    data is the repository's own C-MAPSS FD001 (the recipe's paths)."""
    os.makedirs(os.path.join(folder, "_trials"), exist_ok=True)


def mathewjhan_panasonic(folder: str, rows: int = 200) -> None:
    """mathewjhan/soc_prediction's data/Panasonic 18650PF Data/0degC/Drive cycles: the four
    drive cycles mlp.py trains on and the HWFET cycle it validates on, each a MATLAB file
    holding the struct `meas` with the Panasonic data's fields as column vectors (Voltage,
    Current, Ah discharged as a negative number, Battery_Temp_degC, and the columns dataset.py
    deletes), written with SciPy and read back by mat4py as the script reads them."""
    import numpy
    import scipy.io

    generator = numpy.random.default_rng(2301)
    out = os.path.join(folder, "data", "Panasonic 18650PF Data", "0degC", "Drive cycles")
    os.makedirs(out, exist_ok=True)
    names = (
        "05-30-17_12.56 0degC_Cycle_1_Pan18650PF",
        "05-30-17_20.16 0degC_Cycle_2_Pan18650PF",
        "06-01-17_15.36 0degC_Cycle_3_Pan18650PF",
        "06-01-17_22.03 0degC_Cycle_4_Pan18650PF",
        "06-02-17_10.43 0degC_HWFET_Pan18650PF",
    )
    for name in names:
        current = generator.normal(-1.0, 2.0, rows)
        ah = numpy.cumsum(current) / 3600.0
        columns = {
            "TimeStamp": numpy.arange(rows, dtype=float),
            "Voltage": 4.1 + ah * 0.3 + generator.normal(0, 0.01, rows),
            "Current": current,
            "Ah": ah,
            "Wh": ah * 3.6,
            "Power": current * 3.6,
            "Battery_Temp_degC": generator.normal(0.5, 0.2, rows),
            "Time": numpy.arange(rows, dtype=float) * 0.1,
            "Chamber_Temp_degC": numpy.zeros(rows),
        }
        meas = {k: v.reshape(rows, 1) for k, v in columns.items()}
        scipy.io.savemat(os.path.join(out, name + ".mat"), {"meas": meas})


def rh2975_solar(folder: str, rows: int = 340, nodes: int = 137) -> None:
    """rh2975/MAGNN-Enhanced's solar data, as run_train.bat names it
    (datasets/solar-energy/solar-energy.txt): the LSTNet solar-energy layout, one row a time
    step and one comma-separated column a plant's output (137 plants), non-negative with a
    daily cycle; `rows` steps give 13 training windows of 168 steps at a horizon of 24 (a
    60/20/20 split); and the checkpoints folder run_train.bat saves into."""
    import numpy

    generator = numpy.random.default_rng(2501)
    out = os.path.join(folder, "datasets", "solar-energy")
    os.makedirs(out, exist_ok=True)
    t = numpy.arange(rows)[:, None]
    peak = generator.uniform(5.0, 40.0, (1, nodes))
    day = numpy.clip(numpy.sin((t % 24) / 24.0 * 2 * numpy.pi - numpy.pi / 2), 0, None)
    power = day * peak + generator.uniform(0.0, 0.5, (rows, nodes))
    numpy.savetxt(os.path.join(out, "solar-energy.txt"), power, fmt="%.3f", delimiter=",")
    os.makedirs(os.path.join(folder, "checkpoints"), exist_ok=True)


def khushi999_sequences(folder: str, samples: int = 100) -> None:
    """khushi999/SolarIQ's backend/model_training/data/processed: x_sequences.npy, windows of
    7 days of 3 scaled features (irradiance, temperature, humidity), and y_targets.npy, the
    next day's scaled irradiance, as create_sequences.py writes them from NASA POWER's data
    (downloaded by fetch_nasa_power.py); 80% of them train."""
    import numpy

    generator = numpy.random.default_rng(2502)
    days = generator.uniform(0.0, 1.0, (samples + 7, 3))
    x = numpy.stack([days[i : i + 7] for i in range(samples)])
    y = days[7 : samples + 7, 0]
    out = os.path.join(folder, "backend", "model_training", "data", "processed")
    os.makedirs(out, exist_ok=True)
    numpy.save(os.path.join(out, "x_sequences.npy"), x)
    numpy.save(os.path.join(out, "y_targets.npy"), y)
