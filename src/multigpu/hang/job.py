"""The launcher's side of a hang report: read the one a worker wrote, or write one when a rank
died (by a signal: nothing of its own was written) while the others waited for it; and
`multigpu stacks`, the same report for a running job, which goes on."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path

from .board import ADDRESS_FILE, StoreBoard
from .report import HangReport
from .snapshot import NO_ANSWER, RankSnapshot
from .watch import LOST, REPORT_FILE, collect, fatal_snapshot

REPORT_DIR_FILE = "report-dir"  # where rank 0 writes its reports, for the launcher to use too


def written_report(folder: Path) -> HangReport | None:
    """The report a worker wrote when a wait ran past the timeout."""
    with contextlib.suppress(OSError, ValueError):
        data = json.loads((folder / REPORT_FILE).read_text())
        return HangReport.from_json(data, data.get("path"))
    return None


def report_on_death(
    folder: Path, world_size: int, signals: dict[int, str], stopped: set[int]
) -> HangReport | None:
    """A report for ranks that died by a signal (`signals`: rank -> name), built from what the
    others left when they lost them (or were `stopped` by the launcher) and from the dead
    ranks' own fatal-signal stacks."""
    if not signals or world_size < 2:
        return None
    if len(signals) == world_size:
        return None  # nobody waited: every rank died, no hang to explain
    ranks: dict[int, RankSnapshot] = {}
    for rank in range(world_size):
        with contextlib.suppress(OSError, ValueError):
            path = folder / f"answer-{LOST}-rank-{rank}.json"
            ranks[rank] = RankSnapshot.from_json(json.loads(path.read_text()))
        if rank not in ranks or rank in signals:
            ranks[rank] = fatal_snapshot(folder, rank) or RankSnapshot(rank, state=NO_ANSWER)
        if rank in signals:
            ranks[rank].state = f"died ({signals[rank]})"
        elif rank in stopped and ranks[rank].state == NO_ANSWER:
            ranks[rank].state = "stopped by the launcher before it answered"
    report = HangReport.build(ranks)
    with contextlib.suppress(OSError):
        report.write(Path((folder / REPORT_DIR_FILE).read_text()))
    return report


# -- `multigpu stacks`: the same report for a job that is running --------------------------------

JOB_FOLDERS = "multigpu-failures-*"  # the agent's folders for its workers (launch/agent.py)
WORKERS_FOLDERS = "workers-*"  # one per start of a node's workers (launch/restarts.py)


def running_jobs(temporary: Path | None = None) -> list[Path]:
    """The folders of the workers alive in this machine's jobs (each start of a job's workers
    has a folder of its own in the job's: launch/restarts.py)."""
    root = temporary or Path(tempfile.gettempdir())
    starts = root.glob(f"{JOB_FOLDERS}/{WORKERS_FOLDERS}")
    return sorted(folder for folder in starts if _live_ranks(folder))


def stacks_of(folder: Path, deadline_s: float = 5.0) -> HangReport:
    """Ask every live worker of the job in `folder` for its snapshot, without stopping it (on
    several machines, every machine's, through the job's store)."""
    world_size, board = max(_live_ranks(folder)) + 1, None
    with contextlib.suppress(OSError, ValueError):
        where = json.loads((folder / ADDRESS_FILE).read_text())
        world_size, board = where["world_size"], StoreBoard.at(where["address"])
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
    ranks = []
    for path in folder.glob("pid-rank-*"):
        with contextlib.suppress(OSError, ValueError):
            os.kill(int(path.read_text()), 0)
            ranks.append(int(path.name.rsplit("-", 1)[1]))
    return sorted(ranks)
