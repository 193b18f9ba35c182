"""Every start of a node's workers, and what the one before it left.

torch elastic's agent starts a node's workers more than once in a job: after a failure (up to
`max_restarts` times), and whenever the job re-forms on the machines there are now (`--nnodes
MIN:MAX`: a machine lost, or one that joined; a re-formation uses no restart). Each start gets
a folder of its own beside the job's, `workers-N`, where its workers leave their failure notes
and hang-watch files: a later start never reads an earlier one's as its own. The agent asks our
`LogsSpecs` where its workers' logs go just before it starts them, with their environments;
that is where the folder is made and named to them (torch's own logs specs set each worker's
error file the same way).

Each start records the job's size and its machines (named to each other through the workers'
store); on a later start, rank 0 says how the job re-formed: the nodes and ranks before and
now, the machines that left or joined, the step the previous start reached, or the rank whose
own failure ended it.
"""

from __future__ import annotations

import contextlib
import ipaddress
import json
import os
import re
import socket
from datetime import timedelta
from pathlib import Path
from typing import Any

from torch.distributed.elastic.multiprocessing import DefaultLogsSpecs

from ..core.ranks import WORKERS_START
from ..hang.watch import left_nothing
from .orphans import AGENT_PID

FAILURE_DIR = "MULTIGPU_FAILURE_DIR"  # this start's folder, for its workers
_FOLDER = re.compile(r"workers-(\d+)$")


def start_folder(job: Path, number: int) -> Path:
    return job / f"workers-{number}"


class WorkerStarts(DefaultLogsSpecs):
    """torch's logs specs (its logs in the job's folder), giving each start of the workers its
    own folder."""

    def __init__(self, job: Path) -> None:
        super().__init__(log_dir=str(job))
        self.job = job
        self.count = 0

    def reify(self, envs: dict[int, dict[str, str]]) -> Any:
        self.count += 1
        folder = start_folder(self.job, self.count)
        folder.mkdir(parents=True, exist_ok=True)
        for env in envs.values():
            env[FAILURE_DIR] = str(folder)
            env[AGENT_PID] = str(os.getpid())  # (this process starts them: orphans.py)
            env[WORKERS_START] = str(self.count)
        return super().reify(envs)


def newest(job: Path) -> Path:
    """The folder of the latest start of this node's workers (the job's own before any)."""
    numbers = [int(m.group(1)) for p in job.glob("workers-*") if (m := _FOLDER.search(p.name))]
    return start_folder(job, max(numbers)) if numbers else job


def previous(folder: Path) -> Path | None:
    """The folder of the start before the one in `folder`, on this node; None for the first."""
    match = _FOLDER.search(folder.name)
    if match is None or int(match.group(1)) < 2:
        return None
    return start_folder(folder.parent, int(match.group(1)) - 1)


def notes(folder: Path) -> list[dict[str, Any]]:
    """The failure notes the workers of one start left (rank-N.json), in rank order."""
    found = []
    for path in folder.glob("rank-*.json"):
        with contextlib.suppress(OSError, ValueError):
            found.append(json.loads(path.read_text()))
    return sorted(found, key=lambda note: note.get("rank", 0))


def note_reached(folder: Path, rank: int, step: int) -> None:
    """The step this rank reached, left as the launcher stops it (after another rank died):
    such a rank raises nothing, so leaves no failure note to say it."""
    with contextlib.suppress(OSError):
        (folder / f"reached-rank-{rank}.json").write_text(json.dumps({"step": step}))


def reached(folder: Path) -> int:
    """The furthest step a rank of the start in `folder` said it reached (0: none said)."""
    steps = [note.get("step") or 0 for note in notes(folder)]
    for path in folder.glob("reached-rank-*.json"):
        with contextlib.suppress(OSError, ValueError):
            steps.append(int(json.loads(path.read_text())["step"]))
    return max(steps, default=0)


def where_in_job() -> dict[str, Any]:
    """The job around this rank, in ranks and nodes (recorded at each start, and in notes)."""
    return {
        "world_size": int(os.environ.get("WORLD_SIZE", "1")),
        "nodes": int(os.environ.get("GROUP_WORLD_SIZE", "1")),
    }


JOB_FILE = "job.json"  # each start's size and machines, as its workers saw them
MEMBERS_TIMEOUT_S = 30.0
_announced = False


def started(exchange: bool = True) -> None:
    """Called by every worker as it starts, under our agent: every rank records the job's
    size for a later start, and the node's first rank's record (with `exchange`, also its
    machines, named through the workers' store, which exists once the process group does) is
    the one kept; rank 0 of a later start says how the job re-formed. Once per process: a
    script that `multigpu launch` runs may call `launch()` in it too."""
    global _announced
    folder = os.environ.get(FAILURE_DIR)
    if _announced or not folder:
        return
    _announced = True
    job = where_in_job()
    first = os.environ.get("LOCAL_RANK", "0") == "0"
    if first and exchange and job["nodes"] > 1:
        job["members"] = _members()
    # Every rank records the job's size (the same on each), so that a start whose first rank
    # was stopped before it got here (another rank failed first) still says what it was; the
    # node's first rank's record, with its machines, is the one kept.
    with contextlib.suppress(OSError):
        _record(Path(folder) / JOB_FILE, json.dumps(job), replace=first)
    if os.environ.get("RANK", "0") == "0" and (line := describe_restart(Path(folder), job)):
        print(line, flush=True)


def _record(path: Path, text: str, replace: bool) -> None:
    """Write `path` whole (aside, then moved into place); unless `replace`, only where no
    record is there yet (a link fails where the name exists)."""
    aside = path.with_name(f".{path.name}.{os.getpid()}")
    aside.write_text(text)
    try:
        if replace:
            os.replace(aside, path)
        else:
            with contextlib.suppress(FileExistsError):
                os.link(aside, path)
    finally:
        aside.unlink(missing_ok=True)


def _members() -> list[str] | None:
    """Every node, by node rank: its name (its host name, or where several nodes share one, as
    the tests' network namespaces do, the address its workers talk from), then `|` and its
    agent's process id, so that a machine replaced by another of the same name counts as lost
    and joined. None where the store does not answer in time."""
    import torch.distributed as dist

    from .nodes import route_interface

    try:
        host, port = os.environ["MASTER_ADDR"], int(os.environ["MASTER_PORT"])
        store = dist.TCPStore(
            host,
            port,
            is_master=False,
            wait_for_workers=False,
            timeout=timedelta(seconds=MEMBERS_TIMEOUT_S),
        )
        name = f"{socket.gethostname()} {route_interface(host, port)[1]} {os.getppid()}"
        store.set(f"multigpu/node/{os.environ.get('GROUP_RANK', '0')}", name)
        nodes = int(os.environ.get("GROUP_WORLD_SIZE", "1"))
        names = [store.get(f"multigpu/node/{rank}").decode() for rank in range(nodes)]
    except (KeyError, ValueError, RuntimeError, OSError):
        return None
    hosts = [name.split()[0] for name in names]
    unique = len(set(hosts)) == len(hosts)
    return [name.split()[0 if unique else 1] + "|" + name.split()[2] for name in names]


def describe_restart(folder: Path, now: dict[str, Any]) -> str | None:
    """One line for rank 0 of a later start: the nodes and ranks now (`now`), and how the
    previous start on this node ended (its size, the step it reached, why). None on the first
    start."""
    earlier = previous(folder)
    if earlier is None:
        return None
    before: dict[str, Any] | None = None
    with contextlib.suppress(OSError, ValueError):
        before = json.loads((earlier / JOB_FILE).read_text())
    left = notes(earlier)
    step = reached(earlier)
    at = f", at step {step}" if step else ""
    was = f" (was {_size(before)})" if before else ""
    why = _why(left, before, now, left_nothing(earlier))
    return f"multigpu: the job re-formed on {_size(now)}{was}: {why}{at}"


def _size(job: dict[str, Any]) -> str:
    return f"{_count(job['nodes'], 'node')}, {_count(job['world_size'], 'rank')}"


# gloo names the peer it lost: "Read error [10.0.0.3]:53392: Connection reset by peer".
_PEER = re.compile(r"\[([0-9A-Fa-f.:]+)\]:\d+")


def _why(
    left: list[dict[str, Any]], before: dict[str, Any] | None, now: dict[str, Any], silent: set[int]
) -> str:
    """Why the previous start ended: a rank's own failure (from the notes), else the machines
    that left or joined (from both starts' members, or their counts), else a rank of this
    machine that ended leaving nothing (`silent`: killed), else the connections the ranks lost
    (which gloo names)."""
    causes = [note for note in left if not note.get("lost_peer") and not note.get("signal")]
    if causes:
        first = min(causes, key=lambda note: note["time"])
        return f"rank {first['rank']} failed ({first['error']})"
    changes = []
    if before and before.get("members") and now.get("members"):
        if lost := [name for name in before["members"] if name not in now["members"]]:
            changes.append(f"lost {_machines(lost)}")
        if joined := [name for name in now["members"] if name not in before["members"]]:
            changes.append(f"took in {_machines(joined)} that joined")
    elif before and before["nodes"] != now["nodes"]:
        change = now["nodes"] - before["nodes"]
        verb = "took in" if change > 0 else "lost"
        changes.append(f"{verb} {_count(abs(change), 'machine')}")
    if changes:
        return "; ".join(changes)
    if silent := silent - {note["rank"] for note in left}:
        ranks = ", ".join(map(str, sorted(silent)))
        return f"rank{'s' if len(silent) > 1 else ''} {ranks} ended without a trace (killed?)"
    _, peers = lost_connections(left)
    if peers and all(ipaddress.ip_address(peer).is_loopback for peer in peers):
        return "a rank ended without an error of its own (killed?) and the others lost it"
    if peers:
        return f"ranks lost their connection to {', '.join(peers)}"
    return "the workers were stopped and started again"


def lost_connections(left: list[dict[str, Any]]) -> tuple[list[int], list[str]]:
    """The ranks whose notes say only that they lost a peer, and the peers' addresses."""
    lost = [note for note in left if note.get("lost_peer")]
    peers = {m.group(1) for note in lost if (m := _PEER.search(note["error"]))}
    return sorted(note["rank"] for note in lost), sorted(peers)


def _machines(members: list[str]) -> str:
    """'the machine at a', 'the machines at a, b' (without the agents' process ids)."""
    names = [member.split("|")[0] for member in members]
    return f"the machine{'s' if len(names) > 1 else ''} at {', '.join(names)}"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
