"""Small decoder-only language models built from a transformers config (no download): a
Llama-style one (RMSNorm, rotary positions, gated MLP, grouped-query attention), a Mixtral one
(the same with a mixture of experts for its MLP: 4 experts, 2 per token) and a GPT-2 one, each
returning logits as (batch, vocabulary, positions), so that the main job's
`CrossEntropyLoss` and accuracy take them as they take an image classifier's.

transformers is an optional extra (`pip install 'multigpu[lm]'`), imported when one is built.
"""

from __future__ import annotations

from typing import Any

import torch
from torch import nn

from ...core.extras import require

# The token stream's vocabulary and sequence length (apps/datasets.py makes the stream).
VOCAB, SEQUENCE = 64, 32


class CausalLM(nn.Module):
    """A transformers causal LM whose forward takes token ids and returns next-token logits."""

    def __init__(self, model: nn.Module) -> None:
        super().__init__()
        self.model = model

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        return self.pipeline_logits(self.model(input_ids=tokens, use_cache=False).logits)

    def pipeline_logits(self, logits: torch.Tensor) -> torch.Tensor:
        """What this model returns of the logits (also a pipeline's last stage, which computes
        them itself): (batch, vocab, positions), cross_entropy's layout. A copy, not a view:
        FSDP warns of a view as a sharded model's output (an in-place op would skip its hooks)."""
        return logits.transpose(1, 2).contiguous()


def llama(vocab: int, layers: int = 4, hidden: int = 128, heads: int = 4) -> nn.Module:
    require("transformers", "lm", "--model llama-tiny")
    from transformers import LlamaConfig, LlamaForCausalLM

    config = LlamaConfig(**_decoder(vocab, layers, hidden, heads), intermediate_size=4 * hidden)
    return CausalLM(LlamaForCausalLM(config))


def mixtral(vocab: int, layers: int = 2, hidden: int = 64, heads: int = 4) -> nn.Module:
    require("transformers", "lm", "--model mixtral-tiny")
    from transformers import MixtralConfig, MixtralForCausalLM

    config = MixtralConfig(
        **_decoder(vocab, layers, hidden, heads),
        intermediate_size=2 * hidden,
        num_local_experts=4,
        num_experts_per_tok=2,
        router_jitter_noise=0.0,  # no draw in the forward: the ranks route as one process
        # Each expert's matrices one at a time: torch's grouped_mm takes no float64.
        experts_implementation="eager",
    )
    return CausalLM(MixtralForCausalLM(config))


def _decoder(vocab: int, layers: int, hidden: int, heads: int) -> dict[str, Any]:
    """What the Llama-style configs share: the sizes, grouped-query attention (two query heads
    to a key-value head), the token stream's length, and torch's sdpa kernel."""
    return {
        "vocab_size": vocab,
        "hidden_size": hidden,
        "num_hidden_layers": layers,
        "num_attention_heads": heads,
        "num_key_value_heads": heads // 2,
        "max_position_embeddings": SEQUENCE,
        "attn_implementation": "sdpa",
    }


def gpt2(vocab: int, layers: int = 4, hidden: int = 128, heads: int = 4) -> nn.Module:
    require("transformers", "lm", "--model gpt2-tiny")
    from transformers import GPT2Config, GPT2LMHeadModel

    config = GPT2Config(
        vocab_size=vocab,
        n_embd=hidden,
        n_layer=layers,
        n_head=heads,
        n_positions=SEQUENCE,
        bos_token_id=vocab - 1,  # GPT-2's own (50256) is outside this vocabulary
        eos_token_id=vocab - 1,
        attn_implementation="sdpa",
    )
    return CausalLM(GPT2LMHeadModel(config))
