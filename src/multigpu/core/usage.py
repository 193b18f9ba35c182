"""What nvidia-smi would have shown during the job, sampled from inside it: each rank's GPU
utilisation and memory (NVML, through `nvidia-ml-py`, where there is a GPU) and the CPU cores
its process and its loader workers use (psutil).

A daemon thread reads them twice a second; nothing touches the device's queue.
"""

from __future__ import annotations

import contextlib
import statistics
import threading
import time
from collections.abc import Callable
from typing import Any

import torch

SAMPLE_EVERY_S = 0.5


class UsageSampler:
    """Samples one rank's device and process tree until stopped."""

    def __init__(self, device: torch.device, every_s: float = SAMPLE_EVERY_S) -> None:
        self.device = device
        self.every_s = every_s
        self.cpu_cores: list[float] = []  # process + loader workers, in cores
        self.gpu_util: list[float] = []  # percent of time a kernel ran (NVML)
        self.gpu_memory_mib: list[float] = []  # used on the device, all processes (NVML)
        self._show: Callable[[str], None] | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._nvml: Any = None

    def start(self) -> None:
        if self._thread is None:
            self._nvml = _nvml_handle(self.device)
            self._thread = threading.Thread(target=self._sample, name="multigpu-usage", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2 * self.every_s)

    def watch(self, show: Callable[[str], None]) -> None:
        """Call `show` with each reading from now on (the newest progress bar's postfix)."""
        self._show = show

    def latest(self) -> str:
        parts = []
        if self.gpu_util:
            parts.append(f"gpu {self.gpu_util[-1]:.0f}% {self.gpu_memory_mib[-1]:,.0f}MiB")
        if self.cpu_cores:
            parts.append(f"cpu {self.cpu_cores[-1]:.1f} cores")
        return " ".join(parts)

    def summary(self) -> dict[str, Any]:
        """Mean and peak of each reading over the job (None where not sampled)."""

        def mean_max(values: list[float]) -> dict[str, float] | None:
            return {"mean": statistics.fmean(values), "max": max(values)} if values else None

        return {
            "device": str(self.device),
            "samples": len(self.cpu_cores),
            "cpu_cores": mean_max(self.cpu_cores),
            "gpu_util_percent": mean_max(self.gpu_util),
            "gpu_memory_mib": mean_max(self.gpu_memory_mib),
        }

    def _sample(self) -> None:
        process = process_tree_cpu()
        last_cpu, last_time = process() if process else 0.0, time.perf_counter()
        while not self._stop.wait(self.every_s):
            now = time.perf_counter()
            if process is not None:
                cpu = process()
                self.cpu_cores.append((cpu - last_cpu) / (now - last_time))
                last_cpu = cpu
            last_time = now
            if self._nvml is not None:
                util, used = self._nvml()
                self.gpu_util.append(util)
                self.gpu_memory_mib.append(used)
            if self._show is not None:
                self._show(self.latest())


def process_tree_cpu() -> Callable[[], float] | None:
    """CPU seconds used so far by this process and its children (loader workers); None
    without psutil. A child that has exited drops out, so a reading can dip; the mean holds."""
    try:
        import psutil
    except ImportError:
        return None
    me = psutil.Process()

    def cpu_seconds() -> float:
        total = sum(me.cpu_times()[:2])
        for child in me.children(recursive=True):
            with contextlib.suppress(psutil.Error):  # gone between listing and reading
                total += sum(child.cpu_times()[:2])
        return total

    return cpu_seconds


def _nvml_handle(device: torch.device) -> Callable[[], tuple[float, float]] | None:
    """(utilisation %, memory used MiB) of this CUDA device through NVML; None without a GPU
    or without `nvidia-ml-py` (`pip install multigpu[nvml]`)."""
    if device.type != "cuda":
        return None
    try:
        import pynvml

        pynvml.nvmlInit()
        # NVML numbers GPUs as the machine does, CUDA as CUDA_VISIBLE_DEVICES does: the UUID
        # names the same device to both.
        uuid = str(torch.cuda.get_device_properties(device).uuid)
        handle = pynvml.nvmlDeviceGetHandleByUUID(f"GPU-{uuid}")
    except Exception:  # no library, no driver access: the job runs on without the figures
        return None

    def read() -> tuple[float, float]:
        util = pynvml.nvmlDeviceGetUtilizationRates(handle).gpu
        return float(util), pynvml.nvmlDeviceGetMemoryInfo(handle).used / 2**20

    return read
