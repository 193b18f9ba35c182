"""multigpu: train a plain PyTorch loop on every device of a machine.

Layers, each importing only the ones below it:
- `apps/`: the `multigpu` command and its jobs (train, bench, comm, doctor), models, datasets;
- `launch/`: what starts processes and decides where they run;
- `core/`: `Run`, what every worker gets, and the pieces it is made of;
- `strategies/`: one module per parallel method;
- `comm/`: gradient synchronization algorithms, hooks, byte counts and the cost model.
"""

from typing import TYPE_CHECKING, Any

from .core.errors import InvalidOption, JobFailed, UsageError

# Not lazy: importing any module of the `launch` package binds `multigpu.launch` to that
# package, which only this import binds back to the function.
from .launch.launcher import launch

if TYPE_CHECKING:
    from .core.run import Run
    from .launch.nodes import Nodes

__version__ = "0.1.0"

_STRATEGIES = ("DDP", "FSDP", "BalancedDataParallel", "DataParallel", "Pipeline", "SingleDevice")
_LAZY = {"Run": "core.run", "Nodes": "launch.nodes"}


def __getattr__(name: str) -> Any:
    """`multigpu.Run`, `multigpu.DDP` etc., imported when first used: a `multigpu run` worker
    imports the package without needing them (FSDP and pipeline are large, too)."""
    if name in _STRATEGIES:
        from . import strategies

        return getattr(strategies, name)
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(name)


__all__ = [
    *_STRATEGIES,
    "InvalidOption",
    "JobFailed",
    "Nodes",
    "Run",
    "UsageError",
    "__version__",
    "launch",
]
