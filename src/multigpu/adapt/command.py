"""`multigpu run`: check the request, then start one bootstrap worker per device.

Every script starts under the adapters; one that sets up its own process group when it runs is
handed over at that moment (own_group.py). `--verify` runs the script's first K optimizer steps
in one process and on N ranks, on the same global batches, and compares the parameters against
the script's own sensitivity to rounding where they differ beyond the dtype's tolerance: one
process again, its gradients moved by one ulp before every step, as another order of summation
moves them.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import torch

from ..core.device import cpu_cores
from ..core.errors import JobFailed, UsageError
from ..launcher import agent, clusters, hash_seed
from ..launcher.devices import DevicePlan, plan_devices, threads_per_process
from ..launcher.nodes import Nodes
from ..launcher.script import check_compiles, source_of
from ..strategies import strategy_class
from .devices import visible_gpus
from .feed import read_verdict
from .inputs import other_data
from .options import VARIABLE, AdaptOptions, worker_program
from .script_reading import calls

# How closely --verify's two runs must agree, by dtype: float64 to rounding, others to float32's.
_TOLERANCE = {torch.float64: (1e-9, 1e-10)}
_FLOAT32_TOLERANCE = (1e-5, 1e-6)
# A difference this many times one process's own difference under another summation order
# is the script's sensitivity to rounding, not a fault.
_SENSITIVITY = 10.0
_ROUNDING = (
    "one process against itself with each batch's samples in reverse order and its gradients "
    "moved by 1 ulp"
)


def run_script(
    script: str,
    script_args: list[str],
    *,
    devices: int | str = "auto",
    accelerator: str = "auto",
    batch: str = "global",
    sync_batchnorm: bool = False,
    sync_each_micro_batch: bool = False,
    max_restarts: int | None = None,
    module: bool = False,
    nodes: Nodes | None = None,
    timeout_s: float | None = None,
    verify_steps: int = 0,
    check_collectives: bool = False,
    strategy: str = "ddp",
    strategy_options: dict[str, Any] | None = None,
    device_memory: float | None = None,
) -> int:
    """Run `script` on every device; the exit status (`--verify`: 0 agree, 1 differ). Long
    for a command: every check of the request comes before any worker starts, in one place."""
    agent.check_restarts(max_restarts)
    check_compiles(script, module)
    plan = plan_devices(devices, accelerator)
    nodes = clusters.detect().job_nodes(nodes or Nodes())
    extra = {"timeout_s": timeout_s} if timeout_s is not None else {}
    # A script that may pick `cuda:LOCAL_RANK` itself (its own process group, behind a flag or
    # not, in it or in a helper module of its own) sees every GPU of the machine; only a call
    # at run time decides whether it distributes itself (own_group.py).
    own_group = calls(source_of(script, module), "init_process_group")
    if own_group and strategy != "ddp":
        raise UsageError(
            f"--strategy {strategy} shards a script written for one device; {script} sets up "
            "its own process group (init_process_group): run it with multigpu launch"
        )
    if strategy == "auto":
        request = (script, script_args, module, accelerator)
        strategy, strategy_options = _automatic(
            request, strategy_options, plan, nodes.min_nodes, device_memory, sync_each_micro_batch
        )
    elif device_memory is not None:
        raise UsageError("--device-memory is what --strategy auto plans for: give it with auto")
    strategy_options = strategy_options or {}
    _check_strategy(strategy, strategy_options, plan.device_type, nodes.min_nodes, plan.count)
    options = AdaptOptions(
        strategy=strategy,
        strategy_options=strategy_options,
        device_type=plan.device_type,
        gpus=visible_gpus() if plan.device_type == "cuda" else (),
        batch=batch,
        sync_batchnorm=sync_batchnorm,
        sync_each_micro_batch=sync_each_micro_batch,
        check_collectives=check_collectives,
        **extra,
    )
    if verify_steps and (nodes.several or max_restarts):
        raise UsageError(
            "--verify compares one machine's ranks with one process: it takes "
            "neither several nodes nor --max-restarts"
        )
    options = replace(options, hide_other_gpus=not own_group, may_distribute_itself=own_group)
    program = worker_program(script, script_args, module)

    def start(options: AdaptOptions, processes: int) -> None:
        # --verify's one process computes with as many threads as each rank: another count
        # blocks a matrix product's sums otherwise, and moves float32 results by rounding.
        threads = threads_per_process(plan.count if verify_steps else processes)
        with agent.variable(VARIABLE, options.encoded()):
            agent.start(
                sys.executable,
                program,
                processes=processes,
                threads_per_process=threads,
                nodes=nodes,
                max_restarts=max_restarts,
            )

    if not verify_steps:
        with tempfile.TemporaryDirectory(prefix="multigpu-feed-") as folder:
            start(replace(options, feed_dir=folder), plan.count)
            cores = max(1, cpu_cores() // plan.count)
            if (verdict := read_verdict(Path(folder), cores)) is not None:
                print(f"multigpu run: {verdict.line}", file=sys.stderr, flush=True)
        return 0
    return _verify(start, options, verify_steps, plan.count)


def _automatic(
    request: tuple[str, list[str], bool, str],
    given: dict[str, Any] | None,
    plan: DevicePlan,
    machines: int,
    memory: float | None,
    sync_each_micro_batch: bool,
) -> tuple[str, dict[str, Any]]:
    """--strategy auto: `multigpu plan`'s choice for the devices at hand, said in one line.
    `request`: the script, its arguments, whether it is a module, the accelerator asked."""
    from . import planning

    if given:
        raise UsageError("--strategy auto sets the sharding switches itself: name a strategy")
    script, script_args, module, accelerator = request
    measured = planning.measure_for_plan(script, script_args, accelerator, module)
    measured["sync_each_micro_batch"] = sync_each_micro_batch
    layout, line = planning.choose(
        measured, plan.count * machines, machines, plan.device_type, memory
    )
    print(f"multigpu run: {line}", file=sys.stderr, flush=True)
    return layout.run_options


def _check_strategy(
    name: str, options: dict[str, Any], device_type: str, machines: int, devices: int
) -> None:
    """The sharding options given, as the strategy itself checks them (before any worker)."""
    if name == "ddp":
        if options:
            flags = ", ".join("--" + key.replace("_", "-") for key in options)
            raise UsageError(f"{flags}: shards the model; give --strategy fsdp or hsdp")
        return
    cls = strategy_class(name)
    fields = {f.name for f in dataclasses.fields(cls)}
    for key in options:
        if key not in fields:
            raise UsageError(f"--{key.replace('_', '-')} goes with another --strategy than {name}")
    strategy = cls(**options)
    strategy.check_device_type(device_type)
    strategy.check_machines(machines, devices)


def _verify(
    start: Callable[[AdaptOptions, int], None], options: AdaptOptions, steps: int, devices: int
) -> int:
    """--verify: K steps in one process and on `devices` ranks, compared (0 agree, 1 differ).
    Every run hashes strings alike: a vocabulary built from a set is the same in each."""
    seed = (
        os.environ.get(hash_seed.VARIABLE)
        or hash_seed.hash_seed_environment(Nodes())[hash_seed.VARIABLE]
    )
    with (
        tempfile.TemporaryDirectory(prefix="multigpu-verify-") as folder,
        agent.variable(hash_seed.VARIABLE, seed),
    ):
        one, many, again = (Path(folder, f"{name}.pt") for name in ("one", "many", "again"))
        start(replace(options, verify_steps=steps, verify_out=str(one)), 1)
        try:
            start(replace(options, verify_steps=steps, verify_out=str(many)), devices)
        except JobFailed as error:
            print(
                f"multigpu run --verify: differ: the run on {devices} ranks stopped: {error}",
                file=sys.stderr,
            )
            return 1
        agree, report = compare_snapshots(one, many, devices)
        if not agree:  # beyond the dtype's tolerance: is it this script's rounding?
            start(
                replace(options, verify_steps=steps, verify_out=str(again), verify_perturb=True), 1
            )
            agree, report = compare_snapshots(one, many, devices, again)
        if not agree and _per_rank_batchnorm(many):
            synced = Path(folder, "synced.pt")
            start(
                replace(options, verify_steps=steps, verify_out=str(synced), sync_batchnorm=True),
                devices,
            )
            report += "\n  " + _batchnorm_closes(one, synced, devices, again)
    print(f"multigpu run --verify: {report}", file=sys.stderr)
    return 0 if agree else 1


def _per_rank_batchnorm(many: Path) -> bool:
    """Whether the N-rank run normalised batches per rank (it said so)."""
    return "batchnorm" in torch.load(many, weights_only=True).get("said", [])


def _batchnorm_closes(one: Path, synced: Path, ranks: int, again: Path) -> str:
    """The N ranks again with --sync-batchnorm: whether batch norm per rank is the whole
    difference."""
    agree, report = compare_snapshots(one, synced, ranks, again)
    line = f"--verify: again with --sync-batchnorm: {report.split(chr(10))[0]}"
    if agree:
        line += "; batch norm per rank is the whole difference: add --sync-batchnorm"
    return line


def compare_snapshots(
    one: Path, many: Path, ranks: int, again: Path | None = None
) -> tuple[bool, str]:
    """Whether N ranks ended where one process did, and a line that says so. `again` is one
    process with its gradients moved by one ulp: how far rounding alone moves this script."""
    single = torch.load(one, weights_only=True)
    spread = torch.load(many, weights_only=True)
    floor = torch.load(again, weights_only=True) if again and again.is_file() else None
    steps = single["steps"]
    unit = single.get("unit", "optimizer step(s)")
    notes = _notes(spread)
    if steps != spread["steps"] or single["names"] != spread["names"]:
        return False, (
            f"differ: one process took {steps} {unit} and {ranks} ranks took "
            f"{spread['steps']}: the script's steps depend on the ranks" + notes
        )
    if "random batches" in spread.get("said", []):
        return False, (
            f"cannot tell: the script draws its batches at random and each of the {ranks} "
            f"ranks draws its own (a global batch of {ranks}x the script's), so one process "
            "and the ranks train on different data and no comparison applies; batch with a "
            "DataLoader to compare" + notes
        )
    if spread.get("handed_over") and (how := other_data(one, many, ranks)):
        return False, (
            f"cannot tell: the script distributes itself and its {ranks} ranks trained on "
            f"other data than one process in {steps} {unit} ({how}), so no comparison "
            "applies" + notes
        )
    if not single["names"]:
        return False, (
            f"cannot tell: nothing to compare after {steps} {unit}: the script trained no "
            "parameters that multigpu run could see" + notes
        )
    worst, worst_name, rounding = 0.0, "", ""
    for index, (name, a, b) in enumerate(
        zip(single["names"], single["tensors"], spread["tensors"], strict=False)
    ):
        rtol, atol = _TOLERANCE.get(a.dtype, _FLOAT32_TOLERANCE)
        difference = _largest(a, b)
        sensitivity = _largest(a, floor["tensors"][index]) if floor else 0.0
        close = a.shape == b.shape and torch.allclose(a, b, rtol=rtol, atol=atol)
        if not close and not difference <= _SENSITIVITY * sensitivity:
            against = f"; {_ROUNDING}: {sensitivity:.3g}" if floor else ""
            return False, (
                f"differ: after {steps} {unit} the parameters on {ranks} ranks "
                f"differ from one process's, first at {name!r} (largest difference "
                f"{difference:.3g}{against}); the script is not safe to scale as it is" + notes
            )
        if not close and not rounding:
            rounding = (
                f"; beyond float tolerance at {name!r}, but within {_SENSITIVITY:g}x "
                f"{_ROUNDING} ({sensitivity:.3g}): the script's own sensitivity to "
                "rounding"
            )
        if difference >= worst:
            worst, worst_name = difference, name
    return True, (
        f"agree: after {steps} {unit} the parameters on {ranks} ranks "
        f"agree with one process's (largest difference {worst:.3g}, at "
        f"{worst_name!r}{rounding})" + notes
    )


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
