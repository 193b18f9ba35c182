"""Data loading for one rank: DistributedSampler, per-device batches, copies to the device.

The details tutorials get wrong live here: `set_epoch` before every epoch (done by `Run.epochs`),
the batch size meaning *per device*, pinned memory with non-blocking copies on CUDA, worker
processes per device capped by the cores, and knowing which samples are the sampler's padding so
metrics do not count them twice.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import torch
from torch.utils.data import DataLoader, Dataset, DistributedSampler, TensorDataset

from .devices import cpu_cores
from .errors import UsageError

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


def move_to_device(batch: Any, device: torch.device, non_blocking: bool) -> Any:
    """Copy every tensor in a (nested) batch to the device."""
    if isinstance(batch, torch.Tensor):
        return batch.to(device, non_blocking=non_blocking)
    if isinstance(batch, dict):
        return {k: move_to_device(v, device, non_blocking) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        moved = [move_to_device(v, device, non_blocking) for v in batch]
        return type(batch)(moved) if isinstance(batch, list) else tuple(moved)
    return batch


class DeviceLoader:
    """A DataLoader over this rank's shard whose batches arrive on the rank's device."""

    def __init__(self, loader: DataLoader, sampler: DistributedSampler, device: torch.device):
        self.loader = loader
        self.sampler = sampler
        self.device = device
        self._non_blocking = device.type == "cuda"
        self._real_samples = _real_samples_on_rank(sampler)
        self._batch_start = 0  # rank-local position of the current batch's first sample
        self._batch_len = 0

    @property
    def batch_size(self) -> int:
        """Samples per batch on this device."""
        return self.loader.batch_size or 1

    @property
    def global_batch_size(self) -> int:
        """Samples per optimizer step across all ranks."""
        return self.batch_size * self.sampler.num_replicas

    def set_epoch(self, epoch: int) -> None:
        """Reshuffle for this epoch; every rank must call it with the same epoch."""
        self.sampler.set_epoch(epoch)

    def __len__(self) -> int:
        return len(self.loader)

    def __iter__(self) -> Iterator[Any]:
        self._batch_start, self._batch_len = 0, 0
        for batch in self.loader:
            self._batch_start += self._batch_len
            self._batch_len = _batch_length(batch)
            yield move_to_device(batch, self.device, self._non_blocking)

    def drop_padding(self, per_sample: torch.Tensor) -> torch.Tensor:
        """Keep only the current batch's real samples.

        DistributedSampler pads the dataset with repeated samples so every rank gets as many;
        pass per-sample values (losses, correct flags) through this before averaging them.
        """
        keep = max(0, min(self._batch_len, self._real_samples - self._batch_start))
        return per_sample[:keep]


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
    if len(dataset) == 0:  # type: ignore[arg-type]
        raise UsageError("the dataset is empty")
    sampler = DistributedSampler(
        dataset, num_replicas=world_size, rank=rank, shuffle=shuffle, seed=seed, drop_last=drop_last
    )
    workers = default_workers(dataset, local_processes) if num_workers is None else num_workers
    loader = DataLoader(
        dataset,
        batch_size=batch_size,
        sampler=sampler,
        drop_last=drop_last,
        num_workers=workers,
        persistent_workers=workers > 0,
        pin_memory=device.type == "cuda",
        collate_fn=collate_fn,
    )
    return DeviceLoader(loader, sampler, device)


def _real_samples_on_rank(sampler: DistributedSampler) -> int:
    """How many of this rank's samples are real rather than the sampler's padding.

    The sampler lays the (padded) index list out round-robin: rank r takes global positions
    r, r + W, r + 2W, ...; positions at or past len(dataset) are the padding.
    """
    if sampler.drop_last:
        return sampler.num_samples
    return len(range(sampler.rank, len(sampler.dataset), sampler.num_replicas))  # type: ignore[arg-type]


def _batch_length(batch: Any) -> int:
    if isinstance(batch, torch.Tensor):
        return len(batch)
    if isinstance(batch, dict):
        return _batch_length(next(iter(batch.values())))
    if isinstance(batch, Sequence) and batch:
        return _batch_length(batch[0])
    raise TypeError(f"cannot tell the length of a batch of type {type(batch).__name__}")
