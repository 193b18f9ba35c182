"""What the launcher decides for every worker (picklable, checked before any worker starts)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.collectives import DEFAULT_TIMEOUT_S, check_timeout
from ..core.errors import check_choice
from ..core.guard import ON_NAN
from ..core.precision import precision_class
from ..core.tracking import check_loggers
from ..strategies import Strategy


@dataclass(frozen=True)
class RunOptions:
    """What the launcher decided, handed to every worker (picklable)."""

    strategy: Strategy
    device_type: str = "cpu"
    threads_per_process: int = 1
    timeout_s: float = DEFAULT_TIMEOUT_S
    precision: str = "fp32"
    on_nan: str = "stop"  # what a NaN or infinite loss does: see guard.py
    loggers: tuple[str, ...] = ()  # where run.log writes (tracking.py), from rank 0
    log_dir: str = "runs/latest"
    check_collectives: bool = False  # the ranks agree on every collective before it runs
    compile: bool = False  # torch.compile what run.setup wraps, in the method's transform order

    devices_per_process: int = 1  # devices this one process drives (DataParallel); 1 otherwise

    def __post_init__(self) -> None:
        """Checked once, in the launching process, so a bad request fails before any worker."""
        precision_class(self.precision)
        self.strategy.check_precision(self.precision)
        self.strategy.check_compile(self.compile)
        check_choice("on_nan", self.on_nan, ON_NAN)
        check_timeout(self.timeout_s)
        check_loggers(self.loggers)
