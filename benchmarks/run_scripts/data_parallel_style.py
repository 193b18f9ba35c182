"""A DataParallel-style training script (the benchmark's "unmodified script"): an MLP on
in-memory data, `nn.DataParallel`, `.cuda()` calls; `--single` leaves DataParallel out (a
single-GPU script, whose gradients `multigpu run` averages itself). `--shape` writes the loop
as users often do instead, each idiom by name (comma-separated): `functional` (F.cross_entropy
for nn.CrossEntropyLoss), `next` (batches taken with next() from one iterator, not enumerate),
`images` (1x28x28 inputs and an nn.Flatten in the model, with --inputs 784), `no-moves` (no
.cuda() calls: a CPU script). Prints samples/s over the timed steps; `--profile FILE` writes
rank 0's cProfile of them (run_overhead.py --sources)."""

import argparse
import cProfile
import json
import time

import torch
import torch.nn.functional as F
from step_counts import StepCounts
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("--batch-size", type=int, default=256)  # the global batch
parser.add_argument("--steps", type=int, default=60)
parser.add_argument("--warmup", type=int, default=10)
parser.add_argument("--width", type=int, default=1024)
parser.add_argument("--inputs", type=int, default=512)
parser.add_argument("--hidden-layers", type=int, default=2)
parser.add_argument("--read-loss", action="store_true", help="a running loss, .item() each step")
parser.add_argument(
    "--count-steps", type=int, default=0, help="count ops and calls (step_counts.py)"
)
parser.add_argument("--single", action="store_true")
parser.add_argument("--profile", help="write rank 0's cProfile of the timed steps here")
parser.add_argument("--shape", default="", help="idioms: functional,next,images,no-moves")
args = parser.parse_args()
shape = set(filter(None, args.shape.split(",")))


def mlp(inputs: int, width: int, hidden_layers: int) -> nn.Module:
    layers = [nn.Flatten()] if "images" in shape else []
    layers += [nn.Linear(inputs, width), nn.ReLU()]
    for _ in range(hidden_layers - 1):
        layers += [nn.Linear(width, width), nn.ReLU()]
    return nn.Sequential(*layers, nn.Linear(width, 10))


torch.manual_seed(0)
samples = args.batch_size * (args.steps + args.warmup)
features = (1, 28, 28) if "images" in shape else (args.inputs,)
data = TensorDataset(torch.randn(samples, *features), torch.randint(0, 10, (samples,)))
loader = DataLoader(data, batch_size=args.batch_size, shuffle=True, drop_last=True)
model = mlp(args.inputs, args.width, args.hidden_layers)
model = model if args.single else nn.DataParallel(model)
moves = "no-moves" not in shape
if moves:
    model = model.cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
criterion = F.cross_entropy if "functional" in shape else nn.CrossEntropyLoss()


def batches():
    """(step, batch): from enumerate, or with next() from one iterator."""
    if "next" not in shape:
        yield from enumerate(loader)
        return
    it = iter(loader)
    for step in range(len(loader)):
        yield step, next(it)


# Every rank profiles, as the script is the same on each; multigpu run keeps rank 0's file.
profile = cProfile.Profile() if args.profile else None
running = 0.0
counts = StepCounts(args.warmup, args.count_steps)
for step, (x, y) in batches():
    counts.at(step)
    if step == args.warmup:
        if moves:
            torch.cuda.synchronize()
        start, cpu, own = time.perf_counter(), time.process_time(), time.thread_time()
        if profile:
            profile.enable()
    if moves:
        x, y = x.cuda(non_blocking=True), y.cuda(non_blocking=True)
    loss = criterion(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if args.read_loss:  # what a script that logs a running loss does
        running = 0.9 * running + 0.1 * loss.item()
if moves:
    torch.cuda.synchronize()
rate = args.batch_size * args.steps / (time.perf_counter() - start)
# The process's CPU time per timed step (all its threads): what a step costs this rank
# whatever else shares the machine, where the wall time moves with the machine's load.
cpu_us = (time.process_time() - cpu) / args.steps * 1e6
# The main thread's alone: the loop's own work, without the collectives' threads and waits.
own_us = (time.thread_time() - own) / args.steps * 1e6
if profile:
    profile.disable()
    profile.dump_stats(args.profile)
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
