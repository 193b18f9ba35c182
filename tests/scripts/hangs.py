"""Faults that leave a job's ranks waiting for each other, one per name (rank 1 misbehaves
at step 3 unless said otherwise). Each faulty line ends with a `# fault: NAME` marker, which the
tests look up to check the line the hang report names.

    python hangs.py FAULT [--timeout S]                   # launch(), 2 CPU processes
    multigpu run --devices 2 hangs.py FAULT --own-group   # the script's own group and DDP
    multigpu run --devices 2 hangs.py FAULT               # a one-device script, distributed

FAULT: none, sleep, extra, shapes, kill, spin, loader, barriers.
"""

import argparse
import os
import signal
import time
from pathlib import Path

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, Dataset

FAULT_STEP = 3
FAULT_AT = "fault-at"  # fault-at.RANK in the working folder: when that rank reached the step


class Numbers(Dataset):
    """Rank 1's loader worker blocks on one sample under the `loader` fault."""

    def __init__(self, fault: str, rank: int) -> None:
        self.fault, self.rank = fault, rank
        self.owner = os.getpid()  # the rank's process; its loader workers are its children
        self.inputs = torch.randn(64, 6, generator=torch.Generator().manual_seed(0))

    def __len__(self) -> int:
        return len(self.inputs)

    def __getitem__(self, index: int):
        if self.fault == "loader" and self.rank == 1 and index >= 4 * FAULT_STEP:
            while os.getppid() == self.owner:  # fault: loader-worker (until its rank is gone)
                time.sleep(0.2)
        x = self.inputs[index]
        return x, x.sum(dim=0, keepdim=True)


def evaluate() -> float:
    total = torch.ones(1)
    dist.all_reduce(total)  # fault: extra
    return total.item()


def save(rank: int) -> None:
    dist.barrier()  # fault: barrier-0


def log(rank: int) -> None:
    dist.barrier()  # fault: barrier-1
    dist.barrier()


def misbehave(fault: str, rank: int) -> None:
    if fault == "sleep" and rank == 1:
        time.sleep(600)  # fault: sleep
    elif fault == "extra" and rank == 0:
        evaluate()
    elif fault == "shapes":
        dist.all_reduce(torch.ones(2 + rank))  # fault: shapes
    elif fault == "kill" and rank == 1:
        os.kill(os.getpid(), signal.SIGKILL)  # fault: kill
    elif fault == "spin" and rank == 1:
        end = time.monotonic() + 600
        while time.monotonic() < end:  # fault: spin
            pass
    elif fault == "barriers":
        save(rank) if rank == 0 else log(rank)


def train(model: nn.Module, fault: str, rank: int, workers: int, device: str = "cpu") -> float:
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    loader = DataLoader(Numbers(fault, rank), batch_size=4, num_workers=workers)
    loss = torch.zeros(())
    for step, (x, y) in enumerate(loader):  # fault: loader
        x, y = x.to(device), y.to(device)
        loss = F.mse_loss(model(x), y)
        if step == FAULT_STEP:
            # the tests time the job's end from here, not from its start-up
            Path(f"{FAULT_AT}.{rank}").write_text(repr(time.time()))
            misbehave(fault, rank)
        loss.backward()  # fault: backward
        optimizer.step()
        optimizer.zero_grad()
    return loss.item()


def with_launch(run, fault: str) -> float:
    model = run.setup(nn.Linear(6, 1))
    return train(model, fault, run.rank, workers=1 if fault == "loader" else 0, device=run.device)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("fault")
    parser.add_argument("--timeout", type=float, default=3)
    parser.add_argument("--own-group", action="store_true")
    parser.add_argument("--log", default="", help="launch()'s loggers, comma-separated")
    parser.add_argument("--check", action="store_true", help="launch(check_collectives=True)")
    parser.add_argument("--accelerator", default="cpu")
    args = parser.parse_args()
    workers = 1 if args.fault == "loader" else 0
    if args.own_group:  # as a research script distributes itself
        dist.init_process_group("gloo")
        model = nn.parallel.DistributedDataParallel(nn.Linear(6, 1))
        train(model, args.fault, dist.get_rank(), workers)
        dist.destroy_process_group()
    elif "RANK" in os.environ:  # a one-device script under multigpu run
        train(nn.Linear(6, 1), args.fault, int(os.environ["RANK"]), workers)
    else:
        import multigpu

        loggers = [name for name in args.log.split(",") if name]
        multigpu.launch(
            with_launch,
            args.fault,
            devices=2,
            accelerator=args.accelerator,
            timeout=args.timeout,
            loggers=loggers,
            check_collectives=args.check,
        )
