"""The `multigpu comm` command: measure the all-reduce algorithms, or predict with the model."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ...core.errors import UsageError
from ...core.files import write_atomic
from ..outputs import check_outputs

DEFAULT_DEVICES = "1,2,4,8,16,32,64,128,256,512,1024"


def add_options(comm: argparse.ArgumentParser) -> None:
    from ...launcher.devices import ACCELERATOR_HELP, ACCELERATORS  # imports torch: see cli

    comm.add_argument("--ranks", type=int, default=2, help="processes to start (default: 2)")
    comm.add_argument("--size", type=float, default=16.0, help="payload in MB (default: 16)")
    comm.add_argument("--algos", default="allreduce,ring,ps", help="comma-separated")
    comm.add_argument("--warmup", type=int, default=3, help="untimed calls per algorithm")
    comm.add_argument("--repeats", type=int, default=10, help="timed calls per algorithm")
    comm.add_argument("--accelerator", default="auto", choices=ACCELERATORS, help=ACCELERATOR_HELP)
    comm.add_argument("--timeout", type=float, default=120.0, help="seconds any wait may take")
    comm.add_argument("--json", help="also write the results here")
    comm.add_argument("--predict", action="store_true", help="use the cost model, start nothing")
    comm.add_argument(
        "--model",
        default="resnet50",
        help="--predict: gradient size of this model (multigpu's or torchvision's)",
    )
    comm.add_argument("--devices", default=DEFAULT_DEVICES, help="--predict: device counts")
    comm.add_argument("--link-gbps", type=float, help="--predict: link speed in Gbit/s")
    comm.add_argument("--latency-us", type=float, default=5.0, help="--predict: per message")
    comm.add_argument("--link-from", help="--predict: alpha and beta from a `comm --json` file")
    comm.add_argument("--compute-ms", type=float, default=100.0, help="--predict: fwd+bwd time")
    comm.add_argument("--bucket-mb", type=float, default=25.0, help="--predict: DDP bucket")
    comm.add_argument("--overlap", type=float, default=1.0, help="--predict: 0 none .. 1 full")
    comm.add_argument("--plot", help="--predict: write a PNG plot here")
    comm.add_argument("--debug", action="store_true", help="show tracebacks")


def main(args: argparse.Namespace) -> int:
    check_outputs(args.json, args.plot)
    report = _predict(args) if args.predict else _measure(args)
    if args.json:
        write_atomic(args.json, lambda f: json.dump(report, f, indent=2))
        print(f"wrote {args.json}")
    return 0


def _measure(args: argparse.Namespace) -> dict[str, Any]:
    from ...launcher.start import launch
    from .sweep import ALGOS, comm_worker, format_results

    algos = [a.strip() for a in args.algos.split(",") if a.strip()]
    unknown = [a for a in algos if a not in ALGOS]
    if unknown or not algos:
        raise UsageError(f"unknown --algos {','.join(unknown)}; choose from {','.join(ALGOS)}")
    if args.ranks < 2:
        raise UsageError("--ranks must be at least 2")
    if not args.size > 0 or args.repeats < 1 or args.warmup < 0:
        raise UsageError("--size and --repeats must be positive, --warmup 0 or more")
    report = launch(
        comm_worker,
        algos,
        int(args.size * 1e6),
        args.warmup,
        args.repeats,
        devices=args.ranks,
        strategy="ddp",
        accelerator=args.accelerator,
        timeout=args.timeout,
    )
    print(format_results(report))
    return report


def _predict(args: argparse.Namespace) -> dict[str, Any]:
    from .predict import format_table, gradient_bytes, plot, predict_table

    try:
        devices = sorted({int(d) for d in args.devices.split(",")})
    except ValueError:
        raise UsageError(
            f"--devices must be comma-separated counts, not {args.devices!r}"
        ) from None
    if not devices or devices[0] < 1:
        raise UsageError("--devices must be counts of 1 or more")
    if not 0 <= args.overlap <= 1 or not args.compute_ms > 0 or not args.bucket_mb > 0:
        raise UsageError("--overlap must be in [0, 1]; --compute-ms and --bucket-mb positive")
    link = _link(args)
    gradient = gradient_bytes(args.model)
    compute = args.compute_ms / 1e3
    rows = predict_table(gradient, devices, link, compute, args.bucket_mb * 2**20, args.overlap)
    notes = (
        f"link alpha {link.alpha_s * 1e6:g} us, {8 / link.beta_s_per_byte / 1e9:g} Gbit/s; "
        f"compute {args.compute_ms:g} ms/step; buckets {args.bucket_mb:g} MiB; "
        f"overlap {args.overlap:g}"
    )
    print(format_table(args.model, gradient, rows, notes))
    if args.plot:
        plot(rows, f"{args.model} predicted ({notes})", Path(args.plot))
        print(f"wrote {args.plot}")
    return {
        "model": args.model,
        "gradient_bytes": gradient,
        "link": {"alpha_s": link.alpha_s, "beta_s_per_byte": link.beta_s_per_byte},
        "compute_s": compute,
        "bucket_bytes": args.bucket_mb * 2**20,
        "overlap": args.overlap,
        "predictions": rows,
    }


def _link(args: argparse.Namespace) -> Any:
    from ...comm import costmodel

    if args.link_from:
        try:
            link = json.loads(Path(args.link_from).read_text())["link"]
            measured = costmodel.Link(float(link["alpha_s"]), float(link["beta_s_per_byte"]))
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise UsageError(f"cannot read the link from {args.link_from}: {error}") from None
        if not measured.beta_s_per_byte > 0:
            raise UsageError(
                f"--link-from {args.link_from}: its bandwidth could not be measured (beta 0: the "
                "payload was too small or the link too fast); pass --link-gbps G instead"
            )
        return measured
    if args.link_gbps is None:
        raise UsageError("--predict needs --link-gbps G (or --link-from a comm JSON file)")
    if not args.link_gbps > 0 or args.latency_us < 0:
        raise UsageError("--link-gbps must be positive and --latency-us 0 or more")
    return costmodel.Link.from_gbps(args.link_gbps, args.latency_us)
