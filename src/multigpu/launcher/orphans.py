"""A worker ends when its agent does.

The agent (torch elastic's, in the `multigpu` process) stops its workers when it is told to
stop. Killed outright (SIGKILL, the kernel's out-of-memory killer, a harness's timeout), it
cannot, and `multigpu run`'s workers ran on as orphans holding their cores and GPU memory. Each
worker asks Linux to send it SIGTERM when its parent ends (`PR_SET_PDEATHSIG`), which
the hang watch's handler turns into a clean exit. The parent is the agent's main thread, which
started the worker and lives as long as the agent.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys

from .restarts import FAILURE_DIR

_PR_SET_PDEATHSIG = 1


def end_with_agent() -> None:
    """Under our agent on Linux: SIGTERM to this process when the agent ends (at once, where it
    ended while the request was being made)."""
    if not sys.platform.startswith("linux") or not os.environ.get(FAILURE_DIR):
        return
    parent = os.getppid()
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0) != 0:
            return
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the agent ended before the request took effect
        os.kill(os.getpid(), signal.SIGTERM)
