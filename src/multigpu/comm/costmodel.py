"""The latency-bandwidth (alpha-beta) model of gradient synchronization.

A message of b bytes over one link costs alpha + b * beta seconds. From that:
- ring all-reduce of K bytes over N ranks: 2(N-1) steps, each moving K/N bytes per rank:
  T = 2(N-1) * (alpha + K/N * beta); each rank sends 2(N-1)K/N bytes, so the time per rank stops
  growing with N (it tends to 2K * beta).
- parameter server: the server's one link carries N-1 gradients in and N-1 averages out, one
  after another: T = 2(N-1) * (alpha + K * beta), growing linearly with N.

A training step computes for `compute_s` (forward + backward). DDP cuts the gradients into
buckets and starts each bucket's all-reduce as soon as backward has produced it, so up to
`overlap` of the backward time hides communication; the last bucket is ready only when backward
ends, so at least its time is always exposed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# DDP's default bucket size.
DEFAULT_BUCKET_BYTES = 25 * 2**20
# Backward is about two thirds of a forward + backward step (two matmuls per layer against one).
BACKWARD_FRACTION = 2 / 3


def ring_bytes_per_rank(payload: float, ranks: int) -> float:
    """Bytes each rank sends in a ring all-reduce of `payload` bytes (it receives as many)."""
    return 2 * (ranks - 1) * payload / ranks


def ps_bytes_per_rank(payload: float, ranks: int, server: bool) -> float:
    """Bytes one rank sends through a parameter server (it receives as many): a worker sends
    its K and receives the average, 2K through it; the server receives N-1 gradients and sends
    N-1 averages, 2(N-1)K through it."""
    if ranks == 1:
        return 0.0
    return (ranks - 1) * payload if server else payload


def algorithm_bandwidth(payload: float, seconds: float) -> float:
    """Bytes per second as the user sees it: the payload over the time."""
    return payload / seconds


def bus_bandwidth(payload: float, seconds: float, ranks: int) -> float:
    """nccl-tests' bus bandwidth for all-reduce: algbw * 2(N-1)/N, comparable with link speed."""
    return algorithm_bandwidth(payload, seconds) * 2 * (ranks - 1) / ranks


@dataclass(frozen=True)
class Link:
    alpha_s: float  # latency per message
    beta_s_per_byte: float  # inverse bandwidth

    @classmethod
    def from_gbps(cls, gbps: float, latency_us: float = 5.0) -> Link:
        """A link of `gbps` gigabits per second and `latency_us` microseconds per message."""
        return cls(alpha_s=latency_us * 1e-6, beta_s_per_byte=8 / (gbps * 1e9))


def ring_time(payload: float, ranks: int, link: Link) -> float:
    if ranks == 1:
        return 0.0
    return 2 * (ranks - 1) * (link.alpha_s + payload / ranks * link.beta_s_per_byte)


def ps_time(payload: float, ranks: int, link: Link) -> float:
    if ranks == 1:
        return 0.0
    return 2 * (ranks - 1) * (link.alpha_s + payload * link.beta_s_per_byte)


ALLREDUCE_TIME = {"ring": ring_time, "ps": ps_time}


def buckets(gradient_bytes: float, bucket_bytes: float) -> list[float]:
    """Gradient bytes cut into DDP-style buckets (the last one holds the rest)."""
    full = math.floor(gradient_bytes / bucket_bytes)
    rest = gradient_bytes - full * bucket_bytes
    return [bucket_bytes] * full + ([rest] if rest > 0 else [])


@dataclass(frozen=True)
class StepPrediction:
    ranks: int
    compute_s: float
    communication_s: float  # all buckets, if none of it overlapped
    exposed_s: float  # what the step waits for after compute
    step_s: float
    efficiency: float  # throughput per device against one device (per-device batch fixed)


def predict_step(
    algorithm: str,
    ranks: int,
    compute_s: float,
    gradient_bytes: float,
    link: Link,
    bucket_bytes: float = DEFAULT_BUCKET_BYTES,
    overlap: float = 1.0,
) -> StepPrediction:
    """One data-parallel training step's time on `ranks` devices (weak scaling)."""
    if not 0 <= overlap <= 1:
        raise ValueError(f"overlap must be between 0 and 1, not {overlap}")
    time_of = ALLREDUCE_TIME[algorithm]
    pieces = [time_of(b, ranks, link) for b in buckets(gradient_bytes, bucket_bytes)]
    communication = sum(pieces)
    hidden = overlap * BACKWARD_FRACTION * compute_s
    exposed = max(communication - hidden, pieces[-1] if pieces else 0.0)
    step = compute_s + exposed
    return StepPrediction(ranks, compute_s, communication, exposed, step, compute_s / step)
