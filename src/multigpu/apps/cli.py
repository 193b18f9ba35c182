"""The `multigpu` command: `train` (the main job), `run` (an unmodified script, as DDP on every
device), `launch` (any script, on every device), `comm` (gradient-synchronization algorithms
measured and predicted), `bench`, `doctor` and `stacks` (what a running job's ranks do)."""

from __future__ import annotations

import argparse
import os
import sys
import traceback
import warnings
from typing import Any, NoReturn

from .. import __version__
from ..adapt.options import BATCH_MODES
from ..core.errors import Interrupted, InvalidOption, JobFailed, UsageError, check_choice
from ..launch.agent import DEBUG
from ..launch.devices import ACCELERATORS
from ..launch.nodes import Nodes
from .bench import command as bench_command
from .comm import command as comm_command
from .config import FIELDS, NODE_FIELDS, build_config, check_type, field_kinds, load_toml

# Options whose flag is not simply the argument's name, per command.
FLAGS = {"launch": {"devices": "--nproc-per-node"}, "run": {"timeout_s": "--timeout"}}


class _Parser(argparse.ArgumentParser):
    """Report bad options as a UsageError (one line, exit 2) instead of argparse's usage dump."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="multigpu", description=__doc__)
    parser.add_argument("--version", action="version", version=f"multigpu {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    train = commands.add_parser("train", help="train a model on the digits (the main job)")
    train.add_argument("--config", help="TOML file of options; the command line overrides it")
    train.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(train, FIELDS)

    launch = commands.add_parser(
        "launch", help="run a script on every device under torch.distributed.run"
    )
    launch.add_argument("--nproc-per-node", default="auto", help="processes (default: devices)")
    launch.add_argument("--accelerator", default="auto", choices=ACCELERATORS)
    launch.add_argument("--max-restarts", type=int, default=0, help="worker restarts allowed")
    launch.add_argument("-m", "--module", action="store_true", help="run a module, like python -m")
    launch.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(launch, {name: FIELDS[name] for name in NODE_FIELDS})
    launch.add_argument("script")
    launch.add_argument("script_args", nargs=argparse.REMAINDER)

    _add_run_parser(commands)

    doctor = commands.add_parser(
        "doctor", help="check devices, backends, network and one all-reduce before a job"
    )
    doctor.add_argument("--devices", default="auto", help="processes on this node")
    doctor.add_argument("--accelerator", default="auto", choices=ACCELERATORS)
    doctor.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(doctor, {name: FIELDS[name] for name in NODE_FIELDS})

    stacks = commands.add_parser(
        "stacks", help="every rank's threads and collectives, for a job that seems stuck"
    )
    stacks.add_argument("job", nargs="?", help="the job's folder, where several run")

    comm_command.add_parser(commands)
    bench_command.add_parser(commands)
    return parser


def _add_run_parser(commands: Any) -> None:
    run = commands.add_parser(
        "run", help="run an unmodified single-GPU or DataParallel script as DDP on every device"
    )
    run.add_argument("--devices", default="auto", help="processes, one per device (default: all)")
    run.add_argument("--accelerator", default="auto", choices=ACCELERATORS)
    run.add_argument(
        "--batch",
        default="global",
        choices=BATCH_MODES,
        help="what a DataLoader's batch_size means (default: the global batch)",
    )
    run.add_argument(
        "--sync-batchnorm",
        action="store_true",
        help="batch-norm statistics over the global batch, as on one device",
    )
    run.add_argument("--max-restarts", type=int, default=0, help="worker restarts allowed")
    run.add_argument("--timeout", type=float, help="seconds any wait across ranks may take")
    run.add_argument(
        "--check-collectives",
        action="store_true",
        help="the ranks agree on every collective's op, size and dtype before it runs (debug)",
    )
    run.add_argument(
        "--verify",
        action="store_true",
        help="compare K steps on every device with one process, then stop",
    )
    run.add_argument("--steps", type=int, help="optimizer steps for --verify (default: 3)")
    run.add_argument("-m", "--module", action="store_true", help="run a module, like python -m")
    run.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(run, {name: FIELDS[name] for name in NODE_FIELDS})
    run.add_argument("script")
    run.add_argument("script_args", nargs=argparse.REMAINDER)


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


def _one_line_warning(message: Any, category: Any, *args: Any, **kwargs: Any) -> str:
    return f"multigpu: warning: {message}\n"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    warnings.formatwarning = _one_line_warning
    debug = "--debug" in argv
    if debug:  # workers started from here show every traceback too
        os.environ[DEBUG] = "1"
    command = next((arg for arg in argv if not arg.startswith("-")), "")
    try:
        args = build_parser().parse_args(argv)
        if args.command == "train":
            return _train(args)
        if args.command == "comm":
            return comm_command.run(args)
        if args.command == "bench":
            return bench_command.run(args)
        if args.command == "doctor":
            return _doctor(args)
        if args.command == "run":
            return _run(args)
        if args.command == "stacks":
            return _stacks(args)
        return _launch(args)
    except InvalidOption as error:  # named by the command's flags, not the library's arguments
        return _fail(error.for_flags(FLAGS.get(command)), error.exit_code, debug)
    except UsageError as error:
        return _fail(error, error.exit_code, debug)
    except Interrupted as error:
        print(f"multigpu: {error}; resume with: {_resume_command(argv)}", file=sys.stderr)
        return error.exit_code
    except JobFailed as error:
        return _fail(error, error.exit_code, debug)
    except KeyboardInterrupt:
        print("multigpu: interrupted", file=sys.stderr)
        return 130


def _fail(error: Exception | str, code: int, debug: bool) -> int:
    if debug:
        traceback.print_exc()
    print(f"multigpu: error: {error}", file=sys.stderr)
    return code


def _resume_command(argv: list[str]) -> str:
    """The command that was run, with `--resume auto` in place of any --resume given."""
    kept, skip = [], False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--resume":
            skip = True
        elif not arg.startswith("--resume="):
            kept.append(arg)
    if kept[:1] == ["train"]:
        kept.append("--resume auto")
    return "multigpu " + " ".join(kept)


def _train(args: argparse.Namespace) -> int:
    from .train.job import run_training

    cli_values = {name: getattr(args, name) for name in FIELDS if hasattr(args, name)}
    file_values = load_toml(args.config) if args.config else {}
    run_training(build_config(file_values, cli_values))
    return 0


def _launch(args: argparse.Namespace) -> int:
    from ..launch.script import launch_script

    launch_script(
        args.script,
        args.script_args,
        devices=args.nproc_per_node,
        accelerator=args.accelerator,
        max_restarts=args.max_restarts,
        module=args.module,
        nodes=_nodes(args),
    )
    return 0


def _run(args: argparse.Namespace) -> int:
    from ..adapt.command import run_script

    if args.steps is not None and not args.verify:
        raise UsageError("--steps goes with --verify")
    steps = 3 if args.steps is None else args.steps
    if args.verify and steps < 1:
        raise UsageError(f"--steps {steps}: must be at least 1")
    return run_script(
        args.script,
        args.script_args,
        devices=args.devices,
        accelerator=args.accelerator,
        batch=args.batch,
        sync_batchnorm=args.sync_batchnorm,
        max_restarts=args.max_restarts,
        module=args.module,
        nodes=_nodes(args),
        timeout_s=args.timeout,
        verify_steps=steps if args.verify else 0,
        check_collectives=args.check_collectives,
    )


def _stacks(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ..hang.job import running_jobs, stacks_of

    jobs = running_jobs()
    if args.job:
        if Path(args.job).resolve() not in [job.resolve() for job in jobs]:
            raise UsageError(f"{args.job}: not the folder of a running multigpu job")
        jobs = [Path(args.job)]
    if not jobs:
        raise UsageError("no multigpu job with live workers runs on this machine")
    if len(jobs) > 1:
        raise UsageError(f"{len(jobs)} jobs run here; name one: {', '.join(map(str, jobs))}")
    print(stacks_of(jobs[0]).text())
    return 0


def _doctor(args: argparse.Namespace) -> int:
    from .doctor import doctor

    return doctor(args.devices, args.accelerator, _nodes(args))


def _nodes(args: argparse.Namespace) -> Nodes:
    """The multi-machine options given on the command line, with the config's defaults."""
    return Nodes(**{name: getattr(args, name, FIELDS[name].default) for name in NODE_FIELDS})


if __name__ == "__main__":
    sys.exit(main())
