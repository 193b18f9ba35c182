"""Expert parallelism: a mixture of experts' experts split over the mesh's `ep` ranks, each
token sent to the rank that holds its expert and back, all-to-all.

An experts module is what transformers 5's MoE models hold (Mixtral, Qwen2-MoE, OLMoE, ...):
parameters of three dimensions whose first is the expert (`num_experts` of them), called as
`experts(hidden, top_k_index, top_k_weights)` after the router chose each token's k experts.
Under `ep` E each rank keeps num_experts / E of them (a DTensor sharded over `ep`, repeated
over `ep_replicate`), and its forward becomes:

1. sort the (token, expert) pairs by expert and tell every rank how many it will get;
2. send each pair's hidden state to its expert's rank (all-to-all, autograd's own);
3. run the module's own forward there on its experts alone, the pairs it received;
4. send the results back (all-to-all), weigh each by its router weight, sum a token's k.

The gradients of the experts' weights: each rank's expert weights see the tokens of every rank
of its ep group, each rank's loss a mean over its own batch; so they are summed over the
groups (`ep_replicate`) and divided by the data-parallel ranks, as FSDP's average is for every
other weight. That is done on each backward's own contribution (a hook on the local weights of
that forward), so accumulation over micro-batches stays right by construction.
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
    """Where a rank's experts live: its ep group (the tokens' exchange), the groups its
    experts are repeated over (`ep_replicate`), and the data-parallel ranks a gradient is
    averaged over."""

    ep: Any  # process group
    replicas: Any  # process group, or None where ep is all of dp_shard
    data_parallel: int
    total: int  # experts in the module, over every rank
    routed: torch.Tensor  # the (token, expert) pairs this rank's training forwards routed

    @property
    def size(self) -> int:
        return dist.get_world_size(self.ep)


def split_experts(module: nn.Module, mesh: Any, data_parallel: int) -> set[nn.Parameter]:
    """Keep this rank's experts of every experts module of `module` (sharded over
    `mesh["ep"]`, repeated over `mesh["ep_replicate"]`) and make each one's forward exchange
    its tokens; returns their parameters, which FSDP leaves alone."""
    from torch.distributed.tensor import Replicate, Shard, distribute_tensor

    check_model(mesh["ep"].size(), module)  # launch() meets the model here, in the workers
    grid = mesh[("ep_replicate", "ep")]
    replicas = mesh["ep_replicate"]
    split: set[nn.Parameter] = set()
    for _, experts in experts_modules(module):
        groups = ExpertGroups(
            ep=mesh["ep"].get_group(),
            replicas=replicas.get_group() if replicas.size() > 1 else None,
            data_parallel=data_parallel,
            total=experts.num_experts,
            routed=torch.zeros(experts.num_experts, dtype=torch.long, device=mesh.device_type),
        )
        for key, parameter in list(experts.named_parameters(recurse=False)):
            shared = distribute_tensor(parameter.detach(), grid, [Replicate(), Shard(0)])
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
    if torch.is_grad_enabled():  # training's forwards, not evaluation's
        groups.routed.add_(counts)
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
    """The module's own forward on this rank's experts: its weights as their local shards for
    the call (each with the hook that sums its gradient over the replicas and averages it)."""
    own = experts.named_parameters(recurse=False)
    local = {key: _averaged_gradient(p.to_local(), groups) for key, p in own}
    count = experts.num_experts
    experts.num_experts = count // groups.size
    try:
        with parameters_read_as(experts, local):
            out = type(experts).forward(experts, received, index, weights)
    finally:
        experts.num_experts = count
    # Every rank's weights take part in every backward, even with no token for its experts:
    # the hook is a collective over the replicas, which all must reach.
    return out + sum(weight.sum() for weight in local.values()) * 0


def _averaged_gradient(weight: torch.Tensor, groups: ExpertGroups) -> torch.Tensor:
    def average(grad: torch.Tensor) -> torch.Tensor:
        grad = grad.clone()
        if groups.replicas is not None:
            dist.all_reduce(grad, group=groups.replicas)
        return grad / groups.data_parallel

    if weight.requires_grad:  # not under no_grad (evaluation)
        weight.register_hook(average)
    return weight


def tokens_per_expert(module: nn.Module) -> dict[str, list[int]]:
    """The tokens each expert of every experts module of `module` was sent by the training
    forwards of every rank (a collective: called on every rank)."""
    found = {}
    for name, experts in experts_modules(module):
        groups: ExpertGroups | None = getattr(experts, "expert_groups", None)
        if groups is not None:
            routed = groups.routed.clone()
            dist.all_reduce(routed)
            found[name] = routed.tolist()
    return found
