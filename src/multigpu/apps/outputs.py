"""What the commands write besides their tables: checked before any work starts."""

from __future__ import annotations

from pathlib import Path

from ..core.extras import require
from ..core.files import ensure_writable_dir


def check_outputs(json_path: str | None, plot_path: str | None) -> None:
    """Before any work: the folders of --json and --plot are writable, and a plot can be made."""
    for path in (json_path, plot_path):
        if path:
            ensure_writable_dir(Path(path).parent)
    if plot_path:
        require("matplotlib", "plot", "--plot")
