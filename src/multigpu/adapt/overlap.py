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
# Buckets that carry a backward's few extra numbers exactly enough (a token count to 2**24).
_CARRIERS = (torch.float64, torch.float32)


class Carried:
    """A few one-element values of this rank (a loss's share of the global value, a token
    count) summed over the ranks inside a backward's last gradient all-reduce: no collective
    of their own. `divisor`: the index of the sum the gradients are divided by (the world size
    where None). `sums` is set when the backward ends."""

    def __init__(self, values: list[torch.Tensor], divisor: int | None = None) -> None:
        self.values = values
        self.divisor = divisor
        self.sums: torch.Tensor | None = None


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
        self._carried: Carried | None = None  # this backward's, until its last all-reduce

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

    def carry(self, carried: Carried) -> None:
        """Sum `carried` over the ranks with the coming backward's gradients (call before
        it; a backward that averages nothing here sums it at `settle_carried`)."""
        self._carried = carried

    def _send(self, key: tuple[torch.device, torch.dtype], extra: int = 0) -> torch.Tensor:
        parameters = self._ready.pop(key)
        self._ready_bytes.pop(key)
        grads = [p.grad for p in parameters]
        if extra:  # the carried values ride at the end of this bucket
            assert self._carried is not None
            grads += [v.reshape(1).to(*key) for v in self._carried.values]
        flat = flatten(grads)
        self._in_flight.append((dist.all_reduce(flat, async_op=True), flat, parameters))
        return flat

    def _finish(self) -> None:
        self._queued = False
        carried, keys = self._carried, list(self._ready)
        carrier = next((k for d in _CARRIERS for k in reversed(keys) if k[1] == d), None)
        riding: torch.Tensor | None = None
        for key in keys:
            if carried is not None and key == carrier:
                riding = self._send(key, len(carried.values))
            else:
                self._send(key)
        if riding is None:  # no bucket left to ride in: an all-reduce of their own
            self.settle_carried()
        with torch.no_grad():
            for work, *_ in self._in_flight:
                work.wait()
            if carried is not None and riding is not None:
                carried.sums = riding[len(riding) - len(carried.values) :].double()
            divisor: Any = self.session.world_size
            if carried is not None and carried.divisor is not None:
                assert carried.sums is not None
                total = carried.sums[carried.divisor]
                divisor = torch.where(total > 0, total, 1.0)  # no token counted: zeros
            for _, flat, parameters in self._in_flight:
                grads = [p.grad for p in parameters]
                body = flat[: sum(g.numel() for g in grads)]  # less what rode along
                body.div_(divisor)
                for grad, mean in zip(grads, unflatten(body, grads), strict=True):
                    grad.copy_(mean)
                for p in parameters:
                    self._averaged(p)
        self._in_flight.clear()
        self._carried = None

    def settle_carried(self) -> None:
        """The carried values summed by an all-reduce of their own (no bucket was left for
        them, or the backward averaged nothing here)."""
        carried, self._carried = self._carried, None
        if carried is None:
            return
        values = torch.stack([v.detach().reshape(()).double() for v in carried.values])
        dist.all_reduce(values)
        carried.sums = values
