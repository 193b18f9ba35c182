"""--compile on a model with repeated blocks compiles each block in place (regional
compilation): the same numbers as eager, the same parameter names, one compiled code for
every block."""

from __future__ import annotations

import torch
from torch import nn

from multigpu.strategies.blocks import compile_blocks


class Stack(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.Linear(8, 8), nn.GELU(), nn.LayerNorm(8)) for _ in range(3)
        )
        self.head = nn.Linear(8, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = x + block(x)
        return self.head(x)


def test_each_block_is_compiled_in_place_and_computes_what_eager_does():
    torch.manual_seed(0)
    eager = Stack().double()  # float64: compiled kernels round float32 differently
    compiled = Stack().double()
    compiled.load_state_dict(eager.state_dict())
    names = [n for n, _ in compiled.named_parameters()]
    assert compile_blocks(compiled)
    assert all(block._compiled_call_impl is not None for block in compiled.blocks)
    assert compiled.head._compiled_call_impl is None  # only the blocks
    assert [n for n, _ in compiled.named_parameters()] == names  # no _orig_mod in the names
    x = torch.randn(4, 8, dtype=torch.float64)
    for model in (eager, compiled):
        model(x).pow(2).sum().backward()
    for (name, a), b in zip(eager.named_parameters(), compiled.parameters(), strict=True):
        torch.testing.assert_close(a.grad, b.grad, rtol=1e-10, atol=1e-12, msg=name)


def test_a_model_without_blocks_is_left_to_whole_model_compilation():
    assert not compile_blocks(nn.Sequential(nn.Linear(2, 2), nn.ReLU()))
