"""Data made here for batch n's topics (31) to (35) (corpus_first_sight_n_31to35.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import json
import os


def woodywarhol9_ml1m_ratings(folder: str) -> None:
    """MovieLens-1M's ratings.dat as data/dataset.py reads it (`UserID::MovieID::Rating::
    Timestamp`, read with sep="::", its first line taken as the header and renamed), at
    data/ml-1m/ratings.dat (absent from the mirror): 40 users, each with 20 to 30 ratings of
    movies drawn from 200, at increasing timestamps. 200 movies leave each user's validation
    and test rows the 100 popular negatives its _eval_dataset collects."""
    import numpy

    generator = numpy.random.default_rng(3101)
    lines = ["1::1193::5::978300760"]  # the header line pandas takes
    stamp = 978300761
    for user in range(1, 41):
        count = int(generator.integers(20, 31))
        movies = generator.choice(numpy.arange(1, 201), size=count, replace=False)
        for movie in movies:
            stamp += int(generator.integers(1, 60))
            rating = int(generator.integers(1, 6))
            lines.append(f"{user}::{int(movie)}::{rating}::{stamp}")
    out = os.path.join(folder, "data", "ml-1m")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "ratings.dat"), "w") as f:
        f.write("\n".join(lines) + "\n")


def jeonhyeryung_menu_final(folder: str) -> None:
    """What Model/run_train.py reads from --data_dir, ../data/train/ (its readme's layout,
    not in the repository): menu_final.csv (user, item, time: one row per meal a user ate,
    utils.get_user_seqs orders each user's items by time) and Ml_item2attributes.json (one
    line of JSON, item id to attribute ids, which utils.get_item2attribute_json reads): 40
    users of 8 to 12 meals each, menus drawn from 30, each menu with one or two of 6
    categories."""
    import numpy

    generator = numpy.random.default_rng(3103)
    rows = ["user,item,time"]
    for user in range(40):
        count = int(generator.integers(8, 13))
        for time, item in enumerate(generator.integers(0, 30, count)):
            rows.append(f"{user},{int(item)},{time}")
    out = os.path.join(folder, "data", "train")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "menu_final.csv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    attributes = {
        str(item): sorted({int(a) for a in generator.integers(1, 7, int(generator.integers(1, 3)))})
        for item in range(1, 31)
    }
    with open(os.path.join(out, "Ml_item2attributes.json"), "w") as f:
        f.write(json.dumps(attributes) + "\n")


def _object_array(items):
    import numpy

    out = numpy.empty(len(items), dtype=object)
    for i, item in enumerate(items):
        out[i] = item
    return out


def nianiaele_wsj_npy(folder: str) -> None:
    """What train.py reads from configuration.dataBasePath (set to data/), as TransferData.py
    leaves it: train.npy and dev.npy, object arrays of utterances (frames x 40 filterbank
    values, float32), and newTrainY.npy and newDevY.npy, object arrays of character indices
    (Dictionary.charDic: '@' = 32 first, '?' = 33 last, characters 0 to 31 between): 24
    training and 8 development utterances of 24 to 48 frames (its listener pools the time axis
    by 8) with 6 to 12 characters; and graph/, where show_attention_weights saves figures."""
    import numpy

    generator = numpy.random.default_rng(3301)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    os.makedirs(os.path.join(folder, "graph"), exist_ok=True)
    for name, count in (("train", 24), ("dev", 8)):
        frames = [
            generator.standard_normal((int(generator.integers(24, 49)), 40)).astype(numpy.float32)
            for _ in range(count)
        ]
        labels = [
            numpy.concatenate(
                ([32], generator.integers(0, 32, int(generator.integers(6, 13))), [33])
            )
            for _ in range(count)
        ]
        y_name = "newTrainY.npy" if name == "train" else "newDevY.npy"
        numpy.save(os.path.join(out, f"{name}.npy"), _object_array(frames), allow_pickle=True)
        numpy.save(os.path.join(out, y_name), _object_array(labels), allow_pickle=True)


def psh150204_librispeech_fbank(folder: str) -> None:
    """What main.py's load_train_data reads from --path (its default,
    data/libri_fbank40_char30): train-clean-100.csv (a header line, then index, the .npy's
    path under the root and the characters joined by '_': 0 <sos> first, 1 <eos> last, 2 to
    29 between) and each utterance's 40 filterbank values per frame (float32) under
    train-clean-100/: 16 utterances of 16 to 40 frames, 5 to 12 characters; and results/ and
    checkpoints/, where its Logger and save_checkpoint write."""
    import numpy

    generator = numpy.random.default_rng(3303)
    root = os.path.join(folder, "data", "libri_fbank40_char30")
    os.makedirs(os.path.join(root, "train-clean-100"), exist_ok=True)
    os.makedirs(os.path.join(folder, "results"), exist_ok=True)
    os.makedirs(os.path.join(folder, "checkpoints"), exist_ok=True)
    lines = ["index,path,label"]
    for i in range(16):
        name = f"train-clean-100/utt{i:03d}.npy"
        frames = generator.standard_normal((int(generator.integers(16, 41)), 40))
        numpy.save(os.path.join(root, name), frames.astype(numpy.float32))
        chars = generator.integers(2, 30, int(generator.integers(5, 13)))
        label = "_".join(str(int(c)) for c in [0, *chars, 1])
        lines.append(f"{i},{name},{label}")
    with open(os.path.join(root, "train-clean-100.csv"), "w") as f:
        f.write("\n".join(lines) + "\n")


def azraelkuan_arctic_mcep(folder: str) -> None:
    """What train_rnn.py's McepDataSet reads under --data_root: each utterance's
    mel-cepstrum (order 24: 25 values a frame, float64, as its preprocess.py computes it),
    named as the data set names it, `cmu_us_arctic_{speaker}_{id}-mc.npy`, for the
    source and target speakers its run_rnn.sh names, bdl and slt, at data/cmu_arctic/; for
    the first 12 utterances of its scp/train.scp and the first 4 of scp/dev.scp, listed in
    scp/train_made_here.scp and scp/dev_made_here.scp. Each pair spoken at other lengths,
    40 to 80 frames, as its collate_fn aligns them by DTW; and checkpoints/, where it saves
    (its readme's "the checkpoint will be saved in the dir checkpoints")."""
    import numpy

    generator = numpy.random.default_rng(3401)
    train = [
        "b0304",
        "a0059",
        "a0307",
        "a0122",
        "b0504",
        "b0218",
        "a0438",
        "a0045",
        "b0231",
        "b0434",
        "b0088",
        "a0242",
    ]
    dev = ["a0138", "a0430", "a0118", "b0446"]
    out = os.path.join(folder, "data", "cmu_arctic")
    os.makedirs(out, exist_ok=True)
    for utterance in train + dev:
        for speaker in ("bdl", "slt"):
            frames = int(generator.integers(40, 81))
            mcep = generator.standard_normal((frames, 25)) * 0.3
            path = os.path.join(out, f"cmu_us_arctic_{speaker}_{utterance}-mc.npy")
            numpy.save(path, mcep)
    os.makedirs(os.path.join(folder, "scp"), exist_ok=True)
    os.makedirs(os.path.join(folder, "checkpoints"), exist_ok=True)
    for name, ids in (("train", train), ("dev", dev)):
        with open(os.path.join(folder, "scp", f"{name}_made_here.scp"), "w") as f:
            f.write("".join(f"{i}\n" for i in ids))
