"""A script that looks at its output folder before it makes it, as many do: where
`experiment/` is there already (an earlier run's), it is archived under a name made from the
clock (BasicSR's `mkdir_and_rename`), or, with --ask, the script asks before overwriting it and
stops unless told yes (siren's). Then it makes the folder, trains a small model on a shuffled
DataLoader and saves it there.

Under `multigpu run` every rank runs these lines at about the same moment. To make the race
certain, the process that comes second (it finds the ticket taken) waits until the first has
finished with the folder (a marker on the disk) before it looks; one process takes the ticket
itself and never waits.

Usage: looks_before_making.py [--ask]  (in the folder that gets its experiment/)"""

import os
import shutil
import sys
import time

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

FOLDER = "experiment"
MARKER = ".done-with-the-folder"

try:
    os.close(os.open(".ticket", os.O_CREAT | os.O_EXCL))
except FileExistsError:  # another process came first: look once it is done with the folder
    deadline = time.time() + 30
    while not os.access(MARKER, os.F_OK) and time.time() < deadline:
        time.sleep(0.05)

if os.path.exists(FOLDER):
    if "--ask" in sys.argv:
        if input(f"{FOLDER}/ is there already: overwrite? (y/n) ") != "y":
            sys.exit("not overwritten")
        shutil.rmtree(FOLDER)
    else:
        os.rename(FOLDER, f"{FOLDER}_archived_{time.strftime('%Y%m%d_%H%M%S')}")
os.makedirs(FOLDER)
os.close(os.open(MARKER, os.O_CREAT))

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
data = TensorDataset(torch.randn(64, 6), torch.randn(64, 1))
loader = DataLoader(data, batch_size=16, shuffle=True)
model = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for x, y in loader:
    loss = nn.functional.mse_loss(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
torch.save(model.state_dict(), os.path.join(FOLDER, "model.pt"))
