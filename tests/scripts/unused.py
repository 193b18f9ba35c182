"""A model with a submodule its forward never uses, on 2 DDP ranks (the BERT-pooler problem).

usage: unused.py OUT.pt [--find-unused]
"""

import sys

import torch
import torch.nn.functional as F
from torch import nn

import multigpu

BATCH = 4  # per rank


class PartlyUsed(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        torch.manual_seed(0)
        self.used = nn.Linear(3, 2)
        self.unused = nn.Linear(3, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.used(x)


def data() -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(2)
    return torch.randn(3, 2 * BATCH, 3, generator=generator), torch.randint(0, 2, (3, 2 * BATCH))


def main(run: multigpu.Run, out: str) -> None:
    model = PartlyUsed()
    model, optimizer = run.setup(model, torch.optim.SGD(model.parameters(), lr=0.5))
    xs, ys = data()
    for x, y in zip(xs, ys, strict=True):  # 3 steps; each rank its half of the global batch
        mine = slice(run.rank * BATCH, (run.rank + 1) * BATCH)
        run.backward(F.cross_entropy(model(x[mine]), y[mine]))
        optimizer.step()
        optimizer.zero_grad()
    if run.is_main:
        torch.save(run.unwrap(model).state_dict(), out)


if __name__ == "__main__":
    strategy = multigpu.DDP(find_unused_parameters="--find-unused" in sys.argv)
    multigpu.launch(main, sys.argv[1], devices=2, accelerator="cpu", strategy=strategy)
