"""This rank's share of the global batch: what a rank's gradient and loss are weighted by.

A DataLoader pass that multigpu run splits keeps each rank's share of its batches as they are
drawn (loader workers may draw ahead of the loop), and gives it here as the loop takes the
batch; a batch nothing split is a whole batch of the script's on every rank.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

# A batch's place in `Shares`: its share, rows, the batches left in its pass, whether a slice.
Place = tuple[float, tuple[int, int, int] | None, int | None, bool]


class Shares:
    """This rank's share of the global batch that its latest training batch belongs to."""

    def __init__(self, replicas: int) -> None:
        self.replicas = replicas  # the slices of a global batch (session.replicas)
        self.current = 1.0 / replicas  # ranks that see the same data average it
        # Whether that batch is a slice of a global batch; if not (no DataLoader split it),
        # the rank holds a whole batch of the script's, as one process would.
        self.sliced = False
        self.split: tuple[int, int] | None = None  # the latest global batch's size, this rank's
        # The rows of its global batch that the loop's batch holds (start, stop, of how many),
        # and how many batches the loop has received: where a batch's draws are keyed.
        self.rows: tuple[int, int, int] | None = None
        self.batches = 0
        # Batches left in the loader's pass after the loop's latest (0: it holds the pass's
        # last), where the pass has a length; None for a batch no split pass gave.
        self.left: int | None = None

    def taken(self, share: float, rows: tuple[int, int, int], left: int | None = None) -> None:
        """The loop received a batch of a split pass, this rank's `share` of its global batch
        and its `rows`, with `left` more to come in its pass."""
        self.current, self.rows, self.left = share, rows, left
        self.sliced = True
        self.batches += 1

    def held(self) -> Place:
        """The loop's latest batch's place: its share, rows, the batches left in its pass,
        and whether it is a slice (for `restore`)."""
        return self.current, self.rows, self.left, self.sliced

    def restore(self, held: Place) -> None:
        """The loop holds again the batch `held` described (another pass's batches taken since
        were no part of its step)."""
        self.current, self.rows, self.left, self.sliced = held

    def unsharded(self) -> None:
        self.current = 1.0 / self.replicas
        self.sliced = False
        self.rows = None
        self.left = None

    @contextlib.contextmanager
    def slice_of(self, start: int, stop: int) -> Iterator[None]:
        """While the split's arithmetic runs a forward on the rows [start, stop) of the loop's
        batch: the rows the rank that holds them holds (its keyed draws are that rank's)."""
        whole = self.rows
        if whole is not None:
            self.rows = (whole[0] + start, whole[0] + stop, whole[2])
        try:
            yield
        finally:
            self.rows = whole
