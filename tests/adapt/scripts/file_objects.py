"""Saves and loads through file objects, on every rank at once, as word_language_model does
(`with open(path, "wb") as f: torch.save(model, f)`), with text and NumPy files beside: each
file must be rank 0's, complete, when any rank reads it back. Repeated, so a race cannot pass
by luck. The log is synced to the disk at each write, as loggers that replace sys.stdout do
(`os.fsync`), which the other ranks' null device refuses unless multigpu run takes it."""

import os
import sys
from pathlib import Path

import numpy as np
import torch
from torch import nn

folder = Path(sys.argv[1])
for size in range(1, 16):
    model = nn.Linear(size, 3)
    with open(folder / "model.pt", "wb") as f:
        torch.save(model, f)
    with open(folder / "model.pt", "rb") as f:
        loaded = torch.load(f, weights_only=False)
    assert loaded.in_features == size, (loaded.in_features, size)
    (folder / "notes.txt").write_text("line\n" * 1000 * size)
    assert (folder / "notes.txt").read_text().count("\n") == 1000 * size
    with open(folder / "array.npy", "wb") as f:
        np.save(f, np.arange(size * 100))
    assert np.load(folder / "array.npy").shape == (size * 100,)
    with open(folder / "log.txt", "a") as log:
        log.write(f"round {size}\n")
        log.flush()
        os.fsync(log.fileno())
print("saved and read back 15 times")
