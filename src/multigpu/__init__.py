"""multigpu: train a plain PyTorch loop on every device of a machine."""

from .errors import JobFailed, UsageError
from .launcher import launch
from .run import Run

__version__ = "0.1.0"
__all__ = ["JobFailed", "Run", "UsageError", "__version__", "launch"]
