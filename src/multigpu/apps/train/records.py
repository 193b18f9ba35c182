"""What a training job reports: the line per epoch, summary.json, metrics.csv, traffic."""

from __future__ import annotations

import csv
import json
import statistics
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch
import torch.distributed as dist

from ...core.files import write_atomic

if TYPE_CHECKING:
    from ...api.run import Run
    from ..config import TrainConfig

METRIC_COLUMNS = ["epoch", "train_loss", "test_accuracy", "samples_per_s", "epoch_time_s"]

# What each file of a job's output folder holds, as the closing lines say it.
OUTPUTS = {
    "model.pt": "the trained weights (torch.load(path, weights_only=True))",
    "checkpoints": "the newest checkpoints: --resume auto goes on from the last",
    "metrics.csv": "one row per epoch: loss, test accuracy, samples/s",
    "summary.json": "every figure of the job, with bytes and memory per rank",
    "log.csv": "every logged value by step (--log csv)",
    "params.json": "the job's options (--log csv)",
    "skipped-images.txt": "the images that did not decode",
}


def epoch_line(row: dict[str, Any], epochs: int) -> str:
    return (
        f"epoch {row['epoch']:>3}/{epochs}  loss {row['train_loss']:.4f}  "
        f"test acc {row['test_accuracy']:.4f}  {row['samples_per_s']:,.0f} samples/s"
    )


def closing_lines(summary: dict[str, Any], out: Path, since: float) -> str:
    """The end of the job in a newcomer's words: the result, what averaging the gradients
    cost, memory, and every file written since `since` (a wall-clock time) with what it holds.
    The figures per rank are in summary.json."""
    done = "done" if summary["finished"] else "stopped"
    lines = [
        f"{done}: test accuracy {summary['test_accuracy']:.2%} after {summary['steps']} steps "
        f"in {summary['wall_time_s']:.1f} s on {summary['devices']}"
    ]
    if traffic := summary["traffic"]:
        sent = max(r["sent_bytes_per_step"] for r in traffic)
        lines.append(
            f"averaging the gradients ({traffic[0]['sync']}) sent {sent / 1e6:.2f} MB per rank "
            "per step"
        )
    memory = sorted(summary["peak_memory"], key=lambda row: -row["peak_mb"])
    most, least = memory[0], memory[-1]
    peak = f"peak memory: {most['peak_mb']:,.0f} MiB on rank {most['rank']}"
    if len(memory) > 1:
        peak += f" (the most), {least['peak_mb']:,.0f} MiB on rank {least['rank']} (the least)"
    lines.append(peak)
    written = [p for p in sorted(out.iterdir()) if p.stat().st_mtime >= since]
    lines.append(f"wrote in {out}:")
    width = max((len(p.name) for p in written), default=0) + 1
    for path in written:
        name = path.name + ("/" if path.is_dir() else "")
        lines.append(f"  {name:<{width}}  {OUTPUTS.get(path.name, '')}".rstrip())
    return "\n".join(lines)


def usage_metrics(summary: dict[str, Any]) -> dict[str, float]:
    """The input verdict's share and every rank's mean device use, for the trackers."""
    metrics: dict[str, float] = {}
    if summary.get("input"):
        metrics["input/wait_share"] = summary["input"]["wait_share"]
    for row in summary.get("device_usage", []):
        for key in ("cpu_cores", "gpu_util_percent", "gpu_memory_mib"):
            if row.get(key):
                metrics[f"usage/rank{row['rank']}/{key}"] = row[key]["mean"]
    return metrics


def summarize(
    run: Run,
    config: TrainConfig,
    history: list[dict[str, Any]],
    steps: int,
    finished: bool,
    accuracy: float,
    local_batch_size: int,
    global_batch_size: int,
) -> dict[str, Any]:
    rates = [row["samples_per_s"] for row in history]
    return {
        "model": config.job.model,
        "strategy": config.parallelism.strategy,
        "world_size": run.world_size,
        "devices": f"{run.world_size} x {run.device.type}",
        "device_type": run.device.type,
        "backend": dist.get_backend() if run.distributed else None,
        "epochs": config.job.epochs,
        "steps": steps,
        "finished": finished,
        "precision": config.optimization.precision,
        "accumulate": config.optimization.accumulate,
        "local_batch_size": local_batch_size,
        "global_batch_size": global_batch_size,
        "layout": run.strategy.layout_summary(run.runtime, local_batch_size),
        "test_accuracy": accuracy,
        # The median epoch: the first one also pays for starting the loader workers.
        "samples_per_s": statistics.median(rates) if rates else None,
        "torch": torch.__version__,
        "config": config.as_dict(),
    }


def write_outputs(out: Path, summary: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    """summary.json and metrics.csv (one row per epoch), each written atomically."""

    def write_csv(f: Any) -> None:
        writer = csv.DictWriter(f, fieldnames=METRIC_COLUMNS)
        writer.writeheader()
        writer.writerows(rows)

    write_atomic(out / "summary.json", lambda f: json.dump(summary, f, indent=2))
    write_atomic(out / "metrics.csv", write_csv)
