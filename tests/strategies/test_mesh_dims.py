"""The mesh owner (strategies/mesh.py): layouts for 8, 16 and 64 ranks checked with no process,
each strategy's layout asked of it, and the data-parallel split read from it."""

from __future__ import annotations

import re

import pytest
import torch

from multigpu.core.errors import InvalidOption
from multigpu.core.ranks import Placement
from multigpu.strategies import DDP, FSDP, FSDPTP, HSDP, TP
from multigpu.strategies.mesh import REST, MeshDims
from multigpu.strategies.pipeline import Pipeline
from multigpu.strategies.runtime import Runtime


@pytest.mark.parametrize(
    ("world", "degrees", "shape"),
    [
        (8, {"dp_shard": REST, "tp": 2}, {"dp_shard": 4, "tp": 2}),
        (16, {"dp_replicate": 2, "dp_shard": REST}, {"dp_replicate": 2, "dp_shard": 8}),
        (64, {"tp": 8, "dp_replicate": 2, "dp_shard": REST, "pp": 2}, None),
        (64, {"dp_shard": 64}, {"dp_shard": 64}),
    ],
)
def test_a_layout_is_resolved_in_torchtitans_order_with_no_process(world, degrees, shape):
    dims = MeshDims.of(world, **degrees)
    expected = shape or {"pp": 2, "dp_replicate": 2, "dp_shard": 2, "tp": 8}
    assert dims.shape == expected and list(dims.shape) == list(expected)  # outermost first
    # Coordinates as init_device_mesh lays the ranks out: arange(world) viewed as the shape.
    grid = torch.arange(world).view(*dims.shape.values())
    for rank in range(world):
        at = dims.coordinates(rank)
        assert grid[tuple(at.values())] == rank
        replicas, index = dims.data_parallel(rank)
        assert replicas == dims.degree("dp_replicate") * dims.degree("dp_shard")
        assert index == at.get("dp_replicate", 0) * dims.degree("dp_shard") + at.get("dp_shard", 0)


@pytest.mark.parametrize(
    ("world", "degrees", "said"),
    [
        (16, {"dp_shard": REST, "tp": 3}, "tp=3: does not divide the 16 ranks"),
        (64, {"dp_replicate": 0, "dp_shard": REST}, "dp_replicate=0: must be at least 1"),
        (8, {"dp_replicate": 4, "tp": 4, "dp_shard": REST}, "dp_replicate 4 x tp 4 = 16 does not"),
        (16, {"dp_shard": 4, "tp": 2}, "tp=2: dp_shard 4 x tp 2 = 8 is not the 16 ranks"),
    ],
)
def test_a_layout_the_world_cannot_hold_is_refused_naming_the_option(world, degrees, said):
    with pytest.raises(InvalidOption, match=re.escape(said)):
        MeshDims.of(world, **degrees)


def test_each_strategy_gives_its_layout_and_the_data_split_follows_from_it():
    assert FSDPTP(tp=4).dims_for(16).shape == {"dp_shard": 4, "tp": 4}
    assert FSDPTP(tp=4).global_batch_size(32, 16) == 4 * 32  # a tp group reads one batch
    assert HSDP(dp_replicate=4).dims_for(64).shape == {"dp_replicate": 4, "dp_shard": 16}
    assert HSDP().dims_for(64, machines=8).shape == {"dp_replicate": 8, "dp_shard": 8}
    assert FSDP().dims_for(8).shape == {"dp_shard": 8}
    assert DDP().global_batch_size(32, 8) == 256
    assert Pipeline().global_batch_size(32, 8) == 32  # every stage reads the same batch
    assert TP().dims_for(8).degree("tp") == 8
    with pytest.raises(InvalidOption, match="tp=4: dp_shard 1 x tp 4 = 4 is not the 8 ranks"):
        TP(tp=4).dims_for(8)
    with pytest.raises(InvalidOption, match="tp=3: does not divide the 64 ranks"):
        FSDPTP(tp=3).check_world_size(64)
    strategy = FSDPTP(tp=4)
    runtime = Runtime(strategy, Placement(torch.device("cpu"), 13, 16))  # no process group
    assert runtime.data_shard() == (4, 3)  # rank 13 is in the fourth tp group
    assert strategy.describe_layout(runtime) == "mesh: dp_shard 4 x tp 4 (fsdp+tp)"


@pytest.mark.parametrize("world", [8, 16, 64])
def test_every_preset_lays_out_its_degrees_at_8_16_and_64_ranks(world):
    """Each named method is a preset of degrees: their product is the world, and every rank
    has a place in the data split (cp and tp groups read one batch)."""
    from multigpu.strategies import STRATEGIES, preset

    presets = {name: preset(name) for name in STRATEGIES}
    presets.update(hsdp=HSDP(dp_replicate=2), tp=TP(), **{"fsdp+tp+cp": FSDPTP(tp=2, cp=2)})
    for name, strategy in presets.items():
        dims = strategy.dims_for(world, machines=2 if name == "hsdp" else 1)
        if dims.world_size == 1:  # one process drives its devices (single, dp)
            continue
        assert dims.world_size == world, name
        groups = dims.degree("tp") * dims.degree("cp")
        assert dims.replicas * groups * dims.degree("pp") == world, name
        assert {dims.data_parallel(r)[1] for r in range(world)} == set(range(dims.replicas))


def test_no_strategy_class_inherits_another():
    """Every method's class is a direct subclass of the interface, and of nothing else that is
    a strategy (no chain of bases through super()); the names that share a class differ only in
    their degrees, and each is printed as what those degrees mean."""
    import inspect

    import multigpu.strategies as strategies
    from multigpu.strategies import STRATEGIES, Strategy, preset, strategy_class

    classes = {strategy_class(name) for name in STRATEGIES}
    for cls in classes:
        assert cls.__bases__ == (Strategy,), cls
    # and no other strategy class exists in the package to inherit from
    for module in ("base", "ddp", "dp", "fsdp", "pipeline", "single", "tensor"):
        found = vars(__import__(f"multigpu.strategies.{module}", fromlist=["_"]))
        for value in found.values():
            if inspect.isclass(value) and issubclass(value, Strategy) and value is not Strategy:
                assert value in classes, value
    assert {name: preset(name).name for name in STRATEGIES} == {n: n for n in STRATEGIES}
    assert strategies.FSDP(tp=2).name == "fsdp+tp"  # the degrees, not the door, name it
    assert strategies.HSDP(dp_replicate=1).name == "fsdp"
