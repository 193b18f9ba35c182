"""Data made here for the scripts of `corpus_first_sight_i_04to06.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import os

import numpy
from PIL import Image

# Topic (5): behavioral cloning for self-driving steering.


def _road(generator: numpy.random.Generator, height: int, width: int, shift: float) -> Image:
    """A dashcam picture of a road: sky above, grass beside a grey road whose centre is moved
    sideways by `shift` (a fraction of the width), and noise."""
    rows = numpy.arange(height)[:, None]
    columns = numpy.arange(width)[None, :]
    horizon = height * 0.4
    picture = numpy.empty((height, width, 3), dtype=numpy.float64)
    picture[...] = (70.0, 140.0, 60.0)  # grass
    depth = numpy.clip((rows - horizon) / (height - horizon), 0.0, 1.0)
    centre = width * (0.5 + shift * depth)
    half = 10 + depth * width * 0.35
    on_road = (numpy.abs(columns - centre) < half) & (rows > horizon)
    picture[on_road] = (110.0, 110.0, 115.0)
    picture[numpy.broadcast_to(rows <= horizon, (height, width))] = (150.0, 190.0, 235.0)
    picture += generator.normal(0.0, 8.0, picture.shape)
    return Image.fromarray(numpy.clip(picture, 0, 255).astype(numpy.uint8))


def torchdrive_udacity_log(folder: str, count: int = 40) -> None:
    """`data/drive_data.csv` and `data/IMG/`: what Udacity's self-driving car simulator (Term 1)
    records in its training mode, as OrcunCanDeniz/TorchDrive's datasets.py reads it: a CSV
    without a header whose columns are the center, left and right cameras' pictures (paths),
    steering (-1 to 1), throttle (0 to 1), reverse (0) and speed (0 to 30); the pictures JPEG
    of 320x160. Here 40 frames of a road made here, each camera's road moved by the steering,
    the paths relative to the folder the script runs in."""
    generator = numpy.random.default_rng(5)
    pictures = os.path.join(folder, "data", "IMG")
    os.makedirs(pictures, exist_ok=True)
    rows = []
    for n in range(count):
        steering = float(generator.uniform(-0.5, 0.5))
        throttle = float(generator.uniform(0.2, 1.0))
        speed = float(generator.uniform(5.0, 30.0))
        paths = []
        for camera, offset in (("center", 0.0), ("left", -0.15), ("right", 0.15)):
            name = f"{camera}_{n:04d}.jpg"
            _road(generator, 160, 320, offset - steering).save(os.path.join(pictures, name))
            paths.append(f"data/IMG/{name}")
        rows.append(",".join([*paths, f"{steering:.6f}", f"{throttle:.6f}", "0", f"{speed:.4f}"]))
    with open(os.path.join(folder, "data", "drive_data.csv"), "w") as table:
        table.write("\n".join(rows) + "\n")


def mahanfathi_driving_dataset(folder: str, count: int = 45) -> None:
    """`driving_dataset/`: Sully Chen's driving data set as MahanFathi/end2end-self-driving-car
    downloads it (download_dataset.sh, a Google Drive file) and reads it: pictures `N.jpg` of
    455x256 and `data.txt`, a line per picture, "N.jpg ANGLE" (the steering wheel's angle in
    degrees), whose first line prepare_driving_dataset() drops. Here 46 lines (45 read) of a
    road made here, moved sideways by the angle. And `weights_final.pth`, the checkpoint its
    config names as MODEL.WEIGHTS (not in the repository: .gitignore leaves out *.pth), which
    main.py loads before it trains and again to visualize: a state dict of its PilotNet as
    config/defaults.py builds it (five convolutions, 2304 features, fully connected layers of
    100, 50 and 10 and the output), initialized as torch initializes the layers, from a seed of
    its own."""
    import torch
    from torch import nn

    generator = numpy.random.default_rng(55)
    root = os.path.join(folder, "driving_dataset")
    os.makedirs(root, exist_ok=True)
    lines = []
    for n in range(count + 1):
        angle = float(generator.uniform(-40.0, 40.0))
        _road(generator, 256, 455, angle / 100.0).save(os.path.join(root, f"{n}.jpg"))
        lines.append(f"{n}.jpg {angle:.6f}")
    with open(os.path.join(root, "data.txt"), "w") as table:
        table.write("\n".join(lines) + "\n")

    class _FeedForward(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.sequential = nn.Sequential(
                nn.Linear(2304, 100),
                nn.ELU(),
                nn.Dropout(0.5),
                nn.Linear(100, 50),
                nn.ELU(),
                nn.Dropout(0.5),
                nn.Linear(50, 10),
                nn.ELU(),
            )

    class _PilotNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            layers: list[nn.Module] = []
            sizes = ((3, 24, 5, 2), (24, 36, 5, 2), (36, 48, 5, 2), (48, 64, 3, 1), (64, 64, 3, 1))
            for inputs, outputs, kernel, stride in sizes:
                layers += [nn.Conv2d(inputs, outputs, kernel, stride), nn.ELU(), nn.Dropout2d(0.2)]
            self.cnn_backbone = nn.Sequential(*layers)
            self.embedding = _FeedForward()
            self.to_out = nn.Linear(10, 1)
            self.feed_forward = nn.Sequential(self.embedding, self.to_out)

    with torch.random.fork_rng():
        torch.manual_seed(5)
        weights = _PilotNet().state_dict()
    torch.save(weights, os.path.join(folder, "weights_final.pth"))


# Topic (6): pedestrian trajectory prediction.


def difftraj_chengdu(folder: str, count: int = 64, length: int = 200) -> None:
    """`traj.npy` and `head.npy`: what Yasoz/DiffTraj's main.py loads (its paths are './xxxxxx'
    in the repository: "Download the data with permission of using your own GPS trajectory
    data ... Change the corresponding paths"), as its comments give them: trajectories of
    `length` GPS points, (trips, length, 2 or more), of which it keeps latitude and longitude,
    and each trip's 8 attributes, (trips, 8): departure time (a slot of 5 minutes, 0 to 287),
    trip distance, trip time, trip length, average distance, average speed, start and end
    grid cells (0 to 256). Here 64 trips of 200 points, smooth random walks of normalized
    coordinates, with their attributes computed from them."""
    generator = numpy.random.default_rng(6)
    steps = generator.normal(0.0, 0.02, (count, length, 2)).cumsum(axis=1)
    start = generator.uniform(-1.0, 1.0, (count, 1, 2))
    traj = (start + steps).astype(numpy.float64)
    hops = numpy.linalg.norm(numpy.diff(traj, axis=1), axis=2)
    distance = hops.sum(axis=1)
    time = generator.uniform(5.0, 60.0, count)

    def cell(points: numpy.ndarray) -> numpy.ndarray:
        grid = numpy.clip(((points + 1.5) / 3.0 * 16).astype(int), 0, 15)
        return grid[:, 0] * 16 + grid[:, 1]

    head = numpy.stack(
        [
            generator.integers(0, 288, count).astype(numpy.float64),
            distance,
            time,
            numpy.full(count, float(length)),
            hops.mean(axis=1),
            distance / time,
            cell(traj[:, 0]).astype(numpy.float64),
            cell(traj[:, -1]).astype(numpy.float64),
        ],
        axis=1,
    )
    numpy.save(os.path.join(folder, "traj.npy"), traj)
    numpy.save(os.path.join(folder, "head.npy"), head)


def social_lstm_final(folder: str, sequences: int = 10, length: int = 20) -> None:
    """`data/train/final/train_1.txt`: a pedestrian file as AbhishekAngadi/Making-Self-Driving-
    Cars-Safer's utils.py reads it (the "final" set of the Social LSTM course project, ETH and
    UCY's crowds in pixels of a 720x576 frame), a row per pedestrian and frame, "frame ped_id y
    x", spaces between. Its loader cuts the rows into sequences of `length` rows and takes the
    k-th pedestrian of the file (by first appearance) as the k-th sequence's target, so here
    each pedestrian walks 20 frames from frame 10p on, two at a time: pedestrian k is in
    sequence k, for 10 sequences (two batches of 5). And the folders that make_directories.sh
    makes (log/, model/, data/validation/ among them): train.py calls it where log/ is missing,
    and it is not executable in the repository (mode 644); data/test/final/, which the loader
    lists."""
    generator = numpy.random.default_rng(66)
    rows = []
    frame = 0
    while len(rows) < sequences * length + length:
        for ped in range(max(0, frame // 10 - 1), frame // 10 + 1):
            age = frame - 10 * ped
            x = 60.0 + 40.0 * ped + 4.0 * age + generator.normal(0.0, 0.5)
            y = 100.0 + 15.0 * (ped % 5) + 2.0 * age + generator.normal(0.0, 0.5)
            rows.append(f"{10 * frame} {ped + 1} {y:.3f} {x:.3f}")
        frame += 1
    for path in ("data/train/final", "data/test/final", "data/validation"):
        os.makedirs(os.path.join(folder, path), exist_ok=True)
    for base in ("log", "model"):
        for method in ("SOCIALLSTM", "OBSTACLELSTM", "VANILLALSTM"):
            for cell in ("GRU", "LSTM"):
                os.makedirs(os.path.join(folder, base, method, cell), exist_ok=True)
    with open(os.path.join(folder, "data", "train", "final", "train_1.txt"), "w") as table:
        table.write("\n".join(rows) + "\n")
