"""Data made here for batch m's topics (31) to (35) (corpus_first_sight_m_31to35.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def mperez_svdd_weights(folder: str) -> None:
    """The weights/ folder mperezcarrasco's train.py saves the pretrained autoencoder's encoder
    and centre into, and reads them back from (the repository ignores it: `weights/*`)."""
    os.makedirs(os.path.join(folder, "weights"), exist_ok=True)


def hemew_small_inputs(folder: str) -> None:
    """HEMEW-3D's inputs as its GeologyTracesDataset reads them (models/inputs/FOLDER/ with
    a_mean.npy, a_std.npy and sample<i>.h5, each with a geology `a` and the three velocity
    fields uE, uN, uZ), on a grid of 8 x 8 x 8 and 32 time steps (not 32 x 32 x 32 and 320:
    a step of two samples took a minute here): 4 training samples in inputs3D_S8_Z8_T32_train,
    2 validation samples in inputs3D_S8_Z8_T32_val, in float32 as the repository's; and the
    logs/models and logs/loss folders it saves into."""
    import h5py
    import numpy

    generator = numpy.random.default_rng(331)
    models = os.path.join(folder, "models")
    for split, indices in (("train", range(4)), ("val", range(4, 6))):
        out = os.path.join(models, "inputs", f"inputs3D_S8_Z8_T32_{split}")
        os.makedirs(out, exist_ok=True)
        numpy.save(os.path.join(out, "a_mean.npy"), numpy.full((8, 8, 8), 4.0, numpy.float32))
        numpy.save(os.path.join(out, "a_std.npy"), numpy.full((8, 8, 8), 0.5, numpy.float32))
        for index in indices:
            with h5py.File(os.path.join(out, f"sample{index}.h5"), "w") as f:
                f.create_dataset("a", data=generator.uniform(3.0, 5.0, (8, 8, 8)).astype("f4"))
                for name in ("uE", "uN", "uZ"):
                    f.create_dataset(name, data=generator.normal(0.0, 0.1, (8, 8, 32)).astype("f4"))
    for logs in ("models", "loss"):
        os.makedirs(os.path.join(models, "logs", logs), exist_ok=True)


def oussama_lidar_points(folder: str) -> None:
    """The LiDAR points DGCNN/train.py reads (data/train.npy, val.npy and test.npy beside it:
    rows of x, y, z, return number, number of returns and the class, 1 to 4): 48 training
    points and 16 of each other split."""
    import numpy

    generator = numpy.random.default_rng(334)
    out = os.path.join(folder, "DGCNN", "data")
    os.makedirs(out, exist_ok=True)
    for split, count in (("train", 48), ("val", 16), ("test", 16)):
        rows = numpy.zeros((count, 6))
        rows[:, :3] = generator.normal(0.0, 10.0, (count, 3))
        rows[:, 4] = generator.integers(1, 4, count)
        rows[:, 3] = numpy.minimum(generator.integers(1, 4, count), rows[:, 4])
        rows[:, 5] = numpy.arange(count) % 4 + 1  # every class in every split
        numpy.save(os.path.join(out, f"{split}.npy"), rows)


def wangyuefei_modelnet40(folder: str) -> None:
    """ModelNet40 as pytorch/data.py reads it after its download
    (data/modelnet40_ply_hdf5_2048/ply_data_{train,test}0.h5 beside it, each with `data`, clouds
    of points, float32, and `label`, N x 1): 32 training and 8 test clouds of 256 points (not
    2048) in 40 classes."""
    import h5py
    import numpy

    generator = numpy.random.default_rng(342)
    out = os.path.join(folder, "pytorch", "data", "modelnet40_ply_hdf5_2048")
    os.makedirs(out, exist_ok=True)
    for split, count in (("train", 32), ("test", 8)):
        with h5py.File(os.path.join(out, f"ply_data_{split}0.h5"), "w") as f:
            points = generator.uniform(-1.0, 1.0, (count, 256, 3)).astype("float32")
            f.create_dataset("data", data=points)
            f.create_dataset("label", data=generator.integers(0, 40, (count, 1)).astype("uint8"))
