"""A backward called inside a backward (an autograd Function that recomputes, as reversible
layers do) under `multigpu run`, on real processes (gloo on CPU), compared with one process in
float64 with no random draw after the weights are made: it is no micro-batch of its own (not
counted, not weighted again), and the gradients it accumulates are averaged once the script's
backward has ended."""

from __future__ import annotations

import pytest
from run_fixtures import FIXTURES, largest_difference, weights
from test_run_sharded import run

from conftest import run_python, without

REVERSIBLE = str(FIXTURES / "reversible.py")
# Accumulation over 2 micro-batches with a clip, and batches of 10 from 70 samples: a short last
# batch (uneven slices weigh their backward) and a last window of 1.
ACCUMULATING = ("--accumulate", "2", "--clip", "--uneven")
# The control: no backward is known to run inside another (each is counted and weighed as the
# script's own), as multigpu run did before.
UNNESTED = (
    "import contextlib\n"
    "from multigpu.adapt.averaging.accumulation import AccumulationWindow\n"
    "AccumulationWindow.within = contextlib.contextmanager(lambda self: (yield))\n"
)
# One bucket per tensor, so that a bucket goes while backward runs.
SMALL_BUCKETS = "import multigpu.adapt.averaging.overlap as o\no.BUCKET_BYTES = 1\n"


def one_process(tmp_path, *args: str):
    out = tmp_path / "one.pt"
    done = run_python(REVERSIBLE, str(out), *args)
    assert done.returncode == 0, done.stderr
    return weights(out)


def test_reversible_layers_accumulating_equal_one_process(tmp_path):
    """Four reversible blocks, each backward calling two backwards inside it: the window is the
    script's 2 micro-batches (said with the steps it was seen on), and the weights are one
    process's. The control counts the inner backwards as the script's: a window of 18 (2 x 9),
    and other weights, with no word."""
    one = one_process(tmp_path, *ACCUMULATING)
    out = tmp_path / "two.pt"
    result = run("--devices", "2", REVERSIBLE, str(out), *ACCUMULATING)
    assert result.returncode == 0, result.stderr
    assert largest_difference(weights(out), one) < 1e-12
    assert (
        "gradients accumulate over 2 backward passes per optimizer step on rank 0 (seen on "
        "its optimizer steps 1 and 2)" in result.stderr
    )
    assert "differs across ranks" not in result.stderr  # an inner backward's input is no leaf
    assert "from here on they are averaged when each backward ends" in result.stderr
    control = run(
        "--devices", "2", REVERSIBLE, str(out), *ACCUMULATING, env=without(tmp_path, UNNESTED)
    )
    assert control.returncode == 0, control.stderr
    assert "accumulate over 18 backward passes" in control.stderr
    assert largest_difference(weights(out), one) > 1e-4


@pytest.mark.parametrize("resend", [True, False])
def test_a_weight_tied_across_the_function_is_sent_again(tmp_path, resend):
    """The first block's layer is used again after the blocks: the outer backward accumulates
    its gradient, its bucket goes, and then an inner backward adds to it. Every bucket is sent
    again at the end, and the weights are one process's; the control, which does not send them
    again, keeps the first average and trains another model."""
    one = one_process(tmp_path, "--tied")
    patch = SMALL_BUCKETS
    if not resend:
        patch += "o.OverlappedAverage._send_again = lambda self: None\n"
    out = tmp_path / "two.pt"
    result = run("--devices", "2", REVERSIBLE, str(out), "--tied", env=without(tmp_path, patch))
    assert result.returncode == 0, result.stderr
    difference = largest_difference(weights(out), one)
    assert difference < 1e-12 if resend else difference > 1e-3
