"""A model whose graph differs from rank to rank: a head per task, each used only where a batch
holds samples of its task (multi-task training, a mixture of experts). With the DataLoader's
batches of 8 split 4 + 4, rank 0's slices never hold task 1, so its backward never reaches that
head while rank 1's does; in odd batches no sample is task 1 and no backward reaches it. SGD
with momentum moves a parameter whose gradient is zero but skips one whose gradient is None,
so both must come out as one process has them. Float64.

Usage: two_heads.py OUT.pt [--batch B]"""

import sys

import torch
from torch import nn

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
batch = int(sys.argv[sys.argv.index("--batch") + 1]) if "--batch" in sys.argv else 8
inputs = torch.randn(32, 4)
# Task 1 only in the second half of even batches of 8.
tasks = torch.tensor([int(i % 8 >= 4 and (i // 8) % 2 == 0) for i in range(32)])
targets = inputs.sum(1, keepdim=True)
data = torch.utils.data.TensorDataset(inputs, tasks, targets)


class TwoHeads(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Linear(4, 8)
        self.heads = nn.ModuleList([nn.Linear(8, 1), nn.Linear(8, 1)])

    def forward(self, x: torch.Tensor, task: torch.Tensor) -> torch.Tensor:
        features = self.body(x).tanh()
        out = torch.zeros(len(x), 1)
        for t, head in enumerate(self.heads):
            mask = task == t
            if mask.any():  # a head no sample of the batch needs is not run
                out = out.index_put((mask.nonzero()[:, 0],), head(features[mask]))
        return out


model = TwoHeads()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for _epoch in range(2):
    for x, task, y in torch.utils.data.DataLoader(data, batch_size=batch):
        loss = ((model(x, task) - y) ** 2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
torch.save(model.state_dict(), sys.argv[1])
