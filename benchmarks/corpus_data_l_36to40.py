"""Data made here for batch l's topics (36) to (40) (corpus_first_sight_l_36to40.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os

from corpus_data import MNIST as _MNIST


def _faces(out: str, count: int, seed: int, size: int = 64) -> None:
    """`count` colour jpgs of `size` x `size` (smooth blobs, CelebA-like in format only)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(seed)
    os.makedirs(out, exist_ok=True)
    for index in range(count):
        pixels = generator.integers(0, 256, (8, 8, 3), dtype=numpy.uint8)
        image = Image.fromarray(pixels, mode="RGB").resize((size, size), Image.BILINEAR)
        image.save(os.path.join(out, f"{index + 1:06d}.jpg"))


def hololee_celeba(folder: str) -> None:
    """CelebA as hololee's ImageFolder reads it: data/celeba/img_align_celeba/*.jpg, 48 faces
    (3 batches of 16); the 4 the repository holds are not extracted."""
    _faces(os.path.join(folder, "data", "celeba", "img_align_celeba"), 48, 36)


def murumura_celeba(folder: str) -> None:
    """CelebA as murumura's fallback ImageFolder reads it (train_CelebA.sh's --data_path
    ../Data/CelebA, beside the dcgan/ folder): Data/CelebA/img_align_celeba/*.jpg, 48 faces
    (3 batches of 16)."""
    _faces(os.path.join(folder, "Data", "CelebA", "img_align_celeba"), 48, 37)


def maiqizhou_lorenz96(folder: str) -> None:
    """The Lorenz-96 series maiqizhou's src/train.py loads (its path, finalProject/DSML/
    lorenz96_on0.05_train.npy, under the working folder src/; the repository's copy is not in
    the mirror): 521 steps of a 10-variable Lorenz-96 system (F = 8, dt 0.05 in 10 Euler steps)
    with observation noise of 0.05, so that its windows of 30 give 384 training sequences (3
    batches of 128) and 96 validation ones."""
    import numpy

    generator = numpy.random.default_rng(38)
    state = 8.0 + generator.normal(0.0, 0.5, 10)
    rows = []
    for _ in range(521 + 200):
        for _ in range(10):
            ahead, behind = numpy.roll(state, -1), numpy.roll(state, 2)
            state = state + 0.005 * ((ahead - behind) * numpy.roll(state, 1) - state + 8)
        rows.append(state.copy())
    series = numpy.array(rows[200:]) + generator.normal(0.0, 0.05, (521, 10))
    out = os.path.join(folder, "src", "finalProject", "DSML")
    os.makedirs(out, exist_ok=True)
    numpy.save(os.path.join(out, "lorenz96_on0.05_train.npy"), series)


class MNIST(_MNIST):
    """corpus_data.MNIST with torchvision's `train` attribute, which idlefox's accuracy check
    reads (`loader.dataset.train`) to say which split it counts."""

    def __init__(self, root=None, train=True, transform=None, target_transform=None, **kw):
        super().__init__(root, train, transform, target_transform, **kw)
        self.train = train


def lindong_ancient_pairs(folder: str) -> None:
    """The folder ancient-chinese-translator's data module reads (prepare_data.py makes it
    from the classical-chinese corpus, a submodule not in the mirror): dataset/ with
    src_vocab.json and trg_vocab.json (its Vocab's token-to-index maps, the four special
    tokens first) and train.tsv, valid.tsv, test.tsv, each line a modern sentence and its
    classical one, characters separated by spaces, a tab between; 12, 4 and 4 pairs of 4 to
    20 characters from 30 characters a side."""
    import json

    import numpy

    generator = numpy.random.default_rng(40)
    modern = [chr(0x4E00 + i) for i in range(30)]
    classical = [chr(0x4E80 + i) for i in range(30)]
    special = {"<unk>": 0, "<pad>": 1, "<sos>": 2, "<eos>": 3}
    out = os.path.join(folder, "dataset")
    os.makedirs(out, exist_ok=True)
    for name, chars in (("src_vocab.json", modern), ("trg_vocab.json", classical)):
        vocab = {**special, **{c: 4 + i for i, c in enumerate(chars)}}
        with open(os.path.join(out, name), "w", encoding="utf-8") as file:
            json.dump(vocab, file, ensure_ascii=False)
    for name, count in (("train.tsv", 12), ("valid.tsv", 4), ("test.tsv", 4)):
        lines = []
        for _ in range(count):
            source = generator.choice(modern, int(generator.integers(6, 21)))
            target = generator.choice(classical, int(generator.integers(4, 15)))
            lines.append(" ".join(source) + "\t" + " ".join(target) + "\n")
        with open(os.path.join(out, name), "w", encoding="utf-8") as file:
            file.writelines(lines)


def cecilpines_aclimdb(folder: str) -> None:
    """IMDb's reviews as CecilPines' data_process reads them (aclImdb_v1's folders,
    aclImdb/train/pos, neg and aclImdb/test/pos, neg, one review a .txt file, its first line
    read): 24 positive and 24 negative training reviews (3 batches of 16), 8 and 8 test ones,
    of 20 to 60 words from a vocabulary of 80, with HTML breaks and punctuation as IMDb's
    have."""
    import numpy

    generator = numpy.random.default_rng(41)
    words = [f"w{i}" for i in range(80)]
    for split, count in (("train", 24), ("test", 8)):
        for tag in ("pos", "neg"):
            out = os.path.join(folder, "aclImdb", split, tag)
            os.makedirs(out, exist_ok=True)
            for index in range(count):
                review = " ".join(generator.choice(words, int(generator.integers(20, 61))))
                text = review.capitalize() + ". <br /><br />Really, it was!"
                name = f"{index}_{int(generator.integers(1, 11))}.txt"
                with open(os.path.join(out, name), "w", encoding="utf-8") as file:
                    file.write(text)
