"""Each strategy takes its own options as a typed object that checks itself when built, and
the options reach the method (in this process: one device, no ports)."""

from __future__ import annotations

import dataclasses

import pytest
import torch
from torch import nn
from torch.nn.parallel import DistributedDataParallel

import multigpu
from multigpu import DDP, DataParallel, InvalidOption, Pipeline
from multigpu.core.ranks import Placement
from multigpu.strategies import STRATEGIES, resolve
from multigpu.strategies.base import find_wrapper
from multigpu.strategies.pipeline_schedule import PipelineModule
from multigpu.strategies.runtime import Runtime


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: DDP(bucket_mb=-1), "bucket_mb=-1: must be a positive number"),
        (lambda: DDP(sync="pigeon"), "sync='pigeon': unknown sync; choose one of allreduce"),
        (lambda: DataParallel(output_device=-1), "output_device=-1: must be 0 or more"),
        (lambda: Pipeline(microbatches=0), "microbatches=0: must be at least 1"),
        (lambda: resolve("warp"), "strategy='warp': unknown strategy"),
        (lambda: DDP(sync_bachnorm=True), "unexpected keyword argument 'sync_bachnorm'"),
    ],
)
def test_bad_options_are_refused_when_built(build, message):
    with pytest.raises((InvalidOption, TypeError), match=message):
        build()


def test_names_resolve_to_default_options():
    for name in STRATEGIES:
        assert resolve(name).name == name
    strategy = DDP(bucket_mb=50)
    assert resolve(strategy) is strategy


@pytest.mark.parametrize(
    ("strategy", "device_type", "devices", "layout"),
    [
        ("single", "cuda", 1, (1, 1)),
        ("dp", "cuda", 4, (1, 4)),
        ("dp", "cpu", 2, (1, 1)),  # DataParallel cannot spread over a CPU
        ("ddp", "cuda", 4, (4, 1)),
        ("fsdp", "cpu", 3, (3, 1)),
        ("pipeline", "cuda", 2, (2, 1)),
    ],
)
def test_each_method_says_what_it_needs_from_the_launcher(strategy, device_type, devices, layout):
    got = resolve(strategy).layout(device_type, devices, threads_per_device=2)
    assert (got.processes, got.devices_per_process) == layout


def test_output_device_must_be_one_of_the_devices():
    with pytest.raises(InvalidOption, match="output_device=1: not one of the 1 device"):
        DataParallel(output_device=1).layout("cpu", 2, 1)
    with pytest.raises(InvalidOption, match="devices=2: strategy 'single' uses one device"):
        multigpu.launch(lambda run: None, strategy="single", devices=2)


def _bucket_and_sync(run: multigpu.Run) -> tuple[int, str, Runtime]:
    model = run.setup(nn.Linear(4, 2))
    run.runtime.device_mesh()
    ddp = find_wrapper(model, DistributedDataParallel)
    assert run.runtime.wrapper is ddp
    return ddp.bucket_bytes_cap, run.runtime.sync.method, run.runtime


def test_ddp_options_reach_ddp_and_its_worker_state_is_let_go_at_the_end():
    strategy = DDP(bucket_mb=50, sync="ring")
    for _ in range(2):  # the same options object sets up a second job
        cap, sync, runtime = multigpu.launch(
            _bucket_and_sync, strategy=strategy, devices=1, accelerator="cpu"
        )
        assert (cap, sync) == (50 * 2**20, "ring")
        # What the job built (the DDP wrapper, its sync state, the mesh) is let go at close.
        assert runtime.wrapper is None and runtime.sync is None and runtime._mesh is None
    # The options are data: as they were given, holding nothing a worker built.
    assert strategy == DDP(bucket_mb=50, sync="ring")
    assert set(vars(strategy)) == {field.name for field in dataclasses.fields(strategy)}
    with pytest.raises(dataclasses.FrozenInstanceError):
        strategy.bucket_mb = 10  # type: ignore[misc]


def _microbatches(run: multigpu.Run) -> int:
    model = run.setup(nn.Sequential(nn.Linear(4, 2)), loss=nn.CrossEntropyLoss())
    return find_wrapper(model, PipelineModule).microbatches


def test_pipeline_options_reach_the_pipeline():
    strategy = Pipeline(microbatches=8)
    assert multigpu.launch(_microbatches, strategy=strategy, devices=1, accelerator="cpu") == 8


def test_the_command_line_maps_its_flags_onto_the_options(cli, tmp_path):
    from multigpu.apps.config_file import build_config

    config = build_config({}, {"parallelism": {"strategy": "pipeline", "microbatches": 8}})
    assert config.parallelism.method == Pipeline(microbatches=8)
    result = cli("train", "--microbatches", "8", "--out", str(tmp_path))
    assert result.returncode == 2
    assert "--microbatches 8: needs --strategy pipeline" in result.stderr
    result = cli("train", "--bucket-mb", "-3", "--out", str(tmp_path))
    assert result.returncode == 2 and "--bucket-mb -3.0: must be a positive number" in result.stderr


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        ([], "--strategy hsdp: on one machine it is fsdp (one replica); use --strategy fsdp"),
        (["--dp-replicate", "3"], "--dp-replicate 3: does not divide the 2 ranks"),
        (["--dp-replicate", "0"], "--dp-replicate 0: must be"),
    ],
)
def test_an_hsdp_layout_that_cannot_be_made_is_refused_before_any_worker(flags, message, capsys):
    from multigpu.apps.cli import main

    argv = ["train", "--strategy", "hsdp", "--devices", "2", "--accelerator", "cpu", *flags]
    assert main([*argv, "--print-config"]) == 2
    assert message in capsys.readouterr().err


def test_hsdp_given_its_replicas_lays_out_a_named_two_dimensional_mesh():
    from multigpu.strategies import HSDP

    cpu = torch.device("cpu")
    hsdp = Runtime(HSDP(dp_replicate=2), Placement(cpu, 0, 8, local_world_size=8))
    assert hsdp.dims.shape == {"dp_replicate": 2, "dp_shard": 4}
    machines = HSDP()  # one replica per machine, each sharded over its devices
    runtime = Runtime(machines, Placement(cpu, 0, 8, local_world_size=4))
    assert machines.describe_layout(runtime) == "mesh: dp_replicate 2 x dp_shard 4 (hsdp)"


@pytest.mark.parametrize("make", [torch.optim.AdamW, torch.optim.Adam, torch.optim.SGD])
def test_an_optimizer_is_rebuilt_with_its_own_settings(make):
    """FSDP's shards replace the parameters, so the optimizer is made again over them: AdamW's
    defaults hold a setting its constructor refuses (found by benchmarks/mesh.py)."""
    from multigpu.strategies.base import rebuild_optimizer

    model = nn.Linear(2, 2)
    optimizer = make(model.parameters(), lr=0.01, weight_decay=0.1)
    names = {id(p): name for name, p in model.named_parameters()}
    rebuilt = rebuild_optimizer(optimizer, names, model)
    assert type(rebuilt) is make
    assert rebuilt.param_groups[0]["weight_decay"] == 0.1 and rebuilt.param_groups[0]["lr"] == 0.01
