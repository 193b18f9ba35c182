"""A Kubeflow PyTorchJob (the Kubernetes training operator): one pod per machine.

The operator gives every pod MASTER_ADDR, MASTER_PORT, WORLD_SIZE (the pods) and RANK (this
pod's index). Those names are torchrun's for one process; here they count pods, so a pod is one
node of the job and starts one process per device itself. Where the job sets `nprocPerNode`, the
operator also gives torchrun's own arguments (PET_NNODES, PET_NODE_RANK), which then count.
"""

from __future__ import annotations

from collections.abc import Mapping

from .environment import ClusterEnvironment, TaskPlacement

POD_VARIABLES = ("KUBERNETES_PORT", "MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK")


class Kubeflow(ClusterEnvironment):
    name = "kubeflow"

    @staticmethod
    def detect(env: Mapping[str, str]) -> bool:
        # A worker our agent (or torchrun) started in the pod has LOCAL_RANK: it is a rank.
        return all(name in env for name in POD_VARIABLES) and "LOCAL_RANK" not in env

    def placement(self) -> TaskPlacement:
        pods = int(self.env.get("PET_NNODES", self.env["WORLD_SIZE"]))
        pod = int(self.env.get("PET_NODE_RANK", self.env["RANK"]))
        return TaskPlacement(
            tasks=pods,
            task_rank=pod,
            nodes=pods,
            node_rank=pod,
            local_rank=0,
            tasks_on_node=1,
            master_addr=self.env["MASTER_ADDR"],
            master_port=int(self.env["MASTER_PORT"]),
            job_id=self.env.get("HOSTNAME", "job").rsplit("-", 2)[0],  # <job>-master-0
        )
