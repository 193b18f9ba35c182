"""The main job, `multigpu train`: a model on the handwritten digits, written as a plain loop.

This file is also the example of the API: everything multigpu adds is a `run.` call.
"""

from __future__ import annotations

import csv
import json
import statistics
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

import torch
import torch.distributed as dist
import torch.nn.functional as F

from . import checkpoint, datasets
from .config import TrainConfig
from .errors import Interrupted, UsageError
from .files import ensure_writable_dir, write_atomic
from .images import normalize
from .launcher import launch
from .memory import format_table
from .models import build_model, model_spec
from .run import Run
from .signals import StopSignals
from .strategies.ddp import ddp_keywords

METRIC_COLUMNS = ["epoch", "train_loss", "test_accuracy", "samples_per_s", "epoch_time_s"]


def run_training(config: TrainConfig) -> dict[str, Any]:
    """Start the job on every device; returns rank 0's summary."""
    ensure_writable_dir(config.out)
    if config.resume not in ("", "auto"):
        try:
            checkpoint.verify(config.resume)
        except checkpoint.CheckpointError as error:
            raise UsageError(f"cannot resume: {error}") from None
    asynchronous = config.sync == "async"
    if asynchronous:
        from .train_async import async_train_worker
    return launch(
        async_train_worker if asynchronous else train_worker,
        config,
        devices=config.devices,
        strategy=config.strategy,
        accelerator=config.accelerator,
        timeout=config.timeout,
        precision=config.precision,
        sync_batchnorm=config.sync_batchnorm,
        output_device=config.output_device,
        sync="allreduce" if asynchronous else config.sync,
        ddp_options=ddp_keywords(
            config.bucket_mb, config.gradient_as_bucket_view, config.static_graph
        ),
        nnodes=config.nnodes,
        node_rank=config.node_rank,
        rdzv_endpoint=config.rdzv_endpoint,
        rdzv_id=config.rdzv_id,
        rdzv_timeout=config.rdzv_timeout,
    )


def load_data(config: TrainConfig) -> tuple[datasets.Split, torch.nn.Module]:
    """The digits and a digits model, or the user's image folder and a model sized for it."""
    if not config.data:
        return datasets.digits(), build_model(config.model)
    spec = model_spec(config.model)
    data = datasets.image_folder(config.data, spec.image_size, seed=config.seed)
    return data, spec.build(classes=data.classes, channels=3)


def train_worker(run: Run, config: TrainConfig) -> dict[str, Any]:
    started = time.perf_counter()
    torch.manual_seed(config.seed)
    data, model = load_data(config)
    if config.channels_last:
        model = model.to(memory_format=torch.channels_last)
    optimizer = torch.optim.Adam(model.parameters(), lr=config.lr)
    model, optimizer = run.setup(model, optimizer, loss=torch.nn.CrossEntropyLoss())
    if config.compile:
        model = torch.compile(model)
    train_loader = run.loader(
        data.train, config.batch_size, shuffle=True, seed=config.seed, num_workers=config.workers
    )
    test_loader = run.loader(
        data.test, config.batch_size, shuffle=False, num_workers=config.workers
    )
    steps_per_epoch = -(-len(train_loader) // config.accumulate)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(
        optimizer, T_max=config.epochs * steps_per_epoch
    )
    run.print(
        f"{config.model} with {config.strategy} on {run.world_size} x {run.device.type}: "
        + describe_batches(run, train_loader, config.accumulate)
    )

    folder = Path(config.out) / "checkpoints"
    state = {
        "model": model,
        "optimizer": optimizer,
        "scheduler": scheduler,
        "precision": run.precision,  # the fp16 grad scaler's state
        "loader": train_loader,
    }
    step, history = 0, []
    resume_from = checkpoint.choose_resume(config.resume, folder, report=run.print)
    if resume_from:
        saved = run.load(resume_from, state)
        step, history = int(saved.get("step", 0)), list(saved.get("history", []))
        run.print(f"resumed from {resume_from} at step {step}")

    saved_at = -1

    def save() -> Path:
        nonlocal saved_at
        path = folder / checkpoint.checkpoint_name(step, run.strategy.sharded)
        if saved_at != step:
            extra = {"step": step, "history": history, "config": asdict(config)}
            run.save(path, {**state, **extra})
            if run.is_main:
                checkpoint.prune(folder, config.keep)
            saved_at = step
        return path

    finished = True
    with StopSignals() as signals:
        for epoch in run.epochs(config.epochs):
            model.train()
            train_loss = run.metric()
            epoch_start = time.perf_counter()
            batches = run.progress(train_loader, desc=f"epoch {epoch + 1}", leave=False)
            sizes = train_loader.batch_sizes()
            for i, (images, labels) in enumerate(batches):
                images = prepare_images(images, config)
                # Gradient accumulation: the loss of each micro-batch is divided by the samples
                # of its whole group, so K micro-batches of b equal one batch of K*b; gradients
                # are synchronized across ranks only on the group's last micro-batch.
                first = i - i % config.accumulate
                group = sizes[first : first + config.accumulate]
                last_micro = i == first + len(group) - 1
                with run.no_sync(model, enabled=not last_micro):
                    if run.strategy.computes_loss:  # dp-balanced, pipeline: model(x, y) -> loss
                        mean_loss = model(images, labels)
                        loss_sum = mean_loss * len(labels)
                        train_loss.update(mean_loss.item(), weight=len(labels))
                    else:
                        losses = F.cross_entropy(model(images), labels, reduction="none")
                        loss_sum = losses.sum()
                        train_loss.update(train_loader.drop_padding(losses))
                    run.backward(loss_sum / sum(group))
                if not last_micro:
                    continue
                if config.clip_grad:
                    run.clip_gradients(model, optimizer, config.clip_grad)
                optimizer.step()
                optimizer.zero_grad(set_to_none=True)
                scheduler.step()
                step += 1
                if signum := run.any_rank(signals.received):
                    path = save()
                    run.print(f"stopped at step {step}; checkpoint {path}; resume: --resume auto")
                    raise Interrupted(signum, f"checkpoint {path}")
                if step == config.max_steps and i + 1 < len(sizes):
                    finished = False  # mid-epoch; on the last batch the epoch ends first
                    break
                if config.checkpoint_every and step % config.checkpoint_every == 0:
                    save()
            if not finished:
                break
            # The slowest rank sets the pace of a synchronous job.
            elapsed = run.all_reduce(
                torch.tensor([time.perf_counter() - epoch_start]), op=dist.ReduceOp.MAX
            ).item()
            row = {
                "epoch": epoch + 1,
                "train_loss": train_loss.compute(),
                "test_accuracy": evaluate(run, model, test_loader, config),
                "samples_per_s": len(data.train) / elapsed,
                "epoch_time_s": elapsed,
            }
            history.append(row)
            save()
            run.print(
                f"epoch {row['epoch']:>3}/{config.epochs}  loss {row['train_loss']:.4f}  "
                f"test acc {row['test_accuracy']:.4f}  {row['samples_per_s']:,.0f} samples/s"
            )
            if step == config.max_steps:
                finished = epoch + 1 == config.epochs
                break
    if not finished:
        path = save()
        run.print(f"stopped after --max-steps {step}; checkpoint {path}")

    accuracy = history[-1]["test_accuracy"] if finished and history else None
    if accuracy is None:
        accuracy = evaluate(run, model, test_loader, config)
    summary = summarize(run, config, train_loader, history, step, finished, accuracy)
    summary["wall_time_s"] = time.perf_counter() - started
    summary["peak_memory"] = run.peak_memory()
    summary["traffic"] = run.traffic()
    if summary["traffic"]:
        run.print(describe_traffic(summary["traffic"]))
    run.print("peak memory per device:\n" + format_table(summary["peak_memory"]))
    if run.is_main:
        write_outputs(Path(config.out), summary, history)
        run.print(
            f"test accuracy {summary['test_accuracy']:.4f} after {step} steps, "
            f"{summary['wall_time_s']:.1f}s; wrote {Path(config.out) / 'summary.json'}"
        )
    return summary


def describe_batches(run: Run, loader: Any, accumulate: int) -> str:
    """What the batch size means for this strategy, for the opening line."""
    if run.strategy.multi_device:  # DataParallel: the loader's batch is split over the GPUs
        return f"batch {loader.batch_size} split over {run.strategy.device_count} device(s)"
    if not run.strategy.data_parallel:  # pipeline: every batch flows through all stages
        return f"batch {loader.batch_size} through {run.world_size} stages"
    return f"batch {loader.batch_size} per device, {loader.global_batch_size * accumulate} global"


def describe_traffic(reports: list[dict[str, Any]]) -> str:
    """One line per rank: bytes sent per step, and how they were obtained."""
    lines = [f"gradient sync {reports[0]['sync']} ({reports[0]['bytes_are']}), per step:"]
    for r in reports:
        lines.append(
            f"  rank {r['rank']}: sent {r['sent_bytes_per_step']:,.0f} B, received "
            f"{r['received_bytes_per_step']:,.0f} B (uncompressed theory "
            f"{r['uncompressed_theory_bytes_per_step']:,.0f} B)"
        )
    return "\n".join(lines)


def summarize(
    run: Run,
    config: TrainConfig,
    loader: Any,
    history: list[dict[str, Any]],
    steps: int,
    finished: bool,
    accuracy: float,
) -> dict[str, Any]:
    rates = [row["samples_per_s"] for row in history]
    return {
        "model": config.model,
        "strategy": config.strategy,
        "world_size": run.world_size,
        "devices": f"{run.world_size} x {run.device.type}",
        "device_type": run.device.type,
        "backend": dist.get_backend() if run.distributed else None,
        "epochs": config.epochs,
        "steps": steps,
        "finished": finished,
        "precision": config.precision,
        "accumulate": config.accumulate,
        "local_batch_size": loader.batch_size,
        "global_batch_size": loader.global_batch_size * config.accumulate,
        "test_accuracy": accuracy,
        # The median epoch: the first one also pays for starting the loader workers.
        "samples_per_s": statistics.median(rates) if rates else None,
        "torch": torch.__version__,
        "config": asdict(config),
    }


def prepare_images(images: torch.Tensor, config: TrainConfig) -> torch.Tensor:
    """Normalize the fast pipeline's uint8 batches on the device; channels-last if asked."""
    images = normalize(images)
    if config.channels_last and images.dim() == 4:
        images = images.contiguous(memory_format=torch.channels_last)
    return images


@torch.no_grad()
def evaluate(run: Run, model: torch.nn.Module, loader: Any, config: TrainConfig) -> float:
    """Accuracy over the whole test set, each image counted once across ranks."""
    model.eval()
    accuracy = run.metric()
    for images, labels in loader:
        correct = (model(prepare_images(images, config)).argmax(dim=1) == labels).float()
        accuracy.update(loader.drop_padding(correct))
    model.train()
    return accuracy.compute()


def write_outputs(out: Path, summary: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    def write_csv(f: Any) -> None:
        writer = csv.DictWriter(f, fieldnames=METRIC_COLUMNS)
        writer.writeheader()
        writer.writerows(rows)

    write_atomic(out / "summary.json", lambda f: json.dump(summary, f, indent=2))
    write_atomic(out / "metrics.csv", write_csv)
