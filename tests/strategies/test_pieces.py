"""The pieces strategies share: cutting a Sequential into stages, rebuilding an optimizer over
replaced parameters, and recognising wrappers."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from multigpu.core.errors import InvalidOption
from multigpu.strategies.base import WithLoss, find_wrapper, rebuild_optimizer, unwrap_module
from multigpu.strategies.pipeline import split_stages


def layers(n: int) -> nn.Sequential:
    return nn.Sequential(*[nn.Linear(2, 2) for _ in range(n)])


@pytest.mark.parametrize(
    ("count", "stages", "sizes"),
    [(4, 2, [2, 2]), (5, 2, [2, 3]), (7, 3, [2, 3, 2]), (3, 3, [1, 1, 1])],
)
def test_split_stages_is_contiguous_and_keeps_names(count, stages, sizes):
    model = layers(count)
    parts = split_stages(model, stages)
    assert [len(p) for p in parts] == sizes
    names = [name for part in parts for name, _ in part.named_children()]
    assert names == [str(i) for i in range(count)]  # in order, each once, names kept
    assert parts[-1][-1] is model[-1]  # the same layers, not copies


def test_split_stages_refuses_what_it_cannot_cut():
    with pytest.raises(InvalidOption, match="into stages, not a Linear"):
        split_stages(nn.Linear(2, 2), 2)
    with pytest.raises(InvalidOption, match="2 layers cannot make 3 stages"):
        split_stages(layers(2), 3)


def test_rebuild_optimizer_keeps_class_groups_and_settings():
    old = layers(3)
    names = {id(p): name for name, p in old.named_parameters()}
    optimizer = torch.optim.SGD(
        [{"params": old[0].parameters(), "lr": 0.5}, {"params": old[2].parameters()}],
        lr=0.1,
        momentum=0.9,
    )
    # A "stage" that holds only layers 0 and 1 (new Parameter objects, the same names).
    stage = nn.Sequential()
    stage.add_module("0", nn.Linear(2, 2))
    stage.add_module("1", nn.Linear(2, 2))
    rebuilt = rebuild_optimizer(optimizer, names, stage)
    assert type(rebuilt) is torch.optim.SGD
    assert [g["lr"] for g in rebuilt.param_groups] == [0.5, 0.1]
    assert all(g["momentum"] == 0.9 for g in rebuilt.param_groups)
    first, second = (list(g["params"]) for g in rebuilt.param_groups)
    assert [id(p) for p in first] == [id(p) for p in stage[0].parameters()]
    assert second == []  # layer 2 lives on another stage


def test_rebuild_optimizer_refuses_an_optimizer_that_has_stepped():
    model = layers(1)
    optimizer = torch.optim.Adam(model.parameters())
    model(torch.ones(1, 2)).sum().backward()
    optimizer.step()
    with pytest.raises(ValueError, match="before the optimizer takes its first step"):
        rebuild_optimizer(optimizer, {id(p): n for n, p in model.named_parameters()}, model)


def test_wrappers_are_found_and_peeled_inside_compile():
    inner = layers(1)
    wrapped = torch.compile(WithLoss(nn.DataParallel(inner), nn.MSELoss()))
    assert unwrap_module(wrapped) is inner
    assert isinstance(find_wrapper(wrapped, nn.DataParallel), nn.DataParallel)
    assert find_wrapper(inner, nn.DataParallel) is None


def test_with_loss_predicts_or_returns_the_loss():
    model = WithLoss(layers(1), nn.MSELoss())
    x, y = torch.ones(3, 2), torch.zeros(3, 2)
    assert model(x).shape == (3, 2)
    torch.testing.assert_close(model(x, y), nn.functional.mse_loss(model.module(x), y))
