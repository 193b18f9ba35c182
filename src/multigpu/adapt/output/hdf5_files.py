"""HDF5 files the script writes through h5py: written once, by rank 0, as `open` writes the
script's files (shared_files.py).

h5py writes from C through a `File` object that stays open until it is closed, so the file
writers' rule (rank 0 writes, the others nowhere, and the ranks meet where the file is done)
applies to the object's life: a `File` the script opens to write (or one a package opens for a
path the script named to it, hickle's `dump`) is the real file on rank 0 and a file in memory on
the other ranks (h5py's `core` driver with no backing store: every call works, nothing reaches
the disk), and its `close` is where the ranks meet, so that a read right after, on any rank, is
of rank 0's whole file. Without this, every rank created the same file at once, and HDF5's lock
on it stopped all but one of them ("unable to lock file"). A `File` opened to read is rank 0's
file of that name. Rank 0 writes in place, as one process does: a file the script never closes
is still there, whole as far as h5py flushed it.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from ...core.patches import Patches
from ..worker.session import Session, call_site
from .path_view import PathView

# h5py's modes that write: read-write, create (truncating, or failing where the file is), and
# read-write creating it where it is not.
_WRITING = ("r+", "w", "w-", "x", "a")
_WRITTEN = "_multigpu_written"  # on a File the script writes: (its path, the line that opened it)


class ScriptFiles(Protocol):
    """What of shared_files.py's `SharedFiles` the rule uses (it installs this one)."""

    session: Session
    view: PathView
    patches: Patches

    def to_read(self, file: Any) -> Any: ...
    def for_the_script(self, file: Any) -> bool: ...
    def written(self, path: Path, line: str, what: str | None = None) -> None: ...
    def meeting(self) -> bool: ...
    def meet(self, what: str, site: str, name: str) -> None: ...


class Hdf5Files:
    """Installs the rule on h5py's `File` when the script imports h5py."""

    def __init__(self, files: ScriptFiles) -> None:
        self.files = files
        self.rank = files.session.rank

    def install(self, h5py: Any) -> None:
        swap = self.files.patches.swap
        swap(h5py.File, "__init__", self._opened(h5py.File.__init__))
        swap(h5py.File, "close", self._closed(h5py.File.close))

    def _opened(self, init: Callable[..., None]) -> Callable[..., None]:
        @functools.wraps(init)
        def wrapper(file: Any, name: Any, mode: str = "r", *args: Any, **kwargs: Any) -> None:
            if not isinstance(name, (str, os.PathLike)) or args:
                return init(file, name, mode, *args, **kwargs)  # a file object: `open`'s
            if mode not in _WRITING:
                return init(file, self.files.to_read(name), mode, **kwargs)
            if not self.files.for_the_script(name):
                return init(file, name, mode, **kwargs)  # a package's own file
            exclusive = mode in ("w-", "x")
            if exclusive and self.files.view.there(name):
                return init(file, name, mode, **kwargs)  # FileExistsError, on every rank
            self.files.view.made(name)  # it is there for this rank now
            site, opened = call_site(2, own_code=True), name
            # A file updated in place: the other ranks load it as rank 0 left it before this
            # update, so they meet rank 0 once they hold it, and rank 0 opens it after that
            # (rank 1 stopped adding a dataset rank 0 had just added, a modurec of batch n).
            update = mode in ("r+", "a") and self.files.meeting()
            if self.rank > 0:
                if mode in ("r+", "a"):  # what it holds is rank 0's, read without a lock on it
                    opened = self.files.to_read(name)  # (rank 0 opens it to write meanwhile)
                    kwargs.update(locking=False)
                kwargs.update(driver="core", backing_store=False)  # in memory, never written
                init(file, opened, "w" if exclusive else mode, **kwargs)
            if update:
                self.files.meet(f"opening {os.fspath(name)!r}", site, os.fspath(name))
            if self.rank == 0:
                init(file, opened, mode, **kwargs)
            setattr(file, _WRITTEN, (Path(os.fspath(name)), site))
            return None

        return wrapper

    def _closed(self, close: Callable[[Any], None]) -> Callable[[Any], None]:
        @functools.wraps(close)
        def wrapper(file: Any) -> None:
            written = file.__dict__.pop(_WRITTEN, None)  # closing again meets no rank
            close(file)
            if written is not None:
                path, site = written
                self.files.written(path, site, f"closing {str(path)!r}")

        return wrapper
