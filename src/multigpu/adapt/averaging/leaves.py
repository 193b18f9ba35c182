"""The tensors a backward will write gradients into, found by walking its graph before it runs.

A script need not own an optimizer: a classic regression example steps with
`param.data.add_(-lr * param.grad)`, a tutorial with `w -= lr * w.grad` under `torch.no_grad()`.
Their gradients must be averaged all the same, so every backward's leaves are found up front
(0.4 ms for the 857 nodes of a 12-block GPT-2 here), and the ones not yet averaged are watched
before the backward runs. Parameters are the model's; a plain tensor that requires grad may be a
weight (the same on every rank) or an input whose gradient the script reads (an adversarial
example, a saliency map), which differs per rank and must stay each rank's own: the ranks
compare such tensors when they first meet them.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

import torch
from torch import nn


def leaves_of(outputs: Iterable[torch.Tensor]) -> list[torch.Tensor]:
    """The leaf tensors (requiring grad) that a backward from `outputs` accumulates into."""
    stack = [t.grad_fn for t in outputs if isinstance(t, torch.Tensor) and t.grad_fn is not None]
    seen: set[object] = set()
    found: list[torch.Tensor] = []
    while stack:
        node = stack.pop()
        for following, _ in node.next_functions:
            if following is None or following in seen:
                continue
            seen.add(following)
            variable = getattr(following, "variable", None)  # an AccumulateGrad node's leaf
            if variable is not None:
                found.append(variable)
            else:
                stack.append(following)
    found.reverse()  # roughly the order of the forward: the model's first layers first
    return found


def is_parameter(tensor: torch.Tensor) -> bool:
    return isinstance(tensor, nn.Parameter)


def is_shard(tensor: object) -> bool:
    """A DTensor (a parameter `--strategy fsdp` sharded, or a state of one). DTensor is not
    imported for the question: where no sharded run loaded it, no tensor is one."""
    dtensors = sys.modules.get("torch.distributed.tensor")
    return dtensors is not None and isinstance(tensor, dtensors.DTensor)


def fingerprint(tensor: torch.Tensor) -> tuple[tuple[int, ...], float, float]:
    """Enough to tell whether ranks hold the same tensor: its shape, sum and sum of magnitudes."""
    with torch.no_grad():
        flat = tensor.detach().double()
        return tuple(tensor.shape), flat.sum().item(), flat.abs().sum().item()
