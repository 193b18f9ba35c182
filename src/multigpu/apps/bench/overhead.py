"""`multigpu bench --overhead`: the same DDP workload through multigpu and through a plain
hand-written loop (DDP, DistributedSampler, DataLoader), in the same processes.

Fair to both: rounds alternate which loop goes first, and the whole comparison runs twice with
the two models built in opposite orders (where a model's memory lands measurably changed its
speed here, by a few per cent either way). The ratio is of median step times.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from typing import Any

import torch
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

from ...api.run import Run
from ...api.timing import timed
from ..models import ModelSpec, model_spec

Epoch = Callable[[int], None]


def _multigpu_loop(
    run: Run, spec: ModelSpec, data: TensorDataset, batch: int
) -> tuple[Epoch, torch.nn.Module]:
    torch.manual_seed(0)
    model = spec.build()
    model, optimizer = run.setup(model, torch.optim.SGD(model.parameters(), lr=1e-3))
    loader = run.loader(data, batch, shuffle=True)

    def epoch(number: int) -> None:
        loader.set_epoch(number)
        for x, y in loader:
            run.backward(spec.loss(model(x), y))
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

    return epoch, run.unwrap(model)


def _plain_loop(
    run: Run, spec: ModelSpec, data: TensorDataset, batch: int
) -> tuple[Epoch, torch.nn.Module]:
    """What a careful user writes by hand with torch alone."""
    torch.manual_seed(0)
    device_ids = [run.device.index] if run.device.type == "cuda" else None
    model = DistributedDataParallel(spec.build().to(run.device), device_ids=device_ids)
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)
    sampler = DistributedSampler(data, shuffle=True)
    loader = DataLoader(
        data, batch_size=batch, sampler=sampler, pin_memory=run.device.type == "cuda"
    )

    def epoch(number: int) -> None:
        sampler.set_epoch(number)
        for x, y in loader:
            x = x.to(run.device, non_blocking=True)
            y = y.to(run.device, non_blocking=True)
            spec.loss(model(x), y).backward()
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

    return epoch, model.module


def overhead_worker(run: Run, model: str, batch: int, steps: int, rounds: int) -> dict[str, Any]:
    spec = model_spec(model)
    samples = batch * run.world_size * steps  # one epoch = `steps` steps on every rank
    inputs, targets = spec.synthetic_batch(samples, torch.device("cpu"), torch.Generator())
    data = TensorDataset(inputs, targets)
    builders = {"multigpu": _multigpu_loop, "plain": _plain_loop}
    times: dict[str, list[float]] = {"multigpu": [], "plain": []}
    difference = 0.0
    for session, build_order in enumerate((["multigpu", "plain"], ["plain", "multigpu"])):
        built = {name: builders[name](run, spec, data, batch) for name in build_order}
        loops = {name: loop for name, (loop, _) in built.items()}
        for loop in loops.values():
            loop(0)  # warm-up
        for r in range(max(1, rounds // 2)):
            order = build_order if r % 2 == 0 else build_order[::-1]
            for name in order:
                times[name].append(timed(run, loops[name], session * rounds + r + 1))
        # Both loops saw the same batches in the same order: a fair race ends in equal models.
        pairs = zip(built["multigpu"][1].parameters(), built["plain"][1].parameters(), strict=True)
        gaps = [float((a - b).detach().abs().max()) for a, b in pairs]
        difference = max(difference, *gaps)
    medians = {name: statistics.median(t) / steps for name, t in times.items()}
    return {
        "model": model,
        "world_size": run.world_size,
        "batch_size": batch,
        "steps_per_round": steps,
        "rounds": len(times["plain"]),
        "step_time_s": medians,
        "all_rounds_s": {name: [t / steps for t in ts] for name, ts in times.items()},
        # multigpu's speed relative to the plain loop: 1.0 = no overhead
        "speed_ratio": medians["plain"] / medians["multigpu"],
        "max_weight_difference": difference,
    }
