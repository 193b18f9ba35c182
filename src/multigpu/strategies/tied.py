"""A weight two pipeline stages use, held as two copies kept equal: GPT-2's token embedding,
which its head reuses, on the first stage and on the last.

One process adds the gradients the two uses make into one weight's. Here each copy gets its
own stage's, so after each pass through the pipeline the two exchange what that pass added (a
sum over the pair of ranks that hold them, or on one rank where both stages are its own), and
both copies then hold one process's gradient: the same optimizer step keeps them equal. Only
what the pass added is exchanged, so gradients accumulated over several passes stay right. The
norm that clipping takes counts the weight once (`counted`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import torch
import torch.distributed as dist
from torch import nn


@dataclass
class TiedCopies:
    names: tuple[str, str]  # the first stage's copy, the last stage's, in the whole model
    group: Any  # the pair of ranks that hold them (None: one rank holds both)
    _before: list[torch.Tensor | None] = field(default_factory=list)

    @classmethod
    def over(cls, names: tuple[str, str], mesh: Any, holders: tuple[int, int]) -> TiedCopies:
        """The copies of `names`, held at places `holders` along the mesh's pp dimension (its
        first): one group per pipeline, made on every rank in one order (a collective)."""
        if holders[0] == holders[1]:
            return cls(names, None)
        grid = mesh.mesh.reshape(mesh.mesh.shape[0], -1)  # pp first, every pipeline a column
        mine = None
        for column in grid.T.tolist():
            pair = [column[holders[0]], column[holders[1]]]
            group = dist.new_group(pair)
            if dist.get_rank() in pair:
                mine = group
        return cls(names, mine)

    @property
    def aliases(self) -> dict[str, str]:
        """Each copy's name to the other's: where the optimizer finds a copy the weight it
        held before the cut stands for (`rebuild_optimizer`)."""
        first, last = self.names
        return {first: last, last: first}

    def _held(self, module: nn.Module) -> list[nn.Parameter]:
        found = dict(module.named_parameters())
        return [found[name] for name in self.names if name in found]

    def before(self, module: nn.Module) -> None:
        """Keep what the copies' gradients hold before a pass."""
        self._before = [_local(p.grad) for p in self._held(module)]

    def add(self, module: nn.Module) -> None:
        """After the pass: each copy's gradient gets what the pass added to the other's."""
        held = self._held(module)
        if not held:
            return
        added = [_local(p.grad) for p in held]
        delta = [_minus(a, b) for a, b in zip(added, self._before, strict=True)]
        total = delta[0] if len(delta) == 1 else delta[0] + delta[1]
        if self.group is not None:
            dist.all_reduce(total, group=self.group)
        for parameter, start in zip(held, self._before, strict=True):
            _set_local(parameter, total if start is None else start + total)

    def counted(self, module: nn.Module) -> Iterator[nn.Parameter]:
        """`module`'s parameters with the last stage's copy left out: one weight, once."""
        return (p for name, p in module.named_parameters() if name != self.names[1])


def _local(grad: torch.Tensor | None) -> torch.Tensor | None:
    from torch.distributed.tensor import DTensor

    if grad is None:
        return None
    return (grad.to_local() if isinstance(grad, DTensor) else grad).detach().clone()


def _minus(after: torch.Tensor | None, before: torch.Tensor | None) -> torch.Tensor:
    assert after is not None, "a tied copy the pass did not reach"
    return after if before is None else after - before


def _set_local(parameter: nn.Parameter, value: torch.Tensor) -> None:
    """Write this rank's part of `parameter`'s gradient (a DTensor's local part is a view of
    its storage)."""
    from torch.distributed.tensor import DTensor

    grad = parameter.grad
    local = grad.to_local() if isinstance(grad, DTensor) else grad
    with torch.no_grad():
        local.copy_(value)  # type: ignore[union-attr]
