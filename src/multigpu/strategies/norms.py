"""The norm of a model's gradients taken over the ranks that hold them, as one process would
take it over the whole model, and clipping by it: each rank's part, each element counted once
where several ranks hold it (a split that leaves a weight whole on every rank of its tp group,
an expert repeated over ep_replicate)."""

from __future__ import annotations

from collections.abc import Iterable

import torch
import torch.distributed as dist
from torch import nn

from ..core.torch_compat import is_strided_shard


def clip_over_ranks(
    module: nn.Module,
    max_norm: float,
    device: torch.device,
    spread: int,
    counted: Iterable[torch.Tensor] | None = None,
) -> torch.Tensor:
    """Clip `module`'s gradients by their norm over the ranks (`norm_over_ranks`) of the
    `counted` ones (default: all; a weight held as two copies counts once); returns it. One
    tensor at a time: a model's DTensors may live on several meshes (FSDP's shards, a split's,
    the experts'), which torch's batched clipping cannot mix."""
    counted = module.parameters() if counted is None else counted
    total = norm_over_ranks(counted, device, spread)
    torch.nn.utils.clip_grads_with_norm_(module.parameters(), max_norm, total, foreach=False)
    return total


def norm_over_ranks(
    parameters: Iterable[torch.Tensor], device: torch.device, spread: int
) -> torch.Tensor:
    """The gradients' norm over the world (a collective). One copy of each weight is spread
    over `spread` ranks (the world; a pipeline stage's ranks); a DTensor's local part is one of
    as many parts as its Shard placements make, so the others of those ranks hold the same
    elements and each rank's squares count that share; a plain gradient is whole on each."""
    from torch.distributed.tensor import DTensor

    grads = [p.grad for p in parameters if p.grad is not None]
    # In the gradients' own precision (float32 at least), as torch's clipping takes it: a
    # float64 model's norm in float32 would clip it otherwise than one process does.
    wide = torch.float64 if any(g.dtype == torch.float64 for g in grads) else torch.float32
    squares = torch.zeros(1, dtype=wide, device=device)
    for grad in grads:
        parts = 1
        if isinstance(grad, DTensor):
            parts = _shard_count(grad.device_mesh, grad.placements)
            grad = grad.to_local()
        squares += grad.to(wide).pow(2).sum().to(device) * parts / spread
    dist.all_reduce(squares)
    return squares.sqrt()[0]


def _shard_count(mesh: object, placements: tuple) -> int:
    """How many distinct parts a DTensor's placements cut it into over its mesh (FSDP's shard
    of a weight tp split first is a strided one: a shard all the same)."""
    count = 1
    for dim, placement in enumerate(placements):
        if placement.is_shard() or is_strided_shard(placement):
            count *= mesh.size(dim)  # type: ignore[attr-defined]
    return count
