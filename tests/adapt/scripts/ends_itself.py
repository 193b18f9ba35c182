"""A loop that batches its tensor by hand, in order, and ends itself with `sys.exit(0)` once its
steps are done, as scripts with a step budget do. Float64.

Usage: ends_itself.py [--steps N]"""

import sys

import torch
from torch import nn

steps = int(sys.argv[sys.argv.index("--steps") + 1]) if "--steps" in sys.argv else 5
torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
inputs, targets = torch.randn(80, 4), torch.randn(80, 1)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
step = 0
while True:
    x, y = inputs[step * 16 : (step + 1) * 16], targets[step * 16 : (step + 1) * 16]
    loss = nn.functional.mse_loss(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    step += 1
    if step == steps:
        print(f"done after {step} steps, loss {loss.item():.4f}")
        sys.exit(0)
