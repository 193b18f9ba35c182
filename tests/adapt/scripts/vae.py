"""A VAE trained as pytorch/examples' vae/main.py trains one: its loss is a functional
binary cross-entropy summed over the batch plus a KL term summed by hand. `--mean-z` uses the
mean instead of a sample (no noise: one process and N ranks can then be compared exactly);
`--numpy-z` draws the sample with NumPy, a row per sample, in the forward (PyTorch-GAN's
adversarial autoencoder; and a prior's rows with `multivariate_normal`, as another's does);
`--keyword-z` scales it by a step drawn per sample with `torch.randint(low=, high=, size=)`, as
a DDPM draws its timesteps; `--sampled-z` decodes a
sample the loop draws outside any forward through torch.distributions (`rsample`, which fills a
new tensor with `normal_`), as Pyro's guide draws its latents; `--bn` normalises the code with
batch norm; `--method-z` encodes and draws one noise for the whole batch in a method of the
model the loop calls instead of its forward (a BiLSTM-CRF's loss method draws its LSTM's
initial state so). `--hand-sum` writes the reconstruction's sum by hand (no torch.nn.functional loss
at all), `--divided` divides the summed loss by the batch's rows (`/ x.size(0)`: a mean), and
`--sgd LR` trains with SGD, whose steps scale with the gradient (Adam's hardly do)."""

import argparse

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--mean-z", action="store_true")
parser.add_argument("--numpy-z", action="store_true")
parser.add_argument("--in-place-z", action="store_true")  # noise drawn into a new tensor
parser.add_argument("--keyword-z", action="store_true")
parser.add_argument("--sampled-z", action="store_true")
parser.add_argument("--bn", action="store_true")
parser.add_argument("--method-z", action="store_true")  # drawn in a method, not the forward
parser.add_argument("--hand-sum", action="store_true")  # the reconstruction's sum by hand
parser.add_argument("--divided", action="store_true")  # the summed loss over x.size(0)
parser.add_argument("--sgd", type=float)  # SGD at this rate: a gradient's scale shows
args = parser.parse_args()

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
images = torch.rand(60, 12)


class VAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.encode = nn.Sequential(
            nn.Linear(12, 8), nn.BatchNorm1d(8) if args.bn else nn.Identity()
        )
        self.decode = nn.Linear(2, 12)
        if args.method_z:  # weights drawn in a method of the module as it is built
            self.reset_parameters()

    def reset_parameters(self):
        bound = 1 / 2**0.5
        self.decode.weight.data.uniform_(-bound, bound)

    def weights_init(self, module):  # applied after it is built, under no name torch gives
        if isinstance(module, nn.Linear):
            module.weight.data.normal_(0.0, 0.5)

    def forward(self, x):
        h = self.encode(x)
        mu, logvar = h[:, :2], h[:, 2:4]
        std = torch.exp(0.5 * logvar)
        if args.mean_z:
            z = mu
        elif args.numpy_z or args.keyword_z:  # either or both, each a row per sample
            z = mu
            if args.numpy_z:
                z = z + torch.from_numpy(np.random.normal(0, 1, (mu.size(0), 2))) * std
                # and a prior's rows, as an adversarial autoencoder draws them
                prior = np.random.multivariate_normal([0.0, 0.0], np.eye(2), (mu.size(0),))
                z = z + torch.from_numpy(prior) * std / 2
            if args.keyword_z:
                steps = torch.randint(low=1, high=1000, size=(mu.size(0), 1))
                z = z + steps / 1000 * std
        elif args.in_place_z:
            z = mu + torch.empty_like(std).normal_() * std
        else:
            z = mu + torch.randn_like(std) * std
        return torch.sigmoid(self.decode(z)), mu, logvar

    def sampled(self, x):
        h = self.encode(x)
        mu, logvar = h[:, :2], h[:, 2:4]
        z = mu + torch.randn(2) * torch.exp(0.5 * logvar)  # one draw for the whole batch
        return torch.sigmoid(self.decode(z)), mu, logvar


def loss_function(recon_x, x, mu, logvar):
    if args.hand_sum:
        bce = -(x * torch.log(recon_x) + (1 - x) * torch.log(1 - recon_x)).sum()
    else:
        bce = F.binary_cross_entropy(recon_x, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return (bce + kld) / x.size(0) if args.divided else bce + kld


model = VAE()
if args.method_z:  # and drawn again in a method of its own, applied module by module
    model.apply(model.weights_init)
if args.sgd:
    optimizer = torch.optim.SGD(model.parameters(), lr=args.sgd)
else:
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
loader = DataLoader(TensorDataset(images), batch_size=16, shuffle=True)  # 60: a last batch of 12
for epoch in range(2):
    model.train()
    train_loss = 0.0
    for (x,) in loader:
        optimizer.zero_grad()
        recon, mu, logvar = model.sampled(x) if args.method_z else model(x)
        if args.sampled_z:  # a row per sample, drawn in the loop
            z = torch.distributions.Normal(mu, torch.exp(0.5 * logvar)).rsample()
            recon = torch.sigmoid(model.decode(z))
        loss = loss_function(recon, x, mu, logvar)
        loss.backward()
        train_loss += loss.item()
        optimizer.step()
    print(f"epoch {epoch} average loss {train_loss / len(loader.dataset):.4f}")
torch.save(model.state_dict(), args.out)
