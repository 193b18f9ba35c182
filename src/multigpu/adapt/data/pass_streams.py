"""Each rank's random streams around the passes over split DataLoaders.

A pass's sampler draws on every rank from rank 0's streams (torch's, Python's and NumPy's,
broadcast where it draws), so every rank draws the global batches one process draws. From
that draw on, within the pass, ranks above 0 draw from streams of their own (dropout and
random augmentation differ per rank, as they do per GPU); rank 0 keeps one process's. Outside
a pass, from its `iter()` until its sampler draws and from its end until the next pass draws,
every rank draws from rank 0's streams, its own put aside: what runs there (a framework's
epoch-start hook that re-cuts the data set with Python's random, before or after it makes the
pass's iterator; an evaluation) draws as one process draws it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Protocol

from torch.utils.data import DataLoader

from ..worker.session import Session
from ..worker.streams import Streams


class LoaderSlicing(Protocol):
    """What of a loader's slicing (sharded_loaders.py) its streams depend on."""

    whole: bool  # the pass runs whole after all (drawn before training)
    settle: Callable[[], bool] | None  # not yet decided: at its first draw
    in_shared_state: Callable[[Callable[[], None]], None]

    def drawn(self) -> bool: ...


class PassStreams:
    def __init__(self, session: Session) -> None:
        self.session = session
        self._sharing = False  # a split pass begins: the random state is rank 0's
        # This rank's own streams, put aside while it draws from rank 0's outside a pass.
        self._own_until_drawn: Streams | None = None

    def begin(self, loader_iter: Any, loader: DataLoader, sharding: LoaderSlicing) -> Any:
        """`loader_iter(loader)`, a split pass's iterator, made in rank 0's streams (the
        workers' base seed draws there, and where they prefetch, the sampler)."""
        own, shared = self._onto_shared()
        sharding.in_shared_state = functools.partial(self._in_shared_state, sharding)
        self._sharing = True
        try:
            iterator = loader_iter(loader)
        finally:
            self._sharing = False
        if sharding.drawn():
            self._own_until_drawn = None
            self._part(shared, own, sharding)
        else:  # on rank 0's streams until the sampler draws (`_in_shared_state`)
            self._own_until_drawn = own
        return iterator

    def between_passes(self) -> None:
        """A split pass ran out (on every rank at once: its batches are as many on each):
        rank 0's streams until a split pass draws again."""
        if self.session.forked:  # (every rank or none: they forked at one draw)
            self._own_until_drawn, _ = self._onto_shared()

    def _onto_shared(self) -> tuple[Streams, Streams]:
        """Rank 0's streams on every rank (they all call this at once); returns this rank's
        own, put aside (from before, where they were already), and the shared ones."""
        own = self._own_until_drawn or Streams.now()
        shared = self.session.broadcast_streams()
        shared.restore()
        return own, shared

    def _in_shared_state(self, sharding: LoaderSlicing, draw: Callable[[], None]) -> None:
        """`draw` from rank 0's random state on every rank (every rank draws here at once);
        rank 0 keeps the stream it drew from, the others go back to their own (or part here,
        where the pass is the first split one)."""
        if self._sharing:  # within the pass's beginning: shared already
            draw()
            return
        own, shared = self._onto_shared()
        self._own_until_drawn = None
        try:
            draw()
        finally:
            self._part(shared, own, sharding)

    def _part(self, shared: Streams, own: Streams, sharding: LoaderSlicing) -> None:
        """After a draw in the shared state: from the first split pass on, ranks above 0 have
        streams of their own. Before it (a pass not yet decided, or decided whole: drawn
        before training) every rank stays on the shared streams, as one process would."""
        if not self.session.forked:
            if sharding.settle is None and not sharding.whole:
                self.session.fork_stream(shared.torch_state)
        elif self.session.replica > 0:  # back to its own streams (slice 0's are the shared)
            own.restore()
