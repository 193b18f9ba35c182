"""Whether a pass over a DataLoader begins in training: the script's train()/eval() calls and its
grad-mode blocks, read as it makes them (sharded_loaders.py splits the passes that train)."""

from __future__ import annotations

import functools
import threading
import weakref
from collections.abc import Callable
from typing import Any

import torch
from torch import nn

from ...core.patches import Patches
from ..worker.heap import live_optimizers


class TrainingState:
    """Whether a pass over a loader is training: the modules the optimizers train are in
    training mode (without an optimizer, the script's latest outermost `train()`/`eval()` call
    was `train()`), and gradients are on, or off for the whole script rather than for a block
    of it.

    An EMA copy or a frozen part put in eval() after the model's train() (BasicSR's EMA
    generator) says nothing of the pass: the modules holding an optimizer's parameters do.

    A script may switch gradients off once (`torch.set_grad_enabled(False)` called, not
    entered) and on only around each step's forward and backward (a stacked-hourglass trainer
    does): its training passes start with gradients off, yet no `no_grad()` block says they
    evaluate. Such a pass, in train() mode with an optimizer made, trains."""

    def __init__(self, patches: Patches) -> None:
        self.training = True  # the latest outermost train()/eval() call's mode
        self._depth = 0
        self._patches = patches
        self._called: weakref.WeakSet[nn.Module] = weakref.WeakSet()  # train()/eval() called
        self._blocks = threading.local()  # the grad-mode blocks entered: whether each is off

    def install(self) -> None:
        module_train = nn.Module.train

        def train(module: nn.Module, mode: bool = True) -> nn.Module:
            if self._depth == 0:  # the script's call, not the recursion into children
                self.training = bool(mode)
                self._called.add(module)
            self._depth += 1
            try:
                return module_train(module, mode)
            finally:
                self._depth -= 1

        self._patches.swap(nn.Module, "train", train)
        for block in (torch.no_grad, torch.inference_mode, torch.set_grad_enabled):
            self._patches.swap(block, "__enter__", self._entered(block.__enter__))
            self._patches.swap(block, "__exit__", self._left(block.__exit__))

    @property
    def now(self) -> bool:
        return self.gradients and self.trains()

    def trains(self) -> bool:
        """Whether the modules holding an optimizer's parameters (among those the script put
        in a mode) are in training mode; the latest call's mode where none is known. Looked
        up only after an eval() (the heap's optimizers are found by a walk of it)."""
        if self.training or not self._called:
            return self.training
        trained = {id(p) for o in live_optimizers() for g in o.param_groups for p in g["params"]}
        modes = {
            module.training
            for root in list(self._called)
            for module in root.modules()
            if any(id(p) in trained for p in module.parameters(recurse=False))
        }
        return True in modes if modes else self.training

    @property
    def gradients(self) -> bool:
        """Gradients on, or off for the whole script (not for a block of it) with an optimizer
        made."""
        if torch.is_grad_enabled():
            return True
        return not any(self._off()) and bool(live_optimizers())

    def _off(self) -> list[bool]:
        if not hasattr(self._blocks, "off"):
            self._blocks.off = []
        return self._blocks.off

    def _entered(self, enter: Callable[[Any], Any]) -> Callable[[Any], Any]:
        @functools.wraps(enter)
        def wrapper(block: Any) -> Any:
            entered = enter(block)
            self._off().append(not torch.is_grad_enabled())
            return entered

        return wrapper

    def _left(self, leave: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(leave)
        def wrapper(block: Any, *args: Any) -> Any:
            off = self._off()
            if off:
                off.pop()
            return leave(block, *args)

        return wrapper
