"""Clips of different lengths, padded by the DataLoader's collate to each batch's longest (as
speech and sensor scripts pad with `pad_sequence`), through a convolution over time and a
mean over all of it, padding included: the model sees the padding. Under `multigpu run` each
rank's slice is padded to its own longest, where one process pads the whole batch once.
`--fixed`: every batch padded to one length (the control: the slices' shapes agree)."""

import sys

import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
fixed = "--fixed" in sys.argv
clips = [(torch.randn(int(n), 2), int(n) % 3) for n in torch.randint(3, 17, (32,))]


def collate(batch):
    sounds, labels = zip(*batch, strict=True)
    if fixed:
        sounds = [F.pad(s, (0, 0, 0, 16 - len(s))) for s in sounds]
    return pad_sequence(list(sounds), batch_first=True).transpose(1, 2), torch.tensor(labels)


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv1d(2, 6, 3)
        self.out = nn.Linear(6, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.out(torch.tanh(self.conv(x)).mean(dim=2))


model = Net()
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
for x, y in DataLoader(clips, batch_size=8, shuffle=True, collate_fn=collate):
    loss = F.cross_entropy(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
torch.save(model.state_dict(), sys.argv[1])
