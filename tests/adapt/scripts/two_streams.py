"""Mean teacher's batch sampler, in its idiom: each batch holds labelled and unlabelled
samples, the labelled permuted once a pass and the unlabelled cycled for ever, permuted anew
with NumPy's global stream each time they run out, as the sampler yields (not when the pass
begins); the loop draws from torch's stream alone. float64, SGD: N ranks must end with one
process's weights.

--seed S: the sampler's NumPy seed (another one draws other batches: the test's control).
"""

import argparse
import itertools

import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Sampler, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--seed", type=int, default=0)
args = parser.parse_args()


def once(indices):
    return np.random.permutation(indices)


def eternally(indices):
    def permutations():
        while True:
            yield np.random.permutation(indices)

    return itertools.chain.from_iterable(permutations())


def grouper(iterable, n):
    return zip(*[iter(iterable)] * n, strict=False)


class TwoStreamBatchSampler(Sampler):
    def __init__(self, labelled, unlabelled, batch_size, labelled_batch_size):
        self.labelled, self.unlabelled = labelled, unlabelled
        self.labelled_batch_size = labelled_batch_size
        self.unlabelled_batch_size = batch_size - labelled_batch_size

    def __iter__(self):
        labelled = once(self.labelled)
        unlabelled = eternally(self.unlabelled)
        return (
            list(first) + list(second)
            for first, second in zip(
                grouper(labelled, self.labelled_batch_size),
                grouper(unlabelled, self.unlabelled_batch_size),
                strict=False,
            )
        )

    def __len__(self):
        return len(self.labelled) // self.labelled_batch_size


np.random.seed(args.seed)
torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
data = TensorDataset(torch.randn(12, 5), torch.randn(12, 1))
sampler = TwoStreamBatchSampler(list(range(8)), list(range(8, 12)), 4, 2)
loader = DataLoader(data, batch_sampler=sampler)
model = nn.Sequential(nn.Linear(5, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _epoch in range(2):
    for x, y in loader:
        torch.rand(())  # the loop draws from torch's stream too (it moves rank 0's on)
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
torch.save(model.state_dict(), args.out)
