"""What every rank of an unmodified script writes: output once, files once.

- Ranks other than 0 write their standard output and error to nowhere (a failing rank's
  traceback still reaches the terminal: the bootstrap prints it on the real stderr).
- A file the script's own code opens for writing (`open`, `io.open`, `Path.open`, so
  `torch.save(obj, f)` into a file object it opened, and pickle's, json's and NumPy's writes
  into it) is written by rank 0 alone, and so is a file the script names to an installed
  package's writer (`np.save(path)`, pandas' `to_csv(path)`); what packages write of their own
  naming (caches, MLflow's store, temporary files) is left to them. The other ranks' writes
  go nowhere, like their output (nowhere.py: positions kept as a real file's). A file opened
  to be written whole ("w", "x", with "+" or not) is written under a temporary name and
  renamed into place when closed, so no reader ever sees it half-written.
  Appending ("a") writes in place (logs append every step).
- `torch.save(obj, path)` (which writes from C++, not through `open`) likewise: rank 0 writes a
  temporary file renamed into place. So do the other writers that take a path and write from C
  (`_C_WRITERS`: pyarrow's CSV, Parquet and Feather writers, OpenCV's `imwrite`, soundfile's
  `write`), where the script named the path to them; the other ranks' calls write nothing, and
  their readers (`_C_READERS`) read rank 0's file, as `open` does. h5py's files, written from C
  through an object open until closed, are rank 0's as well (hdf5_files.py).
- Where a rank reads such a file back: a script that never asked its rank (a single-GPU
  script) writes on every rank, so the ranks meet where it writes (closing the file, the end of
  `torch.save`), and a read right after, on any rank, sees rank 0's complete file, of the same
  write. A script that asked its rank (own_group.py) may write on rank 0 alone (its own
  `if rank == 0`, BasicSR's `@master_only`), so no rank waits there: a rank whose write went
  nowhere waits when it reads the file back, for rank 0's write at the same line of the script
  (path_view.py).
- A file whose name the ranks made differently at the same line of the script (from the clock,
  which each rank reads at another moment) is rank 0's file: the ranks meet at that line
  whatever the names (said once), or a rank reads rank 0's file of that line; a rank that opens
  its own name to read it later reads rank 0's file.
- A TensorBoard `SummaryWriter` (torch's) writes its event files on rank 0 alone: the other
  ranks' writers write nowhere, so a run's folder holds one set of curves, not one per rank.
  Its folder is the same on every rank and exists on every rank, as one process's does: the
  default one (`runs/` and the time to the second) is rank 0's, so a script that asks whether
  the writer's folder exists takes the same branch on every rank (SimCLR's config file).
- Whether a path is there is answered as one process would see it (path_view.py): a folder
  another rank made a moment ago is not there for a rank that has not made it yet (the
  tutorials' `if not folder.is_dir(): folder.mkdir()`, BasicSR's archiving of an earlier
  experiment folder), and every file the script writes is written down there.

Only the main thread of the main process meets the other ranks or writes down what it wrote
for their reads (the order of files closed by loader workers or other threads differs between
ranks).
"""

from __future__ import annotations

import builtins
import datetime
import errno
import functools
import io
import os
import socket
import stat
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch
import torch.utils.data

from ...core import frames
from ..worker.session import UNKNOWN_PLACE, Session, call_site, called_by_the_script
from .hdf5_files import Hdf5Files
from .nowhere import open_nowhere
from .path_view import PathView

_WRITING = set("wax+")
_OPENER = 5  # open's arguments after the mode: buffering, encoding, errors, newline, closefd
_SPECIAL = ("/dev/", "/proc/", "/sys/")
# Functions that write the file at a path they are given from C, not through `open` (as
# torch.save does): the module, the function, the path's position and keyword, and what a rank
# whose call writes nothing returns (OpenCV's imwrite says it wrote).
_C_WRITERS = (
    ("pyarrow.csv", "write_csv", 1, "output_file", None),
    ("pyarrow.parquet", "write_table", 1, "where", None),
    ("pyarrow.feather", "write_feather", 1, "dest", None),
    ("cv2", "imwrite", 0, "filename", True),
    ("soundfile", "write", 0, "file", None),
)
# Their readers, from C too: a rank reads rank 0's file of that name (module, function, the
# path's position and keyword).
_C_READERS = (
    ("pyarrow.csv", "read_csv", 0, "input_file"),
    ("pyarrow.parquet", "read_table", 0, "source"),
    ("pyarrow.feather", "read_table", 0, "source"),
    ("pyarrow.feather", "read_feather", 0, "source"),
    ("cv2", "imread", 0, "filename"),
    ("soundfile", "read", 0, "file"),
)


def _synced_nowhere(sync: Callable[[Any], None]) -> Callable[[Any], None]:
    """`os.fsync` (or `fdatasync`) that takes a file written to nowhere as synced: the null
    device refuses it (EINVAL), where rank 0's real file takes it (a logger that syncs its
    log at each flush stopped rank 1)."""

    @functools.wraps(sync)
    def wrapper(fd: Any) -> None:
        try:
            return sync(fd)
        except OSError as error:
            if error.errno != errno.EINVAL or not _is_nowhere(fd):
                raise
            return None

    return wrapper


def _is_nowhere(fd: Any) -> bool:
    """Whether the descriptor (or file object) is the null device."""
    try:
        found = os.fstat(fd if isinstance(fd, int) else fd.fileno())
        null = os.stat(os.devnull)
    except (OSError, AttributeError, ValueError):
        return False
    return stat.S_ISCHR(found.st_mode) and found.st_rdev == null.st_rdev


class SharedFiles:
    def __init__(
        self, session: Session, view: PathView, paced: Callable[[], bool] = lambda: True
    ) -> None:
        self.session = session
        self.view = view  # what this rank has made, for the others' look at the disk
        # Whether a DataLoader's split passes pace the ranks' training (every rank takes its
        # slice of each batch): where none does, the ranks may reach a write apart.
        self._paced = paced
        self.patches = session.patches  # the session's one stack
        self._as_rank_zero: dict[str, str] = {}  # this rank's name of a file -> rank 0's

    def install(self) -> None:
        swap = self.patches.swap
        if self.session.rank > 0:
            nowhere = open(os.devnull, "w")  # noqa: SIM115 (lives as long as the job)
            swap(sys, "stdout", nowhere)
            swap(sys, "stderr", nowhere)
        swap(torch, "save", self._save_once(torch.save))
        if self.session.distributed:
            when = self.patches.when_imported
            # As the script imports it: importing it here would import protobuf before a
            # script chooses its implementation (an old generated caffe_pb2 needs the
            # pure-Python one, set in os.environ before protobuf is first imported).
            when("torch.utils.tensorboard.writer", self._one_event_writer)
            for module, *writer in _C_WRITERS:
                when(module, functools.partial(self._write_once, *writer))
            for module, *reader in _C_READERS:
                when(module, functools.partial(self._read_as_written, *reader))
            when("h5py", Hdf5Files(self).install)
        opener = self._rank_zero_open(builtins.open)
        swap(builtins, "open", opener)
        swap(io, "open", opener)
        if self.session.rank > 0:
            for name in ("fsync", "fdatasync"):
                if hasattr(os, name):
                    swap(os, name, _synced_nowhere(getattr(os, name)))

    def _one_event_writer(self, writer: Any) -> None:
        """TensorBoard's writer: events from rank 0 alone, in rank 0's folder."""
        if self.session.rank > 0:
            self.patches.swap(writer, "FileWriter", _NoEvents)
        init = writer.SummaryWriter.__init__
        self.patches.swap(writer.SummaryWriter, "__init__", self._rank_zero_folder(init))

    def _save_once(self, save: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(save)
        def wrapper(obj: Any, f: Any, *args: Any, **kwargs: Any) -> None:
            if not isinstance(f, (str, os.PathLike)):
                return save(obj, f, *args, **kwargs)  # a file object: `open` saw to it
            path = Path(f)
            self.view.made(path)
            if self.session.rank == 0:
                partial = _partial(path)
                try:
                    save(obj, partial, *args, **kwargs)
                    os.replace(partial, path)
                finally:
                    partial.unlink(missing_ok=True)
            self.written(path, call_site(2, own_code=True), f"torch.save({str(f)!r})")
            return None

        return wrapper

    def _write_once(self, name: str, index: int, keyword: str, done: Any, module: Any) -> None:
        """`module.name`, a writer from C given its path at `index` or `keyword`: rank 0
        writes the script's file under a temporary name renamed into place, the others
        nothing, and they meet as at `torch.save`."""
        write = getattr(module, name, None)
        if write is None:
            return

        @functools.wraps(write)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            named = _path_of(args, kwargs, index, keyword)
            if not isinstance(named, (str, os.PathLike)) or not self.for_the_script(named):
                return write(*args, **kwargs)  # a file object, or a package's own file
            path = Path(named)
            self.view.made(path)
            result = done
            if self.session.rank == 0:
                partial = path.with_name(f".{path.stem}.partial-{os.getpid()}{path.suffix}")
                args, kwargs = _with_path(args, kwargs, index, keyword, str(partial))
                try:
                    result = write(*args, **kwargs)
                    os.replace(partial, path)
                finally:
                    partial.unlink(missing_ok=True)
            self.written(path, call_site(2, own_code=True), f"{name}({str(named)!r})")
            return result

        self.patches.swap(module, name, wrapper)

    def _read_as_written(self, name: str, index: int, keyword: str, module: Any) -> None:
        """`module.name`, a reader from C given its path at `index` or `keyword`: the file
        read is rank 0's of that name, as `open` reads it (`_rank_zero_open`)."""
        read = getattr(module, name, None)
        if read is None:
            return

        @functools.wraps(read)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            named = _path_of(args, kwargs, index, keyword)
            if isinstance(named, (str, os.PathLike)):
                path = self.to_read(named)
                args, kwargs = _with_path(args, kwargs, index, keyword, path)
            return read(*args, **kwargs)

        self.patches.swap(module, name, wrapper)

    def _rank_zero_folder(self, init: Callable[..., None]) -> Callable[..., None]:
        """A SummaryWriter given no folder takes rank 0's default (the time to the second,
        which may differ between ranks); only the main thread meets the other ranks, and where
        the script asked its rank (a writer perhaps made on rank 0 alone), none waits there."""

        @functools.wraps(init)
        def wrapper(writer: Any, log_dir: Any = None, comment: str = "", *args: Any, **kw: Any):
            if not log_dir and _main_thread():
                stamp = datetime.datetime.now().strftime("%b%d_%H-%M-%S")
                log_dir = os.path.join("runs", f"{stamp}_{socket.gethostname()}{comment}")
                if self.session.rank_asked:  # perhaps made on rank 0 alone: read as a file
                    self.view.written(log_dir, call_site(2, own_code=True))
                    log_dir = self.view.to_read(log_dir)
                else:
                    log_dir = self.session.gather(log_dir)[0]
            init(writer, log_dir, comment, *args, **kw)

        return wrapper

    def written(self, path: Path, line: str, what: str | None = None, meet: bool = True) -> None:
        """The script wrote `path` whole at `line` (the main thread only: other threads'
        order differs between ranks). A script that never asked its rank writes on every rank:
        the ranks meet there (unless not `meet`: a file closed by the garbage collector, at no
        point of the script), so that a read right after sees rank 0's file. One that asked
        may write on rank 0 alone: no rank waits, and a rank whose write went nowhere waits at
        its read (path_view.py)."""
        if not _main_thread():
            return
        if self.session.rank_asked:
            self.view.written(path, line)
        elif self._apart():
            self.view.written(path, line, latest=True)
        elif meet:
            self.meet(what or f"closing {str(path)!r}", line, str(path))

    def meeting(self) -> bool:
        """Whether the ranks meet where the script writes a file (`written`): the main thread
        of a script that never asked its rank, its ranks paced alike."""
        return _main_thread() and not self.session.rank_asked and not self._apart()

    def _apart(self) -> bool:
        """Whether the ranks may reach this write apart, so that meeting there could pair it
        with another rank's collective: a model ran and no DataLoader paces the ranks (an RL
        loop, each rank its own episodes, saving where its own score improved: a DQN of batch
        l stopped so), on one machine, where a read waits for rank 0's write instead
        (path_view.py). Before any model runs, the ranks run the same code alike."""
        apart = self.session.model_ran and not self._paced()
        return apart and self.session.placement.machines == 1

    def meet(self, what: str, site: str, name: str) -> None:
        """Meet the other ranks at the file `name` the script writes at `site` (its line): a
        name that differs by rank is rank 0's."""
        known = site != UNKNOWN_PLACE
        said = self.session.barrier(what, f"a file written at {site}" if known else None)
        if len(set(said)) == 1:
            return
        names = self.session.gather(name)  # every rank comes here: each holds the same `said`
        if name != names[0]:
            self._as_rank_zero[name] = names[0]
        self.session.say_once(
            "names apart",
            f"the ranks named a file differently at {site}: "
            + ", ".join(f"rank {r} {n}" for r, n in enumerate(names))
            + " (a name made from the clock, which each rank reads at another moment): rank "
            "0's file is the one written, and a rank that reads its own name reads it",
        )

    def to_read(self, file: Any) -> Any:
        """The file a rank reads for the path `file`: rank 0's name of it, once rank 0 wrote
        it."""
        return self.view.to_read(self._as_rank_zero.get(os.fspath(file), file))

    def for_the_script(self, file: Any) -> bool:
        """Whether a write of `file` is the script's (its own code's, or a package's it named
        the path to), not a package's own (a cache)."""
        return called_by_the_script() or self._written_for_the_script(file)

    def _written_for_the_script(self, file: Any) -> bool:
        """An installed package writing a file the script named to it (pandas' `to_csv`,
        NumPy's `save`, matplotlib's `savefig`: the path among the arguments of the package's
        function the script called): the script's file. What a package writes of its own
        naming at the script's call (MLflow's store, a cache) is left to it."""
        key = os.path.abspath(os.fspath(file))
        frame, callee = sys._getframe(1), None
        while frame is not None and frames.own_code(frame) is not frame:
            frame, callee = frame.f_back, frame
        if frame is None or callee is None or "-packages" not in callee.f_code.co_filename:
            return False
        return any(_names(value, key) for value in callee.f_locals.values())

    def _rank_zero_open(self, open_: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(open_)
        def wrapper(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
            if isinstance(file, (str, os.PathLike)) and not _WRITING & set(mode):
                file = self.to_read(file)
            if not (_WRITING & set(mode) and isinstance(file, (str, os.PathLike))):
                return open_(file, mode, *args, **kwargs)
            if kwargs.get("opener") is not None or len(args) > _OPENER:
                # the opener decides what is opened: tempfile's TemporaryFile opens an
                # unnamed file in the folder it names, no file of that name
                return open_(file, mode, *args, **kwargs)
            if "x" in mode and self.view.there(file):
                return open_(file, mode, *args, **kwargs)  # FileExistsError, on every rank
            self.view.made(file)  # by the script or a package: it is there for this rank now
            if not self.for_the_script(file):
                return open_(file, mode, *args, **kwargs)  # a package's own (a cache)
            path = os.fspath(file)
            if str(path).startswith(_SPECIAL):
                return open_(file, mode, *args, **kwargs)
            # truncated as it opens, so written whole, also where the script reads it back
            # through the same handle ("w+": zipfile's archives, so np.savez)
            whole = "w" in mode or "x" in mode
            if self.session.rank > 0:
                target = open_nowhere(mode.replace("x", "w"), *args, **kwargs)
            elif whole:
                target = open_(_partial(Path(path)), mode.replace("x", "w"), *args, **kwargs)
            else:
                return open_(file, mode, *args, **kwargs)  # appended or updated in place
            if not whole:
                return target
            site = call_site(2, own_code=True)
            return _WrittenWhole(target, Path(path), self.session.rank == 0, self.written, site)

        return wrapper


def _main_thread() -> bool:
    """The main thread of the main process (not a loader worker): the one that meets the other
    ranks, and whose order of writes is every rank's."""
    return threading.current_thread() is threading.main_thread() and (
        torch.utils.data.get_worker_info() is None
    )


def _names(value: Any, key: str) -> bool:
    """Whether an argument is the path `key` (absolute), or a tuple, list or dict holding it
    (a decorator's `*args` and `**kwargs`)."""
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (tuple, list)):
        return any(_names(item, key) for item in value[:8])
    if isinstance(value, (str, os.PathLike)):
        try:
            return os.path.abspath(os.fspath(value)) == key
        except (TypeError, ValueError):
            return False
    return False


def _path_of(args: tuple, kwargs: dict[str, Any], index: int, keyword: str) -> Any:
    """A call's path argument, given at `index` or as `keyword`."""
    return args[index] if len(args) > index else kwargs.get(keyword)


def _with_path(
    args: tuple, kwargs: dict[str, Any], index: int, keyword: str, path: Any
) -> tuple[tuple, dict[str, Any]]:
    """The call's arguments with `path` in place of its path argument."""
    if len(args) > index:
        return (*args[:index], path, *args[index + 1 :]), kwargs
    return args, {**kwargs, keyword: path}


def _partial(path: Path) -> Path:
    return path.with_name(f".{path.name}.partial-{os.getpid()}")


class _WrittenWhole:
    """A file object written under a temporary name (rank 0) or to nowhere (other ranks):
    closing it renames the file into place and says it is written."""

    def __init__(
        self,
        file: Any,
        path: Path,
        writes: bool,
        written: Callable[[Path, str, str | None, bool], None],
        site: str,
    ) -> None:
        self._file = file
        self._path = path
        self._writes = writes
        self._said_written = written
        self._site = site  # the script's line that opened it: what the ranks' reads match
        self._done = False

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._file, name)
        if not callable(value):
            return value
        # A method that keeps this object too, not the file alone: `open(path, "w").write(s)`
        # drops the object before the call, whose finish would close the file under it.
        return functools.partial(_kept_call, self, value)

    def __iter__(self) -> Any:
        return iter(self._file)

    def __enter__(self) -> _WrittenWhole:
        return self

    def __exit__(self, kind: Any, error: Any, tb: Any) -> None:
        self._finish(keep=kind is None)

    def close(self) -> None:
        self._finish(keep=True)

    def __del__(self) -> None:  # a file never closed by the script: kept, meeting no rank
        self._finish(keep=True, meet=False)

    @property
    def closed(self) -> bool:
        return self._file.closed

    def _finish(self, keep: bool, meet: bool = True) -> None:
        if self.__dict__.get("_done", True):  # done, or never built
            return
        self._done = True
        self._file.close()
        if self._writes and not keep:  # the script failed while writing: no half-written file
            Path(self._file.name).unlink(missing_ok=True)
        if keep:
            if self._writes:
                os.replace(self._file.name, self._path)
            self._said_written(self._path, self._site, None, meet)


def _kept_call(owner: Any, method: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """`method(*args, **kwargs)`, `owner` held until it returns."""
    return method(*args, **kwargs)


class _NoEvents:
    """torch's TensorBoard FileWriter on ranks above 0: the same calls, no event file."""

    def __init__(self, log_dir: str, *args: Any, **kwargs: Any) -> None:
        self._log_dir = str(log_dir)
        os.makedirs(self._log_dir, exist_ok=True)  # as rank 0's writer makes it

    def get_logdir(self) -> str:
        return self._log_dir

    # Defined on the class, not only answered per instance: a library that patches the
    # writer's methods (MLflow's autolog) looks them up on the class.
    def add_event(self, *args: Any, **kwargs: Any) -> None:
        pass

    add_summary = add_graph = add_onnx_graph = flush = close = reopen = add_event

    def __getattr__(self, name: str) -> Callable[..., None]:
        return lambda *args, **kwargs: None  # what later versions add
