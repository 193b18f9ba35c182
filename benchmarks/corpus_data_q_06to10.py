"""Data made here for batch q's topics (6) to (10) (corpus_first_sight_q_06to10.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def alexsauer_panexm(folder: str) -> None:
    """AlexSauer/NucleusPanVision's one training stack (main.py's file list): an image of
    16 slices of 192 x 192 pixels with 3 channels last (the data set takes channel 2, the
    smallest axis), as tifffile writes it, under data/Originals, and its annotation, the same
    name less ".ims_Resolution_Level_1", 16 x 192 x 192 labels 0 to 2 (background,
    cytoplasm, nucleus: blobs of the image's own bright spots), under data/NucleusBackground
    (the recipe points Data.py's two paths there)."""
    import numpy
    import tifffile

    generator = numpy.random.default_rng(61)
    name = "Hela_Tom20_MitoOrange_2022-07-12_1.ims_Resolution_Level_1.tif"
    shape = (16, 192, 192)
    image = generator.integers(0, 4096, (*shape, 3)).astype(numpy.uint16)
    z, y, x = numpy.meshgrid(*(numpy.arange(n) for n in shape), indexing="ij")
    labels = numpy.zeros(shape, numpy.uint8)
    for _ in range(6):
        cz, cy, cx = (generator.uniform(0, n) for n in shape)
        radius = generator.uniform(20, 40)
        distance = numpy.sqrt(((z - cz) * 4) ** 2 + (y - cy) ** 2 + (x - cx) ** 2)
        labels[distance < radius] = numpy.maximum(labels[distance < radius], 1)
        labels[distance < radius / 2] = 2
    image[..., 2] += labels.astype(numpy.uint16) * 8000
    base = os.path.join(folder, "3DVersion", "data")
    os.makedirs(os.path.join(base, "Originals"), exist_ok=True)
    os.makedirs(os.path.join(base, "NucleusBackground"), exist_ok=True)
    tifffile.imwrite(os.path.join(base, "Originals", name), image)
    target = name.replace(".ims_Resolution_Level_1", "")
    tifffile.imwrite(os.path.join(base, "NucleusBackground", target), labels)


class Quartered:
    """A data set of (image, one-hot mask, name) samples at 512 x 512, as
    anpham184/Cell-Nucleolus-and-Nucleoplasm-Segmentation-with-Pytorch-UNet's TrainDataset
    gives them, at 128 x 128: the image averaged over 4 x 4 pixels, the mask's every fourth
    pixel (it stays one-hot). Draws nothing."""

    def __init__(self, base):
        self.base = base

    def __len__(self):
        return len(self.base)

    def __getitem__(self, index):
        import torch.nn.functional as F

        image, mask, name = self.base[index]
        return F.avg_pool2d(image, 4), mask[:, ::4, ::4].contiguous(), name


def anpham_checkpoints(folder: str) -> None:
    """The folder anpham184/...'s config.yaml saves its final weights into (./checkpoints,
    not in the repository; its images and masks are, and the recipe takes them)."""
    os.makedirs(os.path.join(folder, "checkpoints"), exist_ok=True)


def maxhoefl_luna(folder: str, series: int = 2, candidates: int = 20) -> None:
    """MaxHoefl/pytorch-luna-challenge's LUNA16 layout under data-unversioned (the recipe's
    --data-dir): `series` CT scans in subset0 as MetaImage pairs (.mhd header, .raw int16
    voxels, 40 x 64 x 64, 1 mm voxels, origin 0, no rotation), and annotations.csv and
    candidates.csv with `candidates` candidates a scan, each at an annotated nodule (so the
    data set keeps it; on a grid, so that no candidate is near another's), far enough inside
    that each 16 x 24 x 24 crop is whole."""
    import numpy

    generator = numpy.random.default_rng(83)
    root = os.path.join(folder, "data-unversioned")
    os.makedirs(os.path.join(root, "subset0"), exist_ok=True)
    annotations = ["seriesuid,coordX,coordY,coordZ,diameter_mm"]
    rows = ["seriesuid,coordX,coordY,coordZ,class"]
    for s in range(series):
        uid = f"1.3.6.1.4.1.14519.5.2.1.6279.6001.{1000 + s}"
        voxels = generator.integers(-1000, 400, (40, 64, 64)).astype("<i2")
        voxels.tofile(os.path.join(root, "subset0", uid + ".raw"))
        header = (
            "ObjectType = Image\nNDims = 3\nOffset = 0 0 0\nElementSpacing = 1 1 1\n"
            "TransformMatrix = 1 0 0 0 1 0 0 0 1\nDimSize = 64 64 40\n"
            f"ElementType = MET_SHORT\nElementDataFile = {uid}.raw\n"
        )
        with open(os.path.join(root, "subset0", uid + ".mhd"), "w") as out:
            out.write(header)
        for n in range(candidates):  # on a grid 8 mm apart: each matches its own alone
            x, y, z = 14 + 8 * (n % 5), 14 + 8 * (n // 5 % 4), 10 + 8 * (n % 3)
            annotations.append(f"{uid},{x},{y},{z},8.0")
            rows.append(f"{uid},{x},{y},{z},{n % 2}")
    with open(os.path.join(root, "annotations.csv"), "w") as out:
        out.write("\n".join(annotations) + "\n")
    with open(os.path.join(root, "candidates.csv"), "w") as out:
        out.write("\n".join(rows) + "\n")


def mundher_lidc(folder: str, train: int = 48, test: int = 6) -> None:
    """mundher/local-global's preprocessed LIDC-IDRI fold 0 (data/0, what its
    preprocessing.generate_dataset writes and the readme downloads): labels.csv (id,
    malignancy_th, fold, testing) and 32 x 32 greyscale PNGs, 18 views of each training
    nodule (id.0.png to id.17.png) and 3 of each test nodule; malignant nodules brighter
    in the middle. The results folder it writes its logs into."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(97)
    root = os.path.join(folder, "data", "0")
    os.makedirs(root, exist_ok=True)
    os.makedirs(os.path.join(folder, "results"), exist_ok=True)
    y, x = numpy.mgrid[:32, :32]
    rows = ["id,malignancy_th,fold,testing"]
    for n in range(train + test):
        testing = int(n >= train)
        label = n % 2
        rows.append(f"{n},{label},{0 if testing else 1 + n % 9},{testing}")
        for view in range(3 if testing else 18):
            radius = generator.uniform(4, 10) + 4 * label
            blob = numpy.hypot(y - 16, x - 16) < radius
            pixels = generator.integers(0, 120, (32, 32)) + 100 * blob
            Image.fromarray(pixels.astype(numpy.uint8), "L").save(
                os.path.join(root, f"{n}.{view}.png")
            )
    with open(os.path.join(root, "labels.csv"), "w") as out:
        out.write("\n".join(rows) + "\n")


def kukukloo_casia(folder: str, frames: int = 12) -> None:
    """Kukukloo/554_final_project's CASIA-B silhouettes as its pretreatment leaves them, under
    data/CASIA-B (the recipe's dataset_path): subject/type/view/frame.png, 64 x 64 greyscale,
    for 8 subjects (001 to 009 less 005, which load_data skips), 2 walking types and 2 views,
    `frames` frames a sequence: an upright ellipse whose width swings with the frame (a
    walker), placed and sized by the subject."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(101)
    y, x = numpy.mgrid[:64, :64]
    for subject in ("001", "002", "003", "004", "006", "007", "008", "009"):
        height, centre = generator.uniform(18, 28), generator.uniform(26, 38)
        for kind in ("nm-01", "nm-02"):
            for view in ("000", "090"):
                out = os.path.join(folder, "data", "CASIA-B", subject, kind, view)
                os.makedirs(out, exist_ok=True)
                for f in range(frames):
                    width = 6 + 4 * abs(numpy.sin(f / 2 + generator.uniform(0, 0.3)))
                    inside = ((x - centre) / width) ** 2 + ((y - 32) / height) ** 2 < 1
                    Image.fromarray((inside * 255).astype(numpy.uint8), "L").save(
                        os.path.join(out, f"{subject}-{kind}-{view}-{f:03d}.png")
                    )


def jihailuo_poses(folder: str, each: int = 24) -> None:
    """JihaiLuo/A-Real-time-Fall-Detection-System-Based-on-Vision's pose_data, as its
    extract_pose_from_frames.py leaves it from URFD's frames: pose_data/fall and
    pose_data/nonfall, `each` .npy files in each, 30 frames x 66 values (MediaPipe's 33
    landmarks, x and y), float32; the falls' hips drop over the frames."""
    import numpy

    generator = numpy.random.default_rng(107)
    for label, name in ((1, "fall"), (0, "nonfall")):
        out = os.path.join(folder, "pose_data", name)
        os.makedirs(out, exist_ok=True)
        for n in range(each):
            poses = generator.uniform(0.3, 0.7, (30, 66)).astype(numpy.float32)
            poses[:, 1::2] += label * numpy.linspace(0, 0.3, 30, dtype=numpy.float32)[:, None]
            numpy.save(os.path.join(out, f"{name}_{n:02d}.npy"), poses)
