"""Data made here for batch q's topics (16) to (20) (corpus_first_sight_q_16to20.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def pyg_dblp(folder: str, authors: int = 40, papers: int = 60, terms: int = 30) -> None:
    """PyTorch Geometric's DBLP (the HAN authors' MAGNN copy of it) as DBLP.process reads its
    raw files, under data/DBLP/raw (the path examples/hetero's scripts give, two folders
    above them): features_0.npz and features_1.npz (the authors' and papers' bag-of-words
    features, scipy sparse), features_2.npy (the terms' dense features), node_types.npy
    (0 author, 1 paper, 2 term, 3 conference, in that order), labels.npy (one of 4 areas
    per author), train_val_test_idx.npz (author indices) and adjM.npz (the whole graph's
    adjacency in that node order: author-paper, paper-term and paper-conference links, both
    ways). 40 authors, 60 papers, 30 terms and 4 conferences; DBLP.process makes data.pt
    from them on the first run."""
    import numpy
    import scipy.sparse as sp

    generator = numpy.random.default_rng(161)
    conferences = 4
    raw = os.path.join(folder, "data", "DBLP", "raw")
    os.makedirs(raw, exist_ok=True)
    bag = lambda rows, cols: sp.csr_matrix(  # noqa: E731
        (generator.random((rows, cols)) < 0.2).astype(numpy.float32)
    )
    sp.save_npz(os.path.join(raw, "features_0.npz"), bag(authors, 16))
    sp.save_npz(os.path.join(raw, "features_1.npz"), bag(papers, 24))
    numpy.save(
        os.path.join(raw, "features_2.npy"),
        generator.normal(size=(terms, 8)).astype(numpy.float32),
    )
    kinds = [0] * authors + [1] * papers + [2] * terms + [3] * conferences
    numpy.save(os.path.join(raw, "node_types.npy"), numpy.array(kinds, dtype=numpy.int32))
    numpy.save(os.path.join(raw, "labels.npy"), generator.integers(0, 4, authors))
    order = generator.permutation(authors)
    numpy.savez(
        os.path.join(raw, "train_val_test_idx.npz"),
        train_idx=numpy.sort(order[:24]),
        val_idx=numpy.sort(order[24:32]),
        test_idx=numpy.sort(order[32:]),
    )
    total = authors + papers + terms + conferences
    first_paper, first_term = authors, authors + papers
    first_conference = authors + papers + terms
    links = []
    for paper in range(papers):
        p = first_paper + paper
        for a in generator.choice(authors, 2, replace=False):
            links.append((int(a), p))
        for t in generator.choice(terms, 3, replace=False):
            links.append((p, first_term + int(t)))
        links.append((p, first_conference + int(generator.integers(0, conferences))))
    rows = [a for a, b in links] + [b for a, b in links]
    cols = [b for a, b in links] + [a for a, b in links]
    adjacency = sp.csr_matrix(
        (numpy.ones(len(rows), dtype=numpy.float32), (rows, cols)), shape=(total, total)
    )
    adjacency.data[:] = 1.0
    sp.save_npz(os.path.join(raw, "adjM.npz"), adjacency)


def tu_mutag(folder: str, graphs: int = 16) -> None:
    """MUTAG in the TU format TUDataset reads, under data/TUDataset/MUTAG/raw: MUTAG_A.txt
    (one edge "i, j" a line, nodes numbered from 1, each bond both ways),
    MUTAG_graph_indicator.txt (each node's graph, from 1), MUTAG_graph_labels.txt (-1 or 1),
    MUTAG_node_labels.txt (one of 7 atoms, each used, so the one-hot features have MUTAG's 7
    columns) and MUTAG_edge_labels.txt (one of 4 bonds per edge, each used: 4 columns of
    edge_attr). 16 small molecules: a ring of 5 to 7 atoms with one chord."""
    import numpy

    generator = numpy.random.default_rng(191)
    raw = os.path.join(folder, "data", "TUDataset", "MUTAG", "raw")
    os.makedirs(raw, exist_ok=True)
    edges, indicator, node_labels, edge_labels, graph_labels = [], [], [], [], []
    first = 1
    for g in range(graphs):
        size = int(generator.integers(5, 8))
        bonds = [(i, (i + 1) % size) for i in range(size)] + [(0, size // 2)]
        for a, b in bonds:
            kind = int(generator.integers(0, 4)) if g else len(edges) // 2 % 4
            for u, v in ((a, b), (b, a)):
                edges.append((first + u, first + v))
                edge_labels.append(kind)
        for n in range(size):
            indicator.append(g + 1)
            node_labels.append(int(generator.integers(0, 7)) if g else n % 7)
        graph_labels.append(1 if g % 2 else -1)
        first += size
    node_labels[:7] = range(7)
    edge_labels[:8] = [0, 0, 1, 1, 2, 2, 3, 3]

    def write(name, lines):
        with open(os.path.join(raw, f"MUTAG_{name}.txt"), "w") as out:
            out.write("".join(f"{line}\n" for line in lines))

    write("A", [f"{a}, {b}" for a, b in edges])
    write("graph_indicator", indicator)
    write("graph_labels", graph_labels)
    write("node_labels", node_labels)
    write("edge_labels", edge_labels)


def pyg_qm9(folder: str, molecules: int = 80) -> None:
    """PyTorch Geometric's QM9 as QM9.process reads it where RDKit is not installed (as
    here): data/qm9/raw/qm9_v3.pt, a list of one dict per molecule as PyG's pre-processed
    copy holds them (x: 11 atom features, edge_index of the bonds both ways, edge_attr: 4 bond
    types one-hot, y: 1 x 19 targets, pos: 3-d coordinates, z: atomic numbers, name, idx).
    80 molecules of 3 to 6 heavy atoms in a chain; QM9.process makes data_v3.pt from it."""
    import torch

    generator = torch.Generator().manual_seed(201)
    raw = os.path.join(folder, "data", "qm9", "raw")
    os.makedirs(raw, exist_ok=True)
    molecules_made = []
    for m in range(molecules):
        size = int(torch.randint(3, 7, (), generator=generator))
        kinds = torch.randint(0, 5, (size,), generator=generator)
        x = torch.zeros(size, 11)
        x[torch.arange(size), kinds] = 1.0
        x[:, 5] = torch.tensor([1.0, 6.0, 7.0, 8.0, 9.0])[kinds]
        x[:, 10] = torch.randint(0, 4, (size,), generator=generator).float()
        pairs = [(i, i + 1) for i in range(size - 1)]
        edge_index = torch.tensor(
            [
                [a for a, b in pairs] + [b for a, b in pairs],
                [b for a, b in pairs] + [a for a, b in pairs],
            ]
        )
        bond = torch.randint(0, 4, (len(pairs),), generator=generator)
        edge_attr = torch.nn.functional.one_hot(torch.cat([bond, bond]), 4).float()
        molecules_made.append(
            {
                "x": x,
                "edge_index": edge_index,
                "edge_attr": edge_attr,
                "y": torch.randn(1, 19, generator=generator),
                "pos": torch.randn(size, 3, generator=generator),
                "z": torch.tensor([1, 6, 7, 8, 9])[kinds],
                "name": f"gdb_{m + 1}",
                "idx": m,
            }
        )
    torch.save(molecules_made, os.path.join(raw, "qm9_v3.pt"))


class Complete:
    """A stand-in for PyTorch Geometric's Complete transform (torch_geometric.transforms,
    gone from PyG here, 2.8): each graph's edges made every ordered pair of its distinct
    nodes, the bonds' attributes kept on the pairs they join and zeros elsewhere."""

    def __call__(self, data):
        import torch

        n = data.num_nodes
        source = torch.arange(n).repeat_interleave(n)
        target = torch.arange(n).repeat(n)
        keep = source != target
        if data.edge_attr is not None:
            attributes = data.edge_attr.new_zeros((n * n, *data.edge_attr.shape[1:]))
            attributes[data.edge_index[0] * n + data.edge_index[1]] = data.edge_attr
            data.edge_attr = attributes[keep]
        data.edge_index = torch.stack([source[keep], target[keep]])
        return data

    def __repr__(self) -> str:
        return "Complete()"


def dinesh_quark_graphs(folder: str, jets: int = 24, nodes: int = 1000) -> None:
    """dinesh110598/Quark_Gluon_data's quark_3chan_graph_normalized.h5, beside hpc_run.py,
    as data_load.get_train_dataset reads it: X (jets x 1000 nodes x 6: a hit's x and y
    position and energy, normalised, and its detector layer one-hot of 3), NL (each node's 6
    nearest neighbours, node indices) and mask (the nodes a jet has; the rest are padding),
    with h5py. 24 jets of 40 to 120 hits. Also Saves/, where hpc_run.py saves the model."""
    import h5py
    import numpy

    generator = numpy.random.default_rng(171)
    x = numpy.zeros((jets, nodes, 6), dtype=numpy.float32)
    neighbours = numpy.zeros((jets, nodes, 6), dtype=numpy.int64)
    mask = numpy.zeros((jets, nodes), dtype=bool)
    for j in range(jets):
        hits = int(generator.integers(40, 121))
        x[j, :hits, :3] = generator.random((hits, 3))
        x[j, numpy.arange(hits), 3 + generator.integers(0, 3, hits)] = 1.0
        mask[j, :hits] = True
        distance = ((x[j, :hits, None, :2] - x[j, None, :hits, :2]) ** 2).sum(-1)
        numpy.fill_diagonal(distance, numpy.inf)
        neighbours[j, :hits] = numpy.argsort(distance, axis=1)[:, :6]
    with h5py.File(os.path.join(folder, "quark_3chan_graph_normalized.h5"), "w") as out:
        out["X"], out["NL"], out["mask"] = x, neighbours, mask
    os.makedirs(os.path.join(folder, "Saves"), exist_ok=True)
