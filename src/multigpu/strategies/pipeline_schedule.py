"""What a rank of a pipeline runs: the schedules `--pp-schedule` names (torch's classes, and
where each puts its stages), the stages a rank holds under the whole model's names, and the
module that trains a batch through them as micro-batches (or, in eval mode, runs it forward),
with a tied weight's two copies kept equal (tied.py). pipeline.py is the method that cuts the
model and builds these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch
import torch.distributed as dist
from torch import nn

from .base import ModuleWrapper, find_wrapper
from .tied import TiedCopies

if TYPE_CHECKING:
    from torch.distributed.pipelining.schedules import PipelineSchedule


@dataclass(frozen=True)
class Schedule:
    """A `--pp-schedule`: torch's class, the stages each rank holds under it, and where they
    lie: in torch's loop order (rank r holds stages r, pp + r, ...) or a V (rank r holds
    stages r and 2 pp - 1 - r, so the first rank holds the first and the last)."""

    torch_class: str
    per_rank: int = 1
    v_shape: bool = False
    split_backward: bool = False  # the input's gradient first, the weights' later, in a bubble
    all_forwards_first: bool = False  # every micro-batch's activations held at once (GPipe)

    def stages_held(self, place: int, pp: int) -> list[int]:
        if self.v_shape:
            return [place, 2 * pp - 1 - place]
        return list(range(place, pp * self.per_rank, pp))

    def bubble(self, pp: int, microbatches: int) -> float | None:
        """The share of a step each rank idles, by the schedule's own count of slots: for m
        micro-batches through v stages per rank, (pp - 1) / (v m + pp - 1), a forward and a
        backward one slot each; split in three (the forward, the input's gradient, the
        weights'), (pp - 1) / (3 v m + pp - 1), the count of torch's own orders of actions
        where m >= 2 pp (tests/strategies/test_pipeline_mesh.py). Fewer micro-batches leave
        those orders longer, not counted here: None."""
        if not self.split_backward:
            return (pp - 1) / (self.per_rank * microbatches + pp - 1)
        if microbatches < 2 * pp:
            return None
        return (pp - 1) / (3 * self.per_rank * microbatches + pp - 1)

    def holder(self, stage: int, pp: int) -> int:
        """The place along pp of the rank that holds `stage`."""
        return next(p for p in range(pp) if stage in self.stages_held(p, pp))


DEFAULT_SCHEDULE = "gpipe"  # `--pp-schedule` unless told: train's, plan's and the method's
SCHEDULES: dict[str, Schedule] = {
    "gpipe": Schedule("ScheduleGPipe", all_forwards_first=True),
    "1f1b": Schedule("Schedule1F1B"),
    "interleaved-1f1b": Schedule("ScheduleInterleaved1F1B", per_rank=2),
    "interleaved-zb": Schedule("ScheduleInterleavedZeroBubble", per_rank=2, split_backward=True),
    "zbv": Schedule("ScheduleZBVZeroBubble", per_rank=2, v_shape=True, split_backward=True),
}


def micro_batches(batch: int, most: int) -> int:
    """The micro-batches a batch is cut into: the most equal parts, up to `most` (stages
    learn tensor shapes from the first micro-batch, so all must be equal)."""
    return max(n for n in range(1, most + 1) if batch % n == 0)


class HeldStages(nn.Module):
    """The stages a rank holds, their modules under their names in the whole model (a
    checkpoint's keys, and the optimizer's, are the model's own); `stages` maps each stage's
    index to its module."""

    def __init__(self, stages: dict[int, nn.Module]) -> None:
        super().__init__()
        for stage in stages.values():
            owned = getattr(stage, "owned", None) or dict(stage.named_children())
            for path, part in owned.items():
                *parents, name = path.split(".")
                holder: nn.Module = self
                for parent in parents:  # containers along the path, as the model nests them
                    child = dict(holder.named_children()).get(parent)
                    if child is None:
                        child = nn.Module()
                        holder.add_module(parent, child)
                    holder = child
                holder.add_module(name, part)
        self.stages = stages  # not registered again: the modules above hold their parameters


class PipelineModule(ModuleWrapper):
    """`model(inputs, targets)` trains one batch through the pipeline (forward and backward)
    and returns its loss on every rank of the pipeline; `model(inputs)` runs forward only and
    returns outputs."""

    def __init__(
        self,
        stages: dict[int, nn.Module],
        loss: nn.Module,
        count: int,
        group: dist.ProcessGroup,
        device: torch.device,
        microbatches: int,
        schedule: Schedule,
    ) -> None:
        super().__init__()
        self.module = HeldStages(stages)
        self.loss = loss
        self.count, self.group, self.device = count, group, device
        self.first, self.last = 0 in stages, count - 1 in stages
        self.microbatches = microbatches
        self.schedule = schedule
        self.tied: TiedCopies | None = None  # a weight two stages use (tied.py)
        self._batch = 1
        self._schedules: dict[tuple[int, bool], PipelineSchedule] = {}

    def _schedule(self, batch: int, train: bool) -> PipelineSchedule:
        """A schedule for this batch size, for training (with the loss) or inference.

        Stages learn tensor shapes from their first micro-batch, so all micro-batches must be
        equal: the batch is cut into the largest number of equal parts up to `microbatches`
        (a short last batch may get fewer). Inference runs GPipe: the others schedule backward.
        """
        if (batch, train) not in self._schedules:
            from torch.distributed.pipelining import PipelineStage, schedules

            parts = micro_batches(batch, self.microbatches)
            stages = [
                PipelineStage(module, index, self.count, self.device, group=self.group)
                for index, module in self.module.stages.items()
            ]
            loss_fn = self._microbatch_loss if train else None
            name = self.schedule.torch_class if train else "ScheduleGPipe"
            if not train and len(stages) > 1:
                name = "ScheduleLoopedBFS"  # a forward-only order for several stages
            cls = getattr(schedules, name)
            held = stages if len(stages) > 1 else stages[0]
            # Our loss already weights each micro-batch; the schedule must not divide again.
            self._schedules[batch, train] = cls(held, parts, loss_fn=loss_fn, scale_grads=False)
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
        if self.tied is not None:
            self.tied.before(self.module)
        if self.first:
            schedule.step(inputs, target=targets if self.last else None, losses=losses)
        elif self.last:
            schedule.step(target=targets, losses=losses)
        else:
            schedule.step()
        if self.tied is not None:
            self.tied.add(self.module)
        total = torch.stack(losses).sum().detach() if self.last else torch.zeros(())
        total = total.to(inputs.device).float().reshape(1)
        dist.broadcast(total, src=self._last_rank(), group=self.group)  # one loss per pipeline
        return total[0]

    def _last_rank(self) -> int:
        """The global rank that holds the last stage of this rank's pipeline."""
        last = self.schedule.holder(self.count - 1, dist.get_world_size(self.group))
        return dist.get_global_rank(self.group, last)

    @torch.no_grad()
    def _infer(self, inputs: torch.Tensor) -> torch.Tensor:
        if self.schedule.v_shape:
            output = self._forward_in_stage_order(inputs)
        else:
            schedule = self._schedule(len(inputs), train=False)
            output = schedule.eval(inputs) if self.first else schedule.eval()
        box = [output.cpu() if self.last else None]
        dist.broadcast_object_list(box, src=self._last_rank(), group=self.group)
        return box[0].to(inputs.device)

    def _forward_in_stage_order(self, inputs: torch.Tensor) -> torch.Tensor | None:
        """The whole batch through the stages one after another, each rank running those it
        holds and passing the activations on: inference where torch has no forward-only order
        for the stages' placement (a V: its eval runs the training order's split backward)."""
        pp, me = dist.get_world_size(self.group), dist.get_rank(self.group)
        holder = [self.schedule.holder(stage, pp) for stage in range(self.count)]
        hidden = inputs
        for stage, module in sorted(self.module.stages.items()):
            if stage > 0 and holder[stage - 1] != me:
                hidden = _receive(dist.get_global_rank(self.group, holder[stage - 1]), self.device)
            hidden = module(hidden)
            if stage < self.count - 1 and holder[stage + 1] != me:
                _send(hidden, dist.get_global_rank(self.group, holder[stage + 1]))
        return hidden if self.last else None


def _send(tensor: torch.Tensor, to: int) -> None:
    dist.send_object_list([(tensor.shape, tensor.dtype)], dst=to)
    dist.send(tensor.contiguous(), dst=to)


def _receive(source: int, device: torch.device) -> torch.Tensor:
    header: list[Any] = [None]
    dist.recv_object_list(header, src=source)
    shape, dtype = header[0]
    tensor = torch.empty(shape, dtype=dtype, device=device)
    dist.recv(tensor, src=source)
    return tensor


def tied_of(model: nn.Module) -> TiedCopies | None:
    """The tied weight's copies of the pipeline `model` wraps, if it has one."""
    pipeline = find_wrapper(model, PipelineModule)
    return pipeline.tied if isinstance(pipeline, PipelineModule) else None
