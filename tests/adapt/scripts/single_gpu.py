"""A single-GPU training script written the way the tutorials write one: a fixture that
`multigpu run` must run unchanged (float64, so that equal means equal to rounding).

Options add the variants: gradient clipping, accumulation, batch norm (or a subclass of it
with a forward of its own), a DataLoader subclass,
nn.DataParallel, a summed loss, dropout (nn.Dropout, or a mask drawn by hand with bernoulli_),
float32 with a learning rate that amplifies rounding,
batches the script slices itself, the inputs normalised by a mean and std that a pass over the
training loader computes before the model and its optimizer are made (`--normalized`), the
training batches read with next() from an iterator made before the model (`--early-iter`, as
a data iterator that cycles for ever is), a log whose name the clock and the process make
(`--stamped-log`: written, then read back, as a run's folder named by the time is; with
`--stamped-npy` NumPy writes and reads it (`np.save`, and `np.savez`'s zip archive), as
pandas' `to_csv` and `read_csv` do a table;
with `--stamped-arrow` pyarrow does, from C; with `--stamped-hdf5` h5py does, through a file
object open until closed), the training set cached in an HDF5 file before training and read
back from it (`--hdf5-cache`, as a preprocessing step that writes its features once does);
and the planted mistakes: a loss that mixes a sum with a mean, a loss term over the whole
batch, the gradient sum undone, a rank that changes its parameters alone (by a step's size, or
by rounding's once).
"""

import argparse
import datetime
import os
import tempfile

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--epochs", type=int, default=2)
parser.add_argument("--batch-size", type=int, default=16)
parser.add_argument("--clip", type=float)
parser.add_argument("--accum", type=int, default=1)
parser.add_argument("--bn", action="store_true")
parser.add_argument("--bn-act", action="store_true")  # batch norm with a forward of its own
parser.add_argument("--subclass", action="store_true")
parser.add_argument("--data-parallel", action="store_true")
parser.add_argument("--sum-loss", action="store_true")
parser.add_argument("--mixed-loss", action="store_true")
parser.add_argument("--batch-variance", action="store_true")
parser.add_argument("--dropout", action="store_true")
parser.add_argument("--hand-mask", action="store_true")  # dropout's mask drawn by hand
parser.add_argument("--sampled-units", action="store_true")  # indices drawn in the forward
parser.add_argument("--float32", action="store_true")
parser.add_argument("--lr", type=float, default=0.1)
parser.add_argument("--break-sync", action="store_true")
parser.add_argument("--diverge", action="store_true")
parser.add_argument("--rounding-apart", action="store_true")
parser.add_argument("--hand-batches", action="store_true")  # slices of the tensors: no loader
parser.add_argument("--stamped-log", action="store_true")  # a file named by time and process
parser.add_argument("--stamped-npy", action="store_true")  # the same, written by a package
parser.add_argument("--stamped-arrow", action="store_true")  # the same, from C
parser.add_argument("--stamped-hdf5", action="store_true")  # the same, through h5py's File
parser.add_argument("--hdf5-cache", action="store_true")  # the data written to HDF5, read back
parser.add_argument("--normalized", action="store_true")  # by statistics of a first pass
parser.add_argument("--early-iter", action="store_true")  # iter() before the optimizer
args = parser.parse_args()

torch.manual_seed(0)
torch.set_default_dtype(torch.float32 if args.float32 else torch.float64)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

inputs = torch.randn(100, 8)
targets = (inputs[:, 0] + inputs[:, 1] > 0).long() + (inputs[:, 2] > 1).long()
if args.hdf5_cache:  # every rank writes the same file, then reads it
    import h5py

    cache = os.path.join(os.path.dirname(os.path.abspath(args.out)), "cache.h5")
    with h5py.File(cache, "w") as f:
        f.create_dataset("inputs", data=inputs.numpy())
        f.create_dataset("targets", data=targets.numpy())
    with h5py.File(cache, "a") as f:  # then added to in place, as the file is being built
        f["count"] = len(inputs)
    with h5py.File(cache, "r") as f:
        inputs, targets = torch.from_numpy(f["inputs"][:]), torch.from_numpy(f["targets"][:])
        assert int(f["count"][()]) == len(inputs) == 100
train_set = TensorDataset(inputs[:70], targets[:70])  # 70 = 4 x 16 + 6: an uneven last batch
test_set = TensorDataset(inputs[70:], targets[70:])


class Loader(DataLoader):
    """A project's own loader class."""


train_loader = (Loader if args.subclass else DataLoader)(
    train_set, batch_size=args.batch_size, shuffle=True
)
test_loader = DataLoader(test_set, batch_size=8)
if args.hand_batches:  # the script batches its data itself: nothing splits it
    size = args.batch_size
    train_loader = [(inputs[i : i + size], targets[i : i + size]) for i in range(0, 70, size)]
mean, std = torch.zeros(8), torch.ones(8)
if args.normalized:  # the training set's mean and std, summed over its batches
    total, squares, count = torch.zeros(8), torch.zeros(8), 0
    for x, _ in train_loader:
        total, squares, count = total + x.sum(0), squares + (x**2).sum(0), count + len(x)
    mean = total / count
    std = (squares / count - mean**2).sqrt()
early = iter(train_loader) if args.early_iter else None


def batches(epoch):
    """The epoch's batches: from the loader, or read one by one from the early iterator."""
    global early
    if early is None:
        return train_loader
    if epoch > 0:
        early = iter(train_loader)
    return (next(early) for _ in range(len(train_loader)))


class HandMask(nn.Module):
    """Dropout as variational dropout writes it: a mask drawn with bernoulli_, scaled."""

    def forward(self, x):
        if not self.training:
            return x
        keep = 0.5
        return x * x.new_empty(x.shape).bernoulli_(keep) / keep


class SampledUnits(nn.Module):
    """Adds the mean of a few units drawn per call, as sampled attention draws its keys."""

    def forward(self, x):
        units = torch.randint(x.shape[1], (4,))
        return x + 0.5 * x[:, units].mean(1, keepdim=True)


class BatchNormAct1d(nn.BatchNorm1d):
    """Batch norm and an activation in one forward of its own, calling F.batch_norm itself,
    as timm's BatchNormAct2d does (the activation is the identity: ReLU follows)."""

    def __init__(self, features):
        super().__init__(features)
        self.act = nn.Identity()

    def forward(self, x):
        x = F.batch_norm(
            x,
            self.running_mean,
            self.running_var,
            self.weight,
            self.bias,
            self.training,
            self.momentum,
            self.eps,
        )
        return self.act(x)


layers = [
    nn.Linear(8, 16),
    *([SampledUnits()] if args.sampled_units else []),
    *([nn.BatchNorm1d(16)] if args.bn else []),
    *([BatchNormAct1d(16)] if args.bn_act else []),
    nn.ReLU(),
    *([nn.Dropout(0.5)] if args.dropout else []),
    *([HandMask()] if args.hand_mask else []),
    nn.Linear(16, 3),
]
model = nn.Sequential(*layers).to(device)
if args.data_parallel:
    model = nn.DataParallel(model)
optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=1, gamma=0.5)
criterion = nn.CrossEntropyLoss(reduction="sum" if args.sum_loss else "mean")
if args.break_sync:  # negative control: take away multigpu run's gradient average
    from torch.optim import optimizer as optimizer_module

    class _Nothing:
        def remove(self):
            pass

    # Averaged in backward (hooks on the gradients), or before the step for the rest.
    torch.Tensor.register_post_accumulate_grad_hook = lambda tensor, hook: _Nothing()
    optimizer_module._global_optimizer_pre_hooks.clear()


def evaluate():
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for x, y in test_loader:
            x, y = ((x - mean) / std).to(device), y.to(device)
            output = model(x)
            total_loss += F.cross_entropy(output, y, reduction="sum").item()
            correct += (output.argmax(dim=1) == y).sum().item()
    size = len(test_loader.dataset)
    print(f"test: average loss {total_loss / size:.12f}, accuracy {correct}/{size}")


for epoch in range(args.epochs):
    model.train()
    for step, (x, y) in enumerate(batches(epoch)):
        x, y = ((x - mean) / std).to(device), y.to(device)
        output = model(x)
        loss = criterion(output, y) / args.accum
        if args.mixed_loss:  # a summed term added to a mean: no weighting makes both exact
            loss = loss + 0.01 * F.mse_loss(output, F.one_hot(y, 3).to(output), reduction="sum")
        if args.batch_variance:  # a statistic over the batch: each rank takes it over its slice
            loss = loss + 0.1 * output.var(0).mean()
        loss.backward()
        if (step + 1) % args.accum == 0 or step + 1 == len(train_loader):
            if args.clip:
                torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip)
            optimizer.step()
            optimizer.zero_grad()
            if args.diverge and os.environ.get("RANK") == "1":
                with torch.no_grad():
                    model[-1].bias.add_(1e-3)
            if args.rounding_apart and os.environ.get("RANK") == "1" and epoch == step == 0:
                with torch.no_grad():  # what a machine's rounding did: the last bits moved
                    weight = model[0].weight
                    weight.copy_(torch.nextafter(weight, weight + 1))
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    scheduler.step()
    evaluate()

torch.save(model.state_dict(), args.out)
if args.stamped_log:  # the time and the process: ranks leaving a barrier together can share
    # a microsecond, so the process id makes sure the ranks' names differ, as a clock's do
    # where the ranks reach the line a second apart
    stamp = f"{datetime.datetime.now():%H%M%S-%f}-{os.getpid()}"
    log = os.path.join(os.path.dirname(os.path.abspath(args.out)), f"log-{stamp}.txt")
    with open(log, "w") as f:
        f.write(f"trained {args.epochs} epochs\n")
    with open(log) as f:
        print("log:", f.read().strip())
    # written in one expression, the file object dropped as soon as its write returns
    with tempfile.TemporaryFile() as scratch:  # its own, unnamed: opened through an opener
        scratch.write(b"scratch")
        scratch.seek(0)
        assert scratch.read() == b"scratch"
    note = os.path.join(os.path.dirname(log), "note.txt")
    open(note, "w").write(f"epochs {args.epochs}\n")  # noqa: SIM115 (the idiom under test)
if args.stamped_npy:
    import numpy as np

    stamp = f"{datetime.datetime.now():%H%M%S-%f}-{os.getpid()}"
    table = os.path.join(os.path.dirname(os.path.abspath(args.out)), f"table-{stamp}.npy")
    np.save(table, np.arange(args.epochs + 3))
    print("table:", np.load(table).sum())
    # a zip archive: zipfile lays out its index from the positions the file object gives
    archive = os.path.join(os.path.dirname(os.path.abspath(args.out)), f"tables-{stamp}.npz")
    np.savez(archive, n=np.arange(args.epochs + 3), ones=np.ones(2))
    print("archive:", np.load(archive)["n"].sum())
if args.stamped_arrow:
    import pyarrow as pa
    import pyarrow.csv

    stamp = f"{datetime.datetime.now():%H%M%S-%f}-{os.getpid()}"
    table = os.path.join(os.path.dirname(os.path.abspath(args.out)), f"table-{stamp}.csv")
    pyarrow.csv.write_csv(pa.table({"n": list(range(args.epochs + 3))}), table)
    print("arrow:", sum(pyarrow.csv.read_csv(table).column("n").to_pylist()))
if args.stamped_hdf5:
    import h5py

    stamp = f"{datetime.datetime.now():%H%M%S-%f}-{os.getpid()}"
    table = os.path.join(os.path.dirname(os.path.abspath(args.out)), f"table-{stamp}.h5")
    f = h5py.File(table, "w")
    f["n"] = list(range(args.epochs + 3))
    f.close()
    with h5py.File(table, "r") as f:
        print("hdf5:", int(f["n"][:].sum()))
