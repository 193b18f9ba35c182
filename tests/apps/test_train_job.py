"""The main job end to end: 2 gloo processes, digits, accuracy, files, rank-0-only output."""

from __future__ import annotations

import csv
import json

from conftest import run_cli


def test_default_job_learns_the_digits_and_writes_its_reports(tmp_path):
    result = run_cli("train", "--out", str(tmp_path), timeout=240)
    assert result.returncode == 0, result.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["test_accuracy"] >= 0.95
    assert summary["world_size"] == 2 and summary["backend"] == "gloo"
    assert summary["strategy"] == "ddp"
    assert summary["global_batch_size"] == 2 * summary["local_batch_size"] == 64
    assert summary["samples_per_s"] > 0 and summary["wall_time_s"] > 0
    # The median step: a step's share of the wall time at most (evaluation, start-up beside).
    assert 0 < summary["step_time_s"] < summary["wall_time_s"] / summary["steps"]
    with (tmp_path / "metrics.csv").open() as f:
        rows = list(csv.DictReader(f))
    assert [int(r["epoch"]) for r in rows] == list(range(1, 11))
    assert float(rows[-1]["train_loss"]) < float(rows[0]["train_loss"])
    # Rank 0 alone prints: the summary line appears once, each epoch line once.
    assert result.stdout.count("done: test accuracy") == 1
    assert result.stdout.count("epoch  10/10") == 1
    assert "epoch 1" in result.stderr  # the progress bar


def test_config_file_drives_the_job(tmp_path):
    config = tmp_path / "run.toml"
    config.write_text(
        '[job]\nmodel = "digits-mlp"\nepochs = 2\n[parallelism]\nstrategy = "single"\n'
    )
    result = run_cli("train", "--config", str(config), "--out", str(tmp_path), timeout=120)
    assert result.returncode == 0, result.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert (summary["model"], summary["strategy"], summary["world_size"]) == (
        "digits-mlp",
        "single",
        1,
    )
    assert summary["epochs"] == 2
