"""Counting what one rank puts on and takes off the wire."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass
class Traffic:
    """Bytes and messages one rank sent and received, and how many synchronizations ran."""

    sent: int = 0
    received: int = 0
    messages: int = 0
    calls: int = 0  # synchronizations (all-reduces, or buckets under DDP)

    def add(self, sent: int = 0, received: int = 0) -> None:
        self.sent += sent
        self.received += received
        self.messages += int(sent > 0) + int(received > 0)

    def reset(self) -> None:
        self.sent = self.received = self.messages = self.calls = 0

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)
