"""The schedulers that may have started this process, one `ClusterEnvironment` each, and the
one that did (`detect`).

The order matters where variables overlap: a rank that torchrun or our agent started inside an
srun step or a pod still sees the scheduler's variables, and srun sets MPI's PMI_* too.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from .environment import ClusterEnvironment, TaskPlacement
from .kubeflow import Kubeflow
from .local import Launched, Local
from .lsf import Lsf
from .mpi import Mpi
from .slurm import Slurm

ENVIRONMENTS: tuple[type[ClusterEnvironment], ...] = (
    Kubeflow,  # before Launched: a pod's RANK and WORLD_SIZE count pods, not processes
    Launched,
    Slurm,
    Lsf,  # before Mpi: jsrun sets PMI-style variables as well
    Mpi,
    Local,
)


def detect(env: Mapping[str, str] = os.environ) -> ClusterEnvironment:
    """The environment that started this process (Local when none did)."""
    cls = next(cls for cls in ENVIRONMENTS if cls.detect(env))
    return cls(env)


__all__ = ["ENVIRONMENTS", "ClusterEnvironment", "TaskPlacement", "detect"]
