"""A 2-rank DDP run equals one process fed the same global batches; so do both launch modes."""

from __future__ import annotations

import pytest
import torch

from conftest import run_cli, run_python, script
from reference import assert_same, reference_parameters


@pytest.mark.parametrize("strategy", ["ddp", "fsdp"])
def test_two_ranks_equal_single_process_on_global_batches(tmp_path, strategy):
    out = tmp_path / f"{strategy}.pt"
    result = run_python(
        script("equivalence.py"), str(out), "--devices", "2", "--strategy", strategy
    )
    assert result.returncode == 0, result.stderr
    trained = torch.load(out, weights_only=True)
    assert not any(key.startswith("module.") for key in trained)
    assert_same(trained, reference_parameters(world_size=2))
    # The comparison can fail: half the global batch (one rank's view) is a different model.
    assert not torch.allclose(trained["0.weight"], reference_parameters(world_size=1)["0.weight"])


def test_python_and_multigpu_launch_give_equal_results(tmp_path):
    spawned, launched = tmp_path / "spawned.pt", tmp_path / "launched.pt"
    first = run_python(script("equivalence.py"), str(spawned), "--devices", "2")
    assert first.returncode == 0, first.stderr
    second = run_cli(
        "launch",
        "--nproc-per-node",
        "2",
        "--accelerator",
        "cpu",
        script("equivalence.py"),
        str(launched),
    )
    assert second.returncode == 0, second.stderr
    assert_same(
        torch.load(spawned, weights_only=True), torch.load(launched, weights_only=True), exact=True
    )


@pytest.mark.parametrize(("strategy", "devices"), [("single", "1"), ("pipeline", "2")])
def test_one_replica_strategies_equal_single_process(tmp_path, strategy, devices):
    """`single`, and `pipeline` (2 stages, every rank reading the same batches)."""
    out = tmp_path / f"{strategy}.pt"
    args = ["--strategy", strategy, "--devices", devices]
    result = run_python(script("equivalence.py"), str(out), *args)
    assert result.returncode == 0, result.stderr
    assert_same(torch.load(out, weights_only=True), reference_parameters(world_size=1))


def test_hsdp_two_replicas_of_two_shards_equal_one_process(tmp_path):
    """HSDP on a 2 x 2 mesh (4 processes; replicas given, as two machines would make them):
    shards reduce-scattered within a replica and all-reduced across, the same model as one
    process fed the same global batches of 4 ranks."""
    out = tmp_path / "hsdp.pt"
    args = ["--devices", "4", "--dp-replicate", "2"]
    result = run_python(script("equivalence.py"), str(out), *args)
    assert result.returncode == 0, result.stderr
    assert "mesh: dp_replicate 2 x dp_shard 2 (hsdp)" in result.stdout
    trained = torch.load(out, weights_only=True)
    assert_same(trained, reference_parameters(world_size=4))
    # The comparison can fail: one replica's half of the global batch is another model.
    assert not torch.allclose(trained["0.weight"], reference_parameters(world_size=2)["0.weight"])
