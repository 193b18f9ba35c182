"""What the benchmark reports, as plain functions (unit-tested on hand-worked cases)."""

from __future__ import annotations

import statistics
from dataclasses import dataclass


def samples_per_step(batch_size: int, world_size: int, per_device_batch: bool) -> int:
    """Samples one optimizer step consumes across the job.

    DDP and FSDP take `batch_size` per process, so a step sees batch x processes; DataParallel
    (one process) and single take the *global* batch and split it; pipeline stages all read
    the same batch.
    """
    return batch_size * world_size if per_device_batch else batch_size


def throughput(samples: int, steps: int, seconds: float) -> float:
    """Samples (images, sequences) per second over `steps` steps of `samples` each."""
    return samples * steps / seconds


def scaling_efficiency(throughput_n: float, throughput_1: float, devices: int) -> float:
    """How much of N devices' ideal speed-up was reached: T(N) / (N x T(1))."""
    return throughput_n / (devices * throughput_1)


@dataclass(frozen=True)
class Spread:
    median: float
    low: float
    high: float

    @property
    def relative(self) -> float:
        """(high - low) / median: how far apart the repeats were."""
        return (self.high - self.low) / self.median if self.median else 0.0


def spread(values: list[float]) -> Spread:
    return Spread(statistics.median(values), min(values), max(values))
