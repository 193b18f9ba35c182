"""Data made here for batch t's topics (10) to (18) (corpus_first_sight_t_10to18.py), in the
form each script reads. Values come from generators of their own: the scripts' random streams
are left untouched."""

from __future__ import annotations

import os


def supernnova_database(folder: str, supernovae: int = 60, nights: int = 6) -> None:
    """supernnova/SuperNNova's tests/dump, built as its quick-start guide builds it before
    training (`snn make_data --dump_dir tests/dump --raw_dir tests/raw`): the repository's own
    make_data run on light curves made here in its csv format (as tests/raw_csv holds them:
    DES_HEAD.csv, a row a supernova with its SNID, peak MJD, host redshifts and SNTYPE;
    DES_PHOT.csv, a row an observation with its SNID, MJD, FLUXCAL, FLUXCALERR and filter),
    since the mirror lacks tests/raw's DES_NONIa-0001_PHOT.FITS. `supernovae` light curves,
    half of type 101 (Ia) and half 120 (IIP), each `nights` nights in g, r, i and z: a rise
    and fall around the peak with noise. make_data writes the HDF5 database and
    normalisations that train_rnn reads (its 80/10/10 split is drawn in its own process)."""
    import subprocess
    import sys

    import numpy

    generator = numpy.random.default_rng(1001)
    raw = os.path.join(folder, "tests", "raw_made_here")
    os.makedirs(raw, exist_ok=True)
    head = [
        ",SNID,PEAKMJD,HOSTGAL_PHOTOZ,HOSTGAL_PHOTOZ_ERR,HOSTGAL_SPECZ,HOSTGAL_SPECZ_ERR,"
        "SIM_REDSHIFT_CMB,SIM_PEAKMAG_z,SIM_PEAKMAG_g,SIM_PEAKMAG_r,SIM_PEAKMAG_i,SNTYPE"
    ]
    phot = [",SNID,MJD,FLUXCAL,FLUXCALERR,FLT"]
    row = 0
    for n in range(supernovae):
        snid = 1000000 + 137 * n
        peak = 56950.0 + float(generator.uniform(0, 60))
        z = float(generator.uniform(0.1, 0.8))
        mags = generator.uniform(21, 23.5, 4)
        sntype = 101 if n % 2 == 0 else 120
        head.append(
            f"{n},{snid},{peak:.3f},{z:.5f},0.05,{z:.5f},0.0005,{z:.5f},"
            f"{mags[0]:.4f},{mags[1]:.4f},{mags[2]:.4f},{mags[3]:.4f},{sntype}"
        )
        width = 12.0 if sntype == 101 else 30.0
        for night in range(nights):
            mjd = peak - 25 + 10 * night + float(generator.uniform(0, 3))
            for k, band in enumerate("griz"):
                flux = 100 * numpy.exp(-(((mjd - peak) / width) ** 2)) * (1 + 0.2 * k)
                error = float(generator.uniform(3, 9))
                flux += error * float(generator.standard_normal())
                phot.append(f"{row},{snid},{mjd + 0.002 * k:.3f},{flux:.4f},{error:.4f},{band}")
                row += 1
    with open(os.path.join(raw, "DES_HEAD.csv"), "w") as out:
        out.write("\n".join(head) + "\n")
    with open(os.path.join(raw, "DES_PHOT.csv"), "w") as out:
        out.write("\n".join(phot) + "\n")
    environment = {
        **os.environ,
        "PYTHONPATH": os.path.join(folder, "python"),
        "MPLBACKEND": "Agg",
    }
    subprocess.run(
        [
            sys.executable,
            os.path.join(folder, "cli", "run.py"),
            "make_data",
            "--dump_dir",
            os.path.join(folder, "tests", "dump"),
            "--raw_dir",
            raw,
            "--debug",  # its files one by one: its pool takes all cores but 2 (none here)
        ],
        cwd=folder,
        env=environment,
        check=True,
        capture_output=True,
    )


def sne_spec_spectra(folder: str, train: int = 60, test: int = 12, length: int = 1696) -> None:
    """jorgemarpa/SNe_spec's ./data for `--machine local` and its default `--data
    spec-111519-1696` in regression mode: spectraX.train.aug.111519.1696.regr.npy (spectra, N x
    1696), labels.train.aug.111519.1696.regr.npy (phase in days from -10 to 20 and delta m15
    from 0.85 to 1.55, N x 2), and the test pair. Random spectra: smooth bumps with noise."""
    import numpy

    generator = numpy.random.default_rng(1001)
    data = os.path.join(folder, "data")
    os.makedirs(data, exist_ok=True)
    wave = numpy.linspace(0.0, 1.0, length)
    for part, count in (("train.aug", train), ("test", test)):
        centres = generator.uniform(0.2, 0.8, (count, 1))
        spectra = numpy.exp(-((wave[None, :] - centres) ** 2) / 0.02)
        spectra += 0.05 * generator.standard_normal((count, length))
        labels = numpy.stack(
            [generator.uniform(-10, 20, count), generator.uniform(0.85, 1.55, count)], axis=1
        )
        numpy.save(os.path.join(data, f"spectraX.{part}.111519.{length}.regr.npy"), spectra)
        numpy.save(os.path.join(data, f"labels.{part}.111519.{length}.regr.npy"), labels)


def mlr3torch_correlation(folder: str, images: int = 32, size: int = 150) -> None:
    """cxzhang4/mlr3torch-benchmark_experiments' python/main.py data and files, as its Makefile
    leaves them: the Kaggle "guess the correlation" set under data/correlation/
    guess-the-correlation (train.csv of id and corr, train_imgs/ID.png, 150x150 scatter
    plots, read as grey) beside main.py, where it runs; python/config.yaml, which main.py
    reads back after training from its working folder (the Makefile runs it from the
    repository's root: here a copy of the repository's config beside it); and
    output_dir_name.txt naming a results folder with a benchmark_results.csv, which R/main.R
    writes before the Python benchmark runs. Random scatter plots of `images` point clouds
    with their correlation."""
    import numpy
    from PIL import Image

    generator = numpy.random.default_rng(1101)
    here = os.path.join(folder, "python")
    root = os.path.join(here, "data", "correlation", "guess-the-correlation")
    os.makedirs(os.path.join(root, "train_imgs"), exist_ok=True)
    rows = ["id,corr"]
    for i in range(images):
        corr = float(generator.uniform(-1, 1))
        x = generator.standard_normal(100)
        y = corr * x + numpy.sqrt(1 - corr**2) * generator.standard_normal(100)
        pixels = numpy.full((size, size), 255, dtype=numpy.uint8)
        cols = numpy.clip(((x + 3) / 6 * (size - 1)).astype(int), 0, size - 1)
        lines = numpy.clip(((3 - y) / 6 * (size - 1)).astype(int), 0, size - 1)
        pixels[lines, cols] = 0
        name = f"img{i:04d}"
        Image.fromarray(pixels, "L").save(os.path.join(root, "train_imgs", name + ".png"))
        rows.append(f"{name},{corr:.4f}")
    with open(os.path.join(root, "train.csv"), "w") as out:
        out.write("\n".join(rows) + "\n")
    os.makedirs(os.path.join(here, "python"), exist_ok=True)
    with open(os.path.join(here, "config.yaml")) as config:
        text = config.read()
    with open(os.path.join(here, "python", "config.yaml"), "w") as out:
        out.write(text)
    os.makedirs(os.path.join(here, "results_here"), exist_ok=True)
    with open(os.path.join(here, "output_dir_name.txt"), "w") as out:
        out.write("results_here\n")
    with open(os.path.join(here, "results_here", "benchmark_results.csv"), "w") as out:
        out.write("library,total_time\n")


def nino34_netcdf(folder: str, cmip_months: int = 36, obs_months: int = 35) -> None:
    """longyijdos/nino3.4's --data_path for training (train1_dataset and train2_dataset): the
    preprocessed netCDF files its data_preprocess/preprocess.py writes, cmip6nino34I.nc,
    cmip6tosA.nc and cmip6zosA.nc (CMIP6), errstv6nino34I.nc and errstv6sstA.nc (ERSSTv5) and
    sodasshA.nc (SODA), monthly from January 1871, on the 24 x 72 grid the model's 6 x 18
    after two poolings implies. 36 and 35 months give 12 samples each (a sample is 12 months
    in and the next 12 months' index out). Random anomalies; netCDF3 (xarray's scipy
    engine)."""
    import numpy
    import pandas
    import xarray

    generator = numpy.random.default_rng(1201)
    data = os.path.join(folder, "data")
    os.makedirs(data, exist_ok=True)

    def write(name: str, variable: str, months: int, grid: bool) -> None:
        time = pandas.date_range("1871-01-01", periods=months, freq="MS")
        if grid:
            values = generator.standard_normal((months, 24, 72)).astype("float32")
            coords = {"time": time, "lat": numpy.arange(24), "lon": numpy.arange(72)}
            array = xarray.DataArray(values, coords=coords, dims=("time", "lat", "lon"))
        else:
            values = generator.standard_normal(months).astype("float32")
            array = xarray.DataArray(values, coords={"time": time}, dims=("time",))
        array.to_dataset(name=variable).to_netcdf(os.path.join(data, name), engine="scipy")

    write("cmip6nino34I.nc", "nino34I", cmip_months, False)
    write("cmip6tosA.nc", "tosA", cmip_months, True)
    write("cmip6zosA.nc", "zosA", cmip_months, True)
    write("errstv6nino34I.nc", "nino34I", obs_months, False)
    write("errstv6sstA.nc", "sstA", obs_months, True)
    write("sodasshA.nc", "sshA", obs_months, True)


def nndl_accident_features(folder: str, videos: int = 40, frames: int = 8) -> None:
    """nin-ran-jan/NNDL_Project's features for train_seq_model.py, as its feature extraction
    saves them: in processed_data/CLIP_ViT_Features_clip-vit-large-patch14/run_250509_162201,
    train_features_saving_batch_0.npy (videos x frames x 768, a CLIP ViT feature a frame) and
    train_labels_saving_batch_0.npy (a 0/1 label a frame: the accident's frames); one saved
    batch of `videos` videos. And checkpoints/, where the script saves its best model. Random
    features; every other video holds an accident from a random frame on."""
    import numpy

    generator = numpy.random.default_rng(1601)
    run = os.path.join(
        folder, "processed_data", "CLIP_ViT_Features_clip-vit-large-patch14", "run_250509_162201"
    )
    os.makedirs(run, exist_ok=True)
    os.makedirs(os.path.join(folder, "checkpoints"), exist_ok=True)
    features = generator.standard_normal((videos, frames, 768)).astype("float32")
    labels = numpy.zeros((videos, frames), dtype="float32")
    for v in range(0, videos, 2):
        labels[v, int(generator.integers(1, frames)) :] = 1.0
    numpy.save(os.path.join(run, "train_features_saving_batch_0.npy"), features)
    numpy.save(os.path.join(run, "train_labels_saving_batch_0.npy"), labels)
