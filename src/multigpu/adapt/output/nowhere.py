"""A file written to nowhere: what a rank above 0 gets where the script opens a file to write
that rank 0 writes (shared_files.py).

Its bytes go to the null device, as before, but it answers `tell`, `seek` and `truncate` as a
real file would after the same writes: a writer that reads its own position back to lay out
what it writes (zipfile's index of its members, so `np.savez`) gets the offsets it would get
on rank 0, where the null device's own position stays 0 and such a writer fails (zipfile
packs a negative size). It keeps the null device's descriptor, so `fileno()`, `os.fsync` and
`os.fstat` work as on any file; reading it back gives nothing, as the null device does.
"""

from __future__ import annotations

import errno
import io
import os
from typing import Any


class _Discarded(io.FileIO):
    """The null device, with the position and size a real file would have."""

    def __init__(self, mode: str) -> None:
        super().__init__(os.devnull, "r+" if "+" in mode else "w")
        self._position = 0
        self._size = 0

    def write(self, data: Any) -> int:
        written = memoryview(data).nbytes
        self._position += written
        self._size = max(self._size, self._position)
        return written

    def seek(self, offset: int, whence: int = os.SEEK_SET) -> int:
        start = {os.SEEK_SET: 0, os.SEEK_CUR: self._position, os.SEEK_END: self._size}[whence]
        if start + offset < 0:
            raise OSError(errno.EINVAL, "Invalid argument")
        self._position = start + offset
        return self._position

    def tell(self) -> int:
        return self._position

    def truncate(self, size: int | None = None) -> int:
        self._size = self._position if size is None else size
        return self._size

    def readinto(self, buffer: Any) -> int:
        return 0


def open_nowhere(
    mode: str = "w",
    buffering: int = -1,
    encoding: str | None = None,
    errors: str | None = None,
    newline: str | None = None,
    *_: Any,
    **__: Any,
) -> Any:
    """A file object of `mode` (as `open` takes it, with its other arguments) whose writes go
    nowhere."""
    raw = _Discarded(mode)
    if "b" in mode and buffering == 0:
        return raw
    size = buffering if buffering > 1 else io.DEFAULT_BUFFER_SIZE
    buffered = io.BufferedRandom(raw, size) if "+" in mode else io.BufferedWriter(raw, size)
    if "b" in mode:
        return buffered
    return io.TextIOWrapper(buffered, encoding, errors, newline, line_buffering=buffering == 1)
