"""A script that guards its log folder as many do: where the folder is there already (an
earlier run's), it asks before overwriting it, and stops unless told yes. Trains a small model
on a shuffled DataLoader, making the folder after its first step (every rank has looked by
then: the step's all-reduce waits for all) and writing its log there at the end.

Usage: asks_to_overwrite.py (in the folder that gets its logs/)"""

import os
import sys

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

if os.path.exists("logs") and input("logs/ is there already: overwrite? (y/n) ") != "y":
    sys.exit("not overwritten")

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
data = TensorDataset(torch.randn(64, 6), torch.randn(64, 1))
loader = DataLoader(data, batch_size=16, shuffle=True)
model = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(2):
    for x, y in loader:
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        os.makedirs("logs", exist_ok=True)
with open("logs/loss.txt", "w") as log:
    log.write(f"{loss.item():.6f}\n")
