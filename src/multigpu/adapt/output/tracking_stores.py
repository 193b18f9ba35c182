"""MLflow under `multigpu run`: the runs one process logs, logged by rank 0 alone.

A script that logs to MLflow logs from every rank: N runs where one process logs one, and N
processes creating one SQLite store at once (`duplicate column name`, a race a public GNN
script met in a fresh folder). As TensorBoard's writer does (shared_files.py), MLflow logs on
rank 0 alone: the other ranks' tracking goes to a store of their own in a temporary folder,
whatever store the script names (`MLFLOW_TRACKING_URI`, `mlflow.set_tracking_uri`). MLflow is
not imported for this: where the script imports it, its `set_tracking_uri` is swapped then.
"""

from __future__ import annotations

import atexit
import importlib.util
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from ..worker.session import Session

VARIABLE = "MLFLOW_TRACKING_URI"


class RankZeroTracking:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.patches = session.patches  # the session's one stack

    def install(self) -> None:
        if self.session.rank == 0 or importlib.util.find_spec("mlflow") is None:
            return
        folder = tempfile.mkdtemp(prefix=f"multigpu-mlflow-rank{self.session.rank}-")
        # Gone at the process's exit, after MLflow's own exit handler (registered later, so
        # run first) has ended the run it keeps open there.
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        # A folder MLflow makes itself: it then makes its default experiment there too.
        store = (Path(folder) / "mlruns").as_uri()
        # A local file store, which MLflow keeps in maintenance: asked for, as tracking.py does.
        for name, value in ((VARIABLE, store), ("MLFLOW_ALLOW_FILE_STORE", "true")):
            before = os.environ.get(name)
            os.environ[name] = value
            self.patches.on_restore(lambda name=name, before=before: _put_back(name, before))
        self.patches.when_imported("mlflow", lambda mlflow: self._own_store(mlflow, store))

    def _own_store(self, mlflow: Any, store: str) -> None:
        """This rank's runs go to its own store, whichever the script names."""
        named = mlflow.set_tracking_uri
        self.patches.swap(mlflow, "set_tracking_uri", lambda uri: named(store))


def _put_back(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value
