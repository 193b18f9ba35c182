"""Everything multigpu changes under a script, on one last-in-first-out stack, so that it can be
put back exactly: under `multigpu run`, one stack per session, undone when the script hands
itself over (its own process group) or on exit; under `multigpu launch --check-collectives`,
the worker's one swap.

What goes on it: attributes swapped (torch's functions, a class's attribute), attributes set on
an object the script made (a model's `save_pretrained`, a block's `forward`, its config's
`use_cache`), hooks with their handles, warning filters, and whatever else an adapter must undo
(`on_restore`). Undone newest first, so two adapters that wrap the same function (three wrap
`DataLoader.__iter__`) are unwrapped in the reverse of the order they wrapped it in, whatever
that order was. What must outlast a hand-over is pushed first, and the hand-over undoes down to
a mark (`mark()`, `restore(to=...)`).

Every swap in force is also listed in one registry, with the module that made it and that
module's first docstring line (why): `multigpu run --debug` prints it, so the person debugging
a user's script sees what was changed under it.
"""

from __future__ import annotations

import functools
import importlib.abc
import importlib.machinery
import importlib.util
import inspect
import os
import sys
import warnings
from collections.abc import Callable
from typing import Any

# (the patched attribute, the adapter's module, why), for every swap in force in this process
_IN_FORCE: list[tuple[str, str, str]] = []
_MISSING = object()


class _FiltersChanged(Warning):
    """Only ever named in a filter added and taken out again (see `filter_warnings`)."""


class Patches:
    def __init__(self) -> None:
        # (undo, the registry entry it takes out or None), oldest first
        self._undo: list[tuple[Callable[[], None], tuple[str, str, str] | None]] = []

    def swap(self, owner: Any, name: str, replacement: Any) -> Any:
        """Set `owner.name` to `replacement`; returns what was there."""
        original = getattr(owner, name)
        setattr(owner, name, replacement)
        entry = (f"{_name_of(owner)}.{name}", *_who_and_why(sys._getframe(1)))
        _IN_FORCE.append(entry)
        self._undo.append((lambda: setattr(owner, name, original), entry))
        return original

    def set(self, target: Any, name: str, value: Any) -> None:
        """Set an attribute of an object the script owns (an instance's own, where its class
        may hold another); undone by putting back what the instance held, or nothing."""
        held = vars(target).get(name, _MISSING) if hasattr(target, "__dict__") else _MISSING
        setattr(target, name, value)

        def undo() -> None:
            if held is _MISSING:
                delattr(target, name)
            else:
                setattr(target, name, held)

        self._undo.append((undo, None))

    def hook(self, handle: Any) -> None:
        """A handle with `remove()` (torch's hook registrations return one)."""
        self._undo.append((handle.remove, None))

    def filter_warnings(self, action: str, **match: Any) -> None:
        """`warnings.filterwarnings(action, **match)`, undone by taking out that filter only
        (one the script adds later stays)."""
        warnings.filterwarnings(action, **match)
        added = warnings.filters[0]

        def undo() -> None:
            if added in warnings.filters:
                warnings.filters.remove(added)
            # Python caches which warnings a module has shown or ignored until a filter is
            # added; adding one (and taking it out) makes it ask the filters again.
            warnings.simplefilter("default", _FiltersChanged)
            warnings.filters.remove(warnings.filters[0])

        self._undo.append((undo, None))

    def on_restore(self, undo: Callable[[], None]) -> None:
        """Anything else an adapter must undo, in its place on the stack."""
        self._undo.append((undo, None))

    def when_imported(self, name: str, then: Callable[[Any], None]) -> None:
        """`then(module)` once the module `name` (a submodule too) is imported: now if it is,
        else as the script imports it (not imported for this: a package costs start-up)."""
        if name in sys.modules:
            then(sys.modules[name])
            return
        if importlib.util.find_spec(name.partition(".")[0]) is None:
            return  # not installed
        for finder in sys.meta_path:  # the first finder that knows it answers: one a name
            if isinstance(finder, _WhenImported) and finder.name == name:
                finder.then.append(then)
                self.on_restore(lambda finder=finder: finder.then.remove(then))
                return
        finder = _WhenImported(name, then)
        sys.meta_path.insert(0, finder)
        self.on_restore(lambda: sys.meta_path.remove(finder))

    def mark(self) -> int:
        """Where the stack stands now: `restore(to=mark)` undoes what came after."""
        return len(self._undo)

    def restore(self, to: int = 0) -> None:
        """Undo everything above `to`, newest first."""
        while len(self._undo) > to:
            undo, entry = self._undo.pop()
            undo()
            if entry is not None and entry in _IN_FORCE:
                _IN_FORCE.remove(entry)


class _WhenImported(importlib.abc.MetaPathFinder):
    """Calls each of `then` with the module `name` once it has been imported (its code run)."""

    def __init__(self, name: str, then: Callable[[Any], None]) -> None:
        self.name, self.then = name, [then]
        self.done = False

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if fullname != self.name:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return spec
        load, then = spec.loader.exec_module, self.then

        def exec_module(module: Any) -> None:
            load(module)
            # Once: a package may import a module of its own name while it runs (OpenCV's
            # loads its native module so, and copies what that holds into itself after).
            if not self.done:
                self.done = True
                for call in list(then):
                    call(sys.modules.get(fullname, module))

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def torchscript_compiles_torchs_own(patches: Patches) -> None:
    """`torch.jit.script` compiles the functions a scripted function calls from their source,
    and takes torch's own by identity (its builtins). One of torch's functions that multigpu
    wraps (`torch.ones_like`, under the CUDA stand-in) is a Python function of multigpu's:
    TorchScript follows its `__wrapped__` to torch's builtin, finds no source, and stops the
    script (timm's activations, scripted as timm is imported). While it compiles, torch's own
    stand where multigpu's wrappers stand; the compiled code calls torch's operators."""
    import torch

    script = torch.jit.script

    @functools.wraps(script)
    def compiled(*args: Any, **kwargs: Any) -> Any:
        owners = (torch, torch.nn.functional)
        wrapped = [
            (owner, name, value)
            for owner in owners
            for name, value in list(vars(owner).items())
            if _ours(value) and hasattr(value, "__wrapped__")
        ]
        for owner, name, value in wrapped:
            setattr(owner, name, inspect.unwrap(value))
        try:
            return script(*args, **kwargs)
        finally:
            for owner, name, value in reversed(wrapped):
                setattr(owner, name, value)

    patches.swap(torch.jit, "script", compiled)


def _ours(value: Any) -> bool:
    """A function of multigpu's code (a wrapper copies its `__module__` from what it wraps)."""
    return inspect.isfunction(value) and value.__code__.co_filename.startswith(_PACKAGE)


_PACKAGE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "")


def in_force() -> list[str]:
    """One line per attribute swapped in this process: what, by which module, why."""
    return [f"{what}  ({who}: {why})" for what, who, why in _IN_FORCE]


def _name_of(owner: Any) -> str:
    if isinstance(owner, type):
        return f"{owner.__module__}.{owner.__qualname__}"
    return getattr(owner, "__name__", type(owner).__name__)


def _who_and_why(frame: Any) -> tuple[str, str]:
    """The swapping module's name and its docstring's first line."""
    module = frame.f_globals.get("__name__", "?")
    doc = (getattr(sys.modules.get(module), "__doc__", None) or "").strip()
    return module.removeprefix("multigpu."), doc.splitlines()[0] if doc else ""
