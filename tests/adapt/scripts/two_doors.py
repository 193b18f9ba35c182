"""One small GPT of repeated blocks trained 3 steps through either door: as a one-device
script (for `multigpu run --strategy fsdp`), or with --launch through
`multigpu.launch(strategy="fsdp")` on 2 CPU processes. Rank 0 prints how many modules FSDP
manages and how many all-gathers each optimizer step sent: `UNITS n GATHERS [a, b, c]`.

Usage: two_doors.py [--launch]"""

import os
import sys

import torch
import torch.distributed as dist
from torch import nn
from torch.distributed.fsdp import FSDPModule

import multigpu

# FSDP2's all-gather: torch 2.10 calls all_gather_into_tensor, newer releases all_gather_single.
GATHER = "all_gather_single" if hasattr(dist, "all_gather_single") else "all_gather_into_tensor"
sent = [0]
real_gather = getattr(dist, GATHER)


def counted(*args, **kwargs):
    sent[0] += 1
    return real_gather(*args, **kwargs)


setattr(dist, GATHER, counted)
width, vocabulary = 16, 24


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(width)
        self.mlp = nn.Sequential(
            nn.Linear(width, 2 * width), nn.GELU(), nn.Linear(2 * width, width)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.norm(x))


class GPT(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.tokens = nn.Embedding(vocabulary, width)
        self.blocks = nn.ModuleList(Block() for _ in range(3))
        self.norm = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocabulary, bias=False)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        x = self.tokens(ids)
        for block in self.blocks:
            x = block(x)
        return self.head(self.norm(x))


def train(model: nn.Module, optimizer: torch.optim.Optimizer, batch: int) -> None:
    gathers = []
    for _ in range(3):
        ids = torch.randint(0, vocabulary, (batch, 8))
        loss = nn.functional.cross_entropy(model(ids).flatten(0, 1), ids.flatten())
        optimizer.zero_grad()
        loss.backward()
        before, sent[0] = sent[0], 0
        optimizer.step()
        gathers.append(before)
    if os.environ.get("RANK", "0") == "0":
        units = sum(isinstance(m, FSDPModule) for m in model.modules())
        print(f"UNITS {units} GATHERS {gathers}", flush=True)


def launched(run: multigpu.Run) -> None:
    torch.manual_seed(0)
    model = GPT()
    model, optimizer = run.setup(model, torch.optim.SGD(model.parameters(), lr=0.1))
    train(model, optimizer, batch=4)


if __name__ == "__main__":
    if "--launch" in sys.argv:
        multigpu.launch(launched, devices=2, strategy="fsdp", accelerator="cpu")
    else:
        torch.manual_seed(0)
        model = GPT()
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        model.to("cuda" if torch.cuda.is_available() else "cpu")
        sent[0] = 0  # the count starts with training, after the run door's start-up
        train(model, optimizer, batch=8)
