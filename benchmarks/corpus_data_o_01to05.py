"""Data made here for batch o's topics (1) to (5) (corpus_first_sight_o_01to05.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os
import wave

# Forest Cover Type's columns as covtype.csv names them: 10 measurements, 4 wilderness areas
# and 40 soil types (one-hot), then the class.
COVTYPE_COLUMNS = (
    "Elevation",
    "Aspect",
    "Slope",
    "Horizontal_Distance_To_Hydrology",
    "Vertical_Distance_To_Hydrology",
    "Horizontal_Distance_To_Roadways",
    "Hillshade_9am",
    "Hillshade_Noon",
    "Hillshade_3pm",
    "Horizontal_Distance_To_Fire_Points",
    *(f"Wilderness_Area{n}" for n in range(1, 5)),
    *(f"Soil_Type{n}" for n in range(1, 41)),
)


def huangyz_covtype(folder: str) -> None:
    """huangyz0918/tabnet's data/covtype.csv (Forest Cover Type, which the repository names
    but its mirror lacks): 200 rows of its 54 feature columns and Cover_Type (1 to 7, each
    class present), written where main.py reads it."""
    import numpy

    generator = numpy.random.default_rng(71)
    rows = 200
    measurements = generator.integers(0, 3000, (rows, 10))
    wilderness = numpy.eye(4, dtype=int)[generator.integers(0, 4, rows)]
    soil = numpy.eye(40, dtype=int)[generator.integers(0, 40, rows)]
    cover = numpy.arange(rows) % 7 + 1
    generator.shuffle(cover)
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    with open(os.path.join(folder, "data", "covtype.csv"), "w") as out:
        out.write(",".join((*COVTYPE_COLUMNS, "Cover_Type")) + "\n")
        for row in range(rows):
            values = (*measurements[row], *wilderness[row], *soil[row], cover[row])
            out.write(",".join(str(int(v)) for v in values) + "\n")


def _wav(path: str, generator, seconds: float, rate: int) -> None:
    """A mono 16-bit WAV of noise, `seconds` long at `rate` Hz."""
    import numpy

    samples = (generator.normal(0, 0.2, int(seconds * rate)).clip(-1, 1) * 32767).astype(
        numpy.int16
    )
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(samples.tobytes())


def bahodir4_urbansound(folder: str) -> None:
    """UrbanSound8K as bahodir4/pytorchaudio's urban_dataset reads it: its metadata file
    (slice_file_name, fsID, start, end, salience, fold, classID, class) at
    UrbanSound8K/metadata/UrbanSound8K.csv and the clips under UrbanSound8K/audio/fold{n}:
    16 clips of noise (mono, 22,050 Hz, 0.8 to 1.2 s, so that its cut and its padding both
    run), two a class for 8 of its 10 classes, in folds 1 and 2. Written under
    urban_dataset/, the folder train.py runs from."""
    import numpy

    generator = numpy.random.default_rng(72)
    root = os.path.join(folder, "urban_dataset", "UrbanSound8K")
    os.makedirs(os.path.join(root, "metadata"), exist_ok=True)
    lines = ["slice_file_name,fsID,start,end,salience,fold,classID,class"]
    for n in range(16):
        fold = 1 + n % 2
        label = n // 2
        name = f"{1000 + n}-{label}-0-0.wav"
        os.makedirs(os.path.join(root, "audio", f"fold{fold}"), exist_ok=True)
        seconds = 0.8 + 0.4 * (n % 3) / 2
        _wav(os.path.join(root, "audio", f"fold{fold}", name), generator, seconds, 22050)
        lines.append(f"{name},{1000 + n},0.0,{seconds},1,{fold},{label},class{label}")
    with open(os.path.join(root, "metadata", "UrbanSound8K.csv"), "w") as out:
        out.write("\n".join(lines) + "\n")


def terence_drive_hdf5(folder: str) -> None:
    """What TerenceChen95/Retina-Unet-Pytorch's main.py reads (its generate_train_dataset.py
    writes it from DRIVE): hdf5/DRIVE_dataset_imgs_train.hdf5 and
    hdf5/DRIVE_dataset_msks_train.hdf5, each a dataset named `image`, here 4 grey fundus
    images of 64 x 64 (not 20 of 565 x 565) in [0, 1] and their vessel masks of 0 and 1."""
    import h5py
    import numpy

    generator = numpy.random.default_rng(75)
    images = generator.uniform(0, 1, (4, 1, 64, 64))
    masks = (generator.uniform(0, 1, (4, 1, 64, 64)) < 0.15).astype(numpy.float64)
    out = os.path.join(folder, "hdf5")
    os.makedirs(out, exist_ok=True)
    for name, values in (("imgs", images), ("msks", masks)):
        with h5py.File(os.path.join(out, f"DRIVE_dataset_{name}_train.hdf5"), "w") as f:
            f.create_dataset("image", data=values)


def yxtann_crnn_features(folder: str) -> None:
    """What yxtann/sound-event-detection's CRNN (src/models/crnn/crnn.py) loads, as its
    process_audio.py saves it: feat_folder/train_data.npz and test_data.npz, each the frames'
    40 log-mel features (mono), their 5 event classes' activity (0 or 1), each frame's file
    index and the files' names (arr_0 to arr_3), here 10 and 2 of its 20-second sequences of
    431 frames. Written under src/models/crnn/, the folder the script runs from."""
    import numpy

    generator = numpy.random.default_rng(73)
    out = os.path.join(folder, "src", "models", "crnn", "feat_folder")
    os.makedirs(out, exist_ok=True)
    for name, sequences in (("train", 10), ("test", 2)):
        frames = sequences * 431
        features = generator.normal(0, 1, (frames, 40))
        activity = (generator.uniform(0, 1, (frames, 5)) < 0.2).astype(numpy.float64)
        files = numpy.repeat(numpy.arange(sequences), 431)
        names = numpy.array([f"{name}_{n:03d}.wav" for n in range(sequences)])
        numpy.savez(os.path.join(out, f"{name}_data.npz"), features, activity, files, names)


def _jpg(path: str, generator, size: int) -> None:
    import numpy
    from PIL import Image

    pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
    Image.fromarray(pixels, "RGB").save(path, quality=95)


def itchy_casia_lfw(folder: str) -> None:
    """What ItchyHiker/Face_Recognition_Projects' solution_5/training/train_mobilefacenet.py
    reads, as its paths name it, under solution_5/training/ (the folder corpus.py runs it
    from): aligned CASIA-WebFace faces (training_data/CASIA/{id}/{n}.jpg, 112 x 112) with
    annotations/CASIA_anno.txt (`{path} {label}` a line), 24 faces of 6 identities; LFW's
    aligned faces (LFW/lfw_align_112/{name}/{name}_{n:04}.jpg), 2 of each of 4 people, and
    LFW/pairs.txt in LFW's form (a header line, then `name n1 n2` for a matched pair and
    `name1 n1 name2 n2` for a mismatched one, tab-separated), 10 of each; and the
    checkpoints/ folder its trainer saves into."""
    import numpy

    generator = numpy.random.default_rng(74)
    root = os.path.join(folder, "solution_5", "training")
    lines = []
    for identity in range(6):
        os.makedirs(os.path.join(root, "training_data", "CASIA", f"{identity:07d}"))
        for n in range(4):
            name = f"{identity:07d}/{n + 1:03d}.jpg"
            _jpg(os.path.join(root, "training_data", "CASIA", name), generator, 112)
            lines.append(f"{name} {identity}")
    os.makedirs(os.path.join(root, "annotations"))
    with open(os.path.join(root, "annotations", "CASIA_anno.txt"), "w") as out:
        out.write("\n".join(lines) + "\n")
    people = ("Ada_Lovelace", "Alan_Turing", "Grace_Hopper", "John_McCarthy")
    for person in people:
        os.makedirs(os.path.join(root, "LFW", "lfw_align_112", person))
        for n in (1, 2):
            path = os.path.join(root, "LFW", "lfw_align_112", person, f"{person}_{n:04}.jpg")
            _jpg(path, generator, 112)
    pairs = ["10\t10"]
    for k in range(10):
        pairs.append(f"{people[k % 4]}\t1\t2")
        pairs.append(f"{people[k % 4]}\t1\t{people[(k + 1) % 4]}\t2")
    with open(os.path.join(root, "LFW", "pairs.txt"), "w") as out:
        out.write("\n".join(pairs) + "\n")
    os.makedirs(os.path.join(root, "checkpoints"))


def leezq_drive(folder: str) -> None:
    """What lee-zq/VesselSeg-Pytorch's train.py reads, as its prepare_dataset/drive.py lists
    it: DRIVE's training images (RGB), their manual vessel labels (0 or 255) and their fields
    of view (255 inside, 0 in the corners) under data/DRIVE/training/, 4 of each at 96 x 96
    (not 20 at 565 x 584), and the path list naming them
    (prepare_dataset/data_path_list/DRIVE/train.txt, `{image} {label} {fov}` a line)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(76)
    root = os.path.join(folder, "data", "DRIVE", "training")
    for part in ("images", "1st_manual", "mask"):
        os.makedirs(os.path.join(root, part), exist_ok=True)
    rows, cols = numpy.mgrid[0:96, 0:96]
    fov = (((rows - 47.5) ** 2 + (cols - 47.5) ** 2) < 50**2).astype(numpy.uint8) * 255
    lines = []
    for n in range(21, 25):
        image = generator.integers(0, 256, (96, 96, 3), dtype=numpy.uint8)
        label = (generator.uniform(0, 1, (96, 96)) < 0.15).astype(numpy.uint8) * 255
        paths = (
            os.path.join("data", "DRIVE", "training", "images", f"{n}_training.png"),
            os.path.join("data", "DRIVE", "training", "1st_manual", f"{n}_manual1.png"),
            os.path.join("data", "DRIVE", "training", "mask", f"{n}_training_mask.png"),
        )
        for path, pixels in zip(paths, (image, label, fov), strict=True):
            Image.fromarray(pixels).save(os.path.join(folder, path))
        lines.append(" ".join(paths))
    lists = os.path.join(folder, "prepare_dataset", "data_path_list", "DRIVE")
    os.makedirs(lists, exist_ok=True)
    with open(os.path.join(lists, "train.txt"), "w") as out:
        out.write("\n".join(lines) + "\n")


def read_wav(path: str):
    """A 16-bit PCM WAV file as torchaudio.load gives it: a float32 tensor of (channels,
    frames) in [-1, 1] and its sample rate, read with the standard library's wave module
    (torchaudio 2.9 on loads through torchcodec, whose FFmpeg libraries this machine lacks)."""
    import numpy
    import torch

    with wave.open(path, "rb") as audio:
        channels = audio.getnchannels()
        rate = audio.getframerate()
        frames = audio.readframes(audio.getnframes())
    samples = numpy.frombuffer(frames, dtype=numpy.int16).reshape(-1, channels).T
    return torch.from_numpy(samples.astype(numpy.float32) / 32768.0), rate
