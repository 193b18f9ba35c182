"""One process driving every GPU: torch's DataParallel, and a balanced variant.

`dp` splits each (global) batch over the GPUs, runs a replica of the model on each, and gathers
the outputs on one GPU (the output device), where the loss is computed. That GPU therefore holds
every output and does more work than the others.

`dp-balanced` also computes the loss on each GPU, next to the replica that produced the outputs,
and gathers only one number per GPU. The loss must average over its batch (reduction "mean");
the per-GPU losses are combined weighted by the samples each GPU got, which is exactly the
global batch's mean.

Without CUDA there is nothing to split over: both run the model on the one CPU device, with a
warning, so that a script written for them still runs (and gives the same numbers as `single`).
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn
from torch.nn.parallel import parallel_apply, replicate, scatter

from ..core.errors import InvalidOption
from .base import Layout, ModuleWrapper, Strategy, WithLoss, with_loss
from .runtime import Runtime


@dataclass(kw_only=True, frozen=True)
class DataParallel(Strategy):
    """One process, every GPU, outputs gathered on one of them: torch's DataParallel (the loss
    computed on the output device), or with `loss_per_device` the balanced variant."""

    one_process = True
    output_device: int = 0
    """The GPU that gathers the outputs."""
    loss_per_device: bool = False
    """Compute the loss on every GPU beside its replica and gather one number per GPU, not
    every output (dp-balanced)."""

    @property
    def name(self) -> str:
        return "dp-balanced" if self.loss_per_device else "dp"

    def __post_init__(self) -> None:
        if isinstance(self.output_device, bool) or not isinstance(self.output_device, int):
            raise InvalidOption("output_device", self.output_device, "must be a GPU index")
        if self.output_device < 0:
            raise InvalidOption("output_device", self.output_device, "must be 0 or more")

    def layout(self, device_type: str, devices: int, threads_per_device: int) -> Layout:
        """One process drives every GPU (or, without CUDA, the one CPU device)."""
        count = devices if device_type == "cuda" else 1
        if self.output_device >= count:
            raise InvalidOption(
                "output_device", self.output_device, f"not one of the {count} device(s)"
            )
        return Layout(1, count, threads_per_device * devices)

    def device_ids(self, runtime: Runtime) -> list[int]:
        if runtime.device.type != "cuda":
            warnings.warn(
                f"strategy {self.name!r}: no CUDA GPU is visible, and DataParallel needs GPUs to "
                "split a batch over; running on one CPU device instead (like 'single')",
                stacklevel=4,
            )
            return []
        return list(range(runtime.placement.devices_per_process))

    def setup_module(
        self, runtime: Runtime, module: nn.Module, loss: nn.Module | None = None
    ) -> nn.Module:
        if self.loss_per_device and loss is None:
            raise ValueError(
                f"strategy {self.name!r} computes the loss itself: pass it as "
                "run.setup(model, optimizer, loss=nn.CrossEntropyLoss())"
            )
        ids = self.device_ids(runtime)
        module = self.wrap(runtime, module.to(runtime.device))
        if self.loss_per_device:
            return LossParallel(module, loss, ids, self.output_device)
        parallel = nn.DataParallel(module, device_ids=ids, output_device=self.output_device)
        return with_loss(parallel, loss)

    def describe_batch(self, runtime: Runtime, batch_size: int, accumulate: int = 1) -> str:
        devices = runtime.placement.devices_per_process
        split = f"batch {batch_size} split over {devices} device(s)"
        return split + (f", {batch_size * accumulate} per step" if accumulate > 1 else "")

    def memory_devices(self, runtime: Runtime) -> list[torch.device]:
        if runtime.device.type != "cuda":
            return [runtime.device]
        return [torch.device("cuda", i) for i in range(torch.cuda.device_count())]


class LossParallel(ModuleWrapper):
    """`model(inputs, targets)` -> the loss of the whole batch, computed on every GPU."""

    def __init__(
        self, module: nn.Module, loss: nn.Module, device_ids: list[int], output_device: int
    ) -> None:
        super().__init__()
        self.module = module
        self.with_loss = WithLoss(module, loss)
        self.device_ids = device_ids
        self.output_device = output_device

    def forward(self, inputs: Any, targets: torch.Tensor | None = None) -> torch.Tensor:
        if targets is None:  # inference: the plain model on the output device
            return self.module(inputs)
        if not self.device_ids:
            return self.with_loss(inputs, targets)
        chunks = scatter((inputs, targets), self.device_ids)  # [(inputs_i, targets_i), ...]
        replicas = replicate(self.with_loss, self.device_ids[: len(chunks)])
        losses = parallel_apply(replicas, chunks)
        sizes = [len(chunk[1]) for chunk in chunks]
        # Only one scalar per GPU travels to the output device.
        weighted = [loss.to(self.output_device) * n for loss, n in zip(losses, sizes, strict=True)]
        return torch.stack(weighted).sum() / sum(sizes)

    def state_dict(self, *args: Any, **kwargs: Any) -> Any:  # the user's model, not the loss
        return self.module.state_dict(*args, **kwargs)
