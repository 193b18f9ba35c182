"""Scripts that batch without a DataLoader: nothing is there to split, so say what happens.

A language model's loop often slices its corpus itself (`data[i : i + bptt]`) or draws random
offsets (`torch.randint(len(data) - block, (batch,))`). With no DataLoader pass before the first
backward, ranks above 0 start random streams of their own there, so random offsets differ per
rank; the first model input (its first tensor: the batch) after each of the first two backwards
is compared across ranks at the third:

A script with no module (weights as plain tensors, updated by hand) has no model input to
compare: the loss of the next backward stands in for it, computed from what was drawn since.

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
from .inputs import first_tensor
from .session import Session

# The backward at which the ranks' inputs are compared: the first model input after each
# backward before it is kept. One is not enough: a GAN's second forward after its first
# backward (the discriminator on real samples) takes what was drawn before that backward.
_JUDGED_AT = 3


class UnsplitData:
    def __init__(self, session: Session, loaders: ShardedLoaders) -> None:
        self.session = session
        self.loaders = loaders
        self.patches = session.patches  # the session's one stack
        self._backwards = 0
        self._inputs: list[str | None] = []  # the first input after each backward
        self._capture: Any = None  # the forward pre-hook, while it waits for an input

    def install(self) -> None:
        if not self.session.distributed:
            return
        backward = torch.autograd.backward

        @functools.wraps(backward)
        def counted(*args: Any, **kwargs: Any) -> Any:
            self._backwards += 1
            if self._backwards <= _JUDGED_AT and self.loaders.training_passes == 0:
                self._no_module_input(args[0] if args else kwargs.get("tensors"))
                self._watch(self._backwards)
            return backward(*args, **kwargs)

        self.patches.swap(torch.autograd, "backward", counted)

    def _watch(self, backwards: int) -> None:
        """The first backward: own random streams. Until the judging one (every rank calls
        it): the next model input kept. Then the inputs compared."""
        if backwards == 1:
            self.session.fork_stream(torch.get_rng_state())
        if self._capture is not None:
            self._capture.remove()
            self._capture = None
        if backwards < _JUDGED_AT:
            self._inputs.append(None)
            self._capture = register_module_forward_pre_hook(self._first_input)
            self.patches.hook(self._capture)
            return
        self._judge()

    def _no_module_input(self, loss: Any) -> None:
        """No module ran forward since the last backward: this backward's loss stands in."""
        if self._inputs and self._inputs[-1] is None:
            self._inputs[-1] = _fingerprint(loss)

    def _first_input(self, module: Any, inputs: Any) -> None:
        """The batch: the forward's first tensor. What follows it may be state the model
        returned and is fed back (an RNN's hidden state carried across batches), which per-rank
        dropout makes differ where the data does not."""
        if module.training and torch.is_grad_enabled() and self._inputs[-1] is None:
            self._inputs[-1] = _fingerprint(first_tensor(inputs))
            self._capture.remove()
            self._capture = None

    def _judge(self) -> None:
        seen = self.session.gather(self._inputs)
        kept = [i for i in range(len(seen[0])) if all(rank[i] is not None for rank in seen)]
        if not kept:
            return
        n = self.session.world_size
        if all(len({rank[i] for rank in seen}) == 1 for i in kept):
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
    """A digest of the inputs' values: sums would not do (every one-hot batch sums alike)."""
    tensors = [t for t in pytree.tree_leaves(inputs) if isinstance(t, torch.Tensor)]
    if not tensors:
        return None
    digest = hashlib.sha1()
    with torch.no_grad():
        for t in tensors:
            digest.update(repr((tuple(t.shape), t.dtype, t.layout)).encode())
            if t.layout != torch.strided:  # a sparse adjacency: its values' sums will do
                digest.update(
                    repr((t.double().sum().item(), t.double().abs().sum().item())).encode()
                )
                continue
            digest.update(t.detach().cpu().contiguous().view(-1).view(torch.uint8).numpy())
    return digest.hexdigest()
