"""What reduced a loss to the scalar its backward starts from, read off its autograd graph.

The losses of `torch.nn.functional` say their reduction when called (losses.py watches them);
a loss written by hand (`((y - t) ** 2).sum()`) or divided by hand after one
(`F.mse_loss(..., reduction="sum") / x.size(0)`) says it only in its graph: the last node that
reduced it (a whole-tensor sum or mean, with the sizes it reduced), under any scaling by
constants (a sign, a factor, a division by a number). That is a fact about this backward's
tensor, not a guess from names.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from ...core.torch_compat import saved_input_sizes, saved_kept, saved_other, saved_select

# Nodes that scale their input by a constant: a sign, or a product or quotient with a number.
_SCALED = ("NegBackward0", "MulBackward0", "DivBackward0")
# Nodes that add or subtract terms; how deep a sum of terms is read.
_ADDED = ("AddBackward0", "SubBackward0")
_DEEPEST = 8
# A constant added or subtracted: the gradient passes as it is.
_OFFSET = ("AddBackward1", "SubBackward1", "RsubBackward1")
# The most terms a loop's loss is read as (a sum over a batch's rows and their steps), and how
# many nodes below a term the row it came from is looked for.
_MOST_TERMS = 100_000
_NEAR = 64


@dataclass(frozen=True)
class Reduction:
    kind: str  # "sum" or "mean" of a whole tensor; "other" where neither ends the graph
    rows: int | None  # the first dimension of what was summed or averaged
    divisor: float  # the product of the constants the reduced value was divided by


def reduction_of(loss: torch.Tensor) -> Reduction:
    """The reduction that ends `loss`'s graph, below any scaling by constants; terms added
    or subtracted count as one reduction where they all are the same (a VAE's summed
    reconstruction plus its summed divergence is a sum)."""
    return _reduced(loss.grad_fn, depth=0)


@dataclass(frozen=True)
class HandMean:
    """A loss written by hand as a mean over a count of its own: `elements` where a
    whole-tensor mean ends its graph (`l[mask].mean()`), or `kept` where a whole-tensor sum of
    terms a mask kept or weighed (`(l * mask).sum()`, a term per mask where several are added)
    was divided by constants `divisions` (whether one of them counts what the masks kept is a
    fact of the values, asked by the caller)."""

    elements: float | None = None
    kept: tuple[torch.Tensor, ...] = ()
    divisions: tuple[float, ...] = ()


def hand_mean(loss: torch.Tensor) -> HandMean | None:
    """Where `loss`'s graph is a mean over a count it chose: its form, read from the nodes
    alone (the same on every rank that ran the same code), else None."""
    return _hand_mean(_below_scaling(loss.grad_fn), _divisions(loss.grad_fn))


def hand_mean_terms(loss: torch.Tensor) -> list[tuple[object, HandMean]] | None:
    """Where `loss` adds up means over counts of their own, at least one over what a mask kept
    (a transcription model's onset, offset and frame losses over one mask and its velocity
    loss over another, each divided by its own mask's sum): each term's reducing node (one
    per term) with its form; else None. A mean of the one such sum is `hand_mean`'s."""
    terms = _terms(loss.grad_fn)
    if terms is None:
        return None
    found = []
    for node, scaled in terms:
        divisions = [constant for above in scaled for constant in _divisions(above)]
        form = _hand_mean(node, divisions)
        if form is None:
            return None
        found.append((node, form))
    if len({id(node) for node, _ in found}) < len(found) or not any(f.kept for _, f in found):
        return None  # (a term added twice; or whole-tensor means alone, weighted by rows)
    return found


def _hand_mean(node: object, divisions: list[float]) -> HandMean | None:
    """The form of the mean whose whole-tensor sum or mean is `node`, divided by the constants
    `divisions` above it, else None."""
    name = type(node).__name__
    if name not in ("MeanBackward0", "SumBackward0"):
        return None
    sizes = saved_input_sizes(node)
    if sizes is None or _stacked_terms(node, sizes) is not None:
        return None
    if name == "MeanBackward0":
        return HandMean(elements=float(math.prod(sizes)))
    kept = _kept_terms(_only_input(node))
    if not divisions or not kept:
        return None
    return HandMean(kept=kept, divisions=tuple(divisions))


def _kept_terms(node: object, depth: int = 0) -> tuple[torch.Tensor, ...]:
    """What a mask kept of each term `node` adds or subtracts (SASRec's positive and negative
    terms, each times the mask): empty where a term is kept by none."""
    if type(node).__name__ in _ADDED and depth < _DEEPEST:
        terms = [n for n, _ in node.next_functions if n is not None]  # type: ignore[attr-defined]
        found = [_kept_terms(term, depth + 1) for term in terms]
        return () if not all(found) else tuple(k for kept in found for k in kept)
    kept = saved_kept(node)
    return () if kept is None else (kept,)


def divisions_of(loss: torch.Tensor) -> tuple[float, ...]:
    """The constants `loss` was divided by above its last reduction."""
    return tuple(_divisions(loss.grad_fn))


def row_terms(loss: torch.Tensor, rows: int) -> str | None:
    """Where `loss` adds up terms each computed from one row of a batch of `rows` rows (a
    loop over the batch's samples, `loss += f(pred[i])`), every row among them: "sum" where no
    term was divided after, "mean" where each was divided by the rows (two such loops each
    divided by the batch's size, then added, are a mean; on a slice of one row the division by
    1 is what tells a mean from a sum). Else None."""
    terms = _terms(loss.grad_fn)
    if terms is None or len(terms) < rows:
        return None  # (most losses: one term, read no further)
    found = set()
    for term, _ in terms:
        row = _row(term, rows)
        if row is None:
            return None
        found.add(row)
    if found != set(range(rows)):
        return None
    # (The constants read only now: a value read under a dispatch mode, as `multigpu plan`'s
    # memory tracker is, costs a dispatch per node.)
    divided = {_divided_by(scaled) for _, scaled in terms}
    if divided == {None}:
        return "sum"
    return "mean" if divided == {float(rows)} else None


def _divided_by(scaled: tuple[object, ...]) -> float | None:
    """The product of the constants a term was divided by on its way up (None: no division)."""
    found = [constant for node in scaled for constant in _divisions(node)]
    return math.prod(found, start=1.0) if found else None


def _below_scaling(node: object) -> object:
    """The node below any scaling by constants."""
    while node is not None and type(node).__name__ in _SCALED:
        if type(node).__name__ != "NegBackward0" and not _constant(saved_other(node)):
            break
        node = _only_input(node)
    return node


def _divisor(node: object) -> float:
    """The product of the constants the scaling above `_below_scaling(node)` divided by."""
    return math.prod(_divisions(node), start=1.0)


def _divisions(node: object) -> list[float]:
    """The constants the scaling above `_below_scaling(node)` divides by."""
    found, below = [], _below_scaling(node)
    while node is not below:
        if type(node).__name__ == "DivBackward0":
            found.append(float(saved_other(node)))
        node = _only_input(node)
    return found


def _terms(node: object) -> list[tuple[object, tuple[object, ...]]] | None:
    """The terms a chain of additions and subtractions adds up (constants added and scaling
    passed through), each with the scaled nodes on its way to `node` (whose divisors divide
    it), however long the chain; None where it adds nothing or is too long."""
    stack: list[tuple[object, tuple[object, ...]]] = [(node, ())]
    terms: list[tuple[object, tuple[object, ...]]] = []
    while stack:
        if len(stack) + len(terms) > _MOST_TERMS:
            return None
        above, scaled = stack.pop()
        below = _below_scaling(above)
        if below is not above:
            scaled = (*scaled, above)
        name = type(below).__name__
        if name in _ADDED:
            inputs = [n for n, _ in below.next_functions if n is not None]  # type: ignore[attr-defined]
            stack += [(n, scaled) for n in inputs]
        elif name in _OFFSET:
            stack.append((_only_input(below), scaled))
        elif below is not None:
            terms.append((below, scaled))
    return terms if len(terms) > 1 else None


def _row(term: object, rows: int) -> int | None:
    """The row of a batch of `rows` rows that `term` was computed from: the nearest
    `tensor[i]` below it that selects a row of such a tensor (None where none is near)."""
    queue, seen = [term], 0
    while queue and seen < _NEAR:
        node = queue.pop(0)
        seen += 1
        select = saved_select(node)
        if select is not None and select[0] == 0 and select[2][:1] == (rows,):
            return select[1] % rows
        queue += [n for n, _ in node.next_functions if n is not None]  # type: ignore[attr-defined]
    return None


def _reduced(node: object, depth: int) -> Reduction:
    node, divisor = _below_scaling(node), _divisor(node)
    name = type(node).__name__
    if name in _ADDED and depth < _DEEPEST:
        terms = {_reduced(n, depth + 1) for n, _ in node.next_functions if n is not None}  # type: ignore[attr-defined]
        if len(terms) == 1:
            (term,) = terms
            return Reduction(term.kind, term.rows, term.divisor * divisor)
        return Reduction("other", None, divisor)
    kind = {"SumBackward0": "sum", "MeanBackward0": "mean"}.get(name, "other")
    sizes = saved_input_sizes(node) if kind != "other" else None
    terms = _stacked_terms(node, sizes)
    if terms is not None and depth < _DEEPEST:
        # A loss's terms stacked and added up (pytorch-metric-learning's): their count is no
        # batch's rows; read as the terms added one by one.
        found = {_reduced(term, depth + 1) for term in terms}
        if len(found) == 1:
            (term,) = found
            shrunk = len(terms) if kind == "mean" else 1
            return Reduction(term.kind, term.rows, term.divisor * divisor * shrunk)
        return Reduction("other", None, divisor)
    return Reduction(kind, int(sizes[0]) if sizes else None, divisor)


def _stacked_terms(node: object, sizes: object) -> list[object] | None:
    """The inputs of a one-dimensional `torch.stack` of numbers that `node` reduces whole."""
    if sizes is None or len(sizes) != 1:  # type: ignore[arg-type]
        return None
    below = _only_input(node)
    if type(below).__name__ != "StackBackward0":
        return None
    return [n for n, _ in below.next_functions if n is not None]  # type: ignore[attr-defined]


def _constant(value: object) -> bool:
    """A number the graph holds as a 0-dimensional tensor (a Python scalar)."""
    return isinstance(value, torch.Tensor) and value.dim() == 0 and not value.requires_grad


def _only_input(node: object) -> object:
    """The one input of a scaling node that carries a gradient."""
    inputs = [n for n, _ in node.next_functions if n is not None]  # type: ignore[attr-defined]
    return inputs[0] if len(inputs) == 1 else None
