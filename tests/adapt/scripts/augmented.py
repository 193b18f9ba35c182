"""An image classifier in float32 as tutorials write one: a data set that crops and flips each
image at random in `__getitem__`, a small convolutional network, Adam, a loss summed over the
batch (as the VAE and super-resolution examples sum theirs). `--no-seed` seeds nothing, as most
tutorials; `--wrong-weight` is a planted fault: rank 1 doubles its loss. `--workers N` loads in N
worker processes; `--plain` neither crops nor flips; `--torchvision` flips with torchvision's
`RandomHorizontalFlip` (a module: called while loading, not in a forward of the model).

    augmented.py OUT [--no-seed] [--wrong-weight] [--workers N] [--plain] [--torchvision]
"""

import argparse
import os

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, Dataset
from torchvision import transforms

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--no-seed", action="store_true")
parser.add_argument("--wrong-weight", action="store_true")
parser.add_argument("--workers", type=int, default=0)
parser.add_argument("--plain", action="store_true")
parser.add_argument("--torchvision", action="store_true")
args = parser.parse_args()

pictures = torch.rand(64, 3, 10, 10, generator=torch.Generator().manual_seed(1))
classes = (pictures[:, 0].mean(dim=(1, 2)) > 0.5).long()


class Cropped(Dataset):
    def __len__(self):
        return len(pictures)

    def __getitem__(self, index):
        if args.plain:
            return pictures[index, :, 1:9, 1:9], classes[index]
        top, left = torch.randint(0, 3, (2,)).tolist()
        image = pictures[index, :, top : top + 8, left : left + 8]
        if args.torchvision:
            image = transforms.RandomHorizontalFlip()(image)
        elif torch.rand(()) < 0.5:
            image = image.flip(-1)
        return image, classes[index]


if not args.no_seed:
    torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Flatten(), nn.Linear(8 * 6 * 6, 2))
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
loader = DataLoader(Cropped(), batch_size=32, shuffle=True, num_workers=args.workers)
weight = 2.0 if args.wrong_weight and os.environ.get("RANK") == "1" else 1.0
for _epoch in range(2):
    for images, labels in loader:
        loss = weight * F.cross_entropy(model(images), labels, reduction="sum")
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
torch.save(model.state_dict(), args.out)
