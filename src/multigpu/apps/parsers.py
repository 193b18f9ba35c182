"""The options of each `multigpu` command.

Imported only once a command is named: the choices come from the modules that check them
(strategies, models, precisions), which import torch, and `multigpu --help` should not wait."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from ..adapt.launch.handover import BATCH_MODES
from ..core.collectives import DEFAULT_TIMEOUT_S
from ..core.errors import check_choice
from ..core.fields import choices_of, coerce, flag_of, kinds, parse_text, summary
from ..launcher.devices import ACCELERATOR_HELP, ACCELERATORS
from ..strategies import SCRIPT_STRATEGIES
from .bench import command as bench_command
from .comm import command as comm_command
from .config import ASYNC, SECTIONS, section_fields

RESTARTS_HELP = (
    "times the workers may be started again after a failure (default: 3 with "
    "--nnodes MIN:MAX, else 0)"
)
# FSDP's switches that `multigpu run` passes on to the strategy that shards the script's model
SHARDING_SWITCHES = ("activation_checkpointing", "offload", "bf16_parameters")
DEVICE_MEMORY_HELP = (
    "memory of one device to plan for, e.g. 80GB (default: this machine's GPU's; on the CPU, "
    "its memory over the processes)"
)
CHECK_HELP = "the ranks agree on every collective's op, size and dtype before it runs (debug)"


def add_options(command: str, parser: argparse.ArgumentParser) -> None:
    OPTIONS[command](parser)


def _train_options(train: argparse.ArgumentParser) -> None:
    train.add_argument("--config", help="TOML file of options; the command line overrides it")
    train.add_argument(
        "--print-config",
        action="store_true",
        help="print every option's value, as a TOML file for --config, and stop",
    )
    train.add_argument("--device-memory", help=DEVICE_MEMORY_HELP + " (--strategy auto)")
    train.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(train, tuple(SECTIONS))


def _launch_options(launch: argparse.ArgumentParser) -> None:
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
    _add_config_options(launch, ("nodes",))
    _add_script(launch)


def _run_options(run: argparse.ArgumentParser) -> None:
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
    run.add_argument(
        "--sync-each-micro-batch",
        action="store_true",
        help="reduce gradients on every backward, also those of an accumulation that do not "
        "step (with fsdp: less memory, more traffic)",
    )
    sharding = run.add_argument_group("sharding (a model too big for one device)")
    sharding.add_argument(
        "--strategy",
        choices=(*SCRIPT_STRATEGIES, "auto"),
        help="ddp: a whole model per device; fsdp: the model sharded where the script moves it "
        "to its device; hsdp: sharded within each machine, replicated across machines; auto: "
        "of the layouts that fit, as `multigpu plan` measures them, the one that sends least "
        "per step (default: the one the degrees "
        "given mean, ddp where none is)",
    )
    from ..strategies.fsdp import Sharded  # its torch modules are imported where used

    for name in SHARDING_SWITCHES:
        sharding.add_argument(
            "--" + name.replace("_", "-"), action="store_true", help=summary(Sharded, name)
        )
    sharding.add_argument("--dp-replicate", type=int, help=summary(Sharded, "dp_replicate"))
    sharding.add_argument("--dp-shard", type=int, help=summary(Sharded, "dp_shard"))
    sharding.add_argument("--tp", type=int, help=summary(Sharded, "tp"))
    sharding.add_argument("--device-memory", help=DEVICE_MEMORY_HELP + " (--strategy auto)")
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
    _add_config_options(run, ("nodes",))
    _add_script(run)


def _plan_options(plan: argparse.ArgumentParser) -> None:
    from ..strategies.pipeline_schedule import DEFAULT_SCHEDULE
    from .models import MODELS

    plan.add_argument(
        "--devices",
        help="device counts to plan for, e.g. 2,4,8 (default: 1 up to this machine's devices)",
    )
    plan.add_argument("--machines", type=int, default=1, help="machines to plan hsdp over")
    plan.add_argument("--device-memory", help=DEVICE_MEMORY_HELP)
    plan.add_argument("--accelerator", default="auto", choices=ACCELERATORS, help=ACCELERATOR_HELP)
    plan.add_argument("-m", "--module", action="store_true", help="run a module, like python -m")
    plan.add_argument("--model", choices=MODELS, help="plan the main job's model instead")
    plan.add_argument(
        "--batch-size",
        type=int,
        default=SECTIONS["data"]().batch_size,  # multigpu train's
        help="with --model: samples per device per step",
    )
    plan.add_argument(
        "--pp-schedule",
        default=DEFAULT_SCHEDULE,
        help="with --model: the schedule of the pipeline's layout, as multigpu train's "
        "(gpipe, 1f1b, interleaved-1f1b, interleaved-zb, zbv)",
    )
    plan.add_argument(
        "--json",
        help="write each layout's memory_bytes and step_time_s (with --model: its compute_s "
        "and communication_s too) here",
    )
    plan.add_argument("--debug", action="store_true", help="show tracebacks")
    plan.add_argument("script", nargs="?", help="the training script (or --model)")
    plan.add_argument(
        "script_args", nargs=argparse.REMAINDER, help="the script's own arguments, passed on"
    )


def _add_script(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("script", help="the training script (a module's name with -m)")
    script_args = parser.add_argument(
        "script_args", nargs=argparse.REMAINDER, help="the script's own arguments, passed on"
    )
    script_args.required = False  # argparse would ask for them even though none are needed


def _doctor_options(doctor: argparse.ArgumentParser) -> None:
    doctor.add_argument("--devices", default="auto", help="processes on this node (default: all)")
    doctor.add_argument(
        "--accelerator", default="auto", choices=ACCELERATORS, help=ACCELERATOR_HELP
    )
    doctor.add_argument("--debug", action="store_true", help="show tracebacks")
    _add_config_options(doctor, ("nodes",))


def _stacks_options(stacks: argparse.ArgumentParser) -> None:
    stacks.add_argument("job", nargs="?", help="the job's folder, where several run")


OPTIONS: dict[str, Callable[[argparse.ArgumentParser], None]] = {
    "train": _train_options,
    "run": _run_options,
    "plan": _plan_options,
    "launch": _launch_options,
    "doctor": _doctor_options,
    "stacks": _stacks_options,
    "comm": comm_command.add_options,
    "bench": bench_command.add_options,
}


def _add_config_options(parser: argparse.ArgumentParser, sections: tuple[str, ...]) -> None:
    """One flag per option of the config's `sections` (and, with parallelism, per option of any
    strategy), its help the field's docstring; an absent flag is left out of the namespace, so
    that it does not override the config file."""
    for section in sections:
        heading = summary_of(SECTIONS[section])
        group = parser.add_argument_group(section, heading) if len(sections) > 1 else parser
        for cls, field, owners in section_fields(section).values():
            _add_flag(group, section, cls, field, f"{', '.join(owners)}: " if owners else "")


def _add_flag(parser: Any, section: str, cls: type, field: Any, prefix: str) -> None:
    text = summary(cls, field.name)
    help_text = prefix + (text[:1].lower() + text[1:] if prefix else text)
    if "default" not in help_text and field.default not in (None, "", False):
        help_text += f" (default: {field.default})"
    dest = f"{section}.{field.name}"
    if kinds(cls, field.name) == (bool,):
        parser.add_argument(
            flag_of(field),
            dest=dest,
            action="store_true",
            default=argparse.SUPPRESS,
            help=help_text,
        )
        return
    choices = choices_of(field)
    if field.name == "sync":  # the asynchronous job's old spelling, `--sync async`
        choices = (*choices, ASYNC)
    parser.add_argument(
        flag_of(field),
        dest=dest,
        default=argparse.SUPPRESS,
        metavar="{" + ",".join(choices) + "}"
        if choices
        else flag_of(field)[2:].replace("-", "_").upper(),
        choices=choices,
        help=help_text,
        type=_parse_option(cls, field.name, choices),
    )


def summary_of(cls: type) -> str:
    """A class's docstring's first line: its section's heading in `--help`."""
    return (cls.__doc__ or "").strip().split("\n")[0]


def _parse_option(cls: type, name: str, choices: tuple[str, ...] | None) -> Any:
    """An argparse `type` that reads a string as the field's type."""

    def parse(text: str) -> Any:
        value = parse_text(cls, name, text)
        if choices:  # the same list the config checks a file against
            check_choice(name, value, choices)
        return coerce(cls, name, value, source="command line")

    parse.__name__ = name
    return parse


def config_values(args: argparse.Namespace) -> dict[str, dict[str, Any]]:
    """The config options given on the command line, by section."""
    values: dict[str, dict[str, Any]] = {}
    for dest, value in vars(args).items():
        section, dot, name = dest.partition(".")
        if dot and section in SECTIONS:
            values.setdefault(section, {})[name] = value
    return values
