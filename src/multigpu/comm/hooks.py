"""`--sync`: how DDP averages gradients, as DDP communication hooks that count their traffic.

`ring` and `ps` run the hand-written algorithms, so their bytes are counted message by message.
The others run on the backend's all-reduce; for them the hook counts the payload it hands over
(compressed, for bf16/fp16/powersgd) and the bytes on the wire follow from the ring formula that
gloo and nccl's all-reduce follow.
"""

# No `from __future__ import annotations`: DDP checks the hooks' annotations as objects.
from typing import Any

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel

from . import costmodel
from .algorithms import ps_allreduce, ring_allreduce
from .traffic import Traffic

Future = torch.futures.Future[torch.Tensor]

SYNC_METHODS = ("allreduce", "ring", "ps", "bf16", "fp16", "powersgd")
# Counted message by message; the rest are derived from the payload.
MEASURED = ("ring", "ps")


class GradientSync:
    """One rank's synchronization method and the traffic it has caused so far."""

    def __init__(self, method: str, ddp: DistributedDataParallel) -> None:
        if method not in SYNC_METHODS:
            raise ValueError(f"unknown sync method {method!r}; choose one of {SYNC_METHODS}")
        self.method = method
        self.group = ddp.process_group
        self.world_size = dist.get_world_size(self.group)
        self.rank = dist.get_rank(self.group)
        self.gradient_bytes = sum(
            p.numel() * p.element_size() for p in ddp.parameters() if p.requires_grad
        )
        self.traffic = Traffic()
        self.payload = 0  # bytes handed to a collective, after compression
        self.steps = 0
        self._powersgd: Any = None
        if method == "powersgd":
            from torch.distributed.algorithms.ddp_comm_hooks import powerSGD_hook

            # Compression from the second step (torch's minimum with error feedback): the
            # default waits 1,000 steps, longer than a whole digits run.
            self._powersgd = powerSGD_hook.PowerSGDState(
                process_group=self.group, matrix_approximation_rank=1, start_powerSGD_iter=2
            )
        if method != "allreduce":  # the default needs no hook: DDP's built-in path is fastest
            ddp.register_comm_hook(self, _HOOKS[method])

    def step_done(self) -> None:
        """Count one optimizer step (the report is per step)."""
        self.steps += 1
        if self.method == "allreduce":  # every gradient, once per step
            self.payload += self.gradient_bytes
            self.traffic.calls += 1

    def report(self) -> dict[str, Any]:
        """Bytes per rank per step: measured (ring, ps) or from the payload (the others)."""
        steps = max(self.steps, 1)
        n, grad = self.world_size, self.gradient_bytes
        if self.method == "ps":
            theory = costmodel.ps_bytes_per_rank(grad, n, server=self.rank == 0)
        else:
            theory = costmodel.ring_bytes_per_rank(grad, n)
        if self.method in MEASURED:
            sent, received, how = self.traffic.sent, self.traffic.received, "counted"
        else:
            sent = received = round(costmodel.ring_bytes_per_rank(self.payload, n))
            how = "payload x ring formula"
        return {
            "sync": self.method,
            "rank": self.rank,
            "world_size": n,
            "steps": self.steps,
            "gradient_bytes": grad,
            "payload_bytes_per_step": self.payload / steps,
            "sent_bytes_per_step": sent / steps,
            "received_bytes_per_step": received / steps,
            "uncompressed_theory_bytes_per_step": theory,
            "bytes_are": how,
        }


def _averaged(state: GradientSync, algorithm: Any, bucket: dist.GradBucket) -> Future:
    buffer = bucket.buffer()
    buffer.div_(state.world_size)  # average like DDP: divide first, then sum
    state.payload += buffer.numel() * buffer.element_size()
    algorithm(buffer, state.group, state.traffic)
    future: Future = torch.futures.Future()
    future.set_result(buffer)
    return future


def _ring_hook(state: GradientSync, bucket: dist.GradBucket) -> Future:
    return _averaged(state, ring_allreduce, bucket)


def _ps_hook(state: GradientSync, bucket: dist.GradBucket) -> Future:
    return _averaged(state, ps_allreduce, bucket)


def _compressed_hook(dtype: torch.dtype) -> Any:
    from torch.distributed.algorithms.ddp_comm_hooks import default_hooks

    torch_hook = {
        torch.bfloat16: default_hooks.bf16_compress_hook,
        torch.float16: default_hooks.fp16_compress_hook,
    }[dtype]

    def hook(state: GradientSync, bucket: dist.GradBucket) -> Future:
        state.payload += bucket.buffer().numel() * torch.finfo(dtype).bits // 8
        state.traffic.calls += 1
        return torch_hook(state.group, bucket)

    return hook


def _powersgd_hook(state: GradientSync, bucket: dist.GradBucket) -> Future:
    from torch.distributed.algorithms.ddp_comm_hooks import powerSGD_hook

    psgd = state._powersgd
    before = psgd.total_numel_after_compression
    future = powerSGD_hook.powerSGD_hook(psgd, bucket)
    compressed = psgd.total_numel_after_compression - before
    buffer = bucket.buffer()
    # During the warm-up step PowerSGD runs a plain all-reduce of the whole bucket.
    state.payload += (compressed or buffer.numel()) * buffer.element_size()
    state.traffic.calls += 1
    if dist.get_backend(state.group) == "gloo":
        # PowerSGD chains its all-reduces in completion callbacks; with several buckets in
        # flight, gloo ranks can issue them in different orders and mismatch (seen here:
        # "Received data size doesn't match"). Finishing each bucket first keeps them in step.
        future.wait()
    return future


_HOOKS = {
    "ring": _ring_hook,
    "ps": _ps_hook,
    "bf16": _compressed_hook(torch.bfloat16),
    "fp16": _compressed_hook(torch.float16),
    "powersgd": _powersgd_hook,
}
