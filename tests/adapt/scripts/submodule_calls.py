"""An autoencoder trained through its parts (`model.decoder(model.encoder(x))`): the model's own
forward is never called, so a wrapper around it (DDP) would see no forward and average nothing.
With --data-parallel the model is wrapped in nn.DataParallel all the same and used through
`.module`. With --tied the input, centred by the decoder's bias, is encoded by the decoder's
own weight (tied, as sparse autoencoders often are): a parameter the graph saves before its
module's first forward."""

import sys

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)


class AutoEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(8, 3), nn.Tanh())
        self.decoder = nn.Linear(3, 8)


model = AutoEncoder()
parallel = "--data-parallel" in sys.argv
if parallel:
    model = nn.DataParallel(model)
net = model.module if parallel else model
batch = int(sys.argv[sys.argv.index("--batch-size") + 1]) if "--batch-size" in sys.argv else 16
loader = DataLoader(TensorDataset(torch.randn(64, 8)), batch_size=batch, shuffle=True)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _epoch in range(2):
    for (x,) in loader:
        if "--tied" in sys.argv:
            codes = torch.tanh((x - net.decoder.bias) @ net.decoder.weight)
        else:
            codes = net.encoder(x)
        loss = nn.functional.mse_loss(net.decoder(codes), x)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
torch.save(net.state_dict(), sys.argv[1])
