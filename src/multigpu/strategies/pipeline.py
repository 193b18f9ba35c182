"""Pipeline (model) parallelism with torch.distributed.pipelining: the model is cut into stages
over the `pp` dimension of the mesh, and each batch flows through them as micro-batches, so
several stages work at once; with `dp_shard`, each stage is also sharded with FSDP over the
ranks that read other batches (`pp x dp_shard`).

The model is an `nn.Sequential`, cut into contiguous stages of about equal numbers of layers,
or a Llama- or GPT-2-style transformers decoder, cut by its blocks (decoder_stages.py; GPT-2's
head tied to its embedding held as two copies kept equal, tied.py); every stage's
modules keep their names in the whole model. The schedule is torch's: GPipe, 1F1B, interleaved
1F1B or interleaved zero bubble, where each rank holds two stages (rank r the r-th and the
(pp + r)-th, torch's loop placement), or ZB-V, two stages in a V (the r-th and the
(2 pp - 1 - r)-th). The ranks of one pipeline read the same batches: its first stage feeds the
inputs, its last computes the loss. This module is the method (its options, checks, layout and
formulas) and the cut; what a rank then runs, the schedules included, is pipeline_schedule.py.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import torch
import torch.distributed as dist
from torch import nn

from ..core.device import backend_for
from ..core.errors import InvalidOption, check_choice
from ..core.fields import option
from ..core.torch_compat import V_STAGES_SINCE, needs
from .base import Strategy, rebuild_optimizer
from .checkpoints import ShardFolders
from .decoder_stages import (
    LLAMA,
    check_decoder,
    decoder_blocks,
    decoder_stages,
    find_decoder,
    shape_of,
    untie_head,
)
from .footprint import StepBytes, larger_phase
from .mesh import REST, check_degree
from .norms import clip_over_ranks
from .parallelize import Steps, parallelize
from .pipeline_schedule import (
    DEFAULT_SCHEDULE,
    SCHEDULES,
    PipelineModule,
    Schedule,
    micro_batches,
    tied_of,
)
from .runtime import Runtime
from .tied import TiedCopies

if TYPE_CHECKING:
    from ..core.precision import Precision


@dataclass(kw_only=True, frozen=True)
class Pipeline(Strategy):
    name = "pipeline"
    checkpoints = ShardFolders()  # each stage writes its own parameters
    pp: int = REST
    """Ranks a batch flows through, each holding a stage of the model (two, interleaved)."""
    dp_shard: int | None = None
    """Pipelines that read batches of their own, each stage sharded with FSDP over them
    (default: the ranks a pp given leaves, else 1)."""
    pp_schedule: str = option(DEFAULT_SCHEDULE, choices=tuple(SCHEDULES))
    """The pipeline's schedule (torch's): gpipe, 1f1b, interleaved-1f1b (two stages per rank,
    a smaller bubble), or the zero-bubble ones, interleaved-zb and zbv (two stages per rank,
    zbv's in a V; each backward split, the weights' gradients filling the bubble)."""
    microbatches: int = 4
    """Micro-batches per batch, at most (see PipelineModule._schedule)."""
    tp: int = 1
    """Ranks that split each stage's blocks' matrices between them (tensor parallelism within
    a stage; a Llama-style decoder's blocks); they read the same batches."""

    def __post_init__(self) -> None:
        check_degree("pp", self.pp)
        check_degree("tp", self.tp, rest=False)
        if self.dp_shard is not None:
            check_degree("dp_shard", self.dp_shard)
        check_choice("pp_schedule", self.pp_schedule, SCHEDULES)
        if self.schedule.v_shape and (refusal := needs("stages in a V", V_STAGES_SINCE)):
            raise InvalidOption("pp_schedule", self.pp_schedule, refusal)
        if isinstance(self.microbatches, bool) or not isinstance(self.microbatches, int):
            raise InvalidOption("microbatches", self.microbatches, "must be a whole number")
        if self.microbatches < 1:
            raise InvalidOption("microbatches", self.microbatches, "must be at least 1")

    def check_device_type(self, device_type: str) -> None:
        # Stages pass activations and gradients point to point (batch_isend_irecv), which gloo
        # carries between CPU tensors only: with CUDA tensors it fails at the first send
        # ("writev: Bad address", seen on a GPU where ranks shared it over gloo).
        if device_type == "cuda" and backend_for(device_type) == "gloo":
            raise InvalidOption(
                "pp",
                self.pp,
                "stages on CUDA send to each other over nccl; gloo (MULTIGPU_BACKEND=gloo, "
                "ranks sharing a GPU) sends CPU tensors only",
            )

    def check_precision(self, precision: str) -> None:
        if precision == "fp16":
            raise InvalidOption(
                "precision",
                precision,
                "strategy 'pipeline' runs backward itself: fp16 loss scaling cannot apply",
            )

    def check_compile(self, compile: bool) -> None:
        # torch's zero-bubble schedules refuse compiled stages: the backward they split in two
        # is autograd's own, which a compiled graph does not expose.
        if compile and self.schedule.split_backward:
            raise InvalidOption(
                "pp_schedule",
                self.pp_schedule,
                "splits each backward in two, which torch.compile's stages cannot (use 1f1b "
                "or interleaved-1f1b with --compile)",
            )

    def setup_module(
        self, runtime: Runtime, module: nn.Module, loss: nn.Module | None = None
    ) -> nn.Module:
        if loss is None:
            raise ValueError(
                f"strategy {self.name!r} computes the loss on its last stage: pass it as "
                "run.setup(model, optimizer, loss=nn.CrossEntropyLoss())"
            )
        mesh, device = runtime.device_mesh(), runtime.device
        pp = runtime.dims.degree("pp")
        place = mesh.get_local_rank("pp")
        count = pp * self.stages_per_rank()
        tie = untie_head(module) if find_decoder(module) is not None else None
        cut = split_stages(module, count)
        held = {index: cut[index] for index in self.stages_held(place, pp)}
        for index, stage in held.items():
            held[index] = parallelize(runtime, stage.to(device), self.stage_steps(runtime, stage))
        pipeline = PipelineModule(
            held, loss, len(cut), mesh["pp"].get_group(), device, self.microbatches, self.schedule
        )
        if tie is not None:
            holders = (self.schedule.holder(0, pp), self.schedule.holder(count - 1, pp))
            pipeline.tied = TiedCopies.over(tie, mesh, holders)
        return pipeline

    def stage_steps(self, runtime: Runtime, stage: nn.Module) -> Steps:
        """What parallelize applies to each stage after the cut: its blocks split over tp,
        then FSDP over dp_shard, where the layout has them."""
        split = None
        if self.tp > 1:
            from .tensor import TensorSplit, check_block

            split = TensorSplit([(b, check_block(b, self.tp, self.name)) for b in stage.blocks])

        def shard(stage: nn.Module, _: set[nn.Parameter]) -> nn.Module:
            from .fsdp import apply_fsdp

            apply_fsdp(stage, runtime.device_mesh()["dp_shard"], {})
            return stage

        sharded = runtime.dims.degree("dp_shard") > 1
        return Steps(split=split, data_parallel=shard if sharded else None)

    @property
    def schedule(self) -> Schedule:
        return SCHEDULES[self.pp_schedule]

    def stages_per_rank(self) -> int:
        return self.schedule.per_rank

    def stages_held(self, place: int, pp: int) -> list[int]:
        """The stages the rank at `place` along pp holds, where the schedule expects them."""
        return self.schedule.stages_held(place, pp)

    def degrees(self, machines: int = 1) -> dict[str, int]:
        """Every stage of a pipeline reads the same batches; the pipelines read their own."""
        shard = self.dp_shard if self.dp_shard is not None else (1 if self.pp == REST else REST)
        split = {"tp": self.tp} if self.tp > 1 else {}
        return {"pp": self.pp, **({"dp_shard": shard} if shard != 1 else {}), **split}

    def check_model(self, module: nn.Module, world_size: int) -> None:
        """Enough layers for every stage, before any worker starts."""
        pp = self.dims_for(world_size).degree("pp")
        stages = pp * self.stages_per_rank()
        parts, what = cut_parts(module)
        if parts < stages:
            per_rank = f" ({self.stages_per_rank()} per rank)" if stages > pp else ""
            raise InvalidOption("pp", pp, f"{parts} {what} cannot make {stages} stages{per_rank}")
        if self.tp > 1:
            from .tensor import check_block

            found = find_decoder(module)
            if found is None or shape_of(found[1]) is not LLAMA:
                raise InvalidOption(
                    "tp", self.tp, "splits a pipeline's stages by a Llama-style decoder's blocks"
                )
            for block in decoder_blocks(found[1]):
                check_block(block, self.tp, self.name)

    def memory_per_device(self, step: StepBytes, devices: int, machines: int) -> dict[str, float]:
        """A rank's stages are 1/pp of the model: their parameters, gradients and optimizer
        state (FSDP's formula over dp_shard where the pipelines shard them; with tp, the
        blocks' share of them 1/tp more), and their activations for the micro-batches in
        flight: every one of a batch under GPipe, at most pp of the `microbatches` under the
        1F1B schedules."""
        dims = self.dims_for(devices, machines)
        pp, shards, tp = dims.degree("pp"), dims.degree("dp_shard"), dims.degree("tp")
        first = self.schedule.all_forwards_first
        in_flight = 1.0 if first else min(1.0, pp / self.microbatches)
        # tp splits the blocks' matrices; the embeddings, the head and the norms stay whole.
        blocks = min(1.0, step.block * step.blocks / step.parameters) if step.parameters else 0.0
        held = (1 - blocks + blocks / tp) / pp
        stage = replace(
            step,
            parameters=step.parameters * held,
            optimizer=step.optimizer * held,
            activations=step.activations / pp * in_flight,
            gradients_then=step.gradients_then * held,
            gradients_kept=step.gradients_kept * held,
            trainable=step.trainable * held,
            block=step.block / tp,
        )
        if shards > 1:
            from .fsdp import Sharded

            return Sharded().memory_per_device(stage, shards, machines)
        return {
            "parameters": stage.parameters + stage.buffers,
            "optimizer": stage.optimizer,
            **larger_phase(stage.activations, stage.gradients_then, stage.trainable),
        }

    def traffic_per_step(self) -> float:
        """Ranked after fsdp by the traffic rule: what a pipeline pays is its bubble, which
        traffic does not weigh; it is the fastest that fits only where its time is predicted."""
        return 4.0

    def layout_summary(self, runtime: Runtime, batch_size: int) -> dict[str, Any]:
        """The schedule, the micro-batches a batch makes, and its bubble (Schedule.bubble):
        counted, not timed."""
        parts = micro_batches(batch_size, self.microbatches)
        return {
            **super().layout_summary(runtime, batch_size),
            "pp_schedule": self.pp_schedule,
            "stages_per_rank": self.stages_per_rank(),
            "microbatches": parts,
            "bubble": self.schedule.bubble(runtime.dims.degree("pp"), parts),
        }

    def describe_layout(self, runtime: Runtime) -> str:
        said = f"mesh: {runtime.dims.describe()} (pipeline, {self.pp_schedule}"
        return said + (", 2 stages per rank)" if self.stages_per_rank() > 1 else ")")

    def setup_optimizer(
        self,
        runtime: Runtime,
        optimizer: torch.optim.Optimizer,
        model: nn.Module,
        names: dict[int, str],
    ) -> torch.optim.Optimizer:
        """A new optimizer over this stage's parameters only (a tied weight's copy in its
        weight's group)."""
        tied = tied_of(model)
        copies = tied.aliases if tied is not None else None
        return rebuild_optimizer(optimizer, names, self.unwrap(model), copies)

    def backward(self, loss: torch.Tensor, precision: Precision) -> None:
        """Nothing: `model(inputs, targets)` ran backward through the stages already."""

    def clip_gradients(
        self,
        runtime: Runtime,
        model: nn.Module,
        optimizer: torch.optim.Optimizer,
        max_norm: float,
        precision: Precision,
    ) -> torch.Tensor:
        """Clip by the norm over every stage's gradients, as one model on one device would."""
        precision.unscale(optimizer)
        # A stage's weights are spread over its ranks: each element is held by one of them
        # (its shard, where the pipelines shard the stage), or by every rank of its tp group
        # where the split left it whole (the norms, the embeddings), counted once.
        stage_ranks = runtime.world_size // runtime.dims.degree("pp")
        tied = tied_of(model)
        counted = tied.counted(self.unwrap(model)) if tied is not None else None
        return clip_over_ranks(model, max_norm, runtime.device, stage_ranks, counted)

    def describe_batch(self, runtime: Runtime, batch_size: int, accumulate: int = 1) -> str:
        stages = runtime.dims.degree("pp") * self.stages_per_rank()
        said = f"batch {batch_size} through {stages} stages"
        if (pipelines := runtime.dims.replicas) > 1:
            said += f", {pipelines} pipelines: {batch_size * pipelines} global"
        return said

    def full_state_dict(self, model: nn.Module) -> dict[str, torch.Tensor]:
        """Every stage's weights, gathered from its shards and merged (a collective)."""
        from torch.distributed.checkpoint.state_dict import (
            StateDictOptions,
            get_model_state_dict,
        )

        from .tensor import two_step_gathers

        options = StateDictOptions(full_state_dict=True)  # on every rank: its stage's gather
        # The held stages under the model's names; gathered over dp_shard and tp (collectives).
        with two_step_gathers():
            whole = get_model_state_dict(self.unwrap(model), options=options)
        mine = {k: v.cpu() for k, v in whole.items()}
        parts: list[Any] = [None] * dist.get_world_size()
        dist.all_gather_object(parts, mine)
        return {k: v for part in parts for k, v in part.items()}


def cuttable(module: nn.Module) -> bool:
    """Whether the pipeline can cut `module` into stages (see split_stages)."""
    return isinstance(module, nn.Sequential) or find_decoder(module) is not None


def cut_parts(module: nn.Module) -> tuple[int, str]:
    """How many parts the pipeline cuts `module` by, and what they are: a Llama- or GPT-2-style
    transformers decoder's blocks, a Sequential's layers. Refuses a module it cannot cut, and
    a decoder whose attention needs a mask tensor."""
    if (decoder := find_decoder(module)) is not None:
        check_decoder(module)
        return len(decoder_blocks(decoder[1])), "blocks"
    if isinstance(module, nn.Sequential):
        return len(module), "layers"
    inner = getattr(module, "model", None)  # a wrapper names what it wraps
    what = type(module).__name__
    what += f" of {type(inner).__name__}" if isinstance(inner, nn.Module) else ""
    raise InvalidOption(
        "strategy",
        "pipeline",
        "cuts an nn.Sequential or a Llama- or GPT-2-style transformers decoder into stages, "
        f"not a {what}",
    )


def split_stages(module: nn.Module, stages: int) -> list[nn.Module]:
    """Contiguous runs of the Sequential's layers, as equal in count as possible; or of a
    Llama-style transformers decoder's blocks (decoder_stages.py)."""
    parts, what = cut_parts(module)
    if parts < stages:
        raise InvalidOption("pp", stages, f"{parts} {what} cannot make {stages} stages")
    if what == "blocks":
        return list(decoder_stages(module, stages))
    layers = list(module.named_children())
    bounds = [round(i * len(layers) / stages) for i in range(stages + 1)]
    return [nn.Sequential(OrderedDict(layers[a:b])) for a, b in itertools.pairwise(bounds)]
