"""Gradients no DDP owns, averaged while backward still runs (as DDP overlaps its buckets).

From a parameter's first backward on (leaves.py finds it), a hook fires when backward has
accumulated its gradient; gradients are gathered into buckets of about 25 MB per device and
dtype, in the order they become ready (the same on every rank: the same graph), and each full
bucket's all-reduce starts at once, in the background. When backward ends (an autograd
callback, as DDP uses), the rest is sent, every bucket is waited for, and the averages are
written back. So what the script does with the gradients afterwards (clipping, dividing, the
step, or its own update) sees averaged gradients, as under DDP. Averaging is linear, so
the micro-batches of an accumulation that do not step skip it (accumulation.py): the last
one's average is the average of the sum.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import Any

import torch
import torch.distributed as dist

from ..core.torch_compat import flatten, queue_backward_callback, unflatten
from .accumulation import AccumulationWindow
from .patches import Patches
from .session import Session

BUCKET_BYTES = 25 * 2**20  # DDP's default


class OverlappedAverage:
    def __init__(
        self,
        session: Session,
        patches: Patches,
        averaged: Callable[[torch.Tensor], None],
        window: AccumulationWindow,
    ) -> None:
        self.session = session
        self.patches = patches  # the gradient hooks go where the owner's patches are
        self._averaged = averaged  # marks a parameter done for this backward
        self.window = window  # a backward that skips the average (accumulation)
        # Weak, by id: a tensor's id is reused once it is freed (a new input each step).
        self._hooked: dict[int, weakref.ref[torch.Tensor]] = {}
        self._ready: dict[tuple[torch.device, torch.dtype], list[torch.Tensor]] = {}
        self._ready_bytes: dict[tuple[torch.device, torch.dtype], int] = {}
        self._in_flight: list[tuple[Any, torch.Tensor, list[torch.Tensor]]] = []
        self._queued = False

    def watch(self, parameters: Iterable[torch.Tensor]) -> None:
        for p in parameters:
            if not self.watching(p) and p.requires_grad:
                self._hooked[id(p)] = weakref.ref(p)
                self.patches.hook(p.register_post_accumulate_grad_hook(self._ready_now))

    def watching(self, tensor: torch.Tensor) -> bool:
        ref = self._hooked.get(id(tensor))
        return ref is not None and ref() is tensor

    def watched(self) -> list[torch.Tensor]:
        """The tensors whose gradients are averaged, those still alive."""
        return [t for ref in self._hooked.values() if (t := ref()) is not None]

    def _ready_now(self, p: torch.Tensor) -> None:
        if p.grad is None or p.grad.is_sparse or self.window.skipping:
            return  # a skipping backward's sum is averaged by a later one, or at the step
        if not self._queued:
            self._queued = True
            queue_backward_callback(self._finish)
        key = (p.grad.device, p.grad.dtype)
        self._ready.setdefault(key, []).append(p)
        self._ready_bytes[key] = self._ready_bytes.get(key, 0) + p.grad.nbytes
        if self._ready_bytes[key] >= BUCKET_BYTES:
            self._send(key)

    def _send(self, key: tuple[torch.device, torch.dtype]) -> None:
        parameters = self._ready.pop(key)
        self._ready_bytes.pop(key)
        flat = flatten([p.grad for p in parameters])
        self._in_flight.append((dist.all_reduce(flat, async_op=True), flat, parameters))

    def _finish(self) -> None:
        self._queued = False
        for key in list(self._ready):
            self._send(key)
        with torch.no_grad():
            for work, flat, parameters in self._in_flight:
                work.wait()
                flat.div_(self.session.world_size)
                grads = [p.grad for p in parameters]
                for grad, mean in zip(grads, unflatten(flat, grads), strict=True):
                    grad.copy_(mean)
                for p in parameters:
                    self._averaged(p)
        self._in_flight.clear()
