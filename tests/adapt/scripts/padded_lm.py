"""A causal language model on sequences of different lengths, padded, with the padding's
targets set to -100 (cross-entropy's ignore_index): the mean is over real tokens only, so each
batch's slices count different numbers of tokens. `--masked-means`: the loss is instead, step
by step in turn, a mean over the real tokens written as scripts write one by hand, each a mean
over another count on each slice: a mean squared error over the rows a mask selects
(`F.mse_loss(pred[mask], y[mask])`), a sum of the per-token losses times the mask divided by
the mask's sum, a mean of the selected per-token losses (`l[mask].mean()`), a summed
cross-entropy divided by the tokens it counted, two masked terms divided by the mask's sum
times the configured batch size (as a SASRec writes it), and two masked means added, each
divided by its own mask's sum (as a transcription model adds its onset and velocity losses):
two passes over the data, so that each form trains."""

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
masked = "--masked-means" in sys.argv
loader = DataLoader(TensorDataset(inputs, targets), batch_size=8, shuffle=True)
for x, y in (batch for _ in range(2 if masked else 1) for batch in loader):
    logits = model(x)
    flat, target = logits.view(-1, vocabulary), y.view(-1)
    mask = target != -100
    form = len(reads) % 6 if masked else None
    if form == 0:
        loss = F.mse_loss(flat[mask], F.one_hot(target[mask], vocabulary).double())
    elif form in (1, 2):
        each = F.cross_entropy(flat, target.clamp(min=0), reduction="none")
        loss = (each * mask).sum() / mask.sum() if form == 1 else each[mask].mean()
    elif form == 3:
        loss = F.cross_entropy(flat, target, reduction="sum") / mask.sum()
    elif form == 4:
        each = F.cross_entropy(flat, target.clamp(min=0), reduction="none")
        loss = (each * mask - 0.1 * each.exp() * mask).sum() / (mask.sum() * 8)
    elif form == 5:
        each = F.cross_entropy(flat, target.clamp(min=0), reduction="none")
        early = mask & (torch.arange(len(target)) % length < 3)  # 2 or 3 tokens a row
        loss = (each * mask).sum() / mask.sum() + (each.exp() * early).sum() / early.sum()
    else:
        loss = F.cross_entropy(flat, target, ignore_index=-100)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    reads.append(loss.item())  # a running loss, as scripts log it
torch.save(model.state_dict(), sys.argv[1])
if len(sys.argv) > 2 and sys.argv[2] != "--masked-means":
    with open(sys.argv[2], "w") as f:
        json.dump(reads, f)
