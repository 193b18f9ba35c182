"""Parallel methods, registered by the name users pass as `strategy=`.

Each lives in its own module, imported when first asked for: pipeline and FSDP pull in large
parts of torch.distributed that every other job would otherwise pay for at start-up.
"""

from __future__ import annotations

import importlib

from ..errors import UsageError
from .base import Strategy, unwrap_module

# name -> (module, class)
STRATEGIES: dict[str, tuple[str, str]] = {
    "single": ("single", "SingleDevice"),
    "dp": ("dp", "DataParallel"),
    "dp-balanced": ("dp", "BalancedDataParallel"),
    "ddp": ("ddp", "DDP"),
    "fsdp": ("fsdp", "FSDP"),
    "pipeline": ("pipeline", "Pipeline"),
}


def strategy_class(name: str) -> type[Strategy]:
    try:
        module, cls = STRATEGIES[name]
    except KeyError:
        raise UsageError(
            f"unknown strategy {name!r}; choose one of {', '.join(STRATEGIES)}"
        ) from None
    return getattr(importlib.import_module(f"{__name__}.{module}"), cls)


__all__ = ["STRATEGIES", "Strategy", "strategy_class", "unwrap_module"]
