"""A script that steps one optimizer per parameter, in the order of a set of tensors, as Pyro's
optimizers do: that order follows the tensors' addresses, so each process has its own.
Float64; `--batch-size` per step (default 8).

    per_parameter.py OUT [--batch-size B]
"""

import sys

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

batch = int(sys.argv[sys.argv.index("--batch-size") + 1]) if "--batch-size" in sys.argv else 8
torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
data = TensorDataset(torch.randn(32, 8), torch.randn(32, 1))
model = nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 1))
optimizers = {p: torch.optim.Adam([p], lr=1e-2) for p in model.parameters()}
for x, y in DataLoader(data, batch_size=batch):
    loss = F.mse_loss(model(x), y)
    for optimizer in optimizers.values():
        optimizer.zero_grad()
    loss.backward()
    for p in set(optimizers):  # a set's order: each process its own
        optimizers[p].step()
torch.save(model.state_dict(), sys.argv[1])
