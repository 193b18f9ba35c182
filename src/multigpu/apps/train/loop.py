"""One epoch of the main job's training loop, and its evaluation: plain PyTorch, with `run.`
calls where multigpu adds something."""

from __future__ import annotations

import itertools
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import torch

from ...core.errors import Interrupted
from ...core.global_batch import GlobalBatchLoader
from ..images import model_input

if TYPE_CHECKING:
    from ...api.run import Run
    from ...core.metrics import Mean
    from ...core.signals import StopSignals
    from ..config import TrainConfig
    from .checkpointer import Checkpointer


@dataclass
class Progress:
    """What the job has done so far (saved in every checkpoint)."""

    step: int = 0  # optimizer steps
    history: list[dict[str, Any]] = field(default_factory=list)  # one row per finished epoch


@dataclass
class Trainer:
    """The objects one epoch works with."""

    run: Run
    config: TrainConfig
    model: torch.nn.Module  # set up with its loss: model(inputs, targets) -> the loss
    optimizer: torch.optim.Optimizer
    scheduler: Any
    checkpoints: Checkpointer
    signals: StopSignals
    # When each optimizer step of this process ended: every step ends at a collective (the
    # loss's sum), so the time between two is the slowest rank's step, its data included.
    step_ends: list[float] = field(default_factory=list)

    def step_time(self) -> float | None:
        """The median time between consecutive optimizer steps (None before two): what
        `multigpu plan` predicts. The median leaves out the evaluation between epochs and a
        first step's warm-up."""
        gaps = [b - a for a, b in itertools.pairwise(self.step_ends)]
        return statistics.median(gaps) if gaps else None

    def epoch(self, loader: Any, number: int, progress: Progress) -> Mean | None:
        """One pass over the loader; the train loss, or None when --max-steps ended it early.

        Gradient accumulation: each micro-batch's loss is weighted by its share of the samples
        of its whole group, so K micro-batches of b equal one batch of K*b; gradients are
        synchronized across ranks only on the group's last micro-batch.
        """
        run, config, model = self.run, self.config, self.model
        model.train()
        train_loss = run.metric()
        step_loss = run.metric()  # the step's whole global batch, over every micro-batch
        count = len(loader)
        share = _shares(loader, config.optimization.accumulate)
        batches = run.progress(loader, desc=f"epoch {number + 1}", leave=False)
        for i, (images, labels) in enumerate(batches):
            weight, last_micro = share(i)
            inputs = prepare_images(images, config, run.device)
            # With cp, each rank's loss covers its part of the sequences: forward and backward
            # both run on the cut (the ranks' mean is the whole sequences').
            with run.no_sync(model, enabled=not last_micro), run.context_parallel(inputs, labels):
                loss = model(inputs, labels)
                value, samples = float(loss.detach()), len(labels) if weight else 0
                train_loss.update(value, weight=samples)
                step_loss.update(value, weight=samples)
                run.backward(loss * weight)
            if not last_micro:
                continue
            self.step(progress, step_loss)
            step_loss.reset()
            if progress.step == config.job.max_steps and i + 1 < count:
                return None  # mid-epoch; on the last batch the epoch ends first
            if config.checkpointing.every and progress.step % config.checkpointing.every == 0:
                self.checkpoints.save(progress.step)
        return train_loss

    def step(self, progress: Progress, step_loss: Mean) -> None:
        """The optimizer step; then, if any rank got a stop signal, checkpoint and stop. The
        loss logged is the global batch's, whatever the layout and accumulation (one rank's
        last micro-batch differs between layouts that train alike)."""
        (total, samples), signum = self.run.sums_and_any_rank(
            step_loss.totals(), self.signals.received
        )
        loss = total / samples if samples else float("nan")
        metrics = {"train/loss": loss, "train/lr": self.optimizer.param_groups[0]["lr"]}
        if self.config.optimization.clip_grad:
            norm = self.run.clip_gradients(
                self.model, self.optimizer, self.config.optimization.clip_grad
            )
            # FSDP's norm is a DTensor: made whole on every rank, as a collective must be.
            metrics["train/grad_norm"] = (
                norm.full_tensor() if hasattr(norm, "full_tensor") else norm
            )
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        self.scheduler.step()
        progress.step += 1
        self.step_ends.append(time.perf_counter())
        self.run.log(metrics, step=progress.step)  # rank 0 writes
        if signum:
            path = self.checkpoints.save(progress.step)
            self.checkpoints.finish()  # on disk before the job says so
            self.run.print(
                f"stopped at step {progress.step}; checkpoint {path}; resume: --resume auto"
            )
            raise Interrupted(signum, f"checkpoint {path}")


def prepare_images(images: Any, config: TrainConfig, device: torch.device) -> torch.Tensor:
    """Decode --decode gpu's batches and normalize uint8 batches, on the device; channels-last
    if asked."""
    images = model_input(images, device)
    if config.optimization.channels_last and images.dim() == 4:
        images = images.contiguous(memory_format=torch.channels_last)
    return images


@torch.no_grad()
def evaluate(run: Run, model: torch.nn.Module, loader: Any, config: TrainConfig) -> float:
    """Accuracy over the whole test set, each image counted once across ranks."""
    model.eval()
    accuracy = run.metric()
    for images, labels in loader:
        inputs = prepare_images(images, config, run.device)
        correct = (model(inputs).argmax(dim=1) == labels).float()
        accuracy.update(loader.drop_padding(correct))
    model.train()
    return accuracy.compute()


def _shares(loader: Any, accumulate: int) -> Callable[[int], tuple[float, bool]]:
    """For micro-batch i: the weight of its loss, and whether the optimizer steps after it.

    A global-batch loader knows both for the batch it just gave (`--global-batch-size`);
    otherwise they follow from this rank's batch sizes and --accumulate.
    """
    if isinstance(loader, GlobalBatchLoader):
        return lambda i: (loader.weight, loader.ends_step)
    sizes = loader.batch_sizes()

    def share(i: int) -> tuple[float, bool]:
        first = i - i % accumulate
        group = sizes[first : first + accumulate]
        return sizes[i] / sum(group), i == first + len(group) - 1

    return share
