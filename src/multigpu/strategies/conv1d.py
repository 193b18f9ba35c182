"""Tensor-parallel styles for GPT-2-style blocks, whose linear layers are transformers' `Conv1D`:
a weight stored (in, out), applied as `addmm(bias, x, weight)`, which torch's `ColwiseParallel`
and `RowwiseParallel` (made for `nn.Linear`'s (out, in)) do not take.

GPT-2 fuses its query, key and value projections into one (`c_attn`, out = 3 x hidden): split
in plain column chunks, rank 0 would get all the queries and half the keys. Its columns are split
as `_StridedShard(1, split_factor=3)`: each rank holds its share of the query, of the key and of
the value columns, side by side, which is the layout the attention's `split` expects, while the
parameter stays the whole, unpermuted matrix to a state dict or a checkpoint (DTensor gathers
it back in order). The computation runs on DTensors, as torch's styles do: the input is
replicated in, the column-wise output comes out as this rank's local part, and the row-wise
output is summed across the tp group (whole, or this rank's sequence part: sequence.py).

Imported where a plan is made: torch's tensor-parallel modules cost start-up time.
"""

from __future__ import annotations

from typing import Any

import torch
from torch import nn
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import (
    DTensor,
    Replicate,
    Shard,
    distribute_module,
    distribute_tensor,
)
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel
from torch.distributed.tensor.placement_types import Placement

from ..core.torch_compat import CustomStyle, strided_shard


class Conv1DColwise(CustomStyle, ColwiseParallel):
    """Columns (the output features) split across the tp group; `fused` projections side by side
    in one weight (GPT-2's c_attn: 3) are each split so."""

    def __init__(self, fused: int = 1) -> None:
        super().__init__()
        self.fused = fused

    def distribute(self, module: nn.Module, device_mesh: DeviceMesh) -> nn.Module:
        def placement(parameter: torch.Tensor) -> Placement:
            if self.fused == 1:
                return Shard(parameter.dim() - 1)  # the weight's (in, out), the bias's (out,)
            # A fused bias stays whole: FSDP, sharding its one dimension again over dp_shard,
            # mixes up the strided parts (fsdp+tp trained it wrong, 1e-3 off, torch 2.14)
            return (
                strided_shard(1, split_factor=self.fused) if parameter.dim() == 2 else Replicate()
            )

        return distribute_module(
            module, device_mesh, _partition(placement), _input_as(Replicate()), _local_output
        )


class Conv1DRowwise(CustomStyle, RowwiseParallel):
    """Rows (the input features) split across the tp group; each rank's partial product summed."""

    def distribute(self, module: nn.Module, device_mesh: DeviceMesh) -> nn.Module:
        def placement(parameter: torch.Tensor) -> Placement:
            return Shard(0) if parameter.dim() == 2 else Replicate()  # the bias is added once

        summed = _summed_as(self.output_layouts[0])  # whole, or a part (sequence parallel)
        return distribute_module(
            module, device_mesh, _partition(placement), _input_as(Shard(-1)), summed
        )


def _partition(placement: Any) -> Any:
    def partition(name: str, module: nn.Module, mesh: DeviceMesh) -> None:
        for key, parameter in list(module.named_parameters(recurse=False)):
            shard = distribute_tensor(parameter, mesh, [placement(parameter)])
            module.register_parameter(key, nn.Parameter(shard, parameter.requires_grad))

    return partition


def _input_as(layout: Placement) -> Any:
    def to_dtensor(module: nn.Module, inputs: tuple[Any, ...], mesh: DeviceMesh) -> Any:
        return tuple(_as_dtensor(x, mesh, layout) for x in inputs)

    return to_dtensor


def _as_dtensor(x: Any, mesh: DeviceMesh, layout: Placement) -> Any:
    if not isinstance(x, torch.Tensor) or isinstance(x, DTensor):
        return x
    if isinstance(layout, Shard) and layout.dim < 0:
        layout = Shard(x.dim() + layout.dim)
    return DTensor.from_local(x, mesh, [layout], run_check=False)


def _local_output(module: nn.Module, output: DTensor, mesh: DeviceMesh) -> torch.Tensor:
    return output.to_local()


def _summed_as(layout: Placement) -> Any:
    def summed(module: nn.Module, output: DTensor, mesh: DeviceMesh) -> torch.Tensor:
        return output.redistribute(placements=[layout]).to_local()

    return summed
