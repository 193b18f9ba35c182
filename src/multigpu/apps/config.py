"""The typed configuration of `multigpu train`: defaults, then a TOML file, then the command line.

One dataclass is the single source of truth: the command-line options are generated from its
fields, a TOML file may set exactly those keys, and every value is checked once, when the
config is built (`__post_init__`). Unknown keys and wrong types are errors that name the key
(silently ignored typos are how runs go wrong). The options that belong to a parallel method
are handed to its strategy object, which checks them itself.
"""

from __future__ import annotations

import dataclasses
import sys
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.collectives import DEFAULT_TIMEOUT_S
from ..core.errors import InvalidOption, UsageError, check_choice
from ..core.global_batch import GlobalBatchPlan
from ..core.guard import ON_NAN
from ..core.precision import PRECISIONS
from ..core.signals import STOP_SIGNALS, parse_signals
from ..core.tracking import check_loggers
from ..launch.devices import ACCELERATORS, plan_devices
from ..launch.nodes import DEFAULT_RDZV_TIMEOUT_S, Nodes
from ..strategies import STRATEGIES, Strategy, strategy_class
from .decoders import has_torchcodec
from .images import DECODE, holds_images
from .models import MODELS, model_spec

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

# `--sync`: DDP's methods, plus the asynchronous parameter server (a job of its own).
ASYNC = "async"


def _sync_choices() -> tuple[str, ...]:
    from ..comm.hooks import SYNC_METHODS

    return (*SYNC_METHODS, ASYNC)


def _opt(default: Any, help: str, choices: tuple[str, ...] | None = None) -> Any:
    return field(default=default, metadata={"help": help, "choices": choices})


@dataclass
class TrainConfig:
    model: str = _opt("digits-cnn", "model to train", tuple(MODELS))
    data: str = _opt("", "an image folder, one sub-folder per class (default: the digits)")
    skip_bad_images: bool = _opt(
        False, "skip files of --data that do not decode (listed in summary.json)"
    )
    decode: str = _opt(
        "cpu",
        "where --data's images are decoded: cpu (in the loader workers) or gpu (each batch on "
        "its rank's GPU with TorchCodec; the workers only read the files)",
        DECODE,
    )
    strategy: str = _opt("ddp", "parallel method", tuple(STRATEGIES))
    devices: str = _opt("auto", "'auto' (all GPUs, else 2 CPU processes) or a count")
    accelerator: str = _opt("auto", "cpu allows more processes than cores", ACCELERATORS)
    epochs: int = _opt(10, "passes over the training set")
    batch_size: int = _opt(32, "samples per device per step (the global batch is this x devices)")
    global_batch_size: int | None = _opt(
        None,
        "samples per optimizer step over all ranks, the same on any number of them; "
        "--batch-size is then the most one device takes at once (the rest: accumulation)",
    )
    lr: float = _opt(2e-3, "learning rate (Adam)")
    seed: int = _opt(0, "seed for weights and shuffling")
    workers: int | None = _opt(None, "loader workers per device (default: 4, capped by the cores)")
    out: str = _opt("runs/latest", "output folder for summary.json and metrics.csv")
    log: str = _opt("csv", "where metrics go, any of csv, tensorboard, mlflow (comma-separated)")
    timeout: float = _opt(DEFAULT_TIMEOUT_S, "seconds any wait across processes may take")
    async_checkpoints: bool = _opt(
        False,
        "write checkpoints in the background from a copy in host memory (sharded ones through "
        "DCP's async_save)",
    )
    check_collectives: bool = _opt(
        False, "the ranks agree on every collective's op, size and dtype before it runs (debug)"
    )
    precision: str = _opt("fp32", "bf16: autocast; fp16: autocast + grad scaler", tuple(PRECISIONS))
    accumulate: int = _opt(1, "micro-batches per optimizer step (gradients sync on the last)")
    clip_grad: float = _opt(0.0, "clip the gradients' global norm to this (0: off)")
    on_nan: str = _opt(
        "stop", "a NaN or infinite loss: stop the job, skip the step, or ignore it", ON_NAN
    )
    sync_batchnorm: bool = _opt(False, "ddp, fsdp: batch-norm statistics over all ranks' batches")
    output_device: int = _opt(0, "dp: the GPU that gathers the outputs")
    microbatches: int = _opt(4, "pipeline: micro-batches per batch (at most)")
    sync: str = _opt("allreduce", "ddp: how gradients are averaged", _sync_choices())
    max_staleness: int | None = _opt(None, "async: drop gradients staler than this (default: none)")
    channels_last: bool = _opt(False, "channels-last memory format (image models)")
    compile: bool = _opt(False, "torch.compile the model")
    bucket_mb: float | None = _opt(None, "ddp: gradient bucket size in MB (default: torch's, 25)")
    gradient_as_bucket_view: bool = _opt(False, "ddp: gradients live in the buckets (less memory)")
    static_graph: bool = _opt(False, "ddp: the graph is the same every step (lets DDP optimize)")
    find_unused_parameters: bool = _opt(False, "ddp: the forward may leave parameters unused")
    nnodes: str = _opt("1", "machines: N, or MIN:MAX for elastic membership")
    node_rank: int | None = _opt(None, "this machine's rank 0..N-1 (default: assigned on joining)")
    rdzv_endpoint: str = _opt("", "HOST:PORT of the rendezvous on node 0 (several machines)")
    rdzv_id: str = _opt("", "job id shared by all machines (default: 'multigpu')")
    rdzv_timeout: float = _opt(DEFAULT_RDZV_TIMEOUT_S, "seconds to wait for every machine to join")
    rdzv_conf: str = _opt(
        "",
        "torch's c10d rendezvous settings, KEY=VALUE,... (multigpu's defaults, to re-form a "
        "job quickly: last_call_timeout=5,keep_alive_interval=1,keep_alive_max_attempt=5)",
    )
    max_restarts: int | None = _opt(
        None,
        "times the workers may be started again after a failure, resuming from the newest "
        "checkpoint (default: 3 with --nnodes MIN:MAX, else 0)",
    )
    checkpoint_every: int = _opt(0, "also checkpoint every N steps (always at epoch ends)")
    keep: int = _opt(3, "checkpoints kept in OUT/checkpoints (the newest)")
    resume: str = _opt("", "'auto' (newest valid checkpoint in OUT/checkpoints) or a file")
    max_steps: int = _opt(0, "stop after N optimizer steps in all, with a checkpoint (0: no limit)")
    stop_signals: str = _opt(",".join(STOP_SIGNALS), "signals that checkpoint and stop the job")

    def __post_init__(self) -> None:
        """Checks that need no process group, so a bad request fails before anything starts."""
        for name, f in FIELDS.items():
            if f.metadata["choices"]:
                check_choice(name, getattr(self, name), f.metadata["choices"])
        self._check_numbers()
        self._check_data()
        if self.sync == ASYNC:
            self._check_async()
        elif self.max_staleness is not None:
            raise InvalidOption(
                "max_staleness", self.max_staleness, "applies to {sync} async only", sync=None
            )
        self.strategy_options().check_precision(self.precision)  # and its own options
        parse_signals(self.stop_signals)
        check_loggers(self.loggers())
        plan, nodes = plan_devices(self.devices, self.accelerator), self.nodes()
        if self.global_batch_size is not None:
            self._check_global_batch(plan.devices * nodes.min_nodes)
        if self.decode == "gpu":
            self._check_gpu_decode(plan.device_type)

    def _check_numbers(self) -> None:
        for name in ("epochs", "batch_size", "accumulate", "keep"):
            if getattr(self, name) < 1:
                raise InvalidOption(name, getattr(self, name), "must be at least 1")
        for name in ("checkpoint_every", "max_steps", "clip_grad", "max_restarts"):
            if (getattr(self, name) or 0) < 0:
                raise InvalidOption(name, getattr(self, name), "must be 0 (off) or more")
        if not self.lr > 0:
            raise InvalidOption("lr", self.lr, "must be positive")
        if self.workers is not None and self.workers < 0:
            raise InvalidOption("workers", self.workers, "must be 0 or more")
        if self.strategy == "pipeline" and self.accumulate > 1:
            raise InvalidOption(
                "accumulate",
                self.accumulate,
                "does not apply to {strategy}, which splits batches itself",
                strategy="pipeline",
            )

    def _check_global_batch(self, processes: int) -> None:
        """The global batch can be made on the smallest world this job may run on."""
        if self.accumulate != 1:
            raise InvalidOption(
                "accumulate",
                self.accumulate,
                "is derived from {global_batch_size}; leave it out",
                global_batch_size=None,
            )
        if self.strategy == "pipeline":
            raise InvalidOption(
                "global_batch_size",
                self.global_batch_size,
                "does not apply to {strategy}",
                strategy="pipeline",
            )
        one_process = self.strategy in ("single", "dp", "dp-balanced")
        GlobalBatchPlan.derive(
            self.global_batch_size, 1 if one_process else processes, self.batch_size
        )

    def _check_data(self) -> None:
        spec = model_spec(self.model)
        if self.data:
            if not spec.folder:
                raise InvalidOption("model", self.model, "does not train on an image folder")
            if not Path(self.data).is_dir():
                raise InvalidOption("data", self.data, "no such folder")
            if not holds_images(Path(self.data)):
                raise InvalidOption(
                    "data", self.data, "holds no images (one sub-folder per class, of image files)"
                )
        elif spec.sample_shape != (1, 8, 8):
            raise InvalidOption(
                "model",
                self.model,
                "needs {data} FOLDER (the built-in digits are 8x8 grey)"
                if spec.folder
                else "is for `multigpu bench` (no text data ships)",
                data=None,
            )

    def _check_gpu_decode(self, device_type: str) -> None:
        if not self.data:
            raise InvalidOption("decode", "gpu", "decodes the images of {data} FOLDER", data=None)
        if device_type != "cuda":
            raise InvalidOption("decode", "gpu", "needs a CUDA GPU (this job runs on the CPU)")
        if self.skip_bad_images:
            raise InvalidOption("skip_bad_images", True, "needs {decode} cpu", decode=None)
        if not has_torchcodec():
            raise InvalidOption("decode", "gpu", "needs TorchCodec: pip install 'multigpu[codec]'")

    def _check_async(self) -> None:
        """Asynchronous training has its own loop: a server and workers, no DDP."""
        if self.strategy != "ddp":
            raise InvalidOption(
                "sync", ASYNC, "runs one process per device: use {strategy} ddp", strategy=None
            )
        if self.devices.isdigit() and int(self.devices) < 2:
            raise InvalidOption(
                "devices",
                self.devices,
                "{sync} async needs at least 2 processes (a server and a worker)",
                sync=None,
            )
        for name in ASYNC_UNSUPPORTED:
            if getattr(self, name) != FIELDS[name].default:
                raise InvalidOption(
                    name, getattr(self, name), "not supported with {sync} async", sync=None
                )
        if self.max_staleness is not None and self.max_staleness < 0:
            raise InvalidOption("max_staleness", self.max_staleness, "must be 0 or more")

    def strategy_options(self) -> Strategy:
        """The strategy object for `--strategy`, with the options given for it; an option of
        another method is refused rather than ignored."""
        cls = strategy_class(self.strategy)
        accepted = {f.name for f in dataclasses.fields(cls)}
        given = {}
        for name in STRATEGY_FIELDS:
            value = getattr(self, name)
            if name == "sync" and value == ASYNC:
                continue  # the asynchronous job runs plain DDP underneath
            if name in accepted:
                given[name] = value
            elif value != FIELDS[name].default:
                owners = [s for s in STRATEGIES if name in _option_names(s)]
                raise InvalidOption(
                    name, value, "needs {strategy} " + " or ".join(owners), strategy=None
                )
        return cls(**given)

    def loggers(self) -> list[str]:
        return [name.strip() for name in self.log.split(",") if name.strip()]

    def nodes(self) -> Nodes:
        return Nodes(
            nnodes=self.nnodes,
            node_rank=self.node_rank,
            rdzv_endpoint=self.rdzv_endpoint,
            rdzv_id=self.rdzv_id,
            rdzv_timeout=self.rdzv_timeout,
            rdzv_conf=self.rdzv_conf,
        )


FIELDS = {f.name: f for f in dataclasses.fields(TrainConfig)}
TYPES = typing.get_type_hints(TrainConfig)
# The options that place this machine in a multi-machine job (shared with `multigpu launch`).
NODE_FIELDS = ("nnodes", "node_rank", "rdzv_endpoint", "rdzv_id", "rdzv_timeout", "rdzv_conf")
# The options that belong to a parallel method's strategy object.
STRATEGY_FIELDS = (
    "output_device",
    "microbatches",
    "sync",
    "bucket_mb",
    "gradient_as_bucket_view",
    "static_graph",
    "sync_batchnorm",
    "find_unused_parameters",
)
ASYNC_UNSUPPORTED = (
    "accumulate",
    "global_batch_size",
    "clip_grad",
    "checkpoint_every",
    "resume",
    "max_steps",
    "max_restarts",
    "sync_batchnorm",
    "precision",
    "data",
    "channels_last",
    "compile",
)


def _option_names(strategy: str) -> set[str]:
    return {f.name for f in dataclasses.fields(strategy_class(strategy))}


def load_toml(path: str | Path) -> dict[str, Any]:
    """Read a TOML file of TrainConfig keys ('batch_size' or 'batch-size'), checking each."""
    path = Path(path)
    try:
        with path.open("rb") as f:
            raw = tomllib.load(f)
    except FileNotFoundError:
        raise UsageError(f"config file not found: {path}") from None
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise UsageError(f"cannot read config file {path}: {error}") from None
    values = {}
    for key, value in raw.items():
        name = key.replace("-", "_")
        if name not in FIELDS:
            raise UsageError(f"{path}: unknown key {key!r} (known: {', '.join(FIELDS)})")
        values[name] = check_type(name, value, source=str(path))
    return values


def field_kinds(name: str) -> tuple[type, ...]:
    """The types a field accepts: (int, NoneType) for `int | None`."""
    hint = TYPES[name]
    return typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)


def check_type(name: str, value: Any, source: str) -> Any:
    """Value converted to the field's type, or a UsageError naming the key."""
    allowed = field_kinds(name)
    if name in ("devices", "nnodes") and isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    for kind in allowed:
        if kind is type(None) and value is None:
            return value
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        if kind is not type(None) and type(value) is kind:
            return value
    names = " or ".join("none" if k is type(None) else k.__name__ for k in allowed)
    raise UsageError(f"{source}: key {name!r} must be {names}, not {type(value).__name__}")


def build_config(file_values: dict[str, Any], cli_values: dict[str, Any]) -> TrainConfig:
    """Defaults, overridden by the file, overridden by the command line; checked when built."""
    return TrainConfig(**{**file_values, **cli_values})
