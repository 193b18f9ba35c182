"""Data made here for batch p's topics (21) to (25) (corpus_first_sight_p_21to25.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def nanton_milan_npz(folder: str) -> None:
    """nanton96/Mobile-Data-Forecasting-With-Spatio-Temporal-Networks's preprocessed Milan
    telecom grids (what its milan_preprocess.py saves): data/milan_processed_{train,val,test}.npz,
    each with `x` (samples, 100, 100, 2 input frames) and `y` (samples, 100, 100, 2 frames to
    predict), 16, 4 and 4 samples; and the experiments_results/ folder its ExperimentBuilder
    makes its run's folder in (os.mkdir, not makedirs)."""
    import numpy

    generator = numpy.random.default_rng(2101)
    os.makedirs(os.path.join(folder, "data"), exist_ok=True)
    os.makedirs(os.path.join(folder, "experiments_results"), exist_ok=True)
    for name, count in (("train", 16), ("val", 4), ("test", 4)):
        grids = generator.gamma(2.0, 0.5, (count, 100, 100, 4)).astype(numpy.float32)
        numpy.savez(
            os.path.join(folder, "data", f"milan_processed_{name}.npz"),
            x=grids[..., :2],
            y=grids[..., 2:],
        )


def sgallon_east_text(folder: str, images: int = 12) -> None:
    """sgallon-rin/neural-network-deep-learning's project3 training set as its EAST data set
    reads it: project3/data/train/img/*.jpg and project3/data/train/gt/*.txt (the same order
    by name), each gt line a quadrilateral's 8 coordinates and its text, ICDAR style; `images`
    pictures of 160 x 160 with one or two dark text-like boxes on a light ground."""
    import numpy
    from PIL import Image, ImageDraw

    generator = numpy.random.default_rng(2201)
    root = os.path.join(folder, "project3", "data", "train")
    os.makedirs(os.path.join(root, "img"), exist_ok=True)
    os.makedirs(os.path.join(root, "gt"), exist_ok=True)
    for n in range(images):
        ground = tuple(int(v) for v in generator.integers(170, 250, 3))
        picture = Image.new("RGB", (160, 160), ground)
        draw = ImageDraw.Draw(picture)
        lines = []
        for row in range(1 + n % 2):
            x0 = int(generator.integers(24, 40))
            y0 = 40 + 40 * row + int(generator.integers(0, 8))
            x1, y1 = x0 + int(generator.integers(60, 90)), y0 + 24
            ink = tuple(int(v) for v in generator.integers(0, 80, 3))
            draw.rectangle((x0, y0, x1, y1), fill=ink)
            lines.append(f"{x0},{y0},{x1},{y0},{x1},{y1},{x0},{y1},word{row}")
        picture.save(os.path.join(root, "img", f"tr_img_{n:05d}.jpg"))
        with open(os.path.join(root, "gt", f"tr_img_{n:05d}.txt"), "w") as out:
            out.write("\n".join(lines) + "\n")


def fshamshirdar_kitti(folder: str) -> None:
    """KITTI odometry as fshamshirdar/DeepVO's data set reads it, under kitti/: poses/NN.txt
    for its 11 training sequences 00 to 10 (a 3 x 4 pose a line: an identity rotation, which
    its Euler-angle check accepts exactly, and a random walk of translations) and
    sequences/NN/image_2/NNNNNN.png. Sequence 00 has 7 frames and the others 1 each (never
    read: its index skips a sequence shorter than the trajectory), so a trajectory of 1 gives
    6 samples; the frames are 40 x 128 (its transform resizes them to 384 x 1280)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(2301)
    root = os.path.join(folder, "kitti")
    os.makedirs(os.path.join(root, "poses"), exist_ok=True)
    for sequence in range(11):
        frames = 7 if sequence == 0 else 1
        position = numpy.zeros(3)
        lines = []
        for _ in range(frames):
            position = position + generator.normal(0, 0.5, 3)
            x, y, z = (float(v) for v in position)
            lines.append(f"1 0 0 {x:.6f} 0 1 0 {y:.6f} 0 0 1 {z:.6f}")
        with open(os.path.join(root, "poses", f"{sequence:02d}.txt"), "w") as out:
            out.write("\n".join(lines) + "\n")
        images = os.path.join(root, "sequences", f"{sequence:02d}", "image_2")
        os.makedirs(images, exist_ok=True)
        for frame in range(frames):
            pixels = generator.integers(0, 256, (40, 128, 3), dtype=numpy.uint8)
            Image.fromarray(pixels).save(os.path.join(images, f"{frame:06d}.png"))


def opconty_voc_text(folder: str, images: int = 4) -> None:
    """VOC2007_text_detection as opconty/pytorch_ctpn's VOCDataset reads it, under
    images/VOC2007_text_detection/: JPEGImages/NAME.jpg and Annotations/NAME.xml (Pascal VOC's
    filename and object/bndbox), `images` pictures of 160 x 256 with a text line drawn as a
    dark band, split into 16-pixel-wide boxes as CTPN's labels are."""
    import numpy
    from PIL import Image, ImageDraw

    generator = numpy.random.default_rng(2202)
    root = os.path.join(folder, "images", "VOC2007_text_detection")
    os.makedirs(os.path.join(root, "JPEGImages"), exist_ok=True)
    os.makedirs(os.path.join(root, "Annotations"), exist_ok=True)
    for n in range(images):
        name = f"img_{n:04d}"
        picture = Image.new(
            "RGB", (256, 160), tuple(int(v) for v in generator.integers(180, 250, 3))
        )
        draw = ImageDraw.Draw(picture)
        x0 = 16 * int(generator.integers(1, 4))
        y0 = int(generator.integers(30, 90))
        width, height = 16 * int(generator.integers(6, 10)), int(generator.integers(20, 32))
        draw.rectangle((x0, y0, x0 + width - 1, y0 + height), fill=(20, 20, 20))
        picture.save(os.path.join(root, "JPEGImages", name + ".jpg"))
        boxes = "".join(
            f"<object><name>text</name><bndbox><xmin>{x}</xmin><ymin>{y0}</ymin>"
            f"<xmax>{x + 15}</xmax><ymax>{y0 + height}</ymax></bndbox></object>"
            for x in range(x0, x0 + width, 16)
        )
        with open(os.path.join(root, "Annotations", name + ".xml"), "w") as out:
            out.write(f"<annotation><filename>{name}.jpg</filename>{boxes}</annotation>\n")
