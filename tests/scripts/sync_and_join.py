"""Sync batch norm, uneven inputs, FSDP clipping on 2 ranks.

usage: sync_and_join.py syncbn|join|clip OUT.pt
"""

import sys

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn

import multigpu

BATCH = 6  # per rank


def global_batch():
    gen = torch.Generator().manual_seed(0)
    x = torch.randn(2 * BATCH, 5, generator=gen) * 3 + 1
    return x, (x.sum(dim=1) > 2).long()


def bn_model() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(5, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 2))


def syncbn(run: multigpu.Run, out: str) -> None:
    model = bn_model()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    model, optimizer = run.setup(model, optimizer)
    x, y = global_batch()
    mine = slice(run.rank * BATCH, (run.rank + 1) * BATCH)  # each rank: half the global batch
    for _ in range(3):
        run.backward(F.cross_entropy(model(x[mine]), y[mine]))
        optimizer.step()
        optimizer.zero_grad()
    if run.is_main:
        torch.save(run.unwrap(model).state_dict(), out)


def join(run: multigpu.Run, out: str) -> None:
    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    model, optimizer = run.setup(model, optimizer)
    batches = 5 if run.rank == 0 else 3  # uneven shards: rank 1 runs out first
    with run.join(model):
        for _ in range(batches):
            run.backward(model(torch.randn(8, 4)).pow(2).mean())
            optimizer.step()
            optimizer.zero_grad()
    weights = [torch.zeros_like(model.module.weight) for _ in range(run.world_size)]
    dist.all_gather(weights, model.module.weight.detach())
    if run.is_main:
        torch.save({"weights": weights}, out)


def clip(run: multigpu.Run, out: str) -> None:
    """FSDP: the norm clip_gradients sees must be the global one, over every shard."""
    model = bn_model()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    model, optimizer = run.setup(model, optimizer)
    x, y = global_batch()
    mine = slice(run.rank * BATCH, (run.rank + 1) * BATCH)
    run.backward(F.cross_entropy(model(x[mine]), y[mine]))
    norm = run.clip_gradients(model, optimizer, max_norm=0.01)
    norm = norm.full_tensor() if hasattr(norm, "full_tensor") else norm
    after = run.clip_gradients(model, optimizer, max_norm=1e9)  # the norm once clipped
    after = after.full_tensor() if hasattr(after, "full_tensor") else after
    if run.is_main:
        torch.save({"norm": norm.detach().cpu(), "after": after.detach().cpu()}, out)


if __name__ == "__main__":
    mode, out = sys.argv[1], sys.argv[2]
    fn = {"syncbn": syncbn, "join": join, "clip": clip}[mode]
    strategy = multigpu.FSDP if mode == "clip" else multigpu.DDP
    multigpu.launch(
        fn, out, devices=2, accelerator="cpu", strategy=strategy(sync_batchnorm=True), timeout=30
    )
