"""Data made here for batch m's topics (26) to (30) (corpus_first_sight_m_26to30.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def receraser_gowalla(folder: str) -> None:
    """The Gowalla split RecEraserPro's NormalDataLoader reads, data/gowalla/train.txt and
    test.txt: a line a user, "user item item ...", users 0 to 149 (all in both files), items
    0 to 399; 8 to 19 training items and 2 to 5 held-out ones per user (about 2,000 training
    interactions; 150 test users, not a multiple of its test batch of 100)."""
    import numpy

    generator = numpy.random.default_rng(2601)
    out = os.path.join(folder, "data", "gowalla")
    os.makedirs(out, exist_ok=True)
    train, test = [], []
    for user in range(150):
        n_train = int(generator.integers(8, 20))
        n_test = int(generator.integers(2, 6))
        items = generator.choice(400, n_train + n_test, replace=False)
        train.append(" ".join(map(str, [user, *sorted(items[:n_train].tolist())])))
        test.append(" ".join(map(str, [user, *sorted(items[n_train:].tolist())])))
    with open(os.path.join(out, "train.txt"), "w") as f:
        f.write("\n".join(train) + "\n")
    with open(os.path.join(out, "test.txt"), "w") as f:
        f.write("\n".join(test) + "\n")


def king_diginetica(folder: str) -> None:
    """The preprocessed Diginetica clicks king0980692's gru4rec/main.py reads,
    exp/diginetica/train.csv and test.csv (columns SessionID, ItemID, Time, as its
    preprocess_diginetica.py saves them): 110 training sessions of 2 to 9 clicks over 200
    items, 60 test sessions of 2 to 6 clicks over the same items (both over its 50 parallel
    sessions); and exp/checkpoint/, the folder its run script's working folder has beside
    exp/diginetica (the script makes its checkpoint folder with os.mkdir, not makedirs)."""
    import numpy

    generator = numpy.random.default_rng(2701)
    out = os.path.join(folder, "exp", "diginetica")
    os.makedirs(out, exist_ok=True)
    os.makedirs(os.path.join(folder, "result", "diginetica"), exist_ok=True)
    time = 1_464_000_000.0
    for name, sessions, longest, first in (("train", 110, 10, 1), ("test", 60, 7, 500)):
        rows = ["SessionID,ItemID,Time"]
        for session in range(first, first + sessions):
            for _ in range(int(generator.integers(2, longest))):
                time += float(generator.integers(1, 600))
                rows.append(f"{session},{int(generator.integers(1000, 1200))},{time}")
        with open(os.path.join(out, f"{name}.csv"), "w") as f:
            f.write("\n".join(rows) + "\n")


def msinet_market1501(folder: str) -> None:
    """Market-1501 as MSINet's reid/data/market1501.py globs it, under
    data/Market-1501-v15.09.15/: bounding_box_train/ with 12 identities of 4 images each
    (PPPP_cC_..._NN.jpg, cameras 1 to 6), query/ with one image of each of 4 identities (camera
    1), and bounding_box_test/ with two images of each in cameras 2 and 3 and 4 distractors;
    RGB jpgs of 64 x 32 (its transforms resize them to 256 x 128)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2901)
    root = os.path.join(folder, "data", "Market-1501-v15.09.15")

    def save(sub: str, pid: int, camera: int, index: int) -> None:
        out = os.path.join(root, sub)
        os.makedirs(out, exist_ok=True)
        pixels = generator.integers(0, 256, (64, 32, 3), dtype=numpy.uint8)
        name = f"{pid:04d}_c{camera}s1_{1000 + index:06d}_01.jpg"
        Image.fromarray(pixels).save(os.path.join(out, name))

    for pid in range(2, 14):
        for index in range(4):
            save("bounding_box_train", pid, 1 + (pid + index) % 6, index)
    for pid in range(20, 24):
        save("query", pid, 1, 0)
        save("bounding_box_test", pid, 2, 1)
        save("bounding_box_test", pid, 3, 2)
    for pid in range(30, 34):
        save("bounding_box_test", pid, 4, 3)


def eyetrack_eye_images(folder: str) -> None:
    """The eye-tracking recordings gusye1234's code/load_data.py globs, data/{train,test}/
    FOLDER/IMG1/Learn.csv (the gaze point's columns "cornerxy[0]" and "cornerxy[1]", in
    pixels of an 800 x 600 screen) beside N_0, N_1, N_3 and N_4 (four eye cameras) for each
    row N from 1, as the 256 x 256 grayscale pngs its --resize reads (N_K_256.png, written by
    its convert.py): 20 training samples (5 batches of 4: its progress print divides by a
    fifth of the batches) and 4 test samples."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(3001)
    for mode, count in (("train", 20), ("test", 4)):
        out = os.path.join(folder, "data", mode, "01", "IMG1")
        os.makedirs(out, exist_ok=True)
        rows = ["cornerxy[0],cornerxy[1]"]
        for n in range(1, count + 1):
            rows.append(f"{generator.uniform(0, 800):.2f},{generator.uniform(0, 600):.2f}")
            for k in (0, 1, 3, 4):
                pixels = generator.integers(0, 256, (256, 256), dtype=numpy.uint8)
                Image.fromarray(pixels).save(os.path.join(out, f"{n}_{k}_256.png"))
        with open(os.path.join(out, "Learn.csv"), "w") as f:
            f.write("\n".join(rows) + "\n")


def hrnn_movielens_1m(folder: str) -> None:
    """MovieLens-1M as cksruf91's preprocess.py saves it, datasets/1M/: train.pkl and
    valid.pkl, pickled dicts of user id to that user's interactions in order, each a dict
    (inputItem, outputItem, userMask, sessionMask, rating, timestamp), 60 users of 6 to 11
    (over its 50 parallel sessions), sessions of 2 to 4 clicks, items 1 to 299; valid.pkl holds
    each user's last 4 as the context; item_meta.tsv (item_id, MovieID, Title, Genres,
    item_count, cumulate_count, items 0 to 299); and negative_test.dat, a line a user: user,
    the held-out item, 19 negatives, tab-separated."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(2702)
    out = os.path.join(folder, "datasets", "1M")
    os.makedirs(out, exist_ok=True)
    train, context, test = {}, {}, []
    time = 1_000_000_000
    for user in range(60):
        items = generator.integers(1, 300, int(generator.integers(7, 13))).tolist()
        rows, session_left = [], 0
        for i in range(len(items) - 1):
            time += int(generator.integers(60, 3600))
            new_session = session_left == 0
            if new_session:
                session_left = int(generator.integers(2, 5))
            session_left -= 1
            rows.append(
                {
                    "inputItem": items[i],
                    "outputItem": items[i + 1],
                    "userMask": 1.0 if i == 0 else 0.0,
                    "sessionMask": 1.0 if new_session else 0.0,
                    "rating": int(generator.integers(1, 6)),
                    "timestamp": time,
                }
            )
        train[user] = rows
        context[user] = rows[-4:]
        negatives = [n for n in generator.permutation(300).tolist() if n not in items][:19]
        test.append([user, int(generator.integers(1, 300)), *negatives])
    with open(os.path.join(out, "train.pkl"), "wb") as f:
        pickle.dump(train, f)
    with open(os.path.join(out, "valid.pkl"), "wb") as f:
        pickle.dump(context, f)
    meta = ["item_id\tMovieID\tTitle\tGenres\titem_count\tcumulate_count"]
    for item in range(300):
        meta.append(f"{item}\t{item + 1}\tMovie {item}\tDrama\t1\t{item + 1}")
    with open(os.path.join(out, "item_meta.tsv"), "w") as f:
        f.write("\n".join(meta) + "\n")
    with open(os.path.join(out, "negative_test.dat"), "w") as f:
        f.write("\n".join("\t".join(map(str, row)) for row in test) + "\n")
