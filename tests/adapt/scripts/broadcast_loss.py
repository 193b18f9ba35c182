"""A regression whose loss compares an output of shape (B,) with targets of shape (B, 1), as a
stock-price LSTM does (`criterion(out.squeeze(), y)`): MSELoss broadcasts them to B x B, so
each sample's output meets every sample's target (torch warns of the sizes). With
--same-shapes the targets are (B,), the loss per sample.

Usage: broadcast_loss.py OUT.pt [--same-shapes]"""

import sys

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
inputs = torch.randn(32, 5)
targets = inputs.sum(1, keepdim=True)
if "--same-shapes" in sys.argv:
    targets = targets.squeeze(1)
loader = DataLoader(TensorDataset(inputs, targets), batch_size=8, shuffle=True)
model = nn.Linear(5, 1)
criterion = nn.MSELoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
for x, y in loader:
    loss = criterion(model(x).squeeze(), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
torch.save(model.state_dict(), sys.argv[1])
