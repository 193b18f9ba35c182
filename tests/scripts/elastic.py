"""A job whose machines come and go: float64 training on a fixed global batch that checkpoints
every few steps and, when its workers are started again, goes on from the newest checkpoint.

usage: elastic.py FOLDER [--devices N] [--hold STEP:WORLD,...] [--nnodes MIN:MAX --endpoint
HOST:PORT --rdzv-conf KEY=VALUE,...]
With --nnodes, the same command on every machine (torch's c10d rendezvous; up to 3 restarts).
At each hold (after step STEP, on WORLD ranks) rank 0 writes FOLDER/held-STEP-WORLD and waits
there, the others in the next collective, until the job is re-formed around it or the test
writes FOLDER/release-STEP-WORLD. Writes FOLDER/weights.pt and FOLDER/seen.json (rank 0): the
sorted samples of every global batch of the run that finished.
"""

import argparse
import json
import time
from pathlib import Path

import torch
import torch.nn.functional as F
from global_batch import everyone, problem

import multigpu

SAMPLES, GLOBAL_BATCH, EPOCHS, EVERY = 96, 12, 2, 4  # 16 steps, a checkpoint every 4


def main(run: multigpu.Run, args: argparse.Namespace) -> None:
    folder = Path(args.folder)
    data, model, optimizer = problem(SAMPLES)  # global_batch.py's, on more samples
    model, optimizer = run.setup(model, optimizer)
    loader = run.loader(data, 2, global_batch_size=GLOBAL_BATCH)
    state = {"model": model, "optimizer": optimizer, "loader": loader}
    seen: list[list[int]] = []
    if run.restarted and (saved := run.load_newest(folder / "checkpoints", state)):
        seen = saved["seen"]
    holds = {tuple(map(int, hold.split(":"))) for hold in filter(None, args.hold.split(","))}
    mine: list[int] = []
    for _ in run.epochs(EPOCHS):
        for x, y, index in loader:
            with run.no_sync(model, enabled=not loader.ends_step):
                loss = F.mse_loss(model(x), y) * loader.weight
                run.backward(loss)
            mine += loader.drop_padding(index).tolist()
            if not loader.ends_step:
                continue
            optimizer.step()
            optimizer.zero_grad()
            seen.append(sorted(everyone(run, mine)))
            mine = []
            run.log({"loss": loss.item()}, step=len(seen))
            if len(seen) % EVERY == 0:
                path = run.checkpoint_path(folder / "checkpoints", len(seen))
                run.save(path, {**state, "seen": seen})
            if (len(seen), run.world_size) in holds and run.is_main:
                _hold(folder, f"{len(seen)}-{run.world_size}")
    weights = run.state_dict(model)
    if run.is_main:
        torch.save(weights, folder / "weights.pt")
        (folder / "seen.json").write_text(json.dumps(seen))


def _hold(folder: Path, name: str) -> None:
    (folder / f"held-{name}").touch()
    while not (folder / f"release-{name}").exists():
        time.sleep(0.05)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--devices", type=int, default=1)
    parser.add_argument("--hold", default="")
    parser.add_argument("--nnodes", default="1")
    parser.add_argument("--endpoint", default="")
    parser.add_argument("--rdzv-conf", default="")
    args = parser.parse_args()
    nodes = multigpu.Nodes(
        nnodes=args.nnodes, rdzv_endpoint=args.endpoint, rdzv_conf=args.rdzv_conf, rdzv_timeout=60
    )
    multigpu.launch(main, args, devices=args.devices, accelerator="cpu", nodes=nodes, timeout=60)
