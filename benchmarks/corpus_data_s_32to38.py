"""Data made here for batch s, topics (32) to (38) (corpus_first_sight_s_32to38.py): each
function writes, into the folder it is given, the files a script reads instead of a download."""

from __future__ import annotations

import os

import numpy as np


def waleylin_coin_bitcoin(folder: str, rows: int = 400) -> None:
    """coin_Bitcoin.csv as Kaggle's "Cryptocurrency Historical Prices" has it (SNo, Name,
    Symbol, Date, High, Low, Open, Close, Volume, Marketcap): a random walk of daily prices,
    `rows` days (400: 320 training rows, five batches of 64)."""
    rng = np.random.default_rng(32)
    close = 100.0 * np.exp(np.cumsum(rng.normal(0, 0.03, rows)))
    open_ = np.concatenate([[100.0], close[:-1]])
    high = np.maximum(open_, close) * (1 + rng.uniform(0, 0.02, rows))
    low = np.minimum(open_, close) * (1 - rng.uniform(0, 0.02, rows))
    volume = rng.uniform(1e6, 1e8, rows)
    lines = ["SNo,Name,Symbol,Date,High,Low,Open,Close,Volume,Marketcap"]
    for i in range(rows):
        day = np.datetime64("2013-04-29") + i
        lines.append(
            f"{i + 1},Bitcoin,BTC,{day} 23:59:59,{high[i]:.6f},{low[i]:.6f},{open_[i]:.6f},"
            f"{close[i]:.6f},{volume[i]:.2f},{close[i] * 1.8e7:.2f}"
        )
    with open(os.path.join(folder, "coin_Bitcoin.csv"), "w") as out:
        out.write("\n".join(lines) + "\n")


def narumiruna_yfinance(folder: str) -> None:
    """deepportfolio/data/yfinance/{VTI,AGG,DBC,VIX}.csv as the repository's
    scripts/get_historical_data_from_yahoo_finance.py writes them (columns `date` and `close`,
    among others): random walks of daily closes near the levels of configs/default.yaml's
    normalisation, on 307 business days up to 2017-12-29 (the training set: 256 windows of 50,
    four batches of 64), 80 from 2018-01-02 (validation) and 80 from 2020-01-02 (test)."""
    rng = np.random.default_rng(34)
    days = np.concatenate(
        [
            np.busday_offset("2017-12-29", np.arange(-306, 1), roll="backward"),
            np.busday_offset("2018-01-02", np.arange(80), roll="forward"),
            np.busday_offset("2020-01-02", np.arange(80), roll="forward"),
        ]
    )
    target = os.path.join(folder, "deepportfolio", "data", "yfinance")
    os.makedirs(target, exist_ok=True)
    for ticker, level, scale in (
        ("VTI", 81.6, 0.012),
        ("AGG", 87.9, 0.003),
        ("DBC", 21.5, 0.012),
        ("VIX", 19.4, 0.08),
    ):
        close = level * np.exp(np.cumsum(rng.normal(0, scale, len(days))))
        lines = ["date,open,high,low,close,volume"]
        for day, price in zip(days, close, strict=True):
            lines.append(f"{day},{price:.4f},{price:.4f},{price:.4f},{price:.4f},1000000")
        with open(os.path.join(target, f"{ticker}.csv"), "w") as out:
            out.write("\n".join(lines) + "\n")


def sudokim_amazon_graph(folder: str, nodes: int = 400, features: int = 25) -> None:
    """dataset/amazon_instruments_{user_all.npz,features.npy,labels.pkl,split_masks.pkl} as
    main.py's defaults read them: a random user graph (a symmetric SciPy CSR adjacency, about
    eight neighbours a node), non-negative features, 0/1 fraud labels (about one in ten, the
    fraudulent users' features shifted) and boolean train/val/test masks (60/20/20)."""
    import pickle

    import scipy.sparse as sp

    rng = np.random.default_rng(35)
    labels = (rng.random(nodes) < 0.1).astype(np.int64)
    x = rng.random((nodes, features)).astype(np.float32)
    x[labels == 1, :5] += 1.0
    rows = rng.integers(0, nodes, nodes * 4)
    cols = rng.integers(0, nodes, nodes * 4)
    keep = rows != cols
    rows, cols = rows[keep], cols[keep]
    adjacency = sp.coo_matrix(
        (np.ones(2 * len(rows)), (np.r_[rows, cols], np.r_[cols, rows])), shape=(nodes, nodes)
    ).tocsr()
    adjacency.data[:] = 1.0
    order = rng.permutation(nodes)
    masks = {name: np.zeros(nodes, dtype=bool) for name in ("train", "val", "test")}
    masks["train"][order[: int(0.6 * nodes)]] = True
    masks["val"][order[int(0.6 * nodes) : int(0.8 * nodes)]] = True
    masks["test"][order[int(0.8 * nodes) :]] = True
    target = os.path.join(folder, "dataset")
    os.makedirs(target, exist_ok=True)
    sp.save_npz(os.path.join(target, "amazon_instruments_user_all.npz"), adjacency)
    np.save(os.path.join(target, "amazon_instruments_features.npy"), x)
    with open(os.path.join(target, "amazon_instruments_labels.pkl"), "wb") as out:
        pickle.dump(labels, out)
    with open(os.path.join(target, "amazon_instruments_split_masks.pkl"), "wb") as out:
        pickle.dump(masks, out)


def shuguoj_tu_dd(folder: str, graphs: int = 100) -> None:
    """data/DD/DD/raw/DD_{A,graph_indicator,graph_labels,node_labels}.txt in the TU Dortmund
    format that PyG's TUDataset reads before it would download D&D: `graphs` random graphs of
    10 to 30 nodes (undirected edges, about three a node), node labels 1 to 5 (one-hot
    features) and graph labels 1 and 2."""
    rng = np.random.default_rng(37)
    edges, indicator, node_labels, graph_labels = [], [], [], []
    first = 1
    for g in range(graphs):
        n = int(rng.integers(10, 31))
        label = int(rng.integers(1, 3))
        graph_labels.append(label)
        indicator += [g + 1] * n
        node_labels += [int(v) for v in rng.integers(1, 6, n)]
        pairs = set()
        for i in range(1, n):  # a spanning path keeps it connected
            pairs.add((i - 1, i))
        for _ in range(n * (1 + label)):
            a, b = rng.integers(0, n, 2)
            if a != b:
                pairs.add((int(min(a, b)), int(max(a, b))))
        for a, b in sorted(pairs):
            edges += [(first + a, first + b), (first + b, first + a)]
        first += n
    raw = os.path.join(folder, "data", "DD", "DD", "raw")
    os.makedirs(raw, exist_ok=True)
    for name, rows in (
        ("A", [f"{a}, {b}" for a, b in edges]),
        ("graph_indicator", [str(v) for v in indicator]),
        ("graph_labels", [str(v) for v in graph_labels]),
        ("node_labels", [str(v) for v in node_labels]),
    ):
        with open(os.path.join(raw, f"DD_{name}.txt"), "w") as out:
            out.write("\n".join(rows) + "\n")
