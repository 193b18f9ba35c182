"""The `multigpu` command: `train` (the main job), `run` (an unmodified script, as DDP on every
device), `launch` (any script, on every device), `doctor`, `stacks` (what a running job's ranks
do), `comm` (gradient-synchronization algorithms measured and predicted) and `bench`."""

from __future__ import annotations

import argparse
import os
import sys
import traceback
import warnings
from typing import Any, NoReturn

from .. import __version__
from ..core.errors import DEBUG, Interrupted, InvalidOption, JobFailed, UsageError
from ..core.process_exit import run_then_end

# Options whose flag is not simply the argument's name, per command.
FLAGS = {
    "launch": {"devices": "--nproc-per-node"},
    "run": {"timeout_s": "--timeout"},
    "comm": {"devices": "--ranks"},
}

# Each command's one-line summary (in `multigpu --help`) and the description atop its own help.
COMMANDS: dict[str, tuple[str, str]] = {
    "train": (
        "train a model on every device (the main job)",
        "Train a model on every device: by default a small CNN on the handwritten digits that "
        "multigpu ships, as DDP. Every option can also come from a TOML file (--config).",
    ),
    "run": (
        "run the script you already have as DDP on every device, unchanged",
        "Run a script written for one GPU or for DataParallel as DDP on every device, without "
        "changing it: its DataLoaders are sharded, its model is wrapped, and only rank 0 "
        "prints and saves. --verify compares a few steps with one process first.",
    ),
    "plan": (
        "say before a run which layouts fit a script's model, per device",
        "Measure a training step of the script in one process (parameters, gradients, "
        "optimizer states, activations at its batch) and say, per layout and device count, "
        "what each device would hold, which fit, the fastest that does and its command.",
    ),
    "launch": (
        "start a distributed script on every device, as torchrun does",
        "Start a script on every device, as torchrun does, for a script that sets up "
        "torch.distributed itself or uses multigpu's API (multigpu.Run).",
    ),
    "doctor": (
        "check devices, backends, network and one all-reduce before a job",
        "Check this machine before a job: its devices, the backends, the network to the other "
        "nodes, and one all-reduce across every process.",
    ),
    "stacks": (
        "every rank's threads and collectives, for a job that seems stuck",
        "Print the hang report of a job running on this machine (every rank's threads and "
        "recent collectives, with a diagnosis) without stopping it.",
    ),
    "comm": (
        "time ring / parameter-server / all-reduce, or predict scaling",
        "Time the ways of averaging gradients across processes (the backend's all-reduce, a "
        "ring, a parameter server), or predict with the cost model how a model scales to more "
        "devices (--predict).",
    ),
    "bench": (
        "images/s per method, device count and precision; efficiency; memory",
        "Measure training throughput per parallel method, device count and precision, with "
        "scaling efficiency and peak memory; or the input pipeline, the overhead against a "
        "plain DDP loop, or the fastest settings (--tune).",
    ),
}


class _HelpFormatter(argparse.ArgumentDefaultsHelpFormatter):
    """Each option's default after its help, unless the help says it or there is none."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        if "default" in text or not action.option_strings:
            return text
        if action.default in (None, False, "", argparse.SUPPRESS):
            return text
        return text + " (default: %(default)s)"


class _Parser(argparse.ArgumentParser):
    """Report bad options as a UsageError (one line, exit 2) instead of argparse's usage dump."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # No abbreviations: a script's own `--device=cpu` after its path would otherwise be
        # read as an ambiguous prefix of ours (--devices, --device-memory) and refused.
        super().__init__(*args, formatter_class=_HelpFormatter, allow_abbrev=False, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def command_parsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Each command's own parser, by name (for the generated documentation and its tests)."""
    found = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(next(found).choices)


def build_parser(with_options: bool = True) -> argparse.ArgumentParser:
    """The whole command line; without options, only the commands (and no torch imported)."""
    parser = _Parser(
        prog="multigpu",
        description="Train PyTorch models on every GPU of a machine, or of many.",
        epilog="`multigpu COMMAND --help` gives a command's options.",
    )
    parser.add_argument("--version", action="version", version=f"multigpu {__version__}")
    commands = parser.add_subparsers(
        dest="command", metavar="COMMAND", required=True, parser_class=_Parser
    )
    for name, (summary, description) in COMMANDS.items():
        command = commands.add_parser(name, help=summary, description=description)
        if with_options:
            from .parsers import add_options  # imports torch: only once a command is named

            add_options(name, command)
    return parser


def _one_line_warning(message: Any, category: Any, *args: Any, **kwargs: Any) -> str:
    return f"multigpu: warning: {message}\n"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    warnings.formatwarning = _one_line_warning
    if not argv or argv[0] in ("-h", "--help", "--version"):
        return _without_command(argv)
    debug = "--debug" in argv
    if debug:  # workers started from here show every traceback too
        os.environ[DEBUG] = "1"
    command = next((arg for arg in argv if not arg.startswith("-")), "")
    try:
        args = build_parser().parse_args(argv)
        if args.command == "train":
            return _train_command(args)
        if args.command == "comm":
            from .comm import command as comm_command

            return comm_command.main(args)
        if args.command == "bench":
            from .bench import command as bench_command

            return bench_command.main(args)
        if args.command == "doctor":
            return _doctor_command(args)
        if args.command == "run":
            return _run_command(args)
        if args.command == "plan":
            return _plan_command(args)
        if args.command == "stacks":
            return _stacks_command(args)
        return _launch_command(args)
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


def _without_command(argv: list[str]) -> int:
    """`multigpu`, `--help` and `--version`, answered without importing torch."""
    parser = build_parser(with_options=False)
    if not argv:  # what a newcomer types first: show the commands, not only what is missing
        parser.print_help(sys.stderr)
        return 2
    try:
        parser.parse_args(argv)
    except SystemExit as done:  # argparse exits once it has printed the help or the version
        return int(done.code or 0)
    except UsageError as error:
        return _fail(error, error.exit_code, debug=False)
    return 0


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


def _train_command(args: argparse.Namespace) -> int:
    from ..adapt.plan import layouts as plan
    from ..launcher.devices import Machine
    from .config_file import build_config, dump_toml, load_toml
    from .parsers import config_values
    from .train import automatic
    from .train.job import run_training

    file_values = load_toml(args.config) if args.config else {}
    cli_values = config_values(args)
    if automatic.requested(file_values, cli_values):
        memory = plan.parse_size(args.device_memory) if args.device_memory else None
        config = automatic.resolve(file_values, cli_values, build_config, memory)
    else:
        if args.device_memory:
            raise UsageError("--device-memory is what --strategy auto plans for: give it with auto")
        config = build_config(file_values, cli_values, validate=not args.print_config)
    if args.print_config:
        # A config for a machine with more GPUs than this one is checked against that one.
        parallelism = config.parallelism
        config.validate(Machine.for_request(parallelism.devices, parallelism.accelerator))
        print(dump_toml(config), end="")
        return 0
    run_training(config)
    return 0


def _launch_command(args: argparse.Namespace) -> int:
    from ..launcher.script import launch_script

    launch_script(
        args.script,
        args.script_args,
        devices=args.nproc_per_node,
        accelerator=args.accelerator,
        max_restarts=args.max_restarts,
        module=args.module,
        nodes=_nodes(args),
        timeout_s=args.timeout,
        check_collectives=args.check_collectives,
    )
    return 0


def _run_command(args: argparse.Namespace) -> int:
    from ..adapt.launch.run_script import run_script
    from ..adapt.plan import layouts as plan

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
        sync_each_micro_batch=args.sync_each_micro_batch,
        max_restarts=args.max_restarts,
        module=args.module,
        nodes=_nodes(args),
        timeout_s=args.timeout,
        verify_steps=steps if args.verify else 0,
        check_collectives=args.check_collectives,
        **_script_strategy(args),
        device_memory=plan.parse_size(args.device_memory) if args.device_memory else None,
    )


def _script_strategy(args: argparse.Namespace) -> dict[str, Any]:
    """The strategy `multigpu run` applies and its options, as the strategy's fields: the one
    named, else the one the degrees given mean (one of those a script can take)."""
    from ..strategies import SCRIPT_PRESETS, preset_options
    from .parsers import SHARDING_SWITCHES

    options: dict[str, Any] = {name: True for name in SHARDING_SWITCHES if getattr(args, name)}
    degrees = {
        name: value
        for name in ("dp_replicate", "dp_shard", "tp")
        if (value := getattr(args, name)) is not None
    }
    strategy = args.strategy
    if strategy is None:
        strategy, degrees = preset_options(degrees)
        if strategy not in SCRIPT_PRESETS:  # what run's degrees can ask for
            raise UsageError(f"multigpu run cannot apply {strategy} to a script")
    return {"strategy": strategy, "strategy_options": {**options, **degrees}}


def _plan_command(args: argparse.Namespace) -> int:
    from ..adapt.plan import layouts as plan
    from ..adapt.plan import planning
    from ..launcher.devices import plan_devices
    from .models.for_plan import measure_main_job

    if (args.model is None) == (args.script is None):
        raise UsageError("multigpu plan: give a script, or --model for the main job's model")
    present = plan_devices("auto", args.accelerator)
    counts = _counts(args.devices, present.count)
    if args.machines < 1:
        raise UsageError(f"--machines {args.machines}: must be at least 1")
    if args.batch_size < 1:
        raise UsageError(f"--batch-size {args.batch_size}: must be at least 1")
    cuda = present.device_type == "cuda"
    given = plan.parse_size(args.device_memory) if args.device_memory else None
    if args.model is not None:
        measured = measure_main_job(
            args.model, args.batch_size, present.device_type, sharded_time=True
        )
        run_it = ("multigpu train", f"--model {args.model} --batch-size {args.batch_size}")
    else:
        measured = planning.measure_for_plan(
            args.script, args.script_args, args.accelerator, args.module
        )
        script = [*(["-m"] if args.module else []), args.script, *args.script_args]
        run_it = ("multigpu run", " ".join(script))
    memory = given or planning.device_memory(measured, present.count)
    pipeline = args.model is not None and _cuttable(args.model)
    experts = measured.get("experts_count", 0)
    blocks = bool(measured["blocks"])
    layouts = plan.layouts(counts, args.machines, cuda, blocks, pipeline, experts, args.pp_schedule)
    link = _plan_link(measured, present)
    text, _ = plan.report(measured, layouts, memory, run_it, link)
    print(text)
    if args.json:
        import json

        from ..core.files import write_atomic

        rows = plan.rows(measured, layouts, link)
        write_atomic(args.json, lambda f: json.dump({"layouts": rows}, f, indent=2))
    return 0


def _cuttable(model: str) -> bool:
    """Whether the main job's `model` can be a pipeline's (built on the meta device to ask)."""
    import torch

    from ..strategies.pipeline import cuttable
    from .models import build_model

    with torch.device("meta"):
        return cuttable(build_model(model))


def _plan_link(measured: dict[str, Any], present: Any) -> Any:
    """The link the plan's times are predicted over: measured between two ranks of this machine
    where it has two (CPU processes, or two GPUs) and the step was timed; else None."""
    if "step_s" not in measured or (present.device_type == "cuda" and present.count < 2):
        return None
    from .comm.sweep import link_between_two

    payload = int(min(measured["trainable"], 64 * 2**20))
    return link_between_two(present.device_type, max(payload, 4))


def _counts(text: str | None, present: int) -> list[int]:
    if text is None:
        return sorted({1, *(2**k for k in range(1, 4) if 2**k <= present), present})
    try:
        counts = [int(part) for part in text.split(",")]
    except ValueError:
        raise UsageError(f"--devices {text!r}: give counts such as 2,4,8") from None
    if any(n < 1 for n in counts):
        raise UsageError(f"--devices {text!r}: every count must be at least 1")
    return counts


def _stacks_command(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ..hang.launcher_side import running_jobs, stacks_of

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


def _doctor_command(args: argparse.Namespace) -> int:
    from .doctor import doctor

    return doctor(args.devices, args.accelerator, _nodes(args))


def _nodes(args: argparse.Namespace) -> Any:
    """The multi-machine options given on the command line, with the config's defaults."""
    from ..launcher.nodes import Nodes
    from .parsers import config_values

    return Nodes(**config_values(args).get("nodes", {}))


def entry() -> NoReturn:
    """The `multigpu` command (pyproject's script, `python -m multigpu`): `main`, then the
    process ends without Python's teardown of its modules (core/process_exit.py)."""
    run_then_end(main)


if __name__ == "__main__":
    entry()
