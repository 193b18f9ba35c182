"""Small models for 1x8x8 digit images (10 classes).

Both are flat `nn.Sequential`s, so the pipeline strategy can split them into stages.
"""

from __future__ import annotations

from torch import nn


class DigitsCNN(nn.Sequential):
    """Two 3x3 convolutions, a 2x2 pool, two linear layers: ~150k parameters."""

    def __init__(self, classes: int = 10) -> None:
        super().__init__(
            nn.Conv2d(1, 32, 3, padding=1),
            nn.ReLU(),
            nn.Conv2d(32, 64, 3, padding=1),
            nn.ReLU(),
            nn.MaxPool2d(2),  # 8x8 -> 4x4
            nn.Flatten(),
            nn.Linear(64 * 4 * 4, 128),
            nn.ReLU(),
            nn.Linear(128, classes),
        )


class DigitsMLP(nn.Sequential):
    """64 -> 128 -> 128 -> 10, for comparing with the CNN."""

    def __init__(self, classes: int = 10) -> None:
        super().__init__(
            nn.Flatten(),
            nn.Linear(64, 128),
            nn.ReLU(),
            nn.Linear(128, 128),
            nn.ReLU(),
            nn.Linear(128, classes),
        )
