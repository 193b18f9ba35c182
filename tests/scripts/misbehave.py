"""A job in which one rank misbehaves. usage: misbehave.py raise|late|output"""

import sys
import time

import torch

import multigpu


def main(run: multigpu.Run, mode: str) -> None:
    if mode == "raise":
        if run.rank == 1:
            raise ValueError("boom from rank 1")
        run.all_reduce(torch.ones(1))  # rank 0 would wait here for ever without the launcher
    elif mode == "late":
        if run.rank == 1:
            time.sleep(120)
        run.barrier("the checkpoint barrier")
    elif mode == "output":
        for _ in run.progress(range(3), desc=f"bar-of-rank-{run.rank}"):
            pass
        run.print(f"summary-of-rank-{run.rank}")


if __name__ == "__main__":
    multigpu.launch(main, sys.argv[1], devices=2, accelerator="cpu", timeout=3)
