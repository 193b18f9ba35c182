"""Parallel methods, registered by the name users pass as `strategy=`."""

from __future__ import annotations

from ..errors import UsageError
from .base import Strategy, unwrap_module
from .ddp import DDP
from .dp import BalancedDataParallel, DataParallel
from .fsdp import FSDP
from .pipeline import Pipeline
from .single import SingleDevice

STRATEGIES: dict[str, type[Strategy]] = {
    cls.name: cls for cls in (SingleDevice, DataParallel, BalancedDataParallel, DDP, FSDP, Pipeline)
}


def strategy_class(name: str) -> type[Strategy]:
    try:
        return STRATEGIES[name]
    except KeyError:
        raise UsageError(
            f"unknown strategy {name!r}; choose one of {', '.join(STRATEGIES)}"
        ) from None


__all__ = ["STRATEGIES", "Strategy", "strategy_class", "unwrap_module"]
