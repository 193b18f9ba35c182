"""A classifier trained under a learning-rate warm-up from 0 (LambdaLR), with mixup chosen per
step in the loop as timm-style trainers do: whether to mix (`random.random()`) and the partner
of each sample (`torch.randperm`), soft targets. The first steps barely move the weights, so
the ranks' per-rank mixes stay within the values' float32 tolerance. --no-mixup leaves it out.

    warmup_mixup.py OUT [--no-mixup]
"""

import random
import sys

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
random.seed(0)
inputs = torch.randn(256, 16)
labels = (inputs[:, 0] > 0).long()
model = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 2))
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
warmup = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: step / 100000)
loader = DataLoader(TensorDataset(inputs, labels), batch_size=32, shuffle=True)
for x, y in loader:
    target = F.one_hot(y, 2).float()
    if "--no-mixup" not in sys.argv and random.random() < 0.5:
        partner = torch.randperm(x.size(0))
        x = 0.7 * x + 0.3 * x[partner]
        target = 0.7 * target + 0.3 * target[partner]
    loss = F.cross_entropy(model(x), target)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    warmup.step()
torch.save(model.state_dict(), sys.argv[1])
