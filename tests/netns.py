"""Two test "hosts" on one machine: network namespaces joined by a veth pair.

Each host has its own interfaces and loopback; host i has address 10.<net>.0.<i+1>. Needs root
and iproute2 (CI runs as root); `hosts()` raises Unavailable with the reason otherwise. The
namespaces are deleted on exit, also when the test fails.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass


class Unavailable(Exception):
    pass


@dataclass(frozen=True)
class Host:
    namespace: str
    interface: str
    address: str

    def command(self, *argv: str) -> list[str]:
        """argv run inside this host's network namespace."""
        return ["ip", "netns", "exec", self.namespace, *argv]


def _ip(*args: str) -> None:
    result = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30)
    if result.returncode != 0:
        raise Unavailable(f"`ip {' '.join(args)}` failed: {result.stderr.strip()}")


@contextlib.contextmanager
def hosts(count: int = 2) -> Iterator[list[Host]]:
    if shutil.which("ip") is None:
        raise Unavailable("iproute2's `ip` is not installed")
    if os.geteuid() != 0:
        raise Unavailable("network namespaces need root")
    tag = f"mg{os.getpid() % 100000}"
    net = 100 + os.getpid() % 150
    made: list[Host] = []
    try:
        # A bridge-free chain for two hosts: one veth pair; more hosts are not needed here.
        assert count == 2, "two hosts are enough for these tests"
        for i in range(count):
            _ip("netns", "add", f"{tag}h{i}")
        _ip("link", "add", f"{tag}v0", "type", "veth", "peer", "name", f"{tag}v1")
        for i in range(count):
            namespace, interface = f"{tag}h{i}", f"{tag}v{i}"
            address = f"10.{net}.0.{i + 1}"
            _ip("link", "set", interface, "netns", namespace)
            _ip("-n", namespace, "addr", "add", f"{address}/24", "dev", interface)
            _ip("-n", namespace, "link", "set", interface, "up")
            _ip("-n", namespace, "link", "set", "lo", "up")
            made.append(Host(namespace, interface, address))
        yield made
    finally:
        for i in range(count):
            subprocess.run(["ip", "netns", "del", f"{tag}h{i}"], capture_output=True, timeout=30)
