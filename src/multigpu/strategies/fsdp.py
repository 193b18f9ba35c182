"""FSDP2 (`torch.distributed.fsdp.fully_shard`): parameters, gradients and optimizer state are
sharded over the ranks, so a model larger than one device fits across several; and HSDP, the
same within each machine and replicated across machines, so that the gathers and reduce-
scatters of every layer stay on a machine's fast links and only one all-reduce of the shards
per step crosses the network.

Both lay their ranks out on a device mesh with named dimensions (`dp_shard`, and `dp_replicate`
for HSDP), as torchtitan and Accelerate name them. torch's FSDP and checkpoint modules are
imported where they are used: the command line reads these classes' options at every start.

Each repeated block is sharded as a unit (its full weights are gathered just before it runs and
freed after), then the layers after the blocks as one, then the root (units.py). Checkpoints are
sharded too, through torch.distributed.checkpoint, and can be loaded on another number of ranks.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch
import torch.distributed as dist
from torch import nn

from ..core.errors import InvalidOption
from ..core.syncbn import convert_sync_batchnorm
from ..core.torch_compat import flatten_mesh
from . import context, experts
from .base import ProcessPerDevice, rebuild_optimizer, with_loss
from .blocks import CheckpointedBlocks
from .checkpoints import ShardFolders
from .footprint import StepBytes, larger_phase
from .host_gather import gathers_on_host, host_gathered, plain_placements
from .materialize import Source, materialize
from .mesh import REST, check_degree
from .norms import clip_over_ranks
from .runtime import Runtime
from .units import fsdp_units

if TYPE_CHECKING:
    from ..core.precision import Precision


@dataclass(kw_only=True, frozen=True)
class DTensorParameters(ProcessPerDevice):
    """The methods whose parameters become DTensors (FSDP's shards, tensor parallelism's
    splits): the optimizer is rebuilt over them, the whole state is gathered with
    torch.distributed.checkpoint's state-dict functions, and a loss scaler agrees across ranks."""

    checkpoints = ShardFolders()  # every rank writes its own shards

    def grad_scaler(self, device_type: str) -> torch.amp.GradScaler:
        """torch's ShardedGradScaler: every rank holds only its shards' gradients, and this
        scaler all-reduces whether any overflowed, so every rank skips the same steps."""
        from torch.distributed.fsdp.sharded_grad_scaler import ShardedGradScaler

        return ShardedGradScaler(device_type)

    def setup_from_weights(
        self, runtime: Runtime, module: nn.Module, weights: Source, loss: nn.Module | None = None
    ) -> nn.Module:
        """Laid out on the meta device first (its shards and splits hold no memory), then each
        rank allocates and reads only its own part of every tensor."""
        wrapped = self.wrap(runtime, module)
        materialize(self.unwrap(wrapped), runtime.device, weights, laid_out=True)
        return with_loss(wrapped, loss)

    def setup_optimizer(
        self,
        runtime: Runtime,
        optimizer: torch.optim.Optimizer,
        model: nn.Module,
        names: dict[int, str],
    ) -> torch.optim.Optimizer:
        """A new optimizer over the shards that replaced the parameters."""
        return rebuild_optimizer(optimizer, names, self.unwrap(model))

    def full_state_dict(self, model: nn.Module) -> dict[str, torch.Tensor]:
        """Gathered from the shards; complete on rank 0, empty elsewhere (a collective)."""
        from torch.distributed.checkpoint.state_dict import (
            StateDictOptions,
            get_model_state_dict,
        )

        module = self.unwrap(model)
        device = next(module.parameters()).device
        if gathers_on_host(device):  # CUDA tensors over gloo: torch's gather crashes there
            sharded = get_model_state_dict(module)
            if plain_placements(sharded):
                return host_gathered(sharded, keep=dist.get_rank() == 0)
        options = StateDictOptions(full_state_dict=True, cpu_offload=True)
        return get_model_state_dict(module, options=options)


@dataclass(kw_only=True, frozen=True)
class ShardedParameters(CheckpointedBlocks, DTensorParameters):
    """What the methods that shard with FSDP2 share (fsdp, hsdp, fsdp+tp): their options, the
    units they shard and the order of the transforms, their memory and traffic formulas. Each
    method is a sibling on this base, none a kind of another: they differ in their degrees."""

    sync_batchnorm: bool = False
    """Batch-norm statistics over every rank's batch."""
    offload: bool = False
    """Keep the shards, their gradients and the optimizer state in host memory, moved to the
    GPU for each unit's forward and backward (FSDP2's CPUOffloadPolicy): more model for less
    speed."""
    bf16_parameters: bool = False
    """Gather each unit's parameters in bf16 and compute with them, while the shards, the
    optimizer and the reduction of the gradients stay in fp32 (FSDP2's MixedPrecisionPolicy):
    half the gathering traffic and the unsharded weights' memory."""
    dp_shard: int = REST
    """Ranks that each parameter, its gradient and optimizer state are sharded over, each
    reading batches of its own; -1 (the default): the rest."""
    cp: int = 1
    """Ranks that split each sequence between them (context parallelism: ring attention over
    the cp ranks, which read the same batches); CUDA only. The training step cuts its
    sequences inside `run.context_parallel(tokens, labels)`; `multigpu train` does."""
    ep: int = 1
    """Ranks of dp_shard that split a mixture of experts' experts between them, each token
    sent to its expert's rank and back (expert parallelism); must divide dp_shard."""

    def __post_init__(self) -> None:
        check_degree("dp_shard", self.dp_shard)
        check_degree("cp", self.cp, rest=False)  # a sequence is cut by a count of ranks
        check_degree("ep", self.ep, rest=False)
        if self.ep > 1 and (self.cp > 1 or self.name != "fsdp"):
            with_what = "cp" if self.cp > 1 else self.name
            raise InvalidOption("ep", self.ep, f"does not compose with {with_what} yet: fsdp only")

    def check_device_type(self, device_type: str) -> None:
        if self.offload and device_type != "cuda":
            raise InvalidOption(
                "offload", True, "moves shards off a GPU; this job runs on the CPU already"
            )
        context.check_device(self.cp, device_type)

    def check_model(self, module: nn.Module, world_size: int) -> None:
        super().check_model(module, world_size)
        context.check_model(self.cp, module)
        experts.check_model(self.ep, module)

    def degrees(self, machines: int = 1) -> dict[str, int]:
        return {"dp_shard": self.dp_shard, **self.cp_degree(), **self.ep_degree()}

    def ep_degree(self) -> dict[str, int]:
        """The ep degree, where the layout has one (borrowed from dp_shard)."""
        return {"ep": self.ep} if self.ep > 1 else {}

    def cp_degree(self) -> dict[str, int]:
        """The cp dimension, where the layout has one (a degree of 1 is left out of the mesh)."""
        return {"cp": self.cp} if self.cp > 1 else {}

    def describe_layout(self, runtime: Runtime) -> str:
        return f"mesh: {runtime.dims.describe()} ({self.name})"

    def wrap(self, runtime: Runtime, module: nn.Module) -> nn.Module:
        """Shard `module` in place: its units (units.py, the same under both doors), then the
        root."""
        if self.cp > 1:
            context.prepare(module)
        module = self.compile_step(runtime, self.checkpoint_blocks(module))
        if self.sync_batchnorm and runtime.world_size > 1:
            module = convert_sync_batchnorm(module, runtime.device.type)
        options = self.shard_options()
        if self.ep > 1:  # the experts are split over ep, not sharded by FSDP
            mesh = runtime.device_mesh()
            options["ignored_params"] = experts.split_experts(module, mesh, runtime.dims.replicas)
        apply_fsdp(module, shard_mesh(runtime), options)
        return module

    def memory_per_device(self, step: StepBytes, devices: int, machines: int) -> dict[str, float]:
        """(P + O)/N + 2U + the larger of A and G/N + U over the N ranks a parameter is sharded
        over (its layout's dp_shard): FSDP gathers one block whole and prefetches the next, and
        a block's gradients are whole until they are reduce-scattered. With offload, (P + O)/N
        stays on the host. With ep, the experts' share of P, O and G is split over the ep ranks
        instead of the N (E/ep for E/N), and a block gathers its other parameters only."""
        dims = self.dims_for(devices, machines)
        shards = dims.degree("dp_shard") * dims.degree("cp")
        experts = step.experts / step.trainable if dims.ep > 1 and step.trainable else 0.0

        def spread(total: float) -> float:  # one rank's part of a total over the parameters
            return total * (1 - experts) / shards + total * experts / dims.ep

        block = step.block * (1 - experts) if shards > 1 else 0.0
        # While backward runs, the block whose gradients are being made holds them whole; the
        # gradients made before it are sharded, unless they are kept for a later micro-batch.
        then = spread(max(step.gradients_then - step.block, 0.0))
        then += block if step.gradients_then else 0.0
        then += spread(step.gradients_kept)  # the previous step's, sharded, into the forward
        if step.accumulates_whole:
            then = step.gradients_then
        held = {
            "gathered blocks": 2 * block,
            **larger_phase(step.activations, then, spread(step.trainable) + block),
        }
        if self.offload:
            return held
        states = {"parameters": spread(step.parameters) + step.buffers}
        return {**states, "optimizer": spread(step.optimizer), **held}

    def traffic_per_step(self) -> float:
        """In gradient sizes sent: two all-gathers and a reduce-scatter over every rank; the
        blocks' forward again with activation checkpointing; offload's copies to and from the
        host."""
        extra = (0.5 if self.activation_checkpointing else 0.0) + (4.0 if self.offload else 0.0)
        return 3.0 + extra

    def shard_options(self) -> dict[str, Any]:
        """fully_shard's keywords for the options given."""
        from torch.distributed.fsdp import CPUOffloadPolicy, MixedPrecisionPolicy

        options: dict[str, Any] = {}
        if self.offload:
            options["offload_policy"] = CPUOffloadPolicy()
        if self.bf16_parameters:
            options["mp_policy"] = MixedPrecisionPolicy(
                param_dtype=torch.bfloat16, reduce_dtype=torch.float32
            )
        return options

    def clip_gradients(
        self,
        runtime: Runtime,
        model: nn.Module,
        optimizer: torch.optim.Optimizer,
        max_norm: float,
        precision: Precision,
    ) -> torch.Tensor:
        """torch's clipping, or with experts split over ep, the norm they and FSDP's shards
        make together (their DTensors live on two meshes, which torch's norm cannot stack)."""
        if self.ep == 1:
            return super().clip_gradients(runtime, model, optimizer, max_norm, precision)
        precision.unscale(optimizer)
        # Every other weight is spread over all the ranks by FSDP; an expert's, over one ep group.
        return clip_over_ranks(self.unwrap(model), max_norm, runtime.device, runtime.world_size)

    def check_precision(self, precision: str) -> None:
        if self.bf16_parameters and precision != "fp32":
            raise InvalidOption(
                "bf16_parameters",
                True,
                "is its own mixed precision: leave {precision} at fp32",
                precision=None,
            )

    def no_sync(self, model: nn.Module) -> contextlib.AbstractContextManager:
        """FSDP2's own switch: gradients accumulate unsharded and unreduced until the block
        ends (more memory, one reduce-scatter per accumulated step instead of per micro-batch)."""
        return _without_gradient_sync(self.unwrap(model))


@dataclass(kw_only=True, frozen=True)
class FSDP(ShardedParameters):
    """Parameters, gradients and optimizer state sharded over every rank (FSDP2 on a mesh of
    one dimension, `dp_shard`, or of `dp_shard x cp`)."""

    name = "fsdp"


@dataclass(kw_only=True, frozen=True)
class HSDP(ShardedParameters):
    """FSDP within each machine, replicated across machines (FSDP2 on a 2-D mesh)."""

    name = "hsdp"
    dp_replicate: int | None = None
    """Replicas of the sharded model (default: one per machine, each sharded over its devices);
    must divide the ranks."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.dp_replicate is not None:
            check_degree("dp_replicate", self.dp_replicate)

    def check_machines(self, machines: int, devices_per_machine: int) -> None:
        if self.dp_replicate is None and machines == 1:
            raise InvalidOption(
                "strategy",
                self.name,
                "on one machine it is fsdp (one replica); use {strategy} fsdp, or give "
                "{dp_replicate} to replicate within the machine",
                strategy=None,
                dp_replicate=None,
            )
        self.dims_for(machines * devices_per_machine, machines)

    def degrees(self, machines: int = 1) -> dict[str, int]:
        replicas = self.dp_replicate or machines
        return {"dp_replicate": replicas, "dp_shard": self.dp_shard, **self.cp_degree()}

    def traffic_per_step(self) -> float:
        """fsdp's within a machine, and one all-reduce of the shards across machines."""
        return super().traffic_per_step() - 0.5


def shard_mesh(runtime: Runtime) -> Any:
    """The mesh FSDP shards over: dp_shard, with cp flattened into it where the layout has one
    (each cp rank's gradients cover its part of the sequences: they are averaged over both, and
    the cp ranks hold shards instead of copies), under dp_replicate for HSDP."""
    mesh, dims = runtime.device_mesh(), runtime.dims
    replicate = ("dp_replicate",) if "dp_replicate" in dims.shape else ()
    if dims.degree("cp") > 1:
        return flatten_mesh(mesh, ("dp_shard", "cp"), "dp_shard_cp", under=replicate)
    if dims.ep > 1:  # dp_shard, cut in two for the experts: flattened when the mesh was built
        return flatten_mesh(mesh, ("ep_replicate", "ep"), "dp_shard")
    return mesh[(*replicate, "dp_shard")] if replicate else mesh["dp_shard"]


def apply_fsdp(module: nn.Module, mesh: Any, options: dict[str, Any]) -> None:
    """FSDP2 on `mesh` with fully_shard's `options`: the units (units.py), then the root."""
    from torch.distributed.fsdp import fully_shard

    for unit in fsdp_units(module):
        fully_shard(unit, mesh=mesh, **options)
    fully_shard(module, mesh=mesh, **options)


@contextlib.contextmanager
def _without_gradient_sync(module: nn.Module) -> Iterator[None]:
    module.set_requires_gradient_sync(False)
    try:
        yield
    finally:
        module.set_requires_gradient_sync(True)
