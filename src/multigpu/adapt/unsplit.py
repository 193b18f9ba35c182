"""Scripts that batch without a DataLoader: nothing is there to split, so say what happens.

A language model's loop often slices its corpus itself (`data[i : i + bptt]`) or draws random
offsets (`torch.randint(len(data) - block, (batch,))`). With no DataLoader pass before the first
backward, ranks above 0 start random streams of their own there, so random offsets differ per
rank; the first model input after that backward is compared across ranks at the second:

- the same on every rank: every rank trains on the same batches, N times the compute for no
  speed-up (warned, with what to do);
- different: each rank draws its own batches and the job is data-parallel with a global batch
  of N times the script's (said).
"""

from __future__ import annotations

import functools
import hashlib
from typing import Any

import torch
from torch.nn.modules.module import register_module_forward_pre_hook

from ..core.torch_compat import pytree
from .data import ShardedLoaders
from .session import Session


class UnsplitData:
    def __init__(self, session: Session, loaders: ShardedLoaders) -> None:
        self.session = session
        self.loaders = loaders
        self.patches = session.patches  # the session's one stack
        self._backwards = 0
        self._input: str | None = None
        self._capture: Any = None  # the forward pre-hook, while it waits for an input

    def install(self) -> None:
        if not self.session.distributed:
            return
        backward = torch.autograd.backward

        @functools.wraps(backward)
        def counted(*args: Any, **kwargs: Any) -> Any:
            self._backwards += 1
            if self._backwards <= 2 and self.loaders.training_passes == 0:
                self._watch(self._backwards)
            return backward(*args, **kwargs)

        self.patches.swap(torch.autograd, "backward", counted)

    def _watch(self, backwards: int) -> None:
        """The first backward: own random streams, and the next model input is kept. The
        second (every rank calls it): the inputs compared."""
        if backwards == 1:
            self.session.fork_stream(torch.get_rng_state())
            self._capture = register_module_forward_pre_hook(self._first_input)
            self.patches.hook(self._capture)
            return
        self._capture.remove()
        self._judge()

    def _first_input(self, module: Any, inputs: Any) -> None:
        if module.training and torch.is_grad_enabled() and self._input is None:
            self._input = _fingerprint(inputs)
            self._capture.remove()

    def _judge(self) -> None:
        seen = self.session.gather(self._input)
        if any(s is None for s in seen):
            return
        n = self.session.world_size
        if len(set(seen)) == 1:
            self.session.warn_once(
                "unsplit",
                "no DataLoader feeds the training (the script batches its data itself), and "
                f"the ranks' model inputs are identical: all {n} ranks train on the same "
                f"batches, {n}x the compute of one process for no speed-up; batch with a "
                "DataLoader over a map-style Dataset (multigpu run splits each of its "
                "batches), or draw batches at random offsets (each rank then draws its own)",
            )
        else:
            self.session.say_once(
                "random batches",
                "no DataLoader feeds the training and the ranks' model inputs differ: the "
                "script draws its batches at random and each rank draws its own, so the job "
                f"is data-parallel with a global batch of {n}x the script's batch per step "
                f"({n}x what one process trains on)",
            )


def _fingerprint(inputs: Any) -> str | None:
    tensors = [t for t in pytree.tree_leaves(inputs) if isinstance(t, torch.Tensor)]
    if not tensors:
        return None
    with torch.no_grad():
        sums = [
            (tuple(t.shape), t.double().sum().item(), t.double().abs().sum().item())
            for t in tensors
        ]
    return hashlib.sha1(repr(sums).encode()).hexdigest()
