"""FSDP and pipeline on 2 real ranks: accumulation, fp16's skipped steps, two models in one
checkpoint, clipping across stages; each against one process or the saved truth."""

from __future__ import annotations

import sys

import torch
import torch.nn.functional as F

from conftest import SCRIPTS, run_python, script

sys.path.insert(0, str(SCRIPTS))
import sharded_cases as cases


def run_case(mode: str, out) -> None:
    result = run_python(script("sharded_cases.py"), mode, str(out), timeout=120)
    assert result.returncode == 0, result.stderr


def test_fsdp_accumulation_equals_one_batch_of_k_times_b(tmp_path):
    run_case("accumulate", tmp_path / "w.pt")
    net = cases.model()
    optimizer = torch.optim.SGD(net.parameters(), lr=0.5)
    x, y = cases.data(4 * cases.BATCH)  # the global batch of both ranks' micro-batches
    F.cross_entropy(net(x), y).backward()
    optimizer.step()
    saved = torch.load(tmp_path / "w.pt", weights_only=True)
    assert not saved["reduced_early"]  # no reduce-scatter before the group's last micro-batch
    trained = saved["weights"]
    for key, value in net.state_dict().items():
        torch.testing.assert_close(trained[key], value, rtol=1e-5, atol=1e-6)


def test_fsdp_fp16_skips_a_step_on_every_rank_when_one_shard_overflows(tmp_path):
    run_case("fp16_inf", tmp_path / "s.pt")
    saved = torch.load(tmp_path / "s.pt", weights_only=True)
    first, second = saved["skipped"]
    assert first == second  # the ranks agree on every step ...
    assert first[2] is True  # ... and both skip the one whose inf only rank 1 held


def test_two_fsdp_models_load_each_from_its_own_key(tmp_path):
    run_case("two_models", tmp_path)
    weights = torch.load(tmp_path / "weights.pt", weights_only=True)
    for name in ("first", "second"):
        saved, loaded = weights["saved"][name], weights["loaded"][name]
        assert saved.keys() == loaded.keys()
        for key in saved:
            assert torch.equal(saved[key], loaded[key]), (name, key)


def test_pipeline_clips_by_the_norm_over_every_stage(tmp_path):
    run_case("pipeline_clip", tmp_path / "c.pt")
    net = cases.model()
    x, y = cases.data(2 * cases.BATCH)
    F.cross_entropy(net(x), y).backward()
    reference = torch.nn.utils.clip_grad_norm_(net.parameters(), 0.05)
    torch.optim.SGD(net.parameters(), lr=0.5).step()
    saved = torch.load(tmp_path / "c.pt", weights_only=True)
    torch.testing.assert_close(saved["norm"], reference, rtol=1e-5, atol=1e-6)
    for key, value in net.state_dict().items():
        torch.testing.assert_close(saved["weights"][key], value, rtol=1e-5, atol=1e-6)
