"""What `multigpu run` knows of the script's parameters and modules, kept in tables beside them
(weak, by identity) instead of as attributes set on them: a hand-over, or the end of the run,
leaves the script's objects as it made them. One mark is an attribute as well, for speed (see
`start`)."""

from __future__ import annotations

import weakref

import torch
from torch import nn
from torch.utils.weak import WeakIdKeyDictionary


class TensorMarks:
    def __init__(self) -> None:
        # parameter -> whether DDP (True: it also broadcasts the module's buffers) or another
        # torch wrapper (FSDP) reduces its gradients, so they are not averaged here again
        self._reduced = WeakIdKeyDictionary()
        self._started: weakref.WeakSet[nn.Module] = weakref.WeakSet()

    def reduced_by_torch(self, parameter: torch.Tensor, ddp: bool = False) -> None:
        self._reduced[parameter] = ddp or self._reduced.get(parameter, False)

    def reduced(self, tensor: torch.Tensor) -> bool:
        return tensor in self._reduced

    def owned_by_ddp(self, module: nn.Module) -> bool:
        return any(self._reduced.get(p, False) for p in module.parameters(recurse=False))

    def start(self, module: nn.Module) -> None:
        """`module` started alike on every rank. Also a key in its `__dict__`, which the hook
        at every forward reads: a plain read is cheap and torch.compile traces it."""
        module.__dict__[STARTED] = True
        self._started.add(module)

    def unmark_started(self) -> None:
        for module in list(self._started):
            module.__dict__.pop(STARTED, None)
        self._started = weakref.WeakSet()


STARTED = "_multigpu_started"
