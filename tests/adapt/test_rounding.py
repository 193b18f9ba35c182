"""--verify's measure of rounding (adapt/verify/rounding.py), in this process."""

import torch
from torch import nn

from multigpu.adapt.verify.rounding import RoundingNoise
from multigpu.core.patches import Patches

EPS = torch.finfo(torch.float32).eps


def test_a_gradient_keeps_the_rounding_of_terms_that_cancel_and_one_set_by_hand_is_moved():
    """Two backwards whose terms cancel (a discriminator on real, then on generated samples):
    the sum keeps one ulp of each term, about 1000 ulps of what is left, where one ulp of the
    final gradient would be 1. A gradient the script set itself is moved before the step."""
    weight = nn.Parameter(torch.ones(2))
    optimizer = torch.optim.SGD([weight], lr=1.0)
    patches = Patches()
    backward = torch.autograd.backward
    RoundingNoise(patches, list).install()
    try:
        (weight * 1000.0).sum().backward()
        (weight * -999.0).sum().backward()
        moved = (weight.grad - 1).abs()
        assert torch.all(moved > 500 * EPS) and torch.all(moved < 2000 * EPS), moved / EPS

        optimizer.step()  # no backward since the last step: nothing more is moved
        weight.grad = torch.ones(2)
        optimizer.step()
        assert torch.all((weight.grad - 1).abs() == EPS)
    finally:
        patches.restore()
    assert torch.autograd.backward is backward


def test_a_layers_training_output_is_moved_by_one_ulp_and_an_evaluations_is_not():
    torch.manual_seed(0)
    layer, x = nn.Linear(3, 4), torch.randn(2, 3)
    plain = layer(x).detach()
    patches = Patches()
    RoundingNoise(patches, list).install()
    try:
        moved = layer(x).detach()
        with torch.no_grad():
            evaluated = layer(x)
        container = nn.Sequential(layer)(x).detach()  # the layer's own output only
    finally:
        patches.restore()
    ulps = ((moved - plain) / plain.abs() / EPS).abs()
    inside = (plain > plain.min()) & (plain < plain.max())  # the extremes may stay
    assert torch.all(ulps[inside] > 0.4) and torch.all(ulps < 2), ulps
    assert moved.min() >= plain.min() and moved.max() <= plain.max()
    assert torch.equal(evaluated, plain)
    assert torch.equal(container, moved)
    assert torch.equal(layer(x).detach(), plain)  # handed back


def test_a_saturated_sigmoid_stays_a_probability_and_a_trace_records_no_move():
    """A sigmoid's outputs of exactly 1.0 before a BCELoss (which refuses 1.0000001), and
    torch.jit.trace as TensorBoard's add_graph runs it (two traces must give one graph): the
    loss and the trace work as in the script alone, and the training forward is still moved."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.Linear(8, 1), nn.Sigmoid())
    with torch.no_grad():
        model[1].weight.mul_(1000)
    x = torch.randn(64, 4)
    plain = model(x).detach()
    assert (plain == 1).any() and (plain == 0).any()
    patches = Patches()
    RoundingNoise(patches, list).install()
    try:
        out = model(x)
        nn.BCELoss()(out, (x[:, :1] > 0).float()).backward()
        traced = torch.jit.trace(model, x)
    finally:
        patches.restore()
    assert out.min() >= 0 and out.max() <= 1
    assert not torch.equal(out.detach(), plain)
    assert torch.equal(traced(x), plain)
