"""Stop cleanly on Ctrl-C, SIGTERM or a scheduler's warning: finish the step, checkpoint, exit.

The handler only records the signal; the loop asks all ranks whether any got one after every
step, so that every rank stops after the same step and the checkpoint is consistent.
"""

from __future__ import annotations

import signal
import threading
from types import FrameType
from typing import Any

from .errors import InvalidOption

# SIGUSR1/SIGUSR2: what SLURM sends before it pre-empts a job (`#SBATCH --signal=USR1@90`).
STOP_SIGNALS = ("INT", "TERM", "USR1", "USR2")


def parse_signals(names: str) -> tuple[signal.Signals, ...]:
    """'INT,TERM,USR1' (or 'SIGUSR1', or numbers) as signals."""
    found = []
    for name in filter(None, (part.strip().upper() for part in names.split(","))):
        full = name if name.isdigit() or name.startswith("SIG") else "SIG" + name
        try:
            found.append(signal.Signals(int(full)) if full.isdigit() else signal.Signals[full])
        except (KeyError, ValueError):
            raise InvalidOption("stop_signals", names, f"no signal called {name!r}") from None
    return tuple(found)


class StopSignals:
    """Context manager: while inside, the stop signals set `received` instead of killing us."""

    def __init__(self, signals: str = ",".join(STOP_SIGNALS)) -> None:
        self.signals = parse_signals(signals)
        self.received = 0
        self._previous: dict[int, Any] = {}

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        self.received = self.received or signum

    def __enter__(self) -> StopSignals:
        if threading.current_thread() is threading.main_thread():
            for sig in self.signals:
                self._previous[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
