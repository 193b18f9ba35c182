"""The one way multigpu starts processes: torch elastic's agent, the engine behind torchrun.

`launch()` (a Python function as the entrypoint) and `multigpu launch` (a script, run by the
same Python) both come here: the node is prepared, the rendezvous described, the agent started
and watched, and its failures turned into one line that names the rank that failed first
(failure_lines.py).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import tempfile
import time
import traceback
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from torch.distributed.elastic.multiprocessing.api import SignalException
from torch.distributed.elastic.multiprocessing.errors import ChildFailedError
from torch.distributed.elastic.rendezvous.api import RendezvousError
from torch.distributed.launcher.api import LaunchConfig, elastic_launch

from ..core.collectives import RankTimeout
from ..core.errors import DEBUG, Interrupted, InvalidOption, JobFailed, Stopped, UsageError
from ..core.files import create_exclusively
from ..core.torch_compat import quick_rendezvous_names, workers_store_port
from ..hang import flight, launcher_side
from ..hang import watch as hang_watch
from ..hang.board import StoreBoard
from ..hang.report import HangReport
from . import restarts
from .devices import agent_environment
from .failure_lines import (
    describe_failure,
    first_failure_note,
    lost_connection_line,
    silent_exit_line,
)
from .hash_seed import hash_seed_environment
from .nodes import Nodes, check_before_start, network_environment, route_interface
from .store_port import store_port

# Where a failing worker leaves a note (rank, time, error), so that the launcher can name the
# rank that failed first, not one that only lost its peer afterwards: the folder of the
# current start of this node's workers (restarts.py).
FAILURE_DIR = restarts.FAILURE_DIR


# Restarts allowed where none were asked for: none, but on a job whose machines may come and
# go (`--nnodes MIN:MAX`), which exists to go on when one is lost.
ELASTIC_RESTARTS = 3


def check_restarts(max_restarts: int | None) -> None:
    """Every launch path takes `max_restarts` (None: the default); checked before anything
    starts."""
    if max_restarts is None:
        return
    if isinstance(max_restarts, bool) or not isinstance(max_restarts, int) or max_restarts < 0:
        raise InvalidOption("max_restarts", max_restarts, "must be 0 or more")


def restarts_allowed(max_restarts: int | None, nodes: Nodes) -> int:
    if max_restarts is not None:
        return max_restarts
    return ELASTIC_RESTARTS if nodes.min_nodes < nodes.max_nodes else 0


def launch_config(
    processes: int,
    nodes: Nodes,
    logs: Path,
    max_restarts: int | None = None,
    start_method: str = "spawn",
) -> LaunchConfig:
    """torch elastic's configuration for this node. One machine: a c10d rendezvous on
    localhost, its port chosen free. Several: torch's static (node rank given) or c10d
    rendezvous at the endpoint, gloo and nccl on the interface that routes to it."""
    if nodes.several:
        rendezvous: dict[str, Any] = dict(
            min_nodes=nodes.min_nodes,
            max_nodes=nodes.max_nodes,
            run_id=nodes.job_id,
            rdzv_backend="static" if nodes.static else "c10d",
            rdzv_endpoint=nodes.endpoint,
            rdzv_configs=nodes.rdzv_configs(),
            local_addr=route_interface(nodes.host, nodes.port)[1],
        )
    else:  # port 0: the store binds a free port and the workers learn it from the agent
        rendezvous = dict(
            min_nodes=1,
            max_nodes=1,
            run_id=f"multigpu-{uuid.uuid4().hex[:8]}",
            rdzv_backend="c10d",
            rdzv_endpoint="localhost:0",
            local_addr="localhost",
        )
    if "signals_to_handle" in LaunchConfig.__dataclass_fields__:  # torch 2.9 and later
        # The agent passes these on to the workers, which checkpoint and stop; SLURM sends
        # SIGUSR1 (or what --signal says) before it pre-empts a job.
        rendezvous["signals_to_handle"] = "SIGTERM,SIGINT,SIGHUP,SIGQUIT,SIGUSR1,SIGUSR2"
    return LaunchConfig(
        # torch elastic's own files go where ours go, and go with them; each start of the
        # workers gets a folder of its own there.
        logs_specs=restarts.WorkerStarts(logs),
        nproc_per_node=processes,
        max_restarts=restarts_allowed(max_restarts, nodes),
        monitor_interval=0.1,
        start_method=start_method,
        **rendezvous,
    )


def start(
    entrypoint: Callable[..., Any] | str,
    args: tuple[Any, ...],
    *,
    processes: int,
    threads_per_process: int,
    nodes: Nodes,
    max_restarts: int | None = None,
    start_method: str = "spawn",
) -> dict[int, Any]:
    """Start `processes` workers on this node running `entrypoint(*args)` (a function, or a
    program such as the Python interpreter) and wait for them; their results by global rank
    (this node's ranks only)."""
    check_before_start(nodes, processes)
    environment = {
        **agent_environment(threads_per_process),
        **network_environment(nodes),
        **hash_seed_environment(nodes),
        **flight.environment(),
    }
    with (
        _defaults(environment),
        failure_notes() as folder,
        _agent_logs_quiet(),
        quick_rendezvous_names(),
        workers_store_port(store_port),
    ):
        config = launch_config(processes, nodes, folder, max_restarts, start_method)
        try:
            return elastic_launch(config, entrypoint)(*args)
        except SignalException as error:  # the launcher itself got SIGINT/SIGTERM
            raise Interrupted(int(error.sigval)) from None
        except RendezvousError:  # its host's launcher ended the job first (torch's traceback)
            lost = lost_connection_line(restarts.newest(folder))
            host_ended = (
                f"lost the rendezvous at {nodes.rdzv_endpoint}: the machine that "
                "hosts it ended the job (its launcher says why)"
            )
            raise JobFailed(lost or host_ended) from None
        except ChildFailedError as error:
            folder = restarts.newest(folder)  # the last start of the workers: how it ended
            report = launcher_side.written_report(folder)
            if report is None and not _killed_after_a_failure(folder, error):
                report = _report_on_death(folder, processes, error)
            if report is not None:
                print(f"multigpu: {report.short()}", file=sys.stderr, flush=True)
                raise JobFailed(_hang_line(report)) from None
            note = first_failure_note(folder)
            if note and note.get("signal"):  # a worker stopped cleanly on a signal
                raise Interrupted(note["signal"], note.get("detail", "")) from None
            if note and note.get("stopped"):  # every rank stopped together, on purpose
                raise JobFailed(note["stopped"]) from None
            if note and note.get("usage"):  # bad input that only a worker could see
                raise UsageError(f"rank {note['rank']}: {note['usage']}") from None
            if note is None and (silent := silent_exit_line(error, folder)):
                raise JobFailed(silent) from None
            if note is None and (lost := lost_connection_line(folder)):
                raise JobFailed(lost) from None
            raise JobFailed(
                f"rank {note['rank']} failed: {note['error']}" if note else describe_failure(error)
            ) from None


def _killed_after_a_failure(folder: Path, error: ChildFailedError) -> bool:
    """Whether the only ranks that died were killed (SIGKILL) while a rank had failed on its
    own: the agent ends the others so, and one stuck where SIGTERM cannot reach it (a
    TCPStore's set-up, waiting for the rank that failed) dies of SIGKILL. The failure is the
    cause, not the kill. (The OOM killer's SIGKILL comes first: the others then only lose a
    peer, and leave no note of a failure of their own.)"""
    died = [f.signal_name() for f in error.failures.values() if f.exitcode < 0]
    killed = [name for name in died if name != "SIGTERM"]
    return bool(killed) and set(killed) == {"SIGKILL"} and first_failure_note(folder) is not None


def _report_on_death(folder: Path, processes: int, error: ChildFailedError) -> HangReport | None:
    """Where ranks were killed by a signal (SIGKILL from the OOM killer, SIGABRT from gloo), a
    report that names them dead and shows where the others waited."""
    signals = {rank: f.signal_name() for rank, f in error.failures.items() if f.exitcode < 0}
    # SIGTERM is the agent stopping the others once one failed (a program it started shows
    # as failed by it): those ranks waited, they did not die.
    stopped = {rank for rank, name in signals.items() if name == "SIGTERM"}
    died = {rank: name for rank, name in signals.items() if rank not in stopped}
    return launcher_side.report_on_death(folder, processes, died, stopped)


def _hang_line(report: HangReport) -> str:
    where = f" (the whole report: {report.path})" if report.path else ""
    return report.diagnosis + where


@contextlib.contextmanager
def _defaults(environment: dict[str, str]) -> Iterator[None]:
    """Set the variables the user has not set, for the agent and its workers only: the calling
    process's environment is as it was afterwards (a later job may be on other machines)."""
    added = [name for name in environment if name not in os.environ]
    os.environ.update({name: environment[name] for name in added})
    try:
        yield
    finally:
        for name in added:
            os.environ.pop(name, None)


@contextlib.contextmanager
def _agent_logs_quiet() -> Iterator[None]:
    """torch elastic logs every worker failure with its traceback; we report the first failure
    in one line and the worker prints its traceback once, so its logs are for --debug only."""
    logger = logging.getLogger("torch.distributed.elastic")
    level = logger.level
    if not os.environ.get(DEBUG):
        logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


@contextlib.contextmanager
def failure_notes() -> Iterator[Path]:
    """A folder for the workers' failure notes, named to them in the environment."""
    with (
        tempfile.TemporaryDirectory(prefix="multigpu-failures-") as folder,
        variable(FAILURE_DIR, folder),
    ):
        yield Path(folder)


@contextlib.contextmanager
def variable(name: str, value: str) -> Iterator[None]:
    """`name=value` in this process's environment (so for the workers it starts), then as it
    was before."""
    previous = os.environ.get(name)
    os.environ[name] = value
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = previous


def worker_failed(rank: int, error: BaseException, step: int = 0) -> bool:
    """Called by a failing worker: under our agent, leave a note where the launcher will look
    (and a later start of the workers, which says how this one ended: `step` is the last the
    loop logged) and print the traceback once, from the first rank to fail and only for an
    unexpected error (or with --debug). Returns False when no agent of ours is watching."""
    folder = os.environ.get(FAILURE_DIR)
    if not folder:
        return False
    expected = isinstance(error, (UsageError, Stopped, Interrupted))
    lost_peer = _lost_a_peer(error)
    report = _hang_on_failure(error, lost_peer)
    if report is not None:
        _note_hang(Path(folder), rank, report)
        return True
    first = not lost_peer and _first_to_fail(Path(folder))
    if first and (not expected or os.environ.get(DEBUG)):
        traceback.print_exception(error)
    note = {
        "rank": rank,
        "time": time.time(),
        "error": f"{type(error).__name__}: {error}",
        "lost_peer": lost_peer,
        "step": step,
        **restarts.where_in_job(),
    }
    if isinstance(error, Interrupted):
        note.update(signal=error.signum, detail=error.detail)
    elif isinstance(error, Stopped):
        note.update(stopped=str(error))
    elif isinstance(error, UsageError):
        note.update(usage=_last_line(str(error)))
    with contextlib.suppress(OSError):
        (Path(folder) / f"rank-{rank}.json").write_text(json.dumps(note))
    if lost_peer and not _restarts_left():  # the rank whose failure this is should end
        time.sleep(_peer_grace_s())  # first and be the one named (a restart names nobody)
    return True


def _restarts_left() -> bool:
    """True where torch elastic will start this node's workers again after this failure."""
    done = int(os.environ.get("TORCHELASTIC_RESTART_COUNT", "0"))
    return done < int(os.environ.get("TORCHELASTIC_MAX_RESTARTS", "0"))


def watch_for_hangs(
    rank: int,
    world_size: int,
    timeout_s: float,
    report_dir: Path,
    step: Callable[[], int] | None = None,
) -> hang_watch.HangWatch | None:
    """Start this worker's hang watchdog (under our agent, in a job of several ranks); `step`
    reads the step the loop reached, left where the launcher stops this rank (a later start
    says it)."""
    folder = os.environ.get(FAILURE_DIR)
    if not folder or world_size < 2:
        return None
    if rank == 0:
        (Path(folder) / launcher_side.REPORT_DIR_FILE).write_text(str(report_dir.resolve()))

    def on_hang(report: HangReport) -> None:  # on the watchdog's thread: the main one is stuck
        _note_hang(Path(folder), rank, report)
        os._exit(1)

    def on_lost() -> None:
        if step is not None:
            restarts.note_reached(Path(folder), rank, step())

    watch = hang_watch.HangWatch(
        rank,
        world_size,
        timeout_s,
        Path(folder),
        report_dir,
        on_hang,
        board=StoreBoard.for_job(),
        on_lost=on_lost,
    )
    watch.start()
    return watch


def _hang_on_failure(error: BaseException, lost_peer: bool) -> HangReport | None:
    """A wait that timed out in the main thread reports the hang as the watchdog would; a rank
    that failed otherwise leaves its state for the launcher's report, should another rank have
    died meanwhile: a lost peer's error above all, but gloo's words for one vary, and a rank
    that left nothing is in the report as waiting in no collective (a CI run said a rank that
    aborted in a collective the ranks had called apart died while the others waited for
    nothing)."""
    watch = hang_watch.active()
    if watch is None:
        return None
    watch.failed(error)
    if _timed_out(error) and not lost_peer:
        # Another rank, or this rank's watchdog, may be gathering the report already: wait
        # for it (this rank's watchdog answers meanwhile) rather than end the job before it
        # is written, and logged where rank 0's watchdog logs it.
        report = watch.report() or _wait_for_report(watch.folder)
        if report is not None:
            watch.wait_for_delivery()
        return report
    watch.answer(hang_watch.LOST)
    return None


def _wait_for_report(folder: Path) -> HangReport | None:
    until = time.monotonic() + hang_watch.ANSWER_DEADLINE_S + 2
    while time.monotonic() < until:
        report = launcher_side.written_report(folder)
        if report is not None:
            return report
        time.sleep(0.1)
    return None


def _timed_out(error: BaseException) -> bool:
    return isinstance(error, RankTimeout) or "Timed out" in str(error) or "timed out" in str(error)


def _note_hang(folder: Path, rank: int, report: HangReport) -> None:
    note = {"rank": rank, "time": time.time(), "error": report.diagnosis, "hang": report.path}
    with contextlib.suppress(OSError):
        (folder / f"rank-{rank}.json").write_text(json.dumps(note))


# How long a rank that only lost its connection to another waits before it ends.
PEER_GRACE_S = 2.0
# On several machines, longer: the launcher of the machine where a rank died asks this one
# where it was, through the job's store (hang/board.py), and sends the report back (this
# rank's watchdog then ends it, at once).
PEER_GRACE_ACROSS_MACHINES_S = launcher_side.LOST_WAIT_S + 3.0


def _peer_grace_s() -> float:
    return PEER_GRACE_S if StoreBoard.for_job() is None else PEER_GRACE_ACROSS_MACHINES_S


# gloo's words for a peer gone: a read that found the socket closed or reset, or a write into
# one (EPIPE's "Broken pipe": the side that was sending when the peer aborted).
_PEER_LOST = (
    "Connection closed by peer",
    "Connection reset by peer",
    "Broken pipe",
    "their process ended",
)


def _lost_a_peer(error: BaseException) -> bool:
    """The error only says that another rank went away: a consequence, not a cause."""
    return any(marker in str(error) for marker in _PEER_LOST)


def _first_to_fail(folder: Path) -> bool:
    """True for one rank only, also when several fail at once (the same error in every rank):
    the one that creates the marker. Every rank that fails on its own tries, whatever its error,
    before it leaves its note: a rank whose expected error came first keeps the traceback of a
    later one unprinted, and no note can hide the first rank's own traceback from it."""
    return create_exclusively(folder / "traceback")


def _last_line(text: str) -> str:
    """An error's own line, also when a DataLoader worker wrapped it with its traceback."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    line = lines[-1] if lines else text
    return line.split(": ", 1)[-1] if "Original Traceback" in text else line
