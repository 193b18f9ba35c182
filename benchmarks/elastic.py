"""Training through lost machines, measured the way torchft measures it.

The main job (`multigpu train --nnodes MIN:MAX --global-batch-size B`) runs on several local
"machines" (network namespaces on one bridge, as the tests make them: needs root and iproute2),
first without failures, then while one machine (never the rendezvous host) is killed every T
seconds, all its processes at once, up to K times, a replacement starting at once as a
scheduler would start one. The job re-forms on the machines there are, resumes from its newest
checkpoint and keeps its global batch.

Reported, for the run with failures against the one without:
- steps committed: the job's own count at its end (summary.json);
- steps redone: steps trained again after a failure (rows of the job's log beyond those);
- time lost per failure: the extra wall time, per failure;
- training efficiency: the failure-free run's wall time / this run's (useful time / wall time,
  the failure-free run being the measure of useful); goal: 85% at one failure a minute;
- final test accuracy of both, and the re-formation lines the job printed.

usage: python benchmarks/elastic.py [--nodes 3] [--kill-every 60] [--kills 2] [--epochs 40]
                                    [--checkpoint-every 5] [--json FILE]
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the network-namespace machines the tests use

from netns import Host, Unavailable, hosts  # noqa: E402

PORT = 29650


def node_command(host: Host, endpoint: str, out: Path, args: argparse.Namespace) -> list[str]:
    return host.command(
        sys.executable,
        "-m",
        "multigpu",
        "train",
        "--accelerator",
        "cpu",
        "--devices",
        "1",
        "--nnodes",
        f"{args.nodes - 1}:{args.nodes}",
        "--rdzv-endpoint",
        endpoint,
        "--rdzv-id",
        out.name,
        "--max-restarts",
        str(args.kills),
        "--out",
        str(out),
        "--epochs",
        str(args.epochs),
        "--global-batch-size",
        "96",
        "--batch-size",
        "16",
        "--checkpoint-every",
        str(args.checkpoint_every),
        "--async-checkpoints",
        "--log",
        "csv",
        "--rdzv-timeout",
        "120",
    )


def start(host: Host, endpoint: str, out: Path, args: argparse.Namespace, name: str):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}  # MULTIGPU_DEBUG=1 LOGLEVEL=INFO: timings
    log = (out.parent / f"{out.name}-{name}.log").open("w")
    return subprocess.Popen(
        node_command(host, endpoint, out, args),
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )


def kill_machine(host: Host) -> None:
    """Every process of the machine at once, as when it loses power."""
    listed = subprocess.run(
        ["ip", "netns", "pids", host.namespace], capture_output=True, text=True, check=False
    ).stdout.split()
    for pid in listed:
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid), signal.SIGKILL)


def job(machines: list[Host], folder: Path, name: str, args: argparse.Namespace, kills: int):
    """One run of the job; its wall time, summary and what rank 0 printed."""
    out = folder / name
    endpoint = f"{machines[0].address}:{PORT + (kills > 0)}"
    started = time.monotonic()
    procs = {i: start(host, endpoint, out, args, f"node{i}") for i, host in enumerate(machines)}
    killed, kill_times, reformed_times = 0, [], []
    next_kill = started + args.kill_every
    rank0_log = out.parent / f"{out.name}-node0.log"
    timeline, next_sample = [], started  # (seconds, steps trained so far), once a second
    while procs[0].poll() is None:
        if time.monotonic() >= next_sample:
            timeline.append((time.monotonic() - started, _steps_trained(out / "log.csv")))
            next_sample += 1.0
        if killed < kills and time.monotonic() >= next_kill:
            victim = 1 + killed % (len(machines) - 1)  # never the rendezvous host
            kill_machine(machines[victim])
            kill_times.append(time.monotonic() - started)
            procs[victim] = start(machines[victim], endpoint, out, args, f"node{victim}-{killed}")
            killed += 1
            next_kill += args.kill_every
            print(f"  {name}: killed machine {victim} at {kill_times[-1]:.0f} s", flush=True)
        if rank0_log.read_text().count("re-formed") > len(reformed_times):
            reformed_times.append(time.monotonic() - started)  # rank 0 of the new start is up
        time.sleep(0.1)
    wall = time.monotonic() - started
    for proc in procs.values():
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
    if procs[0].returncode != 0:
        raise SystemExit(f"{name}: the job failed; see {out.parent / (out.name + '-node0.log')}")
    summary = json.loads((out / "summary.json").read_text())
    lines = (out.parent / f"{out.name}-node0.log").read_text().splitlines()
    restarts = [up - kill for kill, up in zip(kill_times, reformed_times, strict=False)]
    return {
        "wall_s": wall,
        "kills": killed,
        "summary": summary,
        "reformed": [line for line in lines if "re-formed" in line or "resumed" in line],
        "steps_trained": _steps_trained(out / "log.csv"),
        "kill_to_restart_s": restarts,
        "timeline": timeline,
        "kill_times_s": kill_times,
        "reformed_times_s": reformed_times,
    }


def _steps_trained(log: Path) -> int:
    """Rows of the training loss in the job's log: every step trained, redone ones again."""
    if not log.is_file():  # the job has not logged yet
        return 0
    with log.open() as f:
        return sum(1 for row in csv.DictReader(f) if row["name"] == "train/loss")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nodes", type=int, default=3)
    parser.add_argument("--kill-every", type=float, default=60.0)
    parser.add_argument("--kills", type=int, default=2)
    parser.add_argument("--epochs", type=int, default=40)
    parser.add_argument("--checkpoint-every", type=int, default=5)
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args()
    if args.nodes < 2:
        raise SystemExit("--nodes: at least 2 (one is the rendezvous host, never killed)")
    try:
        with tempfile.TemporaryDirectory() as tmp, hosts(args.nodes) as machines:
            folder = Path(tmp)
            print(f"{args.nodes} machines, the main job for {args.epochs} epochs", flush=True)
            calm = job(machines, folder, "calm", args, kills=0)
            print(f"  without failures: {calm['wall_s']:.1f} s", flush=True)
            rough = job(machines, folder, "rough", args, kills=args.kills)
    except Unavailable as why:
        raise SystemExit(f"cannot make network namespaces here: {why}") from None
    committed = rough["summary"]["steps"]
    figures = {
        "machines": args.nodes,
        "failures": rough["kills"],
        "kill_every_s": args.kill_every,
        "steps_committed": committed,
        "steps_trained": rough["steps_trained"],
        "steps_redone": rough["steps_trained"] - committed,
        "wall_s": {"without_failures": calm["wall_s"], "with_failures": rough["wall_s"]},
        "time_lost_per_failure_s": (rough["wall_s"] - calm["wall_s"]) / max(rough["kills"], 1),
        "kill_to_restart_s": rough["kill_to_restart_s"],
        "training_efficiency": calm["wall_s"] / rough["wall_s"],
        "test_accuracy": {
            "without_failures": calm["summary"]["test_accuracy"],
            "with_failures": rough["summary"]["test_accuracy"],
        },
        "job_said": rough["reformed"],
        # steps trained over time, for benchmarks/pictures.py's picture of the run
        "timeline": {
            "calm": calm["timeline"],
            "rough": rough["timeline"],
            "kills_s": rough["kill_times_s"],
            "reformed_s": rough["reformed_times_s"],
        },
    }
    print(f"failures: {figures['failures']}, one every {args.kill_every:g} s")
    print(
        f"steps committed {committed}, trained {figures['steps_trained']}, "
        f"redone {figures['steps_redone']}"
    )
    print(f"wall time {calm['wall_s']:.1f} s without failures, {rough['wall_s']:.1f} s with")
    print(
        f"time lost per failure {figures['time_lost_per_failure_s']:.1f} s; from the kill to "
        "rank 0 of the re-formed job: "
        + ", ".join(f"{t:.1f} s" for t in figures["kill_to_restart_s"])
    )
    print(f"training efficiency {100 * figures['training_efficiency']:.1f}% (goal: 85%)")
    accuracy = figures["test_accuracy"]
    print(
        f"test accuracy {accuracy['without_failures']:.4f} without failures, "
        f"{accuracy['with_failures']:.4f} with"
    )
    print("the job said:", *rough["reformed"], sep="\n  ")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
