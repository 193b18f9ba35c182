"""The main job's models (`--model`) measured for the plan, as `multigpu train` steps them: Adam,
the batch size on each device, the second step under torch's MemTracker (adapt/plan/measure_step.py
files what it sees). What `multigpu plan --model` and `multigpu train --strategy auto` read."""

from __future__ import annotations

from typing import Any

import torch

from ...adapt.plan.measure_step import step_record
from ...core.torch_compat import mem_tracker
from ...strategies.blocks import CheckpointedBlocks
from . import model_spec

LEARNING_RATE = 1e-3  # any: the memory of a step does not depend on it


def measure_main_job(model: str, batch_size: int, device_type: str) -> dict[str, Any]:
    """The main job's model measured, and again with its blocks checkpointed where it has
    some: on the CPU in this process; on the first GPU in a process of its own, which takes
    its CUDA context and cached memory with it when it ends (the job's rank 0 needs them)."""
    if device_type != "cuda":
        return _measure_main_job(model, batch_size, device_type)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(_measure_main_job, model, batch_size, device_type).result()


def _measure_main_job(model: str, batch_size: int, device_type: str) -> dict[str, Any]:
    device = torch.device("cuda", 0) if device_type == "cuda" else torch.device("cpu")
    measured = measure_model(model, batch_size, LEARNING_RATE, device)
    if measured["blocks"]:
        measured["checkpointed"] = measure_model(
            model, batch_size, LEARNING_RATE, device, checkpointed=True
        )
    return measured


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
    return record
