"""What `multigpu run` decided for the workers, handed to them in one environment variable."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from typing import Any

from ...core.collectives import DEFAULT_TIMEOUT_S, check_timeout
from ...core.errors import InvalidOption, check_choice
from ...launcher.worker import PYTHON_FLAGS
from ...strategies import SCRIPT_PRESETS, Strategy, preset

VARIABLE = "MULTIGPU_RUN_OPTIONS"
BATCH_MODES = ("global", "per-device")
# ddp: every rank keeps the whole model; fsdp, hsdp: the model is sharded where it is moved
# Parameters are compared across ranks after the first optimizer step and every this many after.
CHECK_EVERY = 100


@dataclass(frozen=True)
class AdaptOptions:
    device_type: str = "cpu"  # "cuda": each rank's own GPU; "cpu": CUDA calls land on the CPU
    gpus: tuple[str, ...] = ()  # the GPUs the launcher may use, one per local rank
    hide_other_gpus: bool = True  # False where the script may pick cuda:LOCAL_RANK itself
    # The script's text calls init_process_group: multigpu run joins no group before it must.
    may_distribute_itself: bool = False
    batch: str = "global"  # what a DataLoader's batch_size means (BATCH_MODES)
    sync_batchnorm: bool = False  # batch-norm statistics over the global batch
    # Reduce gradients on every backward, also on the micro-batches that do not step.
    sync_each_micro_batch: bool = False
    timeout_s: float = DEFAULT_TIMEOUT_S
    check_every: int = CHECK_EVERY
    verify_steps: int = 0  # stop after this many optimizer steps and write the parameters
    verify_out: str = ""  # where rank 0 writes them (--verify)
    verify_perturb: bool = False  # rounding moved by one ulp: --verify's measure (rounding.py)
    verify_split: int = 0  # one process computing N ranks' slices: --verify's second run
    verify_ranks: int = 0  # the ranks --verify compares with, in each of its runs
    verify_made: str = ""  # where this run's processes write down the paths they make
    check_collectives: bool = False  # the ranks agree on every collective before it runs
    feed_dir: str = ""  # where each rank writes its input-wait figures for the verdict
    plan_out: str = ""  # multigpu plan: measure a training step, write its figures here, stop
    plan_checkpointed: bool = False  # ... with the model's blocks checkpointed (one process)
    strategy: str = "ddp"  # SCRIPT_PRESETS
    strategy_options: dict[str, Any] = field(default_factory=dict)  # the strategy's fields

    def __post_init__(self) -> None:
        check_choice("batch", self.batch, BATCH_MODES)
        check_choice("strategy", self.strategy, SCRIPT_PRESETS)
        check_timeout(self.timeout_s)
        if self.verify_steps < 0:
            raise InvalidOption("steps", self.verify_steps, "must be 0 (no --verify) or more")

    def built_strategy(self) -> Strategy:
        """The strategy the workers run, built once from its name and fields."""
        return preset(self.strategy, **self.strategy_options)

    def encoded(self) -> str:
        """The value of VARIABLE that `from_environment` reads back."""
        return json.dumps(asdict(self))

    @classmethod
    def from_environment(cls) -> AdaptOptions:
        values = json.loads(os.environ.get(VARIABLE, "{}"))
        return cls(**{**values, "gpus": tuple(values.get("gpus", ()))})


def worker_program(script: str, script_args: list[str], module: bool) -> tuple[str, ...]:
    """The worker's arguments to Python: the bootstrap, then the script and its arguments."""
    bootstrap = (*PYTHON_FLAGS, "-m", "multigpu.adapt.launch.bootstrap")
    return (*bootstrap, *(["-m"] if module else []), script, *script_args)
