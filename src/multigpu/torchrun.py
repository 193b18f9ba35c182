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


def torchrun_args(
    script: str,
    script_args: list[str],
    *,
    nproc_per_node: int,
    max_restarts: int = 0,
    module: bool = False,
) -> list[str]:
    """The torchrun command line for one node: c10d rendezvous on localhost, port chosen free."""
    args = [
        "--standalone",
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
) -> None:
    if not module and not Path(script).is_file():
        raise UsageError(f"no such script: {script}")
    if max_restarts < 0:
        raise UsageError("--max-restarts must be 0 or more")
    plan = plan_devices(devices, accelerator)
    prepare_agent_environment(plan.threads_per_process)
    args = torchrun_args(
        script,
        script_args,
        nproc_per_node=plan.processes,
        max_restarts=max_restarts,
        module=module,
    )
    try:
        torchrun.run(torchrun.parse_args(args))
    except SignalException as error:
        raise Interrupted(int(error.sigval)) from None
    except ChildFailedError as error:
        raise JobFailed(describe_failure(error)) from None
