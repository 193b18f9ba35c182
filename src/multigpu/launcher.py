"""`launch(fn)`: run a training function on every device.

Three ways a script can be started, one code path for the user:
- plain `python train.py`: we start one process per device with torch's elastic launcher
  (`torch.distributed.launcher.api.elastic_launch`, what torchrun runs), rendezvous on localhost
  with a free port;
- under `torchrun` / `multigpu launch` (RANK, WORLD_SIZE, ... in the environment): this process
  is already one of the workers, so `fn` runs here;
- one process is enough (strategy `single`, or one device): `fn` runs here, no port needed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, MutableMapping
from pathlib import Path
from typing import Any

from torch.distributed.elastic.multiprocessing.api import SignalException
from torch.distributed.elastic.multiprocessing.errors import ChildFailedError, record
from torch.distributed.launcher.api import LaunchConfig, elastic_launch

from . import slurm
from .comm.hooks import SYNC_METHODS
from .devices import cuda_count, plan_devices, prepare_agent_environment, threads_per_process
from .errors import Interrupted, JobFailed, UsageError
from .nodes import (
    DEFAULT_RDZV_TIMEOUT_S,
    NodeSpec,
    nodes_for_launch,
    prepare_node,
    route_interface,
)
from .precision import precision_class
from .run import DEFAULT_TIMEOUT_S, RankInfo, Run, RunOptions
from .strategies import strategy_class


def launch(
    fn: Callable[..., Any],
    *args: Any,
    devices: int | str = "auto",
    strategy: str = "ddp",
    accelerator: str = "auto",
    max_restarts: int = 0,
    timeout: float = DEFAULT_TIMEOUT_S,
    precision: str = "fp32",
    sync_batchnorm: bool = False,
    output_device: int = 0,
    sync: str = "allreduce",
    ddp_options: dict[str, Any] | None = None,
    nnodes: int | str = 1,
    node_rank: int | None = None,
    rdzv_endpoint: str | None = None,
    rdzv_id: str | None = None,
    rdzv_timeout: float = DEFAULT_RDZV_TIMEOUT_S,
) -> Any:
    """Call `fn(run, *args)` in one process per device and return rank 0's result (on other
    nodes: this node's first process's result).

    Started with plain `python`, call this under `if __name__ == "__main__":`: the workers import
    the script again to find `fn`. Several machines: run the same call on each with `nnodes`,
    `rdzv_endpoint` (and `node_rank` for fixed membership); under SLURM's srun they come from
    SLURM's variables.
    """
    _accept_legacy_local_rank(sys.argv)
    step = slurm.read_step(os.environ) if not started_by_launcher() else None
    if step is not None and step.tasks > 1 and not step.one_task_per_node:
        os.environ.update(step.rank_environment())  # srun started every rank: run in place
    # Inside a launched worker the launcher has placed this process already.
    in_worker = started_by_launcher()
    nodes = (
        None
        if in_worker
        else nodes_for_launch(nnodes, node_rank, rdzv_endpoint, rdzv_id, rdzv_timeout)
    )
    kind = strategy_class(strategy)
    multiprocess = kind.multiprocess
    precision_class(precision)  # fail here, not in every worker
    if kind.runs_backward and precision == "fp16":
        raise UsageError(
            f"strategy {strategy!r} runs backward itself: fp16 loss scaling cannot apply"
        )
    if sync not in SYNC_METHODS:
        raise UsageError(f"unknown sync method {sync!r}; choose one of {', '.join(SYNC_METHODS)}")
    if sync not in kind.sync_methods:
        raise UsageError(
            f"--sync {sync} needs strategy 'ddp'; {strategy!r} can use: "
            + ", ".join(kind.sync_methods)
        )
    if timeout <= 0:
        raise UsageError(f"timeout must be positive, not {timeout}")
    # What every path shares; each adds where it runs and how many threads it gets.
    common = RunOptions(
        strategy=strategy,
        timeout_s=timeout,
        precision=precision,
        sync_batchnorm=sync_batchnorm,
        sync=sync,
        ddp_options=ddp_options,
    )

    if in_worker:
        ranks = RankInfo.from_env()
        if not multiprocess and ranks.world_size > 1:
            raise UsageError(
                f"strategy {strategy!r} runs in one process, but WORLD_SIZE={ranks.world_size}"
            )
        options = dataclasses.replace(
            common,
            device_type=_launched_device_type(accelerator, ranks.local_world_size),
            threads_per_process=threads_per_process(ranks.local_world_size),
        )
        # `record` writes the error where torch elastic's agent reads it, so the agent can
        # report this rank's exception rather than only its exit code.
        return record(run_worker)(options, fn, args)

    if not multiprocess and not kind.multi_device and devices not in ("auto", 1, "1"):
        raise UsageError(f"strategy {strategy!r} uses one device; drop --devices or pick 'ddp'")
    plan = plan_devices(1 if not (multiprocess or kind.multi_device) else devices, accelerator)
    if not multiprocess:  # one process drives plan.processes devices (or the CPU)
        count = plan.processes if plan.device_type == "cuda" else 1
        if not 0 <= output_device < count:
            raise UsageError(f"output device {output_device} is not one of the {count} device(s)")
        options = dataclasses.replace(
            common,
            device_type=plan.device_type,
            threads_per_process=plan.threads_per_process * plan.processes,
            devices=count,
            output_device=output_device,
        )
        return run_worker(options, fn, args)
    options = dataclasses.replace(
        common, device_type=plan.device_type, threads_per_process=plan.threads_per_process
    )
    if nodes is None and plan.processes == 1:
        return run_worker(options, fn, args)
    prepare_node(nodes, plan.processes)
    return _spawn(options, plan.processes, max_restarts, fn, args, nodes)


def started_by_launcher() -> bool:
    """True inside a worker started by torchrun, `multigpu launch` or our own spawn."""
    return "RANK" in os.environ and "WORLD_SIZE" in os.environ


def run_worker(options: RunOptions, fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """The body of every worker: set up the process group, run `fn`, always tear down."""
    run = Run(options, RankInfo.from_env())
    try:
        run.start()
        return fn(run, *args)
    except BaseException as error:
        if options.failure_dir:
            _write_failure_note(Path(options.failure_dir), run.rank, error)
        raise
    finally:
        run.close()


def _spawn(
    options: RunOptions,
    processes: int,
    max_restarts: int,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    nodes: NodeSpec | None = None,
) -> Any:
    prepare_agent_environment(options.threads_per_process)
    if nodes is None:  # one node: workers meet at localhost; port 0 lets the store pick a free one
        rendezvous: dict[str, Any] = dict(
            min_nodes=1, max_nodes=1, run_id=f"multigpu-{uuid.uuid4().hex[:8]}",
            rdzv_backend="c10d", rdzv_endpoint="localhost:0", local_addr="localhost",
        )  # fmt: skip
    else:
        rendezvous = dict(
            min_nodes=nodes.min_nodes, max_nodes=nodes.max_nodes, run_id=nodes.rdzv_id,
            rdzv_backend="static" if nodes.static else "c10d", rdzv_endpoint=nodes.endpoint,
            rdzv_configs=nodes.rdzv_configs(), local_addr=route_interface(nodes.host)[1],
        )  # fmt: skip
    config = LaunchConfig(
        nproc_per_node=processes,
        max_restarts=max_restarts,
        monitor_interval=0.1,
        start_method="spawn",
        **rendezvous,
    )
    with tempfile.TemporaryDirectory(prefix="multigpu-failures-") as failure_dir:
        options = dataclasses.replace(options, failure_dir=failure_dir)
        try:
            results = elastic_launch(config, run_worker)(options, fn, args)
        except SignalException as error:  # the launcher itself got SIGINT/SIGTERM
            raise Interrupted(int(error.sigval)) from None
        except ChildFailedError as error:
            note = _first_failure_note(Path(failure_dir))
            if note and note.get("signal"):  # a worker stopped cleanly on a signal
                raise Interrupted(note["signal"], note.get("detail", "")) from None
            raise JobFailed(
                f"rank {note['rank']} failed: {note['error']}" if note else describe_failure(error)
            ) from None
    return results[min(results)]  # global rank 0, or this node's first rank


def _write_failure_note(folder: Path, rank: int, error: BaseException) -> None:
    note = {"rank": rank, "time": time.time(), "error": f"{type(error).__name__}: {error}"}
    if isinstance(error, Interrupted):
        note.update(signal=error.signum, detail=error.detail)
    with contextlib.suppress(OSError):
        (folder / f"rank-{rank}.json").write_text(json.dumps(note))


def _first_failure_note(folder: Path) -> dict[str, Any] | None:
    notes = []
    for path in folder.glob("rank-*.json"):
        with contextlib.suppress(OSError, ValueError):
            notes.append(json.loads(path.read_text()))
    return min(notes, key=lambda note: note["time"]) if notes else None


def describe_failure(error: ChildFailedError) -> str:
    """'rank 1 failed: ValueError: boom' from the first failure the agent observed."""
    rank, failure = error.get_first_failure()
    message = failure.message
    if isinstance(message, dict):
        message = message.get("message", "")
    lines = [line for line in str(message).strip().splitlines() if line.strip()]
    if lines:
        return f"rank {rank} failed: {lines[-1].strip()}"
    return f"rank {rank} failed with exit code {failure.exitcode}"


def _accept_legacy_local_rank(
    argv: list[str], environ: MutableMapping[str, str] = os.environ
) -> None:
    """`python -m torch.distributed.launch` passes --local_rank=N (or --local-rank=N)."""
    for i, arg in enumerate(argv):
        for flag in ("--local_rank", "--local-rank"):
            if arg.startswith(flag + "="):
                environ.setdefault("LOCAL_RANK", arg.split("=", 1)[1])
            elif arg == flag and i + 1 < len(argv):
                environ.setdefault("LOCAL_RANK", argv[i + 1])


def _launched_device_type(accelerator: str, local_world_size: int) -> str:
    if accelerator == "cpu":
        return "cpu"
    gpus = cuda_count()
    if gpus == 0:
        if accelerator == "cuda":
            raise UsageError("accelerator 'cuda' asked for, but no CUDA GPU is visible")
        return "cpu"
    if local_world_size > gpus:
        raise UsageError(
            f"{local_world_size} processes on this node, but only {gpus} GPU(s) visible"
        )
    return "cuda"
