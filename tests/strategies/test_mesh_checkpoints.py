"""A checkpoint moves between meshes: saved by FSDP on 4 ranks after 2 of 6 steps, resumed on
fsdp+tp 2 x 2, on DDP 2 and on one process, each equal to the run that never stopped (a tiny
transformers Llama in float64, global batches of 4 on every mesh; DCP reshards on load)."""

from __future__ import annotations

import pytest
import torch

from conftest import needs_torch, run_python, script
from multigpu.core.torch_compat import STRIDED_MATMUL_SINCE
from reference import assert_same

pytest.importorskip("transformers")


def _llama(tmp_path, name, *args):
    out = tmp_path / f"{name}.pt"
    result = run_python(script("llama_tp.py"), str(out), *args)
    assert result.returncode == 0, result.stderr[-3000:]
    return out, result


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """(the folder holding FSDP 4's checkpoint of step 2, the uninterrupted run's weights)."""
    folder = tmp_path_factory.mktemp("mesh")
    checkpoints = folder / "checkpoints"
    _llama(
        folder,
        "stopped",
        "--strategy",
        "fsdp",
        "--devices",
        "4",
        "--folder",
        str(checkpoints),
        "--stop-after",
        "2",
    )
    assert [p.name for p in checkpoints.iterdir()] == ["step-000000002.dcp"]  # sharded
    straight, _ = _llama(
        folder,
        "straight",
        "--strategy",
        "single",
        "--devices",
        "1",
        "--folder",
        str(folder / "none"),
    )
    return checkpoints, torch.load(straight, weights_only=True)


@pytest.mark.parametrize(
    ("strategy", "devices", "layout"),
    [
        ("fsdp+tp", "4", "mesh: dp_shard 2 x tp 2 (fsdp+tp)"),
        ("ddp", "2", "ddp"),
        ("single", "1", "single"),
    ],
)
def test_a_checkpoint_of_fsdp_4_resumes_on_another_mesh(tmp_path, saved, strategy, devices, layout):
    checkpoints, straight = saved
    args = ["--strategy", strategy, "--devices", devices, "--folder", str(checkpoints)]
    out, result = _llama(tmp_path, strategy, *args)
    # It did resume (a run that ignored the checkpoint would also end equal to the straight one).
    assert f"resumed at step 2 on {layout}" in result.stdout
    assert_same(torch.load(out, weights_only=True), straight)


@needs_torch(STRIDED_MATMUL_SINCE, "tensor parallelism of a fused q-k-v projection")
def test_gpt2s_fused_projection_split_by_heads_moves_between_meshes(tmp_path):
    """GPT-2 under fsdp+tp holds its fused q-k-v weight in strides (each rank its heads' queries,
    keys and values): saved so after 2 of 6 steps, it resumes whole on one process and in
    strides again on tp 2, each equal to the run that never stopped."""
    checkpoints = tmp_path / "checkpoints"
    stop = ["--folder", str(checkpoints), "--stop-after", "2"]
    _llama(tmp_path, "stopped", "--gpt2", "--strategy", "fsdp+tp", "--devices", "4", *stop)
    alone = ["--strategy", "single", "--devices", "1", "--folder", str(tmp_path / "none")]
    straight, _ = _llama(tmp_path, "straight", "--gpt2", *alone)
    for strategy, devices, layout in (("single", "1", "single"), ("tp", "2", "mesh: tp 2 (tp)")):
        where = ["--strategy", strategy, "--devices", devices, "--folder", str(checkpoints)]
        args = ["--gpt2", *where]
        out, result = _llama(tmp_path, strategy, *args)
        assert f"resumed at step 2 on {layout}" in result.stdout
        assert_same(torch.load(out, weights_only=True), torch.load(straight, weights_only=True))
