"""The layouts of DTensor parameters on a device mesh: FSDP2 (`fully_shard`), its hybrid HSDP,
tensor parallelism and their compositions, as one method whose degrees say what applies.

- `dp_shard`: parameters, gradients and optimizer state sharded over the ranks (FSDP2), so a
  model larger than one device fits across several;
- `dp_replicate` with it: HSDP, the shards replicated, so that the gathers and reduce-scatters
  of every layer stay on a machine's fast links and one all-reduce of the shards per step
  crosses the network;
- `tp`: each block's matrices split within groups of neighbouring ranks (tensor.py);
- `cp`: each sequence cut over ranks that attend in a ring (context.py, CUDA only);
- `ep`: a mixture's experts split over ranks of dp_shard (experts.py).

The presets are these degrees (`fsdp`: dp_shard the rest; `hsdp`: dp_replicate one per machine;
`fsdp+tp`: tp 2; `tp`: tp the rest and dp_shard 1, where no FSDP applies), and a preset's name
is what its degrees mean (`Sharded(tp=2).name` is fsdp+tp). The transforms apply in
parallelize.py's one order. Each repeated block is sharded as a unit (its full weights are
gathered just before it runs and freed after), then the layers after the blocks as one, then the
root (units.py). Checkpoints are sharded too, through torch.distributed.checkpoint, and load on
another number of ranks. torch's FSDP and checkpoint modules are imported where they are used:
the command line reads this class's options at every start.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import torch
import torch.distributed as dist
from torch import nn

from ..core.errors import InvalidOption
from ..core.torch_compat import flatten_mesh
from . import context, experts
from .base import Strategy, rebuild_optimizer, with_loss
from .blocks import checkpointable_blocks
from .checkpoints import ShardFolders
from .footprint import StepBytes, larger_phase
from .host_gather import gathers_on_host, host_gathered, plain_placements
from .materialize import Source, materialize
from .mesh import REST, check_degree
from .norms import clip_over_ranks
from .parallelize import Steps, parallelize
from .runtime import Runtime
from .units import fsdp_units

if TYPE_CHECKING:
    from ..core.precision import Precision
    from .tensor import TensorSplit


@dataclass(kw_only=True, frozen=True)
class Sharded(Strategy):
    """Parameters as DTensors over the degrees given: sharded by FSDP2 over dp_shard (under
    dp_replicate: HSDP), split over tp, cut over cp, experts split over ep."""

    checkpoints = ShardFolders()  # every rank writes its own shards

    dp_replicate: int | None = 1
    """Replicas of the sharded model, each sharded over its dp_shard ranks, the replicas
    all-reducing their shards (HSDP); must divide the ranks; hsdp's default: one per machine."""
    dp_shard: int = REST
    """Ranks that each parameter, its gradient and optimizer state are sharded over, each
    reading batches of its own; -1 (the default): the rest."""
    cp: int = 1
    """Ranks that split each sequence between them (context parallelism: ring attention over
    the cp ranks, which read the same batches); CUDA only. The training step cuts its
    sequences inside `run.context_parallel(tokens, labels)`; `multigpu train` does."""
    tp: int = 1
    """Ranks that split each block's matrices between them (tensor parallelism; fsdp+tp's
    default: 2; tp's: every rank); must divide the ranks, and fit on one machine; -1: the
    rest."""
    ep: int = 1
    """Ranks of dp_shard that split a mixture of experts' experts between them, each token
    sent to its expert's rank and back (expert parallelism); must divide dp_shard."""
    sequence_parallel: bool = False
    """Also split each block's norms and residual stream along the sequence between the tp
    ranks (Megatron's sequence parallelism): less activation memory, the same traffic."""
    plan: dict[str, Any] | None = field(default=None, repr=False, metadata={"api_only": True})
    """A tensor-parallel plan of your own for each block (names within the block to torch's
    ParallelStyle objects), where the built-in one does not fit; not a command-line option."""
    activation_checkpointing: bool = False
    """Keep only each repeated block's input for backward and compute the rest again there
    (torch.utils.checkpoint, non-reentrant): less activation memory for about a third more
    compute."""
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

    def __post_init__(self) -> None:
        if self.dp_replicate is not None:
            check_degree("dp_replicate", self.dp_replicate)
        check_degree("dp_shard", self.dp_shard)
        check_degree("cp", self.cp, rest=False)  # a sequence is cut by a count of ranks
        check_degree("tp", self.tp)
        check_degree("ep", self.ep, rest=False)
        if self.ep > 1 and self.cp != 1:
            said = "does not compose with cp yet: only with dp_replicate, dp_shard and tp"
            raise InvalidOption("ep", self.ep, said)
        if self.tp == 1:
            for name in ("sequence_parallel", "plan"):
                if getattr(self, name):
                    raise InvalidOption(name, True, "splits over tp ranks: give {tp}", tp=None)
        elif self.sync_batchnorm:  # a split block cannot honour it
            raise InvalidOption("sync_batchnorm", True, f"not supported with {self.name}")
        if not self.shards:
            for name in ("offload", "bf16_parameters"):
                if getattr(self, name):
                    raise InvalidOption(name, True, "applies with FSDP; tp alone has none")

    @property
    def name(self) -> str:
        """The preset the degrees mean: tp alone, fsdp+tp, hsdp or fsdp."""
        if self.tp != 1:
            return "fsdp+tp" if self.shards else "tp"
        return "hsdp" if self.dp_replicate != 1 else "fsdp"

    @property
    def shards(self) -> bool:
        """Whether FSDP applies: everywhere but a layout of tp alone (dp_shard 1, no replicas,
        no cp), whose ranks hold their splits and nothing else."""
        alone = self.tp != 1 and self.dp_shard == 1 and self.dp_replicate == 1 and self.cp == 1
        return not alone

    def degrees(self, machines: int = 1) -> dict[str, int]:
        """The degrees over 1 (dp_shard always; under tp alone, 1): the replicas (one per
        machine where not given), the shards, cp, tp, then the ep it borrows."""
        replicas = machines if self.dp_replicate is None else self.dp_replicate
        given = {
            "dp_replicate": replicas,
            "dp_shard": self.dp_shard,
            "cp": self.cp,
            "tp": self.tp,
            "ep": self.ep,
        }
        return {k: v for k, v in given.items() if v != 1 or k == "dp_shard"}

    # -- before any worker ---------------------------------------------------------------------

    def check_machines(self, machines: int, devices_per_machine: int) -> None:
        if self.dp_replicate is None and machines == 1:
            # (a replica per machine is hsdp's meaning, whatever else its degrees split)
            alone = "fsdp+tp" if self.tp != 1 else "fsdp"
            raise InvalidOption(
                "strategy",
                "hsdp",
                f"on one machine it is {alone} (one replica); use {{strategy}} {alone}, or give "
                "{dp_replicate} to replicate within the machine",
                strategy=None,
                dp_replicate=None,
            )
        world = machines * devices_per_machine
        if self.tp != 1:
            # A tp given is checked against a machine first: that it cannot divide the world
            # then follows, and says less.
            size = self.tp if self.tp != REST else self.dims_for(world, machines).degree("tp")
            if size > devices_per_machine:
                raise InvalidOption(
                    "tp",
                    size,
                    f"is larger than a machine's {devices_per_machine} devices (a tp group's "
                    "all-reduces need the fast links within one)",
                )
        self.dims_for(world, machines)

    def check_device_type(self, device_type: str) -> None:
        if self.offload and device_type != "cuda":
            raise InvalidOption(
                "offload", True, "moves shards off a GPU; this job runs on the CPU already"
            )
        context.check_device(self.cp, device_type)

    def check_model(self, module: nn.Module, world_size: int) -> None:
        if self.tp != 1:
            self.tensor_split(module).check(self.dims_for(world_size).degree("tp"))
        if self.activation_checkpointing:
            checkpointable_blocks(module)
        context.check_model(self.cp, module)
        experts.check_model(self.ep, module)

    def check_precision(self, precision: str) -> None:
        if self.bf16_parameters and precision != "fp32":
            raise InvalidOption(
                "bf16_parameters",
                True,
                "is its own mixed precision: leave {precision} at fp32",
                precision=None,
            )

    def describe_layout(self, runtime: Runtime) -> str:
        said = ", sequence parallel" if self.sequence_parallel else ""
        if not self.shards:  # tp alone: its dp_shard of 1 says nothing
            return f"mesh: tp {runtime.dims.degree('tp')} (tp){said}"
        return f"mesh: {runtime.dims.describe()} ({self.name}){said}"

    # -- the model --------------------------------------------------------------------------------

    def tensor_split(self, module: nn.Module) -> TensorSplit:
        """The blocks tp splits, each with its plan (refused in one line where none fits)."""
        from .tensor import TensorSplit

        return TensorSplit.of(module, self.plan, self.sequence_parallel, self.name)

    def wrap(self, runtime: Runtime, module: nn.Module) -> nn.Module:
        """The degrees' transforms in parallelize.py's order, FSDP last where it applies."""
        split = self.tensor_split(module) if self.tp != 1 else None  # before any collective

        def shard(module: nn.Module, experts_left: set[nn.Parameter]) -> nn.Module:
            options = self.shard_options()
            if experts_left:  # split over ep already, not sharded by FSDP
                options["ignored_params"] = experts_left
            apply_fsdp(module, shard_mesh(runtime), options)
            return module

        steps = Steps(
            split=split,
            context=self.cp > 1,
            experts=self.ep > 1,
            activation_checkpointing=self.activation_checkpointing,
            sync_batchnorm=self.sync_batchnorm,
            data_parallel=shard if self.shards else None,
        )
        return parallelize(runtime, module, steps)

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
        """A new optimizer over the DTensors that replaced the parameters."""
        return rebuild_optimizer(optimizer, names, self.unwrap(model))

    def grad_scaler(self, device_type: str) -> torch.amp.GradScaler:
        """torch's ShardedGradScaler: every rank holds only its parts' gradients, and this
        scaler all-reduces whether any overflowed, so every rank skips the same steps."""
        from torch.distributed.fsdp.sharded_grad_scaler import ShardedGradScaler

        return ShardedGradScaler(device_type)

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

    # -- the step ---------------------------------------------------------------------------------

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

    def no_sync(self, model: nn.Module) -> contextlib.AbstractContextManager:
        """FSDP2's own switch: gradients accumulate unsharded and unreduced until the block
        ends (more memory, one reduce-scatter per accumulated step instead of per micro-batch).
        Tensor parallelism alone has no gradient sync to pause."""
        if not self.shards:
            return contextlib.nullcontext()
        return _without_gradient_sync(self.unwrap(model))

    def full_state_dict(self, model: nn.Module) -> dict[str, torch.Tensor]:
        """Gathered from the shards and splits; complete on rank 0, empty elsewhere (a
        collective)."""
        from torch.distributed.checkpoint.state_dict import (
            StateDictOptions,
            get_model_state_dict,
        )

        from .tensor import two_step_gathers

        module = self.unwrap(model)
        device = next(module.parameters()).device
        if gathers_on_host(device):  # CUDA tensors over gloo: torch's gather crashes there
            sharded = get_model_state_dict(module)
            if plain_placements(sharded):
                return host_gathered(sharded, keep=dist.get_rank() == 0)
        options = StateDictOptions(full_state_dict=True, cpu_offload=True)
        with two_step_gathers():
            return get_model_state_dict(module, options=options)

    # -- plans ------------------------------------------------------------------------------------

    def memory_per_device(self, step: StepBytes, devices: int, machines: int) -> dict[str, float]:
        """(P + O)/N + 2U + the larger of A and G/N + U over the N ranks a parameter is sharded
        over (its layout's dp_shard): FSDP gathers one block whole and prefetches the next, and
        a block's gradients are whole until they are reduce-scattered. With offload, (P + O)/N
        stays on the host. With ep, the experts are sharded over the N too, but a block's FSDP
        gather leaves them out: each ep rank gathers its experts whole (E/ep of them) for its
        forward, and autograd keeps them for backward, so they count with the activations. No
        formula for tp's splits yet."""
        if self.tp != 1:
            raise NotImplementedError(f"{self.name} has no memory formula")
        dims = self.dims_for(devices, machines)
        shards = dims.degree("dp_shard") * dims.degree("cp")
        experts = step.experts / step.trainable if dims.ep > 1 and step.trainable else 0.0
        gathered_experts = step.experts / dims.ep if dims.ep > 1 else 0.0

        def spread(total: float) -> float:  # one rank's part of a total over the parameters
            return total / shards

        block = step.block * (1 - experts) if shards > 1 else 0.0
        # While backward runs, the block whose gradients are being made holds them whole; the
        # gradients made before it are sharded, unless they are kept for a later micro-batch.
        then = spread(max(step.gradients_then - step.block, 0.0))
        then += block if step.gradients_then else 0.0
        then += spread(step.gradients_kept)  # the previous step's, sharded, into the forward
        if step.accumulates_whole:
            then = step.gradients_then
        phase = larger_phase(
            step.activations + gathered_experts, then, spread(step.trainable) + block
        )
        held = {"gathered blocks": 2 * block, **phase}
        if self.offload:
            return held
        states = {"parameters": spread(step.parameters) + step.buffers}
        return {**states, "optimizer": spread(step.optimizer), **held}

    def traffic_per_step(self) -> float:
        """In gradient sizes sent: two all-gathers and a reduce-scatter over every rank (hsdp:
        within a machine, and one all-reduce of the shards across machines); the blocks'
        forward again with activation checkpointing; offload's copies to and from the host.
        No formula for tp's all-reduces yet."""
        if self.tp != 1:
            raise NotImplementedError(f"{self.name} has no traffic formula")
        extra = (0.5 if self.activation_checkpointing else 0.0) + (4.0 if self.offload else 0.0)
        return 3.0 + extra - (0.5 if self.dp_replicate != 1 else 0.0)


def shard_mesh(runtime: Runtime) -> Any:
    """The mesh FSDP shards over: dp_shard, with cp flattened into it where the layout has one
    (each cp rank's gradients cover its part of the sequences: they are averaged over both, and
    the cp ranks hold shards instead of copies), under dp_replicate for HSDP."""
    mesh, dims = runtime.device_mesh(), runtime.dims
    replicate = ("dp_replicate",) if "dp_replicate" in dims.shape else ()
    if dims.degree("cp") > 1:
        return flatten_mesh(mesh, ("dp_shard", "cp"), "dp_shard_cp", under=replicate)
    if dims.ep > 1:  # dp_shard, cut in two for the experts: flattened when the mesh was built
        return flatten_mesh(mesh, ("ep_replicate", "ep"), "dp_shard", under=replicate)
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
