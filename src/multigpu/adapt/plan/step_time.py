"""`multigpu plan`'s time: each layout's step predicted from one process's step and the link.

What is measured: one process's training step (`step_s`, the median of a few after the one
MemTracker watched, with `threads` threads), the same step under FSDP on one rank
(`fsdp_step_s`: FSDP's own work per unit, its collectives trivial; the main job's models) and
the link between two ranks of this machine
(`comm`'s ping-pong: latency alpha, inverse bandwidth beta). What follows for a layout of N
ranks, R of them reading different batches:

- compute: the step at the batch each rank runs (the measured one where the batch is per device,
  1/R of it where the script's batch is the global one), slowed by the share of the cores a
  rank gets where ranks share a machine's CPU (N processes on C cores: C/N each, never more than
  the measurement had);
- ddp: the gradients' ring all-reduce in 25 MiB buckets, hidden behind backward but for the last
  bucket (comm's `predict_step`);
- fsdp: per unit (each repeated block, then the root), the parameters all-gathered for forward
  and again for backward and the gradients reduce-scattered, each (N-1)/N of the bytes over the
  link plus N-1 latencies; all of it overlaps compute but one unit's share (FSDP prefetches the
  next unit's gather).
- a pipeline of P stages over pp, sharded over D pipelines: a rank's compute is 1/P of the
  step (of the one-rank FSDP step where D > 1), stretched by the schedule's bubble b (the share
  of a step a rank idles, by the schedule's own count: `Schedule.bubble`), to 1 / (1 - b):
  (S + P - 1) / S for GPipe and 1F1B, S the micro-batch slots a rank runs (m micro-batches
  through each of its v stages: interleaved 1F1B's v = 2 shrinks it), and for the zero-bubble
  schedules, which split each backward in two, (3S + P - 1) / 3S; each slot sends its
  activations on and their gradients back (a latency each: the bytes of a boundary are not
  measured); and fsdp's collectives over the D ranks of a stage, for 1/P of the gradients and
  of the units.
- fsdp with the experts over ep ranks: fsdp's step and collectives for every weight but the
  experts'; each experts module's weights (1/ep of them a rank's) gathered over the ranks that
  hold the same experts in forward and reduce-scattered in backward, and the routed
  (token, expert) pairs (`routed`: their bytes in the measured step) sent all-to-all to their
  experts and back, in forward and again in backward, (ep-1)/ep of them leaving a rank, with a
  latency per peer for each exchange and for the counts sent first. None of the experts'
  traffic overlaps: each waits on the forward it feeds.

It is a model, checked against measured steps by `benchmarks/plan.py --time`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from ...comm.costmodel import BACKWARD_FRACTION, Link, predict_step
from ...strategies.pipeline_schedule import Schedule


@dataclass(frozen=True)
class StepTime:
    compute_s: float
    communication_s: float  # if none of it overlapped
    step_s: float

    def as_dict(self) -> dict[str, float]:
        return {
            "compute_s": self.compute_s,
            "communication_s": self.communication_s,
            "step_time_s": self.step_s,
        }


def batch_share(measured: dict[str, Any], replicas: int) -> float:
    """What of the measured step's batch one rank runs: all of it where the batch is per
    device, 1/R of it where the script's batch is the global one."""
    return 1.0 if measured.get("per_device_batch") else 1.0 / replicas


def compute_share(
    measured: dict[str, Any], devices: int, replicas: int, cpu: bool, step: str = "step_s"
) -> float:
    """One rank's compute time: the measured `step` at this rank's batch, on its cores."""
    seconds = measured[step] * batch_share(measured, replicas)
    if cpu:
        cores = os.cpu_count() or 1
        used = max(1, int(measured.get("threads", 1)))
        seconds *= used / min(used, cores / devices)
    return seconds


def predict(
    measured: dict[str, Any], strategy: str, devices: int, replicas: int, link: Link
) -> StepTime:
    """The step time of `strategy` (ddp or fsdp) on `devices` ranks."""
    cpu = str(measured.get("device", "cpu")) == "cpu"
    # fsdp's own work (hooks, copies, each unit's gather and free) is in its one-rank step
    timed = "fsdp_step_s" if strategy == "fsdp" and "fsdp_step_s" in measured else "step_s"
    compute = compute_share(measured, devices, replicas, cpu, timed)
    gradients = float(measured["trainable"])
    if devices == 1:
        return StepTime(compute, 0.0, compute)
    if strategy == "ddp":
        step = predict_step("ring", devices, compute, gradients, link)
        return StepTime(compute, step.communication_s, step.step_s)
    units = max(1, int(measured.get("blocks", 0))) + 1  # the blocks, then the root
    communication, exposed = _sharding(devices, gradients, units, compute, link)
    return StepTime(compute, communication, compute + exposed)


def predict_pipeline(
    measured: dict[str, Any], dims: Any, schedule: Schedule, microbatches: int, link: Link
) -> StepTime | None:
    """The step time of a pipeline laid out as `dims` (pp x dp_shard), each rank running
    `microbatches` through each of its stages under `schedule`; None where the schedule's
    bubble is not counted for so few micro-batches (the zero-bubble ones under 2 pp)."""
    cpu = str(measured.get("device", "cpu")) == "cpu"
    stages, shards = dims.degree("pp"), dims.degree("dp_shard")
    bubble = schedule.bubble(stages, microbatches)
    if bubble is None:
        return None
    timed = "fsdp_step_s" if shards > 1 and "fsdp_step_s" in measured else "step_s"
    stage = compute_share(measured, dims.world_size, shards, cpu, timed) / stages
    compute = stage / (1 - bubble)
    slots = microbatches * schedule.per_rank  # micro-batches through a rank's stages
    sends = 2 * slots * link.alpha_s
    if shards == 1:
        return StepTime(compute, sends, compute + sends)
    units = max(1, int(measured.get("blocks", 0)) // stages) + 1
    gradients = float(measured["trainable"]) / stages
    communication, exposed = _sharding(shards, gradients, units, stage, link)
    return StepTime(compute, sends + communication, compute + sends + exposed)


def predict_experts(measured: dict[str, Any], dims: Any, link: Link) -> StepTime:
    """The step time of fsdp laid out as `dims` with the experts split over its `ep` ranks."""
    cpu = str(measured.get("device", "cpu")) == "cpu"
    devices, ep = dims.world_size, dims.degree("ep")
    timed = "fsdp_step_s" if "fsdp_step_s" in measured else "step_s"
    compute = compute_share(measured, devices, dims.replicas, cpu, timed)
    experts = float(measured.get("experts", 0))
    units = max(1, int(measured.get("blocks", 0))) + 1
    others = float(measured["trainable"]) - experts  # what fsdp shards over every rank
    dense, exposed = _sharding(devices, others, units, compute, link)
    modules = max(1, int(measured.get("experts_modules", 1)))
    holders = devices // ep  # the ranks that hold the same experts, each a shard of them
    per_module = experts / modules / ep
    gathers = 2 * modules * _one_collective(holders, per_module, link)
    forwards = modules * max(1, int(measured.get("micro_batches", 1)))
    routed = float(measured.get("routed", 0)) * batch_share(measured, dims.replicas)
    leaving = (ep - 1) / ep * routed
    exchanges = 5 * forwards * (ep - 1) * link.alpha_s + 4 * leaving * link.beta_s_per_byte
    experts_traffic = gathers + exchanges
    return StepTime(compute, dense + experts_traffic, compute + exposed + experts_traffic)


def _one_collective(devices: int, size: float, link: Link) -> float:
    """An all-gather or a reduce-scatter of `size` bytes (the whole) over `devices` ranks."""
    if devices == 1:
        return 0.0
    return (devices - 1) * link.alpha_s + (devices - 1) / devices * size * link.beta_s_per_byte


def _sharding(
    devices: int, gradients: float, units: int, compute: float, link: Link
) -> tuple[float, float]:
    """FSDP's three collectives per unit over `devices` ranks: their time, and what of it
    backward and prefetching do not hide."""
    share = (devices - 1) / devices
    per_collective = (devices - 1) * link.alpha_s * units
    communication = 3 * (per_collective + share * gradients * link.beta_s_per_byte)
    hidden = communication * (units - 1) / units
    exposed = max(communication - hidden, communication - BACKWARD_FRACTION * compute)
    return communication, max(exposed, 0.0)
