"""What one rank held of the model when the script ended: the bytes of its optimizers'
parameters and of their state, measured on the tensors themselves (a shard counts only the
part this rank holds), so that DDP's whole copies and FSDP's shards compare on one scale."""

from __future__ import annotations

from collections.abc import Iterable

import torch

from ..averaging.gradients import parameters_of
from ..averaging.leaves import is_shard
from ..worker.session import Session


def local_bytes(tensors: Iterable[torch.Tensor]) -> int:
    """The bytes of `tensors` held here, each storage once."""
    seen: set[int] = set()
    total = 0
    for tensor in tensors:
        local = tensor.to_local() if is_shard(tensor) else tensor
        key = local.untyped_storage().data_ptr()
        if key not in seen:
            seen.add(key)
            total += local.untyped_storage().nbytes()
    return total


def held(optimizers: list[torch.optim.Optimizer]) -> tuple[int, int]:
    """(parameters, optimizer state) bytes on this rank."""
    parameters = [p for o in optimizers for p in parameters_of(o)]
    states = [
        value
        for o in optimizers
        for per_parameter in o.state.values()
        for value in per_parameter.values()
        if isinstance(value, torch.Tensor) and value.numel() > 1  # not Adam's step counts
    ]
    return local_bytes(parameters), local_bytes(states)


def report(session: Session, optimizers: list[torch.optim.Optimizer]) -> None:
    if not optimizers:
        return
    parameters, state = held(optimizers)
    session.say(
        f"rank {session.rank} held {_mib(parameters)} of parameters and {_mib(state)} of "
        "optimizer state at the end"
    )


def _mib(count: int) -> str:
    return f"{count / 2**20:.3f} MiB"
