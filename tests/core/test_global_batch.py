"""A global batch kept across world sizes: the plan, the pieces and their weights, and real
jobs in float64 that checkpoint on 2 ranks and resume on 3 or on 1 with the uninterrupted run's
samples, in the same steps, and its weights."""

from __future__ import annotations

import json
from collections import Counter

import pytest
import torch

from conftest import run_python, script
from multigpu.core.errors import InvalidOption
from multigpu.core.global_batch import GlobalBatchPlan, epoch_batches


@pytest.mark.parametrize(
    ("batch", "ranks", "limit", "micro", "steps"),
    [
        (96, 3, 16, 16, 2),
        (96, 3, None, 32, 1),
        (10, 3, None, 4, 1),
        (10, 3, 2, 2, 2),
        (7, 1, 2, 2, 4),
    ],
)
def test_the_micro_batch_and_the_accumulation_follow_from_the_global_batch(
    batch, ranks, limit, micro, steps
):
    plan = GlobalBatchPlan.derive(batch, ranks, limit)
    assert (plan.micro_batch, plan.accumulation) == (micro, steps)


def test_the_start_up_line_says_how_the_global_batch_is_made():
    assert GlobalBatchPlan.derive(96, 3, 16).describe() == (
        "global batch 96 = 3 ranks x 16 x 2 accumulation steps"
    )
    assert "unequal size" in GlobalBatchPlan.derive(10, 3).describe()


@pytest.mark.parametrize(("batch", "ranks", "limit"), [(2, 3, None), (8, 2, 0)])
def test_a_global_batch_no_plan_can_make_is_refused(batch, ranks, limit):
    with pytest.raises(InvalidOption):
        GlobalBatchPlan.derive(batch, ranks, limit)


@pytest.mark.parametrize("ranks", [1, 2, 3, 4])
@pytest.mark.parametrize("size", [10, 7, 3])
def test_the_pieces_hold_each_sample_once_and_weigh_the_ranks_count(ranks, size):
    plan = GlobalBatchPlan.derive(10, ranks, 2)
    batch = list(range(100, 100 + size))
    pieces = [piece for rank in range(ranks) for piece in plan.pieces(batch, rank)]
    assert len(pieces) == ranks * plan.accumulation  # every rank runs as many backward passes
    real = [index for indices, weight in pieces if weight for index in indices]
    assert Counter(real) == Counter(batch)
    # DDP averages over the ranks: the weights make that the mean over the global batch.
    assert sum(weight for _, weight in pieces) == pytest.approx(ranks)
    assert all(weight == len(indices) * ranks / size for indices, weight in pieces if weight)


def test_the_sample_stream_depends_on_seed_epoch_and_global_batch_only():
    first = epoch_batches(53, 10, seed=3, epoch=1, shuffle=True, drop_last=False)
    assert first == epoch_batches(53, 10, seed=3, epoch=1, shuffle=True, drop_last=False)
    assert first != epoch_batches(53, 10, seed=3, epoch=2, shuffle=True, drop_last=False)
    assert sorted(i for batch in first for i in batch) == list(range(53))
    assert [
        len(b) for b in epoch_batches(53, 10, seed=0, epoch=0, shuffle=True, drop_last=True)
    ] == [10] * 5


def test_a_loader_resumes_where_another_global_batch_or_a_per_device_loader_stopped():
    """A per-device loader's position and another global batch's steps count the same samples
    of the epoch's order; a place no step of this global batch ends at is refused."""
    from torch.utils.data import TensorDataset

    from multigpu.core.global_batch import build_global_loader

    plan = GlobalBatchPlan.derive(16, 1)
    loader = build_global_loader(
        TensorDataset(torch.arange(64.0)),
        plan,
        rank=0,
        device=torch.device("cpu"),
        local_processes=1,
        seed=5,
    )
    loader.load_state_dict(
        loader.state_dict() | {"epoch": 1, "global_step": 4, "global_batch_size": 8}
    )
    loader.set_epoch(1)
    (first,) = next(iter(loader))
    batches = epoch_batches(64, 16, seed=5, epoch=1, shuffle=True, drop_last=False)
    assert first.long().tolist() == batches[2]  # 32 samples trained: the third batch of 16
    per_device = {"epoch": 1, "position": 48, "dataset_size": 64, "seed": 5, "shuffle": True}
    loader.load_state_dict(per_device)
    loader.set_epoch(1)
    assert next(iter(loader))[0].long().tolist() == batches[3]
    with pytest.raises(ValueError, match="40 samples into epoch 2, where steps of a global"):
        loader.load_state_dict(per_device | {"position": 40})


def _job(folder, devices, *args):
    folder.mkdir(exist_ok=True)
    result = run_python(script("global_batch.py"), str(folder), str(devices), *args, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    return (
        torch.load(folder / "weights.pt", weights_only=True),
        json.loads((folder / "seen.json").read_text()),
        (folder / "plan.txt").read_text(),
    )


def test_a_run_resumed_on_other_world_sizes_equals_the_uninterrupted_one(tmp_path):
    weights, seen, plan = _job(tmp_path / "straight", 2, "--save-after", "4")
    assert plan.startswith("global batch 10 = 2 ranks x 2 x 3 accumulation steps")
    assert len(seen) == 12  # 2 epochs of 6 global batches, the last of each holding 3
    checkpoint = str(tmp_path / "straight" / "checkpoint.pt")
    # The rest on 3 ranks (pieces of unequal size), and on one process fed the same batches.
    for devices in (3, 1):
        resumed, rest, plan = _job(tmp_path / f"on{devices}", devices, "--resume", checkpoint)
        assert f"global batch 10 = {devices} rank" in plan
        assert rest == seen[4:], devices  # the same samples in every later global batch
        for key in weights:
            torch.testing.assert_close(resumed[key], weights[key], rtol=0, atol=1e-10, msg=key)
