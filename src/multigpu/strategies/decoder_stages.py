"""A transformers decoder cut into pipeline stages by its blocks.

A Llama-style causal LM (Llama, Mistral, Qwen2: token embedding, a list of decoder layers fed
rotary position embeddings, a final norm, a head) is cut where its blocks are: the first stage
embeds the tokens, each stage runs its run of blocks, the last normalises and computes the
logits. Each stage runs its blocks as the model's own forward does (the rotary embeddings for
the positions, causal attention left to the kernel: sdpa or flash, whose causal mask needs no
tensor), so a stage passes only the hidden states on. The module may be the transformers model
itself or a wrapper of it whose `pipeline_logits(logits)` says how it returns them (the main
job's `CausalLM` transposes them for its loss).

Every module a stage runs keeps its name in the whole model (`owned`), so checkpoints and the
gathered weights carry the model's own keys.
"""

from __future__ import annotations

from typing import Any

import torch
from torch import nn

from ..core.errors import InvalidOption

# What a Llama-style decoder has, by attribute, on the inner model and on the causal LM.
_DECODER = ("embed_tokens", "layers", "norm", "rotary_emb")
# Attention kernels that apply the causal mask themselves when given none.
_CAUSAL_KERNELS = ("sdpa", "flash_attention_2", "flash_attention_3")


def find_decoder(module: nn.Module) -> tuple[str, nn.Module] | None:
    """(its name in `module`, the causal LM) where `module` is, or wraps, a Llama-style one."""
    for name, inner in (("", module), *module.named_children()):
        decoder = getattr(inner, "model", None)
        if hasattr(inner, "lm_head") and all(hasattr(decoder, a) for a in _DECODER):
            return name, inner
    return None


def check_decoder(module: nn.Module) -> None:
    """Refuse, before any worker, a decoder this cut cannot run: an attention kernel that needs
    a mask tensor."""
    _, lm = find_decoder(module) or ("", None)
    if lm is None:
        return
    kernel = lm.config._attn_implementation  # every transformers config has it
    if kernel not in _CAUSAL_KERNELS:
        raise InvalidOption(
            "strategy",
            "pipeline",
            f"cuts {type(lm).__name__} with attention sdpa or flash only (it has {kernel})",
        )


class DecoderStage(nn.Module):
    """One stage: the embedding (first), blocks [start, stop), the norm and head (last)."""

    def __init__(self, module: nn.Module, start: int, stop: int, first: bool, last: bool) -> None:
        super().__init__()
        prefix, lm = find_decoder(module)  # type: ignore[misc]
        base = f"{prefix}." if prefix else ""
        decoder = lm.model
        self.first, self.last = first, last
        self.blocks = nn.ModuleList(decoder.layers[start:stop])
        self.rotary = decoder.rotary_emb  # no parameters: every stage computes the positions
        self.owned: dict[str, nn.Module] = {
            f"{base}model.layers.{start + i}": block for i, block in enumerate(self.blocks)
        }
        self.owned[f"{base}model.rotary_emb"] = self.rotary
        if first:
            self.embed = decoder.embed_tokens
            self.owned[f"{base}model.embed_tokens"] = self.embed
        if last:
            self.norm, self.head = decoder.norm, lm.lm_head
            self.owned[f"{base}model.norm"] = self.norm
            self.owned[f"{base}lm_head"] = self.head
            self.output = getattr(module, "pipeline_logits", None)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = self.embed(x) if self.first else x
        positions = torch.arange(hidden.shape[1], device=hidden.device).unsqueeze(0)
        rotary = self.rotary(hidden, positions)
        for block in self.blocks:
            out: Any = block(
                hidden, attention_mask=None, position_ids=positions, position_embeddings=rotary
            )
            hidden = out[0] if isinstance(out, tuple) else out  # transformers 4 gives a tuple
        if not self.last:
            return hidden
        logits = self.head(self.norm(hidden))
        return self.output(logits) if self.output is not None else logits


def decoder_stages(module: nn.Module, stages: int) -> list[DecoderStage]:
    """The decoder cut into `stages` runs of blocks, as equal in count as possible."""
    _, lm = find_decoder(module)  # type: ignore[misc]
    blocks = len(lm.model.layers)
    bounds = [round(i * blocks / stages) for i in range(stages + 1)]
    return [
        DecoderStage(module, bounds[i], bounds[i + 1], i == 0, i == stages - 1)
        for i in range(stages)
    ]
