"""bf16 and fp16 train; fp16's scaler skips a step whose gradients are inf and training goes on."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import multigpu
from multigpu.core.errors import UsageError
from multigpu.core.precision import FP16

STEPS, INJECT_AT = 40, 5


def job(run: multigpu.Run, inject: bool) -> dict:
    gen = torch.Generator().manual_seed(0)
    x = torch.randn(64, 8, generator=gen)
    y = (x @ torch.randn(8, 3, generator=gen)).argmax(dim=1)  # learnable labels
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(8, 32), nn.ReLU(), nn.Linear(32, 3))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    model, optimizer = run.setup(model, optimizer)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=100)  # must accept it
    losses, around_inject = [], {}
    for step in range(STEPS):
        output = model(x)
        loss = F.cross_entropy(output.float(), y)
        losses.append(loss.item())
        if inject and step == INJECT_AT:
            loss = loss * float("inf")
            around_inject["before"] = [p.detach().clone() for p in model.parameters()]
            around_inject["scale"] = run.precision.scaler.get_scale()
        run.backward(loss)
        optimizer.step()
        optimizer.zero_grad()
        scheduler.step()
        if inject and step == INJECT_AT:
            around_inject["after"] = [p.detach().clone() for p in model.parameters()]
            around_inject["scale_after"] = run.precision.scaler.get_scale()
    return {
        "losses": losses,
        "dtype": output.dtype,
        "skipped": getattr(run.precision, "skipped_steps", 0),
        **around_inject,
    }


@pytest.mark.parametrize(
    ("precision", "dtype"), [("bf16", torch.bfloat16), ("fp16", torch.float16)]
)
def test_mixed_precision_trains(precision, dtype):
    result = multigpu.launch(job, False, strategy="single", precision=precision)
    assert result["dtype"] == dtype  # the forward really ran in low precision
    assert result["losses"][-1] < 0.7 * result["losses"][0]
    assert result["skipped"] == 0


def test_fp16_skips_an_inf_step_and_goes_on():
    result = multigpu.launch(job, True, strategy="single", precision="fp16")
    assert result["skipped"] == 1
    for before, after in zip(result["before"], result["after"], strict=True):
        assert torch.equal(before, after)  # the step changed nothing
    assert result["scale_after"] == result["scale"] / 2  # and the scale backed off
    assert all(torch.isfinite(torch.tensor(result["losses"])))
    assert result["losses"][-1] < 0.7 * result["losses"][INJECT_AT + 1]


def test_fp32_is_untouched():
    result = multigpu.launch(job, False, strategy="single", precision="fp32")
    assert result["dtype"] == torch.float32


def test_scaler_state_round_trips():
    first, second = FP16("cpu"), FP16("cpu")
    first.scaler.scale(torch.ones(1))  # the scaler creates its scale lazily
    first.scaler.update(new_scale=1024.0)
    second.load_state_dict(first.state_dict())
    assert second.scaler.get_scale() == 1024.0


def test_unknown_precision():
    with pytest.raises(UsageError, match="precision='fp8': unknown precision"):
        multigpu.launch(job, False, strategy="single", precision="fp8")
