"""Never go on silently on a NaN or infinite loss.

Every loss given to `run.backward` is kept, unread, and the losses kept are checked in one go
when the ranks compare notes: every `CHECK_EVERY` optimizer steps, in one small all-reduce that
runs in the background and is read at the next such step, and at once before every checkpoint
and at the end of the job. (Checking each loss as it comes launched a few kernels per step,
about 0.2 ms of host time on an H100, which a step of a few milliseconds shows.) If any
saw a non-finite loss, all of them stop together with one line naming the step, the epoch and
the ranks. So the check adds no device synchronization and no wait per step (measured by
benchmarks/nan_guard.py), and a checkpoint is never written after a non-finite loss.

Modes (`on_nan=`, `--on-nan`): "stop" (the default), "skip" (the step is skipped on every
rank, checked at every step; the job stops after MAX_SKIPS in a row) and "ignore".

Under fp16 a non-finite loss is the grad scaler's business: it skips the step and lowers the
scale. The guard counts those skips instead, and stops after MAX_SKIPS in a row (the scale can
only fall so far before no step is ever taken again).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Mapping
from typing import Any

import torch
import torch.distributed as dist

from .checkpoint import nonfinite_parameters
from .collectives import any_rank, any_rank_started, gather
from .errors import NonFiniteLoss
from .torch_compat import is_view

ON_NAN = ("stop", "skip", "ignore")
CHECK_EVERY = 20  # optimizer steps between two checks across ranks
MAX_SKIPS = 25  # steps skipped in a row before even "skip" gives up
UNREAD_MAX = 1000  # losses kept unread at most (a loop whose optimizer the guard never sees)


class LossGuard:
    """One rank's watch over its losses; `check()` is a collective."""

    def __init__(
        self,
        mode: str,
        scaler_skipped: Callable[[], bool] | None = None,
        check_every: int = CHECK_EVERY,
    ) -> None:
        self.mode = mode
        self.group: dist.ProcessGroup | None = None  # the ranks' CPU group, once it exists
        self.scaler_skipped = scaler_skipped  # fp16: did the grad scaler skip the last step?
        self.check_every = check_every
        self.steps = 0  # optimizer steps taken
        self._unread: list[tuple[int, torch.Tensor]] = []  # (step, loss) on the device
        self._first_bad_step = 0  # the first step whose loss was not finite, once read
        self._epoch_starts: list[tuple[int, int]] = []  # (first step, epoch)
        self._skipped_in_a_row = 0
        self._pending: tuple[Any, torch.Tensor] | None = None  # a check under way

    def start_epoch(self, epoch: int) -> None:
        self._epoch_starts.append((self.steps + 1, epoch))

    def watch(self, loss: torch.Tensor) -> None:
        """Keep this loss, to be checked when the ranks compare (no kernel, no synchronization)."""
        if self.mode == "ignore" or self.scaler_skipped is not None or self._first_bad_step:
            return
        # Kept for later, the step in progress with it; no kernel now, but for a loss of several
        # values (their sum is finite where they all are) or a view, which would keep the
        # tensor it views alive.
        kept = loss.detach()
        if loss.numel() != 1 or is_view(loss):
            kept = kept.sum()
        self._unread.append((self.steps + 1, kept))
        if len(self._unread) >= UNREAD_MAX:
            self._local_first_bad()

    def attach(self, optimizer: torch.optim.Optimizer) -> None:
        if self.mode == "ignore":
            return
        if self.mode == "skip" and self.scaler_skipped is None:
            optimizer.register_step_pre_hook(self._skip_if_bad)
        optimizer.register_step_post_hook(self._after_step)

    def _after_step(self, *_: Any) -> None:
        self.steps += 1
        if self.scaler_skipped is not None:  # the same decision on every rank: no collective
            self._count_skip(self.scaler_skipped(), "the grad scaler skipped each")
        elif self.mode == "stop" and self.steps % self.check_every == 0:
            self._poll()

    def _poll(self) -> None:
        """Read the check started CHECK_EVERY steps ago; start the next in the background."""
        if self.group is None:
            if self._local_first_bad():
                self.check()
            return
        if self._pending is not None:
            work, flag = self._pending
            work.wait()  # long finished: every rank has taken CHECK_EVERY steps since
            self._pending = None
            if flag.item():
                self.check()  # every rank got the same verdict: all of them come here
        self._pending = any_rank_started(self._local_first_bad(), self.group)

    def _skip_if_bad(self, optimizer: torch.optim.Optimizer, *_: Any) -> None:
        bad = bool(any_rank(self._local_first_bad(), self.group))
        if bad:
            optimizer.zero_grad(set_to_none=True)  # the step changes nothing
            self._unread, self._first_bad_step = [], 0
        self._count_skip(bad, "each was skipped (on_nan='skip')", step=self.steps + 1)

    def _count_skip(self, skipped: bool, how: str, step: int | None = None) -> None:
        self._skipped_in_a_row = self._skipped_in_a_row + 1 if skipped else 0
        if self._skipped_in_a_row >= MAX_SKIPS:
            step = self.steps if step is None else step
            raise NonFiniteLoss(
                f"the loss or its gradients were NaN or infinite {MAX_SKIPS} steps in a row, up "
                f"to step {step}{self._epoch_text(step)} on every rank; {how}, and the job stops"
            )

    def _local_first_bad(self) -> int:
        """The first step whose loss was not finite, or 0; reads the losses kept (one wait)."""
        if self._unread and not self._first_bad_step:
            losses = torch.stack([loss.reshape(()) for _, loss in self._unread])
            finite = torch.isfinite(losses).tolist()
            bad = [step for (step, _), ok in zip(self._unread, finite, strict=True) if not ok]
            self._first_bad_step = bad[0] if bad else 0
            self._unread = []
        return self._first_bad_step

    def check(self) -> None:
        """Stop every rank together if any has seen a non-finite loss. Call on every rank."""
        if self.mode == "ignore" or self.scaler_skipped is not None:
            return
        if self._pending is not None:  # finish the one under way first: the same order everywhere
            self._pending[0].wait()
            self._pending = None
        mine = self._local_first_bad()
        if not any_rank(mine, self.group):
            return
        seen = gather(mine, self.group)
        ranks = [rank for rank, step in enumerate(seen) if step]
        step = min(seen[rank] for rank in ranks)
        raise NonFiniteLoss(
            f"the loss was NaN or infinite at step {step}{self._epoch_text(step)} on rank(s) "
            f"{', '.join(map(str, ranks))}; stopping (on_nan='stop'): no checkpoint is written "
            "after it, so the last one is still good"
        )

    def refuse_nonfinite(self, state: Mapping[str, Any]) -> None:
        """Stop every rank rather than checkpoint a model (unwrapped, in `state`) with NaN or
        infinite weights. Call on every rank."""
        bad = nonfinite_parameters(state)
        if any_rank(len(bad), self.group):
            named = sorted({name for names in gather(bad, self.group) for name in names})
            raise NonFiniteLoss(
                f"parameter(s) {', '.join(named[:3])}{', ...' if len(named) > 3 else ''} are NaN "
                "or infinite: refusing to write a checkpoint (the last one is still good)"
            )

    def _epoch_text(self, step: int) -> str:
        index = bisect.bisect_right(self._epoch_starts, (step, float("inf"))) - 1
        return f" (epoch {self._epoch_starts[index][1] + 1})" if index >= 0 else ""
