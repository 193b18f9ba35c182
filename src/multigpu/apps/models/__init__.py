"""Models by the name `--model` takes, with the input each expects.

The tutorials' workloads, each with a small variant that trains in seconds on a CPU: `resnet50`
(torchvision, 224x224), `mlp` (784-200-200-10), `bert-small` (8 layers, 8 heads, hidden 256,
163 tokens, masked-LM head), `pyramidnet` (CIFAR-10 size); the digits models of the main job;
and small next-token language models, `llama-tiny`, `gpt2-tiny` and the mixture of experts
`mixtral-tiny` (transformers, from a config), and `moe-tiny`, a mixture of experts of the
project's own (moe.py), which the main job trains on a token stream it makes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from ...core.errors import check_choice
from . import causal
from .bert import VOCAB, BertMLM
from .digits import DigitsCNN, DigitsMLP
from .mlp import MLP
from .moe import MixtureLM
from .pyramidnet import PyramidNet

# BERT's masking rate: the loss is computed on this share of the tokens.
MASKED_SHARE = 0.15


def _resnet50(classes: int, channels: int) -> nn.Module:
    import torchvision  # imported on use: it costs a second at start-up

    return torchvision.models.resnet50(num_classes=classes)


@dataclass(frozen=True)
class ModelSpec:
    # (classes, input channels) -> model
    factory: Callable[[int, int], nn.Module]
    sample_shape: tuple[int, ...]  # one input: (channels, height, width), or (tokens,)
    classes: int  # output classes, or the vocabulary for token models
    tokens: bool = False  # inputs are token ids and the loss is masked-LM
    folder: bool = True  # can train on an image folder (RGB, any number of classes)
    causal: bool = False  # a language model of the next token: (batch, vocab, positions) out

    def build(self, classes: int | None = None, channels: int | None = None) -> nn.Module:
        """The model; for an image folder pass its classes and 3 (RGB) channels."""
        return self.factory(classes or self.classes, channels or self.sample_shape[0])

    @property
    def image_size(self) -> int | None:
        return self.sample_shape[-1] if not self.tokens else None

    def loss(self, outputs: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
        # masked LM: (batch, length, vocab) against (batch, length), -100 = not masked
        if self.tokens and not self.causal:
            return F.cross_entropy(outputs.flatten(0, 1), targets.flatten(), ignore_index=-100)
        return F.cross_entropy(outputs, targets)

    def synthetic_batch(
        self, batch: int, device: torch.device, generator: torch.Generator
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Random inputs and targets of the right shapes (made on the CPU, then moved)."""
        if self.causal:  # any next tokens: a batch's cost does not depend on them
            ids, after = torch.randint(
                0, self.classes, (2, batch, *self.sample_shape), generator=generator
            )
            return ids.to(device), after.to(device)
        if self.tokens:
            ids = torch.randint(0, self.classes, (batch, *self.sample_shape), generator=generator)
            masked = torch.rand(ids.shape, generator=generator) < MASKED_SHARE
            labels = torch.where(masked, ids, torch.full_like(ids, -100))
            return ids.to(device), labels.to(device)
        inputs = torch.randn(batch, *self.sample_shape, generator=generator)
        targets = torch.randint(0, self.classes, (batch,), generator=generator)
        return inputs.to(device), targets.to(device)


def _language_model(build: Callable[[int], nn.Module]) -> ModelSpec:
    """A causal language model of the token stream (`causal.py`), built for its vocabulary."""
    return ModelSpec(
        lambda k, c: build(k),
        (causal.SEQUENCE,),
        causal.VOCAB,
        tokens=True,
        folder=False,
        causal=True,
    )


MODELS: dict[str, ModelSpec] = {
    "digits-cnn": ModelSpec(lambda k, c: DigitsCNN(k), (1, 8, 8), 10, folder=False),
    "digits-mlp": ModelSpec(lambda k, c: DigitsMLP(k), (1, 8, 8), 10, folder=False),
    "mlp": ModelSpec(lambda k, c: MLP(c * 28 * 28, 200, k), (1, 28, 28), 10),
    "resnet50": ModelSpec(_resnet50, (3, 224, 224), 1000),
    "resnet50-small": ModelSpec(_resnet50, (3, 64, 64), 10),
    "pyramidnet": ModelSpec(lambda k, c: PyramidNet(110, 270, k), (3, 32, 32), 10),
    "pyramidnet-small": ModelSpec(lambda k, c: PyramidNet(20, 48, k), (3, 32, 32), 10),
    "bert-small": ModelSpec(
        lambda k, c: BertMLM(vocab=k), (163,), VOCAB, tokens=True, folder=False
    ),
    "bert-tiny": ModelSpec(
        lambda k, c: BertMLM(2, 2, 128, 64, k), (64,), 8000, tokens=True, folder=False
    ),
    "llama-tiny": _language_model(causal.llama),
    "gpt2-tiny": _language_model(causal.gpt2),
    "mixtral-tiny": _language_model(causal.mixtral),
    "moe-tiny": _language_model(MixtureLM),
}


def model_spec(name: str) -> ModelSpec:
    check_choice("model", name, MODELS)
    return MODELS[name]


def build_model(name: str) -> nn.Module:
    return model_spec(name).build()


__all__ = ["MODELS", "ModelSpec", "build_model", "model_spec"]
