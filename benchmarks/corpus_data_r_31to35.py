"""Data made here for batch r's topics (31) to (35) (corpus_first_sight_r_31to35.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def _strokes(generator, count: int, length: int):
    """Quick, Draw! sketches in stroke-3 form (dx, dy, pen lifted after the point), `count`
    sketches of `length` points each, float32, the last point of each lifting the pen."""
    import numpy

    data = numpy.zeros((count, length, 3), dtype=numpy.float32)
    data[:, :, :2] = generator.integers(-30, 31, (count, length, 2))
    data[:, :, 2] = generator.random((count, length)) < 0.2
    data[:, -1, 2] = 1
    return data


def alexisjacq_cat(folder: str, count: int = 200, length: int = 16) -> None:
    """alexis-jacq/Pytorch-Sketch-RNN's cat.npz (the repository's copy is not stored): its
    'train' array, sketches of 16 points (more than the 10 its purify keeps at least), one
    float array rather than an array of objects (np.load without allow_pickle reads it)."""
    import numpy

    generator = numpy.random.default_rng(3101)
    numpy.savez(os.path.join(folder, "cat.npz"), train=_strokes(generator, count, length))


def hoseinakbarzadeh_tid2013(folder: str, size: int = 36) -> None:
    """HoseinAkbarzadeh/deepIQA's TID2013 as train.py reads it: an HDF5 file (--dspath) whose
    /distorted/iNN_BMP holds the 120 distorted images of reference NN (uint8, H x W x 3) and
    /distorted/iNN_MOS their 120 scores, and the reference images themselves, INN.BMP
    (--rfpath), for NN from 00 to 25: its split takes the places of a permutation of 25, 0 to
    24, for the references' numbers (TID2013's are 1 to 25), so I00 is read too. Images of
    36 x 36 (TID2013's are 512 x 384): the patches it crops are 32 x 32."""
    import h5py
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(3401)
    references = os.path.join(folder, "tid2013", "reference_images")
    os.makedirs(references, exist_ok=True)
    with h5py.File(os.path.join(folder, "tid2013", "tid2013.h5"), "w") as h5file:
        for n in range(0, 26):
            reference = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
            Image.fromarray(reference).save(os.path.join(references, f"I{n:02d}.BMP"))
            noise = generator.integers(-40, 41, (120, size, size, 3))
            distorted = numpy.clip(reference[None].astype(int) + noise, 0, 255)
            h5file[f"/distorted/i{n:02d}_BMP"] = distorted.astype(numpy.uint8)
            h5file[f"/distorted/i{n:02d}_MOS"] = generator.uniform(0.5, 7.0, 120)


def yurangja99_quickdraw(folder: str, count: int = 40, length: int = 16) -> None:
    """yurangja99/Pytorch-Sketch-RNN's datasets: sketchrnn_CATEGORY.full.npz for its five
    categories (bicycle, clock, hand, spider, sun; the repository's are not stored), each with
    'train', 'valid' and 'test' arrays of 40 sketches of 16 points in stroke-3 form (its
    batches of 100 take 20 of each category without replacement; its purify keeps 10 to 200
    points)."""
    import numpy

    generator = numpy.random.default_rng(3102)
    out = os.path.join(folder, "datasets")
    os.makedirs(out, exist_ok=True)
    for category in ("bicycle", "clock", "hand", "spider", "sun"):
        splits = {s: _strokes(generator, count, length) for s in ("train", "valid", "test")}
        numpy.savez(os.path.join(out, f"sketchrnn_{category}.full.npz"), **splits)


def neohanju_cvc_clinic(folder: str, count: int = 16) -> None:
    """neohanju/AutoencodingTheWorld's augmented CVC-ClinicDB as train.py reads it (--dataroot
    CVC-ClinicDB/train_augmented): patches of 113 x 113 x 3 (uint8; its autoencoder maps 113
    to 113) named NAME_ANCHOR_FLIP.npy, their masks of 113 x 113 in Ground_Truth_augmented
    beside it, the mean image of 226 x 226 x 3 (mean_image.npy, each patch a quarter of it)
    and fold 0's list of training files (10fold_0_train.npy, the paths np.load reads from the
    script's folder). Every patch is of flip 0 (unflipped): for flips 1 to 3 the data set
    flips the mean patch with np.flip, whose negative strides torch.FloatTensor refuses
    (ValueError) on the torch here."""
    import numpy

    generator = numpy.random.default_rng(3501)
    root = os.path.join(folder, "CVC-ClinicDB")
    patches = os.path.join(root, "train_augmented")
    masks = os.path.join(root, "Ground_Truth_augmented")
    os.makedirs(patches, exist_ok=True)
    os.makedirs(masks, exist_ok=True)
    numpy.save(os.path.join(root, "mean_image.npy"), numpy.full((226, 226, 3), 100.0))
    names = []
    for n in range(count):
        name = f"{n:03d}_{n % 5}_0.npy"
        patch = generator.integers(0, 256, (113, 113, 3), dtype=numpy.uint8)
        mask = (generator.random((113, 113)) < 0.2).astype(numpy.uint8) * 255
        numpy.save(os.path.join(patches, name), patch)
        numpy.save(os.path.join(masks, name), mask)
        names.append(os.path.join("CVC-ClinicDB", "train_augmented", name))
    numpy.save(os.path.join(root, "10fold_0_train.npy"), numpy.array(names))


def rimchang_chairs(folder: str, count: int = 12) -> None:
    """rimchang/3DGAN-Pytorch's input/chair/train (its train.zip is not stored): MATLAB files
    whose 'instance' is a 30 x 30 x 30 voxel grid of 0 and 1 (getVoxelFromMat pads it to the
    32 of its default cube), here boxes of random extent, as the script reads them from
    ../input/chair/train/ beside its 3D_GAN folder."""
    import numpy
    from scipy.io import savemat

    generator = numpy.random.default_rng(3201)
    out = os.path.join(folder, "input", "chair", "train")
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        voxels = numpy.zeros((30, 30, 30), dtype=numpy.uint8)
        low = generator.integers(2, 10, 3)
        high = generator.integers(18, 28, 3)
        voxels[low[0] : high[0], low[1] : high[1], low[2] : high[2]] = 1
        savemat(os.path.join(out, f"chair_{n:03d}.mat"), {"instance": voxels})


def zamo2025_ucsd_ped2(folder: str, videos: int = 4, frames: int = 36) -> None:
    """zamo2025/video-anomaly-detection's UCSD Ped2 training videos as train_DPU.py reads them
    (./data/UCSD_Anomaly_Dataset.v1p2/UCSDped2/Train/VIDEO/NNN.tif, read with OpenCV and
    resized): 4 videos of 36 grey frames of 32 x 32 written as TIFF (its loader cuts each
    video into 32 segments and takes 5 frames from 4 of them: 36 frames at least)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(3502)
    root = os.path.join(folder, "data", "UCSD_Anomaly_Dataset.v1p2", "UCSDped2", "Train")
    for v in range(1, videos + 1):
        out = os.path.join(root, f"Train{v:03d}")
        os.makedirs(out, exist_ok=True)
        for f in range(1, frames + 1):
            frame = generator.integers(0, 256, (32, 32), dtype=numpy.uint8)
            Image.fromarray(frame).save(os.path.join(out, f"{f:03d}.tif"))
