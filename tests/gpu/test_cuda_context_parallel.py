"""Context parallelism on a GPU: a tiny Llama whose sequences are cut over the cp ranks ends
with the weights of one process trained on whole sequences (float32, torch's efficient kernel),
and without the positions handed to the model it does not. Two ranks cannot share one GPU over
nccl, so the ranks share it over gloo with CUDA tensors (MULTIGPU_BACKEND=gloo), where the ring
passes its shards all-to-all."""

from __future__ import annotations

import csv

import pytest
import torch

from conftest import run_cli, run_python, script, without

pytestmark = [
    pytest.mark.cuda,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]
pytest.importorskip("transformers")

GLOO = {"MULTIGPU_BACKEND": "gloo"}
# The negative control: the cut positions are not handed to the model, which then counts each
# rank's tokens from 0 (its rotary positions are wrong for every chunk but the first).
UNHANDED = (
    "import multigpu.strategies.context as c\n"
    "c._hand_positions = lambda module, args, kwargs: None\n"
)


def _train(tmp_path, name, *args, env=None, devices=1):
    """The weights a run ends with: the reference's file, or the ranks' shards put together."""
    out = tmp_path / f"{name}.pt"
    result = run_python(script("llama_cp.py"), str(out), *args, env=env, timeout=240)
    assert result.returncode == 0, result.stderr[-3000:]
    if "--reference" in args:
        return torch.load(out, weights_only=True)
    parts = [torch.load(f"{out}.rank{r}", weights_only=True) for r in range(devices)]
    return {key: torch.cat([part[key] for part in parts]) for key in parts[0]}


def _close(trained: dict, reference: dict) -> None:
    assert trained.keys() == reference.keys()
    for key, value in reference.items():
        torch.testing.assert_close(trained[key], value, rtol=1e-4, atol=2e-5, msg=key)


@pytest.mark.parametrize("devices", [2, 4])  # cp 2 alone; dp_shard 2 x cp 2
def test_sequences_cut_over_cp_ranks_equal_one_process(tmp_path, devices):
    reference = _train(tmp_path, "reference", "--reference", str(devices // 2))
    trained = _train(tmp_path, "cp", "--devices", str(devices), env=GLOO, devices=devices)
    _close(trained, reference)
    if devices == 2:
        wrong = _train(
            tmp_path,
            "unhanded",
            "--devices",
            "2",
            env={**GLOO, **without(tmp_path, UNHANDED)},
            devices=2,
        )
        with pytest.raises(AssertionError):
            _close(wrong, reference)


def test_the_main_job_trains_a_llama_with_its_sequences_cut(tmp_path):
    """bf16 (the flash kernel): llama-tiny's sequences of 32 cut into parts of 16."""
    args = ["--model", "llama-tiny", "--strategy", "fsdp", "--cp", "2", "--devices", "2"]
    args += ["--precision", "bf16"]
    result = run_cli(
        "train",
        *args,
        "--accelerator",
        "cuda",
        "--max-steps",
        "8",
        "--out",
        str(tmp_path),
        env=GLOO,
        timeout=240,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "mesh: dp_shard 1 x cp 2 (fsdp)" in result.stdout
    with (tmp_path / "log.csv").open() as f:
        losses = [float(r["value"]) for r in csv.DictReader(f) if r["name"] == "train/loss"]
    assert len(losses) == 8 and losses[-1] < 0.8 * losses[0]
