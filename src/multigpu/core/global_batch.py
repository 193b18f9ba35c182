"""A global batch that belongs to the run, not to the machine.

The global batch B is fixed; the per-device micro-batch and the accumulation steps follow from
B, the world size W and a per-device limit. The sample stream is a function of (seed, epoch, B)
alone: epoch e's order is one permutation, and global batch j is its samples jB .. jB+B-1, on
any number of ranks. Each global batch is cut into W x K contiguous pieces (rank r takes pieces
rK .. rK+K-1, one per accumulation step), as even as they come; a piece of n samples out of a
global batch of g carries the loss weight n * W / g, so that DDP's average over ranks of the
summed micro-batch gradients is exactly the mean gradient over the g samples. A piece left empty
(the epoch's last, short global batch) gets one sample with weight 0: every rank still runs K
backward passes, so the gradient all-reduces stay matched.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import torch
from torch.utils.data import DataLoader, Dataset

from .batches import to_device
from .data import check_dataset, loader_options, seed_workers
from .errors import InvalidOption
from .feed import FeedClock


@dataclass(frozen=True)
class GlobalBatchPlan:
    global_batch: int
    world_size: int
    micro_batch: int  # the largest micro-batch a device takes
    accumulation: int  # micro-batches per optimizer step, the same on every rank

    @classmethod
    def derive(
        cls, global_batch: int, world_size: int, limit: int | None = None
    ) -> GlobalBatchPlan:
        """The micro-batch and accumulation steps for B on W ranks, each device taking at most
        `limit` samples at once (no limit: one micro-batch per step)."""
        if global_batch < world_size:
            raise InvalidOption(
                "global_batch_size", global_batch, f"must be at least the {world_size} ranks"
            )
        if limit is not None and limit < 1:
            raise InvalidOption("batch_size", limit, "must be at least 1")
        share = -(-global_batch // world_size)  # the most samples any rank takes per step
        micro = share if limit is None else min(limit, share)
        return cls(global_batch, world_size, micro, -(-share // micro))

    @property
    def even(self) -> bool:
        return self.global_batch == self.world_size * self.micro_batch * self.accumulation

    def describe(self) -> str:
        steps = "step" if self.accumulation == 1 else "steps"
        ranks = "rank" if self.world_size == 1 else "ranks"
        text = (
            f"global batch {self.global_batch} = {self.world_size} {ranks} x {self.micro_batch} x "
            f"{self.accumulation} accumulation {steps}"
        )
        if not self.even:
            text += " (pieces of unequal size, each weighted by its share)"
        return text

    def pieces(self, batch: list[int], rank: int) -> list[tuple[list[int], float]]:
        """This rank's micro-batches of one global batch: (sample indices, loss weight)."""
        slots = self.world_size * self.accumulation
        base, extra = divmod(len(batch), slots)
        ends = [0]
        for slot in range(slots):
            ends.append(ends[-1] + base + (slot < extra))
        mine = []
        for slot in range(rank * self.accumulation, (rank + 1) * self.accumulation):
            indices = batch[ends[slot] : ends[slot + 1]]
            if indices:
                mine.append((indices, len(indices) * self.world_size / len(batch)))
            else:  # nothing left for this piece: a stand-in sample that weighs nothing
                mine.append(([batch[0]], 0.0))
        return mine


def epoch_batches(
    size: int, global_batch: int, *, seed: int, epoch: int, shuffle: bool, drop_last: bool
) -> list[list[int]]:
    """Epoch `epoch`'s global batches: the same on any number of ranks."""
    if shuffle:
        order = torch.randperm(size, generator=torch.Generator().manual_seed(seed + epoch))
        indices = order.tolist()
    else:
        indices = list(range(size))
    batches = [indices[i : i + global_batch] for i in range(0, size, global_batch)]
    if drop_last and len(batches[-1]) < global_batch:
        batches.pop()
    return batches


class _Pieces:
    """The DataLoader's batch sampler: this rank's micro-batches, in order."""

    def __init__(self) -> None:
        self.plan: list[tuple[list[int], float, bool]] = []  # (indices, weight, ends a step)

    def __iter__(self) -> Iterator[list[int]]:
        return (indices for indices, _, _ in self.plan)

    def __len__(self) -> int:
        return len(self.plan)


class GlobalBatchLoader:
    """Batches of this rank's pieces of every global batch, on the rank's device.

    After each batch, `weight` is the factor for its mean loss and `ends_step` says whether the
    optimizer steps after it:

        for x, y in loader:
            with run.no_sync(model, enabled=not loader.ends_step):
                run.backward(F.cross_entropy(model(x), y) * loader.weight)
            if loader.ends_step:
                optimizer.step()
                optimizer.zero_grad()

    A checkpoint stores the epoch and the next global batch, which mean the same on any number
    of ranks: a run resumed on other ranks sees the samples the uninterrupted run would have.
    """

    def __init__(
        self,
        dataset: Dataset,
        plan: GlobalBatchPlan,
        *,
        rank: int,
        device: torch.device,
        seed: int,
        shuffle: bool,
        drop_last: bool,
        options: dict[str, Any],
    ) -> None:
        self.dataset, self.plan, self.rank, self.device = dataset, plan, rank, device
        self.seed, self.shuffle, self.drop_last = seed, shuffle, drop_last
        self._pieces = _Pieces()
        self._generator = torch.Generator()
        self.loader = DataLoader(
            dataset,
            batch_sampler=self._pieces,
            generator=self._generator,
            **options,  # data.loader_options
        )
        self.weight, self.ends_step = 1.0, True
        self._epoch, self._start, self._step = 0, 0, 0  # epoch; its first and next global batch
        self._resume: tuple[int, int] | None = None
        self.clock: FeedClock | None = None  # times the training passes, when given

    @property
    def batch_size(self) -> int:
        return self.plan.micro_batch

    @property
    def global_batch_size(self) -> int:
        return self.plan.global_batch

    @property
    def resume_epoch(self) -> int | None:
        return self._resume[0] if self._resume else None

    def describe(self) -> str:
        return self.plan.describe()

    def set_epoch(self, epoch: int) -> None:
        """This epoch's global batches, from the saved one onwards after a resume."""
        batches = epoch_batches(
            len(self.dataset),  # type: ignore[arg-type]
            self.plan.global_batch,
            seed=self.seed,
            epoch=epoch,
            shuffle=self.shuffle,
            drop_last=self.drop_last,
        )
        start = 0
        if self._resume and self._resume[0] == epoch:
            start, self._resume = self._resume[1], None
        self._epoch, self._start, self._step = epoch, start, start
        seed_workers(self._generator, self.seed, epoch, self.rank)
        last = self.plan.accumulation - 1
        self._pieces.plan = [
            (indices, weight, i == last)
            for batch in batches[start:]
            for i, (indices, weight) in enumerate(self.plan.pieces(batch, self.rank))
        ]

    @property
    def steps_per_epoch(self) -> int:
        """Global batches (optimizer steps) in a whole epoch."""
        size, batch = len(self.dataset), self.plan.global_batch  # type: ignore[arg-type]
        return size // batch if self.drop_last else -(-size // batch)

    def __len__(self) -> int:
        """This rank's batches in the epoch from where it started (all of them before the
        first epoch)."""
        return (self.steps_per_epoch - self._start) * self.plan.accumulation

    def __iter__(self) -> Iterator[Any]:
        batches = self._pass()
        return self.clock.training_pass(batches) if self.clock else batches

    def _pass(self) -> Iterator[Any]:
        for batch, (_, weight, ends_step) in zip(self.loader, self._pieces.plan, strict=True):
            self.weight, self.ends_step = weight, ends_step
            self._step += ends_step  # a checkpoint after this optimizer step resumes past it
            yield to_device(batch, self.device, self.device.type == "cuda")

    def drop_padding(self, per_sample: torch.Tensor) -> torch.Tensor:
        """The current batch's values, or none when it is a stand-in that weighs nothing."""
        return per_sample if self.weight else per_sample[:0]

    def state_dict(self) -> dict[str, Any]:
        done = self._step >= self.steps_per_epoch
        return {
            "epoch": self._epoch + 1 if done else self._epoch,
            "global_step": 0 if done else self._step,
            "global_batch_size": self.plan.global_batch,
            "dataset_size": len(self.dataset),  # type: ignore[arg-type]
            "seed": self.seed,
            "shuffle": self.shuffle,
        }

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Continue where a checkpoint's loader stopped: this loader's own, with any global
        batch whose steps reach that point of the epoch, or a per-device loader's (both take
        an epoch's samples in the same order, so a position counts the same samples)."""
        mine = self.state_dict()
        for key in ("dataset_size", "seed", "shuffle"):
            if state.get(key) != mine[key]:
                raise ValueError(
                    f"the checkpoint's loader had {key} {state.get(key)}, this one has {mine[key]}"
                )
        epoch, done = int(state["epoch"]), trained_in_epoch(state)
        if done % self.plan.global_batch:
            raise ValueError(
                f"the checkpoint is {done} samples into epoch {epoch + 1}, where steps of a "
                f"global batch of {self.plan.global_batch} do not end: resume with a global "
                f"batch that divides {done}, or from a checkpoint at an epoch's end"
            )
        self._resume = (epoch, done // self.plan.global_batch)


def trained_in_epoch(state: dict[str, Any]) -> int:
    """The samples of its epoch a loader's state (a global-batch or a per-device loader's)
    says were trained."""
    if "global_step" in state:
        return int(state["global_step"]) * int(state["global_batch_size"])
    return int(state["position"])


def build_global_loader(
    dataset: Dataset,
    plan: GlobalBatchPlan,
    *,
    rank: int,
    device: torch.device,
    local_processes: int,
    shuffle: bool = True,
    drop_last: bool = False,
    seed: int = 0,
    num_workers: int | None = None,
    collate_fn: Any = None,
) -> GlobalBatchLoader:
    check_dataset(dataset)
    options = loader_options(dataset, device, local_processes, num_workers, collate_fn)
    return GlobalBatchLoader(
        dataset,
        plan,
        rank=rank,
        device=device,
        seed=seed,
        shuffle=shuffle,
        drop_last=drop_last,
        options=options,
    )
