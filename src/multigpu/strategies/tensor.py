"""Tensor parallelism (`torch.distributed.tensor.parallel`), alone or composed with FSDP.

A transformer block's attention and MLP are split across the ranks of the `tp` mesh dimension
the Megatron way: the projections that fan out (q, k, v; the MLP's gate and up) column-wise,
the ones that fan in (attention's output, the MLP's down) row-wise, so that each block needs
one all-reduce forward and one backward. The plan is found from the names of a block's linear
layers: Llama's naming (which Mistral, Qwen2 and most open models share), and GPT-2's, whose
`Conv1D` layers and fused query-key-value projection take styles of their own (conv1d.py); a
model whose blocks carry other names needs a plan of its own (`plan=`), and one with no block
the plan fits is refused, naming its modules.

This module is the split (`TensorSplit`, found and checked before any collective); where it
stands among a layout's transforms is parallelize.py's. `fsdp+tp` lays the ranks out as
`dp_shard x tp`: each block is tensor-parallel within a tp group, then FSDP shards it over the
dp_shard dimension; `tp` alone puts every rank in one tp group, which reads one batch.
torch's tensor-parallel modules are imported where they are used.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from torch import nn

from ..core.errors import InvalidOption
from ..core.torch_compat import REDISTRIBUTE_LOGGER, STRIDED_MATMUL_SINCE, needs
from .blocks import transformer_blocks

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
    return plan if _has_both(plan) else {}


# The styles of transformers' own plans (`base_model_tp_plan`) taken as they are: the
# Megatron pair. Entries of other styles (packed, experts) are left out; where what remains is
# not a pair, the layers' names decide.
LIBRARY_STYLES = ("colwise", "rowwise")


def library_plan(model: nn.Module, block: nn.Module) -> dict[str, Any]:
    """`block`'s plan from the model's own, where it has one: transformers' config names its
    repeated blocks' layers (`"layers.*.self_attn.q_proj": "colwise"`); its column- and
    row-wise entries for this block's linear layers, or nothing where they are not a pair."""
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

    given = _own_plan(model)
    layers = dict(block.named_modules())
    plan: dict[str, Any] = {}
    for pattern, style in given.items():
        _, each, layer = pattern.partition(".*.")
        if each and style in LIBRARY_STYLES and isinstance(layers.get(layer), nn.Linear):
            plan[layer] = ColwiseParallel() if style == "colwise" else RowwiseParallel()
    return plan if _has_both(plan) else {}


def _own_plan(model: nn.Module) -> dict[str, str]:
    """The tensor-parallel plan of the first module in `model` whose config gives one (the
    model itself, or the transformers model a wrapper holds, as the main job's CausalLM)."""
    for module in model.modules():
        plan = getattr(getattr(module, "config", None), "base_model_tp_plan", None)
        if plan:
            return plan
    return {}


def _has_both(plan: dict[str, Any]) -> bool:
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

    return any(isinstance(s, ColwiseParallel) for s in plan.values()) and any(
        isinstance(s, RowwiseParallel) for s in plan.values()
    )


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


@dataclass(frozen=True)
class TensorSplit:
    """What a tensor-parallel split applies to: each repeated block with its plan, and whether
    the residual stream between the blocks is split along the sequence too (Megatron's
    sequence parallelism). Found before any collective, so that a model no plan fits is
    refused before the mesh is built."""

    plans: list[tuple[nn.Module, dict[str, Any]]]
    sequence_parallel: bool = False
    source: str = "the plan given"  # where the blocks' plan came from, as said

    @classmethod
    def of(
        cls, module: nn.Module, plan: dict[str, Any] | None, sequence_parallel: bool, name: str
    ) -> TensorSplit:
        """Each of `module`'s repeated blocks with `plan`; where none is given, the model's
        own (transformers' `base_model_tp_plan`) where it has one, else the plan its layers'
        names fit; refused in one line, naming the layers, where none does."""
        blocks = transformer_blocks(module)
        if not blocks:
            raise InvalidOption(
                "strategy",
                name,
                f"{type(module).__name__} has no repeated blocks (no nn.ModuleList) to split",
            )
        plans, sources = [], set()
        for block in blocks:
            if plan:
                found, source = plan, "the plan given"
            elif own := library_plan(module, block):
                found, source = own, "the model's own plan (base_model_tp_plan)"
            else:
                found, source = block_plan(block), "the plan its layers' names fit"
            sources.add(source)
            if not found:
                layers = [
                    f"{layer} ({type(m).__name__})"
                    for layer, m in block.named_modules()
                    if layer and next(m.parameters(recurse=False), None) is not None
                ]
                raise InvalidOption(
                    "strategy",
                    name,
                    f"no tensor-parallel plan fits {type(block).__name__} (its layers: "
                    f"{', '.join(layers)}); give a plan of your own (plan=...)",
                )
            _check_release(found, name)
            plans.append((block, found))
        return cls(plans, sequence_parallel, " and ".join(sorted(sources)))

    def check(self, size: int) -> None:
        """Refuse, before any worker, what `size` tp ranks cannot split: heads that do not
        divide, a block whose norms sequence parallelism cannot place."""
        for block, plan in self.plans:
            _check_heads(block, plan, size)
            if self.sequence_parallel:
                from .sequence import sequence_plan

                sequence_plan(block, plan)

    def apply(self, mesh: Any) -> None:
        """Each block split over `mesh` (the tp dimension) by its plan, and with sequence
        parallelism, the residual stream between them."""
        for block, plan in self.plans:
            if self.sequence_parallel:
                from .sequence import sequence_plan

                plan = sequence_plan(block, plan)
            split_block(block, plan, mesh)
        if self.sequence_parallel:
            from .sequence import split_between

            split_between([block for block, _ in self.plans], mesh)


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
