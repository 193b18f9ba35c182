"""DataParallel and its balanced variant: on CPU they warn and equal `single`; on GPUs, for real."""

from __future__ import annotations

import sys

import pytest
import torch
from torch import nn

import multigpu
from conftest import SCRIPTS

sys.path.insert(0, str(SCRIPTS))
import equivalence as eq


def job(run: multigpu.Run) -> dict:
    net = eq.model()
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    net, optimizer = run.setup(net, optimizer, loss=nn.CrossEntropyLoss())
    loader = run.loader(eq.dataset(), batch_size=8, shuffle=True, seed=eq.SEED)
    for _ in run.epochs(eq.EPOCHS):
        for x, y in loader:
            loss = net(x, y)  # set up with its loss: the same call on every strategy
            run.backward(loss)
            optimizer.step()
            optimizer.zero_grad()
    if run.device.type == "cuda":
        torch.cuda.synchronize()
    return {
        "state": {k: v.cpu() for k, v in run.unwrap(net).state_dict().items()},
        "memory": run.peak_memory(),
    }


@pytest.mark.parametrize("strategy", ["dp", "dp-balanced"])
def test_on_cpu_they_warn_and_equal_single(strategy):
    reference = multigpu.launch(job, strategy="single", accelerator="cpu")["state"]
    with pytest.warns(UserWarning, match="no CUDA GPU is visible"):
        result = multigpu.launch(job, strategy=strategy, accelerator="cpu")["state"]
    assert result.keys() == reference.keys()  # the user's model only: no `module.`, no loss
    for key in reference:
        assert torch.equal(result[key], reference[key]), key


def test_balanced_needs_the_loss():
    def no_loss(run: multigpu.Run) -> None:
        run.setup(eq.model())

    with pytest.raises(ValueError, match=r"pass it as run\.setup"):
        multigpu.launch(no_loss, strategy="dp-balanced", accelerator="cpu")


@pytest.mark.cuda
@pytest.mark.skipif(torch.cuda.device_count() < 1, reason="needs a CUDA GPU")
def test_on_gpus_both_match_single():
    reference = multigpu.launch(job, strategy="single", accelerator="cuda")
    runs = {s: multigpu.launch(job, strategy=s, accelerator="cuda") for s in ("dp", "dp-balanced")}
    for result in runs.values():
        for key, value in reference["state"].items():
            torch.testing.assert_close(result["state"][key], value, rtol=1e-4, atol=1e-5)
        # One row per GPU the process drove, each with its own peak.
        assert [row["device"] for row in result["memory"]] == [
            f"cuda:{i}" for i in range(torch.cuda.device_count())
        ]


def wide_job(run: multigpu.Run) -> list[float]:
    """A batch whose outputs are large (20,000 classes): DataParallel gathers all of them on
    the output GPU; the balanced variant gathers one loss per GPU."""
    for index in range(torch.cuda.device_count()):
        torch.cuda.reset_peak_memory_stats(index)
    net = nn.Sequential(nn.Linear(64, 256), nn.ReLU(), nn.Linear(256, 20_000))
    optimizer = torch.optim.SGD(net.parameters(), lr=0.01)
    net, optimizer = run.setup(net, optimizer, loss=nn.CrossEntropyLoss())
    generator = torch.Generator().manual_seed(0)
    x = torch.randn(1024, 64, generator=generator).to(run.device)
    y = torch.randint(0, 20_000, (1024,), generator=generator).to(run.device)
    for _ in range(2):
        run.backward(net(x, y))
        optimizer.step()
        optimizer.zero_grad()
    torch.cuda.synchronize()
    return [row["peak_mb"] for row in run.peak_memory()]


@pytest.mark.cuda
@pytest.mark.skipif(torch.cuda.device_count() < 2, reason="needs 2 CUDA GPUs")
def test_balanced_spares_the_output_gpu():
    plain = multigpu.launch(wide_job, strategy="dp", accelerator="cuda")
    balanced = multigpu.launch(wide_job, strategy="dp-balanced", accelerator="cuda")
    # The output GPU (0) holds every output under dp: 1024 x 20,000 floats = 78 MiB, gathered.
    assert plain[0] - plain[1] > 60
    assert balanced[0] < plain[0] - 30
    assert balanced[0] - balanced[1] < (plain[0] - plain[1]) / 2
