"""Running benchmark cases, each as a fresh job, and putting their results in a table."""

from __future__ import annotations

import sys
from dataclasses import asdict, replace
from typing import Any

from ...core.errors import JobFailed, UsageError
from ...strategies import Strategy, resolve
from . import formulas
from .worker import Case, bench_worker


def run_case(
    case: Case, strategy: str, devices: int, precision: str, accelerator: str
) -> dict[str, Any]:
    """One fresh job: its throughput spread, step time and memory, or its error."""
    from ...launch.launcher import launch

    row: dict[str, Any] = {
        "model": case.model,
        "strategy": strategy,
        "devices": devices,
        "precision": precision,
        "data": "folder" if case.data else "device",
        "batch_size": case.batch_size,
        "unit": "sequences" if _is_tokens(case.model) else "images",
        "settings": {k: v for k, v in asdict(case).items() if k not in ("model", "data")},
    }
    try:
        result = launch(
            bench_worker,
            case,
            devices=devices,
            strategy=strategy_for(case, strategy),
            accelerator=accelerator,
            precision=precision,
        )
    except (JobFailed, UsageError) as error:
        row["error"] = str(error)
        return row
    times = result["step_times_s"]
    rates = formulas.spread(result["throughputs"])
    row.update(
        world_size=result["world_size"],
        device_type=result["device_type"],
        samples_per_step=result["samples_per_step"],
        throughput={"median": rates.median, "low": rates.low, "high": rates.high},
        step_time_s=formulas.spread(times).median,
        spread=rates.relative,
        peak_memory_mib=result["peak_memory_mib"],
        memory_devices=result["memory_devices"],
    )
    return row


def strategy_for(case: Case, name: str) -> Strategy:
    """The named method, with the case's DDP settings where it is DDP."""
    if name != "ddp":
        return resolve(name)
    from ...strategies.ddp import DDP

    return DDP(
        bucket_mb=case.bucket_mb,
        gradient_as_bucket_view=case.gradient_as_bucket_view,
        static_graph=case.static_graph,
    )


def _is_tokens(model: str) -> bool:
    from ..models import model_spec

    return model_spec(model).tokens


def plan_cases(
    strategies: list[str], devices: list[int], accelerator_is_cuda: bool
) -> list[tuple[str, int]]:
    """(strategy, device count) pairs worth running: those whose job really uses n devices
    (one-device methods on 1; DataParallel on one CPU device only, as it cannot spread there)."""
    device_type = "cuda" if accelerator_is_cuda else "cpu"
    pairs = []
    for name in strategies:
        method = resolve(name)
        for n in devices:
            try:
                wanted = method.device_request(n)
            except UsageError:
                continue
            layout = method.layout(device_type, int(wanted), 1)
            if layout.processes * layout.devices_per_process == n:
                pairs.append((name, n))
    return pairs


def add_efficiency(rows: list[dict[str, Any]]) -> None:
    """Efficiency of each row against 1 device of the same method (else `single`), with the
    same precision and data mode."""

    def key(row: dict[str, Any], strategy: str) -> tuple[Any, ...]:
        return (strategy, row["precision"], row["data"], 1)

    one = {
        (r["strategy"], r["precision"], r["data"], r["devices"]): r["throughput"]["median"]
        for r in rows
        if r.get("throughput")
    }
    for row in rows:
        if not row.get("throughput"):
            continue
        base = one.get(key(row, row["strategy"])) or one.get(key(row, "single"))
        row["efficiency"] = (
            formulas.scaling_efficiency(row["throughput"]["median"], base, row["devices"])
            if base
            else None
        )


def format_table(rows: list[dict[str, Any]]) -> str:
    unit = rows[0]["unit"] if rows else "samples"
    lines = [
        f"{'strategy':<12}{'dev':>4}{'prec':>6}{'data':>8}{unit + '/s':>13}{'spread':>8}"
        f"{'step ms':>9}{'eff':>7}{'peak MiB':>10}"
    ]
    for r in rows:
        head = f"{r['strategy']:<12}{r['devices']:>4}{r['precision']:>6}{r['data']:>8}"
        if r.get("error"):
            lines.append(f"{head}  failed: {r['error']}")
            continue
        eff = f"{r['efficiency']:.0%}" if r.get("efficiency") is not None else "-"
        lines.append(
            f"{head}{r['throughput']['median']:>13,.1f}{r['spread']:>8.1%}"
            f"{r['step_time_s'] * 1e3:>9.1f}{eff:>7}{max(r['peak_memory_mib']):>10.0f}"
        )
    return "\n".join(lines)


def run_all(
    case: Case,
    pairs: list[tuple[str, int]],
    precisions: list[str],
    accelerator: str,
    data_modes: list[str | None],
) -> list[dict[str, Any]]:
    rows = []
    for data in data_modes:
        for strategy, n in pairs:
            for precision in precisions:
                print(
                    f"bench: {strategy} x{n} {precision} data={data or 'device'}",
                    file=sys.stderr,
                    flush=True,
                )
                rows.append(run_case(replace(case, data=data), strategy, n, precision, accelerator))
    add_efficiency(rows)
    return rows
