"""One worker's place in a `multigpu run` job: its rank, its device, its process groups, and
the few collectives the adapters need (each with a timeout that names the late ranks)."""

from __future__ import annotations

import hashlib
import os
import random
import sys
import warnings
from collections.abc import Callable
from datetime import timedelta

import torch
import torch.distributed as dist

# Imported before any group exists: see api/run.py (it would keep the world group alive).
import torch.distributed.nn.functional

from ...core import frames
from ...core.errors import Stopped, UsageError
from ...core.job_group import JobGroup
from ...core.patches import Patches
from ...core.ranks import Placement, RankInfo, placed
from ...hang.check import CollectiveCheck
from ...strategies.base import Strategy
from ..launch.handover import AdaptOptions
from ..output.line_ends import LineEnds
from .marks import TensorMarks
from .streams import Streams

VERIFY_SEED = 20261124  # any fixed number: both of --verify's runs start from it


class RanksApart(Stopped):
    """Ranks met at different points of the script."""


class Session:
    """The process group is joined when first needed: a script that never trains (or fails
    first) starts as fast as under torchrun."""

    rank = placed("rank")
    world_size = placed("world_size")
    device = placed("device")

    def __init__(self, options: AdaptOptions, ranks: RankInfo, device: torch.device) -> None:
        self.options = options
        self.placement = Placement.of(ranks, device)
        # The method the workers run, built once from the options' name and fields.
        self.strategy: Strategy = options.built_strategy()
        # How many slices each global batch is cut into, and which this rank reads: one per
        # rank, except that the ranks of one tensor-parallel group read one slice together
        # (the layout's data dimensions, validated before any worker started). One process
        # (--verify's) lays out nothing.
        self.replicas, self.replica = 1, 0
        if self.world_size > 1:
            layout = self.strategy.dims_for(self.world_size, self.placement.machines)
            self.replicas, self.replica = layout.data_parallel(self.rank)
        self.timeout = timedelta(seconds=options.timeout_s)
        self.group = JobGroup(self.placement, self.timeout)  # joined on first use
        self._check: CollectiveCheck | None = None
        self.said: set[str] = set()  # the keys of what was said once
        self.joining = False  # True while multigpu run itself joins the process group
        self.forked = False  # ranks above 0 draw from random streams of their own
        # The script asked its rank (torch.distributed's, or RANK / LOCAL_RANK): it may write
        # files on rank 0 alone, so no rank waits for the others at a write (shared_files.py).
        self.rank_asked = False
        self.model_ran = False  # a model of the script's ran its first forward (same_start.py)
        # What multigpu run refused while the script ran (a process of its own started): the
        # run ends with it even where the script's own `except Exception` caught it.
        self.refusal: UsageError | None = None
        self.notes: list[str] = []  # what was said, for --verify's verdict
        self._said_as: dict[str, str] = {}  # each key's note, as said
        # Called before the notes are read: what other processes of this rank saw, said then.
        self.late_notes: list[Callable[[], None]] = []
        # Called when the script's run is over (it returned), before its last checks.
        self.at_end: list[Callable[[], None]] = []
        # Asked when a rank stops on an error, before anything is undone: what the run did
        # that explains the stop (a line each, or None), added to the rank's error.
        self.at_stop: list[Callable[[], str | None]] = []
        # Everything changed under the script, undone newest first (at a hand-over, at exit).
        self.patches = Patches()
        self.marks = TensorMarks()  # what is known of the script's parameters
        self.line_ends = LineEnds()  # a note starts on a line of its own (installed on rank 0)
        self.ended = False  # the script's run is over (closed): no rank waits for another

    @property
    def distributed(self) -> bool:
        return self.group.distributed

    @property
    def control(self) -> dist.ProcessGroup | None:
        """A gloo group over every rank (the world group on gloo), joined on first use."""
        self.connect()
        return self.group.control

    def check_collectives(self) -> None:
        """--check-collectives, on the world group once it exists (ours or the script's)."""
        if self.options.check_collectives and dist.is_initialized() and self._check is None:
            self._check = CollectiveCheck(dist.group.WORLD)
            self._check.install()

    def connect(self) -> None:
        """Join the process group now (before a collective on the world group)."""
        if self.distributed and not self.group.joined:
            # Longer than a barrier's wait: where one rank waits at a barrier and another in a
            # collective, the barrier times out first and names the rank it missed.
            self.joining = True
            try:
                self.group.join(self.timeout * 1.5)
            finally:
                self.joining = False
            self.check_collectives()

    def close(self) -> None:
        self.ended = True
        if self._check is not None and dist.is_initialized():
            self._check.remove()
        self._check = None
        self.group.leave()

    # -- messages ------------------------------------------------------------------------------

    def say(self, message: str) -> None:
        """A line on rank 0's standard error (the others are silent)."""
        if self.rank == 0:
            start = self.line_ends.before_note()
            # Not `print`: a script may have replaced it (homura's prints on rank 0 alone,
            # and takes no `flush`).
            sys.__stderr__.write(f"{start}multigpu run: {message}\n")
            sys.__stderr__.flush()

    def say_once(self, key: str, message: str) -> None:
        if key not in self.said:
            self.said.add(key)
            self.notes.append(message)
            self._said_as[key] = message
            self.say(message)

    def warn_once(self, key: str, message: str) -> None:
        self.say_once(key, f"warning: {message}")

    def withdraw(self, key: str) -> None:
        """What was said under `key` no longer holds (a later line said why): it leaves the
        notes --verify repeats with its verdict (said once, it stays said)."""
        said = self._said_as.pop(key, None)
        if said is not None:
            self.notes.remove(said)

    # -- collectives (no-ops in one process) ---------------------------------------------------

    def barrier(self, what: str, place: str | None = None) -> list[str]:
        """Wait for every rank to reach the same point: a rank that never comes is named at
        the timeout, and ranks that meet at different points (they took different branches)
        are named at once, each with where it is. `place`, where given, is that point (the
        script's line), and `what` (said in messages) may differ by rank there: a file named
        by the clock. Once the run is over (a file the script left open, closed at the
        interpreter's exit), nobody waits: the other ranks may be gone, and no reader follows.
        Returns each rank's `what`."""
        if not self.distributed or self.ended:
            return [what]
        self.connect()
        self.group.barrier(what)
        where = self.gather((what, place or what))
        if len({point for _, point in where}) > 1:
            raise RanksApart(
                "the ranks took different paths through the script: "
                + ", ".join(f"rank {r} at {said}" for r, (said, _) in enumerate(where))
            )
        return [said for said, _ in where]

    def broadcast_streams(self) -> Streams:
        """Rank 0's global random streams (torch's CPU one, Python's and NumPy's), on every
        rank (restored by the caller)."""
        streams = Streams.now()
        if not self.distributed:
            return streams
        dist.broadcast(streams.torch_state, 0, group=self.control)
        others = [(streams.python_state, streams.numpy_state)]
        dist.broadcast_object_list(others, 0, group=self.control)
        return Streams(streams.torch_state, *others[0])

    def gather(self, value: object) -> list[object]:
        self.connect()
        return self.group.gather(value)

    def fork_stream(self, shared: torch.Tensor) -> None:
        """From here on the ranks that read other slices than rank 0 draw from random
        streams of their own: torch's, Python's `random` and NumPy's global one (dropout,
        random augmentation, randomly drawn batches, a random example drawn per step, noise
        drawn in the loop: each rank its own, as per GPU); rank 0 keeps the streams one process
        would have, and the ranks of one tensor-parallel group draw alike (one stream per
        slice). `shared` is a random state every rank holds alike."""
        if self.replica > 0 and not self.forked:
            seed = self.rank_seed(shared)
            torch.manual_seed(seed)
            random.seed(seed)
            numpy = sys.modules.get("numpy")  # only where the script uses it
            if numpy is not None:
                numpy.random.seed(seed % 2**32)
        self.forked = True

    def rank_seed(self, state: torch.Tensor) -> int:
        """A seed for this rank's own random stream (its slice's), derived from a state every
        rank shares."""
        return seed_from(state.numpy().tobytes() + self.replica.to_bytes(4, "little"))

    def job_seed(self) -> int | None:
        """One seed for every rank of this job (and a new one for the next job); None for a
        worker started by hand, alone. --verify's runs share one, so that a script that seeds
        nothing starts both from the same weights."""
        if self.options.verify_steps:
            return VERIFY_SEED
        job = os.environ.get("TORCHELASTIC_RUN_ID") or os.environ.get("MASTER_PORT")
        if job is None:
            return None
        return seed_from(f"{job}/{os.environ.get('TORCHELASTIC_RESTART_COUNT', '0')}".encode())


def seed_from(data: bytes) -> int:
    """A 63-bit seed derived from `data`: alike wherever the data is."""
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "little") & ((1 << 63) - 1)


def one_line_warnings(patches: Patches) -> None:
    """Warnings in one line each, named after whoever raised them (the script, torch)."""
    patches.swap(warnings, "formatwarning", _one_line)


def _one_line(
    message: Warning | str,
    category: type[Warning],
    filename: str,
    lineno: int,
    line: str | None = None,
) -> str:
    return f"{filename}:{lineno}: {category.__name__}: {message}\n"


UNKNOWN_PLACE = "an unknown place"  # call_site's answer where no frame is the script's


def call_site(skip: int = 1, own_code: bool = False) -> str:
    """`file:line` of the innermost frame of the script's own code (or of a package it uses,
    outside torch and the standard library, unless `own_code`) that led here."""
    find = frames.own_code if own_code else frames.outside_libraries
    frame = find(sys._getframe(skip))
    if frame is None:
        return UNKNOWN_PLACE
    return f"{os.path.basename(frame.f_code.co_filename)}:{frame.f_lineno}"


def drawn_at(skip: int = 1) -> str:
    """call_site's `file:line`, and where that is a package's (PyG's negative_sampling), the
    script's own line that called it: `_negative_sampling.py:329 from train.py:45`."""
    place = call_site(skip + 1)
    own = call_site(skip + 1, own_code=True)
    return place if own in (place, UNKNOWN_PLACE) else f"{place} from {own}"


def called_by_the_script(skip: int = 1) -> bool:
    """Whether the innermost caller outside torch and the standard library is the script's own
    code, not an installed package (whose caches and temporary files are its own business),
    and torch is not writing for itself on the way (torch.compile's caches)."""
    frame, machinery = frames.caller_outside_libraries(sys._getframe(skip))
    return frame is not None and "-packages" not in frame.f_code.co_filename and not machinery
