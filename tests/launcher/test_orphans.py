"""A launcher killed outright (SIGKILL: the out-of-memory killer, a harness's timeout) cannot
stop its workers: they end with it (launcher/orphans.py). Linux only, as the feature."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest

from conftest import start_python
from multigpu.launcher.orphans import AGENT_PID

SLEEPER = """
import os, time
os.close(os.open(f"started-{os.environ['RANK']}", os.O_CREAT | os.O_WRONLY))
time.sleep(120)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's parent-death signal")
def test_the_workers_of_a_killed_multigpu_run_end_with_it(tmp_path):
    """Before, `multigpu run`'s workers ran on for minutes, holding their cores (seen when the
    corpus's harness timed a run out): nothing in them heard that the launcher was gone."""
    (tmp_path / "sleeper.py").write_text(SLEEPER)
    job = start_python("-m", "multigpu", "run", "--devices", "2", "sleeper.py", cwd=tmp_path)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(list(tmp_path.glob("started-*"))) < 2:
            time.sleep(0.2)
        workers = children(job.pid)
        assert len(workers) == 2, job.poll()
        job.kill()
        job.communicate(timeout=30)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and any(map(running, workers)):
            time.sleep(0.2)
        assert not any(map(running, workers))
    finally:
        job.kill()
        job.communicate(timeout=30)


ASKS = "from multigpu.launcher import orphans; orphans.end_with_agent(); print('asked')"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's parent-death signal")
@pytest.mark.parametrize("agent_alive", [True, False])
def test_a_worker_whose_agent_ended_before_it_asked_ends_at_once(agent_alive):
    """A worker asks for the signal only once its imports are done (seconds on a loaded
    machine, as under the corpus's harness): an agent killed before that left its workers
    training as orphans, the parent they compared with being already init. Here the test
    process is the parent; an agent named otherwise is one that is gone."""
    agent = os.getpid() if agent_alive else 1
    job = start_python("-c", ASKS, env={AGENT_PID: str(agent)})
    out, err = job.communicate(timeout=60)
    if agent_alive:  # the control: its parent is its agent, it goes on
        assert (job.returncode, out.strip()) == (0, "asked"), err
    else:
        assert job.returncode == -signal.SIGTERM, (out, err)


def test_the_test_harness_names_the_agent_as_the_launcher_does():
    """The harness's fork server starts the workers in the agent's stead (zygote.py) and names
    itself under the same variable; a name apart would end every forked worker at start."""
    import zygote

    assert zygote.AGENT_PID == AGENT_PID


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (/proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and _stat(int(entry.name))[1:2] == [str(pid)]:
            found.append(int(entry.name))
    return found


def running(pid: int) -> bool:
    """Alive and not a zombie (an orphan's exit is reaped by whoever adopted it, maybe never)."""
    return _stat(pid)[:1] not in ([], ["Z"], ["X"])


def _stat(pid: int) -> list[str]:
    """A process's state and parent, the fields of /proc/PID/stat after its name; [] where it
    is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return []
    return text[text.rindex(")") + 2 :].split()
