"""Data made here for the scripts of `corpus_first_sight_g_10to12.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
import torch

# Topic (10): spiking neural network.


def stm_emg_spikes(folder: str, steps: int = 100, samples: int = 64, channels: int = 12) -> None:
    """`EMG-SNN-Prosthetic/SNN_Training/data/{spikes.pt,labels.npy}`: what
    VShreya-git/STMInnovationFair2026's train_snn.py loads (its Data_Preparation scripts make
    them from NinaPro's EMG recordings, a download): rate-coded spike trains, a float tensor of
    0s and 1s laid out (time steps, samples, channels) as the script's model reads it
    (`x[t]` a batch of samples, `spikes.shape[2]` its inputs), and a grip / no-grip label (0 or
    1, int64) per sample. Each channel fires with a probability of its own per sample, as
    snntorch's spikegen.rate draws from normalised amplitudes."""
    generator = torch.Generator().manual_seed(10)
    rates = torch.rand(samples, channels, generator=generator)
    spikes = (torch.rand(steps, samples, channels, generator=generator) < rates).float()
    labels = torch.randint(0, 2, (samples,), generator=generator).numpy().astype(numpy.int64)
    out = os.path.join(folder, "EMG-SNN-Prosthetic", "SNN_Training", "data")
    os.makedirs(out, exist_ok=True)
    torch.save(spikes, os.path.join(out, "spikes.pt"))
    numpy.save(os.path.join(out, "labels.npy"), labels)


# Topic (12): masked autoencoder pretraining.


def tiny_imagenet_train(folder: str, classes: int = 4, images: int = 8, size: int = 64) -> None:
    """`tiny-imagenet-200/train/<wnid>/images/<wnid>_N.JPEG`: Tiny ImageNet's training folder
    in its own layout (a folder per class, the images under images/), which
    qqgeogor/LatentDenoisingAlignment's MAE script reads with torchvision's ImageFolder (the
    data set is a download): four made-up classes of eight RGB JPEG images of 64 x 64."""
    from PIL import Image

    generator = torch.Generator().manual_seed(12)
    root = os.path.join(folder, "tiny-imagenet-200", "train")
    for c in range(classes):
        wnid = f"n{c:08d}"
        out = os.path.join(root, wnid, "images")
        os.makedirs(out, exist_ok=True)
        for n in range(images):
            pixels = torch.randint(0, 256, (size, size, 3), generator=generator, dtype=torch.uint8)
            Image.fromarray(pixels.numpy()).save(os.path.join(out, f"{wnid}_{n}.JPEG"))
