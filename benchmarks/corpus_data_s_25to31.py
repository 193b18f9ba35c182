"""Data made here for batch s's topics (25) to (31) (corpus_first_sight_s_25to31.py), in the
form each script reads. Values come from generators of their own, or from the repository's
own files: the scripts' random streams are left untouched."""

from __future__ import annotations

import os


def austin6035_sample_regression(folder: str) -> None:
    """Austin6035/CrystalGNN's own sample data, dataset/sample-regression.zip (extracted with
    the script), unpacked where train.py reads it (`"dataset/" + data_src`): 10 CIF files and
    id_prop.csv, as its readme's "unzip" step leaves them. Also the empty folders the script
    writes into and the repository keeps only zipped contents of: weights/ (its checkpoints)
    and results/regression/ (its predictions' CSVs)."""
    import zipfile

    dataset = os.path.join(folder, "dataset")
    with zipfile.ZipFile(os.path.join(dataset, "sample-regression.zip")) as archive:
        archive.extractall(dataset)
    os.makedirs(os.path.join(folder, "weights"), exist_ok=True)
    os.makedirs(os.path.join(folder, "results", "regression"), exist_ok=True)


def oddis14_protein_ss(folder: str, counts: tuple[int, int] = (16, 8)) -> None:
    """`protein-secondary-structure.train` and `.test` beside oddis14/MOL3022's train.py, in
    the form of the UCI protein secondary structure data (Qian and Sejnowski's, a download)
    its data_processing.py reads: comment lines starting with "#", then each protein as lines
    of "<amino acid> <structure>" (one letter each, the structure h, e or _), proteins
    separated by "<>" and the file closed by "<end>". Here 16 and 8 proteins of 30 to 120
    residues (train.py pads them to 498), the structures in runs of 3 to 10."""
    import numpy

    generator = numpy.random.default_rng(2701)
    letters = "ACDEFGHIKLMNPQRSTVWY"
    for suffix, count in zip(("train", "test"), counts, strict=True):
        lines = ["# protein secondary structure, made here", "<>"]
        for protein in range(count):
            length = int(generator.integers(30, 121))
            structure = ""
            while len(structure) < length:
                structure += "he_"[int(generator.integers(0, 3))] * int(generator.integers(3, 11))
            for i in range(length):
                lines.append(f"{letters[int(generator.integers(0, 20))]} {structure[i]}")
            lines.append("<>" if protein < count - 1 else "<end>")
        with open(os.path.join(folder, f"protein-secondary-structure.{suffix}"), "w") as file:
            file.write("\n".join(lines) + "\n")


def _chain(length: int, start: int) -> tuple[str, int]:
    """A mapped alkyl chain of `length` carbons, atom maps from `start`, bonded at its end:
    the SMILES (CH3 first) and the next free map number."""
    atoms = [f"[CH3:{start}]"] + [f"[CH2:{start + i}]" for i in range(1, length)]
    return "".join(atoms), start + length


def otsuts_uspto_raw(folder: str, counts: tuple[int, int, int] = (24, 8, 8)) -> None:
    """`task1/data/1/raw_{train,val,test}.csv` as Otsuts/Retrosynthetic-Planning's task1/main.py
    reads them (USPTO-50K's raw files, a download): a header, then rows of id, class and the
    atom-mapped reaction "reactants>>product" (column 3; rdchiral extracts its template, RDKit
    fingerprints its product). Here amide and ester couplings of an alkyl acid (1 to 4
    carbons) with an alkyl amine or alcohol (1 to 4 carbons), every atom mapped, the leaving
    OH mapped only among the reactants."""
    import numpy

    generator = numpy.random.default_rng(2801)
    out = os.path.join(folder, "task1", "data", "1")
    os.makedirs(out, exist_ok=True)
    number = 0
    for split, count in zip(("train", "val", "test"), counts, strict=True):
        rows = ["id,class,reactants>reagents>production"]
        for _ in range(count):
            acid_length = int(generator.integers(1, 5))
            other_length = int(generator.integers(1, 5))
            ester = bool(generator.integers(0, 2))
            acid, n = _chain(acid_length, 1)
            carbonyl, oxo, leaving, link = n, n + 1, n + 2, n + 3
            other, _ = _chain(other_length, n + 4)
            acid_smiles = f"{acid}[C:{carbonyl}](=[O:{oxo}])[OH:{leaving}]"
            if ester:
                partner = f"[OH:{link}]"
                bond = f"[O:{link}]"
            else:
                partner = f"[NH2:{link}]"
                bond = f"[NH:{link}]"
            # the partner's chain written from its bonded end: its atoms in reverse order
            reversed_chain = "".join(reversed(["[" + a for a in other.split("[")[1:]]))
            reactants = f"{acid_smiles}.{partner}{reversed_chain}"
            product = f"{acid}[C:{carbonyl}](=[O:{oxo}]){bond}{reversed_chain}"
            number += 1
            rows.append(f"US{number:07d},{1 + int(ester)},{reactants}>>{product}")
        with open(os.path.join(out, f"raw_{split}.csv"), "w") as file:
            file.write("\n".join(rows) + "\n")


def msaebi1993_az_subset(folder: str, train: int = 80, test: int = 40) -> None:
    """msaebi1993/yield-rxn's own AstraZeneca data (data/az/processed-0, extracted with the
    script), cut to fit a run of about a minute: its train_test_idxs.pickle rewritten with the
    first 80 training and 40 test indices of each of its ten splits (of 525 and 225), so that
    03_train_yield.py trains on 2 batches of 40 an epoch. Also the folder the script makes its
    run's folder in (`os.mkdir`, one level only): output/5.3.1-learn-w, its default model
    version (the repository's .gitignore leaves output/ out)."""
    import pickle

    path = os.path.join(folder, "data", "az", "processed-0", "train_test_idxs.pickle")
    with open(path, "rb") as file:
        splits = pickle.load(file)
    cut = {
        "train_idx": {k: v[:train] for k, v in splits["train_idx"].items()},
        "test_idx": {k: v[:test] for k, v in splits["test_idx"].items()},
    }
    with open(path, "wb") as file:
        pickle.dump(cut, file)
    os.makedirs(os.path.join(folder, "output", "5.3.1-learn-w"), exist_ok=True)


def colemanferrell2_yellow_tripdata(folder: str, rows: int = 400) -> None:
    """`data/yellow_tripdata_2024-01.parquet` as colemanferrell2/NYC_Taxi_project's
    data/get_taxi.sh downloads it (NYC TLC's yellow taxi trips of January 2024, from
    cloudfront.net) and its scripts read it: the columns the cleaning and the split use,
    tpep_pickup_datetime and tpep_dropoff_datetime (datetime64), trip_distance (miles, below
    100), PULocationID and DOLocationID (taxi zones 1 to 40 here) and fare_amount (a base fare
    plus a rate per mile). Here 400 trips, no missing value."""
    import numpy
    import pandas

    generator = numpy.random.default_rng(2901)
    pickup = pandas.Timestamp("2024-01-01") + pandas.to_timedelta(
        generator.integers(0, 31 * 24 * 3600, rows), unit="s"
    )
    minutes = generator.integers(3, 60, rows)
    distance = numpy.round(generator.uniform(0.3, 20.0, rows), 2)
    frame = pandas.DataFrame(
        {
            "tpep_pickup_datetime": pickup,
            "tpep_dropoff_datetime": pickup + pandas.to_timedelta(minutes, unit="m"),
            "trip_distance": distance,
            "PULocationID": generator.integers(1, 41, rows).astype("int32"),
            "DOLocationID": generator.integers(1, 41, rows).astype("int32"),
            "fare_amount": numpy.round(3.0 + 2.5 * distance + generator.normal(0, 1.0, rows), 2),
        }
    )
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    frame.to_parquet(os.path.join(folder, "data", "yellow_tripdata_2024-01.parquet"))


def zhihanyue_electricity(folder: str, clients: int = 16, hours: int = 720) -> None:
    """`datasets/electricity.csv` as zhihanyue/ts2vec's datasets/preprocess_electricity.py
    writes it from UCI's ElectricityLoadDiagrams20112014 (a download) and its datautils.py
    reads it (`load_forecast_csv`): a "date" column of hourly timestamps from 2012-01-01, then
    one column of hourly consumption per client, MT_001 onwards (each client becomes one series
    of the data set). Here 16 clients over 30 days: a daily cycle of its own amplitude and
    phase per client, plus noise."""
    import numpy
    import pandas

    generator = numpy.random.default_rng(3101)
    hour = numpy.arange(hours)
    columns = {}
    for client in range(clients):
        base = generator.uniform(20.0, 200.0)
        amplitude = generator.uniform(0.1, 0.5) * base
        phase = generator.uniform(0.0, 2 * numpy.pi)
        load = base + amplitude * numpy.sin(2 * numpy.pi * hour / 24 + phase)
        columns[f"MT_{client + 1:03d}"] = numpy.round(load + generator.normal(0, 2.0, hours), 3)
    frame = pandas.DataFrame(
        columns, index=pandas.date_range("2012-01-01", periods=hours, freq="h")
    )
    frame.index = frame.index.rename("date")
    os.makedirs(os.path.join(folder, "datasets"), exist_ok=True)
    frame.to_csv(os.path.join(folder, "datasets", "electricity.csv"))
