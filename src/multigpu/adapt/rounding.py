"""For `--verify`'s measure of rounding: every gradient moved by one rounding step (+-1 ulp,
alternating), as a sum taken in another order would move it.

A gradient is moved after each backward, by one ulp of what it holds then, not once before the
step by one ulp of its final value. Where a step follows several backwards (a GAN's
discriminator on real and then on generated samples, an accumulation's micro-batches), the ranks
and one process add the backwards' terms in other orders (each rank its own slice's terms
first), so the sum carries rounding of the size of its terms. Where those terms cancel, that is
far more than one ulp of the sum, and Adam turns it into whole steps of its learning rate. A
step that no backward preceded (gradients the script set itself) is moved before it.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any

import torch
from torch.optim.optimizer import register_optimizer_step_pre_hook

from ..core.patches import Patches
from .gradients import parameters_of


class RoundingNoise:
    def __init__(self, patches: Patches, by_hand: Callable[[], list[torch.Tensor]]) -> None:
        self.patches = patches
        self._by_hand = by_hand  # the weights a script with no optimizer updates itself
        self._moved = False  # a backward moved the gradients since the last step

    def install(self) -> None:
        backward = torch.autograd.backward

        def moved(*args: Any, **kwargs: Any) -> None:
            backward(*args, **kwargs)
            move_by_one_ulp(self._parameters())
            self._moved = True

        self.patches.swap(torch.autograd, "backward", moved)
        self.patches.hook(register_optimizer_step_pre_hook(self._before_step))

    def _before_step(self, optimizer: torch.optim.Optimizer, *args: Any) -> None:
        if not self._moved:
            move_by_one_ulp(parameters_of(optimizer))
        self._moved = False

    def _parameters(self) -> list[torch.Tensor]:
        """The parameters of every optimizer alive (one may not have stepped yet), or with none
        the weights the script updates itself. The heap is searched once per backward: this
        runs only in one of --verify's runs."""
        optimizers = [o for o in gc.get_objects() if issubclass(type(o), torch.optim.Optimizer)]
        if not optimizers:
            return self._by_hand()
        return [p for o in optimizers for p in parameters_of(o)]


def move_by_one_ulp(parameters: list[torch.Tensor]) -> None:
    with torch.no_grad():
        for p in parameters:
            grad = p.grad
            if grad is not None and grad.is_floating_point() and not grad.is_sparse:
                eps = torch.finfo(grad.dtype).eps
                sign = torch.arange(grad.numel(), device=grad.device) % 2 * 2 - 1
                grad.mul_(1 + eps * sign.view_as(grad).to(grad.dtype))
