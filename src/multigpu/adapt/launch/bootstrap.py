"""The worker of `multigpu run`: `python -m multigpu.adapt.launch.bootstrap [-m] SCRIPT ARGS...`.

It gives every rank the same random state, installs the adapters and runs the script as
`__main__` with its own arguments; the process group is joined when first needed. A failure is
reported the way every multigpu worker reports one (the first failing rank, in one line, its
traceback once).
"""

from __future__ import annotations

import gc
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

import torch

from ...core.errors import DEBUG, Stopped, UsageError
from ...core.gloo_chatter import quiet_gloo_groups
from ...core.patches import in_force, torchscript_compiles_torchs_own
from ...core.process_exit import run_then_end
from ...core.ranks import RankInfo
from ...hang.watch import HangWatch
from ...launcher.worker import exec_script, from_script
from ...strategies.fsdp import Sharded
from ..averaging.batchnorm import BatchNormPolicy
from ..averaging.gradients import GradientAveraging, replace_data_parallel
from ..averaging.losses import LossForms
from ..averaging.renormed_rows import RenormedRows
from ..data.feed_timing import FeedTiming
from ..data.sharded_loaders import ShardedLoaders
from ..data.shares import Shares
from ..data.unsplit import UnsplitData
from ..devices import held
from ..devices.one_device import CudaOnCpu, pin_gpu
from ..devices.same_start import SameStart
from ..devices.sharding import ShardOnMove
from ..output.path_view import PathView
from ..output.shared_files import SharedFiles
from ..output.tracking_stores import RankZeroTracking
from ..output.values import GlobalLossValues
from ..plan.measure_step import SecondStepMemory
from ..verify.checks import StepChecks, VerifyDone
from ..verify.keyed import KeyedDraws
from ..verify.randomness import RandomnessOff
from ..verify.samples import SeededSamples, SeedWatch
from ..verify.slice_shapes import SliceShapes
from ..verify.split_run import SplitForwards
from ..worker.own_group import OwnProcessGroup
from ..worker.session import Session, one_line_warnings
from .handover import AdaptOptions
from .hints import explained


def main(argv: list[str]) -> None:
    module = argv[:1] == ["-m"]
    target, *script_args = argv[1:] if module else argv
    options = AdaptOptions.from_environment()
    ranks = RankInfo.from_env()
    if options.device_type == "cuda":
        device = pin_gpu(options.gpus, ranks.local_rank, options.hide_other_gpus)
    else:
        os.environ["CUDA_VISIBLE_DEVICES"] = ""  # a GPU machine told --accelerator cpu
        device = torch.device("cpu")
    session = Session(options, ranks, device)
    checks = StepChecks(session, torch.save)
    watch = _watch_for_hangs(ranks, options)
    feed = FeedTiming(session) if options.feed_dir else None
    shares = Shares(session.replicas)
    remove: Callable[[], None] = lambda: None  # noqa: E731
    try:
        _share_random_state(session)
        if options.plan_out:  # a measurement: the script's own output is not the job's
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (lives as long as the process)
        remove = _install(session, ranks, checks, shares, target, feed)
        if not options.plan_out:
            _announce(session, target)
        if os.environ.get(DEBUG):
            _list_patches(session)
        namespace = exec_script(target, script_args, module)
        _refused_earlier(session)
        _ended(session, checks, feed)  # while the script's objects live (`namespace`)
        del namespace
    except VerifyDone:
        if session.refusal is not None:
            remove()
            _failed(session, _caught(session.refusal), target, shares)
    except SystemExit as exit_:
        if session.refusal is not None:  # caught by the script, which then ended, failed or not
            remove()  # (hydra's runner turns any error into exit 1, a DPR trainer of batch p)
            _failed(session, _caught(session.refusal), target, shares)
        elif exit_.code in (None, 0):  # the script ended itself (sys.exit(0)): as a return
            _ended(session, checks, feed)  # its objects live in the exit's frames
        else:
            remove()  # the failure is reported with torch's own functions
            _failed(session, exit_, target, shares)
    except BaseException as error:
        said = tuple(note for note in (ask() for ask in session.at_stop) if note)
        remove()
        if session.refusal is not None and isinstance(error, Exception):
            error = _refused_first(session.refusal, error)
        _failed(session, error, target, shares, said)
    finally:
        # Collect the script's objects (its namespace is a reference cycle) while Python is
        # whole: a DDP it left alive keeps the process group's gloo threads running into the
        # interpreter's shutdown, where one that frees a tensor aborts the process
        # ("terminate called without an active exception", 1 run in 4 to 10 under load).
        gc.collect()
        if watch is not None:
            watch.stop()
        session.patches.restore()  # all of it, newest first
        session.close()


def _refused_earlier(session: Session) -> None:
    """The script ran to its end past a refusal it caught: the run ends with it."""
    if session.refusal is not None:
        raise _caught(session.refusal)


def _refused_first(refusal: UsageError, error: Exception) -> UsageError:
    """The stop, where the script stopped on an error of its own after a refusal (a `finally`
    that closes what the refused start never made): the refusal, naming the other."""
    if isinstance(error, UsageError):  # the refusal itself, as raised (or another's)
        return error
    return UsageError(
        f"{refusal} (the script then stopped on an error of its own: "
        f"{type(error).__name__}: {error})"
    )


def _caught(refusal: UsageError) -> UsageError:
    return UsageError(f"{refusal} (refused as it started; the script caught that and went on)")


def _ended(session: Session, checks: StepChecks, feed: FeedTiming | None) -> None:
    """The script's run is over: its last checks (its weights, for --verify), what each rank
    held, the input-wait figures."""
    for end in session.at_end:
        end()
    checks.finish()
    if session.distributed:
        held.report(session, checks.optimizers)
    if feed is not None:
        feed.write(session.options.feed_dir)


def _watch_for_hangs(ranks: RankInfo, options: AdaptOptions) -> HangWatch | None:
    """Hang reports go to the working folder (the script's outputs are its own business); on
    a later start of the workers (--max-restarts), rank 0 first says why."""
    if ranks.world_size < 2:
        return None
    from ...launcher import agent, orphans, restarts  # only now: elastic's modules cost start-up

    orphans.end_with_agent()
    restarts.started(exchange=False)  # the script makes its process group, or none
    return agent.watch_for_hangs(ranks.rank, ranks.world_size, options.timeout_s, Path.cwd())


def _install(
    session: Session,
    ranks: RankInfo,
    checks: StepChecks,
    shares: Shares,
    target: str,
    feed: FeedTiming | None,
) -> Callable[[], None]:
    """The adapters, on the session's one stack. What outlasts a script's own process group
    goes first (the CPU stand-in for CUDA, the guards of processes and process groups, the step
    count, rank 0's line ends, one-line warnings); a hand-over undoes the rest, newest first.
    Returns what hands over."""
    options, patches = session.options, session.patches
    torchscript_compiles_torchs_own(patches)  # before the wrappers it sees past
    if session.device.type == "cpu":
        CudaOnCpu(patches).install()
    if session.rank == 0:
        session.line_ends.install(patches)
    one_line_warnings(patches)
    checks.install()

    def hand_over() -> None:
        patches.restore(to=handed_over_from)
        checks.hand_over()  # what it installs now lasts until the end

    OwnProcessGroup(session, target, hand_over).install()
    handed_over_from = patches.mark()
    losses = LossForms(session, shares)
    per_device = options.batch == "per-device"
    loaders = ShardedLoaders(session, shares, per_device, balanced=options.sync_batchnorm)
    checks.horizon.fed_by_loader = lambda: loaders.training_passes > 0
    checks.horizon.whole_steps_only = loaders.steps.whole_only
    replace_data_parallel(session, patches)
    gradients = GradientAveraging(session, shares, losses)
    checks.trained = gradients.trained
    loaders.backwards = lambda: gradients.generation
    view = PathView(session)
    adapters = [
        SameStart(session, gradients.started),
        losses,
        gradients,
        RenormedRows(session),
        BatchNormPolicy(session, options.sync_batchnorm, shares, per_device),
        loaders,
        GlobalLossValues(session, shares, losses, loaders.state),
        UnsplitData(session, loaders),
        view,
        SharedFiles(session, view, paced=lambda: loaders.training_passes > 0),
        RankZeroTracking(session),
    ]
    # A sharding method shards the model where it moves (after gradients: its clipping wraps
    # theirs).
    if isinstance(session.strategy, Sharded) and session.distributed:  # fsdp, hsdp; tp
        adapters.append(ShardOnMove(session, session.strategy, gradients.window))
    if options.plan_out:
        measure = SecondStepMemory(session, shares, options.plan_out, options.plan_checkpointed)
        adapters.append(measure)
    if options.verify_steps:
        off = RandomnessOff(session)
        adapters += [
            KeyedDraws(session, shares, off.in_forward),  # under off's swaps: theirs call it
            off,
            SeededSamples(
                session, reverse_batches=options.verify_perturb and not options.verify_split
            ),
            SeedWatch(session),
        ]
    if options.verify_steps and session.distributed:
        shapes = SliceShapes(session, shares)
        checks.slices_apart = shapes.apart
        adapters.append(shapes)
    if options.verify_split:
        split = SplitForwards(session, shares, options.verify_split)
        checks.split_forwards = lambda: split.split
        adapters.append(split)
    if feed is not None:  # after the sharding: it times what this rank iterates
        adapters.append(feed)
    for adapter in adapters:
        adapter.install()
    return hand_over


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
    norm = "; batch norm statistics over the global batch" if session.options.sync_batchnorm else ""
    session.say(f"{target} on {devices}{norm}")
    if n > 1:
        session.say(
            "the loss the script reads while training (.item(), float() or .tolist() of the "
            "loss tensor itself, which autograd still tracks) is the global batch's; a detached "
            "copy (loss.detach(), loss.data), a printed tensor and the other values it prints "
            "per training step are rank 0's (its slice of each batch) unless it reduces across "
            "ranks; evaluation passes over a DataLoader run whole, so their numbers are one "
            "process's"
        )


def _list_patches(session: Session) -> None:
    """--debug: what was swapped in torch and Python under the script, and why."""
    lines = in_force()
    session.say(f"--debug: {len(lines)} attributes swapped under the script:")
    for line in lines:
        session.say(f"  {line}")


def _failed(
    session: Session,
    error: BaseException,
    target: str,
    shares: Shares,
    said: tuple[str, ...] = (),
) -> None:
    """The rank's failure, reported with torch's own functions; `said`: what the run did that
    explains it (Session.at_stop)."""
    sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
    from ...launcher import agent  # only now: torch elastic's modules cost start-up time

    error.__traceback__ = from_script(error.__traceback__, target)
    if isinstance(error, Exception) and not isinstance(error, (UsageError, Stopped)):
        explained(error, shares.split, said)
    if agent.worker_failed(session.rank, error):
        raise SystemExit(getattr(error, "exit_code", 1)) from None
    raise error


if __name__ == "__main__":
    with quiet_gloo_groups():  # torch 2.10's gloo prints a line per group it connects
        run_then_end(lambda: main(sys.argv[1:]))
