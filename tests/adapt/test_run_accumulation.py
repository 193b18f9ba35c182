"""Gradient accumulation under `multigpu run`: the backwards that do not step skip the
reduction across ranks, counted on real processes (gloo on CPU), and the weights still equal one
process's. The fixture accumulates 5 micro-batches per step and steps on each epoch's last 2 as
well: the loader tells the pass's last batch, whose backward reduces. Told one batch too many (a
window the loader did not foresee), a step comes after a backward that skipped: DDP's gradients
are all-reduced then, and FSDP's, which nothing public can reduce then, stop the run."""

from __future__ import annotations

import ast
import re

import pytest
import torch
import torch.distributed as dist
from run_fixtures import FIXTURES, largest_difference, weights
from test_run_sharded import run

from conftest import run_python, without

GPT = str(FIXTURES / "gpt_plain.py")
# 12 micro-batches per epoch, windows of 5, 5 and 2, two epochs: 24 backwards.
ACCUMULATE = ("--accumulate", "5", "--batch", "4")
# FSDP2's reduce-scatter: 2.10 calls reduce_scatter_tensor, newer releases reduce_scatter_single.
REDUCE_SCATTER = (
    "reduce_scatter_single" if hasattr(dist, "reduce_scatter_single") else "reduce_scatter_tensor"
)
# Counts rank 0's gradient reductions: FSDP's reduce-scatters, and the all-reduces but those
# of a loss's token count or value (a token count rides with the gradients where a backward's
# are fresh, so the two modes send different numbers of those).
COUNTING = f"""
import atexit, collections, os, sys
import torch.distributed as dist
counts = collections.Counter()
NOT_GRADIENTS = ("_token_weight", "combined", "settle_carried")
for name in ("all_reduce", "{REDUCE_SCATTER}"):
    def counted(*args, _call=getattr(dist, name), _name=name, **kwargs):
        if sys._getframe(1).f_code.co_name not in NOT_GRADIENTS:
            counts[_name] += 1
        return _call(*args, **kwargs)
    setattr(dist, name, counted)
if os.environ.get("RANK") == "0":
    atexit.register(lambda: print("COUNTED", dict(counts), file=sys.stderr))
"""

# The loader's pass told one batch longer than it is: its last backward is taken for the start
# of a window, and skips.
UNFORESEEN = (
    "from multigpu.adapt.data.shares import Shares\n"
    "_taken = Shares.taken\n"
    "Shares.taken = lambda self, share, rows, left=None: "
    "_taken(self, share, rows, None if left is None else left + 1)\n"
)


@pytest.fixture(scope="module")
def one(tmp_path_factory) -> dict[str, torch.Tensor]:
    out = tmp_path_factory.mktemp("one") / "m.pt"
    done = run_python(GPT, str(out), *ACCUMULATE)
    assert done.returncode == 0, done.stderr
    return weights(out)


def counted(stderr: str, name: str) -> int:
    match = re.search(r"COUNTED (\{.*\})", stderr)
    assert match, stderr
    return ast.literal_eval(match[1]).get(name, 0)


# The first window (5) gives the period; from then on a window of 5 reduces once, and one of 2
# (taken for the start of a window of 5) once, at its step: 14 of the 24 backwards no longer
# send. With ddp, one bucket per backward (the model is small); with fsdp, one reduce-scatter
# per backward and unit (3 blocks, the last norm and head as one group, and the root).
@pytest.mark.parametrize(
    ("strategy", "collective", "per_backward"),
    [("ddp", "all_reduce", 1), ("fsdp", REDUCE_SCATTER, 5)],
)
def test_micro_batches_that_do_not_step_send_no_gradients(
    one, tmp_path, strategy, collective, per_backward
):
    sent = {}
    for flag in ("", "--sync-each-micro-batch"):
        out = tmp_path / f"m{flag}.pt"
        flags = ["--strategy", strategy] + ([flag] if flag else [])
        folder = tmp_path / (flag or "default")
        folder.mkdir()
        env = without(folder, COUNTING)
        result = run("--devices", "2", *flags, GPT, str(out), *ACCUMULATE, env=env)
        assert result.returncode == 0, result.stderr
        assert largest_difference(weights(out), one) < 1e-10
        sent[flag] = counted(result.stderr, collective)
        learned = "accumulate over 5 backward passes per optimizer step" in result.stderr
        assert learned is not bool(flag)
    assert sent["--sync-each-micro-batch"] - sent[""] == 14 * per_backward


@pytest.fixture(scope="module")
def one_data_parallel(tmp_path_factory) -> dict[str, torch.Tensor]:
    out = tmp_path_factory.mktemp("one") / "m.pt"
    done = run_python(GPT, str(out), *ACCUMULATE, "--data-parallel")
    assert done.returncode == 0, done.stderr
    return weights(out)


def test_a_data_parallel_model_skips_too_and_equals_one_process(one_data_parallel, tmp_path):
    """nn.DataParallel runs as DDP, which is told at each forward whether its backward reduces:
    equal to one process, also where a window the loader did not foresee ends in a step after a
    backward that skipped (its gradients are all-reduced then). With that all-reduce switched
    off, the ranks' weights part, and multigpu run's check of them stops the run."""
    args = ["--devices", "2", GPT, str(tmp_path / "m.pt"), *ACCUMULATE, "--data-parallel"]
    result = run(*args, env=without(tmp_path / "unforeseen", UNFORESEEN))
    assert result.returncode == 0, result.stderr
    assert "nn.DataParallel(GPT) runs as DDP" in result.stderr
    assert largest_difference(weights(tmp_path / "m.pt"), one_data_parallel) < 1e-10
    patch = UNFORESEEN + (
        "from multigpu.adapt.averaging.ddp_reduction import DDPReduction\n"
        "DDPReduction.reduce_skipped = lambda self: None\n"
    )
    result = run(*args, env=without(tmp_path, patch))
    assert result.returncode == 1
    assert "the parameters differ across ranks after optimizer step" in result.stderr


def test_a_step_after_a_sharded_backward_that_skipped_stops_the_run(tmp_path):
    """The control of the fsdp case above: told one batch too many, the loader's pass ends in a
    backward that skips FSDP's reduce-scatter and a step, which nothing public can reduce for:
    the run stops with the remedy, and no model is written."""
    out = tmp_path / "m.pt"
    args = ["--devices", "2", "--strategy", "fsdp", GPT, str(out), *ACCUMULATE]
    result = run(*args, env=without(tmp_path, UNFORESEEN))
    assert result.returncode == 1
    assert "skipped FSDP's reduce-scatter" in result.stderr
    assert "rerun with --sync-each-micro-batch" in result.stderr
    assert not out.exists()


def test_a_clip_in_two_steps_reads_averaged_gradients_after_a_short_window(tmp_path):
    """torch.nn.utils.get_total_norm on the gradients, then clip_grads_with_norm_: after a
    window the loader did not foresee (its backwards skipped the average), the norm is the
    global one, as in one process; read on each rank's own sums, each rank clips by its own norm
    before the step averages, and the weights end away from one process's."""
    clip = (*ACCUMULATE, "--two-step-clip")
    done = run_python(GPT, str(tmp_path / "one.pt"), *clip)
    assert done.returncode == 0, done.stderr
    args = ["--devices", "2", GPT, str(tmp_path / "m.pt"), *clip]
    result = run(*args, env=without(tmp_path / "unforeseen", UNFORESEEN))
    assert result.returncode == 0, result.stderr
    assert largest_difference(weights(tmp_path / "m.pt"), weights(tmp_path / "one.pt")) < 1e-10
    patch = UNFORESEEN + "from multigpu.adapt.averaging.gradients import GradientAveraging\n"
    patch += "GradientAveraging._all_synced_first = lambda self, read: read\n"
    result = run(*args, env=without(tmp_path, patch))
    assert result.returncode == 0, result.stderr
    difference = largest_difference(weights(tmp_path / "m.pt"), weights(tmp_path / "one.pt"))
    assert difference > 1e-6, difference
