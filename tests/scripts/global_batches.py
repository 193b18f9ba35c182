"""The global batches a job's data-parallel ranks read together, for one process to replay: each
rank's DistributedSampler order, its `batch` rows from each, joined rank by rank."""

from collections.abc import Iterator

import torch
import torch.nn.functional as F
from torch import nn
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


def trained_on_global_batches(
    net: nn.Module, data: Dataset, replicas: int, batch: int, seed: int, epochs: int
) -> dict[str, torch.Tensor]:
    """One process's reference for the tests' scripts: SGD with momentum, one step per global
    batch (what `replicas` ranks read together), cross-entropy, the norm clipped to 1."""
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    inputs, targets = data.tensors  # type: ignore[attr-defined]
    for epoch in range(epochs):
        for index in global_batches(data, replicas, batch, seed, epoch):
            F.cross_entropy(net(inputs[index]), targets[index]).backward()
            torch.nn.utils.clip_grad_norm_(net.parameters(), 1.0)
            optimizer.step()
            optimizer.zero_grad()
    return net.state_dict()
