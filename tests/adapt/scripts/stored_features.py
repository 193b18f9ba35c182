"""A model that keeps its forward's features on itself (`self.features`), read by a second
loss term beside its outputs, as learning-loss and feature-matching scripts do; the term is a
statistic over the batch (it mixes the batch's samples). Float64.

Usage: stored_features.py"""

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.hidden, self.out = nn.Linear(6, 8), nn.Linear(8, 1)
        self.features = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.features = torch.tanh(self.hidden(x))
        return self.out(self.features)


torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
loader = DataLoader(TensorDataset(torch.randn(64, 6), torch.randn(64, 1)), batch_size=16)
model = Net()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(2):
    for x, y in loader:
        out = model(x)
        spread = (model.features.sum(1, keepdim=True) * out).std()
        loss = nn.functional.mse_loss(out, y) + 0.5 * spread
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
