"""The main job's models (`--model`) measured for the plan, as `multigpu train` steps them: Adam,
the batch size on each device, the second step under torch's MemTracker (adapt/plan/measure_step.py
files what it sees). What `multigpu plan --model` and `multigpu train --strategy auto` read."""

from __future__ import annotations

import statistics
import time
from typing import Any

import torch

from ...adapt.plan.measure_step import step_record
from ...core.torch_compat import mem_tracker
from ...strategies.blocks import CheckpointedBlocks
from . import model_spec

LEARNING_RATE = 1e-3  # any: the memory of a step does not depend on it


def measure_main_job(
    model: str, batch_size: int, device_type: str, sharded_time: bool = False
) -> dict[str, Any]:
    """The main job's model measured, and again with its blocks checkpointed where it has
    some: on the CPU in this process; on the first GPU in a process of its own, which takes
    its CUDA context and cached memory with it when it ends (the job's rank 0 needs them).
    With `sharded_time` (the plan's step times), its step under FSDP on one rank too, in a
    process of its own."""
    if device_type != "cuda":
        measured = _measure_main_job(model, batch_size, device_type)
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
            measured = pool.submit(_measure_main_job, model, batch_size, device_type).result()
    if sharded_time:
        measured["fsdp_step_s"] = sharded_step_seconds(model, batch_size, device_type)
    return measured


def _measure_main_job(model: str, batch_size: int, device_type: str) -> dict[str, Any]:
    device = torch.device("cuda", 0) if device_type == "cuda" else torch.device("cpu")
    measured = measure_model(model, batch_size, LEARNING_RATE, device)
    if measured["blocks"]:
        measured["checkpointed"] = measure_model(
            model, batch_size, LEARNING_RATE, device, checkpointed=True
        )
    return measured


def sharded_step_seconds(name: str, batch_size: int, device_type: str) -> float:
    """The same step under FSDP on one rank (its collectives trivial, its own work not: the
    hooks, the copies in and out of its flat buffers, each unit's gather and free), timed in a
    process of its own, which takes the process group with it when it ends."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(_sharded_step_seconds, name, batch_size, device_type).result()


def _sharded_step_seconds(name: str, batch_size: int, device_type: str) -> float:
    import torch.distributed as dist

    from ...core.device import backend_for
    from ...strategies.fsdp import apply_fsdp

    device = torch.device("cuda", 0) if device_type == "cuda" else torch.device("cpu")
    dist.init_process_group(backend_for(device_type), store=dist.HashStore(), rank=0, world_size=1)
    try:
        from torch.distributed.device_mesh import init_device_mesh

        spec = model_spec(name)
        torch.manual_seed(0)
        model = spec.build().to(device)
        apply_fsdp(model, init_device_mesh(device_type, (1,)), {})
        optimizer = torch.optim.Adam(model.parameters(), lr=LEARNING_RATE)
        batch = spec.synthetic_batch(batch_size, device, torch.Generator().manual_seed(0))

        def step() -> None:
            spec.loss(model(batch[0]), batch[1]).backward()
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

        step()
        return _step_seconds(step, device)
    finally:
        dist.destroy_process_group()


def measure_model(
    name: str, batch_size: int, lr: float, device: torch.device, checkpointed: bool = False
) -> dict[str, Any]:
    """The main job's model (`--model`), measured here as `multigpu train` steps it (Adam,
    `batch_size` per device): its second step, under MemTracker."""
    spec = model_spec(name)
    torch.manual_seed(0)
    model = spec.build().to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    inputs, targets = spec.synthetic_batch(batch_size, device, torch.Generator().manual_seed(0))

    def step() -> None:
        spec.loss(model(inputs), targets).backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    step()  # the optimizer's states exist from here on
    if checkpointed:
        CheckpointedBlocks(activation_checkpointing=True).checkpoint_blocks(model)
    tracker = mem_tracker()
    tracker.track_external(model, optimizer)
    with tracker:
        step()
        peak = tracker.get_tracker_snapshot("peak")
    record = step_record(peak, model, batch_size)
    record["per_device_batch"] = True  # train's batch size is each device's
    if not checkpointed:  # the step's time, untracked (MemTracker slows what it watches)
        record["step_s"], record["threads"] = _step_seconds(step, device), torch.get_num_threads()
    return record


def _step_seconds(step: Any, device: torch.device, repeats: int = 5) -> float:
    """The median wall time of `repeats` more steps, the device's queue drained after each."""
    seconds = []
    for _ in range(repeats):
        started = time.perf_counter()
        step()
        if device.type == "cuda":
            torch.cuda.synchronize(device)
        seconds.append(time.perf_counter() - started)
    return statistics.median(seconds)
