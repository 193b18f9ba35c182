"""One rank's state when a hang is reported: its threads' stacks and its latest collectives."""

from __future__ import annotations

import os
import socket
import sys
import threading
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

from . import flight
from .flight import Collective
from .stacks import (
    Frame,
    ThreadStack,
    current_threads,
    frames_of,
    from_traceback,
    innermost_user,
)

# The collectives a report shows per rank (the recorder keeps more).
HISTORY = 8

ANSWERED = "answered"
NO_ANSWER = "no answer"


@dataclass
class RankSnapshot:
    rank: int
    state: str = ANSWERED  # or NO_ANSWER, or "died (SIGKILL)"
    pid: int | None = None
    host: str = ""
    threads: list[ThreadStack] = field(default_factory=list)  # the main thread first
    collectives: list[Collective] = field(default_factory=list)  # oldest first
    error: str | None = None  # the error that ended it, where one did
    loader_at: str | None = None  # where its DataLoader worker is, while it waits for a batch

    @property
    def dead(self) -> bool:
        return self.state.startswith("died")

    @property
    def main(self) -> ThreadStack | None:
        return next((t for t in self.threads if t.main), None)

    def waits_for_a_batch(self) -> bool:
        return self.main is not None and any("torch/utils/data" in f.file for f in self.main.frames)

    def where(self) -> Frame | None:
        """The innermost frame of the user's code on the main thread."""
        return self.main.innermost_user() if self.main else None

    def pending(self) -> Collective | None:
        """The collective it waits in: the oldest unfinished, or the one that failed."""
        unfinished = next((c for c in self.collectives if not c.done), None)
        if unfinished is None and self.error and self.collectives:
            return self.collectives[-1]
        return unfinished

    def issued(self, group: str = "0") -> int:
        """The number of the latest collective this rank issued in `group` (0: none seen)."""
        return max((c.seq for c in self.collectives if c.group == group), default=0)

    def collective(self, seq: int, group: str = "0") -> Collective | None:
        return next((c for c in self.collectives if c.seq == seq and c.group == group), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "state": self.state,
            "pid": self.pid,
            "host": self.host,
            "error": self.error,
            "loader_at": self.loader_at,
            "threads": [t.to_json() for t in self.threads],
            "collectives": [c.to_json() for c in self.collectives],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RankSnapshot:
        return cls(
            rank=data["rank"],
            state=data["state"],
            pid=data.get("pid"),
            host=data.get("host", ""),
            error=data.get("error"),
            loader_at=data.get("loader_at"),
            threads=[ThreadStack.from_json(t) for t in data.get("threads", [])],
            collectives=[Collective.from_json(c) for c in data.get("collectives", [])],
        )


def take(
    rank: int, error: BaseException | None = None, interrupted: FrameType | None = None
) -> RankSnapshot:
    """This process's state, taken from any thread; with `error`, the main thread is shown
    where the error was raised (it has left that place by now); from a signal handler, where
    the signal `interrupted` it, or where the error it was handling there was raised."""
    if error is None and interrupted is not None:
        error = _handled_past_the_script(interrupted)
    watchdog = (
        None if threading.current_thread() is threading.main_thread() else threading.get_ident()
    )
    threads = current_threads(skip=watchdog)
    main = None
    if error is not None:
        main = ThreadStack("MainThread", True, from_traceback(error.__traceback__))
    elif interrupted is not None:
        main = ThreadStack("MainThread", True, frames_of(interrupted))
    if main is not None:
        threads = [main, *(t for t in threads if not t.main)]
    return RankSnapshot(
        rank=rank,
        pid=os.getpid(),
        host=socket.gethostname(),
        threads=threads,
        collectives=flight.recorded()[-HISTORY:],
        error=f"{type(error).__name__}: {error}".splitlines()[0] if error else None,
    )


def _handled_past_the_script(interrupted: FrameType) -> BaseException | None:
    """The error the main thread was handling where a signal interrupted it past the script's
    lines, if any (multigpu's runner, or a library's `except`, before the error was recorded:
    the launcher's SIGTERM can come as a lost peer's error unwinds the script's collective).
    Its traceback says where the script was; the frames interrupted do not."""
    if innermost_user(frames_of(interrupted)) is not None:
        return None
    return sys.exc_info()[1]  # in a handler: the exception its interrupted frames handle
