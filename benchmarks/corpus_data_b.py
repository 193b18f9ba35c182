"""Data made here for the second batch of first-sight recipes (corpus_first_sight_b.py).

`benchmarks/corpus.py` writes this module beside each script, as it writes corpus_data.py; an
edit swaps the class or the file the script would download for one of these. The values come
from generators of their own: the script's random streams are left untouched.
"""

from __future__ import annotations

import corpus_data
import numpy


class CIFAR100(corpus_data.CIFAR10):
    """CIFAR-100's form: 32x32 colour images (an array) and a list of labels, 100 classes."""

    classes = 100


class _TorchvisionCifar:
    """torchvision's CIFAR classes give the target as stored (a script may replace the list of
    labels with an array of one-hot rows) and name their classes in a list."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.classes = [f"class_{n}" for n in range(type(self).classes)]

    def __getitem__(self, index: int):
        image = corpus_data.Image.fromarray(self.data[index])
        target = self.targets[index]
        if self.transform is not None:
            image = self.transform(image)
        if self.target_transform is not None:
            target = self.target_transform(target)
        return image, target


class TorchvisionCIFAR10(_TorchvisionCifar, corpus_data.CIFAR10):
    pass


class TorchvisionCIFAR100(_TorchvisionCifar, CIFAR100):
    pass


def sln_noisy_labels(folder: str, rate: float = 0.4) -> None:
    """`labels/noisy_labels_cifar10_sym_0.4.csv`: the clean and the noisy label of each training
    image made here (a label flipped to another class with probability `rate`), which
    SLN-on-Sound's repository ships for CIFAR-10's 50,000 images."""
    import csv
    import os

    clean = corpus_data.CIFAR10(train=True).targets
    generator = corpus_data.torch.Generator().manual_seed(8)
    flips = corpus_data.torch.rand(len(clean), generator=generator) < rate
    shifts = corpus_data.torch.randint(1, 10, (len(clean),), generator=generator)
    noisy = [(c + int(s)) % 10 if f else c for c, f, s in zip(clean, flips, shifts, strict=True)]
    os.makedirs(os.path.join(folder, "labels"), exist_ok=True)
    path = os.path.join(folder, "labels", "noisy_labels_cifar10_sym_0.4.csv")
    with open(path, "w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["clean", "noisy"])
        writer.writerows(zip(clean, noisy, strict=True))


def static_mnist(folder: str, counts: tuple[int, int, int] = (256, 64, 64)) -> None:
    """`data/MNIST_static/binarized_mnist_{train,valid,test}.amat`: rows of 784 zeros and ones
    separated by spaces, the form of the statically binarised MNIST that sylvester-flows' readme
    downloads (CNF-TPR's VAE reads it)."""
    import os

    generator = corpus_data.torch.Generator().manual_seed(9)
    out = os.path.join(folder, "data", "MNIST_static")
    os.makedirs(out, exist_ok=True)
    for name, count in zip(("train", "valid", "test"), counts, strict=True):
        pixels = (corpus_data.torch.rand(count, 784, generator=generator) < 0.2).int().tolist()
        with open(os.path.join(out, f"binarized_mnist_{name}.amat"), "w") as file:
            file.writelines(" ".join(map(str, row)) + "\n" for row in pixels)


def fineweb_sp1024(
    folder: str, words: int = 3000, tokens: tuple[int, int] = (200_000, 20_000)
) -> None:
    """`data/tokenizers/fineweb_1024_bpe.model` and `data/datasets/fineweb10B_sp1024/
    fineweb_{train,val}_000000.bin`: a SentencePiece BPE model of 1024 pieces (byte fallback,
    as parameter-golf's data script trains it) learnt here on made-up words, and shards of its
    token ids in the challenge's format (a header of 256 int32: magic 20240520, version 1, the
    token count; then uint16 ids), where parameter-golf's readme downloads FineWeb's."""
    import os

    import sentencepiece

    generator = numpy.random.default_rng(10)
    letters = list("abcdefghijklmnopqrstuvwxyz")
    vocabulary = [
        "".join(generator.choice(letters, size=generator.integers(2, 9))) for _ in range(words)
    ]
    sentences = [
        " ".join(generator.choice(vocabulary, size=generator.integers(5, 20))) for _ in range(4000)
    ]
    tokenizers = os.path.join(folder, "data", "tokenizers")
    os.makedirs(tokenizers, exist_ok=True)
    sentencepiece.SentencePieceTrainer.train(
        sentence_iterator=iter(sentences),
        model_prefix=os.path.join(tokenizers, "fineweb_1024_bpe"),
        model_type="bpe",
        vocab_size=1024,
        byte_fallback=True,
        bos_id=1,
        eos_id=2,
        unk_id=3,
        pad_id=0,
        minloglevel=2,
    )
    processor = sentencepiece.SentencePieceProcessor(
        model_file=os.path.join(tokenizers, "fineweb_1024_bpe.model")
    )
    shards = os.path.join(folder, "data", "datasets", "fineweb10B_sp1024")
    os.makedirs(shards, exist_ok=True)
    for name, count in zip(("train", "val"), tokens, strict=True):
        ids: list[int] = []
        while len(ids) < count:
            ids += [1, *processor.encode(str(generator.choice(sentences)))]
        header = numpy.zeros(256, dtype="<i4")
        header[:3] = (20240520, 1, count)
        with open(os.path.join(shards, f"fineweb_{name}_000000.bin"), "wb") as file:
            file.write(header.tobytes())
            file.write(numpy.asarray(ids[:count], dtype="<u2").tobytes())
