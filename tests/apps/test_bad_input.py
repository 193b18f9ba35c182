"""Bad input that only shows inside the data or a checkpoint: one line, before any worker
starts where that can be checked, and a way on for a large folder with a few broken files."""

from __future__ import annotations

import json

import pytest
import torch
from torchvision.io import encode_jpeg

from conftest import run_cli


def one_error_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.startswith("multigpu: error:")]
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


def test_an_empty_data_folder_is_refused_before_any_worker(cli, tmp_path):
    (tmp_path / "data" / "cats").mkdir(parents=True)
    result = cli(
        "train", "--model", "mlp", "--data", str(tmp_path / "data"), "--out", str(tmp_path)
    )
    assert result.returncode == 2
    assert "--data " in one_error_line(result.stderr) and "holds no images" in result.stderr


def test_another_models_checkpoint_is_refused_before_any_worker(cli, tmp_path):
    other = tmp_path / "other.pt"
    torch.save({"model": torch.nn.Linear(3, 2).state_dict(), "epoch": 1}, other)
    result = cli("train", "--resume", str(other), "--out", str(tmp_path))
    assert result.returncode == 2
    line = one_error_line(result.stderr)
    assert "does not fit this model" in line and "unexpected keys [bias, weight]" in line


@pytest.fixture
def folder_with_a_broken_file(tmp_path):
    root = tmp_path / "images"
    generator = torch.Generator().manual_seed(0)
    for i in range(16):
        (root / f"class{i % 2}").mkdir(parents=True, exist_ok=True)
        image = (torch.rand(3, 32, 32, generator=generator) * 255).to(torch.uint8)
        (root / f"class{i % 2}" / f"{i}.jpg").write_bytes(encode_jpeg(image).numpy().tobytes())
    (root / "class0" / "broken.jpg").write_bytes(b"not a jpeg at all")
    return root


def test_an_undecodable_image_is_named_in_one_line(folder_with_a_broken_file, tmp_path):
    # One rank: each rank checks the images it reads, and one process starts in half the time.
    args = [
        "train",
        "--model",
        "mlp",
        "--data",
        str(folder_with_a_broken_file),
        "--epochs",
        "1",
        "--batch-size",
        "4",
        "--workers",
        "0",
        "--devices",
        "1",
        "--out",
        str(tmp_path / "out"),
    ]
    result = run_cli(*args, timeout=180)
    assert result.returncode == 2
    line = one_error_line(result.stderr)
    assert "broken.jpg" in line and "--skip-bad-images" in line
    result = run_cli(*args, "--skip-bad-images", timeout=180)
    assert result.returncode == 0, result.stderr
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert summary["skipped_images"]["count"] == 1
    assert summary["skipped_images"]["files"][0].endswith("class0/broken.jpg")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--global-batch-size", "2", "--devices", "3"], "--global-batch-size 2: must be at least"),
        (["--global-batch-size", "64", "--accumulate", "2"], "--accumulate 2: is derived from"),
        (["--global-batch-size", "64", "--batch-size", "0"], "--batch-size 0: must be at least 1"),
    ],
)
def test_a_global_batch_that_cannot_be_made_is_refused_before_any_worker(
    cli, tmp_path, options, message
):
    result = cli("train", *options, "--accelerator", "cpu", "--out", str(tmp_path))
    assert result.returncode == 2
    assert message in one_error_line(result.stderr)
