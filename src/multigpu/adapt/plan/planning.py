"""The plan's measurements and its choice: the script's training step measured in a worker
(measure_step.py), the memory of the devices at hand, and the layout `--strategy auto` takes."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from ...core.errors import UsageError
from ...launcher import agent
from ...launcher.devices import plan_devices, threads_per_process
from ...launcher.nodes import Nodes
from ...launcher.script import check_compiles
from ..devices.one_device import visible_gpus
from ..launch.handover import VARIABLE, AdaptOptions, worker_program
from . import layouts as plan


def measure_step(
    script: str,
    script_args: list[str],
    *,
    accelerator: str = "auto",
    module: bool = False,
    devices: int = 1,
    strategy: str = "ddp",
    strategy_options: dict[str, Any] | None = None,
    checkpointed: bool = False,
    sync_each_micro_batch: bool = False,
    timeout_s: float | None = None,
) -> dict[str, Any]:
    """A training step of the script measured (measure_step.py) in one process; or as rank 0 of
    `devices` ranks under `strategy` holds it, measured the same way (what the plan's figures
    are checked against)."""
    check_compiles(script, module)
    devices_plan = plan_devices(devices, accelerator)
    extra = {"timeout_s": timeout_s} if timeout_s is not None else {}
    with tempfile.TemporaryDirectory(prefix="multigpu-plan-") as folder:
        out = Path(folder, "step.json")
        options = AdaptOptions(
            device_type=devices_plan.device_type,
            gpus=visible_gpus() if devices_plan.device_type == "cuda" else (),
            plan_out=str(out),
            plan_checkpointed=checkpointed,
            strategy=strategy,
            strategy_options=strategy_options or {},
            sync_each_micro_batch=sync_each_micro_batch,
            **extra,
        )
        with agent.variable(VARIABLE, options.encoded()):
            agent.start(
                sys.executable,
                worker_program(script, script_args, module),
                processes=devices,
                threads_per_process=threads_per_process(devices),
                nodes=Nodes(),
            )
        if not out.is_file():
            raise UsageError(f"{script} ended before its second optimizer step: nothing to measure")
        return json.loads(out.read_text())


def measure_for_plan(
    script: str, script_args: list[str], accelerator: str, module: bool
) -> dict[str, Any]:
    """One process's step, and again with the blocks checkpointed where the model has some."""
    measured = measure_step(script, script_args, accelerator=accelerator, module=module)
    if measured["blocks"]:
        measured["checkpointed"] = measure_step(
            script, script_args, accelerator=accelerator, module=module, checkpointed=True
        )
    return measured


def device_memory(measured: dict[str, Any], count: int) -> float:
    """One device's memory: the GPU's the measurement ran on (read there, so that this
    process never starts CUDA); on the CPU, the machine's shared by its `count` processes."""
    if measured.get("device_memory"):
        return float(measured["device_memory"])
    return float(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")) / max(1, count)


def choose(
    measured: dict[str, Any], devices: int, machines: int, device_type: str, memory: float | None
) -> tuple[plan.PlannedLayout, str]:
    """--strategy auto: the fastest layout that fits `devices` devices of `memory` (default:
    the devices present, `device_memory`), and the line that says why; refused, with the
    numbers, when none fits."""
    if memory is None:
        memory = device_memory(measured, devices // machines)
    layouts = plan.layouts([devices], machines, device_type == "cuda", bool(measured["blocks"]))
    needs, best = plan.verdict(measured, layouts, memory)
    listed = ", ".join(f"{ly.strategy} {plan.size(total)}" for ly, total in needs.items())
    if best is None:
        raise UsageError(
            f"--strategy auto: nothing fits {devices} device(s) of {plan.size(memory)}: "
            f"per device, {listed}; give more devices or smaller batches"
        )
    return best, (
        f"--strategy auto chose {best.described}: of the layouts that fit {plan.size(memory)} "
        f"per device, the one that sends least per step (no step time predicted here; "
        f"planned per device: {listed})"
    )
