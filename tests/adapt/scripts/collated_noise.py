"""A DataLoader whose collate_fn draws while it puts a batch together (noise added to the
inputs per batch, as scripts draw masks or negative samples there). Float64. With
--transform-generator the collate_fn draws nothing, and the data set's transform draws each
sample's noise from NumPy's generator of its own, seeded by the system's entropy
(albumentations 2's pipelines draw so; a retriever's data set draws its negatives from its own
torch.Generator alike).

With --swapped-transform the data set scales each sample by a transform that it replaces with
the identity at the first sample of a positive target it fetches (as a deepfake classifier
swaps its augmentation for a plain resize at the first fake image a loader worker meets): what
a sample becomes depends on what its process fetched before it.

Usage: collated_noise.py [--quiet-collate | --transform-generator | --swapped-transform]"""

import sys

import numpy
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
data = TensorDataset(torch.randn(64, 6), torch.randn(64, 1))


class Jitter:
    def __init__(self):
        self.rng = numpy.random.default_rng()

    def __call__(self, x):
        return x + 0.1 * torch.from_numpy(self.rng.standard_normal(x.shape))


class Jittered(TensorDataset):
    def __init__(self, *tensors):
        super().__init__(*tensors)
        self.transform = Jitter()

    def __getitem__(self, index):
        x, y = super().__getitem__(index)
        return self.transform(x), y


class Swapping(TensorDataset):
    def __init__(self, *tensors):
        super().__init__(*tensors)
        self.transform = lambda x: 2 * x

    def __getitem__(self, index):
        x, y = super().__getitem__(index)
        if y.item() > 0:
            self.transform = lambda x: x  # a plain one from here on
        return self.transform(x), y


if "--transform-generator" in sys.argv:
    data = Jittered(*data.tensors)
if "--swapped-transform" in sys.argv:
    data = Swapping(*data.tensors)


def noisy(batch):
    x = torch.stack([x for x, _ in batch])
    y = torch.stack([y for _, y in batch])
    if not {"--quiet-collate", "--transform-generator", "--swapped-transform"} & set(sys.argv):
        x = x + 0.1 * torch.randn(x.shape)
    return x, y


loader = DataLoader(data, batch_size=16, shuffle=True, collate_fn=noisy)
model = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
for _ in range(2):
    for x, y in loader:
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
