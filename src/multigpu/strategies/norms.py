"""The norm of a model's gradients taken over the ranks that hold them, as one process would
take it over the whole model: each rank's part, each element counted once where several ranks
hold it (a split that leaves a weight whole on every rank of its group, an expert repeated over
groups). Clipping by it clips as one process does."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import torch
import torch.distributed as dist


def norm_over_ranks(
    parameters: Iterable[torch.Tensor],
    device: torch.device,
    holders: Callable[[torch.Tensor], int],
) -> torch.Tensor:
    """The gradients' norm over the world (a collective): each rank's local part of each
    gradient, its squares divided by the ranks that hold the same elements (`holders`, asked of
    the gradient as the parameter has it)."""
    from torch.distributed.tensor import DTensor

    grads = [p.grad for p in parameters if p.grad is not None]
    # In the gradients' own precision (float32 at least), as torch's clipping takes it: a
    # float64 model's norm in float32 would clip it otherwise than one process does.
    wide = torch.float64 if any(g.dtype == torch.float64 for g in grads) else torch.float32
    squares = torch.zeros(1, dtype=wide, device=device)
    for grad in grads:
        local = grad.to_local() if isinstance(grad, DTensor) else grad
        squares += local.to(wide).pow(2).sum().to(device) / holders(grad)
    dist.all_reduce(squares)
    return squares.sqrt()[0]
