"""Keeps gloo's connection lines out of a user's output.

The gloo bundled with torch 2.10 writes `[Gloo] Rank 1 is connected to 3 peer ranks. Expected
number of connected peer ranks is : 3` to the process's stdout, from C++, each time a gloo group
connects: once per rank for the world group, again for every `new_group` and mesh dimension.
torch 2.11 and later do not. A user would see the lines above their script's own output, and a
test that compares output sees them too.

Where the installed torch prints them, every gloo group is built with file descriptor 1 caught
in a temporary file; what else was written meanwhile (another thread's print) is written back
once the group has connected, in order, so nothing is lost.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import sys
import tempfile
import threading
from collections.abc import Iterator

from .torch_compat import GLOO_PRINTS_CONNECTIONS_BEFORE, release

LINE = re.compile(
    rb"\[Gloo\] Rank \d+ is connected to \d+ peer ranks\. "
    rb"Expected number of connected peer ranks is : \d+\r?\n"
)
_lock = threading.RLock()


def _flush_c_stdio() -> None:
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).fflush(None)


@contextlib.contextmanager
def stdout_without_chatter() -> Iterator[None]:
    """File descriptor 1 caught for the block; written back without gloo's lines."""
    with _lock:
        if sys.stdout is not None:
            sys.stdout.flush()
        _flush_c_stdio()
        try:
            saved = os.dup(1)
        except OSError:  # no standard output to keep clean
            yield
            return
        with tempfile.TemporaryFile() as caught:
            os.dup2(caught.fileno(), 1)
            try:
                yield
            finally:
                _flush_c_stdio()
                os.dup2(saved, 1)
                os.close(saved)
                caught.seek(0)
                if kept := LINE.sub(b"", caught.read()):
                    os.write(1, kept)


class _Quiet:
    """Marks the gloo class that `quiet_gloo_groups` put in torch's place."""


@contextlib.contextmanager
def quiet_gloo_groups() -> Iterator[None]:
    """Within the block, every gloo group connects without its lines reaching stdout (on a
    torch whose gloo prints them; elsewhere this does nothing). torch is handed back as it was."""
    from torch.distributed import distributed_c10d

    gloo = distributed_c10d.ProcessGroupGloo
    # Nested (launch() inside a script that `multigpu launch` runs): the outer block quiets.
    if release() >= GLOO_PRINTS_CONNECTIONS_BEFORE or issubclass(gloo, _Quiet):
        yield
        return

    class QuietGloo(_Quiet, gloo):  # type: ignore[misc, valid-type]
        def __init__(self, *args: object, **kwargs: object) -> None:
            with stdout_without_chatter():
                super().__init__(*args, **kwargs)

    distributed_c10d.ProcessGroupGloo = QuietGloo
    try:
        yield
    finally:
        distributed_c10d.ProcessGroupGloo = gloo
