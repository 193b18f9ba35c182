"""A training script written for Lightning's Trainer: a LightningModule with `training_step`
and `configure_optimizers`, `Trainer(...).fit(model, loader)`, the weights saved after. With its
default devices (one on a CPU) multigpu run distributes the script; asked for two devices
(`--trainer-devices 2`) the Trainer distributes itself, and multigpu run hands it over at its
init_process_group. Float64: equal means equal to rounding.

Usage: trainer_fit.py OUT.pt [--batch B] [--trainer-devices N]"""

import sys

import lightning as L
import torch
from torch import nn


def option(name: str, default: str) -> str:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


class Regression(L.LightningModule):
    def __init__(self) -> None:
        super().__init__()
        self.net = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))

    def training_step(self, batch, index):
        x, y = batch
        loss = nn.functional.mse_loss(self.net(x), y)
        self.log("loss", loss, prog_bar=True)
        return loss

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=0.1)


torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
inputs = torch.randn(64, 4)
targets = inputs.sum(1, keepdim=True).sin()
data = torch.utils.data.TensorDataset(inputs, targets)
loader = torch.utils.data.DataLoader(data, batch_size=int(option("--batch", "8")))
model = Regression()
devices = option("--trainer-devices", "auto")
trainer = L.Trainer(
    max_epochs=2,
    accelerator="cpu",
    devices=int(devices) if devices.isdigit() else devices,
    precision="64-true",
    logger=False,
    enable_checkpointing=False,
    enable_progress_bar=False,
    enable_model_summary=False,
)
trainer.fit(model, loader)
if trainer.global_rank == 0:
    torch.save(model.net.state_dict(), sys.argv[1])
