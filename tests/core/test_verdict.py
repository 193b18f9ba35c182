"""The input verdict: a loop timed by FeedClock, and the judgement over the ranks' figures."""

from __future__ import annotations

import json
import math
import time

import pytest
import torch

from multigpu.adapt.data.feed_timing import read_verdict
from multigpu.core.feed import FeedClock
from multigpu.core.verdict import INPUT_BOUND, judge, worker_advice


def advice(workers: int, cores: int) -> str:
    return f"try {workers} workers ({cores} cores)"


def timed_loop(clock: FeedClock, wait_s: float, step_s: float, batches: int = 8) -> None:
    """A loop whose loader takes `wait_s` per batch and whose step takes `step_s`."""

    def loader():
        for _ in range(batches):
            time.sleep(wait_s)
            yield torch.zeros(4, 2), torch.zeros(4)

    for _ in clock.training_pass(loader()):
        time.sleep(step_s)


def test_a_slow_loader_is_input_bound_with_its_measured_share():
    clock = FeedClock()
    timed_loop(clock, wait_s=0.03, step_s=0.01)
    verdict = judge([clock.as_dict()], advice, cores_per_rank=2)
    assert verdict.bound == "input"  # negative control: the verdict can say it
    assert verdict.wait_share == pytest.approx(0.75, abs=0.10)
    assert clock.batches == 7 and clock.samples == 28  # the first batch is start-up
    assert clock.startup_s >= 0.03
    assert "input-bound: ranks waited for data" in verdict.line
    # 1 / (1 - share) loads in parallel, of the share measured (0.75 by the sleeps, 4 workers;
    # a share a hair above 0.75 on a busy machine asks for 5): exact figures below.
    needed = math.ceil(1 / (1 - verdict.wait_share))
    assert f"try {needed} workers (2 cores)" in verdict.line
    exact = {**clock.as_dict(), "waited_s": 3.0, "busy_s": 1.0}
    assert "try 4 workers (2 cores)" in judge([exact], advice, cores_per_rank=2).line
    # The model's rate leaves the waits out; the loader's includes them.
    rank = verdict.ranks[0]
    assert rank.model_rate == pytest.approx(400, rel=0.3)  # 4 samples per 10 ms
    assert rank.loader_rate == pytest.approx(100, rel=0.3)


def test_a_fast_loader_is_not_input_bound_and_compute_is_said_only_where_sync_was_timed():
    """One process averages nothing: compute-bound. On several, the loop's own timing cannot
    tell compute from gradient averaging: said as such; with DDP's timing of the averaging
    (little of it exposed), compute-bound."""
    clock = FeedClock()
    timed_loop(clock, wait_s=0.0, step_s=0.02)
    alone = judge([clock.as_dict()], advice, cores_per_rank=2)  # one process: its compute
    assert alone.bound == "compute" and alone.line.startswith("compute-bound: the loader kept")
    verdict = judge([clock.as_dict()] * 2, advice, cores_per_rank=2)
    assert verdict.bound == "compute or communication"
    assert verdict.wait_share < INPUT_BOUND
    assert verdict.line.startswith("not input-bound: the loader kept up")
    assert "its gradient averaging and the rest of the loop, not timed apart" in verdict.line
    assert verdict.straggler is None
    timed = {**clock.as_dict(), "compute_s": 0.02, "exposed_comm_s": 0.001}
    ddp = judge([timed] * 2, advice, cores_per_rank=2)
    assert ddp.bound == "compute"
    assert ddp.line.startswith("compute-bound: the loader kept up")


def test_evaluation_passes_are_not_timed():
    clock = FeedClock()
    with torch.no_grad():
        timed_loop(clock, wait_s=0.01, step_s=0.0, batches=3)
    assert clock.batches == 0 and judge([clock.as_dict()], advice, 2) is None


def rank(waited: float, busy: float, **more) -> dict:
    return {"waited_s": waited, "busy_s": busy, "samples": 100, "batches": 10, **more}


def test_the_rank_with_a_slow_shard_is_named_the_straggler():
    verdict = judge([rank(0.1, 0.9), rank(0.6, 0.4), rank(0.1, 0.9)], advice, 4)
    assert verdict.bound == "input" and verdict.worst_rank == 1
    assert verdict.straggler == 1
    assert "(rank 1: 60%)" in verdict.line
    assert "straggler: rank 1 (it waited for data 60% of its time, the others 10%)" in verdict.line
    # Ranks alike: nobody is named.
    assert judge([rank(0.1, 0.9), rank(0.12, 0.88)], advice, 4).straggler is None


def test_slow_compute_on_one_rank_and_exposed_sync_are_told_apart():
    ddp = {"compute_s": 0.010, "exposed_comm_s": 0.001}
    slow = judge([rank(0, 1, **ddp), rank(0, 1, compute_s=0.02, exposed_comm_s=0.001)], advice, 4)
    assert slow.bound == "compute" and slow.straggler == 1
    assert "forward and backward took 2.0x the others'" in slow.line
    chatty = {"compute_s": 0.010, "exposed_comm_s": 0.010}
    sync = judge([rank(0, 1, **chatty), rank(0, 1, **chatty)], advice, 4)
    assert sync.bound == "communication"
    assert "took 50% of a step (DDP's own timing)" in sync.line


def test_batches_without_tensors_are_counted_as_batches():
    verdict = judge([{"waited_s": 1.0, "busy_s": 1.0, "samples": 0, "batches": 10}], advice, 1)
    assert "5 batches/s per rank against 10 the model takes" in verdict.line


def test_advice_speaks_the_users_terms_and_goes_further_beyond_the_cores():
    advice = worker_advice("--workers {}", " or --decode gpu")
    assert advice(3, 4) == "try --workers 3 (this machine has 4 core(s) per rank)"
    # Never more workers than the cores: what keeping up would take is said instead.
    assert advice(6, 4) == (
        "try --workers 4 (this machine has 4 core(s) per rank; keeping up would take about 6: "
        "lighter preprocessing or more cores) or --decode gpu"
    )


def test_one_machines_ranks_are_named_by_their_rank_in_the_job(tmp_path):
    """multigpu run's verdict on the second machine of two reads ranks 2 and 3's files: the
    straggler is rank 3, not its place on the machine (1, the control's answer)."""
    for number, figures in ((2, rank(0.1, 0.9)), (3, rank(0.6, 0.4))):
        (tmp_path / f"rank-{number}.json").write_text(json.dumps({"feed": figures}))
    verdict = read_verdict(tmp_path, cores_per_rank=4, world_size=4)
    assert verdict.worst_rank == 3 and verdict.straggler == 3
    assert "(rank 3: 60%)" in verdict.line
    by_place = judge([rank(0.1, 0.9), rank(0.6, 0.4)], advice, 4)
    assert by_place.straggler == 1
