"""FSDP's units, chosen one way for both doors (`launch()`/`Run` and `multigpu run`): each
repeated block, then the layers registered after the blocks (a model's last norm and its output
layer) as one group, then the root, which takes what no unit took (the embeddings, and a
parameter two modules hold, such as tied input and output embeddings). torchtitan shards its
Llama the same way.

A unit's weights are gathered whole just before it runs and freed after, so a step sends one
all-gather per unit in forward and one per unit but the root in backward; units of single norm
layers or biases would each add theirs. A model without repeated blocks is one unit, its root.
"""

from __future__ import annotations

from torch import nn

from .blocks import transformer_blocks


def fsdp_units(model: nn.Module) -> list[nn.Module | list[nn.Module]]:
    """The units to shard before the root, in forward order: each block, then the layers after
    the blocks as one group. None holds a parameter that another module holds too."""
    blocks = transformer_blocks(model)
    if not blocks:
        return []
    tied = tied_parameters(model)

    def shardable(module: nn.Module) -> bool:
        ids = {id(p) for p in module.parameters()}
        return bool(ids) and not ids & tied

    units: list[nn.Module | list[nn.Module]] = [b for b in blocks if shardable(b)]
    tail = [m for m in _after_blocks(model, blocks) if shardable(m)]
    if tail:
        units.append(tail)
    return units


def tied_parameters(model: nn.Module) -> set[int]:
    """ids of the parameters that more than one module holds."""
    holders: dict[int, int] = {}
    for sub in model.modules():
        for p in sub.parameters(recurse=False):
            holders[id(p)] = holders.get(id(p), 0) + 1
    return {key for key, count in holders.items() if count > 1}


def _after_blocks(model: nn.Module, blocks: list[nn.Module]) -> list[nn.Module]:
    """The outermost modules holding parameters that are registered after the blocks' list and
    are neither inside it nor around it (a Llama's `norm` and `lm_head`)."""
    names = {id(m): name for name, m in model.named_modules(remove_duplicate=False)}
    container = names[id(blocks[0])].rpartition(".")[0]
    if not container:  # the blocks' list is the model itself: nothing comes after it
        return []
    found: list[str] = []
    after = False
    picked: list[nn.Module] = []
    for name, module in model.named_modules():
        if name == container:
            after = True
            continue
        inside = name.startswith(container + ".")
        if not after or inside or any(name.startswith(f"{outer}.") for outer in found):
            continue
        if next(module.parameters(recurse=False), None) is not None:
            found.append(name)
            picked.append(module)
    return picked
