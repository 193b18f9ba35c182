"""Optional integrations: each lives in an extra of the package, and asking for one that is not
installed is one line naming the pip command, before anything starts."""

from __future__ import annotations

import importlib
from pathlib import Path

from ..core.errors import UsageError
from ..core.files import ensure_writable_dir


def require(module: str, extra: str, what: str) -> None:
    """Import `module` now, or fail with the pip command that installs `multigpu[extra]`."""
    try:
        importlib.import_module(module)
    except ImportError:
        raise UsageError(
            f"{what} needs {module}, which is not installed: pip install 'multigpu[{extra}]'"
        ) from None


def check_outputs(json_path: str | None, plot_path: str | None) -> None:
    """Before any work: the folders of --json and --plot are writable, and a plot can be made."""
    for path in (json_path, plot_path):
        if path:
            ensure_writable_dir(Path(path).parent)
    if plot_path:
        require("matplotlib", "plot", "--plot")
