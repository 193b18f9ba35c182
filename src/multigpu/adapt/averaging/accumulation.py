"""Gradient accumulation without a reduction on the micro-batches that do not step.

A script that accumulates (`loss / k`, `backward()` k times, then `step()`) needs its gradients
reduced across ranks once per step, not once per backward: averaging is linear, so reducing the
accumulated sum on the last micro-batch gives the same gradients, which is what DDP's `no_sync` and
FSDP's `set_requires_gradient_sync(False)` are for. A script does not say which backward is its
last, so the window learns it: the first window's length k (the backwards before the first optimizer
step) is taken as the script's period, and changed only when two windows in a row agree on another;
the first k - 1 backwards of each window after the first skip the reduction. The batch of a pass's
end is known from the loader before its backward runs (data/sharded_loaders.py counts what the pass
has left), so that backward reduces: an epoch's shorter last window, `(i + 1) % k == 0 or i + 1 ==
len(loader)`, ends reduced, and a window that runs on into the next pass adds to the sum already
averaged. A wrong guess changes no number:

- a step, a clip or a loss scaler's unscale after a backward that skipped (a window shorter
  than k in the middle of a pass): the skipped reduction runs then, before the gradients are
  read, where the reducer can run it (FSDP's cannot: it skips only where the loader tells the
  pass's end, and such a step stops the run with the remedy);
- no step after the k-th backward (a longer window): every backward from the k-th on reduces,
  which is again the average of the sum so far.

Only backwards that add to one another's gradients make a window: a backward after the script
zeroed gradients (an optimizer's or a module's `zero_grad()`) since the one before starts the
window again, as the one before was read and thrown away (zeroing one model of two restarts it
too: every backward is then reduced, which costs traffic, never a number). Sharpness-aware
minimisation makes two backwards a step, reading the first's gradients in its `first_step` to
move the weights and zeroing them: a public SAM script was taken for accumulating over 2, its
first backward went unreduced, and each rank moved its weights by its own gradient.

A script that updates its weights by hand (no optimizer) never steps, so it never skips; nor
does a backward inside an optimizer's step (L-BFGS's closure), whose gradients the step reads
at once. A backward called inside another (an autograd Function's backward that recomputes,
as reversible layers and reentrant checkpointing do) is part of the outer one: it is not
counted, and `depth` tells the gradient hooks that the gradients it accumulates may not be
final until the outer backward ends.

A backward whose batch no DataLoader's pass gave (a loop that batches by hand, a reinforcement-
learning loop that backpropagates each time step of an episode), in a script with an optimizer
whose first window held several backwards, skips the reduction: its gradients are averaged at
the step (or where a clip or a scaler first reads them), once they are final. Nothing tells
that the ranks make as many such backwards per step (each rank's episodes differ in length),
and a reduction per backward would pair one rank's backward with another's step; a step every
rank makes alike. The first window is the same on every rank (its batches were drawn before the
ranks' streams parted); a script with one backward per step keeps it averaged in backward, so
that `.grad` read right after it is the global one.

The period is said to the user only once two windows in a row have agreed on it, and the line
says how many steps that was checked on: one window is a guess (a script that first steps its
weights by hand, then with an optimizer, ends its first window after all its hand steps).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol

from ..data.shares import Shares
from ..worker.session import Session


class Reducer(Protocol):
    """A torch wrapper's gradient reduction that a backward can skip (FSDP's, DDP's)."""

    def skip(self, skipping: bool, foreseen: bool) -> bool:
        """Before a backward: whether it skips the reduction (`foreseen`: its batch is from a
        loader's pass, whose end is known); True if it leaves gradients unreduced (DDP
        decided so at its forward)."""

    def reduce_skipped(self) -> None:
        """Reduce now what the latest backward accumulated without reducing."""


class AccumulationWindow:
    def __init__(self, session: Session, shares: Shares, enabled: bool) -> None:
        self.session = session
        self.shares = shares  # the loop's batch: how many its loader's pass has left
        self.enabled = enabled  # False: --sync-each-micro-batch
        self.period = 0  # backwards per step: the first window's, or two in a row's since
        self.skipping = False  # the latest backward did not reduce
        self._backwards = 0  # in this window
        self._previous = 0  # backwards in the window before this one
        self._steps = 0  # optimizer steps that ended a window
        self._in_step = False  # an optimizer's step runs (a closure's backwards)
        self._zeroed = False  # gradients zeroed since the latest backward
        self.depth = 0  # backwards under way: 1 the script's, more inside it
        self.optimizer = False  # the script has one (seen at its first backward, or stepped)
        self._reducers: list[Reducer] = []

    def add(self, reducer: Reducer) -> None:
        self._reducers.append(reducer)

    def backward(self) -> None:
        """A backward is about to run (one inside an optimizer's step is no window's). Where
        the script zeroed gradients since the window's last backward, that one's were read and
        thrown away (SAM's first step): no accumulation, the window starts again."""
        if not self._in_step:
            self._backwards = 1 if self._zeroed else self._backwards + 1
        self._zeroed = False
        skipping = self._skips(self._backwards)
        foreseen = self.shares.left is not None
        left = [reducer.skip(skipping, foreseen) for reducer in self._reducers]
        self.skipping = skipping or any(left)

    def zeroed(self) -> None:
        """The script zeroes gradients (an optimizer's or a module's `zero_grad`)."""
        self._zeroed = True

    @contextmanager
    def within(self) -> Iterator[None]:
        """A backward runs (the script's, or one nested inside it)."""
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1

    @property
    def nested(self) -> bool:
        """A backward called inside another runs now."""
        return self.depth > 1

    def skips_next(self) -> bool:
        """Whether the next backward will skip the reduction (for DDP, which is told at its
        forward)."""
        return self._skips(self._backwards + 1)

    def _skips(self, backward: int) -> bool:
        """Whether the window's `backward`-th backward skips the reduction (never on a pass's
        last batch)."""
        if not self.enabled or self._in_step or self.shares.left == 0:
            return False
        if self.shares.left is None and self.optimizer and self.period > 1:
            return True  # no DataLoader's pass: averaged at the step (the docstring's why)
        return backward < self.period

    def settle(self) -> None:
        """The gradients are about to be read (a step, a clip): whatever a skipping backward
        left unreduced is reduced first."""
        if not self.skipping:
            return
        self.skipping = False
        for reducer in self._reducers:
            reducer.reduce_skipped()

    def stepped(self) -> None:
        """An optimizer's step begins: the window ends (a second optimizer stepping right after
        the first, with no backward between, ends none)."""
        self._in_step = True
        self.optimizer = True
        if not self._backwards:
            return
        first = not self.period
        agreed = self._backwards == self._previous
        if (first or agreed) and self._backwards != self.period:
            self.period = self._backwards
        self._steps += 1
        if agreed:
            self._say(self._backwards)
        self._previous, self._backwards = self._backwards, 0

    def _say(self, backwards: int) -> None:
        """The period, once two windows in a row agreed on it (the steps it was checked on)."""
        if not self.enabled or backwards < 2:
            return
        self.session.say_once(
            f"accumulation {backwards}",
            f"gradients accumulate over {backwards} backward passes per optimizer step on "
            f"rank 0 (seen on its optimizer steps {self._steps - 1} and {self._steps}): they "
            "are reduced across ranks on the last of them only where that last one is known "
            "ahead (--sync-each-micro-batch reduces on each)",
        )

    def step_done(self) -> None:
        self._in_step = False
