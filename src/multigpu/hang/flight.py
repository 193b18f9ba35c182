"""The collectives a rank issued, read from torch's Flight Recorder.

torch records every collective of every process group (gloo as well as nccl) in a ring buffer
once `TORCH_FR_BUFFER_SIZE` is set before the group is created: its sequence number, op,
shapes, dtypes, whether it completed, and the Python stack that issued it. DDP's bucket
all-reduces carry the stack of the `backward()` that launched them.
"""

from __future__ import annotations

import math
import os
import pickle
import time
from dataclasses import asdict, dataclass, field
from typing import Any

import torch

from ..core.torch_compat import flight_recorder_dumps
from .stacks import Frame, where_issued

BUFFER_VARIABLE = "TORCH_FR_BUFFER_SIZE"
# Entries kept per process (benchmarks/hang_recorder.py measures the cost of keeping them).
BUFFER_ENTRIES = 256


def environment() -> dict[str, str]:
    """The variable that turns the recorder on, for the launcher to give its workers."""
    return {BUFFER_VARIABLE: str(BUFFER_ENTRIES)}


@dataclass
class Collective:
    seq: int  # the collective's number in its group, the same on every rank
    group: str
    op: str  # all_reduce, broadcast, barrier, ...
    shapes: list[list[int]]
    dtypes: list[str]
    done: bool
    created: float  # seconds since the epoch
    frames: list[Frame] = field(default_factory=list)  # outermost first

    @property
    def signature(self) -> tuple[Any, ...]:
        """What every rank's collective of the same number must agree on."""
        return (self.op, self.shapes, self.dtypes)

    def where(self) -> str:
        """`train.py:19 in step (DDP gradients)`: the user's line that issued it."""
        return where_issued(self.frames)

    def describe(self) -> str:
        """`all_reduce(10 float32)`: the op, its elements and their type."""
        elements = sum(math.prod(shape) for shape in self.shapes)
        dtypes = sorted(set(self.dtypes))
        return f"{self.op}({elements} {'/'.join(dtypes)})" if dtypes else f"{self.op}()"

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["frames"] = [asdict(f) for f in self.frames]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Collective:
        return cls(**{**data, "frames": [Frame(**f) for f in data["frames"]]})


def recorded(active_only: bool = False, stacks: bool = True) -> list[Collective]:
    """This process's recorded collectives, oldest first (p2p sends and receives left out)."""
    found = [_collective(e) for e in _entries(active_only, stacks) if not e.get("is_p2p")]
    return sorted(found, key=lambda c: c.created)


def oldest_pending() -> Collective | None:
    """The collective this process has waited for longest. The watchdog asks often, so this
    skips stacks, and finished entries before they become objects (gloo's stay "active")."""
    entries = [e for e in _entries(True, False) if not e.get("is_p2p") and not _finished(e)]
    oldest = min(entries, key=lambda e: e.get("time_created_ns", 0), default=None)
    return None if oldest is None else _collective(oldest)


def _entries(active_only: bool, stacks: bool) -> list[dict[str, Any]]:
    """The recorder's raw entries: the CPU backends' (gloo), and nccl's where CUDA is in use."""
    if not os.environ.get(BUFFER_VARIABLE):
        return []
    entries = []
    for dump in flight_recorder_dumps(with_nccl=torch.cuda.is_initialized()):
        try:
            raw = dump(includeStackTraces=stacks, onlyActive=active_only)
        except RuntimeError:  # no process group of that kind
            continue
        entries += pickle.loads(raw).get("entries", [])
    return entries


def _finished(entry: dict[str, Any]) -> bool:
    return bool(entry.get("retired")) or entry.get("state") == "completed"


def waited(collective: Collective) -> float:
    return time.time() - collective.created


def _collective(entry: dict[str, Any]) -> Collective:
    name = str(entry.get("profiling_name", "?"))
    return Collective(
        seq=int(entry.get("collective_seq_id", 0)),
        group=str(entry.get("process_group", ["?"])[0]),
        op=name.split(":", 1)[-1],
        shapes=[list(s) for s in entry.get("input_sizes", [])],
        dtypes=[_dtype(d) for d in entry.get("input_dtypes", [])],
        done=_finished(entry),
        created=entry.get("time_created_ns", 0) / 1e9,
        frames=[Frame(f["filename"], int(f["line"]), f["name"]) for f in entry.get("frames", [])][
            ::-1
        ],
    )


def _dtype(name: str) -> str:
    """torch's C++ names (Float, Long, BFloat16) as Python's (float32, int64, bfloat16)."""
    return {
        "Float": "float32",
        "Double": "float64",
        "Half": "float16",
        "Long": "int64",
        "Int": "int32",
        "Byte": "uint8",
        "Bool": "bool",
    }.get(name, name.lower())
