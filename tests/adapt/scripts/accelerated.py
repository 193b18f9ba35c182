"""A training script written for Hugging Face Accelerate: `Accelerator()`, `prepare`,
`accelerator.backward`, the model saved by the main process. Accelerate distributes it itself
(each process takes its own batches of the loader), so `multigpu run` hands it over at
Accelerate's init_process_group, as `multigpu launch` runs it. Float64: equal means equal to
rounding.

Usage: accelerated.py OUT.pt [--batch B]"""

import sys

import torch
from accelerate import Accelerator
from torch import nn

accelerator = Accelerator(cpu=not torch.cuda.is_available())
torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
batch = int(sys.argv[sys.argv.index("--batch") + 1]) if "--batch" in sys.argv else 8
inputs = torch.randn(64, 4)
targets = inputs.sum(1, keepdim=True)
data = torch.utils.data.TensorDataset(inputs, targets)
loader = torch.utils.data.DataLoader(data, batch_size=batch)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
model, optimizer, loader = accelerator.prepare(model, optimizer, loader)
for epoch in range(2):
    for x, y in loader:
        loss = ((model(x) - y) ** 2).mean()
        optimizer.zero_grad()
        accelerator.backward(loss)
        optimizer.step()
    accelerator.print(f"epoch {epoch} loss {loss.item():.6f}")
if accelerator.is_main_process:
    torch.save(accelerator.unwrap_model(model).state_dict(), sys.argv[1])
