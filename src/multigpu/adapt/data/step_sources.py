"""Where each optimizer step's batches came from: a split pass, or a pass nothing split.

A step taken from a pass that was not split trains on whole batches each rank drew: correct
only where every rank draws alike, and no faster than one process. It is said, with why the
pass was not split, and the loader's later passes train. Each step is counted as a split pass's
or a whole one's: `--verify`'s horizon learns from it that whole steps say nothing of split
ones. A script that took split batches and trained nothing is said at its end.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import torch
from torch.utils.data import DataLoader, IterableDataset

from ..worker.heap import live_optimizers
from ..worker.session import Session
from .shares import Shares

# How a rank's run that trained nothing on split batches is said (--verify reads it).
UNTRAINED = "ran no backward on any: no rank trained"


class StepSources:
    """Counts the steps of split and of whole passes, and warns of whole passes that trained."""

    def __init__(self, session: Session, shares: Shares, backwards: Callable[[], int]) -> None:
        self.session = session
        self.shares = shares
        self.backwards = backwards  # how many backwards the script has run
        self.split_steps = 0  # optimizer steps taken from split passes
        self.whole_steps = 0  # and from whole passes that trained
        # Loaders a pass of which, not split, fed an optimizer step: they train from now on.
        self.fed: weakref.WeakSet[DataLoader] = weakref.WeakSet()
        self._split_since_step = False  # a split batch taken since the latest step
        # The loader of the latest batch the loop took from a pass nothing split, with grad
        # on, and how many split batches it had taken then: a step right after is warned of.
        self._whole_pass: DataLoader | None = None
        self._whole_at = 0
        self._before_training = False  # the latest whole pass was drawn before training began

    def whole_only(self) -> bool:
        """Whether every step so far came from a whole pass (and one did)."""
        return self.whole_steps > 0 and not self.split_steps

    def took_split(self) -> None:
        self._split_since_step = True

    def took_whole(self, loader: DataLoader, before_training: bool = False) -> None:
        # Under no_grad the batch is evaluated, whatever comes next (minGPT's evaluation in a
        # callback between the training steps).
        self._whole_pass = loader if torch.is_grad_enabled() else None
        self._whole_at = self.shares.batches
        self._before_training = before_training

    def evaluated(self, loader: DataLoader) -> None:
        """A whole pass of `loader` inside a step was an evaluation: its batches are not the
        step's."""
        if self._whole_pass is loader:
            self._whole_pass = None

    def before_step(self, *args: Any) -> None:
        """An optimizer step is about to run (a step pre-hook). Only where the loop's latest
        batch came from a whole pass is it that pass's: an evaluation pass in the middle of a
        split training pass (in a callback) leaves the training batches split."""
        loader = self._whole_pass
        split_taken, self._split_since_step = self._split_since_step, False
        if loader is None or self.shares.batches != self._whole_at:
            self.split_steps += self.shares.sliced
            return  # a split batch was taken since
        # A step that also took a split batch (a labeled one split, an unlabeled one whole) is
        # a split pass's step too.
        self.split_steps += split_taken
        self.whole_steps += not split_taken
        self.fed.add(loader)  # its later passes train
        if self._before_training:
            self.session.warn_once(
                "whole before training",
                "an optimizer step follows batches of a DataLoader pass whose first batch was "
                "drawn before any optimizer was made or any backward ran (taken for a pass over "
                "the data before training, such as one that computes its mean and std, which "
                "must see all of it): every rank trained on the whole batches, drawn as one "
                "process draws them, no faster than one process; the loader's later passes are "
                "split (make the optimizer before the first batch is drawn to split this one)",
            )
        elif not isinstance(loader.dataset, IterableDataset):
            self.session.warn_once(
                "whole",
                "an optimizer step follows a DataLoader pass that was not split over the ranks "
                "(it began under torch.no_grad() or after a module's eval(), so it counted as "
                "evaluation): every rank trained on whole batches it drew itself (alike only "
                "where every rank draws the pass alike), no faster than one process; call "
                "model.train() before the training loop",
            )

    def untrained(self) -> None:
        """The script ended having taken split batches and made an optimizer, and no rank
        ran a backward: it trained nothing, where one process would have (a script that skips
        every batch but those of the size it expects skips every slice)."""
        said = self.untrained_note()
        if said is not None:
            self.session.warn_once("untrained", said)

    def untrained_note(self) -> str | None:
        """What `untrained` says, where it holds now; asked too when a rank stops on an error
        (a script that reads its optimizer's state after an epoch that skipped every slice
        stops with a KeyError, a 3D-GAN of batch r)."""
        if not (self.shares.batches and not self.backwards() and live_optimizers()):
            return None
        return (
            f"the script took {self.shares.batches} slices of global batches from split "
            f"DataLoader passes and {UNTRAINED}; if it skips "
            "batches of another size than it expects (a batch size written into the "
            "script), run with --batch per-device (each rank takes whole batches of the "
            "DataLoader)"
        )
