"""Batches of any structure: tensors inside tuples, lists, dicts, namedtuples, other Mappings
(Hugging Face's BatchEncoding is a UserDict) and dataclasses, moved to a device and measured
with torch's pytree, every container keeping its type.

pytree knows tuples, lists, dicts and namedtuples; a Mapping or dataclass type it does not know
yet is registered with it the first time a batch holds one.
"""

from __future__ import annotations

import copy
import dataclasses
from collections import UserDict
from collections.abc import Mapping
from typing import Any

import torch

from .torch_compat import pytree


def to_device(batch: Any, device: torch.device, non_blocking: bool = False) -> Any:
    """Every tensor of the batch on the device; everything else, and every container, as it
    was."""
    if type(batch) in (tuple, list) and all(isinstance(t, torch.Tensor) for t in batch):
        # The usual batch, moved every step: no walk of the containers.
        return type(batch)(t.to(device, non_blocking=non_blocking) for t in batch)
    _register_containers(batch)
    return pytree.tree_map_only(
        torch.Tensor, lambda t: t.to(device, non_blocking=non_blocking), batch
    )


def batch_length(batch: Any) -> int:
    """Samples in a batch: the length of its first tensor with a batch dimension."""
    # The usual batches, asked of every step: no walk of the containers.
    first = batch[0] if type(batch) in (tuple, list) and batch else batch
    if isinstance(first, torch.Tensor) and first.dim() > 0:
        return len(first)
    _register_containers(batch)
    for leaf in pytree.tree_leaves(batch):
        if isinstance(leaf, torch.Tensor) and leaf.dim() > 0:
            return len(leaf)
    raise TypeError(
        f"cannot tell the length of a batch of type {type(batch).__name__}: it holds no tensor"
    )


def _register_containers(batch: Any) -> None:
    """Teach pytree the Mapping and dataclass types in `batch` that it sees as leaves."""
    while unknown := {type(x) for x in pytree.tree_leaves(batch) if _unknown_container(x)}:
        for cls in unknown:
            if dataclasses.is_dataclass(cls):
                pytree.register_dataclass(cls)
            else:
                pytree.register_pytree_node(cls, _flatten_mapping, _unflatten_mapping)


def _unknown_container(value: Any) -> bool:
    container = isinstance(value, Mapping) or (
        dataclasses.is_dataclass(value) and not isinstance(value, type)
    )
    return container and type(value) not in pytree.SUPPORTED_NODES


def _flatten_mapping(mapping: Mapping) -> tuple[list[Any], Any]:
    keys = list(mapping)
    template = copy.copy(mapping) if isinstance(mapping, UserDict) else type(mapping)
    return [mapping[k] for k in keys], (keys, template)


def _unflatten_mapping(values: Any, context: Any) -> Mapping:
    keys, template = context
    data = dict(zip(keys, values, strict=True))
    if isinstance(template, UserDict):  # a shallow copy keeps what else it holds (encodings)
        rebuilt = copy.copy(template)
        rebuilt.data = data
        return rebuilt
    try:
        return template(data)
    except TypeError:  # a Mapping that cannot be built from a dict: a dict is the next best
        return data
