"""A small BERT with its masked-language-model head, built from torch's transformer layers.

`bert-small` is the tutorials' setting: 8 layers, 8 heads, hidden 256, sequences of 163 tokens.
The model maps token ids (batch, length) to vocabulary logits (batch, length, vocab); the loss
is cross-entropy over the masked positions only (labels are -100 elsewhere).
"""

from __future__ import annotations

import torch
from torch import nn

VOCAB = 30522  # BERT's WordPiece vocabulary size


class BertMLM(nn.Module):
    def __init__(
        self,
        layers: int = 8,
        heads: int = 8,
        hidden: int = 256,
        length: int = 163,
        vocab: int = VOCAB,
    ) -> None:
        super().__init__()
        self.tokens = nn.Embedding(vocab, hidden)
        self.positions = nn.Embedding(length, hidden)
        self.norm = nn.LayerNorm(hidden)
        layer = nn.TransformerEncoderLayer(
            hidden, heads, 4 * hidden, dropout=0.1, activation="gelu", batch_first=True
        )
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.head = nn.Sequential(
            nn.Linear(hidden, hidden), nn.GELU(), nn.LayerNorm(hidden), nn.Linear(hidden, vocab)
        )
        self.length, self.vocab = length, vocab

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        where = torch.arange(ids.shape[1], device=ids.device)
        x = self.norm(self.tokens(ids) + self.positions(where))
        return self.head(self.encoder(x))
