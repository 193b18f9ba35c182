"""How a method's checkpoints are written and read, held by its strategy (composition, not a
base class): one file that rank 0 writes for replicated models, or a folder every rank writes
its shards into for sharded ones. Either reads the other's: the parts kept as shards come back
through DCP, resharded to the job that loads them. `state` here is already unwrapped (the
strategy's `unwrapped`): modules as the user built them."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..core import checkpoint
from ..core.background import BackgroundWriter
from . import sharded
from .runtime import Runtime

Barrier = sharded.Barrier


class WholeFile:
    """Replicated models: rank 0 writes one file, atomically; in the `background` writer's
    thread from a host copy, if given."""

    def path(self, folder: Path, step: int) -> Path:
        return folder / checkpoint.checkpoint_name(step)

    def save(
        self,
        runtime: Runtime,
        path: Path,
        state: Mapping[str, Any],
        extra: dict[str, Any],
        barrier: Barrier,
        background: BackgroundWriter | None = None,
    ) -> None:
        if runtime.rank == 0:
            payload = {"format": checkpoint.FORMAT, **checkpoint.to_saveable(state), **extra}
            if background is not None:
                background.submit(path, payload)
            else:
                checkpoint.write(path, payload)


class ShardFolders:
    """Sharded models: every rank writes its shards, before this returns or with `background`
    from a host copy in the writer's thread (DCP's async_save)."""

    def path(self, folder: Path, step: int) -> Path:
        return folder / checkpoint.checkpoint_name(step, sharded=True)

    def save(
        self,
        runtime: Runtime,
        path: Path,
        state: Mapping[str, Any],
        extra: dict[str, Any],
        barrier: Barrier,
        background: BackgroundWriter | None = None,
    ) -> None:
        shards = sharded.sharded_state(state)
        rest = checkpoint.to_saveable({k: v for k, v in state.items() if k not in shards})
        payload = {"format": checkpoint.FORMAT, **rest, **extra, "sharded": sorted(shards)}
        sharded.write_sharded(
            path, shards, payload if runtime.rank == 0 else None, barrier, background
        )


def restore_shards(path: Path, payload: dict[str, Any], state: Mapping[str, Any]) -> set[str]:
    """Restore the parts of `state` a checkpoint (of either kind) keeps as shards; returns
    their keys. Called on every rank."""
    keys = set(payload.get("sharded", []))
    if keys:
        sharded.load_sharded(path, {k: v for k, v in state.items() if k in keys})
    return keys
