"""The typed configuration of `multigpu train`, one dataclass per concern.

`TrainConfig` holds seven sections (job, data, optimization, parallelism, checkpointing, nodes,
diagnostics); each field has its docstring right below it, and that is the one source of the
command-line flags (apps/parsers.py), the TOML file's keys (apps/config_file.py) and the
generated reference. The options of a parallel method are its strategy's own fields
(strategies/), and the nodes section is `launcher.nodes.Nodes`: written once, where they act.

Every value is checked when its section is built, and what spans sections when the whole is
built: a config is data, which any machine can build and print. What a machine decides (its
devices for the layout, the model on the meta device, the data folder) is checked by
`TrainConfig.validate(machine)`, in one step before any process starts.
"""

from __future__ import annotations

import functools
from dataclasses import Field, dataclass, field
from pathlib import Path
from typing import Any

import torch

from ..core.collectives import DEFAULT_TIMEOUT_S
from ..core.errors import InvalidOption, check_choice
from ..core.fields import choices_of, option, options
from ..core.global_batch import GlobalBatchPlan
from ..core.guard import ON_NAN
from ..core.precision import PRECISIONS
from ..core.signals import STOP_SIGNALS, parse_signals
from ..core.tracking import check_loggers
from ..launcher.devices import ACCELERATORS, Machine, plan_devices
from ..launcher.nodes import Nodes
from ..strategies import STRATEGIES, Strategy, preset, preset_options, strategy_class
from ..strategies.degrees import DEGREES
from .decoders import torchcodec_missing
from .images import DECODE, holds_images
from .models import MODELS, model_spec


def _check_choices(section: Any) -> None:
    for name, f in options(type(section)).items():
        if choices_of(f):
            check_choice(name, getattr(section, name), choices_of(f))


def _at_least(section: Any, least: int, *names: str) -> None:
    for name in names:
        value = getattr(section, name)
        if value is not None and value < least:
            reason = "must be at least 1" if least == 1 else "must be 0 (off) or more"
            raise InvalidOption(name, value, reason)


@dataclass(kw_only=True)
class Job:
    """What is trained, for how long, and where its outputs go."""

    model: str = option("digits-cnn", choices=tuple(MODELS))
    """The model to train."""
    epochs: int = 10
    """Passes over the training set."""
    max_steps: int = option(0, asynchronous=False)
    """Stop after N optimizer steps in all, with a checkpoint (0: no limit)."""
    seed: int = 0
    """Seed for the weights and the shuffling."""
    out: str = "runs/latest"
    """Output folder for summary.json, metrics.csv, model.pt and the checkpoints."""
    log: str = "csv"
    """Where metrics go: any of csv, tensorboard, mlflow (comma-separated)."""

    def __post_init__(self) -> None:
        _check_choices(self)
        _at_least(self, 1, "epochs")
        _at_least(self, 0, "max_steps")
        check_loggers(self.loggers())

    def loggers(self) -> list[str]:
        return [name.strip() for name in self.log.split(",") if name.strip()]


@dataclass(kw_only=True)
class Data:
    """The samples, and how they reach each device."""

    folder: str = option("", flag="data", asynchronous=False)
    """An image folder, one sub-folder per class (default: the digits that ship inside)."""
    skip_bad_images: bool = False
    """Skip files of the folder that do not decode (listed in summary.json)."""
    decode: str = option("cpu", choices=DECODE)
    """Where the folder's images are decoded: cpu (in the loader workers) or gpu (each batch on
    its rank's GPU with TorchCodec; the workers only read the files)."""
    batch_size: int = 32
    """Samples per device per step (the global batch is this times the devices)."""
    global_batch_size: int | None = option(None, asynchronous=False)
    """Samples per optimizer step over all ranks, the same on any number of them; batch_size
    is then the most one device takes at once (the rest: accumulation)."""
    workers: int | None = None
    """Loader workers per device (default: 4, capped by the cores)."""

    def __post_init__(self) -> None:
        _check_choices(self)
        _at_least(self, 1, "batch_size", "global_batch_size")
        _at_least(self, 0, "workers")
        if self.decode == "gpu":
            if not self.folder:
                raise InvalidOption(
                    "decode", "gpu", "decodes the images of {data} FOLDER", data=None
                )
            if self.skip_bad_images:
                raise InvalidOption("skip_bad_images", True, "needs {decode} cpu", decode=None)

    def validate(self) -> None:
        """What only the machine that runs the job can answer: the folder, TorchCodec."""
        if self.folder:
            if not Path(self.folder).is_dir():
                raise InvalidOption("data", self.folder, "no such folder")
            if not holds_images(Path(self.folder)):
                raise InvalidOption(
                    "data",
                    self.folder,
                    "holds no images (one sub-folder per class, of image files)",
                )
        if self.decode == "gpu" and (missing := torchcodec_missing()):
            raise InvalidOption("decode", "gpu", missing)


@dataclass(kw_only=True)
class Optimization:
    """How each step updates the weights, in which number format."""

    lr: float = 2e-3
    """Learning rate (Adam, with a cosine schedule)."""
    accumulate: int = option(1, asynchronous=False)
    """Micro-batches per optimizer step (gradients are averaged on the last)."""
    clip_grad: float = option(0.0, asynchronous=False)
    """Clip the gradients' global norm to this (0: off)."""
    precision: str = option("fp32", choices=tuple(PRECISIONS), asynchronous=False)
    """fp32; bf16: autocast; fp16: autocast and a gradient scaler."""
    on_nan: str = option("stop", choices=ON_NAN)
    """A NaN or infinite loss: stop the job, skip the step, or ignore it."""
    channels_last: bool = option(False, asynchronous=False)
    """Channels-last memory format (image models)."""
    compile: bool = option(False, asynchronous=False)
    """torch.compile the model: each repeated block on its own where it has some (regional
    compilation), else the whole model."""

    def __post_init__(self) -> None:
        _check_choices(self)
        _at_least(self, 1, "accumulate")
        _at_least(self, 0, "clip_grad")
        if not self.lr > 0:
            raise InvalidOption("lr", self.lr, "must be positive")


# `--sync async`, the spelling from before the parallelism section had `asynchronous`.
ASYNC = "async"


@dataclass(kw_only=True)
class Parallelism:
    """Which parallel method, on which devices; the method's own options are its strategy's
    fields (`strategies/`), given in this section too and held in `options`."""

    strategy: str | None = option(None, choices=(*STRATEGIES, "auto"))
    """The parallel method, a preset of degrees (ddp: dp_replicate the rest; fsdp: dp_shard the
    rest; ...); default: the one the degrees given mean (dp_shard, tp, ...), ddp where none is;
    auto: of the layouts that fit the devices, as `multigpu plan --model` measures them, the
    one that sends least per step (resolved by `multigpu train` before the job starts)."""
    devices: str = "auto"
    """'auto' (every GPU, else 2 CPU processes) or a count."""
    accelerator: str = option("auto", choices=ACCELERATORS)
    """The kind of device; auto: cuda where a GPU is present, else cpu (which allows more
    processes than cores)."""
    asynchronous: bool = option(False, flag="async")
    """Train asynchronously: a parameter server and workers that never wait for each other
    (also `--sync async`)."""
    max_staleness: int | None = None
    """With asynchronous: drop gradients staler than this many updates (default: none)."""
    options: dict[str, Any] = field(default_factory=dict, compare=False)
    """The strategy's own options given (bucket_mb = 50 for ddp); another method's are refused."""
    method: Strategy = field(init=False, repr=False)
    """The strategy object, built from `strategy` and `options` (what configs compare)."""

    def __post_init__(self) -> None:
        if self.strategy is None:  # the degrees given are the layout
            given = {name: value for name, value in self.options.items() if name in DEGREES}
            self.strategy, kept = preset_options(given)
            others = {name: value for name, value in self.options.items() if name not in given}
            self.options = {**others, **kept}
        _check_choices(self)
        self.method = self._build_method()
        if self.asynchronous:
            self._check_async()
        elif self.max_staleness is not None:
            raise InvalidOption(
                "max_staleness", self.max_staleness, "applies to {sync} async only", sync=None
            )

    def _build_method(self) -> Strategy:
        """The strategy object with the options given for it; an option of another method is
        refused rather than ignored."""
        if self.strategy == "auto":
            raise InvalidOption(
                "strategy", "auto", "is resolved by multigpu train: a config names a method"
            )
        cls = strategy_class(self.strategy)
        accepted = options(cls)
        for name, value in self.options.items():
            if name not in accepted:
                if name not in strategy_option_owners():
                    raise InvalidOption(name, value, "is not an option of any strategy")
                _, owners = strategy_option_owners()[name]
                reason = "needs {strategy} " + " or ".join(owners)
                raise InvalidOption(name, value, reason, strategy=None)
        return preset(self.strategy, **self.options)

    def _check_async(self) -> None:
        """Asynchronous training has its own loop: a server and workers, no DDP."""
        if self.strategy != "ddp":
            raise InvalidOption(
                "sync", ASYNC, "runs one process per device: use {strategy} ddp", strategy=None
            )
        defaults = preset(self.strategy)
        for name, value in self.options.items():
            if value != getattr(defaults, name):  # the asynchronous job runs plain DDP
                raise InvalidOption(name, value, "not supported with {sync} async", sync=None)
        if self.devices.isdigit() and int(self.devices) < 2:
            raise InvalidOption(
                "devices",
                self.devices,
                "{sync} async needs at least 2 processes (a server and a worker)",
                sync=None,
            )
        _at_least(self, 0, "max_staleness")


@dataclass(kw_only=True)
class Checkpointing:
    """When the job saves itself, how many saves it keeps, and how it starts again."""

    every: int = option(0, flag="checkpoint_every", asynchronous=False)
    """Also checkpoint every N steps (always at the end of an epoch; 0: only then)."""
    keep: int = 3
    """Checkpoints kept in OUT/checkpoints (the newest)."""
    resume: str = option("", asynchronous=False)
    """'auto' (the newest valid checkpoint in OUT/checkpoints) or a file."""
    background: bool = option(False, flag="async_checkpoints")
    """Write checkpoints in the background from a copy in host memory (sharded ones through
    DCP's async_save)."""
    stop_signals: str = ",".join(STOP_SIGNALS)
    """Signals that checkpoint and stop the job."""
    max_restarts: int | None = option(None, asynchronous=False)
    """Times the workers may be started again after a failure, resuming from the newest
    checkpoint (default: 3 with nnodes MIN:MAX, else 0)."""

    def __post_init__(self) -> None:
        _at_least(self, 1, "keep")
        _at_least(self, 0, "max_restarts")
        if self.every < 0:
            raise InvalidOption("checkpoint_every", self.every, "must be 0 (off) or more")
        parse_signals(self.stop_signals)


@dataclass(kw_only=True)
class Diagnostics:
    """What watches the job for hangs and mismatched collectives."""

    timeout: float = DEFAULT_TIMEOUT_S
    """Seconds any wait across processes may take before the job ends with a hang report."""
    check_collectives: bool = False
    """The ranks agree on every collective's op, size and dtype before it runs (debug)."""


# Section name (a TOML table) -> its class.
SECTIONS: dict[str, type] = {
    "job": Job,
    "data": Data,
    "optimization": Optimization,
    "parallelism": Parallelism,
    "checkpointing": Checkpointing,
    "nodes": Nodes,
    "diagnostics": Diagnostics,
}


@dataclass(kw_only=True)
class TrainConfig:
    """Everything `multigpu train` is told: defaults, then a TOML file, then the command line."""

    job: Job = field(default_factory=Job)
    data: Data = field(default_factory=Data)
    optimization: Optimization = field(default_factory=Optimization)
    parallelism: Parallelism = field(default_factory=Parallelism)
    checkpointing: Checkpointing = field(default_factory=Checkpointing)
    nodes: Nodes = field(default_factory=Nodes)
    diagnostics: Diagnostics = field(default_factory=Diagnostics)

    def __post_init__(self) -> None:
        """What spans sections and needs no machine: a config is data, built and printed
        anywhere."""
        if self.parallelism.strategy == "pipeline" and self.optimization.accumulate > 1:
            raise InvalidOption(
                "accumulate",
                self.optimization.accumulate,
                "does not apply to {strategy}, which splits batches itself",
                strategy="pipeline",
            )
        if self.parallelism.asynchronous:
            self._check_async()
        if self.data.global_batch_size is not None:
            self._check_global_batch_options()

    def validate(self, machine: Machine | None = None) -> None:
        """Everything `machine` (default: this one) decides, checked in one step before any
        process starts: its devices for the layout, the model (built on the meta device) for
        the method, and, on this machine, the data folder and the libraries."""
        machine = machine or Machine.this_one()
        plan = plan_devices(
            self.parallelism.devices,
            self.parallelism.accelerator,
            gpus=machine.gpus,
            cores=machine.cores,
        )
        method = self.parallelism.method
        method.check_machines(self.nodes.min_nodes, plan.count)
        method.check_device_type(plan.device_type)
        self._check_model_data(plan.count * self.nodes.min_nodes)
        method.check_precision(self.optimization.precision)
        method.check_compile(self.optimization.compile)
        if self.data.global_batch_size is not None:
            self._check_global_batch(plan.count * self.nodes.min_nodes)
        if self.data.decode == "gpu" and plan.device_type != "cuda":
            raise InvalidOption("decode", "gpu", "needs a CUDA GPU (this job runs on the CPU)")
        if machine.here:
            self.data.validate()

    def _check_model_data(self, world_size: int) -> None:
        spec = model_spec(self.job.model)
        if not self.data.folder:  # the model's structure against the method's options
            with torch.device("meta"):
                self.parallelism.method.check_model(spec.build(), world_size)
        if self.data.folder and not spec.folder:
            raise InvalidOption("model", self.job.model, "does not train on an image folder")
        if not self.data.folder and spec.sample_shape != (1, 8, 8) and not spec.causal:
            raise InvalidOption(
                "model",
                self.job.model,
                "needs {data} FOLDER (the built-in digits are 8x8 grey)"
                if spec.folder
                else "is for `multigpu bench` (no text data ships)",
                data=None,
            )

    def _check_global_batch_options(self) -> None:
        """A global batch beside the options it excludes."""
        if self.optimization.accumulate != 1:
            raise InvalidOption(
                "accumulate",
                self.optimization.accumulate,
                "is derived from {global_batch_size}; leave it out",
                global_batch_size=None,
            )
        if self.parallelism.strategy == "pipeline":
            raise InvalidOption(
                "global_batch_size",
                self.data.global_batch_size,
                "does not apply to {strategy}",
                strategy="pipeline",
            )

    def _check_global_batch(self, processes: int) -> None:
        """The global batch can be made on the smallest world this job may run on."""
        replicas = self.parallelism.method.dims_for(processes).replicas  # ranks a batch splits over
        GlobalBatchPlan.derive(self.data.global_batch_size, replicas, self.data.batch_size)

    def _check_async(self) -> None:
        """The options marked as not for the asynchronous job must keep their defaults."""
        for section, cls in SECTIONS.items():
            part = getattr(self, section)
            for name, f in options(cls).items():
                if not f.metadata.get("asynchronous", True) and getattr(part, name) != f.default:
                    raise InvalidOption(
                        f.metadata.get("flag") or name,
                        getattr(part, name),
                        "not supported with {sync} async",
                        sync=None,
                    )

    def as_dict(self) -> dict[str, dict[str, Any]]:
        """Every section's options by name (the strategy's own among the parallelism's), as
        summary.json and the tracking stores record them."""
        values = {name: _section_values(getattr(self, name)) for name in SECTIONS}
        values["parallelism"].pop("options")
        values["parallelism"].update(_section_values(self.parallelism.method))
        return values


def _section_values(section: Any) -> dict[str, Any]:
    return {name: getattr(section, name) for name in options(type(section))}


@functools.cache
def strategy_option_owners() -> dict[str, tuple[type[Strategy], tuple[str, ...]]]:
    """Every strategy option's name, with the first class whose field it is and the methods,
    by name, that take it."""
    owners: dict[str, tuple[type[Strategy], list[str]]] = {}
    for name in STRATEGIES:
        cls = strategy_class(name)
        for option_name in options(cls):
            owners.setdefault(option_name, (cls, []))[1].append(name)
    return {option: (cls, tuple(names)) for option, (cls, names) in owners.items()}


@functools.cache
def section_fields(section: str) -> dict[str, tuple[type, Field, tuple[str, ...]]]:
    """The options a section takes, by name: the class whose field each is, the field, and the
    strategies that take it (none for the section's own); [parallelism] takes every
    strategy's. What the flags, the file's keys and the reference page are made from."""
    cls = SECTIONS[section]
    found = {name: (cls, f, ()) for name, f in options(cls).items() if name != "options"}
    if section == "parallelism":
        for name, (owner, names) in strategy_option_owners().items():
            found[name] = (owner, options(owner)[name], names)
    return found
