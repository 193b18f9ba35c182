"""Gradients averaged across ranks in place, a flat message per device and dtype."""

from __future__ import annotations

from collections.abc import Iterable

import torch
import torch.distributed as dist

from ..core.torch_compat import flatten, unflatten


def average(grads: Iterable[torch.Tensor], world_size: int) -> None:
    by_kind: dict[tuple[torch.device, torch.dtype], list[torch.Tensor]] = {}
    for grad in grads:
        by_kind.setdefault((grad.device, grad.dtype), []).append(grad)
    for same in by_kind.values():
        flat = flatten(same)
        dist.all_reduce(flat)
        flat.div_(world_size)
        for grad, mean in zip(same, unflatten(flat, same), strict=True):
            grad.copy_(mean)
