"""A model built on the meta device, made real on each rank only once it is laid out.

Built under `torch.device("meta")`, a model of any size takes no memory. A method that shards
lays it out there (FSDP's shards and tensor parallelism's splits are DTensors on meta), then
each rank allocates only what it holds (`to_empty`) and fills it from a safetensors checkpoint
through torch.distributed.checkpoint's Hugging Face reader, which reads each rank's own slices
of each tensor and nothing else. A method that replicates the model makes it whole on each
device first, then fills it the same way. The buffers a meta build made for real (Accelerate's
"parameters only" build) are kept; a buffer left on meta must come from the file.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import nn

from ..core.errors import UsageError
from ..core.torch_compat import module_initialiser


@contextlib.contextmanager
def parameters_on_meta() -> Iterator[None]:
    """Build a model whose parameters are on the meta device and whose buffers are real (a
    rotary table, a mask): each parameter is moved to meta as its module registers it, so at
    most one is ever in memory (Accelerate's `init_empty_weights(include_buffers=False)`)."""
    register = nn.Module.register_parameter

    def on_meta(module: nn.Module, name: str, param: Any) -> None:
        if param is not None and not param.is_meta:
            param = nn.Parameter(param.to("meta"), param.requires_grad)
        register(module, name, param)

    nn.Module.register_parameter = on_meta  # type: ignore[method-assign]
    try:
        yield
    finally:
        nn.Module.register_parameter = register  # type: ignore[method-assign]


@dataclass(frozen=True)
class Weights:
    """A folder of safetensors files, and the names of the tensors they hold (read once, from
    the files' headers)."""

    folder: Path
    names: frozenset[str]

    def fill(self, module: nn.Module) -> None:
        """This rank's own tensors (its shards where sharded), those the file holds, read in
        place: a buffer the build made is kept as made where the file has none."""
        from torch.distributed.checkpoint import HuggingFaceStorageReader, load
        from torch.distributed.checkpoint.state_dict import get_model_state_dict

        state = {k: v for k, v in get_model_state_dict(module).items() if k in self.names}
        load(state, storage_reader=HuggingFaceStorageReader(str(self.folder)))


@dataclass(frozen=True)
class OwnInitialisation:
    """No file: the values are the model's own initialisation (`initialise`)."""

    def fill(self, module: nn.Module) -> None:
        initialise(module)


def initialise(module: nn.Module) -> None:
    """Give `module` its own initialisation, one module at a time, children before their parent
    (as `nn.Module.apply` and transformers visit them): the parameters the module's
    initialiser writes are made whole on the CPU, drawn there from the CPU generator, then
    written to the parameters (a DTensor keeps its own slices of them, cut on every rank alike,
    with no communication); its buffers are reset in place. The initialiser is the
    `_init_weights(module)` of the transformers model it belongs to (which may also write its
    children's parameters: GPT-2 scales its residual projections so), else the module's own
    `reset_parameters`. Every rank draws the same numbers, so under one seed the shards are the
    slices of what one process gets from `initialise` on the same model, on any device; no rank
    holds more than one module and its children's parameters whole. Each is made whole as NaN:
    a parameter of the module that is still NaN after is refused, naming it."""
    from torch.distributed.tensor import DTensor, distribute_tensor

    from ..core.torch_compat import parameters_read_as

    owners = _transformers_owners(module)
    with torch.no_grad():
        for prefix, sub in _children_first(module):
            owner = owners.get(id(sub))
            call = (
                functools.partial(owner, sub) if owner else getattr(sub, "reset_parameters", None)
            )
            reached = [(prefix, sub)]
            if owner:  # transformers' may write the children's too
                reached += [(_joined(prefix, name), child) for name, child in sub.named_children()]
            whole = {
                _joined(path, name): (held, name, _unset(p))
                for path, held in reached
                for name, p in held.named_parameters(recurse=False)
                if held is sub or _shows_unset(p)  # a child's, only where NaN can tell if written
            }
            if call is None or (not whole and not list(sub.buffers(recurse=False))):
                continue
            with contextlib.ExitStack() as stack:
                for _, held in reached:
                    mine = {name: t for each, name, t in whole.values() if each is held}
                    stack.enter_context(parameters_read_as(held, mine))
                call()
            for full, (held, name, made) in whole.items():
                unset = made.isnan() if _shows_unset(made) else torch.zeros((), dtype=torch.bool)
                if held is not sub and unset.all():
                    continue  # a child's parameter the parent leaves to the child's own turn
                if unset.any():
                    raise UsageError(
                        f"{full} ({type(held).__name__}) is left unset by the model's "
                        "initialisation: give the model's weights (weights=FOLDER), or build it "
                        "off the meta device"
                    )
                parameter = getattr(held, name)
                if isinstance(parameter, DTensor):  # this rank's slices, cut alike everywhere
                    mesh, placements = parameter.device_mesh, parameter.placements
                    made = distribute_tensor(made, mesh, placements, src_data_rank=None)
                parameter.copy_(made)


def _children_first(module: nn.Module, prefix: str = "") -> Iterator[tuple[str, nn.Module]]:
    for name, child in module.named_children():
        yield from _children_first(child, _joined(prefix, name))
    yield prefix, module


def _joined(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name


def _transformers_owners(model: nn.Module) -> dict[int, Any]:
    """Each module's initialiser from transformers: the `_init_weights` of the innermost
    transformers model that holds it (a model of the user's may wrap one)."""
    owners: dict[int, Any] = {}
    for sub in model.modules():  # outer first: an inner model takes its own modules back
        if init_weights := module_initialiser(sub):
            owners.update({id(each): init_weights for each in sub.modules()})
    return owners


def _unset(parameter: torch.Tensor) -> torch.Tensor:
    """A whole CPU tensor for `parameter` to be drawn into, NaN until the initialiser writes
    it (what the initialiser never touches shows as NaN)."""
    if _shows_unset(parameter):
        return torch.full(parameter.shape, float("nan"), dtype=parameter.dtype)
    return torch.zeros(parameter.shape, dtype=parameter.dtype)


def _shows_unset(tensor: torch.Tensor) -> bool:
    """Whether the tensor's dtype holds NaN, which marks what an initialiser left unwritten."""
    return tensor.dtype.is_floating_point or tensor.dtype.is_complex


def uninitialisable(module: nn.Module) -> list[str]:
    """The modules of `module` that hold parameters, or buffers left on meta, with no
    `reset_parameters` to give them values (`initialise` cannot). A transformers model's
    `_init_weights` answers for each of its modules (what it leaves unset, `initialise` finds)."""
    owned = _transformers_owners(module)
    return [
        name or type(module).__name__
        for name, sub in module.named_modules()
        if (
            any(True for _ in sub.parameters(recurse=False))
            or any(b.is_meta for b in sub.buffers(recurse=False))
        )
        and id(sub) not in owned
        and not callable(getattr(sub, "reset_parameters", None))
    ]


Source = Weights | OwnInitialisation  # where a meta-built model's values come from


def built_on_meta(module: nn.Module) -> bool:
    """True where any parameter of `module` is on the meta device (it holds no values)."""
    return any(p.is_meta for p in module.parameters())


def check_weights(module: nn.Module, weights: str | Path | None) -> Source:
    """The safetensors files that fill `module`, checked before anything is
    allocated: it must exist and hold every parameter, and every buffer the build left on
    meta (a buffer the model only computes, such as a rotary table, cannot come from a file).
    No weights: the model's own initialisation, where it has one for every module."""
    if weights is None:
        return _own_initialisation(module)
    folder = Path(weights)
    folder = folder.parent if folder.is_file() else folder
    files = sorted(folder.glob("*.safetensors")) if folder.is_dir() else []
    if not files:
        raise UsageError(f"weights={weights}: no .safetensors file there")
    stored = _stored_names(files)
    persistent = set(module.state_dict())
    needed = [name for name, p in module.named_parameters() if name not in stored]
    for name, buffer in module.named_buffers():
        if buffer.is_meta and name not in stored:
            if name not in persistent:
                raise UsageError(
                    f"buffer {name} is on the meta device and is not saved with the weights: "
                    "build the model with its buffers real (multigpu.parameters_on_meta())"
                )
            needed.append(name)
    if needed:
        listed = ", ".join(needed[:3]) + (f" and {len(needed) - 3} more" if len(needed) > 3 else "")
        raise UsageError(f"weights={weights}: lacks {listed}")
    return Weights(folder, stored)


def _own_initialisation(module: nn.Module) -> OwnInitialisation:
    """No weights: the model's own initialisation, where every module that holds values has one
    (`reset_parameters`), and no buffer it only computes was left on meta."""
    persistent = set(module.state_dict())
    for name, buffer in module.named_buffers():
        if buffer.is_meta and name not in persistent:
            raise UsageError(
                f"buffer {name} is on the meta device and no reset_parameters makes it again: "
                "build the model with its buffers real (multigpu.parameters_on_meta())"
            )
    if missing := uninitialisable(module):
        raise UsageError(
            f"the model was built on the meta device with no weights, and {missing[0]} has no "
            "reset_parameters to initialise it: give its weights, run.setup(model, ..., "
            "weights=FOLDER) (safetensors files, as save_pretrained writes them)"
        )
    return OwnInitialisation()


def _stored_names(files: list[Path]) -> frozenset[str]:
    from safetensors import safe_open

    names: set[str] = set()
    for file in files:
        with safe_open(str(file), framework="pt") as handle:
            names.update(handle.keys())
    return frozenset(names)


def materialize(module: nn.Module, device: torch.device, source: Source, laid_out: bool) -> None:
    """Allocate what this rank holds of `module` on `device` and fill it from `source` (the
    weights' files, or the model's own initialisation): `laid_out`, the shards and splits a
    method made on meta (through `to_empty`, which they follow), else the whole model, each
    tensor in place (the optimizer built over the meta parameters keeps them). The buffers the
    build made are kept."""
    if laid_out:
        kept = {name: b for name, b in module.named_buffers() if not b.is_meta}
        module.to_empty(device=device)
        with torch.no_grad():
            for name, buffer in module.named_buffers():
                if name in kept:
                    buffer.copy_(kept[name])
    else:
        for tensor in [*module.parameters(), *module.buffers()]:
            if tensor.is_meta:
                made = torch.empty_like(tensor, device=device)
                if isinstance(tensor, nn.Parameter):
                    made = nn.Parameter(made, tensor.requires_grad)
                torch.utils.swap_tensors(tensor, made)
        module.to(device)
    source.fill(module)
