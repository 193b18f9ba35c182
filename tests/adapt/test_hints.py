"""The one-line hints `multigpu run` adds to a rank's error, without processes."""

from __future__ import annotations

import pytest
import torch

from multigpu.adapt.launch.hints import one_sample_hint, split_batch_hint


def test_a_batch_size_written_into_the_script_is_named_with_the_numbers_the_error_gives():
    """The global batch's rows against a rank's, as they are, or stacked (SimCLR's two views of
    each image: a mask built for 2 x 16 rows on a rank's 2 x 8). Numbers of no batch: no hint."""
    plain = split_batch_hint(RuntimeError("size mismatch (got 16 and 8)"), (16, 8))
    assert plain.startswith("the error names 8 and 16 where the global batch has 16 rows and each")
    views = IndexError(
        "The shape of the mask [32, 32] at index 0 does not match the shape of the indexed "
        "tensor [16, 16] at index 0"
    )
    said = split_batch_hint(views, (16, 8))
    assert said.startswith("the error names 16 and 32 where the global batch has 16 rows and each")
    assert "run with --batch per-device" in said
    # Two views' rows reshaped where the slice left none (a SimCLR loss's positives).
    empty = RuntimeError("shape '[8, 1]' is invalid for input of size 0")
    assert split_batch_hint(empty, (4, 2)).startswith("the error names 8 where the global batch")
    assert split_batch_hint(RuntimeError("shapes [48, 10] and [12, 10]"), (16, 8)) is None
    assert split_batch_hint(RuntimeError("size mismatch 16 and 8"), (16, 16)) is None


def test_a_shard_is_named_only_where_the_error_is_a_shards():
    """`.numpy()` of a DTensor says "tensor subclasses": the shard hint. A dispatch that names
    another class (a TensorDict) is no shard's: none (a GAIL script of batch l was told to read
    its parameters whole)."""
    from multigpu.adapt.launch.hints import shard_hint

    numpy = RuntimeError(".numpy() is not supported for tensor subclasses.")
    assert shard_hint(numpy).startswith("a parameter the script reads is a shard (DTensor)")
    other = TypeError(
        "Multiple dispatch failed for 'torch.empty_like'; all __torch_function__ handlers "
        "returned NotImplemented:\n\n  - tensor subclass <class 'tensordict._td.TensorDict'>"
    )
    assert shard_hint(other) is None


def test_batch_norm_on_a_slice_of_one_sample_is_told_to_sync(monkeypatch):
    """A public matting script's batches of 2 split 1 + 1 over 2 ranks, and its batch norm
    refused a single value per channel with torch's words alone. The same words where no batch
    was split (the script's own batch of 1) get no hint. The rows to give are 2 a rank: an
    uneven split of 3 over 2 ranks (2 + 1) needs 4, not the 6 read off its slices."""
    with pytest.raises(ValueError) as refused:
        torch.nn.BatchNorm1d(3).train()(torch.randn(1, 3))
    monkeypatch.setenv("WORLD_SIZE", "2")
    said = one_sample_hint(refused.value, (2, 1))
    assert said.startswith("batch norm met this rank's slice of 1 of the global batch's 2 rows")
    assert "run with --sync-batchnorm" in said and "batches of at least 4 rows" in said
    assert "batches of at least 4 rows" in one_sample_hint(refused.value, (3, 1))
    monkeypatch.setenv("WORLD_SIZE", "3")
    assert "batches of at least 6 rows" in one_sample_hint(refused.value, (3, 1))
    assert one_sample_hint(refused.value, (1, 1)) is None
    assert one_sample_hint(refused.value, None) is None


def test_what_the_run_said_is_added_only_where_no_rule_of_the_error_holds():
    """A stop's note (that no rank trained) is the hint where the error's own rules give none;
    with nothing said and no rule, the message stays as it was (an empty note once added
    " ()" to it)."""
    from multigpu.adapt.launch.hints import explained

    bare = KeyError("0")
    explained(bare, None)
    assert bare.args == ("0",)
    noted = KeyError("0")
    explained(noted, None, ("no rank trained",))
    assert noted.args == ("0 (no rank trained)",)
    ruled = RuntimeError("size mismatch (got 16 and 8)")
    explained(ruled, (16, 8), ("no rank trained",))
    assert "the error names 8 and 16" in ruled.args[0] and "no rank trained" not in ruled.args[0]


def test_a_slice_of_one_squeezed_is_told_so_not_a_batch_size_written_in():
    """A crystal GNN's validation batch of 2 split 1 + 1: its pooled features' `.squeeze()`
    drops the slice's batch dimension, and batch norm refuses the 1-D input. The "2D" and
    "1D" of torch's words were read as the global batch's 2 rows and the slice's 1: "a batch
    size written into the script". Now the squeeze is named; the same words where no batch was
    split get no hint."""
    from multigpu.adapt.launch.hints import split_batch_hint

    with pytest.raises(ValueError) as refused:
        torch.nn.BatchNorm1d(3).train()(torch.randn(2, 3)[:1].squeeze())
    assert "(got 1D input)" in str(refused.value)
    assert split_batch_hint(refused.value, (2, 1)) is None
    said = one_sample_hint(refused.value, (2, 1))
    assert said.startswith("this rank's slice of the global batch's 2 rows is 1 row")
    assert "`.squeeze()` without a dimension" in said
    assert one_sample_hint(refused.value, (2, 2)) is None
