"""Degrees as the layout (strategies/degrees.py): the method each set of degrees means, the
layout it then has, and what no method composes yet, all with no process."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from multigpu.core.errors import InvalidOption
from multigpu.strategies import STRATEGIES, preset, resolve
from multigpu.strategies.degrees import preset_for
from multigpu.strategies.mesh import REST


@pytest.mark.parametrize(
    ("degrees", "preset", "world", "shape"),
    [
        ({}, "ddp", 8, {"dp_replicate": 8}),
        ({"dp_replicate": 2}, "ddp", 2, {"dp_replicate": 2}),
        ({"dp_replicate": 2, "dp_shard": 1}, "ddp", 2, {"dp_replicate": 2}),
        ({"dp_shard": 4}, "fsdp", 4, {"dp_shard": 4}),
        ({"dp_replicate": 1, "dp_shard": REST}, "fsdp", 8, {"dp_shard": 8}),
        ({"tp": 2}, "fsdp+tp", 8, {"dp_shard": 4, "tp": 2}),
        ({"dp_shard": 2, "tp": REST}, "fsdp+tp", 8, {"dp_shard": 2, "tp": 4}),
        ({"dp_shard": 1, "tp": REST}, "tp", 4, {"dp_shard": 1, "tp": 4}),
        ({"dp_replicate": 2, "tp": 2}, "fsdp+tp", 8, {"dp_replicate": 2, "dp_shard": 2, "tp": 2}),
        ({"dp_replicate": 2, "dp_shard": REST}, "hsdp", 16, {"dp_replicate": 2, "dp_shard": 8}),
        ({"dp_replicate": REST, "dp_shard": 4}, "hsdp", 16, {"dp_replicate": 4, "dp_shard": 4}),
        ({"cp": 2}, "fsdp", 8, {"dp_shard": 4, "cp": 2}),
        ({"pp": REST, "tp": 1}, "pipeline", 4, {"pp": 4}),
        ({"pp": 2, "dp_shard": REST}, "pipeline", 8, {"pp": 2, "dp_shard": 4}),
        ({"pp": 2, "tp": 2}, "pipeline", 8, {"pp": 2, "dp_shard": 2, "tp": 2}),
        ({"ep": 2}, "fsdp", 4, {"dp_shard": 4, "ep": 2}),
        ({"dp_replicate": 2, "ep": 2}, "hsdp", 8, {"dp_replicate": 2, "dp_shard": 4, "ep": 2}),
        (
            {"dp_replicate": 2, "ep": 2, "tp": 2},
            "fsdp+tp",
            8,
            {"dp_replicate": 2, "dp_shard": 2, "tp": 2, "ep": 2},
        ),
    ],
)
def test_the_degrees_given_name_the_method_and_are_its_layout(degrees, preset, world, shape):
    assert preset_for(degrees) == preset
    method = resolve(**degrees)  # launch()'s keywords
    assert method.name == preset
    assert method.dims_for(world).shape == shape


@pytest.mark.parametrize(
    ("degrees", "said"),
    [
        ({"pp": 2, "cp": 2}, "pp=2: does not compose with cp yet: only with dp_shard and tp"),
        ({"pp": 2, "dp_replicate": 2}, "pp=2: does not compose with dp_replicate yet"),
        (
            {"ep": 2, "cp": 2},
            "ep=2: does not compose with cp yet: only with dp_replicate, dp_shard and tp",
        ),
        ({"moe": 2}, "moe=2: is not a degree (pp, dp_replicate, dp_shard, cp, tp, ep)"),
    ],
)
def test_what_no_method_composes_yet_is_refused_naming_it(degrees, said):
    with pytest.raises(InvalidOption, match=re.escape(said)):
        resolve(**degrees)


def test_degrees_the_world_cannot_hold_are_refused_with_no_process():
    with pytest.raises(InvalidOption, match=re.escape("dp_shard=3: does not divide the 4 ranks")):
        resolve(dp_shard=3).check_machines(1, 4)
    with pytest.raises(InvalidOption, match=re.escape("pp=2: pp 2 is not the 4 ranks")):
        resolve(pp=2, dp_shard=1).check_machines(1, 4)
    with pytest.raises(InvalidOption, match=re.escape("dp_shard 2 x tp 2 = 4 is not the 8 ranks")):
        resolve(dp_shard=2, tp=2).check_machines(1, 8)
    with pytest.raises(InvalidOption, match="must be a whole number of ranks, or -1"):
        resolve(dp_shard=0)
    with pytest.raises(InvalidOption, match="tp=2: is not a degree of strategy 'ddp'"):
        resolve("ddp", tp=2)


def test_the_layouts_page_says_each_preset_as_the_degrees_it_is():
    """The table is asked of the methods when the site is built; each row is checked here
    against the layout the preset has on 8 ranks of 2 machines."""
    sys.path.insert(0, str(Path(__file__).parents[2] / "docs" / "hooks"))
    from generated import presets_table

    rows = dict(re.findall(r"^\| `([^`]+)` \| (.+) \|$", presets_table(), re.MULTILINE))
    assert rows.pop("--strategy") == "the degrees it means"  # the header
    assert set(rows) == set(STRATEGIES)
    assert rows["hsdp"] == "dp_replicate (machines) x dp_shard (rest)"
    for name, said in rows.items():
        dims = preset(name).dims_for(8, machines=2)
        if said == "one process, no mesh":
            assert dims.world_size == 1, name
            continue
        assert dims.world_size == 8, name
        terms = dict(term.split(" ") for term in said.split(" x "))
        assert list(terms) == list(dims.shape), name
        for dim, degree in terms.items():
            expected = {"(rest)": None, "(machines)": 2}.get(degree, degree)
            if expected is not None:
                assert dims.degree(dim) == int(expected), name


def test_train_takes_degrees_as_flags_and_prints_the_preset(cli):
    result = cli(
        "train",
        "--model",
        "llama-tiny",
        "--devices",
        "4",
        "--accelerator",
        "cpu",
        "--tp",
        "2",
        "--print-config",
    )
    assert result.returncode == 0, result.stderr
    assert 'strategy = "fsdp+tp"' in result.stdout and "tp = 2" in result.stdout
    refused = cli("train", "--devices", "4", "--accelerator", "cpu", "--pp", "2", "--cp", "2")
    assert refused.returncode == 2
    assert refused.stderr.strip() == (
        "multigpu: error: --pp 2: does not compose with cp yet: only with dp_shard and tp"
    )


def test_run_takes_the_data_parallel_degrees_a_script_can_have(cli, tmp_path):
    from multigpu.apps.cli import _script_strategy, build_parser

    script = tmp_path / "never.py"
    script.write_text("raise SystemExit('never runs')\n")
    parse = build_parser().parse_args
    chosen = [
        _script_strategy(parse(["run", *flags, str(script)]))
        for flags in (["--dp-replicate", "2", "--dp-shard", "-1"], ["--dp-shard", "4"], [])
    ]
    assert chosen == [
        {"strategy": "hsdp", "strategy_options": {"dp_replicate": 2, "dp_shard": REST}},
        {"strategy": "fsdp", "strategy_options": {"dp_shard": 4}},
        {"strategy": "ddp", "strategy_options": {}},
    ]
    result = cli("run", "--devices", "2", "--accelerator", "cpu", "--dp-shard", "3", str(script))
    assert result.returncode == 2
    assert result.stderr.strip() == "multigpu: error: --dp-shard 3: does not divide the 2 ranks"
