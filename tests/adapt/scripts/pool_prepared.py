"""A data set that prepares its samples with a `multiprocessing.Pool` when it is built, as
segmentation and detection trainers do to scan their mask files, then a training loop of a
couple of seconds (longer than the hang watchdog's grace for a stopped rank).

    pool_prepared.py OUT
"""

import multiprocessing
import sys

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, Dataset


def prepare(index):
    generator = torch.Generator().manual_seed(index)
    return torch.randn(6, generator=generator, dtype=torch.float64)


class Prepared(Dataset):
    def __init__(self, size):
        with multiprocessing.Pool(2) as pool:  # ends its workers with SIGTERM on the way out
            self.items = pool.map(prepare, range(size))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, index):
        x = self.items[index]
        return x, x.sum(0, keepdim=True)


if __name__ == "__main__":
    torch.manual_seed(0)
    data = Prepared(48)
    model = nn.Linear(6, 1).double()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    for _epoch in range(150):
        for x, y in DataLoader(data, batch_size=12, shuffle=True):
            loss = F.mse_loss(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    print("trained", file=sys.stderr)
    torch.save(model.state_dict(), sys.argv[1])
