"""`multigpu plan`'s measurement: the script's second training step in one process, under
torch's MemTracker, which files every tensor alive at the step's peak under parameters,
gradients, optimizer states, activations or temporaries. The second step: by then the optimizer
holds its states, as in every step after. Taken at the script's own micro-batch, and, asked,
with the model's repeated blocks checkpointed from that step on; the run ends after that step,
with the figures written as JSON for the plan. The same measurement on N ranks (rank 0's) is
what the plan's predictions are checked against."""

from __future__ import annotations

import json
import os
import resource
import weakref
from pathlib import Path
from typing import Any

import torch
from torch import nn
from torch.nn.modules.module import register_module_forward_pre_hook
from torch.optim.optimizer import register_optimizer_step_pre_hook

from ...core.torch_compat import mem_tracker
from ...strategies.blocks import checkpoint_blocks, transformer_blocks
from ...strategies.experts import experts_modules
from ..averaging.gradients import parameters_of
from ..data.shares import Shares
from ..devices.held import local_bytes
from ..verify.checks import VerifyDone
from ..worker.heap import live_modules
from ..worker.module_parts import parameters_in
from ..worker.session import Session

# MemTracker's categories, as the plan names them
_CATEGORIES = {
    "PARAM": "parameters",
    "BUFFER": "buffers",
    "GRAD": "gradients",
    "OPT": "optimizer",
    "ACT": "activations",
    "TEMP": "temporaries",
    "OTH": "other",
}


class RoutedBytes:
    """The bytes of the (token, expert) pairs the experts modules of `model` receive while
    open: what expert parallelism sends all-to-all each way (strategies/experts.py)."""

    def __init__(self, model: nn.Module) -> None:
        self.total = 0
        self._handles = [
            module.register_forward_pre_hook(self._count, with_kwargs=True)
            for _, module in experts_modules(model)
        ]

    def _count(self, module: nn.Module, args: tuple, kwargs: dict[str, Any]) -> None:
        # called as experts(hidden, top_k_index, top_k_weights): a row of hidden per pair
        hidden = args[0] if args else kwargs.get("hidden_states")
        chosen = args[1] if len(args) > 1 else kwargs.get("top_k_index")
        if isinstance(hidden, torch.Tensor) and isinstance(chosen, torch.Tensor):
            self.total += chosen.numel() * hidden.shape[-1] * hidden.element_size()

    def close(self) -> int:
        for handle in self._handles:
            handle.remove()
        return self.total


class SecondStepMemory:
    def __init__(self, session: Session, shares: Shares, out: str, checkpointed: bool) -> None:
        self.session = session
        self.checkpointed = checkpointed  # the blocks checkpointed from the measured step on
        self.shares = shares
        self.out = Path(out)
        self.patches = session.patches  # the session's one stack
        self._tracker: Any = None
        self._model: nn.Module | None = None
        self._forwards = 0
        self._kept = 0  # bytes of gradients alive as the measured step's forward began
        self._rss_before = _rss()  # the process before the script: Python, torch, multigpu
        self._routed: RoutedBytes | None = None
        self._watched: weakref.WeakSet[torch.optim.Optimizer] = weakref.WeakSet()

    def install(self) -> None:
        self.patches.hook(register_module_forward_pre_hook(self._forward))
        # Its own hook on the optimizer, run after the global ones: MemTracker adds a global
        # hook when it starts, which it may not do while they run.
        self.patches.hook(register_optimizer_step_pre_hook(self._first_sight))

    def _first_sight(self, optimizer: torch.optim.Optimizer, *args: Any) -> None:
        if optimizer not in self._watched:
            self._watched.add(optimizer)
            self.patches.hook(optimizer.register_step_post_hook(self._after_step))

    def _forward(self, module: nn.Module, inputs: object) -> None:
        if self._tracker is None or module is not self._model:
            return
        self._forwards += 1
        if self._forwards == 1:  # a script that zeroes them after its forward keeps them here
            self._kept = local_bytes(p.grad for p in self._model.parameters() if p.grad is not None)
        if self._forwards > 1:  # accumulation: MemTracker follows one forward per module
            self._tracker.reset_mod_stats()

    def _after_step(self, optimizer: torch.optim.Optimizer, *args: Any) -> None:
        if self._tracker is None:
            self._start(optimizer)
            return
        self._tracker.__exit__(None, None, None)
        self._write(self._tracker.get_tracker_snapshot("peak"))
        raise VerifyDone  # the run ends here: the step is the measurement

    def _start(self, optimizer: torch.optim.Optimizer) -> None:
        self._model = _model_of(optimizer)
        if self.checkpointed:
            checkpoint_blocks(self._model)
        self._routed = RoutedBytes(self._model)
        self._tracker = mem_tracker()
        self._tracker.track_external(self._model, optimizer)
        self._tracker.__enter__()

    def _write(self, peak: dict[Any, dict[Any, int]]) -> None:
        assert self._model is not None and self._routed is not None
        batch = self.shares.split[0] if self.shares.split else None
        routed = self._routed.close()
        record = step_record(peak, self._model, batch, max(1, self._forwards), routed)
        record["gradients_kept"] = self._kept
        # The process's own memory beside the tensors': what a user sees in top.
        record["rss"] = {"before_script": self._rss_before, "now": _rss(), "max": _max_rss()}
        # os.open: not the script's own open, which output/shared_files.py shares
        if self.session.rank == 0:
            fd = os.open(self.out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            os.write(fd, json.dumps(record).encode())
            os.close(fd)


def step_record(
    peak: dict[Any, dict[Any, int]],
    model: nn.Module,
    batch: int | None,
    micro_batches: int = 1,
    routed: int = 0,
) -> dict[str, Any]:
    """MemTracker's peak snapshot, with what the plan needs of the model: the bytes of its
    trainable parameters and of its largest repeated block; the step's forwards (more
    than one: it accumulates gradients); and the bytes its experts modules received
    (`routed`: RoutedBytes)."""
    device = next(iter(peak))
    figures = {
        _CATEGORIES.get(str(kind).rsplit(".", 1)[-1], str(kind)): count
        for kind, count in peak[device].items()
        if str(kind) != "Total"
    }
    blocks = transformer_blocks(model)
    experts = [module for _, module in experts_modules(model)]
    return {
        "model": type(model).__name__,
        "device": str(device),
        "peak": peak[device]["Total"],
        "bytes": figures,
        "batch": batch,
        "micro_batches": micro_batches,
        "block": max((local_bytes(b.parameters()) for b in blocks), default=0),
        "blocks": len(blocks),
        "trainable": local_bytes(p for p in model.parameters() if p.requires_grad),
        # the experts modules' parameters, and the fewest experts of one (what ep must divide)
        "experts": local_bytes(p for module in experts for p in module.parameters()),
        "experts_count": min((module.num_experts for module in experts), default=0),
        "experts_modules": len(experts),
        "routed": routed,
        "device_memory": (
            torch.cuda.get_device_properties(device).total_memory
            if torch.device(device).type == "cuda"
            else None
        ),
    }


def _rss() -> int:
    """This process's resident memory now, in bytes (Linux; 0 elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return 0
    return pages * os.sysconf("SC_PAGE_SIZE")


def _max_rss() -> int:
    """This process's largest resident memory so far, in bytes (Linux counts kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def _model_of(optimizer: torch.optim.Optimizer) -> nn.Module:
    """The largest live module whose parameters the optimizer steps."""
    stepped = {id(p) for p in parameters_of(optimizer)}
    best, best_count = None, 0
    for module in live_modules():
        count = sum(1 for p in parameters_in(module) if id(p) in stepped)
        if count > best_count:
            best, best_count = module, count
    if best is None:
        return nn.ParameterList(parameters_of(optimizer))  # parameters with no module
    return best
