"""Training on a fixed global batch, in float64, recording the samples of every global batch.

usage: global_batch.py FOLDER DEVICES [--save-after K] [--resume CHECKPOINT] [--limit L]
Writes FOLDER/weights.pt (rank 0), FOLDER/seen.json (per optimizer step, the sorted indices of
every rank's samples) and FOLDER/plan.txt; with --save-after, FOLDER/checkpoint.pt after step K
(and goes on to the end).
"""

import argparse
import json
from pathlib import Path

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch.utils.data import TensorDataset

import multigpu

# 53 samples in global batches of 10: the last of each epoch holds 3, fewer than the pieces.
SAMPLES, GLOBAL_BATCH, EPOCHS = 53, 10, 2


def problem(samples: int) -> tuple[TensorDataset, torch.nn.Module, torch.optim.Optimizer]:
    """The same float64 regression every time: the data (inputs, targets, index), a model,
    its optimizer."""
    gen = torch.Generator().manual_seed(0)
    inputs = torch.randn(samples, 6, generator=gen, dtype=torch.float64)
    data = TensorDataset(inputs, inputs.sum(1, keepdim=True).sin(), torch.arange(samples))
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(6, 8), torch.nn.Tanh(), torch.nn.Linear(8, 1))
    optimizer = torch.optim.SGD(model.double().parameters(), lr=0.1, momentum=0.9)
    return data, model, optimizer


def main(run: multigpu.Run, args: argparse.Namespace) -> None:
    folder = Path(args.folder)
    data, model, optimizer = problem(SAMPLES)
    model, optimizer = run.setup(model, optimizer)
    loader = run.loader(data, args.limit, global_batch_size=GLOBAL_BATCH)
    state = {"model": model, "optimizer": optimizer, "loader": loader}
    if args.resume:
        run.load(args.resume, state)
    seen: list[list[int]] = []
    mine: list[int] = []
    for _ in run.epochs(EPOCHS):
        for x, y, index in loader:
            with run.no_sync(model, enabled=not loader.ends_step):
                run.backward(F.mse_loss(model(x), y) * loader.weight)
            mine += loader.drop_padding(index).tolist()
            if not loader.ends_step:
                continue
            optimizer.step()
            optimizer.zero_grad()
            seen.append(sorted(everyone(run, mine)))
            mine = []
            if len(seen) == args.save_after:
                run.save(folder / "checkpoint.pt", state)
    _finish(run, model, folder, seen, loader)


def everyone(run: multigpu.Run, values: list[int]) -> list[int]:
    """Every rank's values, in rank order."""
    if run.world_size == 1:
        return values
    gathered: list = [None] * run.world_size
    dist.all_gather_object(gathered, values)
    return [value for part in gathered for value in part]


def _finish(run, model, folder: Path, seen, loader) -> None:
    weights = run.state_dict(model)
    if run.is_main:
        torch.save(weights, folder / "weights.pt")
        (folder / "seen.json").write_text(json.dumps(seen))
        (folder / "plan.txt").write_text(loader.describe())


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("devices", type=int)
    parser.add_argument("--save-after", type=int, default=0)
    parser.add_argument("--resume")
    parser.add_argument("--limit", type=int, default=2)  # each device: 2 samples at a time
    args = parser.parse_args()
    multigpu.launch(main, args, devices=args.devices, accelerator="cpu")
