"""A step that divides a summed loss's gradient by the rows it was given.

A loss summed over the batch is weighted as a sum (losses.py): the ranks' gradients add up to one
process's sum over the global batch. A step written by hand may then divide by the batch's size,
and where the script reads that size off its batch (`updater(x.shape[0])`, `len(y)`), each rank
reads its slice's rows: the step moves the weights N times one process's. A division by a
number cannot be told from the number, so the division itself is watched.

Between such a backward and the step that uses its gradients, a torch function mode follows the
gradients and what they are scaled into by numbers (`lr * p.grad`, `p.grad.data`, a sign); a
division of one of them, in the script's code, by exactly the rank's rows is a division by the
batch's size as the script sees it, and is made by the global batch's rows instead, as one
process divides. A division by any other number (the loader's batch size the script holds, a
rate) is left as it is. The watch ends at the next backward, an optimizer's step, or once every
weight the backward reached was written in place or its gradient zeroed (the hand step is over).

The mode is pushed once, at the first such backward, and only passes calls through while no
watch is on: a backward starts inside the mode's own handler (`Tensor.backward` is a torch
function), where the mode cannot be taken off torch's stack. It comes off when the session's
changes are undone.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Iterable
from numbers import Number
from typing import Any

import torch
from torch.overrides import TorchFunctionMode

from ...core import frames
from ...core.torch_compat import function_mode_on_top
from ..data.shares import Shares
from ..worker.session import Session, call_site

# Methods that make a number's multiple (or a view) of a gradient; and those that divide one.
_SCALES = frozenset(("mul", "mul_", "multiply", "neg", "negative", "detach", "clone"))
_DIVIDES = frozenset(("div", "div_", "divide", "true_divide", "true_divide_"))
# In-place writes that are a hand step's update of a weight.
_WRITES = frozenset(("sub_", "add_", "copy_", "zero_", "mul_", "addcmul_", "addcdiv_"))


class DividedStep:
    """Watches the gradients of a backward weighted as a sum over the rank's rows."""

    def __init__(self, session: Session, shares: Shares) -> None:
        self.session = session
        self.shares = shares
        self._mode: _Watch | None = None

    def open(self, leaves: Iterable[torch.Tensor]) -> None:
        """After a backward whose loss was weighted as a sum over the slice's rows."""
        rows = self.shares.rows
        grads = [t for t in leaves if t.grad is not None]
        if rows is None or not grads:
            return
        start, stop, total = rows
        if stop - start == total:
            return  # the rank holds the whole batch: its rows are one process's
        if self._mode is None:
            self._mode = _Watch(self)
            self._mode.__enter__()
            self.session.patches.on_restore(self._take_off)
        self._mode.watch(grads, stop - start, total)

    def close(self) -> None:
        if self._mode is not None:
            self._mode.stop()

    def _take_off(self) -> None:
        mode, self._mode = self._mode, None
        if mode is not None and function_mode_on_top(mode):
            mode.__exit__(None, None, None)

    def divided(self, rows: int, total: int) -> None:
        self.session.say_once(
            "divided-step",
            f"the step at {call_site(3, own_code=True)} divides the gradient of a loss summed "
            f"over the batch by {rows}, the rows of the rank's slice (its batch as the script "
            f"sees it): it divides by the global batch's {total} rows instead, as one process "
            "divides by its batch's",
        )


class _Watch(TorchFunctionMode):
    def __init__(self, owner: DividedStep) -> None:
        super().__init__()
        self.owner = owner
        self.rows = self.total = 0
        # id -> (a tensor, its weight): the gradients and their multiples the mode follows,
        # and the weights and their `.data`. The tensor is held, so that no other takes its
        # id while the step runs.
        self.followed: dict[int, tuple[torch.Tensor, torch.Tensor]] = {}
        self.weights: dict[int, tuple[torch.Tensor, torch.Tensor]] = {}
        self.left: set[int] = set()  # weights the step has not written yet

    def watch(self, weights: list[torch.Tensor], rows: int, total: int) -> None:
        self.rows, self.total = rows, total
        self.followed = {id(w.grad): (w.grad, w) for w in weights}
        self.weights = {id(w): (w, w) for w in weights}
        self.left = set(self.weights)

    def stop(self) -> None:
        self.followed, self.weights, self.left = {}, {}, set()

    def __torch_function__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        if not self.left:  # no watch on: a call passes through
            return func(*args, **kwargs)
        name = getattr(func, "__name__", "")
        first = args[0] if args else None
        followed = _held(self.followed, first)
        if followed is not None and name in _DIVIDES and self._by_rows(args, kwargs):
            args = (first, self.total, *args[2:])
            self.owner.divided(self.rows, self.total)
        result = func(*args, **kwargs)
        if not isinstance(result, torch.Tensor) or first is None:
            return result
        if followed is not None and (name in _SCALES or name in _DIVIDES or name == "__get__"):
            self.followed[id(result)] = (result, followed)
        weight = _held(self.weights, first)
        if weight is not None and name == "__get__" and _descriptor(func) == "data":
            self.weights[id(result)] = (result, weight)
        if weight is not None and name in _WRITES:
            self.left.discard(id(weight))
        elif followed is not None and name == "zero_" and first is followed.grad:
            self.left.discard(id(followed))  # the step zeroes the gradient it used
        if not self.left:
            self.stop()
        return result

    def _by_rows(self, args: Any, kwargs: dict[str, Any]) -> bool:
        """A true division by a Python number that is this rank's rows, in the script's code
        (not in torch's or multigpu's: an average over the ranks divides too)."""
        if len(args) < 2 or kwargs.get("rounding_mode") is not None:
            return False
        divisor = args[1]
        if not isinstance(divisor, Number) or isinstance(divisor, bool) or divisor != self.rows:
            return False
        return _the_scripts(sys._getframe(2))


def _the_scripts(frame: types.FrameType | None) -> bool:
    """Whether the call at `frame` is the script's (or a package's it uses), with no frame of
    multigpu's between: torch's own Python (operators written in Python) may be."""
    while frame is not None and frames.is_library(frame.f_code.co_filename):
        if str(frame.f_globals.get("__name__", "")).startswith("multigpu."):
            return False
        frame = frame.f_back
    return frame is not None


def _held(table: dict[int, tuple[torch.Tensor, torch.Tensor]], tensor: Any) -> torch.Tensor | None:
    """The weight `tensor` stands for in `table`, if it is the very tensor held there."""
    entry = table.get(id(tensor))
    return entry[1] if entry is not None and entry[0] is tensor else None


def _descriptor(func: Any) -> str:
    """The attribute a descriptor's `__get__` reads (`data`, `grad`)."""
    return getattr(getattr(func, "__self__", None), "__name__", "")
