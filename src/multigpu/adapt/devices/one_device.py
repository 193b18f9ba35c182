"""Each rank sees one device, whatever the script names.

- On GPUs every worker is shown only its own GPU (CUDA_VISIBLE_DEVICES, set before CUDA starts),
  so "cuda", "cuda:0", `.cuda()`, `torch.device("cuda")` and tensors saved on `cuda:0` all land
  there, and `torch.cuda.device_count()` is 1.
- On the CPU (`--accelerator cpu`, or no GPU) the script's CUDA calls land on the CPU: torch's
  factory functions and `Tensor.to` read a CUDA device as the CPU, `.cuda()` and `pin_memory()`
  leave tensors where they are, `torch.load` maps CUDA storages to the CPU, and the `torch.cuda`
  calls that only manage a device (set_device, synchronize, memory counters) do nothing; the
  legacy tensor types (`torch.cuda.FloatTensor`) are the CPU's, and device queries describe it;
  streams and events (`torch.cuda.Stream()`, `with torch.cuda.stream(s):`) order nothing, as the
  CPU runs every operation in turn; where no driver is installed, an `nvidia-smi` on the PATH
  tells of that one device (nvidia_smi.py).
  `torch.cuda` and `torch.accelerator` both say one CUDA device is there, so the script takes
  the branch it takes on a GPU; a process group asked of nccl is gloo, and DDP's device ids
  are dropped (a script that sets up its own DDP runs on a laptop too).
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import sys
from collections.abc import Callable, Sequence
from typing import Any

import torch
from torch.overrides import handle_torch_function, has_torch_function

from ...core.patches import Patches
from ...core.torch_compat import UNINITIALIZED_ALLOWED
from . import nvidia_smi


def pin_gpu(gpus: Sequence[str], local_rank: int, hide_others: bool = True) -> torch.device:
    """Show this worker only its own GPU; call before anything starts CUDA. A script that
    may set up its own process group picks `cuda:LOCAL_RANK` itself: it sees every GPU, its
    own made the current one."""
    if not hide_others:
        device = torch.device("cuda", local_rank % len(gpus))  # as CUDA_VISIBLE_DEVICES lists
        torch.cuda.set_device(device)
        return device
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
    "tensor",
    "as_tensor",
    "zeros",
    "ones",
    "empty",
    "full",
    "rand",
    "randn",
    "randint",
    "randperm",
    "arange",
    "range",
    "linspace",
    "logspace",
    "eye",
    "empty_strided",
    "scalar_tensor",
    "zeros_like",
    "ones_like",
    "empty_like",
    "full_like",
    "rand_like",
    "randn_like",
    "randint_like",
    "tril_indices",
    "triu_indices",
)
_TENSOR_FACTORIES = ("new_tensor", "new_zeros", "new_ones", "new_empty", "new_full")
_NOTHING_TO_DO = (
    "set_device",
    "synchronize",
    "empty_cache",
    "reset_peak_memory_stats",
    "reset_max_memory_allocated",
    "ipc_collect",
)
_NOTHING_USED = (
    "memory_allocated",
    "max_memory_allocated",
    "memory_reserved",
    "max_memory_reserved",
    "current_device",
)
# The legacy tensor types (`torch.cuda.FloatTensor(...)`, `torch.FloatTensor(data,
# device="cuda")`, `.type(torch.cuda.FloatTensor)`, `.type("torch.cuda.FloatTensor")`,
# `set_default_tensor_type`, isinstance checks): the CPU's, as older tutorials, GAN collections
# and RL code still write them.
_LEGACY_TYPES = (
    "FloatTensor",
    "DoubleTensor",
    "HalfTensor",
    "BFloat16Tensor",
    "ByteTensor",
    "CharTensor",
    "ShortTensor",
    "IntTensor",
    "LongTensor",
    "BoolTensor",
)
# What the stand-in answers to a device query: a device of compute capability 8.0, which agrees
# with its is_bf16_supported() (autocast for "cuda" leaves CPU operations in float32 anyway).
_CAPABILITY = (8, 0)


class CudaOnCpu:
    """While entered, CUDA devices named by the script mean the CPU (restored on exit)."""

    def __init__(self, patches: Patches | None = None) -> None:
        self._patches = patches or Patches()
        self._mark = 0

    def __enter__(self) -> CudaOnCpu:
        self._mark = self._patches.mark()
        self.install()
        return self

    def install(self) -> None:
        """The stand-in, on the stack given (undone with it)."""
        swap = self._patches.swap
        for name in _FACTORIES:
            if hasattr(torch, name):
                swap(torch, name, _device_on_cpu(getattr(torch, name)))
        for name in _TENSOR_FACTORIES:
            swap(torch.Tensor, name, _device_on_cpu(getattr(torch.Tensor, name)))
        to, cuda = _to_on_cpu(torch.Tensor.to), _kept_on_cpu
        swap(torch.Tensor, "to", to)
        swap(torch, "Generator", _generator_on_cpu(torch.Generator))
        swap(torch.Tensor, "cuda", cuda)
        # a lazy module moved before its first forward, as torch lets it (PyG's examples)
        owner, allowed = UNINITIALIZED_ALLOWED
        swap(owner, allowed, [*getattr(owner, allowed), to, cuda])
        swap(torch.Tensor, "pin_memory", lambda tensor, *args, **kwargs: tensor)
        for name in _NOTHING_TO_DO:
            swap(torch.cuda, name, lambda *args, **kwargs: None)
        for name in _NOTHING_USED:
            swap(torch.cuda, name, lambda *args, **kwargs: 0)
        # One device, as a rank sees on a GPU machine: torch.cuda and torch.accelerator agree,
        # so a script takes the branch it takes on GPUs. Autocast for "cuda" leaves CPU
        # operations alone, so bfloat16 "support" keeps such a script in float32 here.
        swap(torch.cuda, "is_available", _to_the_script(torch.cuda.is_available, True))
        swap(torch.cuda, "device_count", _to_the_script(torch.cuda.device_count, 1))
        swap(torch.cuda, "is_bf16_supported", _to_the_script(torch.cuda.is_bf16_supported, True))
        swap(torch.cuda, "get_device_name", lambda *a, **k: nvidia_smi.NAME)
        # What a library asks before it picks a batch size (deepinv at import): the host's
        # memory, free and in all, as a device's would be.
        swap(torch.cuda, "mem_get_info", lambda *a, **k: nvidia_smi.host_memory())
        self._stand_in_accelerator()
        self._stand_in_legacy_calls()
        if shutil.which("nvidia-smi") is None:
            self._stand_in_driver_tool()
        # torch's own code is told the truth, and says a script's pin_memory=True does
        # nothing on the CPU: true, and nothing for the script to change.
        self._patches.filter_warnings("ignore", message="'pin_memory' argument is set as true")
        swap(torch, "load", _load_on_cpu(torch.load))
        ddp_init = torch.nn.parallel.DistributedDataParallel.__init__
        swap(torch.nn.parallel.DistributedDataParallel, "__init__", _ddp_on_cpu(ddp_init))
        for owner in (torch.distributed, torch.distributed.distributed_c10d):
            swap(owner, "init_process_group", _gloo_for_nccl(owner.init_process_group))

    def _stand_in_accelerator(self) -> None:
        accelerator = getattr(torch, "accelerator", None)
        if accelerator is None:
            return
        answers = {
            "is_available": True,
            "current_accelerator": torch.device("cuda"),
            "device_count": 1,
            "current_device_index": 0,
            "current_device_idx": 0,
            "set_device_index": None,
            "set_device_idx": None,
            "synchronize": None,
        }
        for name, answer in answers.items():
            if hasattr(accelerator, name):
                real = getattr(accelerator, name)
                self._patches.swap(accelerator, name, _to_the_script(real, answer))

    def _stand_in_driver_tool(self) -> None:
        """`nvidia-smi` on the PATH (the script's subprocesses'), answering for the stand-in:
        a script that asks it which GPU is freest read no GPU and stopped."""
        path = os.environ.get("PATH")
        folder = nvidia_smi.on_path(os.environ)

        def undo() -> None:
            if path is None:
                os.environ.pop("PATH", None)
            else:
                os.environ["PATH"] = path
            shutil.rmtree(folder, ignore_errors=True)

        self._patches.on_restore(undo)

    def _stand_in_legacy_calls(self) -> None:
        """The legacy tensor types, device queries and `with torch.cuda.device(i):`, which
        otherwise reach the real CUDA and fail with "Found no NVIDIA driver"."""
        swap = self._patches.swap
        for name in _LEGACY_TYPES:
            if hasattr(torch.cuda, name) and hasattr(torch, name):
                legacy = _legacy_on_cpu(getattr(torch, name))
                swap(torch, name, legacy)
                swap(torch.cuda, name, legacy)
        swap(torch.Tensor, "type", _type_on_cpu(torch.Tensor.type))
        swap(torch, "set_default_tensor_type", _default_type_on_cpu(torch.set_default_tensor_type))
        swap(torch.cuda, "device", _AnyDevice)
        capability = _to_the_script(torch.cuda.get_device_capability, _CAPABILITY)
        swap(torch.cuda, "get_device_capability", capability)
        swap(torch.cuda, "get_device_properties", lambda *a, **k: _properties())
        for name in ("Stream", "Event"):
            swap(torch.cuda, name, _InOrder)
        for name in ("current_stream", "default_stream"):
            swap(torch.cuda, name, lambda *a, **k: _InOrder())
        swap(torch.cuda, "stream", lambda *a, **k: contextlib.nullcontext())

    def __exit__(self, *exc: object) -> None:
        self._patches.restore(to=self._mark)


class _AnyDevice(torch.cuda.device):
    """`torch.cuda.device(i)` as a context manager: the one device, whatever `i` is. A
    subclass, so that torch's own `isinstance(x, torch.cuda.device)` still holds."""

    def __init__(self, device: Any = None) -> None:
        self.idx = self.prev_idx = 0  # the real one asks CUDA for the current device here

    def __enter__(self) -> _AnyDevice:
        return self

    def __exit__(self, *exc: object) -> None:
        return None


class _InOrder:
    """A CUDA stream or event on the CPU, where every operation runs in turn: waiting,
    recording and synchronising have nothing to wait for."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __enter__(self) -> _InOrder:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def query(self) -> bool:
        return True

    def elapsed_time(self, other: Any) -> float:
        return 0.0  # events are not timed on the CPU

    def record_event(self, event: Any = None) -> _InOrder:
        return event if event is not None else _InOrder()

    def __getattr__(self, name: str) -> Callable[..., None]:
        # wait_stream, wait_event, synchronize, record: nothing to wait for
        return lambda *args, **kwargs: None


def _properties() -> Any:
    """What `torch.cuda.get_device_properties` tells of the stand-in: the machine's memory and
    cores, under the capability it claims."""
    from types import SimpleNamespace

    import psutil

    major, minor = _CAPABILITY
    return SimpleNamespace(
        name=nvidia_smi.NAME,
        major=major,
        minor=minor,
        total_memory=psutil.virtual_memory().total,
        multi_processor_count=os.cpu_count() or 1,
        is_integrated=False,
        is_multi_gpu_board=False,
    )


class _LegacyType(type):
    """A legacy tensor type on the CPU: made with a CUDA device, it makes the CPU's tensor;
    `isinstance`, its attributes and `.type()` answer as the CPU type it stands for (torch's
    own types are C types, which neither take a CUDA device here nor can be subclassed)."""

    real: Any

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        if "device" in kwargs:
            kwargs["device"] = _on_cpu(kwargs["device"])
        return cls.real(*args, **kwargs)

    def __instancecheck__(cls, instance: Any) -> bool:
        return isinstance(instance, cls.real)

    def __getattr__(cls, name: str) -> Any:
        return getattr(cls.real, name)


def _legacy_on_cpu(real: Any) -> _LegacyType:
    return _LegacyType(real.__name__, (), {"real": real, "__module__": real.__module__})


def _real_type(dtype: Any) -> Any:
    """The CPU type a legacy type's name or stand-in means (torch.cuda.X is torch.X here)."""
    if isinstance(dtype, str) and dtype.startswith("torch.cuda."):
        dtype = "torch." + dtype.removeprefix("torch.cuda.")
    if isinstance(dtype, str) and dtype.removeprefix("torch.") in _LEGACY_TYPES:
        dtype = getattr(torch, dtype.removeprefix("torch."))
    return dtype.real if isinstance(dtype, _LegacyType) else dtype


def _type_on_cpu(real: Callable[..., Any]) -> Callable[..., Any]:
    """`tensor.type("torch.cuda.FloatTensor")` or `.type(torch.cuda.FloatTensor)`: the CPU
    type of that name."""

    @functools.wraps(real)
    def type_(tensor: torch.Tensor, dtype: Any = None, *args: Any, **kwargs: Any) -> Any:
        if dtype is None:
            return real(tensor, *args, **kwargs)
        return real(tensor, _real_type(dtype), *args, **kwargs)

    return type_


def _default_type_on_cpu(real: Callable[..., Any]) -> Callable[..., Any]:
    """`torch.set_default_tensor_type(torch.cuda.FloatTensor)`: the CPU's type."""

    @functools.wraps(real)
    def set_default(t: Any) -> None:
        real(_real_type(t))

    return set_default


_TORCH = os.path.dirname(torch.__file__)


def _to_the_script(real: Callable[..., Any], answer: Any) -> Callable[..., Any]:
    """`answer` to the script (and the packages it uses); torch's own code, which would act on
    it (pinned memory, CUDA graphs), keeps the real one."""

    @functools.wraps(real)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if sys._getframe(1).f_code.co_filename.startswith(_TORCH):
            return real(*args, **kwargs)
        return answer

    return wrapper


def _ddp_on_cpu(init: Callable[..., Any]) -> Callable[..., Any]:
    """`DDP(model, device_ids=[local_rank])`, written for GPUs: on the CPU, no device ids."""

    @functools.wraps(init)
    def wrapper(
        ddp: Any,
        module: Any,
        device_ids: Any = None,
        output_device: Any = None,
        *args: Any,
        **kwargs: Any,
    ) -> None:
        init(ddp, module, None, None, *args, **kwargs)

    return wrapper


def _gloo_for_nccl(init: Callable[..., Any]) -> Callable[..., Any]:
    """A process group the script asks of nccl (or of "cuda:nccl") is gloo on the CPU, and
    one bound to a GPU (`device_id=cuda:N`, as Lightning binds it) is bound to none."""

    @functools.wraps(init)
    def wrapper(backend: Any = None, *args: Any, **kwargs: Any) -> Any:
        backend = kwargs.pop("backend", backend)
        if isinstance(backend, str) and "nccl" in backend.lower():
            backend = "gloo"
        device = kwargs.get("device_id")
        if device is not None and torch.device(device).type == "cuda":
            kwargs["device_id"] = None
        return init(backend, *args, **kwargs)

    return wrapper


def _device_on_cpu(factory: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(factory)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if "device" in kwargs:
            kwargs["device"] = _on_cpu(kwargs["device"])
        like = args[:1]
        if like and not isinstance(like[0], torch.Tensor) and has_torch_function(like):
            # A library's tensor-like (TensorDict) answers the function it registered: this
            # wrapper, where the library was imported under it (torchrl's replay buffer's
            # `torch.empty_like(td)` found no handler), else torch's own.
            try:
                return handle_torch_function(wrapper, like, *args, **kwargs)
            except TypeError:
                pass
        return factory(*args, **kwargs)

    return wrapper


def _generator_on_cpu(generator: type) -> type:
    """`torch.Generator(device="cuda")`: the CPU's (deepinv's examples seed one on the device);
    still a `torch.Generator` to isinstance and to the samplers that take one, and on the
    device it was asked for to a library that compares it with its own (deepinv's physics)."""

    class Generator(generator):  # type: ignore[misc, valid-type]
        def __new__(cls, device: Any = "cpu") -> Any:
            made = generator.__new__(cls, "cpu" if isinstance(device, int) else _on_cpu(device))
            made._asked = torch.device("cuda", device) if isinstance(device, int) else device
            return made

        def __init__(self, device: Any = "cpu") -> None:
            pass  # made whole in __new__

        @property
        def device(self) -> torch.device:
            asked = torch.device(self._asked)
            if asked.type == "cuda":
                return torch.device("cuda", asked.index or 0)
            return super().device

    return Generator


def _kept_on_cpu(tensor: torch.Tensor, *args: Any, **kwargs: Any) -> torch.Tensor:
    """`tensor.cuda()`: the tensor, where it is."""
    return tensor


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
