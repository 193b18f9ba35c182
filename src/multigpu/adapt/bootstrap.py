"""The worker of `multigpu run`: `python -m multigpu.adapt.bootstrap [-m] SCRIPT ARGS...`.

It gives every rank the same random state, installs the adapters and runs the script as
`__main__` with its own arguments; the process group is joined when first needed. A failure is
reported the way every multigpu worker reports one (the first failing rank, in one line, its
traceback once).
"""

from __future__ import annotations

import contextlib
import os
import random
import runpy
import sys
import types
from pathlib import Path

import torch

from ..core.options import RankInfo
from .batchnorm import BatchNormPolicy
from .checks import StepChecks, VerifyDone
from .data import ShardedLoaders
from .devices import CudaOnCpu, pin_gpu
from .files import SharedFiles
from .gradients import GradientSync, Shares, replace_data_parallel
from .options import AdaptOptions
from .session import Session, one_line_warnings


def main(argv: list[str]) -> None:
    module = argv[:1] == ["-m"]
    target, *script_args = argv[1:] if module else argv
    options = AdaptOptions.from_environment()
    ranks = RankInfo.from_env()
    if options.device_type == "cuda":
        device = pin_gpu(options.gpus, ranks.local_rank)
    else:
        os.environ["CUDA_VISIBLE_DEVICES"] = ""  # a GPU machine told --accelerator cpu
        device = torch.device("cpu")
    session = Session(options, ranks, device)
    save = torch.save
    checks = StepChecks(session, save)
    try:
        _share_random_state(session)
        mode = _install(session, checks)
        _announce(session, target)
        with mode:
            _run(target, script_args, module)
        checks.finish()
    except VerifyDone:
        pass
    except SystemExit as exit_:
        if exit_.code not in (None, 0):
            _failed(session, exit_, target)
    except BaseException as error:
        _failed(session, error, target)
    finally:
        session.close()


def _install(session: Session, checks: StepChecks) -> contextlib.AbstractContextManager:
    options = session.options
    shares = Shares(session.world_size)
    replace_data_parallel(session)
    GradientSync(session, shares).install()
    BatchNormPolicy(session, options.sync_batchnorm).install()
    per_device = options.batch == "per-device"
    ShardedLoaders(session, shares, per_device, balanced=options.sync_batchnorm).install()
    SharedFiles(session).install()
    checks.install()
    one_line_warnings()
    return CudaOnCpu() if session.device.type == "cpu" else contextlib.nullcontext()


def _share_random_state(session: Session) -> None:
    """Every rank starts from the same random state (torch's, Python's and NumPy's), seeded
    from the job's id: no message needed, and a new state for every job."""
    seed = session.job_seed()
    if seed is None:
        return
    torch.manual_seed(seed)
    random.seed(seed)
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed(seed % 2**32)


def _announce(session: Session, target: str) -> None:
    n = session.world_size
    kind = "CUDA GPU" if session.device.type == "cuda" else "CPU process"
    devices = f"{n} {kind}{'es' if kind.endswith('s') and n > 1 else 's' if n > 1 else ''}"
    if session.options.batch == "global":
        batch = f"a DataLoader's batch_size is the global batch, split over {devices}"
    else:
        batch = f"a DataLoader's batch_size is per device (the global batch is {n} times it)"
    norm = "over the global batch" if session.options.sync_batchnorm else "per device"
    session.say(f"{target} on {devices}; {batch}; batch norm statistics {norm}")


def _run(target: str, script_args: list[str], module: bool) -> None:
    if module:
        sys.argv = [target, *script_args]
        runpy.run_module(target, run_name="__main__", alter_sys=True)
        return
    path = Path(target).resolve()
    sys.argv = [target, *script_args]
    sys.path.insert(0, str(path.parent))  # as `python script.py` does
    runpy.run_path(str(path), run_name="__main__")


def _failed(session: Session, error: BaseException, target: str) -> None:
    sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
    error.__traceback__ = _from_script(error.__traceback__, target)
    from ..launch import agent  # only now: torch elastic's modules cost start-up time

    if agent.worker_failed(session.rank, error):
        raise SystemExit(getattr(error, "exit_code", 1)) from None
    raise error


def _from_script(tb: types.TracebackType | None, target: str) -> types.TracebackType | None:
    """The traceback from the script's first frame on (the bootstrap's and runpy's are noise)."""
    name = Path(target).name
    current = tb
    while current is not None and Path(current.tb_frame.f_code.co_filename).name != name:
        current = current.tb_next
    return current or tb


if __name__ == "__main__":
    main(sys.argv[1:])
