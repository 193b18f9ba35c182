"""The documentation's pictures: the command that makes them runs on small inputs, and each
drawing reads the figures committed beside its picture (what the documented command wrote)."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import pictures  # noqa: E402

pytest.importorskip("matplotlib")


def test_the_command_measures_and_draws_on_a_small_input(tmp_path):
    """The in-process measurements (the loader resumed on 2, 3 and 1 ranks; the import graph),
    through the documented command line."""
    command = [sys.executable, str(ROOT / "benchmarks" / "pictures.py"), "resume", "layers"]
    command.append("meshes")
    done = subprocess.run(
        [*command, "--quick", "--out", str(tmp_path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    for name in ("resume", "layers", "meshes"):
        assert (tmp_path / f"{name}.png").stat().st_size > 10_000
    resume = json.loads((tmp_path / "resume.json").read_text())
    # the samples of every global batch are the uninterrupted run's, whatever the ranks
    steps = [sorted(itertools.chain(*step["ranks"])) for step in resume["steps"]]
    assert [step["world"] for step in resume["steps"]] == [2, 2, 3, 1]
    assert sorted(itertools.chain(*steps)) == list(range(resume["dataset"]))  # each sample once
    for layout in json.loads((tmp_path / "meshes.json").read_text())["layouts"]:
        # the picture's claim: a rank sits where init_device_mesh puts it (row-major), and in a
        # pipeline every stage is held by the ranks of one pp place, one per batch
        shape = list(layout["shape"].values())
        grid = torch.arange(len(layout["ranks"])).view(*shape)
        for cell in layout["ranks"]:
            assert grid[tuple(cell["at"].values())] == cell["rank"]
        stages = [s for cell in layout["ranks"] for s in cell["stages"]]
        if stages:
            replicas = len({cell["batch"] for cell in layout["ranks"]})
            assert sorted(stages) == sorted(list(set(stages)) * replicas)
        if "ep" in layout["shape"]:  # each ep group holds every expert once, and reads apart
            for group in grid.view(-1, layout["shape"]["ep"]).tolist():
                held = [e for r in group for e in layout["ranks"][r]["experts"]]
                assert sorted(held) == list(range(pictures.EXPERTS))
            assert len({cell["batch"] for cell in layout["ranks"]}) == len(layout["ranks"])
    layers = json.loads((tmp_path / "layers.json").read_text())
    order = layers["layers"]
    assert layers["imports"] and all(  # the picture's claim: nothing points upwards
        order.index(k.split(">")[0]) < order.index(k.split(">")[1]) for k in layers["imports"]
    )


@pytest.mark.parametrize(
    "name", ["hang", "input", "ring-ps", "processes", "elastic", "memory", "plan"]
)
def test_each_picture_is_drawn_from_its_committed_figures(name, tmp_path):
    figures = json.loads((ROOT / "docs" / "pictures" / f"{name}.json").read_text())
    drawn = pictures.BENCHMARKS.get(name) or pictures.MEASURED[name]
    draw = drawn[1]
    draw(figures, tmp_path / f"{name}.png")
    assert (tmp_path / f"{name}.png").stat().st_size > 10_000
    assert (ROOT / "docs" / "pictures" / f"{name}.png").is_file()


def test_an_unknown_picture_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        pictures.main(["nonsense"])
    assert exit_.value.code == 2 and "unknown picture(s): nonsense" in capsys.readouterr().err
