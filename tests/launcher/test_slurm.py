"""SLURM: ranks, world size and the rendezvous read from an srun step's variables."""

from __future__ import annotations

import pytest

from multigpu.launcher import slurm
from multigpu.launcher.nodes import Nodes

# What srun sets for task 5 of `srun --nodes 2 --ntasks-per-node 4` (2 nodes x 4 GPUs).
PER_GPU = {
    "SLURM_JOB_ID": "123456",
    "SLURM_STEP_NUM_TASKS": "8",
    "SLURM_STEP_NUM_NODES": "2",
    "SLURM_STEP_NODELIST": "gpu[07-08]",
    "SLURM_STEP_TASKS_PER_NODE": "4(x2)",
    "SLURM_PROCID": "5",
    "SLURM_NODEID": "1",
    "SLURM_LOCALID": "1",
}


@pytest.mark.parametrize(
    ("nodelist", "first"),
    [
        ("gpu[07-08]", "gpu07"),
        ("gpu[12,3-4],cpu1", "gpu12"),
        ("node1,node2", "node1"),
        ("single", "single"),
        ("a-b[001-004]", "a-b001"),
        ("rack[1-2]-node[01-04]", "rack1-node01"),
        ("n[9-10],x", "n9"),
    ],
)
def test_first_host(nodelist, first):
    assert slurm.first_host(nodelist) == first


def test_one_task_per_device_becomes_a_rank():
    step = slurm.read_step(PER_GPU)
    assert not step.one_task_per_node
    assert step.rank_environment() == {
        "RANK": "5",
        "WORLD_SIZE": "8",
        "LOCAL_RANK": "1",
        "LOCAL_WORLD_SIZE": "4",
        "MASTER_ADDR": "gpu07",
        "MASTER_PORT": str(10000 + 123456 % 20000),
    }


def test_uneven_tasks_per_node():
    env = {**PER_GPU, "SLURM_STEP_TASKS_PER_NODE": "4,3", "SLURM_STEP_NUM_TASKS": "7"}
    assert slurm.read_step(env).tasks_on_node == 3  # node 1's entry


def test_master_port_from_the_environment_wins():
    assert slurm.read_step({**PER_GPU, "MASTER_PORT": "41000"}).master_port == 41000


def test_one_task_per_node_gives_the_node_options():
    env = {
        **PER_GPU,
        "SLURM_STEP_NUM_TASKS": "2",
        "SLURM_STEP_TASKS_PER_NODE": "1(x2)",
        "SLURM_PROCID": "1",
        "SLURM_LOCALID": "0",
    }
    nodes = slurm.step_nodes(Nodes(rdzv_timeout=60), env=env)
    assert (nodes.max_nodes, nodes.node_rank) == (2, 1)
    assert nodes.endpoint == f"gpu07:{10000 + 123456 % 20000}"
    assert nodes.rdzv_id == "slurm-123456"
    assert nodes.static


def test_a_batch_script_shell_is_not_a_step():
    """sbatch's own shell has SLURM variables but no step: it is not one of the ranks."""
    env = {k: v for k, v in PER_GPU.items() if not k.startswith("SLURM_STEP_")}
    assert slurm.read_step(env) is None
    assert not slurm.step_nodes(Nodes(), env=env).several


def test_a_task_that_sees_only_its_own_gpu_uses_it():
    """srun --gpus-per-task=1: 4 tasks on the node, each sees one GPU (its own)."""
    from multigpu.core.errors import UsageError
    from multigpu.launcher.devices import launched_device_type

    assert launched_device_type("auto", local_world_size=4, gpus=1) == "cuda"
    assert launched_device_type("auto", local_world_size=4, gpus=4) == "cuda"
    with pytest.raises(UsageError, match="4 processes on this node, but only 2 GPU"):
        launched_device_type("auto", local_world_size=4, gpus=2)
