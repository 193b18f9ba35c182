"""`multigpu run`: check the request, then start one bootstrap worker per device.

A script that sets up its own process group (init_process_group, mp.spawn) is already
distributed: it runs untouched, as under `multigpu launch`. `--verify` runs the script's first
K optimizer steps in one process and on N ranks, on the same global batches, and compares the
parameters.
"""

from __future__ import annotations

import re
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

import torch

from ..core.errors import UsageError
from ..launch import agent, slurm
from ..launch.devices import plan_devices, threads_per_process
from ..launch.nodes import Nodes
from ..launch.script import check_compiles, launch_script, source_of
from .devices import visible_gpus
from .options import VARIABLE, AdaptOptions

_OWN_GROUP = re.compile(r"\binit_process_group\b|\b(?:mp|multiprocessing)\.spawn\s*\(")
# How closely --verify's two runs must agree, by dtype: float64 to rounding, others to float32's.
_TOLERANCE = {torch.float64: (1e-9, 1e-10)}
_FLOAT32_TOLERANCE = (1e-5, 1e-6)


def run_script(
    script: str,
    script_args: list[str],
    *,
    devices: int | str = "auto",
    accelerator: str = "auto",
    batch: str = "global",
    sync_batchnorm: bool = False,
    max_restarts: int = 0,
    module: bool = False,
    nodes: Nodes | None = None,
    timeout_s: float | None = None,
    verify_steps: int = 0,
) -> int:
    """Run `script` on every device; the exit status (`--verify`: 0 agree, 1 differ)."""
    agent.check_restarts(max_restarts)
    check_compiles(script, module)
    plan = plan_devices(devices, accelerator)
    nodes = slurm.step_nodes(nodes or Nodes())
    extra = {"timeout_s": timeout_s} if timeout_s is not None else {}
    options = AdaptOptions(
        device_type=plan.device_type,
        gpus=visible_gpus() if plan.device_type == "cuda" else (),
        batch=batch,
        sync_batchnorm=sync_batchnorm,
        **extra,
    )
    if verify_steps and (nodes.several or max_restarts):
        raise UsageError("--verify compares one machine's ranks with one process: it takes "
                         "neither several nodes nor --max-restarts")  # fmt: skip
    if _OWN_GROUP.search(source_of(script, module).read_text(errors="replace")):
        print(f"multigpu run: {script} sets up its own process group; it runs untouched, as "
              "under multigpu launch", file=sys.stderr)  # fmt: skip
        launch_script(script, script_args, devices=plan.devices, accelerator=accelerator,
                      max_restarts=max_restarts, module=module, nodes=nodes)  # fmt: skip
        return 0
    program = ("-u", "-m", "multigpu.adapt.bootstrap", *(["-m"] if module else []), script,
               *script_args)  # fmt: skip

    def start(options: AdaptOptions, processes: int) -> None:
        with agent.variable(VARIABLE, options.encoded()):
            agent.start(sys.executable, program, processes=processes,
                        threads_per_process=threads_per_process(processes), nodes=nodes,
                        max_restarts=max_restarts)  # fmt: skip

    if not verify_steps:
        start(options, plan.devices)
        return 0
    with tempfile.TemporaryDirectory(prefix="multigpu-verify-") as folder:
        one, many = Path(folder, "one.pt"), Path(folder, "many.pt")
        start(replace(options, verify_steps=verify_steps, verify_out=str(one)), 1)
        start(replace(options, verify_steps=verify_steps, verify_out=str(many)), plan.devices)
        agree, report = compare_snapshots(one, many, plan.devices)
    print(f"multigpu run --verify: {report}", file=sys.stderr)
    return 0 if agree else 1


def compare_snapshots(one: Path, many: Path, ranks: int) -> tuple[bool, str]:
    """Whether N ranks ended where one process did, and a line that says so."""
    single = torch.load(one, weights_only=True)
    spread = torch.load(many, weights_only=True)
    steps = single["steps"]
    if steps != spread["steps"] or single["names"] != spread["names"]:
        return False, (f"one process took {steps} optimizer step(s) and {ranks} ranks took "
                       f"{spread['steps']}: the script's steps depend on the ranks")  # fmt: skip
    worst, worst_name = 0.0, ""
    for name, a, b in zip(single["names"], single["tensors"], spread["tensors"], strict=False):
        rtol, atol = _TOLERANCE.get(a.dtype, _FLOAT32_TOLERANCE)
        difference = (a.double() - b.double()).abs().max().item() if a.numel() else 0.0
        if a.shape != b.shape or not torch.allclose(a, b, rtol=rtol, atol=atol):
            return False, (
                f"after {steps} optimizer step(s) the parameters on {ranks} ranks differ from "
                f"one process's, first at {name!r} (largest difference {difference:.3g}); the "
                "script is not safe to scale as it is"
            )
        if difference >= worst:
            worst, worst_name = difference, name
    return True, (f"after {steps} optimizer step(s) the parameters on {ranks} ranks agree with "
                  f"one process's (largest difference {worst:.3g}, at {worst_name!r})")  # fmt: skip
