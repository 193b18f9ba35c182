"""What each layout keeps on a rank, measured on the tensors it holds (benchmarks/mesh.py's own
measurement, on 4 CPU processes): FSDP's parameters and optimizer state are at most 0.3x DDP's,
and TP splits exactly the layers its plan names."""

from __future__ import annotations

import sys

import pytest

import multigpu
from conftest import ROOT

pytest.importorskip("transformers")
sys.path.insert(0, str(ROOT / "benchmarks"))

import mesh


def _held(strategy: str) -> float:
    """The most parameters and optimizer state any of the 4 ranks holds, in MiB."""
    ranks = multigpu.launch(mesh.measure, 2, 64, 1, strategy=strategy, devices=4, accelerator="cpu")
    return max(r["parameters_mib"] + r["optimizer_mib"] for r in ranks)


def test_fsdp_keeps_at_most_three_tenths_of_ddps_parameters_and_optimizer_state():
    ddp, fsdp = _held("ddp"), _held("fsdp")
    print(f"parameters + optimizer per rank: ddp {ddp:.2f} MiB, fsdp {fsdp:.2f} MiB")
    assert 0 < fsdp <= 0.3 * ddp


def _local_sizes(run: multigpu.Run) -> dict[str, tuple[int, int]]:
    net = mesh.build(2, 64)
    whole = {n: p.numel() for n, p in net.named_parameters()}
    net = run.setup(net)
    return {
        n: (p.to_local().numel() if hasattr(p, "to_local") else p.numel(), whole[n])
        for n, p in net.named_parameters()
    }


def test_tp_splits_the_layers_its_plan_names_and_no_other():
    sizes = multigpu.launch(_local_sizes, strategy="tp", devices=4, accelerator="cpu")
    planned = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")
    for name, (local, whole) in sizes.items():
        expected = whole // 4 if name.rsplit(".", 2)[-2] in planned else whole
        assert local == expected, name
    assert any(local < whole for local, whole in sizes.values())
