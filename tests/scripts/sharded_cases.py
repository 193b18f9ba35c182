"""FSDP and pipeline cases on 2 ranks; rank 0 saves what the test compares.

usage: sharded_cases.py accumulate|fp16_inf|two_models|pipeline_clip OUT
"""

import sys
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn

import multigpu

BATCH = 4  # per rank and micro-batch


def model() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 3))


def data(samples: int) -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(1)
    return torch.randn(samples, 6, generator=generator), torch.randint(0, 3, (samples,))


def accumulate(run: multigpu.Run, out: str) -> None:
    """2 micro-batches under no_sync, then one step: must equal one batch of twice the size."""
    net = model()
    net, optimizer = run.setup(net, torch.optim.SGD(net.parameters(), lr=0.5))
    x, y = data(4 * BATCH)
    mine = x[run.rank :: 2], y[run.rank :: 2]  # this rank's 2 micro-batches, 2*BATCH samples
    reduced_early = False
    for micro in range(2):
        part = slice(micro * BATCH, (micro + 1) * BATCH)
        with run.no_sync(net, enabled=micro == 0):
            run.backward(F.cross_entropy(net(mine[0][part]), mine[1][part]) / 2)
        if micro == 0:  # a reduce-scatter would have left sharded gradients already
            reduced_early = any(p.grad is not None for p in net.parameters())
    optimizer.step()
    weights = run.state_dict(net)
    if run.is_main:
        torch.save({"weights": weights, "reduced_early": reduced_early}, out)


def fp16_inf(run: multigpu.Run, out: str) -> None:
    """An inf lands in one shard of one rank's gradients: every rank must skip the step."""
    net = model()
    net, optimizer = run.setup(net, torch.optim.SGD(net.parameters(), lr=0.5))
    x, y = data(2 * BATCH)
    before = run.state_dict(net)
    skipped = []
    for step in range(3):
        run.backward(F.cross_entropy(net(x[run.rank :: 2]), y[run.rank :: 2]))
        if step == 2 and run.rank == 1:
            grad = next(p for p in net.parameters() if p.grad is not None).grad
            grad.to_local().view(-1)[0] = float("inf")  # one element of rank 1's shard
        optimizer.step()
        optimizer.zero_grad()
        skipped.append(run.precision.last_step_skipped)
    everyone = run.gather(skipped)
    after = run.state_dict(net)
    if run.is_main:
        torch.save({"skipped": everyone, "before": before, "after": after}, out)


def two_models(run: multigpu.Run, out: str) -> None:
    """Two FSDP models and their optimizers in one sharded checkpoint, each loaded back."""
    folder = Path(out)
    first, second = model(), nn.Sequential(nn.Linear(3, 5), nn.ReLU(), nn.Linear(5, 2))
    first, opt1 = run.setup(first, torch.optim.Adam(first.parameters(), lr=0.1))
    second, opt2 = run.setup(second, torch.optim.Adam(second.parameters(), lr=0.1))
    x, y = data(2 * BATCH)
    run.backward(F.cross_entropy(second(first(x)), y))
    opt1.step()
    opt2.step()
    state = {"first": first, "second": second, "opt1": opt1, "opt2": opt2}
    run.save(folder / "both.dcp", state)
    saved = {k: run.state_dict(m) for k, m in (("first", first), ("second", second))}
    torch.manual_seed(5)  # fresh weights that differ from the saved ones
    fresh1, fresh2 = model(), nn.Sequential(nn.Linear(3, 5), nn.ReLU(), nn.Linear(5, 2))
    for p in [*fresh1.parameters(), *fresh2.parameters()]:
        nn.init.normal_(p)
    fresh1, new1 = run.setup(fresh1, torch.optim.Adam(fresh1.parameters(), lr=0.1))
    fresh2, new2 = run.setup(fresh2, torch.optim.Adam(fresh2.parameters(), lr=0.1))
    run.load(folder / "both.dcp", {"first": fresh1, "second": fresh2, "opt1": new1, "opt2": new2})
    loaded = {k: run.state_dict(m) for k, m in (("first", fresh1), ("second", fresh2))}
    if run.is_main:
        torch.save({"saved": saved, "loaded": loaded}, folder / "weights.pt")


def pipeline_clip(run: multigpu.Run, out: str) -> None:
    """Clip under pipeline: the norm over both stages, as one model would have."""
    net = model()
    net, optimizer = run.setup(
        net, torch.optim.SGD(net.parameters(), lr=0.5), loss=nn.CrossEntropyLoss()
    )
    x, y = data(2 * BATCH)
    net(x, y)  # forward and backward through the stages
    norm = run.clip_gradients(net, optimizer, max_norm=0.05)
    optimizer.step()
    weights = run.state_dict(net)
    if run.is_main:
        torch.save({"norm": norm.detach().cpu(), "weights": weights}, out)


if __name__ == "__main__":
    mode, out = sys.argv[1], sys.argv[2]
    strategy = "pipeline" if mode == "pipeline_clip" else "fsdp"
    precision = "fp16" if mode == "fp16_inf" else "fp32"
    fn = {
        "accumulate": accumulate,
        "fp16_inf": fp16_inf,
        "two_models": two_models,
        "pipeline_clip": pipeline_clip,
    }[mode]
    multigpu.launch(
        fn, out, devices=2, accelerator="cpu", strategy=strategy, precision=precision, timeout=60
    )
