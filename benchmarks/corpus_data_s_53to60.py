"""Data made here for batch s's topics (53) to (60) (corpus_first_sight_s_53to60.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def deepcam_face_antispoof(folder: str, train: int = 16, test: int = 4, size: int = 144) -> None:
    """deepcam-cn/Face-Anti-spoofing.pytorch's ./data, as train.py names its folders: RGB face
    crops of live and fake faces for training and testing (live_train_face_rgb,
    fake_train_face_rgb, live_test_face_rgb, fake_test_face_rgb, .jpg), and for each live
    training crop its depth map, NAME_depth.jpg in live_train_face_depth (dataset.py pairs them
    by name). Random images, `train` live and `train` fake for training, `test` of each for
    testing."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(5301)
    data = os.path.join(folder, "data")
    for name in (
        "live_train_face_rgb",
        "live_train_face_depth",
        "fake_train_face_rgb",
        "live_test_face_rgb",
        "fake_test_face_rgb",
    ):
        os.makedirs(os.path.join(data, name), exist_ok=True)

    def image(path: str, mode: str) -> None:
        shape = (size, size, 3) if mode == "RGB" else (size, size)
        pixels = generator.integers(0, 256, shape, dtype=numpy.uint8)
        Image.fromarray(pixels, mode).save(path)

    for i in range(train):
        image(os.path.join(data, "live_train_face_rgb", f"live{i:03d}.jpg"), "RGB")
        image(os.path.join(data, "live_train_face_depth", f"live{i:03d}_depth.jpg"), "L")
        image(os.path.join(data, "fake_train_face_rgb", f"fake{i:03d}.jpg"), "RGB")
    for i in range(test):
        image(os.path.join(data, "live_test_face_rgb", f"live{i:03d}.jpg"), "RGB")
        image(os.path.join(data, "fake_test_face_rgb", f"fake{i:03d}.jpg"), "RGB")


def shicaiwei_patch_faces(folder: str, train: int = 12, test: int = 4, size: int = 64) -> None:
    """shicaiwei123/patch_based_cnn's patch folders, as configuration/config_patch.py's
    --train_dir and --test_dir name them (here data/train and data/test beside src/): living/
    and spoofing/ image patches (.jpg), the label read from the folder's name
    (lib/img_dataset.py). Random RGB images, `train` of each class for training and `test` of
    each for testing."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(5501)
    for split, count in (("train", train), ("test", test)):
        for label in ("living", "spoofing"):
            target = os.path.join(folder, "data", split, label)
            os.makedirs(target, exist_ok=True)
            for i in range(count):
                pixels = generator.integers(0, 256, (size, size, 3), dtype=numpy.uint8)
                Image.fromarray(pixels, "RGB").save(os.path.join(target, f"{label}{i:03d}.jpg"))


def jkjan_korean_lyrics(folder: str, lyrics: int = 24, length: int = 6) -> None:
    """jkjan/NLP's biGRU/data, as hyperparameters.py reads it: pos_tagged.pkl, a list of
    lyrics, each a list of words (tokens), and word_to_idx.pkl, a dict from each word to its
    index, the last index left for the end of a lyric (common.py's target_to_tensor appends
    input_size - 1). Words drawn from a small Korean vocabulary that holds "너", the word
    trainer.py generates from after training."""
    import pickle

    import numpy

    generator = numpy.random.default_rng(6001)
    vocabulary = [
        "너",
        "나",
        "우리",
        "사랑",
        "하늘",
        "밤",
        "별",
        "노래",
        "오늘",
        "기억",
        "바람",
        "꿈",
    ]
    data = [
        [vocabulary[int(i)] for i in generator.integers(0, len(vocabulary), length)]
        for _ in range(lyrics)
    ]
    word_to_idx = {word: index for index, word in enumerate(vocabulary)}
    word_to_idx["<eos>"] = len(vocabulary)
    target = os.path.join(folder, "biGRU", "data")
    os.makedirs(target, exist_ok=True)
    with open(os.path.join(target, "pos_tagged.pkl"), "wb") as out:
        pickle.dump(data, out)
    with open(os.path.join(target, "word_to_idx.pkl"), "wb") as out:
        pickle.dump(word_to_idx, out)
