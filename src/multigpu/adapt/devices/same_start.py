"""One starting point: rank 0's parameters and buffers, on every rank, when a model is first
used.

Every rank starts from the same random state (bootstrap.py), so a model built right away draws the
same weights everywhere. But a script that draws before building its model, such as a tutorial that
shows one batch (`next(iter(loader))`) first, has already moved ranks above 0 to random streams of
their own (data/sharded_loaders.py), and its model would start from different weights on every rank.
DDP broadcasts rank 0's parameters and buffers when it wraps a model; a model the script does not
wrap gets the same at its first forward (a script that may set up its own process group gets it at
its first forward after multigpu run joined one: joining earlier would take the group from the
script), and never inside a `torch.jit.trace` (TensorBoard's `add_graph` before training): at the
first forward after it. Rank 0's stream is the one a single process draws from, so the model that
trains is the one it would train."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.modules.lazy import LazyModuleMixin
from torch.nn.modules.module import register_module_forward_pre_hook
from torch.nn.parameter import is_lazy
from torch.utils.data import get_worker_info

from ...core.errors import DIVERGED, ParametersDiverged
from ...core.torch_compat import flatten, traced, unflatten
from ..averaging.leaves import is_shard
from ..worker.marks import STARTED, TensorMarks
from ..worker.module_parts import buffers_in, modules_in, parameters_in
from ..worker.session import Session


class SameStart:
    def __init__(
        self, session: Session, started: Callable[[nn.Module], None] = lambda module: None
    ) -> None:
        self.session = session
        self.patches = session.patches  # the session's one stack
        self._started = started  # told of each model started, on every rank at one point

    def install(self) -> None:
        # Also the marks of the modules started by the sharding's move (sharding.py).
        self.patches.on_restore(self.session.marks.unmark_started)
        # One process under --verify marks its models too: it then lists their weights in
        # the order the models first ran, as the ranks do, for the two runs to compare.
        if self.session.distributed or self.session.options.verify_steps:
            self.patches.hook(register_module_forward_pre_hook(self._first_use))
            # torch warns that a global hook fires for torch.compile's wrapper too: this one
            # starts whichever module runs first and marks the rest.
            self.patches.filter_warnings(
                "ignore", message=r"Using `torch.compile\(module\)` when there are global hooks"
            )

    def _first_use(self, module: nn.Module, inputs: object) -> None:
        if module.__dict__.get(STARTED):  # a plain read: cheap, and traceable by compile
            return
        if self.session.options.may_distribute_itself and not dist.is_initialized():
            return  # joining now would take the group its own init_process_group makes later
        if get_worker_info() is not None:
            return  # a transform module in a DataLoader worker: not the rank's model
        if traced():
            # TensorBoard's add_graph traces the model before training, a script may export
            # it first: a collective cannot be traced, and a trace changes no weight. The first
            # eager forward starts it.
            return
        if any(is_lazy(p) for p in parameters_in(module)):
            # A lazy module (nn.LazyLinear, torchrl's) makes its weights in this forward:
            # started at the next one, where there are weights to send (rank 1 stopped on
            # an uninitialised one, a GAIL script of batch l). Made in a pass that split the
            # data, they come from each rank's own stream: they are rank 0's as soon as they
            # exist, before they compute anything (a LazyLinear of batch p trained apart).
            if self.session.distributed:
                self._rank_zeros_when_made(module)
            return
        if not self.session.distributed:
            mark_started(module, self.session.marks)
        else:
            if any(True for _ in parameters_in(module)) or any(True for _ in buffers_in(module)):
                self.session.connect()
            start_together(module, self.session.marks)
        self.session.model_ran = True
        self._started(module)

    def _rank_zeros_when_made(self, module: nn.Module) -> None:
        """Each lazy module in `module` sends rank 0's weights (and lazy buffers) to every
        rank right after it makes them (its `initialize_parameters`, which its own forward
        pre-hook calls after this hook)."""
        for inner in modules_in(module):
            if not isinstance(inner, LazyModuleMixin) or _MADE in vars(inner):
                continue
            make = inner.initialize_parameters

            def made(
                *args: object, inner: nn.Module = inner, make: Callable = make, **kwargs: object
            ) -> None:
                make(*args, **kwargs)
                if traced():
                    return  # a collective cannot be traced: the next forward starts it
                self.session.connect()
                local = (*parameters_in(inner, recurse=False), *buffers_in(inner, recurse=False))
                broadcast_from_rank_0([t for t in local if not is_shard(t)])

            self.patches.set(inner, _MADE, made)


# A lazy module's method that makes its weights, called by its own first forward.
_MADE = "initialize_parameters"


def start_together(module: nn.Module, marks: TensorMarks) -> None:
    """Rank 0's parameters and buffers in `module`, on every rank, once (a collective). Shards
    are left out: they started alike before they were sharded (sharding.py), and a module made
    around a sharded model later (`torch.compile(model)`) holds them too."""
    mark_started(module, marks)
    viewed = viewed_storages(module)
    tensors = [
        t
        for t in (*parameters_in(module), *buffers_in(module))
        if not is_shard(t) and not (viewed and t.grad_fn is not None and _storage(t) in viewed)
    ]
    if tensors:
        broadcast_from_rank_0(tensors, viewed)


def viewed_storages(module: nn.Module) -> set[int]:
    """The storages of `module`'s parameters that a buffer made by autograd views: a module
    that keeps its weights as one flat parameter and sets each layer's weight to a view of it
    before its forward (dataset distillation's reparametrised networks). Such a view is not
    sent (the parameter's values reach it), and the parameter is written where its views see
    the values without autograd taking it for a change in place."""
    made = {_storage(b) for b in buffers_in(module) if b.grad_fn is not None and not is_shard(b)}
    if not made:
        return made  # the common case; a shard (a DTensor) has no storage of its own to ask
    return made & {_storage(p) for p in parameters_in(module) if not is_shard(p)}


def _storage(tensor: torch.Tensor) -> int:
    return tensor.untyped_storage().data_ptr()


def mark_started(module: nn.Module, marks: TensorMarks) -> None:
    """`module` and every module inside it count as started."""
    for inner in modules_in(module):
        marks.start(inner)


def broadcast_from_rank_0(tensors: list[torch.Tensor], viewed: set[int] | None = None) -> None:
    """Rank 0's values in `tensors`, flattened by device and dtype (one broadcast each). A
    tensor that holds them already is not written: a parameter the script used before its
    module's first forward (a sparse autoencoder subtracts its decoder's bias before encoding)
    is saved in the graph, and writing it in place, even with equal values, fails that graph's
    backward ("modified by an inplace operation"). Every rank starts from one random state,
    so a model built before any draw of a rank's own already holds them. A tensor whose
    storage is `viewed` (viewed_storages) is written through `.data`: its views, made in this
    forward, stay usable (a view's backward uses no values) and see rank 0's values."""
    groups: dict[tuple[torch.device, torch.dtype], list[torch.Tensor]] = {}
    for t in tensors:
        # Dense tensors only: a sparse one (COO, or CSR as a differentiable convex layer keeps
        # its problem's matrices) cannot be flattened, and holds constants made alike.
        if t.layout == torch.strided and t.numel():
            groups.setdefault((t.device, t.dtype), []).append(t)
    _same_shapes([t for group in groups.values() for t in group])
    with torch.no_grad():
        for group in groups.values():
            flat = flatten([t.detach() for t in group])
            dist.broadcast(flat, 0)
            for t, value in zip(group, unflatten(flat, group), strict=True):
                if not torch.equal(t, value):
                    (t.data if viewed and _storage(t) in viewed else t).copy_(value)


def _same_shapes(tensors: list[torch.Tensor]) -> None:
    """Every rank's model has rank 0's shapes, or every rank stops, naming the ranks whose
    differ (one small all-gather). Else the broadcasts after it meet other sizes, and gloo
    aborts the process (a wind model whose size each rank's unseeded Optuna sampler drew)."""
    if not tensors:
        return
    shapes = repr([(tuple(t.shape), str(t.dtype)) for t in tensors]).encode()
    digest = int.from_bytes(hashlib.blake2b(shapes, digest_size=7).digest(), "big")
    mine = torch.tensor([digest, len(tensors)], dtype=torch.int64, device=tensors[0].device)
    everyone = [torch.empty_like(mine) for _ in range(dist.get_world_size())]
    dist.all_gather(everyone, mine)
    apart = [rank for rank, theirs in enumerate(everyone) if not torch.equal(theirs, everyone[0])]
    if apart:
        ranks = ", ".join(map(str, apart))
        raise ParametersDiverged(
            f"{DIVERGED} at their model's first use: rank(s) {ranks} built it with other "
            f"shapes than rank 0 ({len(tensors)} tensors here, on rank {dist.get_rank()}): the "
            "script draws its model's size per rank (a hyperparameter search's sampler, "
            "unseeded, or a size read from data each rank holds its own of); seed the draw, or "
            "draw on rank 0 and send it"
        )
