"""`Run`: what a training function gets in every process: its rank, its device, and the handful
of calls that make a plain PyTorch loop data-parallel.

A little over 400 lines, and left so: each call is the user's API with its docstring, and what
it does lives in core/ (checkpoint, data, collectives) and strategies/."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any, TypeVar, overload

import torch
import torch.distributed as dist

# Imported before any process group exists, on purpose: its first import binds `group.WORLD`
# into default arguments (DDP imports it), which would keep the world group, and gloo's threads,
# alive past destroy_process_group; freed while Python shuts down, the job that succeeded then
# aborts (SIGABRT: seen in a few runs per hundred under torchrun).
import torch.distributed.nn.functional
from torch import nn
from torch.utils.data import Dataset
from tqdm.auto import tqdm

from ..core import checkpoint
from ..core.background import BackgroundWriter
from ..core.data import DeviceLoader, build_loader
from ..core.device import cpu_cores, local_device
from ..core.errors import UsageError
from ..core.feed import FeedClock
from ..core.global_batch import GlobalBatchLoader, GlobalBatchPlan, build_global_loader
from ..core.guard import LossGuard
from ..core.job_group import JobGroup
from ..core.memory import local_peaks
from ..core.metrics import Mean
from ..core.precision import AutocastModule, Precision, precision_class
from ..core.ranks import Placement, RankInfo, placed
from ..core.tracking import Tracker
from ..core.usage import UsageSampler
from ..core.verdict import Advice, Verdict, judge, worker_advice
from ..strategies import Strategy
from ..strategies.checkpoints import restore_shards
from ..strategies.materialize import built_on_meta, check_weights
from ..strategies.runtime import Runtime
from .options import RunOptions

T = TypeVar("T")
Opt = TypeVar("Opt", bound=torch.optim.Optimizer)
_LOADER_ADVICE = worker_advice("run.loader(..., num_workers={})")


class Run:
    """One process's view of the job. Collectives are no-ops when the job has one process."""

    rank = placed("rank")
    world_size = placed("world_size")
    local_world_size = placed("local_world_size")
    device = placed("device")

    def __init__(self, options: RunOptions, ranks: RankInfo) -> None:
        self.options = options
        self.local_rank = ranks.local_rank
        self._restarts = ranks.restarts  # this node's: a node that joined later has none
        self._restarted: bool | None = None  # the job's answer, once asked
        self.placement = Placement.of(
            ranks, local_device(options.device_type, ranks.local_rank), options.devices_per_process
        )
        self.strategy: Strategy = options.strategy
        # What this worker builds for the job (its mesh, the method's wrapper), apart from
        # the strategy's options, which stay as given.
        self.runtime = Runtime(self.strategy, self.placement, options.compile)
        self.precision: Precision = precision_class(options.precision)(
            self.device.type, grad_scaler=self.strategy.grad_scaler
        )
        self.guard = LossGuard(options.on_nan, self.precision.skips_overflow)
        # Workers started again continue the job's log (rank 0's node: the one that writes it).
        self.tracker = Tracker(
            options.loggers, options.log_dir, writes=self.rank == 0, append=ranks.restarts > 0
        )
        self.timeout = timedelta(seconds=options.timeout_s)
        self.group = JobGroup(self.placement, self.timeout)  # joined at start()
        self._loaders: list[DeviceLoader | GlobalBatchLoader] = []
        self._writer = BackgroundWriter()
        self.feed = FeedClock()  # how long training passes waited for data
        self.usage = UsageSampler(self.device)
        self._verdict: tuple[Verdict | None] | None = None  # kept once asked (None is an answer)

    # -- life cycle (called by the launcher) -------------------------------------------------

    def start(self) -> None:
        torch.set_num_threads(self.options.threads_per_process)
        self.group.join()
        self.strategy.setup_environment(self.runtime)
        self.guard.group = self.group.control
        self.usage.start()

    def close(self) -> None:
        self.usage.stop()
        try:
            self._writer.wait()  # a checkpoint being written is finished, not cut off
        finally:
            self.tracker.close()
            self.runtime.teardown()  # its mesh and wrappers hold the groups
            self.group.leave()
            self.guard.group = None  # nothing of ours keeps a group alive

    # -- identity ------------------------------------------------------------------------------

    @property
    def is_main(self) -> bool:
        """True on global rank 0, the rank that prints and writes shared files."""
        return self.rank == 0

    @property
    def restarted(self) -> bool:
        """True when these workers are not the job's first: started again after a failure
        (`max_restarts`), or as the job re-formed on the machines there are now (`Nodes(nnodes=
        "MIN:MAX")`); resume then (`load_newest`). The same on every rank (a machine that just
        joined asks the others): a collective, the first time it is asked."""
        if self._restarted is None:
            self._restarted = bool(self.any_rank(self._restarts))
        return self._restarted

    @property
    def distributed(self) -> bool:
        """More than one rank (a one-rank group that a wrapper needs does not count)."""
        return self.group.distributed

    @property
    def control_group(self) -> dist.ProcessGroup | None:
        """A gloo group over every rank for small CPU messages (the world group on gloo)."""
        return self.group.control

    # -- model and optimizer --------------------------------------------------------------------

    @overload
    def setup(
        self, model: nn.Module, *, loss: nn.Module | None = None, weights: str | None = None
    ) -> nn.Module: ...
    @overload
    def setup(
        self,
        model: nn.Module,
        optimizer: Opt,
        *,
        loss: nn.Module | None = None,
        weights: str | None = None,
    ) -> tuple[nn.Module, Opt]: ...

    def setup(
        self,
        model: nn.Module,
        optimizer: Opt | None = None,
        *,
        loss: nn.Module | None = None,
        weights: str | None = None,
    ) -> Any:
        """Move the model to this rank's device and wrap it for the strategy and precision.

        The optimizer may be created before or after: `.to()` keeps parameter identity. Use the
        one returned: strategies that replace parameters by shards or stages (FSDP, pipeline)
        return a new one; with fp16, step hooks route its `step()` through the grad scaler.

        With `loss`, the model is called as `model(inputs, targets)` and returns the loss, on
        every strategy (dp-balanced and pipeline compute it themselves, so they need it);
        `model(inputs)` still returns the outputs.

        A model built on the meta device (`with torch.device("meta")`, or
        `multigpu.parameters_on_meta()` to keep its buffers real) takes no memory until the
        method has laid it out: each rank then allocates only what it holds (its shards under
        fsdp) and reads it from `weights`, a folder of safetensors files (as `save_pretrained`
        writes them), slice by slice; with no `weights`, it gives it the model's own
        initialisation, module by module (`multigpu.initialise`, which gives one process the
        same values). `weights` with a real model loads them the same way.

        Where the job compiles (`launch(compile=True)`), the transforms run in one order:
        tensor parallel, activation checkpointing, each repeated block compiled, then FSDP or
        DDP; a model with no repeated blocks is compiled whole, around every wrapper.
        """
        names = {id(p): name for name, p in model.named_parameters()}
        if built_on_meta(model) or weights is not None:
            found = check_weights(model, weights)  # before any rank allocates
            model = self.strategy.setup_from_weights(self.runtime, model, found, loss)
        else:
            model = self.strategy.setup_module(self.runtime, model, loss)
        # The device mesh a method laid out, if it has one.
        if layout := self.strategy.describe_layout(self.runtime):
            self.print(layout)
        if self.precision.dtype is not None:
            model = AutocastModule(model, self.precision)
        if optimizer is not None:
            optimizer = self.strategy.setup_optimizer(self.runtime, optimizer, model, names)
            self.precision.attach(optimizer)
            self.guard.attach(optimizer)
        if self.runtime.compile and not self.runtime.compiled_blocks:
            model = torch.compile(model)  # no blocks: the whole model, around every wrapper
        return model if optimizer is None else (model, optimizer)

    def backward(self, loss: torch.Tensor) -> None:
        """loss.backward(), scaled when the precision needs it (fp16).

        A no-op with the pipeline strategy, whose `model(inputs, targets)` ran backward already.
        """
        self.guard.watch(loss)
        self.strategy.backward(loss, self.precision)

    def clip_gradients(
        self, model: nn.Module, optimizer: torch.optim.Optimizer, max_norm: float
    ) -> torch.Tensor:
        """Clip the gradients' global norm (after unscaling fp16 gradients, across shards and
        stages); returns the norm."""
        return self.strategy.clip_gradients(
            self.runtime, model, optimizer, max_norm, self.precision
        )

    def context_parallel(self, *buffers: torch.Tensor, seq_dim: int = 1) -> Any:
        """Context manager around a training step's forward and backward: with a cp degree
        above 1, `buffers` (the tokens, the labels: batch first, sequence at `seq_dim`) are cut
        in place to this rank's part of every sequence, attention runs as a ring over the cp
        ranks, and it yields the positions of this rank's tokens (models that take
        `position_ids` are handed them). Without cp it cuts nothing and yields None."""
        if self.runtime.dims.degree("cp") == 1:
            return contextlib.nullcontext()
        from ..strategies.context import sequences_cut

        return sequences_cut(self.runtime.device_mesh()["cp"], buffers, seq_dim)

    def no_sync(self, model: nn.Module, enabled: bool = True) -> Any:
        """Context manager: accumulate gradients locally, without synchronizing them."""
        return self.strategy.no_sync(model) if enabled else contextlib.nullcontext()

    def join(self, model: nn.Module) -> Any:
        """Context manager around a loop whose ranks may run different numbers of batches.

        Ranks that run out early keep answering the others' collectives (torch's Join), so
        nobody waits for ever.
        """
        return self.strategy.join(model)

    def unwrap(self, model: nn.Module) -> nn.Module:
        return self.strategy.unwrap(model)

    def state_dict(self, model: nn.Module) -> dict[str, torch.Tensor]:
        """The full model's weights as plain tensors, without wrapper prefixes.

        Call on every rank: with FSDP it gathers the shards (complete on rank 0).
        """
        return self.strategy.full_state_dict(model)

    # -- data -----------------------------------------------------------------------------------

    def loader(
        self,
        dataset: Dataset,
        batch_size: int | None = None,
        *,
        global_batch_size: int | None = None,
        shuffle: bool = True,
        drop_last: bool = False,
        seed: int = 0,
        num_workers: int | None = None,
        collate_fn: Any = None,
    ) -> DeviceLoader | GlobalBatchLoader:
        """A loader over this rank's shard; `batch_size` is per device.

        With `global_batch_size`, the global batch stays that on any number of ranks and the
        samples of each global batch are the same: `batch_size`, if given, is then the most a
        device takes at once, and the rest is gradient accumulation (see GlobalBatchLoader).
        """
        replicas, replica = self.runtime.data_shard()
        where = dict(rank=replica, device=self.device, local_processes=self.local_world_size)
        options = dict(
            shuffle=shuffle,
            drop_last=drop_last,
            seed=seed,
            num_workers=num_workers,
            collate_fn=collate_fn,
        )
        loader: DeviceLoader | GlobalBatchLoader
        if global_batch_size is not None:
            plan = GlobalBatchPlan.derive(global_batch_size, replicas, batch_size)
            loader = build_global_loader(dataset, plan, **where, **options)
        elif batch_size is None:
            raise UsageError("run.loader needs batch_size (per device) or global_batch_size")
        else:
            loader = build_loader(dataset, batch_size, world_size=replicas, **where, **options)
        loader.clock = self.feed
        self.feed.uses_workers(loader.loader.num_workers)
        self._loaders.append(loader)
        return loader

    def epochs(self, count: int, start: int | None = None) -> Iterator[int]:
        """Epoch numbers; reshuffles every loader of this run before each epoch begins.

        After `load`, counting starts at the checkpoint's epoch (and its first loader resumes
        mid-epoch where the checkpoint was taken).
        """
        if start is None:
            resumed = [d.resume_epoch for d in self._loaders if d.resume_epoch is not None]
            start = max(resumed, default=0)
        for epoch in range(start, count):
            for loader in self._loaders:
                loader.set_epoch(epoch)
            self.guard.start_epoch(epoch)
            yield epoch

    def progress(
        self, iterable: Iterable[T], desc: str | None = None, **kwargs: Any
    ) -> Iterable[T]:
        """A progress bar on rank 0; the plain iterable elsewhere."""
        if not self.is_main:
            return iterable
        bar = tqdm(iterable, desc=desc, file=sys.stderr, dynamic_ncols=True, **kwargs)
        self.usage.watch(lambda reading: bar.set_postfix_str(reading, refresh=False))
        return bar

    # -- checkpoints ----------------------------------------------------------------------------

    def save(
        self, path: str | Path, state: Mapping[str, Any], *, asynchronous: bool = False
    ) -> None:
        """Checkpoint named things (modules, optimizers, loaders, plain values). Call on every rank.

        The strategy decides which ranks write (one file from rank 0, or shards from every
        rank); writes are atomic, and a barrier follows so that no rank goes on before the
        checkpoint is complete. `asynchronous`: written in the background from a copy in host
        memory (shards through DCP's async_save), the call returning once the copy is made;
        the next save and `wait_for_checkpoint` wait for it."""
        self.guard.check()  # after a non-finite loss, no checkpoint
        state = self.strategy.unwrapped(state)
        self.guard.refuse_nonfinite(state)
        self._writer.wait()  # one write in flight at a time, and its error raised here
        extra = {"world_size": self.world_size, "rng": self.gather(checkpoint.rng_state())}
        background = self._writer if asynchronous else None
        self.strategy.checkpoints.save(
            self.runtime, Path(path), state, extra, self.barrier, background
        )
        self.barrier("checkpoint save")

    def wait_for_checkpoint(self) -> None:
        """Until this rank's part of an asynchronous save is written (raises its error if it
        failed). Rank 0 puts every checkpoint in place, so once it returns there the
        checkpoint is on disk; follow it with `run.barrier()` where other ranks read it."""
        self._writer.wait()

    def checkpoint_path(self, folder: str | Path, step: int) -> Path:
        """Where this strategy's checkpoint of `step` goes in `folder` (a file, or a folder of
        shards)."""
        return self.strategy.checkpoints.path(Path(folder), step)

    def load(self, path: str | Path, state: Mapping[str, Any]) -> dict[str, Any]:
        """Restore every object in `state` from a checkpoint; returns the whole checkpoint dict.
        Tensors are mapped onto this rank's device; the file is read with weights_only=True."""
        self.barrier("checkpoint load")  # whoever wrote it has finished
        payload = checkpoint.read(path, map_location=self.device)
        self.tracker.continues()
        # Models and optimizers kept as shards come back resharded to this job.
        state = self.strategy.unwrapped(state)
        restored = restore_shards(Path(path), payload, state)
        rest = {k: v for k, v in state.items() if k not in restored}
        checkpoint.restore(rest, payload, Path(path), self.rank)
        return payload

    def newest_checkpoint(self, folder: str | Path) -> Path | None:
        """The newest checkpoint in `folder` that loads (a corrupt newest one is reported and
        skipped), as rank 0 sees it, on every rank; None where there is none. Collective."""
        path = checkpoint.choose_resume("auto", Path(folder), report=self.print)
        chosen = self.gather(str(path or ""))[0]
        return Path(chosen) if chosen else None

    def load_newest(self, folder: str | Path, state: Mapping[str, Any]) -> dict[str, Any] | None:
        """`load` from the newest checkpoint in `folder` that loads; the whole checkpoint dict,
        or None where `folder` holds none. Call on every rank."""
        path = self.newest_checkpoint(folder)
        return self.load(path, state) if path else None

    def input_verdict(self, advice: Advice | None = None, unit: str = "samples") -> Verdict | None:
        """Was the job input-, compute- or communication-bound, and is a rank a straggler?

        From every rank's time waiting for its loaders' batches against its steps (training
        passes of `run.loader`s) and, under DDP, DDP's own timing of the sync; None if no
        batch was timed. A collective the first time, if the job made a `run.loader`; the
        answer is kept. `advice` says what to try given the loader workers needed and the
        cores per rank.
        """
        if self._verdict is None:
            if not self._loaders:
                # No run.loader on any rank (each calls it alike): nothing to judge, and no
                # collective that a rank still inside the user's own collectives could meet.
                return None
            figures = {**self.feed.as_dict(), **(self.strategy.sync_timing(self.runtime) or {})}
            cores = max(1, cpu_cores() // self.local_world_size)
            self._verdict = (judge(self.gather(figures), advice or _LOADER_ADVICE, cores, unit),)
        return self._verdict[0]

    def device_usage(self) -> list[dict[str, Any]]:
        """Every rank's device utilisation, device memory and CPU cores over the job, mean and
        peak (a collective)."""
        return [{"rank": rank, **row} for rank, row in enumerate(self.gather(self.usage.summary()))]

    def peak_memory(self) -> list[dict[str, Any]]:
        """Peak memory of every device of the job, gathered on every rank (a collective)."""
        mine = [
            {"rank": self.rank, **row}
            for row in local_peaks(self.strategy.memory_devices(self.runtime))
        ]
        return [row for rows in self.gather(mine) for row in rows]

    def routing(self, model: nn.Module) -> dict[str, dict[str, Any]] | None:
        """With experts split over ep, per experts module: the tokens each expert was sent in
        training and the load-balance loss of that routing, over every rank (a collective,
        strategies/routing.py); None without ep."""
        if self.runtime.dims.ep == 1:
            return None
        from ..strategies.experts import experts_modules
        from ..strategies.routing import routing_totals

        found = experts_modules(self.strategy.unwrap(model))
        return routing_totals(found, copies=self.runtime.dims.degree("tp"))

    def traffic(self) -> list[dict[str, Any]]:
        """Every rank's gradient-synchronization traffic per step (a collective); [] when the
        strategy does not count it (methods other than DDP)."""
        report = self.strategy.traffic_report(self.runtime)
        return self.gather(report) if report is not None else []

    def gather(self, value: Any) -> list[Any]:
        """Every rank's `value`, in rank order (picklable objects, over the CPU control group)."""
        return self.group.gather(value)

    # -- output and collectives -----------------------------------------------------------------

    def log(self, metrics: Mapping[str, Any], step: int | None = None) -> None:
        """Record metrics (numbers, or one-element tensors) at `step` (default: one more than
        the last). Call on every rank; written once, by rank 0, to the job's loggers. Nothing
        is reduced across ranks: pass reduced values (a `run.metric()`) where it matters."""
        self.tracker.log(metrics, step)

    def log_params(self, params: Mapping[str, Any]) -> None:
        """Record the job's configuration with the loggers (rank 0)."""
        self.tracker.log_params(params)

    def log_artifact(self, path: str | Path) -> None:
        """Attach a file to the tracked run (MLflow keeps a copy; rank 0)."""
        self.tracker.log_artifact(path)

    def print(self, *args: Any, **kwargs: Any) -> None:
        """print() on rank 0 only."""
        if self.is_main:
            print(*args, **kwargs, flush=True)

    def metric(self) -> Mean:
        return Mean(self)

    def barrier(self, what: str = "barrier") -> None:
        """Wait for every rank; after the timeout, fail naming the ranks that did not come."""
        self.group.barrier(what)

    def any_rank(self, value: int) -> int:
        """The largest of every rank's `value` (e.g. "did any rank get a stop signal?").

        Cheap enough for every step: one small all-reduce on the CPU control group.
        """
        return self.group.any_rank(value)

    def sums_and_any_rank(self, sums: Sequence[float], value: int) -> tuple[list[float], int]:
        """Every rank's `sums` added up, and the largest of every rank's `value`: a step's loss
        over its global batch (sum and count) and "did any rank get a stop signal?" in one
        small collective on the CPU control group."""
        return self.group.sums_and_largest(sums, value)

    def all_reduce(
        self,
        tensor: torch.Tensor,
        op: dist.ReduceOp.RedOpType = dist.ReduceOp.SUM,
        what: str = "all-reduce",
    ) -> torch.Tensor:
        """Reduce a tensor across ranks (in place on the rank's device, returned on its own)."""
        if not self.distributed:
            return tensor
        self.barrier(what)
        on_device = tensor.to(self.device)
        dist.all_reduce(on_device, op=op)
        return on_device.to(tensor.device)
