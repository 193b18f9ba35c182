"""IBM LSF with `jsrun`: ranks from JSM's variables, rank 0's host from LSB_MCPU_HOSTS.

LSB_MCPU_HOSTS lists "host slots" pairs; its first host is the launch node where the batch
script runs, not a compute node, so rank 0's host is the second (as on Summit-style systems),
unless MASTER_ADDR says otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...core.errors import UsageError
from .environment import ClusterEnvironment, TaskPlacement, job_port


class Lsf(ClusterEnvironment):
    name = "lsf"

    @staticmethod
    def detect(env: Mapping[str, str]) -> bool:
        return "LSB_JOBID" in env and "JSM_NAMESPACE_RANK" in env and "JSM_NAMESPACE_SIZE" in env

    def placement(self) -> TaskPlacement:
        env = self.env
        tasks, rank = int(env["JSM_NAMESPACE_SIZE"]), int(env["JSM_NAMESPACE_RANK"])
        on_node = int(env.get("JSM_NAMESPACE_LOCAL_SIZE", "1"))
        job_id = env["LSB_JOBID"]
        return TaskPlacement(
            tasks=tasks,
            task_rank=rank,
            nodes=max(1, tasks // on_node),
            node_rank=rank // on_node,
            local_rank=int(env.get("JSM_NAMESPACE_LOCAL_RANK", "0")),
            tasks_on_node=on_node,
            master_addr=env.get("MASTER_ADDR") or compute_host(env.get("LSB_MCPU_HOSTS", "")),
            master_port=job_port(env, job_id),
            job_id=job_id,
        )


def compute_host(mcpu_hosts: str) -> str:
    """The first compute host of 'launch 1 node1 42 node2 42' (node1)."""
    hosts = mcpu_hosts.split()[::2]
    if not hosts:
        raise UsageError("started by LSF without LSB_MCPU_HOSTS: set MASTER_ADDR to rank 0's host")
    return hosts[1] if len(hosts) > 1 else hosts[0]
