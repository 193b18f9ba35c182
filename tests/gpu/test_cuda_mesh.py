"""The mesh's newer paths on a GPU: a model built on the meta device whose shards are allocated
and filled on the GPU ends with the weights of one CPU process fed the same global batches
(float64), and a pipeline, which cannot run over gloo there, is refused in one line. The ranks
share the one GPU over gloo with CUDA tensors (MULTIGPU_BACKEND=gloo)."""

from __future__ import annotations

import sys

import pytest
import torch
from safetensors.torch import save_file

from conftest import SCRIPTS, run_cli, run_python, script

sys.path.insert(0, str(SCRIPTS))
import meta_build as mb

pytestmark = [
    pytest.mark.cuda,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]
pytest.importorskip("transformers")

GLOO = {"MULTIGPU_BACKEND": "gloo"}


def _close(trained: dict, reference: dict, other: dict) -> None:
    assert trained.keys() == reference.keys()
    for key, value in reference.items():
        torch.testing.assert_close(trained[key].cpu(), value, rtol=1e-9, atol=1e-11, msg=key)
    # The comparison can fail: one replica's half of each global batch trains another model.
    assert any(not torch.allclose(trained[k].cpu(), other[k]) for k in reference)


def test_a_pipeline_over_gloo_on_the_gpu_is_refused_in_one_line(tmp_path):
    """Gloo sends CPU tensors only, so ranks sharing the GPU cannot pipeline (the first send died
    with "writev: Bad address" before this refusal); over nccl, one GPU per rank, they can."""
    args = ["--model", "llama-tiny", "--pp", "2", "--devices", "2", "--accelerator", "cuda"]
    result = run_cli("train", *args, "--out", str(tmp_path), env=GLOO, timeout=120)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "multigpu: error: --pp 2: stages on CUDA send to each other over nccl; gloo "
        "(MULTIGPU_BACKEND=gloo, ranks sharing a GPU) sends CPU tensors only"
    ]


def test_a_meta_built_model_is_filled_on_the_gpu_and_equals_one_cpu_process(tmp_path):
    weights = tmp_path / "weights"
    weights.mkdir()
    save_file(mb.initial().state_dict(), str(weights / "model.safetensors"))
    out = tmp_path / "fsdp"
    env = {**GLOO, "META_ACCELERATOR": "cuda"}
    result = run_python(script("meta_build.py"), str(weights), str(out), env=env, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    trained = torch.load(f"{out}.pt", weights_only=True, map_location="cpu")
    _close(trained, mb.one_process(world_size=2), mb.one_process(world_size=1))
