"""multigpu: train a plain PyTorch loop on every device of a machine.

Layers, each importing only the ones below it (tests/core/test_layers.py holds them to it):
- `apps/`: the `multigpu` command and its jobs (train, bench, comm, doctor), models, datasets;
- `adapt/`: `multigpu run`, an unmodified script made data-parallel;
- `launcher/`: what starts processes and decides where they run;
- `hang/`: the hang report (recorder, watchdog, diagnosis);
- `api/`: `Run`, what every worker's training loop holds;
- `strategies/`: one module per parallel method;
- `comm/`: gradient synchronization algorithms, hooks, byte counts and the cost model;
- `core/`: the pieces: loader, precision, checkpoints, collectives, tracking, errors.
"""

from typing import TYPE_CHECKING, Any

from .core.errors import InvalidOption, JobFailed, UsageError

if TYPE_CHECKING:
    from .api.run import Run
    from .core.verdict import Verdict
    from .launcher.nodes import Nodes
    from .launcher.start import launch
    from .strategies.materialize import initialise, parameters_on_meta

__version__ = "0.1.0"

_STRATEGIES = (
    "DDP",
    "FSDP",
    "HSDP",
    "BalancedDataParallel",
    "DataParallel",
    "Pipeline",
    "Sharded",
    "SingleDevice",
)
_LAZY = {
    "Run": "api.run",
    "Nodes": "launcher.nodes",
    "launch": "launcher.start",
    "Verdict": "core.verdict",
    "parameters_on_meta": "strategies.materialize",
    "initialise": "strategies.materialize",
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
    "initialise",
    "launch",
    "parameters_on_meta",
]
