"""Parallel methods: one options object per method, registered by the name users may pass as
`strategy=` instead.

Each lives in its own module, imported when first asked for: pipeline and FSDP pull in large
parts of torch.distributed that every other job would otherwise pay for at start-up.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidOption, check_choice
from ..core.fields import options
from .base import Layout, Strategy, unwrap_module
from .degrees import preset_for

if TYPE_CHECKING:
    from .ddp import DDP
    from .dp import BalancedDataParallel, DataParallel
    from .fsdp import FSDP, HSDP
    from .pipeline import Pipeline
    from .single import SingleDevice
    from .tensor import FSDPTP, TP

# The one list of strategy names: name -> (module, class). Which of them `multigpu run`
# applies to an unmodified script is SCRIPT_STRATEGIES; anything else a caller needs to know
# of one (its layout, memory and traffic formulas) it asks the class.
STRATEGIES: dict[str, tuple[str, str]] = {
    "single": ("single", "SingleDevice"),
    "dp": ("dp", "DataParallel"),
    "dp-balanced": ("dp", "BalancedDataParallel"),
    "ddp": ("ddp", "DDP"),
    "fsdp": ("fsdp", "FSDP"),
    "hsdp": ("fsdp", "HSDP"),
    "tp": ("tensor", "TP"),
    "fsdp+tp": ("tensor", "FSDPTP"),
    "pipeline": ("pipeline", "Pipeline"),
}
CLASSES = {cls: (module, cls) for module, cls in STRATEGIES.values()}
# Data parallel by replication or sharding: a script written for one device runs unchanged.
SCRIPT_STRATEGIES = ("ddp", "fsdp", "hsdp")


def strategy_class(name: str) -> type[Strategy]:
    check_choice("strategy", name, STRATEGIES)
    module, cls = STRATEGIES[name]
    return getattr(importlib.import_module(f"{__name__}.{module}"), cls)


def preset_options(given: Mapping[str, int]) -> tuple[str, dict[str, int]]:
    """The preset the `given` degrees mean (degrees.py), and those of them it takes as its
    options (a degree of 1 whose dimension the preset lacks says nothing and is left out)."""
    name = preset_for(given)
    accepted = options(strategy_class(name))
    return name, {degree: value for degree, value in given.items() if degree in accepted}


def resolve(strategy: str | Strategy | None = None, **degrees: int) -> Strategy:
    """A strategy object: the one given; the named method with the `degrees` given (its
    other options at their defaults); or, with no strategy, the preset the degrees mean
    (`dp_shard=2, tp=2` is fsdp+tp), ddp where none is given."""
    if strategy is None:
        name, kept = preset_options(degrees)
        return strategy_class(name)(**kept)
    if isinstance(strategy, Strategy):
        if degrees:
            raise InvalidOption(
                "strategy", strategy.name, "is an object: give it its degrees, not launch()"
            )
        return strategy
    if not isinstance(strategy, str):
        raise InvalidOption("strategy", strategy, "must be a name or a Strategy object")
    cls = strategy_class(strategy)
    for name, value in degrees.items():
        if name not in options(cls):
            raise InvalidOption(name, value, f"is not a degree of strategy {strategy!r}")
    return cls(**degrees)


def __getattr__(name: str) -> Any:
    """`from multigpu.strategies import DDP` without importing every method at start-up."""
    if name in CLASSES:
        module, cls = CLASSES[name]
        return getattr(importlib.import_module(f"{__name__}.{module}"), cls)
    raise AttributeError(name)


__all__ = [
    "DDP",
    "FSDP",
    "FSDPTP",
    "HSDP",
    "STRATEGIES",
    "TP",
    "BalancedDataParallel",
    "DataParallel",
    "Layout",
    "Pipeline",
    "SingleDevice",
    "Strategy",
    "resolve",
    "strategy_class",
    "unwrap_module",
]
