"""Several machines: which node this is, where the rendezvous is, and checks before starting.

multigpu uses torch elastic's own rendezvous, the way torchrun does:
- `--node-rank R` given (or SLURM's node id): the *static* rendezvous, fixed membership, node R's
  workers get global ranks R*P .. R*P+P-1;
- no node rank: the *c10d* rendezvous, the same command on every node, `--nnodes MIN:MAX` for
  elastic membership; torch assigns node ranks in the order nodes join.

Before a static job starts its workers, every node meets the others over a torch TCPStore on the
port after the rendezvous port, and checks what torch would otherwise turn into a hang: a node
that cannot reach the endpoint, a node rank given twice or never, different `--nproc-per-node`
per node. Each gives one line, on every node, within the timeout.
"""

from __future__ import annotations

import contextlib
import fcntl
import ipaddress
import os
import socket
import struct
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from .errors import UsageError

DEFAULT_PORT = 29500
DEFAULT_RDZV_TIMEOUT_S = 300.0


@dataclass(frozen=True)
class NodeSpec:
    """This node's part of a multi-node job."""

    min_nodes: int
    max_nodes: int
    node_rank: int | None  # None: torch's c10d rendezvous assigns it
    host: str  # rendezvous endpoint
    port: int
    rdzv_id: str
    timeout_s: float = DEFAULT_RDZV_TIMEOUT_S

    @property
    def static(self) -> bool:
        return self.node_rank is not None

    @property
    def endpoint(self) -> str:
        return f"{self.host}:{self.port}"

    @property
    def check_port(self) -> int:
        """The checks' own store: on the rendezvous port, a node that finished its checks
        early could reach the checks' store instead of the rendezvous that replaces it."""
        return self.port + 1

    @property
    def hosts_store(self) -> bool:
        """True on the node that the endpoint's address belongs to: it runs the store."""
        return is_local_address(self.host)

    def rdzv_configs(self) -> dict[str, object]:
        if self.static:
            return {"rank": self.node_rank, "timeout": int(self.timeout_s)}
        # torch decides who hosts by comparing host names, which fails where several network
        # namespaces share one host name; we decide from the interfaces' addresses.
        return {"is_host": self.hosts_store, "join_timeout": int(self.timeout_s)}


def parse_nodes(
    nnodes: str | int,
    node_rank: int | None,
    rdzv_endpoint: str | None,
    rdzv_id: str | None,
    rdzv_timeout: float = DEFAULT_RDZV_TIMEOUT_S,
) -> NodeSpec | None:
    """The node options, checked; None for a single-node job (rendezvous on localhost).
    An empty endpoint or id counts as not given."""
    text = str(nnodes)
    try:
        low, _, high = text.partition(":")
        min_nodes, max_nodes = int(low), int(high or low)
    except ValueError:
        raise UsageError(f"--nnodes must be N or MIN:MAX, not {text!r}") from None
    if not 1 <= min_nodes <= max_nodes:
        raise UsageError(f"--nnodes {text}: need 1 <= MIN <= MAX")
    if max_nodes == 1:
        if node_rank not in (None, 0):
            raise UsageError(f"--node-rank {node_rank} is out of range for 1 node")
        return None
    if not rdzv_endpoint:
        raise UsageError("a multi-node job needs --rdzv-endpoint HOST:PORT (node 0's address)")
    if node_rank is not None:
        if min_nodes != max_nodes:
            raise UsageError("--node-rank fixes the membership: use --nnodes N, not MIN:MAX")
        if not 0 <= node_rank < max_nodes:
            raise UsageError(
                f"--node-rank {node_rank} is out of range for --nnodes {max_nodes} "
                f"(0..{max_nodes - 1})"
            )
    host, port = parse_endpoint(rdzv_endpoint)
    if not rdzv_timeout > 0:
        raise UsageError("--rdzv-timeout must be positive")
    return NodeSpec(
        min_nodes, max_nodes, node_rank, host, port, rdzv_id or "multigpu", rdzv_timeout
    )


def nodes_for_launch(
    nnodes: str | int,
    node_rank: int | None,
    rdzv_endpoint: str | None,
    rdzv_id: str | None,
    rdzv_timeout: float,
    env: Mapping[str, str] = os.environ,
) -> NodeSpec | None:
    """`parse_nodes`, with SLURM's values where srun started one task per node."""
    from . import slurm

    step = slurm.read_step(env)
    if step is not None and step.one_task_per_node and step.nodes > 1:
        nnodes, node_rank = step.nodes, step.node_rank
        rdzv_endpoint = rdzv_endpoint or f"{step.master_addr}:{step.master_port}"
        rdzv_id = rdzv_id or f"slurm-{step.job_id}"
    return parse_nodes(nnodes, node_rank, rdzv_endpoint, rdzv_id, rdzv_timeout)


def prepare_node(spec: NodeSpec | None, nproc_per_node: int) -> None:
    """Before this node starts its workers: network interface, then (static) the checks.
    `None` is a single-machine job: gloo stays on loopback, nothing to check."""
    prepare_network(spec)
    if spec is not None and spec.static:
        preflight(spec, nproc_per_node)


def parse_endpoint(endpoint: str) -> tuple[str, int]:
    host, sep, port_text = endpoint.rpartition(":")
    if not sep:
        host, port_text = endpoint, str(DEFAULT_PORT)
    host = host.strip("[]")
    try:
        port = int(port_text)
    except ValueError:
        raise UsageError(f"--rdzv-endpoint must be HOST:PORT, not {endpoint!r}") from None
    if not host or not 0 < port < 65536:
        raise UsageError(f"--rdzv-endpoint must be HOST:PORT, not {endpoint!r}")
    return host, port


# -- network interfaces ----------------------------------------------------------------------


def interface_addresses() -> dict[str, str]:
    """IPv4 address of every interface that has one, by name (Linux)."""
    addresses = {}
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    with probe:
        for _, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            with contextlib.suppress(OSError):
                reply = fcntl.ioctl(probe.fileno(), 0x8915, request)  # SIOCGIFADDR
                addresses[name] = socket.inet_ntoa(reply[20:24])
    return addresses


def resolve(host: str) -> str:
    try:
        return socket.gethostbyname(host)
    except OSError as error:
        raise UsageError(f"cannot resolve the rendezvous host {host!r}: {error}") from None


def is_local_address(host: str) -> bool:
    address = resolve(host)
    return ipaddress.ip_address(address).is_loopback or address in interface_addresses().values()


def route_interface(host: str, port: int = DEFAULT_PORT) -> tuple[str | None, str]:
    """The interface (and its address) this node uses to reach `host`: where gloo and nccl
    must listen so that the other nodes can connect back."""
    address = resolve(host)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect((address, port))  # UDP: picks a route, sends nothing
        except OSError as error:
            raise UsageError(f"no route to the rendezvous host {host} ({error})") from None
        local = probe.getsockname()[0]
    names = [name for name, addr in interface_addresses().items() if addr == local]
    return (names[0] if names else None), local


def prepare_network(spec: NodeSpec | None) -> None:
    """Point gloo (and nccl) at the right interface, unless the user did.

    Left alone, gloo listens on the address the host name resolves to: on a single machine
    often a LAN address, reachable from outside for nothing; between machines often 127.0.0.1
    or an interface the other nodes cannot reach, and the job hangs at its first collective.
    One machine: gloo stays on loopback. Several: the interface that routes to the rendezvous.
    """
    if spec is None:
        loopback = [n for n, a in interface_addresses().items() if a.startswith("127.")]
        if loopback:
            os.environ.setdefault("GLOO_SOCKET_IFNAME", loopback[0])
        return
    name, _ = route_interface(spec.host, spec.port)
    if name is None:
        return
    for variable in ("GLOO_SOCKET_IFNAME", "NCCL_SOCKET_IFNAME"):
        os.environ.setdefault(variable, name)


# -- checks before a static job starts -------------------------------------------------------


def preflight(spec: NodeSpec, nproc_per_node: int) -> None:
    """Meet every node over a TCPStore at the endpoint; fail on every node, with one line,
    if a node is missing after the timeout, a rank is taken twice, or process counts differ."""
    import torch.distributed as dist

    assert spec.node_rank is not None
    timeout = timedelta(seconds=spec.timeout_s)
    deadline = time.monotonic() + spec.timeout_s
    host = spec.hosts_store
    try:
        store = dist.TCPStore(
            spec.host, spec.check_port, is_master=host, timeout=timeout, wait_for_workers=False
        )
    except (RuntimeError, OSError) as error:
        if host:
            raise UsageError(
                f"node {spec.node_rank}: cannot listen on {spec.host}:{spec.check_port} for the "
                f"rendezvous checks (is the port busy?): {_first_line(error)}"
            ) from None
        raise UsageError(
            f"node {spec.node_rank} could not reach the rendezvous at {spec.endpoint} within "
            f"{spec.timeout_s:g}s: is the node that owns {spec.host} running, and are ports "
            f"{spec.port} and {spec.check_port} open?"
        ) from None
    key = f"multigpu/{spec.rdzv_id}/preflight"
    claims = store.add(f"{key}/rank/{spec.node_rank}", 1)
    store.set(f"{key}/nproc/{spec.node_rank}/{claims}", str(nproc_per_node))
    arrived = store.add(f"{key}/arrived", 1)
    n = spec.max_nodes
    while arrived < n and time.monotonic() < deadline:
        time.sleep(0.05)
        arrived = store.add(f"{key}/arrived", 0)
    counts = [store.add(f"{key}/rank/{r}", 0) for r in range(n)]
    twice = [r for r, c in enumerate(counts) if c > 1]
    missing = [r for r, c in enumerate(counts) if c == 0]
    try:
        if twice:
            raise UsageError(
                f"node rank {', '.join(map(str, twice))} was given to more than one node; "
                "every node needs its own --node-rank"
            )
        if arrived < n:
            who = ", ".join(map(str, missing))
            raise UsageError(
                f"node {spec.node_rank} waited {spec.timeout_s:g}s at {spec.endpoint} for node "
                f"rank(s) {who}, which did not join"
            )
        procs = [store.get(f"{key}/nproc/{r}/1").decode() for r in range(n)]
        if len(set(procs)) > 1:
            listed = ", ".join(f"node {r}: {p}" for r, p in enumerate(procs))
            raise UsageError(f"nodes disagree on --nproc-per-node ({listed})")
        if spec.node_rank == 0 and not host:
            raise UsageError(
                f"node rank 0 must run on the rendezvous host {spec.host} (its store lives there)"
            )
    finally:
        _close_together(store, key, host, arrived, deadline)


def _close_together(store: Any, key: str, host: bool, arrived: int, deadline: float) -> None:
    """The host keeps the store up until every node has read what it needs."""
    done = store.add(f"{key}/done", 1)
    while host and done < arrived and time.monotonic() < deadline:
        time.sleep(0.05)
        done = store.add(f"{key}/done", 0)
    del store


def _first_line(error: BaseException) -> str:
    return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
