"""The DDP that stands in for a script's `nn.DataParallel` (gradients.py), skipping its
all-reduce on the backwards of an accumulation that do not step (accumulation.py), as a Reducer.

DDP decides at its forward whether the coming backward reduces (`no_sync` sets the same flag),
so the decision is taken there, for the next backward. A backward after a forward that skipped
leaves each rank's own sum in the gradients: the next backward after a forward that reduces
all-reduces the sum, and a step that comes first gets it all-reduced here.
"""

from __future__ import annotations

import weakref

from torch.nn.parallel import DistributedDataParallel

from ..worker.session import Session
from .messages import average


class DDPReduction:
    def __init__(self, session: Session) -> None:
        self.session = session
        self._models: weakref.WeakSet[DistributedDataParallel] = weakref.WeakSet()
        self._unreduced: weakref.WeakSet[DistributedDataParallel] = weakref.WeakSet()

    def forward(self, ddp: DistributedDataParallel, skipping: bool) -> None:
        """A training forward of `ddp`: whether its backward skips the all-reduce."""
        ddp.require_backward_grad_sync = not skipping
        self._models.add(ddp)

    def skip(self, skipping: bool, foreseen: bool) -> bool:
        """Before a backward (decided at the models' forwards): whether one leaves its
        gradients unreduced (a step that comes first all-reduces them, foreseen or not)."""
        for ddp in self._models:
            if ddp.require_backward_grad_sync:
                self._unreduced.discard(ddp)  # this backward reduces its sum
            else:
                self._unreduced.add(ddp)
        return len(self._unreduced) > 0

    def reduce_skipped(self) -> None:
        for ddp in list(self._unreduced):
            average(
                (p.grad for p in ddp.parameters() if p.grad is not None), self.session.world_size
            )
        self._unreduced.clear()
