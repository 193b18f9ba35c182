"""Batch r, topics (1) to (5): batch r's rule (corpus_first_sight_r.py's docstring, verbatim
there) applied to denoising diffusion probabilistic model, differentially private training
with Opacus, crop yield prediction, wind power forecasting and seismic event detection. Three
scripts from three repositories: two for topic 4 and one for topic 5; topics 1, 2 and 3 gave
none (every repository their `code` and `pages` results name is in the corpus, cannot be
fetched, or was skipped for a reason the rule lists), and topic 5 no second that qualified.
At first sight 3 of 3 kept, no silent wrong result: one `agree` with one process's computing
the ranks' slices (a shuffled DataLoader split over the ranks), one `agree` with one process's
(fed without a DataLoader, its ranks on the same batches, said, and nothing drawn after its
first backward in 8 steps, said), and one `agree` with one process's after 3 steps (attention
dropout switched off for the check, said), each the verdict its recipe expected when first
written. The third, zutsusemi-wind-power-attention-mlp, was taken at helper-A2's audit; its
one run was started at 03:58:33 UTC, waited on the batch's lock behind other helpers' runs,
got it about 04:21:00 and ended at 04:21:38.

Audited by helper-A2 (03:55 to 04:30 UTC): helper-A walked these topics under an earlier
brief that told it to install only pure-Python packages and could be read as letting a skip
stand for effort; every skip and pass-over below was read again under the rule as corrected
(a skip only for a reason the rule names; a package PyPI has is installed, not a reason; data
that can be made in about a minute is made). One skip changed: zutsusemi/wind-power-forecast
(topic 4, rank 4), skipped by helper-A for weights that cannot be had, is taken: its defaults
load an unpublished checkpoint and only evaluate, but training from scratch needs no weights
(an edit of --load's default to None and --ev_only 0), and its KDD Cup tables are made here
in a second; it is the second qualifying repository of topic 4 in the results' order (eryl/
windpower, rank 3, before it, stays skipped, see below). The other skips stand, each for a
reason the rule names (see each, and NigeloYang's under "Doubts for the lead"). The two
recipes helper-A wrote (ginnux-wind-speed-gru, xstargate-seismic-bpnn) are still taken by the
corrected walk and keep their first sight, not run again; ginnux's two edits taking out
scikit-learn's unused import were written when scikit-learn was not installed (it is now);
they change nothing the script computes and stay as they ran.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/r_runs), until it ended without
error, with MPLBACKEND=Agg as corpus.py sets it, under `nice -n 10 timeout 300`, with no lock;
its time is given below, with the load of the 2-core machine, shared with the other helpers'
runs (a load of 16 to 17 throughout helper-A's, 8 to 9 in helper-A2's). The plain runs
were started as `python SCRIPT`, not `python -P SCRIPT`: -P leaves the script's own folder
off the path, and the scripts import modules beside them (own.py's first try so stopped at
once, ModuleNotFoundError: No module named 'dataset'); `multigpu run` puts the script's
folder on the path as Python does.

Each recipe's `first_sight` (where recorded) is its first run under `multigpu run --verify`
(2 CPU processes, the tree at /tmp/wtr, f882907, one at a time behind the batch's lock
/tmp/r_lock, each once, --timeout 600, the record in /tmp/r_runs/NAME.json and .log), before
any change made for it.

Installed: nothing (helper-A2's audit installed nothing either). Stand-ins: none; one file
written beside a script (the recipe's `files`): an empty examples/__init__.py for
XStargate/SeisPicking (see its recipe).

Read as batches c to q read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME, deepwiki.com/OWNER/NAME,
mintlify.com/OWNER/NAME as batch g read it, a mirror's address holding OWNER/NAME as batch i
read github-three-lyart.vercel.app's). "In the corpus" is any repository named in
corpus_recipes.py or corpus_first_sight_*.py, or claimed by another helper of batch r
(/tmp/r_claims.txt; checked just before each was taken: none of those taken was named or
claimed). Ranks are the results' own. Per topic, in the order the results came:

1. Denoising diffusion probabilistic model, `code` (query "denoising diffusion probabilistic
   model pytorch training loop example"): Shaokai9/AI4LifeScience_ECNU (rank 1,
   VisionCell/NeurIPS2024/2D3DSimulation/simulation_V.py), ziranyang0/EFEM (rank 2,
   lib_shape_prior/dev_latent_diffusion.py) and dadwadw233/CityLayout (rank 3, src/train.py)
   are in the corpus (named by batches c and e); charles214chen/DDPM (rank 4, README_cn.md) is
   in the corpus (batch a). Ranks 5 to 12 name no repository (excerpts of readmes of
   lucidrains' denoising-diffusion-pytorch and of one DDPM implementation). No repository
   qualified, so `pages` was asked the same query: github-three-lyart.vercel.app (rank 1), a
   mirror's address of mihirneal/DiffusionModel, in the corpus (batches c and e).
   mintlify.com/AymanMahfuz27/stable-diffusion-from-scratch (rank 2) names
   AymanMahfuz27/stable-diffusion-from-scratch, skipped: it cannot be fetched (`fetch`: no
   snapshot of that repository can be had here). soveshmohapatra.com (rank 3) names no GitHub
   repository. github.com/miramar-labs/genai-nanodegree (rank 4) is in the corpus (batch c);
   xianzhiwang1.github.io/tech-blog (ranks 5 and 6) is in the corpus (batch e);
   tensor2023.github.io/Awesome-Computational-Imaging (rank 7) is in the corpus (batch g);
   devangelista2.github.io/computational-imaging (rank 8) is in the corpus (batches e and i).
   No script for this topic.

2. Differentially private training with Opacus, `code` (query "differentially private
   training with Opacus pytorch training loop example"):
   MahdiGhafoorian/ImageClassificationWithDifferentialPrivacy (ranks 1 and 3, README.md of
   two versions) is in the corpus (batches a and c); clyrai/Aegis (rank 2,
   docs/technical/examples_pytorch_dp.md) is in the corpus (aegis-opacus).
   NigeloYang/federated_learning_differential_privacy (rank 4,
   differential_privacy/dp_office_tutorial/pytorch/blog/DIFFERENTIALLY_PRIVATE_DEEP_LEARNING.py;
   HEAD f9f7cd0ed74ccbf9645c266b9896a6e7d1486df0) skipped, a package at a version that cannot
   be had here: its readme (a study collection in Chinese) names no command, and the hit's
   script is the OpenMined blog's Opacus 0.x code, PrivacyEngine(model, batch_size=...,
   sample_size=..., alphas=..., ...) then privacy_engine.attach(optimizer) and
   optimizer.privacy_engine.get_privacy_spent, an API that Opacus 1.0 removed (1.6.0 is
   installed, and another version may not be installed over it); it also calls the tqdm
   module itself (`import tqdm`, then tqdm(train_loader)), a TypeError under any Opacus.
   Ranks 5 to 12 name no repository (excerpts of Opacus's readme, pytorch/opacus, which is in
   the corpus, batch c). `pages` (the same query): cloudzsexy.com (rank 1), openmined.org and
   blog.openmined.org (ranks 3, 4 and 8), vkiki.com (rank 6, a source browser's copy of
   PyTorch's functorch example under AOSP's external/pytorch) and agentbus.sh (rank 7) name no
   GitHub repository; app.semanticdiff.com/gh/pytorch/benchmark (rank 2) names
   pytorch/benchmark, in the corpus (batches c, e and k); github.com/pytorch/opacus (rank 5)
   is in the corpus (batch c). No script for this topic.

3. Crop yield prediction, `code` (query "crop yield prediction pytorch training loop
   example"): guorunhuang/Projects (ranks 1 and 2,
   ComputerVision_CS5330_25Fall/Project-final/ResNet-v2-result.py and ResNet-v1-result.py;
   HEAD f3acaa2725f15d0cae10911ee4d1ea7204dc94c7) skipped, weights from the internet: the hits
   are printed logs kept as a string, of ResNet-v2.py and ResNet-v1.py, whose regressor of
   pasture biomass (a Kaggle notebook's CSIRO images; its readme names no command) is
   torchvision's resnet18(pretrained=True), written in with no flag (ImageNet's weights from a
   URL), as batches n to p read such a backbone. VedangAsgaonkar/Machine-Learning-Notes (rank
   3) is in the corpus (batches f to q); Angel-dash/Deep-learning- (rank 4) is in the corpus
   (named by batch q, skipped there as training only in notebooks). Ranks 5 to 12 name no
   repository. `pages` (the same query): learnbydirectingai.dev, fdocuments.us,
   cloudzsexy.com (ranks 3 and 4), amritad.com, nature.com, enjoyalgorithms.com and
   educative.io name no GitHub repository. No script for this topic.

4. Wind power forecasting, `code` (query "wind power forecasting pytorch training loop
   example"): PaddlePaddle/PGL (rank 1, examples/kddcup2022/wpf_baseline/README.md) skipped,
   another framework: the KDD Cup 2022 baseline of Paddle Graph Learning, on PaddlePaddle (read
   from the result, not fetched). ginnux/wind_speed (rank 2,
   .history/scratch_20240309133646.py; HEAD b0ba0374b845df6e9396472acb38084fc05ecb9c) taken:
   own.py, a 2-layer GRU forecasting the next day's wind speed from 10 days; the hit is an
   editor's history copy of scratch.py (one forward of an untrained model), the readme names
   no command, and of the two scripts that train, own.py runs as published (main.py feeds the
   (outputs, state) tuple of its MinimalRNNCell to MSELoss and stops at its first step). Data:
   the repository's own data/wind_dataset.csv, its first 300 days. Edits: scikit-learn's
   unused MinMaxScaler imports taken out (own.py and dataset.py; scikit-learn, compiled, is
   not installed), the series cut to 300 days, one epoch (not 10). Plain run: first try 300.8
   s, timeout (exit 124) after 64 of 165 steps at 3 to 4 s a step, at load 16.6 to 16.8
   (the whole series); with the cut 69.6 s, exit 0, at load 16.6 to 16.0 (8 steps).
   eryl/windpower (rank 3, README.txt; HEAD
   aa903e16c2feca371504d16125c7564e8bb161ef) skipped, data from the internet that cannot be
   made here: its readme's one command downloads numerical weather forecasts from
   Greenlytics' API (scripts/download_greenlytics_data.py), and its one PyTorch path
   (scripts/train.py with configs/dnn_per_site_non_one_hot.py; the repository's shell scripts
   train LightGBM, random forests and linear models) reads NetCDF site datasets built from
   those downloads (scripts/make_site_dataset.py, xarray) and split pickles made from them.
   zutsusemi/wind-power-forecast (rank 4, README.md; HEAD
   717ec284a17c8f25f947f3f3da63768571f56ff0) skipped, weights that cannot be had here: its
   readme names no command and asks for a GPU; its one command, src/run_eval.sh, and
   src/main.py's defaults load a trained checkpoint (../kdd/model_weight_6000.pth, or a path on
   its author's Windows disk, model_weight_20000.pth), not in the repository, and only
   evaluate it (--ev_only defaults to True); --load has no flag value that skips the load.
   (Helper-A2's audit: taken instead, as below.) Taken: src/main.py (HEAD as above), main.py's
   defaults (the kddcup dataset, the attention_mlp model, Tre_trans: a projection of the 11
   columns, a sinusoidal position code, a one-layer transformer encoder over time, a
   two-layer graph convolution over the 134 turbines, an MLP over time), trained with
   --ev_only 0 (its default True only evaluates). Data: corpus_data_r_01to05.zutsusemi_kddcup,
   KDD Cup 2022 tables of 134 turbines, 40 time steps for training (16 windows of 16 steps in,
   8 out) and 28 for testing (4 windows), and the turbines' locations. Edits: --load's default
   None (not its author's Windows checkpoint), the CPU where CUDA is not there (set_device
   exits without a GPU), the locations' path in load_graph_data.py and lstm.py (a Windows
   path); args: the made tables, --step 16 --out_step 8 (not 256 and 144), --bs 4 (not 1),
   --epochs 1 (not 60), --ev_only 0. Plain run: 54.6 s, exit 0, at load 8.0 to 8.6 (4 steps,
   the evaluation of 4 test windows and a checkpoint after the first).
   Ranks 5 to 12 name no repository. Before the audit `code` gave one that qualified, so
   `pages` was asked the same query: ipmugo.com (ranks 1 and 8), devpost.com, arxiv.org,
   leeroopedia.com, oryoy.com (ranks 5 and 6) and diardano.com name no GitHub repository
   (with zutsusemi taken, `code` gives two and `pages` is not needed). Two scripts for this
   topic.

5. Seismic event detection, `code` (query "seismic event detection pytorch training loop
   example"): SeisBlue/SeisBlue (ranks 1, 3 and 4, scripts/04_pretrain.py and
   scripts/05_training.py of several versions; HEAD f86a7ab12658325845a99d5438e07965007d352b)
   skipped, another framework: the hits train through seisnn's (now seisblue's)
   GeneratorTrainer on TFRecord files, TensorFlow and Keras (requirements.txt), and the readme
   names no command. XStargate/SeisPicking (rank 2, README.md; HEAD
   c0ec9df4dbcfe4100ea931620af70df1f3f96c6d) taken: Tbpnn_train.py, the first of the three
   PyTorch scripts its readme lists (with no command), a two-layer linear network telling
   seismogram windows of 50 samples with a first break from noise. Data: the repository's own
   pickled windows (data/negative, data/positive; 14,590 for training, 3,649 for testing).
   Edits: one epoch (not 100); an empty examples/__init__.py (the environment's installed
   `examples` package hid the repository's examples/ folder: the first plain try stopped at
   once, ModuleNotFoundError: No module named 'examples.Mobil_L12'). Plain run: 106.7 s,
   exit 0, at load 16.8 to 17.0 (291 steps).
   Ranks 5 to 12 name no repository. `code` gave one that qualified, so `pages` was asked the
   same query: deepwiki.com's pages on cangyeone/seismological-ai-tools (ranks 2 and 3; HEAD
   ff2625b7eb37044c371d8ef2e256b14af611fb66) skipped, no training script: the pages are on
   its seismic-event-detection folder (its pre-trained model zoo and its picking and
   association pipeline), whose scripts pick phases with the published .jit and .onnx models,
   export them and associate picks; no readme runs a training script (the top readme sends
   the reader to each folder; seismic-event-detection's readme to Gitee for other code).
   ar5iv.org, arxiv.org, venvegame.netlify.app (a proxy of a nature.com figure page),
   vdocuments.us, se.copernicus.org and readkong.com name no GitHub repository. One script for
   this topic.

Skips: 7 (topic 1: 1; topic 2: 1; topic 3: 1; topic 4: 2; topic 5: 2, SeisBlue counted once
and cangyeone once), each above with its reason, besides the repositories already in the
corpus (topics 1, 2 and 3).

First sight (each run below is the script's one, recorded in /tmp/r_runs/NAME.json and
NAME.log; the plain run ended without error before each):
- ginnux-wind-speed-gru: kept (`agree` with one process's computing the ranks' slices,
  5.96e-08 at 'gru.weight_hh_l0'; seeded alike for the check (no torch.manual_seed); the
  split itself 0.00177 at 'gru.weight_hh_l1', named as what any data-parallel run computes;
  101.3 s, from about 03:09:30 to 03:11:15 UTC).
- zutsusemi-wind-power-attention-mlp: kept (`agree` with one process's after 3 optimizer
  steps, 7.45e-09 at 'enc.layers.0.linear1.weight'; attention dropout switched off for the
  check, said; 37.5 s, launched 03:58:33 UTC behind the lock, ran about 04:21:00 to 04:21:38).
- xstargate-seismic-bpnn: kept (`agree` with one process's, 0 at 'fc2.bias', after 8
  optimizer steps; the warning that no DataLoader feeds it and the ranks train on the same
  batches; nothing drawn after the first backward in 8 steps, said; seeded alike for the
  check; 55.3 s, from about 03:11:15 to 03:12:12 UTC).

Doubts for the lead:
- Topics 1 and 2 had in effect been asked before (batch a's diffusion and differential
  privacy topics, with another query): every repository their results name that could be
  taken is in the corpus, so they give nothing. Topic 3's one new repository is a biomass
  regressor on an ImageNet backbone.
- ginnux/wind_speed (topic 4) forecasts wind speed, not power; taken by the rule's order of
  results. Its hit is an editor's history copy (.history/) of a scratch file; own.py was taken
  as the one of its two training scripts that runs as published (main.py stops at its first
  loss, on a tuple): a reading, where the readme names none. Its recipe's edits that take
  out scikit-learn's unused import say scikit-learn was not installed: true when it ran, not
  now.
- XStargate/SeisPicking: the readme lists three PyTorch scripts with no command; the first
  (Tbpnn_train.py) was taken. Tcnn_train.py and Trnn_train.py batch the same way (slices in
  order, float64, no DataLoader), so they would read alike.
- zutsusemi/wind-power-forecast (helper-A2): taken at the audit, where helper-A had skipped it
  for an unpublished checkpoint its defaults load (as batch n skipped a train.py that starts
  from unpublished weights); the weights are needed only to evaluate, and training from
  scratch is one edit (--load's default) and one flag (--ev_only 0) away. Its README names no
  command; main.py with its own defaults (kddcup, attention_mlp) was taken as its training
  script. Its model reads a locations file at import and in each forward, and at the first
  step it evaluates the test set (plt.pause per window) and saves a checkpoint. Both ranks
  make the run's log folder (os.makedirs after an exists test, named to the second): if the
  ranks start in the same second one could stop on FileExistsError, a race of the script's.
- eryl/windpower stays skipped after the audit, as data from the internet that cannot be made
  here in about a minute: its one PyTorch path (scripts/train.py, a config, its own
  windpower package and the mltrain inside it) reads per-site NetCDF datasets built from
  Greenlytics' NWP downloads (per NWP model, reference and lead times, the variables each
  variables config names, a production variable, attributes such as nwp_model) and split
  pickles made from them by other scripts of its; writing such datasets by hand is more than a
  minute's work. A judgement of effort, as helper-A's was; it came before zutsusemi in the
  results, so taking it would have left zutsusemi out.
- cangyeone/seismological-ai-tools was skipped as having no training script for the pages'
  subject (its seismic-event-detection folder); the repository does hold training scripts in
  other folders (phase-picking-training/phasenet.train.py and lppn*-train.py, data-filter's
  train.py), which no readme runs and the pages do not name.
- NigeloYang's skip reads "a package the registry lacks" as a version that cannot be
  installed here (Opacus 0.x's API, where 1.6.0 is installed); its script also fails under any
  version (tqdm's module called). Helper-A2's audit kept it: PyPI has Opacus 0.x, but putting
  it over 1.6.0 in the shared environment would break the corpus's Opacus recipes
  (aegis-opacus), and the script as published stops at `tqdm(train_loader)` (TypeError, the
  module called) before its first step whatever Opacus is installed; its MNIST would be made.
  A stricter reading of "skip only for a reason the rule names" would have asked for a second
  environment.
- The plain-run command with `python -P` cannot import a module beside the script; the plain
  runs here used `python SCRIPT` (see above). An installed top-level package named `examples`
  in this environment's site-packages hides any repository's examples/ namespace folder; it
  was worked around with the recipe's `files`, not by removing the package.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

GINNUX = ("ginnux/wind_speed", "b0ba0374b845df6e9396472acb38084fc05ecb9c")
XSTARGATE = ("XStargate/SeisPicking", "c0ec9df4dbcfe4100ea931620af70df1f3f96c6d")
ZUTSUSEMI = ("zutsusemi/wind-power-forecast", "717ec284a17c8f25f947f3f3da63768571f56ff0")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "ginnux-wind-speed-gru",
        *GINNUX,
        "own.py",
        "wind speed forecasting (the next day's wind speed from the 10 days before it, one "
        "feature: a 2-layer GRU, no dropout between its layers, and a linear head on its last "
        "step; MSELoss, a mean over the batch; AdamW; a shuffled DataLoader over windows cut "
        "from the repository's own daily wind series; a test pass in eval() under no_grad "
        "after each epoch; one plotted forward of a test batch at the end)",
        "agree",
        (
            "batches of 32 from a shuffled DataLoader, split 16 + 16; MSELoss is a mean of one "
            "term per sample over slices of equal size (the GRU runs per sample), so one "
            "process's average over the slices; no dropout and no random draw in the loop; "
            "the test pass (eval(), no_grad, a loader that does not shuffle) and the plotted "
            "forward at the end feed no step; best_loss starts at 0, so nothing is saved; "
            "seeded alike for the check (the script seeds nothing)"
        ),
        (
            Edit(
                "from sklearn.preprocessing import MinMaxScaler\n",
                "",
                "scikit-learn was not installed here when this was written; own.py imports "
                "MinMaxScaler and never uses it (its scaler is commented out)",
            ),
            Edit(
                "from sklearn.preprocessing import MinMaxScaler\n",
                "",
                "scikit-learn was not installed then; dataset.py imports MinMaxScaler and never "
                "uses it",
                "dataset.py",
            ),
            Edit(
                'data = np.array(df["WIND"]).reshape(-1, 1)',
                'data = np.array(df["WIND"]).reshape(-1, 1)[:300]',
                "the first 300 days of the series (not 6,574): 240 for training, 8 steps an "
                "epoch, and 60 for testing; a step here took 3 to 4 s on this shared 2-core "
                "machine",
                "dataset.py",
            ),
            Edit(
                "    epochs = 10  # ",
                "    epochs = 1  # ",
                "one epoch (not 10)",
            ),
        ),
        # README.md names no command ("Scratches of wind speed forecasting"); own.py is the
        # script of the two that train which runs as published (main.py feeds the tuple its
        # MinimalRNNCell returns to MSELoss). Its data is the repository's own CSV.
        paths=("dataset.py", "model.py", "data/wind_dataset.csv"),
        first_sight="kept",
    ),
    Recipe(
        "xstargate-seismic-bpnn",
        *XSTARGATE,
        "Tbpnn_train.py",
        "seismic event detection (windows of 50 samples of a seismogram, noise or first "
        "break: a two-layer linear network in float64 (torch's default dtype set so); cross "
        "entropy, a mean over the batch; SGD with momentum; no DataLoader: batches of 50 "
        "sliced in order from arrays shuffled once with np.random.shuffle as they load, before "
        "the model is made; after each epoch a forward of the whole test set in train mode, "
        "with grad, no backward)",
        "agree",
        (
            "no DataLoader and no random draw after the data is loaded: every rank slices the "
            "same batches in the same order (the shuffle is drawn once at load, before the "
            "model and the first backward, alike on every rank), so each holds one process's "
            "whole step (the warning that the ranks train on the same batches, 2x the "
            "compute); float64; the test forward after each epoch feeds no step; checked past "
            "3 steps, to 8, with nothing drawn by then (said)"
        ),
        (
            Edit(
                "    n_epoch = 100\n",
                "    n_epoch = 1\n",
                "one epoch (not 100)",
            ),
        ),
        # An installed package of this environment is named `examples` (site-packages'
        # examples/__init__.py) and hides the repository's examples/ folder, which has no
        # __init__.py (a namespace package, found only where no regular package of that name
        # is): an empty __init__.py there makes it a regular package, found first, on the
        # script's folder.
        files={"examples/__init__.py": ""},
        # README.md lists the PyTorch scripts (Tbpnn_train.py, Tcnn_train.py, Trnn_train.py)
        # with no command; the first, the BPNN's, is taken. Its data is the repository's own
        # (data/negative and data/positive, pickled arrays), read from the working folder.
        paths=(
            "DToolbox/__init__.py",
            "DToolbox/TorchBPNNs.py",
            "examples/Mobil_L12/data_io.py",
            "data/negative/negative.pickle",
            "data/positive/positive.pickle",
        ),
        first_sight="kept",
    ),
    Recipe(
        "zutsusemi-wind-power-attention-mlp",
        *ZUTSUSEMI,
        "src/main.py",
        "wind power forecasting (each turbine's active power over the next steps from the "
        "steps before, 134 turbines of the KDD Cup 2022 SDWPF tables: a linear projection, "
        "a sinusoidal position code, a one-layer transformer encoder over time per sample and "
        "turbine, a two-layer graph convolution over the turbines per sample and time step, an "
        "MLP over time; MSELoss with reduction='sum' divided by the number of output elements; "
        "SGD with momentum; a shuffled DataLoader; at the first step (save set, s_iter 1000) "
        "an evaluation of the test set in eval() under no_grad, then train() again, and a "
        "checkpoint saved)",
        "agree",
        (
            "batches of 4 from a shuffled DataLoader, split 2 + 2; the loss is a sum of squares "
            "divided by len(out.flatten()), the rank's own element count, so a mean over the "
            "slice, and slices of equal size average to one process's mean; every layer works "
            "per sample (attention over time within one sample and turbine, the graph "
            "convolution over turbines within one sample and time step, the MLP over time; the "
            "BatchNorm1d layers are made but never called in forward); the transformer layer's "
            "dropout (0.1) is switched off for the check and nothing else is drawn in the loop; "
            "the evaluation after the first step (eval(), no_grad, a loader of batch 1 that "
            "does not shuffle) feeds no step; seeded by the script (set_seed(0))"
        ),
        (
            Edit(
                r"default='D:\\2021_Summer\\VE450\\models\\wind-power-forecast\\kdd\\"
                r"model_weight_20000.pth'",
                "default=None",
                "train from scratch: --load's default is a checkpoint on its author's Windows "
                "disk, not published, and no flag value skips the load",
            ),
            Edit(
                "    args.device = set_device(args.device)\n",
                '    args.device = "cpu"\n',
                "the CPU where CUDA is not there (set_device exits without a GPU)",
            ),
            Edit(
                r"path = 'D:\\2021_Summer\\VE450\\models\\wind-power-forecast\\kdd\\"
                r"sdwpf_baidukddcup2022_turb_location.CSV'",
                "path = '../kdd/turb_location.csv'",
                "the turbines' locations made here (read at import), not a Windows path",
                "src/model/load_graph_data.py",
            ),
            Edit(
                r"pth = 'D:\\2021_Summer\\VE450\\models\\wind-power-forecast\\kdd\\"
                r"sdwpf_baidukddcup2022_turb_location.CSV'",
                "pth = '../kdd/turb_location.csv'",
                "the turbines' locations made here (read in forward), not a Windows path",
                "src/model/lstm.py",
            ),
        ),
        args=(
            "--data_path",
            "../kdd/kdd_train.csv",
            "--data_path_test",
            "../kdd/kdd_test.csv",
            "--step",
            "16",
            "--out_step",
            "8",
            "--bs",
            "4",
            "--epochs",
            "1",
            "--ev_only",
            "0",
        ),
        # README.md names no command (it asks for a GPU); src/run_eval.sh only evaluates a
        # checkpoint. main.py's defaults (kddcup, attention_mlp) train with --ev_only 0.
        paths=(
            "src/config.py",
            "src/train.py",
            "src/data/__init__.py",
            "src/data/kddcup.py",
            "src/model/__init__.py",
            "src/model/lstm.py",
            "src/model/load_graph_data.py",
            "src/utils/__init__.py",
            "src/utils/utils.py",
        ),
        data="zutsusemi_kddcup",
        first_sight="kept",
    ),
)
