"""FSDP's units (strategies/units.py), chosen with no process."""

from __future__ import annotations


def test_fsdp_units_are_the_blocks_then_the_layers_after_them_and_never_a_block_twice():
    from torch import nn

    from multigpu.strategies.units import fsdp_units

    class Model(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(8, 4)
            self.blocks = nn.ModuleList(nn.Linear(4, 4) for _ in range(2))
            self.norm = nn.LayerNorm(4)
            self.head = nn.Linear(4, 8)

    model = Model()
    assert fsdp_units(model) == [*model.blocks, [model.norm, model.head]]
    model.head.weight = model.embed.weight  # tied: left to the root
    assert fsdp_units(model) == [*model.blocks, [model.norm]]
    root = nn.ModuleList(nn.Linear(4, 4) for _ in range(2))  # the blocks' list is the root
    assert fsdp_units(root) == list(root)
