"""Data made here for batch r's topics (36) to (40) (corpus_first_sight_r_36to40.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def lxc_veri(folder: str, images: int = 12, classes: int = 8) -> None:
    """lxc86739795/vehiclereid_baseline's VeRi training images and list, as train.sh names
    them: data/VeRi/image_train/ holds `images` small JPEGs named as VeRi's
    (VEHICLE_CAMERA_FRAME_0.jpg; dataset.py reads the camera from the name), and
    list/veri_train_list.txt one `name label` line for each, labels 0 to classes - 1 (the
    repository's own list names VeRi's 37,778 images, none of them stored)."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(3601)
    out = os.path.join(folder, "data", "VeRi", "image_train")
    os.makedirs(out, exist_ok=True)
    os.makedirs(os.path.join(folder, "list"), exist_ok=True)
    lines = []
    for n in range(images):
        label = n % classes
        name = f"{label + 1:04d}_c{n % 3 + 1:03d}_{16450 + 10 * n:08d}_0.jpg"
        pixels = generator.integers(0, 256, (48, 64, 3), dtype=numpy.uint8)
        Image.fromarray(pixels).save(os.path.join(out, name))
        lines.append(f"{name} {label}\n")
    with open(os.path.join(folder, "list", "veri_train_list.txt"), "w") as listing:
        listing.writelines(lines)


def du_nilm_redd(folder: str, samples: tuple[int, int, int] = (1000, 3000, 3000)) -> None:
    """1194449282/DU-NILM's data/redd_lf: REDD's low-frequency layout for houses 1 to 3 (its
    train.py trains on houses 2 and 3 and tests on house 1), each house_N/ holding
    labels.dat (`channel name` lines: two mains and a microwave) and channel_N.dat
    (`unix-time watts` lines), one reading every 6 s, as train.py resamples them; the
    microwave switches on at 1,500 W for 10 readings every 100, the mains carry it over a
    base load. The repository's redd_lf.zip is not stored (too large for the mirror)."""
    import numpy

    generator = numpy.random.default_rng(3901)
    for house, count in zip((1, 2, 3), samples, strict=True):
        out = os.path.join(folder, "data", "redd_lf", f"house_{house}")
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, "labels.dat"), "w") as labels:
            labels.write("1 mains\n2 mains\n3 microwave\n")
        times = 1303132926 + 6 * numpy.arange(count)
        microwave = numpy.where(numpy.arange(count) % 100 < 10, 1500.0, 0.0)
        base = 100.0 + generator.uniform(0.0, 50.0, (2, count))
        channels = (base[0] + microwave / 2, base[1] + microwave / 2, microwave)
        for n, values in enumerate(channels, start=1):
            with open(os.path.join(out, f"channel_{n}.dat"), "w") as channel:
                channel.writelines(f"{t} {v:.2f}\n" for t, v in zip(times, values, strict=True))
