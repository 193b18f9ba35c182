"""Mixed precision as one object per mode: it owns autocast, the grad scaler and its state.

- fp32: nothing changes.
- bf16: the forward runs under autocast to bfloat16 (CPU with AMX/AVX-512 and recent GPUs run it
  natively); bfloat16 has float32's range, so no loss scaling is needed.
- fp16: autocast to float16 plus a GradScaler, which multiplies the loss so small gradients do not
  underflow, and skips every optimizer step whose gradients hold inf or NaN (then lowers the
  scale). This is what NVIDIA Apex's `amp` did, now inside torch (`torch.amp`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any, ClassVar

import torch
from torch import nn

from .errors import check_choice
from .torch_compat import scaler_found_inf
from .wrappers import ModuleWrapper


class Precision:
    name: ClassVar[str] = "fp32"
    dtype: ClassVar[torch.dtype | None] = None

    def __init__(self, device_type: str, grad_scaler: Callable[[str], Any] | None = None) -> None:
        self.device_type = device_type

    @property
    def skips_overflow(self) -> Callable[[], bool] | None:
        """For precisions whose scaler skips steps with inf/NaN gradients (fp16): whether it
        skipped the last one."""
        return None

    @contextlib.contextmanager
    def autocast(self) -> Iterator[None]:
        if self.dtype is None:
            yield
        else:
            with torch.autocast(self.device_type, dtype=self.dtype):
                yield

    def backward(self, loss: torch.Tensor) -> None:
        loss.backward()

    def unscale(self, optimizer: torch.optim.Optimizer) -> None:
        """Bring gradients to their true scale (before clipping them)."""

    def attach(self, optimizer: torch.optim.Optimizer) -> None:
        """Hook into the optimizer's step if this precision needs to (fp16's scaler)."""

    def state_dict(self) -> dict[str, Any]:
        return {}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        pass


class BF16(Precision):
    name = "bf16"
    dtype = torch.bfloat16


class FP16(Precision):
    name = "fp16"
    dtype = torch.float16

    def __init__(self, device_type: str, grad_scaler: Callable[[str], Any] | None = None) -> None:
        super().__init__(device_type)
        # The strategy's scaler: under FSDP, torch's ShardedGradScaler, which agrees across
        # ranks on whether any shard's gradients overflowed.
        self.scaler = (grad_scaler or torch.amp.GradScaler)(device_type)
        self.skipped_steps = 0
        self.last_step_skipped = False
        self._unscaled: set[int] = set()

    @property
    def skips_overflow(self) -> Callable[[], bool] | None:
        return lambda: self.last_step_skipped

    def backward(self, loss: torch.Tensor) -> None:
        self.scaler.scale(loss).backward()

    def unscale(self, optimizer: torch.optim.Optimizer) -> None:
        if id(optimizer) not in self._unscaled:  # the scaler allows one unscale per step
            self.scaler.unscale_(optimizer)
            self._unscaled.add(id(optimizer))

    def attach(self, optimizer: torch.optim.Optimizer) -> None:
        """Route the user's own `optimizer.step()` through the scaler, with step hooks.

        Before the step: unscale, and if any gradient is inf/NaN drop all gradients, which
        makes the step a no-op for torch's optimizers. After it: let the scaler adjust the scale.
        """
        optimizer.register_step_pre_hook(self._before_step)
        optimizer.register_step_post_hook(self._after_step)

    def _before_step(self, optimizer: torch.optim.Optimizer, args: Any, kwargs: Any) -> None:
        self.unscale(optimizer)
        # The scaler's own verdict, as its step() would use it (all-reduced across the ranks
        # by the sharded scaler; identical on every rank under DDP, whose gradients are).
        found = scaler_found_inf(self.scaler, optimizer)
        self.last_step_skipped = bool(sum(v.item() for v in found.values()))
        if self.last_step_skipped:
            optimizer.zero_grad(set_to_none=True)
            self.skipped_steps += 1

    def _after_step(self, optimizer: torch.optim.Optimizer, args: Any, kwargs: Any) -> None:
        self.scaler.update()  # lowers the scale after an inf/NaN step, raises it after a streak
        self._unscaled.discard(id(optimizer))

    def state_dict(self) -> dict[str, Any]:
        return self.scaler.state_dict()

    def load_state_dict(self, state: dict[str, Any]) -> None:
        self.scaler.load_state_dict(state)


PRECISIONS: dict[str, type[Precision]] = {cls.name: cls for cls in (Precision, BF16, FP16)}


def precision_class(name: str) -> type[Precision]:
    check_choice("precision", name, PRECISIONS)
    return PRECISIONS[name]


class AutocastModule(ModuleWrapper):
    """Runs the wrapped module's forward under the precision's autocast."""

    def __init__(self, module: nn.Module, precision: Precision) -> None:
        super().__init__()
        self.module = module
        self._precision = precision

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        with self._precision.autocast():
            return self.module(*args, **kwargs)
