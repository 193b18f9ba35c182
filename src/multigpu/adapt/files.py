"""What every rank of an unmodified script writes: output once, files once.

- Ranks other than 0 write their standard output and error to nowhere (a failing rank's
  traceback still reaches the terminal: the bootstrap prints it on the real stderr).
- `torch.save(obj, path)` writes from rank 0 only, to a temporary file renamed into place, and
  every rank then waits at a barrier (a timeout names the ranks that never came), so a
  `torch.load(path)` right after works on every rank. Saving into a file object is left as is.
- Creating a folder that another rank created a moment ago is not an error (the tutorials'
  `if not folder.is_dir(): folder.mkdir()` races between ranks).
- A file opened for writing by the script is written by every rank: warned about once.
"""

from __future__ import annotations

import builtins
import functools
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from .session import Session

_WRITING = set("wax+")


class SharedFiles:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.started = time.time()
        self._saving = False

    def install(self) -> None:
        if self.session.rank > 0:
            sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 (lives as long)
        torch.save = self._save_once(torch.save)
        os.mkdir = self._tolerant_mkdir(os.mkdir)
        builtins.open = self._watched_open(builtins.open)

    def _save_once(self, save: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(save)
        def wrapper(obj: Any, f: Any, *args: Any, **kwargs: Any) -> None:
            if not isinstance(f, (str, os.PathLike)):
                return save(obj, f, *args, **kwargs)
            path = Path(f)
            if self.session.rank == 0:
                partial = path.with_name(f".{path.name}.partial-{os.getpid()}")
                self._saving = True
                try:
                    save(obj, partial, *args, **kwargs)
                    os.replace(partial, path)
                finally:
                    self._saving = False
                    partial.unlink(missing_ok=True)
            self.session.barrier(f"torch.save({str(f)!r})")
            return None

        return wrapper

    def _tolerant_mkdir(self, mkdir: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(mkdir)
        def wrapper(path: Any, *args: Any, **kwargs: Any) -> None:
            try:
                mkdir(path, *args, **kwargs)
            except FileExistsError:
                if not self._made_by_a_peer(path):
                    raise

        return wrapper

    def _made_by_a_peer(self, path: Any) -> bool:
        """A folder that appeared since the job started: another rank just made it."""
        try:
            made = os.stat(path)
        except OSError:
            return False
        return os.path.isdir(path) and made.st_ctime >= self.started - 1

    def _watched_open(self, open_: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(open_)
        def wrapper(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
            if (not self._saving and _WRITING & set(mode) and isinstance(file, (str, os.PathLike))
                    and not str(file).startswith(os.devnull)):  # fmt: skip
                self.session.warn_once(
                    "open",
                    f"the script opens {str(file)!r} for writing on every rank; ranks other "
                    "than 0 write it too (torch.save is the exception): write such files only "
                    "where int(os.environ.get('RANK', 0)) == 0",
                )
            return open_(file, mode, *args, **kwargs)

        return wrapper
