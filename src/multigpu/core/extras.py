"""Optional integrations live in extras of the package; asking for one that is not installed is
one line naming the pip command, before anything starts."""

from __future__ import annotations

import importlib.util

from .errors import UsageError


def require(module: str, extra: str, what: str) -> None:
    """Fail, naming the pip command that installs `multigpu[extra]`, unless `module` is
    installed. Only looked up, not imported: launchers and every worker check their options,
    and importing MLflow or matplotlib there would cost seconds for nothing."""
    if importlib.util.find_spec(module) is None:
        raise UsageError(
            f"{what} needs {module}, which is not installed: pip install 'multigpu[{extra}]'"
        )
