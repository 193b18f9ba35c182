"""What keeping the hang recorder on costs: DDP steps with and without torch's Flight Recorder,
and what `--check-collectives` (a debug mode) adds on top.

Every multigpu job records its collectives (for hang reports) unless TORCH_FR_BUFFER_SIZE=0;
torch itself already records 2000 of them by default. The recorder's worst case per step is
DDP with many small gradient buckets (one all-reduce per layer). Measured three ways, each
alternated `--pairs` times in one run and compared as ratios of medians:

- two ranks training, recorder off, on (multigpu's 256 entries and its watchdog), and on with
  `--check-collectives`: the end-to-end figure, which this machine's noise blurs by a few %;
- one rank's DDP step, recorder off and on, in one process each: the recorder's own work per
  step, with no other process to wait for;
- one read of a full recorder by the watchdog, which reads it every twentieth of the timeout
  (at most every 2 s): its share of the time.

The last two give the recorder's share of a step, of this benchmark's and of the main job's
(`multigpu train`, whose collectives per step the recorder counts).

    PYTHONPATH=src python benchmarks/hang_recorder.py [--pairs 8] [--steps 60] [--json FILE]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

import torch
import torch.distributed as dist
from torch import nn

import multigpu
from multigpu.hang import flight, watch
from multigpu.strategies import DDP

ENTRIES = str(flight.BUFFER_ENTRIES)


def model_and_input(width: int, layers: int) -> tuple[nn.Module, torch.Tensor]:
    return nn.Sequential(*(nn.Linear(width, width) for _ in range(layers))), torch.randn(32, width)


def per_step(step: Callable[[], object], count: int) -> float:
    """Seconds per call of `step`, median of `count` after a warm-up."""
    times = []
    for index in range(count + 10):
        started = time.perf_counter()
        step()
        if index >= 10:
            times.append(time.perf_counter() - started)
    return statistics.median(times)


def ranks_training(run: multigpu.Run, count: int, width: int, layers: int) -> float:
    """Seconds per training step of rank 0, with every rank training."""
    model, x = model_and_input(width, layers)
    model, optimizer = run.setup(model, torch.optim.SGD(model.parameters(), lr=1e-3))
    x = x.to(run.device)

    def step() -> None:
        optimizer.zero_grad()
        model(x).square().mean().backward()
        optimizer.step()

    return per_step(step, count)


def two_ranks(buffer: str, args: argparse.Namespace, check: bool = False) -> float:
    os.environ[flight.BUFFER_VARIABLE] = buffer
    # Buckets of ~one layer each: a collective per layer per step.
    bucket_mb = args.width * args.width * 4 / 2**20
    return multigpu.launch(
        ranks_training,
        args.steps,
        args.width,
        args.layers,
        devices=2,
        strategy=DDP(bucket_mb=bucket_mb),
        check_collectives=check,
    )


def this_file(buffer: str, *flags: str) -> str:
    """What this benchmark prints, run with `flags` in a process of its own whose recorder
    keeps `buffer` entries."""
    environment = {**os.environ, flight.BUFFER_VARIABLE: buffer}
    command = [sys.executable, __file__, *flags]
    return subprocess.run(
        command, env=environment, capture_output=True, text=True, check=True
    ).stdout


def one_rank(buffer: str, args: argparse.Namespace) -> list[float]:
    """One process's DDP step (its own group of one), recorder at `buffer` entries, in seconds;
    with the recorder on, then one read of it (full), as the watchdog reads it."""
    printed = this_file(
        buffer,
        "--one-rank",
        "--steps",
        str(4 * args.steps),
        "--width",
        str(args.width),
        "--layers",
        str(args.layers),
    )
    return [float(figure) for figure in printed.split()]


def one_rank_main(args: argparse.Namespace) -> None:
    torch.set_num_threads(1)
    with tempfile.TemporaryDirectory() as folder:
        dist.init_process_group("gloo", init_method=f"file://{folder}/store", rank=0, world_size=1)
        model, x = model_and_input(args.width, args.layers)
        bucket_mb = args.width * args.width * 4 / 2**20
        model = nn.parallel.DistributedDataParallel(model, bucket_cap_mb=bucket_mb)
        optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)

        def step() -> None:
            optimizer.zero_grad()
            model(x).square().mean().backward()
            optimizer.step()

        print(per_step(step, args.steps))
        if os.environ.get(flight.BUFFER_VARIABLE) != "0":  # and one read of the full recorder
            print(per_step(flight.oldest_pending, 50))
        dist.destroy_process_group()


def main_job_figures() -> tuple[float, float]:
    """The main job's (`multigpu train`, 2 ranks) collectives per step and median step time,
    read from the recorder and from the step's own clock, in a process of its own."""
    per_step, step_s = this_file(ENTRIES, "--main-job").split("MAIN-JOB")[-1].split()[:2]
    return float(per_step), float(step_s)


def main_job_main() -> None:
    from multigpu.apps.cli import main as cli
    from multigpu.apps.train import loop

    step, times = loop.Trainer.step, []

    def timed_step(self: loop.Trainer, progress: loop.Progress, loss: torch.Tensor) -> None:
        step(self, progress, loss)
        times.append(time.perf_counter())
        if progress.step == 150 and self.run.rank == 0:  # the workers are forked: patched too
            issued = max(c.seq for c in flight.recorded(stacks=False))
            gaps = [after - before for before, after in itertools.pairwise(times[50:])]
            print("MAIN-JOB", issued / progress.step, statistics.median(gaps), flush=True)

    loop.Trainer.step = timed_step
    with tempfile.TemporaryDirectory() as out:
        sys.argv = ["multigpu", "train", "--devices", "2", "--out", out]
        cli()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=8)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--width", type=int, default=256)
    parser.add_argument("--layers", type=int, default=24)
    parser.add_argument("--timeout", type=float, default=300.0, help="the jobs' (default 300 s)")
    parser.add_argument("--one-rank", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--main-job", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--json")
    args = parser.parse_args()
    if args.one_rank:
        return one_rank_main(args)
    if args.main_job:
        return main_job_main()
    off, on, checked, alone_off, alone_on, reads = [], [], [], [], [], []
    for _ in range(args.pairs):
        off.append(two_ranks("0", args))
        on.append(two_ranks(ENTRIES, args))
        checked.append(two_ranks(ENTRIES, args, check=True))
        alone_off.append(one_rank("0", args)[0])
        step, read = one_rank(ENTRIES, args)
        alone_on.append(step)
        reads.append(read)
    figures = summary(args, off, on, checked, alone_off, alone_on, reads)
    print(
        f"per step of 2 ranks, {args.layers} all-reduces: recorder on {figures['step_ms_on']} ms,"
        f" off {figures['step_ms_off']} ms, ratio {figures['ratio_on_to_off']} (noise: a few %)\n"
        f"the recorder's own work: {figures['recording_us_per_collective']} us per collective"
        f" (one rank, {figures['one_rank_step_ms_off']} ms steps); the watchdog's read of"
        f" {ENTRIES} entries {figures['watchdog_read_ms']} ms every {figures['watchdog_every_s']} s"
        f"\n=> {figures['recorder_share_of_step_pct']}% of the 2-rank step (goal <= 1%); on the"
        f" main job ({figures['main_job_collectives_per_step']} collectives per"
        f" {figures['main_job_step_ms']} ms step) {figures['main_job_share_pct']}%\n"
        f"--check-collectives: {figures['step_ms_check']} ms per step,"
        f" {figures['check_ms_per_collective'] * 1e3:.0f} us per collective"
    )
    if args.json:
        with open(args.json, "w") as out:
            json.dump(figures, out, indent=1)


def summary(
    args: argparse.Namespace,
    off: list[float],
    on: list[float],
    checked: list[float],
    alone_off: list[float],
    alone_on: list[float],
    reads: list[float],
) -> dict[str, object]:
    def ms(values: list[float]) -> float:
        return round(statistics.median(values) * 1e3, 3)

    step = statistics.median(on)
    recording = (statistics.median(alone_on) - statistics.median(alone_off)) / args.layers
    every = min(
        max(args.timeout * watch.RECORDER_SHARE_OF_TIMEOUT, watch.POLL_S), watch.RECORDER_LOOK_MAX_S
    )
    read = statistics.median(reads)
    share = (recording * args.layers + step * read / every) / step
    main_collectives, main_step = main_job_figures()
    main_share = (recording * main_collectives + main_step * read / every) / main_step
    return {
        "step_ms_on": ms(on),
        "step_ms_off": ms(off),
        "step_ms_check": ms(checked),
        "step_ms_all": {
            "on": [round(t * 1e3, 3) for t in on],
            "off": [round(t * 1e3, 3) for t in off],
        },
        "ratio_on_to_off": round(statistics.median(on) / statistics.median(off), 4),
        "one_rank_step_ms_off": ms(alone_off),
        "one_rank_step_ms_on": ms(alone_on),
        "recording_us_per_collective": round(recording * 1e6, 2),
        "watchdog_read_ms": round(read * 1e3, 3),
        "watchdog_every_s": every,
        "recorder_share_of_step_pct": round(share * 100, 2),
        "main_job_collectives_per_step": round(main_collectives, 2),
        "main_job_step_ms": round(main_step * 1e3, 2),
        "main_job_share_pct": round(main_share * 100, 2),
        "check_ms_per_collective": round((ms(checked) - ms(on)) / args.layers, 4),
        "collectives_per_step": args.layers,
        "pairs": args.pairs,
        "device": "cuda" if torch.cuda.is_available() else "cpu",
    }


if __name__ == "__main__":
    main()
