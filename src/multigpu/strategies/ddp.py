"""DistributedDataParallel: one process per device, gradients averaged by all-reduce in backward."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from torch import nn
from torch.nn.parallel import DistributedDataParallel

from .base import Strategy


class DDP(Strategy):
    name = "ddp"
    multiprocess = True

    def setup_module(self, module: nn.Module) -> nn.Module:
        module = module.to(self.device)
        device_ids = [self.device.index] if self.device.type == "cuda" else None
        return DistributedDataParallel(module, device_ids=device_ids)

    @contextlib.contextmanager
    def no_sync(self, module: nn.Module) -> Iterator[None]:
        if isinstance(module, DistributedDataParallel):
            with module.no_sync():
                yield
        else:
            yield
