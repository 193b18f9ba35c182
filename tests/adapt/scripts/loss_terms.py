"""Two losses whose form only their graph tells, written as the libraries that train with them
write them. A small embedding model on 16 samples, shuffled batches of 4, SGD, float64.

- --stacked: an additive-angular-margin head's loss (a mean over the batch) and a regulariser
  of its class centres, stacked and summed (pytorch-metric-learning's
  `torch.sum(torch.stack(losses))`). On 2 ranks the stack is as long as a rank's slice (2
  rows), yet it sums terms, not samples.
- --read-then-divided: a score object's loss (fedsim's CrossEntropyScore): cross-entropy summed
  over the batch, read with .item() for its running total, then divided by the batch's rows
  for the backward (a mean).
- --per-row: a loop over the batch's samples adding one cross-entropy mean per sample, as
  knowledge-tracing scripts add one term per student (`for student in range(pred.shape[0]):
  loss += ...`): a sum over the batch, though each term is a mean.
- --two-loops: two such loops, each divided by the batch's size, then added (a lane
  detector's `bin_loss / B + inst_loss / B`): a mean over the batch.

Usage: loss_terms.py OUT.pt --stacked|--read-then-divided|--per-row|--two-loops [--one-row]"""

import sys

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
# --one-row: batches of 2, a row per rank on 2 ranks, where a sum and a mean over the rows are
# the same number and only the division by the rows (1) tells them apart.
batch = 2 if "--one-row" in sys.argv else 4
loader = DataLoader(TensorDataset(torch.randn(16, 6), torch.arange(16) % 3), batch, shuffle=True)
model = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 4))
centres = nn.Parameter(torch.randn(3, 4))
optimizer = torch.optim.SGD([*model.parameters(), centres], lr=0.1)
running = 0.0

for x, y in loader:
    if "--stacked" in sys.argv:
        cosines = F.normalize(model(x)) @ F.normalize(centres).T
        margin = torch.cos(torch.acos(cosines.clamp(-0.999, 0.999)) + 0.2 * F.one_hot(y, 3))
        arc = -(8 * margin).log_softmax(1).gather(1, y[:, None]).mean()
        regulariser = 0.1 * centres.pow(2).mean()
        loss = torch.sum(torch.stack([arc, regulariser]))
    elif "--per-row" in sys.argv:
        scores = model(x) @ centres.T
        loss = 0
        for student in range(scores.shape[0]):
            loss = loss + F.cross_entropy(scores[student], y[student])
    elif "--two-loops" in sys.argv:
        scores = model(x) @ centres.T
        fit, spread = 0, 0
        for sample in range(scores.shape[0]):
            fit = fit + F.cross_entropy(scores[sample], y[sample])
        for sample in range(scores.shape[0]):
            spread = spread + scores[sample].pow(2).mean()
        loss = fit / x.shape[0] + 0.1 * spread / x.shape[0]
    else:
        total = F.cross_entropy(model(x) @ centres.T, y, reduction="sum")
        running += total.item()
        loss = total / x.shape[0]
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print(f"running total {running:.6f}")
torch.save({"model": model.state_dict(), "centres": centres.detach()}, sys.argv[1])
