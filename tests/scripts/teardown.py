"""Train one DDP step in this process, then report which gloo threads are alive.

Prints JSON: {"during": [...], "after": [...]}, thread names read from /proc (Linux).
"""

import json
from pathlib import Path

import torch
from torch import nn

import multigpu


def gloo_threads() -> list[str]:
    tasks = Path("/proc/self/task").iterdir()
    names = (task.joinpath("comm").read_text().strip() for task in tasks)
    return sorted(name for name in names if "gloo" in name)


def main(run: multigpu.Run) -> list[str]:
    net = nn.Linear(4, 2)
    net, optimizer = run.setup(net, torch.optim.SGD(net.parameters(), lr=0.1))
    net(torch.randn(3, 4)).sum().backward()
    optimizer.step()
    return gloo_threads()


if __name__ == "__main__":
    during = multigpu.launch(main, strategy="ddp", devices=1, accelerator="cpu")
    print(json.dumps({"during": during, "after": gloo_threads()}))
