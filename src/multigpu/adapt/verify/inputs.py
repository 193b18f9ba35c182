"""--verify's account of the data a script that distributes itself trained on: the outermost
training forwards' first tensor input (positional or, as a framework's trainer passes its
batch, by keyword), summed up (element count, sum, sum of squares, in
float64) from its `init_process_group` to the last step checked; one process's from its start
(its own run may not distribute itself: a script that calls `init_process_group` only when
WORLD_SIZE is over 1).

A script that distributes itself splits or draws its data by rank on its own (nanoGPT seeds
each rank's random batches with its rank). One process and N ranks then train on different
data, and their weights differ for that reason alone: the totals tell this apart from a script
that is not safe to scale. Splitting batches between ranks keeps the totals (the ranks' add up
to one process's); N ranks on the same batches have N times them.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import torch
from torch.nn.modules.module import register_module_forward_hook

from ...core.patches import Patches
from ...core.torch_compat import pytree
from ..worker.forward_depth import ForwardDepth

# Float64 sums of the same values in another order and grouping.
_RELATIVE = 1e-9


class TrainingInputs:
    def __init__(self, patches: Patches) -> None:
        self.patches = patches
        self.totals = [0.0, 0.0, 0.0]  # elements, sum, sum of squares
        self._forwards = ForwardDepth()
        self._installed = False

    def install(self) -> None:
        """From now on (once: one process's run may also hand over, to a group of one)."""
        if self._installed:
            return
        self._installed = True
        # Read as the outermost call ends, where its keyword arguments are seen too (a
        # framework's trainer calls `model(**batch)`): before the depth is taken down.
        hook = register_module_forward_hook(self._batch, with_kwargs=True, always_call=True)
        self.patches.hook(hook)
        self._forwards.install(self.patches)

    def _batch(self, module: Any, args: Any, kwargs: Any, output: Any) -> None:
        if self._forwards.depth == 1 and module.training and torch.is_grad_enabled():
            first = first_tensor((args, kwargs))
            if first is not None:
                with torch.no_grad():
                    values = first.detach().double()
                    self.totals[0] += values.numel()
                    self.totals[1] += values.sum().item()
                    self.totals[2] += values.square().sum().item()

    def write(self, snapshot: str, rank: int) -> None:
        """Beside --verify's snapshot, one file per rank."""
        _path(snapshot, rank).write_text(json.dumps(self.totals))


def first_tensor(tree: Any) -> torch.Tensor | None:
    """A forward's (or a batch's) first tensor: the batch, in the idioms of scripts."""
    return next((t for t in pytree.tree_leaves(tree) if isinstance(t, torch.Tensor)), None)


def _totals(one: Path, many: Path, ranks: int) -> tuple[list[float], list[list[float]]] | None:
    """One process's totals and each rank's, or None where a run left none."""
    try:
        single = json.loads(_path(str(one), 0).read_text())
        spread = [json.loads(_path(str(many), r).read_text()) for r in range(ranks)]
    except (OSError, ValueError):
        return None
    return single, spread


def copies_of_one_share(one: Path, many: Path, ranks: int) -> bool:
    """Whether the N ranks took the same inputs as one another (equal totals on every rank)
    that together count one process's elements but not its values: each rank took the same
    share of a global batch (no sampler split the data by rank), so the ranks trained on N
    copies of it, not on one process's global batch."""
    found = _totals(one, many, ranks)
    if found is None or ranks < 2:
        return False
    single, (first, *others) = found
    alike = all(_same(first, other) for other in others)
    share = [ranks * value for value in first]  # N copies of the first rank's inputs
    counted = single[0] > 0 and math.isclose(share[0], single[0], rel_tol=_RELATIVE)
    return alike and counted and not _same(share, single)


def _same(a: list[float], b: list[float]) -> bool:
    """Whether two lists of totals are equal to float64 rounding."""
    return all(math.isclose(x, y, rel_tol=_RELATIVE) for x, y in zip(a, b, strict=True))


def other_data(one: Path, many: Path, ranks: int) -> str | None:
    """How N ranks' data differed from one process's, or None where they trained on its data
    (split between them, or each the whole) or a run left no totals (nothing to say)."""
    found = _totals(one, many, ranks)
    if found is None:
        return None
    single, spread = found
    together = [sum(values) for values in zip(*spread, strict=True)]
    for copies in (1, ranks):
        if _same(together, [copies * value for value in single]):
            return None
    if math.isclose(together[0], ranks * single[0], rel_tol=_RELATIVE):
        return (
            f"its batch is per rank: the totals of the {ranks} ranks' first inputs are {ranks}x "
            "one process's, as of a global batch that many times its"
        )
    return (
        "the totals of its inputs differ from one process's: it splits or draws its batches by "
        "rank itself (a seed per rank, a sampler of its own), or augments them at random"
    )


def _path(snapshot: str, rank: int) -> Path:
    return Path(f"{snapshot}.inputs-{rank}.json")
