"""Gradient clipping by the global norm where the gradients lie on more than one mesh.

torch's `clip_grad_norm_` stacks the norms of its tensors into one, which DTensors of two
meshes cannot be: a tensor-parallel split's blocks (on dp_shard x tp) beside the weights FSDP
alone shards (on dp_shard), as `multigpu run --tp` lays out a model whose embeddings and norms
no plan splits. Each mesh's norm is made whole first, then one coefficient scales every
gradient, as torch's clip does with one mesh.
"""

from __future__ import annotations

from collections.abc import Iterable

import torch

from ..averaging.leaves import is_shard


def meshes_of(grads: list[torch.Tensor]) -> int:
    """How many meshes `grads` lie on (plain tensors count as one of their own)."""
    return len({_mesh(g) for g in grads})


def _mesh(grad: torch.Tensor) -> int | None:
    """Which mesh `grad` lies on (by identity), None for a plain tensor."""
    return id(grad.device_mesh) if is_shard(grad) else None


def clip_norm_over_meshes(
    parameters: Iterable[torch.Tensor],
    max_norm: float,
    norm_type: float = 2.0,
    error_if_nonfinite: bool = False,
    foreach: bool | None = None,
) -> torch.Tensor:
    """torch's `clip_grad_norm_` over gradients on several meshes: the total norm (whole,
    the same on every rank) it returns too."""
    grads = [p.grad for p in parameters if p.grad is not None]
    groups: dict[int | None, list[torch.Tensor]] = {}
    for g in grads:
        groups.setdefault(_mesh(g), []).append(g)
    norms = []
    for group in groups.values():
        norm = torch.nn.utils.get_total_norm(group, norm_type, error_if_nonfinite, foreach)
        norms.append(norm.full_tensor() if is_shard(norm) else norm)
    device = norms[0].device if norms else torch.device("cpu")
    # The norm of the groups' norms is the norm of all of it (for p-norms and for max).
    total = torch.nn.utils.get_total_norm([n.to(device) for n in norms], norm_type)
    coefficient = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        local = g.to_local() if is_shard(g) else g  # a view: scaling it scales the DTensor
        local.mul_(coefficient.to(local.device, local.dtype))
    return total
