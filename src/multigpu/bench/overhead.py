"""`multigpu bench --overhead`: the same DDP workload through multigpu and through a plain
hand-written loop (DDP, DistributedSampler, DataLoader), in the same processes, alternating
which goes first, so that both meet the same machine noise. The ratio is of median step times.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

from ..models import model_spec
from ..run import Run


def overhead_worker(run: Run, model: str, batch: int, steps: int, rounds: int) -> dict[str, Any]:
    spec = model_spec(model)
    generator = torch.Generator().manual_seed(0)
    inputs, targets = spec.synthetic_batch(
        batch * run.world_size * steps, torch.device("cpu"), generator
    )
    data = TensorDataset(inputs, targets)

    torch.manual_seed(0)
    ours = spec.build()
    ours, ours_opt = run.setup(ours, torch.optim.SGD(ours.parameters(), lr=1e-3))
    ours_loader = run.loader(data, batch, shuffle=True)

    torch.manual_seed(0)
    plain = spec.build().to(run.device)
    device_ids = [run.device.index] if run.device.type == "cuda" else None
    plain = DistributedDataParallel(plain, device_ids=device_ids)
    plain_opt = torch.optim.SGD(plain.parameters(), lr=1e-3)
    sampler = DistributedSampler(data, shuffle=True)
    plain_loader = DataLoader(
        data, batch_size=batch, sampler=sampler, pin_memory=run.device.type == "cuda"
    )

    def multigpu_epoch(epoch: int) -> None:
        ours_loader.set_epoch(epoch)
        for x, y in ours_loader:
            run.backward(spec.loss(ours(x), y))
            ours_opt.step()
            ours_opt.zero_grad(set_to_none=True)

    def plain_epoch(epoch: int) -> None:
        sampler.set_epoch(epoch)
        for x, y in plain_loader:
            x = x.to(run.device, non_blocking=True)
            y = y.to(run.device, non_blocking=True)
            spec.loss(plain(x), y).backward()
            plain_opt.step()
            plain_opt.zero_grad(set_to_none=True)

    times: dict[str, list[float]] = {"multigpu": [], "plain": []}
    runs = {"multigpu": multigpu_epoch, "plain": plain_epoch}
    for name in runs:  # warm-up
        runs[name](0)
    for r in range(rounds):
        order = ["multigpu", "plain"] if r % 2 == 0 else ["plain", "multigpu"]
        for name in order:
            _sync(run)
            start = time.perf_counter()
            runs[name](r + 1)
            _sync(run)
            elapsed = torch.tensor([time.perf_counter() - start], dtype=torch.float64)
            dist.all_reduce(elapsed, op=dist.ReduceOp.MAX, group=run.control_group)
            times[name].append(elapsed.item() / steps)
    medians = {name: statistics.median(t) for name, t in times.items()}
    return {
        "model": model,
        "world_size": run.world_size,
        "batch_size": batch,
        "steps_per_round": steps,
        "rounds": rounds,
        "step_time_s": medians,
        "all_rounds_s": times,
        # multigpu's speed relative to the plain loop: 1.0 = no overhead
        "speed_ratio": medians["plain"] / medians["multigpu"],
    }


def _sync(run: Run) -> None:
    if run.device.type == "cuda":
        torch.cuda.synchronize(run.device)
    dist.barrier(group=run.control_group)
