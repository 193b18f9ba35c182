"""What a checkpoint stalls training: run.save(..., asynchronous=True) against a synchronous save
of the same state, rounds alternating so machine noise hits both alike.

The stall is the time the training loop waits in `run.save` (for the asynchronous save: the copy
to host memory). Each round also times steps run while the background write is under way, to
show what the writing thread costs the steps it overlaps. Goal: the asynchronous stall at most
10% of the synchronous one.

With --strategy fsdp the state is sharded over 2 CPU processes and saved through DCP (its
async_save for the asynchronous case); the figures are rank 0's.

usage: python benchmarks/async_checkpoint.py [--rounds 7] [--width 2048] [--strategy ddp|fsdp]
                                             [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time

import torch

import multigpu


def job(run: multigpu.Run, rounds: int, width: int, folder: str) -> dict:
    torch.manual_seed(0)
    layers = [torch.nn.Linear(width, width) for _ in range(6)]
    model = torch.nn.Sequential(*[m for layer in layers for m in (layer, torch.nn.ReLU())])
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
    model, optimizer = run.setup(model, optimizer)
    x = torch.randn(64, width)

    def step() -> float:
        start = time.perf_counter()
        run.backward(model(x).square().mean())
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        return time.perf_counter() - start

    for _ in range(3):
        step()  # Adam's state exists from here on: it is part of what is saved
    state = {"model": model, "optimizer": optimizer}
    stalls: dict[str, list[float]] = {"sync": [], "async": []}
    steps: dict[str, list[float]] = {"quiet": [], "while writing": []}
    for round_ in range(rounds):
        for mode in ("sync", "async") if round_ % 2 == 0 else ("async", "sync"):
            path = run.checkpoint_path(folder, 2 * round_ + (mode == "async"))  # file or folder
            start = time.perf_counter()
            run.save(path, state, asynchronous=mode == "async")
            stalls[mode].append(time.perf_counter() - start)
            if mode == "async":
                steps["while writing"].append(step())
                run.wait_for_checkpoint()
            else:
                steps["quiet"].append(step())
            run.barrier()  # rank 0 has put it in place
            if run.is_main:
                shutil.rmtree(path) if path.is_dir() else path.unlink()
    size = sum(t.numel() * t.element_size() for t in model.state_dict().values()) * 3
    sync, background = statistics.median(stalls["sync"]), statistics.median(stalls["async"])
    return {
        "state_mb": size / 1e6,
        "median_stall_s": {"sync": sync, "async": background},
        "async_stall_share_of_sync": background / sync,
        "median_step_s": {k: statistics.median(v) for k, v in steps.items()},
        "rounds": rounds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--width", type=int, default=2048)
    parser.add_argument("--strategy", choices=("ddp", "fsdp"), default="ddp")
    parser.add_argument("--json")
    args = parser.parse_args()
    sharded = args.strategy == "fsdp"
    with tempfile.TemporaryDirectory() as folder:
        report = multigpu.launch(
            job,
            args.rounds,
            args.width,
            folder,
            devices=2 if sharded else 1,
            strategy=args.strategy,
            accelerator="cpu",
        )
    stall = report["median_stall_s"]
    print(
        f"{args.strategy}: state {report['state_mb']:.0f} MB (weights + Adam's two moments): stall "
        "per checkpoint "
        f"{stall['sync'] * 1e3:.0f} ms synchronous, {stall['async'] * 1e3:.0f} ms asynchronous "
        f"= {report['async_stall_share_of_sync']:.1%} of it (goal: at most 10%)"
    )
    quiet, busy = report["median_step_s"]["quiet"], report["median_step_s"]["while writing"]
    print(f"a step: {quiet * 1e3:.0f} ms alone, {busy * 1e3:.0f} ms while the file is written")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"command": " ".join(sys.argv), **report}, f, indent=2)


if __name__ == "__main__":
    main()
