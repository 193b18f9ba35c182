"""`multigpu run`'s input verdict: every DataLoader pass the script trains from is timed
(core/feed.py), each rank writes its figures when the script ends, and the launcher judges
them (core/verdict.py) and says the verdict in one line."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from torch.utils.data import DataLoader

from ...core.feed import FeedClock
from ...core.files import write_atomic
from ...core.usage import UsageSampler
from ...core.verdict import Verdict, judge, worker_advice
from ..worker.session import Session


class FeedTiming:
    """Times the training passes of every DataLoader (after the sharding adapter, so a rank's
    own slice is what is timed) and samples the rank's device use."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.clock = FeedClock()
        self.usage = UsageSampler(session.device)
        self.patches = session.patches  # the session's one stack

    def install(self) -> None:
        loader_iter = DataLoader.__iter__
        clock = self.clock

        def __iter__(loader: DataLoader) -> Any:
            started = time.perf_counter()
            clock.uses_workers(loader.num_workers)
            return clock.training_pass(loader_iter(loader), started)

        self.patches.swap(DataLoader, "__iter__", __iter__)
        self.usage.start()

    def write(self, folder: str) -> None:
        """This rank's figures into `folder`, for the launcher."""
        self.usage.stop()
        figures = {"feed": self.clock.as_dict(), "usage": self.usage.summary()}
        path = Path(folder) / f"rank-{self.session.rank}.json"
        write_atomic(path, lambda f: json.dump(figures, f))


def read_verdict(folder: Path, cores_per_rank: int, world_size: int) -> Verdict | None:
    """The verdict over the figures the ranks of this machine wrote (of a job of `world_size`
    ranks), each named by its rank in the job; None if none trained from a DataLoader."""
    ranked = sorted((int(p.stem.split("-")[1]), p) for p in folder.glob("rank-*.json"))
    figures = [{**json.loads(path.read_text())["feed"], "rank": rank} for rank, path in ranked]
    if not figures:
        return None
    advice = worker_advice("DataLoader(..., num_workers={}) in the script")
    return judge(figures, advice, cores_per_rank, communicates=world_size > 1)
