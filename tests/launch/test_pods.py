"""A Kubeflow PyTorchJob or Vertex pod sets only RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT,
one process per pod: each process runs as one rank, and the job equals one process."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import torch

from conftest import LAUNCHER_VARS, script
from reference import assert_same, reference_parameters


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_two_pods_with_only_the_four_variables_train_as_two_ranks(tmp_path):
    port = free_port()
    base = {k: v for k, v in os.environ.items() if k not in (*LAUNCHER_VARS, "LOCAL_WORLD_SIZE")}
    pods = [
        subprocess.Popen(
            [sys.executable, script("equivalence.py"), str(tmp_path / "model.pt")],
            env={
                **base,
                "RANK": str(rank),
                "WORLD_SIZE": "2",
                "MASTER_ADDR": "127.0.0.1",
                "MASTER_PORT": str(port),
            },
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for rank in range(2)
    ]
    for pod in pods:
        _, stderr = pod.communicate(timeout=120)
        assert pod.returncode == 0, stderr
    assert_same(torch.load(tmp_path / "model.pt", weights_only=True), reference_parameters(2))


def test_a_pod_is_its_nodes_only_process(monkeypatch):
    """So that one pod with one GPU is not refused as '4 processes, 1 GPU'."""
    from multigpu.core.options import RankInfo

    for name in ("LOCAL_RANK", "LOCAL_WORLD_SIZE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("RANK", "3")
    monkeypatch.setenv("WORLD_SIZE", "4")
    ranks = RankInfo.from_env()
    monkeypatch.delenv("RANK")
    monkeypatch.delenv("WORLD_SIZE")
    assert (ranks.rank, ranks.local_rank, ranks.world_size, ranks.local_world_size) == (3, 0, 4, 1)
