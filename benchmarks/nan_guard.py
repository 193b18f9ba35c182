"""What the NaN guard costs: training-step time with on_nan="stop" against "ignore", paired.

One job (DDP, 2 CPU processes by default, the digits CNN); the guard is switched on and off
between rounds that alternate, so machine noise hits both alike. The cost is the ratio of the
median step times (goal: at most 1% slower).

usage: python benchmarks/nan_guard.py [--rounds 10] [--steps 40] [--devices 2] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

import torch

import multigpu
from multigpu.api.timing import timed
from multigpu.apps.models import build_model


def job(run: multigpu.Run, rounds: int, steps: int) -> dict:
    torch.manual_seed(0)
    model = build_model("digits-cnn")
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    model, optimizer = run.setup(model, optimizer, loss=torch.nn.CrossEntropyLoss())
    generator = torch.Generator().manual_seed(run.rank)
    x = torch.rand(32, 1, 8, 8, generator=generator).to(run.device)
    y = torch.randint(0, 10, (32,), generator=generator).to(run.device)

    def some_steps() -> None:
        for _ in range(steps):
            run.backward(model(x, y))
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

    some_steps()  # warm-up
    times: dict[str, list[float]] = {"stop": [], "ignore": []}
    for r in range(rounds):
        for mode in ("stop", "ignore") if r % 2 == 0 else ("ignore", "stop"):
            run.guard.mode = mode
            times[mode].append(timed(run, some_steps) / steps)
    medians = {mode: statistics.median(t) for mode, t in times.items()}
    return {
        "world_size": run.world_size,
        "device": str(run.device),
        "steps_per_round": steps,
        "rounds": rounds,
        "step_time_s": medians,
        "all_rounds_s": times,
        "cost": medians["stop"] / medians["ignore"] - 1,  # 0.01 = 1% slower with the guard
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--devices", default="2")
    parser.add_argument("--accelerator", default="auto")
    parser.add_argument("--json")
    args = parser.parse_args()
    report = multigpu.launch(
        job, args.rounds, args.steps, devices=args.devices, accelerator=args.accelerator
    )
    times = report["step_time_s"]
    print(
        f"digits-cnn, DDP on {report['world_size']} x {report['device']}, batch 32, median of "
        f"{args.rounds} alternating rounds of {args.steps} steps: guard on "
        f"{times['stop'] * 1e3:.3f} ms/step, off {times['ignore'] * 1e3:.3f} ms/step, "
        f"cost {report['cost']:+.2%}"
    )
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"command": " ".join(sys.argv), **report}, f, indent=2)


if __name__ == "__main__":
    main()
