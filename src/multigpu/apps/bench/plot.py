"""The benchmark's PNG: throughput and scaling efficiency against device count, a line per
method (and precision, and data mode when there are several)."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

from ...core.files import atomic_open


def plot_results(rows: list[dict[str, Any]], title: str, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    lines: dict[str, list[dict[str, Any]]] = defaultdict(list)
    several = {key: len({row[key] for row in rows}) > 1 for key in ("precision", "data")}
    for row in rows:
        if row.get("throughput") is None:
            continue
        label = row["strategy"] + "".join(f" {row[k]}" for k, many in several.items() if many)
        lines[label].append(row)
    figure, (speed, efficiency) = plt.subplots(1, 2, figsize=(11, 4.2))
    for label, points in sorted(lines.items()):
        points.sort(key=lambda row: row["devices"])
        devices = [row["devices"] for row in points]
        median = [row["throughput"]["median"] for row in points]
        low = [row["throughput"]["median"] - row["throughput"]["low"] for row in points]
        high = [row["throughput"]["high"] - row["throughput"]["median"] for row in points]
        speed.errorbar(devices, median, yerr=[low, high], marker="o", capsize=3, label=label)
        eff = [
            (d, 100 * row["efficiency"])
            for d, row in zip(devices, points, strict=True)
            if row.get("efficiency") is not None
        ]
        if eff:
            efficiency.plot(*zip(*eff, strict=True), marker="o", label=label)
    unit = rows[0].get("unit", "samples") if rows else "samples"
    speed.set(xlabel="devices", ylabel=f"{unit}/s (median; bars: min-max)")
    efficiency.set(xlabel="devices", ylabel="scaling efficiency (%)", ylim=(0, 110))
    for axes in (speed, efficiency):
        axes.grid(True, alpha=0.3)
        axes.legend(fontsize=8)
        axes.xaxis.get_major_locator().set_params(integer=True)
    figure.suptitle(title, fontsize=10)
    figure.tight_layout()
    with atomic_open(path, "wb") as f:
        figure.savefig(f, format="png", dpi=110)
    plt.close(figure)
