"""Checkpoints written in the background: the file holds the state as it was when the save was
asked for, a failed write is raised in the caller, and a process killed mid-write leaves only
whole checkpoints for resume to pick."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap

import pytest
import torch

from multigpu.core import checkpoint
from multigpu.core.background import BackgroundWriter


def test_the_file_holds_the_state_as_it_was_when_saved(tmp_path):
    weights = torch.arange(1_000_000, dtype=torch.float32)
    writer = BackgroundWriter()
    writer.submit(tmp_path / "step-000000001.pt", {"model": {"w": weights}, "step": 1})
    weights.mul_(-1)  # the next optimizer step, while the thread writes
    writer.wait()
    saved = checkpoint.read(tmp_path / "step-000000001.pt")
    assert torch.equal(saved["model"]["w"], torch.arange(1_000_000, dtype=torch.float32))


def test_a_failed_write_is_raised_where_the_loop_waits(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    writer = BackgroundWriter()
    writer.submit(tmp_path / "file" / "step-000000001.pt", {"step": 1})
    with pytest.raises(OSError):
        writer.wait()
    writer.wait()  # raised once


KILLED_MID_WRITE = """
import os, signal, sys, time
from pathlib import Path
import torch
from multigpu.core import checkpoint
from multigpu.core.background import BackgroundWriter

folder = Path(sys.argv[1])
state = {"model": {"w": torch.randn(60_000_000)}}
checkpoint.write(folder / "step-000000001.pt", {**state, "step": 1})
BackgroundWriter().submit(folder / "step-000000002.pt", {**state, "step": 2})
while not any(p.name.startswith(".step-000000002") for p in folder.iterdir()):
    if (folder / "step-000000002.pt").exists():
        sys.exit("the write ended before the kill: make the state larger")
    time.sleep(0.001)  # until the temporary file exists: the write is under way
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_process_killed_mid_write_leaves_only_whole_checkpoints(tmp_path):
    program = tmp_path / "killed.py"
    program.write_text(textwrap.dedent(KILLED_MID_WRITE))
    folder = tmp_path / "checkpoints"
    folder.mkdir()
    result = subprocess.run([sys.executable, str(program), str(folder)], timeout=120)
    assert result.returncode == -signal.SIGKILL
    names = sorted(p.name for p in folder.iterdir())
    assert "step-000000002.pt" not in names and len(names) == 2, names  # killed mid-write
    chosen = checkpoint.choose_resume("auto", folder, report=lambda line: None)
    assert chosen == folder / "step-000000001.pt"
    assert checkpoint.read(chosen)["step"] == 1


def test_sharded_background_saves_work_in_one_job_after_another_in_one_process(tmp_path):
    """Each job's background saves use a process group of that job (a notebook launches
    again and again in one process; a group kept from the first job would be dead)."""
    import multigpu

    def job(run, step: int) -> None:
        net = torch.nn.Linear(8, 8)
        model, optimizer = run.setup(net, torch.optim.Adam(net.parameters()))
        path = tmp_path / f"step-{step:09d}.dcp"
        run.save(path, {"model": model, "optimizer": optimizer}, asynchronous=True)
        run.wait_for_checkpoint()
        assert (path / ".metadata").is_file() and (path / checkpoint.EXTRA).is_file()

    for step in (1, 2):
        multigpu.launch(job, step, devices=1, strategy="fsdp", accelerator="cpu")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "step-000000001.dcp",
        "step-000000002.dcp",
    ]
