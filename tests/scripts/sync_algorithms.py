"""On N ranks: the hand-written all-reduces and every --sync hook against the backend's own.

Writes a JSON report (rank 0) that tests/test_sync.py checks.
usage: sync_algorithms.py OUT.json --ranks N
"""

import argparse
import json
import os

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn
from torch.nn.parallel import DistributedDataParallel

import multigpu
from multigpu.comm.algorithms import ps_allreduce, ring_allreduce
from multigpu.comm.hooks import GradientSync
from multigpu.comm.traffic import Traffic

# Odd element counts: chunks of unequal size, fewer elements than ranks, one element.
SIZES = [1, 2, 7, 1001, 4099]
HOOKS = ["allreduce", "ring", "ps", "bf16", "fp16", "powersgd"]


def algorithm_cases(run: multigpu.Run) -> list[dict]:
    cases = []
    for name, algorithm in {"ring": ring_allreduce, "ps": ps_allreduce}.items():
        for size in SIZES:
            data = torch.randn(size, generator=torch.Generator().manual_seed(run.rank)) * 3
            expected = data.clone()
            dist.all_reduce(expected)
            traffic = Traffic()
            got = algorithm(data.clone(), None, traffic)
            cases.append(
                {
                    "algo": name,
                    "elements": size,
                    "max_error": (got - expected).abs().max().item(),
                    "traffic": run.gather(traffic.as_dict()),
                }
            )
    return cases


def model() -> nn.Module:
    torch.manual_seed(0)  # layers of 7x13+13, 13x5+5 parameters: odd sizes everywhere
    return nn.Sequential(nn.Linear(7, 13), nn.Tanh(), nn.Linear(13, 5), nn.Tanh(), nn.Linear(5, 3))


def hook_gradients(run: multigpu.Run, method: str) -> list[list[float]]:
    """Gradients after DDP's averaging, over three steps (PowerSGD compresses from step two),
    with buckets so small that every layer gets its own oddly sized one."""
    ddp = DistributedDataParallel(model(), bucket_cap_mb=200 / 2**20)
    sync = GradientSync(method, ddp)
    generator = torch.Generator().manual_seed(run.rank)
    grads = []
    for _ in range(3):
        x, y = (
            torch.randn(4, 7, generator=generator),
            torch.randint(0, 3, (4,), generator=generator),
        )
        F.cross_entropy(ddp(x), y).backward()
        grads.append(torch.cat([p.grad.reshape(-1) for p in ddp.parameters()]).tolist())
        ddp.zero_grad()
        sync.step_done()
    return grads, sync.report()


def main(run: multigpu.Run, out: str) -> None:
    report = {
        "ranks": run.world_size,
        "algorithms": algorithm_cases(run),
        "hooks": {},
        "gloo_interface": os.environ.get("GLOO_SOCKET_IFNAME"),
    }
    for method in HOOKS:
        grads, traffic = hook_gradients(run, method)
        report["hooks"][method] = {"grads": grads, "traffic": run.gather(traffic)}
    if run.is_main:
        with open(out, "w") as f:
            json.dump(report, f)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--ranks", type=int, default=2)
    args = parser.parse_args()
    multigpu.launch(main, args.out, devices=args.ranks, accelerator="cpu")
