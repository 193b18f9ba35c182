"""Train a small model with multigpu; rank 0 saves the final parameters.

Used to compare strategies and launch modes: the same global batches must give the same model.
usage: equivalence.py OUT.pt [--strategy S] [--devices N] [--steps K]
"""

import argparse
import os

import torch
from torch import nn
from torch.utils.data import TensorDataset

import multigpu

SAMPLES, BATCH, EPOCHS, SEED = 50, 4, 2, 3


def dataset() -> TensorDataset:
    gen = torch.Generator().manual_seed(0)
    return TensorDataset(
        torch.randn(SAMPLES, 8, generator=gen), torch.randint(0, 3, (SAMPLES,), generator=gen)
    )


def model() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 3))


def main(run: multigpu.Run, out: str) -> None:
    net = model()
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    net, optimizer = run.setup(net, optimizer, loss=nn.CrossEntropyLoss())
    loader = run.loader(dataset(), batch_size=BATCH, shuffle=True, seed=SEED)
    for _ in run.epochs(EPOCHS):
        for x, y in loader:
            # dp-balanced and pipeline compute the loss themselves: model(inputs, targets)
            loss = net(x, y)  # set up with its loss: the same call on every strategy
            run.backward(loss)
            optimizer.step()
            optimizer.zero_grad()
    weights = run.state_dict(net)  # every rank: FSDP gathers its shards here
    if run.is_main:
        torch.save(weights, out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--strategy", default="ddp")
    parser.add_argument("--devices", default="2")
    parser.add_argument("--dp-replicate", type=int, help="hsdp: replicas (one machine's ranks)")
    args, _ = parser.parse_known_args()
    accelerator = os.environ.get("EQUIVALENCE_ACCELERATOR", "cpu")  # the GPU check sets cuda
    strategy = args.strategy
    if args.dp_replicate:
        strategy = multigpu.HSDP(dp_replicate=args.dp_replicate)
    multigpu.launch(
        main, args.out, strategy=strategy, devices=args.devices, accelerator=accelerator
    )
