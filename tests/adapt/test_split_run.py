"""--verify's run of the split's arithmetic, without processes: a model's forward run as the
ranks' slices, joined along the batch, and the gradients that result."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader

from multigpu.adapt.data.shares import Shares
from multigpu.adapt.verify.split_run import SplitForwards, _join, mixes_samples
from multigpu.core.patches import Patches


def test_outputs_are_joined_along_the_batch_where_every_leaf_is_the_slices():
    a = (torch.ones(2, 3), {"logits": torch.zeros(2, 5), "name": "x"})
    b = (torch.ones(1, 3), {"logits": torch.zeros(1, 5), "name": "x"})
    joined = _join([a, b], [2, 1])
    assert joined[0].shape == (3, 3) and joined[1]["logits"].shape == (3, 5)
    assert joined[1]["name"] == "x"


def test_an_output_that_is_not_the_slices_is_not_joined():
    """An RNN's hidden state (layers, batch, hidden), or a loss computed inside the forward:
    the forward runs whole instead."""
    hidden = [(torch.ones(2, 4), torch.ones(1, 2, 8)), (torch.ones(2, 4), torch.ones(1, 2, 8))]
    assert _join(hidden, [2, 2]) is None
    losses = [torch.tensor(1.0), torch.tensor(2.0)]
    assert _join(losses, [2, 2]) is None
    # Each slice's sequences padded to its own longest (pad_packed_sequence): 77 and 73 steps.
    padded = [torch.zeros(1, 77, 4), torch.zeros(1, 73, 4)]
    assert _join(padded, [1, 1]) is None


def test_joined_slices_give_the_ranks_averaged_gradients_bit_for_bit():
    """What the run rests on: one backward through the slices' joined outputs adds up each
    slice's gradient as two ranks' all-reduce does, bit for bit (float32, a mean loss); the
    whole batch in one forward does not."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(28, 64), nn.Tanh(), nn.Linear(64, 10))
    x, y = torch.randn(100, 28), torch.randint(0, 10, (100,))
    loss = nn.functional.cross_entropy

    def grads() -> list[torch.Tensor]:
        found = [p.grad.clone() for p in model.parameters()]
        model.zero_grad()
        return found

    joined = _join([model(x[:50]), model(x[50:])], [50, 50])
    loss(joined, y).backward()
    split = grads()
    ranks = []
    for part in (slice(0, 50), slice(50, 100)):
        loss(model(x[part]), y[part]).backward()
        ranks.append(grads())
    averaged = [(a + b) / 2 for a, b in zip(*ranks, strict=True)]
    assert all(torch.equal(s, r) for s, r in zip(split, averaged, strict=True))
    loss(model(x), y).backward()
    whole = grads()
    assert not all(torch.equal(w, r) for w, r in zip(whole, averaged, strict=True))


def test_a_loss_that_mixes_the_batchs_samples_is_told_from_one_of_a_sample_each():
    """What the run cannot model, found at the backward: a term over pairs of samples or a
    statistic over the batch couples one slice's gradient to another slice's outputs; a mean
    or a sum of per-sample terms (however the targets weigh them) does not."""
    torch.manual_seed(0)
    model = nn.Linear(6, 4)
    x, y = torch.randn(8, 6), torch.randint(0, 4, (8,))
    F = nn.functional

    def mixes(loss_of) -> bool:
        joined = _join([model(x[:4]), model(x[4:])], [4, 4])
        return mixes_samples(loss_of(joined), None, [(joined, 4)])

    assert not mixes(lambda out: F.cross_entropy(out, y))
    assert not mixes(lambda out: F.mse_loss(out, torch.ones_like(out), reduction="sum"))
    assert not mixes(lambda out: out.mean())  # linear in the outputs: no second derivative
    assert mixes(lambda out: F.cross_entropy(out, y) + out.var(0).mean())  # batch statistic
    pairs = lambda out: F.cross_entropy(out @ out.T, torch.arange(8))  # noqa: E731
    assert mixes(pairs)  # a contrastive loss: each sample against every other


class _PerSample(nn.Module):
    """A forward given the batch and a NumPy array of a value per sample (sequence lengths)."""

    def __init__(self) -> None:
        super().__init__()
        self.linear = nn.Linear(3, 2)

    def forward(self, x: torch.Tensor, lengths: np.ndarray) -> torch.Tensor:
        assert len(lengths) == x.shape[0], f"{len(lengths)} lengths for {x.shape[0]} rows"
        return self.linear(x) * torch.as_tensor(lengths, dtype=x.dtype)[:, None]


def test_a_numpy_array_of_a_value_per_sample_is_sliced_with_the_rows():
    """A public voice-conversion script passes its sorted lengths as a NumPy array: left whole,
    each slice of 2 rows met 4 lengths and the run of the split stopped."""
    torch.manual_seed(0)
    model = _PerSample()
    x, lengths = torch.randn(4, 3), np.array([4, 3, 2, 1])
    forwards = SplitForwards(SimpleNamespace(patches=None), Shares(2), ranks=2)
    forwards._batch = 4
    whole = model(x, lengths)
    joined = forwards._sliced(model, (x, lengths), {}, whole, before=[])
    assert forwards.split == 1 and torch.allclose(joined, whole)


class _Counted:
    """A loader's iterator that counts its batches as the ranks' split of a training pass
    does (`Shares.batches`), with the length of the iterator it wraps."""

    def __init__(self, iterator, shares: Shares) -> None:
        self.iterator, self.shares = iterator, shares

    def __next__(self):
        batch = next(self.iterator)
        self.shares.batches += 1
        return batch

    def __len__(self) -> int:
        return len(self.iterator)


def test_the_loaders_iterator_keeps_its_length_and_notes_the_batches_a_split_pass_took():
    """A dataset distillation's loop asks `len(iter(loader))`: the split run's iterator was a
    generator, and its run stopped on the length (TypeError), so no verdict was drawn from it.
    The size to cut is a training batch's, not an evaluation batch's taken after it."""
    shares, patches = Shares(2), Patches()
    loader_iter = DataLoader.__iter__
    training = torch.zeros(12, 3)

    def split_pass(loader: DataLoader):
        iterator = loader_iter(loader)
        return _Counted(iterator, shares) if loader.dataset is training else iterator

    patches.swap(DataLoader, "__iter__", split_pass)
    forwards = SplitForwards(SimpleNamespace(patches=patches), shares, ranks=2)
    forwards.install()
    try:
        batches = iter(DataLoader(training, batch_size=4))
        assert len(batches) == 3
        next(batches)
        assert forwards._batch == 4
        assert [b.shape[0] for b in DataLoader(torch.zeros(5, 3), batch_size=5)] == [5]
        assert forwards._batch == 4  # an evaluation pass's batch: not the one to cut
        assert [b.shape[0] for b in batches] == [4, 4]
    finally:
        patches.restore()
    assert DataLoader.__iter__ is loader_iter


class _Reparametrised(nn.Module):
    """A net whose weight is set from a flat tensor around torch's call, as a dataset
    distillation's nets are (its inner steps train copies of the flat tensor)."""

    def __init__(self) -> None:
        super().__init__()
        self.flat = nn.Parameter(torch.randn(6, dtype=torch.float64))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.tanh(x @ self.weight)

    def forward_with(self, x: torch.Tensor, flat: torch.Tensor) -> torch.Tensor:
        self.weight = flat.view(3, 2)
        try:
            return nn.Module.__call__(self, x)
        finally:
            del self.weight

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        return self.forward_with(x, self.flat)


def test_a_forward_in_eval_mode_with_weights_set_around_it_is_split_as_the_ranks_take_it():
    """A dataset distillation's final loss: its net in eval() with gradients on, weights from
    an inner step set around torch's call. The ranks hold their slice in any mode, so the run
    of the split cuts it too (it ran it whole, and its verdict had no run to judge by); and it
    calls the slices as torch's call, inside the net's own (the net's __call__ again set the
    trained flat tensor, and autograd.grad found the inner step's unused)."""
    torch.manual_seed(0)
    shares, patches = Shares(2), Patches()
    loader_iter = DataLoader.__iter__
    patches.swap(DataLoader, "__iter__", lambda loader: _Counted(loader_iter(loader), shares))
    forwards = SplitForwards(SimpleNamespace(patches=patches), shares, ranks=2)
    forwards.install()
    net = _Reparametrised().eval()
    stepped = net.flat * 0.5  # an inner step's weights
    x = torch.randn(8, 3, dtype=torch.float64)
    try:
        batch = next(iter(DataLoader(x, batch_size=8)))
        (split,) = torch.autograd.grad(net.forward_with(batch, stepped).sum(), stepped)
    finally:
        patches.restore()
    assert forwards.split == 1
    (whole,) = torch.autograd.grad(net.forward_with(x, stepped).sum(), stepped)
    assert torch.allclose(split, whole)  # the slices' sum: one process's, to rounding


class _LastStep(nn.Module):
    """A GRU over padded sequences given time first with their lengths, as a review model's
    collate gives them (pad_sequence's default), read at each sequence's last step."""

    def __init__(self) -> None:
        super().__init__()
        self.gru = nn.GRU(3, 4, dtype=torch.float64)
        self.out = nn.Linear(4, 1, dtype=torch.float64)

    def forward(self, padded: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        packed = nn.utils.rnn.pack_padded_sequence(padded, lengths, enforce_sorted=False)
        _, hidden = self.gru(packed)
        return self.out(hidden[-1])


def test_a_batch_of_sequences_given_time_first_is_cut_along_its_samples():
    """Six sequences padded to 5 steps, (time, batch, features): the run of the split cut the
    first dimension, the time steps, whose slices then met six lengths (a public review
    model's run stopped so, and was judged against one process). Cut along the samples, the
    slices' joined outputs give the ranks' averaged gradients."""
    torch.manual_seed(0)
    shares, patches = Shares(2), Patches()
    loader_iter = DataLoader.__iter__
    lengths = torch.tensor([5, 3, 4, 2, 5, 1])
    samples = [(torch.randn(int(n), 3, dtype=torch.float64), n) for n in lengths]
    targets = torch.randn(6, 1, dtype=torch.float64)

    def collate(batch):
        sequences, counts = zip(*batch, strict=True)
        return nn.utils.rnn.pad_sequence(list(sequences)), torch.stack(counts)

    def one_global_batch(loader: DataLoader) -> _Counted:
        shares.taken(1.0, (0, 6, 6))  # this one process's rows: the whole global batch
        return _Counted(loader_iter(loader), shares)

    patches.swap(DataLoader, "__iter__", one_global_batch)
    said: dict[str, str] = {}
    session = SimpleNamespace(patches=patches, said=said, say_once=said.setdefault)
    forwards = SplitForwards(session, shares, ranks=2)
    forwards.install()
    model = _LastStep()
    try:
        padded, counts = next(iter(DataLoader(samples, batch_size=6, collate_fn=collate)))
        assert padded.shape == (5, 6, 3)
        nn.functional.mse_loss(model(padded, counts), targets).backward()
    finally:
        patches.restore()
    assert forwards.split == 1 and not said  # (a loss of one term a sample mixes none)
    split = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    for rows in (slice(0, 3), slice(3, 6)):  # each rank's half, its own mean, averaged
        out = model(padded[:, rows], counts[rows])
        (nn.functional.mse_loss(out, targets[rows]) / 2).backward()
    ranks = [p.grad for p in model.parameters()]
    assert all(torch.allclose(s, r) for s, r in zip(split, ranks, strict=True))


def test_a_loss_module_of_torch_runs_whole_without_being_said_to():
    """`criterion = nn.CrossEntropyLoss()` is a module whose first input is the batch's
    logits: the run of the split ran it on slices, could not join its scalars, left it whole
    and said so, and the verdict hedged "that run ran CrossEntropyLoss whole, which the ranks
    split: the difference may be that" where the whole loss is what the ranks' shares compute.
    torch's loss modules are left to run whole, unsaid; a module of the script's own whose
    scalars cannot be joined (the control) is still said."""
    torch.manual_seed(0)

    class Reduced(nn.Module):  # a loss of the script's own: it may mix the samples
        def forward(self, logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
            return nn.functional.cross_entropy(logits, target)

    def said_whole(criterion: nn.Module) -> list[str]:
        shares, patches = Shares(2), Patches()
        loader_iter = DataLoader.__iter__
        patches.swap(DataLoader, "__iter__", lambda loader: _Counted(loader_iter(loader), shares))
        said: dict[str, str] = {}
        session = SimpleNamespace(patches=patches, said=said, say_once=said.setdefault)
        forwards = SplitForwards(session, shares, ranks=2)
        forwards.install()
        model = nn.Linear(3, 4, dtype=torch.float64)
        data = list(zip(torch.randn(8, 3, dtype=torch.float64), torch.arange(8) % 4, strict=True))
        try:
            x, y = next(iter(DataLoader(data, batch_size=8)))
            criterion(model(x), y).backward()
        finally:
            patches.restore()
        assert forwards.split == 1  # the model's forward, on the slices
        return [key for key in said if key.startswith("whole ")]

    assert said_whole(nn.CrossEntropyLoss()) == []
    assert said_whole(Reduced()) == ["whole Reduced"]
