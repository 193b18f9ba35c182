"""`multigpu run` against the hand-written DDP it replaces, measured in pairs in one run.

1. Throughput: a DataParallel-style script (run_scripts/data_parallel_style.py) under
   `multigpu run --devices N`, the same loop written with the API (run_scripts/api_loop.py,
   `launch()`), and the same model, data and global batch written by hand for DDP
   (run_scripts/hand_written_ddp.py) under torchrun, alternated `--pairs` times: the medians
   of samples/s, their ratios to hand DDP (goal: at least 0.95 on the tiny workload) and each
   door's extra microseconds per step. `--reads` measures it all again with the loss read
   (`.item()`) every step, and prints what the reads cost beyond hand DDP's own read.
   `--baseline-src OTHER/src` runs `multigpu run` from another checkout beside this one.
   `--shapes` (with `--workload tiny`, the loss read each step) runs the loop again as users
   write it, idiom by idiom and all together: F.cross_entropy, batches by next() from one
   iterator, image-shaped inputs through nn.Flatten, no .cuda() calls (run_scripts/
   data_parallel_style.py --shape); hand DDP stays the baseline as written.
   `--counts` runs each door once more and prints rank 0's torch ops and Python calls per
   step (run_scripts/step_counts.py), for each shape with `--shapes`: counts that stay put
   where the timings of this shared machine move by tens of percent.
   `--sources` runs `multigpu run` once more under cProfile on rank 0 and prints the
   microseconds per step of each source of its own cost: the gradient hooks, the end of
   backward, the graph walk, the value reads, and all of multigpu's own Python (exclusive).
2. Start-up: a trivial script (it imports torch and prints) under `multigpu run` against
   torchrun, wall time of the whole command, alternated; the ratio of the medians (goal: at most
   1.05).

    PYTHONPATH=src python benchmarks/run_overhead.py [--devices 2] [--pairs 5] [--json FILE]
        [--workload tiny] [--single-gpu] [--reads] [--shapes] [--counts] [--sources]
        [--baseline-src OTHER/src]
"""

from __future__ import annotations

import argparse
import json
import os
import pstats
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
    if tool == "launch()":  # the API door: the script starts its own workers
        return [sys.executable, str(script), "--devices", str(devices), *args]
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


def _run(command: list[str], src: str | None = None) -> tuple[str, float]:
    """Run a whole command; `src`: the multigpu source it imports (another checkout's, to
    compare commits side by side). A run that printed its figure and then failed at exit
    (torch's gloo teardown aborts now and then, the hand-written baseline's too) is tried
    again, twice at most."""
    env = {**os.environ, "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS", "1")}
    if src is not None:
        env["PYTHONPATH"] = src
    for _ in range(3):
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, timeout=900, env=env)
        elapsed = time.perf_counter() - started
        if done.returncode == 0:
            return done.stdout, elapsed
    raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")


def _said(command: list[str], src: str | None) -> dict:
    """The figures a run script printed: its last line of JSON."""
    stdout, _ = _run(command, src)
    return json.loads([x for x in stdout.splitlines() if x.startswith("{")][-1])


HAND = "hand-written DDP"
# The workloads: the usual (a 1.6 M-parameter MLP, 128 per rank on 2) and the tiny one
# (784 -> 64 -> 10, 32 per rank on 2, a step of about 3 ms), where per-step costs show.
WORKLOADS = {
    "usual": ["--inputs", "512", "--width", "1024", "--hidden-layers", "2", "--batch-size", "256"],
    "tiny": ["--inputs", "784", "--width", "64", "--hidden-layers", "1", "--batch-size", "64"],
}


# The loop as users write it (the one-device script), idiom by idiom: what each costs
# beside the benchmark's own shape, and all of them together ("users").
IDIOMS = ("functional", "next", "images", "no-moves")
SHAPES = {"as written": "", **{idiom: idiom for idiom in IDIOMS}, "users": ",".join(IDIOMS)}


def doors(
    single: bool, baseline_src: str | None, shape: str = ""
) -> list[tuple[str, str, str, list, str | None]]:
    """The doors compared: a label, the tool that starts it, its script, extra arguments and
    the multigpu source it imports (None: this checkout's). `shape`: the idioms the script's
    loop is written in (launch()'s loop takes those that apply to it; hand DDP stays as it is,
    the baseline)."""
    script = ["--single"] if single else []
    api = ",".join(i for i in shape.split(",") if i and i != "no-moves")
    found = [
        ("multigpu run", "multigpu run", "data_parallel_style.py", script, None),
        ("launch()", "launch()", "api_loop.py", ["--shape", api] if api else [], None),
        (HAND, "torchrun", "hand_written_ddp.py", [], None),
    ]
    if shape:
        found[0] = (*found[0][:3], [*script, "--shape", shape], None)
    if baseline_src:
        run = found[0]
        found.append(("multigpu run (baseline)", *run[1:4], baseline_src))
    return found


def throughput(
    devices: int,
    pairs: int,
    script_args: list[str],
    single: bool = False,
    baseline_src: str | None = None,
    shape: str = "",
) -> dict:
    """Samples/s of each door (and of `multigpu run` from `baseline_src`, if given),
    alternated `pairs` times; the medians, their ratios to hand-written DDP, and each door's
    time per step over hand DDP's in microseconds."""
    compared = doors(single, baseline_src, shape)
    rates: dict[str, list[float]] = {door[0]: [] for door in compared}
    cpu: dict[str, list[float]] = {door[0]: [] for door in compared}
    for _ in range(pairs):
        for label, tool, script, extra, src in compared:
            said = _said(_command(tool, devices, SCRIPTS / script, [*script_args, *extra]), src)
            rates[label].append(said["samples_per_s"])
            if "cpu_us_per_step" in said:  # (launch()'s loop reports no CPU time)
                cpu[label].append(said["cpu_us_per_step"])
    medians = {label: statistics.median(r) for label, r in rates.items()}
    batch = int(script_args[script_args.index("--batch-size") + 1])
    step_us = {label: batch / rate * 1e6 for label, rate in medians.items()}
    return {
        "samples_per_s": rates,
        "medians": medians,
        "ratios": {label: m / medians[HAND] for label, m in medians.items()},
        "step_us": step_us,
        "extra_us_per_step": {label: us - step_us[HAND] for label, us in step_us.items()},
        # Rank 0's CPU time per step, all its threads: steadier than the wall time where the
        # machine is shared, though a rank that waits by spinning counts its wait too.
        "cpu_us_per_step": {label: statistics.median(c) for label, c in cpu.items() if c},
    }


# Where multigpu run's own time per step goes: (file, function) of each source's entry point,
# whose cumulative time (callees included) is the source's.
SOURCES = {
    "gradient hooks (a bucket filled, its all-reduce started)": (
        "averaging/overlap.py",
        "_ready_now",
    ),
    "end of backward (the all-reduces waited for, written back)": (
        "averaging/overlap.py",
        "_finish",
    ),
    "graph walk (the tensors a backward reaches)": ("averaging/leaves.py", "leaves_of"),
    "value reads (.item() of the loss)": ("output/values.py", "wrapper"),
}
OWN = "multigpu's own Python, exclusive of torch"


def sources(devices: int, script_args: list[str], single: bool) -> dict[str, float]:
    """Microseconds per step of each source of `multigpu run`'s own cost on rank 0, from one
    run under cProfile (which slows Python: compare the sources with each other, and the
    whole step with the unprofiled runs)."""
    steps = int(script_args[script_args.index("--steps") + 1])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder, "rank0.prof")
        args = [*script_args, *(["--single"] if single else []), "--profile", str(path)]
        _run(_command("multigpu run", devices, SCRIPTS / "data_parallel_style.py", args))
        stats = pstats.Stats(str(path)).stats  # type: ignore[attr-defined]
    import multigpu

    package = str(Path(multigpu.__file__).parent)
    found = dict.fromkeys([*SOURCES, OWN], 0.0)
    for (file, _, function), (_, _, own, cumulative, _) in stats.items():
        for label, (module, name) in SOURCES.items():
            if function == name and file == os.path.join(package, "adapt", *module.split("/")):
                found[label] += cumulative
        if file.startswith(package):
            found[OWN] += own
    return {label: seconds / steps * 1e6 for label, seconds in found.items()}


COUNTED_STEPS = 50


def counts(
    devices: int, script_args: list[str], single: bool, baseline_src: str | None, shape: str = ""
) -> dict[str, dict[str, float]]:
    """Rank 0's torch ops and Python calls per step, each door once (step_counts.py): the
    same in every run, where the timings move with the machine's load."""
    found = {}
    # (the last --steps is the one taken: a few past the counted ones, whatever was asked)
    given = [*script_args, "--steps", str(COUNTED_STEPS + 10), "--count-steps", str(COUNTED_STEPS)]
    for label, tool, script, extra, src in doors(single, baseline_src, shape):
        said = _said(_command(tool, devices, SCRIPTS / script, [*given, *extra]), src)
        found[label] = {k: said[k] for k in ("aten_ops_per_step", "python_calls_per_step")}
    return found


def _print_counts(found: dict[str, dict[str, float]], said: str) -> None:
    print(f"per step on rank 0, counted over {COUNTED_STEPS} steps{', ' + said if said else ''}:")
    hand = found[HAND]
    for label, c in found.items():
        ops, calls = c["aten_ops_per_step"], c["python_calls_per_step"]
        print(
            f"  {label:26s} {ops:6.0f} torch ops ({ops - hand['aten_ops_per_step']:+5.0f})  "
            f"{calls:6.0f} Python calls ({calls - hand['python_calls_per_step']:+5.0f})"
        )


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


def _print_rates(t: dict, args: argparse.Namespace, results: dict, said: str) -> None:
    print(
        f"{args.workload} workload{', ' + said if said else ''}, on "
        f"{args.devices} {results['accelerator']} devices (median of {args.pairs}):"
    )
    for label, rate in t["medians"].items():
        print(
            f"  {label:26s} {rate:10,.0f} samples/s  {t['ratios'][label]:.3f} x hand DDP  "
            f"{t['extra_us_per_step'][label]:+8.0f} us per step"
            + (
                f"  cpu {t['cpu_us_per_step'][label]:6.0f} us"
                if label in t["cpu_us_per_step"]
                else ""
            )
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", type=int, default=2)
    parser.add_argument("--pairs", type=int, default=5, help="0: no timings (--counts alone)")
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--workload", choices=WORKLOADS, default="usual")
    parser.add_argument(
        "--single-gpu",
        action="store_true",
        help="the script without DataParallel (gradients averaged by multigpu)",
    )
    parser.add_argument(
        "--reads",
        action="store_true",
        help="also with the loss read (.item()) every step: the value reads' cost per step",
    )
    parser.add_argument(
        "--sources",
        action="store_true",
        help="multigpu run's own cost per step by source, from a cProfile of rank 0",
    )
    parser.add_argument(
        "--shapes",
        action="store_true",
        help="the loop as users write it, each idiom alone and all together (--workload tiny)",
    )
    parser.add_argument(
        "--counts",
        action="store_true",
        help="torch ops and Python calls per step of each door (each shape with --shapes)",
    )
    parser.add_argument("--baseline-src", help="another checkout's src/, run beside this one's")
    parser.add_argument("--no-startup", action="store_true", help="throughput only")
    parser.add_argument("--json", help="write every figure here")
    args = parser.parse_args()
    if args.shapes and args.workload != "tiny":
        parser.error("--shapes: the users' loop is the tiny workload's (784 inputs)")
    script_args = ["--steps", str(args.steps), *WORKLOADS[args.workload]]
    results: dict = {
        "devices": args.devices,
        "accelerator": _accelerator(),
        "workload": args.workload,
        "single_gpu_script": args.single_gpu,
    }
    timed = args.pairs > 0  # (--pairs 0: the counts alone)
    for reads in ([False, True] if args.reads else [False]) if timed else []:
        key = "throughput_reading" if reads else "throughput"
        given = [*script_args, *(["--read-loss"] if reads else [])]
        results[key] = t = throughput(
            args.devices, args.pairs, given, args.single_gpu, args.baseline_src
        )
        _print_rates(t, args, results, "loss read each step" if reads else "")
    for label, shape in SHAPES.items() if args.shapes and timed else []:
        if not shape:
            continue  # as written: the plain throughput above
        given = [*script_args, "--read-loss"]  # users read their loss
        results.setdefault("shapes", {})[label] = t = throughput(
            args.devices, args.pairs, given, args.single_gpu, shape=shape
        )
        _print_rates(t, args, results, f"loss read each step, written as {label} ({shape})")
    if args.reads and timed:
        plain, reading = results["throughput"], results["throughput_reading"]
        results["read_us_per_step"] = costs = {
            label: (reading["step_us"][label] - plain["step_us"][label])
            - (reading["step_us"][HAND] - plain["step_us"][HAND])
            for label in plain["step_us"]
        }
        print("the loss read each step, beyond what hand DDP's own read costs, us per step:")
        for label, cost in costs.items():
            if label != HAND:
                print(f"  {label:26s} {cost:+8.0f}")
    if args.counts:
        given = [*script_args, *(["--read-loss"] if args.reads else [])]
        results["counts"] = {}
        for label, shape in SHAPES.items() if args.shapes else [("as written", "")]:
            found = counts(args.devices, given, args.single_gpu, args.baseline_src, shape)
            results["counts"][label] = found
            _print_counts(found, f"written as {label}" if shape else "")
    if args.sources:
        given = [*script_args, *(["--read-loss"] if args.reads else [])]
        results["sources_us_per_step"] = found = sources(args.devices, given, args.single_gpu)
        print(
            "multigpu run's own cost on rank 0, us per step (cProfile, one run"
            f"{', loss read each step' if args.reads else ''}):"
        )
        for label, us in found.items():
            print(f"  {label:60s} {us:8.0f}")
    if not args.no_startup and timed:
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
