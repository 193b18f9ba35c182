"""Parallel methods: one options object per method, registered by the name users may pass as
`strategy=` instead.

Each lives in its own module, imported when first asked for: pipeline and FSDP pull in large
parts of torch.distributed that every other job would otherwise pay for at start-up.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidOption, check_choice
from ..core.fields import options
from .base import Layout, Strategy, unwrap_module
from .degrees import preset_for
from .mesh import REST

if TYPE_CHECKING:
    from .ddp import DDP
    from .dp import DataParallel
    from .fsdp import Sharded
    from .pipeline import Pipeline
    from .single import SingleDevice

# The one list of strategy names: name -> (module, class, the preset: the degrees and options
# the name stands for, under any given). Several names share a class where they differ only in
# their degrees (fsdp, hsdp, fsdp+tp and tp are `Sharded`); no method's class inherits
# another's. Which of them `multigpu run` applies to an unmodified script is SCRIPT_STRATEGIES.
STRATEGIES: dict[str, tuple[str, str, dict[str, Any]]] = {
    "single": ("single", "SingleDevice", {}),
    "dp": ("dp", "DataParallel", {}),
    "dp-balanced": ("dp", "DataParallel", {"loss_per_device": True}),
    "ddp": ("ddp", "DDP", {}),
    "fsdp": ("fsdp", "Sharded", {}),
    "hsdp": ("fsdp", "Sharded", {"dp_replicate": None}),  # one replica per machine
    "tp": ("fsdp", "Sharded", {"dp_shard": 1, "tp": REST}),
    "fsdp+tp": ("fsdp", "Sharded", {"tp": 2}),
    "pipeline": ("pipeline", "Pipeline", {}),
}
CLASSES = {cls: (module, cls) for module, cls, _ in STRATEGIES.values()}
# Data parallel by replication or sharding: a script written for one device runs unchanged.
SCRIPT_STRATEGIES = ("ddp", "fsdp", "hsdp")
# ... and the presets its degrees may mean besides (`multigpu run --tp N`: each block's
# matrices split too, the model's own blocks found by their layers' names).
SCRIPT_PRESETS = (*SCRIPT_STRATEGIES, "tp", "fsdp+tp")
# The presets by the names the Python API has always given them: `FSDP(offload=True)`.
PRESETS = {
    "FSDP": "fsdp",
    "HSDP": "hsdp",
    "TP": "tp",
    "FSDPTP": "fsdp+tp",
    "BalancedDataParallel": "dp-balanced",
}


def strategy_class(name: str) -> type[Strategy]:
    """The class whose fields are the named method's options."""
    check_choice("strategy", name, STRATEGIES)
    module, cls, _ = STRATEGIES[name]
    return getattr(importlib.import_module(f"{__name__}.{module}"), cls)


def preset(name: str, **options: Any) -> Strategy:
    """The named method: its preset's degrees and options, under the `options` given."""
    _, _, defaults = STRATEGIES.get(name, (None, None, {}))
    return strategy_class(name)(**{**defaults, **options})


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
        return preset(name, **kept)
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
    return preset(strategy, **degrees)


def __getattr__(name: str) -> Any:
    """`from multigpu.strategies import DDP` without importing every method at start-up; a
    preset's name (`FSDP`) gives a function that builds it."""
    if name in PRESETS:
        return functools.partial(preset, PRESETS[name])
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
    "Sharded",
    "SingleDevice",
    "Strategy",
    "preset",
    "resolve",
    "strategy_class",
    "unwrap_module",
]
