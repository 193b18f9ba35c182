"""A script that compiles its model with torch.compile, as the PyTorch 2 tutorials do, and
trains it on a DataLoader's batches. Inductor writes its caches as it compiles, from inside the
script's own call: those files are torch's, not the script's. Float64.

    compiled.py OUT
"""

import sys

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.set_default_dtype(torch.float64)
torch.manual_seed(0)
inputs = torch.randn(64, 8)
labels = (inputs[:, 0] > 0).long()
model = torch.compile(nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 2)))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for epoch in range(2):
    for x, y in DataLoader(TensorDataset(inputs, labels), batch_size=16):
        loss = F.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    print(f"epoch {epoch} loss {loss.item():.6f}")
torch.save(model._orig_mod.state_dict(), sys.argv[1])
