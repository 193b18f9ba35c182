"""Data made here for the scripts of `corpus_first_sight_i_22to24.py`, in the form they read.

As `corpus_data.py`: written beside each script by `benchmarks/corpus.py`; a recipe names a
function here as its `data`, called with the folder the repository was extracted into. The
values come from generators of their own, never from the scripts' random streams.
"""

from __future__ import annotations

import json
import os

import numpy
from PIL import Image, ImageDraw

# Topic (22): lane detection.


def _road(generator: numpy.random.Generator, height: int, width: int, lanes: int):
    """A grey road with `lanes` bright lines from the bottom towards a vanishing point, and
    each line's points (x per row, -2 where the line is not drawn, as TuSimple writes it)."""
    base = generator.integers(40, 90, (height, width, 3)).astype(numpy.uint8)
    picture = Image.fromarray(base)
    draw = ImageDraw.Draw(picture)
    rows = list(range(height // 3, height, max(1, height // 24)))
    vanish = width / 2 + generator.uniform(-width / 10, width / 10)
    points = []
    for lane in range(lanes):
        bottom = width * (lane + 0.5) / lanes + generator.uniform(-width / 20, width / 20)
        xs = []
        for row in rows:
            share = (row - height / 3) / (height - height / 3)
            xs.append(int(vanish + (bottom - vanish) * share))
        draw.line(list(zip(xs, rows, strict=True)), fill=(230, 230, 230), width=max(2, width // 80))
        points.append(xs)
    return picture, rows, points


def tusimple_lanes(folder: str, count: int = 6, height: int = 180, width: int = 320) -> None:
    """`data/tusimple/`: TuSimple's lane set as Jiangshan00001/lanenet_test's LaneDataset reads
    it (its readme downloads train_set.zip into /data/tusimple): `label_data_*.json`, a JSON
    object a line with `lanes` (each lane's x per row, -2 where absent), `h_samples` (the rows)
    and `raw_file` (the picture's path under the folder, read with cv2.imread). Here `count`
    road pictures of 320 x 180 (not TuSimple's 1280 x 720: the script resizes each to 512 x
    256 first) with 2 to 4 lanes, written as JPEG."""
    generator = numpy.random.default_rng(22)
    root = os.path.join(folder, "data", "tusimple")
    clips = os.path.join(root, "clips", "0313-1")
    os.makedirs(clips, exist_ok=True)
    lines = []
    for n in range(count):
        picture, rows, points = _road(generator, height, width, 2 + n % 3)
        name = f"clips/0313-1/{n}.jpg"
        picture.save(os.path.join(root, name), quality=95)
        lines.append(json.dumps({"lanes": points, "h_samples": rows, "raw_file": name}))
    with open(os.path.join(root, "label_data_0313.json"), "w") as file:
        file.write("\n".join(lines) + "\n")


# The classes of danielriege/lanedetection's data, with the grey value of each in the masks
# (Supervisely's obj_class_to_machine_color.json gives each an RGB triple of one value).
RIEGE_CLASSES = {"lane": 1, "outer_left": 2, "outer_right": 3}


def supervisely_lanes(folder: str, count: int = 12, height: int = 180, width: int = 320) -> None:
    """`data/supervisely_project/`: a Supervisely project as danielriege/lanedetection's
    supervisely_parser reads it (its readme's data set "is not open source yet"):
    `obj_class_to_machine_color.json` (each class's machine colour, an RGB triple), and a data
    set folder with `img/` (the pictures), `masks_machine/` (a grey PNG per picture, each pixel
    its class's value, 0 for the background) and `ann/` (a JSON per picture, NAME.png.json,
    whose `objects` are not empty where the picture is labelled, and its `size`). Here `count`
    road pictures of 320 x 180 with a centre lane and two outer lines, every class in each."""
    generator = numpy.random.default_rng(2222)
    root = os.path.join(folder, "data", "supervisely_project")
    data_set = os.path.join(root, "ds0")
    for sub in ("img", "masks_machine", "ann"):
        os.makedirs(os.path.join(data_set, sub), exist_ok=True)
    colours = {name: [value] * 3 for name, value in RIEGE_CLASSES.items()}
    with open(os.path.join(root, "obj_class_to_machine_color.json"), "w") as file:
        json.dump(colours, file)
    for n in range(count):
        picture, rows, points = _road(generator, height, width, 3)
        mask = Image.new("L", (width, height), 0)
        draw = ImageDraw.Draw(mask)
        for value, xs in zip((2, 1, 3), points, strict=True):
            draw.line(list(zip(xs, rows, strict=True)), fill=value, width=max(2, width // 80))
        name = f"{n:04d}.png"
        picture.save(os.path.join(data_set, "img", name))
        mask.save(os.path.join(data_set, "masks_machine", name))
        objects = [{"classTitle": title} for title in RIEGE_CLASSES]
        annotation = {"size": {"height": height, "width": width}, "objects": objects}
        with open(os.path.join(data_set, "ann", name + ".json"), "w") as file:
            json.dump(annotation, file)


# Topic (23): stock price prediction with a transformer.


def yahoo_download(tickers, start=None, end=None, **_):
    """yfinance.download as the scripts call it (Yahoo Finance's service, a download): a
    DataFrame indexed by the business days from `start` to `end`, with the columns Open, High,
    Low, Close, Adj Close and Volume. Here a random walk of prices from a generator seeded by
    the ticker's letters."""
    import pandas

    seed = sum(ord(letter) for letter in str(tickers))
    generator = numpy.random.default_rng(seed)
    days = pandas.bdate_range(start or "2020-01-01", end or "2021-01-01", inclusive="left")
    close = 100.0 * numpy.exp(numpy.cumsum(generator.normal(0.0, 0.02, len(days))))
    spread = close * generator.uniform(0.0, 0.02, len(days))
    frame = {
        "Open": close + generator.uniform(-1.0, 1.0, len(days)) * spread,
        "High": close + spread,
        "Low": close - spread,
        "Close": close,
        "Adj Close": close,
        "Volume": generator.integers(10_000_000, 200_000_000, len(days)),
    }
    return pandas.DataFrame(frame, index=pandas.Index(days, name="Date"))


# Topic (24): hand gesture recognition.


def gesture_digit_images(folder: str, count: int = 32, size: int = 100) -> None:
    """`datalist/train.txt` and `test.txt`, what Sliverk/gesture_recognition_pytorch's
    split_data.py writes from its Dataset.zip (Baidu AI Studio's sign-language digits, 100 x
    100 colour pictures in a folder per digit; the zip is not in the mirror): a line per
    picture, `PATH,LABEL`, read with skimage's io.imread. Here `count` training and 8 test
    pictures of 100 x 100, a bright hand-like blob on a darker ground, of the 10 digits; and
    the empty `model/` folder its training saves into."""
    generator = numpy.random.default_rng(24)
    root = os.path.join(folder, "Dataset")
    os.makedirs(os.path.join(folder, "datalist"), exist_ok=True)
    os.makedirs(os.path.join(folder, "model"), exist_ok=True)
    for split, number in (("train", count), ("test", 8)):
        lines = []
        for n in range(number):
            label = n % 10
            pixels = generator.integers(0, 80, (size, size, 3)).astype(numpy.uint8)
            picture = Image.fromarray(pixels)
            draw = ImageDraw.Draw(picture)
            for finger in range(label % 5 + 1):
                left = 20 + finger * 14
                draw.rectangle((left, 20, left + 8, 60), fill=(220, 180, 150))
            draw.ellipse((25, 50, 80, 90), fill=(220, 180, 150))
            os.makedirs(os.path.join(root, str(label)), exist_ok=True)
            path = os.path.join("Dataset", str(label), f"{split}_{n}.jpg")
            picture.save(os.path.join(folder, path), quality=95)
            lines.append(f"{path},{label}")
        with open(os.path.join(folder, "datalist", f"{split}.txt"), "w") as file:
            file.write("\n".join(lines) + "\n")
