"""Each rank sees one device, whatever the script names.

- On GPUs every worker is shown only its own GPU (CUDA_VISIBLE_DEVICES, set before CUDA starts),
  so "cuda", "cuda:0", `.cuda()`, `torch.device("cuda")` and tensors saved on `cuda:0` all land
  there, and `torch.cuda.device_count()` is 1.
- On the CPU (`--accelerator cpu`, or no GPU) the script's CUDA calls land on the CPU: torch's
  factory functions and `Tensor.to` read a CUDA device as the CPU, `.cuda()` and `pin_memory()`
  leave tensors where they are, `torch.load` maps CUDA storages to the CPU, and the `torch.cuda`
  calls that only manage a device (set_device, synchronize, memory counters) do nothing.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Sequence
from typing import Any

import torch


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


# The torch functions that take a `device`: a CUDA device there means the CPU. (A torch function
# mode would catch every call, but it costs a Python call per operation: 2-3% of a small
# model's step here, where these wrappers cost nothing outside the calls they wrap.)
_FACTORIES = (
    "tensor", "as_tensor", "zeros", "ones", "empty", "full", "rand", "randn", "randint",
    "randperm", "arange", "range", "linspace", "logspace", "eye", "empty_strided",
    "scalar_tensor", "zeros_like", "ones_like", "empty_like", "full_like", "rand_like",
    "randn_like", "randint_like", "tril_indices", "triu_indices",
)  # fmt: skip
_TENSOR_FACTORIES = ("new_tensor", "new_zeros", "new_ones", "new_empty", "new_full")
_NOTHING_TO_DO = ("set_device", "synchronize", "empty_cache", "reset_peak_memory_stats",
                  "reset_max_memory_allocated", "ipc_collect")  # fmt: skip
_NOTHING_USED = ("memory_allocated", "max_memory_allocated", "memory_reserved",
                 "max_memory_reserved", "current_device")  # fmt: skip


class CudaOnCpu:
    """While entered, CUDA devices named by the script mean the CPU (restored on exit)."""

    def __init__(self) -> None:
        self._saved: list[tuple[Any, str, Any]] = []

    def __enter__(self) -> CudaOnCpu:
        for name in _FACTORIES:
            if hasattr(torch, name):
                self._swap(torch, name, _device_on_cpu(getattr(torch, name)))
        for name in _TENSOR_FACTORIES:
            self._swap(torch.Tensor, name, _device_on_cpu(getattr(torch.Tensor, name)))
        self._swap(torch.Tensor, "to", _to_on_cpu(torch.Tensor.to))
        self._swap(torch.Tensor, "cuda", lambda tensor, *args, **kwargs: tensor)
        self._swap(torch.Tensor, "pin_memory", lambda tensor, *args, **kwargs: tensor)
        for name in _NOTHING_TO_DO:
            self._swap(torch.cuda, name, lambda *args, **kwargs: None)
        for name in _NOTHING_USED:
            self._swap(torch.cuda, name, lambda *args, **kwargs: 0)
        self._swap(torch.cuda, "device_count", lambda: 1)
        self._swap(torch.cuda, "get_device_name", lambda *a, **k: "cpu (standing in for cuda)")
        self._swap(torch, "load", _load_on_cpu(torch.load))
        return self

    def __exit__(self, *exc: object) -> None:
        for owner, name, original in reversed(self._saved):
            setattr(owner, name, original)
        self._saved.clear()

    def _swap(self, owner: Any, name: str, replacement: Any) -> None:
        self._saved.append((owner, name, getattr(owner, name)))
        setattr(owner, name, replacement)


def _device_on_cpu(factory: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(factory)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if "device" in kwargs:
            kwargs["device"] = _on_cpu(kwargs["device"])
        return factory(*args, **kwargs)

    return wrapper


def _to_on_cpu(to: Callable[..., Any]) -> Callable[..., Any]:
    """`tensor.to("cuda")`, `.to(torch.device("cuda"))`, `.to(0)`, `.to(device=...)`."""

    @functools.wraps(to)
    def wrapper(tensor: torch.Tensor, *args: Any, **kwargs: Any) -> Any:
        if args and (isinstance(args[0], int) and not isinstance(args[0], bool)):
            args = ("cpu", *args[1:])
        elif args:
            args = (_on_cpu(args[0]), *args[1:])
        if "device" in kwargs:
            kwargs["device"] = _on_cpu(kwargs["device"])
        return to(tensor, *args, **kwargs)

    return wrapper


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
