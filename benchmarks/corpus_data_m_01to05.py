"""Data made here for batch m's topics (1) to (5) (corpus_first_sight_m_01to05.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import itertools
import os

import corpus_data


def _png(path: str, generator, size: int, mode: str) -> None:
    import numpy
    from PIL import Image

    shape = (size, size, 3) if mode == "RGB" else (size, size)
    pixels = generator.integers(0, 256, shape, dtype=numpy.uint8)
    Image.fromarray(pixels, mode).save(path)


def smartlty_hotdog_folders(folder: str) -> None:
    """The folders dataset.py reads, as written: `hotdog\\train` and `hotdog\\test` (Windows
    paths, one folder name each on Linux), each with hotdog/ and not-hotdog/ of RGB PNGs named
    by index (training 0.png on, test 1000.png on, as its __getitem__ counts them): 6 + 6
    training and 2 + 2 test images, 64 x 64 (its transforms crop or resize them to 224)."""
    import numpy

    generator = numpy.random.default_rng(51)
    for split, count, first in (("train", 6, 0), ("test", 2, 1000)):
        for name in ("hotdog", "not-hotdog"):
            out = os.path.join(folder, "hotdog\\" + split, name)
            os.makedirs(out, exist_ok=True)
            for index in range(first, first + count):
                _png(os.path.join(out, f"{index}.png"), generator, 64, "RGB")


def soonge_omniglot(folder: str) -> None:
    """Omniglot as utils/dataset.py finds it after its download: data/omniglot/ALPHABET/
    CHARACTER/*.png, grayscale. The first two characters of its Vinyals split's trainval.txt
    (Angelic character01 and 02) and of test.txt (Gurmukhi character42 and 43), 20 drawings
    each as Omniglot has, 32 x 32 (it resizes them to 28): each character is 4 classes, its
    rotations by 0, 90, 180 and 270 degrees, so 8 training and 8 test classes."""
    import numpy

    generator = numpy.random.default_rng(53)
    characters = (
        "Angelic/character01",
        "Angelic/character02",
        "Gurmukhi/character42",
        "Gurmukhi/character43",
    )
    for character in characters:
        out = os.path.join(folder, "data", "omniglot", character)
        os.makedirs(out, exist_ok=True)
        for drawing in range(20):
            _png(os.path.join(out, f"{drawing:02d}.png"), generator, 32, "L")


def jackwang_dec_pretrained(folder: str) -> None:
    """The file dec-main.py's --pretrain_weights loads (what its --save_weights writes after
    the stacked autoencoder's pretraining): {"model": the DEC's state dict, dropout removed,
    "centroids": 10 x 10}, at weights/MNIST/made_here.pth. The four pairs 784-500-500-2000-10
    (encoder Linear at index 1 of each pair's encoder, decoder Linear at index 1 of its
    decoder), each under auto_encoders, final_encoder and final_decoder, the last pair also
    under current_auto_encoder, as the model's modules share them; drawn with LeCun's scale
    from a generator of its own. The centroids are the encoder's embeddings of 10 random
    images normalised as its collate_fn normalises them."""
    import torch

    generator = torch.Generator().manual_seed(57)
    dims = [784, 500, 500, 2000, 10]
    model: dict[str, torch.Tensor] = {}
    encoders = []
    for n, (d_in, d_out) in enumerate(itertools.pairwise(dims), start=1):
        enc_w = torch.randn(d_out, d_in, generator=generator) / d_in**0.5
        enc_b = torch.zeros(d_out)
        dec_w = torch.randn(d_in, d_out, generator=generator) / d_out**0.5
        dec_b = torch.zeros(d_in)
        pair = f"auto_encoders.autoencoder {n}"
        model[f"{pair}.0.1.weight"], model[f"{pair}.0.1.bias"] = enc_w, enc_b
        model[f"{pair}.1.1.weight"], model[f"{pair}.1.1.bias"] = dec_w, dec_b
        model[f"final_encoder.{n}.1.weight"], model[f"final_encoder.{n}.1.bias"] = enc_w, enc_b
        model[f"final_decoder.{4 - n}.1.weight"] = dec_w
        model[f"final_decoder.{4 - n}.1.bias"] = dec_b
        encoders.append((enc_w, enc_b))
    # current_auto_encoder: the last pair, as the model holds it after its fourth layer
    for key in ("0.1.weight", "0.1.bias", "1.1.weight", "1.1.bias"):
        model[f"current_auto_encoder.{key}"] = model[f"auto_encoders.autoencoder 4.{key}"]
    images = torch.randint(0, 256, (10, 784), generator=generator).float() / 255
    x = images / images.norm(dim=1, keepdim=True) * 784
    for n, (w, b) in enumerate(encoders):
        x = x @ w.t() + b
        if n < len(encoders) - 1:
            x = torch.relu(x)
    out = os.path.join(folder, "weights", "MNIST")
    os.makedirs(out, exist_ok=True)
    model = {k: v.clone() for k, v in model.items()}
    torch.save({"model": model, "centroids": x}, os.path.join(out, "made_here.pth"))


def lmlmengli_decra_mnist(folder: str) -> None:
    """What decra.py reads from its data/ folder (both stored in the repository with Git LFS,
    absent from its mirror): data/mnist.npz as Keras saves MNIST (x_train, y_train, x_test,
    y_test; uint8 images 28 x 28), 192 training and 64 test images, which utils.load_mnist
    joins into 256; and data/ae_mnist.pkl, the pretrained autoencoder's state dict its
    model.pretrain('data/ae_mnist.pkl') loads (784-500-500-1000-10 and back, with its z_hat
    layer), drawn as nn.Linear initialises (uniform within 1/sqrt(fan_in))."""
    import numpy
    import torch

    generator = numpy.random.default_rng(59)
    out = os.path.join(folder, "data")
    os.makedirs(out, exist_ok=True)
    numpy.savez(
        os.path.join(out, "mnist.npz"),
        x_train=generator.integers(0, 256, (192, 28, 28), dtype=numpy.uint8),
        y_train=generator.integers(0, 10, 192).astype(numpy.uint8),
        x_test=generator.integers(0, 256, (64, 28, 28), dtype=numpy.uint8),
        y_test=generator.integers(0, 10, 64).astype(numpy.uint8),
    )
    layers = {
        "enc_1": (784, 500),
        "enc_2": (500, 500),
        "enc_3": (500, 1000),
        "z_layer": (1000, 10),
        "z_hat_layer": (10, 10),
        "dec_1": (10, 1000),
        "dec_2": (1000, 500),
        "dec_3": (500, 500),
        "x_bar_layer": (500, 784),
    }
    torch_generator = torch.Generator().manual_seed(61)
    state = {}
    for name, (d_in, d_out) in layers.items():
        bound = 1 / d_in**0.5
        weight = (torch.rand(d_out, d_in, generator=torch_generator) * 2 - 1) * bound
        state[f"{name}.weight"] = weight
        state[f"{name}.bias"] = (torch.rand(d_out, generator=torch_generator) * 2 - 1) * bound
    torch.save(state, os.path.join(out, "ae_mnist.pkl"))


class CoteachingMNIST(corpus_data.MNIST):
    """corpus_data.MNIST with 128 training and 64 test images (not 256 and 64): two batches
    of 64 an epoch over the five epochs Elorfiniel's main.py needs at least (its forget-rate
    schedule fills --num_gradual epochs, 5 or more)."""

    samples = (128, 64)
