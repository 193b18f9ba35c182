"""The interface every parallel method implements, and the pieces they share.

A strategy is an options object (its frozen dataclass fields, checked when it is built) that
also owns the behaviour of its method: the processes and devices it needs, how it wraps the
model and the optimizer, runs backward, clips, pauses gradient sync, and writes and reads
checkpoints. What a worker builds while it runs the method (its placement, the mesh, the
wrapper) is not the strategy's: it lives in a `Runtime` (runtime.py) that the worker-side
methods are given. `Run` delegates to it; nothing else asks a strategy what kind it is.
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel

from ..core.device import backend_for
from ..core.errors import InvalidOption
from ..core.torch_compat import compiled_inner
from ..core.wrappers import ModuleWrapper
from .checkpoints import ShardFolders, WholeFile
from .footprint import StepBytes
from .materialize import materialize
from .mesh import REST, MeshDims
from .parallelize import Steps, parallelize
from .runtime import Runtime

if TYPE_CHECKING:
    from ..core.precision import Precision
    from .materialize import Source


@dataclass(frozen=True)
class Layout:
    """What a strategy needs from the launcher on one node."""

    processes: int  # started on this node
    devices_per_process: int  # devices one process drives (DataParallel: all of them)
    threads_per_process: int


@dataclass(kw_only=True, frozen=True)
class Strategy:
    """The interface, and what most methods do: one process per device, each reading batches
    of its own, no wrapper.

    Each method is a direct subclass (none is a kind of another): it adds its options as
    dataclass fields (validated in `__post_init__`), says its degrees, and overrides the
    methods where it differs. What they share beyond this lives in functions and small
    objects of its own (parallelize.py, checkpoints.py), not in a chain of bases.
    """

    name: ClassVar[str]
    # How its checkpoints are written: one file by rank 0 (replicated models) unless the
    # method shards them (checkpoints.ShardFolders).
    checkpoints: ClassVar[WholeFile | ShardFolders] = WholeFile()
    # A method of one process, whatever drives its devices (single, dp): no collectives, and a
    # layout of one rank.
    one_process: ClassVar[bool] = False

    # -- before any process exists: the launcher asks ------------------------------------------

    def device_request(self, devices: int | str) -> int | str:
        """The `devices` to plan for, given the user's request."""
        return devices

    def layout(self, device_type: str, devices: int, threads_per_device: int) -> Layout:
        """Processes and devices per process for `devices` devices of one node."""
        return Layout(devices, 1, threads_per_device)

    def degrees(self, machines: int = 1) -> dict[str, int]:
        """The method's degrees by name, at most one of them the rest (REST): its layout,
        whatever the world. The methods differ here, not in how a layout is worked out; the
        base's ranks each read batches of their own."""
        return {"dp_replicate": REST}

    def dims_for(self, world_size: int, machines: int = 1) -> MeshDims:
        """The method's parallel degrees on `world_size` ranks over `machines`, validated
        with no process."""
        if self.one_process:
            return MeshDims.of(1, dp_replicate=1)
        return MeshDims.of(world_size, **self.degrees(machines))

    def check_world_size(self, world_size: int) -> None:
        """Refuse a world that a launcher made and this method cannot lay out."""
        self.dims_for(world_size)

    def check_model(self, module: nn.Module, world_size: int) -> None:
        """Refuse, before any worker starts, a model this method's options cannot apply to on
        `world_size` ranks (built on the meta device: no memory, no time)."""

    def check_device_type(self, device_type: str) -> None:
        """Refuse, before any worker starts, a kind of device this method's options cannot use."""

    def check_machines(self, machines: int, devices_per_machine: int) -> None:
        """Refuse, before any worker starts, a job of this many machines that this method
        cannot lay out: a degree the world cannot hold."""
        self.dims_for(machines * devices_per_machine, machines)

    def describe_layout(self, runtime: Runtime) -> str | None:
        """The device mesh, for the start-up line (None: a method without one)."""
        return None

    def layout_summary(self, runtime: Runtime, batch_size: int) -> dict[str, Any]:
        """What a job's summary says of its layout: the degrees, and what the method adds."""
        return {"degrees": runtime.dims.shape}

    def check_precision(self, precision: str) -> None:
        """Refuse a precision this method cannot apply."""

    def check_compile(self, compile: bool) -> None:
        """Refuse torch.compile where this method's layout cannot run compiled code."""

    # -- in the worker, once ---------------------------------------------------------------------

    def setup_environment(self, runtime: Runtime) -> None:
        """Anything the method needs before models exist: its collectives need a process
        group even when the job has one process (a lone process gets an in-memory store, no
        port)."""
        if not self.one_process and not dist.is_initialized():
            backend = backend_for(runtime.device.type)
            dist.init_process_group(backend, store=dist.HashStore(), rank=0, world_size=1)

    # -- model and optimizer --------------------------------------------------------------------

    def setup_module(
        self, runtime: Runtime, module: nn.Module, loss: nn.Module | None = None
    ) -> nn.Module:
        """Move the module to the device and wrap it for this method. With `loss`, the returned
        model's `model(inputs, targets)` returns the loss; `model(inputs)` still predicts."""
        return with_loss(self.wrap(runtime, module.to(runtime.device)), loss)

    def setup_from_weights(
        self, runtime: Runtime, module: nn.Module, weights: Source, loss: nn.Module | None = None
    ) -> nn.Module:
        """`setup_module` for a model built on the meta device (checked against its weights,
        `materialize.check_weights`): a method that keeps the whole model on each device makes
        it whole there, fills it from `weights`, then wraps it."""
        materialize(module, runtime.device, weights, laid_out=False)
        return self.setup_module(runtime, module, loss)

    def wrap(self, runtime: Runtime, module: nn.Module) -> nn.Module:
        """The method's transforms (parallelize.py) applied to a module already on the device
        (or the meta device): the base's are compilation alone."""
        return parallelize(runtime, module, Steps())

    def setup_optimizer(
        self,
        runtime: Runtime,
        optimizer: torch.optim.Optimizer,
        model: nn.Module,
        names: dict[int, str],
    ) -> torch.optim.Optimizer:
        """The optimizer to use over the set-up model; `names` maps id(original parameter) to
        its name, for methods that replace parameters."""
        return optimizer

    def grad_scaler(self, device_type: str) -> torch.amp.GradScaler:
        """The grad scaler fp16 uses with this method."""
        return torch.amp.GradScaler(device_type)

    def backward(self, loss: torch.Tensor, precision: Precision) -> None:
        precision.backward(loss)

    def clip_gradients(
        self,
        runtime: Runtime,
        model: nn.Module,
        optimizer: torch.optim.Optimizer,
        max_norm: float,
        precision: Precision,
    ) -> torch.Tensor:
        """Clip the global norm of the gradients (after unscaling); returns that norm."""
        precision.unscale(optimizer)
        return torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)

    def no_sync(self, model: nn.Module) -> contextlib.AbstractContextManager:
        """Skip gradient synchronization inside the block (for gradient accumulation)."""
        return contextlib.nullcontext()

    def join(self, model: nn.Module) -> contextlib.AbstractContextManager:
        """Handle ranks with different numbers of batches (nothing to do without collectives)."""
        return contextlib.nullcontext()

    def unwrap(self, model: nn.Module) -> nn.Module:
        """The user's own module, without wrappers, so state dicts carry no `module.` prefix."""
        return unwrap_module(model)

    def full_state_dict(self, model: nn.Module) -> dict[str, torch.Tensor]:
        """The whole model's state dict as plain tensors (call on every rank)."""
        return self.unwrap(model).state_dict()

    # -- data, memory, traffic ------------------------------------------------------------------

    def global_batch_size(self, batch_size: int, world_size: int) -> int:
        """Samples one optimizer step consumes across the job, for a loader's `batch_size`."""
        return batch_size * self.dims_for(world_size).replicas

    def describe_batch(self, runtime: Runtime, batch_size: int, accumulate: int = 1) -> str:
        """What a loader's batch size means for this method, for a job's opening line."""
        if self.one_process:
            return f"batch {batch_size}" + (
                f", {batch_size * accumulate} per step" if accumulate > 1 else ""
            )
        total = self.global_batch_size(batch_size, runtime.world_size) * accumulate
        return f"batch {batch_size} per device, {total} global"

    def memory_per_device(self, step: StepBytes, devices: int, machines: int) -> dict[str, float]:
        """The bytes a device holds at a step's peak on `devices` over `machines`, by kind, from
        one process's step (`multigpu plan`); the methods multigpu run applies give one."""
        raise NotImplementedError(f"{self.name} has no memory formula")

    def traffic_per_step(self) -> float:
        """What a step sends beyond one device's compute, in gradient sizes, to rank layouts
        that fit (lower runs faster)."""
        raise NotImplementedError(f"{self.name} has no traffic formula")

    def memory_devices(self, runtime: Runtime) -> list[torch.device]:
        """The devices whose peak memory this process reports."""
        return [runtime.device]

    def traffic_report(self, runtime: Runtime) -> dict[str, Any] | None:
        """This rank's gradient-synchronization traffic per step, if the method counts it."""
        return None

    def sync_timing(self, runtime: Runtime) -> dict[str, float] | None:
        """Seconds per step of compute and of gradient sync left exposed, if the method
        times them (DDP does, on a sample of its steps)."""
        return None

    # -- checkpoints ------------------------------------------------------------------------------

    def unwrapped(self, state: Mapping[str, Any]) -> dict[str, Any]:
        return {k: self.unwrap(v) if isinstance(v, nn.Module) else v for k, v in state.items()}


def check_positive(name: str, value: float | None, allow_none: bool = False) -> None:
    if value is None and allow_none:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise InvalidOption(name, value, "must be a positive number")


# -- wrappers ---------------------------------------------------------------------------------


class WithLoss(ModuleWrapper):
    """`model(inputs, targets)` -> the loss; `model(inputs)` -> the outputs."""

    def __init__(self, module: nn.Module, loss: nn.Module) -> None:
        super().__init__()
        self.module = module
        self.loss = loss

    def forward(self, inputs: Any, targets: Any = None) -> Any:
        outputs = self.module(inputs)
        return outputs if targets is None else self.loss(outputs, targets)


def with_loss(model: nn.Module, loss: nn.Module | None) -> nn.Module:
    return model if loss is None else WithLoss(model, loss)


def find_wrapper(module: nn.Module, kind: type[nn.Module]) -> nn.Module | None:
    """The first `kind` in a chain of wrappers (e.g. DDP inside autocast, inside compile)."""
    while module is not None:
        if isinstance(module, kind):
            return module
        # torch.compile's wrapper forwards `.module` to the compiled model: look inside first.
        inner = compiled_inner(module)
        module = inner if inner is not None else getattr(module, "module", None)
    return None


def unwrap_module(module: nn.Module) -> nn.Module:
    """Peel off DDP, DataParallel, our own (`.module`) and torch.compile (`._orig_mod`) wrappers."""
    while True:
        if isinstance(module, (DistributedDataParallel, nn.DataParallel, ModuleWrapper)):
            module = module.module
        elif (inner := compiled_inner(module)) is not None:
            module = inner
        else:
            return module


def rebuild_optimizer(
    optimizer: torch.optim.Optimizer,
    before: dict[int, str],
    model: nn.Module,
    copies: dict[str, str] | None = None,
) -> torch.optim.Optimizer:
    """The same optimizer (class, groups, settings) over the parameters that replaced the old.

    `before` maps id(old parameter) -> its name; sharding keeps the names. Parameters that this
    rank no longer holds (other pipeline stages) are left out. `copies` names the copy a tied
    weight was given (the pipeline's head, tied.py), which joins its weight's group.
    """
    if optimizer.state:
        raise ValueError("set up the model before the optimizer takes its first step")
    after = dict(model.named_parameters())
    copies = copies or {}

    def held(name: str) -> list[nn.Parameter]:
        return [after[n] for n in (name, copies.get(name)) if n in after]

    groups = [
        {
            **{k: v for k, v in group.items() if k != "params"},
            "params": [q for p in group["params"] for q in held(before[id(p)])],
        }
        for group in optimizer.param_groups
    ]
    # Only the settings its constructor takes: AdamW's defaults hold `decoupled_weight_decay`,
    # which it sets itself and refuses as an argument. The groups carry every setting anyway.
    accepted = inspect.signature(type(optimizer).__init__).parameters
    defaults = {k: v for k, v in optimizer.defaults.items() if k in accepted}
    return type(optimizer)(groups, **defaults)
