"""Stop cleanly on Ctrl-C or SIGTERM: finish the step, checkpoint, then exit.

The handler only records the signal; the loop asks all ranks whether any got one after every
step, so that every rank stops after the same step and the checkpoint is consistent.
"""

from __future__ import annotations

import signal
import threading
from types import FrameType
from typing import Any

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class StopSignals:
    """Context manager: while inside, SIGINT/SIGTERM set `received` instead of killing us."""

    def __init__(self) -> None:
        self.received = 0
        self._previous: dict[int, Any] = {}

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        self.received = self.received or signum

    def __enter__(self) -> StopSignals:
        if threading.current_thread() is threading.main_thread():
            for sig in STOP_SIGNALS:
                self._previous[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
