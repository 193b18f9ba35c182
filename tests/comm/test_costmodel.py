"""The cost model's formulas on cases worked by hand, and `comm --predict`."""

from __future__ import annotations

import json

import pytest

from multigpu.comm import costmodel
from multigpu.comm.costmodel import Link

# 1 ms per message, 1 ms per MB: round numbers to work with by hand.
LINK = Link(alpha_s=1e-3, beta_s_per_byte=1e-9)
MB = 1e6


def test_bytes_per_rank():
    assert costmodel.ring_bytes_per_rank(100, 4) == 150  # 2 * 3 * 100 / 4
    assert costmodel.ring_bytes_per_rank(100, 1) == 0
    assert costmodel.ps_bytes_per_rank(100, 4, server=True) == 300  # three workers' K
    assert costmodel.ps_bytes_per_rank(100, 4, server=False) == 100
    assert costmodel.ps_bytes_per_rank(100, 1, server=True) == 0


def test_bandwidths():
    # 1 GB in 0.5 s: algbw 2 GB/s; on 4 ranks the bus carries 2 * 3/4 of it: 3 GB/s.
    assert costmodel.algorithm_bandwidth(1e9, 0.5) == 2e9
    assert costmodel.bus_bandwidth(1e9, 0.5, 4) == pytest.approx(3e9)


def test_allreduce_times():
    # Ring, 4 ranks, 8 MB: 6 steps of (1 ms + 2 MB * 1 ms/MB) = 18 ms.
    assert costmodel.ring_time(8 * MB, 4, LINK) == pytest.approx(18e-3)
    # Server, 4 ranks, 8 MB: 6 messages of (1 ms + 8 ms) = 54 ms.
    assert costmodel.ps_time(8 * MB, 4, LINK) == pytest.approx(54e-3)
    assert costmodel.ring_time(8 * MB, 1, LINK) == costmodel.ps_time(8 * MB, 1, LINK) == 0


def test_link_from_gbps():
    link = Link.from_gbps(8, latency_us=2)  # 8 Gbit/s = 1 GB/s
    assert link.beta_s_per_byte == pytest.approx(1e-9)
    assert link.alpha_s == pytest.approx(2e-6)


def test_buckets():
    assert costmodel.buckets(10, 4) == [4, 4, 2]
    assert costmodel.buckets(8, 4) == [4, 4]
    assert costmodel.buckets(0, 4) == []


def test_step_without_overlap_adds_all_communication():
    # 2 ranks, 10 MB in buckets of 4, 4, 2 MB: ring times 2*(1+2)=6, 6, 2*(1+1)=4 -> 16 ms.
    p = costmodel.predict_step("ring", 2, 0.1, 10 * MB, LINK, bucket_bytes=4 * MB, overlap=0)
    assert p.communication_s == pytest.approx(16e-3)
    assert p.step_s == pytest.approx(0.116)
    assert p.efficiency == pytest.approx(0.1 / 0.116)


def test_step_with_overlap_exposes_at_least_the_last_bucket():
    # Backward is 2/3 of 0.1 s: 66.7 ms hides all 16 ms but the last bucket's 4 ms.
    p = costmodel.predict_step("ring", 2, 0.1, 10 * MB, LINK, bucket_bytes=4 * MB, overlap=1)
    assert p.exposed_s == pytest.approx(4e-3)
    # A parameter server on 2 ranks takes 2*(1+4) + 2*(1+4) + 2*(1+2) = 26 ms; half overlap of
    # a 20 ms backward (0.03 s compute) hides 10 ms of it: 16 ms exposed.
    p = costmodel.predict_step("ps", 2, 0.03, 10 * MB, LINK, bucket_bytes=4 * MB, overlap=0.5)
    assert p.communication_s == pytest.approx(26e-3)
    assert p.exposed_s == pytest.approx(16e-3)


def test_one_device_is_perfectly_efficient():
    p = costmodel.predict_step("ps", 1, 0.05, 100 * MB, LINK)
    assert p.step_s == 0.05 and p.efficiency == 1


def test_ring_scales_and_parameter_server_does_not():
    fast = Link(alpha_s=1e-6, beta_s_per_byte=1e-10)  # 1 us, 10 GB/s
    eff = {
        algo: [costmodel.predict_step(algo, n, 0.1, 100 * MB, fast).efficiency for n in (2, 64)]
        for algo in ("ring", "ps")
    }
    assert eff["ring"][1] > 0.5 > eff["ps"][1]
    assert eff["ps"][0] > eff["ps"][1]


def test_predict_command(cli, tmp_path):
    plot, out = tmp_path / "p.png", tmp_path / "p.json"
    result = cli(
        "comm",
        "--predict",
        "--model",
        "digits-cnn",
        "--devices",
        "1,2,8",
        "--link-gbps",
        "10",
        "--compute-ms",
        "5",
        "--plot",
        str(plot),
        "--json",
        str(out),
    )
    assert result.returncode == 0, result.stderr
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    report = json.loads(out.read_text())
    assert [row["devices"] for row in report["predictions"]] == [1, 2, 8]
    assert report["gradient_bytes"] > 0
    ring8 = report["predictions"][2]["ring"]
    expected = costmodel.predict_step(
        "ring", 8, 5e-3, report["gradient_bytes"], Link.from_gbps(10), overlap=1
    )
    assert ring8["step_s"] == pytest.approx(expected.step_s)
    assert "ring eff" in result.stdout


def test_predict_needs_a_link(cli):
    result = cli("comm", "--predict", "--model", "digits-cnn")
    assert result.returncode == 2 and "--link-gbps" in result.stderr


def test_predict_refuses_a_link_without_bandwidth(cli, tmp_path):
    """A ping-pong too fast to measure leaves beta at 0: one line, not a ZeroDivisionError."""
    measured = tmp_path / "comm.json"
    measured.write_text('{"link": {"alpha_s": 1e-05, "beta_s_per_byte": 0.0}}')
    result = cli("comm", "--predict", "--model", "digits-cnn", "--link-from", str(measured))
    assert result.returncode == 2
    assert "its bandwidth could not be measured" in result.stderr and "--link-gbps" in result.stderr
