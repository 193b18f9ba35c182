"""How many devices a node's job uses, of which type, and how many threads each process gets.

Everything here is a plain function of the request and the machine, checked before any process
exists, so a bad request fails in the parent with one line instead of in N workers.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.device import backend_for, cpu_cores, cuda_count, ranks_share_gpus
from ..core.errors import InvalidOption, UsageError, check_choice

ACCELERATORS = ("auto", "cpu", "cuda")
ACCELERATOR_HELP = "the kind of device; auto: cuda where a GPU is present, else cpu"
# On a machine without GPUs, "auto" starts this many CPU processes at most: enough to exercise
# real data parallelism, while more processes would only split the same cores thinner.
AUTO_CPU_PROCESSES = 2


@dataclass(frozen=True)
class DevicePlan:
    """The devices of one node: their type, how many, and threads per device's process."""

    device_type: str  # "cuda" or "cpu"
    count: int  # devices of this type the job uses on this node
    threads_per_device: int

    @property
    def backend(self) -> str:
        return backend_for(self.device_type)


@dataclass(frozen=True)
class Machine:
    """What a request is checked against: a machine's GPUs and cores, and whether it is this
    one (whose files and libraries can be looked at too)."""

    gpus: int
    cores: int
    here: bool = True

    @classmethod
    def this_one(cls) -> Machine:
        return cls(cuda_count(), cpu_cores())

    @classmethod
    def for_request(cls, devices: int | str, accelerator: str) -> Machine:
        """This machine, unless the request names more CUDA GPUs than it has: a config
        written here for a bigger machine, checked against one with those GPUs."""
        here = cls.this_one()
        count = parse_count(devices) if accelerator == "cuda" else None
        if count is not None and count > here.gpus:
            return cls(count, here.cores, here=False)
        return here


def threads_per_process(processes: int, cores: int | None = None) -> int:
    """Intra-op threads per process so that processes x threads <= cores (at least one)."""
    cores = cpu_cores() if cores is None else cores
    return max(1, cores // max(1, processes))


def check_accelerator(accelerator: str) -> None:
    check_choice("accelerator", accelerator, ACCELERATORS)


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
    check_accelerator(accelerator)
    count = parse_count(devices)
    use_cuda = accelerator == "cuda" or (accelerator == "auto" and gpus > 0)

    if use_cuda:
        if gpus == 0:
            raise InvalidOption("accelerator", accelerator, "no CUDA GPU is visible")
        if count is None:
            count = gpus
        elif count > gpus and not ranks_share_gpus():
            raise InvalidOption("devices", count, f"only {gpus} CUDA GPU(s) visible")
        return DevicePlan("cuda", count, threads_per_process(count, cores))

    if count is None:
        count = min(AUTO_CPU_PROCESSES, cores)
    elif count > cores and accelerator != "cpu":
        # Asking for more devices than exist is usually a mistake (expecting GPUs that are not
        # there). Naming the CPU explicitly says the oversubscription is meant, e.g. to try a
        # 4-rank layout on a laptop.
        raise InvalidOption(
            "devices",
            count,
            f"this machine has no GPU and {cores} CPU core(s); ask for accelerator 'cpu' to "
            f"start {count} CPU processes anyway",
        )
    return DevicePlan("cpu", count, threads_per_process(count, cores))


def parse_count(devices: int | str) -> int | None:
    """A device count, or None for 'auto'."""
    if isinstance(devices, str):
        if devices == "auto":
            return None
        try:
            devices = int(devices)
        except ValueError:
            raise InvalidOption("devices", devices, "must be 'auto' or a whole number") from None
    if isinstance(devices, bool) or not isinstance(devices, int) or devices < 1:
        raise InvalidOption("devices", devices, "must be at least 1")
    return devices


def launched_device_type(accelerator: str, local_world_size: int, gpus: int | None = None) -> str:
    """The device type of a worker that a launcher (torchrun, srun) has already started."""
    check_accelerator(accelerator)
    if accelerator == "cpu":
        return "cpu"
    gpus = cuda_count() if gpus is None else gpus
    if gpus == 0:
        if accelerator == "cuda":
            raise UsageError("accelerator 'cuda' asked for, but no CUDA GPU is visible")
        return "cpu"
    if local_world_size > gpus > 1:  # with 1, each process was given its own (--gpus-per-task)
        raise UsageError(
            f"{local_world_size} processes on this node, but only {gpus} GPU(s) visible"
        )
    return "cuda"


def agent_environment(threads_per_process: int) -> dict[str, str]:
    """Environment for torch elastic's agent and the workers it starts (both launch paths).

    - OMP_NUM_THREADS: native libraries read it before any Python code can set threads;
      torchrun would otherwise set 1 and warn.
    - A new TCPStore for each restarted round of workers: by default the agent shares one store
      across rounds, so a restart's workers can read the dead round's gloo addresses and hang
      or fail connecting. torch's own opt-out fixes it.
    """
    return {
        "OMP_NUM_THREADS": str(threads_per_process),
        "TORCH_DISABLE_SHARE_RDZV_TCP_STORE": "1",
    }
