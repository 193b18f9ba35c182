"""`multigpu comm`: time each all-reduce algorithm on N processes and count its bytes.

Every rank runs the same sequence: per algorithm, warm-up calls, then timed repeats. A timed
call starts after a barrier and its time is the slowest rank's (device-synchronized on CUDA),
so the figure is the collective's, not one lucky rank's. A ping-pong between ranks 0 and 1
measures the link's latency (alpha) and inverse bandwidth (beta) for the cost model, which then
predicts each algorithm's time beside the measurement.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from typing import Any

import torch
import torch.distributed as dist

from ...api.run import Run
from ...api.timing import timed
from ...comm import costmodel
from ...comm.algorithms import ps_allreduce, ring_allreduce
from ...comm.traffic import Traffic

ALGOS = ("allreduce", "ring", "ps")
FLOAT_BYTES = 4


def _backend_allreduce(
    tensor: torch.Tensor, group: Any = None, traffic: Traffic | None = None
) -> torch.Tensor:
    if traffic is not None:
        traffic.calls += 1
    dist.all_reduce(tensor, group=group)
    return tensor


RUNNERS: dict[str, Callable[..., torch.Tensor]] = {
    "allreduce": _backend_allreduce,
    "ring": ring_allreduce,
    "ps": ps_allreduce,
}


def measure_link(run: Run, payload_bytes: int, repeats: int) -> costmodel.Link:
    """alpha and beta from ping-pongs between ranks 0 and 1 (one element, then the payload)."""

    def pingpong(elements: int) -> float:
        tensor = torch.zeros(elements, device=run.device)

        def once() -> None:
            if run.rank == 0:
                dist.send(tensor, 1)
                dist.recv(tensor, 1)
            elif run.rank == 1:
                dist.recv(tensor, 0)
                dist.send(tensor, 0)

        once()  # warm the connection
        return statistics.median(timed(run, once) for _ in range(repeats)) / 2  # one way

    small = pingpong(1)
    large = pingpong(max(1, payload_bytes // FLOAT_BYTES))
    beta = max(large - small, 0.0) / max(payload_bytes - FLOAT_BYTES, 1)
    return costmodel.Link(alpha_s=small, beta_s_per_byte=beta)


def comm_worker(
    run: Run, algos: list[str], payload_bytes: int, warmup: int, repeats: int
) -> dict[str, Any]:
    """Run on every rank; returns the results table (the same on every rank). Long on purpose:
    warm-up, the timed repeats and the table are one measurement, read in order."""
    n = run.world_size
    elements = max(1, payload_bytes // FLOAT_BYTES)
    payload = elements * FLOAT_BYTES
    link = measure_link(run, payload, repeats) if n > 1 else costmodel.Link(0.0, 0.0)
    rows = []
    for algo in algos:
        runner = RUNNERS[algo]
        tensor = torch.empty(elements, device=run.device)
        traffic = Traffic()

        def call(
            tensor: torch.Tensor = tensor, runner: Callable = runner, t: Any = traffic
        ) -> None:
            tensor.fill_(run.rank + 1)
            runner(tensor, None, t)

        for _ in range(warmup):
            call()
        _check_sum(tensor, n, algo)
        traffic.reset()
        times = [timed(run, call) for _ in range(repeats)]
        counted = algo != "allreduce"
        per_call = [
            (t["sent"] / t["calls"], t["received"] / t["calls"]) if counted else (None, None)
            for t in run.gather(traffic.as_dict())
        ]
        median = statistics.median(times)
        predicted = (
            costmodel.ALLREDUCE_TIME[algo if algo == "ps" else "ring"](payload, n, link)
            if n > 1
            else 0.0
        )
        rows.append(
            {
                "algo": algo,
                "ranks": n,
                "bytes": payload,
                "time_s_median": median,
                "time_s_min": min(times),
                "time_s_max": max(times),
                "algbw_GBps": costmodel.algorithm_bandwidth(payload, median) / 1e9,
                "busbw_GBps": costmodel.bus_bandwidth(payload, median, n) / 1e9,
                "sent_bytes_per_rank": [s for s, _ in per_call],
                "received_bytes_per_rank": [r for _, r in per_call],
                "theory_bytes_per_rank": _theory(algo, payload, n),
                "predicted_time_s": predicted,
            }
        )
    return {
        "ranks": n,
        "device": run.device.type,
        "backend": dist.get_backend(),
        "payload_bytes": payload,
        "warmup": warmup,
        "repeats": repeats,
        "link": {"alpha_s": link.alpha_s, "beta_s_per_byte": link.beta_s_per_byte},
        "results": rows,
    }


def _theory(algo: str, payload: int, n: int) -> list[float]:
    if algo == "ps":
        return [costmodel.ps_bytes_per_rank(payload, n, server=r == 0) for r in range(n)]
    return [costmodel.ring_bytes_per_rank(payload, n)] * n


def _check_sum(tensor: torch.Tensor, n: int, algo: str) -> None:
    """Ranks filled the tensor with rank + 1, so every element must be 1 + 2 + ... + n."""
    expected = n * (n + 1) / 2
    if not torch.all(tensor == expected):
        raise RuntimeError(f"{algo} all-reduce gave a wrong sum (expected {expected})")


def format_results(report: dict[str, Any]) -> str:
    n, size = report["ranks"], report["payload_bytes"]
    link = report["link"]
    lines = [
        f"all-reduce of {size / 2**20:,.2f} MiB on {n} x {report['device']} "
        f"({report['backend']}), median of {report['repeats']} after {report['warmup']} warm-up",
        f"link from ping-pong: alpha {link['alpha_s'] * 1e6:,.1f} us, "
        f"bandwidth {_gbps(link['beta_s_per_byte'])}",
        f"{'algo':<10}{'time ms':>10}{'spread ms':>18}{'algbw GB/s':>12}{'busbw GB/s':>12}"
        f"{'model ms':>10}  bytes sent per rank (theory; each rank receives as many)",
    ]
    for row in report["results"]:
        sent = row["sent_bytes_per_rank"]
        theory = row["theory_bytes_per_rank"]
        if sent[0] is None:
            bytes_text = f"not counted inside the backend ({theory[0]:,.0f})"
        elif row["algo"] == "ps":
            bytes_text = (
                f"server {sent[0]:,.0f} ({theory[0]:,.0f}), "
                f"workers {_span(sent[1:])} ({theory[-1]:,.0f})"
            )
        else:
            bytes_text = f"{_span(sent)} ({theory[0]:,.0f})"
        spread = f"{row['time_s_min'] * 1e3:.3f}-{row['time_s_max'] * 1e3:.3f}"
        lines.append(
            f"{row['algo']:<10}{row['time_s_median'] * 1e3:>10.3f}{spread:>18}"
            f"{row['algbw_GBps']:>12.3f}{row['busbw_GBps']:>12.3f}"
            f"{row['predicted_time_s'] * 1e3:>10.3f}  {bytes_text}"
        )
    return "\n".join(lines)


def _span(values: list[float]) -> str:
    low, high = min(values), max(values)
    return f"{low:,.0f}" if low == high else f"{low:,.0f}-{high:,.0f}"


def _gbps(beta: float) -> str:
    return f"{8 / beta / 1e9:,.2f} Gbit/s" if beta > 0 else "unmeasurable (too fast)"


def link_between_two(device_type: str, payload_bytes: int, repeats: int = 20) -> costmodel.Link:
    """The link between two ranks of this machine, measured by starting them (`multigpu plan`'s
    time): the ping-pong above, over gloo between CPU processes or nccl between two GPUs."""
    import multigpu

    return multigpu.launch(
        measure_link, payload_bytes, repeats, devices=2, accelerator=device_type, strategy="ddp"
    )
