"""Pipeline (model) parallelism with torch.distributed.pipelining: the model is cut into stages,
one per process, and each batch flows through them as micro-batches (a GPipe schedule), so
several stages work at once.

The model must be an `nn.Sequential`; it is cut into contiguous stages of about equal numbers
of layers, each keeping its layers' names. Every rank reads the same batches: rank 0 feeds the
inputs, the last rank computes the loss.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch
import torch.distributed as dist
from torch import nn

from ..core.errors import InvalidOption
from .base import ModuleWrapper, ProcessPerDevice, rebuild_optimizer
from .checkpoints import ShardFolders
from .mesh import REST, check_degree
from .runtime import Runtime

if TYPE_CHECKING:
    from torch.distributed.pipelining import ScheduleGPipe

    from ..core.precision import Precision


@dataclass(kw_only=True, frozen=True)
class Pipeline(ProcessPerDevice):
    name = "pipeline"
    checkpoints = ShardFolders()  # each stage writes its own parameters
    pp: int = REST
    """Pipeline stages, one per rank; the pipeline takes every rank (it composes with no other
    degree yet)."""
    microbatches: int = 4
    """Micro-batches per batch, at most (see PipelineModule._schedule)."""

    def __post_init__(self) -> None:
        check_degree("pp", self.pp)
        if isinstance(self.microbatches, bool) or not isinstance(self.microbatches, int):
            raise InvalidOption("microbatches", self.microbatches, "must be a whole number")
        if self.microbatches < 1:
            raise InvalidOption("microbatches", self.microbatches, "must be at least 1")

    def check_precision(self, precision: str) -> None:
        if precision == "fp16":
            raise InvalidOption(
                "precision",
                precision,
                "strategy 'pipeline' runs backward itself: fp16 loss scaling cannot apply",
            )

    def setup_module(
        self, runtime: Runtime, module: nn.Module, loss: nn.Module | None = None
    ) -> nn.Module:
        if loss is None:
            raise ValueError(
                f"strategy {self.name!r} computes the loss on its last stage: pass it as "
                "run.setup(model, optimizer, loss=nn.CrossEntropyLoss())"
            )
        rank, stages, device = runtime.rank, runtime.world_size, runtime.device
        stage = self.compile_step(runtime, split_stages(module, stages)[rank].to(device))
        return PipelineModule(stage, loss, rank, stages, device, self.microbatches)

    def setup_optimizer(
        self,
        runtime: Runtime,
        optimizer: torch.optim.Optimizer,
        model: nn.Module,
        names: dict[int, str],
    ) -> torch.optim.Optimizer:
        """A new optimizer over this stage's parameters only."""
        return rebuild_optimizer(optimizer, names, self.unwrap(model))

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
        grads = [p.grad for p in model.parameters() if p.grad is not None]
        local = torch.nn.utils.get_total_norm(grads) if grads else torch.zeros(())
        squares = (local.float() ** 2).to(runtime.device).reshape(1)
        dist.all_reduce(squares)  # the stages' sums of squares add up to the model's
        total = squares.sqrt()[0]
        torch.nn.utils.clip_grads_with_norm_(model.parameters(), max_norm, total)
        return total

    def degrees(self, machines: int = 1) -> dict[str, int]:
        return {"pp": self.pp}  # every stage reads the same batches

    def describe_batch(self, runtime: Runtime, batch_size: int, accumulate: int = 1) -> str:
        return f"batch {batch_size} through {runtime.world_size} stages"

    def full_state_dict(self, model: nn.Module) -> dict[str, torch.Tensor]:
        """Every stage's weights, merged (a collective)."""
        mine = {k: v.cpu() for k, v in self.unwrap(model).state_dict().items()}
        parts: list[Any] = [None] * dist.get_world_size()
        dist.all_gather_object(parts, mine)
        return {k: v for part in parts for k, v in part.items()}


def split_stages(module: nn.Module, stages: int) -> list[nn.Sequential]:
    """Contiguous runs of the Sequential's layers, as equal in count as possible."""
    if not isinstance(module, nn.Sequential):
        raise ValueError("strategy 'pipeline' splits an nn.Sequential into stages")
    layers = list(module.named_children())
    if len(layers) < stages:
        raise ValueError(f"{len(layers)} layers cannot make {stages} pipeline stages")
    bounds = [round(i * len(layers) / stages) for i in range(stages + 1)]
    return [nn.Sequential(OrderedDict(layers[a:b])) for a, b in itertools.pairwise(bounds)]


class PipelineModule(ModuleWrapper):
    """`model(inputs, targets)` trains one batch through the pipeline (forward and backward)
    and returns its loss on every rank; `model(inputs)` runs forward only and returns outputs."""

    def __init__(
        self,
        stage: nn.Sequential,
        loss: nn.Module,
        rank: int,
        stages: int,
        device: torch.device,
        microbatches: int,
    ) -> None:
        super().__init__()
        self.module = stage
        self.loss = loss
        self.rank, self.stages = rank, stages
        self.first, self.last = rank == 0, rank == stages - 1
        self.device = device
        self.microbatches = microbatches
        self._batch = 1
        self._schedules: dict[tuple[int, bool], ScheduleGPipe] = {}

    def _schedule(self, batch: int, train: bool) -> ScheduleGPipe:
        """A schedule for this batch size, for training (with the loss) or inference.

        Stages learn tensor shapes from their first micro-batch, so all micro-batches must be
        equal: the batch is cut into the largest number of equal parts up to `microbatches`
        (a short last batch may get fewer).
        """
        if (batch, train) not in self._schedules:
            from torch.distributed.pipelining import PipelineStage, ScheduleGPipe

            parts = max(n for n in range(1, self.microbatches + 1) if batch % n == 0)
            stage = PipelineStage(self.module, self.rank, self.stages, self.device)
            loss_fn = self._microbatch_loss if train else None
            # Our loss already weights each micro-batch; the schedule must not divide again.
            self._schedules[batch, train] = ScheduleGPipe(
                stage, parts, loss_fn=loss_fn, scale_grads=False
            )
        return self._schedules[batch, train]

    def _microbatch_loss(self, output: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        # Weighted by its share of the batch, so the micro-batches' gradients add up to the
        # gradient of the whole batch's mean loss.
        return self.loss(output, target) * (len(target) / self._batch)

    def forward(self, inputs: torch.Tensor, targets: torch.Tensor | None = None) -> Any:
        self._batch = len(inputs)
        if targets is None or not (self.training and torch.is_grad_enabled()):
            return self._infer(inputs)
        losses: list[torch.Tensor] = []
        schedule = self._schedule(len(inputs), train=True)
        if self.first:
            schedule.step(inputs, target=targets if self.last else None, losses=losses)
        elif self.last:
            schedule.step(target=targets, losses=losses)
        else:
            schedule.step()
        total = torch.stack(losses).sum().detach() if self.last else torch.zeros(())
        total = total.to(inputs.device).float().reshape(1)
        dist.broadcast(total, src=self.stages - 1)  # every rank reports the same loss
        return total[0]

    @torch.no_grad()
    def _infer(self, inputs: torch.Tensor) -> torch.Tensor:
        schedule = self._schedule(len(inputs), train=False)
        output = schedule.eval(inputs) if self.first else schedule.eval()
        box = [output.cpu() if self.last else None]
        dist.broadcast_object_list(box, src=self.stages - 1)
        return box[0].to(inputs.device)
