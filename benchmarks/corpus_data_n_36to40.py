"""Data made here for batch n's topics (36) to (40) (corpus_first_sight_n_36to40.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import json
import os


def andreban_toxic_embeddings(folder: str) -> None:
    """The file src/train_text_embedding_004.py reads from its working folder (src/),
    YT-comments-text-embedding-004-768-10k.jsonl, as its generate_embeds_dataset.py writes
    it: one JSON object a line with the comment's id, its 768 embedding values (drawn here, in
    place of Google's text-embedding-004 over Jigsaw's comments) and the six labels as the
    CSV's strings "0"/"1". 50 lines: its split keeps 10 for validation, 40 for training."""
    import numpy

    generator = numpy.random.default_rng(3601)
    labels = ("toxic", "severe_toxic", "obscene", "threat", "insult", "identity_hate")
    path = os.path.join(folder, "src", "YT-comments-text-embedding-004-768-10k.jsonl")
    with open(path, "w") as out:
        for index in range(50):
            row = {
                "id": f"{index:016x}",
                "embeddings": generator.normal(0, 0.05, 768).round(6).tolist(),
            }
            row.update({name: str(int(generator.random() < 0.3)) for name in labels})
            out.write(json.dumps(row) + "\n")


class _Stub:
    """Stands for a pickled class whose module is not imported here (its attributes kept)."""


class _StubUnpickler:
    @staticmethod
    def load(path: str):
        import pickle

        class Unpickler(pickle.Unpickler):
            def find_class(self, module, name):
                if module == "utils":
                    return _Stub
                return super().find_class(module, name)

        with open(path, "rb") as f:
            return Unpickler(f).load()


def andychang_intent(folder: str) -> None:
    """What train_intent.py reads beside its repository's cache/intent/vocab.pkl and
    intent2idx.json (both in the repository): cache/intent/embeddings.pt, the GloVe vectors of
    the vocabulary's 6,491 tokens that its preprocess_intent.py writes (absent from the
    mirror; drawn here, 300 values each as GloVe's 840B), and data/intent/train.json and
    eval.json as download.sh's cache unzips them (ADL's intent data: a list of {"text",
    "intent", "id"}): 48 training and 16 evaluation utterances of 4 to 12 of the vocabulary's
    words, each an intent of intent2idx.json's 150."""
    import numpy
    import torch

    generator = numpy.random.default_rng(3701)
    cache = os.path.join(folder, "cache", "intent")
    vocab = _StubUnpickler.load(os.path.join(cache, "vocab.pkl"))
    tokens = list(vocab.token2idx)
    with open(os.path.join(cache, "intent2idx.json")) as f:
        intents = list(json.load(f))
    vectors = generator.uniform(-1, 1, (len(tokens), 300)).astype(numpy.float32)
    torch.save(torch.from_numpy(vectors), os.path.join(cache, "embeddings.pt"))
    data = os.path.join(folder, "data", "intent")
    os.makedirs(data, exist_ok=True)
    for split, count in (("train", 48), ("eval", 16)):
        rows = []
        for index in range(count):
            words = generator.choice(tokens[2:], int(generator.integers(4, 13)))
            intent = intents[int(generator.integers(len(intents)))]
            rows.append({"text": " ".join(words), "intent": intent, "id": f"{split}-{index}"})
        with open(os.path.join(data, f"{split}.json"), "w") as f:
            json.dump(rows, f, indent=2)


def _projective_heads(generator, first: int, last: int, head: int, heads: dict) -> None:
    """Heads for the words first..last (1-based, inclusive), all under `head`, as a projective
    tree: one word of the span is drawn as the span's root, its left and right parts below it."""
    if first > last:
        return
    root = int(generator.integers(first, last + 1))
    heads[root] = head
    _projective_heads(generator, first, root - 1, root, heads)
    _projective_heads(generator, root + 1, last, root, heads)


def wenyudu_conll(folder: str) -> None:
    """What chapter15/transition/XuefengBai/run.py reads from its data/ folder: train.conll
    (absent from the mirror), dev.conll and test.conll in CoNLL-X's ten tab-separated columns
    (word in the second, its tag in the fifth, head in the seventh, label in the eighth; a blank
    line between sentences), and en-cw.txt, the Collobert-Weston vectors (absent from the
    mirror: a word, then 50 values, a line each). 16 training sentences of 8 words (each a
    projective tree, so the arc-standard oracle gives all 16 transitions of each: 256 training
    instances), 4 dev and 4 test sentences; the words drawn from 40, the tags from 8."""
    import numpy

    generator = numpy.random.default_rng(3901)
    words = [f"w{index}" for index in range(40)]
    tags = ["NN", "NNS", "VB", "VBD", "JJ", "DT", "IN", "RB"]
    labels = ["nsubj", "dobj", "amod", "det", "case", "advmod", "nmod", "root"]
    data = os.path.join(folder, "chapter15", "transition", "XuefengBai", "data")
    os.makedirs(data, exist_ok=True)
    for split, count in (("train", 16), ("dev", 4), ("test", 4)):
        lines = []
        for _ in range(count):
            heads: dict = {}
            _projective_heads(generator, 1, 8, 0, heads)
            for index in range(1, 9):
                word = words[int(generator.integers(len(words)))]
                tag = tags[int(generator.integers(len(tags)))]
                label = "root" if heads[index] == 0 else labels[int(generator.integers(7))]
                lines.append(f"{index}\t{word}\t_\tX\t{tag}\t_\t{heads[index]}\t{label}\t_\t_")
            lines.append("")
        with open(os.path.join(data, f"{split}.conll"), "w") as f:
            f.write("\n".join(lines) + "\n")
    with open(os.path.join(data, "en-cw.txt"), "w") as f:
        for word in words:
            values = " ".join(f"{v:.6f}" for v in generator.normal(0, 0.5, 50))
            f.write(f"{word} {values}\n")


def underthesea_vlsp2020_dp(folder: str) -> None:
    """VLSP 2020's dependency treebank as underthesea's VLSP2020_DP reads it, train.txt and
    test.txt (its dev is its test) in CoNLL-U's ten tab-separated columns, in the folder
    file_utils.py names (~/.underthesea/datasets/VLSP2020-DP, moved by the recipe's edit to
    underthesea_home/ in the script's folder, tests/lab). 24 training sentences, 6 each of 4,
    5, 6 and 7 words (so its k-means over the lengths makes 4 buckets, one batch each an
    epoch), and 4 test sentences; each a projective tree; the words drawn from 30 syllables (each
    seen at least twice, its vocabulary's min_freq), the tags from 6, the relations from 6."""
    import numpy

    generator = numpy.random.default_rng(3902)
    words = [
        "tôi",
        "bạn",
        "nhà",
        "học",
        "sinh",
        "viên",
        "trường",
        "đi",
        "ăn",
        "cơm",
        "đẹp",
        "rất",
        "của",
        "và",
        "một",
        "những",
        "người",
        "làm",
        "việc",
        "nói",
        "thấy",
        "có",
        "là",
        "này",
        "đó",
        "năm",
        "ngày",
        "mới",
        "cũ",
        "lớn",
    ]
    tags = ["N", "V", "A", "P", "R", "E"]
    labels = ["nsubj", "obj", "amod", "det", "case", "advmod"]
    data = os.path.join(folder, "tests", "lab", "underthesea_home", "datasets", "VLSP2020-DP")
    os.makedirs(data, exist_ok=True)
    for split, lengths in (("train", [4, 5, 6, 7] * 6), ("test", [4, 5, 6, 7])):
        lines = []
        for length in lengths:
            heads: dict = {}
            _projective_heads(generator, 1, length, 0, heads)
            for index in range(1, length + 1):
                word = words[int(generator.integers(len(words)))]
                tag = tags[int(generator.integers(len(tags)))]
                label = "root" if heads[index] == 0 else labels[int(generator.integers(6))]
                lines.append(
                    f"{index}\t{word}\t{word}\t{tag}\t{tag}\t_\t{heads[index]}\t{label}\t_\t_"
                )
            lines.append("")
        with open(os.path.join(data, f"{split}.txt"), "w") as f:
            f.write("\n".join(lines) + "\n")
