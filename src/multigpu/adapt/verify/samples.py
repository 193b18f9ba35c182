"""For `--verify` only: the script's random draws, the same in both runs.

Both runs start from one seed (session.py), so a script that seeds nothing starts both from the
same weights; it is told so, as its own runs start from new weights each time.

Random augmentation (a random crop, a flip) draws from the random stream of whoever fetches the
sample: one process draws for the whole batch in order, N ranks each for their slice from
streams of their own. Both are right, and no comparison could tell them apart, so for the check
each sample's draws (torch's, Python's and NumPy's) are seeded by its index and the pass over
the loader, then the stream is put back: sample i gets the same crop in both runs. The measure
of rounding (one process again) also takes each batch's samples in reverse order, which moves
sums over the batch as a split into slices does.

What no seed reaches is named, and the verdict is `cannot tell`: a collate_fn that draws, a
data set that draws from a generator of its own, and a data set that replaces a function it
holds (its transform) while it fetches, whose samples then depend on what its process fetched
before them.
"""

from __future__ import annotations

import collections
import hashlib
import itertools
import multiprocessing
import os
import random
import sys
import types
from collections.abc import Callable
from typing import Any

import torch
from torch.nn.modules.module import register_module_forward_pre_hook
from torch.utils.data import DataLoader, get_worker_info

from ...core.torch_compat import INDEX_SAMPLER, index_sampler_property, map_dataset_fetcher
from ..worker.session import VERIFY_SEED, Session
from ..worker.streams import Streams, same_numpy_state

COLLATED = "collate draws"  # the key of the note that a collate_fn drew, read by the verdict
OWN_GENERATOR = "own generator"  # the key of the note that a data set's own generator drew
SELF_CHANGED = "data set changed"  # the key of the note that a data set swapped its transform


class SeededSamples:
    def __init__(self, session: Session, reverse_batches: bool) -> None:
        self.session = session
        self.reverse_batches = reverse_batches
        self.patches = session.patches  # the session's one stack
        self.passes = 0  # passes begun over any DataLoader (forked loader workers inherit it)
        # Set by a loader worker (a forked process, sharing this memory) whose sample drew,
        # and whose collate_fn drew.
        self._drawn_in_worker = multiprocessing.RawValue("b", 0)
        self._collated_in_worker = multiprocessing.RawValue("b", 0)
        self._own_in_worker = multiprocessing.RawValue("b", 0)
        self._changed_in_worker = multiprocessing.RawValue("b", 0)
        self._changed: str = ""  # the data set's callable that was swapped, where one was
        self._collate: Any = None  # the collate_fn that drew
        self._own: str = ""  # the data set's own generator that drew, where one did

    def install(self) -> None:
        loader_iter = DataLoader.__iter__

        def __iter__(loader: DataLoader) -> Any:
            self.passes += 1
            self.heard_from_workers()
            return loader_iter(loader)

        session = self.session
        session.late_notes.append(self.heard_from_workers)
        self.patches.on_restore(lambda: session.late_notes.remove(self.heard_from_workers))

        self.patches.swap(DataLoader, "__iter__", __iter__)

        def fetch(fetcher: Any, indices: Any) -> Any:  # a function: the fetcher's method
            return self._seeded_fetch(fetcher, indices)

        self.patches.swap(map_dataset_fetcher(), "fetch", fetch)
        if self.reverse_batches:
            index_sampler = index_sampler_property()
            self.patches.swap(
                DataLoader,
                INDEX_SAMPLER,
                property(lambda loader: _Reversed(index_sampler.fget(loader))),
            )

    def _seeded_fetch(self, fetcher: Any, indices: Any) -> Any:
        dataset, passes = fetcher.dataset, self.passes
        own = _own_generators(dataset)
        before_own = [_generator_state(g) for _, g in own]
        held = _callables(dataset)
        if fetcher.auto_collation:
            samples = [_sample(dataset, i, passes) for i in indices]
        else:
            samples = [_sample(dataset, indices, passes)]
        moved = [
            name
            for (name, g), b in zip(own, before_own, strict=True)
            if not _equal_states(b, _generator_state(g))
        ]
        if moved:
            self._own = moved[0]
            self._noted(self._say_own, self._own_in_worker)
        swapped = _swapped(held)
        if swapped:
            self._changed = swapped[0]
            self._noted(self._say_changed, self._changed_in_worker)
        if any(drew for _, drew in samples):
            self._noted(self._say, self._drawn_in_worker)
        items = [item for item, _ in samples]
        before = Streams.now()
        batch = fetcher.collate_fn(items if fetcher.auto_collation else items[0])
        if not before.same_as(Streams.now()):
            self._collate = fetcher.collate_fn
            self._noted(self._say_collated, self._collated_in_worker)
        return batch

    @staticmethod
    def _noted(say: Callable[[], None], in_worker: Any) -> None:
        """`say` it here; in a loader worker, whose output is lost, set `in_worker` for its
        parent to say (`heard_from_workers`)."""
        if get_worker_info() is None:
            say()
        else:
            in_worker.value = 1

    def heard_from_workers(self) -> None:
        """Said once a loader worker has drawn while fetching a sample, or collating."""
        if self._drawn_in_worker.value:
            self._say()
        if self._collated_in_worker.value:
            self._say_collated()
        if self._own_in_worker.value:
            self._say_own()
        if self._changed_in_worker.value:
            self._say_changed()

    def _say_changed(self) -> None:
        """A data set that swaps a callable it holds while it fetches (its transform, replaced
        at the first fake image a loader worker meets) makes its samples depend on which
        process fetches what, in which order: one process fetches the whole batch, each rank
        (and each of its loader workers) its slice. --verify's verdict names it
        (SELF_CHANGED)."""
        which = f" ({self._changed})" if self._changed else ""
        self.session.say_once(
            SELF_CHANGED,
            f"--verify: the data set replaced a function it holds{which} while it fetched "
            "samples: what a sample becomes depends on which process fetched what before it",
        )

    def _say_own(self) -> None:
        """A data set that draws from a generator of its own (negatives sampled per sample
        from `self.rng`) draws in the order its samples are fetched: one process for the
        whole batch, each rank for its slice, and the seed per sample does not reach it.
        --verify's verdict names it (OWN_GENERATOR)."""
        which = f" ({self._own})" if self._own else ""
        self.session.say_once(
            OWN_GENERATOR,
            f"--verify: the data set draws from a random generator of its own{which} while "
            "it fetches samples: one process draws in its order, each rank for its slice, and "
            "no seed per sample reaches it",
        )

    def _say_collated(self) -> None:
        """A draw while a batch is put together (masks or negatives drawn per batch) has no
        sample to seed it by: one process draws for the whole batch, each rank for its slice,
        and no seed makes them alike. --verify's verdict names it (COLLATED)."""
        where = _where(self._collate)
        self.session.say_once(
            COLLATED,
            f"--verify: the DataLoader's collate_fn{where} draws at random while it puts a "
            "batch together: one process draws for the whole batch, each rank for its slice, "
            "and no seed per sample makes them alike",
        )

    def _say(self) -> None:
        self.session.say_once(
            "samples",
            "--verify: the data set's draws from torch's, Python's and NumPy's global streams "
            "(augmentation: random crops, flips) are seeded by each sample's index, the same "
            "in both runs (a generator of its own is not)",
        )


class SeedWatch:
    """Whether the script seeds torch's random stream itself, said at its first forward."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.patches = session.patches  # the session's one stack
        self.seeded = False
        self._hook: Any = None

    def install(self) -> None:
        for owner in (torch, torch.random):
            self.patches.swap(owner, "manual_seed", self._noted(owner.manual_seed))
        self._hook = register_module_forward_pre_hook(self._first_forward)
        self.patches.hook(self._hook)

    def _noted(self, manual_seed: Any) -> Any:
        def wrapper(seed: int) -> Any:
            self.seeded = True
            return manual_seed(seed)

        return wrapper

    def _first_forward(self, module: Any, inputs: Any) -> None:
        self._hook.remove()
        if not self.seeded:
            self.session.say_once(
                "unseeded",
                "--verify: the script calls no torch.manual_seed before its first forward "
                "(its runs may each start from new random weights): both runs were seeded "
                "alike for the check",
            )


def _where(function: Any) -> str:
    """` (name at file:line)` of a Python function, or nothing."""
    code = getattr(function, "__code__", None)
    if code is None:
        return ""
    name = getattr(function, "__qualname__", code.co_name)
    return f" ({name} at {os.path.basename(code.co_filename)}:{code.co_firstlineno})"


def _sample(dataset: Any, index: Any, passes: int) -> tuple[Any, bool]:
    """Sample `index`, its draws seeded by it; and whether it drew from a stream."""
    numpy = sys.modules.get("numpy")
    saved = Streams.now()
    seed = int.from_bytes(
        hashlib.sha256(f"{VERIFY_SEED}/{passes}/{index}".encode()).digest()[:8], "little"
    )
    torch.default_generator.manual_seed(seed)  # not the script's torch.manual_seed (SeedWatch)
    random.seed(seed)
    if numpy:
        numpy.random.seed(seed % 2**32)
    seeded = Streams.now()
    try:
        return dataset[index], not seeded.same_as(Streams.now())
    finally:
        saved.restore()


_NOT_HOLDERS = (type, types.ModuleType, torch.Tensor)  # attributes not looked into
# How far the walk looks: objects held within objects (a wrapper holding an albumentations
# pipeline holding its transforms), the items of a list or dict it meets, all of them.
_DEPTH, _ITEMS, _OBJECTS = 4, 32, 256


def _own_generators(dataset: Any) -> list[tuple[str, Any]]:
    """The random generators a data set holds (`self.generator`, `self.rng`: torch's, NumPy's
    or Python's), itself or in the objects it holds, held by them in turn (its transform: an
    albumentations 2 pipeline draws from generators of its own, seeded from the system's
    entropy, and a script may keep the pipeline in a wrapper of its own), and those of the
    data sets it wraps (`.dataset`). Each is named from the nearest data set's type."""
    numpy = sys.modules.get("numpy")
    kinds: tuple[type, ...] = (torch.Generator, random.Random)
    if numpy is not None:
        kinds += (numpy.random.Generator, numpy.random.RandomState)
    found: list[tuple[str, Any]] = []
    queue = collections.deque([(dataset, type(dataset).__name__, 0)])
    seen = {id(dataset)}
    while queue and len(seen) <= _OBJECTS:
        holder, path, depth = queue.popleft()
        for key, value in _members(holder):
            if isinstance(value, kinds):
                found.append((f"{path}{key}", value))
            elif id(value) not in seen and _holder(value):
                seen.add(id(value))
                if key == ".dataset":  # a wrapped data set: named and walked as its own
                    queue.append((value, type(value).__name__, 0))
                elif depth < _DEPTH:
                    queue.append((value, f"{path}{key}", depth + 1))
    return found


def _members(holder: Any) -> list[tuple[str, Any]]:
    """What an object holds, each with how its path reads (`.key`, `[index]`)."""
    if isinstance(holder, (list, tuple)):
        return [(f"[{i}]", v) for i, v in enumerate(holder[:_ITEMS])]
    if isinstance(holder, dict):
        return [(f"[{k!r}]", v) for k, v in itertools.islice(holder.items(), _ITEMS)]
    return [(f".{k}", v) for k, v in getattr(holder, "__dict__", {}).items()]


def _callables(dataset: Any) -> list[tuple[Any, str, Any]]:
    """The callables (a transform, a function) bound on a data set and the data sets it wraps,
    each as (holder, name, value): a cache, an array, a file opened at the first fetch are not
    callables, and rebinding them changes no sample."""
    found, seen = [], 0
    while dataset is not None and seen < 4:
        seen += 1
        for name, value in getattr(dataset, "__dict__", {}).items():
            if callable(value) and not isinstance(value, type):
                found.append((dataset, name, value))
        dataset = getattr(dataset, "dataset", None)
    return found


def _swapped(held: list[tuple[Any, str, Any]]) -> list[str]:
    """Of `held`, the names of those rebound since to another callable: not an equal one (a
    bound method taken again is a new object), nor a function of the same code made again."""
    found = []
    for holder, name, value in held:
        now = getattr(holder, "__dict__", {}).get(name, value)
        code = getattr(now, "__code__", None)
        if (
            _equal(now, value)
            or not callable(now)
            or (code and code is getattr(value, "__code__", 0))
        ):
            continue
        found.append(f"{type(holder).__name__}.{name}")
    return found


def _equal(a: Any, b: Any) -> bool:
    """`a == b` as one truth (an object whose `==` answers otherwise is unequal unless it is
    `b` itself)."""
    try:
        return a is b or bool(a == b)
    except Exception:  # (an array's answer has no single truth)
        return False


def _holder(value: Any) -> bool:
    """Whether an object may hold a generator, to be looked into."""
    if isinstance(value, _NOT_HOLDERS):
        return False
    return isinstance(value, (list, tuple, dict)) or hasattr(value, "__dict__")


def _generator_state(generator: Any) -> Any:
    if isinstance(generator, torch.Generator):
        return generator.get_state()
    if isinstance(generator, random.Random):
        return generator.getstate()
    state = getattr(generator, "bit_generator", None)  # NumPy's Generator
    return state.state if state is not None else generator.get_state()


def _equal_states(a: Any, b: Any) -> bool:
    if isinstance(a, torch.Tensor):
        return torch.equal(a, b)
    if isinstance(a, tuple) and a and hasattr(a[1], "all"):  # RandomState.get_state()
        return same_numpy_state(a, b)
    return a == b


class _Reversed:
    """A batch sampler whose batches come in reverse order of their samples."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def __len__(self) -> int:
        return len(self.inner)

    def __iter__(self) -> Any:
        for batch in self.inner:
            yield list(reversed(batch)) if isinstance(batch, list) else batch
