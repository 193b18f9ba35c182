"""What the benchmark reports, as plain functions (unit-tested on hand-worked cases)."""

from __future__ import annotations

import statistics
from dataclasses import dataclass


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
