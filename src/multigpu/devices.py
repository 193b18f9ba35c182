"""Which devices a job runs on, how many processes it starts, and which backend they talk over.

Everything here is a plain function of the request and the machine, checked before any process
exists, so a bad request fails in the parent with one line instead of in N workers.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import torch

from .errors import UsageError

ACCELERATORS = ("auto", "cpu", "cuda")
# On a machine without GPUs, "auto" starts this many CPU processes at most: enough to exercise
# real data parallelism, while more processes would only split the same cores thinner.
AUTO_CPU_PROCESSES = 2


def cpu_cores() -> int:
    """Cores this process may run on (respects taskset/cgroup affinity, unlike os.cpu_count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def cuda_count() -> int:
    """Visible CUDA devices; torch already honours CUDA_VISIBLE_DEVICES."""
    return torch.cuda.device_count() if torch.cuda.is_available() else 0


@dataclass(frozen=True)
class DevicePlan:
    """The devices of one node: their type, how many processes, and threads per process."""

    device_type: str  # "cuda" or "cpu"
    processes: int
    threads_per_process: int

    @property
    def backend(self) -> str:
        return backend_for(self.device_type)


def backend_for(device_type: str) -> str:
    """The collective backend for a device type: nccl between GPUs, gloo between CPU processes."""
    return "nccl" if device_type == "cuda" else "gloo"


def threads_per_process(processes: int, cores: int | None = None) -> int:
    """Intra-op threads per process so that processes x threads <= cores (at least one)."""
    cores = cpu_cores() if cores is None else cores
    return max(1, cores // max(1, processes))


def plan_devices(
    devices: int | str = "auto",
    accelerator: str = "auto",
    *,
    gpus: int | None = None,
    cores: int | None = None,
) -> DevicePlan:
    """Resolve a `devices` request ("auto" or a count) on this machine.

    `gpus` and `cores` default to what the machine has; tests pass them to check layouts of
    machines they are not running on.
    """
    gpus = cuda_count() if gpus is None else gpus
    cores = cpu_cores() if cores is None else cores
    if accelerator not in ACCELERATORS:
        raise UsageError(
            f"unknown accelerator {accelerator!r}; choose one of {', '.join(ACCELERATORS)}"
        )
    count = _parse_count(devices)
    use_cuda = accelerator == "cuda" or (accelerator == "auto" and gpus > 0)

    if use_cuda:
        if gpus == 0:
            raise UsageError("accelerator 'cuda' asked for, but no CUDA GPU is visible")
        if count is None:
            count = gpus
        elif count > gpus:
            raise UsageError(f"--devices {count}: only {gpus} CUDA GPU(s) visible")
        return DevicePlan("cuda", count, threads_per_process(count, cores))

    if count is None:
        count = min(AUTO_CPU_PROCESSES, cores)
    elif count > cores and accelerator != "cpu":
        # Asking for more devices than exist is usually a mistake (expecting GPUs that are not
        # there). Naming the CPU explicitly says the oversubscription is meant, e.g. to try a
        # 4-rank layout on a laptop.
        raise UsageError(
            f"--devices {count}: this machine has no GPU and {cores} CPU core(s); "
            f"pass --accelerator cpu to start {count} CPU processes anyway"
        )
    return DevicePlan("cpu", count, threads_per_process(count, cores))


def _parse_count(devices: int | str) -> int | None:
    if isinstance(devices, str):
        if devices == "auto":
            return None
        try:
            devices = int(devices)
        except ValueError:
            raise UsageError(
                f"--devices must be 'auto' or a whole number, not {devices!r}"
            ) from None
    if isinstance(devices, bool) or not isinstance(devices, int) or devices < 1:
        raise UsageError(f"--devices must be at least 1, not {devices!r}")
    return devices


def prepare_agent_environment(threads_per_process: int) -> None:
    """Environment for torch elastic's agent and the workers it starts (both launch paths).

    - OMP_NUM_THREADS: native libraries read it before any Python code can set threads;
      torchrun would otherwise set 1 and warn.
    - A new TCPStore for each restarted round of workers: by default the agent shares one store
      across rounds, so a restart's workers can read the dead round's gloo addresses and hang
      or fail connecting. torch's own opt-out fixes it.
    """
    os.environ.setdefault("OMP_NUM_THREADS", str(threads_per_process))
    os.environ.setdefault("TORCH_DISABLE_SHARE_RDZV_TCP_STORE", "1")


def local_device(device_type: str, local_rank: int) -> torch.device:
    """The device a worker owns: its own GPU, or the CPU."""
    if device_type == "cuda":
        torch.cuda.set_device(local_rank)
        return torch.device("cuda", local_rank)
    return torch.device("cpu")
