"""A training script that logs its model's graph to TensorBoard before it trains, as the
TensorBoard tutorials do: `SummaryWriter.add_graph` traces the model with `torch.jit.trace`,
so its first forward runs inside a trace (float64: equal means equal to rounding). With
--export it exports the model with `torch.export` first instead, as a script that checks its
model can be deployed does.

RUNS_FOLDER "-" gives the writer no folder, so it takes its default (`runs/` and the time), and
the script saves its settings there unless the folder exists, as SimCLR's `save_config_file`
does. Under `multigpu run` its ranks reach the writer a second apart (a slow rank), so each
would name another folder by its clock.

Usage: graph_logged.py OUT.pt RUNS_FOLDER [--export]"""

import os
import sys
import time

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.tensorboard import SummaryWriter

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
inputs = torch.randn(64, 8)
targets = (inputs[:, 0] > inputs[:, 1]).long()
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 2))
loader = DataLoader(TensorDataset(inputs, targets), batch_size=16, shuffle=True)

if sys.argv[2] == "-":
    time.sleep(1.1 * int(os.environ.get("RANK", "0")))
    writer = SummaryWriter()
    if not os.path.exists(writer.log_dir):  # never, in one process: the writer made it
        os.makedirs(writer.log_dir)
        with open(os.path.join(writer.log_dir, "settings.txt"), "w") as settings:
            settings.write("lr 0.1\n")
else:
    writer = SummaryWriter(sys.argv[2])
if "--export" in sys.argv:
    torch.export.export(model, (next(iter(loader))[0],))
else:
    writer.add_graph(model, next(iter(loader))[0])
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(2):
    for x, y in loader:
        loss = F.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        writer.add_scalar("loss", loss.item(), epoch)
writer.close()
torch.save(model.state_dict(), sys.argv[1])
