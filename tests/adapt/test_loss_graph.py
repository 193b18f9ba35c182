"""What a loss written by hand says of its reduction, read off its graph (no processes)."""

from __future__ import annotations

import torch

from multigpu.adapt.averaging.loss_graph import divisions_of, hand_mean, hand_mean_terms


def _losses() -> tuple[torch.Tensor, torch.Tensor]:
    each = torch.randn(6, 4, requires_grad=True)
    mask = torch.tensor([[1, 1, 0, 0]] * 3 + [[1, 0, 0, 0]] * 3, dtype=torch.bool)
    return each, mask


def test_means_over_a_count_of_their_own_are_read_with_that_count():
    each, mask = _losses()
    assert hand_mean(each[mask].mean()).elements == 9  # the elements the mask kept
    assert hand_mean(each.mean() * 0.5).elements == 24  # under a constant factor
    for kept in (each * mask, each.masked_fill(~mask, 0.0), torch.where(mask, each, 0.0)):
        form = hand_mean(kept.sum() / mask.sum())
        assert form is not None and float(form.kept[0].sum()) == 9.0
        assert 9.0 in form.divisions
    # Two terms, each kept by the mask, divided by its count times a configured batch size.
    form = hand_mean((each * mask - 0.5 * each.exp() * mask).sum() / (mask.sum() * 8))
    assert form is not None and [float(k.sum()) for k in form.kept] == [9.0, 9.0]
    assert form.divisions == (72.0,)


def test_other_reductions_are_not_read_as_counted_means():
    each, mask = _losses()
    assert hand_mean(each.sum() / 6) is None  # no mask: a sum over the rows, divided
    assert hand_mean((each * mask).sum()) is None  # a masked sum, not divided
    assert hand_mean(torch.stack([each.mean(), each.sum()]).mean()) is None  # stacked terms
    form = hand_mean((each * mask).sum() / 6)  # divided by the rows, not the mask's count
    assert form is not None and float(form.kept[0].sum()) not in form.divisions
    assert sorted(divisions_of(each.sum() / 6 / 2)) == [2.0, 6.0]


def test_means_over_masks_of_their_own_added_are_read_term_by_term():
    """A transcription model's loss: masked means over one mask and another, each divided by
    its own mask's sum, added (and scaled). Each term's reducing node and count is read; a
    sum of plain means, or a term that is no mean, leaves the loss to the rules above."""
    each, mask = _losses()
    first = torch.zeros_like(mask)
    first[:, 0] = True
    onset = (each * mask).sum() / mask.sum()
    velocity = (each.exp() * first).sum() / first.sum()
    terms = hand_mean_terms(0.5 * (onset + velocity - each[mask].mean()))
    assert terms is not None and len(terms) == 3
    counts = [float(f.kept[0].sum()) if f.kept else f.elements for _, f in terms]
    assert sorted(counts) == [6.0, 9.0, 9.0]
    assert {type(node).__name__ for node, _ in terms} == {"SumBackward0", "MeanBackward0"}
    assert hand_mean_terms(each.mean() + each.exp().mean()) is None  # whole means alone
    assert hand_mean_terms(onset + each.pow(2).sum()) is None  # a term that is no mean
    assert hand_mean_terms(onset) is None  # one mean: hand_mean's


def test_a_terms_weight_keeps_its_gradients_dtype():
    """The weights are agreed in float64; a float32 loss's term gradient is a float32 scalar,
    and autograd refuses a hook that returns another dtype (a transcription model stopped)."""
    from multigpu.adapt.averaging.losses import _scaled

    (grad,) = _scaled((torch.tensor(0.5),), weight=torch.tensor(3.0, dtype=torch.float64))
    assert grad.dtype == torch.float32 and float(grad) == 1.5
    each, mask = _losses()
    first = torch.zeros_like(mask)
    first[:, 0] = True
    loss = (each * mask).sum() / mask.sum() + (each * first).sum() / first.sum()
    for node, _ in hand_mean_terms(loss):
        node.register_prehook(lambda grads: _scaled(grads, torch.tensor(2.0, dtype=torch.float64)))
    loss.backward()
    plain = each.detach().clone().requires_grad_()
    ((plain * mask).sum() / mask.sum() + (plain * first).sum() / first.sum()).backward()
    assert each.grad.dtype == torch.float32 and torch.allclose(each.grad, 2 * plain.grad)


def test_an_element_of_a_models_outputs_read_is_not_taken_for_a_loss():
    """A loss read while training is combined across ranks, one collective a read; a model's
    outputs read element by element (`predicted[i].item()`, a loop over them) are not a loss:
    ranks whose masks kept other numbers of elements made other numbers of collectives, and
    diverged (a sepsis TCN's per-hour predictions)."""
    from types import SimpleNamespace

    from multigpu.adapt.output.values import GlobalLossValues

    session = SimpleNamespace(joining=False, patches=None)
    values = GlobalLossValues(session, None, None, SimpleNamespace(training=True))
    each, mask = _losses()
    outputs = torch.sigmoid(each)
    assert values._is_loss(outputs.mean()) and values._is_loss((each * mask).sum() / 9)
    predicted = outputs[mask]
    assert not values._is_loss(predicted[0]) and not values._is_loss(outputs[1, 2])
    assert not any(values._is_loss(p) for p in predicted)
    assert not values._is_loss(outputs[:1, :1].reshape(()).exp().detach())  # no graph
