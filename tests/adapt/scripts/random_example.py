"""The char-RNN tutorials' loop: one random training example per step, drawn with Python's
`random` (a name from a list) and NumPy (noise added to it), weights updated by hand. Each
rank must draw its own: the same draw on every rank would put each example N times into the
global batch. The draws are reported per rank on the real standard error (multigpu run keeps
other ranks' output to itself)."""

import random
import sys

import numpy as np
import torch

random.seed(0)
np.random.seed(0)
torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
examples = torch.randn(50, 6)
labels = (examples.sum(dim=1) > 0).double()
weights = torch.zeros(6, requires_grad=True)
drawn = []
for _ in range(8):
    index = random.randint(0, len(examples) - 1)
    noise = torch.from_numpy(np.random.normal(0.0, 0.1, size=6))
    prediction = torch.sigmoid((examples[index] + noise) @ weights)
    loss = torch.nn.functional.binary_cross_entropy(prediction, labels[index])
    loss.backward()
    with torch.no_grad():
        weights -= 0.5 * weights.grad
        weights.grad.zero_()
    drawn.append((index, round(float(noise[0]), 12)))
rank = torch.distributed.get_rank() if torch.distributed.is_initialized() else 0
sys.__stderr__.write(f"DRAWN {rank} {drawn}\n")  # one write: the ranks share the pipe
