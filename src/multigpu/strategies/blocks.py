"""A model's repeated blocks (a transformer's layers): activation checkpointing and compilation
over them.

The blocks are what tensor parallelism splits, what activation checkpointing recomputes and
what `--compile` compiles one by one (regional compilation, as torchtitan and Accelerate do:
the block's code is compiled once and reused by every block, and the wrappers of sharding stay
outside the compiled code):
the entries of the model's first `nn.ModuleList` of two or more, which is where transformers'
models (and torchtitan's, and nanoGPT's) keep their layers.
"""

from __future__ import annotations

from typing import Any

from torch import nn
from torch.utils.checkpoint import checkpoint

from ..core.errors import InvalidOption


def transformer_blocks(model: nn.Module) -> list[nn.Module]:
    """The repeated blocks: the entries of the model's first ModuleList of two or more."""
    for module in model.modules():
        if isinstance(module, nn.ModuleList) and len(module) > 1:
            return list(module)
    return []


def checkpointable_blocks(module: nn.Module) -> list[nn.Module]:
    """The blocks activation checkpointing recomputes: refused in one line, before any worker,
    where the model has none."""
    blocks = transformer_blocks(module)
    if not blocks:
        raise InvalidOption(
            "activation_checkpointing",
            True,
            f"{type(module).__name__} has no repeated blocks (no nn.ModuleList) to checkpoint",
        )
    return blocks


def checkpoint_blocks(module: nn.Module) -> nn.Module:
    """Each block's forward, checkpointed (before any wrapping, so that FSDP's units and DDP's
    hooks see the blocks as they are)."""
    for block in checkpointable_blocks(module):
        block.forward = _checkpointed(block.forward)
    config = getattr(module, "config", None)
    if getattr(config, "use_cache", False):
        # A key-value cache grows in every forward, so the recomputation in backward would
        # see it twice as long; transformers' own checkpointing turns it off the same way.
        config.use_cache = False
    return module


def _checkpointed(forward: Any) -> Any:
    def run(*args: Any, **kwargs: Any) -> Any:
        return checkpoint(forward, *args, use_reentrant=False, **kwargs)

    return run


def compile_blocks(model: nn.Module) -> bool:
    """torch.compile each repeated block in place (before any wrapping); False where the model
    has none (it is then compiled whole)."""
    blocks = transformer_blocks(model)
    for block in blocks:
        block.compile()
    return bool(blocks)
