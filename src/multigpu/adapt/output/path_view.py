"""Each rank sees the file system as one process would: as the job found it, plus the changes
its own script made.

Every rank of an unmodified script runs its file-system code at about the same moment: it
asks whether its output folder is there, then makes it, archives it (BasicSR renames an
earlier experiment folder under a name made from the clock) or asks before overwriting it
(siren). A rank that asks a moment after another made the folder takes the other branch, and
meeting the ranks at each such call would hang scripts that make folders on rank 0 alone. So
no rank waits: each writes down the paths it creates and removes (a line each, in a log of its
own in the start's folder, written down before the change is made), and the script's own
`exists`, `isdir` and `isfile` (`os.path`'s and `pathlib`'s) about a path another rank
changed answer what the job's start held there, unless this rank changed it itself.

Rank 0 alone removes and renames: the other ranks' removals and renames (the script's own
calls) are written down, not done, as their writes go nowhere (shared_files.py), so no rank
removes a file rank 0 has just written anew; and a file a rank wrote to nowhere has no mode or
times of its own to change (`shutil.copy` sets the copy's mode: done on rank 0's file).
Folders are made on every rank (installed packages write into them on every rank); a folder
another rank made a moment ago is no error.

The same logs carry the files written whole by a script that asked its rank, which may write
on rank 0 alone (the script's own `if rank == 0`, BasicSR's `@master_only`), so that no rank
waits at its write (shared_files.py): rank 0 writes a line once its file is in place, and a
rank whose own write went nowhere waits only when it reads that file back, until rank 0's
write at the same line of the script (its n-th there) is in rank 0's log, and then reads rank
0's file, whatever its name (a name made from the clock differs by rank).

The same logs tell `--verify` what each of its runs made (fresh_folder.py), one process's
included: that alone is removed before the next run.

Limits: exact paths only (a file inside a folder another rank removed is seen as the disk
holds it); each machine's ranks keep their own logs (a network folder two machines share is
not covered, and a read on another machine than rank 0's does not wait); a read made from C
(OpenCV's `imread`, h5py) does not wait.
"""

from __future__ import annotations

import errno
import functools
import os
import pathlib
import shutil
import stat
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...core import frames
from ...core.collectives import RankTimeout
from ...launcher.restarts import FAILURE_DIR
from ..worker.session import Session

_FOLDER, _FILE, _OTHER = "d", "f", "o"
_MADE, _REMOVED = "+", "-"
_WRITTEN = "="  # a file written whole, its line's text "<script line>#<n>\t<path>"


# Marks a read that takes rank 0's latest write at a line where it made fewer (`written`),
# after waiting this long for its n-th.
_OR_LATEST = "?"
_GRACE_S = 10.0


class PathView:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.patches = session.patches  # the session's one stack
        # path -> its kind as this rank left it (None: removed)
        self._mine: dict[str, str | None] = {}
        # path another rank changed -> its kind when the job started (None: nothing there)
        self._at_start: dict[str, str | None] = {}
        self._peers: list[_PeerLog] = []
        self._log: int | None = None
        self._writes: Counter[str] = Counter()  # script line -> files written whole there
        # path this rank wrote to nowhere -> rank 0's write it stands for ("line#n")
        self._awaited: dict[str, str] = {}
        self._zero_wrote: dict[str, str] = {}  # "line#n" -> rank 0's path, from its log

    def install(self) -> None:
        folder = self.session.options.verify_made  # --verify's run: what it made, kept
        start = os.environ.get(FAILURE_DIR)
        if not folder and self.session.distributed and start:
            folder = os.path.join(start, "paths")
        if not folder:
            return  # one process: the disk as it is
        os.makedirs(folder, exist_ok=True)
        rank, world = self.session.rank, self.session.world_size
        name = os.path.join(folder, f"rank{rank}.log")
        self._log = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        self.patches.on_restore(self._close)
        self._peers = [
            _PeerLog(os.path.join(folder, f"rank{r}.log")) for r in range(world) if r != rank
        ]
        swap = self.patches.swap
        for name, kind in (("exists", None), ("isdir", _FOLDER), ("isfile", _FILE)):
            swap(os.path, name, self._asks(getattr(os.path, name), kind))
        for name, kind in (("exists", None), ("is_dir", _FOLDER), ("is_file", _FILE)):
            swap(pathlib.Path, name, self._asks(getattr(pathlib.Path, name), kind))
        swap(os, "mkdir", self._makes(os.mkdir))
        for owner, name in ((os, "remove"), (os, "unlink"), (os, "rmdir"), (shutil, "rmtree")):
            swap(owner, name, self._removes(getattr(owner, name)))
        for name in ("unlink", "rmdir"):
            swap(pathlib.Path, name, self._removes(getattr(pathlib.Path, name)))
        for owner, name in ((os, "rename"), (os, "replace")):
            swap(owner, name, self._moves(getattr(owner, name), lambda source, target: None))
        swap(shutil, "move", self._moves(shutil.move, lambda source, target: target))
        for name in ("chmod", "utime"):
            swap(os, name, self._changes(getattr(os, name)))
        for name in ("rename", "replace"):
            # Path.rename's answer: the new path
            moved = self._moves(getattr(pathlib.Path, name), lambda source, to: type(source)(to))
            swap(pathlib.Path, name, moved)

    def _close(self) -> None:
        """The log closed (a file the garbage collector closes later writes nothing down)."""
        if self._log is not None:
            os.close(self._log)
            self._log = None

    # -- what this rank sees --------------------------------------------------------------

    def there(self, path: Any) -> bool:
        """Whether something is at `path` for this rank."""
        key = _key(path)
        return key is not None and self._present(key) is not None

    def made(self, path: Any, kind: str = _FILE) -> None:
        """This process made (or wrote whole) `path`: written down where it was not there."""
        key = _key(path)
        if self._log is not None and key is not None and self._present(key) is None:
            self._write(_MADE, kind, key)

    def written(self, path: Any, line: str, latest: bool = False) -> None:
        """The script wrote `path` whole at `line` (rank 0: the file is in place now; the
        other ranks: their write went nowhere, and a read of it waits for rank 0's n-th write
        at that line; with `latest`, where rank 0 made fewer there, its latest, once it made
        one: ranks that write apart, each where its own score improved, write there as often
        as each, and rank 0's n-th may never come)."""
        key = _key(path)
        if self._log is None or key is None:
            return
        self._writes[line] += 1
        which = f"{line}#{self._writes[line]}"
        if self.session.rank == 0:
            os.write(
                self._log, f"{_WRITTEN}{_FILE} {which}\t{key}\n".encode(errors="surrogateescape")
            )
        elif self.session.rank < (
            self.session.placement.local_world_size or self.session.world_size
        ):
            # (rank 0 is on this machine: its log is here)
            self._awaited[key] = which + _OR_LATEST if latest else which

    def to_read(self, file: Any) -> Any:
        """The file to open where the script reads `file`: once rank 0 has written it, rank 0's
        (waiting for it where this rank's own write of it went nowhere)."""
        if not self._awaited:
            return file
        key = _key(file)
        which = self._awaited.pop(key, None) if key is not None else None
        if which is None:
            return file
        timeout = self.session.timeout.total_seconds()
        exact = which.removesuffix(_OR_LATEST)
        deadline, pause = time.monotonic() + timeout, 0.001
        # Rank 0's n-th write is awaited a while first: where the ranks run alike it comes
        # (rank 0 may be a little behind); where they write apart it may never.
        grace = time.monotonic() + (min(_GRACE_S, timeout) if which != exact else timeout)
        while True:
            self._read_peers()
            zero = self._zero_wrote.get(exact)
            if zero is None and which != exact and time.monotonic() > grace:
                zero = self._latest(exact.rpartition("#")[0])
            if zero is not None:
                break
            if time.monotonic() > deadline:
                line = which.rpartition("#")[0]
                raise RankTimeout(
                    f"rank {self.session.rank} waited {timeout:g}s to read {key}, written at "
                    f"{line}, for rank 0 to write it, which did not"
                )
            time.sleep(pause)
            pause = min(2 * pause, 0.05)
        return file if zero == key else zero

    def _latest(self, line: str) -> str | None:
        """Rank 0's path of its latest write at `line`, where its log has one."""
        made = [int(w.rpartition("#")[2]) for w in self._zero_wrote if w.rpartition("#")[0] == line]
        return self._zero_wrote[f"{line}#{max(made)}"] if made else None

    def _present(self, key: str) -> str | None:
        """The kind of what is at `key` for this rank (None: nothing), read from the disk
        where no rank wrote it down. The disk is read before the other ranks' logs: a rank
        writes down before it changes the disk, so a change seen there is in its log by then."""
        if key in self._mine:
            return self._mine[key]
        on_disk = _on_disk(key)
        self._read_peers()
        return self._at_start.get(key, on_disk)

    def _read_peers(self) -> None:
        for peer in self._peers:
            for change, kind, text in peer.new_lines():
                if change == _WRITTEN:  # rank 0's alone
                    which, _, path = text.partition("\t")
                    self._zero_wrote[which] = path
                else:  # a rank's first change of a path says what the start held there
                    self._at_start.setdefault(text, kind if change == _REMOVED else None)

    def _write(self, change: str, kind: str, key: str) -> None:
        self._mine[key] = kind if change == _MADE else None
        assert self._log is not None
        os.write(self._log, f"{change}{kind} {key}\n".encode(errors="surrogateescape"))

    # -- the script's calls -------------------------------------------------------------------

    def _asks(self, ask: Callable[..., bool], kind: str | None) -> Callable[..., bool]:
        @functools.wraps(ask)
        def wrapper(path: Any, *args: Any, **kwargs: Any) -> bool:
            key = _key(path)
            if key is None or not _from_the_script():
                return ask(path, *args, **kwargs)
            present = self._present(key)
            return present is not None and (kind is None or present == kind)

        return wrapper

    def _makes(self, mkdir: Callable[..., None]) -> Callable[..., None]:
        """Every caller's: what this process makes is written down for the other ranks."""

        @functools.wraps(mkdir)
        def wrapper(path: Any, *args: Any, **kwargs: Any) -> None:
            key = _key(path) if kwargs.get("dir_fd") is None else None
            if key is None or self._present(key) is not None:
                return mkdir(path, *args, **kwargs)  # there for this rank: FileExistsError
            self._write(_MADE, _FOLDER, key)
            try:
                mkdir(path, *args, **kwargs)
            except FileExistsError:
                pass  # another rank made it a moment ago: this rank has made it now
            except OSError:
                self._write(_REMOVED, _FOLDER, key)  # not made after all
                raise
            return None

        return wrapper

    def _removes(self, remove: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(remove)
        def wrapper(path: Any, *args: Any, **kwargs: Any) -> Any:
            key = _key(path)
            if key is None or not _from_the_script():
                return remove(path, *args, **kwargs)
            kind = self._present(key)
            if kind is None:  # whatever the disk holds there is another rank's
                return None if _ignores_absent(args, kwargs) else _absent(path)
            self._write(_REMOVED, kind, key)
            return remove(path, *args, **kwargs) if self.session.rank == 0 else None

        return wrapper

    def _changes(self, change: Callable[..., Any]) -> Callable[..., Any]:
        """A file's mode or times changed (`shutil.copy`'s `copymode` after its write): where
        this rank wrote the file to nowhere, there is nothing of its own to change."""

        @functools.wraps(change)
        def wrapper(path: Any, *args: Any, **kwargs: Any) -> Any:
            key = _key(path)
            gone = key is not None and self._mine.get(key) == _FILE and _on_disk(key) is None
            if self.session.rank > 0 and gone:
                return None
            return change(path, *args, **kwargs)

        return wrapper

    def _moves(
        self, move: Callable[..., Any], answer: Callable[[Any, Any], Any]
    ) -> Callable[..., Any]:
        """`answer(source, target)`: what the call returns where this rank does not move."""

        @functools.wraps(move)
        def wrapper(source: Any, target: Any, *args: Any, **kwargs: Any) -> Any:
            key, to = _key(source), _key(target)
            if key is None or to is None or not _from_the_script():
                return move(source, target, *args, **kwargs)
            kind = self._present(key)
            if kind is None:
                return _absent(source)
            self._write(_REMOVED, kind, key)
            if self._present(to) is None:
                self._write(_MADE, kind, to)
            self._mine[to] = kind  # replaced, where something was there
            if self.session.rank == 0:
                return move(source, target, *args, **kwargs)
            return answer(source, target)

        return wrapper

    def __repr__(self) -> str:
        return f"PathView(rank={self.session.rank}, paths written down={len(self._mine)})"


class _PeerLog:
    """Another rank's log, read from where the last read ended."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.offset = 0
        self.partial = b""

    def new_lines(self) -> list[tuple[str, str, str]]:
        """(made or removed, its kind, the path) for each line written since the last read."""
        try:
            size = os.stat(self.path).st_size
        except FileNotFoundError:
            return []  # that rank has written nothing down yet
        if size == self.offset:
            return []
        descriptor = os.open(self.path, os.O_RDONLY)
        try:
            data = os.pread(descriptor, size - self.offset, self.offset)
        finally:
            os.close(descriptor)
        self.offset += len(data)
        *lines, self.partial = (self.partial + data).split(b"\n")
        texts = [line.decode(errors="surrogateescape") for line in lines]
        return [(text[0], text[1], text[3:]) for text in texts]


def made_in(folder: Path) -> set[str]:
    """Every path the logs under `folder` say was made (absolute)."""
    made = set()
    for log in folder.rglob("rank*.log"):
        for line in log.read_bytes().decode(errors="surrogateescape").splitlines():
            if line.startswith(_MADE):
                made.add(line[3:])
    return made


def _key(path: Any) -> str | None:
    """The path as every rank writes it down (absolute: the ranks share one working folder)."""
    if not isinstance(path, (str, os.PathLike)):
        return None  # a descriptor
    name = os.fspath(path)
    if isinstance(name, bytes) or "\n" in name or not name:
        return None  # (an empty name is no path: `os.path.exists("")` is False, not the cwd)
    return os.path.abspath(name)


def _on_disk(key: str) -> str | None:
    try:
        mode = os.stat(key).st_mode
    except (OSError, ValueError):
        return None
    return _FOLDER if stat.S_ISDIR(mode) else _FILE if stat.S_ISREG(mode) else _OTHER


def _ignores_absent(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """`Path.unlink(missing_ok=True)`, `shutil.rmtree(path, ignore_errors=True)`."""
    return bool(kwargs.get("missing_ok") or kwargs.get("ignore_errors") or args[:1] == (True,))


def _absent(path: Any) -> None:
    raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), os.fspath(path))


def _from_the_script() -> bool:
    """Whether the call our wrapper stands in for was made by the script's own code (not by
    the standard library, torch, multigpu or an installed package on its behalf)."""
    name = sys._getframe(2).f_code.co_filename
    return not frames.is_library(name) and "-packages" not in name
