"""Gradient accumulation, sync batch norm, uneven inputs (Join), clipping, the memory report."""

from __future__ import annotations

import csv
import json
import sys

import torch
import torch.nn.functional as F

import multigpu
from conftest import SCRIPTS, run_cli, run_python, script

sys.path.insert(0, str(SCRIPTS))
import sync_and_join


def final_model(out) -> dict[str, torch.Tensor]:
    return torch.load(out / "checkpoints" / "step-000000023.pt", weights_only=True)["model"]


def step_losses(out) -> torch.Tensor:
    with (out / "log.csv").open() as f:
        rows = [row for row in csv.DictReader(f) if row["name"] == "train/loss"]
    return torch.tensor([float(row["value"]) for row in rows], dtype=torch.float64)


def test_accumulating_k_batches_of_b_equals_one_batch_of_k_times_b(tmp_path):
    big, small = tmp_path / "big", tmp_path / "small"
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    first = run_cli(
        "train",
        "--epochs",
        "1",
        "--batch-size",
        "32",
        "--out",
        str(big),
        "--log",
        "csv",
        "--async-checkpoints",  # the checkpoint compared below was written in the background
        env={"TMPDIR": str(temporary)},
    )
    assert first.returncode == 0, first.stderr
    # torch elastic's log folder went with the job (torch's compile cache may stay: it is one).
    assert [p.name for p in temporary.iterdir() if not p.name.startswith("torchinductor_")] == []
    second = run_cli(
        "train",
        "--epochs",
        "1",
        "--batch-size",
        "8",
        "--accumulate",
        "4",
        "--out",
        str(small),
        "--log",
        "csv",
        "--check-collectives",  # every collective agreed on first: the same numbers
    )
    assert second.returncode == 0, second.stderr
    a, b = final_model(big), final_model(small)  # both took 23 optimizer steps
    for key in a:
        torch.testing.assert_close(a[key], b[key], rtol=1e-4, atol=1e-5, msg=key)
    # Each step's logged loss is its global batch's in both, not one rank's (last) micro-batch.
    logged = {out: step_losses(out) for out in (big, small)}
    assert len(logged[big]) == 23
    torch.testing.assert_close(logged[small], logged[big], rtol=1e-4, atol=1e-5)
    summary = json.loads((small / "summary.json").read_text())
    assert (summary["local_batch_size"], summary["global_batch_size"]) == (8, 64)
    # The memory report: one row per rank, on screen and in the summary.
    assert [row["rank"] for row in summary["peak_memory"]] == [0, 1]
    assert all(row["peak_mb"] > 10 for row in summary["peak_memory"])
    assert "peak memory: " in second.stdout
    # The closing lines name every file the job wrote.
    written = second.stdout.split(f"wrote in {small}:")[1].split()
    for name in ("model.pt", "checkpoints/", "metrics.csv", "summary.json"):
        assert name in written, name


def test_sync_batchnorm_statistics_equal_single_process_statistics(tmp_path):
    out = tmp_path / "syncbn.pt"
    result = run_python(script("sync_and_join.py"), "syncbn", str(out))
    assert result.returncode == 0, result.stderr
    synced = torch.load(out, weights_only=True)
    # One process on the whole global batch.
    model = sync_and_join.bn_model()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    x, y = sync_and_join.global_batch()
    for _ in range(3):
        F.cross_entropy(model(x), y).backward()
        optimizer.step()
        optimizer.zero_grad()
    reference = model.state_dict()
    for key in ("1.running_mean", "1.running_var", "1.num_batches_tracked", "1.weight", "0.weight"):
        torch.testing.assert_close(synced[key], reference[key], rtol=1e-5, atol=1e-6, msg=key)


def test_uneven_inputs_finish_without_a_hang_under_join(tmp_path):
    out = tmp_path / "join.pt"
    result = run_python(script("sync_and_join.py"), "join", str(out), timeout=90)
    assert result.returncode == 0, result.stderr
    weights = torch.load(out, weights_only=True)["weights"]
    assert torch.equal(weights[0], weights[1])  # replicas stayed in sync


def test_clipping_under_fsdp_uses_the_global_norm_over_all_shards(tmp_path):
    out = tmp_path / "clip.pt"
    result = run_python(script("sync_and_join.py"), "clip", str(out), timeout=90)
    assert result.returncode == 0, result.stderr
    measured = torch.load(out, weights_only=True)
    model = sync_and_join.bn_model()  # one process, the global batch, sync batch norm's math
    x, y = sync_and_join.global_batch()
    F.cross_entropy(model(x), y).backward()
    reference = torch.nn.utils.get_total_norm([p.grad for p in model.parameters()])
    torch.testing.assert_close(measured["norm"], reference, rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(measured["after"], torch.tensor(0.01), rtol=1e-3, atol=1e-6)


def clip_job(run: multigpu.Run) -> list[float]:
    torch.manual_seed(0)
    model = torch.nn.Linear(10, 10)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    model, optimizer = run.setup(model, optimizer)
    norms = []
    for _ in range(6):
        run.backward(model(torch.randn(4, 10) * 3).pow(2).mean())  # finite in fp16
        run.clip_gradients(model, optimizer, max_norm=1.0)
        grads = [p.grad for p in model.parameters()]
        norms.append(float(torch.nn.utils.get_total_norm(grads)))
        optimizer.step()
        optimizer.zero_grad()
    return norms


def test_clipping_bounds_the_true_gradient_norm_also_under_fp16():
    for precision in ("fp32", "fp16"):
        norms = multigpu.launch(clip_job, strategy="single", precision=precision)
        # fp16's first steps may overflow at the initial scale; the scaler skips those.
        taken = [n for n in norms if n == n]
        assert len(taken) >= 4, (precision, norms)
        assert all(n <= 1.0 + 1e-3 for n in taken), (precision, norms)
        assert max(taken) > 0.99  # the clip was active, not the gradients small already


def test_wrappers_are_found_inside_torch_compile():
    """`run.no_sync` must reach DDP also when the user compiled the wrapped model."""
    import torch
    from torch import nn

    from multigpu.strategies.base import ModuleWrapper, find_wrapper

    inner = nn.Linear(2, 2)
    wrapper = ModuleWrapper()
    wrapper.module = inner
    compiled = torch.compile(wrapper)  # lazy: nothing is compiled until it is called
    assert find_wrapper(compiled, ModuleWrapper) is wrapper
    assert find_wrapper(inner, ModuleWrapper) is None
