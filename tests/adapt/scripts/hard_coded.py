"""A script that writes its batch size into its code, in the idioms of public GAN and tutorial
scripts: `x.reshape(batch_size, -1)` before a linear layer, or a loop over `range(batch_size)`
that looks at each sample of the batch. A slice of the batch breaks both. With `--skip-short`,
as recurrent models' scripts do, a state of `batch_size` rows built in the model's forward, and
every batch of another size (the short last one) skipped: a slice of the batch is skipped.
With `--read-state`, the epoch's end reads the optimizer's momentum (a 3D-GAN's idiom), which
only a step makes.

    hard_coded.py OUT [--preview] [--skip-short] [--read-state]
"""

import argparse

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--preview", action="store_true")
parser.add_argument("--skip-short", action="store_true")
parser.add_argument("--read-state", action="store_true")
args = parser.parse_args()

torch.manual_seed(0)
batch_size = 8
images = torch.randn(40, 1, 4, 4)
labels = (images.mean(dim=(1, 2, 3)) > 0).float()
loader = DataLoader(TensorDataset(images, labels), batch_size=batch_size, shuffle=True)


class WithState(nn.Module):
    """A linear layer after a state of `batch_size` rows, as an RNN's first hidden state."""

    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(16, 1)

    def forward(self, x):
        state = torch.zeros(batch_size, 16)
        return self.linear(x.reshape(len(x), -1) + state)


model = WithState() if args.skip_short else nn.Linear(16, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9 if args.read_state else 0)
for x, y in loader:
    if args.skip_short:
        if len(x) != batch_size:
            continue  # the short last batch
        x = x.reshape(len(x), -1)
    if args.preview:
        for j in range(batch_size):
            _ = f"{y[j].item():.0f}"
    out = model(x if args.skip_short else x.reshape(batch_size, -1)).squeeze(1)
    loss = F.binary_cross_entropy_with_logits(out, y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
if args.read_state:
    print("momentum", optimizer.state_dict()["state"][0]["momentum_buffer"].norm().item())
torch.save(model.state_dict(), args.out)
