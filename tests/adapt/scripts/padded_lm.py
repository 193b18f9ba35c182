"""A causal language model on sequences of different lengths, padded, with the padding's
targets set to -100 (cross-entropy's ignore_index): the mean is over real tokens only, so each
batch's slices count different numbers of tokens. `--masked-mse`: the loss is instead a mean
squared error over the real tokens a mask selects (`pred[mask]`), as sequence regressions with
padding write it: a mean over another count of elements on each slice."""

import json
import sys

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
vocabulary, length, pad = 16, 10, 0
lengths = torch.randint(2, length + 1, (40,))
tokens = torch.randint(1, vocabulary, (40, length + 1))
real = torch.arange(length + 1) < lengths[:, None] + 1
tokens = torch.where(real, tokens, pad)
inputs = tokens[:, :-1]
targets = torch.where(real[:, 1:], tokens[:, 1:], -100)

model = nn.Sequential(nn.Embedding(vocabulary, 12), nn.Tanh(), nn.Linear(12, vocabulary))
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
reads = []
for x, y in DataLoader(TensorDataset(inputs, targets), batch_size=8, shuffle=True):
    logits = model(x)
    if "--masked-mse" in sys.argv:
        mask = y.view(-1) != -100
        chosen = F.one_hot(y.view(-1)[mask], vocabulary).double()
        loss = F.mse_loss(logits.view(-1, vocabulary)[mask], chosen)
    else:
        loss = F.cross_entropy(logits.view(-1, vocabulary), y.view(-1), ignore_index=-100)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    reads.append(loss.item())  # a running loss, as scripts log it
torch.save(model.state_dict(), sys.argv[1])
if len(sys.argv) > 2 and sys.argv[2] != "--masked-mse":
    with open(sys.argv[2], "w") as f:
        json.dump(reads, f)
