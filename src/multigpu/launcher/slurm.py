"""Jobs started by SLURM's `srun`: ranks, world size and the rendezvous from SLURM's variables.

Two ways to use it:
- one task per device (`srun --ntasks-per-node=4 python train.py`): every task is one rank;
  RANK, WORLD_SIZE, LOCAL_RANK, MASTER_ADDR/PORT are set from SLURM's and the task runs in place;
- one task per node (`srun --ntasks-per-node=1 multigpu launch ...`): each task is one node
  (node rank = SLURM_NODEID) and starts its own processes, one per device.

Only a job step started by srun counts (SLURM_STEP_* set): a batch script's own shell has
SLURM variables too, but it is not one of the ranks.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass

from .nodes import DEFAULT_PORT, Nodes


def in_srun_step(env: Mapping[str, str]) -> bool:
    return "SLURM_STEP_NUM_TASKS" in env and "SLURM_PROCID" in env


def first_host(nodelist: str) -> str:
    """The first host of a SLURM node list ('gpu[07-09,12],cpu1' -> 'gpu07',
    'rack[1-2]-node[01-04]' -> 'rack1-node01'), read by python-hostlist, which knows SLURM's
    syntax."""
    import hostlist

    try:
        return hostlist.expand_hostlist(nodelist.strip())[0]
    except (hostlist.BadHostlist, IndexError):
        raise ValueError(f"cannot read the SLURM node list {nodelist!r}") from None


def job_port(env: Mapping[str, str]) -> int:
    """MASTER_PORT if set, else a port derived from the job id, so that two jobs sharing a
    node do not collide."""
    if "MASTER_PORT" in env:
        return int(env["MASTER_PORT"])
    job = env.get("SLURM_JOB_ID")
    return 10000 + int(job) % 20000 if job and job.isdigit() else DEFAULT_PORT


@dataclass(frozen=True)
class SlurmStep:
    tasks: int
    nodes: int
    task_rank: int
    node_rank: int
    local_rank: int
    tasks_on_node: int
    master_addr: str
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


def read_step(env: Mapping[str, str]) -> SlurmStep | None:
    """This srun task's place in the job, or None outside an srun step."""
    if not in_srun_step(env):
        return None
    tasks = int(env["SLURM_STEP_NUM_TASKS"])
    nodes = int(env.get("SLURM_STEP_NUM_NODES", env.get("SLURM_NNODES", "1")))
    nodelist = env.get("SLURM_STEP_NODELIST") or env.get("SLURM_JOB_NODELIST") or "localhost"
    return SlurmStep(
        tasks=tasks,
        nodes=nodes,
        task_rank=int(env["SLURM_PROCID"]),
        node_rank=int(env.get("SLURM_NODEID", "0")),
        local_rank=int(env.get("SLURM_LOCALID", "0")),
        tasks_on_node=_tasks_on_this_node(env, tasks, nodes),
        master_addr=env.get("MASTER_ADDR") or first_host(nodelist),
        master_port=job_port(env),
        job_id=env.get("SLURM_JOB_ID", "0"),
    )


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


def place_task(env: MutableMapping[str, str] = os.environ) -> None:
    """Where srun started one task per device, set what torchrun would have for this task, so
    that it runs as one rank in place."""
    step = read_step(env)
    if step is not None and step.tasks > 1 and not step.one_task_per_node:
        env.update(step.rank_environment())


def step_nodes(nodes: Nodes, env: Mapping[str, str] = os.environ) -> Nodes:
    """`nodes`, with SLURM's values where srun started one task per node of several."""
    step = read_step(env)
    if step is None or not step.one_task_per_node or step.nodes < 2:
        return nodes
    return dataclasses.replace(
        nodes,
        nnodes=step.nodes,
        node_rank=step.node_rank,
        rdzv_endpoint=nodes.rdzv_endpoint or f"{step.master_addr}:{step.master_port}",
        rdzv_id=nodes.rdzv_id or f"slurm-{step.job_id}",
    )
