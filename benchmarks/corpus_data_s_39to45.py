"""Data made here for batch s's topics (39) to (45) (corpus_first_sight_s_39to45.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def malik_pht_light_curves(folder: str) -> None:
    """s-a-malik/pht-ml's data folder (./data beside src/main.py, where the script runs):
    binned TESS light curves, lc_csvs_cdpp/Sector<s>/tic-<id>_sec-<s>_cam-<c>_chi-<c>_tessmag-
    <m>_teff-<t>_srad-<r>_cdpp05-<a>_cdpp1-<b>_cdpp2-<c>_binfac-7.csv (one column, flux; 2,600
    points each, a flat star with noise), for the "standard" split's sectors (train 10 to 20:
    128 curves; val 30 to 35 and test 36 to 38: 32 each); pht_labels/summary_file_sec<s>.csv
    (TIC_ID, sector, maxdb: the volunteers' score, half of them 0; TOI, TCE, PHT_ctc, PHT_ctoi;
    subject_type False, real subjects); the simulated planets, planet_csvs/
    Planets_<tic>.txt_binfac-7.csv (a flux column of ones with one box-shaped dip) and
    planet_csvs/ete6_planet_data.txt (astropy's headerless ASCII table: col1 TIC, col3 period,
    col9 duration in hours, col10 depth in ppm), 8 planets for each remainder of the TIC by 4
    (train 0, val 1, test 2 and 3), depth / CDPP between 2 and 10 (the script takes 0 to 15)."""
    import numpy

    generator = numpy.random.default_rng(3945)
    data = os.path.join(folder, "src", "data")
    splits = (
        (range(10, 21), 128, 0),
        (range(30, 36), 32, 100000),
        (range(36, 39), 32, 200000),
    )
    labels = os.path.join(data, "pht_labels")
    os.makedirs(labels, exist_ok=True)
    for sectors, count, first_tic in splits:
        sectors = list(sectors)
        rows = {sector: [] for sector in sectors}
        for i in range(count):
            sector = sectors[i % len(sectors)]
            tic = first_tic + 1000 + i
            folder_s = os.path.join(data, "lc_csvs_cdpp", f"Sector{sector}")
            os.makedirs(folder_s, exist_ok=True)
            flux = 1000.0 + generator.normal(0.0, 1.0, 2600)
            name = (
                f"tic-{tic}_sec-{sector}_cam-{1 + i % 4}_chi-{1 + i % 4}_tessmag-10.5_"
                f"teff-5800_srad-1.0_cdpp05-150.0_cdpp1-100.0_cdpp2-70.0_binfac-7.csv"
            )
            with open(os.path.join(folder_s, name), "w") as file:
                file.write("flux\n")
                file.writelines(f"{value:.6f}\n" for value in flux)
            score = 0.0 if i % 2 == 0 else round(float(generator.uniform(0.2, 1.0)), 3)
            rows[sector].append(f"{tic},{sector},{score},-1,-1,-1,-1,False\n")
        for sector in sectors:
            path = os.path.join(labels, f"summary_file_sec{sector}.csv")
            with open(path, "w") as file:
                file.write("TIC_ID,sector,maxdb,TOI,TCE,PHT_ctc,PHT_ctoi,subject_type\n")
                file.writelines(rows[sector])
    planets = os.path.join(data, "planet_csvs")
    os.makedirs(planets, exist_ok=True)
    table = []
    for remainder in range(4):
        for j in range(8):
            tic = 500000 + 4 * j + remainder
            length = 400
            flux = numpy.ones(length)
            start = int(generator.integers(50, 300))
            width = int(generator.integers(5, 20))
            depth = float(generator.uniform(200.0, 1000.0))
            flux[start : start + width] = 1.0 - depth * 1e-6
            path = os.path.join(planets, f"Planets_{tic}.txt_binfac-7.csv")
            with open(path, "w") as file:
                file.write("flux\n")
                file.writelines(f"{value:.8f}\n" for value in flux)
            duration = float(generator.uniform(0.5, 3.5))
            period = float(generator.uniform(5.0, 40.0))
            table.append(f"{tic} 1 {period:.4f} 0 0 0 0 0 {duration:.4f} {depth:.2f}\n")
    with open(os.path.join(planets, "ete6_planet_data.txt"), "w") as file:
        file.write("# TIC, ..., period, ..., duration, depth\n")
        file.writelines(table)


def gully_kepler_views(folder: str) -> None:
    """gully/HelloWorldNet's exonet.py data folder (its d_path, `data` beside the script, with
    train/ and test/, and the output folder `out`): per threshold-crossing event five NumPy
    files, kplr_<kic>_<tce>_{global,local,global_cen_w,local_cen_w,info}.npy: the global view
    (2,001 points), the local view (201), their whitened centroid curves, and the info row of
    16 (kic, tce, period, epoch, duration, label 0 or 1, then 10 stellar parameters); a
    transit dip for label 1, none for 0. 192 training events (3 batches of 64), 64 test."""
    import numpy

    generator = numpy.random.default_rng(3946)
    os.makedirs(os.path.join(folder, "out"), exist_ok=True)
    for split, count in (("train", 192), ("test", 64)):
        path = os.path.join(folder, "data", split)
        os.makedirs(path, exist_ok=True)
        for i in range(count):
            label = i % 2
            stem = os.path.join(path, f"kplr_{100000 + i:09d}_01_")
            views = {}
            for view, length in (("global", 2001), ("local", 201)):
                curve = generator.normal(0.0, 0.1, length)
                if label:
                    middle = length // 2
                    width = max(length // 40, 3)
                    curve[middle - width : middle + width] -= 1.0
                views[view] = curve
                views[view + "_cen_w"] = generator.normal(0.0, 0.1, length)
            for name, values in views.items():
                numpy.save(stem + name + ".npy", values.astype("float32"))
            info = numpy.concatenate(
                (
                    [100000 + i, 1, 10.0, 130.0, 3.0, float(label)],
                    generator.normal(0.0, 1.0, 10),
                )
            )
            numpy.save(stem + "info.npy", info)


def afroz_qtransform_pngs(folder: str) -> None:
    """AfrozSaqlain/Eccentricity_vs_Lensed's data: Q-transform spectrograms as PNG files named
    <class>_<number>.png (lensed, eccentric, unlensed), in data/train and data/test beside
    gwtorch/training/cnn.py (./data/train and ./data/test, where it runs): 60 training
    images (20 a class: cnn.py keeps 48 for training, 3 batches of 16) and 12 test images,
    64 x 64 RGBA as matplotlib saves them, a chirp-like ridge whose slope depends on the class,
    with noise."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(3947)
    classes = ("lensed", "eccentric", "unlensed")
    rows, columns = numpy.mgrid[0:64, 0:64]
    number = 0
    for split, count in (("train", 60), ("test", 12)):
        path = os.path.join(folder, "gwtorch", "training", "data", split)
        os.makedirs(path, exist_ok=True)
        for i in range(count):
            label = i % 3
            ridge = 60 - (label + 1) * 0.3 * columns
            image = numpy.exp(-((rows - ridge) ** 2) / 8.0)
            image += generator.uniform(0.0, 0.3, (64, 64))
            pixels = numpy.zeros((64, 64, 4), dtype=numpy.uint8)
            pixels[..., 0] = numpy.clip(255 * image / image.max(), 0, 255)
            pixels[..., 1] = 255 - pixels[..., 0]
            pixels[..., 2] = 128
            pixels[..., 3] = 255
            Image.fromarray(pixels, "RGBA").save(
                os.path.join(path, f"{classes[label]}_{number}.png")
            )
            number += 1


def hawks_jet_h5(folder: str) -> None:
    """ben-hawks/pytorch-jet-classify's input files, in the hls4ml jet data set's layout as
    jet_dataset.py reads them: data/train.h5 and data/test.h5 beside train.py (its -i and -t),
    each with jetFeatureNames (bytes: the config's 16 inputs, the 5 labels j_g, j_q, j_w, j_z,
    j_t, and j_index) and jets (one row per jet, in that order; one-hot labels), written with
    libver="latest" as h5pickle opens them for SWMR reading. 4,096 training jets (3 batches of
    1,024 after the script's 75/25 split) and 1,024 test jets; features drawn per class with
    shifted means. Also the output folder `out`."""
    import h5py
    import numpy

    generator = numpy.random.default_rng(3949)
    inputs = [
        "j_zlogz",
        "j_c1_b0_mmdt",
        "j_c1_b1_mmdt",
        "j_c1_b2_mmdt",
        "j_c2_b1_mmdt",
        "j_c2_b2_mmdt",
        "j_d2_b1_mmdt",
        "j_d2_b2_mmdt",
        "j_d2_a1_b1_mmdt",
        "j_d2_a1_b2_mmdt",
        "j_m2_b1_mmdt",
        "j_m2_b2_mmdt",
        "j_n2_b1_mmdt",
        "j_n2_b2_mmdt",
        "j_mass_mmdt",
        "j_multiplicity",
    ]
    labels = ["j_g", "j_q", "j_w", "j_z", "j_t"]
    names = numpy.array([name.encode() for name in inputs + labels + ["j_index"]])
    path = os.path.join(folder, "data")
    os.makedirs(path, exist_ok=True)
    os.makedirs(os.path.join(folder, "out"), exist_ok=True)
    for split, count in (("train", 4096), ("test", 1024)):
        classes = numpy.arange(count) % 5
        features = generator.normal(0.0, 1.0, (count, len(inputs)))
        features += classes[:, None] * 0.5
        one_hot = numpy.eye(5)[classes]
        index = numpy.arange(count)[:, None]
        jets = numpy.concatenate((features, one_hot, index), axis=1).astype("float32")
        with h5py.File(os.path.join(path, f"{split}.h5"), "w", libver="latest") as file:
            file["jetFeatureNames"] = names
            file["jets"] = jets


def bender_names_csv(folder: str) -> None:
    """joe-bender/NameGeneratorTorch's names file, names2017.csv beside training.py (its
    hyperparameters' filename), in the SSA baby-names layout (yob2017.txt renamed): one
    "Name,Sex,Count" line per name, no header; 400 names of letters only, made from
    syllables."""
    import numpy

    generator = numpy.random.default_rng(3951)
    syllables = ["ka", "lo", "mi", "ra", "dan", "el", "so", "ther", "in", "ve", "ar", "bo"]
    names = set()
    while len(names) < 400:
        count = int(generator.integers(2, 4))
        parts = generator.choice(syllables, count)
        names.add("".join(parts).capitalize())
    with open(os.path.join(folder, "names2017.csv"), "w") as file:
        for i, name in enumerate(sorted(names)):
            file.write(f"{name},{'FM'[i % 2]},{int(generator.integers(5, 20000))}\n")


def aleemkirk_mesogeos_nc(folder: str) -> None:
    """aleemkirk/wildfire-simulation's samples, as src/training/train_unet3d.py finds them
    (../../data/raw/dataset_64_64_all_10days_final/2022/Albania/*.nc from where it runs):
    18 NetCDF-3 files (scipy's writer; xarray reads them with its scipy engine), each a
    10-day cube on a 32 x 32 grid (the mesogeos crops are 64 x 64; smaller here for the
    CPU): static dem, slope, aspect, lc_forest (y, x); dynamic t2m, rh, wind_speed, tp, ndvi
    (time, y, x); burned_areas (0/1, a fire spreading from its ignition point day by day) and
    ignition_points; global attributes country, date, burned_area_ha. The script's 70/15/15
    split keeps 12 for training: 3 batches of 4."""
    import numpy
    from scipy.io import netcdf_file

    generator = numpy.random.default_rng(3952)
    path = os.path.join(folder, "data", "raw", "dataset_64_64_all_10days_final", "2022", "Albania")
    os.makedirs(path, exist_ok=True)
    days, size = 10, 32
    rows, columns = numpy.mgrid[0:size, 0:size]
    for i in range(18):
        with netcdf_file(os.path.join(path, f"sample_{10000 + i}.nc"), "w") as file:
            file.country = b"Albania"
            file.date = f"2022-07-{1 + i:02d}".encode()
            file.burned_area_ha = float(generator.uniform(50.0, 500.0))
            file.createDimension("time", days)
            file.createDimension("y", size)
            file.createDimension("x", size)
            static = {
                "dem": generator.uniform(0.0, 1500.0, (size, size)),
                "slope": generator.uniform(0.0, 40.0, (size, size)),
                "aspect": generator.uniform(0.0, 360.0, (size, size)),
                "lc_forest": generator.uniform(0.0, 1.0, (size, size)),
            }
            for name, values in static.items():
                variable = file.createVariable(name, "f4", ("y", "x"))
                variable[:] = values.astype("float32")
            dynamic = {
                "t2m": 295.0 + generator.normal(0.0, 3.0, (days, size, size)),
                "rh": generator.uniform(10.0, 60.0, (days, size, size)),
                "wind_speed": generator.uniform(0.0, 10.0, (days, size, size)),
                "tp": generator.exponential(0.001, (days, size, size)),
                "ndvi": generator.uniform(0.1, 0.8, (days, size, size)),
            }
            centre = generator.integers(8, 24, 2)
            distance = numpy.hypot(rows - centre[0], columns - centre[1])
            burned = numpy.stack([(distance <= 1.5 * (t + 1)) for t in range(days)])
            ignition = numpy.zeros((days, size, size))
            ignition[0, centre[0], centre[1]] = 1.0
            dynamic["burned_areas"] = burned.astype("float32")
            dynamic["ignition_points"] = ignition
            for name, values in dynamic.items():
                variable = file.createVariable(name, "f4", ("time", "y", "x"))
                variable[:] = values.astype("float32")


def brianxu_uci_fire_hdf5(folder: str) -> None:
    """brian-xu/wildfire-prediction's training file, train/wildfire_data/
    uci_ml_hackathon_fire_dataset_2012-05-09_2013-01-01_10k_train_v2-002.hdf5 (train.py's
    DATASET_PATH, from train/ where it runs), in the UCI ML hackathon layout its loader
    reads: observed (samples, 5, H, W; VIIRS fire detections, the loader takes index 4),
    land_cover (samples, 17, H, W; LANDFIRE layers, it takes SLP and four cover types),
    meteorology (samples, 5, 5, H, W; it takes the fifth time) and target (samples, 2, H, W;
    it takes the first). 4 samples of 30 x 30 cells, each a fire blob that grows into its
    target."""
    import h5py
    import numpy

    generator = numpy.random.default_rng(3953)
    count, size = 4, 30
    rows, columns = numpy.mgrid[0:size, 0:size]
    observed = numpy.zeros((count, 5, size, size))
    target = numpy.zeros((count, 2, size, size))
    for i in range(count):
        centre = generator.integers(10, 20, 2)
        distance = numpy.hypot(rows - centre[0], columns - centre[1])
        observed[i, 4] = (distance <= 2.5) * generator.uniform(0.5, 1.0, (size, size))
        target[i, 0] = (distance <= 4.0).astype(float)
        target[i, 1] = (distance <= 5.0).astype(float)
    land_cover = generator.uniform(0.0, 1.0, (count, 17, size, size))
    meteorology = generator.normal(0.0, 1.0, (count, 5, 5, size, size))
    path = os.path.join(folder, "train", "wildfire_data")
    os.makedirs(path, exist_ok=True)
    name = "uci_ml_hackathon_fire_dataset_2012-05-09_2013-01-01_10k_train_v2-002.hdf5"
    with h5py.File(os.path.join(path, name), "w") as file:
        file["observed"] = observed
        file["land_cover"] = land_cover
        file["meteorology"] = meteorology
        file["target"] = target


def aznboystride_deepglobe_roads(folder: str) -> None:
    """aznboystride/automatic-road-extraction's data in the DeepGlobe road layout its Loader
    and ValidDataset read under --trainpath train: train/train/sat/<n>_sat.jpg with
    train/train/map/<n>_mask.png, and train/valid/sat, train/valid/map the same; 64 x 64
    images (DeepGlobe's are 1,024 x 1,024: smaller here for the CPU), a grey-green ground
    with one or two straight roads, the mask 255 on the road. 128 training images (32 loader
    batches of 4: the loop stops 16 batches before the end, so it reaches 4 steps of 4
    accumulated batches) and 96 validation images (24 batches: validate() divides by its
    count of full groups, which needs 20 or more). Also the weights and optimizers folders
    the readme makes."""
    import cv2
    import numpy

    generator = numpy.random.default_rng(3954)
    for name in ("weights", "optimizers"):
        os.makedirs(os.path.join(folder, name), exist_ok=True)
    for split, count in (("train", 128), ("valid", 96)):
        sat = os.path.join(folder, "train", split, "sat")
        roads = os.path.join(folder, "train", split, "map")
        os.makedirs(sat, exist_ok=True)
        os.makedirs(roads, exist_ok=True)
        for i in range(count):
            image = numpy.zeros((64, 64, 3), dtype=numpy.uint8)
            image[...] = (80, 110, 90)
            image = numpy.clip(image + generator.normal(0, 12, image.shape), 0, 255)
            mask = numpy.zeros((64, 64), dtype=numpy.uint8)
            for _ in range(int(generator.integers(1, 3))):
                start = (int(generator.integers(0, 64)), 0)
                end = (int(generator.integers(0, 64)), 63)
                if generator.uniform() < 0.5:
                    start, end = start[::-1], end[::-1]
                cv2.line(mask, start, end, 255, 3)
            image[mask > 0] = (170, 170, 165)
            number = 100000 + i
            cv2.imwrite(os.path.join(sat, f"{number}_sat.jpg"), image.astype(numpy.uint8))
            cv2.imwrite(os.path.join(roads, f"{number}_mask.png"), mask)
