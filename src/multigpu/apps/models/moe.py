"""A small mixture-of-experts language model of the project's own (`--model moe-tiny`), with no
transformers: token and position embeddings, blocks of causal self-attention and a routed MLP
(each token sent to its top 2 of 4 experts), and a head. Its experts module has the shape expert
parallelism splits (strategies/experts.py): `num_experts`, weights of three dimensions with one
row per expert, called as `experts(hidden, top_k_index, top_k_weights)`, as transformers' MoE
models hold theirs from transformers 5 on. It returns logits as (batch, vocabulary, positions),
as the other language models of the main job do (causal.py).
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from torch import nn

from .causal import SEQUENCE


class Experts(nn.Module):
    """`num_experts` two-layer MLPs, each one row of `up` and `down`."""

    def __init__(self, num_experts: int, hidden: int, inner: int) -> None:
        super().__init__()
        self.num_experts = num_experts
        self.up = nn.Parameter(torch.empty(num_experts, inner, hidden))
        self.down = nn.Parameter(torch.empty(num_experts, hidden, inner))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        for weight in (self.up, self.down):  # each expert as nn.Linear would start it
            bound = 1 / math.sqrt(weight.shape[-1])
            nn.init.uniform_(weight, -bound, bound)

    def forward(
        self, hidden: torch.Tensor, top_k_index: torch.Tensor, top_k_weights: torch.Tensor
    ) -> torch.Tensor:
        """Each token's (tokens, hidden) output: its chosen experts' outputs, weighted."""
        out = torch.zeros_like(hidden)
        for expert in range(self.num_experts):  # the experts this module holds
            token, slot = torch.where(top_k_index == expert)
            if token.numel():
                inner = F.gelu(hidden[token] @ self.up[expert].T)
                weight = top_k_weights[token, slot].unsqueeze(-1).to(hidden.dtype)
                out = out.index_add(0, token, inner @ self.down[expert].T * weight)
        return out


class RoutedMLP(nn.Module):
    """A router's top-k choice of experts for each token, their weights its softmax over them."""

    def __init__(self, hidden: int, experts: int, top_k: int) -> None:
        super().__init__()
        self.top_k = top_k
        self.router = nn.Linear(hidden, experts, bias=False)
        self.experts = Experts(experts, hidden, 2 * hidden)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        flat = hidden.reshape(-1, hidden.shape[-1])
        scores, chosen = self.router(flat).topk(self.top_k, dim=-1)
        out = self.experts(flat, chosen, scores.softmax(dim=-1))
        return out.view_as(hidden)


class Block(nn.Module):
    def __init__(self, hidden: int, heads: int, experts: int, top_k: int) -> None:
        super().__init__()
        self.heads = heads
        self.attention_norm = nn.LayerNorm(hidden)
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)
        self.mlp_norm = nn.LayerNorm(hidden)
        self.mlp = RoutedMLP(hidden, experts, top_k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, length, width = x.shape
        q, k, v = self.qkv(self.attention_norm(x)).chunk(3, dim=-1)
        q, k, v = (t.view(batch, length, self.heads, -1).transpose(1, 2) for t in (q, k, v))
        attended = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.out(attended.transpose(1, 2).reshape(batch, length, width))
        return x + self.mlp(self.mlp_norm(x))


class MixtureLM(nn.Module):
    def __init__(
        self,
        vocab: int,
        layers: int = 2,
        hidden: int = 64,
        heads: int = 4,
        experts: int = 4,
        top_k: int = 2,
    ) -> None:
        super().__init__()
        self.tokens = nn.Embedding(vocab, hidden)
        self.positions = nn.Embedding(SEQUENCE, hidden)
        self.layers = nn.ModuleList(Block(hidden, heads, experts, top_k) for _ in range(layers))
        self.norm = nn.LayerNorm(hidden)
        self.head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        where = torch.arange(ids.shape[1], device=ids.device)
        x = self.tokens(ids) + self.positions(where)
        for block in self.layers:
            x = block(x)
        return self.head(self.norm(x)).transpose(1, 2).contiguous()
