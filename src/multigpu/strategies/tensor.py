"""Tensor parallelism (`torch.distributed.tensor.parallel`), alone or composed with FSDP.

A transformer block's attention and MLP are split across the ranks of the `tp` mesh dimension
the Megatron way: the projections that fan out (q, k, v; the MLP's gate and up) column-wise,
the ones that fan in (attention's output, the MLP's down) row-wise, so that each block needs
one all-reduce forward and one backward. The plan is found from the names of a block's linear
layers: Llama's naming (which Mistral, Qwen2 and most open models share), and GPT-2's, whose
`Conv1D` layers and fused query-key-value projection take styles of their own (conv1d.py); a
model whose blocks carry other names needs a plan of its own (`plan=`), and one with no block
the plan fits is refused, naming its modules.

`fsdp+tp` lays the ranks out as `dp_shard x tp`: each block is tensor-parallel within a tp
group, then FSDP shards it over the dp_shard dimension. `tp` alone puts every rank in one tp
group: every rank reads the same batches. torch's tensor-parallel modules are imported where
they are used: the command line reads these classes' options at every start.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from torch import nn

from ..core.errors import InvalidOption
from ..core.torch_compat import REDISTRIBUTE_LOGGER, STRIDED_MATMUL_SINCE, needs
from . import context
from .blocks import CheckpointedBlocks, transformer_blocks
from .fsdp import DTensorParameters, ShardedParameters, apply_fsdp, shard_mesh
from .mesh import REST, check_degree
from .runtime import Runtime

# A block's linear layers by their names: the column-wise (fan out) and row-wise (fan in) ones.
COLUMNWISE = ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj")
ROWWISE = ("o_proj", "down_proj")
# GPT-2's (transformers' Conv1D layers): its attention's fused q, k, v and its MLP's up; the
# attention's and the MLP's output projections
CONV1D_COLUMNWISE = ("c_attn", "c_fc")
CONV1D_ROWWISE = ("c_proj",)


def block_plan(block: nn.Module) -> dict[str, Any]:
    """The plan for one block, from its linear layers' names (empty when none fits)."""
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

    plan: dict[str, Any] = {}
    for name, module in block.named_modules():
        leaf = name.rsplit(".", 1)[-1]
        if isinstance(module, nn.Linear) and leaf in COLUMNWISE:
            plan[name] = ColwiseParallel()
        elif isinstance(module, nn.Linear) and leaf in ROWWISE:
            plan[name] = RowwiseParallel()
        elif _is_conv1d(module) and leaf in CONV1D_COLUMNWISE + CONV1D_ROWWISE:
            from .conv1d import Conv1DColwise, Conv1DRowwise

            fused = module.weight.shape[1] // module.weight.shape[0] if leaf == "c_attn" else 1
            plan[name] = Conv1DRowwise() if leaf in CONV1D_ROWWISE else Conv1DColwise(fused)
    has_both = any(isinstance(s, ColwiseParallel) for s in plan.values()) and any(
        isinstance(s, RowwiseParallel) for s in plan.values()
    )
    return plan if has_both else {}


def split_block(block: nn.Module, plan: dict[str, Any], mesh: Any) -> None:
    """One block's matrices split over the tp `mesh` by `plan` (into whole heads), and its
    attention's head counts made this rank's share."""
    from torch.distributed.tensor.parallel import parallelize_module

    _check_heads(block, plan, mesh.size())
    parallelize_module(block, mesh, plan)
    _local_heads(block, mesh.size())


def check_block(block: nn.Module, size: int, name: str) -> dict[str, Any]:
    """The built-in plan of `block` for `size` tp ranks, refused in one line where none fits
    or its heads do not split evenly (no process: before any worker)."""
    plan = block_plan(block)
    if not plan:
        raise InvalidOption("tp", size, f"no tensor-parallel plan fits {type(block).__name__}")
    _check_release(plan, name)
    _check_heads(block, plan, size)
    return plan


def _is_conv1d(module: nn.Module) -> bool:
    """transformers' Conv1D (GPT-2's linear layer, its weight (in, out)), known by its name:
    transformers is an optional extra."""
    return type(module).__name__ == "Conv1D" and getattr(module, "weight", None) is not None


@dataclass(kw_only=True, frozen=True)
class TensorParallel:
    """The tensor-parallel split's options and its application over the mesh's `tp`
    dimension, for the methods that compose it (tp alone, fsdp+tp): listed before the method's
    own base, so that its checks come first and then call the method's."""

    tp: int | None = None
    """Ranks that split each block's matrices between them (fsdp+tp: 2 by default; tp: every
    rank); must divide the ranks, and fit on one machine; -1: the rest."""
    sequence_parallel: bool = False
    """Also split each block's norms and residual stream along the sequence between the tp
    ranks (Megatron's sequence parallelism): less activation memory, the same traffic."""
    plan: dict[str, Any] | None = field(default=None, repr=False, metadata={"api_only": True})
    """A tensor-parallel plan of your own for each block (names within the block to torch's
    ParallelStyle objects), where the built-in one does not fit; not a command-line option."""

    name: ClassVar[str]

    def __post_init__(self) -> None:
        if self.tp is not None:
            check_degree("tp", self.tp)

    def tp_for(self, world_size: int) -> int:
        """The tp group's size on `world_size` ranks, as the method's layout has it."""
        return self.dims_for(world_size).degree("tp")  # type: ignore[attr-defined]

    def check_machines(self, machines: int, devices_per_machine: int) -> None:
        world = machines * devices_per_machine
        # A tp given is checked against a machine first: that it cannot divide the world then
        # follows, and says less.
        size = self.tp if self.tp and self.tp != REST else self.tp_for(world)
        if size > devices_per_machine:
            raise InvalidOption(
                "tp",
                size,
                f"is larger than a machine's {devices_per_machine} devices (a tp group's "
                "all-reduces need the fast links within one)",
            )
        self.dims_for(world, machines)  # type: ignore[attr-defined]

    def check_model(self, module: nn.Module, world_size: int) -> None:
        super().check_model(module, world_size)  # type: ignore[misc]  # the method's own, next
        size = self.tp_for(world_size)
        for block, plan in self.block_plans(module):
            _check_heads(block, plan, size)
            if self.sequence_parallel:  # refused here, before any worker, where it cannot apply
                from .sequence import sequence_plan

                sequence_plan(block, plan)

    def split(self, plans: list[tuple[nn.Module, dict[str, Any]]], mesh: Any) -> None:
        """Each block split over `mesh` (the tp dimension) by its plan (`block_plans`, asked
        before the mesh's collective, so a model none fits is refused before it), and with
        sequence parallelism, the residual stream."""
        for block, plan in plans:
            if self.sequence_parallel:
                from .sequence import sequence_plan

                plan = sequence_plan(block, plan)
            split_block(block, plan, mesh)
        if self.sequence_parallel:
            from .sequence import split_between

            split_between([block for block, _ in plans], mesh)

    def block_plans(self, module: nn.Module) -> list[tuple[nn.Module, dict[str, Any]]]:
        """Each repeated block with its plan (the one given, else the one its names fit)."""
        blocks = transformer_blocks(module)
        if not blocks:
            raise InvalidOption(
                "strategy",
                self.name,
                f"{type(module).__name__} has no repeated blocks (no nn.ModuleList) to split",
            )
        plans = []
        for block in blocks:
            plan = self.plan or block_plan(block)
            if not plan:
                layers = [
                    f"{name} ({type(m).__name__})"
                    for name, m in block.named_modules()
                    if name and next(m.parameters(recurse=False), None) is not None
                ]
                raise InvalidOption(
                    "strategy",
                    self.name,
                    f"no tensor-parallel plan fits {type(block).__name__} (its layers: "
                    f"{', '.join(layers)}); give FSDPTP(plan=...) or TP(plan=...)",
                )
            _check_release(plan, self.name)
            plans.append((block, plan))
        return plans

    def _sequence_said(self) -> str:
        return ", sequence parallel" if self.sequence_parallel else ""


@dataclass(kw_only=True, frozen=True)
class FSDPTP(TensorParallel, ShardedParameters):
    """Tensor parallelism within groups of `tp` ranks, FSDP across them (a 2-D mesh), or HSDP
    across them with `dp_replicate` (a 3-D one)."""

    name = "fsdp+tp"
    dp_replicate: int = 1
    """Replicas of the sharded, split model (HSDP over the tp groups): each shards over its
    dp_shard ranks, and the replicas all-reduce their shards."""

    def __post_init__(self) -> None:
        super().__post_init__()
        ShardedParameters.__post_init__(self)  # TensorParallel's checks first; then cp's
        check_degree("dp_replicate", self.dp_replicate)
        if self.sync_batchnorm:  # FSDP's option, which a split block cannot honour
            raise InvalidOption("sync_batchnorm", True, f"not supported with {self.name}")

    def degrees(self, machines: int = 1) -> dict[str, int]:
        """FSDP (HSDP, with replicas) over the tp groups, each of `tp` neighbouring ranks (2
        unless given): the ranks of a group read the same batches."""
        replicas = {"dp_replicate": self.dp_replicate} if self.dp_replicate != 1 else {}
        return {**replicas, "dp_shard": self.dp_shard, **self.cp_degree(), "tp": self.tp or 2}

    def wrap(self, runtime: Runtime, module: nn.Module) -> nn.Module:
        """The transforms in their order: the blocks split, checkpointed, compiled, then
        sharded."""
        plans = self.block_plans(module)  # refused here, before any collective
        if self.cp > 1:
            context.prepare(module)
        self.split(plans, runtime.device_mesh()["tp"])
        module = self.compile_step(runtime, self.checkpoint_blocks(module))
        apply_fsdp(module, shard_mesh(runtime), self.shard_options())
        return module

    def describe_layout(self, runtime: Runtime) -> str:
        return super().describe_layout(runtime) + self._sequence_said()

    def full_state_dict(self, model: nn.Module) -> dict[str, Any]:
        """Gathered as FSDP's, without torch's note on 2-D gathers (`two_step_gathers`)."""
        with two_step_gathers():
            return super().full_state_dict(model)


@contextlib.contextmanager
def two_step_gathers() -> Iterator[None]:
    """torch's note that a weight sharded over dp_shard and split over tp is gathered in two
    steps, left out: every such gather takes two, by design."""
    quiet = logging.getLogger(REDISTRIBUTE_LOGGER)
    level = quiet.level
    quiet.setLevel(logging.ERROR)
    try:
        yield
    finally:
        quiet.setLevel(level)


def _check_release(plan: dict[str, Any], name: str) -> None:
    """A fused projection split in strides needs a torch whose DTensor can multiply by it."""
    if any(getattr(style, "fused", 1) > 1 for style in plan.values()):
        refusal = needs(
            "tensor parallelism of a fused q-k-v projection (GPT-2's c_attn)",
            STRIDED_MATMUL_SINCE,
        )
        if refusal:
            raise InvalidOption("strategy", name, refusal)


def _check_heads(block: nn.Module, plan: dict[str, Any], size: int) -> None:
    """Each column-wise projection of an attention (a module with `head_dim`) must split into
    whole heads: grouped-query attention has fewer key and value heads than query heads."""
    from torch.distributed.tensor.parallel import ColwiseParallel

    for name, style in plan.items():
        parent_name, _, _ = name.rpartition(".")
        parent = block.get_submodule(parent_name) if parent_name else block
        head_dim = getattr(parent, "head_dim", None)
        linear = block.get_submodule(name)
        if isinstance(style, ColwiseParallel) and isinstance(head_dim, int):
            # nn.Linear's (out, in) weight, or Conv1D's (in, out) with its fused projections
            width = getattr(linear, "out_features", None) or linear.weight.shape[1]
            heads = width // getattr(style, "fused", 1) // head_dim
            if heads % size:
                raise InvalidOption(
                    "tp",
                    size,
                    f"{name} has {heads} heads, which {size} ranks cannot split evenly",
                )


def _local_heads(block: nn.Module, size: int) -> None:
    """Attention modules that keep their head counts as attributes see their share of them
    (and GPT-2's, the width it splits its fused projection's output by)."""
    for module in block.modules():
        names = ["num_heads", "num_key_value_heads"]
        if hasattr(module, "head_dim"):
            names.append("split_size")
        for name in names:
            value = getattr(module, name, None)
            if isinstance(value, int) and value % size == 0:
                setattr(module, name, value // size)


@dataclass(kw_only=True, frozen=True)
class TP(TensorParallel, CheckpointedBlocks, DTensorParameters):
    """Tensor parallelism over every rank: one tp group, every rank reading the same batches
    (a layout with a dp_shard of 1; no FSDP, so none of its options)."""

    name = "tp"

    def degrees(self, machines: int = 1) -> dict[str, int]:
        """One tp group of every rank (a tp given must be every rank: fsdp+tp shards over
        groups of fewer)."""
        return {"dp_shard": 1, "tp": self.tp or REST}

    def wrap(self, runtime: Runtime, module: nn.Module) -> nn.Module:
        """The transforms in their order: the blocks split, checkpointed, then compiled."""
        plans = self.block_plans(module)  # refused here, before any collective
        self.split(plans, runtime.device_mesh()["tp"])
        return self.compile_step(runtime, self.checkpoint_blocks(module))

    def describe_layout(self, runtime: Runtime) -> str:
        return f"mesh: tp {runtime.dims.degree('tp')} (tp)" + self._sequence_said()
