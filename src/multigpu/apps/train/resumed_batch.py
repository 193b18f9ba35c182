"""A run's global batch belongs to the run: resumed on another layout, it is kept (the new
layout makes it up through accumulation) unless the user gives another, and the job says
which."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ...core import checkpoint

if TYPE_CHECKING:
    from ..config import TrainConfig


@dataclass(frozen=True)
class ResumedBatch:
    global_batch_size: int | None  # what the train loader is given (None: per device)
    line: str | None = None  # what the job says, where the global batch was in question


def resumed_batch(config: TrainConfig, path: Path | None, natural: int) -> ResumedBatch:
    """The global batch for a job that resumes from `path` (None: starts afresh), where this
    layout on its own would make `natural` per optimizer step."""
    given = config.data.global_batch_size
    saved = checkpoint.saved_value(path, GLOBAL_BATCH) if path is not None else None
    if saved is None or saved == given:  # a fresh start, or a checkpoint that did not say
        return ResumedBatch(given)
    if given is not None:
        said = f"multigpu: global batch {given} (--global-batch-size); the run had {saved}"
        return ResumedBatch(given, said)
    if natural == saved:
        # The same batches as before, unless the run's loader was a global batch's.
        loader = checkpoint.saved_value(path, "loader") or {}
        return ResumedBatch(saved if "global_step" in loader else None)
    if config.parallelism.strategy == "pipeline":  # it splits its batches itself
        said = (
            f"multigpu: global batch {natural}; the run had {saved} (the pipeline strategy "
            f"takes no --global-batch-size: --batch-size {saved} keeps it)"
        )
        return ResumedBatch(None, said)
    said = (
        f"multigpu: keeps the run's global batch {saved} (this layout alone makes {natural}); "
        "--global-batch-size gives another"
    )
    return ResumedBatch(saved, said)


GLOBAL_BATCH = "global_batch"  # the checkpoint's key for the samples per optimizer step
