"""One rank failing or stalling ends the whole job promptly, naming the rank."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from conftest import run_cli, run_python, script


def test_a_rank_that_raises_ends_the_job_with_its_error():
    started = time.monotonic()
    result = run_python(script("misbehave.py"), "raise", timeout=60)
    assert result.returncode != 0
    assert "rank 1 failed: ValueError: boom from rank 1" in result.stderr
    assert time.monotonic() - started < 45


def test_a_rank_that_raises_under_multigpu_launch_exits_nonzero_in_one_line():
    result = run_cli(
        "launch",
        "--nproc-per-node",
        "2",
        "--accelerator",
        "cpu",
        script("misbehave.py"),
        "raise",
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == (
        "multigpu: error: rank 1 failed: ValueError: boom from rank 1"
    )


def test_a_wait_that_times_out_names_the_missing_rank():
    started = time.monotonic()
    result = run_python(script("misbehave.py"), "late", timeout=60)
    assert result.returncode != 0
    assert (
        "rank 1 never reached the wait at misbehave.py:19 in main, where rank 0 waits: it is "
        "at misbehave.py:18 in main (time.sleep(120))"
    ) in result.stderr
    assert time.monotonic() - started < 45  # not the 120 s rank 1 sleeps


def test_only_rank_zero_prints_progress_and_summary():
    result = run_python(script("misbehave.py"), "output", timeout=60)
    assert result.returncode == 0, result.stderr
    both = result.stdout + result.stderr
    assert "bar-of-rank-0" in result.stderr
    assert "summary-of-rank-0" in result.stdout
    assert "rank-1" not in both


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads thread names from /proc")
def test_no_gloo_thread_outlives_the_job():
    """A group that survives its teardown keeps gloo's threads running into interpreter exit,
    where they can abort a finished job (SIGABRT). DDP used to keep the world group alive."""
    result = run_python(script("teardown.py"), timeout=60)
    assert result.returncode == 0, result.stderr
    threads = json.loads(result.stdout.strip().splitlines()[-1])
    assert threads["during"]  # the check below can fail: gloo runs threads while the job does
    assert threads["after"] == []
