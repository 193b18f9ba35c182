"""The averaging's list of places, in one process with a one-rank gloo group (no workers): what
it sends each backward, what it leaves None, and when a tensor leaves the buckets and comes
back. The ranks' side (graphs that differ per rank) is tested with processes in
test_run_unusual_scripts.py."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch
import torch.distributed as dist
from torch import nn

from multigpu.adapt.averaging import overlap
from multigpu.adapt.averaging.overlap import OverlappedAverage
from multigpu.core.patches import Patches


@pytest.fixture
def averaging():
    dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    patches = Patches()
    session = SimpleNamespace(
        world_size=1, marks=SimpleNamespace(reduced=lambda t: False), control=dist.group.WORLD
    )
    window = SimpleNamespace(skipping=False, nested=False)
    averaged = []
    try:
        # (ids: the tensors themselves kept here would keep them alive)
        note = lambda tensor: averaged.append(id(tensor))  # noqa: E731
        yield OverlappedAverage(session, patches, note, window), averaged
    finally:
        patches.restore()
        dist.destroy_process_group()


def test_a_tensor_no_backward_reaches_leaves_the_buckets_and_comes_back(averaging, monkeypatch):
    """A student trained every step and a teacher whose parameters require grad but run under
    no_grad: the teacher is sent as zeros for three backwards, then no more, and its gradient
    stays None (one process's); the first backward that reaches it averages it and brings it
    back. The control: with the idle count never reached, the teacher stays in the buckets."""
    average, averaged = averaging
    student, teacher = nn.Linear(3, 1), nn.Linear(3, 1)
    average.watch([*student.parameters(), *teacher.parameters()])
    sent = []
    send = OverlappedAverage._send
    monkeypatch.setattr(
        OverlappedAverage,
        "_send",
        lambda self, b, r=None: sent.append(len(b.places)) or send(self, b, r),
    )

    def step(with_teacher: bool) -> None:
        x = torch.randn(4, 3)
        with torch.no_grad():
            target = teacher(x)
        loss = (student(x) - target).pow(2).mean()
        if with_teacher:
            loss = loss + teacher(x).sum()
        loss.backward()

    for _ in range(4):
        step(with_teacher=False)
    assert sent == [4, 4, 4, 2]  # one bucket: student and teacher, then the student alone
    assert all(p.grad is None for p in teacher.parameters())
    assert len(averaged) == 4 * 2  # the student's each step: the teacher, held by no rank, never
    step(with_teacher=True)
    assert all(p.grad is not None for p in teacher.parameters())
    assert average._bucketed == [True] * 4
    sent.clear()
    monkeypatch.setattr(overlap, "_IDLE", 10**9)  # the control
    for p in [*student.parameters(), *teacher.parameters()]:
        p.grad = None
    for _ in range(4):
        step(with_teacher=False)
    assert sent == [4, 4, 4, 4]


def test_a_tensor_freed_between_backwards_leaves_the_buckets(averaging):
    """MorvanZhou's GAN draws its generator's input with requires_grad each step: the first
    step's is the same on every rank, so it is averaged; it is freed by the second step, whose
    input differs per rank (not averaged), and whose buckets are cut again without it (they
    kept its place and failed before)."""
    average, _ = averaging
    model = nn.Linear(3, 1)
    average.watch(model.parameters())
    for step in range(3):
        ideas = torch.randn(4, 3, requires_grad=True)
        if step == 0:
            average.watch([ideas])
        model(ideas).sum().backward()
    assert len(average.watched()) == 2  # the model's two
    assert model.weight.grad is not None


def test_a_sparse_gradient_is_summed_apart_and_not_overwritten_by_its_places_zeros(averaging):
    """`nn.Embedding(sparse=True)`: its place sends zeros in the buckets, and the gradient is
    summed apart over the control group (here one rank: itself), stays sparse, and is marked
    averaged. The ranks' side is tested with processes (test_run_unusual_scripts.py)."""
    average, averaged = averaging
    table, head = nn.Embedding(10, 3, sparse=True), nn.Linear(3, 1)
    average.watch([*table.parameters(), *head.parameters()])
    head(table(torch.tensor([1, 2, 2]))).sum().backward()
    assert head.weight.grad is not None
    assert table.weight.grad.is_sparse
    assert torch.equal(table.weight.grad.to_dense()[2], 2 * head.weight.detach()[0])
    assert id(table.weight) in averaged
