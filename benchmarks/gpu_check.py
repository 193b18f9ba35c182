"""The GPU check: every CUDA code path as a test, and the figures users compare, in one command.

    PYTHONPATH=src python benchmarks/gpu_check.py [--quick] [--out DIR] [--tune]

1. The `cuda`-marked tests (tests/gpu/ and the others): nccl at world size 1, two processes on
   the one GPU over gloo, the loader's pinned copies, fp16/bf16, channels_last, torch.compile,
   peak memory, checkpoints between GPU and CPU, `multigpu doctor`.
2. ResNet-50 images/s for fp32, bf16, bf16 + channels_last and + torch.compile, each through
   multigpu (`multigpu bench`'s worker) and through a plain hand-written loop in the same run,
   with peak memory; BERT-small sequences/s; and, from a folder of JPEGs this script makes, the
   loader throughput per worker, fast pipeline against PIL, and images/s per worker count.
3. Without a GPU, everything that needs one is listed as skipped with the reason; the rest runs
   and the command exits 0 (CI runs it with --quick).

Writes DIR/gpu_check.json (every result) and DIR/gpu_check.md (a table for docs/benchmark.md).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

import torch

ROOT = Path(__file__).resolve().parent.parent
SETTINGS = [  # (label, precision, channels_last, compile)
    ("fp32", "fp32", False, False),
    ("bf16", "bf16", False, False),
    ("bf16 + channels_last", "bf16", True, False),
    ("bf16 + channels_last + compile", "bf16", True, True),
]


def cuda_tests(out: Path, quick: bool) -> dict[str, Any]:
    """The cuda-marked tests, run by pytest; every test's outcome."""
    report = out / "cuda-tests.xml"
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-o",
        "addopts=",  # one process: the suite's test processes (xdist) would share one GPU
        "-m",
        "cuda",
        "-q",
        "-p",
        "no:cacheprovider",
        f"--junitxml={report}",
        str(ROOT / "tests"),
    ]
    env = {
        **os.environ,
        "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
    }
    started = time.perf_counter()
    run = subprocess.run(
        command, capture_output=True, text=True, env=env, timeout=1200 if not quick else 600
    )
    outcomes: dict[str, list[str]] = {"passed": [], "failed": [], "skipped": []}
    if not report.is_file():  # pytest stopped before it ran a test
        outcomes["failed"].append(f"pytest exited {run.returncode}: {run.stderr[-500:]}")
        return {
            "exit_code": run.returncode,
            "seconds": time.perf_counter() - started,
            "tail": run.stdout[-3000:],
            **outcomes,
        }
    for case in ElementTree.parse(report).iter("testcase"):
        name = f"{case.get('classname')}::{case.get('name')}"
        if case.find("failure") is not None or case.find("error") is not None:
            outcomes["failed"].append(name)
        elif (skip := case.find("skipped")) is not None:
            outcomes["skipped"].append(f"{name} ({skip.get('message', '')})")
        else:
            outcomes["passed"].append(name)
    return {
        "exit_code": run.returncode,
        "seconds": time.perf_counter() - started,
        "tail": run.stdout[-3000:],
        **outcomes,
    }


def plain_loop(
    model_name: str,
    batch: int,
    steps: int,
    repeats: int,
    precision: str,
    channels_last: bool,
    compiled: bool,
    device: torch.device,
) -> dict[str, float]:
    """What a careful user writes by hand: the same model, data and optimizer as `multigpu
    bench`'s worker, timed between device synchronizations. Images (or sequences) per second."""
    from multigpu.apps.models import model_spec

    spec = model_spec(model_name)
    torch.manual_seed(0)
    model = spec.build().to(device)
    if channels_last:
        model = model.to(memory_format=torch.channels_last)
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3, momentum=0.9)
    forward = torch.compile(model) if compiled else model
    inputs, targets = spec.synthetic_batch(batch, device, torch.Generator().manual_seed(0))
    if channels_last and inputs.dim() == 4:
        inputs = inputs.contiguous(memory_format=torch.channels_last)
    dtype = {"bf16": torch.bfloat16, "fp16": torch.float16}.get(precision)
    taken = 0  # steps counted as they run, to show both loops timed the same work

    def step() -> None:
        nonlocal taken
        taken += 1
        with torch.autocast(device.type, dtype=dtype, enabled=dtype is not None):
            loss = spec.loss(forward(inputs), targets)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    def synchronize() -> None:
        if device.type == "cuda":
            torch.cuda.synchronize(device)

    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats(device)
    for _ in range(3):
        step()
    rates, taken_before = [], taken
    for _ in range(repeats):
        synchronize()
        start = time.perf_counter()
        for _ in range(steps):
            step()
        synchronize()
        rates.append(batch * steps / (time.perf_counter() - start))
    peak = torch.cuda.max_memory_allocated(device) / 2**20 if device.type == "cuda" else None
    return {
        "throughput": statistics.median(rates),
        "peak_memory_mib": peak,
        "timed_samples": batch * (taken - taken_before),
    }


def through_multigpu(
    model_name: str,
    batch: int,
    steps: int,
    repeats: int,
    precision: str,
    channels_last: bool,
    compiled: bool,
    accelerator: str,
) -> dict[str, Any]:
    """The same workload through multigpu (`multigpu bench`'s worker, strategy single)."""
    from multigpu.apps.bench.case import Case
    from multigpu.apps.bench.runner import run_case

    case = Case(model_name, batch, steps, 3, repeats, channels_last=channels_last, compile=compiled)
    row = run_case(case, "single", 1, precision, accelerator)
    if row.get("error"):
        return {"error": row["error"]}
    return {
        "throughput": row["throughput"]["median"],
        "peak_memory_mib": max(row["peak_memory_mib"]),
        "timed_samples": row["timed_samples"],
    }


def compare(
    model_name: str, batch: int, steps: int, repeats: int, settings: list[tuple], accelerator: str
) -> list[dict[str, Any]]:
    device = torch.device("cuda", 0) if accelerator == "cuda" else torch.device("cpu")
    rows = []
    for label, precision, channels_last, compiled in settings:
        print(f"gpu_check: {model_name} {label}", file=sys.stderr, flush=True)
        ours = through_multigpu(
            model_name, batch, steps, repeats, precision, channels_last, compiled, accelerator
        )
        plain = plain_loop(
            model_name, batch, steps, repeats, precision, channels_last, compiled, device
        )
        ratio = ours["throughput"] / plain["throughput"] if "throughput" in ours else None
        rate = f"{ours['throughput']:,.0f}/s" if "throughput" in ours else ours["error"]
        print(  # as measured: a run stopped at a time limit still shows what it finished
            f"gpu_check: {model_name} {label}: multigpu {rate}, plain {plain['throughput']:,.0f}/s",
            file=sys.stderr,
            flush=True,
        )
        rows.append(
            {
                "model": model_name,
                "setting": label,
                "batch": batch,
                "multigpu": ours,
                "plain": plain,
                "ratio": ratio,
            }
        )
    return rows


def make_jpegs(folder: Path, count: int, size: int) -> Path:
    from torchvision.io import encode_jpeg

    generator = torch.Generator().manual_seed(0)
    for i in range(count):
        (folder / f"class{i % 10}").mkdir(parents=True, exist_ok=True)
        coarse = torch.rand(1, 3, 8, 8, generator=generator)
        image = torch.nn.functional.interpolate(coarse, size=(size, size), mode="bilinear")[0]
        jpeg = encode_jpeg((image * 255).to(torch.uint8), quality=90)
        (folder / f"class{i % 10}" / f"{i}.jpg").write_bytes(jpeg.numpy().tobytes())
    return folder


def loader_figures(folder: Path, quick: bool, gpu: bool) -> dict[str, Any]:
    """One worker's images/s, fast against PIL (no GPU needed); with a GPU, ResNet-50 images/s
    trained from the folder for each worker count: where it stops rising, the GPU is fed."""
    from multigpu.apps.bench.pipelines import measure_pipelines

    report: dict[str, Any] = {
        "per_worker": measure_pipelines(str(folder), 224, 32 if quick else 256, 3)
    }
    if gpu:
        report.update(fed_from_the_folder(folder, quick))
    return report


def fed_from_the_folder(folder: Path, quick: bool) -> dict[str, Any]:
    """ResNet-50 bf16 + channels_last trained from the JPEG folder against synthetic data (the
    goal: >= 0.9x with at most 4 loader workers), per decode mode and worker count, with the
    CPU cores the job used; then the same with torch.compile."""
    from multigpu.apps.bench.case import Case
    from multigpu.apps.bench.runner import run_case
    from multigpu.apps.decoders import has_torchcodec

    def measure(**settings: Any) -> dict[str, Any]:
        row = run_case(
            Case("resnet50", 128, 10, 3, 3, channels_last=True, **settings),
            "single",
            1,
            "bf16",
            "cuda",
        )
        if "throughput" not in row:
            return {"error": row.get("error")}
        verdict = (row.get("input") or {}).get("line")
        return {
            "images_per_s": row["throughput"]["median"],
            "cpu_cores": row["cpu_cores"],
            "verdict": verdict,
        }

    figures: dict[str, Any] = {}
    for compiled in (False, True) if not quick else (False,):
        synthetic = measure(compile=compiled)
        modes = ("cpu", "gpu") if has_torchcodec() else ("cpu",)
        fed: dict[str, Any] = {}
        for decode in modes:
            for workers in (1, 2, 4) if decode == "gpu" else (1, 2, 4, 8):
                row = measure(data=str(folder), workers=workers, decode=decode, compile=compiled)
                if "images_per_s" in row and "images_per_s" in synthetic:
                    row["of_synthetic"] = row["images_per_s"] / synthetic["images_per_s"]
                fed[f"{decode}/{workers}"] = row
        figures["compiled" if compiled else "eager"] = {"synthetic": synthetic, "folder": fed}
    return {"fed": figures}


def markdown(results: dict[str, Any]) -> str:
    lines = [
        f"GPU check on {results['device']} (torch {results['torch']}), `{results['command']}`",
        "",
    ]
    tests = results["cuda_tests"]
    lines.append(
        f"CUDA tests: {len(tests['passed'])} passed, {len(tests['failed'])} failed, "
        f"{len(tests['skipped'])} skipped"
    )
    if results.get("throughput"):
        lines += [
            "",
            "| model | setting | multigpu /s | plain loop /s | ratio | peak MiB |",
            "|---|---|---|---|---|---|",
        ]
        for row in results["throughput"]:
            ours, plain = row["multigpu"], row["plain"]
            rate = f"{ours['throughput']:,.0f}" if "throughput" in ours else ours.get("error", "-")
            ratio = f"{row['ratio']:.3f}" if row["ratio"] else "-"
            peak = ours.get("peak_memory_mib")
            lines.append(
                f"| {row['model']} | {row['setting']} | {rate} | "
                f"{plain['throughput']:,.0f} | {ratio} | {peak:,.0f} |"
                if peak
                else f"| {row['model']} | {row['setting']} | {rate} | "
                f"{plain['throughput']:,.0f} | {ratio} | - |"
            )
    loader = results.get("loader", {})
    if per_worker := loader.get("per_worker"):
        for mode in ("train", "eval"):
            r = per_worker[mode]["images_per_s_per_worker"]
            lines.append(
                f"\nOne loader worker, {mode}: fast {r['fast']:,.0f} images/s, PIL "
                f"{r['pil']:,.0f} ({per_worker[mode]['fast_over_pil']:.2f}x)"
            )
    for mode, figures in loader.get("fed", {}).items():
        synthetic = figures["synthetic"].get("images_per_s")
        lines += [
            "",
            f"ResNet-50 bf16 + channels_last ({mode}), synthetic data: "
            f"{synthetic or figures['synthetic'].get('error')} images/s",
            "",
            "| decode / workers | images/s | of synthetic | CPU cores | verdict |",
            "|---|---|---|---|---|",
        ]
        for key, row in figures["folder"].items():
            if "images_per_s" not in row:
                lines.append(f"| {key} | {row.get('error')} | | | |")
                continue
            share = f"{row['of_synthetic']:.2f}x" if row.get("of_synthetic") else "-"
            cores = f"{row['cpu_cores']:.1f}" if row.get("cpu_cores") is not None else "-"
            lines.append(
                f"| {key} | {row['images_per_s']:,.0f} | {share} | {cores} | "
                f"{row.get('verdict') or '-'} |"
            )
    for name, reason in results["skipped"].items():
        lines.append(f"\nSkipped: {name}: {reason}")
    return "\n".join(lines) + "\n"


def write(out: Path, results: dict[str, Any]) -> None:
    """The JSON and the table of everything measured so far."""
    (out / "gpu_check.json").write_text(json.dumps(results, indent=2))
    (out / "gpu_check.md").write_text(markdown(results))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer steps and images")
    parser.add_argument("--out", default="gpu_check", help="folder for the JSON and the table")
    parser.add_argument("--tune", action="store_true", help="also run `multigpu bench --tune`")
    args = parser.parse_args()
    try:  # before anything is measured
        import pytest  # noqa: F401
    except ImportError:
        print(
            "gpu_check: its CUDA tests need pytest: pip install -e '.[test]' (or pip install "
            "pytest), then run it again",
            file=sys.stderr,
        )
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    gpu = torch.cuda.is_available()
    results: dict[str, Any] = {
        "command": " ".join(["python", *sys.argv]),
        "device": torch.cuda.get_device_name(0) if gpu else "no CUDA GPU (CPU only)",
        "torch": torch.__version__,
        "quick": args.quick,
        "skipped": {},
    }
    results["cuda_tests"] = cuda_tests(out, args.quick)
    write(out, results)  # after each part: a run stopped at a time limit keeps what it measured
    steps, repeats = (5, 2) if args.quick else (30, 5)
    if gpu:
        results["throughput"] = compare("resnet50", 256, steps, repeats, SETTINGS, "cuda")
        results["throughput"] += compare("bert-small", 64, steps, repeats, SETTINGS[:2], "cuda")
    else:
        results["skipped"]["throughput"] = "ResNet-50 and BERT-small figures need a CUDA GPU"
    write(out, results)
    with tempfile.TemporaryDirectory() as folder:
        count = 64 if args.quick else 2048
        results["loader"] = loader_figures(make_jpegs(Path(folder), count, 256), args.quick, gpu)
    if not gpu:
        results["skipped"]["images per worker count"] = "training from the folder needs a GPU"
    write(out, results)
    if args.tune and gpu:
        results["tune"] = subprocess.run(
            [
                sys.executable,
                "-m",
                "multigpu",
                "bench",
                "--tune",
                "--model",
                "resnet50",
                "--devices",
                "1",
                "--batch-size",
                "256",
                "--tune-out",
                str(out / "tuned.toml"),
            ],
            capture_output=True,
            text=True,
        ).stdout
    write(out, results)
    print(markdown(results))
    return 1 if results["cuda_tests"]["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
