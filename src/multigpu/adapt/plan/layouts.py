"""`multigpu plan`: what each layout would hold per device, before the run.

A training step of the script is measured in one process (measure_step.py); each layout's strategy
turns it into the bytes a device holds (`memory_per_device`, strategies/footprint.py for the
terms) and names what it sends per step (`traffic_per_step`):

- ddp: P + O + the larger of A/N and 2G;
- fsdp: (P + O)/N + 2U + the larger of A/N and G/N + U, gradients made by then whole while a
  script accumulates them over micro-batches (unless --sync-each-micro-batch);
- fsdp + activation checkpointing: as fsdp, with A measured again with the blocks
  checkpointed (a second run of the step);
- fsdp + offload (GPUs only): as fsdp without (P + O)/N, which stays on the host;
- hsdp on M machines: as fsdp over the N/M devices of one machine;
- fsdp with the experts over ep ranks (a mixture of experts): as fsdp, with the experts' share
  E of the parameters held E/ep per device in place of E/N.

The fastest layout that fits is the one whose strategy sends the least per step, with the
command that runs it. Where a step was timed and a link measured (`--model`), each ddp, fsdp,
pipeline and expert-parallel layout's step time is predicted beside its bytes (step_time.py), the
pipeline's under the schedule `--pp-schedule` names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ...comm.costmodel import Link
from ...core.errors import UsageError
from ...strategies import Strategy, preset
from ...strategies.footprint import StepBytes
from ...strategies.pipeline_schedule import DEFAULT_SCHEDULE, SCHEDULES, micro_batches
from . import step_time as step_times

# A layout's suffix after "+": the FSDP option it switches on, and how a line says it
_SWITCHES = {
    "ac": ("activation_checkpointing", "activation checkpointing"),
    "offload": ("offload", "offload"),
}
# Layouts given by their degrees rather than a preset's defaults: the name, the method, and the
# degrees (`pp2`: a pipeline of 2 stages, dp_shard the rest; `ep2`: fsdp with the experts split
# over 2 of its ranks).
_DEGREES = {"pp2": ("pipeline", {"pp": 2}), "ep2": ("fsdp", {"ep": 2})}
_UNITS = {"": 1, "B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12}
_BINARY = {"KIB": 2**10, "MIB": 2**20, "GIB": 2**30, "TIB": 2**40}


@dataclass(frozen=True)
class PlannedLayout:
    strategy: str  # ddp, fsdp, hsdp, fsdp+SWITCH (_SWITCHES), or a layout of _DEGREES
    devices: int
    machines: int = 1
    pp_schedule: str = DEFAULT_SCHEDULE  # a pipeline's (pp2's) schedule

    @property
    def described(self) -> str:
        strategy, _, switch = self.strategy.partition("+")
        return f"{strategy} with {_SWITCHES[switch][1]}" if switch else strategy

    @property
    def name(self) -> str:
        """How the plan's table names it: a pipeline with its schedule where it is not
        GPipe, the default."""
        if self.strategy == "pp2" and self.pp_schedule != DEFAULT_SCHEDULE:
            return f"{self.strategy} {self.pp_schedule}"
        return self.strategy

    @property
    def run_options(self) -> tuple[str, dict[str, Any]]:
        """The strategy and the options it is given, for this layout."""
        if self.strategy in _DEGREES:
            method, options = _DEGREES[self.strategy]
            if self.strategy == "pp2" and self.pp_schedule != DEFAULT_SCHEDULE:
                options = {**options, "pp_schedule": self.pp_schedule}
            return method, options
        strategy, _, switch = self.strategy.partition("+")
        return strategy, ({_SWITCHES[switch][0]: True} if switch else {})

    @property
    def method(self) -> Strategy:
        """The strategy object, with the options the layout switches on."""
        name, options = self.run_options
        return preset(name, **options)

    @property
    def degrees(self) -> dict[str, int]:
        """The preset's degrees on this layout's devices: what its name means."""
        return self.method.dims_for(self.devices, self.machines).shape

    @property
    def flags(self) -> str:
        strategy, options = self.run_options
        nodes = f" --nnodes {self.machines}" if self.machines > 1 else ""
        per_machine = self.devices // self.machines
        if self.strategy in _DEGREES:  # the degrees name the method
            given = " ".join(f"--{k.replace('_', '-')} {v}" for k, v in options.items())
            return f"{given} --devices {per_machine}{nodes}"
        extra = "".join(f" --{name.replace('_', '-')}" for name in options)
        return f"--strategy {strategy}{extra} --devices {per_machine}{nodes}"


def predict(measured: dict[str, Any], layout: PlannedLayout) -> dict[str, float]:
    """Bytes per device for `layout`, by category, from one process's step."""
    method, devices, machines = layout.method, layout.devices, layout.machines
    # A global batch is split over the ranks that read different batches; a per-device one not.
    split = 1 if measured.get("per_device_batch") else method.dims_for(devices, machines).replicas
    return method.memory_per_device(step_bytes(measured, method, split), devices, machines)


def step_bytes(measured: dict[str, Any], method: Strategy, split: int) -> StepBytes:
    """The step's bytes as `method` runs it, its batch split `split` ways: the checkpointed
    step's activations where it checkpoints the blocks."""
    size = {k: float(v) for k, v in measured["bytes"].items()}
    ac = getattr(method, "activation_checkpointing", False)
    step = measured["checkpointed"]["bytes"] if ac else size
    activations = (step["activations"] + step["temporaries"] + step.get("other", 0)) / split
    return StepBytes(
        parameters=size["parameters"],
        buffers=size["buffers"],
        optimizer=size["optimizer"],
        activations=activations,
        gradients_then=step["gradients"],
        gradients_kept=float(measured.get("gradients_kept", 0)),
        trainable=float(measured["trainable"]),
        block=float(measured["block"]),
        blocks=int(measured.get("blocks", 0)),
        experts=float(measured.get("experts", 0)),
        accumulates_whole=accumulates_whole(measured),
    )


def accumulates_whole(measured: dict[str, Any]) -> bool:
    """The script accumulates gradients, which a sharded run keeps whole between micro-batches."""
    return measured.get("micro_batches", 1) > 1 and not measured.get("sync_each_micro_batch")


def layouts(
    devices: list[int],
    machines: int,
    cuda: bool,
    blocks: bool,
    pipeline: bool = False,
    experts: int = 0,
    pp_schedule: str = DEFAULT_SCHEDULE,
) -> list[PlannedLayout]:
    """The layouts to plan: fsdp+ac where the model has blocks to checkpoint, offload on GPUs,
    hsdp over several machines, a pipeline of 2 stages under `pp_schedule` (`pipeline`: a
    model it can cut, trained by the main job), and fsdp with the experts split over 2 ranks
    (`experts`: the fewest experts of the model's experts modules, where 2 divides them)."""
    if pp_schedule not in SCHEDULES:
        raise UsageError(f"--pp-schedule {pp_schedule!r}: one of {', '.join(SCHEDULES)}")
    out = []
    for n in devices:
        out += [PlannedLayout("ddp", n), PlannedLayout("fsdp", n)]
        if blocks:
            out.append(PlannedLayout("fsdp+ac", n))
        if cuda:
            out.append(PlannedLayout("fsdp+offload", n))
        if machines > 1 and n % machines == 0 and n > machines:
            out.append(PlannedLayout("hsdp", n, machines))
        if pipeline and n % 2 == 0:
            out.append(PlannedLayout("pp2", n, pp_schedule=pp_schedule))
        if experts and experts % 2 == 0 and n % 2 == 0 and machines == 1:
            out.append(PlannedLayout("ep2", n))
    return out


def parse_size(text: str) -> float:
    """`80GB`, `80 GiB`, `512MB` -> bytes."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d*)?|\.\d+)\s*([KMGT]?I?B?)\s*", text.upper())
    if not match:
        raise UsageError(f"--device-memory {text!r}: give a size such as 80GB or 24GiB")
    number, unit = float(match[1]), match[2]
    factor = _BINARY.get(unit) or _UNITS.get(unit if unit.endswith("B") or not unit else unit + "B")
    if factor is None:
        raise UsageError(f"--device-memory {text!r}: unknown unit {match[2]!r}")
    return number * factor


def predicted_step(
    measured: dict[str, Any], layout: PlannedLayout, link: Link | None
) -> step_times.StepTime | None:
    """The layout's predicted step (step_time.py); None where it cannot be predicted: no timed
    step, no link, or a layout the model does not cover (offload, checkpointing, hsdp)."""
    timed = ("ddp", "fsdp", "pp2", "ep2")
    if link is None or "step_s" not in measured or layout.strategy not in timed:
        return None
    method = layout.method
    dims = method.dims_for(layout.devices, layout.machines)
    if layout.strategy == "pp2":
        micro = micro_batches(measured.get("batch") or 1, method.microbatches)
        return step_times.predict_pipeline(measured, dims, method.schedule, micro, link)
    if layout.strategy == "ep2":
        return step_times.predict_experts(measured, dims, link)
    return step_times.predict(measured, layout.strategy, layout.devices, dims.replicas, link)


def step_time(measured: dict[str, Any], layout: PlannedLayout, link: Link | None) -> float | None:
    """The layout's predicted step time in seconds (None: see `predicted_step`)."""
    predicted = predicted_step(measured, layout, link)
    return predicted.step_s if predicted is not None else None


def rows(
    measured: dict[str, Any], plan: list[PlannedLayout], link: Link | None
) -> list[dict[str, Any]]:
    """Each layout as `--json` writes it: its name, devices, bytes per device, step time (and
    the compute and communication it adds up, so a prediction that moves says which moved)."""
    return [
        {
            "layout": layout.strategy,
            **({"pp_schedule": layout.pp_schedule} if layout.strategy == "pp2" else {}),
            "devices": layout.devices,
            "machines": layout.machines,
            "degrees": layout.degrees,
            "memory_bytes": sum(predict(measured, layout).values()),
            **_step_fields(predicted_step(measured, layout, link)),
        }
        for layout in plan
    ]


def _step_fields(predicted: step_times.StepTime | None) -> dict[str, float | None]:
    return predicted.as_dict() if predicted is not None else {"step_time_s": None}


def report(
    measured: dict[str, Any],
    plan: list[PlannedLayout],
    memory: float,
    run_it: tuple[str, str],
    link: Link | None = None,
) -> tuple[str, PlannedLayout | None]:
    """The plan's table, its verdict, and the layout it picks (None: nothing fits). `run_it`:
    the command (`multigpu run`) and what follows the layout's flags (the script); `link`: what
    the step times are predicted over (none: no time column)."""
    batch = f" (batches of {measured['batch']})" if measured.get("batch") else ""
    lines = [
        f"measured: the peak of a training step of {measured['model']} in one process{batch}: "
        + ", ".join(f"{k} {size(v)}" for k, v in measured["bytes"].items() if v)
        + f"; {size(measured['peak'])} in all",
        f"{'layout':<24} {'degrees':<30} {'per device':>12}  fits in {size(memory)}"
        + ("  step (predicted)" if link is not None else ""),
    ]
    rss = measured.get("rss")
    if rss and str(measured.get("device")) == "cpu":
        lines.insert(
            1,
            f"the process itself grew by {size(rss['max'] - rss['before_script'])} (its max "
            "RSS over the process before the script: the tensors, what the script imports, and "
            "freed memory the C allocator keeps); the layouts below count the tensors",
        )
    if accumulates_whole(measured):
        lines.insert(
            1,
            f"it accumulates {measured['micro_batches']} micro-batches per step: sharded layouts "
            "hold whole gradients until the last one's backward (--sync-each-micro-batch keeps "
            "them sharded, with a reduce-scatter per micro-batch)",
        )
    needs, best = verdict(measured, plan, memory, link)
    for layout, total in needs.items():
        name = f"{layout.name} x{layout.devices}" + (
            f" ({layout.machines} machines)" if layout.machines > 1 else ""
        )
        degrees = " x ".join(f"{dim} {degree}" for dim, degree in layout.degrees.items())
        fits = "yes" if total <= memory else "no"
        line = f"{name:<24} {degrees:<30} {size(total):>12}  {fits:<3}"
        if link is not None:
            seconds = step_time(measured, layout, link)
            line += f"{'':>{len(size(memory)) + 6}}" + (
                f"{seconds * 1e3:9.1f} ms" if seconds is not None else f"{'-':>12}"
            )
        lines.append(line.rstrip())
    if best is None:
        return "\n".join([*lines, "nothing listed fits: more devices, or smaller batches"]), None
    chosen = f"{best.name} on {best.devices} devices"
    if rate := samples_per_s(measured, best, link):
        lines.append(f"fastest that fits: {chosen} (predicted: {rate:,.0f} samples/s)")
    else:  # nothing timed it: ranked by what it sends, which is not a time
        lines.append(f"least traffic that fits: {chosen} (no step time predicted)")
    command, target = run_it
    lines.append(f"run it: {command} {best.flags} {target}")
    return "\n".join(lines), best


def verdict(
    measured: dict[str, Any], plan: list[PlannedLayout], memory: float, link: Link | None = None
) -> tuple[dict[PlannedLayout, float], PlannedLayout | None]:
    """Each layout's bytes per device, and the fastest that fits `memory` (None: none does):
    the most samples per second predicted, where step times are (`link`); else the one with
    the least traffic per step, on the most devices."""
    needs = {layout: sum(predict(measured, layout).values()) for layout in plan}
    fitting = [layout for layout, total in needs.items() if total <= memory]
    if not fitting:
        return needs, None
    rates = {ly: rate for ly in fitting if (rate := samples_per_s(measured, ly, link))}
    if rates:
        return needs, max(rates, key=lambda ly: rates[ly])
    return needs, min(fitting, key=lambda ly: (ly.method.traffic_per_step(), -ly.devices))


def samples_per_s(measured: dict[str, Any], layout: PlannedLayout, link: Link | None) -> float:
    """The samples a step of `layout` trains over its predicted time (0: none predicted): a
    per-device batch grows with the replicas, a script's global batch does not."""
    seconds = step_time(measured, layout, link)
    if not seconds:
        return 0.0
    replicas = layout.method.dims_for(layout.devices, layout.machines).replicas
    batches = replicas if measured.get("per_device_batch") else 1
    return batches * (measured.get("batch") or 1) / seconds


def size(count: float) -> str:
    """Bytes in the largest binary unit that keeps a digit before the point."""
    for unit, factor in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if count >= factor:
            return f"{count / factor:.2f} {unit}"
    return f"{count:.0f} B"
