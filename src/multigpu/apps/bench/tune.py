"""`multigpu bench --tune`: try one setting at a time, keep what is faster, report the winners.

Each trial is a fresh benchmark job. The search is greedy (coordinate by coordinate, in the
order below, each from the best settings so far): cheap, and the settings interact little.
The result is written as a TOML file that `multigpu train --config` reads.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..config_file import tables_to_toml
from .case import Case
from .runner import run_case

# Keep a change only if it is at least this much faster: smaller gains are within the noise.
MIN_GAIN = 1.03


def knobs(case: Case, cuda: bool, image_model: bool) -> list[tuple[str, list[Any]]]:
    options: list[tuple[str, list[Any]]] = [("precision", ["bf16", "fp16"] if cuda else ["bf16"])]
    if image_model:
        options.append(("channels_last", [True]))
    if case.data:
        options.append(("workers", [1, 2, 4, 8]))
    options += [
        ("bucket_mb", [5.0, 50.0, 100.0]),
        ("gradient_as_bucket_view", [True]),
        ("static_graph", [True]),
        ("compile", [True]),
    ]
    return options


def tune(
    case: Case, devices: int, accelerator: str, cuda: bool, image_model: bool, log: Any
) -> dict[str, Any]:
    precision = "fp32"

    def trial(settings: Case, precision: str) -> dict[str, Any]:
        row = run_case(settings, "ddp", devices, precision, accelerator)
        rate = row["throughput"]["median"] if row.get("throughput") else None
        log(
            f"  {describe(settings, precision):<70} "
            + (f"{rate:10.1f}/s" if rate else f"failed: {row.get('error')}")
        )
        return {
            "settings": describe(settings, precision),
            "throughput": rate,
            "error": row.get("error"),
        }

    baseline = trial(case, precision)
    if baseline["throughput"] is None:
        return {"trials": [baseline], "best": None}
    trials = [baseline]
    best_case, best_precision, best_rate = case, precision, baseline["throughput"]
    for name, values in knobs(case, cuda, image_model):
        for value in values:
            if name == "precision":
                candidate_case, candidate_precision = best_case, value
            else:
                candidate_case, candidate_precision = (
                    replace(best_case, **{name: value}),
                    best_precision,
                )
            result = trial(candidate_case, candidate_precision)
            trials.append(result)
            if result["throughput"] and result["throughput"] > best_rate * MIN_GAIN:
                best_case, best_precision, best_rate = (
                    candidate_case,
                    candidate_precision,
                    result["throughput"],
                )
    return {
        "trials": trials,
        "baseline_throughput": baseline["throughput"],
        "best_throughput": best_rate,
        "speedup": best_rate / baseline["throughput"],
        "best": train_settings(best_case, best_precision),
    }


def describe(case: Case, precision: str) -> str:
    parts = [precision]
    if case.channels_last:
        parts.append("channels_last")
    if case.workers is not None:
        parts.append(f"workers={case.workers}")
    if case.bucket_mb is not None:
        parts.append(f"bucket={case.bucket_mb:g}MB")
    if case.gradient_as_bucket_view:
        parts.append("grad_as_bucket_view")
    if case.static_graph:
        parts.append("static_graph")
    if case.compile:
        parts.append("compile")
    return " ".join(parts)


def train_settings(case: Case, precision: str) -> dict[str, dict[str, Any]]:
    """The winning settings as `multigpu train`'s config sections and option names."""
    optimization: dict[str, Any] = {"precision": precision}
    data: dict[str, Any] = {}
    parallelism: dict[str, Any] = {}
    if case.channels_last:
        optimization["channels_last"] = True
    if case.compile:
        optimization["compile"] = True
    if case.workers is not None:
        data["workers"] = case.workers
    if case.bucket_mb is not None:
        parallelism["bucket_mb"] = case.bucket_mb
    for flag in ("gradient_as_bucket_view", "static_graph"):
        if getattr(case, flag):
            parallelism[flag] = True
    settings = {"optimization": optimization, "data": data, "parallelism": parallelism}
    return {section: values for section, values in settings.items() if values}


def to_toml(settings: dict[str, dict[str, Any]]) -> str:
    return tables_to_toml(settings, "fastest settings found by `multigpu bench --tune`")
