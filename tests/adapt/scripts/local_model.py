"""A script whose model lives inside `main()` and is gone when it returns (as a book's minimal
harness writes it): one batch drawn before training, a mean squared error, AdamW, a few steps.
`--by-rank` scales the loss by the rank it was given (the control: the ranks then differ);
`--log-file` logs to a file that `logging` closes at the interpreter's exit.

    local_model.py [--by-rank] [--log-file]
"""

import logging
import os
import sys

import torch
from torch import nn, optim


def main() -> None:
    if "--log-file" in sys.argv:
        logging.basicConfig(filename="train.log", filemode="w", level=logging.INFO)
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4)).double()
    opt = optim.AdamW(model.parameters(), lr=1e-2)
    data = torch.randn(16, 8, dtype=torch.float64)
    target = torch.randn(16, 4, dtype=torch.float64)
    scale = 1 + int(os.environ.get("RANK", "0")) if "--by-rank" in sys.argv else 1
    for _ in range(3):
        opt.zero_grad(set_to_none=True)
        loss = nn.functional.mse_loss(model(data), target) * scale
        loss.backward()
        opt.step()
        logging.info("loss %.4f", loss.item())
    print(f"loss {loss.item():.4f}")


if __name__ == "__main__":
    main()
