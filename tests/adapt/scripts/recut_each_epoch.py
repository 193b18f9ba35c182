"""A data set of recordings cut into windows from a random offset, re-cut with Python's random
at each epoch's start, in a framework's order: the pass's iterator is made first (Lightning's
`setup_data` calls `iter()` where it reloads its loaders each epoch), then the epoch-start hook
re-cuts, then the first batch is taken; with --recut-first the hook runs before `iter()`, as
where Lightning keeps its loaders. float64, SGD: N ranks must end with one process's weights.

--seed S: the seed of the offsets' stream (another one cuts other windows: the test's control).
"""

import argparse
import random

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, Dataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--seed", type=int, default=0)
parser.add_argument("--recut-first", action="store_true")
args = parser.parse_args()
random.seed(args.seed)
torch.manual_seed(0)

RECORDINGS, WINDOWS, WIDTH = 4, 4, 6


class Recordings(Dataset):
    def __init__(self) -> None:
        self.signal = torch.randn(RECORDINGS, WINDOWS * WIDTH + 10, dtype=torch.float64)
        self.recut()

    def recut(self) -> None:
        self.offsets = [random.randint(0, 10) for _ in range(RECORDINGS)]

    def __len__(self) -> int:
        return RECORDINGS * WINDOWS

    def __getitem__(self, index: int):
        recording, window = divmod(index, WINDOWS)
        start = self.offsets[recording] + WIDTH * window
        x = self.signal[recording, start : start + WIDTH]
        return x, x.sum().reshape(1)


model = nn.Sequential(nn.Linear(WIDTH, 16), nn.Tanh(), nn.Linear(16, 1)).double()
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
data = Recordings()
loader = DataLoader(data, batch_size=8, shuffle=True)
for _epoch in range(3):
    if args.recut_first:
        data.recut()
    batches = iter(loader)
    if not args.recut_first:
        data.recut()  # the epoch-start hook, after the pass's iterator was made
    for x, y in batches:
        loss = F.mse_loss(model(x), y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
torch.save(model.state_dict(), args.out)
