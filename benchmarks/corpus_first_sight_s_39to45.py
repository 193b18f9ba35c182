"""Batch s, topics (39) to (45): batch s's rule (corpus_first_sight_s.py's docstring, verbatim
there) applied to exoplanet detection from light curves, gravitational wave detection, particle
physics jet tagging, rainfall-runoff modeling with an LSTM, wildfire spread prediction, road
extraction from satellite images and Acrobot deep Q-learning. Nine scripts from nine
repositories: two for topics 39 and 43, one for each of topics 40, 41, 42, 44 and 45 (every
`code` result read, and `pages` where `code` gave fewer than two; see below). At first sight 9
of 9 kept, no silent wrong result: five `agree` (three naming batch norm per rank, two with
nothing to name, one of them a batch of one over 2 ranks), three `cannot tell` naming the loop's
draws, and one `differ` naming a Dice loss over the batch (see Doubts: two kept `agree`s whose
synced runs still differed).

Each recipe was run in one plain Python process until it ended with exit 0, prepared as
benchmarks/corpus.py prepares it (corpus.extract and corpus.prepare, in /tmp/s_runs/plain-NAME),
with MPLBACKEND=Agg and `nice -n 10`, under /tmp/s_plain_lock, on the 2-core machine shared with
the other helpers; its time and the load average as it began are given below. Each first sight
ran on the frozen tree (PYTHONPATH=/tmp/wts/src) behind the batch's lock /tmp/s_lock, once,
--timeout 600, after the recipe (expect and why included) was final; its start (UTC) is the
moment the lock was taken, its seconds corpus.py's.

Installed into .venv from PyPI (each checked first with `pip install --dry-run`, each under the
plain lock; none replaces torch, torchvision, numpy or transformers): astropy 8.0.2 with pyerfa
2.0.1.5 and astropy-iers-data (pht-ml's data.py imports astropy.table); seaborn 0.13.2
(AfrozSaqlain's general_utils); brevitas 0.13.4 with dependencies 2.0.1, unfoldNd 0.2.3 and
setuptools 80.10.2, and h5pickle 0.4.2 (ben-hawks' models.py, tools/ and jet_dataset.py); polars
2.1.0, xarray 2026.9.0, zarr 3.1.6 and dask 2026.8.0 with their dependencies (donfig,
google-crc32c, numcodecs, locket, partd, toolz, polars-runtime-32; hydro_multimodel's core/utils
imports them all; xarray also reads aleemkirk's NetCDF files); pytz 2026.6 (aznboystride's
train.py). scikit-learn 1.9.1 was missing from the venv when this part began and was installed
by another helper at the same moment (joblib, threadpoolctl, narwhals with it). Not installed:
PyCBC (its dry run would replace numpy 2.4.6 by 2.3.5), gym 0.21 (its build fails here).

Read as batches c to r read the rule. "In the corpus": named in corpus_recipes.py or
corpus_first_sight_*.py, or claimed in /tmp/s_claims.txt (checked just before each was taken;
each taken one claimed at once, tag s_39to45). Ranks are the results' own. Per topic:

39. Exoplanet detection from light curves, `code`: s-a-malik/pht-ml (ranks 1, 2; HEAD
   ec50ab773c231de94dc645a97b7f2346da13f3e1) taken: src/main.py, the readme's `python
   src/main.py`: PlaNet (Ramjet's 1-D CNN) on TESS light curves with Planet Hunters scores and
   injected synthetic transits. Made here: the data folder in its layout
   (corpus_data_s_39to45.malik_pht_light_curves: 128/32/32 binned curves named as
   preprocess_lcs.py names them, the sectors' label CSVs, 32 simulated planets and their astropy
   table). Edits: the flux read as a writable array (pandas 3), the default model's first dense
   layer sized for HEAD's padded ConvBlock (a shape error at HEAD: the commit "add padding and
   stride to convblock" changed ConvBlock after RamjetBin7 was sized), a W&B stand-in module;
   args: 1 epoch (the loop runs range(1, epochs)), batches of 32 (not 256). Plain run: first try
   191.5 s (mostly waiting for the lock), exit 1 (pandas 3's read-only .values); second 21.6 s,
   exit 1 (the shape error); third 15.6 s, exit 0, at load 4.10. gully/HelloWorldNet (ranks 3,
   4; HEAD 82422946cbe7df88a4a52a03f28408ae06397a11) taken: exonet.py, the repository's one
   training script (its readme gives no command; the script's own comment does): Exonet
   (Astronet in PyTorch) on Kepler global and local views with centroids and stellar parameters.
   Made here: its train/test folders of NumPy views (gully_kepler_views: 192/64 events). Edits:
   the CPU where there is no GPU (.cuda() unguarded), the reversal's index made on the tensor's
   device (torch.cuda.LongTensor), the PDF saved without two keywords matplotlib 3 refuses;
   args: 1 epoch of batches of 64, dropout 0.7 (its saved models' name). Plain run: first 46.7
   s, exit 1 (savefig's rastersized= after training); second 41.8 s, exit 0, at load 3.99. Ranks
   5 to 12 name no repository.

40. Gravitational wave detection, `code`: victoria-tiki/Wavenet_torch-public (rank 1; HEAD
   cc6301a221656684da48ceeb3a2c83f042d819c0) skipped, no training script: the readme's slurm
   runs train_torch.py, absent from the repository (only its compiled .pyc in __pycache__).
   tsyamamoto-phys/GWNetModule (rank 2; HEAD 925615092c40ee046c484a3662228a24a19f10f9) skipped,
   no training script (network and loss modules; no optimizer, no backward anywhere).
   ML4GW/ml4gw (rank 3; HEAD 2796cc9c48ede687ae8ddaef81c73f7dd3270bb1) skipped, training only in
   a notebook (a library; its one training loop is docs/tutorials/ml4gw_lfi_tutorial.ipynb).
   AfrozSaqlain/Eccentricity_vs_Lensed (rank 4; HEAD a4d1392ef431da8ae49d7e7cf8fa9dc672dfdcfb)
   taken: gwtorch/training/cnn.py, the readme's first training command (cnn_train_gwtorch, the
   entry point to its main): a CNN on Q-transform PNGs of lensed, eccentric and unlensed
   signals. Made here: 60/12 RGBA PNGs named <class>_<n>.png (afroz_qtransform_pngs). Edits: the
   package on the path (as its pip install puts it); args: batches of 16 (not 128), 1 epoch (not
   20). Plain run: 90.7 s, exit 0, at load 4.55. Ranks 5 to 12 name no repository. `pages`, for
   the second: ar5iv 2010.15845 (1), ar5iv 2106.03741 (2), gwdata-bootcamp.superdocs.cloud (3),
   ar5iv 2011.04418 (5) and 2302.00295 (6) name no repository; ar5iv 2211.01520 (4) names
   github.com/vivinousi/gw-detection-deep-learning (HEAD
   35ff988741adb6a01a02031b24847904da9a3c6d), skipped, a package that cannot be installed here:
   train.py imports utils/dataset.py, which imports utils/eval_utils.py, whose first lines
   import PyCBC, and PyCBC's install would replace numpy 2.4.6 by 2.3.5 (a recipe and its
   MLGWSC-1 data maker were written before its plain run stopped on that import; they are not
   kept here); victoriatiki.com (7) names only its "GitHub Repo (public mirror)", the
   Wavenet_torch-public above; sidml.github.io/Self-Supervised-Learning-for-Gravitational-Waves
   (8), read as OWNER/NAME as batch s_46to52 read github.io pages, names
   sidml/Self-Supervised-Learning-for-Gravitational-Waves (HEAD
   b0eb9ae68d791e9e2469a9803308a418db795df3), skipped, weights that cannot be had: train.py
   restarts from an averaged checkpoint of an earlier run
   (epoch=01-val_loss_epoch=2533.208.ckpt, not in the repository), and its Trainer is Lightning
   1.x's two-GPU DDP. Topic 40 gives one script.

41. Particle physics jet tagging, `code`: ben-hawks/pytorch-jet-classify (rank 1; HEAD
   6bf98c507ddd44deedc21bc468249930919e343d) taken: train.py, the readme's `python3 train.py -i
   <input H5 File> -o <output directory> -e <num epoch>`: a three-layer MLP with batch norm on
   the hls4ml jet features. Made here: train/test H5 files in its layout (hawks_jet_h5:
   4,096/1,024 jets). Edits: np.float and np.Inf (removed in NumPy 1.24 and 2.0) as float and
   np.inf; args: 1 epoch. Plain run: first 6.9 s, exit 1 (np.Inf); second 12.5 s, exit 0, at
   load 3.29. ijkeja/DLfinalproject (rank 2; HEAD 7d6c18283329efea46336f1579ed16c2d6946af0)
   skipped, training only in a notebook. pinwheeldd/Recursive_Neural_Net (rank 3; HEAD
   fc4c1828d56016fd999561be09c7d620da3c0184) skipped, no training script that runs:
   train_batch.py is not valid Python (an IndentationError at its line 142, and wrap()'s body
   dedented), and its data come through ROOT/PyROOT, not on PyPI. afduquebr/JetDataLoader (rank
   4; HEAD 581c73cd5c7e887c35ad3c3f89c774b993889f39) skipped, no training script: train.py
   parses arguments and defines a train() whose body is model.train() alone, nothing calls it,
   and the readme's exec/train.sh is not in the repository. Ranks 5 to 12 name no repository.
   `pages`: arxiv.org 2202.03772 (1), zhuanzhiai.com (3) and aminer.org (5) name
   github.com/jet-universe/particle_transformer (HEAD 2925bdb249e8ef78560cc2b9b651eda3615da8c7),
   skipped, no training script: its train_*.sh run weaver-core's `weaver` command (the loop is
   that package's), the repository holding the networks' modules and data configs (and the data
   are JetClass ROOT files); arxiv.org 2412.18773 (2), indico.desy.de (4, a notebook),
   studylib.net (7) and deepai.org (8) name no repository; rank 6 has no address. Topic 41 gives
   one script.

42. Rainfall-runoff modeling with an LSTM, `code`: leoglonz/hydro_multimodel (rank 1; HEAD
   efad2898600f10a0a21a0b342ec49c6b806e4485) skipped, cannot run on a CPU (as a compiled CUDA
   extension): the hit's _depreciated/train-PRMS.py is not at HEAD, and the training entry
   point, dPLHydro_multimodel/__main__.py (Hydra, differentiable HBV with an LSTM
   parameterisation), builds its LSTM as CudnnLstm, which calls self.cuda() in its constructor
   and torch._cudnn_rnn (cuDNN's kernel) in its forward. (A recipe, its CAMELS pickle maker and
   polars, xarray, zarr and dask were made ready before its plain run stopped there: 9.4 s, exit
   1, "Found no NVIDIA driver"; the recipe and maker are not kept.) Rank 2 names no repository.
   joe-bender/NameGeneratorTorch (rank 3; HEAD db1f408a73ee2d5d70993ba1643f34fbb1e6d1c0) taken:
   the hit's simple-rnn.py is not at HEAD; training.py, the readme's: a 3-layer LSTM generating
   names letter by letter. Made here: names2017.csv (bender_names_csv, 400 names). Edits: 10
   steps (not 500). Plain run: 111.2 s, exit 0, at load 4.88. (Not a rainfall-runoff model:
   taken by the rule's order.) jianzhnie/TsFormer (rank 4) in the corpus (f_11to17, k_16to20).
   Ranks 5 to 12 name no repository. `pages`, for the second: confluence.readthedocs.io (1, 2;
   SYMFLUENCE's guide, no repository address), docslib.org (3), iowafloodcenter.org (5),
   123dok.net (7) and hydrol-earth-syst-sci.net (8) name no repository;
   rudeprover.github.io/discharge-prediction-docs (4, 6), read as OWNER/NAME, names
   rudeprover/discharge-prediction-docs, skipped, another framework (its LSTM tutorial trains
   tensorflow.keras, as the page shows; not fetched). Topic 42 gives one script.

43. Wildfire spread prediction, `code`: aleemkirk/wildfire-simulation (rank 1; HEAD
   bff665fb6c1cc883210cb7c170db7f67bd79fadd) taken: src/training/train_unet3d.py, the readme's
   first training command: a 3-D U-Net on mesogeos cubes with BCE plus a Dice loss over the
   batch. Made here: 18 NetCDF-3 cubes of 10 x 32 x 32 (aleemkirk_mesogeos_nc). Edits: 1 epoch
   (not 50). Plain run: 22.1 s, exit 0, at load 3.38. Aamer98/Wildfire_Bench (ranks 2, 4; HEAD
   5454823c43c23ac59a03d3c4c3b890ca27d0bc55) skipped, cannot run on a CPU in about a minute:
   every config of its train.py scripts builds ClimaX at embed 1,024, depth 8, over 128 x 128
   inputs in patches of 2 (4,096 tokens), a Lightning 1.x CLI with a W&B logger.
   brian-xu/wildfire-prediction (rank 3; HEAD 1e4f7533e11cf5d19d1ab351949dbcf9a4bff150) taken:
   train/train.py, the hit's (train/README.md points to it): FireCast, one step per burning
   cell's 15 x 15 patch. Made here: the UCI hackathon HDF5 file it reads (brianxu_uci_fire_hdf5:
   4 samples of 30 x 30). Edits: 1 epoch (not 10). Plain run: 27.2 s, exit 0, at load 2.71.
   Ranks 5 to 12 name no repository.

44. Road extraction from satellite images, `code`: Riya-l209/road-extraction-unet (rank 1; HEAD
   c56ce46f56b27faeacfea9f79eda0765ab9206fc) skipped, cannot run on a CPU in about a minute and
   does not run at HEAD: training/train.py resizes every image to 256 x 256 for a full U-Net (64
   to 1,024 channels, about 55 GFLOPs a forward per image, batches of 4), and its `from model
   import UNet, RoadDataset` names a RoadDataset no model.py defines (an ImportError; it is in
   training/dataset.py). karansahu-dn/Road-Features-Extraction (rank 2; HEAD
   5ac12ef755db77dcf42013d38eb2863656f66ed8) skipped, no training script (the snapshot holds
   only its readme). aznboystride/automatic-road-extraction (rank 3; HEAD
   0a7234da18bd739e0fa8527fbb2c4604752bd43c) taken: train.py with the readme's example
   (FCDenseNet, BCESSIM, -b 16, -au). Made here: DeepGlobe-layout JPG/PNG pairs of 64 x 64
   (aznboystride_deepglobe_roads: 128 training, 96 validation) and the weights and optimizers
   folders. Edits: dinkaugment's np.math as math and its negative hue shift wrapped into uint8
   as NumPy 1 wrapped it (both refused by NumPy 2); args: 1 iteration (not 200), no -dv (the
   CPU). Plain run: first 4.4 s, exit 1 (np.math, removed in NumPy 2, in dinkaugment); second
   11.4 s, exit 1 (NumPy 2 refuses np.uint8 of a negative hue shift); third 68.1 s, exit 0, at
   load 3.77 (18 loader batches, 4 steps). waihoh/SatelliteImagery (rank 4; HEAD
   2b0346620d148e6b84d9d5f91f9991cb9869d5f1) skipped, weights from the internet: train.py's
   DLinkNet34 builds torchvision's resnet34 with ResNet34_Weights.DEFAULT (a download). Ranks 5
   to 12 name no repository. `pages`: gh.r-mj.com/LeBrav/CloudSegmentation (1) and
   gh.r-mj.com/avikds/Aerial-Image-Segmentation-PyTorch (2), GitHub paths under another host's
   name, passed over (as s_46to52 passed git.onestrm.cn over); mapsandlocations.com (3, 5),
   jeffwen.com (4: "the code repository", no address), carrels.distantreader.org (6),
   curatedsql.com (7) and 9pdf.info (8) name no repository. Topic 44 gives one script.

45. Acrobot deep Q-learning, `code`: MertAtesmen/acrobot-gymnasium (ranks 1, 6, 9; HEAD
   173939260bae9b4d0360ea090727f55374eafd43) taken: train.py, the readme's `python train.py`: a
   DQN with replay on Gymnasium's Acrobot-v1. Made here: nothing. Edits: 1 episode (not 250).
   Plain run: 19.7 s, exit 0, at load 3.41 (it prints a mean loss of inf: the script counts each
   environment step before the memory holds 128 transitions as an infinite loss).
   ZhicongLiang/CartPole-v0 (rank 2; HEAD 07b94115766b19933e5ed0c7600aa926bee9baad) skipped, a
   package that cannot be installed here: mian.py's states are screens from old gym's
   env.render(mode='rgb_array') (removed in gym 0.26; gym 0.21 fails to build here) drawn
   through pyglet's OpenGL window. whoji/training-ground (rank 3) in the corpus (l_16to20,
   r_56to60). Santiagor2230/N_Step_DQN (rank 4; HEAD 7e5a15b14c8e849309df345dda14bc19e37d4b91)
   skipped, data from the internet: Pong's Atari ROMs (its readme's
   gym[atari,accept-rom-license], AutoROM's download), a Lightning 1.x Trainer. Ranks 5, 7, 8,
   10 to 12 name no repository. `pages`: cloudzsexy.com (1), tensorflow.org (3, 6), cnblogs.com
   (4, 7) and haomeiwen.com (8) name no repository; github.com/Timoniche/KANDQN (2) in the
   corpus (r_56to60); github.com/ximinng/Deep-Learning-in-Action (5; HEAD
   306532e25e987a8a368dd863cab3bc711636f225) skipped, no training script:
   deep_reinforcement_learning/train.py is a docstring alone, and dqn.py's main only builds its
   Trainer (random steps to fill the buffer; training_step is never called). Topic 45 gives one
   script.

First sight, per recipe (start UTC, corpus.py's seconds, the verdict line, kept or broken):
   malik-pht-planet-cnn, began 23:17:22, 161.0 s: `agree: after 3 optimizer step(s) the
   parameters on 2 ranks agree with one process's computing the ranks' slices (largest
   difference 0.00483, at 'block1.conv.bias'; beyond float tolerance at 'block0.conv.weight',
   but within 10x that run again with its rounding moved by 1 ulp (0.00156) ...)`, with "the
   split itself (0.00601): batch norm per rank; again with --sync-batchnorm the ranks agree with
   one process's (0.0052; ... 1 ulp: 0.00561): batch norm per rank is all the difference this
   check sees", kept. gully-exonet-kepler-views, began 23:21:17, 60.0 s: `cannot tell: after 3
   optimizer step(s) the parameters on 2 ranks differ from one process's computing the ranks'
   slices, first at 'fc_global.0.weight' (largest difference 4.77e-05; ... 1 ulp: 1.65e-06);
   that run ran BCELoss whole, which the ranks split ...; but the script draws at random in its
   training loop ...`, naming np.random.uniform at exonet.py:339 and random.random at
   exonet.py:345, kept. afroz-gw-qtransform-cnn, began 23:22:32, 54.6 s: `agree: ... (largest
   difference 0, at 'fc2.bias')`, the split itself 7.95e-06, kept. bender-names-lstm, began
   23:24:13, 23.5 s: `cannot tell: the script draws at random after its first backward (its
   batches, ...) and each of the 2 ranks draws its own (2x the script's data per step) ...`,
   naming random.sample at training.py:33, kept. brianxu-firecast-pixels, began 23:28:29, 16.0
   s: `agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one process's
   (largest difference 0, at 'dense2.bias')`, kept. aleemkirk-wildfire-unet3d, began 23:28:48,
   44.9 s: `differ: after 3 optimizer step(s) the parameters on 2 ranks differ from one
   process's computing the ranks' slices, first at 'up_blocks.2.conv.double_conv.3.weight'
   (largest difference 0.00196; ... 1 ulp: 6.21e-05) ...`, with "the loss backpropagated at
   train_unet3d.py:190 mixes the batch's samples", kept. mert-acrobot-dqn, began 23:29:37, 13.5
   s: `cannot tell: the script draws at random after its first backward ...`, naming
   random.random at models.py:57 and np.random.normal at trainings.py:26, kept.
   hawks-jet-classify-mlp, began 23:29:57, 80.9 s: `agree: ... (largest difference 2.27e-05, at
   'fc3.bias'; beyond float tolerance at 'fc1.bias', but within 10x that run again with its
   rounding moved by 1 ulp (3.45e-05) ...)`, with "the split itself (largest difference
   0.000418, at 'bn1.weight'): batch norm per rank; again with --sync-batchnorm they still
   differ from one process's (largest difference 0.00034, at 'fc4.bias'; one process against
   itself with its rounding moved by 1 ulp: 0.000158, at 'fc3.bias')", kept (see Doubts).
   aznboy-road-fcdensenet, began 23:37:45, 83.9 s: `agree: after 3 optimizer step(s) the
   parameters on 2 ranks agree with one process's computing the ranks' slices (largest
   difference 4.59e-07, at 'denseBlocksUp.1.layers.0.conv.bias')`, with "the split itself
   (largest difference 0.00575, ...): batch norm per rank; again with --sync-batchnorm they
   still differ from one process's (largest difference 0.00419, ...; one process against itself
   with its rounding moved by 1 ulp: 0.00318, ...)", kept.

Doubts for the lead: (1) hawks-jet-classify-mlp: kept as expected, but its model ends in
   nn.Softmax(0), a softmax over the batch's dimension, so each sample's output depends on the
   rest of its batch, and 2 ranks train another function than one process. --verify models it
   within "the split itself" (the forward run slice by slice) and names only batch norm per
   rank; its own line then shows that --sync-batchnorm does not close the gap (0.00034 against a
   yardstick of 0.000158, about 2x), yet the verdict stays `agree` with no cause named beyond
   batch norm. A forward that mixes samples outside batch norm (softmax or any reduction over
   dimension 0) is, I think, a cause --verify could name as it names a loss that mixes the
   batch's samples; the recipe's expect followed docs/run.md's table ("the run of the split
   modelled it: agree"). (2) malik-pht-planet-cnn: the default model is broken at HEAD (a commit
   padded ConvBlock after RamjetBin7's dense layer was sized); the recipe resizes that layer
   (128 x 20), which is the model the code at HEAD builds, not the one the paper trained. (3)
   gully's `cannot tell` line says "that run ran BCELoss whole, which the ranks split" although
   the loss is a plain mean; the draws decide the verdict anyway. (4) The shared venv changed
   under this part: scikit-learn was absent when it began (another helper installed it at once),
   and this part installed brevitas (with setuptools 80.10.2), polars, xarray, zarr, dask,
   astropy, seaborn, pytz, h5pickle; xarray and dask in particular may change corpus scripts
   that once failed at their import. (5) Two repositories were taken and claimed, then skipped
   after their plain run stopped for a mechanical reason (vivinousi: PyCBC; leoglonz: cuDNN's
   kernel); their claims stay in /tmp/s_claims.txt. (6) aleemkirk's data are 32 x 32 cubes, not
   mesogeos' 64 x 64, and aznboystride's 64 x 64 images, not DeepGlobe's 1,024 x 1,024, for the
   CPU. (7) aznboy-road-fcdensenet: kept, but its synced run also "still differs" from one
   process (0.00419 against a yardstick of 0.00318, 1.3x) with no other cause I can find in the
   script (BCE and SSIM are means over equal slices, SSIM's windows stay inside each image);
   like s_46to52's avv524 it may be the synced run's own rounding through RMSprop, which the
   yardstick does not cover. Not rerun.
"""

from __future__ import annotations

from corpus_recipes import CPU_WITHOUT_CUDA, Edit, Recipe

GULLY = ("gully/HelloWorldNet", "82422946cbe7df88a4a52a03f28408ae06397a11")
AFROZ = ("AfrozSaqlain/Eccentricity_vs_Lensed", "a4d1392ef431da8ae49d7e7cf8fa9dc672dfdcfb")
HAWKS = ("ben-hawks/pytorch-jet-classify", "6bf98c507ddd44deedc21bc468249930919e343d")
BENDER = ("joe-bender/NameGeneratorTorch", "db1f408a73ee2d5d70993ba1643f34fbb1e6d1c0")
ALEEMKIRK = ("aleemkirk/wildfire-simulation", "bff665fb6c1cc883210cb7c170db7f67bd79fadd")
BRIANXU = ("brian-xu/wildfire-prediction", "1e4f7533e11cf5d19d1ab351949dbcf9a4bff150")
AZNBOY = ("aznboystride/automatic-road-extraction", "0a7234da18bd739e0fa8527fbb2c4604752bd43c")
MERT = ("MertAtesmen/acrobot-gymnasium", "173939260bae9b4d0360ea090727f55374eafd43")
MALIK = ("s-a-malik/pht-ml", "ec50ab773c231de94dc645a97b7f2346da13f3e1")
# The W&B calls (wandb.init, config, watch, log, save, Table, plot, run.dir) go to Weights &
# Biases' service: a stand-in module beside the script that answers every name with an object
# that does nothing, its run's folder the working folder (wandb is not installed).
WANDB_ANYTHING = """
class _Anything:
    dir = "."

    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Anything()

    def __getattr__(self, name):
        return _Anything()


run = _Anything()
config = _Anything()
plot = _Anything()


def __getattr__(name):
    return _Anything()
"""

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "malik-pht-planet-cnn",
        *MALIK,
        "src/main.py",
        "exoplanet transit detection in TESS light curves (Planet Hunters TESS volunteer "
        "scores as targets, simulated planet transits injected): PlaNet, a 1-D CNN after "
        "Ramjet (conv blocks with LeakyReLU, dropout, max pooling and BatchNorm1d, dense "
        "blocks with BatchNorm1d and dropout); nn.BCEWithLogitsLoss, a mean over the batch; "
        "AdamW; a shuffled DataLoader with a collate_fn that drops unlabelled curves; the data "
        "set caches every curve at its start and draws in __getitem__ (a synthetic transit "
        "injected with probability 0.5 where the score is 0, another curve's noise, mirror, "
        "delete, shift, a random cut to 2,500 points); a validation pass before training and "
        "after each epoch, the best by validation loss saved; W&B logging)",
        "agree",
        (
            "batches of 32 from a shuffled DataLoader, split 16 + 16 (128 training curves: 4 "
            "full batches); nn.BCEWithLogitsLoss is a mean of one term per sample over slices "
            "of equal size, so one process's average; every curve made here has a label, so "
            "the collate_fn drops nothing on either side of the split; the injections and "
            "augmentations are drawn with np.random in __getitem__ (the data's draws, seeded "
            "per sample for the check); the cache is filled before training, alike on every "
            "rank; dropout switched off for the check; the validation passes (eval, no "
            "backward) feed no step; BatchNorm1d normalises each rank's slice by its own "
            "statistics: `agree`, computing the ranks' slices, batch norm per rank named"
        ),
        (
            Edit(
                '        x["flux"] = df["flux"].values',
                '        x["flux"] = df["flux"].to_numpy(copy=True)',
                "the flux read as a writable array: pandas 3 (copy-on-write) hands back a "
                "read-only one for .values, which the script's transforms divide in place (a "
                "ValueError as the cache is filled)",
                "src/utils/utils.py",
            ),
            Edit(
                "            self.block8 = DenseBlock(input_dim=128*15, output_dim=512, "
                "dropout=self.dropout)",
                "            self.block8 = DenseBlock(input_dim=128*20, output_dim=512, "
                "dropout=self.dropout)",
                "the default model (ramjet, bin factor 7) at HEAD: its first dense layer sized "
                "for convolutions without padding (128 x 15 for 2,500 points), but the commit "
                "'add padding and stride to convblock' made ConvBlock pad by 1, so the "
                "features are 128 x 20 (a shape error at the first forward)",
                "src/models/nets.py",
            ),
        ),
        # README: python src/main.py (1,000 epochs of batches of 256): one epoch (the loop
        # runs range(1, epochs)), batches of 32 for 4 steps from 128 curves made here.
        args=("--epochs", "2", "--batch-size", "32"),
        files={"wandb.py": WANDB_ANYTHING},
        paths=("src",),
        data="malik_pht_light_curves",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "gully-exonet-kepler-views",
        *GULLY,
        "exonet.py",
        "exoplanet transit classification of Kepler threshold-crossing events (planet or "
        "not): Exonet, Astronet's two-view 1-D CNN (global view of 2,001 points, local of 201, "
        "each with its whitened centroid curve as a second channel, and 10 stellar "
        "parameters), dropout in the global column, three linear layers and a sigmoid; "
        "nn.BCELoss, a mean over the batch; Adam; a shuffled DataLoader with 4 workers; in the "
        "loop each sample of the batch gets Gaussian noise of a scale drawn with "
        "np.random.uniform (tensor.normal_ on a new tensor) and is reversed where Python's "
        "random() < 0.5; validation each epoch, then average precision, precision-recall and "
        "confusion matrices, the model and CSVs saved)",
        "cannot tell",
        (
            "batches of 64 from a shuffled DataLoader, split 32 + 32; nn.BCELoss is a mean of "
            "one term per sample over slices of equal size, so one process's average; no batch "
            "norm; dropout switched off for the check; but the training loop itself draws, for "
            "each sample of the batch one by one, a noise scale with np.random.uniform (not a "
            "row per sample), the noise with normal_, and whether to reverse it with Python's "
            "random(): from the first backward each rank draws these for itself, so no check "
            "of a few steps can tell the run from one process's: `cannot tell`, naming the "
            "loop's draws"
        ),
        (
            Edit(
                "import torch.nn as nn\n",
                "import torch.nn as nn\n" + CPU_WITHOUT_CUDA,
                "the CPU where there is no GPU (the script calls .cuda() unguarded)",
            ),
            Edit(
                "    idx = torch.cuda.LongTensor(idx)",
                "    idx = torch.LongTensor(idx).to(tensor.device)",
                "the reversal's index on the tensor's own device: torch.cuda.LongTensor "
                "cannot be made without CUDA",
            ),
            Edit(
                "bbox_inches='tight', dpi=200, rastersized=True, alpha=True)",
                "bbox_inches='tight', dpi=200)",
                "the PDF of the curves saved without two keywords matplotlib 3.x refuses (a "
                "misspelt rasterized and alpha, which old versions ignored): a TypeError after "
                "training",
            ),
        ),
        # The script's own example (python exonet.py 225 64 1e-5 ...; its saved models name
        # dropout 0.7): one epoch (not 225) of batches of 64, from data made here.
        args=("1", "64", "1e-05", "0.7", "data", "out"),
        data="gully_kepler_views",
        first_sight="kept",
    ),
    Recipe(
        "afroz-gw-qtransform-cnn",
        *AFROZ,
        "gwtorch/training/cnn.py",
        "gravitational-wave signal classification from Q-transform spectrograms (lensed, "
        "eccentric, unlensed; PNG images resized to 224 x 224): a CNN of three conv layers "
        "with ReLU and max pooling and two linear layers, no batch norm, no dropout; "
        "nn.CrossEntropyLoss, a mean over the batch; Adam and StepLR stepped each epoch; "
        "sklearn's train_test_split (stratified, random_state 42) for validation; shuffled "
        "DataLoaders with a collate_fn that stacks images and keeps file names; validation "
        "each epoch under no_grad; ROC, confusion matrix and training curves plotted, the "
        "model saved)",
        "agree",
        (
            "batches of 16 from a shuffled DataLoader, split 8 + 8 (48 training images: 3 full "
            "batches); nn.CrossEntropyLoss is a mean of one term per sample over slices of "
            "equal size, so one process's average; the split into training and validation is "
            "drawn with a fixed random_state before training, alike on every rank; no draw in "
            "loading (Resize and ToTensor) nor in the collate_fn (it stacks); no dropout, no "
            "batch norm; StepLR is stepped after each epoch alike on every rank; validation "
            "and the test metrics feed no step: `agree`, computing the ranks' slices"
        ),
        (
            Edit(
                "from gwtorch.modules.general_utils import (",
                "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "
                "'..', '..'))\nfrom gwtorch.modules.general_utils import (",
                "the package on the path, as the readme's `pip install` of the project puts "
                "it (its entry point cnn_train_gwtorch runs this module's main)",
            ),
        ),
        # README: cnn_train_gwtorch (batches of 128, 20 epochs): one epoch of batches of 16.
        args=("--batch_size", "16", "--epochs", "1"),
        paths=("gwtorch",),
        data="afroz_qtransform_pngs",
        first_sight="kept",
    ),
    Recipe(
        "hawks-jet-classify-mlp",
        *HAWKS,
        "train.py",
        "jet tagging on the hls4ml LHC jet data (16 jet-substructure features, 5 classes: "
        "gluon, quark, W, Z, top): a three-hidden-layer MLP (64, 32, 32) with BatchNorm1d "
        "after each linear layer, pruning masks multiplied into the weights in the forward "
        "(all ones here), and nn.Softmax(0), a softmax over the batch's dimension; "
        "nn.BCELoss on the one-hot labels (a mean) plus an L1 penalty on the weights; Adam; "
        "random_split 75/25 and shuffled DataLoaders of 1,024 with 10 workers; validation "
        "each epoch with early stopping (checkpoint.pt), loss plots, a final efficiency (aIQ) "
        "pass on the test set and JSON summaries)",
        "agree",
        (
            "batches of 1,024 from a shuffled DataLoader, split 512 + 512 (3,072 training jets: "
            "3 full batches); nn.BCELoss is a mean of one term per element over slices of "
            "equal size; the L1 penalty is a sum over the weights, the same on every rank, not "
            "over the batch; random_split is drawn before training, alike on every rank; no "
            "draw in loading; the masks are ones, so their in-place products change nothing; "
            "the softmax over dimension 0 and the three BatchNorm1d normalise over each rank's "
            "slice, which the run of the split computes slice by slice: `agree`, computing the "
            "ranks' slices, batch norm per rank named (the softmax over the batch is a part "
            "of the split's own effect the verdict model has no name for; see the doubts)"
        ),
        (
            Edit(
                "        self.features_val = features_df.values.astype(np.float)",
                "        self.features_val = features_df.values.astype(float)",
                "np.float was removed in NumPy 1.24 (an AttributeError as the data load): "
                "the builtin float it aliased",
                "jet_dataset.py",
            ),
            Edit(
                "        self.labels_val = labels_df.values.astype(np.float)",
                "        self.labels_val = labels_df.values.astype(float)",
                "np.float, as above",
                "jet_dataset.py",
            ),
            Edit(
                "        self.val_loss_min = np.Inf",
                "        self.val_loss_min = np.inf",
                "np.Inf was removed in NumPy 2.0 (an AttributeError as EarlyStopping is made): "
                "np.inf, the same value",
                "training/early_stopping.py",
            ),
        ),
        # README: python3 train.py -i <input H5 File> -o <output directory> -e <num epoch>:
        # one epoch, on data made here (-t, the test file, which the script also reads).
        args=("-i", "data/train.h5", "-t", "data/test.h5", "-o", "out", "-e", "1"),
        paths=("models.py", "jet_dataset.py", "training", "tools", "configs"),
        data="hawks_jet_h5",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "bender-names-lstm",
        *BENDER,
        "training.py",
        "character-level name generation (the SSA baby names of a year): a stack of 3 LSTM "
        "layers of width 27 fed one letter at a time (batch of 1), nn.CrossEntropyLoss per "
        "letter, averaged over each name and then over the batch of names; Adam; each step "
        "draws its 64 names with Python's random.sample (no DataLoader); the model saved "
        "every 50 steps)",
        "cannot tell",
        (
            "no DataLoader: each step's 64 names are drawn with random.sample in the loop, so "
            "from the first backward every rank trains on names it drew itself (Python's "
            "random drawn in the training loop); no check of a few steps can tell the run "
            "from one process's: `cannot tell`, naming random.sample"
        ),
        (
            Edit(
                "    'epochs': 500, # number of training epochs",
                "    'epochs': 10, # number of training epochs",
                "10 steps (not 500)",
                "hyperparameters.py",
            ),
        ),
        paths=("data.py", "helpers.py", "NamesRNN.py", "hyperparameters.py"),
        data="bender_names_csv",
        first_sight="kept",
    ),
    Recipe(
        "aleemkirk-wildfire-unet3d",
        *ALEEMKIRK,
        "src/training/train_unet3d.py",
        "wildfire spread prediction on mesogeos cubes (10 days of terrain, weather and "
        "vegetation channels, fire history and ignition points, per grid cell): a 3-D U-Net "
        "(depth 3, base 32 channels, BatchNorm3d in every double conv, transposed-conv "
        "upsampling); CombinedLoss, half BCEWithLogitsLoss with pos_weight 60 (a mean) and "
        "half a Dice loss whose intersection and sums run over the whole batch flattened; "
        "Adam with weight decay, ReduceLROnPlateau on the validation loss; random_split "
        "70/15/15 with a seeded generator; shuffled DataLoaders of 4 with 4 workers; "
        "checkpoints, a history plot and JSON summaries)",
        "differ",
        (
            "batches of 4 from a shuffled DataLoader, split 2 + 2 (12 training cubes: 3 full "
            "batches); the BCE half is a mean of one term per element over slices of equal "
            "size, but the Dice half is 1 - 2 sum(p t) / (sum p + sum t) over the whole batch: "
            "a ratio of sums over the batch's samples, which each rank takes over its own "
            "slice and one process over the global batch, so no weighting of the ranks' "
            "gradients gives one process's (BatchNorm3d per rank beside it): `differ`, "
            "naming the loss as mixing the batch's samples"
        ),
        (
            Edit(
                "        'num_epochs': 50,",
                "        'num_epochs': 1,",
                "1 epoch (not 50)",
            ),
        ),
        # README: python src/training/train_unet3d.py (run from src/training here, as its
        # relative paths ../../data and sys.path.append('..') assume).
        paths=("src",),
        data="aleemkirk_mesogeos_nc",
        names="mixes the batch's samples",
        first_sight="kept",
    ),
    Recipe(
        "brianxu-firecast-pixels",
        *BRIANXU,
        "train/train.py",
        "wildfire spread prediction (FireCast, Radke et al. 2019) on the UCI ML hackathon fire "
        "data: for each sample of a shuffled DataLoader of batch size 1, the loop walks every "
        "cell, cuts a 15 x 15 patch of terrain (fire at t0, slope, four cover types) and the "
        "cell's weather, and where the patch holds fire takes one step: a small CNN (conv, "
        "sigmoid, max pooling, Dropout2d, twice; two linear layers; a sigmoid) predicts whether "
        "the cell burns 12 hours later; nn.BCELoss on that one cell; RMSprop; the whole model "
        "saved at the end)",
        "agree",
        (
            "the DataLoader's batches hold one sample, fewer than the 2 ranks: rank 0 takes it "
            "and rank 1 steps on a copy with weight 0 (docs/run.md), so both walk the same "
            "cells and take the same number of steps, and the averaged gradient of each step "
            "is rank 0's, one process's; the model's inputs are patches cut in the loop, not "
            "the loader's batch, so no run of the split applies and the ranks are compared "
            "with one process directly; no draw in the loop; Dropout2d switched off for the "
            "check; no batch norm: `agree`"
        ),
        (
            Edit(
                "epochs = 10",
                "epochs = 1",
                "1 epoch (not 10)",
            ),
        ),
        paths=("train/firecast.py", "train/wildfire_data_loader.py"),
        data="brianxu_uci_fire_hdf5",
        first_sight="kept",
    ),
    Recipe(
        "aznboy-road-fcdensenet",
        *AZNBOY,
        "train.py",
        "road extraction from satellite images (DeepGlobe layout): the readme's example, "
        "FCDenseNet (dense blocks with BatchNorm2d and Dropout2d, a sigmoid output) with "
        "BCESSIM, nn.BCELoss (a mean) plus 1 - SSIM (a Gaussian-window SSIM averaged over every "
        "pixel of the batch); RMSprop with weight decay; loader batches of 4 accumulated to "
        "the -b 16 of the command line (each loss divided by 4, a step every 4 batches), the "
        "loop stopping 16 batches before the loader's end; dinkaugment's random HSV, shift, "
        "flip and rotation drawn with NumPy in the data set (-au); validation after each "
        "epoch under no_grad, weights and optimizer states saved by loss and IoU)",
        "agree",
        (
            "loader batches of 4 from a shuffled DataLoader, split 2 + 2, 4 of them accumulated "
            "per step; BCELoss is a mean of one term per pixel, and SSIM's map is averaged over "
            "every pixel of the batch, so over slices of equal size each is one process's "
            "average (no term over pairs of samples: SSIM's windows stay inside each image); "
            "dinkaugment draws with np.random while a sample is loaded (the data's draws, "
            "seeded per sample for the check); Dropout2d switched off for the check; the "
            "validation pass (no_grad, eval) feeds no step; BatchNorm2d normalises each "
            "rank's slice by its own statistics: `agree`, computing the ranks' slices, batch "
            "norm per rank named"
        ),
        (
            Edit(
                "        cc = np.math.cos(angle / 180 * np.math.pi) * sx\n"
                "        ss = np.math.sin(angle / 180 * np.math.pi) * sy",
                "        cc = math.cos(angle / 180 * math.pi) * sx\n"
                "        ss = math.sin(angle / 180 * math.pi) * sy",
                "np.math (Python's math module, which NumPy re-exported) was removed in NumPy "
                "2.0 (an AttributeError in the first augmented sample): the math module itself",
                "augments/dinkaugment.py",
            ),
            Edit(
                "import cv2",
                "import math\nimport cv2",
                "math imported for the edit above",
                "augments/dinkaugment.py",
            ),
            Edit(
                "        hue_shift = np.uint8(hue_shift)",
                "        hue_shift = np.uint8(hue_shift % 256)",
                "a negative hue shift wrapped into uint8 as NumPy 1 wrapped it: NumPy 2 refuses "
                "the conversion (an OverflowError in an augmented sample)",
                "augments/dinkaugment.py",
            ),
        ),
        # README: python -u train.py -ls BCESSIM -lr 1e-4 -b 16 -it 200 -dv 2 -au FCDenseNet:
        # 1 iteration (epoch; not 200), on the CPU (no -dv: the script then keeps its model
        # off CUDA and without DataParallel), from data made here.
        args=("-ls", "BCESSIM", "-lr", "1e-4", "-b", "16", "-it", "1", "-au", "FCDenseNet"),
        paths=("loader.py", "networks", "loss", "augments"),
        data="aznboystride_deepglobe_roads",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "mert-acrobot-dqn",
        *MERT,
        "train.py",
        "deep Q-learning on Gymnasium's Acrobot-v1: an MLP (6, 128, 64, 3) as policy net and "
        "a target net copied every 10 episodes; epsilon-greedy actions drawn with Python's "
        "random (and an Ornstein-Uhlenbeck noise drawn with np.random.normal, computed and "
        "unused); a replay memory of 10,000 sampled with random.sample in batches of 128 once "
        "it holds 128; nn.SmoothL1Loss, a mean; Adam; one optimisation per environment step; "
        "the target net saved to state.pt)",
        "cannot tell",
        (
            "no DataLoader: the batches are random.sample draws from a replay memory filled by "
            "episodes whose actions are drawn with random.random and random.randrange in the "
            "loop (and np.random.normal for the unused noise), so from the first backward "
            "each rank draws its own actions, episodes and batches; no check of a few steps "
            "can tell the run from one process's: `cannot tell`, naming the loop's draws"
        ),
        (
            Edit(
                "        n_epochs=250,",
                "        n_epochs=1,",
                "1 episode (not 250): up to 500 environment steps, an optimisation each from "
                "the 128th",
            ),
        ),
        paths=("devices.py", "nets.py", "models.py", "trainings.py", "rl.py", "utils.py"),
        first_sight="kept",
    ),
)
