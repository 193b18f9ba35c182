"""Optional integrations: each lives in an extra of the package, and asking for one that is not
installed is one line naming the pip command, before anything starts."""

from __future__ import annotations

import importlib

from ..core.errors import UsageError


def require(module: str, extra: str, what: str) -> None:
    """Import `module` now, or fail with the pip command that installs `multigpu[extra]`."""
    try:
        importlib.import_module(module)
    except ImportError:
        raise UsageError(
            f"{what} needs {module}, which is not installed: pip install 'multigpu[{extra}]'"
        ) from None
