"""`multigpu run`: bad input fails in one line before any worker; scripts that fail, scripts
that set up their own process group or spawn their own workers, and what is warned about."""

from __future__ import annotations

import re
import time

import pytest

from conftest import run_cli


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.py"], "no such script: missing.py"),
        (["--devices", "99", "--accelerator", "auto", "{script}"], "--devices 99"),
        (["--steps", "3", "{script}"], "--steps goes with --verify"),
        (["--verify", "--steps", "0", "{script}"], "--steps 0: must be at least 1"),
        (["--batch", "half", "{script}"], "argument --batch: invalid choice: 'half'"),
        (["--timeout", "0", "{script}"], "--timeout 0"),
        (["--verify", "--max-restarts", "1", "{script}"], "neither several nodes nor --max-re"),
    ],
)
def test_bad_requests_fail_in_one_line_with_exit_2(cli, tmp_path, args, message):
    script = tmp_path / "ok.py"
    script.write_text("print('never runs')\n")
    result = cli("run", *[a.format(script=script) for a in args])
    assert result.returncode == 2
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert "never runs" not in result.stdout


def test_a_syntax_error_is_named_with_file_and_line(cli, tmp_path):
    script = tmp_path / "broken.py"
    script.write_text("import torch\n\ndef f(:\n    pass\n")
    result = cli("run", "--devices", "2", str(script))
    assert result.returncode == 2
    assert f"multigpu: error: {script}:3: SyntaxError" in result.stderr


def test_a_script_that_raises_names_the_rank_and_shows_its_traceback_once(tmp_path):
    script = tmp_path / "fails.py"
    script.write_text("import torch\n\ndef step():\n    raise ValueError('bad batch')\n\nstep()\n")
    result = run_cli("run", "--devices", "2", str(script), timeout=120)
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert lines[-1].startswith("multigpu: error: rank ") and "ValueError: bad batch" in lines[-1]
    assert result.stderr.count("Traceback (most recent call last)") == 1
    assert f'File "{script}", line 4, in step' in result.stderr
    assert "bootstrap.py" not in result.stderr  # the traceback starts at the script


def test_a_script_that_sets_up_its_own_process_group_is_handed_over(tmp_path):
    script = tmp_path / "own.py"
    script.write_text(
        "import torch.distributed as dist\n"
        "dist.init_process_group('gloo')\n"
        "print(f'rank {dist.get_rank()} of {dist.get_world_size()}')\n"
        "dist.destroy_process_group()\n"
    )
    result = run_cli("run", "--devices", "2", str(script), timeout=120)
    assert result.returncode == 0, result.stderr
    assert "own.py:2 sets up its own process group" in result.stderr
    # The start-up note said read losses are the global batch's: no longer so.
    assert "the loss it reads from here is its rank's own, not the global batch's" in (
        result.stderr
    )
    assert "rank 0 of 2" in result.stdout and "rank 1 of 2" in result.stdout  # both print


WARNED = """
import torch
from torch.utils.data import DataLoader, IterableDataset

class Stream(IterableDataset):
    def __iter__(self):
        return iter(torch.arange(12.0).view(6, 2))

model = torch.nn.Linear(2, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
with open("{log}", "w") as log:
    for x in DataLoader(Stream(), batch_size=3):
        loss = model(x).pow(2).mean()
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        log.write(f"{{loss.item()}}\\n")
print("rows", sum(1 for _ in open("{log}")))
"""


def test_what_cannot_be_split_is_warned_about_once_and_files_are_written_once(tmp_path):
    script = tmp_path / "warned.py"
    script.write_text(WARNED.format(log=tmp_path / "log.txt"))
    result = run_cli("run", "--devices", "2", str(script), timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stderr.count("Stream is an IterableDataset") == 1
    # Every rank read the whole stream: identical data, so identical parameters (checked);
    # the log is rank 0's alone, complete when read back.
    assert result.stdout.strip() == "rows 2"
    assert (tmp_path / "log.txt").read_text().count("\n") == 2


FROZEN = """
import sys

import torch
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 1))
optimizer = torch.optim.SGD(model[1].parameters(), lr=0.1)
model.train()
model[0].eval()  # a frozen part, put in eval() last: the trained part's mode decides
if "--evaluated" in sys.argv:
    model.eval()  # the trained part too: the pass counts as evaluation
for x, y in DataLoader(TensorDataset(torch.randn(8, 2), torch.randn(8, 1)), batch_size=4):
    loss = (model(x) - y).pow(2).mean()
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
print("ok")
"""


# minGPT's trainer: one endless training pass, and an evaluation pass under no_grad in a
# callback between its steps.
EVALUATED_BETWEEN = """
import torch
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
data = TensorDataset(torch.randn(16, 2), torch.randn(16, 1))
model = torch.nn.Linear(2, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
batches = iter(DataLoader(data, batch_size=4, shuffle=True))
for step in range(3):
    x, y = next(batches)
    loss = (model(x) - y).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    model.eval()
    with torch.no_grad():
        for x, y in DataLoader(data, batch_size=8):
            model(x)
    model.train()
print("ok")
"""


@pytest.mark.parametrize(
    ("source", "args", "warned"),
    [(FROZEN, ("--evaluated",), 1), (FROZEN, (), 0), (EVALUATED_BETWEEN, (), 0)],
    ids=["evaluated", "frozen-part", "evaluated-between"],
)
def test_a_training_pass_taken_for_evaluation_is_warned_about_once(tmp_path, source, args, warned):
    """A step after batches of a pass that counted as evaluation (the trained model in eval())
    is warned of; a frozen part put in eval() after the model's train() is not (the trained
    part's mode decides; it counted as evaluation before); a step after an evaluation pass that
    ran between training batches is not (the warning looked at the latest pass begun, and
    named minGPT's split training pass)."""
    script = tmp_path / "script.py"
    script.write_text(source)
    result = run_cli("run", "--devices", "2", str(script), *args, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stderr.count("was not split over the ranks") == warned
    assert ("split over 2 ranks" in result.stderr) == (not warned)
    assert result.stdout.strip() == "ok"


FLAKY = """
import os
import torch

if os.environ["TORCHELASTIC_RESTART_COUNT"] == "0" and os.environ["RANK"] == "1":
    raise RuntimeError("a lost node")
model = torch.nn.Linear(2, 1)  # unseeded: the ranks must still start alike
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
model(torch.ones(4, 2)).sum().backward()
optimizer.step()  # the parameters are compared across ranks after it
print("attempt", os.environ["TORCHELASTIC_RESTART_COUNT"], "weight", model.weight.sum().item())
"""


def test_max_restarts_runs_the_script_again_and_unseeded_ranks_start_alike(tmp_path):
    """Rank 1 fails before the process group forms, and rank 0 waits for it in the store's
    native wait, where its SIGTERM handler cannot run: its watchdog ends it after a second.
    Before, the job ended when torch elastic killed rank 0, 30 s after stopping it."""
    script = tmp_path / "flaky.py"
    script.write_text(FLAKY)
    started = time.monotonic()
    assert run_cli("run", "--devices", "2", str(script), timeout=120).returncode == 1
    assert time.monotonic() - started < 25
    result = run_cli("run", "--devices", "2", "--max-restarts", "1", str(script), timeout=120)
    assert result.returncode == 0, result.stderr
    assert "attempt 1 weight" in result.stdout  # rank 0 printed, after the restart
    assert (
        "multigpu: the job re-formed on 1 node, 2 ranks (was 1 node, 2 ranks): rank 1 failed "
        "(RuntimeError: a lost node (at flaky.py:6))\n" in result.stdout
    ), result.stdout


SPAWNS = """
import torch.multiprocessing as mp

def worker(index):
    print("worker", index)

if __name__ == "__main__":
    mp.spawn(worker, nprocs=2)
"""


def test_a_script_that_spawns_its_own_workers_is_refused_in_one_line(tmp_path):
    script = tmp_path / "spawns.py"
    script.write_text(SPAWNS)
    result = run_cli("run", "--devices", "2", str(script), timeout=120)
    assert result.returncode == 2, result.stderr
    last = result.stderr.strip().splitlines()[-1]
    assert "spawns.py:8 starts worker processes of its own (torch.multiprocessing.spawn)" in last
    assert "worker" not in result.stdout


SLOW_SHARD = """
import os
import time
import torch
from torch.utils.data import DataLoader, Dataset

class Disk(Dataset):  # rank 1 reads from a slow disk
    def __len__(self):
        return 96
    def __getitem__(self, i):
        time.sleep(0.03 if os.environ["RANK"] == "1" else 0)
        return torch.randn(4), torch.tensor(i % 2)

model = torch.nn.Linear(4, 2)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for x, y in DataLoader(Disk(), batch_size=16):
    torch.nn.functional.cross_entropy(model(x), y).backward()
    optimizer.step()
    optimizer.zero_grad()
"""


def test_a_slow_loader_gets_an_input_bound_verdict_naming_the_slow_rank(tmp_path):
    """Rank 1 waits 240 ms for each half-batch of 8 (long beside a step on a loaded machine);
    rank 0 waits for rank 1 in the gradient all-reduce, which is its step, not its loader."""
    script = tmp_path / "slow.py"
    script.write_text(SLOW_SHARD)
    result = run_cli("run", "--devices", "2", str(script), timeout=120)
    assert result.returncode == 0, result.stderr
    verdict = [line for line in result.stderr.splitlines() if "-bound:" in line]
    assert len(verdict) == 1, result.stderr
    assert verdict[0].startswith("multigpu run: input-bound: ranks waited for data")
    share = int(re.search(r"\(rank 1: (\d+)%\)", verdict[0]).group(1))
    assert share >= 70
    assert "straggler: rank 1 (it waited for data" in verdict[0]
    assert "num_workers=" in verdict[0]
