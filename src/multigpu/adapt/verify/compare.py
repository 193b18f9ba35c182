"""`multigpu run --verify`: does the run on N ranks compute what one process computes on the
same global batches?

Up to three runs of the script's first K optimizer steps, on the same batches, answer it:

1. one process, as the script is;
2. the N ranks;
3. where they differ beyond the dtype's tolerance and the ranks split DataLoader batches: one
   process computing the split's own arithmetic (split_run.py), each rank's slice as its own
   forward and backward, the gradients added as the all-reduce adds them, with the ranks'
   threads per process.

2 against 3 must agree to rounding: a difference there is a fault of the script or of
multigpu run (a rank-dependent step, a loss no weighting can split), and the verdict is
`differ`, naming a loss that mixes the batch's samples where run 3 found one. 3 against 1 is
the split's own effect (batch norm per rank, rounding of sums over slices that an optimizer
such as Adam amplifies): said beside an `agree`, with batch norm checked by the ranks again
with --sync-batchnorm. Where no batch was split (the ranks each hold
a whole batch, or the script distributes itself), 2 is judged against 1 directly, beyond the
tolerance against one process again with each batch reversed and its gradients moved by one
ulp (the script's own sensitivity to rounding).

Every run hashes strings with one seed (a vocabulary built from a set is the same in each) and
computes with as many threads per process as each rank.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import torch

from ...core.errors import JobFailed
from ...launcher import agent, hash_seed
from ...launcher.nodes import Nodes
from ..launch.handover import AdaptOptions
from ..launch.hints import WRITTEN_BATCH
from ..output.path_view import made_in
from .checks import DIVERGED
from .fresh_folder import MOST_PATHS, FolderState
from .horizon import WHOLE_ONLY
from .inputs import other_data
from .samples import COLLATED, OWN_GENERATOR

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
_ONE = "one process's"
_SPLIT = "one process's computing the ranks' slices"
_SPLIT_ROUNDING = "that run again with its rounding moved by 1 ulp"
_NOT_SAFE = "the script is not safe to scale as it is"
_BATCHNORM_WITHIN = (
    "batch norm per rank ran (each rank normalised its slice of the batch): its effect is "
    "within this check's yardstick here; add --sync-batchnorm for the global batch's statistics"
)


Start = Callable[[AdaptOptions, int], None]  # runs the script: (its options, processes)


def verify(start: Start, options: AdaptOptions, steps: int, devices: int, replicas: int) -> int:
    """--verify's runs and verdict: 0 agree, 1 differ or cannot tell. `replicas`: the parts of
    a global batch the `devices` ranks read (fewer than the ranks with tensor parallelism,
    whose groups read one each)."""
    seed = (
        os.environ.get(hash_seed.VARIABLE)
        or hash_seed.hash_seed_environment(Nodes())[hash_seed.VARIABLE]
    )
    with (
        tempfile.TemporaryDirectory(prefix="multigpu-verify-") as folder,
        agent.variable(hash_seed.VARIABLE, seed),
    ):
        checked = replace(options, verify_steps=steps, verify_ranks=replicas)
        runs = _Runs(start, checked, devices, Path(folder))
        agree, report = runs.judged()
    print(f"multigpu run --verify: {report}", file=sys.stderr)
    return 0 if agree else 1


class _Runs:
    """The runs of one check, each started when the verdict needs it."""

    def __init__(self, start: Start, options: AdaptOptions, devices: int, folder: Path) -> None:
        self.start, self.options, self.devices, self.folder = start, options, devices, folder
        self.replicas = options.verify_ranks  # the replicas whose slices one process computes
        self.working = FolderState(Path.cwd())  # each run starts from it as it was
        self.split_stopped = ""  # why no run of the split's arithmetic was made, where it failed
        if not self.working.kept:
            print(
                f"multigpu run --verify: the working folder holds over {MOST_PATHS:,} paths: "
                "each run sees what the runs before it left there",
                file=sys.stderr,
            )

    def run(self, name: str, processes: int, **changes: object) -> Path:
        left = self.working.restore(made_in(self.folder))  # (nothing before the first run)
        if left:
            shown = ", ".join(left[:3]) + (f" and {len(left) - 3} more" if len(left) > 3 else "")
            print(
                f"multigpu run --verify: {shown} appeared in the working folder during the "
                "check, not made by its runs as far as they saw (another program's, or "
                "written from C code): left there, so the next run sees it",
                file=sys.stderr,
            )
        out = self.folder / f"{name}.pt"
        made = str(self.folder / f"made-{name}")  # what its processes make, written down
        changed = replace(self.options, verify_out=str(out), verify_made=made, **changes)
        self.start(changed, processes)
        return out

    def judged(self) -> tuple[bool, str]:
        try:
            one = self.run("one", 1)
        except JobFailed as error:
            joined = (
                f"; with --batch per-device it takes the {self.replicas} ranks' batches as one, "
                "as one GPU would take the same global batch, and a batch size written into "
                "the script may break on that"
                if self.options.batch == "per-device"
                else ""
            )
            return False, f"cannot tell: one process stopped: {error}{joined}"
        try:
            many = self.run("many", self.devices)
        except JobFailed as error:
            # Only the ranks' weights parting is a verdict on the script; any other failure
            # (a timeout, memory, a crash of its own) says nothing of what it computes.
            if WRITTEN_BATCH in str(error):  # one process ran, the ranks broke on a slice
                return False, (
                    f"differ: the run on {self.devices} ranks stopped: {error}\n  --verify: "
                    "a batch size written into the script breaks on a slice of the batch (one "
                    f"process ran the same steps): {_NOT_SAFE}"
                )
            verdict = "differ" if DIVERGED in str(error) else "cannot tell"
            return False, f"{verdict}: the run on {self.devices} ranks stopped: {error}"
        agree, report = compare_snapshots(one, many, self.devices)
        if agree or report.startswith("cannot tell"):  # no run more can change that
            return agree, report
        split = self._split(many)
        if split is None:
            agree, report = compare_snapshots(one, many, self.devices, self.again())
            if not agree and _per_rank_batchnorm(many):
                agree, report = self._batchnorm_decides(one, report)
                if agree:  # the split's own effect, as against a run of its arithmetic
                    return agree, report
            if not agree and self.split_stopped:  # so no cause of its could be named
                report += f"\n  --verify: {self.split_stopped}: judged against one process"
                if WRITTEN_BATCH in self.split_stopped:  # the ranks met it too, or went round
                    report += (
                        "\n  --verify: a batch size written into the script meets the ranks' "
                        "slices of the batch (the run of the split's arithmetic stopped on "
                        "one): the likely cause"
                    )
            elif agree and _per_rank_batchnorm(many):
                report += f"\n  --verify: {_BATCHNORM_WITHIN}"
            return agree, report
        agree, report = compare_snapshots(split, many, self.devices, reference=_SPLIT)
        if not agree:  # beyond the dtype's tolerance: the split's arithmetic moved by 1 ulp
            again = self.run("again-split", 1, verify_perturb=True, verify_split=self.replicas)
            agree, report = compare_snapshots(
                split, many, self.devices, again, _SPLIT, _SPLIT_ROUNDING
            )
        mixing = _mixing(split)
        if not agree and not mixing and _per_rank_batchnorm(many):
            # That run left whole a forward the ranks split (its input not the loader's batch:
            # DANN's torch.cat of two batches), so its batch norm was one process's.
            agree, report = self._batchnorm_decides(one, report)
            if agree:
                return agree, report
        if mixing and not agree:
            report += (
                f"\n  {mixing}: the {self.devices} ranks train another loss than one process "
                "on the global batch; take that term over the global batch (the outputs "
                "gathered across ranks) to train as one process"
            )
        elif mixing:
            report += f"\n  {mixing} (here within the yardstick)"
        if agree:
            report += "\n  " + self._effect(one, split, many)
        return agree, report

    def again(self) -> Path:
        """One process again, each batch reversed and its rounding moved by 1 ulp (once)."""
        again = self.folder / "again.pt"
        return again if again.is_file() else self.run("again", 1, verify_perturb=True)

    def _split(self, many: Path) -> Path | None:
        """The run of the split's arithmetic, where the ranks split batches it can model."""
        if self.options.sync_batchnorm or "split" not in _said(many):
            return None
        try:
            split = self.run("split", 1, verify_split=self.replicas)
        except JobFailed as error:  # the script could not run so: judged as without it
            self.split_stopped = f"the run of the split's arithmetic stopped ({error})"
            return None
        return split if torch.load(split, weights_only=True).get("split_forwards") else None

    def _effect(self, one: Path, split: Path, many: Path) -> str:
        """The split's own effect: one process on the slices against one on whole batches."""
        close, _ = compare_snapshots(one, split, 1)
        size = _largest_difference(one, split)
        if close:
            return f"--verify: the split itself ({size}): rounding of sums over the slices"
        if _per_rank_batchnorm(many):
            _, said = self._batchnorm(one)
            return f"--verify: the split itself ({size}): batch norm per rank; {said}"
        return (
            f"--verify: the split itself ({size}): what any data-parallel run of this script "
            "computes (rounding of sums over the slices, which the optimizer amplifies, or a "
            "computation over the whole batch)"
        )

    def _batchnorm_decides(self, one: Path, report: str) -> tuple[bool, str]:
        """Ranks that differ and normalised per rank, again with --sync-batchnorm: `agree`
        naming batch norm per rank where that closes the gap, else `report` with what that
        run showed."""
        closes, said = self._batchnorm(one)
        if closes:
            return True, _batchnorm_alone(report, said)
        return False, report + "\n  --verify: " + said

    def _batchnorm(self, one: Path) -> tuple[bool, str]:
        """The ranks again with --sync-batchnorm: whether batch norm per rank is the whole
        difference, and a line that says so."""
        try:
            synced = self.run("synced", self.devices, sync_batchnorm=True)
        except JobFailed as error:
            return False, f"again with --sync-batchnorm the run stopped: {error}"
        again = self.again()
        agree, _ = compare_snapshots(one, synced, self.devices, again)
        size = _largest_difference(one, synced)
        if agree:  # within the yardstick, which says how far that is
            bound = _largest_difference(one, again).removeprefix("largest difference ")
            return True, (
                f"again with --sync-batchnorm the ranks agree with one process's ({size}; one "
                f"process against itself with its rounding moved by 1 ulp: {bound}): batch "
                "norm per rank is all the difference this check sees: add --sync-batchnorm"
            )
        return False, f"again with --sync-batchnorm they still differ from one process's ({size})"


def _batchnorm_alone(report: str, synced: str) -> str:
    """`agree` where the ranks differ from one process by batch norm per rank alone (checked:
    again with --sync-batchnorm they agree), the split's own effect; the ranks' difference and
    the notes as they were said."""
    head, _, notes = report.partition("\n")
    detail = head.removeprefix("differ: ").removesuffix("; " + _NOT_SAFE)
    said = f"agree: batch norm per rank is all the difference: {detail}\n  --verify: {synced}"
    return said + ("\n" + notes if notes else "")


def _said(snapshot: Path) -> list[str]:
    return torch.load(snapshot, weights_only=True).get("said", [])


def _mixing(split: Path) -> str:
    """What the run of the split's arithmetic said of a loss that mixes the batch's samples
    (split_run.py), or ""."""
    notes = torch.load(split, weights_only=True).get("notes", [])
    return next((n for n in notes if "mixes the batch's samples" in n), "")


def _per_rank_batchnorm(many: Path) -> bool:
    """Whether the N-rank run normalised batches per rank (it said so)."""
    return "batchnorm" in _said(many)


def _largest_difference(a: Path, b: Path) -> str:
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
    reference: str = _ONE,
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
    if rounding and _draws_in_the_loop(spread):
        return False, (
            f"cannot tell: after {steps} {unit} the parameters on {ranks} ranks are beyond "
            f"float tolerance from {reference} (largest difference {worst:.3g}, at "
            f"{worst_name!r}) though within {_SENSITIVITY:g}x {yardstick}, and the script "
            "draws at random in its training loop where each rank draws its own (named "
            "below): the yardstick cannot tell those draws from rounding" + notes
        )
    return True, (
        f"agree: after {steps} {unit} the parameters on {ranks} ranks "
        f"agree with {reference} (largest difference {worst:.3g}, at "
        f"{worst_name!r}{rounding})" + notes
    )


def _draws_in_the_loop(run: dict[str, Any]) -> bool:
    """Whether the run named a draw in the training loop, or one in a forward with no mean
    to stand in for it (keyed.py, randomness.py): each rank draws its own there."""
    python = ("python random", "python random loop")
    return any(k.startswith("unkeyed ") or k in python for k in run.get("said", []))


def _blamed(reference_run: dict[str, Any], reference: str) -> str:
    """Whose the difference is: the script's, unless the run of the split's arithmetic ran
    modules whole that the ranks split (split_run.py), which it then cannot tell apart."""
    whole = sorted(
        k.removeprefix("whole ") for k in reference_run.get("said", []) if k.startswith("whole ")
    )
    if reference == _SPLIT and whole:
        return (
            f"that run ran {', '.join(whole)} whole, which the ranks split: the difference may "
            "be that, not the script"
        )
    return _NOT_SAFE


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
            tensors = [snapshot["tensors"][where[key]] for key in wanted]
            snapshot = {**snapshot, "names": reference["names"], "tensors": tensors}
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
