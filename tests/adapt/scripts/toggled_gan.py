"""A GAN whose networks are each wrapped in `nn.DataParallel`, trained as StyleGAN's and many
GAN scripts train: `requires_grad` switched off for the network that is not trained in a
phase, the discriminator's phase first. The generator's first forward so runs with none of its
parameters requiring a gradient. Float64, the latent rows come with the data (no draw), so
N ranks must end with one process's weights. Writes both networks' state dicts to OUT."""

import argparse

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--batch-size", type=int, default=8)
args = parser.parse_args()

torch.manual_seed(0)
real = torch.randn(32, 6, dtype=torch.float64) * 0.5 + 1.0
latent = torch.randn(32, 3, dtype=torch.float64)
loader = DataLoader(TensorDataset(real, latent), batch_size=args.batch_size, shuffle=True)

generator = nn.DataParallel(nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 6)).double())
discriminator = nn.DataParallel(nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 1)).double())
device = "cuda" if torch.cuda.is_available() else "cpu"
generator, discriminator = generator.to(device), discriminator.to(device)
g_optimizer = torch.optim.Adam(generator.parameters(), lr=0.01, betas=(0.0, 0.99))
d_optimizer = torch.optim.Adam(discriminator.parameters(), lr=0.01, betas=(0.0, 0.99))


def requires_grad(model: nn.Module, flag: bool) -> None:
    for p in model.parameters():
        p.requires_grad = flag


for _epoch in range(2):
    for x, z in loader:
        x, z = x.to(device), z.to(device)
        requires_grad(generator, False)
        requires_grad(discriminator, True)
        fake = generator(z)
        d_loss = F.softplus(-discriminator(x)).mean() + F.softplus(discriminator(fake)).mean()
        d_optimizer.zero_grad()
        d_loss.backward()
        d_optimizer.step()

        requires_grad(generator, True)
        requires_grad(discriminator, False)
        g_loss = F.softplus(-discriminator(generator(z))).mean()
        g_optimizer.zero_grad()
        g_loss.backward()
        g_optimizer.step()

torch.save(
    {"generator": generator.state_dict(), "discriminator": discriminator.state_dict()}, args.out
)
