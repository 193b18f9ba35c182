"""A worker process ends as the interpreter would end it, less the teardown of its modules.

With torch imported, Python's own exit frees every module's objects one by one: about a second
of CPU for each process, paid by every rank of every run after its work is done. A worker does
what that exit does that anyone can see (it waits for the threads that are not daemons, runs
the exit handlers, closes the files still open, flushes its standard streams) and then ends
the process at once with the same exit status.
"""

from __future__ import annotations

import _io  # the C base of every file object, Python's own subclasses included
import atexit
import contextlib
import gc
import os
import sys
import threading
from collections.abc import Callable
from typing import NoReturn


def run_then_end(main: Callable[[], int | None]) -> NoReturn:
    """Run `main`; end the process with the status it returned, or the one `sys.exit` in it
    gave. An exception other than SystemExit is left to the interpreter, which prints it as
    it always does."""
    try:
        code = _status(main())
    except SystemExit as exit_:
        code = _status(exit_.code)
    end_process(code)


def end_process(code: int) -> NoReturn:
    # What the interpreter's exit runs first, in its order: threading's own exit hooks (they
    # tell a thread pool's workers to stop), then the wait for every thread that is not a
    # daemon; then the exit handlers.
    threading._shutdown()  # type: ignore[attr-defined]
    atexit._run_exitfuncs()
    _flush_standard_streams()
    _close_open_files()
    _flush_standard_streams()  # what a closed file's wrapper wrote into one
    os._exit(code)


def _flush_standard_streams() -> None:
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        with contextlib.suppress(Exception):
            stream.flush()


def _status(code: object) -> int:
    """The exit status Python gives `sys.exit(code)`: None is 0, a number is itself, anything
    else is printed on standard error and is 1."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _close_open_files() -> None:
    """What the interpreter's exit does for a file the script never closed (its `__del__`
    closes it), outer layers first: a text or gzip file writes its last bytes into the file
    below it before that one closes."""
    files = [obj for obj in gc.get_objects() if issubclass(type(obj), _io._IOBase)]
    files = [file for file in files if _open_beyond_standard_streams(file)]
    below = {id(file): _files_below(file) for file in files}
    while files:
        inner = set().union(*(below[id(file)] for file in files))
        outer = [file for file in files if id(file) not in inner] or files  # a cycle: all
        for file in outer:
            with contextlib.suppress(Exception):
                file.close()
        tried = {id(file) for file in outer}  # a close that failed is not tried again
        files = [f for f in files if id(f) not in tried and _open_beyond_standard_streams(f)]


def _open_beyond_standard_streams(file: object) -> bool:
    try:
        return not file.closed and file.fileno() > 2  # type: ignore[attr-defined]
    except Exception:  # an in-memory file, or one its own wrapper closed
        return False


def _files_below(file: object) -> set[int]:
    """The files `file` writes into: what it holds, directly or in its attributes."""
    held = gc.get_referents(file)
    held += [value for item in held if isinstance(item, dict) for value in item.values()]
    return {id(item) for item in held if issubclass(type(item), _io._IOBase)}
