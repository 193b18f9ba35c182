"""A transformers decoder cut into pipeline stages by its blocks.

Two shapes of causal LM are cut where their blocks are: a Llama-style one (Llama, Mistral,
Qwen2: token embedding, decoder layers fed rotary position embeddings, a final norm, a head)
and a GPT-2-style one (token and learned position embeddings added, dropout, blocks, a final
norm, a head). The first stage embeds the tokens, each stage runs its run of blocks as the
model's own forward does (causal attention left to the kernel: sdpa or flash, whose causal mask
needs no tensor), and the last normalises and computes the logits, so a stage passes only the
hidden states on. The module may be the transformers model itself or a wrapper of it whose
`pipeline_logits(logits)` says how it returns them (the main job's `CausalLM` transposes them
for its loss).

Every module a stage runs keeps its name in the whole model (`owned`), so checkpoints and the
gathered weights carry the model's own keys. A head tied to the token embedding (GPT-2's) is
given a weight of its own when the model is cut (`untie_head`): the first and the last stage
each hold a copy, which the pipeline keeps equal by adding their gradients.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch
from torch import nn

from ..core.errors import InvalidOption

# Attention kernels that apply the causal mask themselves when given none.
_CAUSAL_KERNELS = ("sdpa", "flash_attention_2", "flash_attention_3")


@dataclass(frozen=True)
class DecoderShape:
    """Where a causal LM keeps what the cut needs: its inner model, and on it the token
    embedding, the learned positions (None: rotary, computed on every stage), the blocks, the
    final norm and the dropout after the embedding (None: none)."""

    inner: str
    embedding: str
    blocks: str
    norm: str
    positions: str | None = None
    rotary: str | None = None
    dropout: str | None = None

    def fits(self, lm: nn.Module) -> bool:
        inner = getattr(lm, self.inner, None)
        needed = (self.embedding, self.blocks, self.norm, self.positions, self.rotary)
        return hasattr(lm, "lm_head") and all(hasattr(inner, n) for n in needed if n)


LLAMA = DecoderShape("model", "embed_tokens", "layers", "norm", rotary="rotary_emb")
GPT2 = DecoderShape("transformer", "wte", "h", "ln_f", positions="wpe", dropout="drop")
SHAPES = (LLAMA, GPT2)


def find_decoder(module: nn.Module) -> tuple[str, nn.Module] | None:
    """(its name in `module`, the causal LM) where `module` is, or wraps, one of SHAPES."""
    for name, inner in (("", module), *module.named_children()):
        if any(shape.fits(inner) for shape in SHAPES):
            return name, inner
    return None


def shape_of(lm: nn.Module) -> DecoderShape:
    return next(shape for shape in SHAPES if shape.fits(lm))


def decoder_blocks(lm: nn.Module) -> nn.ModuleList:
    shape = shape_of(lm)
    return getattr(getattr(lm, shape.inner), shape.blocks)


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


def untie_head(module: nn.Module) -> tuple[str, str] | None:
    """Give a head tied to the token embedding a weight of its own, equal to it (the last stage
    holds the head, the first the embedding); the two names, in the whole model, or None where
    the head was not tied."""
    prefix, lm = find_decoder(module)  # type: ignore[misc]
    shape = shape_of(lm)
    embedding = getattr(getattr(lm, shape.inner), shape.embedding)
    if lm.lm_head.weight is not embedding.weight:
        return None
    lm.lm_head.weight = nn.Parameter(embedding.weight.detach().clone())
    base = f"{prefix}." if prefix else ""
    return f"{base}{shape.inner}.{shape.embedding}.weight", f"{base}lm_head.weight"


class DecoderStage(nn.Module):
    """One stage: the embedding (first), blocks [start, stop), the norm and head (last)."""

    def __init__(self, module: nn.Module, start: int, stop: int, first: bool, last: bool) -> None:
        super().__init__()
        prefix, lm = find_decoder(module)  # type: ignore[misc]
        shape = shape_of(lm)
        base = f"{prefix}.{shape.inner}." if prefix else f"{shape.inner}."
        decoder = getattr(lm, shape.inner)
        self.first, self.last = first, last
        self.blocks = nn.ModuleList(getattr(decoder, shape.blocks)[start:stop])
        self.owned: dict[str, nn.Module] = {
            f"{base}{shape.blocks}.{start + i}": block for i, block in enumerate(self.blocks)
        }
        # Rotary positions have no parameters: every stage computes them.
        self.rotary = getattr(decoder, shape.rotary) if shape.rotary else None
        if self.rotary is not None:
            self.owned[f"{base}{shape.rotary}"] = self.rotary
        if first:
            self.embed = getattr(decoder, shape.embedding)
            self.owned[f"{base}{shape.embedding}"] = self.embed
            self.positions = getattr(decoder, shape.positions) if shape.positions else None
            if self.positions is not None:
                self.owned[f"{base}{shape.positions}"] = self.positions
            self.dropout = getattr(decoder, shape.dropout) if shape.dropout else None
        if last:
            self.norm, self.head = getattr(decoder, shape.norm), lm.lm_head
            self.owned[f"{base}{shape.norm}"] = self.norm
            self.owned[f"{prefix}.lm_head" if prefix else "lm_head"] = self.head
            self.output = getattr(module, "pipeline_logits", None)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = self.embed(x) if self.first else x
        positions = torch.arange(hidden.shape[1], device=hidden.device).unsqueeze(0)
        if self.first and self.positions is not None:
            hidden = hidden + self.positions(positions)
        if self.first and self.dropout is not None:
            hidden = self.dropout(hidden)
        rotary = self.rotary(hidden, positions) if self.rotary is not None else None
        for block in self.blocks:
            if rotary is None:
                out: Any = block(hidden)
            else:
                out = block(
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
    blocks = len(decoder_blocks(lm))
    bounds = [round(i * blocks / stages) for i in range(stages + 1)]
    return [
        DecoderStage(module, bounds[i], bounds[i + 1], i == 0, i == stages - 1)
        for i in range(stages)
    ]
