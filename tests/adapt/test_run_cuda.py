"""`multigpu run` on a real GPU; skipped without one (run by benchmarks/gpu_check.py).

One GPU cannot hold two nccl ranks, so the two-rank case runs the workers directly on the one
GPU over gloo with CUDA tensors (MULTIGPU_BACKEND=gloo), each shown GPU 0."""

from __future__ import annotations

import json

import pytest
import torch
from run_fixtures import DATA_PARALLEL, SINGLE, image_folder, largest_difference, weights  # noqa: F401 (fixture 'images')

from conftest import run_as_ranks, run_cli, run_python

pytestmark = [
    pytest.mark.cuda,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]
VARIANTS = ("--clip", "1", "--accum", "2")


def test_a_single_gpu_script_on_the_gpu_equals_the_script_itself(tmp_path):
    plain, ours = tmp_path / "plain.pt", tmp_path / "ours.pt"
    assert run_python(SINGLE, str(plain), *VARIANTS, timeout=180).returncode == 0
    result = run_cli("run", "--devices", "1", SINGLE, str(ours), *VARIANTS, timeout=180)
    assert result.returncode == 0, result.stderr
    assert "1 CUDA GPU" in result.stderr
    assert largest_difference(weights(ours), weights(plain)) < 1e-10


def test_two_ranks_sharing_the_gpu_equal_one_process(tmp_path, images):
    plain, ours = tmp_path / "plain.pt", tmp_path / "ours.pt"
    assert run_python(SINGLE, str(plain), *VARIANTS, timeout=180).returncode == 0
    options = {"device_type": "cuda", "gpus": ["0"]}
    env = {"MULTIGPU_BACKEND": "gloo", "MULTIGPU_RUN_OPTIONS": json.dumps(options)}
    run_as_ranks("-m", "multigpu.adapt.launch.bootstrap", SINGLE, str(ours), *VARIANTS, env=env)
    assert largest_difference(weights(ours), weights(plain)) < 1e-10
    # The DataParallel script: DDP on CUDA tensors, global batch norm, against the CPU.
    cpu, gpu = tmp_path / "cpu", tmp_path / "gpu"
    done = run_cli(
        "run",
        "--devices",
        "1",
        "--accelerator",
        "cpu",
        DATA_PARALLEL,
        images,
        str(cpu),
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    options["sync_batchnorm"] = True
    env["MULTIGPU_RUN_OPTIONS"] = json.dumps(options)
    run_as_ranks("-m", "multigpu.adapt.launch.bootstrap", DATA_PARALLEL, images, str(gpu), env=env)
    final = weights(gpu / "epoch-1.pt", "model_state_dict")
    assert largest_difference(final, weights(cpu / "epoch-1.pt", "model_state_dict")) < 1e-9
