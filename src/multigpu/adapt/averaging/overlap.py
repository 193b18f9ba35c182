"""Gradients no DDP owns, averaged while backward still runs (as DDP overlaps its buckets).

Every averaged tensor has a place in one list that is the same on every rank: a model's parameters
take theirs when the model starts (its first forward, devices/same_start.py: every rank at the same
collective), in the model's order; a tensor a backward reaches that no started model holds takes the
next when it is first found (every rank walks the same graph there). Buckets of about 25 MB per
device and dtype are cut from that list, so each holds the same tensors in the same order on every
rank, as DDP's do. A hook fires when backward has accumulated a gradient; a bucket whose tensors are
all ready is all-reduced at once, in the background, in the list's order. When backward ends (an
autograd callback, as DDP uses), the rest is sent: a tensor this rank's backward did not reach (a
layer its draw of the depth skipped, an expert no token of its slice chose) is sent as zeros, or as
the gradient it holds from earlier micro-batches. So the ranks' graphs may differ step by step, as
DDP's `find_unused_parameters` allows.

Which ranks held a gradient for each tensor rides with the last bucket (one number per
tensor): a gradient no rank computed is left as the script would have it (None). A tensor no
rank reached in three backwards in a row leaves the buckets (a frozen teacher's parameters stop
being sent as zeros); at the first backward some rank reaches it again, it is averaged right
after that backward and bucketed from the next.

A backward called inside the script's (an autograd Function that recomputes, as reversible
layers and reentrant checkpointing do) accumulates gradients the outer backward may add to
later: its hooks send nothing and queue nothing on that inner backward; its tensors wait for
the outer backward's end, and where it reaches one whose bucket was already sent (a weight
tied across the Function's boundary), every rank sends every bucket again at that end (the
ranks agree on it through the flags that ride with the last bucket). From then on no bucket
is sent before the outer backward ends: overlap is the fast path only where no gradient can
change after it was sent.

What the script does with the gradients afterwards (clipping, dividing, the step, or its own
update) sees averaged gradients, as under DDP. Averaging is linear, so the micro-batches of an
accumulation that do not step skip it (accumulation.py): the last one's average is the average
of the sum.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import Any

import torch
import torch.distributed as dist

from ...core.patches import Patches
from ...core.torch_compat import copy_all, flatten, queue_backward_callback, unflatten
from ..worker.session import Session
from .accumulation import AccumulationWindow
from .messages import sparse_mean

BUCKET_BYTES = 25 * 2**20  # DDP's default
# Buckets that carry a backward's few extra numbers exactly enough (a token count to 2**24).
_CARRIERS = (torch.float64, torch.float32)
_IDLE = 3  # backwards in a row no rank reached a tensor in, before it leaves the buckets

Key = tuple[torch.device, torch.dtype]


class Carried:
    """A few one-element values of this rank (a loss's share of the global value, a token
    count) summed over the ranks inside a backward's last gradient all-reduce: no collective
    of their own. `divisor`: the index of the sum the gradients are divided by (the world size
    where None). `sums` is set when the backward ends, as numbers: the backward's end reads
    its flags on the host anyway, and one read of every rider costs one op where each rider's
    own arithmetic on a tensor cost several per step."""

    def __init__(self, values: list[torch.Tensor], divisor: int | None = None) -> None:
        self.values = values
        self.divisor = divisor
        self.sums: list[float] | None = None


class _Bucket:
    def __init__(self, key: Key, places: list[int]) -> None:
        self.key = key
        self.places = places  # places in the list, in its order
        self.waiting = len(places)  # this backward's tensors not yet ready


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
        # The list, weakly (a tensor's id is reused once it is freed), and whether each place
        # is bucketed (not once no rank has used it for a while: a frozen teacher's).
        self._list: list[weakref.ref[torch.Tensor]] = []
        self._place: dict[int, int] = {}  # id -> place
        self._bucketed: list[bool] = []
        self._idle: list[int] = []  # backwards in a row in which no rank held its gradient
        self._buckets: list[_Bucket] | None = None  # cut again when the bucketed ones change
        self._stale = False  # a tensor of the list was freed: cut again at the next backward
        self._freed_count = 0  # of the list's tensors
        self._bucket_of: dict[int, _Bucket] = {}
        self._next = 0  # the next bucket to send: they go in order, as DDP's do
        self._carrier: _Bucket | None = None  # the last, sent when backward ends
        self._used: set[int] = set()  # places whose gradient this backward accumulated
        self._in_flight: list[tuple[Any, torch.Tensor, list[torch.Tensor], list[int]]] = []
        self._queued = False
        self._carried: Carried | None = None  # this backward's, until its last all-reduce
        # Backwards inside the script's (reversible layers): what they reached, whether one
        # reached a tensor whose bucket was sent (all are sent again), whether one ran at all,
        # and whether buckets still go before a backward ends (until some rank saw one).
        self._inner_used: set[int] = set()
        self._resend = False
        self._inner = False
        self._early = True

    # --- the list -------------------------------------------------------------------------

    def watch(self, parameters: Iterable[torch.Tensor]) -> None:
        """Average these from now on, each at the next place of the list (where it has none:
        every rank calls this alike, for a model as it starts, or for what its backward or
        its optimizer holds)."""
        for p in parameters:
            if not p.requires_grad:
                continue
            place = self._place_of(p)
            if place is None:
                self._place[id(p)] = len(self._list)
                self._list.append(weakref.ref(p, self._freed))
                self._bucketed.append(True)
                self._idle.append(0)
                self.patches.hook(p.register_post_accumulate_grad_hook(self._ready_now))
                self._buckets = None
            elif not self._bucketed[place]:
                self._bucketed[place], self._idle[place] = True, 0
                self._buckets = None

    def _freed(self, ref: weakref.ref[torch.Tensor]) -> None:
        # (called by the garbage collector, anywhere: only flags)
        self._stale = True
        self._freed_count += 1

    def _place_of(self, tensor: torch.Tensor) -> int | None:
        place = self._place.get(id(tensor))
        if place is None or self._list[place]() is not tensor:
            return None
        return place

    def watching(self, tensor: torch.Tensor) -> bool:
        """Whether this averages `tensor`'s gradients (not where a DDP or FSDP the script
        made after the model started averages them itself)."""
        return self._place_of(tensor) is not None and not self.session.marks.reduced(tensor)

    def watched(self) -> list[torch.Tensor]:
        """The tensors whose gradients are averaged, those still alive (a started model's
        parameters once some backward used them)."""
        pairs = zip(self._list, self._bucketed, strict=True)
        return [t for ref, on in pairs if on and (t := self._ours(ref)) is not None]

    def _ours(self, ref: weakref.ref[torch.Tensor]) -> torch.Tensor | None:
        """The tensor at a place, where it is alive and averaged here (not where a DDP or
        FSDP the script made after the model started averages it itself)."""
        tensor = ref()
        return None if tensor is None or self.session.marks.reduced(tensor) else tensor

    def _cut(self) -> list[_Bucket]:
        """The buckets, in the list's order: the same on every rank."""
        buckets: list[_Bucket] = []
        open_: dict[Key, tuple[list[int], int]] = {}
        for place, (ref, on) in enumerate(zip(self._list, self._bucketed, strict=True)):
            tensor = self._ours(ref) if on else None
            if tensor is None:
                continue
            key = (tensor.device, tensor.dtype)
            places, size = open_.get(key, ([], 0))
            places.append(place)
            size += tensor.numel() * tensor.element_size()
            if size >= BUCKET_BYTES:
                buckets.append(_Bucket(key, places))
                places, size = [], 0
            open_[key] = (places, size)
        buckets += [_Bucket(key, places) for key, (places, _) in open_.items() if places]
        self._bucket_of = {place: b for b in buckets for place in b.places}
        # The carrier: the last bucket of a dtype that carries the few extra numbers exactly
        # enough, moved to the end (none: they take an all-reduce of their own).
        self._carrier = next(
            (b for d in _CARRIERS for b in reversed(buckets) if b.key[1] == d), None
        )
        if self._carrier is not None:
            buckets.remove(self._carrier)
            buckets.append(self._carrier)
        return buckets

    # --- one backward -------------------------------------------------------------------

    def _ready_now(self, p: torch.Tensor) -> None:
        if p.grad is None or p.grad.is_sparse or self.window.skipping:
            return  # a skipping backward's sum is averaged by a later one, or at the step
        if self.session.marks.reduced(p):
            return  # the DDP the script made (nn.DataParallel's) averages it
        place = self._place_of(p)
        if self.window.nested:
            self._inner_reached(place)
            return
        if not self._queued:
            self._begin()
        if place is None:
            return
        self._used.add(place)
        bucket = self._bucket_of.get(place)
        if bucket is None or not self._early:
            return  # not bucketed yet, or none sent early: averaged when this backward ends
        bucket.waiting -= 1
        self._send_ready()

    def _inner_reached(self, place: int | None) -> None:
        """A backward inside the script's accumulated this place's gradient: sent when the
        outer backward ends (again, where its bucket went already)."""
        self._inner = True
        if place is None:
            return
        self._inner_used.add(place)
        bucket = self._bucket_of.get(place) if self._queued and self._buckets else None
        if bucket is not None and self._buckets.index(bucket) < self._next:
            self._resend = True

    def ended(self) -> None:
        """The script's backward has returned: where only backwards inside it accumulated
        gradients here (no hook of its own queued the end), its end is run now."""
        if self._inner_used and not self._queued:
            self._begin(queue=False)
            self._finish()

    def _begin(self, queue: bool = True) -> None:
        self._queued = True
        if queue:
            queue_backward_callback(self._finish)
        if len(self._list) > 64 and self._freed_count * 2 > len(self._list):
            self._compact()  # models made anew each step: their freed places go
        if self._buckets is None or self._stale:
            self._buckets, self._stale = self._cut(), False
        for bucket in self._buckets:
            bucket.waiting = len(bucket.places)
        self._next, self._used = 0, set()

    def _compact(self) -> None:
        """The list without its freed places (freed alike on every rank: the same program)."""
        rows = zip(self._list, self._bucketed, self._idle, strict=True)
        kept = [row for row in rows if row[0]() is not None]
        self._list = [r for r, _, _ in kept]
        self._bucketed = [on for _, on, _ in kept]
        self._idle = [idle for _, _, idle in kept]
        self._place = {id(r()): place for place, r in enumerate(self._list)}
        self._freed_count = 0
        self._buckets = None

    def _send_ready(self) -> None:
        """The buckets whose tensors are all ready, in order (the same on every rank); the
        carrier waits for the backward's end, where the values that ride with it are known."""
        assert self._buckets is not None
        buckets, index = self._buckets, self._next
        while index < len(buckets) and buckets[index].waiting == 0:
            if buckets[index] is self._carrier:
                break
            self._send(buckets[index])
            index += 1
        self._next = index

    def carry(self, carried: Carried) -> None:
        """Sum `carried` over the ranks with the coming backward's gradients (call before
        it; a backward that averages nothing here sums it at `settle_carried`)."""
        self._carried = carried

    def _gradient(self, place: int) -> torch.Tensor:
        """What this rank sends for `place`: its gradient, or zeros where it has none."""
        tensor = self._list[place]()
        assert tensor is not None
        if tensor.grad is None or tensor.grad.is_sparse:
            return torch.zeros_like(tensor)
        return tensor.grad

    def _send(self, bucket: _Bucket, riders: list[torch.Tensor] | None = None) -> torch.Tensor:
        grads = [self._gradient(place) for place in bucket.places]
        flat = flatten([*grads, *(_in(v, bucket.key) for v in riders or [])])
        self._in_flight.append((dist.all_reduce(flat, async_op=True), flat, grads, bucket.places))
        return flat

    def _holding(self) -> torch.Tensor:
        """Two numbers per place: whether this rank holds a gradient for it (this backward's,
        or earlier micro-batches'), then whether that gradient is sparse; then whether a
        backward inside this one ran, and whether one reached a tensor already sent."""
        used = self._used | self._inner_used
        grads = [None if (t := r()) is None else t.grad for r in self._list]
        held = [float(p in used or g is not None) for p, g in enumerate(grads)]
        sparse = [float(g is not None and g.is_sparse) for g in grads]
        return torch.tensor(held + sparse + [float(self._inner), float(self._resend)])

    def _finish(self) -> None:
        self._queued = False
        carried = self._carried
        assert self._buckets is not None
        holding = self._holding()
        riders = [*(v.detach() for v in (carried.values if carried else [])), holding]
        riding: torch.Tensor | None = None
        for bucket in self._buckets[self._next :]:
            if bucket is self._carrier:
                riding = self._send(bucket, riders)
            else:
                self._send(bucket)
        with torch.no_grad():
            for work, *_ in self._in_flight:
                work.wait()
            if riding is None:  # no bucket left to ride in: an all-reduce of their own
                summed = torch.cat([v.reshape(-1).double() for v in riders])
                dist.all_reduce(summed)
            else:
                summed = riding[len(riding) - sum(v.numel() for v in riders) :]
            sums = summed.tolist()  # once: an element of a tensor is an op each time
            if carried is not None:
                carried.sums = sums[: len(carried.values)]
            flags = sums[len(sums) - len(holding) :]
            places = (len(flags) - 2) // 2
            held, sparse = flags[:places], flags[places:-2]
            inner, resend = flags[-2:]
            if resend:  # some rank's inner backward changed a gradient after it was sent
                self._send_again()
            if inner and self._early:
                self._early = False
                self.session.say_once(
                    "inner backward",
                    "a backward ran inside the script's (an autograd Function that recomputes: "
                    "reversible layers, reentrant checkpointing) and accumulated gradients "
                    "there: from here on they are averaged when each backward ends, not "
                    "overlapped with it",
                )
            divisor = self._divisor(carried)
            for _, flat, grads, places in self._in_flight:
                self._write_back(flat, grads, places, divisor, held)
            self._in_flight.clear()
            self._first_used(held, divisor)
            self._sparse(sparse, divisor)
        self._rest_idle(held)
        self._carried = None
        self._inner_used, self._inner, self._resend = set(), False, False

    def _send_again(self) -> None:
        """Every bucket, sent again with the gradients as they are now (none written back yet),
        and waited for."""
        assert self._buckets is not None
        self._in_flight.clear()
        for bucket in self._buckets:
            self._send(bucket)
        for work, *_ in self._in_flight:
            work.wait()

    def _sparse(self, sparse: list[float], divisor: float) -> None:
        """Places some rank holds a sparse gradient for: summed apart (the buckets carried
        zeros for them), in the list's order on every rank."""
        for place in (place for place, count in enumerate(sparse) if count):
            tensor = self._list[place]()
            assert tensor is not None  # some rank's backward reached it: alive on every rank
            grad = tensor.grad if tensor.grad is not None and tensor.grad.is_sparse else None
            tensor.grad = sparse_mean(grad, tensor, self.session.control, float(divisor))
            self._averaged(tensor)

    def _rest_idle(self, held: list[float]) -> None:
        """A place no rank has held a gradient for in _IDLE backwards in a row leaves the
        buckets (a frozen teacher's parameters stop being sent as zeros); it comes back at
        the first backward some rank reaches it in (`_first_used`)."""
        for place, count in enumerate(held):
            if not self._bucketed[place]:
                continue
            self._idle[place] = self._idle[place] + 1 if count == 0 else 0
            if self._idle[place] >= _IDLE:
                self._bucketed[place] = False
                self._buckets = None

    def _divisor(self, carried: Carried | None) -> float:
        if carried is not None and carried.divisor is not None:
            assert carried.sums is not None
            total = carried.sums[carried.divisor]
            return total if total > 0 else 1.0  # no token counted: zeros
        return float(self.session.world_size)

    def _write_back(
        self,
        flat: torch.Tensor,
        grads: list[torch.Tensor],
        places: list[int],
        divisor: float,
        held: list[float],
    ) -> None:
        body = flat[: sum(g.numel() for g in grads)]  # less what rode along
        body.div_(divisor)
        targets, means = [], []  # copied in one call
        for place, mean in zip(places, unflatten(body, grads), strict=True):
            tensor = self._list[place]()
            if tensor is None or held[place] == 0:
                continue  # no rank holds a gradient for it: left as one process leaves it
            grad = tensor.grad
            if grad is None:
                tensor.grad = mean.clone()
            elif grad.is_sparse:
                continue  # summed apart (_sparse)
            else:
                targets.append(grad)
                means.append(mean)
            self._averaged(tensor)
        if targets:
            copy_all(targets, means)

    def _first_used(self, held: list[float], divisor: float) -> None:
        """Places out of the buckets that some rank's backward reached again: averaged now
        (every rank knows which from the flags), bucketed from the next."""
        new = [
            place
            for place, (ref, on) in enumerate(zip(self._list, self._bucketed, strict=True))
            if not on and held[place] > 0 and self._ours(ref) is not None
        ]
        if not new:
            return
        by_key: dict[Key, tuple[list[int], list[torch.Tensor]]] = {}
        for place in new:
            grad = self._gradient(place)
            places, grads = by_key.setdefault((grad.device, grad.dtype), ([], []))
            places.append(place)
            grads.append(grad)
        for places, grads in by_key.values():  # keys in the list's order: alike on every rank
            flat = flatten(grads)
            dist.all_reduce(flat)
            self._write_back(flat, grads, places, divisor, held)
        for place in new:
            self._bucketed[place], self._idle[place] = True, 0
        self._buckets = None

    def settle_carried(self) -> None:
        """The carried values summed by an all-reduce of their own (the backward averaged
        nothing here)."""
        carried, self._carried = self._carried, None
        if carried is None:  # (a backward that ended here summed it already)
            return
        values = torch.stack([v.detach().reshape(()).double() for v in carried.values])
        dist.all_reduce(values)
        carried.sums = values.tolist()


def _in(tensor: torch.Tensor, key: Key) -> torch.Tensor:
    """`tensor` on the bucket's device and in its dtype (no op where it is: a step's flags)."""
    return tensor if (tensor.device, tensor.dtype) == key else tensor.to(*key)
