"""The base of every module multigpu wraps around a user's model (autocast, the loss on each
device, pipeline stages), so that unwrapping recognises them all."""

from __future__ import annotations

from torch import nn


class ModuleWrapper(nn.Module):
    """A module that holds the user's model as `.module` and adds behaviour around it."""

    module: nn.Module
