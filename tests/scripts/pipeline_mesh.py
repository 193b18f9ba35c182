"""Train a deep Sequential, or a language model of the main job (`--lm llama-tiny`, `--lm
gpt2-tiny`: its head tied to its embedding; dropout off), as a pipeline on a
`pp x dp_shard` mesh, in float64; rank 0 saves the weights, beside them (OUT.held.json) the
bytes of parameters and of optimizer state each rank held at the end, and (`--eval-out`) the
pipeline's outputs on the first samples in eval mode.

usage: pipeline_mesh.py OUT.pt --schedule S [--pp P] [--dp-shard D] [--tp T] [--lm NAME]
       [--eval-out EVAL.pt]
PIPELINE_ACCELERATOR=cuda runs it on the GPU (the ranks share it where MULTIGPU_BACKEND=gloo).
"""

import argparse
import json
import os

import torch
from global_batches import trained_on_global_batches
from torch import nn
from torch.utils.data import TensorDataset

import multigpu

WIDTH, LAYERS, SAMPLES, BATCH, EPOCHS, SEED = 16, 8, 48, 8, 2, 5
TOKENS, VOCAB = 16, 64  # --lm: sequences of the main job's vocabulary


def model(lm: str | None = None) -> nn.Module:
    torch.manual_seed(0)
    if lm:
        from multigpu.apps.models import build_model

        net = build_model(lm).double()
        for dropout in (m for m in net.modules() if isinstance(m, nn.Dropout)):
            dropout.p = 0.0  # GPT-2's: one process and the stages draw no masks alike
        return net
    layers: list[nn.Module] = []
    for _ in range(LAYERS // 2):
        layers += [nn.Linear(WIDTH, WIDTH), nn.Tanh()]
    return nn.Sequential(*layers, nn.Linear(WIDTH, 3)).double()


def dataset(lm: str | None = None) -> TensorDataset:
    gen = torch.Generator().manual_seed(2)
    if lm:  # next-token targets, (batch, positions) as the model's logits are laid out
        tokens = torch.randint(0, VOCAB, (SAMPLES, TOKENS + 1), generator=gen)
        return TensorDataset(tokens[:, :-1], tokens[:, 1:])
    x = torch.randn(SAMPLES, WIDTH, generator=gen, dtype=torch.float64)
    return TensorDataset(x, torch.randint(0, 3, (SAMPLES,), generator=gen))


def one_process(replicas: int, lm: str | None) -> dict[str, torch.Tensor]:
    """The reference: one optimizer step per global batch (what `replicas` pipelines read
    together), in one process on the CPU."""
    data, net = dataset(lm), model(lm)
    return trained_on_global_batches(net, data, replicas, BATCH, SEED, EPOCHS)


def main(run: multigpu.Run, out: str, lm: str | None, eval_out: str | None = None) -> None:
    net = model(lm)
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    net, optimizer = run.setup(net, optimizer, loss=nn.CrossEntropyLoss())
    loader = run.loader(dataset(lm), batch_size=BATCH, shuffle=True, seed=SEED)
    for _ in run.epochs(EPOCHS):
        for x, y in loader:
            run.backward(net(x, y))
            run.clip_gradients(net, optimizer, 1.0)
            optimizer.step()
            optimizer.zero_grad()
    from multigpu.adapt.devices.held import held

    weights, bytes_held = run.state_dict(net), run.gather(held([optimizer]))
    if run.is_main:
        torch.save(weights, out)
        with open(f"{out}.held.json", "w") as file:
            json.dump(bytes_held, file)
    if eval_out:
        net.eval()
        outputs = net(dataset(lm).tensors[0][:BATCH].to(run.device))
        if run.is_main:
            torch.save(outputs, eval_out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--schedule", default="1f1b")
    parser.add_argument("--pp", type=int, default=2)
    parser.add_argument("--dp-shard", type=int, default=2)
    parser.add_argument("--tp", type=int, default=1)
    parser.add_argument("--lm")
    parser.add_argument("--eval-out")
    args = parser.parse_args()
    multigpu.launch(
        main,
        args.out,
        args.lm,
        args.eval_out,
        strategy=multigpu.Pipeline(
            pp=args.pp, dp_shard=args.dp_shard, tp=args.tp, pp_schedule=args.schedule
        ),
        devices=args.pp * args.dp_shard * args.tp,
        accelerator=os.environ.get("PIPELINE_ACCELERATOR", "cpu"),
    )
