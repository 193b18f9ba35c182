"""`launch(fn)`: run a training function on every device.

Three ways a script can be started, one code path for the user:
- plain `python train.py`: we start one process per device with torch's elastic agent (what
  torchrun runs, see agent.py), rendezvous on localhost with a free port;
- under `torchrun`, `multigpu launch` or srun (RANK, WORLD_SIZE, ... in the environment): this
  process is already one of the workers, so `fn` runs here;
- one process is enough (strategy `single` or `dp`, or one device): `fn` runs here, no port
  needed.
"""

from __future__ import annotations

import gc
import os
import random
import signal
import sys
from collections.abc import Callable, MutableMapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import torch.distributed as dist
from torch.distributed.elastic.multiprocessing.errors import record

from ..api.options import RunOptions
from ..api.run import Run
from ..core.collectives import DEFAULT_TIMEOUT_S
from ..core.errors import UsageError
from ..core.gloo_chatter import quiet_gloo_groups
from ..core.ranks import RankInfo
from ..hang.check import CollectiveCheck
from ..strategies import Strategy, resolve
from . import agent, clusters, orphans, restarts
from .devices import launched_device_type, plan_devices, threads_per_process
from .nodes import Nodes


def launch(
    fn: Callable[..., Any],
    *args: Any,
    devices: int | str = "auto",
    strategy: str | Strategy | None = None,
    accelerator: str = "auto",
    precision: str = "fp32",
    on_nan: str = "stop",
    loggers: Sequence[str] = (),
    log_dir: str = "runs/latest",
    nodes: Nodes | None = None,
    max_restarts: int | None = None,
    timeout: float = DEFAULT_TIMEOUT_S,
    check_collectives: bool = False,
    compile: bool = False,
    **degrees: int,
) -> Any:
    """Call `fn(run, *args)` in one process per device and return rank 0's result (on other
    nodes: this node's first process's result).

    `strategy`: a name ("ddp", "fsdp", ...) or a strategy object with its options
    (`DDP(bucket_mb=50, sync="ring")`); or, in its place, the layout's degrees as keywords
    (`dp_shard=2, tp=2`, one of them -1 for the rest), which name the method (ddp where none is
    given), as `--dp-shard 2 --tp 2` does on the command line; `on_nan`: "stop", "skip" or
    "ignore" (core/guard.py); `loggers`: any of "csv", "tensorboard", "mlflow", writing into
    `log_dir`. From a script, call this under `if __name__ == "__main__":` (spawned workers
    import the script again). Several machines: the same call on each, with `nodes=Nodes(...)`,
    or SLURM's variables.
    `max_restarts`: how often torch elastic may start the workers again after a failure
    (default: 3 where `nodes` lets machines come and go, `nnodes="MIN:MAX"`, else 0); a later
    start finds `run.restarted` true, and resumes with `run.load_newest(folder, state)`.
    A wait past `timeout` seconds ends the job with a hang report (hang/); `check_collectives`
    has the ranks agree on every collective before it runs (a debug mode). `compile`:
    torch.compile every model `run.setup` wraps, each repeated block in its place in the
    method's transforms (regional compilation), else the whole model.
    """
    method = resolve(strategy, **degrees)
    agent.check_restarts(max_restarts)
    options = RunOptions(
        strategy=method,
        timeout_s=timeout,
        precision=precision,
        on_nan=on_nan,
        loggers=tuple(loggers),
        log_dir=log_dir,
        check_collectives=check_collectives,
        compile=compile,
    )  # RunOptions checks itself
    _accept_legacy_local_rank(sys.argv)
    # Where a scheduler started one task per device (srun, mpirun, jsrun), each runs in place.
    clusters.detect().place_task(os.environ)
    if started_by_launcher():
        return _in_launched_worker(options, accelerator, fn, args)
    return _start_workers(options, fn, args, devices, accelerator, nodes, max_restarts)


def _start_workers(
    options: RunOptions,
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    devices: int | str,
    accelerator: str,
    nodes: Nodes | None,
    max_restarts: int | None,
) -> Any:
    """One process per device of the plan (or `fn` here, where one is enough); rank 0's result
    (on other nodes: this node's first process's result)."""
    method = options.strategy
    nodes = clusters.detect().job_nodes(nodes or Nodes())
    plan = plan_devices(method.device_request(devices), accelerator)
    layout = method.layout(plan.device_type, plan.count, plan.threads_per_device)
    method.check_machines(nodes.min_nodes, plan.count)
    method.check_device_type(plan.device_type)
    options = replace(
        options,
        device_type=plan.device_type,
        devices_per_process=layout.devices_per_process,
        threads_per_process=layout.threads_per_process,
    )
    if layout.processes == 1 and not nodes.several:
        return worker_main(options, fn, args)
    method = start_method(forkable=plan.device_type == "cpu" and layout.threads_per_process == 1)
    if method == "fork":
        gc.collect()  # an earlier job's leftovers (a gloo group) go here, where their threads are
    results = agent.start(
        worker_main if method == "spawn" else forked_worker_main,
        (options, fn, args),
        processes=layout.processes,
        threads_per_process=layout.threads_per_process,
        nodes=nodes,
        max_restarts=max_restarts,
        start_method=method,
    )
    return results[min(results)]  # global rank 0, or this node's first rank


def start_method(forkable: bool = False) -> str:
    """Spawn, whose workers import the script again to find `fn`; fork where there is no
    script to import (a notebook or an interactive session), as Accelerate's and Fabric's
    notebook launchers do, and where the workers are CPU processes of one thread each
    (`forkable`): a forked worker starts about 4 s sooner, the time a spawned one takes to
    import torch again. A forked worker cannot use a CUDA context its parent made, nor start
    OpenMP threads once its parent has (their pool is not in the copy: it hangs), nor run
    backward once autograd's worker threads run here (an FSDP job in this process starts them,
    on CPU too: torch refuses in the copy)."""
    threads = _autograd_threads_started()
    if hasattr(sys.modules["__main__"], "__file__") and (not forkable or threads):
        return "spawn"
    import torch

    if threads or (torch.cuda.is_initialized() and not forkable):
        what, it = (
            ("autograd's worker threads run", "them") if threads else ("CUDA was initialised", "it")
        )
        raise UsageError(
            f"{what} in this notebook before multigpu.launch, and the workers it forks cannot "
            f"use {it}: restart the kernel and call multigpu.launch before anything touches the "
            "GPU (.cuda(), torch.cuda.*) or trains with FSDP here"
        )
    return "fork"


def _autograd_threads_started() -> bool:
    """torch's autograd engine has started its worker threads (named pt_autograd_N) here."""
    tasks = Path("/proc/self/task")
    try:
        return any(
            (task / "comm").read_text().startswith("pt_autograd_") for task in tasks.iterdir()
        )
    except OSError:  # not Linux, or a thread that ended while we looked
        return False


def forked_worker_main(options: RunOptions, fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """A forked worker starts as a spawned one would: one thread before any work, the default
    signal handlers (not the agent's, which raise in its own loop), and Python's and NumPy's
    random streams drawn afresh, not the launcher's, which every rank would share. What it
    inherited is never collected in it: a gloo group left from an earlier job in the launching
    process would wait for ever in its destructor for threads the copy does not have."""
    gc.freeze()
    import torch

    torch.set_num_threads(options.threads_per_process)
    for number in (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2):
        signal.signal(number, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    random.seed()
    if (numpy := sys.modules.get("numpy")) is not None:
        numpy.random.seed()
    return worker_main(options, fn, args)


def _in_launched_worker(
    options: RunOptions, accelerator: str, fn: Callable[..., Any], args: tuple[Any, ...]
) -> Any:
    """Run `fn` in this process, which a launcher (torchrun, srun, ours) has placed already."""
    ranks = RankInfo.from_env()
    options.strategy.check_world_size(ranks.world_size)
    options = replace(
        options,
        device_type=launched_device_type(accelerator, ranks.local_world_size),
        threads_per_process=threads_per_process(ranks.local_world_size),
    )
    # `record` writes the error where torch elastic's agent reads it, so the agent can
    # report this rank's exception rather than only its exit code.
    return record(worker_main)(options, fn, args)


def started_by_launcher() -> bool:
    """True inside a worker started by torchrun, `multigpu launch` or our own spawn, or placed
    as one rank by its scheduler."""
    return clusters.detect().is_rank


def worker_main(options: RunOptions, fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """The body of every worker: set up the process group, run `fn`, always tear down."""
    with quiet_gloo_groups():
        return _worker_body(options, fn, args)


def _worker_body(options: RunOptions, fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    run = Run(options, RankInfo.from_env())
    watch = check = None
    try:
        run.start()
        orphans.end_with_agent()
        restarts.started()  # on a later start of the workers: says how and why
        watch = agent.watch_for_hangs(
            run.rank,
            run.world_size,
            options.timeout_s,
            Path(options.log_dir),
            step=lambda: run.tracker.step,
        )
        if watch is not None and run.is_main and options.loggers:
            watch.add_sink(run.tracker.log_artifact)  # a hang report, as the run's artifact
        if options.check_collectives and dist.is_initialized():
            check = CollectiveCheck(dist.group.WORLD)
            check.install()
        result = fn(run, *args)
        run.guard.check()  # a job never ends as a success after a non-finite loss
        if (verdict := run.input_verdict()) is not None:
            run.print(f"multigpu: {verdict.line}")
        return result
    except BaseException as error:
        # Under our agent: it reports, in one line (and a later start says at which step).
        if agent.worker_failed(run.rank, error, run.tracker.step):
            raise SystemExit(getattr(error, "exit_code", 1)) from None
        raise
    finally:
        if watch is not None:
            watch.stop()
        if check is not None and dist.is_initialized():
            check.remove()
        run.close()


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
