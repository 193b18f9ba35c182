"""One worker's place in a `multigpu run` job: its rank, its device, its process groups, and
the few collectives the adapters need (each with a timeout that names the late ranks)."""

from __future__ import annotations

import hashlib
import sys
import warnings
from datetime import timedelta

import torch
import torch.distributed as dist

# Imported before any group exists: see core/run.py (it would keep the world group alive).
import torch.distributed.nn.functional

from ..core import collectives
from ..core.device import backend_for
from ..core.options import RankInfo
from .options import AdaptOptions


class Session:
    def __init__(self, options: AdaptOptions, ranks: RankInfo, device: torch.device) -> None:
        self.options = options
        self.rank = ranks.rank
        self.world_size = ranks.world_size
        self.device = device
        self.timeout = timedelta(seconds=options.timeout_s)
        self.control: dist.ProcessGroup | None = None  # gloo, for small CPU messages
        self._warned: set[str] = set()

    @property
    def distributed(self) -> bool:
        return self.control is not None

    def start(self) -> None:
        if self.world_size == 1:
            return
        backend = backend_for(self.device.type)
        dist.init_process_group(
            backend,
            rank=self.rank,
            world_size=self.world_size,
            timeout=self.timeout,
            device_id=self.device if backend == "nccl" else None,
        )
        self.control = dist.group.WORLD if backend == "gloo" else dist.new_group(backend="gloo")

    def close(self) -> None:
        if dist.is_initialized():
            dist.destroy_process_group()
        self.control = None

    # -- messages ------------------------------------------------------------------------------

    def say(self, message: str) -> None:
        """A line on rank 0's standard error (the others are silent)."""
        if self.rank == 0:
            print(f"multigpu run: {message}", file=sys.__stderr__, flush=True)

    def warn_once(self, key: str, message: str) -> None:
        if key not in self._warned:
            self._warned.add(key)
            if self.rank == 0:
                print(f"multigpu run: warning: {message}", file=sys.__stderr__, flush=True)

    # -- collectives (no-ops in one process) ---------------------------------------------------

    def barrier(self, what: str) -> None:
        if self.control is not None:
            collectives.monitored_barrier(self.control, self.timeout, what)

    def broadcast_rng(self) -> torch.Tensor:
        """Rank 0's CPU random state, on every rank (set by the caller)."""
        state = torch.get_rng_state()
        if self.control is not None:
            dist.broadcast(state, 0, group=self.control)
        return state

    def gather(self, value: object) -> list[object]:
        return collectives.gather(value, self.control)

    def rank_seed(self, state: torch.Tensor) -> int:
        """A seed for this rank's own random stream, derived from a state every rank shares."""
        digest = hashlib.sha256(state.numpy().tobytes() + self.rank.to_bytes(4, "little"))
        return int.from_bytes(digest.digest()[:8], "little") & ((1 << 63) - 1)


def one_line_warnings() -> None:
    warnings.formatwarning = lambda message, *args, **kwargs: f"multigpu: warning: {message}\n"
