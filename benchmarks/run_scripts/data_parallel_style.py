"""A DataParallel-style training script (the benchmark's "unmodified script"): an MLP on
in-memory data, `nn.DataParallel`, `.cuda()` calls; `--single` leaves DataParallel out (a
single-GPU script, whose gradients `multigpu run` averages itself). Prints samples/s over the
timed steps."""

import argparse
import json
import time

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("--batch-size", type=int, default=256)  # the global batch
parser.add_argument("--steps", type=int, default=60)
parser.add_argument("--warmup", type=int, default=10)
parser.add_argument("--width", type=int, default=1024)
parser.add_argument("--single", action="store_true")
args = parser.parse_args()

torch.manual_seed(0)
samples = args.batch_size * (args.steps + args.warmup)
data = TensorDataset(torch.randn(samples, 512), torch.randint(0, 10, (samples,)))
loader = DataLoader(data, batch_size=args.batch_size, shuffle=True, drop_last=True)
model = nn.Sequential(
    nn.Linear(512, args.width),
    nn.ReLU(),
    nn.Linear(args.width, args.width),
    nn.ReLU(),
    nn.Linear(args.width, 10),
)
model = (model if args.single else nn.DataParallel(model)).cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
criterion = nn.CrossEntropyLoss()

for step, (x, y) in enumerate(loader):
    if step == args.warmup:
        torch.cuda.synchronize()
        start = time.perf_counter()
    x, y = x.cuda(non_blocking=True), y.cuda(non_blocking=True)
    loss = criterion(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
torch.cuda.synchronize()
rate = args.batch_size * args.steps / (time.perf_counter() - start)
print(json.dumps({"samples_per_s": rate}))
