"""The global batches a job's data-parallel ranks read together, for one process to replay: each
rank's DistributedSampler order, its `batch` rows from each, joined rank by rank."""

from collections.abc import Iterator

import torch
from torch.utils.data import Dataset, DistributedSampler


def global_batches(
    data: Dataset, replicas: int, batch: int, seed: int, epoch: int = 0, shuffle: bool = True
) -> Iterator[torch.Tensor]:
    """The indices of each global batch of an epoch, in order: `batch` per replica."""
    shards = []
    for rank in range(replicas):
        sampler = DistributedSampler(data, replicas, rank, shuffle=shuffle, seed=seed)
        sampler.set_epoch(epoch)
        shards.append(list(sampler))
    for start in range(0, len(shards[0]), batch):
        yield torch.tensor([i for shard in shards for i in shard[start : start + batch]])
