"""The digest that tells whether ranks that batch without a DataLoader drew the same inputs
(no process: the digest alone)."""

from __future__ import annotations

import torch

from multigpu.adapt.data.unsplit import _fingerprint


def test_one_hot_batches_drawn_apart_are_told_apart():
    """graykode's skip-gram draws 2 one-hot rows per step: every such batch has the same sums,
    which the digest of sums took for the same batch on both ranks (the ranks' random draws
    then read as identical data, and --verify said differ where it cannot tell)."""
    words = torch.eye(8)
    mine, theirs = words[[0, 1]], words[[2, 3]]
    assert _fingerprint((mine,)) != _fingerprint((theirs,))
    assert _fingerprint((mine,)) == _fingerprint((mine.clone(),))


def test_the_digest_holds_shape_and_dtype():
    values = torch.arange(6.0)
    assert _fingerprint((values,)) != _fingerprint((values.view(2, 3),))
    assert _fingerprint((values,)) != _fingerprint((values.double(),))
    assert _fingerprint(("no tensor",)) is None


def test_a_sparse_input_has_a_digest():
    """pygcn's sparse adjacency went through `.contiguous()`, which sparse tensors refuse."""
    adjacency = torch.eye(4).to_sparse()
    assert _fingerprint((adjacency,)) == _fingerprint((adjacency.clone(),))
    assert _fingerprint((adjacency,)) != _fingerprint(((2 * torch.eye(4)).to_sparse(),))
