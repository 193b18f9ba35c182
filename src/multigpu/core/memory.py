"""Peak memory per device: what shows DataParallel's GPU-0 imbalance against DDP."""

from __future__ import annotations

import sys
from typing import Any

import torch


def local_peaks(devices: list[torch.device]) -> list[dict[str, Any]]:
    """This process's peak memory: per GPU it used (allocated by torch), or its peak RSS."""
    gpus = [d for d in devices if d.type == "cuda"]
    if gpus:
        return [
            {"device": str(d), "peak_mb": torch.cuda.max_memory_allocated(d) / 2**20} for d in gpus
        ]
    import resource  # POSIX only: imported here so that importing multigpu works on Windows

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux, bytes on macOS
    per_mib = 2**20 if sys.platform == "darwin" else 2**10
    return [{"device": "cpu (peak RSS)", "peak_mb": peak / per_mib}]


def format_table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'rank':>4}  {'device':<16} {'peak MiB':>10}"]
    lines += [f"{r['rank']:>4}  {r['device']:<16} {r['peak_mb']:>10.1f}" for r in rows]
    return "\n".join(lines)
