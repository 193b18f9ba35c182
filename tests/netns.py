"""Test "hosts" on one machine: network namespaces on one bridge, like machines on a switch.

Each host has its own interfaces and loopback; host i has address 10.<net>.0.<i+1>. The bridge
lives in a namespace of its own, so a host can be taken off the network or killed without
touching the others. Needs root and iproute2 (CI runs as root); `hosts()` raises Unavailable
with the reason otherwise. The namespaces are deleted on exit, also when the test fails.
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


_made = iter(range(10**6))  # a fresh tag for every set of hosts this process makes


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
    serial = next(_made)
    tag = f"mg{os.getpid() % 100000}n{serial}"
    net = 100 + (os.getpid() + serial) % 150
    switch = f"{tag}sw"
    made: list[Host] = []
    try:
        _ip("netns", "add", switch)
        _ip("-n", switch, "link", "add", "br0", "type", "bridge")
        _ip("-n", switch, "link", "set", "br0", "up")
        for i in range(count):
            namespace, interface, port = f"{tag}h{i}", f"{tag}v{i}", f"{tag}p{i}"
            address = f"10.{net}.0.{i + 1}"
            _ip("netns", "add", namespace)
            _ip("link", "add", interface, "type", "veth", "peer", "name", port)
            _ip("link", "set", interface, "netns", namespace)
            _ip("link", "set", port, "netns", switch)
            _ip("-n", switch, "link", "set", port, "master", "br0")
            _ip("-n", switch, "link", "set", port, "up")
            _ip("-n", namespace, "addr", "add", f"{address}/24", "dev", interface)
            _ip("-n", namespace, "link", "set", interface, "up")
            _ip("-n", namespace, "link", "set", "lo", "up")
            made.append(Host(namespace, interface, address))
        yield made
    finally:
        for namespace in [f"{tag}h{i}" for i in range(count)] + [switch]:
            subprocess.run(["ip", "netns", "del", namespace], capture_output=True, timeout=30)
