"""The sharded models' reduce-scatter, skipped by the backwards of an accumulation that do not
step (accumulation.py), as a Reducer.

FSDP2's own switch, `set_requires_gradient_sync(False)`, leaves a skipping backward's gradients
whole and unreduced on each rank, added up with the next backward's; the next backward that
reduces scatters the sum. Nothing public reduces them otherwise, so a backward skips only where
the window's end is foreseen: its batch comes from a loader's pass, whose last batch reduces. A
step that still comes right after a skipping backward (a window shorter than the others in the
middle of a pass) would read gradients no rank averaged: it stops the run, naming the remedy.
"""

from __future__ import annotations

import weakref

from torch import nn

from ...core.errors import Stopped


class UnforeseenWindow(Stopped):
    """A step read gradients that a sharded model's backward left unreduced."""


class ShardedReduction:
    def __init__(self) -> None:
        self._roots: weakref.WeakSet[nn.Module] = weakref.WeakSet()
        self._skipped = False  # the latest backward left a sharded model's gradients whole

    def add(self, root: nn.Module) -> None:
        """A model sharded with `fully_shard` at its root."""
        self._roots.add(root)

    def skip(self, skipping: bool, foreseen: bool) -> bool:
        skips = skipping and foreseen and len(self._roots) > 0
        for root in self._roots:
            root.set_requires_gradient_sync(not skips)
        self._skipped = skips
        return skips

    def reduce_skipped(self) -> None:
        if not self._skipped:
            return
        raise UnforeseenWindow(
            "the gradients were read (an optimizer step, a clip or a loss scaler's unscale_) "
            "right after a backward that skipped FSDP's reduce-scatter: this script's "
            "accumulation windows differ in length within a DataLoader pass, and FSDP cannot "
            "reduce them now; rerun with --sync-each-micro-batch"
        )
