"""The one order in which a layout's transforms apply to a model, as torchtitan's
`parallelize` has it.

Read top to bottom, each step where the layout asks for it:

1. tensor (and sequence) parallel: each block's matrices split over `tp`;
2. context parallel: attention made a ring over `cp`;
3. expert parallel: a mixture's experts split over `ep` (their weights then stay out of FSDP);
4. activation checkpointing of each block;
5. compile, block by block (regional);
6. batch norm over every rank's batch;
7. data parallel, last: FSDP's shards, or DDP's replicas.

A pipeline cuts the model into stages before any of these and applies them to each stage it
holds. A method says which steps it takes (`Steps`); none restates the order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from torch import nn

from ..core.syncbn import convert_sync_batchnorm
from . import context
from .blocks import checkpoint_blocks, compile_blocks
from .runtime import Runtime

if TYPE_CHECKING:
    from .tensor import TensorSplit

# The data-parallel step: the model and the weights it leaves alone (experts split over ep)
# -> the model wrapped or sharded.
DataParallelStep = Callable[[nn.Module, set[nn.Parameter]], nn.Module]


@dataclass(frozen=True)
class Steps:
    """The transforms a method applies (each off unless given)."""

    split: TensorSplit | None = None
    context: bool = False
    experts: bool = False
    activation_checkpointing: bool = False
    sync_batchnorm: bool = False
    data_parallel: DataParallelStep | None = None


def parallelize(runtime: Runtime, module: nn.Module, steps: Steps) -> nn.Module:
    """`module` (on its device, or the meta device) with `steps` applied in their order."""
    if steps.split is not None:
        steps.split.apply(runtime.device_mesh()["tp"])
    if steps.context:
        context.prepare(module)
    left: set[nn.Parameter] = set()
    if steps.experts:
        from .experts import split_experts

        left = split_experts(module, runtime.device_mesh(), runtime.dims.replicas)
    if steps.activation_checkpointing:
        module = checkpoint_blocks(module)
    module = compile_step(runtime, module)
    if steps.sync_batchnorm and runtime.world_size > 1:
        module = convert_sync_batchnorm(module, runtime.device.type)
    return steps.data_parallel(module, left) if steps.data_parallel else module


def compile_step(runtime: Runtime, module: Any) -> Any:
    """Where the job compiles, each repeated block in place (regional compilation), before
    the data-parallel wrappers. A model with no blocks is compiled whole by `Run.setup`,
    around the method's wrapper."""
    runtime.compiled_blocks = runtime.compile and compile_blocks(module)
    return module
