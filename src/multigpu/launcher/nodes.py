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
import ipaddress
import socket
import struct
import time
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from ..core.errors import InvalidOption, UsageError

DEFAULT_PORT = 29500
DEFAULT_RDZV_TIMEOUT_S = 300.0
# torch's c10d rendezvous settings that `rdzv_conf` may give (as torchrun's --rdzv-conf), and
# ours where they differ from torch's: a job re-forms after losing a machine once its
# heartbeats have been missed (torch: 3 x 5 s) and a last call for latecomers (torch: 30 s),
# time in which every other machine waits; torch's defaults cost 45 s a failure.
RDZV_SETTINGS = (
    "last_call_timeout",
    "keep_alive_interval",
    "keep_alive_max_attempt",
    "close_timeout",
    "heartbeat_timeout",
    "read_timeout",
    "is_host",
)
RDZV_DEFAULTS = {"last_call_timeout": 5, "keep_alive_interval": 1, "keep_alive_max_attempt": 5}


@dataclass(frozen=True, kw_only=True)
class Nodes:
    """The machines of a job and this one's place among them, checked when built.

    The default is a single-machine job (rendezvous on localhost, nothing else to say).
    """

    nnodes: int | str = 1
    """Machines: N, or MIN:MAX for elastic membership."""
    node_rank: int | None = None
    """This machine's rank 0..N-1 (default: assigned on joining, by torch's c10d rendezvous)."""
    rdzv_endpoint: str = ""
    """HOST:PORT of the rendezvous on node 0 (several machines)."""
    rdzv_id: str = ""
    """Job id shared by all machines (default: 'multigpu')."""
    rdzv_timeout: float = DEFAULT_RDZV_TIMEOUT_S
    """Seconds to wait for every machine to join."""
    rdzv_conf: str = ""
    """Torch's c10d rendezvous settings, KEY=VALUE,... (multigpu's defaults, to re-form a job
    quickly: last_call_timeout=5,keep_alive_interval=1,keep_alive_max_attempt=5)."""
    min_nodes: int = field(init=False)
    max_nodes: int = field(init=False)
    host: str = field(init=False, default="")
    port: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        text = str(self.nnodes)
        try:
            low, _, high = text.partition(":")
            low_count, high_count = int(low), int(high or low)
        except ValueError:
            raise InvalidOption("nnodes", text, "must be N or MIN:MAX") from None
        if not 1 <= low_count <= high_count:
            raise InvalidOption("nnodes", text, "need 1 <= MIN <= MAX")
        object.__setattr__(self, "min_nodes", low_count)
        object.__setattr__(self, "max_nodes", high_count)
        if not self.rdzv_timeout > 0:
            raise InvalidOption("rdzv_timeout", self.rdzv_timeout, "must be positive")
        settings = self.rdzv_settings()  # checked here, before anything starts
        if settings and (self.static or not self.several):
            raise InvalidOption(
                "rdzv_conf",
                self.rdzv_conf,
                "applies to a multi-node job without {node_rank} (torch's c10d rendezvous)",
                node_rank=None,
            )
        if not self.several:
            if self.node_rank not in (None, 0):
                raise InvalidOption("node_rank", self.node_rank, "out of range for 1 node")
            return
        if not self.rdzv_endpoint:
            raise InvalidOption(
                "nnodes",
                text,
                "a multi-node job needs {rdzv_endpoint} HOST:PORT (node 0's)",
                rdzv_endpoint=None,
            )
        if self.node_rank is not None:
            if low_count != high_count:
                raise InvalidOption(
                    "node_rank",
                    self.node_rank,
                    "fixes the membership: use {nnodes} N, not MIN:MAX",
                    nnodes=None,
                )
            if not 0 <= self.node_rank < high_count:
                raise InvalidOption(
                    "node_rank",
                    self.node_rank,
                    f"out of range for {{nnodes}} (0..{high_count - 1})",
                    nnodes=text,
                )
        host, port = parse_endpoint(self.rdzv_endpoint)
        object.__setattr__(self, "host", host)
        object.__setattr__(self, "port", port)

    @property
    def several(self) -> bool:
        """True for a multi-machine job."""
        return self.max_nodes > 1

    @property
    def static(self) -> bool:
        return self.node_rank is not None

    @property
    def endpoint(self) -> str:
        return f"{self.host}:{self.port}"

    @property
    def job_id(self) -> str:
        return self.rdzv_id or "multigpu"

    @property
    def check_port(self) -> int:
        """The checks' own store: on the rendezvous port, a node that finished its checks
        early could reach the checks' store instead of the rendezvous that replaces it."""
        return self.port + 1

    @property
    def hosts_store(self) -> bool:
        """True on the node that the endpoint's address belongs to: it runs the store."""
        return is_local_address(self.host)

    def rdzv_settings(self) -> dict[str, int | bool]:
        """`rdzv_conf` read: "last_call_timeout=2,keep_alive_interval=1" as a dict."""
        settings: dict[str, int | bool] = {}
        for item in filter(None, (part.strip() for part in self.rdzv_conf.split(","))):
            key, sep, value = (part.strip() for part in item.partition("="))
            if key not in RDZV_SETTINGS:
                known = ", ".join(RDZV_SETTINGS)
                why = "(the job's --rdzv-timeout is join_timeout) " if key == "join_timeout" else ""
                raise InvalidOption(
                    "rdzv_conf", self.rdzv_conf, f"has no setting {key!r} {why}(known: {known})"
                )
            if key == "is_host" and value.lower() in ("1", "true", "0", "false"):
                settings[key] = value.lower() in ("1", "true")
            elif key != "is_host" and sep and value.isdigit() and int(value) > 0:
                settings[key] = int(value)
            else:
                kind = "true or false" if key == "is_host" else "a whole number of seconds, >= 1"
                raise InvalidOption("rdzv_conf", self.rdzv_conf, f"{key} must be {kind}")
        _check_heartbeats({**RDZV_DEFAULTS, **settings}, self.rdzv_conf)
        return settings

    def rdzv_configs(self) -> dict[str, object]:
        if self.static:
            return {"rank": self.node_rank, "timeout": int(self.rdzv_timeout)}
        # torch decides who hosts by comparing host names, which fails where several network
        # namespaces share one host name; we decide from the interfaces' addresses.
        return {
            "is_host": self.hosts_store,
            "join_timeout": int(self.rdzv_timeout),
            **RDZV_DEFAULTS,
            **self.rdzv_settings(),
        }


def _check_heartbeats(settings: dict[str, int | bool], text: str) -> None:
    """A machine's first heartbeat after a rendezvous comes up to 2 intervals and the
    rendezvous' own 1 s poll after its last one; torch counts a machine whose heartbeat is
    older than interval x attempts as dead, and an agent that counts itself dead stops sending
    them (seen here with 1 s x 2: the job could then never take in a machine)."""
    interval, attempts = settings["keep_alive_interval"], settings["keep_alive_max_attempt"]
    if interval * attempts < 2 * interval + 2:
        raise InvalidOption(
            "rdzv_conf",
            text,
            f"keep_alive_interval x keep_alive_max_attempt ({interval} x "
            f"{attempts} s) must be at least 2 x keep_alive_interval + 2 s, or torch's agents "
            "count themselves dead right after a rendezvous",
        )


def check_before_start(nodes: Nodes, nproc_per_node: int) -> None:
    """Before this node starts the workers of a static multi-node job: the checks."""
    if nodes.several and nodes.static:
        preflight(nodes, nproc_per_node)


def parse_endpoint(endpoint: str) -> tuple[str, int]:
    host, sep, port_text = endpoint.rpartition(":")
    if not sep:
        host, port_text = endpoint, str(DEFAULT_PORT)
    host = host.strip("[]")
    try:
        port = int(port_text)
    except ValueError:
        port = 0
    if not host or not 0 < port < 65536:
        raise InvalidOption("rdzv_endpoint", endpoint, "must be HOST:PORT")
    return host, port


# -- network interfaces ----------------------------------------------------------------------


def interface_addresses() -> dict[str, str]:
    """IPv4 address of every interface that has one, by name (Linux)."""
    import fcntl  # POSIX only: imported here so that importing multigpu works on Windows

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


def network_environment(nodes: Nodes) -> dict[str, str]:
    """Point gloo (and nccl) at the right interface (unless the user did: see agent.py).

    Left alone, gloo listens on the address the host name resolves to: on a single machine
    often a LAN address, reachable from outside for nothing; between machines often 127.0.0.1
    or an interface the other nodes cannot reach, and the job hangs at its first collective.
    One machine: gloo stays on loopback. Several: the interface that routes to the rendezvous.
    """
    if not nodes.several:
        loopback = [n for n, a in interface_addresses().items() if a.startswith("127.")]
        return {"GLOO_SOCKET_IFNAME": loopback[0]} if loopback else {}
    name, _ = route_interface(nodes.host, nodes.port)
    if name is None:
        return {}
    return {"GLOO_SOCKET_IFNAME": name, "NCCL_SOCKET_IFNAME": name}


# -- checks before a static job starts -------------------------------------------------------


def preflight(spec: Nodes, nproc_per_node: int) -> None:
    """Meet every node over a TCPStore at the endpoint; fail on every node, with one line,
    if a node is missing after the timeout, a rank is taken twice, or process counts differ."""
    import torch.distributed as dist

    assert spec.node_rank is not None
    timeout = timedelta(seconds=spec.rdzv_timeout)
    deadline = time.monotonic() + spec.rdzv_timeout
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
            f"{spec.rdzv_timeout:g}s: is the node that owns {spec.host} running, and are ports "
            f"{spec.port} and {spec.check_port} open?"
        ) from None
    key = f"multigpu/{spec.job_id}/preflight"
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
                f"node {spec.node_rank} waited {spec.rdzv_timeout:g}s at {spec.endpoint} for node "
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


def _first_line(error: BaseException) -> str:
    return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
