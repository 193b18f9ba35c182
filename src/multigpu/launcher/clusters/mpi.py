"""`mpirun` / `mpiexec` (Open MPI, MPICH, Intel MPI): ranks from the MPI launcher's variables.

MPI says each task's rank and how many run on its machine, but not where rank 0 is: a job of
several machines gives MASTER_ADDR (rank 0's host) in the environment, as with `mpirun -x
MASTER_ADDR=node0`; without it, only a job on one machine (localhost) can be placed.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...core.errors import UsageError
from .environment import ClusterEnvironment, TaskPlacement, job_port

# (rank, size, local rank, local size) as each MPI names them.
VARIABLES = (
    (
        "OMPI_COMM_WORLD_RANK",
        "OMPI_COMM_WORLD_SIZE",
        "OMPI_COMM_WORLD_LOCAL_RANK",
        "OMPI_COMM_WORLD_LOCAL_SIZE",
    ),
    ("PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID", "MPI_LOCALNRANKS"),
)


class Mpi(ClusterEnvironment):
    name = "mpi"

    @staticmethod
    def detect(env: Mapping[str, str]) -> bool:
        return any(rank in env and size in env for rank, size, _, _ in VARIABLES)

    def placement(self) -> TaskPlacement:
        env = self.env
        rank_name, size_name, local_name, local_size_name = next(
            names for names in VARIABLES if names[0] in env and names[1] in env
        )
        tasks, rank = int(env[size_name]), int(env[rank_name])
        on_node = int(env.get(local_size_name, "1"))
        nodes = max(1, tasks // on_node)
        if nodes > 1 and "MASTER_ADDR" not in env:
            raise UsageError(
                f"started by MPI on {nodes} machines: set MASTER_ADDR to rank 0's host (MPI "
                "does not say it), e.g. mpirun -x MASTER_ADDR=HOST"
            )
        return TaskPlacement(
            tasks=tasks,
            task_rank=rank,
            nodes=nodes,
            node_rank=rank // on_node,
            local_rank=int(env.get(local_name, "0")),
            tasks_on_node=on_node,
            master_addr=env.get("MASTER_ADDR", "localhost"),
            master_port=job_port(env, None),
            job_id=env.get("OMPI_MCA_ess_base_jobid", "job"),
        )
