"""What a training job reports: the line per epoch, summary.json, metrics.csv, traffic."""

from __future__ import annotations

import csv
import json
import statistics
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch
import torch.distributed as dist

from ...core.files import write_atomic

if TYPE_CHECKING:
    from ...core.run import Run
    from ..config import TrainConfig

METRIC_COLUMNS = ["epoch", "train_loss", "test_accuracy", "samples_per_s", "epoch_time_s"]


def epoch_line(row: dict[str, Any], epochs: int) -> str:
    return (
        f"epoch {row['epoch']:>3}/{epochs}  loss {row['train_loss']:.4f}  "
        f"test acc {row['test_accuracy']:.4f}  {row['samples_per_s']:,.0f} samples/s"
    )


def describe_traffic(reports: list[dict[str, Any]]) -> str:
    """One line per rank: bytes sent per step, and how they were obtained."""
    lines = [f"gradient sync {reports[0]['sync']} ({reports[0]['bytes_are']}), per step:"]
    for r in reports:
        lines.append(
            f"  rank {r['rank']}: sent {r['sent_bytes_per_step']:,.0f} B, received "
            f"{r['received_bytes_per_step']:,.0f} B (uncompressed theory "
            f"{r['uncompressed_theory_bytes_per_step']:,.0f} B)"
        )
    return "\n".join(lines)


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
        "model": config.model,
        "strategy": config.strategy,
        "world_size": run.world_size,
        "devices": f"{run.world_size} x {run.device.type}",
        "device_type": run.device.type,
        "backend": dist.get_backend() if run.distributed else None,
        "epochs": config.epochs,
        "steps": steps,
        "finished": finished,
        "precision": config.precision,
        "accumulate": config.accumulate,
        "local_batch_size": local_batch_size,
        "global_batch_size": global_batch_size,
        "test_accuracy": accuracy,
        # The median epoch: the first one also pays for starting the loader workers.
        "samples_per_s": statistics.median(rates) if rates else None,
        "torch": torch.__version__,
        "config": asdict(config),
    }


def write_outputs(out: Path, summary: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    """summary.json and metrics.csv (one row per epoch), each written atomically."""

    def write_csv(f: Any) -> None:
        writer = csv.DictWriter(f, fieldnames=METRIC_COLUMNS)
        writer.writeheader()
        writer.writerows(rows)

    write_atomic(out / "summary.json", lambda f: json.dump(summary, f, indent=2))
    write_atomic(out / "metrics.csv", write_csv)
