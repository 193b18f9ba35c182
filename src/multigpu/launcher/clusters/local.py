"""No scheduler: a process started by hand, or a rank that torchrun (or multigpu) started."""

from __future__ import annotations

from collections.abc import Mapping

from .environment import ClusterEnvironment


class Launched(ClusterEnvironment):
    """A worker of torchrun, `multigpu launch` or multigpu's own agent, or a process given RANK
    and WORLD_SIZE by hand: it already is one rank, and runs in place."""

    name = "torchrun"

    @staticmethod
    def detect(env: Mapping[str, str]) -> bool:
        return "RANK" in env and "WORLD_SIZE" in env

    @property
    def is_rank(self) -> bool:
        return True


class Local(ClusterEnvironment):
    """One machine, nothing set: multigpu starts one process per device."""

    name = "local"

    @staticmethod
    def detect(env: Mapping[str, str]) -> bool:
        return True
