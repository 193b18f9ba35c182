"""Training written without an optimizer, in the idioms of public examples: a linear model whose
parameters are stepped by hand (`param.data.add_(-lr * param.grad)`), or L-BFGS with a closure.
Optionally the script peeks at one batch before it builds its model, as tutorials do to show the
data, and may seed nothing. `--batches N` ends it after N batches, its model then gone (local to
the function that trains it). Float64, so that equal means equal to rounding.

    by_hand.py OUT [--update hand|lbfgs|sgd] [--peek] [--no-seed] [--rank-lr] [--rank-width]
"""

import argparse
import os

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--update", choices=("hand", "lbfgs", "sgd"), default="hand")
parser.add_argument("--peek", action="store_true")
parser.add_argument("--no-seed", action="store_true")
parser.add_argument("--rank-lr", action="store_true")  # a planted fault: a rank's own step
parser.add_argument("--batches", type=int)  # the script ends after this many
parser.add_argument("--rank-width", action="store_true")  # a planted fault: a rank's own size
args = parser.parse_args()

torch.set_default_dtype(torch.float64)
data_generator = torch.Generator().manual_seed(1)
inputs = torch.randn(96, 6, generator=data_generator)
targets = inputs @ torch.randn(6, 2, generator=data_generator) + 0.1
if not args.no_seed:
    torch.manual_seed(0)
loader = DataLoader(TensorDataset(inputs, targets), batch_size=24, shuffle=True)
if args.peek:
    sample, _ = next(iter(loader))
    print("one batch:", tuple(sample.shape))


def train() -> nn.Module:
    width = 9 if args.rank_width and os.environ.get("RANK") == "1" else 8
    model = nn.Sequential(nn.Linear(6, width), nn.Tanh(), nn.Linear(width, 2))
    lr = 0.05
    if args.rank_lr and os.environ.get("RANK") == "1":
        lr = 0.06
    if args.update == "lbfgs":
        optimizer = torch.optim.LBFGS(model.parameters(), lr=0.5, max_iter=4)
    elif args.update == "sgd":
        optimizer = torch.optim.SGD(model.parameters(), lr=lr)

    taken = 0
    for epoch in range(3):
        for x, y in loader:
            taken += 1
            if args.batches is not None and taken > args.batches:
                break
            if args.update == "lbfgs":

                def closure(x=x, y=y):
                    optimizer.zero_grad()
                    loss = F.mse_loss(model(x), y)
                    loss.backward()
                    return loss

                loss = optimizer.step(closure)
            else:
                model.zero_grad()
                loss = F.mse_loss(model(x), y)
                loss.backward()
                if args.update == "sgd":
                    optimizer.step()
                else:
                    with torch.no_grad():
                        for param in model.parameters():
                            param.data.add_(-lr * param.grad)
        print(f"epoch {epoch} loss {loss.item():.6f}")
    torch.save(model.state_dict(), args.out)
    return model


trained = train()
if args.batches is not None:
    del trained  # (its weights are no longer the script's when it ends)
