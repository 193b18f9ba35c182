"""The batch a training step holds, and a pass over another loader that runs through inside it.

The loop takes a split batch, and before that batch's backward a pass over another loader
begins and ends, with no backward of its own (a validation every N iterations, between taking
the batch and its forward: a public WaveNet script's, its `eval()` inside its loop). Its batches
are no part of the step: when the pass ends, the step's batch is as it was (its share of the
global batch, its rows), and the loader is an evaluation from then on (whole on every rank).
Left alone, such a pass of batches of 1 set the step's weights to rank 0's 1 and rank 1's 0.

A pass that begins inside a step and outlives it (a second training loader begun again as it
ran out: FixMatch's unlabeled one) trains as any pass does.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass

from torch.utils.data import DataLoader

from ..worker.session import Session
from .shares import Place, Shares


@dataclass(frozen=True)
class Held:
    """A split batch the loop took, the backwards run by then, and its place in `Shares`."""

    loader: weakref.ref[DataLoader]
    backwards: int
    place: Place  # Shares.held()


class StepBatch:
    """Which split batch the loop holds, and the loaders found to be evaluations inside a step."""

    def __init__(self, session: Session, shares: Shares, backwards: Callable[[], int]) -> None:
        self.session = session
        self.shares = shares
        self.backwards = backwards  # how many backwards the script has run
        self.evaluations: weakref.WeakSet[DataLoader] = weakref.WeakSet()
        self._held: Held | None = None

    def took(self, loader: DataLoader) -> None:
        """The loop took a split batch of `loader` (its share already in `Shares`)."""
        self._held = Held(weakref.ref(loader), self.backwards(), self.shares.held())

    def around(self, loader: DataLoader) -> Held | None:
        """The step a pass of `loader` beginning now runs inside: another loader's split batch
        is held and its backward has not run. None outside a step."""
        held = self._held
        if held is None or held.loader() in (None, loader) or self.backwards() != held.backwards:
            return None
        return held

    def ended(self, loader: DataLoader, around: Held | None) -> bool:
        """A pass of `loader` begun inside the step `around` has ended: if no backward ran
        meanwhile, it was an evaluation inside the step, and the step's batch is put back
        (said: True)."""
        if around is None or self.backwards() != around.backwards:
            return False
        self.shares.restore(around.place)
        self._held = around
        self.evaluations.add(loader)
        self.session.say_once(
            "evaluation inside a step",
            "a DataLoader pass began and ended inside a training step (after its batch was "
            "taken, before its backward) and fed no backward: taken for an evaluation, its "
            "batches leave the step's as they were, and its later passes run whole on every rank",
        )
        return True
