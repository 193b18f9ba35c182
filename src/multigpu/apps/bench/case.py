"""One benchmark case, run on every rank of a fresh job: warm up, then timed repeats.

A repeat is `steps` training steps timed by `timing.timed`: from a barrier (after every GPU has
finished its queued work) until each rank's GPU has finished, the slowest rank's time.
Images/s come from the global samples per step.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

from ...api.run import Run
from ...api.timing import timed
from ...core.torch_compat import mem_tracker
from ...core.usage import process_tree_cpu
from ..images import image_folder, model_input
from ..models import model_spec
from . import formulas


@dataclass(frozen=True)
class Case:
    model: str
    batch_size: int
    steps: int
    warmup: int
    repeats: int
    data: str | None = None  # an ImageFolder: time the input pipeline too
    workers: int | None = None  # loader workers per device (data from a folder)
    channels_last: bool = False
    compile: bool = False
    decode: str = "cpu"  # where a folder's JPEGs are decoded: the loader workers, or the GPU
    bucket_mb: float | None = None  # DDP bucket size
    gradient_as_bucket_view: bool = False
    static_graph: bool = False


def _batches(run: Run, case: Case, spec: Any) -> Any:
    """An endless iterator of (inputs, targets) on the device."""
    if case.data is None:  # the same device-resident batch every step: model speed alone
        generator = torch.Generator().manual_seed(run.rank)
        return itertools.repeat(spec.synthetic_batch(case.batch_size, run.device, generator))
    pipeline = "encoded" if case.decode == "gpu" else "fast"
    dataset = image_folder(case.data, train=True, size=spec.image_size, pipeline=pipeline)
    loader = run.loader(
        dataset,
        case.batch_size,
        shuffle=True,
        num_workers=case.workers,
        collate_fn=dataset.collate_fn,
    )

    def endless() -> Any:
        for epoch in itertools.count():
            loader.set_epoch(epoch)
            for images, labels in loader:
                yield model_input(images, run.device), labels

    return endless()


def bench_worker(run: Run, case: Case) -> dict[str, Any]:
    spec = model_spec(case.model)
    torch.manual_seed(0)
    model = spec.build(channels=3 if case.data else None)  # folders hold RGB images
    if case.channels_last:
        model = model.to(memory_format=torch.channels_last)
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3, momentum=0.9)
    model, optimizer = run.setup(model, optimizer, loss=_SpecLoss(spec))  # compiled there
    batches = _batches(run, case, spec)
    taken = 0  # steps counted as they run: what the timing covered, not what was asked

    def step() -> None:
        nonlocal taken
        taken += 1
        inputs, targets = next(batches)
        if case.channels_last and inputs.dim() == 4:
            inputs = inputs.contiguous(memory_format=torch.channels_last)
        loss = model(inputs, targets)  # set up with its loss, on every strategy
        run.backward(loss)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    for _ in range(case.warmup):
        step()

    def repeat() -> None:
        for _ in range(case.steps):
            step()

    cpu = process_tree_cpu()
    cpu_before, start = cpu() if cpu else 0.0, time.perf_counter()
    taken_before = taken
    times = [timed(run, repeat) for _ in range(case.repeats)]
    timed_steps = taken - taken_before
    # Cores the whole job kept busy (processes and loader workers) while it was timed.
    cores = (cpu() - cpu_before) / (time.perf_counter() - start) if cpu else None
    all_cores = run.gather(cores)
    verdict = run.input_verdict(unit="images")
    samples = run.strategy.global_batch_size(case.batch_size, run.world_size)
    rates = [formulas.throughput(samples, case.steps, t) for t in times]
    memory = run.peak_memory()
    breakdown = None if case.compile else _memory_breakdown(step, model, optimizer)
    return {
        "memory_breakdown": run.gather(breakdown),
        "samples_per_step": samples,
        "timed_samples": samples * timed_steps,
        "step_times_s": [t / case.steps for t in times],
        "throughputs": rates,
        "peak_memory_mib": [row["peak_mb"] for row in memory],
        "memory_devices": [row["device"] for row in memory],
        "world_size": run.world_size,
        "device_type": run.device.type,
        "cpu_cores": None if None in all_cores else sum(all_cores),
        "input": verdict.as_dict() if verdict is not None else None,
    }


def _memory_breakdown(
    step: Callable[[], None], model: torch.nn.Module, optimizer: torch.optim.Optimizer
) -> dict[str, int] | None:
    """This rank's bytes at the peak of one more step, by kind (parameters, gradients,
    optimizer states, activations, temporaries), as torch's MemTracker files them; None where
    it cannot follow the step (a model run several times per step, as the pipeline does)."""
    from ...adapt.plan.measure_step import step_record

    tracker = mem_tracker()
    tracker.track_external(model, optimizer)
    try:
        with tracker:
            step()
            peak = tracker.get_tracker_snapshot("peak")
    except NotImplementedError:
        return None
    return step_record(peak, model, None)["bytes"]


class _SpecLoss(torch.nn.Module):
    """The model's loss as a module, for strategies that compute it themselves."""

    def __init__(self, spec: Any) -> None:
        super().__init__()
        self.spec = spec

    def forward(self, outputs: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
        return self.spec.loss(outputs, targets)
