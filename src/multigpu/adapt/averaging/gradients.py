"""Gradients that equal one process's on the global batch.

Every backward is weighted by N * n_r / B (N ranks, n_r of the global batch's B samples on this
rank, from `data/sharded_loaders.py`) and gradients are averaged across ranks: sum_r (n_r / B) *
grad(mean loss over rank r's slice) is the gradient of the mean loss over the whole batch, exactly,
also when the slices are uneven (the last batch, or a batch that does not divide by the ranks),
where DDP's plain average is not. Even slices weigh 1, and the backward is left as it is.

- A model the script wraps in `nn.DataParallel` gets DDP (built at its first forward, when its
  parameters sit on their final device); `.module` and the `module.` prefix of its state dict
  stay.
- Gradients no DDP owns (single-GPU scripts) are averaged in buckets while backward runs
  (overlap.py), so communication overlaps the backward pass as under DDP, from the first
  backward on: its leaves are found before it runs (leaves.py), so a script that updates its
  parameters by hand, with no optimizer, trains one model too. What reaches the optimizer's
  step, gradient clipping or a GradScaler's unscale_ without a backward (gradients the script
  sets itself) is averaged there, flattened. Every backward's weight comes from the losses it
  saw (losses.py).
"""

from __future__ import annotations

import functools
import sys
import weakref
from collections.abc import Callable, Iterable
from typing import Any

import torch
from torch import nn
from torch.nn.parallel import DistributedDataParallel
from torch.optim.optimizer import (
    register_optimizer_step_post_hook,
    register_optimizer_step_pre_hook,
)

from ...core.patches import Patches
from ..data.shares import Shares
from ..worker.heap import live_optimizers
from ..worker.marks import IdTable
from ..worker.module_parts import parameters_in
from ..worker.session import Session
from .accumulation import AccumulationWindow
from .ddp_reduction import DDPReduction
from .gradient_owners import refuse_owned
from .leaves import fingerprint, is_parameter, is_shard, leaves_of
from .losses import LossForms
from .messages import average, sparse_mean
from .overlap import Carried, OverlappedAverage
from .step_divisor import DividedStep


class GradientAveraging:
    def __init__(self, session: Session, shares: Shares, losses: LossForms) -> None:
        self.session = session
        self.shares = shares
        self.losses = losses
        self.generation = 0  # the script's backward passes so far (none nested in another)
        # parameter -> the backward whose gradient was averaged (weak: the script's tensors)
        self._synced_at = IdTable()
        self.patches = session.patches  # the session's one stack
        self.window = AccumulationWindow(session, shares, not session.options.sync_each_micro_batch)
        self.ddp = DDPReduction(session)  # nn.DataParallel's stand-in
        self.window.add(self.ddp)
        self.overlap = OverlappedAverage(
            session, self.patches, self._averaged_in_backward, self.window
        )
        self._riding: Carried | None = None  # what rides with the backward under way
        # Plain tensors that require grad and differ across ranks (inputs): never averaged.
        self._per_rank: dict[int, weakref.ref[torch.Tensor]] = {}
        self._plain = IdTable()  # --verify: plain tensor -> the backwards that reached it
        self._solo: dict[int, weakref.ref[torch.Tensor]] = {}  # the leaves, in one process
        self.divided = DividedStep(session, shares)  # a hand step's division by the rows

    def install(self) -> None:
        swap = self.patches.swap
        autograd_backward = torch.autograd.backward

        @functools.wraps(autograd_backward)
        def backward(tensors: Any, grad_tensors: Any = None, *args: Any, **kwargs: Any) -> None:
            window = self.window
            if window.depth:
                # Called inside a backward (an autograd Function's, as reversible layers and
                # reentrant checkpointing recompute): part of the outer backward, whose
                # gradient it carries on, already weighted; no micro-batch of its own.
                with window.within():
                    autograd_backward(tensors, grad_tensors, *args, **kwargs)
                return
            if not self.generation and self.session.distributed:
                optimizers = live_optimizers()
                refuse_owned(optimizers, self.session.world_size)  # before any step
                window.optimizer = window.optimizer or bool(optimizers)
            self.divided.close()
            leaves = self._watch_leaves(tensors)
            window.backward()
            grad_tensors = self._weighted(tensors, grad_tensors, leaves)
            with window.within():
                autograd_backward(tensors, grad_tensors, *args, **kwargs)
            self.overlap.ended()
            self._rode()
            self.generation += 1
            if self.losses.summed:
                self.divided.open(leaves)

        swap(torch.autograd, "backward", backward)
        DataParallelAsDDP.gradients = self
        self.patches.hook(register_optimizer_step_pre_hook(self._stepping))
        self.patches.hook(register_optimizer_step_post_hook(lambda *_: self.window.step_done()))
        for module in (torch.nn.utils, torch.nn.utils.clip_grad):
            for name in ("clip_grad_norm_", "clip_grad_value_", "clip_grad_norm"):
                if hasattr(module, name):
                    swap(module, name, self._synced_first(getattr(module, name)))
        for name in ("get_total_norm", "clip_grads_with_norm_"):  # torch's clip in two steps
            if hasattr(torch.nn.utils, name):
                swap(torch.nn.utils, name, self._all_synced_first(getattr(torch.nn.utils, name)))
        unscale = torch.amp.GradScaler.unscale_

        def unscale_(scaler: Any, optimizer: torch.optim.Optimizer) -> None:
            self._sync_for(optimizer)
            unscale(scaler, optimizer)

        swap(torch.amp.GradScaler, "unscale_", unscale_)
        for owner in (torch.optim.Optimizer, torch.nn.Module):
            swap(owner, "zero_grad", self._told_of_zeroing(owner.zero_grad))

    def _told_of_zeroing(self, zero_grad: Callable[..., Any]) -> Callable[..., Any]:
        """`zero_grad` that tells the accumulation window first (accumulation.py)."""

        @functools.wraps(zero_grad)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            self.window.zeroed()
            return zero_grad(*args, **kwargs)

        return wrapper

    def _stepping(self, optimizer: torch.optim.Optimizer, *_: Any) -> None:
        self.divided.close()
        self._sync_for(optimizer)
        self.window.stepped()

    def _sync_for(self, optimizer: torch.optim.Optimizer) -> None:
        """Before `optimizer` reads its gradients: with the window's skipped backwards, also
        what the script may update by hand beside it (those already averaged are passed
        over). The weights the backwards reached go first, in the order every rank's walk of
        the graph found them: optimizers stepped in another order on each rank (Pyro's, one
        per parameter, in a set's order) then average the same tensors in the same order."""
        self.sync([*self.overlap.watched(), *parameters_of(optimizer)])

    def _weighted(self, tensors: Any, grad_tensors: Any, leaves: list[torch.Tensor]) -> Any:
        averaged_here = self._averaged_here(leaves)
        fresh = averaged_here and all(t.grad is None for t in leaves)
        # Under --verify a token count is summed before the backward, as one all-reduce of
        # its own: N * c_r / C is then 1.0 for equal counts, the ranks' arithmetic is the
        # split's bit for bit, and Adam has no rounding of the count's to amplify.
        rides = fresh and not self.session.options.verify_steps
        loss = tensors if isinstance(tensors, torch.Tensor) else None
        weight = self.losses.weight(self.shares.current, count_rides=rides, loss=loss)
        self._ride(tensors, grad_tensors, weight, averaged_here)
        if isinstance(weight, float) and weight == 1.0:  # an even slice, or one rank
            return grad_tensors
        if isinstance(tensors, torch.Tensor):
            return _scaled(tensors, grad_tensors, weight)
        given = [None] * len(tensors) if grad_tensors is None else list(grad_tensors)
        return [_scaled(t, g, weight) for t, g in zip(tensors, given, strict=True)]

    def _averaged_here(self, leaves: list[torch.Tensor]) -> bool:
        """This backward's gradients are all averaged by the overlap, when it ends."""
        return (
            bool(leaves)
            and not self.window.skipping
            and all(self.overlap.watching(t) for t in leaves)
        )

    def _ride(self, tensors: Any, grad_tensors: Any, weight: Any, averaged_here: bool) -> None:
        """What rides with this backward's gradients: the loss's share of its global value
        (a later read of it costs no collective), and the token count its weight needs."""
        count = self.losses.carried_count
        values, divisor = [], None
        loss = tensors if isinstance(tensors, torch.Tensor) else None
        value = averaged_here and grad_tensors is None and loss is not None and loss.numel() == 1
        if value:
            share = weight if count is not None else weight / self.session.world_size
            values.append(_shaped(loss.detach(), ()).double() * share)
        if count is not None:
            values.append(count)
            divisor = len(values) - 1
        if not values:
            return
        self._riding = Carried(values, divisor)
        self.overlap.carry(self._riding)
        if value:
            self.losses.value_rides(loss, self._riding)

    def _rode(self) -> None:
        """After the backward: what rode is summed (by an all-reduce of its own where the
        backward averaged nothing here), and a ridden count gives later reads their weight."""
        riding, self._riding = self._riding, None
        if riding is None:
            return
        self.overlap.settle_carried()
        if riding.divisor is not None and riding.sums is not None:
            self.losses.counted_total(riding.sums[riding.divisor])

    def _watch_leaves(self, tensors: Any) -> list[torch.Tensor]:
        """Before a backward runs: the leaves it will accumulate into and that are not yet
        averaged get averaged in it (every rank walks the same graph); returns them all.
        One process only keeps them (the weights --verify compares where no optimizer holds
        them)."""
        if not self.session.distributed and not self.session.options.verify_steps:
            return []  # one process: nothing to average, nothing to compare (no walk)
        outputs = [tensors] if isinstance(tensors, torch.Tensor) else list(tensors)
        # A shard's gradient is its mesh's business (FSDP reduces it; a tensor-parallel split
        # needs none within its slice); autograd hands back a new wrapper of a DTensor leaf
        # each walk, so it is left out by kind, not known by identity.
        leaves = [t for t in leaves_of(outputs) if not is_shard(t)]
        if self.session.options.verify_steps:
            self._count_plain(leaves)
        new = [t for t in leaves if not self._known(t)]
        if not new:
            if leaves and "averaged" not in self.session.said and self._averaged_here(leaves):
                self._say_averaged()  # a started model's: placed, not new
            return leaves
        if not self.session.distributed:
            self._solo.update((id(t), weakref.ref(t)) for t in new)
            return leaves
        self.session.connect()
        shared = [t for t in new if is_parameter(t)]
        plain = [t for t in new if not is_parameter(t)]
        if plain:
            shared += self._same_on_every_rank(plain)
        if shared:
            self._say_averaged()
        self.overlap.watch(shared)
        return leaves

    def _say_averaged(self) -> None:
        self.session.say_once(
            "averaged",
            "gradients of parameters no DDP owns (a model the script does not wrap) are "
            "averaged across ranks in buckets, while backward runs where the step that uses "
            "them is known (as DDP overlaps them), else at the step (also where the script "
            "updates its parameters itself, with no optimizer)",
        )

    def started(self, module: nn.Module) -> None:
        """A model just started (every rank at once): its parameters take their places in
        the averaging's list now, in the model's order, so that the ranks bucket them alike
        whatever each rank's backward reaches first. One process (--verify's) lists them
        in the same order, as the weights it compares. A frozen parameter (requires_grad off
        as the model starts: a GAN's discriminator frozen for the generator's step) takes its
        place when a backward first reaches it, in both."""
        marks = self.session.marks
        if not self.session.distributed:
            new = [
                p
                for p in parameters_in(module)
                if p.requires_grad and not self._known(p) and not is_shard(p)
            ]
            self._solo.update((id(p), weakref.ref(p)) for p in new)
            return
        self.overlap.watch(
            p for p in parameters_in(module) if not marks.reduced(p) and not is_shard(p)
        )

    def _known(self, tensor: torch.Tensor) -> bool:
        solo = self._solo.get(id(tensor))
        if (
            (solo is not None and solo() is tensor)
            or self.overlap.watching(tensor)
            or self.session.marks.reduced(tensor)
        ):
            return True
        ref = self._per_rank.get(id(tensor))
        return ref is not None and ref() is tensor

    def _same_on_every_rank(self, plain: list[torch.Tensor]) -> list[torch.Tensor]:
        """Plain tensors that require grad: weights if every rank holds the same, else inputs
        (their gradients, an adversarial example's or a saliency map's, stay each rank's)."""
        everyone = self.session.gather([fingerprint(t) for t in plain])
        shared = []
        for index, tensor in enumerate(plain):
            if all(prints[index] == everyone[0][index] for prints in everyone):
                shared.append(tensor)
                continue
            if len(self._per_rank) > 1000:  # a new input every step: forget the freed ones
                self._per_rank = {k: r for k, r in self._per_rank.items() if r() is not None}
            self._per_rank[id(tensor)] = weakref.ref(tensor)
            self.session.say_once(
                "per-rank leaves",
                f"a tensor of shape {tuple(tensor.shape)} that requires grad differs across "
                "ranks, so it is taken for an input whose gradient the script reads: its "
                "gradient stays each rank's own, as it is computed from the rank's slice",
            )
        return shared

    def trained(self) -> list[torch.Tensor]:
        """The weights whose gradients are averaged here (a script's hand-updated weights;
        in one process, those a backward reached): its parameters, then its plain tensors
        that more than one backward reached (`w1 = torch.randn(..., requires_grad=True)`; an
        input made each step is not one): a model's in its order when it first ran, the rest
        in the order a backward first reached them, in both runs."""
        if not self.session.distributed:
            reached = [t for ref in self._solo.values() if (t := ref()) is not None]
        else:
            reached = self.overlap.watched()
        weights = [t for t in reached if is_parameter(t)]
        return weights + [t for t in reached if not is_parameter(t) and self._plain.get(t, 0) > 1]

    def _count_plain(self, leaves: list[torch.Tensor]) -> None:
        """--verify: how many backwards reached each plain tensor that requires grad."""
        for t in leaves:
            if not is_parameter(t):
                self._plain.set(t, self._plain.get(t, 0) + 1)

    def _synced_first(self, clip: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(clip)
        def wrapper(parameters: Any, *args: Any, **kwargs: Any) -> Any:
            parameters = [parameters] if isinstance(parameters, torch.Tensor) else list(parameters)
            self.sync(parameters)
            return clip(parameters, *args, **kwargs)

        return wrapper

    def _all_synced_first(self, read: Callable[..., Any]) -> Callable[..., Any]:
        """`read` is given gradients (or parameters): every gradient averaged here is
        synced first."""

        @functools.wraps(read)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            self.sync(self.overlap.watched())
            return read(*args, **kwargs)

        return wrapper

    def _averaged_in_backward(self, parameter: torch.Tensor) -> None:
        self._synced_at.set(parameter, self.generation + 1)  # the backward under way

    def sync(self, parameters: Iterable[torch.Tensor]) -> None:
        """Average the gradients not yet averaged since the last backward (none DDP owns;
        those a backward skipped while accumulating too, and FSDP's); from then on, these
        parameters' gradients are averaged while backward runs."""
        if not self.session.distributed:
            return
        self.session.connect()
        self.window.settle()
        pending: list[torch.Tensor] = []
        sparse: list[torch.Tensor] = []
        owned = []
        for p in parameters:
            if self.session.marks.reduced(p):
                continue
            owned.append(p)
            if p.grad is None:
                continue
            if self._synced_at.get(p, -1) == self.generation:
                continue
            self._synced_at.set(p, self.generation)
            if p.grad.is_sparse:
                sparse.append(p)
            else:
                pending.append(p.grad)
        self.overlap.watch(owned)
        if pending:
            self.session.say_once(
                "averaged",
                "gradients of parameters no DDP owns (a model the script does not wrap) are "
                "averaged across ranks: before the first optimizer step, then in buckets while "
                "backward runs (as DDP overlaps them)",
            )
        average(pending, self.session.world_size)
        for p in sparse:
            p.grad = sparse_mean(p.grad, p, self.session.control, self.session.world_size)


def _scaled(output: torch.Tensor, grad: torch.Tensor | None, weight: float | torch.Tensor) -> Any:
    """The gradient to start a backward from, times `weight` (a scalar's implicit 1 too)."""
    if grad is not None:
        return grad * weight
    if output.numel() != 1:
        return None
    if isinstance(weight, torch.Tensor):
        return _shaped(weight.to(output.dtype), output.shape)
    return torch.full_like(output, weight)


def _shaped(tensor: torch.Tensor, shape: tuple[int, ...]) -> torch.Tensor:
    """`tensor.reshape(shape)`, without the op where it has that shape (every step's loss)."""
    return tensor if tensor.shape == shape else tensor.reshape(shape)


def parameters_of(optimizer: torch.optim.Optimizer) -> list[torch.Tensor]:
    return [p for group in optimizer.param_groups for p in group["params"]]


class DataParallelAsDDP(nn.Module):
    """Stands in for `torch.nn.DataParallel`: the module runs as DDP on this rank's device."""

    session: Session  # set by `replace_data_parallel`
    gradients: GradientAveraging  # set by `GradientAveraging.install`: its accumulation window

    def __init__(
        self,
        module: nn.Module,
        device_ids: Any = None,
        output_device: Any = None,
        dim: int = 0,
    ) -> None:
        super().__init__()
        self.module = module
        self.dim = dim
        self.device_ids = [0]
        self.output_device = 0

    def forward(self, *inputs: Any, **kwargs: Any) -> Any:
        ddp = self.__dict__.get("_ddp")
        if ddp is None:
            if not any(p.requires_grad for p in self.module.parameters()):
                # Frozen here (a GAN's network in the other's phase): no gradient of it to
                # average, and DDP refuses a module with nothing to train. It is wrapped at
                # its first forward with a parameter that trains.
                return self.module(*inputs, **kwargs)
            ddp = self._wrap()
        if isinstance(ddp, DistributedDataParallel) and torch.is_grad_enabled():
            self.gradients.ddp.forward(ddp, self.gradients.window.skips_next())
        return ddp(*inputs, **kwargs)

    def _wrap(self) -> nn.Module:
        device = self.session.device
        # One process; or a model sharded when it was moved (--strategy fsdp), which FSDP
        # reduces already: run as it is.
        marks = self.session.marks
        reduced = any(marks.reduced(p) for p in self.module.parameters())
        if not self.session.distributed or reduced:
            ddp: nn.Module = self.module
        else:
            self.session.connect()
            ddp = DistributedDataParallel(
                self.module, device_ids=[device] if device.type == "cuda" else None
            )
            for p in self.module.parameters():
                marks.reduced_by_torch(p, ddp=True)
            self.session.say_once(
                "ddp", f"nn.DataParallel({type(self.module).__name__}) runs as DDP on each rank"
            )
        self.__dict__["_ddp"] = ddp  # not a submodule: the state dict keeps `module.` names
        return ddp


def replace_data_parallel(session: Session, patches: Patches) -> None:
    """`nn.DataParallel`, under every name torch exports it, becomes `DataParallelAsDDP`."""
    patches.set(DataParallelAsDDP, "session", session)
    defining_module = sys.modules[nn.DataParallel.__module__]  # where torch defines it
    for owner in (nn, nn.parallel, defining_module):
        patches.swap(owner, "DataParallel", DataParallelAsDDP)
