"""A trainer that switches gradients off for the whole script and on only around each step's
forward and backward, as a stacked-hourglass pose trainer does (`torch.set_grad_enabled(False)`
called once, `with torch.enable_grad():` in its training step): its training pass over the
loader starts with gradients off, the model in train() mode. Its validation runs under
`torch.no_grad()` with the model in eval() mode, as evaluation does.

Usage: grad_off_globally.py OUT.pt"""

import sys

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.set_grad_enabled(False)
torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
train = DataLoader(TensorDataset(torch.randn(48, 5), torch.randn(48, 2)), 8, shuffle=True)
valid = DataLoader(TensorDataset(torch.randn(16, 5), torch.randn(16, 2)), 8)
model = nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Linear(16, 2))
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)


def training_step(x, y):
    with torch.enable_grad():
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
    optimizer.step()
    return loss


for epoch in range(2):
    model.train()
    for x, y in train:
        loss = training_step(x, y)
    model.eval()
    with torch.no_grad():
        error = sum(nn.functional.mse_loss(model(x), y, reduction="sum") for x, y in valid)
    print(f"epoch {epoch} loss {loss.item():.6f} validation {error.item() / 16:.6f}")
torch.save(model.state_dict(), sys.argv[1])
