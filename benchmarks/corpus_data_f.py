"""Data made here for the scripts of `corpus_first_sight_f.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import torch

# Topics (6) to (10): gradient checkpointing, weight tying, knowledge distillation, timm
# image classification, Kaggle notebook exported to a script.


def nlu_exam_ptb(
    folder: str, words: int = 200, lines: tuple[int, int, int] = (240, 40, 40)
) -> None:
    """`256181_Alessia_Ianes/LM/part_B/dataset/PennTreeBank/ptb.{train,valid,test}.txt`:
    Penn Treebank's files as alessiaianes/NLU-exam reads them (a sentence a line, tokens split
    by spaces), lines of made-up words whose vocabulary the training file holds whole, so the
    validation and test files have no word the vocabulary lacks (the mirror lacks the training
    file, a large one)."""
    generator = torch.Generator().manual_seed(61)
    vocabulary = [f"w{n}" for n in range(words)]
    out = os.path.join(folder, "256181_Alessia_Ianes", "LM", "part_B", "dataset", "PennTreeBank")
    os.makedirs(out, exist_ok=True)
    for name, count in zip(("train", "valid", "test"), lines, strict=True):
        with open(os.path.join(out, f"ptb.{name}.txt"), "w") as text:
            if name == "train":  # every word once, so that no word is out of the vocabulary
                text.write(" " + " ".join(vocabulary) + " \n")
            for _ in range(count):
                length = int(torch.randint(4, 20, (), generator=generator))
                picks = torch.randint(0, words, (length,), generator=generator).tolist()
                text.write(" " + " ".join(vocabulary[n] for n in picks) + " \n")


# Topics (11) to (17): semantic segmentation, object detection, time series forecasting with
# LSTM, recommender system matrix factorization, sequence-to-sequence machine translation,
# meta-learning MAML, text classification with LSTM.


def cityscapes_fine(
    folder: str, counts: tuple[int, int] = (24, 8), size: tuple[int, int] = (128, 64)
) -> None:
    """`segnet/data/leftImg8bit/{train,val}/city/N_leftImg8bit.png` and
    `segnet/data/gtFine/{train,val}/city/N_gtFine_labelIds.png`: Cityscapes' folders as
    torchvision's Cityscapes reads them (images, and label ids 0 to 33 a pixel), where
    nimuh/deep-learning's SegNet script reads them (Cityscapes is a download behind a
    login)."""
    from PIL import Image

    generator = torch.Generator().manual_seed(62)
    width, height = size
    for split, count in zip(("train", "val"), counts, strict=True):
        images = os.path.join(folder, "segnet", "data", "leftImg8bit", split, "city")
        labels = os.path.join(folder, "segnet", "data", "gtFine", split, "city")
        os.makedirs(images, exist_ok=True)
        os.makedirs(labels, exist_ok=True)
        for n in range(count):
            pixels = torch.randint(
                0, 256, (height, width, 3), generator=generator, dtype=torch.uint8
            )
            Image.fromarray(pixels.numpy()).save(
                os.path.join(images, f"city_{n:04d}_leftImg8bit.png")
            )
            ids = torch.randint(0, 34, (height, width), generator=generator, dtype=torch.uint8)
            Image.fromarray(ids.numpy()).save(
                os.path.join(labels, f"city_{n:04d}_gtFine_labelIds.png")
            )


# Topics (25) to (30): named entity recognition, tabular data with categorical embeddings,
# anomaly detection with an autoencoder, continual learning, few-shot learning with prototypical
# networks, point cloud classification PointNet.


def msra_ner(folder: str, counts: tuple[int, int] = (200, 20)) -> None:
    """`NER/NER_data/MSRA/{train,dev}/{sentences,tags}.txt`: MSRA's split as
    shinoyuki222/DemoNLP's build_msra_dataset_tags.py writes it (a sentence a line, its Chinese
    characters split by spaces; its BIO tags, one per character, likewise), made-up sentences of
    40 characters (no numerals, which its text processing groups) and seven tags, the training
    file holding every tag (the mirror lacks msra_train_bio, a large file)."""
    generator = torch.Generator().manual_seed(25)
    characters = "的是在了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可"
    entities = ("PER", "LOC", "ORG")
    root = os.path.join(folder, "NER", "NER_data", "MSRA")
    for split, count in zip(("train", "dev"), counts, strict=True):
        os.makedirs(os.path.join(root, split), exist_ok=True)
        sentences, tags = [], []
        for n in range(count):
            length = int(torch.randint(4, 20, (), generator=generator))
            picks = torch.randint(0, len(characters), (length,), generator=generator).tolist()
            labels = ["O"] * length
            start = int(torch.randint(0, length - 2, (), generator=generator))
            kind = entities[n % 3]
            labels[start], labels[start + 1] = f"B-{kind}", f"I-{kind}"
            sentences.append(" ".join(characters[p] for p in picks))
            tags.append(" ".join(labels))
        for name, lines in (("sentences.txt", sentences), ("tags.txt", tags)):
            with open(os.path.join(root, split, name), "w", encoding="utf-8") as text:
                text.write("\n".join(lines) + "\n")


def mlstuff_pictures(folder: str, count: int = 48, size: int = 160) -> None:
    """`dataset/*.png`: the course's folder of colour pictures that trbocode/mlstuff's utils.py
    lists (the author's own disk), 48 random RGB images of 160 x 160, the smallest size its
    autoencoder's strides give back whole (a 1 x 1 code)."""
    from PIL import Image

    generator = torch.Generator().manual_seed(27)
    out = os.path.join(folder, "dataset")
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        pixels = torch.randint(0, 256, (size, size, 3), generator=generator, dtype=torch.uint8)
        Image.fromarray(pixels.numpy()).save(os.path.join(out, f"picture_{n:03d}.png"))


def fed_recon_mini_imagenet(
    folder: str, classes: int = 5, images: int = 20, size: int = 84
) -> None:
    """`fed_recon/models/protonet/mini-imagenet/{train,val,test}.csv` and `images/`:
    mini-ImageNet in the layout ml4ai/fed-recon's MiniImagenet class reads (its readme
    downloads it from a Google Drive folder): csv files of filename and label, the images in
    one folder; here five made-up classes to a split (disjoint, as it asserts), twenty RGB
    images of 84 x 84 to a class: enough for its 5-way episodes of 5 support and 15 query
    shots."""
    from PIL import Image

    generator = torch.Generator().manual_seed(29)
    root = os.path.join(folder, "fed_recon", "models", "protonet", "mini-imagenet")
    os.makedirs(os.path.join(root, "images"), exist_ok=True)
    for s, split in enumerate(("train", "val", "test")):
        rows = ["filename,label"]
        for c in range(classes):
            label = f"n{s}{c:07d}"
            for n in range(images):
                name = f"{label}{n:08d}.png"
                pixels = torch.randint(
                    0, 256, (size, size, 3), generator=generator, dtype=torch.uint8
                )
                Image.fromarray(pixels.numpy()).save(os.path.join(root, "images", name))
                rows.append(f"{name},{label}")
        with open(os.path.join(root, f"{split}.csv"), "w") as table:
            table.write("\n".join(rows) + "\n")


def tsformer_electricity(folder: str, rows: int = 400, columns: int = 3) -> None:
    """`data/electricity/electricity.csv`: an hourly `date` column, `columns` load columns and
    the target `OT`, as the ECL file jianzhnie/TsFormer's readme trains on (a download), with
    just enough rows that its 70/10/20 split leaves one validation batch of 16 windows of
    48 + 24 hours."""
    import pandas

    generator = torch.Generator().manual_seed(63)
    hours = torch.arange(rows, dtype=torch.float64)
    daily = torch.sin(2 * torch.pi * hours / 24)
    table = {"date": pandas.date_range("2016-07-01", periods=rows, freq="h").astype(str)}
    for n in range(columns):
        noise = torch.randn(rows, generator=generator, dtype=torch.float64)
        table[str(n)] = (100 + 20 * daily + 5 * noise).numpy()
    noise = torch.randn(rows, generator=generator, dtype=torch.float64)
    table["OT"] = (50 + 10 * daily + 2 * noise).numpy()
    out = os.path.join(folder, "data", "electricity")
    os.makedirs(out, exist_ok=True)
    pandas.DataFrame(table).to_csv(os.path.join(out, "electricity.csv"), index=False)


# Topics (18) to (24): siamese networks, adversarial training, quantization-aware training or
# pruning, neural ODE, capsule networks, multi-task learning, image captioning.


def mobilenetv3_imagenet(folder: str) -> None:
    """`data/imagenet/{train,val}/CLASS/*.JPEG`: ImageNet's layout as coco-alen/mobilenetv3's
    build_dataset reads `--data_path` (its IMNET set: `train` and `val` image folders), 4
    classes of 64x64 colour noise, 16 training and 2 validation images each, where its readme
    points at a copy of ILSVRC2012."""
    from corpus_data_d import _image_folder

    _image_folder(
        os.path.join(folder, "data", "imagenet"),
        {"train": 16, "val": 2},
        classes=4,
        size=64,
        seed=181,
    )


def movielens_100k(folder: str, users: int = 120, items: int = 90, per_user: int = 24) -> None:
    """`data/ml-100k.zip` and `data/ml-100k/u.data`: MovieLens 100k's ratings file (user id,
    item id, a rating of 1 to 5, a timestamp, tab-separated; ids from 1, every user and item
    rated at least once) and the zip it comes in, where EthanRosenthal/torchmf's utils.py
    downloads it unless the zip is there. Each user rates `per_user` items, more than the 10
    its split holds out."""
    import zipfile

    generator = torch.Generator().manual_seed(64)
    lines = []
    for user in range(users):
        picks = torch.randperm(items, generator=generator)[:per_user]
        if user < items // per_user + 1:  # every item rated by someone
            start = user * per_user
            picks = torch.arange(start, start + per_user) % items
        ratings = torch.randint(1, 6, (per_user,), generator=generator)
        for item, rating in zip(picks.tolist(), ratings.tolist(), strict=True):
            lines.append(f"{user + 1}\t{item + 1}\t{rating}\t{881250949 + len(lines)}")
    text = "\n".join(lines) + "\n"
    out = os.path.join(folder, "data", "ml-100k")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "u.data"), "w") as ratings_file:
        ratings_file.write(text)
    with zipfile.ZipFile(os.path.join(folder, "data", "ml-100k.zip"), "w") as archive:
        archive.writestr("ml-100k/u.data", text)


def rristo_pairs_fewer(folder: str, pairs: int = 300) -> None:
    """`data/eng-fra_sub.txt`, RRisto/seq2seq's own file of English-French pairs (in the
    repository), cut to its first `pairs` lines: its attention scores each (sample, position)
    in a Python loop, some 12 s a batch of 100 backward on a CPU here."""
    path = os.path.join(folder, "data", "eng-fra_sub.txt")
    with open(path, encoding="utf-8") as text:
        lines = text.readlines()[:pairs]
    with open(path, "w", encoding="utf-8") as text:
        text.writelines(lines)


def tescaf_affordances(folder: str, objects: int = 24, features: int = 4096) -> None:
    """`data/affordances/all_fts.pkl` and `aff_{2..6}_transforms.pkl`: what TescaF/MAML-Pytorch's
    Affordances reads from /home/tesca (VGG-16 features of the UMD part-affordance images,
    not in the repository): a dict of a feature vector per object, and per affordance a dict
    of [affordance, (x, y, angle), (x, y)] per object; every object has every affordance, so
    each task can draw its support and query objects. Also the folder its checkpoints go to
    (`data/affordances/lo_6/`, for --leave_out=6)."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(65)
    names = [f"object_{n:02d}" for n in range(objects)]
    out = os.path.join(folder, "data", "affordances")
    os.makedirs(os.path.join(out, "lo_6"), exist_ok=True)
    vectors = {name: generator.random(features).astype(numpy.float32) for name in names}
    with open(os.path.join(out, "all_fts.pkl"), "wb") as handle:
        pickle.dump(vectors, handle)
    for affordance in range(2, 7):
        table = {}
        for name in names:
            x, y = generator.uniform(-1, 1, 2).tolist()
            angle = float(generator.uniform(-numpy.pi, numpy.pi))
            table[name] = [affordance, (x, y, angle), (x, y)]
        with open(os.path.join(out, f"aff_{affordance}_transforms.pkl"), "wb") as handle:
            pickle.dump(table, handle)


def datalake_sentiment(folder: str, rows: int = 96) -> None:
    """`Machine_learning/Training/data/train.csv`: cleaned tweets with a `sentiment` label
    (0, 1 or 2), where MananChandna/AWS-Datalake's updated_train.py reads SageMaker's
    training channel (the tweets come from its Twitter pipeline; the script reads only the
    label, its inputs are drawn at random per sample)."""
    generator = torch.Generator().manual_seed(66)
    out = os.path.join(folder, "Machine_learning", "Training", "data")
    os.makedirs(out, exist_ok=True)
    labels = torch.randint(0, 3, (rows,), generator=generator).tolist()
    with open(os.path.join(out, "train.csv"), "w") as table:
        table.write("text,sentiment\n")
        for n, label in enumerate(labels):
            table.write(f"tweet number {n},{label}\n")


def nyud_mt(
    folder: str, counts: tuple[int, int] = (16, 4), size: tuple[int, int] = (48, 64)
) -> None:
    """`databases/NYUD_MT/{images,segmentation,depth,normals,edge,gt_sets}`: NYUDv2 in the
    layout SimonVandenhende/Multi-Task-Learning-PyTorch's NYUD_MT reads (an image a .jpg, its
    40-class labels a .png with 0 for background, depth, normals and edges as .npy, the splits
    as gt_sets/{train,val}.txt), small images of noise; and an empty NYUD_MT.tgz beside it,
    the archive whose presence tells its _download that the data is there (a Google Drive
    download otherwise)."""
    import numpy
    from PIL import Image

    generator = torch.Generator().manual_seed(231)
    height, width = size
    root = os.path.join(folder, "databases", "NYUD_MT")
    for sub in ("images", "segmentation", "depth", "normals", "edge", "gt_sets"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    open(os.path.join(folder, "databases", "NYUD_MT.tgz"), "w").close()
    for split, count in zip(("train", "val"), counts, strict=True):
        names = [f"{split}_{n:04d}" for n in range(count)]
        for name in names:
            pixels = torch.randint(
                0, 256, (height, width, 3), generator=generator, dtype=torch.uint8
            )
            Image.fromarray(pixels.numpy(), mode="RGB").save(
                os.path.join(root, "images", f"{name}.jpg")
            )
            labels = torch.randint(0, 41, (height, width), generator=generator, dtype=torch.uint8)
            Image.fromarray(labels.numpy(), mode="L").save(
                os.path.join(root, "segmentation", f"{name}.png")
            )
            depth = 0.5 + 9.5 * torch.rand(height, width, generator=generator)
            numpy.save(
                os.path.join(root, "depth", f"{name}.npy"), depth.numpy().astype(numpy.float32)
            )
            normals = torch.nn.functional.normalize(
                torch.randn(height, width, 3, generator=generator), dim=-1
            )
            numpy.save(
                os.path.join(root, "normals", f"{name}.npy"), normals.numpy().astype(numpy.float32)
            )
            edge = (torch.rand(height, width, generator=generator) < 0.1).float()
            numpy.save(os.path.join(root, "edge", f"{name}.npy"), edge.numpy())
        with open(os.path.join(root, "gt_sets", f"{split}.txt"), "w") as listing:
            listing.write("\n".join(names) + "\n")
    # The single-task baselines' scores that its multi-task evaluation measures itself against
    # (written by the single-task configs' runs, which its readme has run first).
    import json

    for task, scores in (("semseg", {"mIoU": 0.1}), ("depth", {"rmse": 1.0})):
        out = os.path.join(folder, "results", "NYUD", "hrnet_w18", "single_task", task, "results")
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, f"NYUD_test_{task}.json"), "w") as table:
            json.dump(scores, table)
