"""The job's process group as one worker holds it: the one owner under both doors.

`Run` (behind `launch()` and `multigpu train`) joins at start-up; `multigpu run`'s session joins
when the script first needs it, so that a script that fails first starts as fast as under
torchrun. Either way one object joins, keeps the gloo control group (small CPU messages and the
monitored barriers that name a late rank), and leaves. A job is distributed when its world has
more than one rank: a group of one rank, which a wrapper such as DDP needs even alone, is not.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import torch.distributed as dist

from . import collectives
from .ranks import Placement


class JobGroup:
    def __init__(self, placement: Placement, timeout: timedelta) -> None:
        self.placement = placement
        self.timeout = timeout
        self._control: dist.ProcessGroup | None = None

    @property
    def distributed(self) -> bool:
        return self.placement.world_size > 1

    @property
    def joined(self) -> bool:
        return self._control is not None

    def join(self, timeout: timedelta | None = None) -> None:
        """Join the world group (over the device's backend) and make the control group; a
        world group the script or a launcher made already is used as it is."""
        if not self.distributed or self.joined:
            return
        if not dist.is_initialized():
            where = self.placement
            collectives.join_process_group(
                where.device, where.rank, where.world_size, timeout or self.timeout
            )
        self._control = collectives.control_group()

    @property
    def control(self) -> dist.ProcessGroup | None:
        """A gloo group over every rank (the world group on gloo); None in a one-rank job."""
        self.join()
        return self._control

    def leave(self) -> None:
        """Destroy the process group (the one-rank group a wrapper made too)."""
        self._control = None
        if dist.is_initialized():
            dist.destroy_process_group()

    # -- collectives over the control group (as given in a one-rank job) -----------------------

    def barrier(self, what: str = "barrier") -> None:
        """Wait for every rank; after the timeout, fail naming the ranks that did not come."""
        if self.distributed:
            collectives.monitored_barrier(self.control, self.timeout, what)

    def gather(self, value: Any) -> list[Any]:
        """Every rank's `value` (picklable), in rank order."""
        return collectives.gather(value, self.control)

    def any_rank(self, value: int) -> int:
        """The largest of every rank's `value`."""
        return collectives.any_rank(value, self.control)

    def sums_and_largest(self, sums: Sequence[float], value: int) -> tuple[list[float], int]:
        """Every rank's `sums` added up, and the largest `value`, in one small collective."""
        return collectives.sums_and_largest(sums, value, self.control)
