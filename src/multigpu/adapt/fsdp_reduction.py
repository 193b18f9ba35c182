"""The sharded models' reduce-scatter, skipped by the backwards of an accumulation that do not
step (accumulation.py), as a Reducer.

FSDP2's own switch, `set_requires_gradient_sync(False)`, leaves a skipping backward's gradients
whole and unreduced on each rank, added up with the next backward's; the next backward that
reduces scatters the sum. When a step comes right after a backward that skipped, nothing public
reduces them: the reduction FSDP runs at the end of a backward (its root's final callback,
which post-processes every unit that did not yet) is run once more with the switch on. Where a
torch lacks that method, no backward skips.
"""

from __future__ import annotations

import weakref

from torch import nn

from ..core.torch_compat import fsdp_final_reduction


class ShardedReduction:
    def __init__(self) -> None:
        self._roots: weakref.WeakSet[nn.Module] = weakref.WeakSet()

    def add(self, root: nn.Module) -> None:
        """A model sharded with `fully_shard` at its root."""
        self._roots.add(root)

    def skip(self, skipping: bool) -> bool:
        left = False
        for root in self._roots:
            skips = skipping and fsdp_final_reduction(root) is not None
            root.set_requires_gradient_sync(not skips)
            left = left or skips
        return left

    def reduce_skipped(self) -> None:
        for root in self._roots:
            root.set_requires_gradient_sync(True)
            reduce = fsdp_final_reduction(root)
            if reduce is not None:
                reduce()
