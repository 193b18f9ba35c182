"""What every scheduler tells a task, and what multigpu does with it.

A scheduler (SLURM's srun, mpirun, LSF's jsrun, a Kubeflow PyTorchJob) starts tasks and says in
environment variables where each one is. It may start one task per device, which then runs in
place as one rank (`place_task` sets the variables torchrun would have), or one task per machine,
which starts its own processes as one node of the job (`job_nodes` fills in `Nodes`). Each
scheduler is one `ClusterEnvironment` subclass that reads its own variables into a `TaskPlacement`;
what follows from a placement is the same for all of them and lives here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from typing import ClassVar

from ..nodes import DEFAULT_PORT, Nodes


@dataclass(frozen=True)
class TaskPlacement:
    """This task's place in the job, as its scheduler gives it."""

    tasks: int  # tasks in the job (or job step)
    task_rank: int
    nodes: int
    node_rank: int
    local_rank: int  # among the tasks on this machine
    tasks_on_node: int
    master_addr: str  # where rank 0 (or node 0) runs
    master_port: int
    job_id: str

    @property
    def one_task_per_node(self) -> bool:
        return self.tasks == self.nodes

    def rank_environment(self) -> dict[str, str]:
        """What torchrun would have set for this task, for `init_process_group(env://)`."""
        return {
            "RANK": str(self.task_rank),
            "WORLD_SIZE": str(self.tasks),
            "LOCAL_RANK": str(self.local_rank),
            "LOCAL_WORLD_SIZE": str(self.tasks_on_node),
            "MASTER_ADDR": self.master_addr,
            "MASTER_PORT": str(self.master_port),
        }


class ClusterEnvironment:
    """A scheduler's view of this process: `detect` says whether it started it, `placement`
    reads where (None: nothing for multigpu to set)."""

    name: ClassVar[str]

    def __init__(self, env: Mapping[str, str]) -> None:
        self.env = env

    @staticmethod
    def detect(env: Mapping[str, str]) -> bool:
        raise NotImplementedError

    def placement(self) -> TaskPlacement | None:
        return None

    @property
    def is_rank(self) -> bool:
        """True where this process already is one rank of a job (torchrun's workers)."""
        return False

    def place_task(self, env: MutableMapping[str, str]) -> None:
        """Where the scheduler started one task per device, set what torchrun would have for
        this task, so that it runs as one rank in place."""
        placed = self.placement()
        if placed is not None and placed.tasks > 1 and not placed.one_task_per_node:
            env.update(placed.rank_environment())

    def job_nodes(self, nodes: Nodes) -> Nodes:
        """`nodes`, with the scheduler's values where it started one task per machine of
        several; what the user gave wins over what the scheduler says."""
        placed = self.placement()
        if placed is None or not placed.one_task_per_node or placed.nodes < 2:
            return nodes
        return dataclasses.replace(
            nodes,
            nnodes=placed.nodes,
            node_rank=placed.node_rank,
            rdzv_endpoint=nodes.rdzv_endpoint or f"{placed.master_addr}:{placed.master_port}",
            rdzv_id=nodes.rdzv_id or f"{self.name}-{placed.job_id}",
        )


def job_port(env: Mapping[str, str], job_id: str | None) -> int:
    """MASTER_PORT if set, else a port derived from the job id, so that two jobs sharing a
    machine do not collide."""
    if "MASTER_PORT" in env:
        return int(env["MASTER_PORT"])
    return 10000 + int(job_id) % 20000 if job_id and job_id.isdigit() else DEFAULT_PORT
