"""Where a worker sits in the job, as torchrun's variables say."""

from __future__ import annotations

import os
from dataclasses import dataclass


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
