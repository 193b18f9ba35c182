"""What a mixture of experts' routing did over a run, counted on every rank's training forwards:
the (token, expert) pairs each expert was sent, and the load-balance loss.

The loss is the one Switch Transformer adds and transformers' Mixtral computes with
`output_router_logits`: E * sum_i f_i * P_i over the E experts, f_i the pairs sent to expert i
per token and P_i the router's mean probability for it (a softmax over every expert). It is 1 *
k (the experts a token is sent to) where both are uniform, and grows as the load gathers on a
few. Here it is taken over the whole run's tokens, every rank's, as one process would take it
over one batch of all of them. A router is the experts module's sibling whose weight has a row
per expert (Mixtral's `gate`, moe-tiny's `router`); without one, only the pairs are counted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import torch
import torch.distributed as dist
from torch import nn


@dataclass
class Routing:
    experts: int
    pairs: torch.Tensor | None = None  # (E,) pairs sent to each expert
    probabilities: torch.Tensor | None = None  # (E,) the router's probabilities, summed
    tokens: torch.Tensor | None = None  # () tokens routed
    routers: list[Any] = field(default_factory=list)  # the hooks' handles

    def sent(self, module: nn.Module, args: tuple[Any, ...]) -> None:
        """The experts module is called as (hidden, top_k_index, top_k_weights)."""
        if torch.is_grad_enabled():  # training's forwards, not evaluation's
            chosen = args[1].reshape(-1)
            counts = torch.bincount(chosen, minlength=self.experts)
            self.pairs = counts if self.pairs is None else self.pairs + counts

    def routed(self, module: nn.Module, args: Any, output: Any) -> None:
        """The router's logits: its output, or the first tensor of it (Mixtral's gate returns
        logits, scores and indices)."""
        logits = output[0] if isinstance(output, tuple) else output
        if not torch.is_grad_enabled() or logits.shape[-1] != self.experts:
            return
        with torch.no_grad():
            flat = logits.detach().reshape(-1, self.experts)
            summed = flat.double().softmax(dim=-1).sum(0)
            rows = torch.tensor(flat.shape[0], device=flat.device)
        self.probabilities = summed if self.probabilities is None else self.probabilities + summed
        self.tokens = rows if self.tokens is None else self.tokens + rows


def watch_routing(module: nn.Module, experts_modules: list[tuple[str, nn.Module]]) -> None:
    """Count the routing of each of `module`'s experts modules (name, module) from now on."""
    for name, experts in experts_modules:
        if getattr(experts, "routing", None) is not None:
            continue
        routing = Routing(experts.num_experts)
        experts.register_forward_pre_hook(routing.sent)
        parent = module.get_submodule(name.rpartition(".")[0])
        router = _router(parent, experts)
        if router is not None:
            routing.routers.append(router.register_forward_hook(routing.routed))
        experts.routing = routing


def routing_totals(
    experts_modules: list[tuple[str, nn.Module]], over_ranks: bool = True, copies: int = 1
) -> dict[str, dict[str, Any]]:
    """Per experts module: `tokens_per_expert` (the pairs each expert was sent) and, where its
    router was found, `load_balance_loss`; summed over the ranks (a collective) unless not
    `over_ranks`, each token once where `copies` ranks route the same tokens (a tp group)."""
    found: dict[str, dict[str, Any]] = {}
    for name, experts in experts_modules:
        routing: Routing | None = getattr(experts, "routing", None)
        if routing is None:
            continue
        count = routing.experts
        counters = (routing.pairs, routing.probabilities)
        tokens = 0.0 if routing.tokens is None else float(routing.tokens)
        wide = torch.float64  # counts past float32's 2**24 stay exact
        totals = torch.cat(
            [
                *(
                    torch.zeros(count, dtype=wide) if t is None else t.cpu().to(wide)
                    for t in counters
                ),
                torch.tensor([tokens], dtype=wide),
            ]
        )
        if over_ranks and dist.is_initialized():  # on the device the backend carries
            device = next((t.device for t in counters if t is not None), totals.device)
            totals = totals.to(device)
            dist.all_reduce(totals)
            totals = totals.cpu() / copies
        sent, summed, tokens = totals[:count], totals[count : 2 * count], float(totals[-1])
        found[name] = {"tokens_per_expert": [int(n) for n in sent.tolist()]}
        if routing.routers and tokens > 0:
            balance = count * float((sent / tokens * summed / tokens).sum())
            found[name]["load_balance_loss"] = balance
    return found


def _router(parent: nn.Module, experts: nn.Module) -> nn.Module | None:
    """The experts' sibling whose weight has a row per expert (the logits' layer)."""
    for child in parent.children():
        weight = getattr(child, "weight", None)
        if (
            child is not experts
            and isinstance(weight, torch.Tensor)
            and weight.dim() == 2
            and weight.shape[0] == experts.num_experts
        ):
            return child
    return None
