"""Writing files so that a crash never leaves a half-written one behind."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

from .errors import UsageError


@contextlib.contextmanager
def atomic_open(path: str | Path, mode: str = "w") -> Iterator[IO]:
    """Write to a temporary file beside `path`, flush it to disk, then rename it into place.

    Readers see the old file or the complete new one, never a partial write.
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        # mkstemp makes the file private (0600); give it the mode a plain open() would.
        os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, mode) as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def create_exclusively(path: Path) -> bool:
    """Create an empty file at `path`: True for the one caller, of all processes, that did."""
    try:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_atomic(path: str | Path, write: Callable[[IO], object], mode: str = "w") -> None:
    with atomic_open(path, mode) as f:
        write(f)


def fsync_dir(folder: Path) -> None:
    """Make the rename itself durable."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def ensure_writable_dir(path: str | Path, option: str = "--out") -> Path:
    """Create the folder if needed and prove a file can be written there, or fail in one line."""
    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as error:
        reason = error.strerror or str(error)
        raise UsageError(f"{option} {path} is not a writable folder: {reason}") from None
    return path
