"""Expert parallelism: a mixture of experts' experts split over the mesh's `ep` ranks, each
token sent to the rank that holds its expert and back, all-to-all.

An experts module is what transformers 5's MoE models hold (Mixtral, Qwen2-MoE, OLMoE, ...):
parameters of three dimensions whose first is the expert (`num_experts` of them), called as
`experts(hidden, top_k_index, top_k_weights)` after the router chose each token's k experts.
Under `ep` E the ep ranks split the experts between them, num_experts / E each, and the
ranks that hold the same experts (`ep_replicate`) shard those between them as FSDP shards every
other weight: a DTensor over `ep_replicate x ep`, placed `[Shard(1), Shard(0)]`, so that a rank
holds 1/dp_shard of the experts' weights, their gradients and their optimizer state. The
module's forward becomes:

1. sort the (token, expert) pairs by expert and tell every rank how many it will get;
2. send each pair's hidden state to its expert's rank (all-to-all, autograd's own);
3. gather this rank's experts whole over `ep_replicate` and run the module's own forward on
   them alone, with the pairs it received;
4. send the results back (all-to-all), weigh each by its router weight, sum a token's k.

The gradients of the experts' weights: each rank's expert weights see the tokens of every rank
of its ep group, each rank's loss a mean over its own batch; so they are summed over the
groups (`ep_replicate`: the gather's backward, a reduce-scatter) and divided by the
data-parallel ranks, as FSDP's average is for every other weight. Under HSDP (`dp_replicate`)
the experts are copies across the replicas, as every other weight is: the DTensor has
dp_replicate above, `Replicate()` on it, and their gradients are summed over it too. That is
done on each backward's own contribution, so accumulation over micro-batches stays right by
construction.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MethodType
from typing import Any

import torch
import torch.distributed as dist
from torch import nn

from ..core.errors import InvalidOption
from ..core.torch_compat import differentiable_all_to_all, parameters_read_as
from .routing import watch_routing


def experts_modules(module: nn.Module) -> list[tuple[str, nn.Module]]:
    """The experts modules of `module` (name, module): `num_experts` and parameters of three
    dimensions, each with one row per expert (a router's weight has two: not one of them)."""
    found = []
    for name, sub in module.named_modules():
        count = getattr(sub, "num_experts", None)
        own = list(sub.parameters(recurse=False))
        if isinstance(count, int) and own and all(_per_expert(p, count) for p in own):
            found.append((name, sub))
    return found


def _per_expert(parameter: torch.Tensor, count: int) -> bool:
    return parameter.dim() == 3 and parameter.shape[0] == count


def check_model(ep: int, module: nn.Module) -> None:
    """Refuse, before any worker starts, a model `ep` cannot split: no experts module, or
    experts that `ep` ranks cannot share evenly."""
    if ep == 1:
        return
    found = experts_modules(module)
    if not found:
        raise InvalidOption(
            "ep",
            ep,
            "splits a mixture of experts' experts, and this model has none (an experts module "
            "holds 3-D weights, one row per expert, as transformers' MoE models do from "
            "transformers 5 on)",
        )
    for name, experts in found:
        if experts.num_experts % ep:
            raise InvalidOption(
                "ep", ep, f"must divide the {experts.num_experts} experts of {name}"
            )


@dataclass(frozen=True)
class ExpertGroups:
    """Where a rank's experts live: its ep group (the tokens' exchange), and the
    data-parallel ranks a gradient is averaged over."""

    ep: Any  # process group
    data_parallel: int
    total: int  # experts in the module, over every rank

    @property
    def size(self) -> int:
        return dist.get_world_size(self.ep)


def split_experts(module: nn.Module, mesh: Any, data_parallel: int) -> set[nn.Parameter]:
    """Keep this rank's part of every experts module of `module` (its experts of `mesh["ep"]`,
    sharded over `mesh["ep_replicate"]`) and make each one's forward exchange its tokens;
    returns their parameters, which FSDP leaves alone."""
    from torch.distributed.tensor import Replicate, Shard, distribute_tensor

    check_model(mesh["ep"].size(), module)  # launch() meets the model here, in the workers
    # Under HSDP the experts are whole copies across dp_replicate, as every other weight is.
    replicate = ("dp_replicate",) if "dp_replicate" in (mesh.mesh_dim_names or ()) else ()
    grid = mesh[(*replicate, "ep_replicate", "ep")]
    placements = [Replicate()] * len(replicate) + [Shard(1), Shard(0)]
    split: set[nn.Parameter] = set()
    found = experts_modules(module)
    watch_routing(module, found)  # what the summary says of the routing (routing.py)
    for _, experts in found:
        groups = ExpertGroups(
            ep=mesh["ep"].get_group(),
            data_parallel=data_parallel,
            total=experts.num_experts,
        )
        for key, parameter in list(experts.named_parameters(recurse=False)):
            # the experts over ep (dim 0), each ep rank's sharded over ep_replicate (dim 1)
            shared = distribute_tensor(parameter.detach(), grid, placements)
            kept = nn.Parameter(shared, parameter.requires_grad)
            experts.register_parameter(key, kept)
            split.add(kept)
        experts.expert_groups = groups
        experts.forward = MethodType(_exchanged_forward, experts)
    return split


def _exchanged_forward(
    self: nn.Module, hidden: torch.Tensor, top_k_index: torch.Tensor, top_k_weights: torch.Tensor
) -> torch.Tensor:
    """The experts module's forward under ep (the module docstring's four steps)."""
    groups: ExpertGroups = self.expert_groups
    tokens, k = top_k_index.shape
    held = groups.total // groups.size
    chosen = top_k_index.reshape(-1)
    order = torch.argsort(chosen, stable=True)
    pairs = hidden.repeat_interleave(k, dim=0)[order]
    counts = torch.bincount(chosen, minlength=groups.total)
    arriving = torch.empty_like(counts)
    dist.all_to_all_single(arriving, counts, group=groups.ep)
    sent = counts.view(groups.size, held).sum(1).tolist()
    got = arriving.view(groups.size, held).sum(1).tolist()
    received = differentiable_all_to_all(pairs, got, sent, groups.ep)
    # Each sender's pairs come sorted by expert: its counts for this rank's experts say which.
    local = torch.arange(held, device=counts.device).repeat(groups.size)
    experts = torch.repeat_interleave(local, arriving).unsqueeze(1)
    ones = torch.ones(experts.shape, dtype=top_k_weights.dtype, device=hidden.device)
    computed = _on_local_experts(self, groups, received, experts, ones)
    returned = differentiable_all_to_all(computed, sent, got, groups.ep)
    unsorted = torch.empty_like(returned).index_copy(0, order, returned)
    weighted = unsorted.view(tokens, k, -1) * top_k_weights.unsqueeze(-1).to(unsorted.dtype)
    return weighted.sum(1)


def _on_local_experts(
    experts: nn.Module,
    groups: ExpertGroups,
    received: torch.Tensor,
    index: torch.Tensor,
    weights: torch.Tensor,
) -> torch.Tensor:
    """The module's own forward on this rank's experts: its weights gathered whole over
    ep_replicate for the call (`_gathered`)."""
    own = experts.named_parameters(recurse=False)
    local = {key: _gathered(p, groups) for key, p in own}
    count = experts.num_experts
    experts.num_experts = count // groups.size
    try:
        with parameters_read_as(experts, local):
            out = type(experts).forward(experts, received, index, weights)
    finally:
        experts.num_experts = count
    # Every rank's weights take part in every backward, even with no token for its experts:
    # the gather's backward is a collective over ep_replicate, which all must reach.
    return out + sum(weight.sum() for weight in local.values()) * 0


def _gathered(weight: Any, groups: ExpertGroups) -> torch.Tensor:
    """This rank's experts, gathered over ep_replicate (DTensor's all-gather). Its gradient
    differs between the groups (each saw its own tokens): it goes back as a partial sum, which
    DTensor reduce-scatters into the shards (and all-reduces over dp_replicate, whose copies
    saw other batches), after the average over the data-parallel ranks."""
    from torch.distributed.tensor import Partial, Replicate, Shard

    mesh = weight.device_mesh
    others = mesh.ndim - 1  # ep_replicate, and dp_replicate above it under HSDP
    whole = weight.redistribute(mesh, [Replicate()] * others + [Shard(0)])
    local = whole.to_local(grad_placements=[Partial()] * others + [Shard(0)])
    if local.requires_grad:  # not under no_grad (evaluation)
        local.register_hook(lambda grad: grad / groups.data_parallel)
    return local
