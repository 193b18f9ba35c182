"""A model built on the meta device, set up with its weights read from a safetensors folder
(or, WEIGHTS `-`, its own initialisation), trained, and what each rank held while it was set
up (torch's MemTracker) written out.

usage: meta_build.py WEIGHTS OUT [--strategy S] [--devices N]
Rank 0 saves the trained weights to OUT.pt; every rank writes OUT-rank{R}.json with the peak
bytes of tensors it held during `run.setup`. META_ACCELERATOR=cuda runs it on the GPU.
"""

import argparse
import json
import os

import torch
import torch.nn.functional as F
from global_batches import global_batches
from torch import nn
from torch.utils.data import TensorDataset

import multigpu
from multigpu.core.torch_compat import mem_tracker

WIDTH, BLOCKS, SAMPLES, BATCH, EPOCHS = 32, 8, 32, 4, 2


class Net(nn.Module):
    """Repeated blocks (FSDP shards each as a unit) and a non-persistent buffer, which a
    parameters-only meta build keeps real and the weights file does not hold."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(nn.Linear(WIDTH, WIDTH) for _ in range(BLOCKS))
        self.head = nn.Linear(WIDTH, 3)
        self.register_buffer("scale", torch.linspace(0.5, 1.5, WIDTH), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = torch.tanh(block(x)) * self.scale
        return self.head(x)


def initial() -> Net:
    torch.manual_seed(0)
    return Net().double()


def dataset() -> TensorDataset:
    gen = torch.Generator().manual_seed(1)
    x = torch.randn(SAMPLES, WIDTH, generator=gen, dtype=torch.float64)
    return TensorDataset(x, torch.randint(0, 3, (SAMPLES,), generator=gen))


def initialised() -> Net:
    """The model's own initialisation, as `multigpu.initialise` gives it (the meta build's
    ranks draw the same numbers under the same seed)."""
    net = Net().double()
    torch.manual_seed(0)
    multigpu.initialise(net)
    return net


def one_process(world_size: int, own_init: bool = False) -> dict[str, torch.Tensor]:
    """The reference: the same weights trained in one process on the CPU, one step per global
    batch (what `world_size` ranks read together, in order)."""
    data, net = dataset(), initialised() if own_init else initial()
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    for _ in range(EPOCHS):
        for index in global_batches(data, world_size, BATCH, seed=0, shuffle=False):
            F.cross_entropy(net(data.tensors[0][index]), data.tensors[1][index]).backward()
            optimizer.step()
            optimizer.zero_grad()
    return net.state_dict()


def main(run: multigpu.Run, weights: str, out: str) -> None:
    with multigpu.parameters_on_meta():
        net = Net().double()
    torch.manual_seed(0)  # the own initialisation's draws, where there are no weights
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    tracker = mem_tracker()
    with tracker:
        given = None if weights == "-" else weights
        net, optimizer = run.setup(net, optimizer, loss=nn.CrossEntropyLoss(), weights=given)
    peaks = tracker.get_tracker_snapshot("peak").items()  # by device; meta tensors hold nothing
    peak = sum(kinds["Total"] for device, kinds in peaks if torch.device(device).type != "meta")
    loader = run.loader(dataset(), batch_size=BATCH, shuffle=False)
    for _ in run.epochs(EPOCHS):
        for x, y in loader:
            run.backward(net(x, y))
            optimizer.step()
            optimizer.zero_grad()
    with open(f"{out}-rank{run.rank}.json", "w") as file:
        json.dump({"setup_peak_bytes": peak}, file)
    trained = run.state_dict(net)
    if run.is_main:
        torch.save(trained, f"{out}.pt")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("weights")
    parser.add_argument("out")
    parser.add_argument("--strategy", default="fsdp")
    parser.add_argument("--devices", default="2")
    args = parser.parse_args()
    multigpu.launch(
        main,
        args.weights,
        args.out,
        strategy=args.strategy,
        devices=args.devices,
        accelerator=os.environ.get("META_ACCELERATOR", "cpu"),
    )
