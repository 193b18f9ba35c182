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
ulp (the script's own sensitivity to rounding). Where the ranks drew at random in the
training loop, each its own, those draws alone part them from one process: a difference with
no cause of the script's found beside them is `cannot tell`, not `differ`.

The verdict on two runs' weights is agreement.py's; this module makes the runs it needs. Every
run hashes strings with one seed (a vocabulary built from a set is the same in each) and
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

from ...core.errors import DIVERGED, JobFailed
from ...launcher import agent, hash_seed
from ...launcher.nodes import Nodes
from ..data.step_sources import UNTRAINED
from ..launch.handover import AdaptOptions
from ..launch.hints import SQUEEZED_ONE, WRITTEN_BATCH
from ..output.path_view import made_in
from .agreement import (
    NOT_SAFE,
    ONE,
    SPLIT,
    SPLIT_ROUNDING,
    compare_snapshots,
    draws_in_the_loop,
    first_step_apart,
    largest_difference,
    ran_whole,
)
from .fresh_folder import MOST_PATHS, FolderState

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
        left = self.working.restore(made_in(self.folder), own=self.folder)  # (none at first)
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
        agree, report = self._judged()
        many = self.folder / "many.pt"
        if agree or not many.is_file():
            return agree, report
        ranks = torch.load(many, weights_only=True)
        if report.startswith("differ: after"):
            report = draws_alone(report, ranks)
        # Slices that reached the model in other shapes (padded each to its own longest): a
        # fact, said beside the verdict as the difference's likely cause.
        apart = ranks.get("slices_apart")
        if apart:
            report += f"\n  --verify: {apart}"
        return agree, report

    def _judged(self) -> tuple[bool, str]:
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
            broke = _broke_on_a_slice(str(error))
            if broke:  # one process ran, the ranks broke on a slice
                return False, (
                    f"differ: the run on {self.devices} ranks stopped: {error}\n  --verify: "
                    f"{broke} breaks on a slice of the batch (one process ran the same steps): "
                    f"{NOT_SAFE}"
                )
            # The ranks skipped every slice, then broke, where one process took its steps.
            steps = torch.load(one, weights_only=True)["steps"] if UNTRAINED in str(error) else 0
            if steps:
                return False, (
                    f"differ: the run on {self.devices} ranks stopped: {error}\n  --verify: "
                    f"the ranks trained nothing on the batches where one process took {steps} "
                    "step(s) (each rank skipped every slice it took, as a batch size written "
                    f"into the script skips them): {NOT_SAFE}"
                )
            verdict = "differ" if DIVERGED in str(error) else "cannot tell"
            return False, f"{verdict}: the run on {self.devices} ranks stopped: {error}"
        agree, report = compare_snapshots(one, many, self.devices)
        said = _said(many)
        if agree and "batchnorm" not in said and first_step_apart(one, many, None):
            # Within tolerance after K steps too small to part them (RAdam's first), the
            # first step's gradients apart beyond a share of their values: judged on them
            # against the yardstick (a Sortino loss, over one deviation of the whole batch,
            # agreed at 5e-07 where its gradients were 3% apart).
            return _first_step_decides(one, many, self.again(), report, ONE)
        if agree or report.startswith("cannot tell"):  # no run more can change that
            return agree, report
        split = self._split(said)
        batchnorm = "batchnorm" in said  # the ranks normalised batches per rank (said so)
        if split is None:
            again = self.again()
            agree, report = compare_snapshots(one, many, self.devices, again)
            # An agreement within the yardstick is weighed again on the first step's gradients
            # (batch norm per rank is judged below instead).
            weighed = agree and not batchnorm
            if weighed:
                agree, report = _first_step_decides(one, many, again, report, ONE)
            if not agree and batchnorm:
                agree, report = self._batchnorm_decides(one, report)
                if agree:  # the split's own effect, as against a run of its arithmetic
                    return agree, report
            if not agree and self.split_stopped:  # so no cause of its could be named
                report += f"\n  --verify: {self.split_stopped}: judged against one process"
                # Not where the gradients named a cause.
                if WRITTEN_BATCH in self.split_stopped and not weighed:
                    report += "\n  --verify: " + _split_stop_read(one, many)
            elif agree and batchnorm:
                report += f"\n  --verify: {_BATCHNORM_WITHIN}"
            return agree, report
        agree, report = compare_snapshots(split, many, self.devices, reference=SPLIT)
        mixing = _mixing(split)
        if not agree:  # beyond the dtype's tolerance: the split's arithmetic moved by 1 ulp
            again = self.run("again-split", 1, verify_perturb=True, verify_split=self.replicas)
            agree, report = compare_snapshots(
                split, many, self.devices, again, SPLIT, SPLIT_ROUNDING
            )
            if agree and not mixing and not ran_whole(_said(split)):
                agree, report = _first_step_decides(split, many, again, report, SPLIT)
        if not agree and not mixing and batchnorm:
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
            report += "\n  " + self._effect(one, split, batchnorm)
        return agree, report

    def again(self) -> Path:
        """One process again, each batch reversed and its rounding moved by 1 ulp (once)."""
        again = self.folder / "again.pt"
        return again if again.is_file() else self.run("again", 1, verify_perturb=True)

    def _split(self, said: list[str]) -> Path | None:
        """The run of the split's arithmetic, where the ranks split batches it can model
        (`said`: what the ranks' run said)."""
        if self.options.sync_batchnorm or "split" not in said:
            return None
        try:
            split = self.run("split", 1, verify_split=self.replicas)
        except JobFailed as error:  # the script could not run so: judged as without it
            self.split_stopped = f"the run of the split's arithmetic stopped ({error})"
            return None
        return split if torch.load(split, weights_only=True).get("split_forwards") else None

    def _effect(self, one: Path, split: Path, batchnorm: bool) -> str:
        """The split's own effect: one process on the slices against one on whole batches."""
        close, _ = compare_snapshots(one, split, 1)
        size = largest_difference(one, split)
        if close:
            return f"--verify: the split itself ({size}): rounding of sums over the slices"
        other = (
            "rounding of sums over the slices, which the optimizer amplifies, or a "
            "computation over the whole batch"
        )
        if batchnorm:
            closes, said = self._batchnorm(one)
            if closes:
                return f"--verify: the split itself ({size}): batch norm per rank; {said}"
            # (a public jet tagger's model ends in a softmax over the batch's dimension)
            return (
                f"--verify: the split itself ({size}): batch norm per rank, and more; {said}: "
                f"the rest is what any data-parallel run of this script computes ({other})"
            )
        return (
            f"--verify: the split itself ({size}): what any data-parallel run of this script "
            f"computes ({other})"
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
        agree, line = compare_snapshots(one, synced, self.devices, again)
        # The comparison's own words, which name the parameter it decided at and that
        # parameter's yardstick (each is judged against its own; the largest differences of
        # the whole model, side by side, read as a verdict they were not).
        head, _, detail = line.partition("\n")[0].partition(": ")
        detail = detail.removesuffix("; " + NOT_SAFE)
        apart = first_step_apart(one, synced, again) if agree else None
        if apart is not None:
            # Weights within the yardstick after K steps of Adam, the first step's gradients
            # not: the loss is not each rank's share (an ordinal loss divided by its slice's
            # count of each task's samples agreed so, and was called batch norm's).
            return False, (
                f"again with --sync-batchnorm {detail}, but the gradients of the first "
                f"optimizer step differ from one process's {apart}, beyond rounding"
            )
        if agree:
            return True, (
                f"again with --sync-batchnorm {detail}: batch norm per rank is all the "
                "difference this check sees: add --sync-batchnorm"
            )
        still = "still " if head == "differ" else ""
        return False, f"again with --sync-batchnorm, {still}{head}: {detail}"


def _broke_on_a_slice(error: str) -> str | None:
    """What of the script's broke on a rank's slice where one process ran, as the rank's
    error names it (hints.py), or None."""
    if WRITTEN_BATCH in error:
        return "a batch size written into the script"
    if SQUEEZED_ONE in error:
        return "a `.squeeze()` that drops the batch's dimension of a slice of one row"
    return None


def _split_stop_read(one: Path, many: Path) -> str:
    """Whose a size error of the run of the split's arithmetic is. Ranks that went round their
    slices (skipping each batch of another size than the one written into the script) took
    fewer steps than one process: the written size is the likely cause. Ranks that took every
    step on their slices ran them without it, so the stop is that run's own: it cuts a
    forward's input but not what the script sized from the whole batch beside it (a decoder's
    hidden state made for `len(input)`, a handwritten-formula model's)."""
    ranks, alone = (torch.load(p, weights_only=True)["steps"] for p in (many, one))
    if ranks < alone:
        return (
            "a batch size written into the script meets the ranks' slices of the batch (the "
            "run of the split's arithmetic stopped on one): the likely cause"
        )
    return (
        f"the ranks took all {ranks} step(s) on their slices without that error, so the stop "
        "is the run of the split's own (it cuts a forward's input, not a tensor the script "
        "sized from the whole batch beside it), not a batch size written into the script"
    )


def _batchnorm_alone(report: str, synced: str) -> str:
    """`agree` where the ranks differ from one process by batch norm per rank alone (checked:
    again with --sync-batchnorm they agree), the split's own effect; the ranks' difference and
    the notes as they were said."""
    return _said_again(
        report,
        lambda detail: (
            f"agree: batch norm per rank is all the difference: {detail}\n  --verify: {synced}"
        ),
    )


def _said_again(report: str, say: Callable[[str], str]) -> str:
    """A `differ` on the weights said again: `say(detail)` (the difference measured, without
    its verdict and its blame) in place of its first line, the notes under it kept."""
    head, _, notes = report.partition("\n")
    detail = head.removeprefix("differ: ").removesuffix("; " + NOT_SAFE)
    return say(detail) + ("\n" + notes if notes else "")


# What the runs name as a cause of the script's that parts the ranks from one process by
# itself: a loss no weighting can split (losses.py, split_run.py), embeddings renormalised per
# rank (renormed_rows.py).
_SCRIPTS_CAUSES = ("mixed", "broadcast loss", "renormed rows", "mixes samples")


def _first_step_decides(
    reference: Path, many: Path, again: Path, report: str, said: str
) -> tuple[bool, str]:
    """An `agree` that rests on the yardstick (the weights beyond the dtype's tolerance, within
    10x `again`'s distance), judged again on the gradients of the first optimizer step: a loss
    scaled by the mean of the batch's sample weights was taken per rank and still agreed after
    3 steps of Adam over 17M weights in float32, whose own rounding moved them as far (a drug
    response network of batch r)."""
    apart = first_step_apart(reference, many, again)
    if apart is None:
        return True, report
    head, _, rest = report.partition("\n")
    return False, (
        f"differ: the gradients of the first optimizer step on the ranks differ from {said} "
        f"{apart}, beyond rounding, though {head.removeprefix('agree: ')}: the loss a rank "
        "takes on its slice is not its share of the loss on the global batch (a statistic "
        "over the batch, of its data or its outputs, taken per rank: a loss scaled by the "
        f"batch's mean sample weight, or divided by the batch's own count of tokens); {NOT_SAFE}"
        + (f"\n{rest}" if rest else "")
    )


def draws_alone(report: str, many: dict[str, Any]) -> str:
    """A `differ` on the weights where the ranks drew at random in the training loop, each its
    own (named below), and no cause of the script's was found: those draws alone part the
    ranks from one process (a teacher-forcing coin, a mixup's partners, a loss's negative
    edges, each drawn per rank as any data-parallel run of the script draws them), so the
    check cannot tell a fault from them. `cannot tell`, the difference and the notes kept."""
    said = many.get("said", [])
    if not draws_in_the_loop(many) or any(cause in said for cause in _SCRIPTS_CAUSES):
        return report
    if "mixes the batch's samples" in report:  # the run of the split's arithmetic found one
        return report
    return _said_again(
        report,
        lambda detail: (
            f"cannot tell: {detail}; but the script draws at random in its training "
            "loop where each rank draws its own (named below), which alone parts the ranks "
            "from one process: the check cannot tell a fault of the script from those draws"
        ),
    )


def _said(snapshot: Path) -> list[str]:
    return torch.load(snapshot, weights_only=True).get("said", [])


def _mixing(split: Path) -> str:
    """What the run of the split's arithmetic said of a loss that mixes the batch's samples
    (split_run.py), or ""."""
    notes = torch.load(split, weights_only=True).get("notes", [])
    return next((n for n in notes if "mixes the batch's samples" in n), "")
