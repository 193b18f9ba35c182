"""Gradients averaged across ranks: dense ones in place, a flat message per device and dtype;
sparse ones (an `nn.Embedding(sparse=True)`'s) summed by gloo, which adds sparse tensors (the
union of the rows each rank touched, as one process's gradient holds them)."""

from __future__ import annotations

from collections.abc import Iterable

import torch
import torch.distributed as dist

from ...core.torch_compat import copy_all, flatten, unflatten


def average(grads: Iterable[torch.Tensor], world_size: int) -> None:
    by_kind: dict[tuple[torch.device, torch.dtype], list[torch.Tensor]] = {}
    for grad in grads:
        by_kind.setdefault((grad.device, grad.dtype), []).append(grad)
    for same in by_kind.values():
        flat = flatten(same)
        dist.all_reduce(flat)
        flat.div_(world_size)
        copy_all(same, unflatten(flat, same))


def sparse_mean(
    grad: torch.Tensor | None, like: torch.Tensor, group: dist.ProcessGroup, divisor: float
) -> torch.Tensor:
    """Every rank's sparse gradient of `like` (None: this rank's backward did not reach it)
    added up over the gloo `group` and divided: the averaged sparse gradient, on `like`'s
    device."""
    if grad is None:
        rows = torch.empty((1, 0), dtype=torch.long)
        grad = torch.sparse_coo_tensor(
            rows, torch.empty((0, *like.shape[1:]), dtype=like.dtype), like.shape
        )
    summed = grad.coalesce().cpu()
    dist.all_reduce(summed, group=group)
    return (summed / divisor).to(like.device)
