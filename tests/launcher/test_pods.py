"""A Kubeflow PyTorchJob or Vertex pod sets only RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT,
one process per pod: each process runs as one rank, and the job equals one process."""

from __future__ import annotations

import torch

from conftest import run_as_ranks, script
from reference import assert_same, reference_parameters


def test_two_pods_with_only_the_four_variables_train_as_two_ranks(tmp_path):
    run_as_ranks(script("equivalence.py"), str(tmp_path / "model.pt"), world=2)
    assert_same(torch.load(tmp_path / "model.pt", weights_only=True), reference_parameters(2))


def test_a_pod_is_its_nodes_only_process(monkeypatch):
    """So that one pod with one GPU is not refused as '4 processes, 1 GPU'."""
    from multigpu.core.ranks import RankInfo

    for name in ("LOCAL_RANK", "LOCAL_WORLD_SIZE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("RANK", "3")
    monkeypatch.setenv("WORLD_SIZE", "4")
    ranks = RankInfo.from_env()
    monkeypatch.delenv("RANK")
    monkeypatch.delenv("WORLD_SIZE")
    assert (ranks.rank, ranks.local_rank, ranks.world_size, ranks.local_world_size) == (3, 0, 4, 1)
