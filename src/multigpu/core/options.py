"""What the launcher decides for every worker, and where a worker sits in the job."""

from __future__ import annotations

import os
from dataclasses import dataclass

from ..strategies import Strategy
from .collectives import DEFAULT_TIMEOUT_S
from .errors import InvalidOption, check_choice
from .guard import ON_NAN
from .precision import precision_class
from .tracking import check_loggers


@dataclass(frozen=True)
class RunOptions:
    """What the launcher decided, handed to every worker (picklable)."""

    strategy: Strategy
    device_type: str = "cpu"
    threads_per_process: int = 1
    timeout_s: float = DEFAULT_TIMEOUT_S
    precision: str = "fp32"
    on_nan: str = "stop"  # what a NaN or infinite loss does: see guard.py
    loggers: tuple[str, ...] = ()  # where run.log writes (tracking.py), from rank 0
    log_dir: str = "runs/latest"
    check_collectives: bool = False  # the ranks agree on every collective before it runs

    devices: int = 1  # devices this one process drives (DataParallel); 1 otherwise

    def __post_init__(self) -> None:
        """Checked once, in the launching process, so a bad request fails before any worker."""
        precision_class(self.precision)
        self.strategy.check_precision(self.precision)
        check_choice("on_nan", self.on_nan, ON_NAN)
        if not self.timeout_s > 0:
            raise InvalidOption("timeout", self.timeout_s, "must be positive")
        check_loggers(self.loggers)


@dataclass(frozen=True)
class RankInfo:
    rank: int = 0
    local_rank: int = 0
    world_size: int = 1
    local_world_size: int = 1

    @classmethod
    def from_env(cls) -> RankInfo:
        """Read the variables torchrun (and `torch.distributed.run`'s agent) sets. Where only
        RANK, WORLD_SIZE and MASTER_ADDR/PORT are set (a Kubeflow PyTorchJob or Vertex pod:
        one process per pod), this process is its node's only one."""
        return cls(
            rank=int(os.environ.get("RANK", "0")),
            local_rank=int(os.environ.get("LOCAL_RANK", "0")),
            world_size=int(os.environ.get("WORLD_SIZE", "1")),
            local_world_size=int(os.environ.get("LOCAL_WORLD_SIZE", "1")),
        )
