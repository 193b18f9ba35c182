"""The machine as one worker process sees it: its cores, its GPUs, its own device, and the
collective backend that device type talks over."""

from __future__ import annotations

import os

import torch


def cpu_cores() -> int:
    """Cores this process may run on (respects taskset/cgroup affinity, unlike os.cpu_count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def cuda_count() -> int:
    """Visible CUDA devices; torch already honours CUDA_VISIBLE_DEVICES."""
    return torch.cuda.device_count() if torch.cuda.is_available() else 0


# Overrides the backend (e.g. "gloo" for two ranks sharing one GPU, which nccl refuses: how the
# multi-process CUDA paths are tested on a machine with one GPU).
BACKEND_VARIABLE = "MULTIGPU_BACKEND"


def ranks_share_gpus() -> bool:
    """Whether several ranks may share one GPU: only where gloo carries their collectives."""
    return os.environ.get(BACKEND_VARIABLE) == "gloo"


def backend_for(device_type: str) -> str:
    """The collective backend for a device type: nccl between GPUs, gloo between CPU processes
    (or what MULTIGPU_BACKEND says)."""
    return os.environ.get(BACKEND_VARIABLE) or ("nccl" if device_type == "cuda" else "gloo")


def local_device(device_type: str, local_rank: int) -> torch.device:
    """The device a worker owns: its own GPU, or the CPU. Where each process sees only its own
    GPU (SLURM's --gpus-per-task=1), that is GPU 0 whatever the local rank."""
    if device_type == "cuda":
        index = local_rank % torch.cuda.device_count()
        torch.cuda.set_device(index)
        return torch.device("cuda", index)
    return torch.device("cpu")
