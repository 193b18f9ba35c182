"""`multigpu launch`: run a script (or module) once per device, as torchrun would.

The script runs under torch elastic's agent through the same path as `launch()` (agent.py):
the interpreter is the entrypoint, running our worker (worker.py: the hang watchdog, failures
reported in one line), which runs the script with its arguments. A script that
cannot even be compiled is refused before any process starts.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from ..core.collectives import DEFAULT_TIMEOUT_S, check_timeout
from ..core.errors import UsageError
from . import agent, clusters, worker
from .devices import plan_devices
from .nodes import Nodes


def launch_script(
    script: str,
    script_args: list[str],
    *,
    devices: int | str = "auto",
    accelerator: str = "auto",
    max_restarts: int | None = None,
    module: bool = False,
    nodes: Nodes | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    check_collectives: bool = False,
) -> None:
    agent.check_restarts(max_restarts)
    check_timeout(timeout_s)
    check_compiles(script, module)
    nodes = clusters.detect().job_nodes(nodes or Nodes())
    plan = plan_devices(devices, accelerator)
    program = [
        *worker.PYTHON_FLAGS,
        "-m",
        "multigpu.launcher.worker",
        f"{timeout_s:g}",
        *([worker.CHECK_COLLECTIVES] if check_collectives else []),
        *(["-m"] if module else []),
        script,
        *script_args,
    ]
    agent.start(
        sys.executable,
        tuple(program),
        processes=plan.count,
        threads_per_process=plan.threads_per_device,
        nodes=nodes,
        max_restarts=max_restarts,
    )


def check_compiles(script: str, module: bool = False) -> None:
    """Refuse a missing script, or one with a syntax error, in one line naming file:line."""
    path = source_of(script, module)
    if not path.is_file():
        raise UsageError(f"no such {'module' if module else 'script'}: {script}")
    try:
        compile(path.read_bytes(), str(path), "exec")
    except SyntaxError as error:
        where = f"{error.filename}:{error.lineno}" if error.lineno else str(path)
        raise UsageError(f"{where}: {type(error).__name__}: {error.msg}") from None
    except ValueError as error:  # null bytes
        raise UsageError(f"{path}: {error}") from None


def source_of(script: str, module: bool = False) -> Path:
    """The file a script (or `-m` module) runs from."""
    return _module_source(script) if module else Path(script)


def _module_source(name: str) -> Path:
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.submodule_search_locations:  # a package: its __main__
        spec = importlib.util.find_spec(f"{name}.__main__")
    origin = spec.origin if spec is not None else None
    return Path(origin) if origin and origin.endswith(".py") else Path(f"<module {name}>")
