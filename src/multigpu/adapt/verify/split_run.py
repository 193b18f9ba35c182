"""For `--verify` only: one process computing the split's own arithmetic.

The third of --verify's runs (compare.py). Each outermost training forward whose first
input is the batch a DataLoader just gave runs again as N forwards, one on each slice the ranks
would take (DataParallel's chunks, ceil(B/N) each), and their outputs joined along the batch
replace its output. The backward then computes each slice's gradients as a rank does and adds
them up, as the ranks' all-reduce does. Batch norm normalises each slice alone, as it does per
rank; its running statistics end as the first slice leaves them, as they follow rank 0.

A slice's forward draws its keyed random rows (keyed.py) as the rank that holds the slice does.
So the N ranks must match this run to rounding (a difference is a fault of the script or of
multigpu run), and this run against one process is the split's own effect. A forward whose
outputs cannot be joined (a leaf whose first dimension is not the slice's, such as an RNN's
hidden state) runs whole, and the module is left whole from then on. What a forward leaves on
its modules for the loss to read (a backbone's features in an attribute) is joined the same way.

What this run cannot model is a loss that mixes the batch's samples (a term over pairs of
samples, a statistic over the batch): each rank takes it over its own slice, this run over the
joined outputs. Such a loss is found at its backward (`mixes_samples`) and named.
"""

from __future__ import annotations

import math
import weakref
from typing import Any

import numpy as np
import torch
from torch import nn
from torch.nn.modules.module import register_module_forward_hook, register_module_forward_pre_hook
from torch.utils.data import DataLoader

from ...core.torch_compat import LossBase, pytree, traced
from ..data.shares import Shares
from ..launch.hints import explained
from ..worker.session import Session, call_site
from .inputs import first_tensor


class SplitForwards:
    def __init__(self, session: Session, shares: Shares, ranks: int) -> None:
        self.session = session
        self.shares = shares
        self.ranks = ranks
        self.patches = session.patches  # the session's one stack
        self.split = 0  # forwards run as the ranks' slices
        self._batch: int | None = None  # the size of the batch a DataLoader gave last
        # Whether that batch holds its samples along its second dimension: sequences padded
        # time first, (time, batch, ...), as pad_sequence gives them by default.
        self._time_first = False
        self._depth = 0
        self._inside = False  # running the slices: their calls are not split again
        self._buffers: list[torch.Tensor] | None = None  # the outermost module's, before it
        self._whole: weakref.WeakSet[Any] = weakref.WeakSet()  # outputs could not be joined
        # This step's joined outputs (and their first slice's rows), until a backward
        # has checked whether its loss mixes samples across the slices.
        self._joined: list[tuple[torch.Tensor, int]] = []

    def install(self) -> None:
        loader_iter = DataLoader.__iter__

        def __iter__(loader: DataLoader) -> Any:
            return _Noting(loader_iter(loader), self.shares, self._took)

        self.patches.swap(DataLoader, "__iter__", __iter__)
        self.patches.hook(register_module_forward_pre_hook(self._enter))
        self.patches.hook(
            register_module_forward_hook(self._leave, with_kwargs=True, always_call=True)
        )
        backward = torch.autograd.backward

        def checked(tensors: Any, grad_tensors: Any = None, *args: Any, **kwargs: Any) -> None:
            if self._joined:
                self._check_mixing(tensors, grad_tensors)
            backward(tensors, grad_tensors, *args, **kwargs)

        self.patches.swap(torch.autograd, "backward", checked)

    def _took(self, batch: Any) -> None:
        """A batch the ranks split (a split pass took it): its size is the one to cut."""
        first = first_tensor(batch)
        self._batch = first.shape[0] if first is not None and first.dim() else None
        # The samples the batch holds, as the sampler gave them (this one process's rows are
        # the whole global batch's): where its first dimension is not theirs but its second
        # is, its sequences are time first, and the ranks' slices are cut there (a review
        # model's GRU: cut along its time steps, the run stopped).
        samples = self.shares.rows[2] if self.shares.rows else None
        self._time_first = (
            first is not None
            and first.dim() > 1
            and first.shape[0] != samples
            and first.shape[1] == samples
        )
        if self._time_first:
            self._batch = samples

    def _check_mixing(self, tensors: Any, grad_tensors: Any) -> None:
        joined, self._joined = self._joined, []
        if "mixes samples" in self.session.said:
            return
        if mixes_samples(tensors, grad_tensors, joined):
            self.session.say_once(
                "mixes samples",
                f"--verify: the loss backpropagated at {call_site(2)} mixes the batch's "
                "samples (a term over pairs of samples or a statistic over the batch): each "
                "rank takes it over its own slice, one process over the whole batch",
            )

    def _splits(self, module: Any, args: Any) -> bool:
        first = first_tensor(args)
        return (
            not self._inside
            and not traced()  # a trace records the forward: no slices in it
            and torch.is_grad_enabled()
            and module not in self._whole
            # torch's loss modules reduce their terms (the ranks' shares make one process's
            # value of them, losses.py), so their whole run on the joined outputs is already
            # what the ranks compute: run on slices, their scalars could not be joined, and
            # the verdict would say a module ran whole that the ranks split.
            and not isinstance(module, LossBase)
            and first is not None
            and self._batch is not None
            and self._batch > 1
            and _rows_axis(first, self._batch, self._time_first) is not None
        )

    def _enter(self, module: Any, args: Any) -> None:
        if self._depth == 0 and self._splits(module, args):
            self._buffers = [b.detach().clone() for b in module.buffers()]
        self._depth += 1

    def _leave(self, module: Any, args: Any, kwargs: Any, output: Any) -> Any:
        self._depth = max(0, self._depth - 1)
        if self._depth or self._buffers is None:
            return None
        before, self._buffers = self._buffers, None
        return self._sliced(module, args, kwargs, output, before)

    def _sliced(self, module: Any, args: Any, kwargs: Any, output: Any, before: list) -> Any:
        """The forward again, one slice at a time from the buffers it started with; their
        outputs joined, or None (the whole output stays) where they cannot be."""
        size = math.ceil(self._batch / self.ranks)
        batch, time_first = self._batch, self._time_first
        outputs, after_first = [], None
        left: list[dict[tuple[Any, str], Any]] = []  # what each slice's forward left on modules
        sizes = [min(size, batch - s) for s in range(0, batch, size)]
        self._inside = True
        try:
            for index, start in enumerate(range(0, batch, size)):
                cut = slice(start, min(start + size, batch))
                _restore(module, before if index == 0 else after_first)
                sliced_args, sliced_kwargs = pytree.tree_map(
                    lambda t, cut=cut: _rows(t, cut, batch, time_first), (args, kwargs)
                )
                held = _held(module)
                with self.shares.slice_of(cut.start, cut.stop):
                    try:
                        # torch's call, as the hooks that got here were reached: a class that
                        # overrides __call__ (a net whose weights a wrapper sets around it)
                        # is already inside its own, whose second run would set others.
                        outputs.append(nn.Module.__call__(module, *sliced_args, **sliced_kwargs))
                    except Exception as error:  # what a rank's would say on its slice
                        explained(error, (batch, cut.stop - cut.start))
                        raise
                left.append(_set_since(module, held))
                if index == 0:
                    after_first = [b.detach().clone() for b in module.buffers()]
        finally:
            self._inside = False
        _restore(module, after_first)
        self._join_left(left, sizes)
        joined = _join(outputs, sizes, time_first)
        if joined is None:
            self._whole.add(module)
            self.session.say_once(
                f"whole {type(module).__name__}",
                f"--verify: {type(module).__name__}'s outputs on the slices cannot be joined "
                "along the batch (an output whose first dimension is not the batch's, or parts "
                "of other shapes): it runs whole in the run of the split's arithmetic",
            )
            return None
        self.split += 1
        self._track(joined, size)
        return joined

    def _track(self, joined: Any, rows: int) -> None:
        """Keep `joined`'s differentiable leaves (with their first slice's `rows`) until a
        backward has checked whether its loss mixes samples across the slices."""
        self._joined += [
            (leaf, rows)
            for leaf in pytree.tree_leaves(joined)
            if isinstance(leaf, torch.Tensor)
            and leaf.requires_grad
            and leaf.is_floating_point()
            and leaf.dim() > 0
            and leaf.shape[0] == self._batch  # (joined along time: its rows are steps)
        ]

    def _join_left(self, left: list[dict[tuple[Any, str], Any]], sizes: list[int]) -> None:
        """What the forward left on its modules for the loss to read (a backbone's features,
        kept in an attribute), joined along the batch as its outputs are: else the loss would
        read the last slice's rows alone."""
        for key in set.intersection(*(set(found) for found in left)):
            joined = _join([found[key] for found in left], sizes, self._time_first)
            if joined is None:
                continue
            owner, name = key
            owner.__dict__[name] = joined
            self._track(joined, sizes[0])


def _held(module: Any) -> dict[tuple[Any, str], int]:
    """The identity of each attribute of `module`'s tree of its own (not its parameters,
    buffers or children, which torch keeps apart)."""
    return {(m, name): id(value) for m in module.modules() for name, value in vars(m).items()}


def _set_since(module: Any, held: dict[tuple[Any, str], int]) -> dict[tuple[Any, str], Any]:
    """The attributes of `module`'s tree bound anew since `held` that hold tensors."""
    return {
        (m, name): value
        for m in module.modules()
        for name, value in vars(m).items()
        if held.get((m, name)) != id(value)
        and any(isinstance(leaf, torch.Tensor) for leaf in pytree.tree_leaves(value))
    }


def mixes_samples(tensors: Any, grad_tensors: Any, joined: list[tuple[torch.Tensor, int]]) -> bool:
    """Whether a loss's gradient at the first slice's rows of the joined outputs moves with
    the other slices' rows (a second derivative across slices that is not zero). A loss that
    adds up terms of one sample each has none: each row's gradient depends on that row alone.
    Undecided (False) where the loss has no second derivative torch can take."""
    outputs = [tensor for tensor, _ in joined]
    try:
        first = torch.autograd.grad(
            tensors, outputs, grad_tensors, retain_graph=True, create_graph=True, allow_unused=True
        )
        probe = [
            (grad[:rows] * _probe(grad[:rows])).sum()
            for grad, (_, rows) in zip(first, joined, strict=True)
            if grad is not None and grad.requires_grad
        ]
        if not probe:  # the gradients do not depend on the outputs: linear in them
            return False
        second = torch.autograd.grad(sum(probe), outputs, retain_graph=True, allow_unused=True)
    except RuntimeError:
        return False
    for grad, (_, rows) in zip(second, joined, strict=True):
        if grad is None or grad.shape[0] <= rows:
            continue
        inside, across = grad[:rows].abs().max().item(), grad[rows:].abs().max().item()
        if across > 1e-6 * max(inside, torch.finfo(grad.dtype).tiny):
            return True
    return False


def _probe(like: torch.Tensor) -> torch.Tensor:
    """Fixed weights of no symmetry (a softmax's gradient sums to zero over its row, so equal
    weights could hide a dependence), drawn from no random stream the script shares."""
    index = torch.arange(like.numel(), device=like.device, dtype=like.dtype)
    return torch.cos(index * 0.7 + 0.3).view_as(like)


def _batched(value: Any, batch: int) -> bool:
    return isinstance(value, torch.Tensor) and value.dim() > 0 and value.shape[0] == batch


def _rows_axis(value: Any, batch: int, time_first: bool) -> int | None:
    """The dimension along which an input holds a value per row of the batch: of a tensor, or
    of a NumPy array (a script's sequence lengths, sorted with its batch and given to
    pack_padded_sequence); its second where the batch is time first and its first is not the
    batch's (the padded sequences, not their lengths). None where it holds none."""
    if not isinstance(value, (torch.Tensor, np.ndarray)) or value.ndim == 0:
        return None
    if time_first and value.ndim > 1 and value.shape[0] != batch and value.shape[1] == batch:
        return 1
    return 0 if value.shape[0] == batch else None


def _rows(value: Any, cut: slice, batch: int, time_first: bool) -> Any:
    """`value`'s rows `cut` of the batch, or `value` where it holds no value per row."""
    axis = _rows_axis(value, batch, time_first)
    if axis is None:
        return value
    return value[cut] if axis == 0 else value[:, cut]


def _restore(module: Any, saved: list[torch.Tensor] | None) -> None:
    if saved is None:
        return
    for buffer, value in zip(module.buffers(), saved, strict=True):
        # Through .data: the slices' graphs saved the running statistics (batch norm's
        # backward takes them), and a tracked write would void them.
        buffer.data.copy_(value)


def _join(outputs: list[Any], sizes: list[int], time_first: bool = False) -> Any:
    """The slices' outputs as one, joined along the batch (along the second dimension for a
    time-first leaf of a time-first batch); None where a leaf is not the slice's (its first
    dimension another size, or its others differ by slice: sequences padded to each slice's
    longest) and the slices' values of it differ."""
    flat = [pytree.tree_flatten(out) for out in outputs]
    spec = flat[0][1]
    if any(s != spec for _, s in flat):
        return None
    joined = []
    for leaves in zip(*(leaves for leaves, _ in flat), strict=True):
        batched = all(_batched(leaf, n) for leaf, n in zip(leaves, sizes, strict=True))
        # (each slice's padded sequences are as long as its own longest: not joined)
        if batched and len({leaf.shape[1:] for leaf in leaves}) == 1:
            joined.append(torch.cat(leaves))
        elif time_first and _time_first(leaves, sizes):
            joined.append(torch.cat(leaves, dim=1))
        elif all(not isinstance(leaf, torch.Tensor) and leaf == leaves[0] for leaf in leaves):
            joined.append(leaves[0])
        else:
            return None
    return pytree.tree_unflatten(joined, spec)


def _time_first(leaves: tuple[Any, ...], sizes: list[int]) -> bool:
    """Whether the slices' leaves are one time-first tensor's: (time, slice's rows, ...), the
    same but for the rows."""
    return (
        all(
            isinstance(leaf, torch.Tensor) and leaf.dim() > 1 and leaf.shape[1] == n
            for leaf, n in zip(leaves, sizes, strict=True)
        )
        and len({(leaf.shape[0], *leaf.shape[2:]) for leaf in leaves}) == 1
    )


class _Noting:
    """The loader's iterator, telling `took` of each batch a split pass took (an evaluation
    pass run between taking a batch and its forward, a validation at step 0, leaves it). It
    stands in for the loader's own iterator, whose length a script may ask
    (`len(iter(loader))`: a dataset distillation's loop did, and the run stopped)."""

    def __init__(self, iterator: Any, shares: Shares, took: Any) -> None:
        self._iterator = iterator
        self._shares = shares
        self._took = took

    def __iter__(self) -> _Noting:
        return self

    def __next__(self) -> Any:
        taken = self._shares.batches
        batch = next(self._iterator)
        if self._shares.batches != taken:
            self._took(batch)
        return batch

    def __len__(self) -> int:
        return len(self._iterator)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._iterator, name)
