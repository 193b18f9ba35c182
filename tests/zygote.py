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
import importlib
import io
import json
import multiprocessing
import os
import random
import runpy
import signal
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Any

# launcher/orphans.py's: not imported from there, as this module imports no multigpu (the copies
# import it afresh, from the path each run gives them)
AGENT_PID = "MULTIGPU_AGENT_PID"


@functools.cache
def _context() -> multiprocessing.context.ForkServerContext:
    context = multiprocessing.get_context("forkserver")
    # torch._dynamo too: torch's optimizers import it at their first construction (about
    # 1.4 s here), and it starts no thread, so the copies inherit nothing running; and
    # torch's DTensor, which every `multigpu run` worker imports (about 0.7 s)
    context.set_forkserver_preload(["torch", "torch._dynamo", "torch.distributed.tensor"])
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


# What a sys.path depends on in an environment (a worker's differs by rank in RANK alone).
def _path_environment(environment: dict[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple(
        sorted((k, v) for k, v in environment.items() if k.startswith("PYTHON") or k == "HOME")
    )


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
    fresh = _interpreter_path(_path_environment(environment))
    cwd = cwd or Path.cwd()  # the caller's, as subprocess gives (not the server's)
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
    _placed(out, err, os.O_CREAT | os.O_TRUNC, environment, cwd)
    sys.stdout = open(1, "w", buffering=1, closefd=False)  # noqa: SIM115 (the copy exits)
    sys.stderr = open(2, "w", buffering=1, closefd=False)  # noqa: SIM115
    sys.argv = [path, *argv]
    first = os.getcwd() if module else os.path.dirname(os.path.abspath(path))
    sys.path[:] = [first, *fresh]
    _run_as_main(path, module)


def _placed(
    out: Path | str,
    err: Path | str,
    opening: int,
    environment: dict[str, str],
    cwd: Path | str | None,
) -> None:
    """The copy's standard output and error into files (opened with `opening`: new ones, or
    appended to), its environment and its working folder."""
    for fd, file in ((1, out), (2, err)):
        target = os.open(file, os.O_WRONLY | opening)
        os.dup2(target, fd)
        os.close(target)
    os.environ.clear()
    os.environ.update(environment)
    tempfile.tempdir = None  # found again from the environment (TMPDIR), as a new process does
    if cwd is not None:
        os.chdir(cwd)


def _run_as_main(path: str, module: bool) -> None:
    """Run the script or module as `__main__`, then end as the interpreter would: its exit
    status, the traceback of what it raised, the exit handlers it registered."""
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


# The class of an interpreter's own process object (multiprocessing deletes its name), taken
# where this module is imported, in a main process.
_MAIN_PROCESS = type(multiprocessing.current_process())

# The interpreter flags a worker is started with that a copy can stand in for: -u (its
# streams write through), -P (no working folder on its path). Another: a real Popen.
_WORKER_FLAGS = {"-u", "-P"}


def worker_popen(args: tuple[str, ...], env: dict[str, str], **kwargs: object) -> Any:
    """`subprocess.Popen(args, env=env, **kwargs)` for torch elastic's worker handler, forked
    from the server where `args` is `python [-u -P] -m MODULE ...` and its output goes to
    files; else a real Popen. The copy becomes that process (its own session, environment,
    working folder, path, streams and fresh random seeds, as a new interpreter's) without
    importing torch again: about 5 s of each worker's start."""
    forked = _forkable(args, kwargs)
    if forked is None:
        return subprocess.Popen(args, env=env, **kwargs)
    module, argv, flags, out, err = forked
    fresh = _interpreter_path(_path_environment(env))
    process = _context().Process(
        target=_as_a_worker, args=(module, argv, flags, env, fresh, os.getcwd(), out, err)
    )
    process.start()
    return _Forked(process, args)


def _forkable(args: tuple[str, ...], kwargs: dict[str, object]) -> Any:
    """(module, argv, flags, stdout path, stderr path) where `args` can be forked, else None."""
    if not args or args[0] != sys.executable or not kwargs.get("start_new_session"):
        return None
    rest = list(args[1:])
    flags = set()
    while rest and rest[0] in _WORKER_FLAGS:
        flags.add(rest.pop(0))
    if len(rest) < 2 or rest[0] != "-m":
        return None
    paths = [_written_to(kwargs.get(name), fd) for name, fd in (("stdout", 1), ("stderr", 2))]
    if None in paths:
        return None
    return rest[1], rest[2:], flags, *paths


def _written_to(stream: object, fd: int) -> str | None:
    """The regular file a child's stream goes to: the one given, or this process's own."""
    if stream is not None:
        name = getattr(stream, "name", None)
        return name if isinstance(name, str) and os.path.isfile(name) else None
    target = os.readlink(f"/proc/self/fd/{fd}")
    return target if os.path.isfile(target) else None


class _Forked:
    """The face of a Popen that torch elastic polls, waits for and signals."""

    def __init__(self, process: multiprocessing.process.BaseProcess, args: tuple) -> None:
        self._process = process
        self.args = args
        self.pid = process.pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            # The server reaps the copy and then sends its status: a copy that has ended is
            # waited for here, as Popen's poll reaps its child at once.
            if not _running(self.pid):
                self._process.join()
            self.returncode = self._process.exitcode  # -N for a signal, as Popen gives it
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        self._process.join(timeout)
        if self.poll() is None:
            raise subprocess.TimeoutExpired(self.args, timeout)
        return self.returncode

    def send_signal(self, sig: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, sig)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


def _running(pid: int) -> bool:
    """Whether the process is there and not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):  # gone before, or while, it was read
        return False


def _as_a_worker(
    module: str,
    argv: list[str],
    flags: set[str],
    environment: dict[str, str],
    fresh: tuple[str, ...],
    cwd: str,
    out: str,
    err: str,
) -> None:
    """In the forked copy: become `python FLAGS -m module argv`, started as Popen starts it."""
    os.setsid()  # start_new_session: elastic ends the worker's whole group
    if AGENT_PID in environment:  # the fork server started this copy, in the agent's stead
        environment = {**environment, AGENT_PID: str(os.getppid())}
    _placed(out, err, os.O_APPEND, environment, cwd)
    # -u: each write reaches the file at once, in the order the worker made them
    sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), write_through=True)
    sys.stderr = io.TextIOWrapper(
        io.FileIO(2, "w", closefd=False), write_through=True, errors="backslashreplace"
    )
    sys.path[:] = [*([] if "-P" in flags else [cwd]), *fresh]
    sys.argv = [module, *argv]
    # A new interpreter's multiprocessing: the main process, its default start method (a
    # DataLoader's workers are forks of the rank, not the server's copies, which run
    # `__main__` again).
    multiprocessing.process._current_process = _MAIN_PROCESS()
    multiprocessing.process._parent_process = None
    multiprocessing.set_start_method(None, force=True)
    # A new interpreter's streams are seeded from the system's entropy; the copies would
    # all hold the server's.
    random.seed()
    if "numpy" in sys.modules:
        sys.modules["numpy"].random.seed()
    _site_customized(environment)
    _run_as_main(module, module=True)


def _site_customized(environment: dict[str, str]) -> None:
    """A new interpreter imports the `sitecustomize` on its path as it starts (site.py): the
    copy does, where its environment's PYTHONPATH holds one (a control's patch:
    conftest.without), after its path is the interpreter's."""
    folders = filter(None, environment.get("PYTHONPATH", "").split(os.pathsep))
    if any(Path(folder, "sitecustomize.py").is_file() for folder in folders):
        sys.modules.pop("sitecustomize", None)
        importlib.import_module("sitecustomize")
