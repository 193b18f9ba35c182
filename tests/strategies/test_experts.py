"""Expert parallelism (strategies/experts.py): a transformers mixture of experts (`mixtral-tiny`)
with its experts split over ep ranks of dp_shard, tokens sent all-to-all, equal to one process
fed the same global batches (float64, clipping included); and what cannot be split, refused
before any worker starts."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch

from conftest import SCRIPTS, held_with_momentum, run_python, script
from multigpu.core.errors import InvalidOption
from multigpu.strategies import FSDP, resolve
from multigpu.strategies.mesh import MeshDims

sys.path.insert(0, str(SCRIPTS))
pytest.importorskip("transformers")
import experts as ex


def _has_experts() -> bool:
    """transformers 5's MoE models hold their experts as one module of 3-D weights; older ones
    (the extras' floor, 4.48) a module per expert, which ep refuses (checked below)."""
    from multigpu.apps.models import build_model
    from multigpu.strategies.experts import experts_modules

    with torch.device("meta"):
        return bool(experts_modules(build_model("mixtral-tiny")))


needs_experts = pytest.mark.skipif(not _has_experts(), reason="needs transformers 5's experts")


def _equal_to_one_process(
    tmp_path: Path, args: list[str], mesh: str, replicas: int, name: str
) -> Path:
    """Train on `args`' layout (its mesh said as `mesh`); the weights, the experts whole
    again under their names, equal one process fed the same global batches of `replicas`
    ranks' reading, and not those of half as many (the comparison can fail)."""
    out = tmp_path / "trained.pt"
    result = run_python(script("experts.py"), str(out), *args)
    assert result.returncode == 0, result.stderr
    assert f"mesh: {mesh}" in result.stdout
    trained = torch.load(out, weights_only=True)
    reference = ex.one_process(replicas=replicas, name=name)
    assert trained.keys() == reference.keys()
    for key in reference:
        torch.testing.assert_close(trained[key], reference[key], rtol=1e-10, atol=1e-12)
    half = ex.one_process(replicas=replicas // 2, name=name)
    assert any(not torch.allclose(trained[k], half[k]) for k in reference)
    return out


@pytest.mark.parametrize("name", [pytest.param("mixtral-tiny", marks=needs_experts), "moe-tiny"])
def test_experts_split_over_ep_2_of_4_ranks_equal_one_process(tmp_path, name):
    """dp_shard 4 with ep 2: each expert sharded over 2 ranks (one per ep_replicate group), so
    the exchange, the gather of the experts and the sum of their gradients over the groups are
    all exercised; transformers' Mixtral, and the project's own mixture (no transformers: it
    runs on the floor too)."""
    args = ["--ep", "2", "--devices", "4", "--model", name]
    out = _equal_to_one_process(tmp_path, args, "dp_shard 4, experts over ep 2 (fsdp)", 4, name)
    held = json.loads(Path(f"{out}.held.json").read_text())
    _the_plans_ep_row_holds_what_the_ranks_held(held, name)


def test_experts_over_ep_under_hsdp_equal_one_process(tmp_path):
    """dp_replicate 2 x dp_shard 2 with ep 2 on 4 ranks: the experts split over each replica's
    2 ranks and copied across the replicas, their gradients summed over both (the project's
    own mixture: it runs on the floor too). The control: two ranks' global batches."""
    args = ["--ep", "2", "--dp-replicate", "2", "--devices", "4", "--model", "moe-tiny"]
    mesh = "dp_replicate 2 x dp_shard 2, experts over ep 2 (hsdp)"
    _equal_to_one_process(tmp_path, args, mesh, 4, "moe-tiny")


@needs_experts
def test_experts_over_ep_with_attention_over_tp_equal_one_process(tmp_path):
    """ep 2 x tp 2 on 4 ranks (dp_shard 2, both its ranks ep's): each tp group's attention
    split over its 2 ranks, the experts over the 2 ep ranks of each tp position (a tp group's
    ranks route the same tokens, their experts' gradients alike); equal to one process fed
    the same global batches of 2 ranks' reading. The control: one rank's batches."""
    args = ["--ep", "2", "--tp", "2", "--devices", "4", "--model", "mixtral-tiny"]
    mesh = "dp_shard 2 x tp 2, experts over ep 2 (fsdp+tp)"
    out = _equal_to_one_process(tmp_path, args, mesh, 2, "mixtral-tiny")
    # Each (token, expert) pair counted once, though both ranks of a tp group route it.
    routed = json.loads(Path(f"{out}.routing.json").read_text())
    pairs = 2 * ex.SAMPLES * ex.TOKENS * ex.EPOCHS  # 2 experts a token
    assert [sum(said["tokens_per_expert"]) for said in routed.values()] == [pairs] * 2


def _the_plans_ep_row_holds_what_the_ranks_held(held: list[list[int]], name: str) -> None:
    """`multigpu plan`'s ep row (FSDP.memory_per_device with ep) against the bytes each rank
    held: its parameters and momentum, the experts' sharded over ep_replicate within their ep
    rank as every other weight is over dp_shard 4, within 5% (FSDP pads a shard to equal
    rows). The control: had the experts been repeated over ep_replicate (whole on each of
    their ranks), each rank would hold over 1.3 times as much of this model, mostly experts."""
    from multigpu.adapt.devices.held import local_bytes
    from multigpu.strategies.experts import experts_modules

    net = ex.model(name)
    experts = local_bytes(p for _, m in experts_modules(net) for p in m.parameters())
    step = held_with_momentum(net, experts)
    planned = FSDP(ep=2).memory_per_device(step, 4, 1)
    repeated = (step.parameters - experts) / 4 + experts / 2
    for parameters, optimizer in held:
        assert parameters == pytest.approx(planned["parameters"], rel=0.05)
        assert optimizer == pytest.approx(planned["optimizer"], rel=0.05)
        assert repeated > 1.3 * parameters


def test_what_ep_cannot_split_is_refused_in_one_line():
    """No process: the degrees, the compositions not built, the models."""
    from multigpu.apps.models import build_model

    assert MeshDims.of(8, dp_shard=-1, ep=4).shape == {"dp_shard": 8, "ep": 4}
    with pytest.raises(InvalidOption, match="ep=3: must divide dp_shard 4"):
        MeshDims.of(4, dp_shard=-1, ep=3)
    assert resolve(dp_shard=-1, ep=2) == FSDP(ep=2)  # the degrees name the preset
    assert resolve(ep=2, tp=2) == FSDP(ep=2, tp=2)  # fsdp+tp
    with pytest.raises(InvalidOption, match="ep=2: does not compose with cp yet"):
        resolve(ep=2, cp=2)
    assert resolve("hsdp", dp_replicate=2, ep=2) == FSDP(dp_replicate=2, ep=2)
    with torch.device("meta"):
        llama, mixtral = build_model("llama-tiny"), build_model("mixtral-tiny")
    with pytest.raises(InvalidOption, match="ep=2: splits a mixture of experts' experts"):
        FSDP(ep=2).check_model(llama, 2)
    if not _has_experts():  # transformers before 5: a module per expert, refused as none
        with pytest.raises(InvalidOption, match="as transformers' MoE models do from"):
            FSDP(ep=2).check_model(mixtral, 2)
        return
    with pytest.raises(InvalidOption, match=r"ep=8: must divide the 4 experts of model\.model"):
        FSDP(ep=8).check_model(mixtral, 8)
    FSDP(ep=4).check_model(mixtral, 4)
