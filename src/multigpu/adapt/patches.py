"""What an adapter changed in torch (attributes swapped, hooks registered), so that it can
be put back: when the script hands itself over (its own process group), or on exit."""

from __future__ import annotations

from typing import Any


class Patches:
    def __init__(self) -> None:
        self._swapped: list[tuple[Any, str, Any]] = []
        self._hooks: list[Any] = []

    def swap(self, owner: Any, name: str, replacement: Any) -> Any:
        """Set `owner.name` to `replacement`; returns what was there."""
        original = getattr(owner, name)
        self._swapped.append((owner, name, original))
        setattr(owner, name, replacement)
        return original

    def hook(self, handle: Any) -> None:
        """A handle with `remove()` (torch's hook registrations return one)."""
        self._hooks.append(handle)

    def restore(self) -> None:
        for owner, name, original in reversed(self._swapped):
            setattr(owner, name, original)
        for handle in self._hooks:
            handle.remove()
        self._swapped.clear()
        self._hooks.clear()
