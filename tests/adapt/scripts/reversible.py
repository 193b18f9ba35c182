"""A transformer-like stack of reversible blocks, in the form public reversible networks take
(RevNet, Reformer): a custom `torch.autograd.Function` whose forward keeps no activations and
whose backward recomputes them and calls `torch.autograd.backward` inside it. Float64 and no
random draw after the weights are made, so that equal means equal to rounding.

    reversible.py OUT [--irreversible] [--accumulate K] [--clip] [--uneven] [--tied]

--irreversible runs the same blocks as plain autograd (the control: the same numbers);
--accumulate K divides the loss by K and steps every K micro-batches, with a clip before the
step where --clip is given; --uneven takes batches of 10 from 70 samples (the last is short);
--tied uses the first block's f layer again after the blocks, outside the Function, so that its
weight gets gradient from the outer backward before the inner one reaches it.
"""

import argparse

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--irreversible", action="store_true")
parser.add_argument("--accumulate", type=int, default=1)
parser.add_argument("--clip", action="store_true")
parser.add_argument("--uneven", action="store_true")
parser.add_argument("--tied", action="store_true")
args = parser.parse_args()

torch.set_default_dtype(torch.float64)
torch.manual_seed(0)
WIDTH = 8


class Coupling(torch.autograd.Function):
    """y1 = x1 + f(x2), y2 = x2 + g(y1); backward rebuilds x from y instead of storing it."""

    @staticmethod
    def forward(ctx, x, f, g):
        ctx.f, ctx.g = f, g
        x1, x2 = x.chunk(2, dim=-1)
        with torch.no_grad():
            y1 = x1 + f(x2)
            y2 = x2 + g(y1)
        y = torch.cat([y1, y2], dim=-1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, dy):
        (y,) = ctx.saved_tensors
        f, g = ctx.f, ctx.g
        y1, y2 = y.chunk(2, dim=-1)
        dy1, dy2 = dy.chunk(2, dim=-1)
        with torch.enable_grad():
            y1 = y1.detach().requires_grad_()
            gy1 = g(y1)
            torch.autograd.backward(gy1, dy2)  # g's weights get their gradient here
        with torch.no_grad():
            x2 = y2 - gy1
            dx1 = dy1 + y1.grad
        with torch.enable_grad():
            x2 = x2.detach().requires_grad_()
            fx2 = f(x2)
            torch.autograd.backward(fx2, dx1)  # and f's here
        with torch.no_grad():
            x1 = y1 - fx2
            dx2 = dy2 + x2.grad
        del x1
        return torch.cat([dx1, dx2], dim=-1), None, None


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        half = WIDTH // 2
        self.f = nn.Sequential(nn.Linear(half, half), nn.Tanh())
        self.g = nn.Sequential(nn.Linear(half, half), nn.Tanh())

    def forward(self, x):
        if args.irreversible:
            x1, x2 = x.chunk(2, dim=-1)
            y1 = x1 + self.f(x2)
            return torch.cat([y1, x2 + self.g(y1)], dim=-1)
        return Coupling.apply(x, self.f, self.g)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        blocks = [Block() for _ in range(4)]
        if args.tied:
            self.tied = blocks[0].f  # registered first: the first of the model's parameters
        self.embed = nn.Linear(4, WIDTH)
        self.blocks = nn.Sequential(*blocks)
        self.head = nn.Linear(WIDTH, 3)

    def forward(self, x):
        h = self.blocks(self.embed(x))
        if args.tied:
            h = torch.cat([self.tied(h[:, :4]), h[:, 4:]], dim=-1)
        return self.head(h)


data = torch.Generator().manual_seed(1)
count = 70 if args.uneven else 64
inputs = torch.randn(count, 4, generator=data)
labels = (inputs[:, 0] > 0).long() + (inputs[:, 1] > 0).long()
loader = DataLoader(TensorDataset(inputs, labels), batch_size=10 if args.uneven else 16)
model = Net()
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)

for epoch in range(3):
    for i, (x, y) in enumerate(loader):
        loss = F.cross_entropy(model(x), y) / args.accumulate
        loss.backward()
        if (i + 1) % args.accumulate == 0 or i + 1 == len(loader):
            if args.clip:
                torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
            optimizer.step()
            optimizer.zero_grad()
    print(f"epoch {epoch} loss {loss.item():.6f}")
torch.save(model.state_dict(), args.out)
