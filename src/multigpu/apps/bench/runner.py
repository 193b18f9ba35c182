"""Running benchmark cases, each as a fresh job, and putting their results in a table."""

from __future__ import annotations

import sys
from dataclasses import asdict, replace
from typing import Any

from ...core.errors import JobFailed, UsageError
from ...strategies import Strategy, resolve
from . import formulas
from .case import Case, bench_worker

# A case whose repeats differ by more than this (of their median) is run once more; if it still
# does, its figures are flagged and no efficiency is drawn from them.
SPREAD_LIMIT = 0.10
# N devices cannot do more than N times the work of one; beyond this a base run was slowed.
EFFICIENCY_LIMIT = 1.05


def run_case(
    case: Case, strategy: str, devices: int, precision: str, accelerator: str
) -> dict[str, Any]:
    """One fresh job: its throughput spread, step time and memory, or its error."""
    from ...launcher.start import launch

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
            compile=case.compile,
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
        timed_samples=result["timed_samples"],
        throughput={"median": rates.median, "low": rates.low, "high": rates.high},
        step_time_s=formulas.spread(times).median,
        spread=rates.relative,
        peak_memory_mib=result["peak_memory_mib"],
        memory_devices=result["memory_devices"],
        memory_breakdown=result["memory_breakdown"],
        tokens_per_s=rates.median * _tokens(case.model) if _is_tokens(case.model) else None,
        cpu_cores=result["cpu_cores"],
        input=result["input"],
    )
    return row


def run_steady_case(
    case: Case, strategy: str, devices: int, precision: str, accelerator: str
) -> dict[str, Any]:
    """`run_case`, again when its spread is too wide to compare; still too wide, it says so."""
    row = run_case(case, strategy, devices, precision, accelerator)
    if row.get("spread", 0.0) > SPREAD_LIMIT:
        print(
            f"bench: spread {row['spread']:.0%} is over {SPREAD_LIMIT:.0%}: measuring again",
            file=sys.stderr,
            flush=True,
        )
        again = run_case(case, strategy, devices, precision, accelerator)
        if again.get("spread", 0.0) <= row["spread"]:
            row = again
    if row.get("spread", 0.0) > SPREAD_LIMIT:
        row["unreliable"] = (
            f"repeats spread {row['spread']:.0%} of their median (over {SPREAD_LIMIT:.0%}) "
            "twice: the machine was busy; not compared"
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


def _tokens(model: str) -> int:
    """Tokens in one sequence of a language model."""
    from ..models import model_spec

    return model_spec(model).sample_shape[0]


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
    unreliable = {
        (r["strategy"], r["precision"], r["data"], r["devices"])
        for r in rows
        if r.get("unreliable")
    }
    for row in rows:
        if not row.get("throughput"):
            continue
        own, single = key(row, row["strategy"]), key(row, "single")
        base_key = own if own in one else single
        base = one.get(base_key)
        row["efficiency"] = None
        if not base:
            continue
        if row.get("unreliable") or base_key in unreliable:
            row["efficiency_note"] = "left out: a run it compares was too noisy"
            continue
        efficiency = formulas.scaling_efficiency(row["throughput"]["median"], base, row["devices"])
        if efficiency > EFFICIENCY_LIMIT:
            row["efficiency_note"] = (
                f"left out: {efficiency:.0%} is more than {row['devices']} device(s) can do; "
                "the 1-device run was slowed (a busy machine): run again"
            )
            continue
        row["efficiency"] = efficiency


def format_table(rows: list[dict[str, Any]]) -> str:
    unit = rows[0]["unit"] if rows else "samples"
    lines = [
        f"{'strategy':<12}{'dev':>4}{'prec':>6}{'data':>8}{unit + '/s':>13}{'spread':>8}"
        f"{'step ms':>9}{'eff':>7}{'peak MiB':>10}{'cores':>7}"
    ]
    # Numbered notes are counted apart from the per-row details, so flag [n] is note [n].
    flagged: list[str] = []
    notes: list[str] = []
    for r in rows:
        head = f"{r['strategy']:<12}{r['devices']:>4}{r['precision']:>6}{r['data']:>8}"
        if r.get("error"):
            lines.append(f"{head}  failed: {r['error']}")
            continue
        eff = f"{r['efficiency']:.0%}" if r.get("efficiency") is not None else "-"
        flag = ""
        for note in (r.get("unreliable"), r.get("efficiency_note")):
            if note:
                flagged.append(f"  [{len(flagged) + 1}] {r['strategy']} x{r['devices']}: {note}")
                flag += f"[{len(flagged)}]"
        cores = f"{r['cpu_cores']:.1f}" if r.get("cpu_cores") is not None else "-"
        lines.append(
            f"{head}{r['throughput']['median']:>13,.1f}{r['spread']:>8.1%}"
            f"{r['step_time_s'] * 1e3:>9.1f}{eff:>7}{max(r['peak_memory_mib']):>10.0f}"
            f"{cores:>7}{' ' + flag if flag else ''}"
        )
        if r.get("input"):
            notes.append(f"  {r['strategy']} x{r['devices']}: {r['input']['line']}")
        if r.get("tokens_per_s"):
            notes.append(f"  {r['strategy']} x{r['devices']}: {r['tokens_per_s']:,.0f} tokens/s")
        if r.get("memory_breakdown") and r["memory_breakdown"][0]:
            kinds = r["memory_breakdown"][0]
            said = ", ".join(f"{k} {v / 2**20:.1f}" for k, v in kinds.items() if v >= 2**16)
            notes.append(f"  {r['strategy']} x{r['devices']}: rank 0 at its peak, MiB: {said}")
    return "\n".join(lines + flagged + notes)


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
                rows.append(
                    run_steady_case(replace(case, data=data), strategy, n, precision, accelerator)
                )
    add_efficiency(rows)
    return rows
