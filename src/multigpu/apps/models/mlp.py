"""The Fashion-MNIST-sized multilayer perceptron of the tutorials: 784-200-200-10."""

from __future__ import annotations

from torch import nn


class MLP(nn.Sequential):
    def __init__(self, inputs: int = 784, hidden: int = 200, classes: int = 10) -> None:
        super().__init__(
            nn.Flatten(),
            nn.Linear(inputs, hidden),
            nn.ReLU(),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
            nn.Linear(hidden, classes),
        )
