"""The main job's models (`--model`) measured for the plan, as `multigpu train` steps them: Adam,
the batch size on each device, the second step under torch's MemTracker (adapt/plan/measure_step.py
files what it sees). What `multigpu plan --model` and `multigpu train --strategy auto` read."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

import torch

from ...adapt.plan.measure_step import RoutedBytes, step_record
from ...core.torch_compat import mem_tracker
from ...strategies.blocks import checkpoint_blocks
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
        measured = _in_own_process(_measure_main_job, model, batch_size, device_type)
    if sharded_time:
        measured["fsdp_step_s"] = sharded_step_seconds(model, batch_size, device_type)
    return measured


def _in_own_process(fn: Callable[..., Any], *args: Any) -> Any:
    """`fn(*args)` in a spawned process, which takes what it set up (a CUDA context, a process
    group) with it when it ends."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(fn, *args).result()


def _device(device_type: str) -> torch.device:
    return torch.device("cuda", 0) if device_type == "cuda" else torch.device("cpu")


def _training_step(
    spec: Any, model: torch.nn.Module, batch_size: int, lr: float, device: torch.device
) -> tuple[Callable[[], None], torch.optim.Optimizer]:
    """One step as `multigpu train` takes it (Adam, a synthetic batch of `batch_size`), and its
    optimizer."""
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    inputs, targets = spec.synthetic_batch(batch_size, device, torch.Generator().manual_seed(0))

    def step() -> None:
        spec.loss(model(inputs), targets).backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    return step, optimizer


def _measure_main_job(model: str, batch_size: int, device_type: str) -> dict[str, Any]:
    device = _device(device_type)
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
    return _in_own_process(_sharded_step_seconds, name, batch_size, device_type)


def _sharded_step_seconds(name: str, batch_size: int, device_type: str) -> float:
    import torch.distributed as dist

    from ...core.device import backend_for
    from ...strategies.fsdp import apply_fsdp

    device = _device(device_type)
    dist.init_process_group(backend_for(device_type), store=dist.HashStore(), rank=0, world_size=1)
    try:
        from torch.distributed.device_mesh import init_device_mesh

        spec = model_spec(name)
        torch.manual_seed(0)
        model = spec.build().to(device)
        apply_fsdp(model, init_device_mesh(device_type, (1,)), {})
        step, _ = _training_step(spec, model, batch_size, LEARNING_RATE, device)
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
    step, optimizer = _training_step(spec, model, batch_size, lr, device)
    step()  # the optimizer's states exist from here on
    if checkpointed:
        checkpoint_blocks(model)
    tracker = mem_tracker()
    tracker.track_external(model, optimizer)
    routed = RoutedBytes(model)
    with tracker:
        step()
        peak = tracker.get_tracker_snapshot("peak")
    record = step_record(peak, model, batch_size, routed=routed.close())
    record["per_device_batch"] = True  # train's batch size is each device's
    if not checkpointed:  # the step's time, untracked (MemTracker slows what it watches)
        record["step_s"], record["threads"] = _step_seconds(step, device), torch.get_num_threads()
    return record


def _step_seconds(step: Callable[[], None], device: torch.device, repeats: int = 5) -> float:
    """The median wall time of `repeats` more steps, the device's queue drained after each."""
    seconds = []
    for _ in range(repeats):
        started = time.perf_counter()
        step()
        if device.type == "cuda":
            torch.cuda.synchronize(device)
        seconds.append(time.perf_counter() - started)
    return statistics.median(seconds)
