"""The worker of `multigpu launch`:
`python -m multigpu.launcher.worker TIMEOUT [--check-collectives] [-m] SCRIPT ARGS`.

The script runs as `__main__` with its own arguments, as `python SCRIPT` would run it, with the
hang watchdog beside it (a wait across ranks past TIMEOUT seconds is reported, rank by rank),
the ranks' check of every collective once the script makes its process group where asked,
and a failure reported the way every multigpu worker reports one: the first failing rank, in
one line, its traceback once. (`multigpu run`'s worker runs scripts with the same helpers;
torch elastic's modules are imported only where a worker needs them: they cost start-up time.)
"""

from __future__ import annotations

import functools
import gc
import os
import runpy
import sys
import types
from pathlib import Path
from typing import Any

from ..core.gloo_chatter import quiet_gloo_groups
from ..core.patches import Patches
from ..core.process_exit import run_then_end
from ..core.ranks import RankInfo

CHECK_COLLECTIVES = "--check-collectives"
# Python's flags for a worker: unbuffered, and (from 3.11) no working folder on the path while
# Python starts: `-m` would put it first, and a script's folder holding a `types.py` shadowed
# the standard library's before the worker's first line (a public stereo network). The
# script's own entry is put there by `exec_script`, as `python SCRIPT` or `-m MODULE` would.
PYTHON_FLAGS = ("-u", "-P") if sys.version_info >= (3, 11) else ("-u",)


def exec_script(target: str, script_args: list[str], module: bool) -> dict[str, Any]:
    """Run a script (or a module) as `__main__`, with `sys.argv` and `sys.path` as Python's
    command line would set them. Returns its globals (what it built, still alive)."""
    if module:
        sys.argv = [target, *script_args]
        sys.path.insert(0, os.getcwd())
        return runpy.run_module(target, run_name="__main__", alter_sys=True)
    path = Path(target).resolve()
    sys.argv = [target, *script_args]
    sys.path.insert(0, str(path.parent))
    return runpy.run_path(str(path), run_name="__main__")


def from_script(tb: types.TracebackType | None, target: str) -> types.TracebackType | None:
    """The traceback from the script's first frame on (the worker's and runpy's are noise)."""
    name = Path(target).name
    current = tb
    while current is not None and Path(current.tb_frame.f_code.co_filename).name != name:
        current = current.tb_next
    return current or tb


def main(argv: list[str]) -> None:
    from . import agent, orphans, restarts

    timeout, *rest = argv
    patches = Patches()  # put back as the script ends
    if rest[:1] == [CHECK_COLLECTIVES]:
        rest = rest[1:]
        check_collectives_once_grouped(patches)
    module = rest[:1] == ["-m"]
    target, *script_args = rest[1:] if module else rest
    ranks = RankInfo.from_env()
    orphans.end_with_agent()
    restarts.started(exchange=False)  # the script makes its own process group, or none
    watch = agent.watch_for_hangs(ranks.rank, ranks.world_size, float(timeout), Path.cwd())
    code: int | None = None
    try:
        exec_script(target, script_args, module)
    except SystemExit:  # the script's own exit code, or multigpu.launch() reported already
        raise
    except BaseException as error:
        code = _failed(ranks.rank, error, target)
    finally:
        if watch is not None:
            watch.stop()
        patches.restore()
    if code is not None:
        # The error's frames are gone with the except block: collect the script's objects
        # while Python is whole. A DDP left alive keeps gloo's threads running into the
        # interpreter's shutdown, where one aborts the process ("terminate called without an
        # active exception"), and the job read the rank as killed by SIGABRT, not failed.
        gc.collect()
        raise SystemExit(code)


def check_collectives_once_grouped(patches: Patches) -> None:
    """Once the script makes its process group, the ranks agree on each collective of it before
    it runs (hang/check.py): `init_process_group` installs the check as it returns."""
    import torch.distributed as dist

    from ..hang.check import CollectiveCheck

    init = dist.init_process_group

    @functools.wraps(init)
    def grouped(*args: Any, **kwargs: Any) -> Any:
        result = init(*args, **kwargs)
        CollectiveCheck(dist.group.WORLD).install()
        return result

    patches.swap(dist, "init_process_group", grouped)
    patches.swap(dist.distributed_c10d, "init_process_group", grouped)


def _failed(rank: int, error: BaseException, target: str) -> int:
    """The exit code, once the launcher has the failure's note; the error, raised, where no
    launcher of ours takes notes."""
    from . import agent

    error.__traceback__ = from_script(error.__traceback__, target)
    if agent.worker_failed(rank, error):
        return getattr(error, "exit_code", 1)
    raise error


if __name__ == "__main__":
    with quiet_gloo_groups():  # torch 2.10's gloo prints a line per group it connects
        run_then_end(lambda: main(sys.argv[1:]))
