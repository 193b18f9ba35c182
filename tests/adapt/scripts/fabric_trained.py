"""A training script written for Lightning Fabric: `Fabric(...)`, `launch`, `setup`,
`setup_dataloaders`, `fabric.backward`, the weights saved by rank 0. With its default devices
Fabric takes the one device each rank is shown and multigpu run distributes the script; asked
for two devices (`--fabric-devices 2`) Fabric distributes itself, and multigpu run hands it over
at Fabric's init_process_group. Float64: equal means equal to rounding.

Usage: fabric_trained.py OUT.pt [--batch B] [--fabric-devices N] [--fabric-strategy S]"""

import sys

import torch
from lightning.fabric import Fabric
from torch import nn


def option(name: str, default: str) -> str:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


devices = option("--fabric-devices", "auto")
fabric = Fabric(
    devices=int(devices) if devices.isdigit() else devices,
    strategy=option("--fabric-strategy", "auto"),
)
fabric.launch()
torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
inputs = torch.randn(64, 4)
targets = inputs.sum(1, keepdim=True)
data = torch.utils.data.TensorDataset(inputs, targets)
loader = torch.utils.data.DataLoader(data, batch_size=int(option("--batch", "8")))
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
model, optimizer = fabric.setup(model, optimizer)
loader = fabric.setup_dataloaders(loader)
for epoch in range(2):
    for x, y in loader:
        loss = ((model(x) - y) ** 2).mean()
        optimizer.zero_grad()
        fabric.backward(loss)
        optimizer.step()
    fabric.print(f"epoch {epoch} loss {loss.item():.6f}")
if fabric.global_rank == 0:
    torch.save(model.module.state_dict(), sys.argv[1])
