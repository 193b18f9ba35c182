"""`multigpu doctor`: check a machine (or every machine of a job) before the first training step.

It reports the software stack, the devices, the backends, the network interface and ports a
multi-node job will use, then starts the job's processes and runs one all-reduce across all
ranks, checking the sum: a misconfigured cluster fails here, in seconds, with the reason.
"""

from __future__ import annotations

import platform
import socket
import sys
import time
from typing import Any

import torch
import torch.distributed as dist

from .. import __version__
from ..core.device import cpu_cores, cuda_count
from ..core.errors import JobFailed, UsageError
from ..core.torch_compat import cuda_driver_version
from ..launcher import clusters
from ..launcher.devices import plan_devices
from ..launcher.nodes import Nodes, is_local_address, route_interface
from ..launcher.start import launch


def software() -> list[tuple[str, str]]:
    rows = [
        ("multigpu", __version__),
        ("python", platform.python_version()),
        ("torch", torch.__version__),
        ("CUDA (torch built with)", torch.version.cuda or "none (CPU build)"),
        ("gloo backend", "available" if dist.is_gloo_available() else "missing"),
        ("nccl backend", "available" if dist.is_nccl_available() else "missing"),
    ]
    if cuda_count():
        rows.append(("NCCL version", ".".join(map(str, torch.cuda.nccl.version()))))
        driver = cuda_driver_version()
        rows.append(("CUDA driver", f"{driver // 1000}.{driver % 1000 // 10}" if driver else "?"))
    return rows


def devices() -> list[tuple[str, str]]:
    rows = [("CPU cores usable", str(cpu_cores()))]
    for index in range(cuda_count()):
        props = torch.cuda.get_device_properties(index)
        rows.append((f"cuda:{index}", f"{props.name}, {props.total_memory / 2**30:.1f} GiB"))
    if not cuda_count():
        rows.append(("GPUs", "none visible: jobs run as CPU processes on gloo"))
    return rows


def network(nodes: Nodes) -> list[tuple[str, str]]:
    if not nodes.several:
        free = _port_is_free("127.0.0.1", 0)
        return [
            ("rendezvous", "localhost, a free port chosen at start (single node)"),
            ("loopback port", "ok" if free else "cannot bind a port on 127.0.0.1"),
        ]
    name, address = route_interface(nodes.host, nodes.port)
    kind = f"static, node rank {nodes.node_rank}" if nodes.static else "c10d, ranks on joining"
    rows = [
        ("rendezvous", f"{nodes.endpoint} ({kind})"),
        ("interface to it", f"{name or '?'} ({address}); gloo and nccl will listen there"),
    ]
    if is_local_address(nodes.host):
        for port in (nodes.port, nodes.check_port):
            ok = _port_is_free(nodes.host, port)
            rows.append((f"port {port}", "free" if ok else "BUSY: pick another --rdzv-endpoint"))
    else:
        rows.append(("store host", f"{nodes.host} (another node; it opens the ports)"))
    return rows


def _port_is_free(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


def allreduce_check(run: Any, elements: int) -> dict[str, Any]:
    """On every rank: all-reduce ones and check the sum; time it; say where each rank ran."""
    tensor = torch.ones(elements, device=run.device)
    dist.all_reduce(tensor)  # warm-up: connections are made on first use
    tensor.fill_(1)
    if run.device.type == "cuda":
        torch.cuda.synchronize(run.device)
    start = time.perf_counter()
    dist.all_reduce(tensor)
    if run.device.type == "cuda":
        torch.cuda.synchronize(run.device)
    seconds = time.perf_counter() - start
    ok = bool(torch.all(tensor == run.world_size))
    where = run.gather(f"{socket.gethostname()}:{run.device}")
    return {
        "ok": ok,
        "seconds": seconds,
        "world_size": run.world_size,
        "ranks": where,
        "backend": dist.get_backend(),
    }


def doctor(devices_wanted: str, accelerator: str, nodes: Nodes) -> int:
    nodes = clusters.detect().job_nodes(nodes)
    sections = [("software", software()), ("devices", devices()), ("network", network(nodes))]
    for title, rows in sections:
        print(title)
        for key, value in rows:
            print(f"  {key:<26}{value}")
    plan = plan_devices(devices_wanted, accelerator)
    print(f"all-reduce across the job ({plan.count} process(es) on this node)")
    sys.stdout.flush()
    try:
        result = launch(
            allreduce_check,
            1 << 20,
            devices=devices_wanted,
            accelerator=accelerator,
            strategy="ddp",
            nodes=nodes,
        )
    except (JobFailed, UsageError) as error:
        print(f"  FAILED: {error}")
        return 1
    if not result["ok"]:
        print("  FAILED: the all-reduce returned a wrong sum")
        return 1
    print(
        f"  ok: {result['world_size']} rank(s) over {result['backend']}, 4 MiB in "
        f"{result['seconds'] * 1e3:.1f} ms; ranks: {', '.join(result['ranks'])}"
    )
    return 0
