"""What keeping the hang recorder on costs: DDP steps with and without torch's Flight Recorder,
and what `--check-collectives` (a debug mode) adds on top.

Every multigpu job records its collectives (for hang reports) unless TORCH_FR_BUFFER_SIZE=0.
This times DDP training steps on the job's devices with many small gradient buckets (one
all-reduce per layer: the recorder's worst case per step), recorder off, on, and on with the
check, alternated `--pairs` times in one run; prints the ratios of the medians (goal for the
recorder: at most 1.01) and the check's cost per collective, and writes JSON.

    PYTHONPATH=src python benchmarks/hang_recorder.py [--pairs 5] [--steps 60] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

import torch
from torch import nn

import multigpu
from multigpu.strategies import DDP


def steps(run: multigpu.Run, count: int, width: int, layers: int) -> float:
    """Seconds per training step (rank 0's), after a warm-up."""
    model = nn.Sequential(*(nn.Linear(width, width) for _ in range(layers)))
    model, optimizer = run.setup(model, torch.optim.SGD(model.parameters(), lr=1e-3))
    x = torch.randn(32, width, device=run.device)
    for index in range(count + 5):
        if index == 5:
            started = time.perf_counter()
        optimizer.zero_grad()
        model(x).square().mean().backward()
        optimizer.step()
    return (time.perf_counter() - started) / count


def timed(recorder: bool, args: argparse.Namespace, check: bool = False) -> float:
    os.environ["TORCH_FR_BUFFER_SIZE"] = "256" if recorder else "0"
    # Buckets of ~one layer each: a collective per layer per step.
    bucket_mb = args.width * args.width * 4 / 2**20
    return multigpu.launch(steps, args.steps, args.width, args.layers, devices=args.devices,
                           strategy=DDP(bucket_mb=bucket_mb), check_collectives=check)  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", default="2")
    parser.add_argument("--pairs", type=int, default=5)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--width", type=int, default=256)
    parser.add_argument("--layers", type=int, default=24)
    parser.add_argument("--json")
    args = parser.parse_args()
    on, off, checked = [], [], []
    for _ in range(args.pairs):
        off.append(timed(False, args))
        on.append(timed(True, args))
        checked.append(timed(True, args, check=True))
    ratio = statistics.median(on) / statistics.median(off)
    per_check = (statistics.median(checked) - statistics.median(on)) / args.layers
    figures = {
        "step_ms_recorder_on": [round(t * 1e3, 3) for t in on],
        "step_ms_recorder_off": [round(t * 1e3, 3) for t in off],
        "step_ms_check_collectives": [round(t * 1e3, 3) for t in checked],
        "collectives_per_step": args.layers,
        "ratio_on_to_off": round(ratio, 4),
        "check_ms_per_collective": round(per_check * 1e3, 4),
        "device": "cuda" if torch.cuda.is_available() else "cpu",
    }
    print(
        f"per step, {args.layers} all-reduces: recorder on {statistics.median(on) * 1e3:.2f} ms,"
        f" off {statistics.median(off) * 1e3:.2f} ms, ratio {ratio:.4f} (goal <= 1.01); "
        f"--check-collectives {statistics.median(checked) * 1e3:.2f} ms, "
        f"{per_check * 1e6:.0f} us per collective"
    )
    if args.json:
        with open(args.json, "w") as out:
            json.dump(figures, out, indent=1)


if __name__ == "__main__":
    main()
