"""Asynchronous training through a parameter server.

The server rank holds the parameters and the optimizer. Each worker pulls the parameters,
computes a gradient on its own batch and pushes it; the server applies every gradient the
moment it arrives and answers that worker alone with the fresh parameters. Workers never wait
for each other, so a fast worker is not held back by a slow one, but a gradient may have been
computed on parameters that other workers have updated since: its *staleness* is the number of
updates between the worker's pull and its push. With a bound, staler gradients are dropped.

Messages are flat float32 CPU tensors over a gloo group (any-source receive, which nccl lacks;
on GPUs the job's gloo control group carries them):
  worker -> server: [gradient..., version (2 words), loss, samples, epoch]  (samples == 0: done)
  server -> worker: [parameters..., version (2 words)]
The version is an int64 carried bit for bit in two float32 words (a float32 counter would be
exact only up to 2^24 updates).
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch
import torch.distributed as dist
from torch import nn

from .traffic import Traffic

VERSION = 2  # float32 words holding the int64 version
HEADER = VERSION + 3  # version, loss, samples, epoch


def _pack_version(version: int) -> torch.Tensor:
    return torch.tensor([version], dtype=torch.int64).view(torch.float32)


def _unpack_version(words: torch.Tensor) -> int:
    return int(words.clone().view(torch.int64).item())  # a copy: aligned for int64


def _flat(tensors: list[torch.Tensor]) -> torch.Tensor:
    return torch.cat([t.detach().reshape(-1).float().cpu() for t in tensors])


def _unflatten_into(flat: torch.Tensor, tensors: list[torch.Tensor]) -> None:
    offset = 0
    for t in tensors:
        t.copy_(flat[offset : offset + t.numel()].view_as(t))
        offset += t.numel()


@dataclass
class ServerStats:
    applied: int = 0
    dropped: int = 0
    staleness: Counter[int] = field(default_factory=Counter)
    traffic: Traffic = field(default_factory=Traffic)

    def summary(self) -> dict[str, Any]:
        values = list(self.staleness.elements())
        return {
            "updates_applied": self.applied,
            "updates_dropped": self.dropped,
            "staleness_mean": statistics.fmean(values) if values else 0.0,
            "staleness_median": statistics.median(values) if values else 0,
            "staleness_max": max(values, default=0),
            "staleness_histogram": {str(k): v for k, v in sorted(self.staleness.items())},
            "server_bytes_sent": self.traffic.sent,
            "server_bytes_received": self.traffic.received,
        }


class ParameterServer:
    """The server side: call `serve()` on the server rank while the workers train."""

    def __init__(
        self,
        model: nn.Module,
        optimizer: torch.optim.Optimizer,
        workers: list[int],
        max_staleness: int | None = None,
        group: dist.ProcessGroup | None = None,
    ) -> None:
        self.group = group
        self.params = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = optimizer
        self.workers = workers
        self.max_staleness = max_staleness
        self.version = 0
        self.stats = ServerStats()
        self.size = sum(p.numel() for p in self.params)

    def _reply(self, worker: int) -> None:
        message = torch.cat([_flat(self.params), _pack_version(self.version)])
        dist.send(message, worker, group=self.group)
        self.stats.traffic.add(sent=message.numel() * 4)

    def serve(self, on_epoch_end: Callable[[int, float], None] | None = None) -> ServerStats:
        """Apply gradients until every worker has said it is finished.

        `on_epoch_end(epoch, mean_loss)` runs once every worker has moved past `epoch` (the
        server evaluates there), with the mean training loss of the gradients of that epoch.
        """
        for worker in self.workers:
            self._reply(worker)  # everyone starts from the server's parameters
        inbox = torch.empty(self.size + HEADER)
        epoch_of = dict.fromkeys(self.workers, 0)
        loss_sums: dict[int, list[float]] = {}
        reported = 0  # epochs already passed to on_epoch_end
        while epoch_of:
            worker = dist.recv(inbox, group=self.group)  # from whichever worker is first
            self.stats.traffic.add(received=inbox.numel() * 4)
            version = _unpack_version(inbox[self.size : self.size + VERSION])
            loss, samples, epoch = inbox[self.size + VERSION :].tolist()
            if samples == 0:  # finished
                del epoch_of[worker]
            else:
                epoch_of[worker] = int(epoch)
                sums = loss_sums.setdefault(int(epoch), [0.0, 0.0])
                sums[0] += loss * samples
                sums[1] += samples
                self._apply(inbox[: self.size], self.version - version)
                self._reply(worker)
            slowest = min(epoch_of.values(), default=math.inf)
            while reported < slowest and reported in loss_sums:
                if on_epoch_end is not None:
                    total, count = loss_sums[reported]
                    on_epoch_end(reported, total / count)
                reported += 1
        return self.stats

    def _apply(self, gradient: torch.Tensor, staleness: int) -> None:
        self.stats.staleness[staleness] += 1
        if self.max_staleness is not None and staleness > self.max_staleness:
            self.stats.dropped += 1
            return
        offset = 0
        for p in self.params:
            p.grad = gradient[offset : offset + p.numel()].view_as(p).to(p.device, p.dtype)
            offset += p.numel()
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        self.version += 1
        self.stats.applied += 1


class ServerClient:
    """The worker side: `pull` parameters into the model, `push` its gradients."""

    def __init__(
        self, model: nn.Module, server: int = 0, group: dist.ProcessGroup | None = None
    ) -> None:
        self.group = group
        self.params = [p for p in model.parameters() if p.requires_grad]
        self.server = server
        self.size = sum(p.numel() for p in self.params)
        self.version = 0
        self.traffic = Traffic()
        self._inbox = torch.empty(self.size + VERSION)

    def pull(self) -> None:
        """Receive the parameters the server sent after our last push (or at the start)."""
        dist.recv(self._inbox, self.server, group=self.group)
        self.traffic.add(received=self._inbox.numel() * 4)
        with torch.no_grad():
            _unflatten_into(self._inbox[: self.size], self.params)
        self.version = _unpack_version(self._inbox[self.size :])

    def push(self, loss: float, samples: int, epoch: int) -> None:
        """Send this worker's gradients (computed on `self.version`) and clear them."""
        grads = [p.grad if p.grad is not None else torch.zeros_like(p) for p in self.params]
        header = torch.tensor([loss, float(samples), float(epoch)])
        message = torch.cat([_flat(grads), _pack_version(self.version), header])
        dist.send(message, self.server, group=self.group)
        self.traffic.add(sent=message.numel() * 4)
        for p in self.params:
            p.grad = None

    def finish(self) -> None:
        dist.send(torch.zeros(self.size + HEADER), self.server, group=self.group)
