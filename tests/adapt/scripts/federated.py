"""Federated averaging simulated in one script, as federated-learning libraries write it: a
global model copied into each client (`copy.deepcopy`), each client with its own optimizer and
its own part of the data, every client evaluated, then trained in an order drawn each round,
then the global model set to the clients' mean and copied back. The clients are copies of one
model: their weights share every name and shape. Float64.

    federated.py OUT
"""

import argparse
import copy
import random

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
args = parser.parse_args()

torch.set_default_dtype(torch.float64)
torch.manual_seed(0)
random.seed(0)
CLIENTS = 4
inputs = torch.randn(CLIENTS * 16, 6)
targets = (inputs[:, 0] > 0).long()
server = nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Linear(8, 2))
clients = [copy.deepcopy(server) for _ in range(CLIENTS)]
optimizers = [torch.optim.SGD(c.parameters(), lr=0.1) for c in clients]
parts = [
    DataLoader(TensorDataset(inputs[i::CLIENTS], targets[i::CLIENTS]), batch_size=8, shuffle=True)
    for i in range(CLIENTS)
]

for round_ in range(2):
    with torch.no_grad():  # every client's accuracy before it trains, in the clients' order
        for client, part in zip(clients, parts, strict=True):
            x, y = part.dataset.tensors
            accuracy = (client(x).argmax(1) == y).double().mean().item()
    for i in random.sample(range(CLIENTS), CLIENTS):  # trained in an order drawn each round
        for x, y in parts[i]:
            optimizers[i].zero_grad()
            F.cross_entropy(clients[i](x), y).backward()
            optimizers[i].step()
    with torch.no_grad():
        for name, weight in server.named_parameters():
            weight.copy_(torch.stack([dict(c.named_parameters())[name] for c in clients]).mean(0))
        for client in clients:
            client.load_state_dict(server.state_dict())
    print(f"round {round_}: accuracy before training {accuracy:.3f}")
torch.save(server.state_dict(), args.out)
