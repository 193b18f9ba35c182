"""The launcher's side of a hang report: read the one a worker wrote, or write one when a rank
died (by a signal: nothing of its own was written) while the others waited for it; and
`multigpu stacks`, the same report for a running job, which goes on."""

from __future__ import annotations

import contextlib
import json
import tempfile
import time
from pathlib import Path

from .board import ADDRESS_FILE, StoreBoard
from .report import HangReport
from .snapshot import NO_ANSWER, RankSnapshot
from .watch import (
    COPIED_WAIT_S,
    LOST,
    REPORT_FILE,
    collect,
    fatal_snapshot,
    is_alive,
    ranks_here,
)

REPORT_DIR_FILE = "report-dir"  # where rank 0 writes its reports, for the launcher to use too


def written_report(folder: Path) -> HangReport | None:
    """The report a worker wrote when a wait ran past the timeout."""
    with contextlib.suppress(OSError, ValueError):
        data = json.loads((folder / REPORT_FILE).read_text())
        return HangReport.from_json(data, data.get("path"))
    return None


def report_on_death(
    folder: Path, processes: int, signals: dict[int, str], stopped: set[int]
) -> HangReport | None:
    """A report for ranks that died by a signal (`signals`: rank -> name), built from what the
    others left when they lost them (or were `stopped` by the launcher) and from the dead
    ranks' own fatal-signal stacks. In a job on several machines the other machines' ranks
    answer through the job's store, and get the report back the same way."""
    world_size, board = _job_board(folder, processes)
    if not signals or world_size < 2:
        return None
    if len(signals) == world_size:
        return None  # nobody waited: every rank died, no hang to explain
    waited_for = set(range(world_size)) - set(signals)
    ranks = collect(folder, LOST, world_size, LOST_WAIT_S if board else 0, board, waited_for)
    for rank in signals:
        ranks[rank] = fatal_snapshot(folder, rank) or RankSnapshot(rank, state=NO_ANSWER)
        ranks[rank].state = f"died ({signals[rank]})"
    for rank in stopped & waited_for:
        if ranks[rank].state == NO_ANSWER:
            ranks[rank].state = "stopped by the launcher before it answered"
    report = HangReport.build(ranks)
    with contextlib.suppress(OSError):  # rank 0's folder for reports, where it is on this machine
        report.write(Path((folder / REPORT_DIR_FILE).read_text()))
    if board is not None:
        board.publish(json.dumps({**report.to_json(), "path": report.path}))
        report.path = _copied(board, len(waited_for - ranks_here(folder))) or report.path
    return report


def _copied(board: StoreBoard, ranks: int) -> str | None:
    """Wait (a little) until the other machines' `ranks` have copied the report (the store
    ends with rank 0, or soon after); returns where rank 0 wrote it, if on another machine (it
    publishes the report again with its path, and stays until this has read it)."""
    board.wait_for_copies(ranks, COPIED_WAIT_S)
    path = None
    with contextlib.suppress(ValueError):
        path = json.loads(board.published() or "{}").get("path")
    board.read_where()
    return path


# How long a launcher that saw a rank die waits for the other machines' ranks to say where they
# were (they answer within a moment of losing it: watch.py).
LOST_WAIT_S = 3.0


def _job_board(folder: Path, processes: int) -> tuple[int, StoreBoard | None]:
    """The job's world size and, for a job on several machines whose store still listens, its
    board (the watchdogs name them in the folder); this machine's `processes` and None
    otherwise."""
    with contextlib.suppress(OSError, ValueError, KeyError):
        where = json.loads((folder / ADDRESS_FILE).read_text())
        board = StoreBoard.at(where["address"])
        # A store that went with a dead rank answers nothing: no one to wait for then.
        return int(where["world_size"]), board if board.listening() else None
    return processes, None


# -- `multigpu stacks`: the same report for a job that is running --------------------------------

JOB_FOLDERS = "multigpu-failures-*"  # the agent's folders for its workers (launcher/agent.py)
WORKERS_FOLDERS = "workers-*"  # one per start of a node's workers (launcher/restarts.py)


def running_jobs(temporary: Path | None = None) -> list[Path]:
    """The folders of the workers alive in this machine's jobs (each start of a job's workers
    has a folder of its own in the job's: launcher/restarts.py)."""
    root = temporary or Path(tempfile.gettempdir())
    starts = root.glob(f"{JOB_FOLDERS}/{WORKERS_FOLDERS}")
    return sorted(folder for folder in starts if _live_ranks(folder))


def stacks_of(folder: Path, deadline_s: float = 5.0) -> HangReport:
    """Ask every live worker of the job in `folder` for its snapshot, without stopping it (on
    several machines, every machine's, through the job's store)."""
    world_size, board = _job_board(folder, max(_live_ranks(folder)) + 1)
    name = f"stacks-{time.time_ns()}"
    (folder / f"request-{name}").touch()
    if board is not None:
        board.request(name)
    try:
        snapshots = collect(folder, name, world_size, deadline_s, board)
    finally:
        for path in [folder / f"request-{name}", *folder.glob(f"answer-{name}-rank-*")]:
            path.unlink(missing_ok=True)
    return HangReport.build(snapshots)


def _live_ranks(folder: Path) -> list[int]:
    return sorted(rank for rank in ranks_here(folder) if is_alive(folder / f"pid-rank-{rank}"))
