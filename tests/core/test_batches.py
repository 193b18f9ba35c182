"""Batches of any structure reach the device with their types, and the loader measures them."""

from __future__ import annotations

import dataclasses
from collections import UserDict, namedtuple

import pytest
import torch
from torch.utils.data import Dataset, IterableDataset

import multigpu
from multigpu.core.batches import batch_length, to_device
from multigpu.core.errors import UsageError

Pair = namedtuple("Pair", ["inputs", "targets"])


@dataclasses.dataclass
class Sample:
    pixels: torch.Tensor
    label: torch.Tensor
    note: str = "kept"


class Encoding(UserDict):
    """Like Hugging Face's BatchEncoding: a UserDict with more state of its own."""

    def __init__(self, data=None, extra=None):
        super().__init__(data)
        self.extra = extra


def test_every_container_keeps_its_type_and_tensors_move():
    batch = {
        "pair": Pair(torch.ones(4, 2), torch.zeros(4)),
        "sample": Sample(torch.ones(4, 3), torch.arange(4)),
        "encoding": Encoding({"ids": torch.ones(4, 5, dtype=torch.long)}, extra="offsets"),
        "list": [torch.ones(4), (torch.ones(4), "text")],
    }
    moved = to_device(batch, torch.device("meta"))
    assert isinstance(moved["pair"], Pair) and moved["pair"].inputs.is_meta
    assert isinstance(moved["sample"], Sample) and moved["sample"].label.is_meta
    assert moved["sample"].note == "kept"
    assert isinstance(moved["encoding"], Encoding) and moved["encoding"].extra == "offsets"
    assert moved["encoding"]["ids"].is_meta
    assert isinstance(moved["list"], list) and moved["list"][1][1] == "text"
    assert batch["pair"].inputs.device.type == "cpu"  # the original is left as it was
    assert batch_length(batch) == 4 and batch_length(Encoding({"x": torch.ones(7, 2)})) == 7


def test_plain_tuples_and_lists_keep_their_type_and_count_as_the_walk_does():
    """The fast path for the usual batch: a tuple or list of tensors (a namedtuple, a scalar
    first or a nested list still take the walk)."""
    for batch in [
        (torch.ones(3, 2), torch.zeros(3)),
        [torch.ones(5), torch.zeros(5, 2)],
        Pair(torch.ones(6, 1), torch.zeros(6)),
        (torch.tensor(1.0), torch.ones(4)),  # a scalar first: its length is the next tensor's
        [[torch.ones(2)], torch.ones(9)],
    ]:
        moved = to_device(batch, torch.device("meta"))
        assert type(moved) is type(batch) and all(t.is_meta for t in _tensors(moved))
    assert batch_length((torch.tensor(1.0), torch.ones(4))) == 4
    assert batch_length([[torch.ones(2)], torch.ones(9)]) == 2
    assert batch_length(Pair(torch.ones(6, 1), torch.zeros(6))) == 6


def _tensors(batch):
    for item in batch:
        yield from _tensors(item) if isinstance(item, (list, tuple)) else [item]


class Encodings(Dataset):
    def __len__(self) -> int:
        return 10

    def __getitem__(self, index: int) -> Encoding:
        return Encoding({"ids": torch.full((3,), index), "label": torch.tensor(index)})


def _padding(run: multigpu.Run) -> list:
    # No loader workers: in a job of one process the loader runs in the pytest process, whose
    # forked workers inherit the threads other tests started (one segfaulted once, on 2.10).
    loader = run.loader(Encodings(), batch_size=4, shuffle=False, num_workers=0)
    seen = []
    for _ in run.epochs(1):
        for batch in loader:
            assert isinstance(batch, Encoding), type(batch)
            seen += loader.drop_padding(batch["label"]).tolist()
    return seen


def test_the_loader_batches_mappings_and_drops_padding_on_them():
    assert multigpu.launch(_padding, strategy="single") == list(range(10))


class Stream(IterableDataset):
    def __iter__(self):
        yield from range(3)


def test_an_iterable_dataset_is_refused_with_what_to_do():
    def job(run: multigpu.Run) -> None:
        run.loader(Stream(), batch_size=2)

    with pytest.raises(UsageError, match=r"IterableDataset cannot be split.*run\.rank"):
        multigpu.launch(job, strategy="single")
