"""Machines that come and go (network namespaces on one bridge; needs root, skips otherwise):
a job on 2 machines takes in a third that joins, then loses it, and ends with the parameters
and the sample stream of one process fed the same global batches."""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import torch

import multigpu
from conftest import SCRIPTS, machine_env, script

sys.path.insert(0, str(SCRIPTS))
import elastic  # the job's own training function, run here for one process

PORT = 29300 + os.getpid() % 100
# Quick to re-form (the defaults wait 5 s for latecomers); still long enough that an agent
# never counts itself dead (nodes.py checks it).
RDZV_CONF = "last_call_timeout=1,keep_alive_interval=1,keep_alive_max_attempt=4"


def _start(host, folder: Path, endpoint: str, name: str) -> subprocess.Popen:
    argv = [
        sys.executable,
        script("elastic.py"),
        str(folder),
        "--nnodes",
        "2:3",
        "--endpoint",
        endpoint,
        "--rdzv-conf",
        RDZV_CONF,
        "--hold",
        "8:2,12:3",
    ]
    log = (folder / f"{name}.log").open("w")
    # Its own temporary folder: a machine killed outright leaves its agent's folder behind.
    temporary = folder / f"{name}-tmp"
    temporary.mkdir()
    return subprocess.Popen(
        host.command(*argv),
        env={**machine_env(), "TMPDIR": str(temporary)},
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def _wait_for(path: Path, nodes: list[subprocess.Popen], limit: float = 60) -> None:
    until = time.monotonic() + limit
    while not path.exists():
        ended = [node.args[-1] for node in nodes if node.poll() is not None]
        assert not ended and time.monotonic() < until, f"no {path.name}; ended: {ended}"
        time.sleep(0.05)


def _kill_machine(host) -> None:
    """Every process of the machine, as when it loses power (its agent and its workers)."""
    listed = subprocess.run(
        ["ip", "netns", "pids", host.namespace], capture_output=True, text=True, check=True
    ).stdout.split()
    for pid in listed:
        os.kill(int(pid), signal.SIGKILL)


def test_a_machine_joins_then_one_is_lost_and_the_run_equals_one_process(three_hosts, tmp_path):
    first, second, late = three_hosts
    job, alone = tmp_path / "job", tmp_path / "alone"
    job.mkdir()
    alone.mkdir()
    endpoint = f"{first.address}:{PORT}"
    nodes = [_start(first, job, endpoint, "first"), _start(second, job, endpoint, "second")]
    try:
        _wait_for(job / "held-8-2", nodes)  # 8 steps on 2 machines; rank 0 waits there
        nodes.append(_start(late, job, endpoint, "late"))  # the job re-forms on 3
        _wait_for(job / "held-12-3", nodes)  # from step 8's checkpoint to step 12, on 3
        _kill_machine(late)
        (job / "release-12-3").touch()  # rank 0 meets the loss in its next collective
        for node in nodes[:2]:
            node.wait(timeout=90)
    finally:
        for node in nodes:
            node.kill()
    said = (job / "first.log").read_text()
    assert [node.returncode for node in nodes[:2]] == [0, 0], said[-3000:]
    reformed = [line for line in said.splitlines() if "re-formed" in line]
    assert reformed == [
        "multigpu: the job re-formed on 3 nodes, 3 ranks (was 2 nodes, 2 ranks): took in the "
        f"machine at {late.address} that joined, at step 8",  # stopped there to re-form
        "multigpu: the job re-formed on 2 nodes, 2 ranks (was 3 nodes, 3 ranks): lost the "
        f"machine at {late.address}, at step 12",
    ], said[-3000:]

    one_process = argparse.Namespace(folder=str(alone), hold="")
    multigpu.launch(elastic.main, one_process, devices=1, accelerator="cpu")  # in this process
    # The same samples in every global batch, whatever the number of ranks that drew them, and
    # the same parameters (16 steps: 8 on 2 ranks, 4 on 3 from step 8, 4 on 2 from step 12).
    assert json.loads((job / "seen.json").read_text()) == json.loads(
        (alone / "seen.json").read_text()
    )
    reformed_run, one_process = torch.load(job / "weights.pt"), torch.load(alone / "weights.pt")
    for name, value in one_process.items():
        torch.testing.assert_close(reformed_run[name], value, rtol=0, atol=1e-10)
    assert one_process["0.weight"].dtype == torch.float64
