"""The process's global random streams as one value: torch's CPU generator, Python's `random`
and NumPy's global one (where the script has imported NumPy). A batch sampler may draw from
any of them, and as it yields, not only as its pass begins (sharded_loaders.py)."""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from typing import Any

import torch


@dataclass(frozen=True)
class Streams:
    torch_state: torch.Tensor
    python_state: Any
    numpy_state: Any | None  # None where NumPy was not imported

    @classmethod
    def now(cls) -> Streams:
        numpy = sys.modules.get("numpy")
        numpy_state = numpy.random.get_state() if numpy is not None else None
        return cls(torch.get_rng_state(), random.getstate(), numpy_state)

    def restore(self) -> None:
        torch.set_rng_state(self.torch_state)
        random.setstate(self.python_state)
        numpy = sys.modules.get("numpy")
        if numpy is not None and self.numpy_state is not None:
            numpy.random.set_state(self.numpy_state)

    def same_as(self, other: Streams) -> bool:
        """Whether the two hold the same states (so no draw was made between them)."""
        return all(self._same_streams(other))

    def carried(self, before: Streams, after: Streams) -> Streams:
        """These streams, each moved on from `before` to `after` where it is `before` still
        (nothing else drew from it since), else left as it is."""
        torch_same, python_same, numpy_same = self._same_streams(before)
        return Streams(
            after.torch_state if torch_same else self.torch_state,
            after.python_state if python_same else self.python_state,
            after.numpy_state if numpy_same else self.numpy_state,
        )

    def _same_streams(self, other: Streams) -> tuple[bool, bool, bool]:
        numpy_same = (
            self.numpy_state is None
            or other.numpy_state is None
            or same_numpy_state(self.numpy_state, other.numpy_state)
        )
        return (
            torch.equal(self.torch_state, other.torch_state),
            self.python_state == other.python_state,
            numpy_same,
        )


def same_numpy_state(a: tuple[Any, ...], b: tuple[Any, ...]) -> bool:
    """Two of NumPy's `get_state()` tuples (one of their fields an array) are equal."""
    return all((x == y).all() if hasattr(x, "all") else x == y for x, y in zip(a, b, strict=True))
