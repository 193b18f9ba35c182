"""`--check-collectives`: before every collective of the world group, the ranks agree on its
op, element count and dtype; a mismatch stops every rank at once with the diagnosis line,
instead of a hang until the timeout (or gloo's abort of one rank).

A pre-hook of the process group runs on the thread that issues each collective, DDP's bucket
all-reduces included, and compares the ranks' descriptions over a gloo group of its own (one
small all-gather per collective: a debug mode; benchmarks/hang_recorder.py measures it).
"""

from __future__ import annotations

import sys
import zlib
from typing import Any

import torch
import torch.distributed as dist

from ..core.errors import Stopped
from .stacks import frames_of, where_issued

HOOK_ID = 0x6D67  # ours among the group's pre-hooks


# torch.distributed's names for the hook's ops (as the flight recorder and the user name them)
_OPS = {
    "ALLREDUCE": "all_reduce",
    "ALLGATHER": "all_gather",
    "REDUCE_SCATTER": "reduce_scatter",
    "ALLTOALL": "all_to_all",
}


class CollectiveMismatch(Stopped):
    """The ranks were about to run different collectives."""


class CollectiveCheck:
    def __init__(self, group: dist.ProcessGroup) -> None:
        self.group = group
        self.side = dist.new_group(backend="gloo")  # collective: every rank creates it
        self.count = 0

    def install(self) -> None:
        self.group.register_pre_hook(HOOK_ID, self._check)

    def remove(self) -> None:
        self.group.unregister_pre_hook(HOOK_ID)

    def _check(self, args: Any) -> None:
        self.count += 1
        tensors = list(args.input_tensors)
        numel = sum(t.numel() for t in tensors)
        dtype = str(tensors[0].dtype).removeprefix("torch.") if tensors else "-"
        name = str(args.name).rsplit(".", 1)[-1]
        op = _OPS.get(name, name.lower())
        mine = torch.tensor([zlib.crc32(op.encode()), numel, zlib.crc32(dtype.encode())])
        everyone = [torch.zeros_like(mine) for _ in range(dist.get_world_size(self.side))]
        dist.all_gather(everyone, mine, group=self.side)
        if all(torch.equal(other, mine) for other in everyone):
            return
        said: list[Any] = [None] * len(everyone)
        dist.all_gather_object(said, f"{op}({numel} {dtype}) at {_issuer()}", group=self.side)
        calls = ", ".join(f"rank {rank} called {call}" for rank, call in enumerate(said))
        raise CollectiveMismatch(f"the ranks' collectives diverged at #{self.count}: {calls}")


def _issuer() -> str:
    """The user's line that issued the collective (DDP's: the backward that launched it)."""
    return where_issued(frames_of(sys._getframe(2)))
