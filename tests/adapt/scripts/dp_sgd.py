"""DP-SGD in the form Opacus's tutorials take: `PrivacyEngine.make_private` wraps the model,
the optimizer and the loader (Poisson sampling), and the optimizer clips each sample's gradient
and adds noise inside its step. Prints each epoch's privacy budget.

    dp_sgd.py OUT
"""

import sys

import torch
import torch.nn.functional as F
from opacus import PrivacyEngine
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
inputs = torch.randn(256, 10)
labels = (inputs[:, 0] > 0).long()
model = nn.Sequential(nn.Linear(10, 16), nn.ReLU(), nn.Linear(16, 2))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
loader = DataLoader(TensorDataset(inputs, labels), batch_size=32)
engine = PrivacyEngine()
model, optimizer, loader = engine.make_private(
    module=model, optimizer=optimizer, data_loader=loader, noise_multiplier=1.0, max_grad_norm=1.0
)
for epoch in range(2):
    for x, y in loader:
        optimizer.zero_grad()
        F.cross_entropy(model(x), y).backward()
        optimizer.step()
    print(f"epoch {epoch} epsilon {engine.get_epsilon(1e-5):.2f}")
torch.save(model._module.state_dict(), sys.argv[1])
