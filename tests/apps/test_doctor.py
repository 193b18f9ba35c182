"""`multigpu doctor` on this machine: the stack, the devices, and one checked all-reduce."""

from __future__ import annotations

import re
import socket

from conftest import run_cli


def test_doctor_reports_a_checked_all_reduce_over_both_ranks():
    result = run_cli("doctor", "--devices", "2", "--accelerator", "cpu", timeout=120)
    assert result.returncode == 0, result.stderr
    for section in ("software", "devices", "network", "all-reduce across the job"):
        assert f"\n{section}" in "\n" + result.stdout
    host = re.escape(socket.gethostname())
    line = rf"  ok: 2 rank\(s\) over gloo, 4 MiB in [\d.]+ ms; ranks: {host}:cpu, {host}:cpu\n"
    assert re.search(line, result.stdout), result.stdout


def test_doctor_refuses_more_processes_than_cores_without_cpu():
    result = run_cli("doctor", "--devices", "64", timeout=60)
    assert result.returncode == 2 and "--devices 64: " in result.stderr
