"""Checkpoint files and the resumable sampler, without processes."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from collections import Counter

import pytest
import torch
from torch import nn
from torch.utils.data import DistributedSampler

from multigpu.core import checkpoint
from multigpu.core.checkpoint import CheckpointError
from multigpu.core.data import ResumableSampler

DATA = list(range(37))


def rank_orders(world: int, epoch: int = 4, start: int = 0, drop_last: bool = False):
    orders = []
    for rank in range(world):
        sampler = ResumableSampler(DATA, world, rank, shuffle=True, seed=7, drop_last=drop_last)
        sampler.set_epoch(epoch)
        sampler.set_start(start)
        orders.append(list(sampler))
        assert len(sampler) == len(orders[-1])
    return orders


@pytest.mark.parametrize("world", [1, 2, 3, 4])
@pytest.mark.parametrize("drop_last", [False, True])
def test_resuming_on_the_same_world_size_replays_the_rest_of_the_epoch(world, drop_last):
    full = rank_orders(world, drop_last=drop_last)
    for r in range(world):  # from the start, exactly torch's own sampler
        reference = DistributedSampler(DATA, world, r, shuffle=True, seed=7, drop_last=drop_last)
        reference.set_epoch(4)
        assert full[r] == list(reference)
    for steps in range(len(full[0]) + 1):
        resumed = rank_orders(world, start=steps * world, drop_last=drop_last)
        assert resumed == [order[steps:] for order in full]


@pytest.mark.parametrize(("old", "new"), [(2, 1), (2, 3), (3, 2), (1, 4)])
def test_resuming_on_another_world_size_sees_the_rest_exactly_once(old, new):
    for steps in range(0, 12, 3):  # 3 samples per rank per step
        position = steps * old
        before = [i for order in rank_orders(old) for i in order[:steps]]
        after = rank_orders(new, start=position)
        real_after = []
        for rank, order in enumerate(after):
            # positions position + rank + k*new < len(DATA) are real, the rest is padding
            real = len(range(position + rank, len(DATA), new))
            real_after += order[:real]
        seen = Counter(before + real_after)
        assert sorted(seen) == DATA and set(seen.values()) == {1}, (old, new, steps)


def test_truncated_garbage_and_missing_files_are_refused(tmp_path):
    good = tmp_path / "good.pt"
    checkpoint.write(good, {"format": checkpoint.FORMAT, "model": {"w": torch.ones(100, 100)}})
    truncated = tmp_path / "truncated.pt"
    truncated.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    # Junk bytes break the unpickler in many ways (a random file once raised IndexError).
    garbage = []
    for seed in range(30):
        garbage.append(tmp_path / f"garbage{seed}.pt")
        garbage[-1].write_bytes(random.Random(seed).randbytes(4096))
    for path in (truncated, *garbage):
        with pytest.raises(CheckpointError, match="corrupt or truncated"):
            checkpoint.read(path)
        with pytest.raises(CheckpointError, match="corrupt or truncated"):
            checkpoint.verify(path)
    with pytest.raises(CheckpointError, match="no checkpoint"):
        checkpoint.read(tmp_path / "missing.pt")
    assert torch.equal(checkpoint.read(good)["model"]["w"], torch.ones(100, 100))


class Arbitrary:  # a pickle of this would need to import and build it
    pass


def test_files_that_need_full_unpickling_are_refused(tmp_path):
    path = tmp_path / "evil.pt"
    torch.save({"model": {}, "payload": Arbitrary()}, path)
    with pytest.raises(CheckpointError, match="arbitrary code"):
        checkpoint.read(path)
    with pytest.raises(CheckpointError, match="arbitrary code"):
        checkpoint.verify(path)


def test_auto_resume_skips_a_corrupt_newest_file_and_temporaries(tmp_path):
    for step in (10, 20):
        checkpoint.write(tmp_path / checkpoint.checkpoint_name(step), {"format": "x", "step": step})
    (tmp_path / checkpoint.checkpoint_name(30)).write_bytes(b"not a checkpoint")
    (tmp_path / ".step-000000040.pt.abc.tmp").write_bytes(b"half")  # a save in progress
    reports = []
    chosen = checkpoint.choose_resume("auto", tmp_path, report=reports.append)
    assert chosen == tmp_path / checkpoint.checkpoint_name(20)
    assert len(reports) == 1 and "step-000000030.pt" in reports[0]
    assert checkpoint.choose_resume("auto", tmp_path / "none", report=reports.append) is None


def test_prune_keeps_the_newest(tmp_path):
    for step in (1, 2, 3, 4):
        checkpoint.write(tmp_path / checkpoint.checkpoint_name(step), {"step": step})
    checkpoint.prune(tmp_path, keep=2)
    assert [p.name for p in checkpoint.candidates(tmp_path)] == [
        checkpoint.checkpoint_name(4),
        checkpoint.checkpoint_name(3),
    ]


WRITER = """
import pathlib, sys, torch
from multigpu.core import checkpoint
print("writing", flush=True)
while True:
    checkpoint.write(pathlib.Path(sys.argv[1]), {"format": "x", "big": torch.randn(8_000_000)})
"""


def test_a_kill_during_save_leaves_the_previous_file_intact(tmp_path):
    target = tmp_path / checkpoint.checkpoint_name(5)
    checkpoint.write(target, {"format": "x", "step": 5})
    before = target.read_bytes()
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], stdout=subprocess.PIPE)
    assert writer.stdout.readline().strip() == b"writing"
    time.sleep(0.3)  # inside torch.save of a 32 MB tensor
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    assert target.read_bytes() == before or "big" in checkpoint.read(target)
    assert checkpoint.choose_resume("auto", tmp_path, report=print) == target
    checkpoint.read(target)  # whatever is under the final name loads


def test_tutorial_format_and_module_prefix_load(tmp_path):
    net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    net(torch.randn(5, 3)).sum().backward()
    optimizer.step()
    prefixed = {f"module.{k}": v for k, v in net.state_dict().items()}
    path = tmp_path / "tutorial.pt"
    torch.save(
        {"epoch": 4, "model_state_dict": prefixed, "optimizer_state_dict": optimizer.state_dict()},
        path,
    )
    payload = checkpoint.read(path)
    assert payload["loader_epoch"] == 5
    fresh = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
    checkpoint.load_into(fresh, payload["model"], "model")
    for key, value in net.state_dict().items():
        assert torch.equal(fresh.state_dict()[key], value)
    # ... and an unprefixed state dict into a wrapped model (whose own keys have the prefix).
    wrapped = nn.DataParallel(nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)))
    assert next(iter(wrapped.state_dict())).startswith("module.")
    checkpoint.load_into(wrapped, net.state_dict(), "model")
    assert torch.equal(wrapped.module[0].weight, net[0].weight)


def test_a_checkpoint_of_another_model_names_keys_and_shapes():
    source = nn.Sequential(nn.Linear(3, 4), nn.Linear(4, 2)).state_dict()
    target = nn.Sequential(nn.Linear(3, 5), nn.Linear(5, 2), nn.Linear(2, 2))
    with pytest.raises(CheckpointError) as error:
        checkpoint.load_model(target, source)
    message = str(error.value)
    assert "missing keys [2.bias, 2.weight]" in message
    assert "0.weight: checkpoint (4, 3) vs model (5, 3)" in message
