"""`multigpu run` against the hand-written DDP it replaces, measured in pairs in one run.

1. Throughput: a DataParallel-style script (run_scripts/data_parallel_style.py) under
   `multigpu run --devices N` against the same model, data and global batch written by hand for
   DDP (run_scripts/hand_written_ddp.py) under torchrun, alternated `--pairs` times; the ratio of
   the medians of samples/s (goal: at least 0.97).
2. Start-up: a trivial script (it imports torch and prints) under `multigpu run` against
   torchrun, wall time of the whole command, alternated; the ratio of the medians (goal: at most
   1.05).

    PYTHONPATH=src python benchmarks/run_overhead.py [--devices 2] [--pairs 5] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SCRIPTS = Path(__file__).parent / "run_scripts"


def _command(tool: str, devices: int, script: Path, args: list[str]) -> list[str]:
    if tool == "multigpu run":
        return [
            sys.executable,
            "-m",
            "multigpu",
            "run",
            "--devices",
            str(devices),
            "--accelerator",
            _accelerator(),
            str(script),
            *args,
        ]
    return [
        sys.executable,
        "-m",
        "torch.distributed.run",
        "--standalone",
        f"--nproc-per-node={devices}",
        str(script),
        *args,
    ]


def _accelerator() -> str:
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def _run(command: list[str]) -> tuple[str, float]:
    started = time.perf_counter()
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS", "1")},
    )
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")
    return done.stdout, elapsed


def throughput(devices: int, pairs: int, script_args: list[str], single: bool = False) -> dict:
    rates: dict[str, list[float]] = {"multigpu run": [], "hand-written DDP": []}
    ours = [*script_args, *(["--single"] if single else [])]
    cases = (
        ("multigpu run", "data_parallel_style.py", ours),
        ("hand-written DDP", "hand_written_ddp.py", script_args),
    )
    for _ in range(pairs):
        for tool, script, args in cases:
            kind = "multigpu run" if tool == "multigpu run" else "torchrun"
            stdout, _ = _run(_command(kind, devices, SCRIPTS / script, args))
            line = [x for x in stdout.splitlines() if x.startswith("{")][-1]
            rates[tool].append(json.loads(line)["samples_per_s"])
    medians = {tool: statistics.median(r) for tool, r in rates.items()}
    return {
        "samples_per_s": rates,
        "medians": medians,
        "ratio": medians["multigpu run"] / medians["hand-written DDP"],
    }


def startup(devices: int, pairs: int) -> dict:
    seconds: dict[str, list[float]] = {"multigpu run": [], "torchrun": []}
    with tempfile.TemporaryDirectory() as folder:
        trivial = Path(folder, "trivial.py")
        trivial.write_text("import torch\nprint(torch.__version__)\n")
        for _ in range(pairs):
            for tool in seconds:
                seconds[tool].append(_run(_command(tool, devices, trivial, []))[1])
    medians = {tool: statistics.median(s) for tool, s in seconds.items()}
    return {
        "seconds": seconds,
        "medians": medians,
        "ratio": medians["multigpu run"] / medians["torchrun"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", type=int, default=2)
    parser.add_argument("--pairs", type=int, default=5)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--width", type=int, default=1024)
    parser.add_argument("--batch-size", type=int, default=256, help="the global batch")
    parser.add_argument(
        "--single-gpu",
        action="store_true",
        help="the script without DataParallel (gradients averaged by multigpu)",
    )
    parser.add_argument("--no-startup", action="store_true", help="throughput only")
    parser.add_argument("--json", help="write every figure here")
    args = parser.parse_args()
    script_args = [
        "--steps",
        str(args.steps),
        "--width",
        str(args.width),
        "--batch-size",
        str(args.batch_size),
    ]
    results = {
        "devices": args.devices,
        "accelerator": _accelerator(),
        "single_gpu_script": args.single_gpu,
        "throughput": throughput(args.devices, args.pairs, script_args, args.single_gpu),
    }
    t = results["throughput"]
    ours, theirs = t["medians"]["multigpu run"], t["medians"]["hand-written DDP"]
    print(
        f"throughput on {args.devices} {results['accelerator']} devices, samples/s (median of "
        f"{args.pairs}): multigpu run {ours:,.0f}, hand-written DDP {theirs:,.0f}: "
        f"ratio {t['ratio']:.3f} (goal >= 0.97)"
    )
    if not args.no_startup:
        results["startup"] = s = startup(args.devices, args.pairs)
        print(
            f"start-up of a trivial script, s (median of {args.pairs}): multigpu run "
            f"{s['medians']['multigpu run']:.2f}, torchrun {s['medians']['torchrun']:.2f}: "
            f"ratio {s['ratio']:.3f} (goal <= 1.05)"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
