"""Every hang explained: a job whose ranks stop meeting ends within its timeout with a report
whose first line names the rank, the user's file:line and the kind of fault (gloo, 2 CPU
processes, under `launch()` and under `multigpu run`)."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from pathlib import Path
from unittest import mock

import pytest

from conftest import run_cli, run_python, script, start_python

HANGS = script("hangs.py")
TIMEOUT_S = 3
# From the first rank at the faulty step to the end: the timeout, the report, the teardown.
# Start-up (imports, rendezvous) is not counted: it varies with the machine's load.
ENDS_WITHIN_S = TIMEOUT_S + 15


def seconds_since_the_fault(folder: Path) -> float:
    """Seconds since the first rank reached hangs.py's faulty step (each writes the time in
    `folder`; a rank that hangs or dies before it writes nothing)."""
    reached = [float(p.read_text()) for p in folder.glob("fault-at.*")]
    assert reached, f"no rank reached the faulty step: {sorted(folder.iterdir())}"
    return time.time() - min(reached)


def line(marker: str) -> str:
    """`hangs.py:N` of the line marked `# fault: marker`."""
    for number, text in enumerate(Path(HANGS).read_text().splitlines(), start=1):
        if text.rstrip().endswith(f"# fault: {marker}") or f"# fault: {marker} " in text:
            return f"hangs.py:{number}"
    raise AssertionError(f"no line marked {marker}")


# fault -> what the diagnosis must say, in order (the rank, the kind, the place)
EXPECTED = {
    "sleep": [
        "rank 1 never reached all_reduce",
        f"{line('backward')} in train (DDP gradients)",
        f"it is at {line('sleep')} in misbehave",
    ],
    "extra": [
        "the ranks' collectives diverged",
        f"rank 0 called all_reduce at {line('extra')} in evaluate and died (SIGABRT)",
        "rank 1 called all_reduce",
        f"at {line('backward')} in train",
    ],
    "shapes": ["the ranks' collectives diverged", "rank 0 called all_reduce", line("shapes")],
    "kill": ["rank 1 died (SIGKILL); the others waited for it"],
    "spin": ["rank 1 never reached all_reduce", f"it is at {line('spin')} in misbehave"],
    "loader": [
        "rank 1 never reached all_reduce",
        f"it is at {line('loader')} in train",
        "waiting for a batch from its DataLoader",
        "whose worker is at hangs.py:",
        "in __getitem__",
    ],
    "barriers": [
        "the ranks' collectives diverged",
        f"rank 0 called barrier() at {line('barrier-0')} in save",
        f"rank 1 called barrier() at {line('barrier-1')} in log",
    ],
}


def diagnosis(stderr: str) -> str:
    """The error line the launcher ends with (Python's resource tracker may warn after it)."""
    return [line for line in stderr.splitlines() if "(the whole report: " in line][-1]


def check_report(stderr: str, folder: Path, fault: str) -> None:
    last = diagnosis(stderr)
    position = 0
    for piece in EXPECTED[fault]:
        found = last.find(piece, position)
        assert found >= 0, f"{piece!r} not in {last!r}"
        position = found + len(piece)
    report = json.loads((folder / "hang-report.json").read_text())
    assert report["diagnosis"] in last and len(report["ranks"]) == 2
    # From the wait that hung to the report written: the timeout, plus at most 15 s.
    waits = [c["created"] for r in report["ranks"] for c in r["collectives"][-1:]]
    written = (folder / "hang-report.json").stat().st_mtime
    assert written - max(waits) < TIMEOUT_S + 15
    assert "hang report:" in stderr and str(folder / "hang-report.txt") in last


def launch_job(fault: str, folder: Path):
    return run_python(HANGS, fault, "--timeout", str(TIMEOUT_S), cwd=folder, timeout=90)


# Under launch(), four of the faults: the report is built by the same code under `multigpu
# run`, which is tested on every fault below; these keep launch()'s own wiring covered (its
# loggers, a collective of its own group, its DataLoader workers, its barriers).
LAUNCH_FAULTS = ["sleep", "extra", "loader", "barriers"]


@pytest.mark.parametrize("fault", LAUNCH_FAULTS)
def test_launch_explains_the_hang(fault, tmp_path, monkeypatch):
    log = ["--log", "mlflow"] if fault == "sleep" else []  # and the report is the run's artifact
    result = run_python(HANGS, fault, "--timeout", str(TIMEOUT_S), *log, cwd=tmp_path, timeout=90)
    assert result.returncode == 1, result.stderr
    check_report(result.stderr, tmp_path / "runs" / "latest", fault)
    assert seconds_since_the_fault(tmp_path) < ENDS_WITHIN_S
    if log:
        monkeypatch.setenv("MLFLOW_ALLOW_FILE_STORE", "true")  # the store multigpu made
        check_mlflow_artifact(tmp_path / "runs" / "latest" / "mlruns", tmp_path)


def check_mlflow_artifact(store: Path, scratch: Path) -> None:
    """Read back with MLflow's own client: the run holds the whole report."""
    from mlflow.tracking import MlflowClient

    client = MlflowClient(store.as_uri())
    [experiment] = [e for e in client.search_experiments() if e.name == "multigpu"]
    [mlflow_run] = client.search_runs([experiment.experiment_id])
    assert "hang-report.txt" in [a.path for a in client.list_artifacts(mlflow_run.info.run_id)]
    local = client.download_artifacts(mlflow_run.info.run_id, "hang-report.txt", str(scratch))
    assert Path(local).read_text().startswith("multigpu hang report (2 ranks, timeout 3s)")


@pytest.mark.parametrize(
    ("command", "fault", "options"),
    # multigpu run: every fault, in a one-device script made distributed (the script's own
    # group and DDP where rank 0's extra collective must meet DDP's gradients)
    [
        *[("run", fault, []) for fault in EXPECTED if fault != "extra"],
        ("run", "extra", ["--own-group"]),
        ("launch", "sleep", ["--own-group"]),
    ],  # a torchrun-style script, unchanged
)
def test_multigpu_run_and_launch_explain_the_hang(command, fault, options, tmp_path):
    devices = ["--devices" if command == "run" else "--nproc-per-node", "2"]
    timeout = ["--timeout", str(TIMEOUT_S)]
    result = run_cli(command, *devices, *timeout, HANGS, fault, *options, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    check_report(result.stderr, tmp_path, fault)
    assert result.stderr.count("Traceback") == 0
    assert seconds_since_the_fault(tmp_path) < ENDS_WITHIN_S


def test_check_collectives_stops_a_mismatch_at_once(tmp_path):
    started = time.monotonic()
    result = run_python(HANGS, "shapes", "--timeout", "60", "--check", cwd=tmp_path, timeout=90)
    assert result.returncode == 1, result.stderr
    expected = (
        f"the ranks' collectives diverged at #9: rank 0 called all_reduce(2 float32) "
        f"at {line('shapes')} in misbehave, rank 1 called all_reduce(3 float32) at "
        f"{line('shapes')} in misbehave"
    )
    assert expected in result.stderr.strip().splitlines()[-1]
    assert time.monotonic() - started < 40  # at once: not after the 60 s timeout
    assert not list(tmp_path.rglob("hang-report*"))


@pytest.mark.parametrize(
    "command",
    [["run", "--devices", "2"], ["launch", "--nproc-per-node", "2", "--accelerator", "cpu"]],
)
def test_check_collectives_names_an_extra_collective_under_the_cli(tmp_path, command):
    # The script's own group and DDP: the check is on its world group from its creation.
    result = run_cli(*command, "--check-collectives", HANGS, "extra", "--own-group", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    backward = f"{line('backward')} in train (DDP gradients)"
    assert (
        f"rank 0 called all_reduce(1 float32) at {line('extra')} in evaluate, rank 1 called "
        f"all_reduce(7 float32) at {backward}"
    ) in result.stderr
    assert not list(tmp_path.rglob("hang-report*"))


def test_a_healthy_job_writes_no_report(tmp_path):
    result = launch_job("none", tmp_path)
    assert result.returncode == 0, result.stderr
    assert not list(tmp_path.rglob("hang-report*")) and "hang report" not in result.stderr


def test_multigpu_stacks_shows_a_running_job_without_stopping_it(tmp_path):
    # Its own temporary folder: another test's job, running or killed hard, is not this one.
    private = {"TMPDIR": str(tmp_path)}
    job = start_python(HANGS, "sleep", "--timeout", "60", cwd=tmp_path, env=private)
    try:
        deadline = time.monotonic() + 60
        result = None
        while time.monotonic() < deadline:  # until the job runs and rank 1 sleeps (at start-up
            result = run_cli("stacks", timeout=30, env=private)  # a slow rank 1 can be late)
            if f"it is at {line('sleep')}" in result.stdout:
                break
            time.sleep(1)
        assert result is not None and result.returncode == 0, result and result.stderr
        assert f"it is at {line('sleep')} in misbehave" in result.stdout
        assert "multigpu hang report (2 ranks" in result.stdout and job.poll() is None
        assert not list(tmp_path.rglob("hang-report*"))  # asked for, not a hang: no files
    finally:
        job.terminate()  # the launcher stops its workers on SIGTERM
        job.communicate(timeout=60)


def test_multigpu_stacks_without_a_job_is_one_line(tmp_path):
    result = run_cli("stacks", str(tmp_path))
    assert result.returncode == 2
    assert (
        result.stderr.strip()
        == f"multigpu: error: {tmp_path}: not the folder of a running multigpu job"
    )


def test_a_folder_left_by_a_job_killed_hard_is_no_running_job(tmp_path):
    """A job killed hard leaves its folders; the id in one may be another process's by then
    (here this test's own): only a live rank's lock makes a running job."""
    from multigpu.hang.launcher_side import running_jobs
    from multigpu.hang.watch import held_while_alive

    workers = tmp_path / "multigpu-failures-x" / "workers-1"
    workers.mkdir(parents=True)
    held = held_while_alive(workers / "pid-rank-0")
    assert running_jobs(tmp_path) == [workers]
    held.close()  # as at the process's end, however it ends
    assert (workers / "pid-rank-0").read_text() == str(os.getpid())  # an id that is alive
    assert running_jobs(tmp_path) == []


STOPPED_RANK = """
import sys, time
from pathlib import Path
from multigpu.hang.watch import HangWatch

folder = Path(sys.argv[1])
HangWatch(0, 2, 60.0, folder, folder, on_hang=print).start()
print("ready", flush=True)
time.sleep(60)  # waiting, as a rank does for a peer that died
"""


def test_a_rank_stopped_by_the_launcher_leaves_its_snapshot_first(tmp_path):
    # torch elastic's agent sends SIGTERM to the others 0.1 s after a rank dies: a waiting rank
    # answers before it ends, else the report has only its stacks (no collectives).
    program = tmp_path / "rank.py"
    program.write_text(STOPPED_RANK)
    rank = start_python(str(program), str(tmp_path))
    try:
        assert rank.stdout.readline().strip() == "ready", rank.stderr.read()
        time.sleep(0.5)  # into its sleep (signalled at once, it was once still at the print)
        rank.send_signal(signal.SIGTERM)
        rank.wait(timeout=30)
    finally:
        rank.kill()
    assert rank.returncode == -signal.SIGTERM  # it still ends as stopped by SIGTERM
    answer = json.loads((tmp_path / "answer-lost-rank-0.json").read_text())
    sleep = STOPPED_RANK.splitlines().index(
        "time.sleep(60)  # waiting, as a rank does for a peer that died"
    )
    [main] = [thread for thread in answer["threads"] if thread["main"]]
    assert main["frames"][-1] == {"file": str(program), "line": sleep + 1, "function": "<module>"}


# A runner outside the script's lines (as `multigpu run`'s, which runs the script and handles
# what it raised): the launcher's SIGTERM comes while it handles the script's error, before the
# rank recorded it (the error: a lost peer's, rank 0 having aborted in the collective).
RUNNER = """
import os, runpy, signal, sys, time
from pathlib import Path
from multigpu.hang.watch import HangWatch

folder = Path(sys.argv[2])
HangWatch(1, 2, 60.0, folder, folder, on_hang=print).start()
try:
    runpy.run_path(sys.argv[1], run_name="__main__")
except RuntimeError:
    os.kill(os.getpid(), signal.SIGTERM)
    time.sleep(30)
"""
LOST_IN_A_COLLECTIVE = """
def all_reduce():
    raise RuntimeError("Connection closed by peer")

all_reduce()  # the script's collective
"""


def test_a_rank_stopped_while_it_handles_a_lost_peer_shows_where_the_script_was(tmp_path):
    """The stack the SIGTERM interrupted is past the script's lines: the snapshot shows the
    script where the error it was handling was raised. Without that the launcher's report
    named no collective for this rank: rank 0 "died; the others waited for it", where the
    ranks' collectives had diverged (a CI run)."""
    program = tmp_path / "script.py"
    program.write_text(LOST_IN_A_COLLECTIVE)
    result = run_python("-c", RUNNER, str(program), str(tmp_path), timeout=60)
    assert result.returncode == -signal.SIGTERM, result.stderr
    answer = json.loads((tmp_path / "answer-lost-rank-1.json").read_text())
    [main] = [thread for thread in answer["threads"] if thread["main"]]
    called = LOST_IN_A_COLLECTIVE.splitlines().index("all_reduce()  # the script's collective")
    assert {"file": str(program), "line": called + 1, "function": "<module>"} in main["frames"]
    assert answer["error"] == "RuntimeError: Connection closed by peer"


def test_a_timed_out_main_thread_waits_until_the_watchdog_has_logged_the_report(
    tmp_path, monkeypatch
):
    # On rank 0 the collective's own timeout and the watchdog fire together. Where the watchdog
    # claimed the report, the main thread used to end the process as soon as the report was
    # written, while the watchdog was still opening MLflow to log it (CI saw no experiment).
    from multigpu.core.collectives import RankTimeout
    from multigpu.hang import watch as hang_watch
    from multigpu.launcher import agent

    watch = hang_watch.HangWatch(0, 2, 3.0, tmp_path, tmp_path, on_hang=print)
    watch.add_sink(lambda path: None)
    (tmp_path / f"request-{hang_watch.REPORT}").touch()  # the watchdog claimed it first
    report = {"diagnosis": "rank 1 never reached all_reduce", "ranks": [], "path": "r.txt"}

    def watchdog() -> None:  # writes the report at once, logs it a second later
        (tmp_path / hang_watch.REPORT_FILE).write_text(json.dumps(report))
        time.sleep(1.0)
        (tmp_path / hang_watch.DELIVERED).touch()

    thread = threading.Thread(target=watchdog)
    monkeypatch.setattr(hang_watch, "_active", watch)
    thread.start()
    try:
        found = agent._hang_on_failure(RankTimeout("all_reduce timed out"), lost_peer=False)
        assert (tmp_path / hang_watch.DELIVERED).exists()
    finally:
        thread.join()
    assert found is not None and found.diagnosis == report["diagnosis"]


def test_a_rank_stopped_by_the_launcher_leaves_the_step_it_reached(tmp_path):
    """Another rank died and the launcher stopped this one before its collective failed: it
    raises nothing, so only its answer to being stopped can leave the step (the restart line
    says it); answers to other requests leave none."""
    from multigpu.hang import watch as hang_watch
    from multigpu.launcher import restarts

    watch = hang_watch.HangWatch(
        0,
        2,
        3.0,
        tmp_path,
        tmp_path,
        on_hang=print,
        on_lost=lambda: restarts.note_reached(tmp_path, 0, 42),
    )
    watch.answer(hang_watch.REPORT)
    assert restarts.reached(tmp_path) == 0
    watch.answer(hang_watch.LOST)
    assert restarts.reached(tmp_path) == 42


def test_a_rank_failing_on_an_error_not_known_for_a_lost_peer_leaves_its_snapshot(tmp_path):
    """gloo's words for a lost peer vary: a rank whose collective failed otherwise leaves its
    state too, for the launcher's report should another rank have died meanwhile; a timeout
    does not (it makes the report itself)."""
    from multigpu.hang import watch as hang_watch
    from multigpu.launcher import agent

    watch = hang_watch.HangWatch(1, 2, 3.0, tmp_path, tmp_path, on_hang=print)
    answer = tmp_path / f"answer-{hang_watch.LOST}-rank-1.json"
    with mock.patch.object(hang_watch, "_active", watch):
        error = RuntimeError("[pair.cc:598] Read error [127.0.0.1]:4242: Socket closed")
        assert agent._hang_on_failure(error, lost_peer=False) is None
    assert json.loads(answer.read_text())["error"] == f"RuntimeError: {error}"
