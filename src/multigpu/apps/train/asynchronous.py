"""`multigpu train --sync async`: the digits job with asynchronous parameter-server updates.

Rank 0 is the server (it holds the parameters and the optimizer, and evaluates); every other
rank is a worker that trains on its own shard and never waits for another worker. Compare its
metrics.csv with a synchronous run's: see docs/sync.md, "Synchronous or asynchronous".
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import torch
import torch.nn.functional as F

from ...api.run import Run
from ...comm.async_ps import ParameterServer, ServerClient
from ...core.data import build_loader
from .. import datasets
from ..config import TrainConfig
from ..models import build_model
from .records import epoch_line, summarize, write_outputs

SERVER = 0


def async_train_worker(run: Run, config: TrainConfig) -> dict[str, Any]:
    """The main job with an asynchronous parameter server, on one rank. Long on purpose: the
    server's and the workers' sides of one loop read best side by side."""
    started = time.perf_counter()
    torch.manual_seed(config.job.seed)
    data = datasets.digits()
    model = build_model(config.job.model)
    workers = [r for r in range(run.world_size) if r != SERVER]
    if run.rank != SERVER:
        _work(run, config, model, data.train, workers)
        return {}

    optimizer = torch.optim.Adam(model.parameters(), lr=config.optimization.lr)
    test_loader = build_loader(
        data.test,
        config.data.batch_size,
        rank=0,
        world_size=1,
        device=torch.device("cpu"),
        local_processes=1,
        shuffle=False,
        num_workers=0,
    )
    history: list[dict[str, Any]] = []
    epoch_start = time.perf_counter()

    def on_epoch_end(epoch: int, loss: float) -> None:
        nonlocal epoch_start
        elapsed = time.perf_counter() - epoch_start
        row = {
            "epoch": epoch + 1,
            "train_loss": loss,
            "test_accuracy": _accuracy(model, test_loader),
            "samples_per_s": len(data.train) / elapsed,
            "epoch_time_s": elapsed,
        }
        history.append(row)
        run.print(epoch_line(row, config.job.epochs))
        epoch_start = time.perf_counter()

    staleness = config.parallelism.max_staleness
    run.print(
        f"{config.job.model} asynchronous: server rank {SERVER}, {len(workers)} worker(s), "
        f"batch {config.data.batch_size} per update, staleness bound "
        f"{'none' if staleness is None else staleness}"
    )
    server = ParameterServer(model, optimizer, workers, staleness, run.control_group)
    stats = server.serve(on_epoch_end)
    accuracy = history[-1]["test_accuracy"] if history else _accuracy(model, test_loader)
    # Every update is one worker's batch.
    summary = summarize(
        run,
        config,
        history,
        stats.applied,
        True,
        accuracy,
        config.data.batch_size,
        config.data.batch_size,
    )
    summary.update(
        wall_time_s=time.perf_counter() - started,
        asynchronous=stats.summary(),
    )
    write_outputs(Path(config.job.out), summary, history)
    staleness = summary["asynchronous"]
    run.print(
        f"test accuracy {accuracy:.4f} after {stats.applied} updates ({stats.dropped} dropped); "
        f"staleness mean {staleness['staleness_mean']:.2f}, max {staleness['staleness_max']}; "
        f"wrote {Path(config.job.out) / 'summary.json'}"
    )
    return summary


def _work(run: Run, config: TrainConfig, model: Any, train: Any, workers: list[int]) -> None:
    model = model.to(run.device)
    loader = build_loader(
        train,
        config.data.batch_size,
        rank=workers.index(run.rank),
        world_size=len(workers),
        device=run.device,
        local_processes=run.local_world_size,
        shuffle=True,
        seed=config.job.seed,
        num_workers=config.data.workers,
    )
    client = ServerClient(model, SERVER, run.control_group)
    client.pull()
    for epoch in range(config.job.epochs):
        loader.set_epoch(epoch)
        for images, labels in loader:
            loss = F.cross_entropy(model(images), labels)
            loss.backward()
            client.push(loss.item(), len(labels), epoch)
            client.pull()
    client.finish()


@torch.no_grad()
def _accuracy(model: torch.nn.Module, loader: Any) -> float:
    model.eval()
    correct = total = 0
    for images, labels in loader:
        correct += (model(images).argmax(dim=1) == labels).sum().item()
        total += len(labels)
    model.train()
    return correct / total
