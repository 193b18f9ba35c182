"""multigpu: train a plain PyTorch loop on every device of a machine.

Layers, each importing only the ones below it (tests/core/test_layers.py holds them to it):
- `apps/`: the `multigpu` command and its jobs (train, bench, comm, doctor), models, datasets;
- `adapt/`: `multigpu run`, an unmodified script made data-parallel;
- `launch/`: what starts processes and decides where they run;
- `hang/`: the hang report (recorder, watchdog, diagnosis);
- `api/`: `Run`, what every worker's training loop holds;
- `strategies/`: one module per parallel method;
- `comm/`: gradient synchronization algorithms, hooks, byte counts and the cost model;
- `core/`: the pieces: loader, precision, checkpoints, collectives, tracking, errors.
"""

from typing import TYPE_CHECKING, Any

# The `launch` package (its __init__ imports nothing) is loaded now, so that importing one of its
# modules later cannot bind `multigpu.launch` to the package: the name is the function's, made
# on first use below, and `import multigpu` (hence `multigpu --help`) does not import torch.
from . import launch as _launch_package
from .core.errors import InvalidOption, JobFailed, UsageError

del _launch_package, launch  # type: ignore[name-defined]  # noqa: F821

if TYPE_CHECKING:
    from .api.run import Run
    from .core.verdict import Verdict
    from .launch.launcher import launch
    from .launch.nodes import Nodes

__version__ = "0.1.0"

_STRATEGIES = ("DDP", "FSDP", "BalancedDataParallel", "DataParallel", "Pipeline", "SingleDevice")
_LAZY = {
    "Run": "api.run",
    "Nodes": "launch.nodes",
    "launch": "launch.launcher",
    "Verdict": "core.verdict",
}


def __getattr__(name: str) -> Any:
    """`multigpu.Run`, `multigpu.DDP` etc., imported when first used: a `multigpu run` worker
    imports the package without needing them (FSDP and pipeline are large, too)."""
    if name in _STRATEGIES:
        from . import strategies

        return getattr(strategies, name)
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value  # found directly from now on
        return value
    raise AttributeError(name)


__all__ = [
    *_STRATEGIES,
    "InvalidOption",
    "JobFailed",
    "Nodes",
    "Run",
    "UsageError",
    "Verdict",
    "__version__",
    "launch",
]
