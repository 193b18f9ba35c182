"""What `multigpu run` knows of the script's parameters and modules, kept in tables beside them
(weak, by identity) instead of as attributes set on them: a hand-over, or the end of the run,
leaves the script's objects as it made them. One mark is an attribute as well, for speed (see
`start`)."""

from __future__ import annotations

import weakref
from typing import Any

import torch
from torch import nn

STARTED = "_multigpu_started"


class IdTable:
    """Values kept beside objects, by identity and weakly. Read every step, so a lookup makes
    nothing: torch's WeakIdKeyDictionary makes a weak reference for each one (measured 0.97x
    to 0.90x of hand DDP on the tiny workload of benchmarks/run_overhead.py)."""

    def __init__(self) -> None:
        self._entries: dict[int, list[Any]] = {}  # id -> [weak reference, value]

    def get(self, obj: Any, default: Any = None) -> Any:
        entry = self._entries.get(id(obj))
        return entry[1] if entry is not None and entry[0]() is obj else default

    def __contains__(self, obj: Any) -> bool:
        entry = self._entries.get(id(obj))
        return entry is not None and entry[0]() is obj

    def set(self, obj: Any, value: Any) -> None:
        entry = self._entries.get(id(obj))
        if entry is not None and entry[0]() is obj:
            entry[1] = value
            return
        key, entries = id(obj), self._entries

        def forget(_: Any) -> None:  # the object is freed: its id may be reused
            if entries.get(key) is new:
                del entries[key]

        new = [weakref.ref(obj, forget), value]
        entries[key] = new


class TensorMarks:
    def __init__(self) -> None:
        # parameter -> whether DDP (True: it also broadcasts the module's buffers) or another
        # torch wrapper (FSDP) reduces its gradients, so they are not averaged here again
        self._reduced = IdTable()
        self._started: weakref.WeakSet[nn.Module] = weakref.WeakSet()

    def reduced_by_torch(self, parameter: torch.Tensor, ddp: bool = False) -> None:
        self._reduced.set(parameter, ddp or self._reduced.get(parameter, False))

    def reduced(self, tensor: torch.Tensor) -> bool:
        return tensor in self._reduced

    def owned_by_ddp(self, module: nn.Module) -> bool:
        return any(self._reduced.get(p, False) for p in module.parameters(recurse=False))

    def start(self, module: nn.Module) -> None:
        """`module` started alike on every rank. Also a key in its `__dict__`, which the hook
        at every forward reads: a plain read is cheap and torch.compile traces it."""
        module.__dict__[STARTED] = True
        self._started.add(module)

    def holds_started_weights(self, tensor: torch.Tensor) -> bool:
        """Whether `tensor` is (a view of) a parameter or buffer of a module that started: a
        draw into it re-draws weights the ranks already hold alike."""
        held = tensor.untyped_storage().data_ptr()
        return any(
            w.untyped_storage().data_ptr() == held
            for module in list(self._started)
            for w in (*module.parameters(recurse=False), *module.buffers(recurse=False))
            if w is not None
        )

    def unmark_started(self) -> None:
        for module in list(self._started):
            module.__dict__.pop(STARTED, None)
        self._started = weakref.WeakSet()
