"""Experiment tracking: `run.log(metrics, step)` is called on every rank and written once, by
rank 0, to the loggers the job asked for. CSV is always there; TensorBoard and MLflow are
optional extras (`pip install 'multigpu[tensorboard]'`, `'multigpu[mlflow]'`).

Nothing is collective: a rank's metrics are its own unless the caller reduced them first (a
`run.metric()` is reduced). W&B is left out: it cannot run without an account it logs into.
"""

from __future__ import annotations

import csv
import json
import numbers
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .errors import InvalidOption
from .extras import require

LOGGERS = ("csv", "tensorboard", "mlflow")
# logger -> (module it imports, the extra that installs it)
EXTRAS = {"tensorboard": ("tensorboard", "tensorboard"), "mlflow": ("mlflow", "mlflow")}


def check_loggers(names: Sequence[str]) -> tuple[str, ...]:
    """The loggers asked for, each known and installed; before any process starts."""
    for name in names:
        if name not in LOGGERS:
            raise InvalidOption(
                "loggers", name, f"unknown logger; choose from {', '.join(LOGGERS)}"
            )
        if name in EXTRAS:
            require(*EXTRAS[name], what=f"logger {name!r}")
    return tuple(dict.fromkeys(names))


def _scalars(metrics: Mapping[str, Any]) -> dict[str, float]:
    """Numbers and one-element tensors as floats (a tensor is read here, on rank 0 only)."""
    return {
        key: float(value)
        for key, value in metrics.items()
        if isinstance(value, numbers.Number) or getattr(value, "numel", lambda: 0)() == 1
    }


class CSVLogger:
    """OUT/log.csv: one row per metric and step (step, name, value), flushed as written."""

    def __init__(self, folder: Path, append: bool = False) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "log.csv"
        append = append and path.is_file() and path.stat().st_size > 0
        self.file = path.open("a" if append else "w", newline="")
        self.writer = csv.writer(self.file)
        if not append:
            self.writer.writerow(["step", "name", "value"])

    def log(self, metrics: dict[str, float], step: int) -> None:
        self.writer.writerows([step, name, value] for name, value in metrics.items())
        self.file.flush()

    def log_params(self, params: Mapping[str, Any]) -> None:
        (Path(self.file.name).parent / "params.json").write_text(json.dumps(params, indent=2))

    def log_artifact(self, path: Path) -> None:
        """The file is already in the output folder."""

    def close(self) -> None:
        self.file.close()


class TensorBoardLogger:
    """Event files in OUT/tensorboard, through torch.utils.tensorboard (a new file for each
    writer: a continued run adds its own)."""

    def __init__(self, folder: Path, append: bool = False) -> None:
        from torch.utils.tensorboard import SummaryWriter

        self.writer = SummaryWriter(log_dir=str(folder / "tensorboard"))

    def log(self, metrics: dict[str, float], step: int) -> None:
        for name, value in metrics.items():
            self.writer.add_scalar(name, value, step)

    def log_params(self, params: Mapping[str, Any]) -> None:
        self.writer.add_text("config", json.dumps(params, indent=2, default=str))

    def log_artifact(self, path: Path) -> None:
        """TensorBoard keeps no files."""

    def close(self) -> None:
        self.writer.close()


class MLflowLogger:
    """An MLflow run: at MLFLOW_TRACKING_URI if set, else a local store in OUT/mlruns."""

    def __init__(self, folder: Path, append: bool = False) -> None:
        import mlflow

        uri = os.environ.get("MLFLOW_TRACKING_URI")
        if not uri:
            # MLflow keeps its file store for local use, in maintenance: we ask for it.
            os.environ.setdefault("MLFLOW_ALLOW_FILE_STORE", "true")
            uri = (folder / "mlruns").resolve().as_uri()
        self.mlflow = mlflow
        mlflow.set_tracking_uri(uri)
        mlflow.set_experiment(os.environ.get("MLFLOW_EXPERIMENT_NAME", "multigpu"))
        self.run = mlflow.start_run()

    def log(self, metrics: dict[str, float], step: int) -> None:
        self.mlflow.log_metrics(metrics, step=step)

    def log_params(self, params: Mapping[str, Any]) -> None:
        flat = _flatten(params)  # a section's options as "data.batch_size", MLflow's way
        self.mlflow.log_params({key: str(value)[:500] for key, value in flat.items()})

    def log_artifact(self, path: Path) -> None:
        # By the run's id, not the active run: a hang report comes from the watchdog's thread.
        self.mlflow.MlflowClient().log_artifact(self.run.info.run_id, str(path))

    def close(self) -> None:
        self.mlflow.end_run()


KINDS = {"csv": CSVLogger, "tensorboard": TensorBoardLogger, "mlflow": MLflowLogger}


class Tracker:
    """The loggers of one process: real on rank 0, nothing elsewhere; opened on first use."""

    def __init__(
        self, names: Sequence[str], folder: str | Path, writes: bool, append: bool = False
    ) -> None:
        self.names, self.folder, self.writes = tuple(names), Path(folder), writes
        self._loggers: list[Any] | None = None
        self._step = 0
        self._append = append  # a continued run adds to the log of the run it continues

    def continues(self) -> None:
        """This run continues an earlier one (it loaded a checkpoint): its logs are added to
        that run's, where they are not open yet."""
        self._append = True

    def _open(self) -> list[Any]:
        if self._loggers is None:
            names = self.names if self.writes else ()
            self._loggers = [KINDS[name](self.folder, self._append) for name in names]
        return self._loggers

    @property
    def step(self) -> int:
        """The step of the last `log` (0 before any)."""
        return self._step

    def log(self, metrics: Mapping[str, Any], step: int | None = None) -> None:
        self._step = self._step + 1 if step is None else step
        if self.writes and self.names:
            values = _scalars(metrics)
            for logger in self._open():
                logger.log(values, self._step)

    def log_params(self, params: Mapping[str, Any]) -> None:
        for logger in self._open() if self.names else []:
            logger.log_params(params)

    def log_artifact(self, path: str | Path) -> None:
        for logger in self._open() if self.names else []:
            logger.log_artifact(Path(path))

    def close(self) -> None:
        for logger in self._loggers or []:
            logger.close()
        self._loggers = None


def _flatten(params: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, Mapping):
            flat.update(_flatten(value, f"{prefix}{key}."))
        else:
            flat[prefix + key] = value
    return flat
