"""bf16 autocast against fp32: training-step time, measured side by side in one process.

The two precisions are timed in alternating rounds (so machine noise hits both alike), and the
speed-up is the ratio of their median step times.

usage: python benchmarks/precision.py [--rounds 3] [--steps 5] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import torch
import torch.nn.functional as F
import torchvision

from multigpu.apps.models import build_model
from multigpu.core.precision import precision_class


def workloads() -> dict[str, tuple[torch.nn.Module, torch.Tensor, torch.Tensor]]:
    gen = torch.Generator().manual_seed(0)
    return {
        "digits-cnn (batch 64, 1x8x8)": (
            build_model("digits-cnn"),
            torch.rand(64, 1, 8, 8, generator=gen),
            torch.randint(0, 10, (64,), generator=gen),
        ),
        "resnet18 (batch 16, 3x64x64)": (
            torchvision.models.resnet18(num_classes=10),
            torch.rand(16, 3, 64, 64, generator=gen),
            torch.randint(0, 10, (16,), generator=gen),
        ),
    }


def step_time(model, x, y, precision: str, steps: int) -> float:
    """Median seconds of one forward + backward + SGD step."""
    autocast = precision_class(precision)("cpu").autocast
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)
    times = []
    for i in range(steps + 2):  # two warm-up steps
        start = time.perf_counter()
        with autocast():
            loss = F.cross_entropy(model(x).float(), y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        if i >= 2:
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args()
    results = []
    capability = torch.backends.cpu.get_cpu_capability()  # AVX2, AVX512, AMX...: bf16 speed
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, CPU {capability}")
    print(f"{'workload':<30} {'fp32 ms':>9} {'bf16 ms':>9} {'speed-up':>9}")
    for name, (model, x, y) in workloads().items():
        rounds: dict[str, list[float]] = {"fp32": [], "bf16": []}
        for _ in range(args.rounds):
            for precision in rounds:
                rounds[precision].append(step_time(model, x, y, precision, args.steps))
        fp32, bf16 = (statistics.median(rounds[p]) for p in ("fp32", "bf16"))
        results.append({"workload": name, "fp32_s": fp32, "bf16_s": bf16, "speedup": fp32 / bf16})
        print(f"{name:<30} {fp32 * 1e3:>9.2f} {bf16 * 1e3:>9.2f} {fp32 / bf16:>8.2f}x")
    if args.json:
        with open(args.json, "w") as f:
            meta = {"torch": torch.__version__, "cpu_capability": capability}
            json.dump({**meta, "results": results}, f, indent=2)


if __name__ == "__main__":
    main()
