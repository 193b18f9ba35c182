"""The digits job trained synchronously (DDP) and asynchronously (parameter server), side by
side: loss and test accuracy per epoch, as a table and a PNG.

usage: python benchmarks/sync_vs_async.py [--devices 3] [--epochs 6] [--plot FILE.png]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from multigpu.apps.config import build_config
from multigpu.apps.train.job import run_training
from multigpu.core.files import atomic_open


def train(sync: str, devices: int, epochs: int, out: Path) -> list[dict]:
    values = {
        "sync": sync,
        "devices": str(devices),
        "accelerator": "cpu",
        "epochs": epochs,
        "out": str(out),
    }
    run_training(build_config({}, values))
    import csv

    with open(out / "metrics.csv") as f:
        return list(csv.DictReader(f))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--devices", type=int, default=3)
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--plot", default="docs/sync-vs-async.png")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        curves = {
            s: train(s, args.devices, args.epochs, Path(tmp) / s) for s in ("allreduce", "async")
        }
    print(f"{'epoch':>5}  {'sync loss':>9} {'sync acc':>8}  {'async loss':>10} {'async acc':>9}")
    for a, b in zip(curves["allreduce"], curves["async"], strict=True):
        print(
            f"{a['epoch']:>5}  {float(a['train_loss']):9.3f} {float(a['test_accuracy']):8.3f}"
            f"  {float(b['train_loss']):10.3f} {float(b['test_accuracy']):9.3f}"
        )

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (loss, accuracy) = plt.subplots(1, 2, figsize=(10, 3.8))
    for sync, label in (("allreduce", "synchronous (DDP)"), ("async", "asynchronous (PS)")):
        epochs = [int(r["epoch"]) for r in curves[sync]]
        loss.plot(epochs, [float(r["train_loss"]) for r in curves[sync]], marker="o", label=label)
        accuracy.plot(
            epochs, [float(r["test_accuracy"]) for r in curves[sync]], marker="o", label=label
        )
    loss.set(xlabel="epoch", ylabel="train loss", yscale="log")
    accuracy.set(xlabel="epoch", ylabel="test accuracy")
    for axes in (loss, accuracy):
        axes.grid(True, alpha=0.3)
        axes.legend()
    figure.suptitle(f"digits CNN, {args.devices} CPU processes, batch 32", fontsize=10)
    figure.tight_layout()
    with atomic_open(args.plot, "wb") as f:
        figure.savefig(f, format="png", dpi=110)
    print(f"wrote {args.plot}")


if __name__ == "__main__":
    main()
