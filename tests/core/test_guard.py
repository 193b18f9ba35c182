"""A NaN or infinite loss never goes on silently and never costs a good checkpoint."""

from __future__ import annotations

import json

import pytest
import torch
from torch import nn

import multigpu
from multigpu.core import checkpoint
from multigpu.core.errors import NonFiniteLoss
from multigpu.core.guard import MAX_SKIPS, UNREAD_MAX, LossGuard


def _steps(run: multigpu.Run, bad_steps: set[int], total: int, scale: float = 1.0) -> dict:
    torch.manual_seed(0)
    model = nn.Linear(3, 1)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    model, optimizer = run.setup(model, optimizer)
    before = {}
    for step in range(1, total + 1):
        before[step] = [p.detach().clone() for p in run.unwrap(model).parameters()]
        loss = model(torch.ones(2, 3)).sum() * scale
        if step in bad_steps:
            loss = loss * float("nan")
        run.backward(loss)
        optimizer.step()
        optimizer.zero_grad()
    after = [p.detach().clone() for p in run.unwrap(model).parameters()]
    return {"before": before, "after": after}


def test_stop_names_the_step_and_ends_the_job():
    with pytest.raises(NonFiniteLoss, match=r"NaN or infinite at step 3 .*rank\(s\) 0"):
        multigpu.launch(_steps, {3}, 5, strategy="single")  # found at the job's end


def test_losses_are_kept_without_a_kernel_and_read_in_one_go_naming_the_first_bad_step():
    parameter = nn.Parameter(torch.zeros(1))
    optimizer = torch.optim.SGD([parameter], lr=0.1)
    guard = LossGuard("stop", check_every=4)
    guard.attach(optimizer)
    losses = [torch.tensor(1.0), torch.tensor(2.0)]
    with torch.profiler.profile() as profile:
        for loss in losses:
            guard.watch(loss)
            optimizer.step()
    ran = {event.name for event in profile.events()} - {"aten::detach", "detach"}
    assert not any(name.startswith("aten::") for name in ran), ran  # only views, no kernel
    guard.watch(torch.tensor([1.0, float("inf")]))  # several values: found through their sum
    optimizer.step()
    guard.watch(torch.tensor(float("nan")))
    with pytest.raises(NonFiniteLoss, match="at step 3 "):
        optimizer.step()  # step 4: the ranks' check reads the four losses


def test_a_loop_the_guard_never_sees_step_keeps_a_bounded_number_of_losses():
    guard = LossGuard("stop")  # no optimizer attached: nothing reads the losses
    guard.watch(torch.tensor(float("nan")))
    for _ in range(2 * UNREAD_MAX):
        guard.watch(torch.tensor(1.0))
        assert len(guard._unread) < UNREAD_MAX
    with pytest.raises(NonFiniteLoss, match="at step 1 "):
        guard.check()


def test_a_loss_that_views_a_larger_tensor_is_kept_without_it():
    guard = LossGuard("stop")
    per_sample = torch.ones(1000)
    guard.watch(per_sample[3])
    kept = guard._unread[-1][1]
    assert kept.untyped_storage().data_ptr() != per_sample.untyped_storage().data_ptr()


def test_skip_leaves_the_parameters_of_that_step_alone():
    result = multigpu.launch(_steps, {2}, 3, strategy="single", on_nan="skip")
    for a, b in zip(result["before"][2], result["before"][3], strict=True):
        assert torch.equal(a, b)  # step 2 changed nothing
    assert all(torch.isfinite(p).all() for p in result["after"])


def test_ignore_goes_on_as_asked():
    result = multigpu.launch(_steps, {2}, 3, strategy="single", on_nan="ignore")
    assert not all(torch.isfinite(p).all() for p in result["after"])


def test_fp16_skips_overflowing_steps_but_not_for_ever():
    bad = set(range(1, 1 + MAX_SKIPS))
    with pytest.raises(NonFiniteLoss, match=f"{MAX_SKIPS} steps in a row, up to step {MAX_SKIPS}"):
        multigpu.launch(_steps, bad, MAX_SKIPS + 3, strategy="single", precision="fp16")
    # A few overflows are the scaler's business: skipped, the job goes on.
    result = multigpu.launch(_steps, {2, 3}, 5, strategy="single", precision="fp16")
    assert all(torch.isfinite(p).all() for p in result["after"])


def test_a_diverging_job_stops_on_every_rank_and_keeps_its_last_good_checkpoint(cli, tmp_path):
    result = cli(
        "train",
        "--epochs",
        "2",
        "--lr",
        "1e30",
        "--checkpoint-every",
        "1",
        "--keep",
        "3",
        "--out",
        str(tmp_path),
    )
    assert result.returncode == 1
    errors = [line for line in result.stderr.splitlines() if "error" in line]
    assert errors == [errors[0]] and "Traceback" not in result.stderr
    assert "the loss was NaN or infinite at step 2 (epoch 1) on rank(s) 0, 1" in errors[0]
    kept = checkpoint.candidates(tmp_path / "checkpoints")
    assert [path.name for path in kept] == ["step-000000001.pt"]  # written before; none after
    weights = checkpoint.read(kept[0])["model"]
    assert all(torch.isfinite(value).all() for value in weights.values())
    assert not (tmp_path / "summary.json").exists()  # no report of a success


def test_the_command_line_takes_on_nan(cli, tmp_path):
    result = cli("train", "--on-nan", "maybe", "--out", str(tmp_path))
    assert result.returncode == 2 and "--on-nan maybe: unknown on_nan" in result.stderr
    assert json.dumps("stop") in json.dumps(multigpu.launch.__kwdefaults__["on_nan"])


def test_weights_that_are_not_finite_are_named_and_large_finite_ones_are_not():
    model = nn.Sequential(nn.Linear(4, 4), nn.Linear(4, 2), nn.Linear(2, 1))
    with torch.no_grad():
        model[0].weight.fill_(3e38)  # its sum overflows to inf; every value is finite
        model[1].bias[1] = float("nan")
        model[2].weight[0, 0] = float("-inf")
    assert checkpoint.nonfinite_parameters({"model": model}) == ["model.1.bias", "model.2.weight"]
    with torch.no_grad():
        model[1].bias.zero_()
        model[2].weight.zero_()
    assert checkpoint.nonfinite_parameters({"model": model, "step": 3}) == []
