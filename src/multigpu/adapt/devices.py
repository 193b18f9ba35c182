"""Each rank sees one device, whatever the script names.

- On GPUs every worker is shown only its own GPU (CUDA_VISIBLE_DEVICES, set before CUDA starts),
  so "cuda", "cuda:0", `.cuda()`, `torch.device("cuda")` and tensors saved on `cuda:0` all land
  there, and `torch.cuda.device_count()` is 1.
- On the CPU (`--accelerator cpu`, or no GPU) the script's CUDA calls land on the CPU: a torch
  function mode rewrites device arguments, `.cuda()` and `pin_memory()` leave tensors where they
  are, `torch.load` maps CUDA storages to the CPU, and the `torch.cuda` calls that only manage a
  device (set_device, synchronize, memory counters) do nothing.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Sequence
from typing import Any

import torch
from torch.overrides import TorchFunctionMode


def pin_gpu(gpus: Sequence[str], local_rank: int) -> torch.device:
    """Show this worker only its own GPU; call before anything starts CUDA."""
    os.environ["CUDA_VISIBLE_DEVICES"] = gpus[local_rank % len(gpus)]
    torch.cuda.set_device(0)
    return torch.device("cuda", 0)


def visible_gpus() -> tuple[str, ...]:
    """The GPUs this (launching) process may use, as CUDA_VISIBLE_DEVICES names them."""
    listed = os.environ.get("CUDA_VISIBLE_DEVICES")
    if listed is not None:
        return tuple(name.strip() for name in listed.split(",") if name.strip())
    return tuple(str(i) for i in range(torch.cuda.device_count()))


def _on_cpu(device: Any) -> Any:
    if isinstance(device, str) and device.startswith("cuda"):
        return "cpu"
    if isinstance(device, torch.device) and device.type == "cuda":
        return torch.device("cpu")
    return device


class CudaOnCpu(TorchFunctionMode):
    """Every device argument that names CUDA names the CPU instead."""

    def __torch_function__(
        self,
        func: Callable[..., Any],
        types: Any,
        args: Sequence[Any] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        kwargs = kwargs or {}
        if func in _STAY:  # .cuda(), .pin_memory(): the tensor is already where it belongs
            return args[0]
        if "device" in kwargs:
            kwargs["device"] = _on_cpu(kwargs["device"])
        if func is torch.Tensor.to and len(args) > 1:
            device = args[1]
            args = (args[0], "cpu" if isinstance(device, int) else _on_cpu(device), *args[2:])
        return func(*args, **kwargs)


_STAY = {torch.Tensor.cuda, torch.Tensor.pin_memory}


def emulate_cuda_on_cpu() -> CudaOnCpu:
    """Install the CPU stand-ins for CUDA; returns the mode to enter around the script."""
    cuda = torch.cuda
    for name in ("set_device", "synchronize", "empty_cache", "reset_peak_memory_stats",
                 "reset_max_memory_allocated", "ipc_collect"):  # fmt: skip
        setattr(cuda, name, lambda *args, **kwargs: None)
    for name in ("memory_allocated", "max_memory_allocated", "memory_reserved",
                 "max_memory_reserved", "current_device"):  # fmt: skip
        setattr(cuda, name, lambda *args, **kwargs: 0)
    cuda.device_count = lambda: 1
    cuda.get_device_name = lambda *args, **kwargs: "cpu (standing in for cuda)"
    torch.load = _load_on_cpu(torch.load)
    return CudaOnCpu()


def _load_on_cpu(load: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(load)
    def wrapper(f: Any, map_location: Any = None, *args: Any, **kwargs: Any) -> Any:
        if map_location is None:
            map_location = "cpu"
        elif isinstance(map_location, dict):
            map_location = {k: _on_cpu(v) for k, v in map_location.items()}
        elif not callable(map_location):
            map_location = _on_cpu(map_location)
        return load(f, map_location, *args, **kwargs)

    return wrapper
