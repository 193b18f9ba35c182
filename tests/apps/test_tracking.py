"""Tracking against the real stores, read back with their own readers: each step is written
once on 2 ranks; a missing extra is one line naming the pip command."""

from __future__ import annotations

import csv
import sys
from collections import Counter

import pytest

from conftest import run_cli

STEPS = 23  # one epoch of the digits on 2 ranks x 32


@pytest.fixture(scope="module")
def tracked(tmp_path_factory):
    out = tmp_path_factory.mktemp("tracked")
    loggers = "csv,tensorboard,mlflow"
    result = run_cli(
        "train",
        "--epochs",
        "1",
        "--clip-grad",
        "5",
        "--log",
        loggers,
        "--out",
        str(out),
        env={"MLFLOW_TRACKING_URI": ""},
        timeout=240,
    )
    assert result.returncode == 0, result.stderr
    return out


def test_tensorboard_events_hold_each_step_once(tracked):
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    events = EventAccumulator(str(tracked / "tensorboard"))
    events.Reload()
    losses = events.Scalars("train/loss")
    assert [e.step for e in losses] == list(range(1, STEPS + 1))  # once each, not per rank
    assert {"train/lr", "train/grad_norm", "epoch/test_accuracy", "peak_memory_mib"} <= set(
        events.Tags()["scalars"]
    )
    assert events.Scalars("epoch/test_accuracy")[0].value > 0.5


def test_mlflow_holds_params_metric_history_and_artifacts(tracked, monkeypatch):
    from mlflow.tracking import MlflowClient

    monkeypatch.setenv("MLFLOW_ALLOW_FILE_STORE", "true")  # the local store the job wrote
    client = MlflowClient((tracked / "mlruns").resolve().as_uri())
    (experiment,) = [e for e in client.search_experiments() if e.name == "multigpu"]
    (run,) = client.search_runs([experiment.experiment_id])
    assert run.data.params["job.model"] == "digits-cnn" and run.data.params["job.epochs"] == "1"
    history = client.get_metric_history(run.info.run_id, "train/loss")
    assert sorted(m.step for m in history) == list(range(1, STEPS + 1))
    artifacts = {a.path for a in client.list_artifacts(run.info.run_id)}
    assert {"summary.json", "metrics.csv", "model.pt"} <= artifacts


def test_csv_holds_each_metric_and_step_once(tracked):
    with (tracked / "log.csv").open() as f:
        rows = list(csv.DictReader(f))
    counts = Counter((row["step"], row["name"]) for row in rows)
    assert max(counts.values()) == 1
    assert sum(1 for row in rows if row["name"] == "train/loss") == STEPS


def test_a_run_that_continues_another_adds_to_its_csv_and_a_new_run_starts_afresh(tmp_path):
    from multigpu.core.tracking import Tracker

    def run(steps, continues=False):
        tracker = Tracker(["csv"], tmp_path, writes=True)
        if continues:  # what run.load does: the run goes on from a checkpoint
            tracker.continues()
        for step in steps:
            tracker.log({"loss": float(step)}, step=step)
        tracker.close()
        with (tmp_path / "log.csv").open() as f:
            return [int(row["step"]) for row in csv.DictReader(f)]

    assert run([1, 2, 3]) == [1, 2, 3]
    assert run([3, 4], continues=True) == [1, 2, 3, 3, 4]  # step 3 trained again after resume
    assert run([1]) == [1]  # a new run in the same folder


def test_a_missing_extra_names_the_pip_command(cli, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "mlflow", None)  # as if it were not installed
    result = cli("train", "--log", "csv,mlflow", "--out", str(tmp_path))
    assert result.returncode == 2
    assert "pip install 'multigpu[mlflow]'" in result.stderr
