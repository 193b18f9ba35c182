"""The same model, data and global batch as data_parallel_style.py, written by hand for DDP:
process group, DistributedSampler + set_epoch, local batch = global / world size, rank 0 prints.
Run under torchrun (or `multigpu launch`)."""

import argparse
import json
import os
import time

import torch
import torch.distributed as dist

# Before any process group, or DDP's lazy import of this module keeps the world group alive
# past destroy_process_group and the process can abort at exit (a torch issue; see
# src/multigpu/api/run.py). Without it this baseline failed about 1 run in 6 here.
import torch.distributed.nn.functional
from step_counts import StepCounts
from torch import nn
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("--batch-size", type=int, default=256)
parser.add_argument("--steps", type=int, default=60)
parser.add_argument("--warmup", type=int, default=10)
parser.add_argument("--width", type=int, default=1024)
parser.add_argument("--inputs", type=int, default=512)
parser.add_argument("--hidden-layers", type=int, default=2)
parser.add_argument("--read-loss", action="store_true", help="a running loss, .item() each step")
parser.add_argument(
    "--count-steps", type=int, default=0, help="count ops and calls (step_counts.py)"
)
args = parser.parse_args()


def mlp(inputs: int, width: int, hidden_layers: int) -> nn.Module:
    layers = [nn.Linear(inputs, width), nn.ReLU()]
    for _ in range(hidden_layers - 1):
        layers += [nn.Linear(width, width), nn.ReLU()]
    return nn.Sequential(*layers, nn.Linear(width, 10))


cuda = torch.cuda.is_available()
dist.init_process_group("nccl" if cuda else "gloo")
rank, world = dist.get_rank(), dist.get_world_size()
device = torch.device("cuda", int(os.environ["LOCAL_RANK"])) if cuda else torch.device("cpu")
if cuda:
    torch.cuda.set_device(device)

torch.manual_seed(0)
samples = args.batch_size * (args.steps + args.warmup)
data = TensorDataset(torch.randn(samples, args.inputs), torch.randint(0, 10, (samples,)))
sampler = DistributedSampler(data, shuffle=True, drop_last=True)
sampler.set_epoch(0)
loader = DataLoader(data, batch_size=args.batch_size // world, sampler=sampler, drop_last=True)
model = mlp(args.inputs, args.width, args.hidden_layers).to(device)
model = DistributedDataParallel(model, device_ids=[device] if cuda else None)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
criterion = nn.CrossEntropyLoss()


def synchronize():
    if cuda:
        torch.cuda.synchronize(device)


running = 0.0
counts = StepCounts(args.warmup, args.count_steps)
for step, (x, y) in enumerate(loader):
    counts.at(step)
    if step == args.warmup:
        synchronize()
        start, cpu, own = time.perf_counter(), time.process_time(), time.thread_time()
    x, y = x.to(device, non_blocking=True), y.to(device, non_blocking=True)
    loss = criterion(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if args.read_loss:  # what a script that logs a running loss does
        running = 0.9 * running + 0.1 * loss.item()
synchronize()
rate = args.batch_size * args.steps / (time.perf_counter() - start)
# The process's CPU time per timed step (all its threads): what a step costs this rank
# whatever else shares the machine, where the wall time moves with the machine's load.
cpu_us = (time.process_time() - cpu) / args.steps * 1e6
# The main thread's alone: the loop's own work, without the collectives' threads and waits.
own_us = (time.thread_time() - own) / args.steps * 1e6
if rank == 0:
    print(
        json.dumps(
            {
                "samples_per_s": rate,
                "cpu_us_per_step": cpu_us,
                "thread_us_per_step": own_us,
                **counts.figures,
            }
        )
    )
dist.destroy_process_group()
