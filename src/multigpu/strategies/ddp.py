"""DistributedDataParallel: one process per device, gradients averaged in backward (by the
backend's all-reduce, or another `--sync` method)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from torch import nn
from torch.distributed.algorithms.join import Join
from torch.nn.parallel import DistributedDataParallel

from ..comm.hooks import SYNC_METHODS, GradientSync
from .base import Strategy, find_wrapper


def ddp_keywords(
    bucket_mb: float | None = None,
    gradient_as_bucket_view: bool = False,
    static_graph: bool = False,
) -> dict[str, Any]:
    """DistributedDataParallel's keyword arguments for the tunable settings; torch's defaults
    (25 MB buckets, gradients copied into buckets, a dynamic graph) are left unsaid."""
    keywords: dict[str, Any] = {}
    if bucket_mb:
        keywords["bucket_cap_mb"] = bucket_mb
    if gradient_as_bucket_view:
        keywords["gradient_as_bucket_view"] = True
    if static_graph:
        keywords["static_graph"] = True
    return keywords


class DDP(Strategy):
    name = "ddp"
    multiprocess = True
    sync_methods = SYNC_METHODS

    def setup_module(self, module: nn.Module) -> nn.Module:
        module = module.to(self.device)
        device_ids = [self.device.index] if self.device.type == "cuda" else None
        ddp = DistributedDataParallel(module, device_ids=device_ids, **self.ddp_options)
        self.sync = GradientSync(self.sync_method, ddp)
        return ddp

    @contextlib.contextmanager
    def no_sync(self, module: nn.Module) -> Iterator[None]:
        ddp = find_wrapper(module, DistributedDataParallel)
        if ddp is None:
            yield
        else:
            with ddp.no_sync():
                yield

    def join(self, module: nn.Module) -> contextlib.AbstractContextManager:
        ddp = find_wrapper(module, DistributedDataParallel)
        return Join([ddp]) if ddp is not None else contextlib.nullcontext()
