"""SLURM's `srun`: ranks, world size and the rendezvous from SLURM's variables.

Two ways to use it:
- one task per device (`srun --ntasks-per-node=4 python train.py`): every task is one rank;
- one task per node (`srun --ntasks-per-node=1 multigpu launch ...`): each task is one node
  (node rank = SLURM_NODEID) and starts its own processes, one per device.

Only a job step started by srun counts (SLURM_STEP_* set): a batch script's own shell has
SLURM variables too, but it is not one of the ranks.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .environment import ClusterEnvironment, TaskPlacement, job_port


class Slurm(ClusterEnvironment):
    name = "slurm"

    @staticmethod
    def detect(env: Mapping[str, str]) -> bool:
        return "SLURM_STEP_NUM_TASKS" in env and "SLURM_PROCID" in env

    def placement(self) -> TaskPlacement:
        env = self.env
        tasks = int(env["SLURM_STEP_NUM_TASKS"])
        nodes = int(env.get("SLURM_STEP_NUM_NODES", env.get("SLURM_NNODES", "1")))
        nodelist = env.get("SLURM_STEP_NODELIST") or env.get("SLURM_JOB_NODELIST") or "localhost"
        job_id = env.get("SLURM_JOB_ID", "0")
        return TaskPlacement(
            tasks=tasks,
            task_rank=int(env["SLURM_PROCID"]),
            nodes=nodes,
            node_rank=int(env.get("SLURM_NODEID", "0")),
            local_rank=int(env.get("SLURM_LOCALID", "0")),
            tasks_on_node=_tasks_on_this_node(env, tasks, nodes),
            master_addr=env.get("MASTER_ADDR") or first_host(nodelist),
            master_port=job_port(env, job_id),
            job_id=job_id,
        )


def first_host(nodelist: str) -> str:
    """The first host of a SLURM node list ('gpu[07-09,12],cpu1' -> 'gpu07',
    'rack[1-2]-node[01-04]' -> 'rack1-node01'), read by python-hostlist, which knows SLURM's
    syntax."""
    import hostlist

    try:
        return hostlist.expand_hostlist(nodelist.strip())[0]
    except (hostlist.BadHostlist, IndexError):
        raise ValueError(f"cannot read the SLURM node list {nodelist!r}") from None


def _tasks_on_this_node(env: Mapping[str, str], tasks: int, nodes: int) -> int:
    """SLURM_STEP_TASKS_PER_NODE reads like '4(x2),3'; this node's entry by SLURM_NODEID."""
    text = env.get("SLURM_STEP_TASKS_PER_NODE") or env.get("SLURM_TASKS_PER_NODE")
    if not text:
        return max(1, tasks // max(1, nodes))
    counts: list[int] = []
    for part in text.split(","):
        m = re.fullmatch(r"(\d+)(?:\(x(\d+)\))?", part.strip())
        if m:
            counts += [int(m.group(1))] * int(m.group(2) or 1)
    node = int(env.get("SLURM_NODEID", "0"))
    return counts[node] if node < len(counts) else max(1, tasks // max(1, nodes))
