"""Scripts that distribute themselves, found when they do it rather than by their text.

Research scripts keep `init_process_group` and `mp.spawn` behind flags (`--distributed`,
`--multiprocessing-distributed`) that a one-machine user does not pass; only a call tells
whether the script is distributed this time. So every script starts under the adapters, and:

- a call of `init_process_group` hands the script over: the adapters are taken out (the
  script's own DDP and samplers do the work from here), the job's environment (RANK,
  WORLD_SIZE, MASTER_ADDR, ...) is what it joins with, and rank 0 says where it happened;
- `torch.multiprocessing.spawn` inside a job of several ranks would start N copies of N
  workers: refused in one line, with what to do instead.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import torch.distributed as dist
import torch.multiprocessing as mp

from ..core.errors import UsageError
from .patches import Patches
from .session import Session, call_site


class OwnProcessGroup:
    def __init__(self, session: Session, target: str, hand_over: Callable[[], None]) -> None:
        self.session = session
        self.target = target
        self._hand_over = hand_over
        self.handed_over = False
        self._patches = Patches()

    def install(self) -> None:
        for owner in (dist, dist.distributed_c10d):
            self._patches.swap(owner, "init_process_group", self._watched(owner.init_process_group))
        for name in ("spawn", "start_processes"):
            self._patches.swap(mp, name, self._refused(getattr(mp, name), name))

    def _watched(self, init: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(init)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if not self.session.joining and not self.handed_over:
                self._take_over(call_site(2))
                result = init(*args, **kwargs)
                self.session.check_collectives()
                return result
            return init(*args, **kwargs)

        return wrapper

    def _take_over(self, where: str) -> None:
        if dist.is_initialized():
            raise UsageError(
                f"{where} calls init_process_group after multigpu run had already joined the "
                "job's process group for the script's first steps; call it before training, "
                "or leave it out and let multigpu run distribute the script"
            )
        self.handed_over = True
        self._hand_over()
        self.session.say_once(
            "own group",
            f"{where} sets up its own process group: {self.target} distributes itself from "
            "here; multigpu run gave it the job's environment (RANK, LOCAL_RANK, WORLD_SIZE, "
            "MASTER_ADDR, MASTER_PORT) and leaves it alone",
        )

    def _refused(self, start: Callable[..., Any], name: str) -> Callable[..., Any]:
        @functools.wraps(start)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if self.session.world_size > 1 and not self.handed_over:
                raise UsageError(
                    f"{call_site(2)} starts worker processes of its own "
                    f"(torch.multiprocessing.{name}) while multigpu run already started one "
                    f"per device: every rank would start its own set; leave out the option "
                    "that makes the script spawn (--multiprocessing-distributed, say) and "
                    "multigpu run distributes it, or start it with python itself"
                )
            return start(*args, **kwargs)

        return wrapper
