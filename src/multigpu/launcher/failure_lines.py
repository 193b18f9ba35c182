"""What the launcher says when its workers failed: one line, from the notes the workers left
(agent.worker_failed) and torch elastic's own record of how each process ended."""

from __future__ import annotations

import contextlib
import signal
from pathlib import Path
from typing import Any

from torch.distributed.elastic.multiprocessing.errors import ChildFailedError

from . import restarts

# torch's own advice when a child recorded no error; it names no error, so we never quote it.
_NO_RECORD = "To enable traceback"


def first_failure_note(folder: Path) -> dict[str, Any] | None:
    """The earliest note of a rank that failed on its own; None where every note only says a
    peer went away (the agent's own record then names the rank that ended first)."""
    causes = [note for note in restarts.notes(folder) if not note.get("lost_peer")]
    return min(causes, key=lambda note: note["time"]) if causes else None


def lost_connection_line(folder: Path) -> str | None:
    """Where this machine's ranks only lost their peers (the cause, on another machine, is told
    by that machine's launcher, whose report could not reach this one)."""
    ranks, peers = restarts.lost_connections(restarts.notes(folder))
    if not ranks:
        return None
    who = f"rank{'s' if len(ranks) > 1 else ''} {', '.join(map(str, ranks))}"
    where = f" at {', '.join(peers)}" if peers else ""
    return (
        f"{who} lost the connection to another rank{where}, which ended first: its "
        "machine's launcher says why"
    )


def silent_exit_line(error: ChildFailedError, folder: Path) -> str | None:
    """A rank of this machine that exited with an error code but left no note: no Python error
    reached multigpu (os._exit, a library's exit(), a signal it handled by exiting)."""
    noted = {note.get("rank") for note in restarts.notes(folder)}
    silent = sorted(
        (rank, failure.exitcode)
        for rank, failure in error.failures.items()
        if failure.exitcode > 0 and rank not in noted
    )
    if not silent:
        return None
    rank, code = silent[0]
    line = f"rank {rank} ended with exit code {code} and left no trace (no Python error)"
    if code > 128 and (name := _signal_name(code - 128)):
        line += (
            f"; {code} is 128 + {name}, the code a process gives when it ends on {name} "
            "(sent by one of its own processes, or from outside the job)"
        )
    return line


def _signal_name(number: int) -> str | None:
    with contextlib.suppress(ValueError):
        return signal.Signals(number).name
    return None


def describe_failure(error: ChildFailedError) -> str:
    """'rank 1 failed: ValueError: boom' from the first failure the agent observed."""
    rank, failure = error.get_first_failure()
    message = failure.message
    if isinstance(message, dict):
        message = message.get("message", "")
    lines = [line.strip() for line in str(message).strip().splitlines() if line.strip()]
    if lines and _NO_RECORD not in lines[-1]:
        return f"rank {rank} failed: {lines[-1]}"
    return f"rank {rank} failed with exit code {failure.exitcode} (its traceback is above)"
