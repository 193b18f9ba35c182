"""A training script written for DeepSpeed: `deepspeed.initialize` with its own data loader,
`engine.backward`, `engine.step`, the weights saved by rank 0. Run alone with python it sets the
variables the `deepspeed` launcher would; under multigpu run DeepSpeed sets up its own process
group and is handed over there. DeepSpeed reduces float32 gradients, not float64.

Usage: deepspeed_trained.py OUT.pt [--batch B]  (B: each process's micro-batch)"""

import argparse
import os

import deepspeed
import torch
from torch import nn

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--batch", type=int, default=8)
parser.add_argument("--local_rank", type=int, default=-1)  # the deepspeed launcher's
args = parser.parse_args()
for name, value in [("RANK", "0"), ("LOCAL_RANK", "0"), ("WORLD_SIZE", "1")]:
    os.environ.setdefault(name, value)
os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
os.environ.setdefault("MASTER_PORT", "29571")

torch.manual_seed(0)
torch.set_num_threads(1)  # one process sums as each rank does
inputs = torch.randn(64, 4)
data = torch.utils.data.TensorDataset(inputs, inputs.sum(1, keepdim=True))
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
config = {
    "train_micro_batch_size_per_gpu": args.batch,
    "optimizer": {"type": "SGD", "params": {"lr": 0.1}},
}
engine, _, loader, _ = deepspeed.initialize(
    model=model, model_parameters=model.parameters(), training_data=data, config=config
)
for x, y in loader:
    loss = ((engine(x.to(engine.device)) - y.to(engine.device)) ** 2).mean()
    engine.backward(loss)
    engine.step()
if engine.global_rank == 0:
    torch.save(engine.module.state_dict(), args.out)
