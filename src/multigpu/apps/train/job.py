"""The main job, `multigpu train`: a model on the handwritten digits, written as a plain loop.

This package is also the example of the API: everything multigpu adds is a `run.` call.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import torch
import torch.distributed as dist

from ...api.run import Run
from ...core import checkpoint
from ...core.errors import UsageError
from ...core.files import ensure_writable_dir
from ...core.global_batch import GlobalBatchLoader
from ...core.signals import StopSignals
from ...core.verdict import worker_advice
from ...launcher.start import launch
from ...strategies.materialize import parameters_on_meta
from .. import datasets
from ..config import TrainConfig
from ..models import build_model, model_spec
from . import records
from .checkpointer import Checkpointer, resume_path
from .loop import Progress, Trainer, evaluate
from .resumed_batch import GLOBAL_BATCH, resumed_batch


def run_training(config: TrainConfig) -> dict[str, Any]:
    """Start the job on every device; returns rank 0's summary."""
    ensure_writable_dir(config.job.out)
    if config.checkpointing.resume not in ("", "auto"):
        check_resumable(config)
    skipped_log(config).unlink(missing_ok=True)  # this run lists what it skips
    if config.parallelism.asynchronous:
        from .asynchronous import async_train_worker as worker
    else:
        worker = train_worker
    return launch(
        worker,
        config,
        devices=config.parallelism.devices,
        strategy=config.parallelism.method,
        accelerator=config.parallelism.accelerator,
        precision=config.optimization.precision,
        on_nan=config.optimization.on_nan,
        loggers=config.job.loggers(),
        log_dir=config.job.out,
        nodes=config.nodes,
        max_restarts=config.checkpointing.max_restarts,
        timeout=config.diagnostics.timeout,
        check_collectives=config.diagnostics.check_collectives,
        compile=config.optimization.compile,
    )


def check_resumable(config: TrainConfig) -> None:
    """Before any process starts: the checkpoint loads and fits this job's model (built on
    the meta device: no memory, no time)."""
    try:
        checkpoint.verify(config.checkpointing.resume)
        with torch.device("meta"):
            model = (
                build_model(config.job.model) if not config.data.folder else _folder_model(config)
            )
        expected = checkpoint.shapes_of(model.state_dict())
        checkpoint.check_fits(
            expected, checkpoint.saved_shapes(config.checkpointing.resume), "model"
        )
    except checkpoint.CheckpointError as error:
        raise UsageError(f"cannot resume: {error}") from None


def _folder_model(config: TrainConfig) -> torch.nn.Module:
    from torchvision.datasets.folder import find_classes

    root = Path(config.data.folder)
    classes, _ = find_classes(str(root / "train" if (root / "train").is_dir() else root))
    return model_spec(config.job.model).build(classes=len(classes), channels=3)


def load_data(config: TrainConfig) -> tuple[datasets.Split, torch.nn.Module]:
    """The digits and a digits model, or the user's image folder and a model sized for it."""
    spec = model_spec(config.job.model)
    if spec.causal:  # a next-token language model: the token stream the project makes
        return datasets.token_stream(spec.classes, spec.sample_shape[0]), spec.build()
    if not config.data.folder:
        return datasets.digits(), build_model(config.job.model)
    skipped = skipped_log(config) if config.data.skip_bad_images else None
    data = datasets.image_folder(
        config.data.folder, spec.image_size, config.job.seed, skipped, config.data.decode
    )
    return data, spec.build(classes=data.classes, channels=3)


def train_worker(run: Run, config: TrainConfig) -> dict[str, Any]:
    """The main job on one rank. Long on purpose: the loop reads top to bottom as a user's
    would (set up, train, evaluate, checkpoint), with bookkeeping in its own objects."""
    started = time.perf_counter()
    torch.manual_seed(config.job.seed)
    with parameters_on_meta():  # every layout: run.setup allocates what each rank holds and
        data, model = load_data(config)  # draws the model's own initialisation into it
    if config.optimization.channels_last:
        model = model.to(memory_format=torch.channels_last)
    optimizer = torch.optim.Adam(model.parameters(), lr=config.optimization.lr)
    model, optimizer = run.setup(model, optimizer, loss=torch.nn.CrossEntropyLoss())
    workers = config.data.workers
    folder = Path(config.job.out) / "checkpoints"
    resume_from = resume_path(run, folder, config.checkpointing.resume, run.restarted)
    natural = run.strategy.global_batch_size(config.data.batch_size, run.world_size)
    batch = resumed_batch(config, resume_from, natural * config.optimization.accumulate)
    train_loader = run.loader(
        data.train,
        config.data.batch_size,
        seed=config.job.seed,
        num_workers=workers,
        global_batch_size=batch.global_batch_size,
        collate_fn=data.train_collate,
    )
    test_loader = run.loader(
        data.test,
        config.data.batch_size,
        shuffle=False,
        num_workers=workers,
        collate_fn=data.test_collate,
    )
    steps_per_epoch, batches, global_batch = batch_plan(
        run, train_loader, config.optimization.accumulate
    )
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(
        optimizer, T_max=config.job.epochs * steps_per_epoch
    )
    where = f"{run.world_size} x {run.device.type}"
    run.print(f"{config.job.model} with {config.parallelism.strategy} on {where}: {batches}")
    if batch.line:
        run.print(batch.line)

    progress = Progress()
    state = {
        "model": model,
        "optimizer": optimizer,
        "scheduler": scheduler,
        "precision": run.precision,
        "loader": train_loader,
    }

    def extra() -> dict[str, Any]:
        return {
            "step": progress.step,
            "history": progress.history,
            "config": config.as_dict(),
            GLOBAL_BATCH: global_batch,
        }

    checkpoints = Checkpointer(
        run,
        folder,
        config.checkpointing.keep,
        state,
        extra,
        asynchronous=config.checkpointing.background,
    )
    if saved := checkpoints.resume(resume_from):
        progress = Progress(int(saved.get("step", 0)), list(saved.get("history", [])))
    run.log_params(config.as_dict())  # after a resume: added to the log of the run it continues
    with StopSignals(config.checkpointing.stop_signals) as signals:
        trainer = Trainer(run, config, model, optimizer, scheduler, checkpoints, signals)
        finished = train_epochs(trainer, train_loader, test_loader, len(data.train), progress)
    if not finished:
        path = checkpoints.save(progress.step)
        run.print(f"stopped after --max-steps {progress.step}; checkpoint {path}")
    checkpoints.finish()
    accuracy = progress.history[-1]["test_accuracy"] if finished and progress.history else None
    if accuracy is None:
        accuracy = evaluate(run, model, test_loader, config)
    summary = records.summarize(
        run,
        config,
        progress.history,
        progress.step,
        finished,
        accuracy,
        train_loader.batch_size,
        global_batch,
    )
    summary["step_time_s"] = trainer.step_time()
    return finish(run, model, config, summary, progress.history, started)


def _advice(config: TrainConfig, device_type: str) -> Any:
    """What to try on an input-bound job, in the command's flags."""
    decode_on_gpu = config.data.folder and config.data.decode == "cpu" and device_type == "cuda"
    return worker_advice("--workers {}", " or --decode gpu" if decode_on_gpu else "")


def batch_plan(run: Run, loader: Any, accumulate: int) -> tuple[int, str, int]:
    """Optimizer steps per epoch, how the batch is made (for the start-up line), and the global
    batch: the loader's own with --global-batch-size, else per device times devices (the
    strategy's rule) times --accumulate."""
    if isinstance(loader, GlobalBatchLoader):
        return loader.steps_per_epoch, loader.describe(), loader.global_batch_size
    global_batch = run.strategy.global_batch_size(loader.batch_size, run.world_size) * accumulate
    steps = -(-len(loader) // accumulate)
    return (
        steps,
        run.strategy.describe_batch(run.runtime, loader.batch_size, accumulate),
        global_batch,
    )


def train_epochs(
    trainer: Trainer, train_loader: Any, test_loader: Any, samples: int, progress: Progress
) -> bool:
    """Every epoch left, each followed by evaluation and a checkpoint; False when --max-steps
    stopped the job before its last epoch ended."""
    run, config = trainer.run, trainer.config
    for epoch in run.epochs(config.job.epochs):
        epoch_start = time.perf_counter()
        train_loss = trainer.epoch(train_loader, epoch, progress)
        if train_loss is None:
            return False
        # The slowest rank sets the pace of a synchronous job.
        elapsed = run.all_reduce(
            torch.tensor([time.perf_counter() - epoch_start]), op=dist.ReduceOp.MAX
        ).item()
        row = {
            "epoch": epoch + 1,
            "train_loss": train_loss.compute(),
            "test_accuracy": evaluate(run, trainer.model, test_loader, config),
            "samples_per_s": samples / elapsed,
            "epoch_time_s": elapsed,
        }
        progress.history.append(row)
        run.log({f"epoch/{key}": value for key, value in row.items()}, step=progress.step)
        trainer.checkpoints.save(progress.step)
        run.print(records.epoch_line(row, config.job.epochs))
        if progress.step == config.job.max_steps:
            return epoch + 1 == config.job.epochs
    return True


def skipped_log(config: TrainConfig) -> Path:
    """Where the loader workers of every rank name the files they skipped."""
    return Path(config.job.out) / "skipped-images.txt"


def finish(
    run: Run,
    model: torch.nn.Module,
    config: TrainConfig,
    summary: dict[str, Any],
    history: list[dict[str, Any]],
    started: float,
) -> dict[str, Any]:
    """Memory and traffic of the whole job into the summary; outputs written by rank 0."""
    summary["wall_time_s"] = time.perf_counter() - started
    summary["peak_memory"] = run.peak_memory()
    summary["traffic"] = run.traffic()
    advice = _advice(config, run.device.type)
    verdict = run.input_verdict(advice, unit="images" if config.data.folder else "samples")
    summary["input"] = verdict.as_dict() if verdict is not None else None
    summary["device_usage"] = run.device_usage()
    routing = run.routing(model)
    if routing is not None:
        for key in ("tokens_per_expert", "load_balance_loss"):
            summary["layout"][key] = {n: r[key] for n, r in routing.items() if key in r}
    if config.data.skip_bad_images:
        run.barrier("the skipped images' list")
        log = skipped_log(config)
        files = sorted(set(log.read_text().split())) if log.is_file() else []
        summary["skipped_images"] = {"count": len(files), "files": files}
        if files:
            run.print(f"skipped {len(files)} file(s) that do not decode; see summary.json")
    peak = max(row["peak_mb"] for row in summary["peak_memory"])
    run.log({"peak_memory_mib": peak, **records.usage_metrics(summary)}, step=summary["steps"])
    weights = run.state_dict(model)  # every rank: FSDP and pipeline gather here
    if run.is_main:
        out = Path(config.job.out)
        records.write_outputs(out, summary, history)
        torch.save(weights, out / "model.pt")
        for artifact in ("summary.json", "metrics.csv", "model.pt"):
            run.log_artifact(out / artifact)
        since = time.time() - summary["wall_time_s"]
        run.print(records.closing_lines(summary, out, since))
    return summary
