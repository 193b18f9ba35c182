"""Record which sample indices every rank sees per epoch; rank 0 writes them as JSON.

usage: sampling.py OUT.json DEVICES
"""

import json
import sys

import torch
import torch.distributed as dist
from torch.utils.data import TensorDataset

import multigpu

SAMPLES, BATCH, EPOCHS = 23, 4, 3


def main(run: multigpu.Run, out: str) -> None:
    data = TensorDataset(torch.arange(SAMPLES))
    report = {"world_size": run.world_size}
    for drop_last in (False, True):
        loader = run.loader(data, batch_size=BATCH, shuffle=True, drop_last=drop_last, seed=1)
        mean = run.metric()
        epochs = []
        for _ in run.epochs(EPOCHS):
            seen, real = [], []
            for (index,) in loader:
                seen += index.tolist()
                real += loader.drop_padding(index).tolist()
                mean.update(loader.drop_padding(index.double()))
            per_rank = [None] * run.world_size
            dist.all_gather_object(per_rank, {"seen": seen, "real": real})
            epochs.append(per_rank)
        run._loaders.remove(loader)  # the next variant gets its own epochs
        report[f"drop_last={drop_last}"] = {"epochs": epochs, "mean": mean.compute()}
    if run.is_main:
        with open(out, "w") as f:
            json.dump(report, f)


if __name__ == "__main__":
    multigpu.launch(main, sys.argv[1], devices=sys.argv[2], accelerator="cpu")
