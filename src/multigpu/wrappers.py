"""The base of multigpu's own module wrappers, so that unwrapping can recognise them all."""

from __future__ import annotations

from torch import nn


class ModuleWrapper(nn.Module):
    """A module that holds the user's model as `.module` and adds behaviour around it."""

    module: nn.Module
