"""Where a rank's DataLoader workers are, when the rank waits for a batch.

A rank stuck in `for x, y in loader` only shows the loop's line; the sample that never comes is
in a worker process, a fork of the rank. Each process the rank forks registers a stack dump on
SIGUSR2 into a file of the job's hang folder (watch.py does it at fork); the rank's watchdog,
asked where the rank is, sends its children SIGUSR2 and reads the innermost line of the user's
code there (`__getitem__`, a transform).
"""

from __future__ import annotations

import contextlib
import faulthandler
import os
import signal
import time
from pathlib import Path

import psutil

from .stacks import parse_faulthandler

# How long the watchdog waits for its workers to write their stacks.
WAIT_S = 0.5
_dump: int | None = None  # this (forked) process's stack file, kept open


def _path(folder: Path, pid: int) -> Path:
    return folder / f"loader-worker-{pid}.txt"


def register_in_child(folder: Path) -> None:
    """In a process the rank forked: write its stacks on SIGUSR2. (os.open: under multigpu
    run, `open` from a rank above 0 with the script's frames on the stack writes nowhere.)"""
    global _dump
    with contextlib.suppress(OSError, RuntimeError, ValueError):
        _dump = os.open(_path(folder, os.getpid()), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        faulthandler.register(signal.SIGUSR2, _dump, all_threads=True)


def where_stuck(folder: Path) -> str | None:
    """`file.py:LINE in function` of the first worker found in the user's code, or None."""
    children = [c.pid for c in psutil.Process().children() if _path(folder, c.pid).is_file()]
    for pid in children:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGUSR2)
    deadline = time.monotonic() + WAIT_S
    for pid in children:
        path = _path(folder, pid)
        text = ""
        with contextlib.suppress(OSError):  # a worker that ended meanwhile
            while time.monotonic() < deadline and path.stat().st_size == 0:
                time.sleep(0.02)
            text = path.read_text(errors="replace")
        stacks = parse_faulthandler(text)
        frame = stacks[0].innermost_user() if stacks else None
        if frame is not None:
            return frame.describe()
    return None
