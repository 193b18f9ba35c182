"""`multigpu comm --predict`: step time and scaling efficiency from the cost model, per device
count, for ring all-reduce and a parameter server, as a table, JSON and a PNG plot."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import Any

import torch

from ...comm import costmodel
from ...core.errors import UsageError


def gradient_bytes(model: str) -> int:
    """Bytes of one full gradient (fp32): ours by registry name, else a torchvision model.

    Built on the meta device: no memory, no weights downloaded.
    """
    from ..models import MODELS, build_model

    with torch.device("meta"):
        if model in MODELS:
            net = build_model(model)
        else:
            import torchvision

            try:
                net = torchvision.models.get_model(model, weights=None)
            except ValueError:
                known = ", ".join(MODELS)
                raise UsageError(
                    f"unknown model {model!r}; use one of {known} or a torchvision model name"
                ) from None
    return sum(p.numel() * 4 for p in net.parameters() if p.requires_grad)


def predict_table(
    gradient: float,
    devices: list[int],
    link: costmodel.Link,
    compute_s: float,
    bucket_bytes: float,
    overlap: float,
) -> list[dict[str, Any]]:
    rows = []
    for n in devices:
        row: dict[str, Any] = {"devices": n}
        for algo in costmodel.ALLREDUCE_TIME:
            p = costmodel.predict_step(algo, n, compute_s, gradient, link, bucket_bytes, overlap)
            row[algo] = asdict(p)
        rows.append(row)
    return rows


def format_table(model: str, gradient: float, rows: list[dict[str, Any]], notes: str) -> str:
    lines = [
        f"{model}: {gradient / 2**20:,.1f} MiB of gradients per step; {notes}",
        f"{'devices':>8}{'ring step ms':>14}{'ring eff':>10}{'ps step ms':>14}{'ps eff':>9}"
        f"{'ring comm ms':>14}{'ps comm ms':>13}",
    ]
    for row in rows:
        ring, ps = row["ring"], row["ps"]
        lines.append(
            f"{row['devices']:>8}{ring['step_s'] * 1e3:>14.1f}{ring['efficiency']:>10.1%}"
            f"{ps['step_s'] * 1e3:>14.1f}{ps['efficiency']:>9.1%}"
            f"{ring['communication_s'] * 1e3:>14.1f}{ps['communication_s'] * 1e3:>13.1f}"
        )
    return "\n".join(lines)


def plot(rows: list[dict[str, Any]], title: str, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    devices = [row["devices"] for row in rows]
    figure, (speed, efficiency) = plt.subplots(1, 2, figsize=(11, 4.2))
    for algo, label in (("ring", "ring all-reduce"), ("ps", "parameter server")):
        eff = [row[algo]["efficiency"] for row in rows]
        speed.plot(
            devices, [n * e for n, e in zip(devices, eff, strict=True)], marker="o", label=label
        )
        efficiency.plot(devices, [100 * e for e in eff], marker="o", label=label)
    speed.plot(devices, devices, linestyle=":", color="grey", label="perfect")
    speed.set(xscale="log", yscale="log", xlabel="devices", ylabel="speed-up (x one device)")
    efficiency.set(xscale="log", xlabel="devices", ylabel="scaling efficiency (%)", ylim=(0, 105))
    for axes in (speed, efficiency):
        axes.grid(True, which="both", alpha=0.3)
        axes.legend()
    figure.suptitle(title, fontsize=10)
    figure.tight_layout()
    from ...core.files import atomic_open

    with atomic_open(path, "wb") as f:
        figure.savefig(f, format="png", dpi=110)
    plt.close(figure)
