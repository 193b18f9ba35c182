"""Softmax regression written from scratch, as textbooks teach it: the weights are plain tensors,
the cross-entropy is written by hand and summed over the batch, and the step is a hand-written
SGD that divides the gradient by a batch size. Float64, 60 samples in batches of 16 (a last
batch of 12), so that equal means equal to rounding.

    scratch_softmax.py OUT [--divisor rows|constant|none] [--in-place]

`--divisor rows` passes the batch's own rows to the step (`updater(x.shape[0])`), `constant`
the loader's batch size, `none` steps without dividing (with a smaller rate), as tutorials
that sum their loss do. `--in-place` divides the gradients themselves (`param.grad /= n`)
before a step that does not.
"""

import argparse

import torch
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--divisor", choices=("rows", "constant", "none"), default="rows")
parser.add_argument("--in-place", action="store_true")
args = parser.parse_args()

torch.set_default_dtype(torch.float64)
torch.manual_seed(0)
images = torch.rand(60, 1, 4, 4)
labels = torch.randint(0, 3, (60,))
batch_size = 16
train_iter = DataLoader(TensorDataset(images, labels), batch_size=batch_size, shuffle=True)

weights = torch.normal(0, 0.1, size=(16, 3), requires_grad=True)
bias = torch.zeros(3, requires_grad=True)
learning_rate = 0.5 if args.divisor != "none" else 0.03


def softmax(x):
    exp = torch.exp(x)
    return exp / exp.sum(dim=1, keepdim=True)


def net(x):
    return softmax(torch.matmul(x.reshape((-1, weights.shape[0])), weights) + bias)


def cross_entropy(y_hat, y):
    return -torch.log(y_hat[range(len(y_hat)), y])


def sgd(params, lr, size):
    with torch.no_grad():
        for param in params:
            if args.in_place:
                param.grad /= size
                param -= lr * param.grad
            else:
                param -= lr * param.grad / size
            param.grad.zero_()


def updater(size):
    return sgd([weights, bias], learning_rate, size)


for epoch in range(3):
    total = 0.0
    for x, y in train_iter:
        loss = cross_entropy(net(x), y)
        loss.sum().backward()
        if args.divisor == "rows":
            updater(x.shape[0])
        elif args.divisor == "constant":
            updater(batch_size)
        else:
            updater(1)
        total += float(loss.sum())
    print(f"epoch {epoch + 1}: loss {total / len(images):.5f}")
torch.save({"weights": weights.detach(), "bias": bias.detach()}, args.out)
