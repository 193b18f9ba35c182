"""Averages over every sample of every rank (a metric, not a mean of per-rank means)."""

from __future__ import annotations

from typing import Any, Protocol

import torch


class AllReduces(Protocol):
    """What a metric needs of a run (a `multigpu.Run`): summing a tensor over every rank."""

    def all_reduce(self, tensor: torch.Tensor, *, what: str = ...) -> Any: ...


class Mean:
    """Sum and count per rank; `compute()` reduces both across ranks, then divides.

    Feed it per-sample values passed through `loader.drop_padding(...)`, so the samples the
    distributed sampler repeats to even out the shards are not counted twice.
    """

    def __init__(self, run: AllReduces) -> None:
        self._run = run
        self._sum = 0.0
        self._count = 0.0

    def update(self, values: torch.Tensor | float, weight: float = 1.0) -> None:
        """Add per-sample values (a tensor), or one value standing for `weight` samples."""
        if isinstance(values, torch.Tensor):
            values = values.detach()
            self._sum += float(values.double().sum()) * weight
            self._count += values.numel() * weight
        else:
            self._sum += float(values) * weight
            self._count += weight

    def totals(self) -> tuple[float, float]:
        """This rank's sum and count, not reduced."""
        return self._sum, self._count

    def compute(self) -> float:
        totals = torch.tensor([self._sum, self._count], dtype=torch.float64)
        total, count = self._run.all_reduce(totals, what="a metric's all-reduce").tolist()
        return total / count if count else float("nan")

    def reset(self) -> None:
        self._sum, self._count = 0.0, 0.0
