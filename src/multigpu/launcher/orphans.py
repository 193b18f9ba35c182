"""A worker ends when its agent does.

The agent (torch elastic's, in the `multigpu` process) stops its workers when it is told to
stop. Killed outright (SIGKILL, the kernel's out-of-memory killer, a harness's timeout), it
cannot, and `multigpu run`'s workers ran on as orphans holding their cores and GPU memory. Each
worker asks Linux to send it SIGTERM when its parent ends (`PR_SET_PDEATHSIG`), which
the hang watch's handler turns into a clean exit. The parent is the agent's main thread, which
started the worker and lives as long as the agent.

The request is made once the worker has imported what it needs (seconds on a loaded machine):
an agent killed before that is no longer the worker's parent by then, and no signal would ever
come. So the agent names itself to its workers (`AGENT_PID`), and a worker whose parent is
another process by the time it asks ends at once.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys

_PR_SET_PDEATHSIG = 1
AGENT_PID = "MULTIGPU_AGENT_PID"  # the process that starts this start's workers, for them


def end_with_agent() -> None:
    """Under our agent on Linux: SIGTERM to this process when the agent ends (at once, where it
    ended before)."""
    agent = os.environ.get(AGENT_PID)
    if not sys.platform.startswith("linux") or not agent:
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0) != 0:
            return
    except (OSError, AttributeError):
        return
    if os.getppid() != int(agent):  # the agent ended before the request took effect
        os.kill(os.getpid(), signal.SIGTERM)
