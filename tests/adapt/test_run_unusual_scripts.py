"""`multigpu run` on what public scripts do outside the usual loop: weights stepped by hand with no
optimizer, L-BFGS with a closure, a graph that differs from rank to rank, a peek at the data
before the model is built (unseeded too), a batch size written into the code, a data set
prepared with a multiprocessing.Pool, a rank that exits without a word, and `--verify` on random
crops, unseeded scripts and random batches. Real processes (gloo on CPU), compared with one
process in float64 where the result can be exact."""

from __future__ import annotations

import pytest
from run_fixtures import FIXTURES, largest_difference, line_of, weights

from conftest import run_cli, run_python, without

BY_HAND = str(FIXTURES / "by_hand.py")
HARD_CODED = str(FIXTURES / "hard_coded.py")
POOL = str(FIXTURES / "pool_prepared.py")
TWO_HEADS = str(FIXTURES / "two_heads.py")
SPARSE = str(FIXTURES / "sparse_bag.py")


def run(*args: str, env: dict[str, str] | None = None):
    return run_cli("run", "--devices", "2", "--accelerator", "cpu", *args, timeout=180, env=env)


def one_process(script: str, out, *args: str):
    done = run_python(script, str(out), *args)
    assert done.returncode == 0, done.stderr
    return weights(out), done.stdout


def test_a_head_one_ranks_backward_never_reaches_is_averaged_as_one_process_has_it(tmp_path):
    """A head per task (`two_heads.py`): rank 0's slices never reach the second head, rank 1's
    do, and in odd batches no rank does. Its gradient is averaged from zeros where a rank did
    not reach it and left None where none did (SGD's momentum tells the two apart): equal to
    one process (float64). The control: every place sent as if reached, the head steps on its
    momentum where one process's does not."""
    expected, _ = one_process(TWO_HEADS, tmp_path / "one.pt")
    result = run(TWO_HEADS, str(tmp_path / "two.pt"))
    assert result.returncode == 0, result.stderr
    assert largest_difference(weights(tmp_path / "two.pt"), expected) < 1e-12
    patch = (
        "import torch\nimport multigpu.adapt.averaging.overlap as o\n"
        "o.OverlappedAverage._holding = lambda self: torch.cat(\n"
        "    [torch.ones(len(self._list)), torch.zeros(len(self._list) + 2)]\n)\n"
    )
    control = run(TWO_HEADS, str(tmp_path / "c.pt"), env=without(tmp_path, patch))
    assert control.returncode == 0, control.stderr
    assert largest_difference(weights(tmp_path / "c.pt"), expected) > 1e-3


def test_sparse_gradients_are_averaged_as_one_process_has_them(tmp_path):
    """An `nn.EmbeddingBag(sparse=True)` (`sparse_bag.py`): its sparse gradients are summed
    over the ranks apart from the buckets, before the first step and while backward runs: 2
    ranks equal one process (float64). The control: sparse gradients left as each rank's, the
    ranks' embeddings part at the first step, and the check across ranks stops the run."""
    expected, _ = one_process(SPARSE, tmp_path / "one.pt")
    result = run(SPARSE, str(tmp_path / "two.pt"))
    assert result.returncode == 0, result.stderr
    assert largest_difference(weights(tmp_path / "two.pt"), expected) < 1e-12
    patch = (
        "import multigpu.adapt.averaging.messages as a\n"
        "a.sparse_mean = lambda grad, like, group, divisor: grad\n"
        "import multigpu.adapt.averaging.gradients as g, multigpu.adapt.averaging.overlap as o\n"
        "g.sparse_mean = o.sparse_mean = a.sparse_mean\n"
    )
    control = run(SPARSE, str(tmp_path / "c.pt"), env=without(tmp_path, patch))
    assert control.returncode == 1
    assert "'embedding.weight' on rank(s) 1 is not rank 0's" in control.stderr


@pytest.mark.parametrize(
    "args, tolerance",
    [
        ((), 1e-12),
        # L-BFGS divides by differences of gradients and of losses: float64 rounding of the
        # split batch grows to about 1e-11 over its 36 inner iterations here.
        (("--update", "lbfgs"), 1e-9),
        # The tutorial's peek: rank 1's random stream moved on before the model was built.
        (("--peek",), 1e-12),
    ],
    ids=["by hand", "lbfgs", "peek first"],
)
def test_training_without_an_optimizer_or_after_a_peek_equals_one_process(
    args, tolerance, tmp_path
):
    expected, printed = one_process(BY_HAND, tmp_path / "one.pt", *args)
    result = run(BY_HAND, str(tmp_path / "two.pt"), *args)
    assert result.returncode == 0, result.stderr
    assert largest_difference(weights(tmp_path / "two.pt"), expected) < tolerance
    # The loss the script prints (loss.item()) is the global batch's, as one process prints it.
    epochs = [line for line in result.stdout.splitlines() if line.startswith("epoch")]
    assert epochs == [line for line in printed.splitlines() if line.startswith("epoch")]


def test_an_unseeded_model_built_after_a_peek_starts_alike_on_every_rank(tmp_path):
    result = run(BY_HAND, str(tmp_path / "two.pt"), "--peek", "--no-seed")
    assert result.returncode == 0, result.stderr  # the end-of-run comparison found them equal
    assert "differ" not in result.stderr


def test_a_rank_that_steps_by_hand_on_its_own_is_caught_at_the_end(tmp_path):
    # Negative control: the gradients are averaged, but rank 1 takes its own learning rate.
    result = run(BY_HAND, str(tmp_path / "two.pt"), "--rank-lr")
    assert result.returncode == 1
    assert (
        "multigpu: error: the parameters differ across ranks at the end: '0.weight' on rank(s) 1"
        in result.stderr
    )


def test_ranks_that_build_models_of_other_shapes_stop_naming_them(tmp_path):
    """Rank 1 builds its model wider (a size each rank's unseeded sampler drew: an Optuna
    wind model of batch s): every rank stops at the model's first use, naming rank 1, where
    the start-up broadcast met other sizes and gloo aborted the process (SIGABRT)."""
    result = run(BY_HAND, str(tmp_path / "two.pt"), "--rank-width")
    assert result.returncode == 1
    assert (
        "the parameters differ across ranks at their model's first use: rank(s) 1 built it "
        "with other shapes than rank 0"
    ) in result.stderr
    assert "SIGABRT" not in result.stderr


def test_verify_counts_backward_passes_where_the_script_has_no_optimizer(tmp_path):
    """Its K backward passes (and its updates after each) are its steps, counted where the
    script ends after them too, with no backward after (a sepsis LSTM of batch s was told
    it took none)."""
    result = run("--verify", BY_HAND, str(tmp_path / "two.pt"), "--batches", "3")
    assert result.returncode == 0, result.stderr
    verdict = result.stderr[result.stderr.index("multigpu run --verify: ") :]
    assert verdict.startswith("multigpu run --verify: agree: after 3 backward pass(es)"), verdict
    # The control: rank 1 steps by hand with its own rate. The ranks are compared before the
    # snapshot, so the verdict names the rank (rank 0's snapshot alone would agree less).
    control = run("--verify", BY_HAND, str(tmp_path / "two.pt"), "--rank-lr")
    assert control.returncode == 1
    assert "differ: the run on 2 ranks stopped" in control.stderr
    assert "the parameters differ across ranks at the end: '0.weight' on rank(s) 1" in (
        control.stderr
    )


@pytest.mark.parametrize(
    "args, code, said",
    [
        (
            (),
            "out = model(",
            "(at hard_coded.py:{}: the error names 8 and 16 where the global batch has 8 rows "
            "and each rank now gets 4: if that is a batch size written into the script, it "
            "breaks on a slice of the batch; run with --batch per-device",
        ),
        (
            ("--preview",),
            '_ = f"{y[j]',
            "IndexError: index 4 is out of bounds for dimension 0 with size 4 (at "
            "hard_coded.py:{}: an index past this rank's 4 rows of the global batch's 8: ",
        ),
    ],
    ids=["reshape", "preview loop"],
)
def test_a_batch_size_written_into_the_script_gets_a_hint(args, code, said, tmp_path):
    said = said.format(line_of(HARD_CODED, code))
    result = run(HARD_CODED, str(tmp_path / "m.pt"), *args)
    assert result.returncode == 1
    assert said in result.stderr.strip().splitlines()[-1]


def test_the_hint_is_right_per_device_batches_run_the_script(tmp_path):
    result = run("--batch", "per-device", HARD_CODED, str(tmp_path / "m.pt"), "--preview")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "m.pt").is_file()


def test_a_data_set_prepared_with_a_pool_trains(tmp_path):
    # Pool.terminate sends SIGTERM to its workers, forks of the rank: they wrote stacks into
    # the rank's file, and its watchdog took that for the launcher's stop (exit code 143).
    result = run(POOL, str(tmp_path / "m.pt"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "m.pt").is_file()


EXITS = """
import os
import torch

model = torch.nn.Linear(2, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(20):
    model(torch.ones(4, 2)).sum().backward()
    optimizer.step()
    if step == 3 and os.environ["RANK"] == "1":
        os._exit(143)
"""


def test_a_rank_that_exits_without_an_error_is_named_with_its_code(tmp_path):
    script = tmp_path / "exits.py"
    script.write_text(EXITS)
    result = run(str(script))
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == (
        "multigpu: error: rank 1 ended with exit code 143 and left no trace (no Python error); "
        "143 is 128 + SIGTERM, the code a process gives when it ends on SIGTERM (sent by one of "
        "its own processes, or from outside the job)"
    )


AUGMENTED = str(FIXTURES / "augmented.py")


@pytest.mark.parametrize(
    "args",
    [
        ("--torchvision",),
        ("--no-seed", "--workers", "1", "--torchvision"),
        ("--workers", "1", "--plain"),
    ],
    ids=["seeded", "unseeded-in-workers", "workers-that-never-draw"],
)
def test_verify_makes_random_crops_and_seeds_alike_and_agrees(args, tmp_path):
    result = run("--verify", AUGMENTED, str(tmp_path / "m.pt"), *args)
    assert result.returncode == 0, result.stderr
    last = result.stderr[result.stderr.index("multigpu run --verify: ") :]
    assert last.startswith("multigpu run --verify: agree: after 3 optimizer step(s)"), last
    # Said where a sample drew, in this process or in a loader worker, and only there.
    said = "seeded by each sample's index, the same in both runs" in last
    assert said == ("--plain" not in args)
    # A flip by torchvision's module is the data's, not noise in a forward of the model.
    assert "noise drawn in a training forward" not in result.stderr
    assert ("calls no torch.manual_seed before its first forward" in last) == ("--no-seed" in args)


def test_verify_still_catches_a_wrong_weighting_with_random_crops(tmp_path):
    result = run("--verify", AUGMENTED, str(tmp_path / "m.pt"), "--wrong-weight")
    assert result.returncode == 1
    assert "multigpu run --verify: differ: after 3 optimizer step(s)" in result.stderr


def test_verify_cannot_compare_a_script_that_draws_its_own_random_batches(tmp_path):
    result = run("--verify", str(FIXTURES / "corpus_lm.py"), "--random")
    assert result.returncode == 1
    assert (
        "multigpu run --verify: cannot tell: the script draws at random after its first "
        "backward (its batches, or sampled actions and the episodes they lead to) and each of "
        "the 2 ranks draws its own (2x the script's data per step)" in result.stderr
    )


SLEEPS = """
import os
import time

import torch
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
model = torch.nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
data = TensorDataset(torch.randn(64, 4), torch.randn(64, 1))
for step, (x, y) in enumerate(DataLoader(data, batch_size=8)):
    if step == 1 and os.environ["RANK"] == "1":
        time.sleep(600)
    torch.nn.functional.mse_loss(model(x), y).backward()
    optimizer.step()
    optimizer.zero_grad()
"""


def test_verify_on_a_script_that_hangs_ends_with_the_hang_report(tmp_path):
    script = tmp_path / "sleeps.py"
    script.write_text(SLEEPS)
    result = run("--timeout", "3", "--verify", str(script))
    assert result.returncode == 1
    assert (
        "multigpu run --verify: cannot tell: the run on 2 ranks stopped: rank 1 never reached "
        "all_reduce" in result.stderr
    )
    assert "it is at sleeps.py:14 in <module> (time.sleep(600))" in result.stderr


def test_a_compiled_model_trains_as_one_process_with_inductors_caches_its_own(tmp_path):
    """torch.compile writes inductor's caches from inside the script's forward: those files
    are torch's own, written by every rank as it compiles, where a file the script writes is
    rank 0's alone, with a barrier at its close (the ranks once met there at different files
    and stopped). Equal to one process (float64); the reference runs eager, a compile less in
    CI's minutes: in float64 the two differ by rounding only, far below the bound."""
    eager = {"TORCH_COMPILE_DISABLE": "1"}
    done = run_python(str(FIXTURES / "compiled.py"), str(tmp_path / "one.pt"), env=eager)
    assert done.returncode == 0, done.stderr
    cache = {"TORCHINDUCTOR_CACHE_DIR": str(tmp_path / "cache")}
    result = run(str(FIXTURES / "compiled.py"), str(tmp_path / "two.pt"), env=cache)
    assert result.returncode == 0, result.stderr
    assert any((tmp_path / "cache").iterdir())  # inductor wrote there
    two, one = weights(tmp_path / "two.pt"), weights(tmp_path / "one.pt")
    assert largest_difference(two, one) < 1e-12


def test_optimizers_stepped_in_each_ranks_own_order_train_as_one_process(tmp_path):
    """One optimizer per parameter, stepped in a set's order (Pyro's SVI): each rank steps them
    in its own order. The first step averaged the stepped optimizer's weights and compared
    them across ranks, so the ranks' collectives parted (gloo: "Received data size doesn't
    match"). Now the weights the backward reached are averaged first, in the graph's order, a
    comparison of other tensors on each rank is left to the end, and --verify's K steps end
    with the round. Control: one process on a rank's half of each batch."""
    script = str(FIXTURES / "per_parameter.py")
    expected, _ = one_process(script, tmp_path / "one.pt")
    result = run(script, str(tmp_path / "two.pt"))
    assert result.returncode == 0, result.stderr
    assert largest_difference(weights(tmp_path / "two.pt"), expected) < 1e-10
    half, _ = one_process(script, tmp_path / "half.pt", "--batch-size", "4")
    assert largest_difference(half, expected) > 1e-3
    result = run("--verify", script, str(tmp_path / "v.pt"))
    assert result.returncode == 0, result.stderr
    assert "agree: after 4 optimizer step(s) the parameters on 2 ranks agree" in result.stderr


def test_verify_says_differ_where_the_ranks_break_on_a_batch_size_written_in(tmp_path):
    """One process runs its steps; the ranks stop on the batch size written into the script:
    the script is not safe to scale as it is (it said `cannot tell` before, as of a stop that
    says nothing of the script)."""
    result = run("--verify", HARD_CODED, str(tmp_path / "m.pt"))
    assert result.returncode == 1
    verdict = result.stderr[result.stderr.index("multigpu run --verify: ") :]
    assert verdict.startswith("multigpu run --verify: differ: the run on 2 ranks stopped")
    assert "--verify: a batch size written into the script breaks on a slice of the batch" in (
        verdict
    )


def test_a_script_that_skips_every_slice_is_told_it_trained_nothing(tmp_path):
    """It skips each batch of another size than the one written into it, so every rank skips
    every slice and trains nothing, without an error: said at the end. Where the script then
    reads its optimizer's state, which no step made, the ranks stop with a KeyError: said in
    the error. With whole batches per rank it trains, reads its state, and nothing is said.
    --verify's run of the split's arithmetic stops on the state of that size in the model's
    forward, and names the written batch size as the cause."""
    result = run(HARD_CODED, str(tmp_path / "m.pt"), "--skip-short")
    assert result.returncode == 0, result.stderr
    assert "ran no backward on any: no rank trained; if it skips batches" in result.stderr
    stopped = run(HARD_CODED, str(tmp_path / "s.pt"), "--skip-short", "--read-state")
    assert stopped.returncode == 1
    error = next(line for line in stopped.stderr.splitlines() if "failed: KeyError" in line)
    assert "(at hard_coded.py:" in error and "no rank trained; if it skips batches" in error
    flags = ("--skip-short", "--read-state")
    whole = run("--batch", "per-device", HARD_CODED, str(tmp_path / "w.pt"), *flags)
    assert whole.returncode == 0, whole.stderr
    assert "no rank trained" not in whole.stderr
    checked = run("--verify", HARD_CODED, str(tmp_path / "v.pt"), "--skip-short")
    assert checked.returncode == 1
    verdict = checked.stderr[checked.stderr.index("multigpu run --verify: ") :]
    assert verdict.startswith("multigpu run --verify: differ: one process took 3 optimizer")
    assert "a batch size written into the script meets the ranks' slices" in verdict


@pytest.mark.real_workers  # the folder is on the path as Python itself starts
def test_a_script_folder_that_holds_a_standard_librarys_name_runs(tmp_path):
    """A script beside a `types.py` of its own (a public stereo network's package holds one):
    `python train.py` is fine, but a worker started with `-m` in that folder had it first on
    its path while Python started, and every rank stopped importing the standard library's.
    The workers start with no working folder on the path; the script's folder is put first as
    `python train.py` puts it, so its own imports still find their modules. The control is
    the script itself, which imports its neighbour by another name."""
    (tmp_path / "types.py").write_text("Pair = tuple\n")
    (tmp_path / "neighbour.py").write_text("RATE = 0.1\n")
    script = tmp_path / "train.py"
    script.write_text(
        "import torch\n"
        "from neighbour import RATE\n"
        "model = torch.nn.Linear(4, 1)\n"
        "optimizer = torch.optim.SGD(model.parameters(), lr=RATE)\n"
        "data = torch.utils.data.TensorDataset(torch.randn(16, 4), torch.randn(16, 1))\n"
        "for x, y in torch.utils.data.DataLoader(data, batch_size=8):\n"
        "    optimizer.zero_grad()\n"
        "    torch.nn.functional.mse_loss(model(x), y).backward()\n"
        "    optimizer.step()\n"
        "print('trained')\n"
    )
    result = run_cli(
        "run", "--devices", "2", "--accelerator", "cpu", "train.py", cwd=tmp_path, timeout=180
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "trained"
