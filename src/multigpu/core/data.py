"""Data loading for one rank: DistributedSampler, per-device batches, copies to the device.

The details tutorials get wrong live here: `set_epoch` before every epoch (done by `Run.epochs`),
the batch size meaning *per device*, pinned memory with non-blocking copies on CUDA, worker
processes per device capped by the cores, and knowing which samples are the sampler's padding so
metrics do not count them twice.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import torch
from torch.utils.data import DataLoader, Dataset, DistributedSampler, IterableDataset, TensorDataset

from .batches import batch_length, to_device
from .device import cpu_cores
from .errors import UsageError
from .feed import FeedClock

DEFAULT_WORKERS_PER_DEVICE = 4


def default_workers(dataset: Dataset, local_processes: int, cores: int | None = None) -> int:
    """4 loader workers per device, fewer when the cores cannot feed that many.

    Tensors already in memory have nothing to decode: workers would only add inter-process
    copies (measured 2x slower on the digits job), so those load in the main process.
    """
    if isinstance(dataset, TensorDataset):
        return 0
    cores = cpu_cores() if cores is None else cores
    return max(0, min(DEFAULT_WORKERS_PER_DEVICE, cores // max(1, local_processes)))


class ResumableSampler(DistributedSampler):
    """DistributedSampler that can start an epoch part-way, at a *global* sample position.

    torch's sampler always starts an epoch at its beginning. To resume mid-epoch, also on another
    number of ranks, we keep its exact epoch order (same permutation, same padding) and skip the
    positions the job already consumed, then shard what is left round-robin as before. With the
    same world size this reproduces the uninterrupted run's batches exactly.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.start = 0  # global position of the current epoch to start at

    def set_start(self, position: int) -> None:
        self.start = position

    def _remaining(self) -> int:
        left = max(0, self.total_size - self.start)
        return left // self.num_replicas if self.drop_last else -(-left // self.num_replicas)

    def __len__(self) -> int:
        return self._remaining() if self.start else self.num_samples

    def __iter__(self) -> Iterator[int]:
        if not self.start:
            return super().__iter__()
        # The same padded order the parent builds for this epoch, sliced at `start`.
        rest = self._epoch_order()[self.start :]
        size = self._remaining() * self.num_replicas
        if len(rest) < size:  # pad (never drop real samples) to a multiple of the ranks
            rest += (rest * (-(-size // max(1, len(rest)))))[: size - len(rest)]
        return iter(rest[:size][self.rank :: self.num_replicas])

    def _epoch_order(self) -> list[int]:
        """All ranks' indices of this epoch in global position order: position q is the
        (q // W)-th sample of rank q % W. Built from the parent's own iterator per rank."""
        rank = self.rank
        shards = []
        for r in range(self.num_replicas):
            self.rank = r
            shards.append(list(super().__iter__()))
        self.rank = rank
        return [shard[i] for i in range(self.num_samples) for shard in shards]


class DeviceLoader:
    """A DataLoader over this rank's shard whose batches arrive on the rank's device.

    It remembers how far the epoch has got as a *global* sample position (samples consumed by
    all ranks together), which is what a checkpoint stores: that number means the same thing on
    any number of ranks.
    """

    def __init__(
        self,
        loader: DataLoader,
        sampler: ResumableSampler,
        device: torch.device,
        generator: torch.Generator,
    ):
        self.loader = loader
        self._generator = generator
        self.sampler = sampler
        self.device = device
        self._non_blocking = device.type == "cuda"
        self._real_samples = 0  # of this rank, in the current epoch (the rest is padding)
        self._batch_start = 0  # rank-local position of the current batch's first sample
        self._batch_len = 0
        self._epoch = 0
        self._position = 0  # global samples of this epoch consumed so far
        self._finished = False
        self._batches_taken = 0  # of this epoch, by this rank
        self._resume: tuple[int, int] | None = None  # (epoch, position) from a checkpoint
        self.clock: FeedClock | None = None  # times the training passes, when given

    @property
    def batch_size(self) -> int:
        """Samples per batch on this device."""
        return self.loader.batch_size or 1

    @property
    def global_batch_size(self) -> int:
        """Samples per optimizer step across all ranks."""
        return self.batch_size * self.sampler.num_replicas

    @property
    def resume_epoch(self) -> int | None:
        """The epoch a loaded checkpoint continues in, if one was loaded."""
        return self._resume[0] if self._resume else None

    def set_epoch(self, epoch: int) -> None:
        """Reshuffle for this epoch; every rank must call it with the same epoch."""
        self.sampler.set_epoch(epoch)
        seed_workers(self._generator, self.sampler.seed, epoch, self.sampler.rank)
        start = 0
        if self._resume and self._resume[0] == epoch:
            start = self._resume[1]
            self._resume = None
        self.sampler.set_start(start)
        self._epoch, self._position, self._finished = epoch, start, False
        self._batches_taken = 0

    def __len__(self) -> int:
        return len(self.loader)

    def batch_sizes(self) -> list[int]:
        """Sizes of this rank's batches in the current epoch (after `set_epoch`)."""
        samples, size = len(self.sampler), self.batch_size
        sizes = [size] * (samples // size)
        if samples % size and not self.loader.drop_last:
            sizes.append(samples % size)
        return sizes

    def __iter__(self) -> Iterator[Any]:
        batches = self._pass()
        return self.clock.training_pass(batches) if self.clock else batches

    def _pass(self) -> Iterator[Any]:
        self._batch_start, self._batch_len = 0, 0
        self._real_samples = _real_samples_on_rank(self.sampler)
        for batch in self.loader:
            self._batch_start += self._batch_len
            self._batch_len = batch_length(batch)
            # Every rank takes a batch of the same size at each step.
            self._position += self._batch_len * self.sampler.num_replicas
            self._batches_taken += 1
            yield to_device(batch, self.device, self._non_blocking)
        self._finished = True

    def drop_padding(self, per_sample: torch.Tensor) -> torch.Tensor:
        """Keep only the current batch's real samples.

        DistributedSampler pads the dataset with repeated samples so every rank gets as many;
        pass per-sample values (losses, correct flags) through this before averaging them.
        """
        keep = max(0, min(self._batch_len, self._real_samples - self._batch_start))
        return per_sample[:keep]

    def state_dict(self) -> dict[str, Any]:
        """Where the next sample comes from: an epoch and a global position in it.

        Once the epoch's last batch has been handed out, the epoch counts as done, even while
        the loop is still inside that batch's step: a checkpoint taken there resumes at the
        next epoch, not at the empty end of this one.
        """
        done = self._finished or self._batches_taken >= len(self.loader)
        return {
            "epoch": self._epoch + 1 if done else self._epoch,
            "position": 0 if done else self._position,
            "dataset_size": len(self.sampler.dataset),  # type: ignore[arg-type]
            "seed": self.sampler.seed,
            "shuffle": self.sampler.shuffle,
            "world_size": self.sampler.num_replicas,
            "batch_size": self.batch_size,
        }

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Continue at the saved epoch and position (applied by the next `set_epoch`)."""
        size = len(self.sampler.dataset)  # type: ignore[arg-type]
        if state["dataset_size"] != size:
            raise ValueError(
                f"the checkpoint's loader had {state['dataset_size']} samples, this one has {size}"
            )
        if (state["seed"], state["shuffle"]) != (self.sampler.seed, self.sampler.shuffle):
            raise ValueError("the checkpoint's loader used another seed or shuffle setting")
        self.resume_at(int(state["epoch"]), int(state["position"]))

    def resume_at(self, epoch: int, position: int) -> None:
        """Start `epoch` at a global sample position when `set_epoch(epoch)` comes."""
        self._resume = (epoch, position)


def build_loader(
    dataset: Dataset,
    batch_size: int,
    *,
    rank: int,
    world_size: int,
    device: torch.device,
    local_processes: int,
    shuffle: bool = True,
    drop_last: bool = False,
    seed: int = 0,
    num_workers: int | None = None,
    collate_fn: Any = None,
) -> DeviceLoader:
    if batch_size < 1:
        raise UsageError(f"batch size must be at least 1, not {batch_size}")
    check_dataset(dataset)
    sampler = ResumableSampler(
        dataset, num_replicas=world_size, rank=rank, shuffle=shuffle, seed=seed, drop_last=drop_last
    )
    generator = torch.Generator()
    loader = DataLoader(
        dataset,
        batch_size=batch_size,
        sampler=sampler,
        drop_last=drop_last,
        generator=generator,
        **loader_options(dataset, device, local_processes, num_workers, collate_fn),
    )
    return DeviceLoader(loader, sampler, device, generator)


def loader_options(
    dataset: Dataset,
    device: torch.device,
    local_processes: int,
    num_workers: int | None,
    collate_fn: Any,
) -> dict[str, Any]:
    """The DataLoader settings every loader of a rank shares, whatever its sampler: loader
    workers (`default_workers` unless given) kept between epochs, pinned memory on CUDA, and
    the collate function."""
    workers = default_workers(dataset, local_processes) if num_workers is None else num_workers
    return {
        "num_workers": workers,
        "persistent_workers": workers > 0,
        "pin_memory": device.type == "cuda",
        "collate_fn": collate_fn,
    }


def seed_workers(generator: torch.Generator, seed: int, epoch: int, rank: int) -> None:
    """Worker seeds come from the loader's own generator, a pure function of (seed, epoch,
    rank): iterating never draws from the global RNG, so dropout etc. resume exactly."""
    generator.manual_seed(hash((seed, epoch, rank)))


def check_dataset(dataset: Dataset) -> None:
    """A map-style dataset with samples in it, which a loader can split by index."""
    if isinstance(dataset, IterableDataset):
        raise UsageError(
            "run.loader splits a map-style dataset (with __len__ and __getitem__) between the "
            "ranks by index; an IterableDataset cannot be split that way: give each rank its own "
            "part of the stream (run.rank of run.world_size) and use a plain DataLoader"
        )
    if len(dataset) == 0:  # type: ignore[arg-type]
        raise UsageError("the dataset is empty")


def _real_samples_on_rank(sampler: ResumableSampler) -> int:
    """How many of this rank's samples this epoch are real rather than the sampler's padding.

    Rank r takes the global positions start + r, start + r + W, ...; positions at or past
    len(dataset) are padding.
    """
    if sampler.drop_last:
        return len(sampler)
    first = sampler.start + sampler.rank
    return len(range(first, len(sampler.dataset), sampler.num_replicas))  # type: ignore[arg-type]
