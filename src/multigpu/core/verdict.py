"""The end-of-job verdict: was the job input-bound, compute-bound or communication-bound, and
is one rank holding the others back? Every figure in it is measured (core/feed.py for the data
wait; DDP's own step timing for the gradient sync); this module only compares them.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

# A synchronous job goes at its slowest rank's pace, so the rank that waited most decides.
INPUT_BOUND = 0.15  # of a rank's loop spent waiting for its next batch
COMMUNICATION_BOUND = 0.30  # of DDP's step: gradient averaging not hidden behind backward
STRAGGLER_GAP = 0.10  # a rank that waited this much more of its time than the others' median
STRAGGLER_SLOWER = 1.25  # a rank whose compute took this many times the others' median


@dataclass(frozen=True)
class RankFeed:
    """One rank's figures: its loop (FeedClock) and, under DDP, the step's own timing."""

    rank: int
    waited_s: float
    busy_s: float
    samples: int
    batches: int
    workers: int = 0
    compute_s: float | None = None  # DDP: forward + backward compute per sampled step
    exposed_comm_s: float | None = None  # DDP: gradient sync not overlapped with backward

    @classmethod
    def of(cls, rank: int, figures: Mapping[str, Any]) -> RankFeed:
        names = cls.__dataclass_fields__
        return cls(rank=rank, **{k: v for k, v in figures.items() if k in names and k != "rank"})

    @property
    def count(self) -> int:
        """Samples, or batches where the batches held no tensor to count samples by."""
        return self.samples or self.batches

    @property
    def wait_share(self) -> float:
        loop = self.waited_s + self.busy_s
        return self.waited_s / loop if loop > 0 else 0.0

    @property
    def model_rate(self) -> float:
        """Samples per second the step takes, waiting aside."""
        return self.count / self.busy_s if self.busy_s > 0 else math.inf

    @property
    def loader_rate(self) -> float:
        """Samples per second the loop got, waiting included."""
        loop = self.waited_s + self.busy_s
        return self.count / loop if loop > 0 else math.inf

    @property
    def comm_share(self) -> float | None:
        if self.compute_s is None or self.exposed_comm_s is None:
            return None
        step = self.compute_s + self.exposed_comm_s
        return self.exposed_comm_s / step if step > 0 else 0.0


# What to try, given the loader workers a rank would need and the cores a rank has.
Advice = Callable[[int, int], str]


def worker_advice(setting: str, beyond_cores: str = "") -> Advice:
    """Advice in the user's own terms: `setting` shows a worker count as they set it (e.g.
    "--workers {}"); `beyond_cores` is added when the count is more than the cores."""

    def advice(workers: int, cores: int) -> str:
        if workers <= cores:
            return f"try {setting.format(workers)} (this machine has {cores} core(s) per rank)"
        # Never more workers than cores: they would take turns on the same cores.
        return (
            f"try {setting.format(cores)} (this machine has {cores} core(s) per rank; keeping up "
            f"would take about {workers}: lighter preprocessing or more cores)" + beyond_cores
        )

    return advice


@dataclass(frozen=True)
class Verdict:
    """What held a job back, from every rank's measured figures (`run.input_verdict()`).

    `line` says it in one line; `as_dict()` gives every figure (what summary.json holds).
    """

    bound: str  # "input", "compute" or "communication"
    wait_share: float  # mean over the ranks
    worst_rank: int  # the rank that waited most
    straggler: int | None
    line: str
    ranks: tuple[RankFeed, ...]

    def as_dict(self) -> dict[str, Any]:
        figures = asdict(self)
        figures["ranks"] = [
            {**asdict(r), "wait_share": r.wait_share, "comm_share": r.comm_share}
            for r in self.ranks
        ]
        return figures


def judge(
    figures: list[Mapping[str, Any]],
    advice: Advice,
    cores_per_rank: int,
    unit: str = "samples",
    communicates: bool | None = None,
) -> Verdict | None:
    """The verdict over every rank's figures (in rank order, each named by its "rank" where it
    gives one: one machine's ranks of a job of several are not numbered from 0); None if no
    batch was timed. `communicates`: the job averages gradients across processes (default:
    several figures; one machine's ranks of a job of several machines say so themselves)."""
    ranks = tuple(RankFeed.of(f.get("rank", index), f) for index, f in enumerate(figures))
    if not any(r.batches for r in ranks):
        return None
    timed = [r for r in ranks if r.batches]
    if not all(r.samples for r in timed):
        unit = "batches"
    mean = statistics.fmean(r.wait_share for r in timed)
    worst = max(timed, key=lambda r: r.wait_share)
    comm = [s for r in timed if (s := r.comm_share) is not None]
    waited = f"ranks waited for data {mean:.0%} of the time"
    if len(timed) > 1:
        waited += f" (rank {worst.rank}: {worst.wait_share:.0%})"
    if worst.wait_share >= INPUT_BOUND:
        bound = "input"
        needed = math.ceil(max(worst.workers, 1) / max(1e-9, 1 - worst.wait_share))
        line = (
            f"input-bound: {waited}; the loader delivers about {worst.loader_rate:,.0f} "
            f"{unit}/s per rank against {worst.model_rate:,.0f} the model takes; "
            f"{advice(needed, cores_per_rank)}"
        )
    elif comm and max(comm) >= COMMUNICATION_BOUND:
        bound = "communication"
        line = (
            f"communication-bound: averaging gradients, where backward did not hide it, took "
            f"{max(comm):.0%} of a step (DDP's own timing); {waited}; try --sync bf16, "
            "larger --bucket-mb or a larger batch"
        )
    elif comm:
        bound = "compute"
        rate = statistics.fmean(r.model_rate for r in timed)
        line = (
            f"compute-bound: the loader kept up: {waited}; the loop (the model, the optimizer "
            f"and the rest) takes about {rate:,.0f} {unit}/s per rank"
        )
    elif not (len(figures) > 1 if communicates is None else communicates):
        bound = "compute"  # one process: nothing to average, its step is its compute
        rate = statistics.fmean(r.model_rate for r in timed)
        line = (
            f"compute-bound: the loader kept up: {waited}; the loop (the model, the optimizer "
            f"and the rest) takes about {rate:,.0f} {unit}/s"
        )
    else:  # no timing of the gradients' averaging: compute and communication not told apart
        bound = "compute or communication"
        rate = statistics.fmean(r.model_rate for r in timed)
        line = (
            f"not input-bound: the loader kept up: {waited}; a step (its compute, its "
            f"gradient averaging and the rest of the loop, not timed apart) takes about "
            f"{rate:,.0f} {unit}/s per rank"
        )
    straggler, why = _straggler(timed)
    if straggler is not None:
        line += f"; straggler: rank {straggler} ({why})"
    return Verdict(bound, mean, worst.rank, straggler, line, ranks)


def _straggler(ranks: list[RankFeed]) -> tuple[int | None, str]:
    """The rank slower than all the others, and why: its data wait, or its compute."""
    if len(ranks) < 2:
        return None, ""
    for rank in ranks:
        others = [r for r in ranks if r is not rank]
        typical = statistics.median(r.wait_share for r in others)
        if rank.wait_share - typical >= STRAGGLER_GAP:
            return rank.rank, (
                f"it waited for data {rank.wait_share:.0%} of its time, the others {typical:.0%}"
            )
        if rank.compute_s is not None and all(r.compute_s for r in others):
            usual = statistics.median(r.compute_s or 0.0 for r in others)
            if rank.compute_s >= STRAGGLER_SLOWER * usual:
                return rank.rank, (
                    f"its forward and backward took {rank.compute_s / usual:.1f}x the others'"
                )
    return None, ""
