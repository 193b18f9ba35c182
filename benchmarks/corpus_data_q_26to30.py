"""Data made here for batch q's topics (26) to (30) (corpus_first_sight_q_26to30.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def nailo2c_sessions(folder: str, sessions: int = 32, length: int = 11, events: int = 30) -> None:
    """nailo2c/deeplog's example/train, as its preprocess.py writes it from OpenStack's logs
    parsed by Spell: one line per session (a minute of logs), the event ids of its log lines
    (1 to `events`) separated by spaces, each followed by a space. 32 sessions of 11 events
    give 32 x 8 = 256 windows of 3, four batches of 64."""
    import numpy

    generator = numpy.random.default_rng(26)
    with open(os.path.join(folder, "example", "train"), "w") as out:
        for _ in range(sessions):
            ids = generator.integers(1, events + 1, length)
            out.write("".join(f"{int(i)} " for i in ids) + "\n")


def adderalfox_urls(folder: str, rows: int = 160) -> None:
    """Adderalfox/phishing-detection-tool's data/Phishing_URL_Dataset_4.csv (PhiUSIIL's
    URLs as its train.py reads them: a URL column and a 0/1 label, other columns ignored):
    160 URLs, half of them long hosts of random letters, digits and dashes with a login
    path, half short hosts of random letters under a common top-level domain. The script
    splits them 128 / 32, four training batches of 32."""
    import csv

    import numpy

    generator = numpy.random.default_rng(27)
    letters = "abcdefghijklmnopqrstuvwxyz"
    mixed = letters + "0123456789-"
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    with open(os.path.join(folder, "data", "Phishing_URL_Dataset_4.csv"), "w", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["FILENAME", "URL", "URLLength", "label"])
        for n in range(rows):
            if n % 2:
                host = "".join(generator.choice(list(letters), int(generator.integers(5, 12))))
                url = f"https://www.{host}.{generator.choice(['com', 'org', 'net', 'de'])}"
                label = 1
            else:
                host = "".join(generator.choice(list(mixed), int(generator.integers(15, 40))))
                url = f"http://{host}.xyz/login/verify.php?id={int(generator.integers(1e6))}"
                label = 0
            writer.writerow([f"{n}.txt", url, len(url), label])


def samuina49_graphs(folder: str) -> None:
    """samuina49/sp-project-academy-va-scan's data/processed_graphs (read from
    backend/training, where the recipe runs train_enhanced.py): train_graphs.pkl and
    val_graphs.pkl, lists of the ProcessedSample records its enhanced pipeline pickles (a
    dataclass the script defines again in its own __main__, so pickled here under that
    name), each holding a PyG graph of 6 to 14 nodes with 64 features, edges of 3 types
    (AST, DFG, CFG) and a [1, 128] row of token ids; and vocabulary.pkl ({'vocab': ...},
    200 tokens). 32 training graphs (four batches of 8) and 8 for validation, labels half
    and half."""
    import dataclasses
    import pickle
    import sys

    import numpy
    import torch
    from torch_geometric.data import Data

    @dataclasses.dataclass
    class ProcessedSample:
        code: str
        label: int
        language: str
        graph_data: Data
        vulnerability_type: str
        source: str
        metadata: dict

    ProcessedSample.__module__ = "__main__"
    ProcessedSample.__qualname__ = "ProcessedSample"
    generator = numpy.random.default_rng(28)

    def sample(n: int) -> ProcessedSample:
        nodes = int(generator.integers(6, 15))
        edges = int(generator.integers(nodes, 3 * nodes))
        graph = Data(
            x=torch.tensor(generator.normal(size=(nodes, 64)), dtype=torch.float),
            edge_index=torch.tensor(generator.integers(0, nodes, (2, edges)), dtype=torch.long),
            edge_attr=torch.tensor(generator.integers(0, 3, edges), dtype=torch.long),
        )
        graph.token_ids = torch.tensor(generator.integers(1, 200, (1, 128)), dtype=torch.long)
        label = n % 2
        kind = "CWE-89" if label else None
        return ProcessedSample(f"f{n}()", label, "python", graph, kind, "made", {})

    out = os.path.join(folder, "backend", "training", "data", "processed_graphs")
    os.makedirs(out, exist_ok=True)
    main = sys.modules["__main__"]
    had = hasattr(main, "ProcessedSample")
    saved = getattr(main, "ProcessedSample", None)
    main.ProcessedSample = ProcessedSample
    try:
        for name, count, start in (("train_graphs.pkl", 32, 0), ("val_graphs.pkl", 8, 32)):
            with open(os.path.join(out, name), "wb") as f:
                pickle.dump([sample(n) for n in range(start, start + count)], f)
    finally:
        if had:
            main.ProcessedSample = saved
        else:
            del main.ProcessedSample
    with open(os.path.join(out, "vocabulary.pkl"), "wb") as f:
        pickle.dump({"vocab": [f"t{i}" for i in range(200)]}, f)


def hayhan_ftp_logs(folder: str, files: int = 6, lines: int = 60) -> None:
    """hayhan/loganalyzer's data/raw/ftp/normal (the normal FileZilla client logs DeepLog
    trains on; the repository keeps them packed in data/raw.7z, which nothing here unpacks):
    6 files of 60 lines, each "2022-06-22 HH:MM:SS 10236 1 " (FileZilla's timestamp, process
    and session ids) then a line of the repository's own template library
    (data/persist/ftp/template_lib.csv: its first 40 Status, Command, Response and Trace
    templates, walked in order with a skip of 0 or 1), each <*> filled with a number."""
    import csv

    import numpy

    generator = numpy.random.default_rng(261)
    with open(os.path.join(folder, "data", "persist", "ftp", "template_lib.csv")) as source:
        templates = [row["EventTemplate"] for row in csv.DictReader(source)]
    kinds = ("Status:", "Command:", "Response:", "Trace:")
    flow = [t for t in templates if t.startswith(kinds)][:40]
    out = os.path.join(folder, "data", "raw", "ftp", "normal")
    os.makedirs(out, exist_ok=True)
    for n in range(files):
        with open(os.path.join(out, f"normal_{n:03d}.txt"), "w") as log:
            for k in range(lines):
                line = flow[(k + int(generator.integers(0, 2))) % len(flow)]
                while "<*>" in line:
                    line = line.replace("<*>", str(int(generator.integers(1, 999))), 1)
                log.write(f"2022-06-22 14:{(k + 1) // 60:02d}:{(k + 1) % 60:02d} 10236 1 {line}\n")
