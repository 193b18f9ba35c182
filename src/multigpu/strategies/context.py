"""Context parallelism: each rank of the `cp` dimension holds a part of every sequence, and
attention passes the keys and values around the ring (torch's `context_parallel`).

What torch provides: inside `context_parallel(mesh, buffers=...)`, the buffers (the tokens, the
labels) are cut along the sequence, load-balanced (each rank takes a chunk from the head and
its mirror from the tail, so causal attention costs every rank the same), and
`scaled_dot_product_attention` becomes ring attention. It runs on CUDA's flash, efficient and
cuDNN kernels only: a job on another device is refused before any worker starts.

What this module adds for a model that does not know it is cut:
- **Positions.** A rank holds tokens from two places in the sequence; rotary positions worked
  out from its local length would be wrong. The positions (0..S-1) are cut with the tokens and
  handed to every module whose forward takes `position_ids` and was given none.
- **transformers' attention.** Its mask builder reads the cut positions as packed sequences
  and makes a mask, which the ring cannot take, and its SDPA path may ask torch for grouped-query
  attention, which the ring does not support. A transformers model is switched to an attention
  of multigpu's own, registered with `AttentionInterface`: the keys and values repeated to the
  query heads, the mask left to the ring (causal where the module is).
- **Gradients.** Each cp rank's loss covers its part of the sequence: FSDP averages the
  gradients over dp_shard and cp together (fsdp.py shards over both), which is the mean over
  the whole sequence where every token counts once (no ignored labels).
- **float32.** Only the efficient kernel takes it, and its log-sum-exp comes padded to 32
  positions, which torch's ring cannot merge with the half parts of its causal steps: each
  rank's part must then be a multiple of 64 tokens (said in one line; bf16 runs on the flash
  kernel, with no such rule).
- **The ring's traffic.** With gloo (two ranks sharing one GPU), torch's all-gather rotation
  of CUDA tensors crashes (seen on torch 2.11, an H200): the all-to-all one is used there.
"""

from __future__ import annotations

import contextlib
import contextvars
import inspect
import sys
from collections.abc import Iterator
from typing import Any

import torch
import torch.distributed as dist
from torch import nn

from ..core.errors import InvalidOption
from ..core.torch_compat import context_parallel_rotation

ATTENTION = "multigpu_ring"  # the attention implementation registered with transformers
EFFICIENT_PAD = 32  # the efficient kernel pads its log-sum-exp to a multiple of this
_positions: contextvars.ContextVar[torch.Tensor | None] = contextvars.ContextVar(
    "cp_positions", default=None
)


def check_device(cp: int, device_type: str) -> None:
    """Refuse, before any worker starts, context parallelism where torch has no kernel for it."""
    if cp > 1 and device_type != "cuda":
        raise InvalidOption(
            "cp",
            cp,
            f"needs CUDA: torch's context_parallel runs on the flash, efficient and cuDNN "
            f"attention kernels only, and this job runs on {device_type}",
        )


def check_model(cp: int, module: nn.Module) -> None:
    """A model with no attention in repeated blocks has no sequence to cut."""
    from .blocks import transformer_blocks

    if cp > 1 and not transformer_blocks(module):
        raise InvalidOption(
            "cp",
            cp,
            f"cuts sequences for attention; {type(module).__name__} has no repeated blocks",
        )
    transformers = sys.modules.get("transformers")
    uses = cp > 1 and any(_is_transformers_model(m) for m in module.modules())
    if uses and not hasattr(transformers, "AttentionInterface"):
        raise InvalidOption(
            "cp",
            cp,
            f"switches a transformers model's attention through AttentionInterface, which "
            f"transformers {transformers.__version__} lacks; install a newer one",
        )


def prepare(module: nn.Module) -> nn.Module:
    """Make `module` ready to see its sequences cut: positions handed to the modules that take
    them, and transformers' attention switched to the one the ring can run."""
    handed: list[str] = []  # the outermost modules given positions pass them down themselves
    for name, inner in module.named_modules():
        within = any(name.startswith(f"{outer}.") or not outer for outer in handed)
        if not within and _takes_positions(inner):
            inner.register_forward_pre_hook(_hand_positions, with_kwargs=True)
            handed.append(name)
        if _is_transformers_model(inner):
            _register_attention()
            _use_attention(inner)
    return module


@contextlib.contextmanager
def sequences_cut(
    mesh: Any, buffers: tuple[torch.Tensor, ...], seq_dim: int = 1
) -> Iterator[torch.Tensor]:
    """Inside: `buffers` cut in place along `seq_dim` to this rank's part, attention run as a
    ring over `mesh`, and the positions of this rank's tokens yielded (batch, part). Forward and
    backward both belong inside (backward reads the cut inputs); the buffers are whole again
    after."""
    from torch.distributed.tensor.experimental import context_parallel

    first = buffers[0]
    length, parts = first.shape[seq_dim], 2 * mesh.size()
    if length % parts:
        raise ValueError(
            f"cp {mesh.size()}: a sequence of {length} cannot be cut into {parts} equal chunks "
            f"(2 per cp rank, for the load balance); make its length a multiple of {parts}"
        )
    positions = torch.arange(length, device=first.device).expand(first.shape[0], length)
    positions = positions.contiguous()
    group = mesh.get_group()
    context_parallel_rotation("alltoall" if dist.get_backend(group) == "gloo" else "allgather")
    cut, dims = [*buffers, positions], [seq_dim] * len(buffers) + [1]  # positions: (batch, seq)
    with context_parallel(mesh, buffers=cut, buffer_seq_dims=dims):
        token = _positions.set(positions)
        try:
            yield positions
        finally:
            _positions.reset(token)


def _takes_positions(module: nn.Module) -> bool:
    try:
        return "position_ids" in inspect.signature(module.forward).parameters
    except (TypeError, ValueError):
        return False


def _hand_positions(
    module: nn.Module, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
    positions = _positions.get()
    if positions is None or kwargs.get("position_ids") is not None:
        return None
    given = inspect.signature(module.forward).bind_partial(*args).arguments
    if given.get("position_ids") is not None:  # passed by position
        return None
    given.pop("position_ids", None)
    return (), {**given, **kwargs, "position_ids": positions}


def _check_part(query: torch.Tensor) -> None:
    """float32 runs on the efficient kernel, whose log-sum-exp comes padded to 32 positions,
    and the causal ring attends with half a part at some of its steps: torch cannot merge a half
    of another length (seen on torch 2.11, an H200). Under autocast the kernel sees its dtype."""
    device = query.device.type
    dtype = torch.get_autocast_dtype(device) if torch.is_autocast_enabled(device) else query.dtype
    part, multiple = query.shape[2], 2 * EFFICIENT_PAD
    if dtype == torch.float32 and part % multiple:
        raise ValueError(
            f"cp in float32: each rank's part of a sequence must be a multiple of {multiple} "
            f"tokens (it is {part}); lengthen the sequences or train in bf16"
        )


def _is_transformers_model(module: nn.Module) -> bool:
    transformers = sys.modules.get("transformers")  # an optional extra: loaded if the model is one
    return transformers is not None and isinstance(module, transformers.PreTrainedModel)


def _use_attention(model: nn.Module) -> None:
    """The model's attention switched to the ring's, through transformers' own setter where the
    release has one (its config's field where it has not)."""
    if hasattr(model, "set_attn_implementation"):
        model.set_attn_implementation(ATTENTION)
    else:
        model.config._attn_implementation = ATTENTION


def _register_attention() -> None:
    from transformers import AttentionInterface

    AttentionInterface.register(ATTENTION, _ring_attention)


def _ring_attention(
    module: nn.Module,
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    attention_mask: torch.Tensor | None,
    dropout: float = 0.0,
    scaling: float | None = None,
    **kwargs: Any,
) -> tuple[torch.Tensor, None]:
    """transformers' attention signature: (batch, heads, positions, head_dim) in, (batch,
    positions, heads, head_dim) out. Outside a cut it is plain causal (or full) SDPA."""
    if attention_mask is not None:
        raise ValueError("context parallelism cannot apply an attention mask (padding)")
    if _positions.get() is not None:
        _check_part(query)
    groups = query.shape[1] // key.shape[1]
    if groups > 1:  # grouped-query attention: each key-value head serves `groups` query heads
        key = key.repeat_interleave(groups, dim=1)
        value = value.repeat_interleave(groups, dim=1)
    out = torch.nn.functional.scaled_dot_product_attention(
        query,
        key,
        value,
        dropout_p=dropout if module.training else 0.0,
        is_causal=getattr(module, "is_causal", True),
        scale=scaling,
    )
    return out.transpose(1, 2).contiguous(), None
