"""The small interface every parallel method implements.

A strategy only decides how a model is wrapped, how backward runs and what a checkpoint holds;
starting processes belongs to the launcher and the loop belongs to the user.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, ClassVar

import torch
from torch import nn
from torch.nn.parallel import DistributedDataParallel

from ..wrappers import ModuleWrapper

if TYPE_CHECKING:
    from ..comm.hooks import GradientSync


class Strategy:
    name: ClassVar[str]
    # True when one process per device is started (DDP, FSDP); False when a single process
    # drives every device it uses (single device, DataParallel).
    multiprocess: ClassVar[bool]
    # True when one process drives several devices (DataParallel).
    multi_device: ClassVar[bool] = False
    # True when the wrapped model takes (inputs, targets) and returns the loss (dp-balanced).
    computes_loss: ClassVar[bool] = False
    # True when parameters are replaced by shards (FSDP): the optimizer is rebuilt over them,
    # and checkpoints are directories written by every rank.
    sharded: ClassVar[bool] = False
    # True when the wrapped model already ran backward inside its forward (pipeline schedules).
    runs_backward: ClassVar[bool] = False
    # False when the ranks are not data-parallel replicas (pipeline stages read the same data).
    data_parallel: ClassVar[bool] = True
    # The `--sync` methods this strategy can average gradients with.
    sync_methods: ClassVar[tuple[str, ...]] = ("allreduce",)

    def __init__(
        self,
        device: torch.device,
        device_count: int = 1,
        output_device: int = 0,
        microbatches: int = 4,
        sync: str = "allreduce",
        ddp_options: dict[str, Any] | None = None,
    ) -> None:
        self.device = device
        self.device_count = device_count  # devices one process drives (DataParallel)
        self.output_device = output_device  # DataParallel: where outputs are gathered
        self.microbatches = microbatches  # pipeline: micro-batches per batch
        self.sync_method = sync  # DDP: how gradients are averaged (`--sync`)
        self.sync: GradientSync | None = None  # set by strategies that synchronize gradients
        self.ddp_options = dict(ddp_options or {})  # DDP's own keyword arguments

    def setup_module(self, module: nn.Module) -> nn.Module:
        """Move the module to the device and wrap it for this method."""
        return module.to(self.device)

    @contextlib.contextmanager
    def no_sync(self, module: nn.Module) -> Iterator[None]:
        """Skip gradient synchronization inside the block (for gradient accumulation)."""
        yield

    def join(self, module: nn.Module) -> contextlib.AbstractContextManager:
        """Handle ranks with different numbers of batches (nothing to do without collectives)."""
        return contextlib.nullcontext()

    def full_state_dict(self, module: nn.Module) -> dict[str, torch.Tensor]:
        """The whole model's state dict as plain tensors (call on every rank)."""
        return self.unwrap(module).state_dict()

    def writes_checkpoint(self, rank: int) -> bool:
        """Replicated models: rank 0 writes the one file. Sharded strategies: every rank."""
        return rank == 0

    def unwrap(self, module: nn.Module) -> nn.Module:
        """The user's own module, without wrappers, so state dicts carry no `module.` prefix."""
        return unwrap_module(module)


def find_wrapper(module: nn.Module, kind: type[nn.Module]) -> nn.Module | None:
    """The first `kind` in a chain of wrappers (e.g. DDP inside autocast, inside compile)."""
    while module is not None:
        if isinstance(module, kind):
            return module
        # torch.compile's wrapper forwards `.module` to the compiled model: look inside first.
        inner = module._modules.get("_orig_mod")
        module = inner if isinstance(inner, nn.Module) else getattr(module, "module", None)
    return None


def unwrap_module(module: nn.Module) -> nn.Module:
    """Peel off DDP, DataParallel, our own (`.module`) and torch.compile (`._orig_mod`) wrappers."""
    while True:
        if isinstance(module, (DistributedDataParallel, nn.DataParallel, ModuleWrapper)):
            module = module.module
        elif hasattr(module, "_orig_mod") and isinstance(module._orig_mod, nn.Module):
            module = module._orig_mod
        else:
            return module


def rebuild_optimizer(
    optimizer: torch.optim.Optimizer, before: dict[int, str], model: nn.Module
) -> torch.optim.Optimizer:
    """The same optimizer (class, groups, settings) over the parameters that replaced the old.

    `before` maps id(old parameter) -> its name; sharding keeps the names. Parameters that this
    rank no longer holds (other pipeline stages) are left out.
    """
    if optimizer.state:
        raise ValueError("set up the model before the optimizer takes its first step")
    after = dict(model.named_parameters())
    groups = [
        {**{k: v for k, v in group.items() if k != "params"},
         "params": [after[before[id(p)]] for p in group["params"] if before[id(p)] in after]}
        for group in optimizer.param_groups
    ]  # fmt: skip
    return type(optimizer)(groups, **optimizer.defaults)
