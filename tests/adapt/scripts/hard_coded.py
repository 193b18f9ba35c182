"""A script that writes its batch size into its code, in the idioms of public GAN and tutorial
scripts: `x.reshape(batch_size, -1)` before a linear layer, or a loop over `range(batch_size)`
that looks at each sample of the batch. A slice of the batch breaks both.

    hard_coded.py OUT [--preview]
"""

import argparse

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--preview", action="store_true")
args = parser.parse_args()

torch.manual_seed(0)
batch_size = 8
images = torch.randn(40, 1, 4, 4)
labels = (images.mean(dim=(1, 2, 3)) > 0).float()
loader = DataLoader(TensorDataset(images, labels), batch_size=batch_size, shuffle=True)
model = nn.Linear(16, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for x, y in loader:
    if args.preview:
        for j in range(batch_size):
            _ = f"{y[j].item():.0f}"
    out = model(x.reshape(batch_size, -1)).squeeze(1)
    loss = F.binary_cross_entropy_with_logits(out, y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
torch.save(model.state_dict(), args.out)
