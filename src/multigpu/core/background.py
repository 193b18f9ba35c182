"""Checkpoints written in the background: the training loop waits only for a copy of the state
in host memory, then goes on while a thread writes the file (atomically, as every checkpoint).
Sharded checkpoints hand their own finishing to `finish_later` (DCP's async_save made the copy).

One write is in flight at a time: the next save, and the end of the job, wait for it first. A
write that failed is raised there, in the training loop, not lost in the thread.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch
import torch.distributed as dist

from . import checkpoint
from .torch_compat import pytree


class BackgroundWriter:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None
        self._buffers: dict[int, torch.Tensor] = {}  # host copies by leaf, reused: see wait()

    def submit(self, path: Path, payload: dict[str, Any]) -> None:
        """Copy every tensor of `payload` to host memory now; write it in a thread."""
        self.wait()
        # A copy, not a view: the next optimizer step changes the parameters in place.
        leaves, spec = pytree.tree_flatten(payload)
        snapshot = pytree.tree_unflatten(
            [self._host_copy(i, leaf) for i, leaf in enumerate(leaves)], spec
        )
        self.finish_later(lambda: checkpoint.write(path, snapshot))

    @functools.cached_property
    def group(self) -> dist.ProcessGroup:
        """A gloo group of every rank for the collectives of saves finished in the thread
        (DCP's), which must not interleave with the loop's on the groups it uses. Made on first
        use, which every rank reaches alike; one per writer, so per job (a group kept across
        jobs in one process would outlive the job's process group)."""
        return dist.new_group(backend="gloo")

    def finish_later(self, work: Callable[[], object]) -> None:
        """Run `work` (the rest of a save whose state is already copied) in the thread."""
        self.wait()
        self._thread = threading.Thread(
            target=self._run, args=(work,), name="multigpu-checkpoint-writer"
        )
        self._thread.start()

    def _host_copy(self, index: int, leaf: Any) -> Any:
        """Leaf `index` of the payload, a tensor copied into host memory kept from the last
        save where it fits (allocating hundreds of MB afresh each time costs more than the
        copy itself); other values as they are."""
        if not isinstance(leaf, torch.Tensor):
            return leaf
        leaf = leaf.detach()
        kept = self._buffers.get(index)
        if kept is None or kept.shape != leaf.shape or kept.dtype != leaf.dtype:
            kept = torch.empty_like(leaf, device="cpu")
            self._buffers[index] = kept
        return kept.copy_(leaf)

    def _run(self, work: Callable[[], object]) -> None:
        try:
            work()
        except BaseException as error:  # raised by wait(), in the training loop
            self._error = error

    def wait(self) -> None:
        """Until the write in flight, if any, is on disk; its error, if it failed."""
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        if self._error is not None:
            error, self._error = self._error, None
            raise error
