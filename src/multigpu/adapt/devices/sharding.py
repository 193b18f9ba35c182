"""`multigpu run --strategy fsdp|hsdp`: the script's model sharded where the script moves it to
its device, so that a model written for one GPU trains across several without a line changed.

- The first `.to(device)` or `.cuda()` of a module with parameters (not inside one already
  sharded) makes every rank's copy rank 0's, then shards it with the strategy's own `wrap`
  (FSDP2's `fully_shard` on each repeated block, then the root: a module whose parameters its
  parent reads without calling it, as `nn.MultiheadAttention` reads `out_proj`'s, stays whole
  inside its unit), in place: the script's `model` is the sharded
  model. Its parameters are new objects (DTensors); optimizers built over the old ones are
  re-pointed at the new ones, and an optimizer that has already stepped is refused.
- What the script does with the model around it keeps its meaning: `state_dict()` returns whole
  tensors (gathered on every rank; `torch.save` writes them once, and writes whole any shard the
  script saves itself, such as its own copy of the weights), `load_state_dict` takes whole
  tensors and keeps each rank's shard, an optimizer's state dict is whole too, gradient clipping
  clips by the global norm (torch's clip on DTensors), and Hugging Face's `save_pretrained`
  writes on rank 0 and every rank waits for the files.
- FSDP reduce-scatters the gradients itself: the parameters it gathers for forward and backward
  are marked as reduced elsewhere, so gradients.py weighs the loss (uneven slices) but does not
  average them again.
"""

from __future__ import annotations

import functools
import logging
import weakref
from collections.abc import Callable, Iterable
from typing import Any

import torch
from torch import nn
from torch.utils.data import get_worker_info

from ...core.errors import Stopped
from ...core.patches import Patches
from ...core.torch_compat import REDISTRIBUTE_LOGGER, device_of_to
from ...strategies.blocks import transformer_blocks
from ...strategies.fsdp import Sharded
from ...strategies.runtime import Runtime
from ..averaging.accumulation import AccumulationWindow
from ..averaging.fsdp_reduction import ShardedReduction
from ..averaging.gradients import DataParallelAsDDP, parameters_of
from ..worker.heap import live_optimizers
from ..worker.marks import TensorMarks
from ..worker.session import Session, call_site
from .mesh_norms import clip_norm_over_meshes, meshes_of
from .same_start import start_together


class NotShardable(Stopped):
    """The script does something with its model that sharding cannot keep exact."""


class ShardOnMove:
    def __init__(self, session: Session, strategy: Sharded, window: AccumulationWindow) -> None:
        self.session = session
        self.window = window
        self.reduction = ShardedReduction()  # skipped while accumulating
        self.strategy = strategy
        self.runtime = Runtime(strategy, session.placement)  # the mesh, built at the first shard
        self.patches = session.patches  # the session's one stack
        # id(old parameter) -> (the old one, weakly; its shard that replaced it)
        self._replaced: dict[int, tuple[weakref.ref[torch.Tensor], torch.Tensor]] = {}
        self._sharded: weakref.WeakSet[nn.Module] = weakref.WeakSet()

    def install(self) -> None:
        self.window.add(self.reduction)
        self.patches.on_restore(self.runtime.teardown)  # the mesh holds process groups
        if self.strategy.tp != 1:
            self._two_step_gathers_unsaid()
        swap = self.patches.swap
        to, cuda = nn.Module.to, nn.Module.cuda

        def moved_to(module: nn.Module, *args: Any, **kwargs: Any) -> Any:
            result = to(module, *args, **kwargs)
            device = device_of_to(*args, **kwargs)
            if device is not None and self._is_this_rank(device):
                self.shard(module)
            return result

        def moved_to_gpu(module: nn.Module, *args: Any, **kwargs: Any) -> Any:
            result = cuda(module, *args, **kwargs)
            self.shard(module)
            return result

        swap(nn.Module, "to", functools.wraps(to)(moved_to))
        swap(nn.Module, "cuda", functools.wraps(cuda)(moved_to_gpu))
        for owner in (torch.nn.utils, torch.nn.utils.clip_grad):
            for name in ("clip_grad_norm_", "clip_grad_value_", "clip_grad_norm"):
                if hasattr(owner, name):
                    swap(owner, name, self._on_shards(getattr(owner, name)))
        swap(torch, "save", _whole_tensors_saved(torch.save))
        swap(torch.amp.GradScaler, "scale", self._scaled_loss_refused(torch.amp.GradScaler.scale))
        optimizer = torch.optim.Optimizer
        swap(optimizer, "state_dict", _whole_optimizer_state(optimizer.state_dict))
        swap(optimizer, "load_state_dict", _sharded_optimizer_state(optimizer.load_state_dict))

    def _two_step_gathers_unsaid(self) -> None:
        """torch's note that a weight sharded over dp_shard and split over tp is gathered (or
        its norm reduced) in two steps, left out while the script runs: with tp beside FSDP
        every such gather takes two, by design."""
        quiet = logging.getLogger(REDISTRIBUTE_LOGGER)
        level = quiet.level
        quiet.setLevel(logging.ERROR)
        self.patches.on_restore(lambda: quiet.setLevel(level))

    def _is_this_rank(self, device: torch.device) -> bool:
        if self.session.device.type == "cpu":  # CUDA calls land on the CPU here
            return device.type in ("cpu", "cuda")
        return device.type == self.session.device.type

    def shard(self, module: nn.Module) -> None:
        """Shard `module` in place, unless it holds no parameters or is (or holds) a model
        sharded already; re-point the optimizers built over its old parameters."""
        if get_worker_info() is not None or not any(True for _ in module.parameters()):
            return
        if any(inner in self._sharded for inner in module.modules()) or self._inside(module):
            return  # a part of a sharded model, or one that holds a sharded model
        where, kind = call_site(2, own_code=True), _described(module)
        # Found before any collective: a model no plan fits is refused in one line.
        split = self.strategy.tensor_split(module) if self.strategy.tp != 1 else None
        self.session.connect()
        start_together(module, self.session.marks)
        before = dict(module.named_parameters())
        self.strategy.wrap(self.runtime, module)
        self._sharded.add(module)
        self.reduction.add(module)
        after = dict(module.named_parameters())
        for name, old in before.items():
            new = after[name]
            self.session.marks.reduced_by_torch(new)
            self._replaced[id(old)] = (weakref.ref(old), new)
        _whole_state_dicts(module, self.patches)
        _mark_gathered_parameters(module, self.session.marks)
        _barrier_after_save_pretrained(module, self.session, self.patches)
        repointed = self.repoint(live_optimizers(), where)
        said = f"{kind} sharded at {where} ({self.strategy.describe_layout(self.runtime)})"
        if split is not None:
            said += f"; each block split over tp by {split.source}"
        if self.strategy.activation_checkpointing:
            said += f"; its {len(transformer_blocks(module))} blocks checkpointed"
        if repointed:
            said += f"; {repointed} optimizer(s) built before the move now step its shards"
        self.session.say(said)

    def _inside(self, module: nn.Module) -> bool:
        return any(module in set(root.modules()) for root in self._sharded)

    def repoint(self, optimizers: Iterable[torch.optim.Optimizer], where: str) -> int:
        """Point `optimizers` at the shards that replaced their parameters; how many changed."""
        changed = 0
        for optimizer in optimizers:
            stale = [p for p in parameters_of(optimizer) if self._replacement(p) is not None]
            if not stale:
                continue
            if any(p in optimizer.state for p in stale):
                raise NotShardable(
                    f"the model moved to its device at {where} was stepped by an optimizer "
                    "before: its state belongs to the whole parameters, which sharding "
                    "replaces; move the model before the first step"
                )
            for group in optimizer.param_groups:
                group["params"] = [self.current(p) for p in group["params"]]
            changed += 1
        return changed

    def _replacement(self, parameter: torch.Tensor) -> torch.Tensor | None:
        entry = self._replaced.get(id(parameter))
        return entry[1] if entry is not None and entry[0]() is parameter else None

    def _scaled_loss_refused(self, scale: Callable[..., Any]) -> Callable[..., Any]:
        """A loss scaler decides on each rank alone whether to skip a step, from the gradients
        that rank holds: with sharded gradients, ranks would skip different steps of one
        model. Refused (a scaler that is off, as on the CPU, does nothing and passes)."""

        @functools.wraps(scale)
        def wrapper(scaler: torch.amp.GradScaler, outputs: Any) -> Any:
            if scaler.is_enabled() and len(self._sharded):
                raise NotShardable(
                    f"GradScaler at {call_site(2)} with a sharded model: ranks would skip "
                    "different steps; train in bfloat16 (autocast without a scaler) or run "
                    "with --strategy ddp"
                )
            return scale(scaler, outputs)

        return wrapper

    def current(self, parameter: torch.Tensor) -> torch.Tensor:
        """The shard that replaced `parameter`, or `parameter` itself."""
        replacement = self._replacement(parameter)
        return parameter if replacement is None else replacement

    def _on_shards(self, clip: Callable[..., Any]) -> Callable[..., Any]:
        """A list of parameters the script took before the move means their shards now; a
        norm over gradients on several meshes is taken mesh by mesh (mesh_norms.py)."""
        by_norm = clip.__name__.startswith("clip_grad_norm")

        @functools.wraps(clip)
        def wrapper(parameters: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(parameters, torch.Tensor):
                parameters = [parameters]
            parameters = [self.current(p) for p in parameters]
            grads = [p.grad for p in parameters if p.grad is not None]
            if by_norm and meshes_of(grads) > 1:
                return clip_norm_over_meshes(parameters, *args, **kwargs)
            return clip(parameters, *args, **kwargs)

        return wrapper


def _described(module: nn.Module) -> str:
    """The model as the script wrote it: `nn.DataParallel(Net)` for our stand-in."""
    if isinstance(module, DataParallelAsDDP):
        return f"nn.DataParallel({type(module.module).__name__})"
    return type(module).__name__


class _Gathered:
    """Whole tensors for one `state_dict()` call and the calls nested in it (a module's calls
    its children's hooks): a parameter held by two modules (tied embeddings) is gathered once,
    and both keys get the same tensor, as in one process (Hugging Face saves tied weights once
    only when they share storage)."""

    def __init__(self) -> None:
        self.depth = 0
        self.whole: dict[tuple[int, torch.Size], torch.Tensor] = {}

    def enter(self, *_: Any) -> None:
        self.depth += 1

    def leave(self, module: nn.Module, state: dict[str, Any], prefix: str, *_: Any) -> None:
        from torch.distributed.tensor import DTensor

        for key, value in state.items():
            if key.startswith(prefix) and isinstance(value, DTensor):
                shard = (value.to_local().untyped_storage().data_ptr(), value.shape)
                if shard not in self.whole:
                    self.whole[shard] = value.full_tensor()
                state[key] = self.whole[shard]
        self.depth -= 1
        if self.depth == 0:
            self.whole.clear()


def _whole_state_dicts(root: nn.Module, patches: Patches) -> None:
    """`state_dict()` of the model or any part of it gives whole tensors; `load_state_dict`
    takes whole tensors and keeps this rank's shard of each."""
    from torch.distributed.tensor import DTensor

    gathered = _Gathered()

    def shard(module: nn.Module, state: dict[str, Any], prefix: str, *_: Any) -> None:
        for name, parameter in module.named_parameters(recurse=False, remove_duplicate=False):
            value = state.get(prefix + name)
            if isinstance(parameter, DTensor) and _is_whole(value, parameter):
                state[prefix + name] = _shard_like(value.to(dtype=parameter.dtype), parameter)

    def enter(*args: Any) -> None:  # functions: torch marks its hooks with an attribute
        gathered.enter(*args)

    def leave(*args: Any) -> None:
        gathered.leave(*args)

    for module in root.modules():
        patches.hook(module.register_state_dict_pre_hook(enter))
        patches.hook(module.register_state_dict_post_hook(leave))
        patches.hook(module.register_load_state_dict_pre_hook(shard))


def _shard_like(whole: torch.Tensor, parameter: Any) -> torch.Tensor:
    """This rank's shard of `whole`, laid out as the sharded `parameter` is (every rank holds
    `whole`: each cuts its own part, no message)."""
    from torch.distributed.tensor import distribute_tensor

    return distribute_tensor(
        whole.to(parameter.device), parameter.device_mesh, parameter.placements, src_data_rank=None
    )


def _is_whole(value: Any, parameter: torch.Tensor) -> bool:
    from torch.distributed.tensor import DTensor

    return (
        isinstance(value, torch.Tensor)
        and not isinstance(value, DTensor)
        and value.shape == parameter.shape
    )


def _mark_gathered_parameters(root: nn.Module, marks: TensorMarks) -> None:
    """FSDP's gathered parameters (what backward accumulates into) exist from a unit's first
    forward on, and stay the same objects: marked then, once, as reduced by FSDP."""
    from torch.distributed.fsdp import FSDPModule
    from torch.distributed.tensor import DTensor

    for unit in root.modules():
        if not isinstance(unit, FSDPModule):
            continue
        handle: list[Any] = []

        def mark(module: nn.Module, *_: Any, handle: list[Any] = handle) -> None:
            for p in module.parameters():
                if not isinstance(p, DTensor):
                    marks.reduced_by_torch(p)
            handle[0].remove()

        # After FSDP's own pre-forward hook (registered first): the parameters are gathered.
        handle.append(unit.register_forward_pre_hook(mark))


def _barrier_after_save_pretrained(module: nn.Module, session: Session, patches: Patches) -> None:
    """Hugging Face's `save_pretrained` writes on rank 0 only once a process group exists (the
    others gather with it and go on): they wait until its files are there."""
    save = getattr(module, "save_pretrained", None)
    if save is None:
        return

    @functools.wraps(save)
    def saved(*args: Any, **kwargs: Any) -> Any:
        result = save(*args, **kwargs)
        session.barrier("save_pretrained")
        return result

    patches.set(module, "save_pretrained", saved)


def _whole_tensors_saved(save: Callable[..., Any]) -> Callable[..., Any]:
    """`torch.save` of shards the script holds (its own copies of the weights, an EMA) writes
    them whole, as one process would: gathered on every rank (each calls it), written once."""

    @functools.wraps(save)
    def wrapper(obj: Any, *args: Any, **kwargs: Any) -> Any:
        from torch.distributed.fsdp import FSDPModule
        from torch.distributed.tensor import DTensor

        from ...core.torch_compat import pytree

        if isinstance(obj, FSDPModule):
            raise NotShardable(
                f"torch.save of the sharded model object itself at {call_site(2)}: save its "
                "state_dict() instead (whole tensors, loadable by one process)"
            )
        return save(pytree.tree_map_only(DTensor, lambda t: t.full_tensor(), obj), *args, **kwargs)

    return wrapper


def _whole_optimizer_state(state_dict: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(state_dict)
    def wrapper(optimizer: torch.optim.Optimizer) -> Any:
        from torch.distributed.tensor import DTensor

        state = state_dict(optimizer)
        for values in state["state"].values():
            for key, value in values.items():
                if isinstance(value, DTensor):
                    values[key] = value.full_tensor()
        return state

    return wrapper


def _sharded_optimizer_state(load_state_dict: Callable[..., Any]) -> Callable[..., Any]:
    """Whole tensors in a saved optimizer state become this rank's shards of them."""

    @functools.wraps(load_state_dict)
    def wrapper(optimizer: torch.optim.Optimizer, state: dict[str, Any]) -> Any:
        from torch.distributed.tensor import DTensor

        saved_ids = [i for group in state["param_groups"] for i in group["params"]]
        by_id = dict(zip(saved_ids, parameters_of(optimizer), strict=False))
        sharded = {}
        for index, values in state["state"].items():
            p = by_id.get(index)
            if isinstance(p, DTensor):
                values = {k: _shard_like(v, p) if _is_whole(v, p) else v for k, v in values.items()}
            sharded[index] = values
        return load_state_dict(optimizer, {**state, "state": sharded})

    return wrapper
