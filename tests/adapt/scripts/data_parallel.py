"""A DataParallel image classifier written the way the tutorials write one: ImageFolder,
`.cuda()` everywhere, a print every few steps, a checkpoint per epoch and the previous one
loaded at the start of the next. A fixture that `multigpu run` must run unchanged (it needs
CUDA, or `multigpu run`'s CPU stand-in)."""

import argparse
from pathlib import Path

import torch
import torch.distributed as dist
import torch.nn as nn
import torch.optim as optim
from torchvision import datasets, transforms

parser = argparse.ArgumentParser()
parser.add_argument("data")
parser.add_argument("out")
parser.add_argument("--epochs", type=int, default=2)
parser.add_argument("--batch-size", type=int, default=8)
parser.add_argument("--workers", type=int, default=0)
parser.add_argument(
    "--branch",
    choices=["skip-save", "hidden-skip", "extra-step"],
    help="rank 1 skips its checkpoint (asking its rank, or not), or trains one more step",
)
args = parser.parse_args()

torch.manual_seed(0)
dataset = datasets.ImageFolder(args.data, transform=transforms.ToTensor())
loader = torch.utils.data.DataLoader(
    dataset, batch_size=args.batch_size, shuffle=True, num_workers=args.workers
)


class Net(nn.Module):
    def __init__(self, classes):
        super().__init__()
        self.conv = nn.Conv2d(3, 6, 3, padding=1)
        self.bn = nn.BatchNorm2d(6)
        self.pool = nn.AdaptiveAvgPool2d(2)
        self.fc = nn.Linear(24, classes)

    def forward(self, x):
        x = self.pool(torch.relu(self.bn(self.conv(x))))
        return self.fc(torch.flatten(x, 1))


model = Net(len(dataset.classes)).double()
if torch.cuda.device_count() > 1:
    print("Let's use", torch.cuda.device_count(), "GPUs!")
model = nn.DataParallel(model, device_ids=list(range(torch.cuda.device_count())))
model.cuda()
criterion = nn.CrossEntropyLoss().cuda()
optimizer = optim.SGD(model.parameters(), lr=0.05, momentum=0.9)

folder = Path(args.out)
if not folder.is_dir():
    folder.mkdir()

for epoch in range(args.epochs):
    if epoch > 0:
        checkpoint = torch.load(folder / f"epoch-{epoch - 1}.pt")
        model.load_state_dict(checkpoint["model_state_dict"])
        optimizer.load_state_dict(checkpoint["optimizer_state_dict"])
    model.train()
    for i, (images, labels) in enumerate(loader):
        images, labels = images.cuda().double(), labels.cuda()
        outputs = model(images)
        loss = criterion(outputs, labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if i % 2 == 0:
            print(f"epoch {epoch} step {i} loss {loss.item():.4f}")
    path = folder / f"epoch-{epoch}.pt"
    if args.branch == "skip-save" and dist.is_initialized() and dist.get_rank() > 0:
        continue  # the script's own "save on rank 0 alone", as BasicSR's @master_only
    if args.branch == "hidden-skip" and __import__("os").environb.get(b"RANK") == b"1":
        continue  # a branch on the rank the script does not ask for (as one on its data)
    path.touch()
    state = {
        "epoch": epoch,
        "model_state_dict": model.state_dict(),
        "optimizer_state_dict": optimizer.state_dict(),
    }
    torch.save(state, path)
if args.branch == "extra-step" and __import__("os").environ.get("RANK") == "1":
    criterion(model(images), labels).backward()  # waits for rank 0, which waits at the end
print("done")
