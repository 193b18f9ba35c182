"""The whole model gathered from its shards through host copies, where torch's own gather crashes.

Ranks that share one GPU run over gloo with CUDA tensors (MULTIGPU_BACKEND=gloo). There, torch's
gather of a DTensor into one tensor (its functional all-gather, which `get_model_state_dict`
and the ring attention's all-gather rotation both use) died with SIGSEGV on torch 2.11 (an
H200), while FSDP's own all-gathers ran. This gathers each shard as a CPU tensor with gloo's
plain all-gather instead, over the DTensor's own groups: for the placements FSDP and HSDP make
(each mesh dimension Replicate or one Shard); anything else is left to torch.
"""

from __future__ import annotations

import math
from typing import Any

import torch
import torch.distributed as dist


def gathers_on_host(device: torch.device) -> bool:
    """Whether this job's gathers go through host copies: CUDA tensors over gloo."""
    return device.type == "cuda" and dist.is_initialized() and dist.get_backend() == "gloo"


def plain_placements(state: dict[str, Any]) -> bool:
    """Every DTensor in `state` is Replicate or one plain Shard along each mesh dimension."""
    from torch.distributed.tensor import DTensor, Replicate, Shard

    for value in state.values():
        if isinstance(value, DTensor):
            dims = [p.dim for p in value.placements if isinstance(p, Shard)]
            plain = all(type(p) in (Replicate, Shard) for p in value.placements)
            if not plain or len(dims) != len(set(dims)):
                return False
    return True


def host_gathered(state: dict[str, Any], keep: bool) -> dict[str, Any]:
    """`state` (a sharded state dict) whole, on the CPU, where `keep` (rank 0), else empty. A
    collective: every rank calls it with the same keys in the same order."""
    from torch.distributed.tensor import DTensor, Shard

    whole: dict[str, Any] = {}
    for key, value in state.items():
        if isinstance(value, DTensor):
            tensor = value.to_local().detach().cpu()
            # Innermost mesh dimension first: the outer ones shard what the inner put together.
            for dim in reversed(range(value.device_mesh.ndim)):
                placement = value.placements[dim]
                if isinstance(placement, Shard):
                    group = value.device_mesh.get_group(dim)
                    tensor = _gathered(tensor, placement.dim, value.shape, group)
            value = tensor
        elif isinstance(value, torch.Tensor):
            value = value.detach().cpu()
        if keep:
            whole[key] = value
    return whole


def _gathered(
    local: torch.Tensor, dim: int, shape: torch.Size, group: dist.ProcessGroup
) -> torch.Tensor:
    """Every rank's chunk of `dim` (torch.chunk's cut of the full `shape[dim]`, the last chunks
    shorter or empty) put together: padded to one size for gloo's all-gather, then trimmed."""
    ranks, full = dist.get_world_size(group), shape[dim]
    chunk = math.ceil(full / ranks)
    padded_shape = list(local.shape)
    padded_shape[dim] = chunk
    padded = local.new_zeros(padded_shape)
    padded.narrow(dim, 0, local.shape[dim]).copy_(local)
    parts = [torch.empty_like(padded) for _ in range(ranks)]
    dist.all_gather(parts, padded, group=group)
    return torch.cat(parts, dim=dim).narrow(dim, 0, full)
