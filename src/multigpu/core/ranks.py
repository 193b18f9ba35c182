"""Where a worker sits in the job, as torchrun's variables say."""

from __future__ import annotations

import os
from dataclasses import dataclass

import torch

# How many times our agent has started this node's workers, counting this start (launcher/
# restarts.py): torch elastic's own restart count misses the re-formations that take in a
# machine that joined, which restart every node's workers too.
WORKERS_START = "MULTIGPU_WORKERS_START"


@dataclass(frozen=True)
class RankInfo:
    rank: int = 0
    local_rank: int = 0
    world_size: int = 1
    local_world_size: int = 1
    restarts: int = 0  # earlier starts of this node's workers in this job (0: the first)

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
            restarts=max(
                int(os.environ.get("TORCHELASTIC_RESTART_COUNT", "0")),
                int(os.environ.get(WORKERS_START, "1")) - 1,
            ),
        )


@dataclass(frozen=True)
class Placement:
    """Where one worker runs: its rank in the world, the device it drives, its machine's share."""

    device: torch.device
    rank: int
    world_size: int
    devices_per_process: int = 1  # devices this process drives (DataParallel: all of them)
    local_world_size: int = 0  # ranks on this machine (0: the whole world is on it)

    @classmethod
    def of(cls, ranks: RankInfo, device: torch.device, devices_per_process: int = 1) -> Placement:
        return cls(
            device, ranks.rank, ranks.world_size, devices_per_process, ranks.local_world_size
        )

    @property
    def machines(self) -> int:
        return max(1, self.world_size // (self.local_world_size or self.world_size))


def placed(field: str) -> property:
    """An attribute read from its owner's `placement`: one source for a worker's rank, world
    and device, whichever object (the run, the session, the runtime) is asked."""
    return property(lambda owner: getattr(owner.placement, field))
