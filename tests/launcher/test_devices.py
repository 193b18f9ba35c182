"""Device layouts checked as plain functions, for machines we are not running on."""

from __future__ import annotations

import pytest
import torch

from multigpu.core.data import default_workers
from multigpu.core.device import backend_for
from multigpu.core.errors import UsageError
from multigpu.launcher.devices import plan_devices, threads_per_process
from multigpu.launcher.start import _accept_legacy_local_rank


def test_auto_takes_every_gpu_with_nccl():
    plan = plan_devices("auto", gpus=8, cores=64)
    assert (plan.device_type, plan.count, plan.backend) == ("cuda", 8, "nccl")
    assert plan.threads_per_device == 8


def test_auto_without_gpus_starts_cpu_processes_on_gloo():
    plan = plan_devices("auto", gpus=0, cores=2)
    assert (plan.device_type, plan.count, plan.backend) == ("cpu", 2, "gloo")
    assert plan_devices("auto", gpus=0, cores=1).count == 1


def test_a_count_of_gpus():
    assert plan_devices(4, gpus=8, cores=16).count == 4
    assert plan_devices("2", gpus=8, cores=16).count == 2


@pytest.mark.parametrize(
    ("devices", "accelerator", "gpus", "message"),
    [
        (9, "auto", 8, "only 8 CUDA GPU"),
        (3, "auto", 0, "no GPU and 2 CPU core"),
        (1, "cuda", 0, "no CUDA GPU"),
        (0, "auto", 0, "at least 1"),
        ("many", "auto", 0, "'auto' or a whole number"),
        (1, "tpu", 0, "unknown accelerator"),
    ],
)
def test_impossible_requests_are_refused(devices, accelerator, gpus, message):
    with pytest.raises(UsageError, match=message):
        plan_devices(devices, accelerator, gpus=gpus, cores=2)


def test_ranks_share_a_gpu_only_where_gloo_is_forced(monkeypatch):
    # How the multi-process CUDA paths are tested on a machine with one GPU: nccl refuses two
    # ranks on one device, gloo carries their CUDA tensors.
    with pytest.raises(UsageError, match="only 1 CUDA GPU"):
        plan_devices(2, "cuda", gpus=1, cores=16)
    monkeypatch.setenv("MULTIGPU_BACKEND", "gloo")
    plan = plan_devices(2, "cuda", gpus=1, cores=16)
    assert (plan.device_type, plan.count, plan.backend) == ("cuda", 2, "gloo")


def test_explicit_cpu_may_oversubscribe_with_one_thread_each():
    plan = plan_devices(3, "cpu", gpus=8, cores=2)
    assert (plan.device_type, plan.count, plan.threads_per_device) == ("cpu", 3, 1)


def test_processes_times_threads_never_exceed_cores():
    for processes in range(1, 9):
        for cores in range(1, 33):
            threads = threads_per_process(processes, cores)
            assert threads >= 1
            assert processes * threads <= max(cores, processes)


def test_backend_follows_the_device():
    assert backend_for("cuda") == "nccl"
    assert backend_for("cpu") == "gloo"


def test_loader_workers_default_to_four_per_device_capped_by_cores():
    folder_like = object()  # anything that is not a TensorDataset
    assert default_workers(folder_like, local_processes=2, cores=64) == 4
    assert default_workers(folder_like, local_processes=2, cores=4) == 2
    assert default_workers(folder_like, local_processes=4, cores=2) == 0


def test_legacy_local_rank_argument():
    environ: dict[str, str] = {}
    _accept_legacy_local_rank(["train.py", "--local_rank=3"], environ)
    assert environ == {"LOCAL_RANK": "3"}
    environ = {}
    _accept_legacy_local_rank(["train.py", "--local-rank", "1", "--lr", "2"], environ)
    assert environ == {"LOCAL_RANK": "1"}
    environ = {"LOCAL_RANK": "0"}  # a value set by the launcher wins
    _accept_legacy_local_rank(["train.py", "--local_rank=5"], environ)
    assert environ == {"LOCAL_RANK": "0"}


def test_digits_split_is_fixed_stratified_and_disjoint():
    from multigpu.apps import datasets

    first, second = datasets.digits(), datasets.digits()
    assert len(first.train) + len(first.test) == 1797
    assert torch.equal(first.test.tensors[1], second.test.tensors[1])
    train_counts = torch.bincount(first.train.tensors[1], minlength=10).float()
    test_counts = torch.bincount(first.test.tensors[1], minlength=10).float()
    share = test_counts / (train_counts + test_counts)
    assert ((share - 0.2).abs() < 0.01).all()
    assert first.train.tensors[0].max() <= 1.0 and first.train.tensors[0].min() >= 0.0
