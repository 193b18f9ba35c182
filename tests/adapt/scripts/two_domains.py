"""Domain adaptation as DANN scripts write it: a labelled source loader and an unlabelled target
loader, zipped; the feature extractor (with batch norm) runs on `torch.cat((x_source,
x_target))`, a batch twice the loader's, and a domain classifier learns to tell the halves
apart beside the source's class loss. SGD with momentum, float64.

Usage: two_domains.py"""

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
source = DataLoader(TensorDataset(torch.randn(64, 6), torch.arange(64) % 3), 8, shuffle=True)
target = DataLoader(TensorDataset(torch.randn(64, 6) + 0.5), 8, shuffle=True)
features = nn.Sequential(nn.Linear(6, 16), nn.BatchNorm1d(16), nn.ReLU())
head, domain = nn.Linear(16, 3), nn.Linear(16, 1)
trained = [*features.parameters(), *head.parameters(), *domain.parameters()]
optimizer = torch.optim.SGD(trained, lr=0.1, momentum=0.9)
for (x_source, y_source), (x_target,) in zip(source, target, strict=True):
    both = features(torch.cat((x_source, x_target)))
    from_source = torch.cat((torch.ones(len(x_source), 1), torch.zeros(len(x_target), 1)))
    loss = nn.functional.cross_entropy(head(both[: len(x_source)]), y_source)
    loss = loss + nn.functional.binary_cross_entropy_with_logits(domain(both), from_source)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
