"""One order of the model's transforms under every method: tensor parallel, activation
checkpointing, compile (each repeated block), then FSDP or DDP. Compiling is the job's choice
(`launch(compile=True)`), applied inside `run.setup`, not by the app around it."""

from __future__ import annotations

import pytest
import torch
from torch import nn

import multigpu
import multigpu.strategies.ddp as ddp
import multigpu.strategies.fsdp as fsdp
import multigpu.strategies.parallelize as parallelize
import multigpu.strategies.tensor as tensor
from multigpu.core.ranks import Placement
from multigpu.strategies import resolve
from multigpu.strategies.runtime import Runtime


class Blocks(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(nn.Linear(4, 4) for _ in range(2))
        self.head = nn.Linear(4, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = block(x)
        return self.head(x)


@pytest.fixture
def steps(monkeypatch) -> list[str]:
    """Each transform, as it is applied; the collectives (the mesh, the sharding, DDP's
    broadcast) are recorded in place of being run, so no process group is needed."""
    done: list[str] = []
    checkpoint, compile_blocks = parallelize.checkpoint_blocks, parallelize.compile_blocks

    def record(name, then=None):
        def step(*args, **kwargs):
            done.append(name)
            return then(*args, **kwargs) if then else args[0]

        return step

    monkeypatch.setattr(Runtime, "device_mesh", lambda self: {"tp": None, "dp_shard": None})
    monkeypatch.setattr(
        tensor.TensorSplit, "of", classmethod(lambda cls, m, *_: cls([(b, {}) for b in m.blocks]))
    )
    monkeypatch.setattr(tensor.TensorSplit, "apply", lambda self, mesh: done.append("tp"))
    monkeypatch.setattr(parallelize, "checkpoint_blocks", record("checkpoint", checkpoint))
    monkeypatch.setattr(parallelize, "compile_blocks", record("compile", compile_blocks))
    monkeypatch.setattr(fsdp, "apply_fsdp", record("fsdp"))
    monkeypatch.setattr(ddp, "NamingDDP", lambda module, **_: done.append("ddp") or module)
    monkeypatch.setattr(ddp, "GradientSync", lambda sync, wrapper: None)
    return done


@pytest.mark.parametrize(
    ("name", "order"),
    [
        ("fsdp+tp", ["tp", "checkpoint", "compile", "fsdp"]),
        ("tp", ["tp", "checkpoint", "compile"]),
        ("fsdp", ["checkpoint", "compile", "fsdp"]),
        ("ddp", ["checkpoint", "compile", "ddp"]),
    ],
)
def test_every_method_applies_the_transforms_in_one_order(steps, name, order):
    strategy = resolve(name, activation_checkpointing=True)
    runtime = Runtime(strategy, Placement(torch.device("cpu"), 0, 4), compile=True)
    model = Blocks()
    strategy.wrap(runtime, model)
    assert steps == order
    assert runtime.compiled_blocks
    assert all(block._compiled_call_impl is not None for block in model.blocks)
    assert model.head._compiled_call_impl is None  # the blocks only


def test_a_job_that_does_not_compile_compiles_nothing(steps):
    strategy = resolve("fsdp", activation_checkpointing=True)
    runtime = Runtime(strategy, Placement(torch.device("cpu"), 0, 4))
    model = Blocks()
    strategy.wrap(runtime, model)
    assert steps == ["checkpoint", "fsdp"] and not runtime.compiled_blocks
    assert all(block._compiled_call_impl is None for block in model.blocks)


def _set_up(run, model: nn.Module) -> tuple[str, bool]:
    wrapped = run.setup(model)
    blocks = [m for m in model.modules() if isinstance(m, nn.Linear)]
    return type(wrapped).__name__, any(m._compiled_call_impl is not None for m in blocks)


@pytest.mark.parametrize(
    ("compile", "model", "expected"),
    [
        (True, Blocks, ("Blocks", True)),  # its blocks compiled in place
        (True, lambda: nn.Sequential(nn.Linear(4, 2)), ("OptimizedModule", False)),  # whole
        (False, Blocks, ("Blocks", False)),
    ],
)
def test_run_setup_compiles_the_blocks_or_else_the_whole_model(compile, model, expected):
    result = multigpu.launch(
        _set_up, model(), strategy="single", accelerator="cpu", compile=compile
    )
    assert result == expected
