"""For `--verify`'s measure of rounding: the run again with one rounding step (+-1 ulp,
alternating) added where the split's arithmetic and the ranks' part ways, as summing in another
order would.

Every gradient is moved after each backward, by one ulp of what it holds then, not once before
the step by one ulp of its final value; and every layer's output in training is moved by one
ulp. Where a gradient is a sum of terms that cancel (a discriminator's loss on real minus its
loss on generated samples, in one backward or two), the ranks and one process add the terms in
other orders (each rank its own slice's terms first), so the sum carries rounding of the size
of its terms: far more than one ulp of the sum, and Adam and RMSprop turn it into whole steps
of their learning rate. A layer's output moved by one ulp moves every term computed from it by
about one ulp of that term. A step that no backward preceded (gradients the script set itself)
is moved before it.

A check must not break what it checks: a moved output stays within the least and the largest
value its layer produced (a sigmoid's saturated 1.0 is not moved up, where `BCELoss` would
refuse 1.0000001), and nothing is moved inside a trace (TensorBoard's `add_graph` runs
`torch.jit.trace`, which checks that two traces give one graph).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch
from torch import nn
from torch.nn.modules.module import register_module_forward_hook
from torch.optim.optimizer import register_optimizer_step_pre_hook

from ...core.patches import Patches
from ...core.torch_compat import pytree, traced
from ..averaging.gradients import parameters_of
from ..worker.heap import live_optimizers


class RoundingNoise:
    def __init__(self, patches: Patches, by_hand: Callable[[], list[torch.Tensor]]) -> None:
        self.patches = patches
        self._by_hand = by_hand  # the weights a script with no optimizer updates itself
        self._moved = False  # a backward moved the gradients since the last step

    def install(self) -> None:
        backward = torch.autograd.backward

        def moved(*args: Any, **kwargs: Any) -> None:
            backward(*args, **kwargs)
            _move_by_one_ulp(self._parameters())
            self._moved = True

        self.patches.swap(torch.autograd, "backward", moved)
        self.patches.hook(register_optimizer_step_pre_hook(self._before_step))
        self.patches.hook(register_module_forward_hook(_layer_output_moved))

    def _before_step(self, optimizer: torch.optim.Optimizer, *args: Any) -> None:
        if not self._moved:
            _move_by_one_ulp(parameters_of(optimizer))
        self._moved = False

    def _parameters(self) -> list[torch.Tensor]:
        """The parameters of every optimizer alive (one may not have stepped yet), or with none
        the weights the script updates itself. The heap is searched once per backward: this
        runs only in one of --verify's runs."""
        optimizers = live_optimizers()
        if not optimizers:
            return self._by_hand()
        return [p for o in optimizers for p in parameters_of(o)]


def _layer_output_moved(module: nn.Module, inputs: Any, output: Any) -> Any:
    """A layer's (a module without children) floating outputs in a training forward, moved by
    one ulp; None (the output as it is) elsewhere."""
    if next(module.children(), None) is not None or not torch.is_grad_enabled() or traced():
        return None
    return pytree.tree_map(_moved, output)


def _moved(value: Any) -> Any:
    if not isinstance(value, torch.Tensor) or not value.is_floating_point() or value.is_sparse:
        return value
    if not value.requires_grad or value.numel() == 0:
        return value
    with torch.no_grad():
        factor = _one_ulp_each(value)
        moved = value * factor
        low, high = torch.aminmax(value)
        factor = torch.where((moved < low) | (moved > high), 1.0, factor)
    return value * factor


def _one_ulp_each(value: torch.Tensor) -> torch.Tensor:
    """1 + eps or 1 - eps, alternating over the elements."""
    eps = torch.finfo(value.dtype).eps
    sign = torch.arange(value.numel(), device=value.device) % 2 * 2 - 1
    return 1 + eps * sign.view_as(value).to(value.dtype)


def _move_by_one_ulp(parameters: list[torch.Tensor]) -> None:
    with torch.no_grad():
        for p in parameters:
            grad = p.grad
            if grad is not None and grad.is_floating_point() and not grad.is_sparse:
                grad.mul_(_one_ulp_each(grad))
