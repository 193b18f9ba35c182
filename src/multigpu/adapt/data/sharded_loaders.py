"""Every DataLoader the script trains from yields this rank's slice of each global batch.

All ranks draw the same global batches the script would draw in one process: the loader's own
sampler runs on every rank from rank 0's random streams (broadcast when a pass over the loader
begins, so the sampler's seed is the one a single process would draw; a sampler that draws as
it yields draws on from the streams it left, alike on every rank), and each rank fetches
only its slice: DataParallel's chunk r (ceil(B/N) samples, the last chunk shorter). A rank whose
chunk would be empty gets a copy of the last chunk with weight 0 (it must still take part in the
step). With global batch norm the slices differ by one sample at most, as no slice needs to match
a GPU's chunk and an empty one would add its copy to the statistics. With `--batch per-device` a
global batch is N of the loader's batches, one per rank.

Nor is a pass whose first batch is drawn before training has begun: no optimizer made and no
backward run yet (a pass that computes the data's mean and std to normalise by must see all of
it). The pass is told apart at its first batch, not when `iter()` is called: an iterator made
before the optimizer and first read in the training loop (a data iterator that cycles for ever)
trains. Until then the ranks' random streams stay alike, so a pass taken whole is drawn as one
process draws it; should it train after all (weights stepped by hand), every rank computes one
process's gradients on the same batches, whose average is that gradient again, and that is said.

Evaluation is not sharded: a pass that starts under `torch.no_grad()`, or after the script put a
model in `eval()`, runs whole on every rank, so the numbers the script prints are the numbers it
prints in one process, whatever it accumulates. It costs the evaluation's speed-up, not its
correctness.

Within a pass, from its sampler's draw on, ranks other than 0 draw from random streams of their
own (pass_streams.py).
"""

from __future__ import annotations

import collections
import functools
import hashlib
import itertools
import weakref
from collections.abc import Callable, Iterator
from typing import Any

from torch.optim.optimizer import register_optimizer_step_pre_hook
from torch.utils.data import (
    BatchSampler,
    DataLoader,
    IterableDataset,
    RandomSampler,
    SequentialSampler,
    SubsetRandomSampler,
    WeightedRandomSampler,
)

from ...core.torch_compat import INDEX_SAMPLER, forget_iterator, index_sampler_property
from ..worker.heap import live_optimizers
from ..worker.session import Session
from ..worker.streams import Streams
from .pass_streams import PassStreams
from .shares import Shares
from .step_batch import Held, StepBatch
from .step_sources import StepSources
from .training_state import TrainingState


class Sharding:
    """One loader's slicing of global batches, installed for the passes that train."""

    def __init__(
        self,
        session: Session,
        shares: Shares,
        per_device: bool,
        balanced: bool,
        ranks: int | None = None,
    ) -> None:
        self.session = session
        self.shares = shares
        self.per_device = per_device
        self.balanced = balanced
        self.latest: _Pass | None = None
        # Whether the pass runs whole after all, decided at its first draw where training had
        # not begun when it was made (`settle`: True where it has begun by then).
        self.whole = False
        self.settle: Callable[[], bool] | None = None
        # The loader's batches in one global batch: with --batch per-device one per rank of
        # the job (`ranks`: in --verify's one-process runs, the ranks it compares with).
        self.group = (ranks or session.replicas) if per_device else 1
        # How a pass's first draw is made in the shared random state (set by ShardedLoaders).
        self.in_shared_state: Callable[[Callable[[], None]], None] = lambda draw: draw()
        # This rank's share and rows of each batch drawn and not yet taken by the loop, oldest
        # first: the pass's own (another pass's batches may be drawn between its own).
        self._drawn: collections.deque[tuple[float, tuple[int, int, int]]] = collections.deque()

    def batches(self, batch_sampler: Any) -> _RankBatches:
        return _RankBatches(batch_sampler, self)

    def check_agrees(self, first: list[list[int]] | None) -> None:
        """Warn when ranks drew different first batches: the sampler does not reproduce."""
        fingerprint = hashlib.sha1(repr(first).encode()).hexdigest()
        if len(set(self.session.gather(fingerprint))) > 1:
            self.session.warn_once(
                "sampler",
                "the ranks drew different batches from the same DataLoader: its sampler does "
                "not reproduce from the random state (it reads another source of randomness), "
                "so samples are repeated or skipped; give it a torch.Generator seeded alike",
            )

    def drawn(self) -> bool:
        """Whether the latest pass's sampler has drawn (where loader workers prefetch, as the
        pass begins; else at the loop's first batch)."""
        return self.latest is not None and self.latest.started

    def decide(self) -> None:
        """At the pass's first draw: split it only if training has begun by now."""
        if self.settle is not None:
            self.whole, self.settle = not self.settle(), None

    def slice(self, global_batch: list[list[int]]) -> list[int]:
        """This rank's indices of a global batch (given as the loader's batches in it)."""
        if self.whole:
            return list(itertools.chain.from_iterable(global_batch))
        rank = self.session.replica
        chunks = global_batch if self.per_device else self.split(global_batch[0])
        if self.session.replicas == 1 and len(chunks) > 1:
            # --verify's one process under --batch per-device: the ranks' batches as one, as
            # one GPU would take the same global batch.
            chunks = [list(itertools.chain.from_iterable(chunks))]
        total = sum(len(chunk) for chunk in chunks)
        self._announce(total, chunks)
        if not self.per_device:
            mine = len(chunks[rank]) if rank < len(chunks) else 0
            self.shares.split = (total, mine)
        starts = list(itertools.accumulate((len(c) for c in chunks), initial=0))
        if rank < len(chunks) and len(chunks[rank]):  # (a NumPy array has no truth value)
            rows = (starts[rank], starts[rank + 1], total)
            self._drawn.append((len(chunks[rank]) / total, rows))
            return list(chunks[rank])
        # Nothing left for this rank: real samples, weighted 0.
        self._drawn.append((0.0, (starts[-2], starts[-1], total)))
        return list(chunks[-1])

    def taken(self, left: int | None) -> None:
        """The loop received this pass's oldest batch drawn: its share is the step's."""
        if self._drawn:
            self.shares.taken(*self._drawn.popleft(), left)

    def _announce(self, total: int, chunks: list[list[int]]) -> None:
        """Said once, when a batch is first split (not before: a script may never be)."""
        if self.session.replicas == 1:
            return  # (--verify's one process, or one tensor-parallel group: nothing is split)
        if "split" in self.session.said:
            return  # (every batch comes here: the line is not made again)
        sizes = " + ".join(str(len(chunk)) for chunk in chunks)
        if self.per_device:
            what = f"each rank takes one of a DataLoader's batches: a global batch of {total}"
        else:
            what = f"a DataLoader's batch of {total} is the global batch"
        self.session.say_once(
            "split", f"{what}, split over {self._readers()} ({sizes}){self._idle(chunks)}"
        )

    def _idle(self, chunks: list[list[int]]) -> str:
        """What this batch leaves some ranks without: said of the batch it was seen on."""
        empty = [r for r in range(self.session.replicas) if r >= len(chunks) or not len(chunks[r])]
        if not empty:
            return ""
        who = "rank" if len(empty) == 1 else "ranks"
        return (
            f"; {who} {', '.join(map(str, empty))} took no sample of it and stepped on a copy "
            "weighted 0: a batch smaller than the ranks gets no speed-up from them"
        )

    def _readers(self) -> str:
        """Who reads the slices: each rank, or each tensor-parallel group as one."""
        n, world = self.session.replicas, self.session.world_size
        if n == world:
            return f"{n} ranks"
        return f"{n} tensor-parallel groups of {world // n} ranks (each group reads one slice)"

    def split(self, indices: list[int]) -> list[list[int]]:
        """DataParallel's chunks (ceil(B/N) each, so the last are shorter or missing); with
        global batch norm, where no chunk needs to match a GPU's, sizes that differ by one."""
        world = self.session.replicas
        if self.balanced:
            size, extra = divmod(len(indices), world)
            edges = list(
                itertools.accumulate([size + (r < extra) for r in range(world)], initial=0)
            )
            return [indices[a:b] for a, b in itertools.pairwise(edges) if b > a]
        size = -(-len(indices) // world)
        return [indices[i : i + size] for i in range(0, len(indices), size)]


class _RankBatches:
    """A batch sampler view: the loader's batch sampler, drawn identically on every rank,
    yielding this rank's slice of each global batch."""

    def __init__(self, inner: Any, sharding: Sharding) -> None:
        self.inner = inner
        self.sharding = sharding

    def __len__(self) -> int:
        if self.sharding.whole:
            return len(self.inner)
        return -(-len(self.inner) // self.sharding.group)

    def __iter__(self) -> _Pass:
        self.sharding.latest = _Pass(self.inner, self.sharding)
        return self.sharding.latest


class _Pass:
    """One pass over the batch sampler. Its first draw is made in `start`, in the shared random
    state, where one process makes it: as the pass begins where loader workers prefetch, else
    as the loop takes its first batch (a second loader begun before the first's batch is taken
    draws after it, as in one process). Its later draws come from the streams the sampler left
    at its previous one, alike on every rank, not the rank's own: a sampler that draws as it
    yields (mean teacher's, a NumPy permutation each time a stream runs out) draws alike."""

    def __init__(self, inner: Any, sharding: Sharding) -> None:
        self.inner = inner
        self.sharding = sharding
        self._batches: Iterator[list[list[int]]] | None = None
        self._first: list[list[int]] | None = None
        self._streams: Streams | None = None  # the sampler's, after its latest draw
        self._lazy = _may_draw_as_it_yields(inner)

    @property
    def started(self) -> bool:
        return self._batches is not None

    def start(self) -> None:
        if not self.started:
            self.sharding.in_shared_state(self._draw)

    def _draw(self) -> None:
        sharding = self.sharding
        sharding.decide()
        self._batches = _grouped(iter(self.inner), 1 if sharding.whole else sharding.group)
        self._first = next(self._batches, None)
        self._streams = Streams.now()
        if not sharding.whole:
            sharding.check_agrees(self._first)

    def __iter__(self) -> _Pass:
        return self

    def __next__(self) -> list[int]:
        self.start()
        assert self._batches is not None
        batch, self._first = self._first, None
        if batch is None:
            # (NumPy's state costs about 0.2 ms a batch to keep apart: only where needed)
            batch = self._drawn() if self._lazy else next(self._batches)
        return self.sharding.slice(batch)

    def _drawn(self) -> list[list[int]]:
        """The sampler's next batches, drawn in its own streams (StopIteration ends the pass).
        Each of the rank's streams that is the sampler's still (nothing drew from it since the
        sampler's last draw: NumPy's on rank 0 where the loop draws from torch's alone) goes on
        from the draw, as one process's does; the others are left as they were."""
        assert self._batches is not None and self._streams is not None
        own, before = Streams.now(), self._streams
        before.restore()
        try:
            return next(self._batches)
        finally:
            self._streams = Streams.now()
            own.carried(before, self._streams).restore()


# torch's own samplers draw from the global streams at their first batch alone (a generator
# of their own after it, seeded there), and its BatchSampler draws nothing.
_DRAW_FIRST = (SequentialSampler, RandomSampler, SubsetRandomSampler, WeightedRandomSampler)


def _may_draw_as_it_yields(batch_sampler: Any) -> bool:
    """Whether a batch sampler may draw from the global streams after its first batch: any
    but torch's BatchSampler over one of torch's samplers (their exact classes: a subclass
    may draw in its own `__iter__`)."""
    sampler = getattr(batch_sampler, "sampler", None)
    return not (type(batch_sampler) is BatchSampler and type(sampler) in _DRAW_FIRST)


def _grouped(batches: Iterator[list[int]], size: int) -> Iterator[list[list[int]]]:
    while chunk := list(itertools.islice(batches, size)):
        yield chunk


class ShardedLoaders:
    """Installs the slicing on `DataLoader` itself, so every loader (subclasses too) has it."""

    def __init__(
        self, session: Session, shares: Shares, per_device: bool, balanced: bool = False
    ) -> None:
        self.session = session
        self.shares = shares
        self.per_device = per_device
        self.balanced = balanced
        self.patches = session.patches  # the session's one stack
        self.state = TrainingState(self.patches)
        self.training_passes = 0  # passes over a DataLoader while training, split or not
        # How many backwards the script has run (set by bootstrap: the averaging's count).
        self.backwards: Callable[[], int] = lambda: 0
        self.streams = PassStreams(session)
        self.steps = StepSources(session, shares, lambda: self.backwards())
        self.step_batch = StepBatch(session, shares, lambda: self.backwards())

    def install(self) -> None:
        self.state.install()
        # --verify's one process takes its batches through a split into one slice too: its
        # keyed draws (keyed.py) need the rows the loop holds, as the ranks' do.
        if not self.session.distributed and not self.session.options.verify_steps:
            return
        if self.session.distributed:
            untrained, note = self.steps.untrained, self.steps.untrained_note
            self.session.at_end.append(untrained)
            self.session.at_stop.append(note)
            self.patches.on_restore(lambda: self.session.at_end.remove(untrained))
            self.patches.on_restore(lambda: self.session.at_stop.remove(note))
        loader_iter = DataLoader.__iter__
        index_sampler = index_sampler_property()
        # loader -> its slicing for the pass under way (kept beside the script's loaders)
        shardings: weakref.WeakKeyDictionary[DataLoader, Sharding] = weakref.WeakKeyDictionary()

        def __iter__(loader: DataLoader) -> Any:
            around = self.step_batch.around(loader)  # (read before this pass takes a batch)
            trained = self.state.now  # (read once: after an eval() it walks the heap)
            sharding = self._sharding_for(loader, trained)
            # A split pass trains (a framework's shuffling loader after its evaluation too).
            self.training_passes += trained or sharding is not None
            if (sharding is None) != (shardings.get(loader) is None):
                forget_iterator(loader)  # persistent workers: their sampler view is stale
            if sharding is None:
                shardings.pop(loader, None)
                if around is not None and loader in self.step_batch.evaluations:
                    return loader_iter(loader)  # the step's batch stays as it was
                self.shares.unsharded()
                # Begun inside a step (an evaluator's pass after its eval(), between taking
                # the step's batch and its forward): ended with no backward, an evaluation.
                ended = (
                    None if around is None else functools.partial(self._whole_ended, loader, around)
                )
                return _Taking(
                    loader_iter(loader), lambda _left: self.steps.took_whole(loader), ended
                )
            shardings[loader] = sharding
            if not self._training_began(loader):  # decided at the pass's first draw
                sharding.settle = functools.partial(self._settle, loader)
            iterator = self.streams.begin(loader_iter, loader, sharding)
            took = functools.partial(self._took_split, loader, sharding)
            ended = functools.partial(self._ended, loader, around)
            return _Taking(iterator, took, ended)

        def _index_sampler_(loader: DataLoader) -> Any:
            sampler = index_sampler.fget(loader)
            sharding = shardings.get(loader)
            return sharding.batches(sampler) if sharding is not None else sampler

        self.patches.swap(DataLoader, "__iter__", __iter__)
        self.patches.swap(DataLoader, INDEX_SAMPLER, property(_index_sampler_))
        self.patches.hook(register_optimizer_step_pre_hook(self.steps.before_step))

    def _ended(self, loader: DataLoader, around: Held | None) -> None:
        """A split pass ran out."""
        self.step_batch.ended(loader, around)
        self.streams.between_passes()

    def _whole_ended(self, loader: DataLoader, around: Held) -> None:
        """A whole pass begun inside the step `around` ran out: where it fed no backward, it
        was an evaluation, and the step holds its split batch again (its share, its rows),
        its step that batch's (it was counted a whole pass's step, and weighted as one)."""
        if self.step_batch.ended(loader, around):
            self.steps.evaluated(loader)

    def _took_split(self, loader: DataLoader, sharding: Sharding, left: int | None) -> None:
        if sharding.whole:
            self.steps.took_whole(loader, before_training=True)
            return
        sharding.taken(left)
        self.step_batch.took(loader)
        self.steps.took_split()

    def _training_began(self, loader: DataLoader) -> bool:
        """Whether training has begun: the loader fed a step before, the script ran a
        backward, or it made an optimizer (looked for on the heap only until a backward)."""
        return loader in self.steps.fed or self.backwards() > 0 or bool(live_optimizers())

    def _settle(self, loader: DataLoader) -> bool:
        """A pass made before training draws its first batch: split only if training has
        begun since (the iterator was made early and is read in the training loop)."""
        began = self._training_began(loader)
        if not began:
            self.shares.unsharded()
        return began

    def _trains(self, loader: DataLoader, trained: bool) -> bool:
        """Whether a pass of `loader` beginning now trains: `trained` (gradients on, no
        `no_grad()` block, and the modules the optimizers train in training mode: the state's
        `now`); or, gradients on and those modules in eval(), the loader shuffles or fed an
        optimizer step before. Frameworks evaluate before training
        starts and switch back after the pass has begun (Ignite's `train()` in each step) or
        by setting the modules' flags (Lightning's sanity check): their shuffling training
        loaders still train. An evaluation loader does not shuffle."""
        if loader in self.step_batch.evaluations:
            return False
        if trained:
            return True
        return self.state.gradients and (loader in self.steps.fed or _shuffles(loader))

    def _sharding_for(self, loader: DataLoader, trained: bool) -> Sharding | None:
        if isinstance(loader.dataset, IterableDataset):
            self.session.warn_once(
                "iterable",
                f"{type(loader.dataset).__name__} is an IterableDataset, which cannot be "
                "split by index: multigpu run leaves it to itself, so unless it splits its "
                "stream by rank (torch.distributed's rank, as streaming data sets do) every "
                "rank reads all of it (no speed-up); give a map-style Dataset to split the "
                "batches",
            )
            return None
        if loader.batch_sampler is None or not self._trains(loader, trained):
            return None  # evaluation (or batch_size=None): whole on every rank
        ranks = self.session.options.verify_ranks or self.session.replicas
        return Sharding(self.session, self.shares, self.per_device, self.balanced, ranks)


def _shuffles(loader: DataLoader) -> bool:
    """Whether the loader draws its samples in a random order (as training loaders do)."""
    return isinstance(loader.sampler, (RandomSampler, SubsetRandomSampler, WeightedRandomSampler))


class _Taking:
    """The loader's iterator, telling `took` each time the loop takes a batch and how many its
    pass has left (None without a length): for a split pass `Shares`, which batch the loop
    holds (an accumulation's short last window is known before its backward runs); for a
    whole pass, the warning of whole training passes."""

    def __init__(
        self,
        iterator: Any,
        took: Callable[[int | None], None],
        ended: Callable[[], None] | None = None,
    ) -> None:
        self._iterator = iterator
        self._took = took
        self._ended = ended  # told once, when the pass runs out
        self._taken = 0
        try:
            self._length: int | None = len(iterator)
        except (TypeError, ValueError):
            # A batch sampler without a length, or one whose `__len__` says it has none
            # (-1: an endless sampler's, as piano_transcription's).
            self._length = None

    def __iter__(self) -> _Taking:
        return self

    def __next__(self) -> Any:
        try:
            batch = next(self._iterator)
        except StopIteration:
            ended, self._ended = self._ended, None
            if ended is not None:
                ended()
            raise
        self._taken += 1
        self._took(None if self._length is None else max(0, self._length - self._taken))
        return batch

    def __len__(self) -> int:
        return len(self._iterator)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._iterator, name)
