"""The routing a mixture of experts did (strategies/routing.py): the pairs each expert was sent
and the load-balance loss, against transformers' own `load_balancing_loss_func` on the same
router logits, one process, no ranks."""

from __future__ import annotations

import pytest
import torch

from multigpu.apps.models import build_model
from multigpu.strategies.experts import experts_modules
from multigpu.strategies.routing import routing_totals, watch_routing

mixtral = pytest.importorskip("transformers.models.mixtral.modeling_mixtral")


@pytest.mark.parametrize("name", ["moe-tiny", "mixtral-tiny"])
def test_the_load_balance_loss_is_the_models_own_of_the_same_logits(name):
    torch.manual_seed(0)
    model = build_model(name).double()
    found = experts_modules(model)
    if not found:
        pytest.skip("this transformers keeps one module per expert")
    watch_routing(model, found)
    logits: dict[str, list[torch.Tensor]] = {n: [] for n, _ in found}
    for module_name, experts in found:
        assert experts.routing.routers  # its router was found
        parent = model.get_submodule(module_name.rpartition(".")[0])
        gate = next(c for c in parent.children() if c is not experts and hasattr(c, "weight"))

        def keep(_, __, output, into=logits[module_name]):
            into.append((output[0] if isinstance(output, tuple) else output).detach())

        gate.register_forward_hook(keep)
    tokens = torch.randint(0, 64, (6, 32))
    for _ in range(2):  # two training forwards: the counts add up
        model(tokens)
    with torch.no_grad():  # evaluation's forwards are not counted
        model(tokens)
    totals = routing_totals(found, over_ranks=False)
    top_k = 2
    for module_name, experts in found:
        kept = logits[module_name][:2]
        expected = mixtral.load_balancing_loss_func((torch.cat(kept),), experts.num_experts, top_k)
        said = totals[module_name]
        assert sum(said["tokens_per_expert"]) == 2 * tokens.numel() * top_k
        # transformers computes it in float32
        assert said["load_balance_loss"] == pytest.approx(float(expected), rel=1e-6)
