"""Timing work that runs on every rank: the figure is the slowest rank's, between barriers.

Timing from one rank alone (what most scripts do) reports whichever rank was fastest, and
without a device synchronize it times only the launch of CUDA kernels, not their work.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import torch
import torch.distributed as dist

from .run import Run


def _device_synchronize(run: Run) -> None:
    if run.device.type == "cuda":
        torch.cuda.synchronize(run.device)


def timed(run: Run, fn: Callable[..., Any], *args: Any) -> float:
    """Seconds `fn(*args)` took, on the slowest rank. Call on every rank.

    Every rank finishes its device's queued work and meets the others at a barrier before the
    clock starts; each stops its clock once its device has finished; the largest time wins.
    """
    _device_synchronize(run)
    if run.distributed:
        dist.barrier(group=run.control_group)
    start = time.perf_counter()
    fn(*args)
    _device_synchronize(run)
    elapsed = torch.tensor([time.perf_counter() - start], dtype=torch.float64)
    if run.distributed:  # over the CPU control group: no device work to wait for
        dist.all_reduce(elapsed, op=dist.ReduceOp.MAX, group=run.control_group)
    return float(elapsed.item())
