"""Schedulers as cluster environments: each read from the variables it sets, the right one chosen
when several sets overlap, and what a placement becomes (a rank in place, or a node's options)."""

from __future__ import annotations

import pytest

from multigpu.core.errors import UsageError
from multigpu.launcher import clusters
from multigpu.launcher.clusters import kubeflow, local, lsf, mpi, slurm
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
    step = slurm.Slurm(PER_GPU).placement()
    assert not step.one_task_per_node
    env = dict(PER_GPU)
    clusters.detect(env).place_task(env)
    assert clusters.detect(env).is_rank  # and, placed, it runs in place
    assert (
        {k: env[k] for k in step.rank_environment()}
        == step.rank_environment()
        == {
            "RANK": "5",
            "WORLD_SIZE": "8",
            "LOCAL_RANK": "1",
            "LOCAL_WORLD_SIZE": "4",
            "MASTER_ADDR": "gpu07",
            "MASTER_PORT": str(10000 + 123456 % 20000),
        }
    )


def test_uneven_tasks_per_node():
    env = {**PER_GPU, "SLURM_STEP_TASKS_PER_NODE": "4,3", "SLURM_STEP_NUM_TASKS": "7"}
    assert slurm.Slurm(env).placement().tasks_on_node == 3  # node 1's entry


def test_master_port_from_the_environment_wins():
    assert slurm.Slurm({**PER_GPU, "MASTER_PORT": "41000"}).placement().master_port == 41000


def test_one_task_per_node_gives_the_node_options():
    env = {
        **PER_GPU,
        "SLURM_STEP_NUM_TASKS": "2",
        "SLURM_STEP_TASKS_PER_NODE": "1(x2)",
        "SLURM_PROCID": "1",
        "SLURM_LOCALID": "0",
    }
    nodes = clusters.detect(env).job_nodes(Nodes(rdzv_timeout=60))
    assert (nodes.max_nodes, nodes.node_rank) == (2, 1)
    assert nodes.endpoint == f"gpu07:{10000 + 123456 % 20000}"
    assert nodes.rdzv_id == "slurm-123456"
    assert nodes.static


def test_a_batch_script_shell_is_not_a_step():
    """sbatch's own shell has SLURM variables but no step: it is not one of the ranks."""
    env = {k: v for k, v in PER_GPU.items() if not k.startswith("SLURM_STEP_")}
    assert isinstance(clusters.detect(env), local.Local)
    assert not clusters.detect(env).job_nodes(Nodes()).several


def test_a_task_that_sees_only_its_own_gpu_uses_it():
    """srun --gpus-per-task=1: 4 tasks on the node, each sees one GPU (its own)."""
    from multigpu.launcher.devices import launched_device_type

    assert launched_device_type("auto", local_world_size=4, gpus=1) == "cuda"
    assert launched_device_type("auto", local_world_size=4, gpus=4) == "cuda"
    with pytest.raises(UsageError, match="4 processes on this node, but only 2 GPU"):
        launched_device_type("auto", local_world_size=4, gpus=2)


# What `mpirun -np 8 --map-by ppr:4:node -x MASTER_ADDR=n0` sets for rank 6 (Open MPI).
OPEN_MPI = {
    "OMPI_COMM_WORLD_RANK": "6",
    "OMPI_COMM_WORLD_SIZE": "8",
    "OMPI_COMM_WORLD_LOCAL_RANK": "2",
    "OMPI_COMM_WORLD_LOCAL_SIZE": "4",
    "MASTER_ADDR": "n0",
}


def test_open_mpi_one_task_per_device_becomes_a_rank():
    env = dict(OPEN_MPI)
    assert isinstance(clusters.detect(env), mpi.Mpi)
    clusters.detect(env).place_task(env)
    expected = {"RANK": "6", "WORLD_SIZE": "8", "LOCAL_RANK": "2", "LOCAL_WORLD_SIZE": "4"}
    assert {k: env[k] for k in expected} == expected
    assert (env["MASTER_ADDR"], env["MASTER_PORT"]) == ("n0", "29500")


def test_mpich_one_task_per_node_gives_the_node_options():
    """mpiexec -n 3 -ppn 1 (MPICH, Intel MPI): PMI's names; rank 2 is node 2 of 3."""
    env = {"PMI_RANK": "2", "PMI_SIZE": "3", "MPI_LOCALNRANKS": "1", "MASTER_ADDR": "head"}
    nodes = clusters.detect(env).job_nodes(Nodes())
    assert (nodes.max_nodes, nodes.node_rank, nodes.endpoint) == (3, 2, "head:29500")


def test_mpi_on_several_machines_without_master_addr_says_what_to_set():
    env = {k: v for k, v in OPEN_MPI.items() if k != "MASTER_ADDR"}
    with pytest.raises(UsageError, match="set MASTER_ADDR to rank 0's host"):
        clusters.detect(env).place_task(env)


def test_lsf_jsrun_takes_the_first_compute_host():
    env = {
        "LSB_JOBID": "4242",
        "LSB_MCPU_HOSTS": "batch1 1 gpu3 42 gpu4 42",
        "JSM_NAMESPACE_RANK": "5",
        "JSM_NAMESPACE_SIZE": "8",
        "JSM_NAMESPACE_LOCAL_RANK": "1",
        "JSM_NAMESPACE_LOCAL_SIZE": "4",
        "PMI_RANK": "5",  # jsrun sets MPI's too: LSF is asked first
        "PMI_SIZE": "8",
    }
    environment = clusters.detect(env)
    assert isinstance(environment, lsf.Lsf)
    placed = environment.placement()
    assert (placed.master_addr, placed.master_port) == ("gpu3", 10000 + 4242 % 20000)
    assert (placed.node_rank, placed.nodes, placed.local_rank) == (1, 2, 1)


# What the training operator gives pod 1 of a PyTorchJob with 2 pods.
KUBEFLOW = {
    "KUBERNETES_PORT": "tcp://10.0.0.1:443",
    "HOSTNAME": "bert-worker-0",
    "MASTER_ADDR": "bert-master-0",
    "MASTER_PORT": "23456",
    "WORLD_SIZE": "2",
    "RANK": "1",
}


def test_a_kubeflow_pod_is_a_node_not_a_rank():
    environment = clusters.detect(KUBEFLOW)
    assert isinstance(environment, kubeflow.Kubeflow) and not environment.is_rank
    nodes = environment.job_nodes(Nodes())
    assert (nodes.max_nodes, nodes.node_rank, nodes.endpoint) == (2, 1, "bert-master-0:23456")
    assert nodes.rdzv_id == "kubeflow-bert"
    # a worker our agent started in the pod has LOCAL_RANK: it is a rank, run in place
    worker = {**KUBEFLOW, "LOCAL_RANK": "3", "RANK": "7", "WORLD_SIZE": "16"}
    assert isinstance(clusters.detect(worker), local.Launched) and clusters.detect(worker).is_rank


def test_torchrun_inside_an_srun_step_is_a_rank_and_a_plain_shell_is_local():
    worker = {**PER_GPU, "RANK": "3", "WORLD_SIZE": "8", "LOCAL_RANK": "3"}
    assert isinstance(clusters.detect(worker), local.Launched)
    assert clusters.detect(worker).is_rank
    plain = clusters.detect({"HOME": "/root"})
    assert isinstance(plain, local.Local) and not plain.is_rank
    assert plain.job_nodes(Nodes(rdzv_timeout=9)) == Nodes(rdzv_timeout=9)  # nothing changed
