"""Sequence parallelism (Megatron's) on top of a block's tensor-parallel plan.

Under plain tensor parallelism every rank of a tp group holds the whole sequence outside the
split matrices: the norms, the residual stream and its dropout run whole on each rank. With
sequence parallelism they run on this rank's part of the sequence only. The traffic stays the
same: each row-wise layer's all-reduce becomes a reduce-scatter onto the sequence parts, and the
attention and the MLP all-gather their input from them, where a column-wise layer needed it
whole anyway.

- The blocks' norms (a direct child whose class name ends in `Norm`: LayerNorm, Llama's
  RMSNorm) run on the sequence part (torch's `SequenceParallel`: their weights' gradients are
  summed over the tp group).
- The modules that hold the column-wise layers (the attention, the MLP) gather their hidden
  states whole, from the first positional argument or `hidden_states=`.
- The row-wise layers return the sum's sequence part instead of the whole sum.
- The first block takes its part of the sequence, the last one gathers its output whole: the
  model's embeddings, masks and positions, and what follows the blocks, see whole tensors. So
  the blocks must be called one after the other, with nothing between them (Llama's and GPT-2's
  are); their hidden states are (batch, sequence, features).

Imported where a plan is made: torch's tensor-parallel modules cost start-up time.
"""

from __future__ import annotations

from typing import Any

import torch
from torch import nn
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import DTensor, Replicate, Shard
from torch.distributed.tensor.parallel import (
    ColwiseParallel,
    ParallelStyle,
    RowwiseParallel,
    SequenceParallel,
)

from ..core.errors import InvalidOption
from ..core.torch_compat import CustomStyle, is_view

SEQUENCE = 1  # the sequence dimension of (batch, sequence, features)


def sequence_plan(block: nn.Module, plan: dict[str, Any]) -> dict[str, Any]:
    """`plan` (a block's tensor-parallel plan) with the block's sequence split between its
    matrices."""
    out: dict[str, Any] = {}
    for name, style in plan.items():
        if isinstance(style, RowwiseParallel):
            out[name] = type(style)(output_layouts=Shard(SEQUENCE))
        else:
            out[name] = style
        if isinstance(style, ColwiseParallel):
            holder, _, _ = name.rpartition(".")
            if not holder:
                raise InvalidOption(
                    "sequence_parallel",
                    True,
                    f"needs {name}'s attention or MLP as a module of its own in "
                    f"{type(block).__name__}",
                )
            out.setdefault(holder, GatheredIn())
    for name in norms(block):
        out[name] = SequenceParallel(use_local_output=True)
    return out


def norms(block: nn.Module) -> list[str]:
    """The block's own norms, which run on the sequence part."""
    return [name for name, child in block.named_children() if type(child).__name__.endswith("Norm")]


def split_between(blocks: list[nn.Module], mesh: DeviceMesh) -> None:
    """The first block takes this rank's part of the sequence; the last one's output is
    gathered whole."""
    size = mesh.size()

    def part(module: nn.Module, args: tuple[Any, ...]) -> tuple[Any, ...]:
        hidden = args[0]
        if hidden.shape[SEQUENCE] % size:
            raise InvalidOption(
                "sequence_parallel",
                True,
                f"splits the sequence over the {size} ranks of a tp group: "
                f"{hidden.shape[SEQUENCE]} positions do not divide",
            )
        local = DTensor.from_local(hidden, mesh, [Replicate()], run_check=False)
        return (local.redistribute(placements=[Shard(SEQUENCE)]).to_local(), *args[1:])

    def whole(module: nn.Module, args: Any, output: Any) -> Any:
        if isinstance(output, torch.Tensor):
            return _own(_gathered(output, mesh))
        return type(output)((_own(_gathered(output[0], mesh)), *output[1:]))

    blocks[0].register_forward_pre_hook(part)
    blocks[-1].register_forward_hook(whole)


class GatheredIn(CustomStyle, ParallelStyle):
    """A module whose hidden states come in as this rank's sequence part and are used whole."""

    def distribute(self, module: nn.Module, device_mesh: DeviceMesh) -> nn.Module:
        def gather(_: nn.Module, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
            if args:
                return (_gathered(args[0], device_mesh), *args[1:]), kwargs
            hidden = _gathered(kwargs["hidden_states"], device_mesh)
            return args, {**kwargs, "hidden_states": hidden}

        module.register_forward_pre_hook(gather, with_kwargs=True)
        return module


def _own(tensor: torch.Tensor) -> torch.Tensor:
    """A block's output as a tensor of its own, not a view of the gathered buffer: FSDP hooks
    a unit's output for backward, which an in-place op on a view would bypass (it warns)."""
    return tensor.clone() if is_view(tensor) else tensor


def _gathered(part: torch.Tensor, mesh: DeviceMesh) -> torch.Tensor:
    if not isinstance(part, DTensor):
        part = DTensor.from_local(part, mesh, [Shard(SEQUENCE)], run_check=False)
    return part.redistribute(placements=[Replicate()]).to_local()
