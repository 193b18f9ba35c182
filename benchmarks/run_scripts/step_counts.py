"""What one training step does on this rank, counted: torch ops (every aten call torch's
profiler records, the nested ones included) and Python function calls (`sys.setprofile`'s call
events), over a window of steps. Timings on a shared machine move by tens of percent from one
run to the next; these counts do not, so a change to a door's per-step work shows in them at
once (run_overhead.py --counts)."""

from __future__ import annotations

import sys
from types import FrameType
from typing import Any


class StepCounts:
    """Counts the steps `first` .. `first + steps - 1`: call `at(step)` at the top of each."""

    def __init__(self, first: int, steps: int) -> None:
        self.first, self.steps = first, steps
        self.calls = 0
        self._profiler: Any = None
        self.figures: dict[str, float] = {}

    def at(self, step: int) -> None:
        if not self.steps:
            return  # not counting: no profiler (one left running ends the process in a segfault)
        if step == self.first:
            import torch.profiler  # (only where counting)

            self._profiler = torch.profiler.profile(
                activities=[torch.profiler.ProfilerActivity.CPU]
            )
            self._profiler.__enter__()
            sys.setprofile(self._count)
        elif step == self.first + self.steps and self._profiler is not None:
            sys.setprofile(None)
            self._profiler.__exit__(None, None, None)
            events = self._profiler.key_averages()
            ops = sum(e.count for e in events if e.key.startswith("aten::"))
            self.figures = {
                "aten_ops_per_step": ops / self.steps,
                "python_calls_per_step": self.calls / self.steps,
            }
            self._profiler = None

    def _count(self, frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            self.calls += 1
