"""Sharded checkpoints through torch.distributed.checkpoint (DCP): a folder that every rank
writes its own shards into, loadable on any number of ranks (DCP reshards on load).

Optimizer state is keyed by parameter name, settings included: ranks holding different
parameters (pipeline stages) then never write the same key, and any layout loads any other.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import torch
from torch import nn

from ..core import checkpoint
from ..core.background import BackgroundWriter
from ..core.files import fsync_dir

EXTRA = checkpoint.EXTRA  # inside the folder: everything that is not sharded
Barrier = Callable[[str], None]


def _flat_optimizer() -> Any:
    import torch.distributed.checkpoint.state_dict as dcp_state

    return dcp_state.StateDictOptions(flatten_optimizer_state_dict=True)


def _owner(optimizer: torch.optim.Optimizer, modules: list[nn.Module]) -> nn.Module:
    """The model whose parameters the optimizer updates."""
    params = {id(p) for group in optimizer.param_groups for p in group["params"]}
    for module in modules:
        if any(id(p) in params for p in module.parameters()):
            return module
    raise checkpoint.CheckpointError(
        "a sharded optimizer needs the model it updates in the same checkpoint"
    )


def sharded_state(state: Mapping[str, Any]) -> dict[str, Any]:
    """The sharded parts of `state` (models and their optimizers) as DCP state dicts, by key.
    Modules must be unwrapped."""
    import torch.distributed.checkpoint.state_dict as dcp_state
    from torch.distributed.tensor import DTensor

    from ..core.torch_compat import pytree

    modules = [v for v in state.values() if isinstance(v, nn.Module)]
    out: dict[str, Any] = {}
    for key, value in state.items():
        if isinstance(value, nn.Module):
            out[key] = dcp_state.get_model_state_dict(value)
        elif isinstance(value, torch.optim.Optimizer):
            out[key] = dcp_state.get_optimizer_state_dict(
                _owner(value, modules), value, options=_flat_optimizer()
            )
    return pytree.tree_map_only(DTensor, _in_chunks, out)


def _in_chunks(tensor: Any) -> Any:
    """`tensor` with every rank's part one contiguous chunk, which DCP needs to write and read
    it: a dimension split in strides by one mesh dimension alone (GPT-2's fused projection under
    tensor parallelism, conv1d.py) is split plainly instead. FSDP's own strides (a dimension
    that tensor parallelism split first) DCP reads as they are."""
    from torch.distributed.tensor import Shard

    from ..core.torch_compat import is_strided_shard

    placements = list(tensor.placements)
    for index, placement in enumerate(placements):
        others = [p for i, p in enumerate(placements) if i != index]
        if is_strided_shard(placement) and not any(
            isinstance(p, Shard) and p.dim == placement.dim for p in others
        ):
            placements[index] = Shard(placement.dim)
    if placements == list(tensor.placements):
        return tensor
    return tensor.redistribute(placements=placements)


def write_sharded(
    path: Path,
    shards: dict[str, Any],
    extra: dict[str, Any] | None,
    barrier: Barrier,
    background: BackgroundWriter | None = None,
) -> None:
    """Every rank writes its shards into a temporary folder; the rank given `extra` (rank 0)
    adds the unsharded part and renames the folder into place. Collective.

    With `background`: DCP's async_save copies the shards to host memory and returns; its
    writes, and rank 0's finishing, go on in the writer's thread. The folder is renamed into
    place only once every rank's shards are in it: DCP's coordinator (rank 0) finishes its
    save after gathering every rank's write results.
    """
    import torch.distributed.checkpoint as dcp

    temporary = path.with_name(f".{path.name}.tmp")
    if extra is not None:
        shutil.rmtree(temporary, ignore_errors=True)  # left by a save that was killed
        path.parent.mkdir(parents=True, exist_ok=True)
    barrier("sharded checkpoint start")
    if background is None:
        dcp.save(shards, checkpoint_id=temporary)
        barrier("sharded checkpoint shards")
        if extra is not None:
            _into_place(temporary, path, extra)
        return
    background.wait()  # one save in flight: its collectives run on the writer's group
    saving = dcp.async_save(shards, checkpoint_id=temporary, process_group=background.group)

    def finish() -> None:
        saving.result()
        if extra is not None:
            _into_place(temporary, path, extra)

    background.finish_later(finish)


def _into_place(temporary: Path, path: Path, extra: dict[str, Any]) -> None:
    checkpoint.write(temporary / EXTRA, extra)
    if path.exists():
        shutil.rmtree(path)
    os.replace(temporary, path)
    fsync_dir(path.parent)


def load_sharded(path: Path, state: Mapping[str, Any]) -> None:
    """Load the models and optimizers of `state` (unwrapped) from a sharded checkpoint,
    resharding them to this job's ranks: each from its own key. Collective."""
    import torch.distributed.checkpoint as dcp
    import torch.distributed.checkpoint.state_dict as dcp_state

    shards = sharded_state(state)
    dcp.load(shards, checkpoint_id=path)
    modules = [v for v in state.values() if isinstance(v, nn.Module)]
    for key, value in state.items():
        if isinstance(value, nn.Module):
            dcp_state.set_model_state_dict(value, shards[key])
        elif isinstance(value, torch.optim.Optimizer):
            dcp_state.set_optimizer_state_dict(
                _owner(value, modules), value, shards[key], options=_flat_optimizer()
            )
