"""The worker of `multigpu launch`: `python -m multigpu.launch.worker TIMEOUT [-m] SCRIPT ARGS`.

The script runs as `__main__` with its own arguments, as `python SCRIPT` would run it, with the
hang watchdog beside it (a wait across ranks past TIMEOUT seconds is reported, rank by rank),
and a failure reported the way every multigpu worker reports one: the first failing rank, in
one line, its traceback once. (`multigpu run`'s worker runs scripts with the same helpers;
torch elastic's modules are imported only where a worker needs them: they cost start-up time.)
"""

from __future__ import annotations

import runpy
import sys
import types
from pathlib import Path

from ..core.ranks import RankInfo


def run_script(target: str, script_args: list[str], module: bool) -> None:
    """Run a script (or a module) as `__main__`, with `sys.argv` and `sys.path` as Python's
    command line would set them."""
    if module:
        sys.argv = [target, *script_args]
        runpy.run_module(target, run_name="__main__", alter_sys=True)
        return
    path = Path(target).resolve()
    sys.argv = [target, *script_args]
    sys.path.insert(0, str(path.parent))
    runpy.run_path(str(path), run_name="__main__")


def from_script(tb: types.TracebackType | None, target: str) -> types.TracebackType | None:
    """The traceback from the script's first frame on (the worker's and runpy's are noise)."""
    name = Path(target).name
    current = tb
    while current is not None and Path(current.tb_frame.f_code.co_filename).name != name:
        current = current.tb_next
    return current or tb


def main(argv: list[str]) -> None:
    from . import agent, restarts

    timeout, *rest = argv
    module = rest[:1] == ["-m"]
    target, *script_args = rest[1:] if module else rest
    ranks = RankInfo.from_env()
    restarts.started(exchange=False)  # the script makes its own process group, or none
    watch = agent.watch_for_hangs(ranks.rank, ranks.world_size, float(timeout), Path.cwd())
    try:
        run_script(target, script_args, module)
    except SystemExit:  # the script's own exit code, or multigpu.launch() reported already
        raise
    except BaseException as error:
        _failed(ranks.rank, error, target)
    finally:
        if watch is not None:
            watch.stop()


def _failed(rank: int, error: BaseException, target: str) -> None:
    from . import agent

    error.__traceback__ = from_script(error.__traceback__, target)
    if agent.worker_failed(rank, error):
        raise SystemExit(getattr(error, "exit_code", 1)) from None
    raise error


if __name__ == "__main__":
    main(sys.argv[1:])
