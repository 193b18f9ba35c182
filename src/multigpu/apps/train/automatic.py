"""`multigpu train --strategy auto`: the layout `multigpu plan --model` would pick for this job,
resolved before the config is built (a config names a method; auto is a request for one)."""

from __future__ import annotations

import sys
from typing import Any

from ...core.errors import UsageError
from ..config import TrainConfig

Values = dict[str, dict[str, Any]]
AUTO = "auto"


def requested(file_values: Values, cli_values: Values) -> bool:
    """Whether the strategy the command line or, failing it, the file gives is auto."""
    for values in (cli_values, file_values):
        strategy = values.get("parallelism", {}).get("strategy")
        if strategy is not None:
            return strategy == AUTO
    return False


def resolve(
    file_values: Values, cli_values: Values, build: Any, memory: float | None = None
) -> TrainConfig:
    """The config with auto replaced by the chosen method and its switches, the choice said
    in one line; refused, with the numbers, where nothing fits (before any worker starts).
    `build(file_values, cli_values)` builds a config; `memory`: one device's, to plan for
    (default: the devices present)."""
    from ...adapt.plan import planning
    from ...launcher.devices import plan_devices
    from ..models.for_plan import measure_main_job

    chosen = {**cli_values, "parallelism": {**cli_values.get("parallelism", {}), "strategy": "ddp"}}
    provisional: TrainConfig = build(file_values, chosen)  # every other option checked first
    if provisional.data.folder:
        raise UsageError(
            "--strategy auto plans the models of the built-in data sets; with --data, name a "
            "strategy (multigpu plan --model measures the built-in model)"
        )
    parallelism = provisional.parallelism
    present = plan_devices(parallelism.devices, parallelism.accelerator)
    machines = provisional.nodes.min_nodes
    measured = measure_main_job(
        provisional.job.model, provisional.data.batch_size, present.device_type
    )
    layout, line = planning.choose(
        measured, present.count * machines, machines, present.device_type, memory
    )
    strategy, switches = layout.run_options
    print(f"multigpu: {line}", file=sys.stderr, flush=True)
    chosen["parallelism"] = {**chosen["parallelism"], "strategy": strategy, **switches}
    return build(file_values, chosen)
