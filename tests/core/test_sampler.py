"""Every sample once per epoch across real ranks, a new order each epoch, padding not counted."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from conftest import run_python, script

BATCH = 4
SAMPLES = 23  # prime: uneven over 2 and 3 ranks, so the sampler must pad or drop


@pytest.fixture(scope="module", params=[2, 3])
def report(request, tmp_path_factory):
    out = tmp_path_factory.mktemp("sampling") / "seen.json"
    result = run_python(script("sampling.py"), str(out), str(request.param))
    assert result.returncode == 0, result.stderr
    return json.loads(out.read_text())


def test_padding_case_sees_every_sample_and_drop_padding_counts_each_once(report):
    world = report["world_size"]
    variant = report["drop_last=False"]
    for ranks in variant["epochs"]:
        seen = Counter(i for rank in ranks for i in rank["seen"])
        assert set(seen) == set(range(SAMPLES))
        padded = -SAMPLES % world
        assert sum(seen.values()) == SAMPLES + padded  # the sampler repeats `padded` samples
        real = [i for rank in ranks for i in rank["real"]]
        assert sorted(real) == list(range(SAMPLES))  # ... which drop_padding removes
    assert variant["mean"] == pytest.approx((SAMPLES - 1) / 2)


def test_drop_last_case_sees_each_sample_at_most_once_in_full_batches(report):
    world = report["world_size"]
    per_rank_full_batches = SAMPLES // world // BATCH
    for ranks in report["drop_last=True"]["epochs"]:
        seen = [i for rank in ranks for i in rank["seen"]]
        assert len(seen) == len(set(seen)) == per_rank_full_batches * BATCH * world


def test_order_changes_between_epochs(report):
    orders = [tuple(ranks[0]["seen"]) for ranks in report["drop_last=False"]["epochs"]]
    assert len(set(orders)) == len(orders)
