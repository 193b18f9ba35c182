"""Train a mixture of experts of the main job (`mixtral-tiny`, or `--model moe-tiny`, the
project's own) in float64 with its experts split over `ep` ranks of dp_shard (each tp group's
attention split over `--tp` ranks; under HSDP with `--dp-replicate`), clipping included;
rank 0 saves the weights, and beside them the bytes of parameters and of optimizer state each
rank held at the end (OUT.held.json) and the routing's totals (OUT.routing.json).

usage: experts.py OUT.pt [--ep E] [--tp T] [--dp-replicate R] [--devices N] [--model NAME]
"""

import argparse
import json

import torch
from global_batches import trained_on_global_batches
from torch import nn
from torch.utils.data import TensorDataset

import multigpu

SAMPLES, BATCH, EPOCHS, SEED, TOKENS, VOCAB = 32, 4, 2, 5, 16, 64


def model(name: str = "mixtral-tiny") -> nn.Module:
    from multigpu.apps.models import build_model

    torch.manual_seed(0)
    return build_model(name).double()


def dataset() -> TensorDataset:
    gen = torch.Generator().manual_seed(2)
    tokens = torch.randint(0, VOCAB, (SAMPLES, TOKENS + 1), generator=gen)
    return TensorDataset(tokens[:, :-1], tokens[:, 1:])


def one_process(replicas: int, name: str = "mixtral-tiny") -> dict[str, torch.Tensor]:
    """The reference: one optimizer step per global batch (what `replicas` ranks read
    together), in one process."""
    data, net = dataset(), model(name)
    return trained_on_global_batches(net, data, replicas, BATCH, SEED, EPOCHS)


def main(run: multigpu.Run, out: str, name: str) -> None:
    net = model(name)
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    net, optimizer = run.setup(net, optimizer, loss=nn.CrossEntropyLoss())
    loader = run.loader(dataset(), batch_size=BATCH, shuffle=True, seed=SEED)
    for _ in run.epochs(EPOCHS):
        for x, y in loader:
            run.backward(net(x, y))
            run.clip_gradients(net, optimizer, 1.0)
            optimizer.step()
            optimizer.zero_grad()
    from multigpu.adapt.devices.held import held

    weights, bytes_held = run.state_dict(net), run.gather(held([optimizer]))
    routing = run.routing(net)
    if run.is_main:
        torch.save(weights, out)
        with open(f"{out}.held.json", "w") as file:
            json.dump(bytes_held, file)
        with open(f"{out}.routing.json", "w") as file:
            json.dump(routing, file)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--ep", type=int, default=2)
    parser.add_argument("--devices", type=int, default=2)
    parser.add_argument("--model", default="mixtral-tiny")
    parser.add_argument("--tp", type=int, default=1)
    parser.add_argument("--dp-replicate", type=int, default=1)
    args = parser.parse_args()
    strategy = multigpu.FSDP(ep=args.ep, tp=args.tp, dp_replicate=args.dp_replicate)
    multigpu.launch(
        main, args.out, args.model, strategy=strategy, devices=args.devices, accelerator="cpu"
    )
