"""What lives in this process, found on the heap: the script's optimizers and modules, which
it never hands to multigpu run."""

from __future__ import annotations

import gc

import torch
from torch import nn


def live_optimizers() -> list[torch.optim.Optimizer]:
    """Every optimizer alive in this process, stepped or not."""
    # type(): some objects warn on any attribute access
    return [o for o in gc.get_objects() if issubclass(type(o), torch.optim.Optimizer)]


def live_modules() -> list[nn.Module]:
    """Every module alive in this process that `nn.Module.__init__` set up: a subclass whose
    own __init__ never called it (a library's embedding of batch n) has no parameters to ask."""
    return [
        o
        for o in gc.get_objects()
        if issubclass(type(o), nn.Module) and "_parameters" in getattr(o, "__dict__", {})
    ]
