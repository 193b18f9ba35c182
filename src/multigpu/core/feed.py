"""How long a rank's loop waits for its next batch, against the time it spends on each step.

Measured on the host around the loader's `next()`, with no device synchronize: while the device
is the bottleneck its queue fills and the host blocks inside the step, so the loader's batches
are ready before they are asked for; while the input is the bottleneck the host waits inside
`next()` and the device, having drained its queue, idles. The first batch of a pass (loader
workers starting, their first prefetch) is counted apart as start-up.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from typing import Any, TypeVar

import torch

from .batches import batch_length

T = TypeVar("T")


@dataclass
class FeedClock:
    """One rank's loop, summed over every pass of every loader it timed."""

    waited_s: float = 0.0  # inside next(), after each pass's first batch
    busy_s: float = 0.0  # between handing one of those batches over and the next request
    startup_s: float = 0.0  # to the first batch of each pass
    samples: int = 0  # in the batches after each pass's first
    batches: int = 0
    workers: int = 0  # loader worker processes of this rank (the most any loader had)

    def training_pass(self, batches: Iterable[T], started: float | None = None) -> Iterator[T]:
        """An iterator over `batches`, timed when the pass trains: evaluation (autograd off)
        is not counted. `started`: when the pass began, if before this call."""
        if torch.is_grad_enabled():
            return TimedPass(self, batches, started)
        return iter(batches)

    def uses_workers(self, count: int) -> None:
        self.workers = max(self.workers, count)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


class TimedPass:
    """One pass over a loader, adding its waits and steps to a clock. It stands in for the
    loader's own iterator: its length and attributes are that iterator's."""

    def __init__(self, clock: FeedClock, batches: Iterable[Any], started: float | None = None):
        self._clock = clock
        self._started = time.perf_counter() if started is None else started
        self._iterator = iter(batches)  # a DataLoader starts its workers here
        self._handed: float | None = None  # when the last counted batch was handed over
        self._pending = 0  # that batch's samples, counted once its step is over
        self._first = True

    def __iter__(self) -> TimedPass:
        return self

    def __next__(self) -> Any:
        clock, asked = self._clock, time.perf_counter()
        if self._handed is not None:  # the step of the batch handed over last
            clock.busy_s += asked - self._handed
            clock.samples += self._pending
            clock.batches += 1
            self._handed = None
        batch = next(self._iterator)
        now = time.perf_counter()
        if self._first:
            clock.startup_s += now - self._started
            self._first = False
        else:
            clock.waited_s += now - asked
            self._handed, self._pending = now, _samples_in(batch)
        return batch

    def __len__(self) -> int:
        return len(self._iterator)  # type: ignore[arg-type]

    def __getattr__(self, name: str) -> Any:
        if name == "_iterator":  # not set yet (a copy being made): no endless lookup
            raise AttributeError(name)
        return getattr(self._iterator, name)


def _samples_in(batch: Any) -> int:
    """0 for a batch without a tensor to count (the verdict then counts batches)."""
    try:
        return batch_length(batch)
    except TypeError:
        return 0
