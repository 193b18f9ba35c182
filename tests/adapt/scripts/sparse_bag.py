"""A bag-of-words classifier whose embedding gives sparse gradients (`sparse=True`), trained
with SGD in float64 on a DataLoader's batches, as fastText-style text tutorials train one: the
first step's gradients are averaged before it, the later ones while backward runs."""

import argparse

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--batch", type=int, default=16)
args = parser.parse_args()

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
words, labels = torch.randint(0, 50, (48, 6)), torch.randint(0, 3, (48,))


class Bag(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embedding = nn.EmbeddingBag(50, 8, mode="mean", sparse=True)
        self.head = nn.Linear(8, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.embedding(x))


model = Bag()
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
for x, y in DataLoader(TensorDataset(words, labels), batch_size=args.batch):
    loss = F.cross_entropy(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
torch.save(model.state_dict(), args.out)
