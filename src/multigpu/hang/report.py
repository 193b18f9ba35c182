"""A hang report: the diagnosis, then every rank's threads and latest collectives.

Printed short (the diagnosis and where each rank is) and written whole as hang-report.txt and
hang-report.json, each file complete or absent (written aside, then renamed).
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.files import write_atomic
from .diagnose import diagnose
from .flight import waited
from .snapshot import RankSnapshot

NAME = "hang-report"
_GLOO_SOURCE = re.compile(r"\[/[^\]]*\] ")  # "[/__w/pytorch/.../unbound_buffer.cc:78] "


@dataclass
class HangReport:
    diagnosis: str
    ranks: dict[int, RankSnapshot]
    timeout_s: float | None = None
    path: str | None = None  # where the whole report was written

    @classmethod
    def build(cls, ranks: dict[int, RankSnapshot], timeout_s: float | None = None) -> HangReport:
        return cls(diagnose(ranks), dict(sorted(ranks.items())), timeout_s)

    def short(self) -> str:
        """The diagnosis and each rank's innermost frame of the user's code."""
        lines = [f"hang report: {self.diagnosis}"]
        for rank in self.ranks.values():
            lines.append(f"  rank {rank.rank}: {_state(rank)}")
        if self.path:
            lines.append(f"  (every rank's threads and collectives: {self.path})")
        return "\n".join(lines)

    def text(self) -> str:
        timeout = f", timeout {self.timeout_s:g}s" if self.timeout_s else ""
        lines = [
            f"multigpu hang report ({len(self.ranks)} ranks{timeout})",
            f"diagnosis: {self.diagnosis}",
            "",
        ]
        for rank in self.ranks.values():
            lines.append(f"rank {rank.rank} (pid {rank.pid}, {rank.host}): {_state(rank)}")
            if rank.error:
                lines.append(f"  error: {rank.error}")
            for thread in rank.threads:
                lines.append(f" thread {thread.name}{' (main)' if thread.main else ''}:")
                lines.extend(f"  {line}" for line in thread.folded())
            if rank.collectives:
                lines.append(" collectives (newest last):")
                lines.extend(f"   {_collective_line(c)}" for c in rank.collectives)
            lines.append("")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "diagnosis": self.diagnosis,
            "timeout_s": self.timeout_s,
            "ranks": [r.to_json() for r in self.ranks.values()],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], path: str | None = None) -> HangReport:
        ranks = {r["rank"]: RankSnapshot.from_json(r) for r in data["ranks"]}
        return cls(data["diagnosis"], ranks, data.get("timeout_s"), path)

    def write(self, folder: Path) -> Path:
        """hang-report.txt and .json in `folder`; returns the text file's path."""
        folder.mkdir(parents=True, exist_ok=True)
        text = folder.resolve() / f"{NAME}.txt"
        self.path = str(text)
        write_atomic(folder / f"{NAME}.json", lambda f: json.dump(self.to_json(), f, indent=1))
        write_atomic(text, lambda f: f.write(self.text()))
        return text


def _state(rank: RankSnapshot) -> str:
    if rank.main is None:
        return rank.state
    where = rank.where()
    place = where.describe() if where else "no frame of the user's code"
    pending = rank.pending()
    if rank.dead:
        return f"{rank.state} at {place}"
    if rank.error and (pending is None or pending.done):  # it stopped waiting: why
        error = _GLOO_SOURCE.sub("", rank.error).split(". ", 1)[0]  # gloo adds advice after it
        return f"at {place}: {error}"
    if pending is not None:
        return f"waits in {pending.op} #{pending.seq} for {waited(pending):.0f}s, at {place}"
    return f"at {place}"


def _collective_line(c: Any) -> str:
    state = "done" if c.done else f"waiting {time.time() - c.created:.0f}s"
    return f"#{c.seq:<5} {c.describe():28} {state:12} {c.where()}"
