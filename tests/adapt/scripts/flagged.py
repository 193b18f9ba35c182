"""A research-style trainer: one GPU (or DataParallel over all) by default, and its own DDP
behind a flag, written for GPUs (nccl, `cuda:LOCAL_RANK`, DDP device ids), as nanoGPT and
imagenet write theirs. Devices are asked of `torch.accelerator`, as newer scripts do.

`multigpu run` must parallelise it without the flag, and leave it alone with it. With
--when-several it distributes itself only where WORLD_SIZE is over 1 (open_clip's idiom), so
one process runs its single-device branch.
"""

import argparse
import os

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--distributed", action="store_true")
parser.add_argument("--global-batch", action="store_true", help="16 over the ranks, else 8 each")
parser.add_argument("--when-several", action="store_true", help="--distributed if WORLD_SIZE > 1")
parser.add_argument("--no-sampler", action="store_true", help="every rank loads the same batches")
args = parser.parse_args()
if args.when_several and int(os.environ.get("WORLD_SIZE", "1")) > 1:
    args.distributed = True

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
inputs = torch.randn(64, 6)
targets = (inputs.sum(dim=1) > 0).long()
dataset = TensorDataset(inputs, targets)
model = nn.Sequential(nn.Linear(6, 12), nn.Tanh(), nn.Linear(12, 2))

rank = 0
if args.distributed:
    dist.init_process_group(backend="nccl")
    rank, local_rank = dist.get_rank(), int(os.environ["LOCAL_RANK"])
    device = torch.device(f"cuda:{local_rank}")
    torch.cuda.set_device(device)
    model = DDP(model.to(device), device_ids=[local_rank])
    # --no-sampler: each rank takes its share of the batch from the same order, as a
    # torchrun script that forgot its DistributedSampler does.
    sampler = None if args.no_sampler else DistributedSampler(dataset, shuffle=False)
    per_rank = 16 // dist.get_world_size() if args.global_batch else 8
    loader = DataLoader(dataset, batch_size=per_rank, sampler=sampler)
    print(f"rank {rank} of {dist.get_world_size()} joined")
elif torch.accelerator.is_available():
    device = torch.accelerator.current_accelerator()
    model = nn.DataParallel(model).to(device)
    loader = DataLoader(dataset, batch_size=16, shuffle=True)
else:
    device = torch.device("cpu")
    loader = DataLoader(dataset, batch_size=16, shuffle=True)

optimizer = torch.optim.SGD(model.parameters(), lr=0.2)
for epoch in range(2):
    for x, y in loader:
        x, y = x.to(device, non_blocking=True), y.to(device, non_blocking=True)
        loss = F.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    if rank == 0:
        print(f"epoch {epoch} loss {loss.item():.6f}")

if rank == 0:
    torch.save(getattr(model, "module", model).state_dict(), args.out)
if args.distributed:
    dist.barrier()
    dist.destroy_process_group()
