"""Exact resume: stopping and resuming gives the same model as training straight through."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
import torch
from torch.distributed.checkpoint.format_utils import dcp_to_torch_save

from conftest import run_cli, run_python, script, start_python
from multigpu.core.checkpoint import candidates

EPOCHS = "4"  # 23 steps per epoch at 2 ranks x 32
STEPS_PER_EPOCH = 23


def final_model(out: Path) -> dict[str, torch.Tensor]:
    newest = candidates(out / "checkpoints")[0]
    payload = torch.load(newest, weights_only=True)
    assert payload["step"] == int(EPOCHS) * STEPS_PER_EPOCH
    return payload["model"]


def assert_bitwise_equal(a: dict[str, torch.Tensor], b: dict[str, torch.Tensor]) -> None:
    assert a.keys() == b.keys()
    for key in a:
        assert torch.equal(a[key], b[key]), key


@pytest.fixture(scope="module")
def straight(tmp_path_factory) -> dict[str, torch.Tensor]:
    out = tmp_path_factory.mktemp("straight")
    result = run_cli("train", "--epochs", EPOCHS, "--out", str(out), timeout=180)
    assert result.returncode == 0, result.stderr
    return final_model(out)


def test_stop_and_resume_mid_epoch_and_at_an_epoch_boundary_equals_straight(straight, tmp_path):
    """Stop mid-epoch (step 10), resume and stop at an epoch boundary (23), resume to the end."""
    common = ["train", "--epochs", EPOCHS, "--out", str(tmp_path)]
    first = run_cli(*common, "--max-steps", "10")
    assert first.returncode == 0, first.stderr
    assert "stopped after --max-steps 10" in first.stdout
    second = run_cli(*common, "--resume", "auto", "--max-steps", str(STEPS_PER_EPOCH))
    assert second.returncode == 0, second.stderr
    assert "at step 10" in second.stdout and f"--max-steps {STEPS_PER_EPOCH}" in second.stdout
    third = run_cli(*common, "--resume", "auto")
    assert third.returncode == 0, third.stderr
    assert f"at step {STEPS_PER_EPOCH}" in third.stdout
    assert_bitwise_equal(final_model(tmp_path), straight)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["finished"] and summary["test_accuracy"] >= 0.9
    rows = (tmp_path / "metrics.csv").read_text().splitlines()[1:]
    assert [int(r.split(",")[0]) for r in rows] == list(range(1, int(EPOCHS) + 1))
    assert "nan" not in "".join(rows)  # a stop at an epoch's end does not lose its row


def test_a_checkpoint_at_an_epochs_last_step_resumes_at_the_next_epoch(straight, tmp_path):
    """--checkpoint-every 23 saves inside the last step of epoch 1; the loader must count that
    epoch as done, and the epoch-end save must still add its history row."""
    common = ["train", "--epochs", EPOCHS, "--out", str(tmp_path)]
    every = ["--checkpoint-every", str(STEPS_PER_EPOCH)]
    first = run_cli(*common, *every, "--max-steps", str(STEPS_PER_EPOCH))
    assert first.returncode == 0, first.stderr
    saved = torch.load(candidates(tmp_path / "checkpoints")[0], weights_only=True)
    assert (saved["loader"]["epoch"], saved["loader"]["position"]) == (1, 0)
    assert len(saved["history"]) == 1  # the row of the epoch that ended there
    resumed = run_cli(*common, *every, "--resume", "auto")
    assert resumed.returncode == 0, resumed.stderr
    rows = [r.split(",") for r in (tmp_path / "metrics.csv").read_text().splitlines()[1:]]
    assert [int(r[0]) for r in rows] == list(range(1, int(EPOCHS) + 1))
    assert all(r[1] != "nan" and float(r[3]) < 1e6 for r in rows)  # no empty epoch
    assert_bitwise_equal(final_model(tmp_path), straight)


def stop_by_signal(tmp_path: Path, signum: int, code: int) -> int:
    """Train, send `signum` once epoch 1 is done, check the stop; the step it stopped at."""
    command = [sys.executable, "-m", "multigpu", "train", "--epochs", EPOCHS]
    command += ["--out", str(tmp_path)]
    job = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for line in job.stdout:  # wait until training is under way
        if line.startswith("epoch   1/"):
            break
    job.send_signal(signum)
    stdout, stderr = job.communicate(timeout=60)
    assert job.returncode == code, stderr
    assert f"multigpu: stopped by {signal.Signals(signum).name}" in stderr
    assert f"resume with: multigpu train --epochs {EPOCHS}" in stderr and "--resume auto" in stderr
    assert "stopped at step" in stdout
    stopped_at = int(stdout.split("stopped at step ")[1].split(";")[0])
    # The check comes after each step: the earliest stop is after epoch 2's first step.
    assert STEPS_PER_EPOCH < stopped_at < int(EPOCHS) * STEPS_PER_EPOCH
    return stopped_at


def test_ctrl_c_checkpoints_exits_and_resume_equals_straight(straight, tmp_path):
    stopped_at = stop_by_signal(tmp_path, signal.SIGINT, 130)
    resumed = run_cli("train", "--epochs", EPOCHS, "--resume", "auto", "--out", str(tmp_path))
    assert resumed.returncode == 0, resumed.stderr
    assert f"at step {stopped_at}" in resumed.stdout
    assert_bitwise_equal(final_model(tmp_path), straight)


def test_sigterm_stops_and_resume_falls_back_past_a_corrupt_newest_checkpoint(straight, tmp_path):
    stop_by_signal(tmp_path, signal.SIGTERM, 143)
    newest = candidates(tmp_path / "checkpoints")[0]
    newest.write_bytes(newest.read_bytes()[:1000])  # truncated, e.g. by a full disk
    again = run_cli("train", "--epochs", EPOCHS, "--resume", "auto", "--out", str(tmp_path))
    assert again.returncode == 0, again.stderr
    assert f"skipping checkpoint: {newest} is corrupt or truncated" in again.stdout
    assert f"at step {STEPS_PER_EPOCH}" in again.stdout  # epoch 1's checkpoint, exact as well
    assert_bitwise_equal(final_model(tmp_path), straight)


def test_slurms_warning_signal_checkpoints_and_exits(tmp_path):
    stopped_at = stop_by_signal(tmp_path, signal.SIGUSR1, 138)
    assert torch.load(candidates(tmp_path / "checkpoints")[0], weights_only=True)["step"] == (
        stopped_at
    )


@pytest.mark.parametrize("strategy", ["fsdp", "pipeline"])
def test_sharded_checkpoints_resume_exactly(tmp_path, strategy):
    straight, stopped = tmp_path / "straight", tmp_path / "stopped"
    common = ["train", "--strategy", strategy, "--epochs", "1"]
    # FSDP's shards are written in the background (DCP's async_save); the pipeline's at once.
    background = ["--async-checkpoints"] if strategy == "fsdp" else []
    first = run_cli(
        *common, *background, "--checkpoint-every", "10", "--keep", "9", "--out", str(straight)
    )
    assert first.returncode == 0, first.stderr
    # Its checkpoint of step 10, alone in another run's folder: that run resumes from it.
    saved = [p for p in candidates(straight / "checkpoints") if p.name == "step-000000010.dcp"]
    assert saved, candidates(straight / "checkpoints")
    shutil.copytree(saved[0], stopped / "checkpoints" / saved[0].name)
    second = run_cli(*common, "--resume", "auto", "--out", str(stopped))
    assert second.returncode == 0, second.stderr
    assert "at step 10" in second.stdout
    a = checkpoint_model(candidates(straight / "checkpoints")[0], tmp_path / "a.pt")
    b = checkpoint_model(candidates(stopped / "checkpoints")[0], tmp_path / "b.pt")
    assert_bitwise_equal(a, b)


def test_a_pipeline_checkpoint_resumes_on_fsdp_and_ends_as_the_straight_run(tmp_path):
    """Saved on `pp 2 x dp_shard 2`, step 10 resumes on fsdp over 4 ranks (the same global
    batch: the checkpoint keeps it): each checkpoint key is the model's own, and DCP reshards
    stages and shards alike. Float32, Adam: as close as the two layouts' sums allow."""
    common = ["train", "--devices", "4", "--accelerator", "cpu", "--epochs", "1"]
    common += ["--checkpoint-every", "10", "--keep", "9"]
    pipeline = ["--pp", "2", "--dp-shard", "2"]
    runs = {"straight": [], "other": ["--seed", "1", "--max-steps", "10"]}
    for name, extra in runs.items():
        run = run_cli(*common, *pipeline, *extra, "--out", str(tmp_path / name))
        assert run.returncode == 0, run.stderr
        assert "mesh: pp 2 x dp_shard 2 (pipeline, gpipe)" in run.stdout
    layout = json.loads((tmp_path / "straight" / "summary.json").read_text())["layout"]
    assert layout["degrees"] == {"pp": 2, "dp_shard": 2} and layout["bubble"] == 0.2  # 4 parts
    finals = {}
    for name in runs:  # other: a checkpoint of other weights, which must show
        saved = tmp_path / name / "checkpoints" / "step-000000010.dcp"
        folder = tmp_path / f"resumed-{name}"
        shutil.copytree(saved, folder / "checkpoints" / saved.name)
        seed = runs[name][:2]  # the data order is the checkpoint's: the seed must match
        args = ["--strategy", "fsdp", *seed, "--resume", "auto", "--out", str(folder)]
        second = run_cli(*common, *args)
        assert second.returncode == 0, second.stderr
        assert "at step 10" in second.stdout and "mesh: dp_shard 4 (fsdp)" in second.stdout
        finals[name] = checkpoint_model(
            candidates(folder / "checkpoints")[0], tmp_path / f"{name}.pt"
        )
    straight = tmp_path / "straight" / "checkpoints"
    reference = checkpoint_model(candidates(straight)[0], tmp_path / "a.pt")
    assert reference.keys() == finals["straight"].keys()
    for key, value in reference.items():
        torch.testing.assert_close(finals["straight"][key], value, rtol=1e-5, atol=1e-5)
    # The comparison can fail: a run that ignored the checkpoint would also match (the same
    # start, the same batches); resumed from other weights, it does not.
    assert any(not torch.allclose(finals["other"][k], v, atol=1e-3) for k, v in reference.items())


def test_an_expert_parallel_checkpoint_resumes_without_ep(tmp_path):
    """Saved with mixtral-tiny's experts split over ep 2 (DTensors on the experts' own mesh),
    step 3 resumes under plain fsdp, where FSDP shards the experts: DCP reshards them as any
    other weight. The summary counts every (token, expert) pair training routed, and gives the
    load-balance loss of that routing."""
    pytest.importorskip("transformers")
    common = ["train", "--model", "mixtral-tiny", "--devices", "2", "--accelerator", "cpu"]
    common += ["--max-steps", "6", "--checkpoint-every", "3", "--keep", "9"]
    runs = {"straight": [], "other": ["--seed", "1"]}
    for name, extra in runs.items():
        # The other run only needs its checkpoint of step 3 (its last step: CI's minutes).
        last = ["--max-steps", "3"] if name == "other" else []
        run = run_cli(*common, "--ep", "2", *extra, *last, "--out", str(tmp_path / name))
        assert run.returncode == 0, run.stderr
        assert "mesh: dp_shard 2, experts over ep 2 (fsdp)" in run.stdout
    summary = json.loads((tmp_path / "straight" / "summary.json").read_text())
    routed = summary["layout"]["tokens_per_expert"]
    tokens = 6 * summary["global_batch_size"] * 32  # steps x sequences x positions
    assert [sum(counts) for counts in routed.values()] == [2 * tokens] * 2  # 2 experts a token
    balance = summary["layout"]["load_balance_loss"]  # its figure: tests/strategies/test_routing
    assert balance.keys() == routed.keys() and all(0 < v < 4 for v in balance.values())
    finals = {}
    for name in runs:
        saved = tmp_path / name / "checkpoints" / "step-000000003.dcp"
        folder = tmp_path / f"resumed-{name}"
        shutil.copytree(saved, folder / "checkpoints" / saved.name)
        args = ["--strategy", "fsdp", *runs[name], "--resume", "auto", "--out", str(folder)]
        second = run_cli(*common, *args)
        assert second.returncode == 0, second.stderr
        assert "at step 3" in second.stdout and "mesh: dp_shard 2 (fsdp)" in second.stdout
        finals[name] = torch.load(folder / "model.pt", weights_only=True)
    reference = torch.load(tmp_path / "straight" / "model.pt", weights_only=True)
    for key, value in reference.items():
        torch.testing.assert_close(finals["straight"][key], value, rtol=1e-5, atol=1e-5)
    # The comparison can fail: resumed from another run's weights, it ends elsewhere.
    assert any(not torch.allclose(finals["other"][k], v, atol=1e-3) for k, v in reference.items())


def test_resume_from_a_corrupt_path_is_a_usage_error(tmp_path):
    bad = tmp_path / "bad.pt"
    bad.write_bytes(b"garbage")
    result = run_cli("train", "--resume", str(bad), "--out", str(tmp_path))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"multigpu: error: cannot resume: {bad} is corrupt or truncated: "
        + result.stderr.split("corrupt or truncated: ")[1].strip()
    ]


def checkpoint_model(path: Path, scratch: Path) -> dict[str, torch.Tensor]:
    """The model of a checkpoint file, or of a sharded folder converted with torch's tool."""
    if path.is_dir():
        dcp_to_torch_save(path, scratch)
        path = scratch
    return torch.load(path, weights_only=True)["model"]


def seen_by_epoch(folder: Path) -> Counter:
    counts: Counter = Counter()
    for path in folder.glob("seen-*.json"):
        for epoch, indices in json.loads(path.read_text()).items():
            counts.update((int(epoch), i) for i in indices)
    return counts


def stopped_on_two_ranks(folder: Path, strategy: str) -> Path:
    first = run_python(
        script("resumable.py"),
        str(folder),
        "--devices",
        "2",
        "--strategy",
        strategy,
        "--stop-at",
        "4",
    )
    assert first.returncode == 0, first.stderr  # stopped mid-epoch 0: 4 steps x 2 ranks x 3
    return folder


@pytest.fixture(scope="module")
def ddp_stopped_on_two_ranks(tmp_path_factory) -> Path:
    """One 2-rank DDP run, stopped mid-epoch, that each DDP case resumes a copy of."""
    return stopped_on_two_ranks(tmp_path_factory.mktemp("ddp-2"), "ddp")


@pytest.mark.parametrize(("strategy", "devices"), [("ddp", "1"), ("ddp", "3"), ("fsdp", "3")])
def test_a_two_rank_checkpoint_resumes_on_another_world_size(tmp_path, strategy, devices, request):
    if strategy == "ddp":
        shutil.copytree(
            request.getfixturevalue("ddp_stopped_on_two_ranks"), tmp_path, dirs_exist_ok=True
        )
    else:
        stopped_on_two_ranks(tmp_path, strategy)
    saved = checkpoint_model(candidates(tmp_path)[0], tmp_path / "saved.pt")
    for path in tmp_path.glob("seen-*.json"):
        path.rename(path.with_name("first-" + path.name.removeprefix("seen-")))
    second = run_python(
        script("resumable.py"), str(tmp_path), "--devices", devices, "--strategy", strategy
    )
    assert second.returncode == 0, second.stderr
    # The weights the new world size loaded are the ones the old one saved.
    assert_bitwise_equal(torch.load(tmp_path / "loaded.pt", weights_only=True), saved)
    counts = seen_by_epoch(tmp_path)  # the resumed run's samples
    for path in tmp_path.glob("first-*.json"):
        for epoch, indices in json.loads(path.read_text()).items():
            counts.update((int(epoch), i) for i in indices)
    # Every sample of both epochs exactly once: none skipped, none repeated at the seam.
    assert counts == Counter({(e, i): 1 for e in (0, 1) for i in range(45)})


def test_a_killed_worker_is_started_again_and_the_job_ends_as_if_it_had_not_been(
    straight, tmp_path
):
    """multigpu train --max-restarts 1: rank 1 SIGKILLed mid-run; torch elastic starts the
    workers again, they go on from the newest checkpoint by themselves, say so, and end
    bitwise equal to the straight run."""
    (tmp_path / "tmp").mkdir()  # the job's folder (rank 1's pid in it) is found there
    out = tmp_path / "out"
    job = start_python(
        "-m",
        "multigpu",
        "train",
        "--epochs",
        EPOCHS,
        "--out",
        str(out),
        "--checkpoint-every",
        "5",
        "--max-restarts",
        "1",
        env={"TMPDIR": str(tmp_path / "tmp")},
    )
    try:
        until = time.monotonic() + 120
        while not (pids := list((tmp_path / "tmp").glob("*/workers-1/pid-rank-1"))) or not (
            candidates(out / "checkpoints")
        ):
            assert job.poll() is None and time.monotonic() < until, job.communicate()
            time.sleep(0.01)
        os.kill(int(pids[0].read_text()), signal.SIGKILL)  # at step 5 or a few later
        stdout, stderr = job.communicate(timeout=180)
    finally:
        job.kill()
    assert job.returncode == 0, stderr
    assert (
        "multigpu: the job re-formed on 1 node, 2 ranks (was 1 node, 2 ranks): rank 1 ended "
        "without a trace (killed?), at step " in stdout
    ), stdout
    assert "resumed from " in stdout
    assert_bitwise_equal(final_model(out), straight)


def test_a_resume_on_fewer_ranks_keeps_the_runs_global_batch_unless_given_another(
    straight, tmp_path
):
    """Stopped at step 10 on 2 ranks x 32, resumed on one process: the run's global batch of 64
    is kept (32 x 2 accumulation steps) and said, and the run ends as the straight one does;
    given another global batch, the job says so and trains another model (the control)."""
    kept, other = tmp_path / "kept", tmp_path / "other"
    first = run_cli("train", "--epochs", EPOCHS, "--out", str(kept), "--max-steps", "10")
    assert first.returncode == 0, first.stderr
    shutil.copytree(kept, other)
    resumed = ["train", "--epochs", EPOCHS, "--resume", "auto", "--devices", "1"]
    second = run_cli(*resumed, "--out", str(kept))
    assert second.returncode == 0, second.stderr
    assert "global batch 64 = 1 rank x 32 x 2 accumulation steps" in second.stdout
    assert (
        "multigpu: keeps the run's global batch 64 (this layout alone makes 32); "
        "--global-batch-size gives another" in second.stdout
    )
    ended = final_model(kept)
    for key in straight:  # float32 summed in another order over 82 steps
        torch.testing.assert_close(ended[key], straight[key], rtol=1e-3, atol=1e-4, msg=key)
    third = run_cli(*resumed, "--global-batch-size", "32", "--out", str(other))
    assert third.returncode == 0, third.stderr
    assert "multigpu: global batch 32 (--global-batch-size); the run had 64" in third.stdout
    smaller = torch.load(candidates(other / "checkpoints")[0], weights_only=True)["model"]
    assert max((smaller[k] - straight[k]).abs().max() for k in straight) > 1e-2
