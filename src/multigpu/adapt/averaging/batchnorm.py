"""Batch norm under `multigpu run`.

- Default: statistics over each rank's slice, which is what DataParallel computes on each GPU
  (rank r's slice is DataParallel's chunk r), at no communication cost. Running statistics follow
  rank 0, as DataParallel's follow GPU 0's replica: DDP broadcasts them for a DataParallel model,
  and for a model the script never wrapped they are broadcast at every optimizer step. A script
  written for one GPU normalised over the whole batch, so a warning says the statistics now cover
  a slice and how to get the global batch back. In a model under DDP (nn.DataParallel's turned
  DDP) a note says so: DataParallel on N GPUs normalised per chunk too, but on one it did not,
  and `--verify` names batch norm per rank from either line.
- `--sync-batchnorm`: statistics over the global batch (the project's GlobalBatchNorm, on every
  device type), which reproduces one device.
"""

from __future__ import annotations

import sys
from typing import Any

import torch
import torch.distributed as dist
from torch.optim.optimizer import register_optimizer_step_pre_hook

from ...core.syncbn import GlobalBatchNorm
from ...core.torch_compat import BatchNormBase
from ..data.shares import Shares
from ..worker.session import Session


class BatchNormPolicy:
    def __init__(
        self, session: Session, synchronized: bool, shares: Shares, per_device: bool = False
    ) -> None:
        self.session = session
        self.synchronized = synchronized
        self.shares = shares
        self.per_device = per_device  # a rank's batch is a whole one of the script's
        self._followers: list[BatchNormBase] = []  # unwrapped modules whose stats follow rank 0
        self.patches = session.patches  # the session's one stack

    def install(self) -> None:
        if not self.session.distributed:
            return
        local_forward = BatchNormBase.forward

        def forward(module: BatchNormBase, input: torch.Tensor) -> torch.Tensor:
            if not module.training or isinstance(module, GlobalBatchNorm):
                return local_forward(module, input)
            if self.synchronized:
                self.session.connect()
                return GlobalBatchNorm.forward(module, input)  # type: ignore[arg-type]
            if not self.session.marks.owned_by_ddp(module):
                if module.track_running_stats:
                    self._follow(module)
                if self._sliced():
                    self._warn_sliced(module)
            elif self._sliced():  # DDP's (nn.DataParallel's turned DDP): per slice, as on N GPUs
                self.session.say_once(
                    "batchnorm",
                    f"{type(module).__name__} in a DDP-wrapped model normalises over each "
                    f"rank's slice of the batch (about 1/{self.session.replicas} of it), as "
                    "nn.DataParallel does over each GPU's chunk; add --sync-batchnorm for "
                    "statistics over the global batch",
                )
            return local_forward(module, input)

        self.patches.swap(BatchNormBase, "forward", forward)
        self.patches.hook(register_optimizer_step_pre_hook(self._broadcast_statistics))
        self._subclasses_own_forward(forward, local_forward)

    def _subclasses_own_forward(self, forward: Any, local_forward: Any) -> None:
        """A subclass with a forward of its own (timm's BatchNormAct2d: the normalisation
        and an activation in one) calls `F.batch_norm` itself, past the forward swapped
        above: it went unwarned, and --sync-batchnorm left it per rank. Its own
        `F.batch_norm` on its own statistics goes through the same policy (the rest of its
        forward, the activation, stays as it is). Found from the caller's frame, so that no
        other module's forward pays for it."""
        functional = torch.nn.functional.batch_norm
        # torch's own forward: every plain batch norm's caller, and the policy's own (it
        # calls that forward, never a subclass's, so it does not come back here).
        plain = local_forward.__code__

        def batch_norm(input: torch.Tensor, running_mean: Any, *args: Any, **kwargs: Any) -> Any:
            caller = sys._getframe(1)
            if caller.f_code is plain:  # no more asked
                return functional(input, running_mean, *args, **kwargs)
            module = caller.f_locals.get("self")
            if (
                not isinstance(module, BatchNormBase)
                or type(module).forward is forward  # through the policy already
                or isinstance(module, (GlobalBatchNorm, torch.nn.SyncBatchNorm))
                or not module.training
                or running_mean is not module.running_mean
            ):
                return functional(input, running_mean, *args, **kwargs)
            return forward(module, input)

        self.patches.swap(torch.nn.functional, "batch_norm", batch_norm)

    def _sliced(self) -> bool:
        """The batch this forward normalises is a rank's slice of a global batch (not a batch
        nothing split, nor a whole one of the script's per device)."""
        return self.shares.sliced and not self.per_device

    def _follow(self, module: BatchNormBase) -> None:
        if not any(m is module for m in self._followers):
            self._followers.append(module)

    def _warn_sliced(self, module: BatchNormBase) -> None:
        self.session.warn_once(
            "batchnorm",
            f"{type(module).__name__} normalises over each rank's slice of the batch "
            f"(about 1/{self.session.replicas} of it), not the whole batch as on one GPU; "
            "add --sync-batchnorm for statistics over the global batch",
        )

    def _broadcast_statistics(self, *args: Any) -> None:
        if self._followers:
            self.session.connect()
        for module in self._followers:
            for buffer in (module.running_mean, module.running_var, module.num_batches_tracked):
                if buffer is not None:
                    dist.broadcast(buffer, 0)
