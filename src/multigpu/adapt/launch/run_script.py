"""`multigpu run`: check the request, then start one bootstrap worker per device.

Every script starts under the adapters; one that sets up its own process group when it runs is
handed over at that moment (own_group.py). `--verify` is verify/compare.py's.
"""

from __future__ import annotations

import dataclasses
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from ...core.device import cpu_cores
from ...core.errors import UsageError
from ...launcher import agent, clusters
from ...launcher.devices import DevicePlan, plan_devices, threads_per_process
from ...launcher.nodes import Nodes
from ...launcher.script import check_compiles, source_of
from ...strategies import preset, strategy_class
from ..data.feed_timing import read_verdict
from ..devices.one_device import visible_gpus
from ..verify.compare import verify
from .handover import VARIABLE, AdaptOptions, worker_program
from .script_reading import calls


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
            world = plan.count * nodes.min_nodes
            if (verdict := read_verdict(Path(folder), cores, world)) is not None:
                print(f"multigpu run: {verdict.line}", file=sys.stderr, flush=True)
        return 0
    replicas = options.built_strategy().dims_for(plan.count).replicas
    return verify(start, options, verify_steps, plan.count, replicas)


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
    from ..plan import planning

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
    if name == "ddp" and set(options) - {"dp_replicate"}:  # ddp's one option here: its degree
        flags = ", ".join("--" + key.replace("_", "-") for key in options)
        raise UsageError(f"{flags}: shards the model; give --strategy fsdp or hsdp")
    cls = strategy_class(name)
    fields = {f.name for f in dataclasses.fields(cls)}
    for key in options:
        if key not in fields:
            raise UsageError(f"--{key.replace('_', '-')} goes with another --strategy than {name}")
    strategy = preset(name, **options)
    strategy.check_device_type(device_type)
    strategy.check_machines(machines, devices)
