"""The watchdog in every worker: it notices a wait past the timeout and gathers the report.

A daemon thread polls, without the main thread's cooperation:
- torch's Flight Recorder for this rank's oldest unfinished collective; once it has waited the
  job's timeout, this rank claims the report (one rank does, the first to claim it), asks every
  rank for its snapshot through the job's folder, and writes the report;
- the job's folder for requests (a report, `multigpu stacks`), answered with a snapshot.

Each worker also leaves its Python stacks in the folder if it dies of a fatal signal
(`faulthandler`), so a rank that aborted (gloo aborts on a size mismatch) still shows where.
And when the launcher stops it (SIGTERM: another rank failed), it leaves its snapshot first,
so the report shows what it was waiting for, not only its stacks.
"""

from __future__ import annotations

import contextlib
import faulthandler
import json
import os
import re
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import IO

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

from ..core.errors import DEBUG
from ..core.files import create_exclusively, write_atomic
from . import flight, loader_workers
from .board import ADDRESS_FILE, StoreBoard
from .report import HangReport
from .snapshot import NO_ANSWER, RankSnapshot, take
from .stacks import parse_faulthandler

POLL_S = 0.25
# The recorder is read less often than requests are looked for: one read of its 256 entries
# holds Python's lock for about 2 ms on a CPU. A twentieth of the timeout keeps the timeout the
# user gets within 5% of the one given, up to 2 s (benchmarks/hang_recorder.py measures it).
RECORDER_SHARE_OF_TIMEOUT = 1 / 20
RECORDER_LOOK_MAX_S = 2.0
# How long the reporting rank waits for the others' snapshots: a rank that does not answer
# in this time is blocked in native code holding Python's lock, or gone.
ANSWER_DEADLINE_S = 5.0
REPORT = "hang"  # the request every rank answers when a hang is reported
REPORT_FILE = "hang-report.json"  # the report, for the launcher, in the job's folder
SINKS, DELIVERED = "sinks", "report-delivered"  # a rank logs reports; it has logged this one
# Logging the report may first open the logger (MLflow: an import and a run, seconds on a
# loaded machine).
SINK_WAIT_S = 10.0
LOST = "lost"  # the request name under which ranks that lost a peer leave their snapshot
# A stopped rank whose main thread is held in native code cannot run its handler: after this
# long the watchdog leaves the snapshot and ends the process instead.
STOPPED_GRACE_S = 1.0
# How long the reporting rank waits for the other machines' ranks to have the report (then it
# ends, and the store with rank 0, or soon after: board.py).
COPIED_WAIT_S = 3.0


class HangWatch:
    def __init__(
        self,
        rank: int,
        world_size: int,
        timeout_s: float,
        folder: Path,
        report_dir: Path,
        on_hang: Callable[[HangReport], None],
        board: StoreBoard | None = None,
        on_lost: Callable[[], None] | None = None,
    ) -> None:
        self.rank = rank
        self._on_lost = on_lost  # called as the rank answers LOST (it is being stopped)
        self.board = board  # the other machines' ranks, for a job on several (board.py)
        self._published = False  # the report went through the board (or came from it)
        self.world_size = world_size
        self.timeout_s = timeout_s
        self.folder = folder
        self.report_dir = report_dir
        self._on_hang = on_hang
        self._answered: set[str] = set()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="multigpu-hang-watch", daemon=True)
        self._fatal: IO[str] | None = None
        self._stderr_before = False
        self._error: BaseException | None = None  # what the main thread failed with
        self._sinks: list[Callable[[Path], None]] = []  # where a report is logged (trackers)
        self._delivering = threading.Lock()  # the watchdog and a failing main thread both may
        self._term_handler_set = False
        self._pid = os.getpid()
        self._alive: IO[str] | None = None  # its lock says this rank lives (`is_alive`)
        self._stopped_since: float | None = None  # when faulthandler showed a SIGTERM
        self._fatal_size = 0
        self._recorder_every_s = min(
            max(timeout_s * RECORDER_SHARE_OF_TIMEOUT, POLL_S), RECORDER_LOOK_MAX_S
        )
        self._recorder_next = 0.0

    def start(self) -> None:
        global _active
        self.folder.mkdir(parents=True, exist_ok=True)
        self._alive = held_while_alive(self.folder / f"pid-rank-{self.rank}")
        if self.board is not None:
            where = {"address": self.board.address, "world_size": self.world_size}
            (self.folder / ADDRESS_FILE).write_text(json.dumps(where))
        # The stacks go to the job's folder (the report shows them), also where the user had
        # faulthandler write to standard error; that is restored at the end.
        self._stderr_before = faulthandler.is_enabled()
        self._fatal = open(self.folder / f"fatal-rank-{self.rank}.txt", "w")  # noqa: SIM115
        faulthandler.enable(self._fatal, all_threads=True)
        # torch elastic's agent sends SIGTERM to the others within 0.1 s of a rank's death:
        # answer before ending (set first: faulthandler's handler chains to it).
        on_main = threading.current_thread() is threading.main_thread()
        if on_main and signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
            signal.signal(signal.SIGTERM, self._on_stop_signal)
            self._term_handler_set = True
        # And where it was when the launcher stopped it (the others' failure ends the job).
        faulthandler.register(signal.SIGTERM, self._fatal, all_threads=True, chain=True)
        self._thread.start()
        _active = self

    def add_sink(self, sink: Callable[[Path], None]) -> None:
        """Give every report to `sink` too (rank 0's trackers: the report as an artifact); the
        reporting rank, whichever it is, waits a moment for it before ending the job."""
        self._sinks.append(sink)
        (self.folder / SINKS).touch()

    def stop(self) -> None:
        global _active
        self._stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout=2 * POLL_S)
        if self._fatal is not None:
            faulthandler.disable()
            faulthandler.unregister(signal.SIGTERM)
            self._fatal.close()
            self._fatal = None
            if self._stderr_before:
                faulthandler.enable()
        if self._term_handler_set and threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            self._term_handler_set = False
        if self._alive is not None:
            self._alive.close()
            self._alive = None
        _active = None

    def _on_stop_signal(self, signum: int, frame: FrameType | None) -> None:
        """SIGTERM, on the main thread: leave the snapshot, then end as SIGTERM would."""
        if os.getpid() == self._pid and not self._stop.is_set():  # not in a forked child
            if LOST not in self._answered:
                self.answer(LOST, interrupted=frame)
            self.stop()
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)

    def _stopped_while_held(self) -> bool:
        """The launcher's SIGTERM came (faulthandler wrote the stacks, our handler is the one
        set) but the main thread, held in native code, has not run the handler for a while:
        a collective's wait, or the store's while the group forms (a rank that died before
        joining left the others there until torch elastic's SIGKILL, 30 s later)."""
        if self._fatal is None or LOST in self._answered:
            return False
        size = os.fstat(self._fatal.fileno()).st_size
        grew, self._fatal_size = size > self._fatal_size, size
        if grew and signal.getsignal(signal.SIGTERM) == self._on_stop_signal:
            self._stopped_since = self._stopped_since or time.monotonic()
        held = self._stopped_since is not None
        return held and time.monotonic() - self._stopped_since > STOPPED_GRACE_S

    # -- the watchdog's loop --------------------------------------------------------------------

    def _watch(self) -> None:
        while not self._stop.wait(POLL_S):
            try:
                requests, published = self.board.poll() if self.board else ([], None)
                self._answer_requests(requests)
                self._deliver()
                if published is not None:
                    self._take_published(published)
                if self._stopped_while_held():
                    self.answer(LOST)
                    os._exit(128 + signal.SIGTERM)
                if self._waited_past_timeout():
                    report = self.report()
                    if report is not None:
                        self._on_hang(report)
            except Exception:  # the watchdog never ends a job by itself failing
                if os.environ.get(DEBUG):
                    raise

    def _waited_past_timeout(self) -> bool:
        """This rank's oldest unfinished collective has waited the timeout (the recorder is
        read every `_recorder_every_s`)."""
        now = time.monotonic()
        if now < self._recorder_next:
            return False
        self._recorder_next = now + self._recorder_every_s
        pending = flight.oldest_pending()
        return pending is not None and flight.waited(pending) >= self.timeout_s

    def _answer_requests(self, posted: list[str]) -> None:
        """The requests in this machine's folder and those `posted` on the board."""
        names = [request.name.removeprefix("request-") for request in self.folder.glob("request-*")]
        for name in names + posted:
            if name not in self._answered:
                self.answer(name)

    def _take_published(self, text: str) -> None:
        """A report a rank of another machine made: into this machine's folder (its launcher
        reads it there), then this rank ends with the job, as the launcher ends the reporting
        machine's other ranks."""
        if self.board is None or self._published:
            return
        self._published = True
        data = json.loads(text)
        report = HangReport.from_json(data, data.get("path"))
        # A launcher's report (a rank died on another machine) has no file yet: rank 0 writes
        # it where it writes its own, says where, and stays until that launcher has read it
        # (the store ends with rank 0, or soon after).
        for_launcher = report.path is None and self.rank == 0
        if for_launcher:
            report.write(self.report_dir)
            text = json.dumps({**data, "path": report.path})
            self.board.publish(text)
        if not (self.folder / REPORT_FILE).exists():
            write_atomic(self.folder / REPORT_FILE, lambda f: f.write(text))
        self.board.acknowledge()
        if for_launcher:
            self.board.wait_until_where_read(COPIED_WAIT_S)
        self._on_hang(report)

    def _deliver(self) -> None:
        """A report another rank wrote, to this rank's sinks (once)."""
        if not self._sinks:
            return
        with self._delivering, contextlib.suppress(OSError, ValueError):
            if (self.folder / DELIVERED).exists():
                return
            path = json.loads((self.folder / REPORT_FILE).read_text())["path"]
            for sink in self._sinks:
                sink(Path(path))
            (self.folder / DELIVERED).touch()

    # -- requests and answers -------------------------------------------------------------------

    def failed(self, error: BaseException) -> None:
        """The main thread failed with `error`: snapshots show it where it was raised."""
        self._error = error

    def answer(self, name: str, interrupted: FrameType | None = None) -> None:
        """This rank's snapshot, for the request called `name` (from a signal handler: with
        the frame the signal `interrupted`)."""
        if name == LOST and self._on_lost is not None:
            with contextlib.suppress(Exception):  # what it leaves is a courtesy
                self._on_lost()
        snapshot = take(self.rank, self._error, interrupted)
        if interrupted is None and snapshot.waits_for_a_batch():
            snapshot.loader_at = loader_workers.where_stuck(self.folder)
        path = self.folder / f"answer-{name}-rank-{self.rank}.json"
        write_atomic(path, lambda f: json.dump(snapshot.to_json(), f))
        if self.board is not None:  # LOST: for the launcher of the machine whose rank died
            self.board.answer(name, self.rank, json.dumps(snapshot.to_json()))
        # Only once written: a SIGTERM that interrupts the writing answers again, whole.
        self._answered.add(name)

    def report(self) -> HangReport | None:
        """Claim the report and write it; None where another rank claimed it first."""
        if not self._claim():
            return None
        self._published = True  # this rank's own watchdog does not take it as another's
        self.answer(REPORT)
        if self.board is not None:
            self.board.request(REPORT)
        ranks = collect(self.folder, REPORT, self.world_size, ANSWER_DEADLINE_S, self.board)
        report = HangReport.build(ranks, self.timeout_s)
        report.write(self.report_dir)
        data = {**report.to_json(), "path": report.path}
        write_atomic(self.folder / REPORT_FILE, lambda f: json.dump(data, f))
        self._deliver()
        if self.board is not None:
            self.board.publish(json.dumps(data))
            self.board.wait_for_copies(self.world_size - 1, COPIED_WAIT_S)
        self.wait_for_delivery()
        return report

    def wait_for_delivery(self) -> None:
        """Where rank 0 logs reports (an MLflow artifact), wait a little for it to have logged
        the report: the job ends when this rank does, and the logging runs on rank 0's
        watchdog thread, which ends with its process."""
        if (self.folder / SINKS).exists():
            until = time.monotonic() + SINK_WAIT_S
            while not (self.folder / DELIVERED).exists() and time.monotonic() < until:
                time.sleep(0.05)

    def _claim(self) -> bool:
        """The first rank of the job to claim the report (of this machine, where no board
        answers); the claim file also asks this machine's ranks for their answers."""
        here = create_exclusively(self.folder / f"request-{REPORT}")
        everywhere = self.board.claim(REPORT) if self.board is not None else None
        return here if everywhere is None else everywhere


_active: HangWatch | None = None


def active() -> HangWatch | None:
    """This process's watchdog, if one runs."""
    return _active


def _forget_in_child() -> None:
    """A process the rank forks (a multiprocessing.Pool's worker, a DataLoader's) is not the
    rank: it must not write stacks into the rank's file when its parent ends it with SIGTERM
    (Pool.terminate does), where the rank's watchdog took the stacks for the launcher's stop
    and ended the rank with exit code 143 (seen with a segmentation trainer's data set that
    scans its files with a Pool)."""
    if _active is None:
        return
    with contextlib.suppress(RuntimeError, ValueError):
        faulthandler.unregister(signal.SIGTERM)
        faulthandler.disable()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    loader_workers.register_in_child(_active.folder)  # the rank may ask where it is


os.register_at_fork(after_in_child=_forget_in_child)


def collect(
    folder: Path,
    name: str,
    world_size: int,
    deadline_s: float,
    board: StoreBoard | None = None,
    awaited: set[int] | None = None,
) -> dict[int, RankSnapshot]:
    """Every rank's answer to the request `name` (from this machine's folder, and the other
    machines' through `board`), waiting up to `deadline_s` for those `awaited` (all); a rank
    that did not answer is shown dead where it left its stacks, silent otherwise."""
    until = time.monotonic() + deadline_s
    everyone = set(range(world_size))
    awaited = everyone if awaited is None else awaited
    ranks: dict[int, RankSnapshot] = {}
    while True:
        for rank in everyone - set(ranks):
            path = folder / f"answer-{name}-rank-{rank}.json"
            with contextlib.suppress(OSError, ValueError):
                ranks[rank] = RankSnapshot.from_json(json.loads(path.read_text()))
        if board is not None and not awaited <= set(ranks):
            for rank, text in board.answers(name, everyone - set(ranks)).items():
                ranks[rank] = RankSnapshot.from_json(json.loads(text))
        if awaited <= set(ranks) or time.monotonic() > until:
            break
        time.sleep(0.05)
    for rank in set(range(world_size)) - set(ranks):
        ranks[rank] = fatal_snapshot(folder, rank) or RankSnapshot(rank, state=NO_ANSWER)
    return ranks


def held_while_alive(path: Path) -> IO[str]:
    """`path`, holding this process's id, locked for as long as the returned file stays open:
    the lock goes with the process however it ends, where an id could be another's by then (a
    job killed hard leaves its folder behind, and ids are reused)."""
    held = open(path, "w")  # noqa: SIM115 (open for the process's life)
    held.write(str(os.getpid()))
    held.flush()
    if fcntl is not None:
        with contextlib.suppress(OSError):  # held already: by a live process, then
            fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
    return held


def is_alive(path: Path) -> bool:
    """Whether the process that wrote `path` (`held_while_alive`) still holds it."""
    with contextlib.suppress(OSError, ValueError):
        if fcntl is None:  # no locks here: the id must do
            os.kill(int(path.read_text()), 0)
            return True
        with open(path) as probe:
            try:
                fcntl.flock(probe, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
    return False


def ranks_here(folder: Path) -> set[int]:
    """The ranks whose watchdog started in `folder` (this machine's, in this start)."""
    return {int(path.name.rsplit("-", 1)[1]) for path in folder.glob("pid-rank-*")}


def left_nothing(folder: Path) -> set[int]:
    """This machine's ranks that ended without a trace: no answer after losing a peer or being
    stopped, no stacks from a fatal signal (SIGKILL, as the OOM killer sends, leaves none)."""

    def traced(rank: int) -> bool:
        fatal = folder / f"fatal-rank-{rank}.txt"
        answered = (folder / f"answer-{LOST}-rank-{rank}.json").exists()
        return answered or (fatal.exists() and fatal.stat().st_size > 0)

    return {rank for rank in ranks_here(folder) if not traced(rank)}


_FATAL = re.compile(r"Fatal Python error: (\w[\w ]*)")
_SIGNALS = {
    "Aborted": "SIGABRT",
    "Segmentation fault": "SIGSEGV",
    "Bus error": "SIGBUS",
    "Floating-point exception": "SIGFPE",
    "Illegal instruction": "SIGILL",
}


def fatal_snapshot(folder: Path, rank: int) -> RankSnapshot | None:
    """A rank that died of a fatal signal, or was stopped by the launcher, from the stacks
    `faulthandler` left."""
    with contextlib.suppress(OSError):
        text = (folder / f"fatal-rank-{rank}.txt").read_text()
        threads = parse_faulthandler(text)
        if match := _FATAL.search(text):
            name = _SIGNALS.get(match.group(1).strip(), match.group(1).strip())
            return RankSnapshot(rank, state=f"died ({name})", threads=threads)
        if threads:
            return RankSnapshot(rank, state="stopped by the launcher", threads=threads)
    return None
