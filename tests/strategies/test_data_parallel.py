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
def test_on_gpus_both_match_single_and_balanced_spares_the_output_gpu():
    reference = multigpu.launch(job, strategy="single", accelerator="cuda")
    runs = {s: multigpu.launch(job, strategy=s, accelerator="cuda") for s in ("dp", "dp-balanced")}
    for strategy, result in runs.items():
        for key, value in reference["state"].items():
            torch.testing.assert_close(result["state"][key], value, rtol=1e-4, atol=1e-5)
        print(strategy, result["memory"])
    assert len(runs["dp"]["memory"]) == torch.cuda.device_count()
