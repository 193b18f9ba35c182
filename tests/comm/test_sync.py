"""Gradient synchronization: the hand-written algorithms and --sync hooks against the backend's
all-reduce on 2 and 3 real processes, their byte counts against the formulas, the wiring into a
job, `multigpu comm`, and asynchronous training."""

from __future__ import annotations

import json

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import multigpu
from conftest import run_cli, run_python, script
from multigpu.comm import costmodel
from multigpu.strategies import DDP


@pytest.fixture(scope="module", params=[2, 3], ids=lambda n: f"{n}ranks")
def sync_report(request, tmp_path_factory):
    out = tmp_path_factory.mktemp("sync") / "report.json"
    result = run_python(script("sync_algorithms.py"), str(out), "--ranks", str(request.param))
    assert result.returncode == 0, result.stderr
    return json.loads(out.read_text())


def test_single_machine_jobs_keep_gloo_on_loopback(sync_report):
    from multigpu.launcher.nodes import interface_addresses

    assert interface_addresses()[sync_report["gloo_interface"]].startswith("127.")


def test_hand_written_allreduce_sums_like_the_backend(sync_report):
    for case in sync_report["algorithms"]:
        assert case["max_error"] < 1e-5, case


def test_ring_bytes_per_rank_match_the_formula(sync_report):
    n = sync_report["ranks"]
    for case in sync_report["algorithms"]:
        if case["algo"] != "ring":
            continue
        k = case["elements"] * 4
        sent = [t["sent"] for t in case["traffic"]]
        received = [t["received"] for t in case["traffic"]]
        # Every chunk crosses N-1 links in each phase, whatever the chunk sizes.
        assert sum(sent) == sum(received) == 2 * (n - 1) * k
        if case["elements"] % n == 0:  # equal chunks: each rank exactly 2(N-1)K/N
            assert sent == [costmodel.ring_bytes_per_rank(k, n)] * n
        # Unequal chunks: a rank skips one chunk per phase, of the smallest or largest size.
        chunk = -(-case["elements"] // n) * 4
        for s in sent:
            assert 2 * (k - chunk) <= s <= 2 * (k - (case["elements"] // n) * 4)


def test_parameter_server_bytes_match_the_formula(sync_report):
    n = sync_report["ranks"]
    for case in sync_report["algorithms"]:
        if case["algo"] != "ps":
            continue
        k = case["elements"] * 4
        server, *workers = case["traffic"]
        assert server["sent"] == server["received"] == costmodel.ps_bytes_per_rank(k, n, True)
        assert server["sent"] + server["received"] == 2 * (n - 1) * k
        for worker in workers:
            assert worker["sent"] + worker["received"] == 2 * k
            assert worker["messages"] == 2


@pytest.mark.parametrize(
    ("method", "tolerance"), [("ring", 1e-6), ("ps", 1e-6), ("fp16", 2e-3), ("bf16", 2e-2)]
)
def test_sync_hooks_average_like_allreduce(sync_report, method, tolerance):
    expected = torch.tensor(sync_report["hooks"]["allreduce"]["grads"])
    got = torch.tensor(sync_report["hooks"][method]["grads"])
    torch.testing.assert_close(got, expected, rtol=tolerance, atol=tolerance)
    if method in ("bf16", "fp16"):  # compressed, so not bitwise: the test can tell them apart
        assert not torch.equal(got, expected)


def test_hook_traffic_reports(sync_report):
    n = sync_report["ranks"]
    hooks = sync_report["hooks"]
    grad = hooks["allreduce"]["traffic"][0]["gradient_bytes"]
    assert grad == (7 * 13 + 13 + 13 * 5 + 5 + 5 * 3 + 3) * 4
    ring = hooks["ring"]["traffic"]
    assert sum(r["sent_bytes_per_step"] for r in ring) == pytest.approx(2 * (n - 1) * grad)
    assert hooks["ps"]["traffic"][0]["sent_bytes_per_step"] == (n - 1) * grad  # the server
    for half in ("bf16", "fp16"):
        assert hooks[half]["traffic"][0]["payload_bytes_per_step"] == grad / 2
    # PowerSGD: a plain all-reduce on step one, then low-rank factors: less over three steps.
    psgd = hooks["powersgd"]["traffic"][0]
    assert psgd["payload_bytes_per_step"] < grad
    powersgd_grads = torch.tensor(hooks["powersgd"]["grads"])
    exact = torch.tensor(hooks["allreduce"]["grads"])
    torch.testing.assert_close(powersgd_grads[0], exact[0])  # step one is uncompressed
    assert not torch.allclose(powersgd_grads[2], exact[2])  # later steps are approximations


def _one_step(run: multigpu.Run) -> list[dict]:
    torch.manual_seed(0)
    net = nn.Linear(4, 2)
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1)
    net, optimizer = run.setup(net, optimizer)
    for _ in range(2):
        F.mse_loss(net(torch.ones(3, 4)), torch.zeros(3, 2)).backward()
        optimizer.step()
    return run.traffic()


def test_sync_option_reaches_ddp_and_counts_optimizer_steps():
    """In this process (one rank): the hook is registered and steps are counted."""
    report = multigpu.launch(_one_step, devices=1, accelerator="cpu", strategy=DDP(sync="ps"))
    assert [r["sync"] for r in report] == ["ps"]
    assert report[0]["steps"] == 2
    assert report[0]["gradient_bytes"] == (4 * 2 + 2) * 4


def test_sync_needs_ddp(cli):
    result = cli("train", "--strategy", "fsdp", "--sync", "ring", "--devices", "2")
    assert result.returncode == 2 and "--sync ring: needs --strategy ddp" in result.stderr
    result = cli("train", "--sync", "carrier-pigeon")
    assert result.returncode == 2 and "--sync carrier-pigeon: unknown sync" in result.stderr


def test_comm_command_times_and_counts(tmp_path):
    out = tmp_path / "comm.json"
    # 96,000 bytes: 24,000 floats, equal chunks on 3 ranks, so the counts are exact.
    result = run_cli(
        "comm",
        "--ranks",
        "3",
        "--size",
        "0.096",
        "--warmup",
        "1",
        "--repeats",
        "3",
        "--accelerator",
        "cpu",
        "--json",
        str(out),
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(out.read_text())
    assert report["ranks"] == 3 and report["payload_bytes"] == 96_000
    rows = {row["algo"]: row for row in report["results"]}
    assert set(rows) == {"allreduce", "ring", "ps"}
    assert rows["ring"]["sent_bytes_per_rank"] == [2 * 2 * 96_000 / 3] * 3
    assert rows["ps"]["sent_bytes_per_rank"] == [2 * 96_000, 96_000, 96_000]
    for row in rows.values():
        assert row["time_s_min"] <= row["time_s_median"] <= row["time_s_max"]
        assert row["busbw_GBps"] == pytest.approx(row["algbw_GBps"] * 4 / 3)
    assert report["link"]["alpha_s"] > 0
    for algo in ("allreduce", "ring", "ps"):
        assert f"\n{algo} " in result.stdout


def test_async_training_reaches_90_percent(tmp_path):
    result = run_cli(
        "train",
        "--sync",
        "async",
        "--devices",
        "3",
        "--accelerator",
        "cpu",
        "--epochs",
        "3",
        "--out",
        str(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["test_accuracy"] >= 0.9
    stats = summary["asynchronous"]
    assert stats["updates_applied"] == summary["steps"] > 0
    assert stats["updates_dropped"] == 0
    assert sum(stats["staleness_histogram"].values()) == stats["updates_applied"]
    lines = (tmp_path / "metrics.csv").read_text().splitlines()
    assert len(lines) == 1 + 3  # header and one row per epoch: the loss curve
