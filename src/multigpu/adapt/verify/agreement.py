"""`--verify`'s verdict on two runs' weights: whether N ranks ended where one process (or its
run of the split's arithmetic) did, and a line that says so.

The ladder, in order: the runs took other numbers of steps; every step came from a pass that
ran whole on every rank; the ranks drew data of their own; they trained other parameters; the
batches were drawn differently (a collate_fn's or a data set's own draws); a script that
distributes itself fed other data; nothing was trained or moved; then each parameter against
the dtype's tolerance, the steps' move and the yardstick (one process with its rounding moved
by one ulp). Which runs are made is compare.py's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch

from .horizon import WHOLE_ONLY
from .inputs import copies_of_one_share, other_data
from .samples import COLLATED, OWN_GENERATOR, SELF_CHANGED

# How closely two of --verify's runs must agree, by dtype: float64 to rounding, others to float32's.
_TOLERANCE = {torch.float64: (1e-9, 1e-10)}
_FLOAT32_TOLERANCE = (1e-5, 1e-6)
# Steps that moved a parameter at least this many times its values' tolerance can be judged
# by that tolerance; a smaller move must be matched to this share of it.
_MOVED_ENOUGH = 100.0
_SHARE_OF_MOVE = 0.01
# A difference this many times one process's own difference under another summation order
# is the script's sensitivity to rounding, not a fault.
_SENSITIVITY = 10.0
_ROUNDING = (
    "one process against itself with its rounding moved by 1 ulp (and each DataLoader batch's "
    "samples in reverse order, where its sampler lists them)"
)
# What the ranks are compared with: one process's weights, or where the split's arithmetic
# was run, that run's.
ONE = "one process's"
SPLIT = "one process's computing the ranks' slices"
SPLIT_ROUNDING = "that run again with its rounding moved by 1 ulp"
NOT_SAFE = "the script is not safe to scale as it is"
# The first optimizer step's gradients apart by more than this share of their largest value
# (and by 10x the yardstick's) are not apart by rounding: float32 rounds at about 1e-7 of it.
_GRADIENT_SHARE = {torch.float64: 1e-8}
_FLOAT32_GRADIENT_SHARE = 1e-4


def largest_difference(a: Path, b: Path) -> str:
    """Where two runs' weights differ most, and by how much."""
    first, second = _snapshots(a, b)
    pairs = zip(first["names"], first["tensors"], second["tensors"], strict=False)
    size, name = max(((_largest(x, y), n) for n, x, y in pairs), default=(0.0, ""))
    return f"largest difference {size:.3g}, at {name!r}"


def compare_snapshots(
    one: Path,
    many: Path,
    ranks: int,
    again: Path | None = None,
    reference: str = ONE,
    yardstick: str = _ROUNDING,
) -> tuple[bool, str]:
    """Whether N ranks ended where one process did, and a line that says so. `again` is one
    process with its rounding moved by one ulp (rounding.py): how far rounding alone moves this
    script."""
    single, spread, floor = _snapshots(one, many, again if again and again.is_file() else None)
    steps = single["steps"]
    unit = single.get("unit", "optimizer step(s)")
    notes = _notes(spread)
    if steps != spread["steps"] and spread.get("handed_over"):
        return False, (
            f"cannot tell: the script distributes itself, and its {ranks} ranks took "
            f"{spread['steps']} {unit} where one process took {steps} on the same data (a "
            "batch per rank makes fewer steps of more samples), so no comparison applies" + notes
        )
    if steps != spread["steps"]:
        return False, (
            f"differ: one process took {steps} {unit} and {ranks} ranks took "
            f"{spread['steps']}: the script's steps depend on the ranks" + notes
        )
    if WHOLE_ONLY in spread.get("said", []):
        return False, (
            f"cannot tell: every one of the {steps} {unit} checked came from a DataLoader pass "
            f"that ran whole on every rank (warned of), so the {ranks} ranks matched one "
            "process by construction; a split pass's step was not checked" + notes
        )
    # Ranks that drew data of their own compare nothing, whatever else differs (a plain
    # tensor then reached at another place of the list: an SAC's log_alpha).
    if "random batches" in spread.get("said", []):
        return False, (
            "cannot tell: the script draws at random after its first backward (its batches, "
            f"or sampled actions and the episodes they lead to) and each of the {ranks} ranks "
            f"draws its own ({ranks}x the script's data per step), so one process and the "
            "ranks train on different data and no comparison applies; batch with a "
            "DataLoader to compare" + notes
        )
    if single["names"] != spread["names"]:
        only = sorted(set(single["names"]) ^ set(spread["names"]))
        return False, (
            f"differ: one process and the {ranks} ranks trained other parameters "
            f"({', '.join(only[:3]) or 'in another order'}): the script's model depends on "
            "the ranks" + notes
        )
    if COLLATED in spread.get("said", []) or COLLATED in single.get("said", []):
        return False, (
            "cannot tell: the script's DataLoader draws at random while it puts each batch "
            f"together (its collate_fn), so one process and the {ranks} ranks train on "
            "batches drawn differently and no comparison applies" + notes
        )
    if OWN_GENERATOR in spread.get("said", []) or OWN_GENERATOR in single.get("said", []):
        return False, (
            "cannot tell: the script's data set draws from a random generator of its own "
            f"while it fetches samples, in the order they are fetched, so one process and the "
            f"{ranks} ranks train on samples drawn differently and no comparison applies" + notes
        )
    if SELF_CHANGED in spread.get("said", []) or SELF_CHANGED in single.get("said", []):
        return False, (
            "cannot tell: the script's data set replaces a function it holds (its transform) "
            "while it fetches samples, so what a sample becomes depends on the order and the "
            f"process that fetches it: one process and the {ranks} ranks train on samples "
            "made differently and no comparison applies" + notes
        )
    if spread.get("handed_over") and copies_of_one_share(one, many, ranks):
        return False, (
            f"differ: the script distributes itself and its {ranks} ranks took the same inputs "
            f"as one another in {steps} {unit} (equal totals on every rank, together as many "
            "elements as one process's batches but not their values): no sampler splits its "
            f"data by rank, so the ranks train on {ranks} copies of one share of each batch, not "
            "on one process's global batch; the script is not safe to scale as it is" + notes
        )
    if spread.get("handed_over") and (how := other_data(one, many, ranks)):
        return False, (
            f"cannot tell: the script distributes itself and its {ranks} ranks trained on "
            f"other data than one process in {steps} {unit} ({how}), so no comparison "
            "applies" + notes
        )
    if not steps:
        return False, (
            f"cannot tell: the script took no {unit} that multigpu run could see (it changes "
            "its weights itself, with no backward or optimizer: evolution strategies, weights "
            "set through .data), so the runs compare nothing it trained" + notes
        )
    if not single["names"]:
        return False, (
            f"cannot tell: nothing to compare after {steps} {unit}: the script trained no "
            "parameters that multigpu run could see" + notes
        )
    starts = single.get("start") or [None] * len(single["tensors"])
    moves = [
        None if a0 is None else _largest(a, a0)
        for a, a0 in zip(single["tensors"], starts, strict=True)
    ]
    if moves and all(moved == 0 for moved in moves):
        return False, (
            f"cannot tell: the {steps} {unit} checked did not move the parameters (a warm-up "
            "from a learning rate of 0, or a loss scaler skipping its first steps), so they "
            "compare nothing; give --steps more" + notes
        )
    worst, worst_name, rounding = 0.0, "", ""
    for index, (name, a, b) in enumerate(
        zip(single["names"], single["tensors"], spread["tensors"], strict=False)
    ):
        rtol, atol = _TOLERANCE.get(a.dtype, _FLOAT32_TOLERANCE)
        difference = _largest(a, b)
        sensitivity = _largest(a, floor["tensors"][index]) if floor else 0.0
        close = a.shape == b.shape and torch.allclose(a, b, rtol=rtol, atol=atol)
        close = close and _moved_enough(a, moves[index], difference, rtol, atol)
        if not close and not difference <= _SENSITIVITY * sensitivity:
            against = f"; {yardstick}: {sensitivity:.3g}" if floor else ""
            return False, (
                f"differ: after {steps} {unit} the parameters on {ranks} ranks "
                f"differ from {reference}, first at {name!r} (largest difference "
                f"{difference:.3g}{against}); {_blamed(single, reference)}" + notes
            )
        if not close and not rounding:
            rounding = (
                f"; beyond float tolerance at {name!r}, but within {_SENSITIVITY:g}x "
                f"{yardstick} ({sensitivity:.3g}), taken for the script's own sensitivity "
                "to rounding: a fault that moves the weights less than that is not told apart"
            )
        if difference >= worst:
            worst, worst_name = difference, name
    if draws_in_the_loop(spread):
        # Each rank drew its own numbers where one process draws once (a coin for teacher
        # forcing): steps that agreed drew alike or where it did not matter, and later steps
        # need not (a seq2seq script of batch l agreed at 0 after 4 steps, its coin per rank).
        if rounding:
            within = (
                f"are beyond float tolerance from {reference} (largest difference "
                f"{worst:.3g}, at {worst_name!r}) though within {_SENSITIVITY:g}x {yardstick}"
            )
            why = "the yardstick cannot tell those draws from rounding"
        else:
            within = f"match {reference} (largest difference {worst:.3g}, at {worst_name!r})"
            why = (
                "these steps' draws matched one process's or did not matter, and later ones "
                "need not, so the check says nothing of the run"
            )
        return False, (
            f"cannot tell: after {steps} {unit} the parameters on {ranks} ranks {within}, "
            "but the script draws at random in its training loop where each rank draws its "
            f"own (named below): {why}" + notes
        )
    return True, (
        f"agree: after {steps} {unit} the parameters on {ranks} ranks "
        f"agree with {reference} (largest difference {worst:.3g}, at "
        f"{worst_name!r}{rounding})" + notes
    )


def first_step_apart(reference: Path, many: Path, again: Path | None) -> str | None:
    """Where the ranks' weights agree with the reference's only within the yardstick (after K
    steps of an optimizer that turns rounding into whole steps, Adam's), or within tolerance
    after steps too small to show it (RAdam's first): whether the gradients of their first
    optimizer step, which no step has amplified yet, are apart beyond rounding (beyond a share
    of their largest value and 10x the yardstick's). Where, in words, or None. With no `again`,
    the share alone: a first look, cheap, that the yardstick's run then confirms."""
    first, spread, floor = _snapshots(reference, many, again)
    ours = first.get("first_gradients") or []
    floors = floor.get("first_gradients") or [] if floor is not None else [0.0] * len(ours)
    gradients = zip(first["names"], ours, spread.get("first_gradients") or [], floors, strict=False)
    for name, a, b, c in gradients:
        if a is None or b is None or c is None or not a.numel() or a.shape != b.shape:
            continue
        difference = _largest(a, b)
        sensitivity = _largest(a, c) if isinstance(c, torch.Tensor) else 0.0
        scale = a.double().abs().max().item()
        share = _GRADIENT_SHARE.get(a.dtype, _FLOAT32_GRADIENT_SHARE)
        if difference > share * scale and difference > _SENSITIVITY * sensitivity:
            return (
                f"at {name!r} by {difference:.3g}, of values up to {scale:.3g} (the same run "
                f"with its rounding moved by 1 ulp: {sensitivity:.3g})"
            )
    return None


def draws_in_the_loop(run: dict[str, Any]) -> bool:
    """Whether the run named a draw in the training loop, or one in a forward with no mean
    to stand in for it (keyed.py, randomness.py): each rank draws its own there."""
    python = ("python random", "python random loop")
    return any(k.startswith("unkeyed ") or k in python for k in run.get("said", []))


def _blamed(reference_run: dict[str, Any], reference: str) -> str:
    """Whose the difference is: the script's, unless the run of the split's arithmetic ran
    modules whole that the ranks split (split_run.py), which it then cannot tell apart."""
    whole = ran_whole(reference_run.get("said", []))
    if reference == SPLIT and whole:
        return (
            f"that run ran {', '.join(whole)} whole, which the ranks split: the difference may "
            "be that, not the script"
        )
    return NOT_SAFE


def ran_whole(said: list[str]) -> list[str]:
    """The modules the run of the split's arithmetic ran whole where the ranks split them (its
    `said` keys "whole NAME", split_run.py), sorted."""
    return sorted(k.removeprefix("whole ") for k in said if k.startswith("whole "))


def _moved_enough(
    a: torch.Tensor, moved: float | None, difference: float, rtol: float, atol: float
) -> bool:
    """Where the steps moved a float32 (or narrower) parameter less than a hundred times the
    tolerance of its values (a warm-up from a learning rate near 0), that tolerance cannot tell
    a fault from rounding: the difference must then be small against the move itself (1%, or
    one rounding of the largest value), else the yardstick runs decide. (A per-rank mixup under
    a warm-up once agreed within the values' tolerance.)"""
    if moved is None or not a.numel() or a.dtype == torch.float64:
        return True  # float64's tolerance is a few ulps already
    largest = a.double().abs().max().item()
    tolerance = atol + rtol * largest
    ulp = torch.finfo(a.dtype).eps * largest  # a rounding of the largest value
    return moved >= _MOVED_ENOUGH * tolerance or difference <= max(_SHARE_OF_MOVE * moved, ulp)


def _snapshots(first: Path, *others: Path | None) -> list[Any]:
    """Runs' snapshots, each other's weights in the first's order where they hold the same
    weights in another: one process lists the weights it updates by hand as its backward first
    reached them (an LSTM's biases before its weights, a GAN's discriminator before its
    generator), the ranks as their models first ran. A weight is known by its name and shape
    (two models of a GAN both hold a `0.weight`); where two share both (copies of one model),
    which is which is not known, and the order is left as it was."""
    reference = torch.load(first, weights_only=True)
    loaded = [reference]
    wanted = _keys(reference)
    unique = all(k == 0 for *_, k in wanted)
    for path in others:
        snapshot = torch.load(path, weights_only=True) if path is not None else None
        keys = _keys(snapshot) if snapshot is not None else []
        if keys != wanted and unique and sorted(keys) == sorted(wanted):
            where = {key: index for index, key in enumerate(keys)}
            order = [where[key] for key in wanted]
            snapshot = {**snapshot, "names": reference["names"]}
            for listed in ("tensors", "first_gradients"):  # one entry per weight
                if listed in snapshot:
                    snapshot[listed] = [snapshot[listed][index] for index in order]
        loaded.append(snapshot)
    return loaded


def _keys(snapshot: dict[str, Any]) -> list[tuple[str, tuple[int, ...], int]]:
    """Each weight's name, its shape, and how many of that name and shape came before it (0
    for every weight where each name and shape is one weight's)."""
    seen: dict[tuple[str, tuple[int, ...]], int] = {}
    keys = []
    for name, tensor in zip(snapshot["names"], snapshot["tensors"], strict=True):
        key = (name, tuple(tensor.shape))
        keys.append((*key, seen.get(key, 0)))
        seen[key] = seen.get(key, 0) + 1
    return keys


def _largest(a: torch.Tensor, b: torch.Tensor) -> float:
    if a.shape != b.shape:
        return float("inf")
    return (a.double() - b.double()).abs().max().item() if a.numel() else 0.0


def _notes(snapshot: dict) -> str:
    """What the N-rank run said (warnings are likely causes; --verify's own switches)."""
    said = [
        n
        for n in snapshot.get("notes", [])
        if n.startswith(("warning:", "--verify:")) or "own process group" in n
    ]
    return "".join(f"\n  {note}" for note in said)
