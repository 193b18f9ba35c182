"""Data made here for the scripts of `corpus_first_sight_i_01to03.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys

import numpy

# Topic (1): visual question answering.


def chen_vqa_features(folder: str, questions: int = 32, images: int = 12) -> None:
    """`data/`: what chen-steven/VisualQA's dataset.py reads for its 'train' split, the files
    of the bottom-up-attention VQA pipelines (VQA v2's questions and answers, Faster R-CNN's
    adaptive features of COCO's images, a download): `data/dicts/` pickles (ind2qid_train, the
    list of question ids; qid2que_train, a question id to its 14 word indices padded with 0
    and its length; qid2vid_train, a question id to its image id; qid2_a_inds, a question id
    as text to its answers' indices and their scores, a dict by index; ans2ind, 3,133 answers;
    word2ind, the words) and `data/adaptive_features/` (train.h5: image_features of 2,048,
    spatial_features of 6 and image_bb of 4 per object, pos_boxes an image's first and last
    object; train_img2idx.pkl, an image id to its row of pos_boxes). Here 32 questions on 12
    images of 10 to 36 objects. And `checkpoint.tar`, the state dict of the script's own
    VQAModel(18248, 300), which its train() loads first (the script saves it when training
    beats an accuracy): one made here with the repository's model, its initial weights."""
    import h5py

    generator = numpy.random.default_rng(1)
    dicts = os.path.join(folder, "data", "dicts")
    features = os.path.join(folder, "data", "adaptive_features")
    os.makedirs(dicts, exist_ok=True)
    os.makedirs(features, exist_ok=True)
    counts = generator.integers(10, 37, size=images)
    ends = numpy.cumsum(counts)
    pos_boxes = numpy.stack([ends - counts, ends], axis=1).astype(numpy.int64)
    total = int(ends[-1])
    with h5py.File(os.path.join(features, "train.h5"), "w") as table:
        table["image_features"] = generator.random((total, 2048), dtype=numpy.float32)
        table["spatial_features"] = generator.random((total, 6), dtype=numpy.float32)
        table["image_bb"] = (600 * generator.random((total, 4))).astype(numpy.float32)
        table["pos_boxes"] = pos_boxes
    image_ids = [100000 + 7 * n for n in range(images)]
    qids = [image_ids[n % images] * 1000 + n for n in range(questions)]
    files = {
        (features, "train_img2idx.pkl"): {image: n for n, image in enumerate(image_ids)},
        (dicts, "ind2qid_train.pkl"): qids,
        (dicts, "qid2vid_train.pkl"): {q: image_ids[n % images] for n, q in enumerate(qids)},
        (dicts, "ans2ind.pkl"): {f"answer{n}": n for n in range(3133)},
        (dicts, "word2ind.pkl"): {f"word{n}": n for n in range(1, 18248)},
    }
    questions_table, answers_table = {}, {}
    for q in qids:
        length = int(generator.integers(4, 15))
        words = generator.integers(1, 18248, size=length).tolist() + [0] * (14 - length)
        questions_table[q] = (words, length)
        indices = sorted(set(generator.integers(0, 3133, size=3).tolist()))
        scores = {i: float(generator.choice([0.3, 0.6, 1.0])) for i in indices}
        answers_table[str(q)] = (indices, scores)
    files[(dicts, "qid2que_train.pkl")] = questions_table
    files[(dicts, "qid2_a_inds.pkl")] = answers_table
    for (where, name), value in files.items():
        with open(os.path.join(where, name), "wb") as file:
            pickle.dump(value, file)
    made = (
        "import torch; torch.manual_seed(1); from vqa_model import VQAModel; "
        "torch.save(VQAModel(18248, 300).state_dict(), 'checkpoint.tar')"
    )
    subprocess.run([sys.executable, "-c", made], cwd=folder, check=True)


def uvulab_first_questions(folder: str, count: int = 40) -> None:
    """uvulab/VQA_Pytorch's own training questions (data/simple_images/questions/
    train_questions.json, in the repository: 120 of [question, answer, picture]) cut to their
    first 40, on its 10 pictures: its loader's batches are of one sample, and its plain run of
    2 epochs over the 120 and a test pass took 160 s on the 2 shared cores."""
    path = os.path.join(folder, "data", "simple_images", "questions", "train_questions.json")
    with open(path) as file:
        questions = json.load(file)
    with open(path, "w") as file:
        json.dump(questions[:count], file)


# Topic (3): learned image compression.


def _pictures(count: int, size: int, seed: int) -> list:
    """`count` RGB pictures of `size` x `size`: smooth colour gradients, a few rectangles and
    a little noise, so that a codec has structure to learn (not uniform noise)."""
    from PIL import Image

    generator = numpy.random.default_rng(seed)
    grid = numpy.linspace(0.0, 1.0, size)
    pictures = []
    for _ in range(count):
        a, b, c = generator.random(3)
        picture = numpy.stack(
            [
                a * grid[None, :] + (1 - a) * grid[:, None],
                b + 0 * grid[None, :] * grid[:, None],
                c * grid[:, None] ** 2 + (1 - c) * grid[None, :] ** 2,
            ],
            axis=-1,
        ) * numpy.ones((size, size, 1))
        for _ in range(3):
            top, left = generator.integers(0, size // 2, size=2)
            height, width = generator.integers(size // 8, size // 2, size=2)
            picture[top : top + height, left : left + width] = generator.random(3)
        picture = picture + 0.03 * generator.standard_normal(picture.shape)
        pixels = (255 * picture.clip(0, 1)).astype(numpy.uint8)
        pictures.append(Image.fromarray(pixels))
    return pictures


def compressai_images(folder: str) -> None:
    """`images/train/` and `images/test/`: the folder of pictures CompressAI's ImageFolder
    reads (any image files, each split a folder of its own; the readme points at Vimeo-90k or
    a folder of one's own, a download). Here 16 training and 4 test PNG pictures of 80 x 80,
    cropped by the script to its --patch-size."""
    for split, count, seed in (("train", 16, 31), ("test", 4, 32)):
        where = os.path.join(folder, "images", split)
        os.makedirs(where, exist_ok=True)
        for n, picture in enumerate(_pictures(count, 80, seed)):
            picture.save(os.path.join(where, f"{n:03d}.png"))
