"""torch's private internals, in one place, with the releases each was checked on.

multigpu supports torch from `FLOOR` to the newest release; CI runs the suite on both ends
(`.ci/run`). Where torch has a public API, the code uses it and nothing here is needed. What
follows has none: each entry says what it is for, and how it behaves across the range.
No other module of `src/` names a private torch attribute or module
(tests/core/test_torch_compat.py keeps it so), so a new release is followed here alone.

Checked on 2.10.0 and 2.14.1 unless an entry says otherwise.
"""

from __future__ import annotations

import contextlib
import functools
import re
import sys
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import torch
from torch import nn
from torch.nn.modules.batchnorm import _BatchNorm
from torch.nn.modules.loss import _Loss

# pytree (flatten, map and rebuild nested containers of tensors; register a container type):
# torch.utils._pytree has no public twin (torch.utils.pytree exists on neither end of the
# range); the functions used (tree_*, register_*, SUPPORTED_NODES) kept their signatures.
from torch.utils import _pytree as pytree  # noqa: F401  (the rest of src/ imports it from here)

FLOOR = (2, 10)  # the oldest release CI proves; pyproject.toml declares the same


def release(version: str | None = None) -> tuple[int, int]:
    """(major, minor) of `version`, by default the installed torch's ('2.10.0+cu128' -> (2, 10))."""
    return _major_minor(version or torch.__version__)


@functools.cache  # read on every CPU batch norm's forward (differentiable_sum)
def _major_minor(version: str) -> tuple[int, int]:
    found = re.match(r"(\d+)\.(\d+)", version)
    return (int(found[1]), int(found[2])) if found else (0, 0)


def at_least(major: int, minor: int) -> bool:
    return release() >= (major, minor)


def needs(feature: str, since: tuple[int, int]) -> str | None:
    """The one-line refusal for `feature` where the installed torch is older than `since`,
    else None."""
    if release() >= since:
        return None
    return (
        f"{feature} needs torch {since[0]}.{since[1]} or newer (this is torch {torch.__version__})"
    )


# --- DTensor ---------------------------------------------------------------------------------
# A dimension split in strides (GPT-2's fused q-k-v projection under tensor parallelism). Not a
# subclass of the public `Shard` on either end, so `isinstance(p, Shard)` never matches it.
# DTensor cannot train through it before 2.12: on 2.10.0 `addmm` fails ("Sharding propagation
# failed for aten.addmm.default(... _S(1, 3) ...)"), on 2.11.0 a redistribution ("_StridedShard
# (dim=0, sf=3) is unable to be interpreted into a corresponding shard_order"). 2.12.0, 2.13.0
# and 2.14.1 train GPT-2 under tp 2 and fsdp+tp 2x2 equal to one process.
STRIDED_MATMUL_SINCE = (2, 12)

# --- pipelining --------------------------------------------------------------------------------
# Stages in a V (ZB-V: a rank holds two neighbours, stage pp - 1 and pp): on 2.10.0 the first
# step's p2p warm-up fails over gloo ("Pair is not connected", a send between one rank's own
# stages); 2.14.1 trains it equal to one process. Releases between are not tried.
V_STAGES_SINCE = (2, 14)


def strided_shard(dim: int, split_factor: int) -> Any:
    from torch.distributed.tensor.placement_types import _StridedShard

    return _StridedShard(dim, split_factor=split_factor)


def is_strided_shard(placement: Any) -> bool:
    from torch.distributed.tensor.placement_types import _StridedShard

    return isinstance(placement, _StridedShard)


# The logger of DTensor's redistribution, which notes every 2-D gather taken in two steps.
REDISTRIBUTE_LOGGER = "torch.distributed.tensor._redistribute"


# --- tensors and modules ---------------------------------------------------------------------
def is_view(tensor: torch.Tensor) -> bool:
    """Whether `tensor` is a view of another one's storage (`Tensor._base`)."""
    return tensor._base is not None


# The methods an uninitialised (lazy) parameter lets through, matched by identity: a stand-in
# for one of them (`Tensor.to`, `Tensor.cuda`) joins the list, as torch lets a lazy module move.
UNINITIALIZED_ALLOWED = (nn.parameter.UninitializedTensorMixin, "_allowed_methods")


def device_of_to(*args: Any, **kwargs: Any) -> torch.device | None:
    """The device a `Module.to(*args, **kwargs)` call moves to (None: a dtype alone), parsed as
    `Module.to` itself parses them."""
    return torch._C._nn._parse_to(*args, **kwargs)[0]


def traced() -> bool:
    """Inside torch.jit.trace (TensorBoard's add_graph runs it), torch.compile's tracing or
    torch.export: what runs here is recorded, not computed, so no hook may add to it."""
    compiler = torch.compiler
    return torch.jit.is_tracing() or compiler.is_compiling() or compiler.is_exporting()


def compiled_inner(module: nn.Module) -> nn.Module | None:
    """The module `torch.compile` wrapped (OptimizedModule's `_orig_mod`), or None."""
    inner = module._modules.get("_orig_mod")
    return inner if isinstance(inner, nn.Module) else None


def module_initialiser(model: nn.Module) -> Callable[[nn.Module], None] | None:
    """A transformers model's initialiser of one of its modules (`_init_weights(module)`, the
    hook its `post_init` runs over every module, and the one transformers documents to
    override), or None where `model` is not one."""
    init_weights = getattr(model, "_init_weights", None)
    return init_weights if callable(init_weights) else None


def function_mode_on_top(mode: Any) -> bool:
    """Whether `mode` is the innermost torch function mode in force (torch.overrides has no
    public reader of its stack), so that taking it off takes off no other."""
    from torch.overrides import _get_current_function_mode

    return _get_current_function_mode() is mode


# The prefix torch.compile's wrapper adds to every state_dict key.
COMPILED_PREFIX = "_orig_mod."


def flatten(tensors: Sequence[torch.Tensor]) -> torch.Tensor:
    """The tensors laid end to end in a new flat tensor (a bucket). torch's own C++ for it
    (`torch._utils._flatten_dense_tensors` calls it; private on both ends of the range): one
    call from Python where a view of each tensor and a cat were an op each, every step."""
    if not tensors:
        return torch.empty(0)
    if len(tensors) == 1:  # torch's returns a view of a lone tensor: a bucket is a copy
        return tensors[0].reshape(-1).clone()
    return torch._C._nn.flatten_dense_tensors(list(tensors))


def unflatten(flat: torch.Tensor, like: Sequence[torch.Tensor]) -> list[torch.Tensor]:
    """Views of `flat` shaped as `like`, the inverse of `flatten` (torch's C++, as there)."""
    return list(torch._C._nn.unflatten_dense_tensors(flat, list(like)))


def copy_all(targets: Sequence[torch.Tensor], sources: Sequence[torch.Tensor]) -> None:
    """Each source copied into its target, in one call (torch's optimizers' `_foreach` ops,
    private by name on both ends of the range)."""
    torch._foreach_copy_(list(targets), list(sources))


def legacy_reduction(size_average: bool | None, reduce: bool | None) -> str:
    """The `reduction` a loss called with the deprecated size_average/reduce arguments uses."""
    from torch.nn import _reduction

    return _reduction.legacy_get_string(size_average, reduce, emit_warning=False)


# Every BatchNorm{1,2,3}d and SyncBatchNorm derives from it (the lazy ones once materialised).
BatchNormBase: Any = _BatchNorm
# Every loss module of torch.nn derives from it (CrossEntropyLoss, MSELoss, CTCLoss, ...).
LossBase: Any = _Loss


class AnyDimBatchNorm(BatchNormBase):  # type: ignore[misc, valid-type]
    """A batch norm over any input of two dimensions or more (the base leaves the check of
    the input's dimensions, `_check_input_dim`, to each subclass)."""

    def _check_input_dim(self, input: torch.Tensor) -> None:
        if input.dim() < 2:
            raise ValueError(f"expected at least 2D input (got {input.dim()}D input)")


def check_input_dims(batch_norm: nn.Module, input: torch.Tensor) -> None:
    """Raise as `batch_norm` itself would on an input of the wrong dimensions (BatchNorm2d
    takes 4D ones)."""
    batch_norm._check_input_dim(input)  # type: ignore[operator]


# --- autograd --------------------------------------------------------------------------------
def saved_other(node: Any) -> Any:
    """What an autograd node of a binary op saved of its second operand (a divisor, a
    factor), or None."""
    return getattr(node, "_saved_other", None)


def saved_kept(node: Any) -> Any:
    """Of a node that multiplies, masks or selects its input by a tensor carrying no gradient
    (`l * mask`, `l.masked_fill(~mask, 0)`, `torch.where(mask, l, 0)`): which of the input's
    elements it keeps, or by what it weighs them (a tensor the input broadcasts with); else
    None."""
    name = type(node).__name__
    if name == "MulBackward0":
        factors = [getattr(node, f"_saved_{side}", None) for side in ("self", "other")]
        kept = [f for f in factors if isinstance(f, torch.Tensor) and not f.requires_grad]
        return kept[0] if len(kept) == 1 and kept[0].dim() > 0 else None
    if name == "MaskedFillBackward0":
        return ~node._saved_mask
    if name == "WhereBackward0":
        return node._saved_condition
    return None


def saved_input_sizes(node: Any) -> tuple[int, ...] | None:
    """The sizes of what a whole-tensor sum's or mean's autograd node reduced, or None."""
    return getattr(node, "_saved_self_sym_sizes", None)


def saved_select(node: Any) -> tuple[int, int, tuple[int, ...]] | None:
    """What `tensor[i]` (a `select`'s autograd node) saved: its dimension, its index and the
    sizes of what it selected from; None for another node."""
    if type(node).__name__ != "SelectBackward0":
        return None
    return int(node._saved_dim), int(node._saved_index), tuple(node._saved_self_sym_sizes)


def queue_backward_callback(callback: Callable[[], None]) -> None:
    """Run `callback` once the backward under way has finished (what DDP's reducer uses to
    wait for its last bucket)."""
    torch.autograd.Variable._execution_engine.queue_callback(callback)


# --- data loading ----------------------------------------------------------------------------
# DataLoader's sampler of batch indices (a property): where a loader's batches are chosen.
INDEX_SAMPLER = "_index_sampler"


def index_sampler_property() -> property:
    from torch.utils.data import DataLoader

    return DataLoader._index_sampler  # type: ignore[attr-defined]


def forget_iterator(loader: Any) -> None:
    """Drop the iterator a loader with persistent workers keeps, so its next pass starts anew."""
    loader._iterator = None


def map_dataset_fetcher() -> type:
    """The class whose `fetch` turns a batch's indices into samples (a map-style data set)."""
    from torch.utils.data._utils import fetch

    return fetch._MapDatasetFetcher


# --- collectives -----------------------------------------------------------------------------
# gloo's "[Gloo] Rank R is connected to N peer ranks" lines on stdout (gloo_chatter.py): printed
# by the gloo that torch 2.10.0 bundles; 2.11.0, 2.12.0, 2.13.0 and 2.14.1 print none.
GLOO_PRINTS_CONNECTIONS_BEFORE = (2, 11)
# The functional collectives have a backward from 2.11 on (checked on 2.10.0 to 2.14.1).
FUNCTIONAL_BACKWARD_SINCE = (2, 11)


def differentiable_sum(tensor: torch.Tensor) -> torch.Tensor:
    """The sum of `tensor` over every rank of the world, with a backward that sums the
    gradients. The functional collectives (private) have that backward from 2.11 on; on 2.10
    they have none (the gradient is silently None), and the public
    `torch.distributed.nn.functional.all_reduce` does it, deprecated from 2.12 on."""
    import torch.distributed as dist

    if at_least(*FUNCTIONAL_BACKWARD_SINCE):
        import torch.distributed._functional_collectives as funcol

        return funcol.all_reduce(tensor, "sum", dist.group.WORLD)
    from torch.distributed.nn.functional import all_reduce

    return all_reduce(tensor)


def differentiable_all_to_all(
    tensor: torch.Tensor, received: list[int], sent: list[int], group: Any
) -> torch.Tensor:
    """`tensor`'s rows sent to the ranks of `group` (`sent` to each, in rank order), and the
    rows they send back (`received` from each), with a backward that sends the gradients
    back the same way. As `differentiable_sum`: the functional collective from 2.11 on, the
    public `torch.distributed.nn.functional` one (deprecated from 2.12) before."""
    if at_least(*FUNCTIONAL_BACKWARD_SINCE):
        import torch.distributed._functional_collectives as funcol

        return funcol.all_to_all_single_autograd(tensor, received, sent, group)
    from torch.distributed.nn.functional import all_to_all_single

    out = tensor.new_empty(sum(received), *tensor.shape[1:])
    return all_to_all_single(out, tensor, received, sent, group)


def ddp_timing(ddp: nn.Module) -> dict[str, Any]:
    """DDP's reducer's own timings (first ten steps, then every hundredth), in nanoseconds."""
    return ddp._get_ddp_logging_data()  # type: ignore[operator]


def scaler_found_inf(scaler: torch.amp.GradScaler, optimizer: Any) -> dict[Any, torch.Tensor]:
    """The scaler's verdict for `optimizer` after unscale_, per device, as its step() reads it."""
    return scaler._found_inf_per_device(optimizer)


# --- tensor parallel -------------------------------------------------------------------------
class CustomStyle:
    """A mixin for a tensor-parallel style of our own: torch's ParallelStyle is extended by
    overriding its private `_apply`; the mixin's `distribute` is the public name for it."""

    def distribute(self, module: nn.Module, device_mesh: Any) -> nn.Module:
        raise NotImplementedError

    def _apply(self, module: nn.Module, device_mesh: Any) -> nn.Module:
        return self.distribute(module, device_mesh)


# --- memory ----------------------------------------------------------------------------------
def mem_tracker() -> Any:
    """torch's MemTracker (torch.distributed._tools): a step's bytes at its peak, by kind.
    Its categories are read by name (step_record): the same names on 2.10.0 and 2.14.1."""
    from torch.distributed._tools.mem_tracker import MemTracker

    return MemTracker()


# --- torch elastic ---------------------------------------------------------------------------
@contextlib.contextmanager
def quick_rendezvous_names() -> Iterator[None]:
    """While the agent runs: dynamic rendezvous names each event it records after the method
    that records it, found with `inspect.stack()` twice, which reads the source of every frame
    on the stack. In a process with many modules and a deep stack (a launcher inside pytest or
    a notebook) that took 1 s of every start of two workers, measured here. The same name,
    read from the frame itself. Where a release has no such function, nothing changes."""
    from torch.distributed.elastic.rendezvous import dynamic_rendezvous

    original = getattr(dynamic_rendezvous, "get_method_name", None)
    if original is None:
        yield
        return
    dynamic_rendezvous.get_method_name = _method_name
    try:
        yield
    finally:
        dynamic_rendezvous.get_method_name = original


@contextlib.contextmanager
def workers_store_port(pick: Callable[[Callable[[], int]], int]) -> Iterator[None]:
    """While the agent runs: without a shared store (TORCH_DISABLE_SHARE_RDZV_TCP_STORE), the
    rendezvous gives the workers' store the port of `get_free_port`, a name rendezvous/api.py
    imports into itself; `pick(get_free_port)` there instead. Where a release has no such name,
    nothing changes."""
    from torch.distributed.elastic.rendezvous import api

    original = getattr(api, "get_free_port", None)
    if original is None:
        yield
        return
    api.get_free_port = lambda: pick(original)
    try:
        yield
    finally:
        api.get_free_port = original


def _method_name(depth: int = 2) -> str:
    """What torch's get_method_name returns (inspect.stack()[depth].function), without reading
    any source: frame 0 is this function's own, as in inspect.stack()."""
    try:
        return sys._getframe(depth).f_code.co_name
    except ValueError:  # a stack shallower than depth
        return "no_method_name"


# --- Flight Recorder and CUDA ----------------------------------------------------------------
def flight_recorder_dumps(with_nccl: bool) -> list[Callable[..., bytes]]:
    """The recorder's dump functions: the CPU backends' (gloo), and nccl's where asked and the
    build has it. Empty where this torch has no recorder dump."""
    from torch._C import _distributed_c10d as c10d

    dumps = [getattr(c10d, "_dump_fr_trace", None)]
    if with_nccl:
        dumps.append(getattr(c10d, "_dump_nccl_trace", None))
    return [dump for dump in dumps if dump is not None]


def cuda_driver_version() -> int:
    """The CUDA driver's version as one number (12040 for 12.4); 0 where unknown."""
    return int(getattr(torch._C, "_cuda_getDriverVersion", lambda: 0)())


def flatten_mesh(mesh: Any, names: tuple[str, ...], name: str, under: tuple[str, ...] = ()) -> Any:
    """`mesh`'s dimensions `names` (neighbours, outermost first) as one dimension `name`, below
    the dimensions `under` where given (HSDP's dp_replicate). DeviceMesh's `_flatten` has no
    public twin on either end of the range (it returns the cached mesh when called again); a
    flattened dimension sliced with others from the root mesh is what torch's own trainers do,
    though 2.11 and newer warn that they will ask for it otherwise."""
    flat = mesh[names]._flatten(name)
    if not under:
        return flat
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Slicing a flattened dim")
        return mesh[(*under, name)]


def context_parallel_rotation(method: str) -> None:
    """How torch's ring attention passes the key-value shards between the cp ranks: "allgather"
    (torch's default) or "alltoall". `set_rotate_method` lives in a private module on both ends
    of the range (torch.distributed.tensor.experimental._attention re-exports it on 2.14)."""
    from torch.distributed.tensor.experimental._attention import set_rotate_method

    set_rotate_method(method)


@contextlib.contextmanager
def parameters_read_as(module: nn.Module, tensors: dict[str, torch.Tensor]) -> Iterator[None]:
    """Inside the block, `module`'s own parameters named in `tensors` read as those tensors
    (plain ones: a DTensor's local shard, which autograd carries back to it). nn.Module keeps
    them in its private `_parameters`, and its public setters take Parameters only."""
    kept = {name: module._parameters[name] for name in tensors}
    module._parameters.update(tensors)  # type: ignore[arg-type]
    try:
        yield
    finally:
        module._parameters.update(kept)
