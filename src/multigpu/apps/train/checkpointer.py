"""The job's checkpoints: where they go, one per step at most, the newest `keep` kept, and
which one a run resumes from."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...core import checkpoint

if TYPE_CHECKING:
    from ...api.run import Run


def resume_path(run: Run, folder: Path, choice: str, restarted: bool = False) -> Path | None:
    """The checkpoint `choice` names ('' none, 'auto' the newest that loads, or a path).
    Workers started again by the agent (`restarted`) go on from the job's newest checkpoint,
    where there is one."""
    path = run.newest_checkpoint(folder) if restarted else None
    return path or checkpoint.choose_resume(choice, folder, report=run.print)


class Checkpointer:
    """Saves `state` (named stateful things) plus what `extra()` returns at that moment."""

    def __init__(
        self,
        run: Run,
        folder: Path,
        keep: int,
        state: Mapping[str, Any],
        extra: Callable[[], dict[str, Any]],
        asynchronous: bool = False,
    ) -> None:
        self.run, self.folder, self.keep = run, folder, keep
        self.state, self.extra, self.asynchronous = state, extra, asynchronous
        self._saved: tuple[int, dict[str, Any]] | None = None  # the last step saved, its extra

    def resume(self, path: Path | None) -> dict[str, Any] | None:
        """Load the checkpoint at `path` (from `resume_path`) into the state; the whole saved
        payload, or None without one."""
        if path is None:
            return None
        saved = self.run.load(path, self.state)
        self.run.print(f"resumed from {path} at step {int(saved.get('step', 0))}")
        return saved

    def save(self, step: int) -> Path:
        """Checkpoint at `step`, unless exactly this was saved already (the same step and the
        same extra values: an epoch's end after a save at its last step adds its history row,
        and is saved again); prune old ones. Collective."""
        path = self.run.checkpoint_path(self.folder, step)
        extra = self.extra()
        if self._saved != (step, extra):
            self.run.save(path, {**self.state, **extra}, asynchronous=self.asynchronous)
            self._prune()
            self._saved = (step, copy.deepcopy(extra))
        return path

    def finish(self) -> None:
        """The last checkpoint on disk, then the old ones pruned. Collective."""
        self.run.wait_for_checkpoint()
        self._prune()

    def _prune(self) -> None:
        """Keep the newest `keep` whole checkpoints. One still being written in the background
        has a temporary name and does not count: the last whole one is never pruned for it."""
        if self.run.is_main:
            checkpoint.prune(self.folder, self.keep)
