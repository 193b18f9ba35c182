"""Data made here for batch r's topics (21) to (25) (corpus_first_sight_r_21to25.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

_WORDS = (
    "the",
    "food",
    "is",
    "great",
    "and",
    "service",
    "was",
    "good",
    "bad",
    "place",
    "i",
    "we",
    "it",
    "not",
    "to",
    "a",
    "of",
    "for",
    "this",
    "but",
    "they",
    "very",
    "so",
    "my",
    "with",
    "were",
    "had",
    "at",
    "on",
    "are",
    "you",
    "be",
    "was",
    "just",
    "like",
    "would",
    "there",
    "all",
    "time",
    "back",
    "get",
    "one",
    "nice",
    "ordered",
    "best",
    "love",
    "friendly",
    "staff",
    "restaurant",
    "pizza",
    "chicken",
    "coffee",
    "order",
)


def demborg_yelp_glove(folder: str) -> None:
    """Demborg/LSTM_sentiment's glove.6B.50d.txt (GloVe's text format: a word, then its 50
    values, a line), for a vocabulary of common review words (the rest of a review's words
    become zeros, as the script does for words GloVe lacks); and the folders train.py writes
    into: logs (its loss log) and checkpoints (each epoch's parameters); and
    data/made_train.json, 48 reviews in the Yelp data set's JSON lines (text, stars, useful,
    funny, cool), 8 to 40 words each (the repository's own small_data_train.json has reviews
    of up to 460 words, about a minute a step on this shared machine)."""
    import json

    import numpy

    generator = numpy.random.default_rng(2101)
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    with open(os.path.join(folder, "data", "made_train.json"), "w") as text:
        for n in range(48):
            words = generator.choice([*_WORDS, "unknownword"], int(generator.integers(8, 41)))
            review = {
                "review_id": f"r{n}",
                "stars": int(generator.integers(1, 6)),
                "text": " ".join(words).capitalize() + "!",
                "useful": int(generator.integers(0, 3)),
                "funny": int(generator.integers(0, 2)),
                "cool": int(generator.integers(0, 2)),
            }
            text.write(json.dumps(review) + "\n")
    with open(os.path.join(folder, "glove.6B.50d.txt"), "w") as text:
        for word in _WORDS:
            values = generator.normal(0.0, 0.4, 50)
            text.write(word + " " + " ".join(f"{v:.5f}" for v in values) + "\n")
    os.makedirs(os.path.join(folder, "logs"), exist_ok=True)
    os.makedirs(os.path.join(folder, "checkpoints"), exist_ok=True)


def run542968_movie(folder: str, users: int = 12, items: int = 30) -> None:
    """Run542968/SPCC's data/movie (the config's data_path, edited to ./data/): the three
    pickled dicts Dataset.py loads with np.load(...).item(): train_user_item (each user's set
    of items, 4 each: 48 interactions, the length of the epoch's sampled training data),
    test_user_item (2 held-out items for each user but the last, which has none, as some
    users of the real set) and item_hitRate (every item's popularity, in (0, 1]; its length is
    the item count)."""
    import numpy

    generator = numpy.random.default_rng(2201)
    out = os.path.join(folder, "data", "movie")
    os.makedirs(out, exist_ok=True)
    train, test = {}, {}
    for user in range(users):
        chosen = [int(i) for i in generator.permutation(items)[:6]]
        train[user] = set(chosen[:4])
        if user < users - 1:
            test[user] = set(chosen[4:])
    hit_rate = {item: float(generator.uniform(0.05, 1.0)) for item in range(items)}
    numpy.save(os.path.join(out, "train_user_item.npy"), train, allow_pickle=True)
    numpy.save(os.path.join(out, "test_user_item.npy"), test, allow_pickle=True)
    numpy.save(os.path.join(out, "item_hitRate.npy"), hit_rate, allow_pickle=True)


def ddevin96_hyperstance(folder: str, nodes: int = 40, edges: int = 12, width: int = 16) -> None:
    """ddevin96/HyperStance's data, in the folders pipeline.py reads (its authors' /data/ddevin,
    edited to ./data/ddevin): embs/*.pkl, pickled lists of torch tensors (one text embedding
    of 1 x `width` a post, two files of 20, read in sorted order); complete/matrix.pkl, the
    posts' incidence matrix over conversation threads (a NumPy array of nodes x edges, every
    thread of 2 to 6 posts, every post in one at least); complete/id_map.csv, each post's
    label_id (0 to 3; the script folds 3 into 2)."""
    import pickle

    import numpy
    import torch

    generator = numpy.random.default_rng(2301)
    embs = os.path.join(folder, "data", "ddevin", "embs")
    complete = os.path.join(folder, "data", "ddevin", "complete")
    os.makedirs(embs, exist_ok=True)
    os.makedirs(complete, exist_ok=True)
    vectors = generator.normal(0.0, 1.0, (nodes, 1, width)).astype(numpy.float32)
    half = nodes // 2
    for n, part in enumerate((vectors[:half], vectors[half:])):
        with open(os.path.join(embs, f"embs{n}.pkl"), "wb") as out:
            pickle.dump([torch.from_numpy(v.copy()) for v in part], out)
    matrix = numpy.zeros((nodes, edges), dtype=numpy.float32)
    for edge in range(edges):
        members = generator.choice(nodes, int(generator.integers(2, 7)), replace=False)
        matrix[members, edge] = 1.0
    for node in numpy.flatnonzero(matrix.sum(axis=1) == 0):
        matrix[node, node % edges] = 1.0
    with open(os.path.join(complete, "matrix.pkl"), "wb") as out:
        pickle.dump(matrix, out)
    with open(os.path.join(complete, "id_map.csv"), "w") as out:
        out.write("id,label_id\n")
        for node in range(nodes):
            out.write(f"p{node},{node % 4}\n")


def jincheol5_wikipedia(folder: str, users: int = 10, items: int = 30, events: int = 80) -> None:
    """jincheol5/Temporal_GNN's JODIE-style Wikipedia set, where DataUtils reads it (its
    base_path, ../data/temporal_graph, from the script's folder test_code/test_model_train):
    ml_wikipedia.csv (u, i, ts, label, idx, sorted by time; users 1 to `users`, pages after
    them, every node in some event, so the script's remapping keeps the ids), and its node and
    edge features, ml_wikipedia_node.npy (N + 1 rows) and ml_wikipedia.npy (E + 1 rows), 4
    each. 80 events: the script's 70% for training is 56, batches of 16."""
    import numpy

    generator = numpy.random.default_rng(2401)
    out = os.path.join(folder, "test_code", "data", "temporal_graph", "wikipedia")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "ml_wikipedia.csv"), "w") as text:
        text.write(",u,i,ts,label,idx\n")
        for n in range(events):
            u = 1 + n % users
            i = users + 1 + (n * 7) % items
            text.write(f"{n},{u},{i},{10 * (n + 1)},0,{n + 1}\n")
    nodes = users + items
    numpy.save(
        os.path.join(out, "ml_wikipedia_node.npy"),
        generator.normal(0.0, 1.0, (nodes + 1, 4)).astype(numpy.float32),
    )
    numpy.save(
        os.path.join(out, "ml_wikipedia.npy"),
        generator.normal(0.0, 1.0, (events + 1, 4)).astype(numpy.float32),
    )


def lanl_hippynn_qm7(folder: str, molecules: int = 60, atoms: int = 8) -> None:
    """lanl/hippynn's QM7 arrays as its process_QM7_data.py writes them (from qm7.mat, a
    download), in datasets/qm7_processed (the example's path, edited to sit inside the
    folder): data-qm7Z.npy (species, int64, padded with 0 to `atoms`), data-qm7R.npy
    (positions in Bohr, float32, atoms on a grid 2.6 Bohr apart with a small jitter, so every
    distance is above the network's soft minimum) and data-qm7T.npy (one energy a molecule,
    float32, a column: a sum of per-species terms and a little noise)."""
    import numpy

    generator = numpy.random.default_rng(2501)
    out = os.path.join(folder, "datasets", "qm7_processed")
    os.makedirs(out, exist_ok=True)
    species = numpy.zeros((molecules, atoms), dtype=numpy.int64)
    positions = numpy.zeros((molecules, atoms, 3), dtype=numpy.float32)
    energies = numpy.zeros((molecules, 1), dtype=numpy.float32)
    grid = numpy.array([(x, y, z) for x in range(2) for y in range(2) for z in range(2)])
    per_species = {1: -0.5, 6: -38.0, 7: -54.6, 8: -75.1}
    for m in range(molecules):
        count = int(generator.integers(3, atoms + 1))
        kinds = generator.choice([1, 1, 6, 6, 7, 8], count)
        species[m, :count] = kinds
        jitter = generator.normal(0.0, 0.1, (count, 3))
        positions[m, :count] = grid[:count] * 2.6 + jitter
        energies[m, 0] = sum(per_species[int(k)] for k in kinds) + generator.normal(0.0, 0.3)
    numpy.save(os.path.join(out, "data-qm7Z.npy"), species)
    numpy.save(os.path.join(out, "data-qm7R.npy"), positions)
    numpy.save(os.path.join(out, "data-qm7T.npy"), energies)
