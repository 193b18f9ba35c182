"""Models by the name `--model` takes."""

from __future__ import annotations

from collections.abc import Callable

from torch import nn

from ..errors import UsageError
from .digits import DigitsCNN, DigitsMLP

MODELS: dict[str, Callable[[], nn.Module]] = {
    "digits-cnn": DigitsCNN,
    "digits-mlp": DigitsMLP,
}


def build_model(name: str) -> nn.Module:
    try:
        factory = MODELS[name]
    except KeyError:
        raise UsageError(f"unknown model {name!r}; choose one of {', '.join(MODELS)}") from None
    return factory()


__all__ = ["MODELS", "build_model"]
