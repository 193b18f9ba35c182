"""`multigpu launch`: start a script under torch's own launcher, `torch.distributed.run`.

We only translate our options into torchrun's and pick defaults (devices from this machine,
a free port on localhost); torch elastic starts, watches and restarts the workers.
"""

from __future__ import annotations

from pathlib import Path

from torch.distributed import run as torchrun
from torch.distributed.elastic.multiprocessing.api import SignalException
from torch.distributed.elastic.multiprocessing.errors import ChildFailedError

from .devices import plan_devices, prepare_agent_environment
from .errors import Interrupted, JobFailed, UsageError
from .launcher import describe_failure
from .nodes import (
    DEFAULT_RDZV_TIMEOUT_S,
    NodeSpec,
    nodes_for_launch,
    prepare_node,
    route_interface,
)


def torchrun_args(
    script: str,
    script_args: list[str],
    *,
    nproc_per_node: int,
    max_restarts: int = 0,
    module: bool = False,
    nodes: NodeSpec | None = None,
) -> list[str]:
    """The torchrun command line. One node: c10d rendezvous on localhost, port chosen free.
    Several: torch's static (node rank given) or c10d rendezvous at the endpoint."""
    if nodes is None:
        rendezvous = ["--standalone"]
    else:
        conf = ",".join(f"{k}={int(v) if isinstance(v, bool) else v}"
                        for k, v in nodes.rdzv_configs().items() if k != "rank")  # fmt: skip
        rendezvous = [
            f"--nnodes={nodes.min_nodes}:{nodes.max_nodes}",
            f"--rdzv-backend={'static' if nodes.static else 'c10d'}",
            f"--rdzv-endpoint={nodes.endpoint}",
            f"--rdzv-id={nodes.rdzv_id}",
            f"--rdzv-conf={conf}",
            f"--local-addr={route_interface(nodes.host, nodes.port)[1]}",
        ]
        if nodes.static:
            rendezvous.append(f"--node-rank={nodes.node_rank}")
    args = [
        *rendezvous,
        f"--nproc-per-node={nproc_per_node}",
        f"--max-restarts={max_restarts}",
        "--monitor-interval=0.1",
    ]
    if module:
        args.append("--module")
    return [*args, script, *script_args]


def launch_script(
    script: str,
    script_args: list[str],
    *,
    devices: int | str = "auto",
    accelerator: str = "auto",
    max_restarts: int = 0,
    module: bool = False,
    nnodes: int | str = 1,
    node_rank: int | None = None,
    rdzv_endpoint: str | None = None,
    rdzv_id: str | None = None,
    rdzv_timeout: float = DEFAULT_RDZV_TIMEOUT_S,
) -> None:
    if not module and not Path(script).is_file():
        raise UsageError(f"no such script: {script}")
    if max_restarts < 0:
        raise UsageError("--max-restarts must be 0 or more")
    nodes = nodes_for_launch(nnodes, node_rank, rdzv_endpoint, rdzv_id, rdzv_timeout)
    plan = plan_devices(devices, accelerator)
    prepare_agent_environment(plan.threads_per_process)
    prepare_node(nodes, plan.processes)
    args = torchrun_args(
        script,
        script_args,
        nproc_per_node=plan.processes,
        max_restarts=max_restarts,
        module=module,
        nodes=nodes,
    )
    try:
        torchrun.run(torchrun.parse_args(args))
    except SignalException as error:
        raise Interrupted(int(error.sigval)) from None
    except ChildFailedError as error:
        raise JobFailed(describe_failure(error)) from None
