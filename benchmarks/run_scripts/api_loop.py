"""The same model, data and global batch as hand_written_ddp.py, written with the API
(`multigpu.launch`, `run.setup`, `run.loader`, `run.backward`): the other door. Prints rank 0's
samples/s over the timed steps (with --count-steps, step_counts.py's counts too). Run with
`python api_loop.py --devices N`. `--shape` takes the idioms data_parallel_style.py takes, those
that apply to this door (functional, next, images)."""

import argparse
import json
import time

import torch
import torch.nn.functional as F
from step_counts import StepCounts
from torch import nn
from torch.utils.data import TensorDataset

import multigpu

parser = argparse.ArgumentParser()
parser.add_argument("--batch-size", type=int, default=256)  # the global batch
parser.add_argument("--steps", type=int, default=60)
parser.add_argument("--warmup", type=int, default=10)
parser.add_argument("--width", type=int, default=1024)
parser.add_argument("--inputs", type=int, default=512)
parser.add_argument("--hidden-layers", type=int, default=2)
parser.add_argument("--read-loss", action="store_true", help="a running loss, .item() each step")
parser.add_argument(
    "--count-steps", type=int, default=0, help="count ops and calls (step_counts.py)"
)
parser.add_argument("--devices", type=int, default=2)
parser.add_argument("--shape", default="", help="idioms: functional,next,images")


def mlp(inputs: int, width: int, hidden_layers: int, flatten: bool) -> nn.Module:
    layers = [nn.Flatten()] if flatten else []
    layers += [nn.Linear(inputs, width), nn.ReLU()]
    for _ in range(hidden_layers - 1):
        layers += [nn.Linear(width, width), nn.ReLU()]
    return nn.Sequential(*layers, nn.Linear(width, 10))


def main(run: multigpu.Run, args: argparse.Namespace) -> dict[str, float]:
    shape = set(filter(None, args.shape.split(",")))
    torch.manual_seed(0)
    samples = args.batch_size * (args.steps + args.warmup)
    features = (1, 28, 28) if "images" in shape else (args.inputs,)
    data = TensorDataset(torch.randn(samples, *features), torch.randint(0, 10, (samples,)))
    model = mlp(args.inputs, args.width, args.hidden_layers, "images" in shape)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    model, optimizer = run.setup(model, optimizer)
    loader = run.loader(data, batch_size=args.batch_size // run.world_size, drop_last=True)
    criterion = F.cross_entropy if "functional" in shape else nn.CrossEntropyLoss()
    running, start = 0.0, 0.0
    counts = StepCounts(args.warmup, args.count_steps)
    for _ in run.epochs(1):
        it = iter(loader)
        batches = ((s, next(it)) for s in range(len(loader))) if "next" in shape else enumerate(it)
        for step, (x, y) in batches:
            counts.at(step)
            if step == args.warmup:
                start = time.perf_counter()
            loss = criterion(model(x), y)
            optimizer.zero_grad()
            run.backward(loss)
            optimizer.step()
            if args.read_loss:  # rank-local, as the hand-written loop reads it
                running = 0.9 * running + 0.1 * loss.item()
    rate = args.batch_size * args.steps / (time.perf_counter() - start)
    return {"samples_per_s": rate, **counts.figures}


if __name__ == "__main__":
    arguments = parser.parse_args()
    accelerator = "cuda" if torch.cuda.is_available() else "cpu"
    said = multigpu.launch(
        main, arguments, devices=arguments.devices, strategy="ddp", accelerator=accelerator
    )
    print(json.dumps(said))
