"""The benchmark: its formulas on hand-worked cases, a short run's JSON and PNG, the fast and
PIL input pipelines against each other, and the settings `--tune` hands to `multigpu train`."""

from __future__ import annotations

import csv
import json

import pytest
import torch
from torchvision.io import encode_jpeg

from conftest import run_cli
from multigpu.apps.bench import formulas
from multigpu.apps.bench.case import Case
from multigpu.apps.bench.runner import add_efficiency, format_table, plan_cases
from multigpu.apps.bench.tune import to_toml, train_settings
from multigpu.apps.config_file import build_config, load_toml
from multigpu.apps.images import image_folder, normalize
from multigpu.strategies import resolve

PNG = b"\x89PNG\r\n\x1a\n"


def test_samples_per_step_follow_the_strategy():
    # DDP and FSDP: 32 per process on 4 processes is a global batch of 128 ...
    for name in ("ddp", "fsdp"):
        assert resolve(name).global_batch_size(32, 4) == 128
    # ... DataParallel's 32 is already the global batch, split over its GPUs, and every
    # pipeline stage reads the same batch.
    for name in ("single", "dp", "dp-balanced", "pipeline"):
        assert resolve(name).global_batch_size(32, 4) == 32


def test_throughput_and_efficiency():
    # 10 steps of 128 images in 2 s: 640 images/s.
    assert formulas.throughput(128, 10, 2.0) == 640
    # 4 devices at 3,000/s against 1 device at 1,000/s: 3,000 / 4,000 = 75%.
    assert formulas.scaling_efficiency(3000, 1000, 4) == 0.75
    s = formulas.spread([10.0, 14.0, 12.0])
    assert (s.median, s.low, s.high) == (12.0, 10.0, 14.0)
    assert s.relative == pytest.approx(4 / 12)


def test_efficiency_uses_one_device_of_the_same_method_else_single():
    def row(strategy, devices, rate):
        return {
            "strategy": strategy,
            "devices": devices,
            "precision": "fp32",
            "data": "device",
            "throughput": {"median": rate},
        }

    rows = [
        row("single", 1, 100.0),
        row("ddp", 2, 150.0),
        row("fsdp", 1, 80.0),
        row("fsdp", 2, 120.0),
    ]
    add_efficiency(rows)
    assert rows[1]["efficiency"] == 0.75  # against single: 150 / (2 x 100)
    assert rows[3]["efficiency"] == 0.75  # against fsdp on 1 device: 120 / (2 x 80)


def test_an_impossible_efficiency_or_a_noisy_base_is_never_printed_as_a_result():
    """What a busy machine once printed: `eff 1212%` for 2 processes on 2 cores."""

    def row(strategy, devices, rate, spread=0.02):
        return {
            "strategy": strategy,
            "devices": devices,
            "precision": "fp32",
            "data": "device",
            "throughput": {"median": rate},
            "spread": spread,
            "step_time_s": 0.1,
            "peak_memory_mib": [1.0],
            "cpu_cores": 1.5,
            "unit": "images",
        }

    rows = [row("ddp", 1, 10.0), row("ddp", 2, 242.4)]
    rows[0]["input"] = {"line": "input: a detail line, not a numbered note"}
    add_efficiency(rows)
    assert rows[1]["efficiency"] is None
    assert "1212% is more than 2 device(s) can do" in rows[1]["efficiency_note"]
    noisy = [row("single", 1, 100.0), row("ddp", 2, 150.0)]
    noisy[0]["unreliable"] = "repeats spread 287% of their median (over 10%) twice"
    add_efficiency(noisy)
    assert noisy[1]["efficiency"] is None and "too noisy" in noisy[1]["efficiency_note"]
    table = format_table(rows + noisy)
    assert "1212%" not in table.splitlines()[2].split("[")[0]  # the figure itself is not shown
    assert "[1] ddp x2: left out: 1212%" in table and "[2] single x1: repeats spread" in table
    assert "    1.5" in table  # the cores the job kept busy
    fair = [row("ddp", 1, 100.0), row("ddp", 2, 190.0)]
    add_efficiency(fair)
    assert fair[1]["efficiency"] == 0.95 and "efficiency_note" not in fair[1]


def test_plan_skips_cases_that_cannot_spread():
    pairs = plan_cases(["single", "dp", "ddp"], [1, 2], accelerator_is_cuda=False)
    assert pairs == [("single", 1), ("dp", 1), ("ddp", 1), ("ddp", 2)]
    assert ("dp", 2) in plan_cases(["dp"], [1, 2], accelerator_is_cuda=True)


def test_short_bench_writes_json_and_png(tmp_path):
    out, plot = tmp_path / "bench.json", tmp_path / "bench.png"
    result = run_cli(
        "bench",
        "--model",
        "mlp",
        "--strategies",
        "ddp",
        "--devices",
        "1,2",
        "--steps",
        "3",
        "--warmup",
        "1",
        "--repeats",
        "2",
        "--accelerator",
        "cpu",
        "--json",
        str(out),
        "--plot",
        str(plot),
        "--log",
        "csv",
        "--log-dir",
        str(tmp_path / "log"),
    )
    assert result.returncode == 0, result.stderr
    assert plot.read_bytes()[:8] == PNG
    with (tmp_path / "log" / "log.csv").open() as f:  # each case logged once, as a step
        logged = {(r["step"], r["name"]): float(r["value"]) for r in csv.DictReader(f)}
    rows = json.loads(out.read_text())["results"]
    assert [(r["strategy"], r["devices"]) for r in rows] == [("ddp", 1), ("ddp", 2)]
    for r in rows:
        t = r["throughput"]
        assert t["low"] <= t["median"] <= t["high"]
        assert r["samples_per_step"] == 32 * r["devices"]
        assert len(r["peak_memory_mib"]) == r["devices"]
        assert r["step_time_s"] > 0
    # Short repeats on a shared machine may be too noisy to compare: then no efficiency.
    if not any(r.get("unreliable") or r.get("efficiency_note") for r in rows):
        assert rows[0]["efficiency"] == 1.0
        assert rows[1]["efficiency"] == pytest.approx(
            rows[1]["throughput"]["median"] / (2 * rows[0]["throughput"]["median"])
        )
    else:
        assert rows[1]["efficiency"] is None and "[1]" in result.stdout
    assert all(r["cpu_cores"] > 0 for r in rows)  # the cores each job kept busy
    assert "images/s" in result.stdout
    assert logged[("2", "ddp-x2-fp32-device/throughput")] == rows[1]["throughput"]["median"]
    # Each rank's peak by kind, measured: DDP keeps the whole model and its Adam-free SGD
    # momentum on every rank, one buffer per parameter.
    parameters = [r["memory_breakdown"][0]["parameters"] for r in rows]
    assert parameters[0] == parameters[1] > 0
    assert rows[1]["memory_breakdown"][1]["optimizer"] == parameters[1]
    assert rows[0]["tokens_per_s"] is None  # images
    assert "ddp x2: rank 0 at its peak, MiB: parameters" in result.stdout


def test_a_language_models_tokens_per_second_are_its_sequences_times_their_length():
    from multigpu.apps.bench.runner import _tokens

    assert _tokens("llama-tiny") == 32  # the token stream's sequences
    row = {
        "strategy": "fsdp",
        "devices": 2,
        "precision": "fp32",
        "data": "device",
        "throughput": {"median": 399.0},
        "spread": 0.0,
        "step_time_s": 0.04,
        "peak_memory_mib": [578.0],
        "cpu_cores": 1.9,
        "unit": "sequences",
        "tokens_per_s": 399.0 * 32,
    }
    assert "  fsdp x2: 12,768 tokens/s" in format_table([row])


def test_fast_and_pil_pipelines_agree(jpeg_folder):
    """Eval transforms (deterministic): same labels; pixels within 2 grey levels of 255
    after normalization (2 / 255 / 0.225 = 0.035): the two decoders are both libjpeg, the two
    resizers differ in rounding."""
    fast = image_folder(jpeg_folder, train=False, size=64, pipeline="fast")
    pil = image_folder(jpeg_folder, train=False, size=64, pipeline="pil")
    assert len(fast) == len(pil) == 12
    for i in range(len(fast)):
        (a, label_a), (b, label_b) = fast[i], pil[i]
        assert label_a == label_b
        assert a.dtype == torch.uint8  # normalized later, on the device
        a = normalize(a[None])[0]
        assert a.shape == b.shape == (3, 64, 64)
        assert (a - b).abs().max() < 0.035
        assert (a - b).abs().mean() < 0.005
    # The comparison can fail: another image is far away.
    assert (normalize(fast[0][0][None])[0] - pil[1][0]).abs().mean() > 0.05


def test_train_pipeline_gives_crops_of_the_size(jpeg_folder):
    for pipeline in ("fast", "pil"):
        image, _ = image_folder(jpeg_folder, train=True, size=32, pipeline=pipeline)[5]
        assert image.shape == (3, 32, 32)


def test_input_only_reports_both_pipelines(cli, jpeg_folder, tmp_path):
    out = tmp_path / "input.json"
    threads = torch.get_num_threads()
    result = cli(
        "bench",
        "--input-only",
        "--data",
        str(jpeg_folder),
        "--model",
        "resnet50-small",
        "--images",
        "6",
        "--repeats",
        "1",
        "--json",
        str(out),
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(out.read_text())
    for mode in ("train", "eval"):
        assert report[mode]["images"] == 6  # as asked, out of 12
        rates = report[mode]["images_per_s_per_worker"]
        assert rates["fast"] > 0 and rates["pil"] > 0
        # Each pipeline really made the model's input: the fast one uint8 (normalized later on
        # the device), PIL's float, both at the model's 64 px.
        assert report[mode]["output"] == {"fast": "uint8 [3, 64, 64]", "pil": "float32 [3, 64, 64]"}
        assert f"({report[mode]['images']} images)" in result.stdout
    assert torch.get_num_threads() == threads  # a worker's one thread was given back
    result = cli(
        "bench",
        "--input-only",
        "--data",
        str(jpeg_folder),
        "--model",
        "resnet50-small",
        "--images",
        "100",
        "--repeats",
        "1",
        "--json",
        str(out),
    )
    assert json.loads(out.read_text())["eval"]["images"] == 12  # no more than the folder has


def test_overhead_runs_both_loops(cli, tmp_path):
    out = tmp_path / "overhead.json"
    result = cli(
        "bench",
        "--overhead",
        "--model",
        "digits-mlp",
        "--devices",
        "1",
        "--steps",
        "2",
        "--repeats",
        "2",
        "--accelerator",
        "cpu",
        "--json",
        str(out),
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(out.read_text())
    assert len(report["all_rounds_s"]["multigpu"]) == len(report["all_rounds_s"]["plain"]) == 2
    # Both loops did the same work: after the same epochs they hold the same weights (a loop
    # that skipped batches, or read others, would be faster and wrong).
    assert report["max_weight_difference"] == 0.0


def test_tuned_settings_are_train_options(tmp_path, jpeg_folder):
    case = Case(
        "resnet50-small",
        8,
        1,
        0,
        1,
        channels_last=True,
        bucket_mb=50.0,
        static_graph=True,
        workers=2,
    )
    settings = train_settings(case, "bf16")
    path = tmp_path / "tuned.toml"
    path.write_text(to_toml(settings))
    given = {"data": {"folder": str(jpeg_folder)}, "job": {"model": "resnet50-small"}}
    config = build_config(load_toml(path), given)
    optimization, method = config.optimization, config.parallelism.method
    assert (optimization.precision, optimization.channels_last) == ("bf16", True)
    assert method.bucket_mb == 50.0 and method.static_graph
    assert config.data.workers == 2 and not optimization.compile


@pytest.fixture(scope="module")
def colour_folder(tmp_path_factory):
    """30 noisy JPEGs in 3 classes told apart by their dominant colour: learnable in seconds."""
    root = tmp_path_factory.mktemp("colours")
    generator = torch.Generator().manual_seed(1)
    for i in range(30):
        label = i % 3
        image = torch.rand(3, 32, 32, generator=generator) * 0.5
        image[label] += 0.5
        folder = root / f"class{label}"
        folder.mkdir(exist_ok=True)
        data = encode_jpeg((image * 255).to(torch.uint8), quality=90)
        (folder / f"{i}.jpg").write_bytes(data.numpy().tobytes())
    return root


def test_train_on_an_image_folder_learns(cli, colour_folder, tmp_path):
    result = cli(
        "train",
        "--model",
        "mlp",
        "--data",
        str(colour_folder),
        "--strategy",
        "single",
        "--epochs",
        "4",
        "--batch-size",
        "4",
        "--workers",
        "0",
        "--out",
        str(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["steps"] == 4 * 6  # 30 images, 20% held out: 24 to train in batches of 4
    assert summary["test_accuracy"] >= 0.8  # chance is 1/3 (6 held-out images)
    # Every job ends with its input verdict, from the training passes (5 timed batches of 6
    # per epoch: the first is start-up), and the CPU cores it used.
    verdict = summary["input"]
    assert verdict["ranks"][0]["batches"] == 4 * 5 and verdict["ranks"][0]["samples"] == 80
    assert verdict["bound"] in ("input", "compute")  # one process: nothing to average
    assert f"multigpu: {verdict['line']}" in result.stdout
    assert " images/s" in verdict["line"]  # the unit of an image folder
    usage = summary["device_usage"][0]
    assert usage["device"] == "cpu" and usage["gpu_util_percent"] is None


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["train", "--model", "resnet50"], "needs --data FOLDER"),
        (["train", "--model", "bert-small"], "is for `multigpu bench`"),
        (["bench", "--input-only"], "needs --data"),
        (["train", "--decode", "gpu"], "--decode gpu: decodes the images of --data FOLDER"),
        (["bench", "--decode", "gpu", "--accelerator", "cpu"], "--decode gpu decodes --data"),
        (["bench", "--model", "bert-tiny", "--data", "."], "reads token ids"),
        (["bench", "--devices", "1,x"], "comma-separated"),
        (["bench", "--strategies", "ddp,warp"], "unknown strategy"),
    ],
)
def test_bad_bench_and_model_options(cli, args, message):
    result = cli(*args)
    assert result.returncode == 2
    assert message in result.stderr
