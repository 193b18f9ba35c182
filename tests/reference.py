"""The reference every distributed test compares with: one process, one optimizer step per
*global* batch (the union of what the ranks read), on the equivalence script's model and data."""

from __future__ import annotations

import sys

import torch
import torch.nn.functional as F
from torch.utils.data import DistributedSampler

from conftest import SCRIPTS

sys.path.insert(0, str(SCRIPTS))
import equivalence as eq


def reference_parameters(world_size: int) -> dict[str, torch.Tensor]:
    """One process, one optimizer step per *global* batch: the union of the ranks' batches."""
    data = eq.dataset()
    net = eq.model()
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
    for epoch in range(eq.EPOCHS):
        shards = []
        for rank in range(world_size):
            sampler = DistributedSampler(data, world_size, rank, shuffle=True, seed=eq.SEED)
            sampler.set_epoch(epoch)
            shards.append(list(sampler))
        for start in range(0, len(shards[0]), eq.BATCH):
            index = torch.tensor([i for shard in shards for i in shard[start : start + eq.BATCH]])
            x, y = data.tensors[0][index], data.tensors[1][index]
            F.cross_entropy(net(x), y).backward()
            optimizer.step()
            optimizer.zero_grad()
    return net.state_dict()


def assert_same(
    a: dict[str, torch.Tensor], b: dict[str, torch.Tensor], exact: bool = False
) -> None:
    assert a.keys() == b.keys()
    for key in a:
        if exact:
            assert torch.equal(a[key], b[key]), key
        else:
            torch.testing.assert_close(a[key], b[key], rtol=1e-5, atol=1e-6, msg=key)
