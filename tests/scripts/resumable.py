"""A job with dropout that checkpoints, resumes, and records which samples each rank trained on.

usage: resumable.py FOLDER [--devices N] [--strategy S] [--every K] [--stop-at K]
Writes FOLDER/final.pt and FOLDER/loaded.pt (the weights just loaded; rank 0), and
FOLDER/seen-<attempt>-<rank>.json ({epoch: [indices]}).
"""

import argparse
import json
import os
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import TensorDataset

import multigpu
from multigpu.core.checkpoint import candidates

SAMPLES, BATCH, EPOCHS = 45, 3, 2


def main(run: multigpu.Run, args: argparse.Namespace) -> None:
    folder = Path(args.folder)
    gen = torch.Generator().manual_seed(0)
    data = TensorDataset(
        torch.arange(SAMPLES),
        torch.randn(SAMPLES, 6, generator=gen),
        torch.randint(0, 3, (SAMPLES,), generator=gen),
    )
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(6, 32), nn.ReLU(), nn.Dropout(0.3), nn.Linear(32, 3))
    optimizer = torch.optim.Adam(net.parameters(), lr=0.01)
    net, optimizer = run.setup(net, optimizer)
    loader = run.loader(data, batch_size=BATCH, seed=5)
    state = {"model": net, "optimizer": optimizer, "loader": loader}
    step = 0
    if latest := next(iter(candidates(folder)), None):
        step = run.load(latest, state)["step"]
        weights = run.state_dict(net)  # what was loaded, gathered (FSDP: from the new shards)
        if run.is_main:
            torch.save(weights, folder / "loaded.pt")
    attempt = os.environ.get("TORCHELASTIC_RESTART_COUNT", "0")
    seen: dict[int, list[int]] = {}
    for epoch in run.epochs(EPOCHS):
        for index, x, y in loader:
            run.backward(F.cross_entropy(net(x), y))
            optimizer.step()
            optimizer.zero_grad()
            seen.setdefault(epoch, []).extend(loader.drop_padding(index).tolist())
            step += 1
            if step % args.every == 0 or step == args.stop_at:
                run.save(run.checkpoint_path(folder, step), {**state, "step": step})
            if step == args.stop_at:
                break
        else:
            continue
        break
    (folder / f"seen-{attempt}-{run.rank}.json").write_text(json.dumps(seen))
    weights = run.state_dict(net)
    if run.is_main and step != args.stop_at:
        torch.save(weights, folder / "final.pt")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--devices", default="2")
    parser.add_argument("--strategy", default="ddp")
    parser.add_argument("--every", type=int, default=1000)
    parser.add_argument("--stop-at", type=int, default=-1)
    args = parser.parse_args()
    multigpu.launch(main, args, devices=args.devices, strategy=args.strategy, accelerator="cpu")
