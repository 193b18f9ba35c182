"""One worker's side of a strategy for one job, apart from its options.

A strategy is options (frozen dataclass fields) and the behaviour of its method; what a worker
builds while it runs the method lives here: where it runs (`Placement`), the job's layout
validated against that world, the device mesh (built once, shared by every model the job sets
up), and what the method's wrapping made (its wrapper and that wrapper's sync counters). `Run`
and `multigpu run`'s sharding each build one from the options and the placement, pass it to the
strategy's worker-side methods, and let go of it with `teardown()`; the options stay as given,
so the same object can set up another job.
"""

from __future__ import annotations

from typing import Any, Protocol

from torch import nn

from ..core.ranks import Placement, placed
from .mesh import MeshDims


class LaysOut(Protocol):
    """What a runtime asks of its strategy's options (base.Strategy has it)."""

    def dims_for(self, world_size: int, machines: int = 1) -> MeshDims: ...


class Runtime:
    device = placed("device")
    rank = placed("rank")
    world_size = placed("world_size")

    def __init__(self, strategy: LaysOut, placement: Placement, compile: bool = False) -> None:
        self.placement = placement
        self.compile = compile  # the job's choice: torch.compile the models it sets up
        self.compiled_blocks = False  # whether the last model set up had its blocks compiled
        self.dims: MeshDims = strategy.dims_for(placement.world_size, placement.machines)
        self._mesh: Any = None  # the device mesh, built on first use (a collective)
        self.wrapper: nn.Module | None = None  # the method's own wrapper (DDP's), once made
        self.sync: Any = None  # that wrapper's gradient-sync counters (comm.hooks.GradientSync)

    def device_mesh(self) -> Any:
        """The device mesh of this job's layout: built once, then shared by every model."""
        if self._mesh is None:
            self._mesh = self.dims.build(self.device.type)
        return self._mesh

    def data_shard(self) -> tuple[int, int]:
        """(replicas, this rank's replica): how the data is split between the ranks."""
        return self.dims.data_parallel(self.rank)

    def teardown(self) -> None:
        """Let go of what this worker built for the job (the mesh, the wrapper and its sync
        state hold process groups): called when the run closes."""
        self._mesh = self.wrapper = self.sync = None
