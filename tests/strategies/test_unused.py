"""Parameters that get no gradient: a one-line error naming them, or the DDP option."""

from __future__ import annotations

import sys

import torch
import torch.nn.functional as F

from conftest import SCRIPTS, run_python, script

sys.path.insert(0, str(SCRIPTS))
import unused


def test_unused_parameters_are_named_in_one_line(tmp_path):
    result = run_python(script("unused.py"), str(tmp_path / "m.pt"), timeout=120)
    assert result.returncode != 0
    lines = [line for line in result.stderr.splitlines() if "got no gradient" in line]
    assert lines and "unused.weight, unused.bias" in lines[-1]
    assert "find_unused_parameters=True" in lines[-1]
    assert "Expected to have finished reduction" not in result.stderr  # DDP's 56 lines, gone


def test_with_the_option_the_model_trains_and_equals_one_process(tmp_path):
    out = tmp_path / "m.pt"
    result = run_python(script("unused.py"), str(out), "--find-unused", timeout=120)
    assert result.returncode == 0, result.stderr
    model = unused.PartlyUsed()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
    for x, y in zip(*unused.data(), strict=True):  # one process, the global batches
        F.cross_entropy(model(x), y).backward()
        optimizer.step()
        optimizer.zero_grad()
    trained = torch.load(out, weights_only=True)
    for key, value in model.state_dict().items():
        torch.testing.assert_close(trained[key], value, rtol=1e-5, atol=1e-6)
    assert torch.equal(trained["unused.weight"], unused.PartlyUsed().unused.weight.detach())
