"""The typed configuration of `multigpu train`: defaults, then a TOML file, then the command line.

One dataclass is the single source of truth: the command-line options are generated from its
fields, and a TOML file may set exactly those keys. Unknown keys and wrong types are errors that
name the key (silently ignored typos are how runs go wrong).
"""

from __future__ import annotations

import dataclasses
import sys
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import UsageError
from .nodes import DEFAULT_RDZV_TIMEOUT_S
from .run import DEFAULT_TIMEOUT_S

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


def _opt(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass
class TrainConfig:
    model: str = _opt("digits-cnn", "model to train")
    data: str = _opt("", "an image folder, one sub-folder per class (default: the digits)")
    strategy: str = _opt("ddp", "parallel method")
    devices: str = _opt("auto", "'auto' (all GPUs, else 2 CPU processes) or a count")
    accelerator: str = _opt("auto", "auto, cuda or cpu (cpu allows more processes than cores)")
    epochs: int = _opt(10, "passes over the training set")
    batch_size: int = _opt(32, "samples per device per step (the global batch is this x devices)")
    lr: float = _opt(2e-3, "learning rate (Adam)")
    seed: int = _opt(0, "seed for weights and shuffling")
    workers: int | None = _opt(None, "loader workers per device (default: 4, capped by the cores)")
    out: str = _opt("runs/latest", "output folder for summary.json and metrics.csv")
    timeout: float = _opt(DEFAULT_TIMEOUT_S, "seconds any wait across processes may take")
    precision: str = _opt("fp32", "fp32, bf16 (autocast) or fp16 (autocast + grad scaler)")
    accumulate: int = _opt(1, "micro-batches per optimizer step (gradients sync on the last)")
    clip_grad: float = _opt(0.0, "clip the gradients' global norm to this (0: off)")
    sync_batchnorm: bool = _opt(False, "batch-norm statistics over all ranks' batches")
    output_device: int = _opt(0, "dp: the GPU that gathers the outputs")
    sync: str = _opt(
        "allreduce", "ddp gradient sync: allreduce, ring, ps, bf16, fp16, powersgd or async"
    )
    max_staleness: int | None = _opt(None, "async: drop gradients staler than this (updates)")
    channels_last: bool = _opt(False, "channels-last memory format (image models)")
    compile: bool = _opt(False, "torch.compile the model")
    bucket_mb: float = _opt(0.0, "ddp: gradient bucket size in MB (0: torch's default, 25)")
    gradient_as_bucket_view: bool = _opt(False, "ddp: gradients live in the buckets (less memory)")
    static_graph: bool = _opt(False, "ddp: the graph is the same every step (lets DDP optimize)")
    nnodes: str = _opt("1", "machines: N, or MIN:MAX for elastic membership")
    node_rank: int | None = _opt(None, "this machine's rank 0..N-1 (default: assigned on joining)")
    rdzv_endpoint: str = _opt("", "HOST:PORT of the rendezvous on node 0 (several machines)")
    rdzv_id: str = _opt("", "job id shared by all machines (default: 'multigpu')")
    rdzv_timeout: float = _opt(DEFAULT_RDZV_TIMEOUT_S, "seconds to wait for every machine to join")
    checkpoint_every: int = _opt(0, "also checkpoint every N steps (always at epoch ends)")
    keep: int = _opt(3, "checkpoints kept in OUT/checkpoints (the newest)")
    resume: str = _opt("", "'auto' (newest valid checkpoint in OUT/checkpoints) or a file")
    max_steps: int = _opt(0, "stop after N optimizer steps in all, with a checkpoint (0: no limit)")


FIELDS = {f.name: f for f in dataclasses.fields(TrainConfig)}
TYPES = typing.get_type_hints(TrainConfig)


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
    """Defaults, overridden by the file, overridden by the command line; then validated."""
    config = TrainConfig(**{**file_values, **cli_values})
    validate(config)
    return config


def validate(config: TrainConfig) -> None:
    """Checks that need no process group, so a bad request fails before anything starts."""
    from .devices import plan_devices
    from .models import model_spec
    from .strategies import strategy_class

    strategy_class(config.strategy)
    spec = model_spec(config.model)
    if config.data:
        if not spec.folder:
            raise UsageError(f"--model {config.model} does not train on an image folder")
        if not Path(config.data).is_dir():
            raise UsageError(f"data folder not found: {config.data}")
    elif spec.sample_shape != (1, 8, 8):
        raise UsageError(
            f"--model {config.model} needs --data FOLDER (the built-in digits are 8x8 grey)"
            if spec.folder
            else f"--model {config.model} is for `multigpu bench` (no text data ships)"
        )
    if config.bucket_mb < 0:
        raise UsageError("--bucket-mb must be 0 (torch's default) or positive")
    ddp_only = ("bucket_mb", "gradient_as_bucket_view", "static_graph")
    if config.strategy != "ddp" and any(getattr(config, name) for name in ddp_only):
        raise UsageError("--bucket-mb, --gradient-as-bucket-view, --static-graph need ddp")
    from .precision import precision_class

    precision_class(config.precision)
    if config.strategy == "pipeline" and config.accumulate > 1:
        raise UsageError("--accumulate does not apply to pipeline, which splits batches itself")
    if config.clip_grad < 0:
        raise UsageError("--clip-grad must be 0 (off) or positive")
    for name in ("epochs", "batch_size", "accumulate"):
        if getattr(config, name) < 1:
            raise UsageError(f"--{name.replace('_', '-')} must be at least 1")
    if not config.lr > 0:
        raise UsageError("--lr must be positive")
    if config.workers is not None and config.workers < 0:
        raise UsageError("--workers must be 0 or more")
    if not config.timeout > 0:
        raise UsageError("--timeout must be positive")
    for name in ("checkpoint_every", "max_steps"):
        if getattr(config, name) < 0:
            raise UsageError(f"--{name.replace('_', '-')} must be 0 or more")
    if config.keep < 1:
        raise UsageError("--keep must be at least 1")
    from .comm.hooks import SYNC_METHODS

    if config.sync not in (*SYNC_METHODS, "async"):
        raise UsageError(
            f"unknown --sync {config.sync!r}; choose one of {', '.join(SYNC_METHODS)}, async"
        )
    if config.sync == "async":
        validate_async(config)
    elif config.max_staleness is not None:
        raise UsageError("--max-staleness applies to --sync async only")
    plan_devices(config.devices, config.accelerator)
    from .nodes import parse_nodes

    parse_nodes(config.nnodes, config.node_rank, config.rdzv_endpoint, config.rdzv_id,
                config.rdzv_timeout)  # fmt: skip


# The options that place this machine in a multi-machine job (shared with `multigpu launch`).
NODE_FIELDS = ("nnodes", "node_rank", "rdzv_endpoint", "rdzv_id", "rdzv_timeout")


def validate_async(config: TrainConfig) -> None:
    """Asynchronous training has its own loop: a server and workers, no DDP."""
    if config.strategy != "ddp":
        raise UsageError("--sync async runs one process per device: use --strategy ddp")
    if config.devices not in ("auto",) and config.devices.isdigit() and int(config.devices) < 2:
        raise UsageError("--sync async needs at least 2 processes (a server and a worker)")
    for name, default in (("accumulate", 1), ("clip_grad", 0.0), ("checkpoint_every", 0),
                          ("resume", ""), ("max_steps", 0), ("sync_batchnorm", False),
                          ("precision", "fp32"), ("data", ""), ("channels_last", False),
                          ("compile", False)):  # fmt: skip
        if getattr(config, name) != default:
            raise UsageError(f"--{name.replace('_', '-')} is not supported with --sync async")
    if config.max_staleness is not None and config.max_staleness < 0:
        raise UsageError("--max-staleness must be 0 or more")
