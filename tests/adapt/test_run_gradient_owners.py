"""A library that owns the gradient (its optimizer rebuilds `.grad` in its step) under
`multigpu run`, with the real library on real processes: Opacus's DP-SGD is refused in one
line at its first backward, before any weight changes, naming the library and its own
distributed form."""

from __future__ import annotations

import pytest
from run_fixtures import FIXTURES
from test_run_sharded import run

from conftest import without

pytest.importorskip("opacus")

DP_SGD = str(FIXTURES / "dp_sgd.py")


@pytest.mark.parametrize("refused", [True, False])
def test_opacus_is_refused_before_training_naming_its_own_distributed_form(tmp_path, refused):
    """The control takes the refusal away: the ranks then train apart (each noises its own
    slice) and the check after step 1 stops the run, naming Opacus rather than the script."""
    out = tmp_path / "m.pt"
    patch = (
        ""
        if refused
        else (
            "import multigpu.adapt.averaging.gradients as g\ng.refuse_owned = lambda *args: None\n"
        )
    )
    result = run("--devices", "2", DP_SGD, str(out), env=without(tmp_path, patch))
    assert not out.exists()
    errors = [line for line in result.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1, result.stderr
    assert "the optimizer is Opacus's DPOptimizer" in errors[0]
    assert "DPDDP" in errors[0]
    if refused:
        assert result.returncode == 2
        assert "epoch 0" not in result.stdout
        assert "differ across ranks" not in errors[0]
    else:
        assert result.returncode == 1
        assert "the parameters differ across ranks after optimizer step 1" in errors[0]
