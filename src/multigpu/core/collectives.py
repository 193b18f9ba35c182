"""Waits across ranks that fail with the names of the ranks they waited for.

A plain all-reduce that never completes only says "timed out"; a monitored barrier (gloo) says
which ranks did not arrive, so `Run`'s barrier and reductions go through one. With nccl the
barrier runs on a side gloo group created at start-up.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import torch
import torch.distributed as dist

from .device import backend_for
from .errors import InvalidOption

# How long any wait across processes may take by default (`timeout=`, `--timeout`).
DEFAULT_TIMEOUT_S = 300.0


def check_timeout(timeout_s: float) -> None:
    if not timeout_s > 0:
        raise InvalidOption("timeout", timeout_s, "must be positive")


def join_process_group(
    device: torch.device, rank: int, world_size: int, timeout: timedelta
) -> None:
    """The world group over the device's backend (nccl between GPUs, gloo otherwise)."""
    backend = backend_for(device.type)
    dist.init_process_group(
        backend,
        rank=rank,
        world_size=world_size,
        timeout=timeout,
        device_id=device if backend == "nccl" else None,
    )


def control_group() -> dist.ProcessGroup:
    """A gloo group over every rank for small CPU messages and monitored barriers (which
    exist on gloo only): the world group on gloo, a side group on nccl."""
    return dist.group.WORLD if dist.get_backend() == "gloo" else dist.new_group(backend="gloo")


class RankTimeout(RuntimeError):
    """A wait across processes did not complete in time."""


def monitored_barrier(
    group: dist.ProcessGroup | None, timeout: timedelta, what: str = "barrier"
) -> None:
    started = time.monotonic()
    try:
        dist.monitored_barrier(group=group, timeout=timeout, wait_all_ranks=True)
    except RuntimeError as error:
        waited = time.monotonic() - started
        missing = _ranks_in(str(error))
        who = f"rank(s) {', '.join(map(str, missing))}" if missing else "other ranks"
        if waited < 0.9 * timeout.total_seconds():
            # gloo also fails the barrier at once when a peer's connection closes.
            raise RankTimeout(
                f"rank {dist.get_rank()} lost {who} at {what} after {waited:.1f}s "
                "(their process ended)"
            ) from error
        raise RankTimeout(
            f"rank {dist.get_rank()} waited {timeout.total_seconds():g}s at {what} for {who}, "
            "which did not arrive"
        ) from error


def _ranks_in(message: str) -> list[int]:
    """The ranks gloo's monitored-barrier error blames.

    Rank 0 collects everyone ("Ranks 1, 3 failed to pass monitoredBarrier"); the other ranks
    only talk to rank 0 ("... waiting for send/recv from rank 0").
    """
    match = re.search(r"Ranks? ([\d, ]+) failed to pass", message) or re.search(
        r"from rank (\d+)", message
    )
    if not match:
        return []
    return [int(r) for r in re.findall(r"\d+", match.group(1))]


def any_rank(value: int, group: dist.ProcessGroup | None) -> int:
    """The largest of every rank's `value` over a CPU (gloo) group; `value` without one."""
    if group is None:
        return value
    flag = torch.tensor([value])
    dist.all_reduce(flag, op=dist.ReduceOp.MAX, group=group)
    return int(flag.item())


def sums_and_largest(
    sums: Sequence[float], flag: int, group: dist.ProcessGroup | None
) -> tuple[list[float], int]:
    """Every rank's `sums` added up, and the largest `flag`, in one all-gather of a few numbers
    over a CPU (gloo) group (float64: a flag up to 2**53 is exact); as given without one."""
    if group is None:
        return list(sums), flag
    mine = torch.tensor([*sums, flag], dtype=torch.float64)
    everyone = [torch.empty_like(mine) for _ in range(dist.get_world_size(group))]
    dist.all_gather(everyone, mine, group=group)
    stacked = torch.stack(everyone)
    return stacked[:, :-1].sum(dim=0).tolist(), int(stacked[:, -1].max())


def any_rank_started(value: int, group: dist.ProcessGroup) -> tuple[Any, torch.Tensor]:
    """`any_rank`, started in the background: wait on the work, then read the tensor."""
    flag = torch.tensor([value])
    return dist.all_reduce(flag, op=dist.ReduceOp.MAX, group=group, async_op=True), flag


def gather(value: Any, group: dist.ProcessGroup | None) -> list[Any]:
    """Every rank's `value` (picklable), in rank order; `[value]` without a group."""
    if group is None:
        return [value]
    everyone: list[Any] = [None] * dist.get_world_size(group)
    dist.all_gather_object(everyone, value, group=group)
    return everyone
