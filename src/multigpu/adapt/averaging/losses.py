"""How each backward is weighted, from the losses the script computed since the last one.

Every loss of `torch.nn.functional` (which the loss modules call too) is watched while the
script trains, and the next backward is weighted so that the averaged gradient is one process's:

- a mean over the batch (the usual case): N * n_r / B, the rank's share of the global batch's
  samples (from the loader, `Shares`);
- a mean over counted elements, such as cross-entropy over tokens with `ignore_index`, or an
  element-wise loss over what a mask selected (`F.mse_loss(pred[mask], y[mask])`): N * c_r / C,
  the rank's share of the targets or elements counted in the whole global batch, so a padded
  batch trains as in one process: a plain average of the ranks' means would weigh a rank with
  many padded tokens as much as one with none. (Where every row has as many elements, this is
  the rank's share of the rows.) Where this backward's gradients are all averaged here
  (overlap.py), the rank weighs c_r and its count rides with them, to be divided by C after:
  no collective of its own; else one 1-element all-reduce before the backward;
- a sum over the batch (`reduction='sum'`): N, so that the ranks' sums add up to the global
  batch's sum instead of being averaged (halved on 2 ranks); a step that then divides by the
  rows the rank was given is watched (step_divisor.py);
- a loss that reduces itself by hand, read off its graph (loss_graph.py): a whole-tensor sum
  over the rank's rows weighs as a sum; the same divided by those rows, or an F loss summed
  and then divided by them (`/ x.size(0)`), as the mean it is; a mean as a mean; a loss
  whose reduction neither says is weighted as a mean, and that is said once;
- a loss that adds up terms of each row of the slice (a loop over the batch's samples,
  `loss += f(pred[i])`, each term a mean over that sample's steps or a value of its own) is a
  sum over the batch, whatever each term's reduction, unless divided by the rows after;
- summed and averaged terms in one loss cannot be weighted right at once: warned, with where.

A rank whose slice is a weight-0 copy (nothing left for it) weighs 0 in every case.
"""

from __future__ import annotations

import functools
import inspect
import math
import weakref
from collections.abc import Callable
from typing import Any

import torch
import torch.distributed as dist
import torch.nn.functional as F

from ...core.torch_compat import legacy_reduction
from ..data.shares import Shares
from ..worker.session import Session, call_site
from .loss_graph import HandMean, divisions_of, hand_mean, hand_mean_terms, reduction_of, row_terms
from .overlap import Carried

# The losses of torch.nn.functional that reduce over the batch (their modules call them).
_LOSSES = (
    "cross_entropy",
    "nll_loss",
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "mse_loss",
    "l1_loss",
    "smooth_l1_loss",
    "huber_loss",
    "kl_div",
    "poisson_nll_loss",
    "gaussian_nll_loss",
    "soft_margin_loss",
    "multilabel_soft_margin_loss",
    "multilabel_margin_loss",
    "multi_margin_loss",
    "hinge_embedding_loss",
    "cosine_embedding_loss",
    "margin_ranking_loss",
    "triplet_margin_loss",
    "ctc_loss",
)
# Class-index losses whose mean is over the targets that count (not ignore_index).
_COUNTED = ("cross_entropy", "nll_loss")
# Element-wise losses whose mean is over every element of the input and target broadcast.
_ELEMENTWISE = (
    "mse_loss",
    "l1_loss",
    "smooth_l1_loss",
    "huber_loss",
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "soft_margin_loss",
)
# Element-wise losses that broadcast an input and a target of other shapes (with torch's
# warning), rather than refuse them.
_BROADCAST = ("mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss")


class LossForms:
    def __init__(self, session: Session, shares: Shares) -> None:
        self.session = session
        self.shares = shares  # whether this rank's batch is a slice of a global batch
        self.patches = session.patches  # the session's one stack
        self._forms: dict[str, str] = {}  # reduction -> where it was first seen this step
        self._counted: list[torch.Tensor] = []  # counted targets of each mean over them
        self._sum_counts: list[torch.Tensor] = []  # what each sum over targets summed
        self._pending: float | torch.Tensor | None = None  # the coming backward's, once asked
        self._pending_for: weakref.ref[torch.Tensor] | None = None  # the loss it was asked of
        self._latest: float | torch.Tensor | None = None  # the latest backward's weight
        self.carried_count: torch.Tensor | None = None  # the coming backward's, where it rides
        self._ridden: tuple[weakref.ref[torch.Tensor], Carried] | None = None  # a loss's value
        self._sum_seen = False  # the coming backward's loss is weighted as a sum of its rows
        # The loss whose terms carry weights of their own (hooks on its graph), once weighed.
        self._terms_weighed: weakref.ref[torch.Tensor] | None = None
        self.summed = False  # the latest backward's was (step_divisor.py watches its step)

    def install(self) -> None:
        if not self.session.distributed:
            return
        for name in _LOSSES:
            if hasattr(F, name):
                self.patches.swap(F, name, self._watched(getattr(F, name), name))

    def _watched(self, loss: Callable[..., Any], name: str) -> Callable[..., Any]:
        arguments_of = _binder(inspect.signature(loss))

        @functools.wraps(loss)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if torch.is_grad_enabled():
                self._seen(name, arguments_of(args, kwargs))
            return loss(*args, **kwargs)

        return wrapper

    def _seen(self, name: str, arguments: dict[str, Any]) -> None:
        reduction = arguments.get("reduction", "mean")
        if arguments.get("size_average") is not None or arguments.get("reduce") is not None:
            reduction = legacy_reduction(arguments.get("size_average"), arguments.get("reduce"))
        if reduction == "none":
            return  # reduced later by the script, in a way not seen here
        if reduction not in self._forms:  # (where, found once a step: a walk of the frames)
            self._forms[reduction] = f"F.{name} at {call_site(3)}"
        output, target = arguments.get("input"), arguments.get("target")
        # What an element-wise loss's input and target broadcast to: the elements it reduces.
        shape = _broadcast_shape(output, target) if name in _ELEMENTWISE else None
        if name in _BROADCAST and shape is not None:
            self._broadcast(name, output, target, shape)
        if reduction == "mean" and name in _COUNTED and _class_indices(target):
            counted = target != arguments.get("ignore_index", -100)
            weight = arguments.get("weight")
            if weight is not None:  # a weighted mean divides by the targets' weights
                safe = torch.where(counted, target, torch.zeros_like(target))
                self._counted.append((weight[safe] * counted).sum().double())
            else:
                self._counted.append(counted.sum(dtype=torch.float64))
        elif reduction == "mean" and shape is not None:
            self._counted.append(_count(math.prod(shape), output.device))
        if reduction == "sum":  # what a division after it may count (tokens / n_tokens)
            if name in _COUNTED and _class_indices(target) and arguments.get("weight") is None:
                ignored = arguments.get("ignore_index", -100)
                self._sum_counts.append((target != ignored).sum().double())
            elif shape is not None:
                self._sum_counts.append(_count(math.prod(shape), output.device))

    def _broadcast(
        self, name: str, output: torch.Tensor, target: torch.Tensor, shape: torch.Size
    ) -> None:
        """An output and a target of other shapes, broadcast (to `shape`) to more elements
        than either (`(B,)` against `(B, 1)`: B x B), compare each sample's output with every
        sample's target: a loss that mixes the batch's samples, taken over each rank's slice."""
        if output.shape == target.shape:
            return
        if math.prod(shape) > max(output.numel(), target.numel()):
            self.session.warn_once(
                "broadcast loss",
                f"F.{name} at {call_site(4)} compares an output of shape "
                f"{tuple(output.shape)} with a target of shape {tuple(target.shape)}, "
                f"broadcast to {tuple(shape)}: each sample's output against every sample's "
                "target, so the loss mixes the batch's samples, and each rank mixes only its "
                "slice's (torch warns of the sizes too; give both the same shape)",
            )

    def weight(
        self, share: float, count_rides: bool = False, loss: torch.Tensor | None = None
    ) -> float | torch.Tensor:
        """What this rank's next backward (from `loss`, where it is one tensor) is multiplied
        by (its losses since the last one). `count_rides`: a mean over counted targets is
        weighted by this rank's count alone (`carried_count`), which rides with the gradients;
        they are divided by its sum."""
        self.carried_count, pending = None, self._pending
        if loss is not None and not self._asked_of(loss):
            # A value read before this loss was made of it (a sum read with .item(), then
            # divided by the rows for the backward): the backward's own loss says its weight.
            pending = None
        weight = pending if pending is not None else self._weight(share, count_rides, loss)
        self._forms, self._counted, self._pending, self._pending_for = {}, [], None, None
        self._sum_counts = []
        self.summed, self._sum_seen = self._sum_seen, False
        self._latest = weight
        return weight

    def counted_total(self, total: float) -> None:
        """The ridden count's sum, once the backward ended: the weight a later read uses."""
        if self.carried_count is not None:
            self._latest = self._count_weight(self.carried_count, total)

    def value_rides(self, loss: torch.Tensor, carried: Carried) -> None:
        """`loss`'s global value is summed in `carried` (its share, then the count where one
        rides): a read of it after the backward costs nothing."""
        self._ridden = (weakref.ref(loss), carried)

    def ridden_value(self, loss: torch.Tensor) -> float | None:
        """The global value of `loss`, where it rode with its backward's gradients."""
        if self._ridden is None or self._ridden[0]() is not loss:
            return None
        sums = self._ridden[1].sums
        if sums is None:
            return None
        if len(sums) == 1:
            return sums[0]
        return sums[0] / sums[1] if sums[1] > 0 else 0.0

    def value_weight(self, share: float, loss: torch.Tensor) -> float | torch.Tensor:
        """The weight of a loss value the script reads: the coming backward's, or after it (no
        loss computed since) the latest backward's."""
        if not self._forms and not self._counted:
            if self._pending is not None:
                return self._pending
            if self._latest is not None:
                return self._latest
            return self._weight(share, loss=loss)  # a loss reduced by hand, before its backward
        if self._pending is None or not self._asked_of(loss):
            self._pending = self._weight(share, loss=loss)
            self._pending_for = weakref.ref(loss)
        return self._pending

    def _asked_of(self, loss: torch.Tensor) -> bool:
        """Whether the pending weight was worked out for `loss` itself."""
        return self._pending_for is not None and self._pending_for() is loss

    def _weight(
        self, share: float, count_rides: bool = False, loss: torch.Tensor | None = None
    ) -> float | torch.Tensor:
        forms, counted = self._forms, self._counted
        # The replicas a global batch is cut among: the gradients are averaged over them (a
        # tensor-parallel group's ranks read one slice and count once).
        replicas = self.session.replicas
        if replicas == 1 or not self.shares.sliced:
            # One process; or every rank holds a whole batch of the script's (nothing split
            # it): each rank's loss is that batch's, whatever its form, and the ranks average.
            return 1.0
        if self._rows_added(loss) == "sum":
            self.session.say_once(
                "rows-added",
                f"the loss at {call_site(2, own_code=True)} adds up terms of each row of the "
                "rank's slice (a loop over the batch's samples), not divided after: a sum over "
                "the batch, so the ranks' gradients are added up (not averaged), as one process "
                "sums over the whole batch",
            )
            self._sum_seen = True
            return float(replicas) if share > 0 else 0.0
        if "sum" in forms and "mean" in forms:
            self.session.warn_once(
                "mixed",
                f"the loss adds a sum over the batch ({forms['sum']}) to a mean "
                f"({forms['mean']}), if both feed its backward (one may be a figure computed "
                "beside it): no weighting of the ranks' gradients makes both equal one "
                "process's; use one reduction for every term",
            )
        elif "sum" in forms:
            agreed = self._sum_divided_by_count(share, loss)
            if agreed is not None:
                self.session.say_once(
                    "sum-counted",
                    f"a loss summed over the batch ({forms['sum']}) and divided by what it "
                    "summed (the targets it counted): a mean over them, weighted by each "
                    "rank's count",
                )
                return agreed
            if self._divided_by_rows(loss):
                self.session.say_once(
                    "sum-divided",
                    f"a loss summed over the batch ({forms['sum']}) and divided by the rows of "
                    "the rank's slice: a mean over it, weighted as one",
                )
                return share * replicas
            self.session.say_once(
                "sum",
                f"a loss summed over the batch ({forms['sum']}): each rank's gradient is a "
                "sum over its slice, and the ranks' gradients are added up (not averaged), as "
                "one process sums over the whole batch",
            )
            self._sum_seen = True
            return float(replicas) if share > 0 else 0.0
        elif len(counted) == 1:
            return self._counted_weight(counted[0], share, count_rides)
        elif not forms and loss is not None:
            weight = self._terms_counted(loss, share)
            if weight is None:
                weight = self._hand_counted(loss, share, count_rides)
            return self._hand_weight(loss, share) if weight is None else weight
        return share * replicas

    def _counted_weight(
        self, count: torch.Tensor, share: float, count_rides: bool
    ) -> float | torch.Tensor:
        """N * c_r / C for a mean over `count` (c_r) targets or elements."""
        if count_rides:  # c_r now; the gradients' sum is divided by C, not N
            self.carried_count = count * (share > 0)
            return self.carried_count
        return self._token_weight(count, share)

    def _hand_counted(
        self, loss: torch.Tensor, share: float, count_rides: bool
    ) -> float | torch.Tensor | None:
        """A loss written by hand as a mean over a count of its own (`l[mask].mean()`,
        `(l * mask).sum() / mask.sum()`): weighted by that count; None for another form."""
        form = hand_mean(loss)
        if form is None:
            return None
        if form.elements is not None:
            return self._counted_weight(_count(form.elements, loss.device), share, count_rides)
        divisor = self._kept_divisor(form)
        return self._agreed_count(_count(divisor or 0.0, loss.device), divisor is not None, share)

    def _terms_counted(self, loss: torch.Tensor, share: float) -> float | None:
        """A loss that adds up means over counts of their own, one or more over what a mask
        kept (loss_graph.hand_mean_terms): no one weight of the backward makes it one
        process's, so each term's gradient is weighted by its own N * c_r / C, at the node
        that reduced it, and the backward by 1. The counts are agreed in one all-reduce (with
        whether every rank divided each by its own); None where one did not, or another form."""
        if self._terms_weighed is not None and self._terms_weighed() is loss:
            return 1.0 if share > 0 else 0.0  # (weighed when its value was read)
        terms = hand_mean_terms(loss)
        if terms is None:
            return None
        counts = [self._term_count(form) for _, form in terms]
        mine = torch.tensor([c or 0.0 for c in counts], dtype=torch.float64, device=loss.device)
        weights = self._agreed_count(mine, all(c is not None for c in counts), share)
        if weights is None:
            return None
        for (node, _), weight in zip(terms, weights, strict=True):
            node.register_prehook(functools.partial(_scaled, weight=weight))  # type: ignore[attr-defined]
        self._terms_weighed = weakref.ref(loss)
        self.session.say_once(
            "terms-counted",
            f"the loss at {call_site(2, own_code=True)} adds {len(terms)} means, each over a "
            "count of its own (what its mask kept): each term's gradient is weighted by its "
            "own count's share of the global batch's",
        )
        return 1.0 if share > 0 else 0.0

    def _term_count(self, form: HandMean) -> float | None:
        """The count one term of a sum of means divides by, where it divides by what it
        counted (a mask's kept elements, or its elements); None where it does not."""
        return form.elements if form.elements is not None else self._kept_divisor(form)

    def _kept_divisor(self, form: HandMean) -> float | None:
        """The division that makes a masked sum's form a mean over what its masks kept (one
        count for every mask), or None (_count_divisor)."""
        counts = {float(kept.sum()) for kept in form.kept}
        count = counts.pop() if len(counts) == 1 else 0.0
        return _count_divisor(count, form.divisions, self._rows())

    def _sum_divided_by_count(self, share: float, loss: torch.Tensor | None) -> torch.Tensor | None:
        """A loss of torch.nn.functional summed, then divided by a constant: where the
        constant is what it summed (its counted targets or elements) on every rank, the
        weight of a mean over them; else None."""
        if loss is None or len(self._sum_counts) != 1:
            return None
        divisions = divisions_of(loss)
        if not divisions:
            return None
        count = self._sum_counts[0]
        return self._agreed_count(count, float(count) in divisions, share)

    def _agreed_count(
        self, count: torch.Tensor, divided: bool, share: float
    ) -> torch.Tensor | None:
        """N * c_r / C where every rank divided its loss by its own count (`count`: one, or
        one a term of a sum of means, each then weighed apart); None where one did not (the
        division was by a constant that met the count on some rank only). Every rank whose
        loss has this form asks, whatever its values: the answer is agreed in one all-reduce
        of the flag and the counts."""
        mine = count * (share > 0)
        flag = torch.full((1,), float(divided), dtype=mine.dtype, device=mine.device)
        both = torch.cat([flag, mine.reshape(-1)])
        self.session.connect()
        dist.all_reduce(both)
        if int(both[0]) != self.session.world_size:
            return None
        return self._count_weight(mine, both[1:].reshape(mine.shape))

    def _rows_added(self, loss: torch.Tensor | None) -> str | None:
        """Where `loss` adds up terms of each row of the rank's slice (loss_graph.row_terms):
        "sum", or "mean" where divided by the rows after."""
        rows = self._rows()
        if loss is None or rows is None:
            return None
        return row_terms(loss, rows)

    def _rows(self) -> int | None:
        """The rows of the rank's slice of its global batch, where a loader split one."""
        if self.shares.rows is None:
            return None
        start, stop, _ = self.shares.rows
        return stop - start

    def _divided_by_rows(self, loss: torch.Tensor | None) -> bool:
        """Whether `loss` was divided by exactly the rows of the rank's slice."""
        rows = self._rows()
        return loss is not None and rows is not None and reduction_of(loss).divisor == rows

    def _hand_weight(self, loss: torch.Tensor, share: float) -> float:
        """A loss none of torch.nn.functional's reduced: what its graph says it is."""
        replicas, rows = self.session.replicas, self._rows()
        found = reduction_of(loss)
        if found.kind == "sum" and rows is not None and found.rows == rows:
            if found.divisor == rows:  # the script's own mean over its slice
                return share * replicas
            self.session.say_once(
                "hand-sum",
                f"the loss at {call_site(2, own_code=True)} sums a tensor of the slice's "
                f"{rows} rows: a sum over the batch, so the ranks' gradients are added up "
                "(not averaged), as one process sums over the whole batch",
            )
            self._sum_seen = True
            return float(replicas) if share > 0 else 0.0
        if found.kind != "mean":
            self.session.say_once(
                "hand-other",
                f"the loss at {call_site(2, own_code=True)} is reduced by none of "
                "torch.nn.functional's losses and ends in no sum or mean over the batch's "
                "rows: its gradients are averaged as a mean over the batch's (a loss that "
                "sums over them otherwise would train with 1/N of one process's gradient; "
                "--verify compares)",
            )
        return share * replicas

    def _token_weight(self, counted: torch.Tensor, share: float) -> torch.Tensor:
        """N * c_r / C, without waiting on the device: the count stays a tensor. (Summed over
        every rank, C counts a tensor-parallel group's slice once per rank, as N does.)"""
        mine = counted * (share > 0)
        total = mine.clone()
        self.session.connect()
        dist.all_reduce(total)
        return self._count_weight(mine, total)

    def _count_weight(self, mine: torch.Tensor, total: torch.Tensor | float) -> torch.Tensor:
        """N * c_r / C: this rank's count `mine` against the ranks' `total` (0 where none); a
        total read already (a number) costs no comparison on the device."""
        if isinstance(total, float):
            return mine * self.session.world_size / total if total > 0 else torch.zeros_like(mine)
        return torch.where(total > 0, mine * self.session.world_size / total, 0.0)


def _binder(signature: inspect.Signature) -> Callable[[tuple[Any, ...], dict[str, Any]], Any]:
    """`signature.bind(*args, **kwargs).arguments` for a loss's call, by name and position: a
    loss is called every step, and `bind` costs more than the rest of the watch. A call that
    gives more than the names or names one twice goes to `bind` (which says what is wrong)."""
    names = [
        p.name
        for p in signature.parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    known = set(signature.parameters)

    def arguments_of(args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
        if len(args) > len(names) or any(
            key not in known or key in names[: len(args)] for key in kwargs
        ):
            return dict(signature.bind(*args, **kwargs).arguments)
        return {**dict(zip(names[: len(args)], args, strict=True)), **kwargs}

    return arguments_of


def _scaled(grads: tuple[Any, ...], weight: torch.Tensor) -> tuple[Any, ...]:
    """A term's gradient times its weight (an autograd node's pre-hook), in the gradient's
    own dtype (a hook may not change it: the weight is float64, a term's gradient a scalar)."""
    return tuple(None if grad is None else grad * weight.to(grad.dtype) for grad in grads)


def _count_divisor(count: float, divisions: tuple[float, ...], rows: int | None) -> float | None:
    """The division that makes a masked sum a mean over what its masks kept (`count`): by the
    count itself, or by it times a constant the same on every rank (SASRec's configured batch
    size); not times the slice's own rows, which one process has more of (its mean is over
    count x the global batch). None where no division counts it."""
    if count <= 0:
        return None
    for divisor in divisions:
        times = divisor / count
        if times == 1 or (times.is_integer() and times != rows):
            return divisor
    return None


def _broadcast_shape(output: Any, target: Any) -> torch.Size | None:
    """The shape an element-wise loss's output and target broadcast to, or None."""
    if not (isinstance(output, torch.Tensor) and isinstance(target, torch.Tensor)):
        return None
    try:
        return torch.broadcast_shapes(output.shape, target.shape)
    except RuntimeError:
        return None  # torch refuses them itself


def _count(count: float, device: torch.device) -> torch.Tensor:
    """A count as a tensor on `device`: a fill, not a copy from the host, which would wait for
    the device."""
    return torch.full((), float(count), dtype=torch.float64, device=device)


def _class_indices(target: Any) -> bool:
    return isinstance(target, torch.Tensor) and not target.is_floating_point()
