"""Data made here for batch n's topics (26) to (30) (corpus_first_sight_n_26to30.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def dherath_ba2motifs(folder: str) -> None:
    """datasets/BA_2Motifs.pkl as train_model.py's ExampleBAMOTIF reads it (PGExplainer's
    pickle, absent from the mirror: a large file): a list [adjacency matrices, node features,
    one-hot labels] of 40 graphs of 25 nodes (not 1,000), 10 features a node (0.1 each, as
    the data set has them). Each graph is a random tree of 20 nodes with a motif of 5 nodes
    attached to node 0: a house (class 0) or a 5-cycle (class 1), as BA-2Motifs is built;
    20 of each class, in a drawn order."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(2611)
    count, nodes = 40, 25
    labels_drawn = generator.permutation(numpy.repeat([0, 1], count // 2))
    adjs = numpy.zeros((count, nodes, nodes), dtype=numpy.float64)
    for g, label in enumerate(labels_drawn):
        adj = adjs[g]
        for node in range(1, 20):
            parent = int(generator.integers(0, node))
            adj[node, parent] = adj[parent, node] = 1
        motif = list(range(20, 25))
        ring = [(motif[i], motif[(i + 1) % 5]) for i in range(5)]
        if label == 0:  # a house: the ring plus a roof's chord
            ring.append((motif[0], motif[2]))
        for a, b in ring:
            adj[a, b] = adj[b, a] = 1
        adj[0, motif[0]] = adj[motif[0], 0] = 1
    feats = numpy.full((count, nodes, 10), 0.1, dtype=numpy.float32)
    labels = numpy.eye(2)[labels_drawn]
    out = os.path.join(folder, "datasets")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "BA_2Motifs.pkl"), "wb") as f:
        pickle.dump([adjs, feats, labels], f)


def jamesyu_cora(folder: str) -> None:
    """Cora as utils.py's load_cora reads it (its readme assumes the data beside the
    repository): cora/cora.content, a line a paper "ID f1 ... f1433 LABEL", and
    cora/cora.cites, "CITED CITING" a line. Cora's own sizes, which load_cora and train.py
    write in (2,708 papers, 1,433 binary word features, 7 classes): each paper 18 words
    drawn, a class drawn, about 5,400 citations (each paper cites the one before it in a
    drawn order, so none is alone, and 2,700 more pairs drawn)."""
    import numpy

    generator = numpy.random.default_rng(2711)
    papers, words = 2708, 1433
    classes = [
        "Case_Based",
        "Genetic_Algorithms",
        "Neural_Networks",
        "Probabilistic_Methods",
        "Reinforcement_Learning",
        "Rule_Learning",
        "Theory",
    ]
    ids = generator.choice(numpy.arange(30, 1_200_000), size=papers, replace=False)
    out = os.path.join(folder, "cora")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "cora.content"), "w") as f:
        for paper in ids:
            row = numpy.zeros(words, dtype=numpy.int8)
            row[generator.choice(words, size=18, replace=False)] = 1
            label = classes[int(generator.integers(0, len(classes)))]
            f.write(f"{paper}\t" + "\t".join(map(str, row)) + f"\t{label}\n")
    order = generator.permutation(papers)
    pairs = [(ids[order[i]], ids[order[i - 1]]) for i in range(1, papers)]
    drawn = generator.integers(0, papers, size=(2700, 2))
    pairs += [(ids[a], ids[b]) for a, b in drawn if a != b]
    with open(os.path.join(out, "cora.cites"), "w") as f:
        for cited, citing in pairs:
            f.write(f"{cited}\t{citing}\n")


def _ratings(generator, users: int, items: int, per_user: tuple[int, int]):
    """(user, item, rating, timestamp) rows, ids from 1, each user rating a drawn number of
    distinct items, every item rated at least once."""
    rows = []
    for user in range(1, users + 1):
        n = int(generator.integers(per_user[0], per_user[1] + 1))
        for item in generator.choice(items, size=n, replace=False) + 1:
            rows.append(
                (
                    user,
                    int(item),
                    int(generator.integers(1, 6)),
                    int(generator.integers(874_724_710, 893_286_638)),
                )
            )
    rated = {item for _, item, _, _ in rows}
    for item in range(1, items + 1):
        if item not in rated:
            rows.append(
                (
                    int(generator.integers(1, users + 1)),
                    item,
                    int(generator.integers(1, 6)),
                    int(generator.integers(874_724_710, 893_286_638)),
                )
            )
    return rows


def sangwu_ml100k(folder: str) -> None:
    """MovieLens 100K's u.data as AutoRec's utils.load_data reads it from its default
    --dpath, ../ml-100k beside Recsys/AutoRec (Recsys/ml-100k/u.data): "user item rating
    timestamp", tab-separated. 24 users, 48 items (not 943 and 1,682), 6 to 12 ratings a
    user, every item rated."""
    import numpy

    generator = numpy.random.default_rng(3011)
    rows = _ratings(generator, 24, 48, (6, 12))
    out = os.path.join(folder, "Recsys", "ml-100k")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "u.data"), "w") as f:
        for row in rows:
            f.write("\t".join(map(str, row)) + "\n")


def modurec_ml100k(folder: str) -> None:
    """MovieLens 100K as grecom/data/ml-100k.py finds it after its download, under its
    --raw_path default (raw/ml-100k/): u.data (ratings, tab-separated), u.user
    ("id|age|gender|occupation|zip"), u.occupation (a name a line), u.item ("id|title|release
    date|video release date|URL|" and 19 genre flags) and u1.test (its predefined split 1's
    test ratings, u.data's format, a subset of u.data). 24 users, 30 items (not 943 and
    1,682; more than the 10 neighbours its similarity graphs ask), 6 to 12 ratings a user,
    every item rated; 1 rating in 5 in u1.test."""
    import numpy

    generator = numpy.random.default_rng(3012)
    users, items = 24, 30
    rows = _ratings(generator, users, items, (6, 12))
    out = os.path.join(folder, "raw", "ml-100k")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "u.data"), "w") as f:
        for row in rows:
            f.write("\t".join(map(str, row)) + "\n")
    test = [row for row in rows if generator.random() < 0.2]
    with open(os.path.join(out, "u1.test"), "w") as f:
        for row in test:
            f.write("\t".join(map(str, row)) + "\n")
    occupations = [
        "administrator",
        "artist",
        "doctor",
        "educator",
        "engineer",
        "other",
        "programmer",
        "student",
        "technician",
        "writer",
    ]
    with open(os.path.join(out, "u.occupation"), "w") as f:
        f.write("\n".join(occupations) + "\n")
    with open(os.path.join(out, "u.user"), "w") as f:
        for user in range(1, users + 1):
            age = int(generator.integers(16, 70))
            gender = "MF"[int(generator.integers(0, 2))]
            occupation = occupations[int(generator.integers(0, len(occupations)))]
            f.write(f"{user}|{age}|{gender}|{occupation}|{int(generator.integers(10000, 99999))}\n")
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    with open(os.path.join(out, "u.item"), "w", encoding="latin-1") as f:
        for item in range(1, items + 1):
            year = int(generator.integers(1930, 1998))
            date = f"01-{months[int(generator.integers(0, 12))]}-{year}"
            genres = (generator.random(19) < 0.2).astype(int)
            f.write(
                f"{item}|Film {item} ({year})|{date}||http://example.invalid/{item}|"
                + "|".join(map(str, genres))
                + "\n"
            )
