"""Scripts that distribute themselves, found when they do it rather than by their text.

Research scripts keep `init_process_group` and `mp.spawn` behind flags (`--distributed`,
`--multiprocessing-distributed`) that a one-machine user does not pass; only a call tells
whether the script is distributed this time. So every script starts under the adapters, and:

- a call of `init_process_group` hands the script over: the adapters are taken out (the
  script's own DDP and samplers do the work from here), the job's environment (RANK,
  WORLD_SIZE, MASTER_ADDR, ...) is what it joins with, and rank 0 says where it happened;
- `torch.multiprocessing.spawn` inside a job of several ranks would start N copies of N
  workers: refused in one line, with what to do instead;
- a script that asks its rank (`torch.distributed.get_rank()` once multigpu run has joined
  the group, or RANK / LOCAL_RANK from the environment; its own code or a package's) knows it
  is one of several processes and may write its files on rank 0 alone (BasicSR's
  `@master_only`): that is noted for shared_files.py;
- a process the script starts itself (`mp.Process(...).start()`) would be started by every
  rank, as a copy of a rank with multigpu run's adapters in it (its backward would wait on the
  ranks' collectives for ever); where the script shared a model's memory with it
  (`model.share_memory()`, the Hogwild idiom) every rank would train its own set of copies. It
  is refused in one line, the Hogwild case named as such.
"""

from __future__ import annotations

import functools
import linecache
import multiprocessing.process
import os
import sys
from collections.abc import Callable
from typing import Any

import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn

from ...core import frames
from ...core.errors import UsageError
from .session import Session, call_site

# The packages that distribute a script themselves, by their import name (a subpackage
# where one package holds two of them).
FRAMEWORKS = {
    "accelerate": "Accelerate",
    "lightning.fabric": "Lightning Fabric",
    "lightning.pytorch": "Lightning's Trainer",
    "lightning": "Lightning",
    "lightning_fabric": "Lightning Fabric",
    "pytorch_lightning": "Lightning's Trainer",
    "deepspeed": "DeepSpeed",
    "transformers": "transformers (its Trainer)",
}


_RANKS = ("RANK", "LOCAL_RANK")  # the environment's names of a process's rank


def _outside_torch(frame: Any) -> bool:
    """Whether `frame` (past the standard library's) is the script's or a package's."""
    return frame is not None and not frames.is_library(frame.f_code.co_filename)


def framework_of(frame: Any) -> str | None:
    """The framework whose code `frame` runs, if any."""
    parts = str(frame.f_globals.get("__name__", "")).split(".")
    for name in (".".join(parts[:2]), parts[0]):
        if name in FRAMEWORKS:
            return FRAMEWORKS[name]
    return None


def _framework(frame: Any) -> str | None:
    """The framework the script called to make the call (the outermost one on the stack: the
    Trainer, not the Fabric or Accelerate code it runs), if any."""
    called = None
    while frame is not None:
        called = framework_of(frame) or called
        frame = frame.f_back
    return called


class OwnProcessGroup:
    def __init__(self, session: Session, target: str, hand_over: Callable[[], None]) -> None:
        self.session = session
        self.target = target
        self._hand_over = hand_over
        self.handed_over = False
        self._patches = session.patches  # the session's one stack
        self._shared_model: str | None = None  # where the script shared a model's memory

    def install(self) -> None:
        for owner in (dist, dist.distributed_c10d):
            self._patches.swap(owner, "init_process_group", self._watched(owner.init_process_group))
        for name in ("spawn", "start_processes"):
            self._patches.swap(mp, name, self._refused(getattr(mp, name), name))
        process = multiprocessing.process.BaseProcess
        self._patches.swap(process, "start", self._own_process(process.start))
        self._patches.swap(nn.Module, "share_memory", self._shared(nn.Module.share_memory))
        for owner in (dist, dist.distributed_c10d):
            self._patches.swap(owner, "get_rank", self._asked(owner.get_rank))
        environment = type(os.environ)
        self._patches.swap(environment, "__getitem__", self._asked_by_name(environment.__getitem__))

    def _asked(self, ask: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(ask)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if self.session.rank_asked and not self._groupless():
                return ask(*args, **kwargs)  # (a script may ask at every step: no frame walk)
            outside = _outside_torch(frames.past_the_standard_library(sys._getframe(1)))
            self.session.rank_asked = self.session.rank_asked or outside
            if outside and self._groupless():
                raise self._refuse(
                    f"{call_site(2)} asks torch.distributed for its rank with no process "
                    f"group made: the script read this job's {self.session.world_size} "
                    "processes from the environment (WORLD_SIZE) but did not start the "
                    "distributed mode it has (its init_process_group, behind a flag or "
                    "--local_rank); run it with that mode on, or with python itself"
                )
            return ask(*args, **kwargs)

        return wrapper

    def _groupless(self) -> bool:
        """Whether a script that may distribute itself, and has not, runs in a job of several
        ranks with no process group made (multigpu run waits for the script's own
        init_process_group, so it joined none either): a rank asked there, in one process the
        script would not have asked (WORLD_SIZE is not set), under multigpu run stops in
        torch's own error (DPR's trainer, whose `--local_rank` left at -1 skips its init,
        batch p)."""
        return (
            self.session.options.may_distribute_itself
            and self.session.world_size > 1
            and not self.handed_over
            and not dist.is_initialized()
        )

    def _asked_by_name(self, get: Callable[..., Any]) -> Callable[..., Any]:
        """The environment's `__getitem__` (`os.environ[...]`, `.get`, `os.getenv`): RANK or
        LOCAL_RANK read by name outside torch and multigpu, on a line that names it (not a
        package's copy of the whole environment, fsspec's `dict(os.environ)`)."""

        @functools.wraps(get)
        def wrapper(environment: Any, key: Any) -> Any:
            if key in _RANKS and not self.session.rank_asked:
                caller = frames.past_the_standard_library(sys._getframe(1))
                if _outside_torch(caller):
                    line = linecache.getline(caller.f_code.co_filename, caller.f_lineno)
                    self.session.rank_asked = key in line
            return get(environment, key)

        return wrapper

    def _shared(self, share: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(share)
        def wrapper(module: nn.Module) -> Any:
            self._shared_model = self._shared_model or call_site(2)
            return share(module)

        return wrapper

    def _refuse(self, reason: str) -> UsageError:
        """The refusal, kept by the session: the run ends with it even where the script's
        own `except Exception` catches it and goes on (a GAIL script's expert loader did)."""
        self.session.refusal = self.session.refusal or UsageError(reason)
        return UsageError(reason)

    def _own_process(self, start: Callable[..., Any]) -> Callable[..., Any]:
        """A process started by the script's own code (not by a DataLoader, a Pool or a
        package it uses)."""

        @functools.wraps(start)
        def wrapper(process: Any) -> Any:
            caller = sys._getframe(1)
            by_the_script = frames.own_code(caller) is caller
            if by_the_script and self.session.world_size > 1 and not self.handed_over:
                where, ranks = call_site(2), self.session.world_size
                if self._shared_model is not None:
                    raise self._refuse(
                        f"{where} starts a process of its own to train the model whose memory "
                        f"{self._shared_model} shares (Hogwild): each of the {ranks} ranks "
                        "would start its own, training apart from the others; run it with "
                        "python itself"
                    )
                raise self._refuse(
                    f"{where} starts a process of its own: each of the {ranks} ranks would "
                    "start its own copy of it; run it with python itself, or start the "
                    "process outside the training script"
                )
            return start(process)

        return wrapper

    def _watched(self, init: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(init)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if not self.session.joining and not self.handed_over:
                # The script's line, not the framework's own call inside it.
                self._take_over(call_site(2, own_code=True), _framework(sys._getframe(1)))
                result = init(*args, **kwargs)
                self.session.check_collectives()
                return result
            return init(*args, **kwargs)

        return wrapper

    def _take_over(self, where: str, framework: str | None) -> None:
        if dist.is_initialized():
            raise UsageError(
                f"{where} calls init_process_group after multigpu run had already joined the "
                "job's process group for the script's first steps; call it before training, "
                "or leave it out and let multigpu run distribute the script"
            )
        self.handed_over = True
        self._hand_over()
        through = f" through {framework}, as multigpu launch runs it" if framework else ""
        self.session.say_once(
            "own group",
            f"{where} sets up its own process group: {self.target} distributes itself"
            f"{through} from here; multigpu run gave it the job's environment (RANK, "
            "LOCAL_RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT) and leaves it alone: the "
            "loss it reads from here is its rank's own, not the global batch's",
        )

    def _refused(self, start: Callable[..., Any], name: str) -> Callable[..., Any]:
        @functools.wraps(start)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if self.session.world_size > 1 and not self.handed_over:
                raise self._refuse(
                    f"{call_site(2)} starts worker processes of its own "
                    f"(torch.multiprocessing.{name}) while multigpu run already started one "
                    f"per device: every rank would start its own set; leave out the option "
                    "that makes the script spawn (--multiprocessing-distributed, say) and "
                    "multigpu run distributes it, or start it with python itself"
                )
            return start(*args, **kwargs)

        return wrapper
