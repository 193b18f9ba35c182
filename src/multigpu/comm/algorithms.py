"""All-reduce written out by hand on point-to-point sends and receives, counting every byte.

- `ring_allreduce`: the tensor is cut into N chunks; a reduce-scatter (N-1 steps, each rank
  passing one chunk to its right neighbour and adding the one from its left) leaves every rank
  owning one fully summed chunk, and an all-gather (N-1 more steps) passes the finished chunks
  round. Every rank sends 2(N-1)/N of the tensor, whatever N is.
- `ps_allreduce`: every worker sends its whole tensor to one server rank, which sums them and
  sends the sum back. A worker moves 2K bytes; the server moves 2(N-1)K, so it is the bottleneck.

Both sum in place, like `dist.all_reduce`, and work on gloo (CPU) and nccl (GPU) tensors.
"""

from __future__ import annotations

import torch
import torch.distributed as dist

from .traffic import Traffic


def _nbytes(tensor: torch.Tensor) -> int:
    return tensor.numel() * tensor.element_size()


def _global(group: dist.ProcessGroup | None, rank: int) -> int:
    return rank if group is None else dist.get_global_rank(group, rank)


def _exchange(
    send: torch.Tensor,
    to: int,
    receive: torch.Tensor,
    source: int,
    group: dist.ProcessGroup | None,
    traffic: Traffic | None,
) -> None:
    """Send one tensor and receive another at the same time (no deadlock around a ring)."""
    ops = [
        dist.P2POp(dist.isend, send, _global(group, to), group),
        dist.P2POp(dist.irecv, receive, _global(group, source), group),
    ]
    for request in dist.batch_isend_irecv(ops):
        request.wait()
    if traffic is not None:
        traffic.add(sent=_nbytes(send), received=_nbytes(receive))


def ring_allreduce(
    tensor: torch.Tensor, group: dist.ProcessGroup | None = None, traffic: Traffic | None = None
) -> torch.Tensor:
    """Sum `tensor` over the group in place with a reduce-scatter then an all-gather ring."""
    size, rank = dist.get_world_size(group), dist.get_rank(group)
    if traffic is not None:
        traffic.calls += 1
    if size == 1:
        return tensor
    flat = tensor.view(-1)  # a view: chunks written below land in `tensor`
    chunks = list(flat.tensor_split(size))  # sizes differ by at most one element
    right, left = (rank + 1) % size, (rank - 1) % size
    incoming = torch.empty_like(chunks[0])  # tensor_split makes the first chunk the largest
    for step in range(size - 1):  # reduce-scatter: chunk (rank - step) travels right
        send_index, receive_index = (rank - step) % size, (rank - step - 1) % size
        buffer = incoming[: chunks[receive_index].numel()]
        _exchange(chunks[send_index], right, buffer, left, group, traffic)
        chunks[receive_index].add_(buffer)
    # Now this rank holds the complete sum of chunk (rank + 1).
    for step in range(size - 1):  # all-gather: finished chunks travel right
        send_index, receive_index = (rank + 1 - step) % size, (rank - step) % size
        _exchange(chunks[send_index], right, chunks[receive_index], left, group, traffic)
    return tensor


def ps_allreduce(
    tensor: torch.Tensor,
    group: dist.ProcessGroup | None = None,
    traffic: Traffic | None = None,
    server: int = 0,
) -> torch.Tensor:
    """Sum `tensor` over the group in place through one server rank."""
    size, rank = dist.get_world_size(group), dist.get_rank(group)
    if traffic is not None:
        traffic.calls += 1
    if size == 1:
        return tensor
    if rank != server:
        dist.send(tensor, _global(group, server), group)
        dist.recv(tensor, _global(group, server), group)
        if traffic is not None:
            traffic.add(sent=_nbytes(tensor), received=_nbytes(tensor))
        return tensor
    workers = [r for r in range(size) if r != server]
    inbox = [torch.empty_like(tensor) for _ in workers]
    requests = [
        dist.irecv(buf, _global(group, w), group) for buf, w in zip(inbox, workers, strict=True)
    ]
    for request in requests:
        request.wait()
    for buf in inbox:  # in rank order, so every run sums identically
        tensor.add_(buf)
    for request in [dist.isend(tensor, _global(group, w), group) for w in workers]:
        request.wait()
    if traffic is not None:
        for _ in workers:
            traffic.add(sent=_nbytes(tensor), received=_nbytes(tensor))
    return tensor
