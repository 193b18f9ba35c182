"""Loss values read as one process reads them.

Each rank computes its loss over its slice of the global batch, so `loss.item()` on rank 0 is
its slice's value: half of a summed loss on 2 ranks, and a different number on every rank, which
matters where the script decides by it (`if loss < 1e-3: break`, L-BFGS's line search). A loss
the script reads while it trains (a one-element tensor with a graph, through `.item()`,
`float()`, `.tolist()` or a format string) is combined across ranks with the weights its
gradients get (losses.py), so every rank reads the global batch's value one process computes:
summed with the gradients where the loss is read after its backward and those gradients are
averaged here (overlap.py: no collective of its own), else one small all-reduce where a value
is read (the read waits for the device anyway).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import torch
import torch.distributed as dist

from ..averaging.losses import LossForms
from ..data.shares import Shares
from ..data.training_state import TrainingState
from ..worker.session import Session

# Autograd nodes of one element picked from a tensor (`outputs[i]`, a loop over a tensor's
# rows): a model's output read element by element, not a loss. Combined across ranks, each
# read was a collective, and ranks whose masks kept other numbers of elements made other
# numbers of them (a sepsis TCN's per-hour predictions: the ranks' collectives diverged).
_PICKED = ("SelectBackward0", "UnbindBackward0", "IndexBackward0")


class GlobalLossValues:
    def __init__(
        self, session: Session, shares: Shares, losses: LossForms, training: TrainingState
    ) -> None:
        self.session = session
        self.shares = shares
        self.losses = losses
        self.training = training
        self.patches = session.patches  # the session's one stack

    def install(self) -> None:
        if not self.session.distributed:
            return
        for name in ("item", "__float__", "tolist"):
            self.patches.swap(torch.Tensor, name, self._global(getattr(torch.Tensor, name)))

    def _global(self, read: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(read)
        def wrapper(tensor: torch.Tensor, *args: Any, **kwargs: Any) -> Any:
            if self._is_loss(tensor):
                return read(self.combined(tensor), *args, **kwargs)
            return read(tensor, *args, **kwargs)

        return wrapper

    def _is_loss(self, tensor: torch.Tensor) -> bool:
        return (
            tensor.grad_fn is not None
            and type(tensor.grad_fn).__name__ not in _PICKED
            and tensor.numel() == 1
            and tensor.is_floating_point()
            and self.training.training
            and not self.session.joining
        )

    def combined(self, loss: torch.Tensor) -> torch.Tensor:
        """sum over ranks of weight_r / N * loss_r, in float64 on the CPU, as `loss`'s dtype:
        summed with the gradients where the value rode with its backward's, else now."""
        if (ridden := self.losses.ridden_value(loss)) is not None:
            return torch.full(loss.shape, ridden, dtype=loss.dtype, device="cpu")
        weight = self.losses.value_weight(self.shares.current, loss)
        with torch.no_grad():
            value = loss.detach().double().cpu().reshape(loss.shape)
            if isinstance(weight, torch.Tensor):
                weight = weight.detach().double().cpu().reshape(())
            value = value * weight / self.session.world_size
            self.session.connect()
            dist.all_reduce(value, group=self.session.control)
        return value.to(loss.dtype)
