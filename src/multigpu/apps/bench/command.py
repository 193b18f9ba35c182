"""The `multigpu bench` command."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ...core.errors import UsageError
from ...core.files import write_atomic
from ...core.tracking import Tracker, check_loggers
from ..outputs import check_outputs


def add_options(bench: argparse.ArgumentParser) -> None:
    from ...launcher.devices import ACCELERATOR_HELP, ACCELERATORS
    from ..models import MODELS  # imports torch: only once the command is named

    bench.add_argument("--model", default="digits-cnn", choices=MODELS, help="the model")
    bench.add_argument("--strategies", default="ddp", help="comma-separated, e.g. ddp,dp,single")
    bench.add_argument("--devices", default="1,2", help="device counts, e.g. 1,2,4")
    bench.add_argument("--precision", default="fp32", help="comma-separated: fp32,bf16,fp16")
    bench.add_argument("--batch-size", type=int, default=32, help="per device (dp: global)")
    bench.add_argument("--steps", type=int, default=20, help="timed steps per repeat")
    bench.add_argument("--warmup", type=int, default=5, help="untimed steps first")
    bench.add_argument("--repeats", type=int, default=3, help="timed repeats (median, spread)")
    bench.add_argument("--accelerator", default="auto", choices=ACCELERATORS, help=ACCELERATOR_HELP)
    bench.add_argument("--data", help="an ImageFolder: also time the full input pipeline")
    bench.add_argument("--workers", type=int, help="loader workers per device (with --data)")
    bench.add_argument(
        "--decode",
        default="cpu",
        choices=("cpu", "gpu"),
        help="where --data's JPEGs are decoded: loader workers, or each GPU",
    )
    bench.add_argument("--json", help="write the results here")
    bench.add_argument("--log", default="", help="also log each case: csv, tensorboard, mlflow")
    bench.add_argument("--log-dir", default="runs/bench", help="where --log writes")
    bench.add_argument("--plot", help="write a PNG plot here")
    bench.add_argument("--input-only", action="store_true", help="fast vs PIL pipeline (--data)")
    bench.add_argument("--images", type=int, default=200, help="--input-only: images per round")
    bench.add_argument("--overhead", action="store_true", help="multigpu vs a plain DDP loop")
    bench.add_argument("--tune", action="store_true", help="find the fastest settings")
    bench.add_argument("--tune-out", default="tuned.toml", help="--tune: settings for train")
    bench.add_argument("--debug", action="store_true", help="show tracebacks")


def main(args: argparse.Namespace) -> int:
    check_outputs(args.json, args.plot)
    loggers = check_loggers([name.strip() for name in args.log.split(",") if name.strip()])
    if args.input_only:
        report = _input_only(args)
    elif args.overhead:
        report = _overhead(args)
    elif args.tune:
        report = _tune(args)
    else:
        report = _bench(args)
    if args.json:
        write_atomic(args.json, lambda f: json.dump(report, f, indent=2))
        print(f"wrote {args.json}")
    if loggers:
        log_cases(report.get("results", []), loggers, Path(args.log_dir), vars(args))
    failed = [r for r in report.get("results", []) if r.get("error")]
    return 1 if failed else 0


def log_cases(
    rows: list[dict[str, Any]], loggers: tuple[str, ...], folder: Path, options: dict[str, Any]
) -> None:
    """Each measured case as one step of a tracked run: its throughput, step time, efficiency
    and peak memory, named by method, devices and precision."""
    tracker = Tracker(loggers, folder, writes=True)
    tracker.log_params(options)
    for step, row in enumerate((r for r in rows if r.get("throughput")), start=1):
        case = f"{row['strategy']}-x{row['devices']}-{row['precision']}-{row['data']}"
        figures = {
            "throughput": row["throughput"]["median"],
            "step_time_s": row["step_time_s"],
            "efficiency": row.get("efficiency") or 0.0,
            "peak_memory_mib": max(row["peak_memory_mib"]),
        }
        tracker.log({f"{case}/{name}": value for name, value in figures.items()}, step=step)
    tracker.close()


def _list(text: str, name: str, kind: type = str) -> list[Any]:
    try:
        values = [kind(v.strip()) for v in text.split(",") if v.strip()]
    except ValueError:
        raise UsageError(f"--{name} must be a comma-separated list, not {text!r}") from None
    if not values:
        raise UsageError(f"--{name} is empty")
    return values


def _check(args: argparse.Namespace) -> Any:
    from ...core.precision import precision_class
    from ...launcher.devices import plan_devices
    from ...strategies import strategy_class
    from ..models import model_spec

    spec = model_spec(args.model)
    for name in ("batch_size", "steps", "repeats"):
        if getattr(args, name) < 1:
            raise UsageError(f"--{name.replace('_', '-')} must be at least 1")
    if args.warmup < 0:
        raise UsageError("--warmup must be 0 or more")
    if args.data:
        if spec.tokens:
            raise UsageError(f"--data is an image folder; {args.model} reads token ids")
        if not spec.folder:
            raise UsageError(f"--data: {args.model} is sized for the 8x8 digits, not a folder")
        if not Path(args.data).is_dir():
            raise UsageError(f"data folder not found: {args.data}")
    if args.decode == "gpu":
        from ..decoders import torchcodec_missing

        if not args.data or not _cuda(args.accelerator):
            raise UsageError("--decode gpu decodes --data FOLDER on a CUDA GPU")
        if missing := torchcodec_missing():
            raise UsageError(f"--decode gpu {missing}")
    for name in _list(args.strategies, "strategies"):
        strategy_class(name)
    for name in _list(args.precision, "precision"):
        precision_class(name)
    devices = _list(args.devices, "devices", int)
    for n in devices:
        plan_devices(n, args.accelerator)  # more devices than exist: refused before any run
    return spec


def _case(args: argparse.Namespace) -> Any:
    from .case import Case

    return Case(
        model=args.model,
        batch_size=args.batch_size,
        steps=args.steps,
        warmup=args.warmup,
        repeats=args.repeats,
        workers=args.workers,
        decode=args.decode,
    )


def _cuda(accelerator: str) -> bool:
    from ...launcher.devices import plan_devices

    return plan_devices(1, accelerator).device_type == "cuda"


def _bench(args: argparse.Namespace) -> dict[str, Any]:
    from .plot import plot_results
    from .runner import format_table, plan_cases, run_all

    _check(args)
    pairs = plan_cases(
        _list(args.strategies, "strategies"),
        _list(args.devices, "devices", int),
        _cuda(args.accelerator),
    )
    data_modes = [None, args.data] if args.data else [None]
    rows = run_all(
        _case(args), pairs, _list(args.precision, "precision"), args.accelerator, data_modes
    )
    print(
        f"{args.model}, batch {args.batch_size}, {args.steps} steps x {args.repeats} repeats "
        f"after {args.warmup} warm-up; throughput over every rank, timed between barriers"
    )
    print(format_table(rows))
    if args.plot:
        device = rows[0].get("device_type", "?") if rows else "?"
        plot_results(rows, f"{args.model}, batch {args.batch_size}, on {device}", Path(args.plot))
        print(f"wrote {args.plot}")
    return {"command": "multigpu " + " ".join(sys.argv[1:]), "results": rows}


def _input_only(args: argparse.Namespace) -> dict[str, Any]:
    from .pipelines import format_pipelines, measure_pipelines

    if not args.data:
        raise UsageError("--input-only needs --data FOLDER (an ImageFolder of JPEGs)")
    spec = _check(args)
    report = measure_pipelines(args.data, spec.image_size, args.images, args.repeats)
    print(format_pipelines(report))
    return report


def _overhead(args: argparse.Namespace) -> dict[str, Any]:
    from ...launcher.start import launch
    from .overhead import overhead_worker

    _check(args)
    devices = max(_list(args.devices, "devices", int))
    report = launch(
        overhead_worker,
        args.model,
        args.batch_size,
        args.steps,
        args.repeats,
        devices=devices,
        strategy="ddp",
        accelerator=args.accelerator,
    )
    times = report["step_time_s"]
    print(
        f"{args.model} on {report['world_size']} process(es), batch {args.batch_size}, "
        f"median of {args.repeats} alternating rounds:"
    )
    print(
        f"  multigpu {times['multigpu'] * 1e3:.2f} ms/step   plain DDP loop "
        f"{times['plain'] * 1e3:.2f} ms/step   speed ratio {report['speed_ratio']:.3f}"
    )
    return report


def _tune(args: argparse.Namespace) -> dict[str, Any]:
    from .tune import to_toml, tune

    spec = _check(args)
    devices = max(_list(args.devices, "devices", int))
    print(f"tuning {args.model} on {devices} device(s), ddp:", flush=True)
    report = tune(
        _case(args),
        devices,
        args.accelerator,
        _cuda(args.accelerator),
        not spec.tokens and len(spec.sample_shape) == 3,
        lambda line: print(line, flush=True),
    )
    if report["best"] is None:
        raise UsageError("the baseline run failed; nothing to tune")
    print(f"fastest: {report['best']} at {report['speedup']:.2f}x the defaults")
    write_atomic(args.tune_out, lambda f: f.write(to_toml(report["best"])))
    print(f"wrote {args.tune_out}: multigpu train --config {args.tune_out} --model {args.model}")
    return report
