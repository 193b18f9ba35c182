"""Data made here for the scripts of `corpus_first_sight_k_16to20.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import json
import os

import torch


def _interactions(seed: int, users: int, items: int, low: int, high: int) -> list[list[int]]:
    """Each user's items in order (ids from 1), drawn around a taste of their own, no repeats."""
    generator = torch.Generator().manual_seed(seed)
    sequences = []
    for _ in range(users):
        length = int(torch.randint(low, high + 1, (), generator=generator))
        start = int(torch.randint(1, items + 1, (), generator=generator))
        steps = torch.randint(1, 6, (length,), generator=generator).cumsum(0)
        sequence = []
        for step in steps.tolist():
            item = (start + step - 1) % items + 1
            if item not in sequence:
                sequence.append(item)
        sequences.append(sequence)
    return sequences


# Topic (16): sequential recommendation SASRec.


def ceo21ckim_beauty(folder: str, users: int = 64, items: int = 120) -> None:
    """`data/Beauty-Origin.txt` beside ceo21ckim/SASRec-Pytorch's main.py (Amazon Beauty as
    SASRec's authors preprocessed it; the file is not in the mirror): a line `user item` per
    interaction, users numbered 1 to U with no gap (its evaluation visits every id), each
    user's items in the order bought. Here 64 users of 4 to 14 items among 120."""
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "Beauty-Origin.txt"), "w") as file:
        for user, sequence in enumerate(_interactions(5, users, items, 4, 14), start=1):
            file.writelines(f"{user} {item}\n" for item in sequence)


def average_recsys_ml1m(folder: str, users: int = 64, items: int = 150) -> None:
    """`data/ml-1m.txt` beside Average-Recsys-Enjoyer/SasRec's sas_run.py (MovieLens-1M in
    SASRec's preprocessed form, which the mirror does not hold): `user item` a line, each
    user's items in time order. Here 64 users of 5 to 30 items among 150."""
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "ml-1m.txt"), "w") as file:
        for user, sequence in enumerate(_interactions(6, users, items, 5, 30), start=1):
            file.writelines(f"{user} {item}\n" for item in sequence)


# Topic (18): weather forecasting with an LSTM.


def aerocast_training_csv(folder: str, hours: int = 200, window: int = 24) -> None:
    """`data/training_data_sim.csv` as mdgolammafuz/AeroCast's data/generate_training_data_sim.py
    leaves it (the readme's step before training; it builds it from the simulator's parquet
    files): a row per window of 24 readings, each reading's temperature, a fake wind of 5.0 and
    a fake pressure of 101000.0 (as that builder writes them: t0_temp, t0_wind, t0_pressure,
    ...), and the next reading's temperature as `target`. Here 200 hourly readings of a daily
    cycle in noise: 176 rows."""
    generator = torch.Generator().manual_seed(7)
    hour = torch.arange(hours, dtype=torch.float64)
    temperature = 22 + 6 * torch.sin(2 * torch.pi * hour / 24)
    temperature = temperature + 0.5 * torch.randn(hours, generator=generator, dtype=torch.float64)
    columns = [f"t{k}_{name}" for k in range(window) for name in ("temp", "wind", "pressure")]
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "training_data_sim.csv"), "w") as file:
        file.write(",".join([*columns, "target"]) + "\n")
        for start in range(hours - window):
            values = []
            for t in temperature[start : start + window].tolist():
                values += [f"{t:.4f}", "5.0", "101000.0"]
            values.append(f"{float(temperature[start + window]):.4f}")
            file.write(",".join(values) + "\n")


KAN3103_FEATURES = (
    "temperature",
    "windspeed",
    "winddirection",
    "humidity",
    "rain",
    "visibility",
    "pressure",
    "precipitation",
    "weathercode",
    "is_day",
    "interval",
)


def kan3103_weather_sequences(folder: str, records: int = 96, length: int = 12) -> None:
    """`prediction/datasets/sample_weather.json` beside kan3103/bigdata-weather-system's
    prediction/train.py (what its getSample.py exports from Kafka with Spark): a JSON record a
    line, `sequence` (a list of readings, each with Open-Meteo's numeric fields and an
    `event_timestamp`) and `target` (the next reading's temperature and weathercode). Here 96
    records of 12 quarter-hourly readings, 5 weather codes."""
    generator = torch.Generator().manual_seed(8)
    codes = [0, 1, 2, 3, 61]
    out = os.path.join(folder, "prediction", "datasets")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "sample_weather.json"), "w") as file:
        for r in range(records):
            base = 24 + 4 * float(torch.randn((), generator=generator))
            code = codes[r % len(codes)]
            sequence = []
            for step in range(length + 1):
                minutes = (r * 15 + step * 15) % (24 * 60)
                noise = torch.randn(len(KAN3103_FEATURES), generator=generator).tolist()
                reading = {
                    "temperature": base + 0.3 * step + noise[0],
                    "windspeed": 10 + 2 * noise[1],
                    "winddirection": 180 + 40 * noise[2],
                    "humidity": 70 + 5 * noise[3],
                    "rain": max(0.0, noise[4]) if code == 61 else 0.0,
                    "visibility": 20000 + 1000 * noise[5],
                    "pressure": 1010 + 3 * noise[6],
                    "precipitation": max(0.0, noise[7]) if code == 61 else 0.0,
                    "weathercode": code,
                    "is_day": int(6 * 60 <= minutes < 18 * 60),
                    "interval": 900,
                    "event_timestamp": f"2025-06-{1 + r // 96:02d} "
                    f"{minutes // 60:02d}:{minutes % 60:02d}:00",
                }
                sequence.append(reading)
            target = {"temperature": sequence[-1]["temperature"], "weathercode": code}
            file.write(json.dumps({"sequence": sequence[:-1], "target": target}) + "\n")


# Topic (19): capsule network.


def qbeer_chkpts(folder: str) -> None:
    """`chkpts/` beside qbeer/capsule-net's train.py: the folder its config's checkpoint path
    (`./chkpts/checkpoint`) is saved in after each epoch, which the repository does not hold
    (ignored by git); its MNIST is corpus_data.MNIST, swapped in by an edit."""
    os.makedirs(os.path.join(folder, "chkpts"), exist_ok=True)


# Topic (20): PointNet point cloud classification.


def yanx27_modelnet40(folder: str, train: int = 24, test: int = 8, points: int = 1024) -> None:
    """`data/modelnet40_normal_resampled/` beside yanx27's train_cls.py (the readme downloads
    it from Stanford): `modelnet40_shape_names.txt` (the 40 classes), `modelnet40_train.txt`
    and `modelnet40_test.txt` (shape ids such as `chair_0001`), and a text file a shape under
    its class's folder, a point a line, `x,y,z,nx,ny,nz`. Here 24 training and 8 test shapes of
    1024 points over 4 of the classes: points on an ellipsoid of the class's axes, in noise,
    with their normals."""
    names = ["airplane", "bathtub", "bed", "bench", "bookshelf", "bottle", "bowl", "car"]
    names += [f"class{n:02d}" for n in range(len(names), 40)]
    used = names[:4]
    generator = torch.Generator().manual_seed(9)
    root = os.path.join(folder, "data", "modelnet40_normal_resampled")
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, "modelnet40_shape_names.txt"), "w") as file:
        file.writelines(f"{name}\n" for name in names)
    for split, count in (("train", train), ("test", test)):
        ids = []
        for n in range(count):
            label = n % len(used)
            shape_id = f"{used[label]}_{n + 1 if split == 'train' else 1000 + n:04d}"
            ids.append(shape_id)
            axes = torch.tensor([1.0 + label, 1.0, 0.5 + 0.5 * label], dtype=torch.float64)
            direction = torch.randn(points, 3, generator=generator, dtype=torch.float64)
            direction = direction / direction.norm(dim=1, keepdim=True)
            xyz = direction * axes + 0.01 * torch.randn(
                points, 3, generator=generator, dtype=torch.float64
            )
            normal = direction / axes
            normal = normal / normal.norm(dim=1, keepdim=True)
            os.makedirs(os.path.join(root, used[label]), exist_ok=True)
            with open(os.path.join(root, used[label], f"{shape_id}.txt"), "w") as file:
                for row in torch.cat([xyz, normal], dim=1).tolist():
                    file.write(",".join(f"{v:.6f}" for v in row) + "\n")
        with open(os.path.join(root, f"modelnet40_{split}.txt"), "w") as file:
            file.writelines(f"{shape_id}\n" for shape_id in ids)


# Topic (17): LSTM autoencoder time series anomaly detection.

CAR_HACKING = ".\\Car-Hacking Dataset\\"


def bjut_car_hacking(folder: str, normal: int = 70, attack: int = 10, rate: int = 20) -> None:
    """The Car-Hacking Dataset (HCRL's CAN bus captures, handed out on request, not
    downloadable) where BJUT's car_hacking_main.py reads it: its data set names each file by a
    Windows path relative to the working folder (`.\\Car-Hacking Dataset\\DoS_dataset.csv`),
    which on Linux is one file name in that folder, so each is written under that name.
    `normal_run_data\\normal_run_data.txt`: a message a line, `Timestamp: 1479121434.850202
    ID: 0350    000    DLC: 8    05 28 84 66 6d 00 00 a2`; the four attack files (DoS, Fuzzy,
    RPM, gear) as CSV: timestamp, ID, DLC, 8 data bytes and a flag (R, or T for an injected
    message). Here 20 messages a second: 70 windows of 3 s of normal driving, 10 of each attack
    file, half of those windows with injected messages."""
    generator = torch.Generator().manual_seed(10)
    ids = [f"{n:04x}" for n in (0x316, 0x350, 0x43F, 0x18F, 0x260, 0x2A0, 0x329, 0x545)]

    def message(t: float, injected: bool) -> tuple[str, str, list[str]]:
        if injected:  # a flood of ID 0000 with an empty payload, as the DoS capture holds
            return f"{t:.6f}", "0000", ["00"] * 8
        can_id = ids[int(torch.randint(0, len(ids), (), generator=generator))]
        payload = torch.randint(0, 16, (8,), generator=generator)
        return f"{t:.6f}", can_id, [f"{int(b):02x}" for b in payload]

    start = 1479121434.0
    with open(
        os.path.join(folder, CAR_HACKING + "normal_run_data\\normal_run_data.txt"), "w"
    ) as file:
        for n in range(normal * 3 * rate):
            t, can_id, data = message(start + n / rate, False)
            file.write(
                f"Timestamp: {t}        ID: {can_id}    000    DLC: 8    " + " ".join(data) + "\n"
            )
    for kind, name in enumerate(("DoS", "Fuzzy", "RPM", "gear")):
        with open(os.path.join(folder, CAR_HACKING + f"{name}_dataset.csv"), "w") as file:
            for n in range(attack * 3 * rate):
                window = n // (3 * rate)
                injected = window % 2 == 1 and n % 2 == 0
                t, can_id, data = message(start + 1000 * (kind + 1) + n / rate, injected)
                flag = "T" if injected else "R"
                file.write(",".join([t, can_id, "8", *data, flag]) + "\n")
