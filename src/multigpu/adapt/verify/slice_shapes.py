"""--verify: whether the ranks' slices of one global batch reached the model in other shapes.

A collate that pads each batch to its longest sequence (`pad_sequence` in a `collate_fn`)
pads each rank's slice to that slice's own longest, where one process pads the global batch
once. A model that sees the padding (convolutions, batch norm, pooling over time) then
computes otherwise on the ranks, and the run of the split's arithmetic, which cuts one
process's padded batch, cannot model it. So the ranks compare the shapes of the first input of
the first training forward of each batch they take, batch by batch: a difference in any
dimension other than the slice's own rows is a fact, said beside a verdict that is not `agree`
as the difference's likely cause.
"""

from __future__ import annotations

from typing import Any

import torch

from ..data.shares import Shares
from ..worker.forward_depth import ForwardDepth
from ..worker.session import Session
from .inputs import first_tensor

# The forwards whose shapes are kept (a K-step check runs a few per step).
_KEPT = 64


class SliceShapes:
    """Installed on the ranks' run of a --verify (its hooks go with a hand-over, as the
    script then splits its data itself)."""

    def __init__(self, session: Session, shares: Shares) -> None:
        self.session = session
        self.shares = shares
        self.shapes: list[tuple[int, ...]] = []
        self._batch = -1  # the loop's batch whose first training forward was taken last
        self._forwards = ForwardDepth(self._outermost)

    def install(self) -> None:
        self._forwards.install(self.session.patches)

    def _outermost(self, module: Any, inputs: Any) -> None:
        if len(self.shapes) >= _KEPT or not module.training or not torch.is_grad_enabled():
            return
        # The first training forward of each batch the loop takes, the batch's own input: the
        # later ones may follow each rank's own draws (teacher forcing decided per rank feeds
        # a decoder other inputs), and forwards paired by their count would then differ.
        if self.shares.batches == self._batch:
            return
        first = first_tensor(inputs)
        if first is None or first.dim() < 2 or not self.shares.sliced or not self.shares.rows:
            return
        self._batch = self.shares.batches
        start, stop, _ = self.shares.rows
        # This rank's rows: the one size allowed to differ (a last slice is shorter; sequences
        # given time first hold them in their second dimension).
        self.shapes.append(tuple(size for size in first.shape if size != stop - start))

    def apart(self) -> str | None:
        """Where the ranks' first inputs differed, in words (every rank takes part; rank 0
        reads the answer), or None."""
        everyone = self.session.gather(self.shapes)
        for index, shapes in enumerate(zip(*everyone, strict=False)):
            if len(set(shapes)) > 1:
                each = ", ".join(f"rank {r}: {list(s)}" for r, s in enumerate(shapes))
                return (
                    f"the ranks' slices of one global batch reached the model in other shapes "
                    f"(batch {index + 1}'s first training forward, past each slice's rows: "
                    f"{each}): a collate that pads each slice to its own longest pads them "
                    "apart, where one process pads the whole batch once, and a model that "
                    "sees the padding (convolutions, batch norm, pooling over time) computes "
                    "otherwise on the ranks: the likely cause"
                )
        return None
