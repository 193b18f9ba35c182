"""The port of the workers' store, chosen where no connecting socket can take it.

torch elastic's agent picks the workers' MASTER_PORT by binding port 0 and closing it; rank 0
binds it again when it makes its process group, seconds later (`multigpu run` joins on first
use, after the script has built its model). Port 0 comes from the kernel's ephemeral range,
the range every outgoing connection on the machine also takes its local port from, so on a
busy machine (other jobs' gloo connections) one of them can hold it by then, and rank 0 fails
with EADDRINUSE. A port outside that range is taken only by a process that binds it by
number; it is checked free here, as torch checks its own.
"""

from __future__ import annotations

import random
import socket
from collections.abc import Callable
from pathlib import Path

EPHEMERAL_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")
LOWEST = 10_000  # below it sit the well-known services' ports
ATTEMPTS = 64


def ephemeral_range() -> tuple[int, int]:
    """The kernel's range for the local ports of outgoing connections (Linux's default where
    it cannot be read)."""
    try:
        low, high = map(int, EPHEMERAL_RANGE.read_text().split())
    except (OSError, ValueError):
        return 32768, 60999
    return low, high


def candidates() -> list[int]:
    """Ports at or above LOWEST outside the ephemeral range; empty where it leaves none."""
    low, high = ephemeral_range()
    return [*range(LOWEST, low), *range(max(high + 1, LOWEST), 65536)]


def free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind(("", port))
        except OSError:
            return False
    return True


def store_port(fallback: Callable[[], int]) -> int:
    """A free port outside the ephemeral range, drawn at random (two jobs starting together
    draw different ones); `fallback()` (torch's own pick) where none is found."""
    ports = candidates()
    draw = random.Random()  # seeded from the OS: a script's seed does not reach the launcher's
    for _ in range(min(ATTEMPTS, len(ports))):
        port = draw.choice(ports)
        if free(port):
            return port
    return fallback()
