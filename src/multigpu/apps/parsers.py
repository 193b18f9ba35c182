"""The options of each `multigpu` command.

Imported only once a command is named: the choices come from the modules that check them
(strategies, models, precisions), which import torch, and `multigpu --help` should not wait."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from ..adapt.options import BATCH_MODES
from ..core.collectives import DEFAULT_TIMEOUT_S
from ..core.errors import check_choice
from ..launch.devices import ACCELERATOR_HELP, ACCELERATORS
from .bench import command as bench_command
from .comm import command as comm_command
from .config import FIELDS, NODE_FIELDS, check_type, field_kinds

RESTARTS_HELP = (
    "times the workers may be started again after a failure (default: 3 with "
    "--nnodes MIN:MAX, else 0)"
)
CHECK_HELP = "the ranks agree on every collective's op, size and dtype before it runs (debug)"


def add_options(command: str, parser: argparse.ArgumentParser) -> None:
    OPTIONS[command](parser)


def _train(train: argparse.ArgumentParser) -> None:
    train.add_argument("--config", help="TOML file of options; the command line overrides it")
    train.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(train, FIELDS)


def _launch(launch: argparse.ArgumentParser) -> None:
    launch.add_argument("--nproc-per-node", default="auto", help="processes (default: devices)")
    launch.add_argument(
        "--accelerator", default="auto", choices=ACCELERATORS, help=ACCELERATOR_HELP
    )
    launch.add_argument("--max-restarts", type=int, help=RESTARTS_HELP)
    launch.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT_S,
        help="seconds a wait across ranks may take before the job ends with a hang report "
        "(default: %(default)g)",
    )
    launch.add_argument("--check-collectives", action="store_true", help=CHECK_HELP)
    launch.add_argument("-m", "--module", action="store_true", help="run a module, like python -m")
    launch.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(launch, {name: FIELDS[name] for name in NODE_FIELDS})
    _add_script(launch)


def _run(run: argparse.ArgumentParser) -> None:
    run.add_argument("--devices", default="auto", help="processes, one per device (default: all)")
    run.add_argument("--accelerator", default="auto", choices=ACCELERATORS, help=ACCELERATOR_HELP)
    run.add_argument(
        "--batch",
        default="global",
        choices=BATCH_MODES,
        help="what a DataLoader's batch_size means",
    )
    run.add_argument(
        "--sync-batchnorm",
        action="store_true",
        help="batch-norm statistics over the global batch, as on one device",
    )
    run.add_argument("--max-restarts", type=int, help=RESTARTS_HELP)
    run.add_argument(
        "--timeout",
        type=float,
        help=f"seconds any wait across ranks may take (default: {DEFAULT_TIMEOUT_S:g})",
    )
    run.add_argument("--check-collectives", action="store_true", help=CHECK_HELP)
    run.add_argument(
        "--verify",
        action="store_true",
        help="compare K steps on every device with one process, then stop",
    )
    run.add_argument("--steps", type=int, help="optimizer steps for --verify (default: 3)")
    run.add_argument("-m", "--module", action="store_true", help="run a module, like python -m")
    run.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(run, {name: FIELDS[name] for name in NODE_FIELDS})
    _add_script(run)


def _add_script(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("script", help="the training script (a module's name with -m)")
    script_args = parser.add_argument(
        "script_args", nargs=argparse.REMAINDER, help="the script's own arguments, passed on"
    )
    script_args.required = False  # argparse would ask for them even though none are needed


def _doctor(doctor: argparse.ArgumentParser) -> None:
    doctor.add_argument("--devices", default="auto", help="processes on this node (default: all)")
    doctor.add_argument(
        "--accelerator", default="auto", choices=ACCELERATORS, help=ACCELERATOR_HELP
    )
    doctor.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(doctor, {name: FIELDS[name] for name in NODE_FIELDS})


def _stacks(stacks: argparse.ArgumentParser) -> None:
    stacks.add_argument("job", nargs="?", help="the job's folder, where several run")


OPTIONS: dict[str, Callable[[argparse.ArgumentParser], None]] = {
    "train": _train,
    "run": _run,
    "launch": _launch,
    "doctor": _doctor,
    "stacks": _stacks,
    "comm": comm_command.add_options,
    "bench": bench_command.add_options,
}


def _add_config_options(parser: argparse.ArgumentParser, fields: dict[str, Any]) -> None:
    """One option per TrainConfig field; absent options are left out of the namespace."""
    for field in fields.values():
        help_text = field.metadata["help"]
        if "default" not in help_text and field.default not in (None, "", False):
            help_text += f" (default: {field.default})"
        choices = field.metadata["choices"]
        if field_kinds(field.name) == (bool,):
            parser.add_argument(
                "--" + field.name.replace("_", "-"),
                dest=field.name,
                action="store_true",
                default=argparse.SUPPRESS,
                help=help_text,
            )
            continue
        parser.add_argument(
            "--" + field.name.replace("_", "-"),
            dest=field.name,
            default=argparse.SUPPRESS,  # absent options do not override the config file
            metavar="{" + ",".join(choices) + "}" if choices else field.name.upper(),
            choices=choices,
            help=help_text,
            type=_parse_option(field.name),
        )


def _parse_option(name: str) -> Any:
    """An argparse `type` that reads a string as the config field's type."""
    kinds = field_kinds(name)

    def parse(text: str) -> Any:
        value: Any = text
        number = int if int in kinds else float if float in kinds else None
        if number is not None and name != "devices":
            try:
                value = number(text)
            except ValueError:
                raise argparse.ArgumentTypeError(f"{text!r} is not a {number.__name__}") from None
        choices = FIELDS[name].metadata["choices"]
        if choices:  # the same list the config checks a file against
            check_choice(name, value, choices)
        return check_type(name, value, source="command line")

    parse.__name__ = name
    return parse
