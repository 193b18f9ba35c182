"""Scripts run as `python SCRIPT ARGS` runs them, without importing torch again each time.

Each script is forked from a server that has imported torch (and torch._dynamo, which every
optimizer imports) and done nothing else (multiprocessing's forkserver with them preloaded):
no tensor computed there, so no thread pool or autograd worker for the copy to inherit, which
a fork of the test process itself would (it hung so). The copy then becomes the script's
process: its argv, the folder first on its path as a fresh interpreter's, `__main__`, the
working directory, the environment the test gives, its output in files, its exit status and
the traceback of what it raised. About 3 s of imports saved a call, over a hundred calls in
the suite.
"""

from __future__ import annotations

import atexit
import functools
import json
import multiprocessing
import os
import runpy
import signal
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path


@functools.cache
def _context() -> multiprocessing.context.ForkServerContext:
    context = multiprocessing.get_context("forkserver")
    # torch._dynamo too: torch's optimizers import it at their first construction (about
    # 1.4 s here), and it starts no thread, so the copies inherit nothing running
    context.set_forkserver_preload(["torch", "torch._dynamo"])
    return context


@functools.cache
def _interpreter_path(environment: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """sys.path of a fresh interpreter in `environment`, but for its first entry (the script's
    folder, which each run puts there)."""
    said = subprocess.run(
        [sys.executable, "-c", "import json, sys; print(json.dumps(sys.path[1:]))"],
        capture_output=True,
        text=True,
        env=dict(environment),
        check=True,
    )
    return tuple(json.loads(said.stdout))


def run_script(
    path: str,
    argv: list[str],
    environment: dict[str, str],
    timeout: float,
    cwd: Path | None,
    module: bool = False,
) -> subprocess.CompletedProcess:
    """`python path argv` (`module`: `python -m path argv`) in `environment`, as subprocess.run
    would give it back."""
    command = [sys.executable, *(["-m"] if module else []), path, *argv]
    fresh = _interpreter_path(tuple(sorted(environment.items())))
    with tempfile.TemporaryDirectory(prefix="multigpu-script-") as folder:
        out, err = Path(folder, "out"), Path(folder, "err")
        process = _context().Process(
            target=_as_a_script, args=(path, module, argv, environment, fresh, cwd, out, err)
        )
        process.start()
        process.join(timeout)
        if process.exitcode is None:  # the script, and every process it started
            os.killpg(process.pid, signal.SIGKILL)
            process.join()
            raise subprocess.TimeoutExpired(command, timeout, out.read_text(), err.read_text())
        return subprocess.CompletedProcess(
            command, process.exitcode, out.read_text(), err.read_text()
        )


def _as_a_script(
    path: str,
    module: bool,
    argv: list[str],
    environment: dict[str, str],
    fresh: tuple[str, ...],
    cwd: Path | None,
    out: Path,
    err: Path,
) -> None:
    """In the forked copy: become `python path argv` (or `python -m path argv`); exits with
    its status."""
    os.setpgid(0, 0)  # a group of its own, which a timeout kills whole
    for fd, file in ((1, out), (2, err)):
        target = os.open(file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(target, fd)
        os.close(target)
    sys.stdout = open(1, "w", buffering=1, closefd=False)  # noqa: SIM115 (the copy exits)
    sys.stderr = open(2, "w", buffering=1, closefd=False)  # noqa: SIM115
    os.environ.clear()
    os.environ.update(environment)
    if cwd is not None:
        os.chdir(cwd)
    sys.argv = [path, *argv]
    first = os.getcwd() if module else os.path.dirname(os.path.abspath(path))
    sys.path[:] = [first, *fresh]
    code = 1
    try:
        if module:
            runpy.run_module(path, run_name="__main__", alter_sys=True)
        else:
            runpy.run_path(path, run_name="__main__")
        code = 0
    except SystemExit as exit_:
        if exit_.code is None or isinstance(exit_.code, int):
            code = exit_.code or 0
        else:
            print(exit_.code, file=sys.stderr)
    except BaseException:
        traceback.print_exc()
    atexit._run_exitfuncs()  # what the script registered, as an interpreter's exit runs it
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
