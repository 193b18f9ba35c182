"""A script written for torchrun: its own process group, DDP, a DistributedSampler and a batch
of 4 per rank, one epoch of 16 samples (4 steps in one process, 2 on each of 2 ranks)."""

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

dist.init_process_group("gloo")
torch.manual_seed(0)
data = TensorDataset(torch.randn(16, 4).double(), torch.randn(16, 1).double())
model = DistributedDataParallel(torch.nn.Linear(4, 1).double())
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
loader = DataLoader(data, batch_size=4, sampler=DistributedSampler(data, shuffle=False))
for x, y in loader:
    loss = F.mse_loss(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
dist.destroy_process_group()
