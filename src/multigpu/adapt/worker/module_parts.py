"""A script's module read through nn.Module's own methods, not the instance's attributes: a
script may shadow one with an attribute of its own (a loss module of batch p keeps
`self.parameters = []`), and the hooks multigpu puts on every module must still read it."""

from __future__ import annotations

from collections.abc import Iterator

import torch
from torch import nn


def parameters_in(module: nn.Module, recurse: bool = True) -> Iterator[nn.Parameter]:
    return nn.Module.parameters(module, recurse)


def buffers_in(module: nn.Module, recurse: bool = True) -> Iterator[torch.Tensor]:
    return nn.Module.buffers(module, recurse)


def modules_in(module: nn.Module) -> Iterator[nn.Module]:
    return nn.Module.modules(module)
