"""A loop that logs its run to MLflow as scripts do: the store named in the script, one run,
its parameters and a metric per step; with --autolog, MLflow's PyTorch autologging on too
(it patches TensorBoard's writer classes). Usage: mlflow_logged.py STORE_URI [--autolog]"""

import sys

import mlflow
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

mlflow.set_tracking_uri(sys.argv[1])
if "--autolog" in sys.argv:
    import mlflow.pytorch

    mlflow.pytorch.autolog(log_models=False)
torch.manual_seed(0)
loader = DataLoader(TensorDataset(torch.randn(32, 4), torch.randn(32, 1)), batch_size=8)
model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
with mlflow.start_run():
    mlflow.log_param("lr", 0.1)
    for step, (x, y) in enumerate(loader):
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        mlflow.log_metric("loss", loss.item(), step=step)
