"""A loader whose batches are objects with fields (as PyTorch Geometric's are), the model fed
`batch.x`, not the batch itself, and batch norm in the model. Float64.

Usage: field_batches.py"""

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


class Batch:
    def __init__(self, x: torch.Tensor, y: torch.Tensor) -> None:
        self.x, self.y = x, y


def collate(samples):
    return Batch(torch.stack([x for x, _ in samples]), torch.stack([y for _, y in samples]))


torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
data = TensorDataset(torch.randn(64, 6), torch.randn(64, 1))
loader = DataLoader(data, batch_size=16, shuffle=True, collate_fn=collate)
model = nn.Sequential(nn.Linear(6, 8), nn.BatchNorm1d(8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(2):
    for batch in loader:
        loss = nn.functional.mse_loss(model(batch.x), batch.y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
