"""A trainer that evaluates before it trains, as frameworks do: Ignite's evaluation at
`Events.STARTED` (model.eval(), under no_grad), then each training step calls model.train()
after its batch was taken; with --flags, Lightning's sanity check, which puts the modules back
in training mode by setting their `training` flags, never calling train(). The training loader
shuffles; the validation loader does not. SGD with momentum, float64.

Usage: evaluated_first.py OUT.pt [--flags]"""

import sys

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
train = DataLoader(TensorDataset(torch.randn(48, 5), torch.randn(48, 2)), 8, shuffle=True)
valid = DataLoader(TensorDataset(torch.randn(16, 5), torch.randn(16, 2)), 8)
model = nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Linear(16, 2))
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)


def evaluate():
    model.eval()
    with torch.no_grad():
        error = sum(nn.functional.mse_loss(model(x), y, reduction="sum") for x, y in valid)
    print(f"validation {error.item() / 16:.6f}")
    if "--flags" in sys.argv:
        for module in model.modules():
            module.training = True


evaluate()
for _ in range(2):
    for x, y in train:
        if "--flags" not in sys.argv:
            model.train()
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    evaluate()
torch.save(model.state_dict(), sys.argv[1])
