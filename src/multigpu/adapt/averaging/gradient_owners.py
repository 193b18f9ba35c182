"""Libraries that own the gradient: their optimizer rebuilds `.grad` in its step, after
`multigpu run` has averaged it, from what each rank holds alone.

Opacus's `DPOptimizer` (what `PrivacyEngine.make_private` returns) clips each sample's gradient
and adds noise inside `optimizer.step()`, writing `.grad` anew from the per-sample gradients of
the rank's own slice, with the rank's own noise: averaging `.grad` before the step cannot make
that one process's step, and averaging after it would noise the global batch N times over. Such
a library has its own distributed form, which a script uses by setting up its own process group
(and `multigpu run` then hands the job to it). So a script whose optimizer belongs to one is
refused in one line at its first backward, before any weight has changed, naming the library
and that form; and where the ranks' parameters part after a step, the check that stops the run
names the library instead of blaming the script.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from ...core.errors import UsageError


@dataclass(frozen=True)
class GradientOwner:
    library: str  # as users name it
    what: str  # what its step does to the gradient
    instead: str  # its own distributed form


# By the top-level package of the optimizer's class.
OWNERS = {
    "opacus": GradientOwner(
        "Opacus",
        "it rebuilds each gradient inside optimizer.step() from the per-sample "
        "gradients of the rank's own slice, clipped and noised with the rank's own noise",
        "use Opacus's own distributed form (make_private(..., distributed=True) with the "
        "model in DPDDP, after the script's own init_process_group, which multigpu run hands "
        "the job to), or run it on one device (--devices 1)",
    ),
}


def owner_of(optimizers: list[torch.optim.Optimizer]) -> tuple[str, GradientOwner] | None:
    """The first optimizer whose class belongs to a library that owns the gradient: its class
    name and the library."""
    for optimizer in optimizers:
        kind = type(optimizer)
        owner = OWNERS.get(kind.__module__.split(".")[0])
        if owner is not None:
            return kind.__name__, owner
    return None


def refuse_owned(optimizers: list[torch.optim.Optimizer], ranks: int) -> None:
    """Raise the one-line refusal where an optimizer belongs to a library that owns the
    gradient (on several ranks)."""
    found = owner_of(optimizers)
    if found is None or ranks < 2:
        return
    name, owner = found
    raise UsageError(
        f"the optimizer is {owner.library}'s {name}: {owner.what}, so {ranks} ranks cannot "
        f"take one process's step; {owner.instead}"
    )
