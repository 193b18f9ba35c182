"""PyramidNet for 32x32 images (Han, Kim and Kim, 2017): residual blocks whose width grows a
little at every block instead of doubling at each stage, with zero-padded identity shortcuts.

depth 110, alpha 270 (basic blocks) is the CIFAR-10 model of the papers (28M parameters);
`pyramidnet-small` (depth 20, alpha 48) is a quick CPU stand-in with the same structure.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn


class _Block(nn.Module):
    def __init__(self, inputs: int, outputs: int, stride: int) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.BatchNorm2d(inputs),
            nn.Conv2d(inputs, outputs, 3, stride, 1, bias=False),
            nn.BatchNorm2d(outputs),
            nn.ReLU(inplace=True),
            nn.Conv2d(outputs, outputs, 3, 1, 1, bias=False),
            nn.BatchNorm2d(outputs),
        )
        self.stride = stride

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.body(x)
        shortcut = F.avg_pool2d(x, 2) if self.stride > 1 else x
        extra = out.shape[1] - shortcut.shape[1]  # the pyramid: pad the new channels with zeros
        return out + F.pad(shortcut, (0, 0, 0, 0, 0, extra))


class PyramidNet(nn.Sequential):
    def __init__(self, depth: int = 110, alpha: int = 270, classes: int = 10) -> None:
        if (depth - 2) % 6:
            raise ValueError("PyramidNet depth must be 6n + 2")
        blocks = (depth - 2) // 6 * 3
        widths = [16 + round(alpha * (i + 1) / blocks) for i in range(blocks)]
        layers: list[nn.Module] = [nn.Conv2d(3, 16, 3, 1, 1, bias=False), nn.BatchNorm2d(16)]
        inputs = 16
        for i, width in enumerate(widths):
            stride = 2 if i in (blocks // 3, 2 * blocks // 3) else 1
            layers.append(_Block(inputs, width, stride))
            inputs = width
        layers += [
            nn.BatchNorm2d(inputs),
            nn.ReLU(inplace=True),
            nn.AdaptiveAvgPool2d(1),
            nn.Flatten(),
            nn.Linear(inputs, classes),
        ]
        super().__init__(*layers)
