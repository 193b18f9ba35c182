"""What an adapter changed in torch (attributes swapped, hooks registered), so that it can
be put back: when the script hands itself over (its own process group), or on exit.

Every swap in force is also listed in one registry, with the module that made it and that
module's first docstring line (why): `multigpu run --debug` prints it, so the person debugging
a user's script sees what was changed under it.
"""

from __future__ import annotations

import sys
from typing import Any

# (the patched attribute, the adapter's module, why), for every swap in force in this process
_IN_FORCE: list[tuple[str, str, str]] = []


class Patches:
    def __init__(self) -> None:
        self._swapped: list[tuple[Any, str, Any]] = []
        self._hooks: list[Any] = []
        self._listed: list[tuple[str, str, str]] = []

    def swap(self, owner: Any, name: str, replacement: Any) -> Any:
        """Set `owner.name` to `replacement`; returns what was there."""
        original = getattr(owner, name)
        self._swapped.append((owner, name, original))
        setattr(owner, name, replacement)
        entry = (f"{_name_of(owner)}.{name}", *_who_and_why(sys._getframe(1)))
        self._listed.append(entry)
        _IN_FORCE.append(entry)
        return original

    def hook(self, handle: Any) -> None:
        """A handle with `remove()` (torch's hook registrations return one)."""
        self._hooks.append(handle)

    def restore(self) -> None:
        for owner, name, original in reversed(self._swapped):
            setattr(owner, name, original)
        for handle in self._hooks:
            handle.remove()
        for entry in self._listed:
            if entry in _IN_FORCE:
                _IN_FORCE.remove(entry)
        self._swapped.clear()
        self._hooks.clear()
        self._listed.clear()


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
