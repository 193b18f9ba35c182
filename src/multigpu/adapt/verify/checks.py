"""Safety nets after optimizer steps: the parameters of every rank compared (after the first
step, the second, every `check_every` after, and at the end), and `--verify`'s snapshot (and,
for its measure of rounding, rounding moved by one ulp: rounding.py). A script with no optimizer
(it updates its weights by hand) has the weights whose gradients are averaged compared at the
end, and `--verify` counts its backward passes instead of steps.

The ranks apply the same averaged gradients to the same parameters, so their parameters are equal
bit for bit; a fingerprint per parameter (its sum and its sum of magnitudes, in float64) is
gathered and compared exactly. A difference means the script changed parameters on some rank in
a way the others did not: the job stops with the first such parameter, the ranks and the size.
A difference of a few bits of the last digits is the machine's (a step computed differently on
two processes, seen on torch 2.10): rank 0's parameters are copied to the others, and said.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch
import torch.distributed as dist
from torch.optim.optimizer import (
    register_optimizer_step_post_hook,
    register_optimizer_step_pre_hook,
)

from ...core.checkpoint import wrapper_prefix
from ...core.errors import DIVERGED, ParametersDiverged
from ..averaging.gradient_owners import owner_of
from ..averaging.gradients import parameters_of
from ..averaging.leaves import is_shard
from ..worker.heap import live_modules, live_optimizers
from ..worker.module_parts import parameters_in
from ..worker.session import Session
from .horizon import VerifyHorizon
from .inputs import TrainingInputs
from .rounding import RoundingNoise

_STEPS = "optimizer step(s)"
_BACKWARDS = "backward pass(es) (the script updates its weights itself, with no optimizer)"
# Ranks apart by less than this, relative to a parameter's largest value, are apart by the
# machine's rounding (run.md: ranks apart by rounding), not by the script: in float64, the last
# 22 of 52 bits (torch 2.10 was seen 1e-13 apart where the values reach 2, a step's size apart
# is 1e-6 and more); in other dtypes, 16 units in the last place.
_ROUNDING_FLOAT64 = 2**-30
_ROUNDING_ULPS = 16


def _rounding(dtype: torch.dtype) -> float:
    return _ROUNDING_FLOAT64 if dtype == torch.float64 else _ROUNDING_ULPS * torch.finfo(dtype).eps


def _bound_said(dtype: torch.dtype) -> str:
    """The rounding bound in words: a share of the largest value it is taken against."""
    if dtype == torch.float64:
        return "2^-30 of the largest value"
    share = f"{_rounding(dtype):.2g}"
    return f"{_ROUNDING_ULPS} units in the last place of the largest value ({share} of it)"


class VerifyDone(BaseException):
    """`--verify` took its K steps: end the script here (not an Exception: scripts catch those)."""


class StepChecks:
    def __init__(self, session: Session, save: Any) -> None:
        self.session = session
        self.options = session.options
        self.save = save  # torch.save as it was: the snapshot is rank 0's own file
        self.steps = 0
        self.across_ranks = session.distributed  # off once the script runs its own group
        self.handed_over = False
        self.inputs = TrainingInputs(session.patches)  # what --verify's steps trained on
        self._optimizers: list[torch.optim.Optimizer] = []
        self._start: dict[int, torch.Tensor] = {}  # --verify: id -> the weights before step 1
        self._names: dict[int, str] = {}  # --verify: id -> the name found at the first step
        self._first: Any = None  # --verify: the hook that takes them, until it has
        # --verify: id -> the gradient the first optimizer step took (compared as the weights
        # are: agreement.first_step_apart), before any step could amplify a difference.
        self._first_gradients: dict[int, torch.Tensor] = {}
        # What the gradients are averaged for (set by bootstrap): a script's hand-updated weights.
        self.trained: Callable[[], list[torch.Tensor]] = list
        # How many forwards ran as the ranks' slices (--verify's run of the split's arithmetic).
        self.split_forwards: Callable[[], int] = lambda: 0
        # Where the ranks' slices of a global batch reached the model in other shapes (a
        # collective, on the ranks' run only: slice_shapes.py), in words, or None.
        self.slices_apart: Callable[[], str | None] = lambda: None
        self.unit = _STEPS  # what --verify counts
        self.horizon = VerifyHorizon(session, self.options.verify_steps)
        self._backwards = 0
        self._patches = session.patches  # the session's one stack
        # Optimizer steps since the last backward, and whether a backward was ever followed by
        # several (one optimizer per parameter, Pyro's): then --verify's K steps end at the next
        # backward, where every rank has taken the whole round, whatever its order.
        self._since_backward = 0
        self._rounds = False
        self._done = False  # --verify's K steps taken, the snapshot left to the round's end
        self._hand_weights: list[torch.Tensor] = []  # with no optimizer, the latest trained

    def install(self) -> None:
        # Kept past a hand-over (--verify counts the steps of a script that distributes
        # itself too); removed with the rest at exit.
        self._patches.hook(register_optimizer_step_post_hook(self._after_step))
        if self.options.verify_steps:  # taken off after the first step (_after_step)
            self._first = register_optimizer_step_pre_hook(self._before_first_step)
            self._patches.hook(self._first)
        if self.options.verify_perturb:
            RoundingNoise(self._patches, lambda: self.trained()).install()
        if self.options.verify_steps:
            backward = torch.autograd.backward

            def counted(*args: Any, **kwargs: Any) -> None:
                self._before_backward()
                backward(*args, **kwargs)

            self._patches.swap(torch.autograd, "backward", counted)
            if not self.session.distributed:
                # One process's data, for a script whose ranks distribute themselves (where
                # its own run does not: `init_process_group` only when WORLD_SIZE > 1).
                self.inputs.install()

    def _before_backward(self) -> None:
        """--verify on a script with no optimizer: K backward passes (and the script's own
        updates after them) are its K steps, so the check ends as the next backward begins.
        So does a check whose K-th step was one of several after a backward."""
        if self._done:
            self._snapshot()
            raise VerifyDone
        if not self._optimizers:
            # Held: a model local to a function the script has left is gone by its end, where
            # a script with no optimizer that stops after its K-th backward is compared.
            self._hand_weights = self.trained()
        self._since_backward = 0
        self.horizon.first_backward()
        if (
            self.steps == 0
            and self._backwards == self.options.verify_steps
            and not live_optimizers()
        ):
            self.unit = _BACKWARDS
            self.steps = self._backwards
            self._snapshot()
            raise VerifyDone
        self._backwards += 1

    @property
    def optimizers(self) -> list[torch.optim.Optimizer]:
        """The optimizers that stepped."""
        return list(self._optimizers)

    def hand_over(self) -> None:
        """The script runs its own process group, and may end it before the script ends:
        parameters are no longer compared across ranks (--verify's snapshot is still taken)."""
        self.across_ranks = False
        self.handed_over = True
        if self.options.verify_steps:  # the script splits its data itself from here
            self.inputs.install()

    def _before_first_step(self, optimizer: torch.optim.Optimizer, *args: Any) -> None:
        """--verify: the weights before the first step, to tell how far the steps moved them."""
        if self.steps or self._start:
            return
        trained = [p for each in live_optimizers() for p in parameters_of(each)]
        for p in trained:
            if not is_shard(p):
                self._start[id(p)] = p.detach().to("cpu", copy=True)
        # Named while their modules live: a model local to a function the script returns from
        # is gone by the snapshot at its end, and its weights would be "parameter 0" there.
        names = parameter_names(trained)
        self._names = {id(p): name for p, name in zip(trained, names, strict=True)}

    def _after_step(self, optimizer: torch.optim.Optimizer, *args: Any) -> None:
        if self._first is not None:  # not from inside the pre-hooks: torch iterates over them
            self._first.remove()
            self._first = None
        if not any(o is optimizer for o in self._optimizers):
            self._optimizers.append(optimizer)
        if self.options.verify_steps and not self.steps:  # (a step leaves .grad as it was)
            self._first_gradients = {
                id(p): p.grad.detach().to("cpu", copy=True)
                for p in parameters_of(optimizer)
                if p.grad is not None and not is_shard(p) and not p.grad.is_sparse
            }
        self.steps += 1
        self._since_backward += 1
        self._rounds = self._rounds or self._since_backward > 1
        every = self.options.check_every
        # Step 2 too: what the script changed right after step 1 shows there.
        if self.across_ranks and (self.steps <= 2 or self.steps % every == 0):
            self.compare(parameters_of(optimizer))
        if self.options.verify_steps and self._checked_far_enough():
            if self._rounds:
                self._done = True
                return
            self._snapshot()
            raise VerifyDone

    def _checked_far_enough(self) -> bool:
        """--verify's K steps are taken; past them where the script, not handed over to its own
        distribution (whose loaders are its own), is fed without a DataLoader (horizon.py)."""
        if self.handed_over:
            return self.steps >= self.options.verify_steps
        return self.horizon.reached(self.steps)

    def finish(self) -> None:
        """The script ended: a last comparison (no job ends well with ranks apart), and if it
        ended before `--verify`'s K steps, the snapshot says how many it took."""
        parameters = self._parameters()
        if self.across_ranks and parameters:
            self.session.barrier("the end of the script")
        if self.options.verify_steps:
            if not self.steps and self._backwards and not live_optimizers():
                # No optimizer, and no backward began after the last: each backward and the
                # script's own update after it was a step, the last one's included.
                self.unit, self.steps = _BACKWARDS, self._backwards
            self.horizon.ended(self.steps)
            self._snapshot()  # which compares them
        elif self.across_ranks and parameters:
            self.compare(parameters)

    def compare(self, parameters: list[torch.Tensor]) -> None:
        # A shard is held by one rank (or its replicas, which FSDP keeps equal): nothing to compare.
        parameters = [p for p in parameters if not is_shard(p)]
        if not parameters or not self._same_tensors(parameters):
            return
        with torch.no_grad():
            prints = torch.stack(
                [torch.stack([p.double().sum(), p.double().abs().sum()]) for p in parameters]
            ).cpu()
        everyone = [torch.empty_like(prints) for _ in range(self.session.world_size)]
        dist.all_gather(everyone, prints, group=self.session.control)
        when = f"after optimizer step {self.steps}" if self._optimizers else "at the end"
        rounded = []
        for index, parameter in enumerate(parameters):
            mine = everyone[0][index]
            differ = [r for r, other in enumerate(everyone) if not torch.equal(other[index], mine)]
            if not differ:
                continue
            largest, scale = self._largest_difference(parameter)
            size = f"largest difference {largest:.3g}, of values up to {scale:.3g}"
            ranks = ", ".join(map(str, differ))
            if not largest <= _rounding(parameter.dtype) * scale:  # NaN too: never rounding
                name = parameter_names([parameter])[0]
                raise ParametersDiverged(
                    f"{DIVERGED} {when}: {name!r} on rank(s) {ranks} "
                    f"is not rank 0's ({size}); {self._why_apart()}"
                )
            rounded.append((parameter, ranks, size))
        for parameter, _, _ in rounded:
            dist.broadcast(parameter.detach(), 0)
        if rounded:
            first, ranks, size = rounded[0]
            dtype = first.dtype
            self.session.say(  # each time: the machine did it again
                f"{when} the parameters of rank(s) {ranks} were rank 0's within rounding's "
                f"bound ({size}; {len(rounded)} tensor(s); the bound: {_bound_said(dtype)}), "
                "taken for the machine computing the same step differently on two processes: "
                "rank 0's were copied to the others, as DDP copies them when it starts",
            )

    def _same_tensors(self, parameters: list[torch.Tensor]) -> bool:
        """Whether every rank compares the same tensors, in the same order: each known by its
        place in the order the backwards reached the weights (the same on every rank), and its
        shape. Not where the ranks step their optimizers in orders of their own (Pyro's, one
        per parameter, in a set's order): mid-way, each has stepped others (of the same shape,
        too), and the end compares them all."""
        reached = self._reached()
        known = tuple((reached.get(id(p), -1), tuple(p.shape)) for p in parameters)
        signature = [float(len(known)), float(hash(known) % 2**52)]
        mine = torch.tensor(signature, dtype=torch.float64)
        everyone = [torch.empty_like(mine) for _ in range(self.session.world_size)]
        dist.all_gather(everyone, mine, group=self.session.control)
        return all(torch.equal(other, mine) for other in everyone)

    def _reached(self) -> dict[int, int]:
        """Each averaged weight's place (by id) in the order the backwards reached them: the
        same on every rank, whatever order its optimizers step in."""
        return {id(t): i for i, t in enumerate(self.trained())}

    def _why_apart(self) -> str:
        found = owner_of(live_optimizers())  # (the library's may not step through hooks)
        if found is not None:
            name, owner = found
            return f"the optimizer is {owner.library}'s {name}: {owner.what}; {owner.instead}"
        return (
            "the script changes parameters on some ranks differently (code that depends on "
            "the rank, or updates outside backward and the optimizer's step)"
        )

    def _largest_difference(self, parameter: torch.Tensor) -> tuple[float, float]:
        """How far the ranks' copies of `parameter` are from rank 0's, and its largest value:
        a script's own change moves it by about a step's size, rounding by a few bits of its
        last digits (every rank gathers the whole parameter: only where they differ)."""
        mine = parameter.detach().double().cpu()  # (no DTensor: compare leaves them out)
        everyone = [torch.empty_like(mine) for _ in range(self.session.world_size)]
        dist.all_gather(everyone, mine, group=self.session.control)
        apart = torch.stack([(other - everyone[0]).abs().max() for other in everyone])
        return float(apart.max()), float(everyone[0].abs().max())  # (NaN stays NaN)

    def _parameters(self) -> list[torch.Tensor]:
        """The optimizers' parameters, or with none the weights whose gradients are averaged."""
        if self._optimizers:
            # Once each: optimizers may share parameters (InfoGAN's third steps both models').
            unique = {id(p): p for o in self._optimizers for p in parameters_of(o)}
            # In the order the backwards reached them, the same on every rank, where the
            # optimizers first stepped in orders of their own (Pyro's); the rest as they come.
            reached = self._reached()
            return sorted(unique.values(), key=lambda p: reached.get(id(p), len(reached)))
        return self.trained() or self._hand_weights

    def _snapshot(self) -> None:
        """--verify's result: rank 0's parameters after its last step, compared across the
        ranks first (an `agree` speaks of every rank's, not only rank 0's)."""
        parameters = self._parameters()
        if self.across_ranks and parameters:
            self.compare(parameters)
        tensors = [_whole(p).detach().cpu().clone() for p in parameters]  # every rank gathers
        apart = self.slices_apart() if self.across_ranks else None  # every rank gathers
        if self.handed_over or not self.session.distributed:
            # (multigpu run's own rank-0 writes are taken out by then)
            self.inputs.write(self.options.verify_out, self.session.rank)
        if self.session.rank == 0:
            for hear in self.session.late_notes:
                hear()
            state = {
                "steps": self.steps,
                "unit": self.unit,
                "names": parameter_names(parameters, known=self._names),
                "tensors": tensors,
                "start": [self._start.get(id(p)) for p in parameters],
                "first_gradients": [self._first_gradients.get(id(p)) for p in parameters],
                "notes": list(self.session.notes),
                "said": sorted(self.session.said),  # the keys of what was said
                "handed_over": self.handed_over,
                "split_forwards": self.split_forwards(),
                "slices_apart": apart,
            }
            self.save(state, self.options.verify_out)


def _whole(tensor: torch.Tensor) -> torch.Tensor:
    """A sharded parameter gathered (a collective), any other as it is."""
    return tensor.full_tensor() if is_shard(tensor) else tensor


def parameter_names(
    parameters: list[torch.Tensor], known: dict[int, str] | None = None
) -> list[str]:
    """Each parameter's name: the one in `known` (by id, found earlier while the whole model
    lived) where there is one, else its name in the largest live module that holds it
    ('fc.weight'), looked up only when a message or a snapshot needs names."""
    wanted: dict[int, list[int]] = {}  # a parameter may be listed twice (two optimizers')
    for i, p in enumerate(parameters):
        wanted.setdefault(id(p), []).append(i)
    names: list[tuple[int, str] | None] = [None] * len(parameters)
    for obj in live_modules():
        found = [(i, n) for n, p in obj.named_parameters() for i in wanted.get(id(p), ())]
        size = sum(1 for _ in parameters_in(obj))
        for index, name in found:
            # Ties (a wrapper that keeps the module twice, as Fabric's does) go to the
            # shorter name, then the first in order: the heap's order differs between runs.
            best = names[index]
            if best is None or (-size, len(name), name) < (-best[0], len(best[1]), best[1]):
                names[index] = (size, name)
    # Without the wrappers' prefixes (DDP's `module.`, torch.compile's `_orig_mod.`): one
    # process and the ranks wrap the same model otherwise, and its weights are the same.
    # A name found earlier, in the whole model, goes first: by the script's end only a part of
    # it may live (a batch norm layer a warning holds), which would name its weight "bias".
    earlier = known or {}
    return [
        earlier.get(id(parameters[i])) or (_unwrapped(n[1]) if n else f"parameter {i}")
        for i, n in enumerate(names)
    ]


def _unwrapped(name: str) -> str:
    return name[len(wrapper_prefix([name])) :]
