"""DistributedDataParallel: one process per device, gradients averaged in backward (by the
backend's all-reduce, or another `sync` method)."""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn
from torch.distributed.algorithms.join import Join
from torch.nn.parallel import DistributedDataParallel

from ..comm.hooks import SYNC_METHODS, GradientSync
from ..core.errors import UsageError, check_choice
from ..core.fields import option
from ..core.torch_compat import ddp_timing
from .base import Strategy, check_positive, find_wrapper
from .blocks import checkpointable_blocks
from .footprint import StepBytes, larger_phase
from .mesh import REST, check_degree
from .parallelize import Steps, parallelize
from .runtime import Runtime


@dataclass(kw_only=True, frozen=True)
class DDP(Strategy):
    name = "ddp"
    dp_replicate: int = REST
    """Ranks that each hold the whole model (with dp_shard: the whole sharded one) and read
    batches of their own; -1: the rest (ddp: every rank; hsdp: one replica per machine unless
    given)."""
    bucket_mb: float | None = None
    """Gradient bucket size in MB (default: torch's, 25)."""
    gradient_as_bucket_view: bool = False
    """Gradients live in the buckets (less memory)."""
    static_graph: bool = False
    """The graph is the same every step (lets DDP optimize)."""
    sync: str = option("allreduce", choices=SYNC_METHODS)
    """How gradients are averaged: torch's all-reduce; bf16, fp16 or powersgd compression (torch's
    communication hooks); ring or ps, written here to teach and to measure."""
    sync_batchnorm: bool = False
    """Batch-norm statistics over every rank's batch."""
    find_unused_parameters: bool = False
    """The forward may leave parameters unused (DDP then looks for them after every
    backward)."""
    activation_checkpointing: bool = False
    """Keep only each repeated block's input for backward and compute the rest again there
    (torch.utils.checkpoint, non-reentrant): less activation memory for about a third more
    compute."""

    def __post_init__(self) -> None:
        check_degree("dp_replicate", self.dp_replicate)
        check_positive("bucket_mb", self.bucket_mb, allow_none=True)
        check_choice("sync", self.sync, SYNC_METHODS)

    def degrees(self, machines: int = 1) -> dict[str, int]:
        return {"dp_replicate": self.dp_replicate}

    def ddp_keywords(self) -> dict[str, Any]:
        """DistributedDataParallel's keyword arguments for the settings given; torch's defaults
        (25 MB buckets, gradients copied into buckets, a dynamic graph) are left unsaid."""
        keywords: dict[str, Any] = {}
        if self.bucket_mb:
            keywords["bucket_cap_mb"] = self.bucket_mb
        if self.gradient_as_bucket_view:
            keywords["gradient_as_bucket_view"] = True
        if self.static_graph:
            keywords["static_graph"] = True
        if self.find_unused_parameters:
            keywords["find_unused_parameters"] = True
        return keywords

    def check_model(self, module: nn.Module, world_size: int) -> None:
        if self.activation_checkpointing:
            checkpointable_blocks(module)

    def wrap(self, runtime: Runtime, module: nn.Module) -> nn.Module:
        """Blocks checkpointed, compiled, then replicated by DDP (parallelize.py)."""

        def replicate(module: nn.Module, _: set[nn.Parameter]) -> nn.Module:
            device = runtime.device
            device_ids = [device.index] if device.type == "cuda" else None
            ddp = NamingDDP(module, device_ids=device_ids, **self.ddp_keywords())
            runtime.wrapper, runtime.sync = ddp, GradientSync(self.sync, ddp)
            return ddp

        steps = Steps(
            activation_checkpointing=self.activation_checkpointing,
            sync_batchnorm=self.sync_batchnorm,
            data_parallel=replicate,
        )
        return parallelize(runtime, module, steps)

    def setup_optimizer(
        self,
        runtime: Runtime,
        optimizer: torch.optim.Optimizer,
        model: nn.Module,
        names: dict[int, str],
    ) -> torch.optim.Optimizer:
        sync: GradientSync | None = runtime.sync
        if sync is not None:  # traffic per step
            optimizer.register_step_post_hook(lambda *_: sync.step_done())
        return optimizer

    def no_sync(self, model: nn.Module) -> contextlib.AbstractContextManager:
        ddp = find_wrapper(model, DistributedDataParallel)
        return ddp.no_sync() if ddp is not None else contextlib.nullcontext()

    def join(self, model: nn.Module) -> contextlib.AbstractContextManager:
        ddp = find_wrapper(model, DistributedDataParallel)
        return Join([ddp]) if ddp is not None else contextlib.nullcontext()

    def memory_per_device(self, step: StepBytes, devices: int, machines: int) -> dict[str, float]:
        """P + O + the larger of A (with the gradients alive beside it) and 2G: every rank holds
        the whole model, and gradients are averaged from flat copies of them (DDP's buckets, or
        multigpu run's)."""
        late = step.trainable * (2 if devices > 1 else 1)
        return {
            "parameters": step.parameters + step.buffers,
            "optimizer": step.optimizer,
            **larger_phase(step.activations, step.gradients_then + step.gradients_kept, late),
        }

    def traffic_per_step(self) -> float:
        """In gradient sizes sent: one all-reduce (twice the gradients, as a ring sends them)."""
        return 2.0 + (0.5 if self.activation_checkpointing else 0.0)

    def traffic_report(self, runtime: Runtime) -> dict[str, Any] | None:
        sync: GradientSync | None = runtime.sync
        return sync.report() if sync is not None and sync.steps else None

    def sync_timing(self, runtime: Runtime) -> dict[str, float] | None:
        ddp = runtime.wrapper
        if ddp is None:
            return None
        # DDP's reducer times the first ten steps and every hundredth after (CPU timers, or
        # CUDA events read only on those steps), in nanoseconds.
        timing = ddp_timing(ddp)
        if not timing.get("avg_backward_compute_time"):
            return None
        compute = timing["avg_forward_compute_time"] + timing["avg_backward_compute_time"]
        exposed = timing["avg_backward_comm_time"] - timing.get(
            "avg_backward_compute_comm_overlap_time", 0
        )
        return {"compute_s": compute / 1e9, "exposed_comm_s": max(0, exposed) / 1e9}


class UnusedParameters(UsageError):
    """The model left parameters without a gradient, which DDP cannot average by default."""


class NamingDDP(DistributedDataParallel):
    """DDP (`.module` is still the user's model), whose error about parameters that got no
    gradient names them, in one line."""

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().forward(*args, **kwargs)
        except RuntimeError as error:
            found = re.search(r"did not receive grad for rank \d+: ([\d ]+)", str(error))
            if "finished reduction in the prior iteration" not in str(error) or not found:
                raise
            names = [n for n, p in self.module.named_parameters() if p.requires_grad]
            unused = [names[int(i)] for i in found.group(1).split() if int(i) < len(names)]
            raise UnusedParameters(
                f"these parameters got no gradient in the last step: {', '.join(unused)}; if "
                "the model leaves them out on purpose, pass DDP(find_unused_parameters=True) "
                "(--find-unused-parameters)"
            ) from None
