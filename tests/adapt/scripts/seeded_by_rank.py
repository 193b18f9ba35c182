"""A nanoGPT-style trainer: it distributes itself whenever RANK is set, draws its batches at
random offsets of a token stream from a seed of 1337 + rank, and divides its gradient
accumulation by the world size, so that the tokens per step stay those of one process (the
tokens themselves do not).

`multigpu run --verify` must not call it unsafe: one process and the ranks train on other data.
"""

import os

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

VOCAB, BLOCK, BATCH = 16, 8, 4

ddp = int(os.environ.get("RANK", -1)) != -1
rank, accumulate = 0, 4
if ddp:
    dist.init_process_group(backend="gloo")
    rank = dist.get_rank()
    accumulate //= dist.get_world_size()
torch.manual_seed(1337 + rank)
torch.set_default_dtype(torch.float64)
tokens = torch.randint(VOCAB, (2000,), generator=torch.Generator().manual_seed(0))


def get_batch() -> tuple[torch.Tensor, torch.Tensor]:
    starts = torch.randint(len(tokens) - BLOCK - 1, (BATCH,))
    x = torch.stack([tokens[i : i + BLOCK] for i in starts])
    y = torch.stack([tokens[i + 1 : i + 1 + BLOCK] for i in starts])
    return x, y


model = nn.Sequential(nn.Embedding(VOCAB, 12), nn.Linear(12, VOCAB))
if ddp:
    model = DDP(model)  # rank 0's weights: the ranks built theirs from other seeds
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2)
for _ in range(4):
    for micro in range(accumulate):
        if ddp:
            model.require_backward_grad_sync = micro == accumulate - 1
        x, y = get_batch()
        loss = F.cross_entropy(model(x).view(-1, VOCAB), y.view(-1)) / accumulate
        loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
if ddp:
    dist.destroy_process_group()
