"""Batch p, topics (11) to (15): batch p's rule (corpus_first_sight_p.py's docstring, verbatim
there) applied to Perceiver, Mamba state space model, DNA sequence classification, single-cell
RNA-seq and out-of-distribution detection. Five scripts from five repositories: two for topic
11, one each for topics 13, 14 and 15, none for topic 12 (no result of `code` or `pages`
qualified); a sixth repository was taken for topic 14 and not run (jingfengou/scCADE, below).
At first sight 4 of 5 kept, no silent wrong result: three `agree` and the documented `cannot
tell` for an Accelerate script's batch per device (its cause named); one broken, a `cannot
tell` from a run on 2 ranks that stopped: the two ranks wrote one HDF5 cache file at once
through hickle and h5py, a write from C that multigpu run does not leave to rank 0 (see
Doubts).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/p_C), until it ended without error,
holding the batch's lock (/tmp/p_lock); its time is given below, with the load of the 2-core
machine, shared with the other helpers' runs.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtp, 53f3b79, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900, from /tmp/p_runs/NAME), before any change made for it; each `expect` was
written before that run.

Installed into .venv from PyPI (--no-deps; it adds no top-level module of a generic name:
`pip show -f`): hickle 5.0.3 (module hickle; dengbowen2017/DeepCAPE's preprocess.py stores
its genome and sample indexes with it; it needs h5py and numpy, both there). Stand-in written
beside a script (the recipe's `files`), not installed: scanpy.py (Urmee63's script runs
Scanpy's pipeline, whose numba, umap-learn and leidenalg are compiled and not here; see
SCANPY_STAND_IN). Made for a recipe: corpus_data_p_11to15.dengbowen_deepcape; the other
recipes read corpus_data's CIFAR10, MNIST and FashionMNIST stand-ins.

Read as batches c to o read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, deepwiki.com/OWNER/NAME). "In the corpus" is any repository named
in corpus_recipes.py or corpus_first_sight_*.py, or claimed by another helper of batch p
(/tmp/p_claims.txt; checked just before each was taken: none of those taken was named or
claimed). Ranks are the results' own. Per topic, in the order the results came:

11. Perceiver, `code` (query "Perceiver pytorch training loop example"):
    lucidrains/perceiver-pytorch (rank 1, README.md; HEAD
    96097c6a27cc64fc1f196d3a58d32b8a82f573e1) taken: train_cifar10.py (the readme runs no
    script; it is the repository's one training script), a Perceiver on CIFAR-10 trained
    through Hugging Face Accelerate. Made here: nothing (corpus_data's CIFAR10). Edits: no
    wandb tracker, no loader workers. Flags: batches of 16 (not 128), one epoch (not 20).
    Plain run: exit 0; 127.5 s from the call, the wait for the lock included (the run's own
    time was not taken apart), at load 2.19 before and 2.58 after.
    JunseoMin/perceiver-implementation (rank 2, readme.md; HEAD
    4a6ad845a0fec4daa7db172c03cdd6924b372e84) taken: scripts/train_mnist.py (the readme's
    usage is "Todo..."; of its two trainers this is the latest, and scripts/train.py reads
    ImageNet), a Perceiver written from the paper, its latent blocks' weights shared. Edits:
    corpus_data's MNIST, one epoch (not 20). Plain run: 10.9 s, exit 0, at load 1.5 to 1.4.
    Ranks 3 on were not needed.

12. Mamba state space model, `code` (query "Mamba state space model pytorch training loop
    example"): pravpandit/NLP_works (rank 1, Data_whale_cn/.../mamba/translated_README.md;
    HEAD ae743b423d341af562940a607661d3285ca7b6b8) skipped, no training script: the folder
    (praveen_data/llms-from-scratch-cn-main/Model_Architecture_Discussions/mamba at HEAD) holds
    the model (model.py) and two notebooks that generate text from pre-trained weights
    (Mamba.from_pretrained('state-spaces/mamba-370m')). myscience/mamba (rank 2, README.md; HEAD
    c1d5e755c83542e0c1c1d9f1f11d1b4c80af43db) skipped, data from a hub: the readme's `python
    train.py --config ...` tokenizes with AutoTokenizer.from_pretrained of the config's
    tokenizer, openai-community/gpt2 (config/llm.yaml), downloaded (its train.py also calls
    Lightning 1's Trainer.add_argparse_args, gone from Lightning 2). torotoki/mamba-lm (rank 3,
    README.md; HEAD 73876a204900900224845974170341b9f3d9b194) skipped, data from a hub: both its
    trainers (simple_train.py, language_train.py) tokenize with
    AutoTokenizer.from_pretrained("bert-base-uncased"), written in (language_train.py loads
    roneneldan/TinyStories from the hub too). HuuDatDo/mamba (rank 4, test.py; HEAD
    eb2f7a520dd5e2949b7ae1c3ef44f6cb99faef5c) skipped, no training script and a compiled CUDA
    extension: a fork of state-spaces/mamba (the hit runs one forward on cuda; the package's
    selective scan is built from csrc/). Ranks 5 to 12 name no repository. `pages` (the same
    query): pydigger.com (rank 4) names github.com/state-spaces/mamba (HEAD
    e9594ce1c732d97440f0332fdc43170a2294dbfa), skipped, no training script and a compiled CUDA
    extension (a generation benchmark, lm-eval's harness, tests; kernels built from csrc/);
    theja-vanka.github.io/blogs (rank 8) names theja-vanka/blogs, skipped, no training script
    (the code is in a Quarto post, posts/models/mamba/mamba-code/index.qmd; read from the
    stored index, not fetched); ranks 1 (happycapy.ai), 2 and 7 (youngju.dev), 3
    (skillhub.club: "Orchestra-Research", with no address), 5 (docs.theseus.jemoka.com) and 6
    (engineersofai.com) name no GitHub repository. No script for this topic.

13. DNA sequence classification, `code` (query "DNA sequence classification pytorch training
    loop example"): LoocasGoose/malaria_geo_classification (rank 1,
    src/models/cnn_classifier.py, a path no longer at HEAD; HEAD
    57c1d8efd5d1a82e02194ec5aad38cc2f18c8c5d) skipped, data from the internet that cannot be
    made here: the readme's src/models/train.py builds its windows of the Plasmodium genome in
    GenomicSequenceDataset through malariagen_data's Pf7 API (MalariaGEN's cloud storage),
    with dask. QData/FastSK (rank 2) is in the corpus (batch h). dengbowen2017/DeepCAPE (rank
    3, train.py, renamed since; HEAD 64fe98e924fe2ba0ce9d2c1e59ded453792d4b6d) taken:
    pytorch_train.py (the readme's "Run keras_train.py or pytorch_train.py", the PyTorch one),
    DeepCAPE's DNA-only CNN on enhancers against GC-matched negatives. Made here: raw_data, the
    readme's download (corpus_data_p_11to15.dengbowen_deepcape). No edits. Plain run: first try
    13.6 s, exit 1, at load 1.5 to 1.4 (see Doubts); the second, the data fixed, 32.2 s,
    exit 0, at load 1.5 to 1.8. Rank 4 is QData/FastSK again; ranks 5 to 12 name no
    repository. One script for this topic.

14. Single-cell RNA-seq, `code` (query "single-cell RNA-seq pytorch training loop example"):
    lhc17/HoloNet (rank 1, docs/references.rst; HEAD 920da6a9e63e51c8146da70264a4c0db2222310c)
    skipped, no training script: a library (HoloNet.predicting's training functions) whose
    training runs in its tutorials (docs/tutorial_folder, pages of notebook cells).
    theislab/scaling_flow (rank 2, docs/user/training.rst; HEAD
    ee5edf8110c53ea37d54b91f17242887d8bf7286) skipped, another framework: its models and
    trainer are JAX and Flax (flax, ott-jax; torch only for an optional data loader).
    scverse/scvi-tools (rank 3, tests/dataset/utils.py) skipped, no training script: a library
    whose readme runs none; the hit is a test's helper (SCVI(adata).train(1)) (read from the
    stored index, not fetched). Urmee63/scRNA_pytorch_project (rank 4, readme.md; HEAD
    1c04fcb23dc0043f5d95c542bc3ea0e99b5b3305) taken: the readme's `python
    pbmc_scanpy_pytorch_baseline.py`, MLPs on PBMC3k's PCA components and highly variable
    genes, labelled by its Leiden clusters. Made here: a Scanpy stand-in (its pipeline's
    results on 400 cells of 300 genes). No edits. Plain run: 13.3 s, exit 0, at load 1.4 to
    1.3. Ranks 5, 7 and 12 are Urmee63's readme again without a repository; ranks 6 and 8 to 11
    name none. `pages` (the same query): storrs.io (rank 1) links a Colab notebook and names
    no GitHub repository; deepwiki.com's page on cantinilab/scPRINT (rank 2; HEAD
    4acc1a4b393b8a255e6b0719841a79c732812fb7) skipped, data from the internet that cannot be
    made here: its training (Lightning's CLI, `scprint fit` with config/*.yml) reads cells
    through lamindb's instance and scDataLoader's collections, with bionty's downloaded
    ontologies; deepwiki.com's page on hehh77/scKAN (rank 3; HEAD
    2b0a0867fac697ccb45c0c75c5b69a834a824408) skipped, weights from the internet: stage1.py
    fine-tunes scGPT's whole-human checkpoint, downloaded as the readme says, and stage2.py
    distils stage 1's model; deepwiki.com's page on jingfengou/scCADE (rank 4; HEAD
    d2d97bddebb073319b2701a8b620c4b2072c2fdb) taken and NOT RUN, no recipe: main.py (the
    readme's main.sh) reads a prepared AnnData (.h5ad, made by a notebook from osf.io's files)
    through Scanpy (sc.read; sc.tl.rank_genes_groups for its DE genes where the file lacks
    them; UMAP in its evaluation), and Scanpy's numba and pynndescent are compiled packages,
    not the small pure-Python ones this batch installs; a stand-in would have had to remake an
    AnnData's fields (uns's fields and DE genes per covariate, obs's perturbation, dose,
    covariates and split), more than the time left allowed. Ranks 5 to 8 were not needed.

15. Out-of-distribution detection, `code` (query "out-of-distribution detection pytorch
    training loop example"): lucdekeijzer/OOD (rank 1, README.md; HEAD
    b8457ed9661bdb4251fcd6263ad72e1fe8e3119b) skipped, training only in a notebook
    (Out_of_distribution_detection.ipynb, its one file besides the readme).
    AlexandreSelani/OpenMax-pytorch-ood (rank 2, pytorch-ood/docs/losses.rst; HEAD
    0b157bf4f72588236bb936657f65a59c91adc64b) skipped, weights from the internet: a copy of
    kkirchheim/pytorch-ood with its author's OpenMax experiments, whose trainers
    (examples/detectors/openmax_panicum.py and openmax_panicum_v2.py) fine-tune torchvision's
    resnet50 with ImageNet weights (ResNet50_Weights), downloaded, with no flag; its latest
    script, openmax_mnist_omni_gridsearch.py, trains nothing (it loads a ResNet-18 checkpoint
    and imports modules of a submodule removed at HEAD); its readme is pytorch-ood's. Rank 3 is
    lucdekeijzer/OOD again. kkirchheim/pytorch-ood (rank 4, docs/index.rst; HEAD
    d04767360a382d2ea1678d5a571cae66b73e5206) taken: examples/loss/unsupervised/svdd.py (the
    readme runs no script, its example loads a pre-trained model; of the examples that train,
    it alone starts from no pre-trained weights and downloads nothing but MNIST and
    FashionMNIST; text/newsgroups*.py fetch 20 Newsgroups), Deep SVDD on MNIST against
    FashionMNIST. Made here: nothing (corpus_data's MNIST and FashionMNIST). Edits: those data
    sets, the package on the path, the CPU, no loader workers, 2 epochs (not 20). Plain run:
    12.8 s, exit 0, at load 1.7 to 1.6. Ranks 5 to 12 name no repository. `pages` (the same
    query): nodata.dev (rank 2) names github.com/pytorch/examples, in the corpus;
    pytorch-ood.readthedocs.io (ranks 4, 5 and 8) is kkirchheim/pytorch-ood's documentation;
    codegenes.net (ranks 1 and 3), fly.chase535.xyz (rank 6) and solveforce.com (rank 7) name
    no GitHub repository. One script for this topic.

Skips: 14 (topic 11: 0; topic 12: 6; topic 13: 1; topic 14: 5; topic 15: 2), each above with
its reason, besides the repository already in the corpus (topic 13: QData/FastSK; topic 15:
pytorch/examples, from `pages`). Taken and not run: 1 (jingfengou/scCADE, topic 14).

First sight (each run below is the script's one, in /tmp/p_runs/NAME):
- junseomin-perceiver-mnist: kept (`agree` with one process's computing the ranks' slices,
  5.22e-07 at 'layers.self_atten.atten.w_o.weight'; the split itself 1.92e-06, rounding of
  sums over the slices; seeded alike for the check; 45.2 s).
- lucidrains-perceiver-cifar10: kept (`cannot tell: the script distributes itself and its 2
  ranks trained on other data than one process in 3 optimizer step(s) (its batch is per rank:
  the totals of the 2 ranks' first inputs are 2x one process's ...)`, with
  `train_cifar10.py:76 sets up its own process group: train_cifar10.py distributes itself
  through Accelerate, as multigpu launch runs it`; 30.5 s).
- urmee-pbmc3k-cluster-mlp: kept (`agree` with one process, 1.49e-08 at '0.weight', within
  float tolerance; seeded alike for the check; 24.8 s).
- kirchheim-mnist-deep-svdd: kept (`agree` with one process, 7.08e-08 at 'c3.weight', within
  float tolerance; 33.2 s). The centre's pass under no_grad ran whole on every rank, as
  expected; nothing else was said.
- dengbowen-deepcape-enhancers: broken, `cannot tell: the run on 2 ranks stopped: rank 0
  failed: BlockingIOError: [Errno 11] Unable to synchronously create file (unable to lock
  file, errno = 11, error message = 'Resource temporarily unavailable')` (40.6 s): the
  traceback is preprocess.py:170, hkl.dump([pos, neg], './processed_data/..._ratio_5.hkl')
  inside generateSamples, before any training; the verdict names only the ranks' run.
  multigpu run's fault, a rule missing from its model of files (docs/run.md, "Output and
  files"): a file the script names to a package's writer is rank 0's alone only where the
  package writes through Python's `open` or is one of the C writers listed there (torch.save,
  pyarrow, OpenCV's imwrite, soundfile's write); h5py's File(path, "w"), which hickle.dump
  calls, creates the file from the HDF5 library, so both ranks created the same file at the
  same moment and HDF5's file lock refused rank 0. Expected `agree` (see its `why`).

Doubts for the lead:
- dengbowen-deepcape-enhancers: broken at first sight by multigpu run: h5py's writes (so
  hickle's, and any h5py.File opened for writing by a script or on its behalf) are not among
  the C writers whose files rank 0 alone writes, and HDF5 locks a file it creates, so the
  second rank's create fails (or, without the lock, both write one file). Writing h5py's files
  on rank 0 under a temporary name, as torch.save's, and letting readers (h5py.File(path,
  "r"), hickle.load) wait for rank 0's file, as `open`'s do, would keep it. Its earlier dump
  (the genome's, in Preprocessor's __init__) did not stop either rank: it seems the ranks'
  timing alone kept those two creates apart.
- lucidrains-perceiver-cifar10: the verdict is the documented one for a framework's batch per
  device, and it says nothing of whether the script trains correctly on several processes
  (under `accelerate launch` it would, on twice the global batch). A recipe that asked
  Accelerate for split batches (Accelerator(split_batches=True)) should be compared; this one
  takes the script as written.
- urmee-pbmc3k-cluster-mlp: its data path is a stand-in, not Scanpy: the training that is
  checked is the script's own, on the fields Scanpy's pipeline leaves (X_pca, the clusters, the
  genes), but the numbers are not PBMC3k's. Its two next(iter(train_loader)) before the model
  drew whole batches before any optimizer; the verdict named nothing of them (no step came
  from those passes).
- dengbowen-deepcape-enhancers: the plain run's first try (13.6 s, exit 1) stopped in
  preprocess.py on an empty window: the made negatives' regions began at base 0, and a window
  of a negative shorter than 300 bases starts before its region (start - offset), so one
  started before base 0 and Python's slice of the chromosome came back empty. The made
  regions now begin at base 1,000 (the data maker, not the script, was at fault).
- jingfengou/scCADE (topic 14, taken, not run): the only repository of this part with no
  first sight; its loss has a contrastive term over the batch (models/model.py's
  contrastive_loss, torch.cdist(z, z)) and its data set draws counterfactual cells with
  np.random.choice in __getitem__, so it would have been a telling case (the contrastive term
  named as mixing the batch's samples). Installing Scanpy with its
  dependencies (numba, llvmlite, pynndescent, umap-learn, anndata) would let it run.
- lucidrains-perceiver-cifar10's plain-run time includes its wait for the lock (127.5 s); the
  first sight's 30.5 s is a better measure of its size.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe, _made_here

LUCIDRAINS = ("lucidrains/perceiver-pytorch", "96097c6a27cc64fc1f196d3a58d32b8a82f573e1")
JUNSEOMIN = ("JunseoMin/perceiver-implementation", "4a6ad845a0fec4daa7db172c03cdd6924b372e84")
DENGBOWEN = ("dengbowen2017/DeepCAPE", "64fe98e924fe2ba0ce9d2c1e59ded453792d4b6d")
URMEE = ("Urmee63/scRNA_pytorch_project", "1c04fcb23dc0043f5d95c542bc3ea0e99b5b3305")
KIRCHHEIM = ("kkirchheim/pytorch-ood", "d04767360a382d2ea1678d5a571cae66b73e5206")
# Urmee63's script runs Scanpy's pipeline on PBMC3k (sc.datasets.pbmc3k downloads it) before it
# trains on what that pipeline leaves: the PCA embedding (obsm["X_pca"]), the Leiden clusters
# (obs["cluster"]) and the highly variable genes (X). Scanpy, with numba, umap-learn and
# leidenalg (compiled), is not installed here: a stand-in module beside the script gives those
# fields, computed simply (400 cells of 300 genes of counts from a generator of its own, PCA by
# NumPy's SVD, 6 clusters from the first component's quantiles), and does nothing for the
# calls whose results the training does not read (filters, neighbours, UMAP, plots).
SCANPY_STAND_IN = """
import os
import types

import numpy
import pandas


class AnnData:
    def __init__(self, X):
        self.X, self.obs, self.obsm = X, pandas.DataFrame(index=range(len(X))), {}

    @property
    def shape(self):
        return self.X.shape


def _pbmc3k():
    generator = numpy.random.default_rng(2700)
    rates = generator.gamma(1.0, 2.0, (6, 300))
    groups = numpy.arange(400) % 6
    return AnnData(generator.poisson(rates[groups]).astype(numpy.float32))


def _log1p(adata):
    adata.X = numpy.log1p(adata.X)


def _highly_variable_genes(adata, n_top_genes=2000, subset=False, **kwargs):
    keep = numpy.sort(numpy.argsort(-adata.X.var(0))[:n_top_genes])
    if subset:
        adata.X = adata.X[:, keep]


def _scale(adata, max_value=None, **kwargs):
    X = (adata.X - adata.X.mean(0)) / (adata.X.std(0) + 1e-8)
    adata.X = X.clip(-max_value, max_value) if max_value else X


def _pca(adata, n_comps=50, **kwargs):
    centred = adata.X - adata.X.mean(0)
    u, s, _ = numpy.linalg.svd(centred, full_matrices=False)
    adata.obsm["X_pca"] = (u[:, :n_comps] * s[:n_comps]).astype(numpy.float32)


def _leiden(adata, key_added="leiden", **kwargs):
    first = adata.obsm["X_pca"][:, 0]
    bins = numpy.quantile(first, numpy.linspace(0, 1, 7)[1:-1])
    adata.obs[key_added] = pandas.Categorical(numpy.digitize(first, bins).astype(str))


def _umap_plot(adata, save=None, **kwargs):
    os.makedirs("figures", exist_ok=True)


def _nothing(*args, **kwargs):
    return None


datasets = types.SimpleNamespace(pbmc3k=_pbmc3k)
pp = types.SimpleNamespace(
    filter_cells=_nothing,
    filter_genes=_nothing,
    normalize_total=_nothing,
    log1p=_log1p,
    highly_variable_genes=_highly_variable_genes,
    scale=_scale,
    neighbors=_nothing,
)
tl = types.SimpleNamespace(pca=_pca, leiden=_leiden, umap=_nothing)
pl = types.SimpleNamespace(umap=_umap_plot)
"""

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "lucidrains-perceiver-cifar10",
        *LUCIDRAINS,
        "train_cifar10.py",
        "image classification (a Perceiver on CIFAR-10: pixels with Fourier position features "
        "read by cross-attention into 128 latents, latent self-attention blocks, attention "
        "and feed-forward dropout, mean-pooled logits; cross entropy; AdamW with a one-cycle "
        "schedule and gradient clipping; random crops and flips in the data set; all of it "
        "run through Hugging Face Accelerate: Accelerator(), prepare, accelerator.backward)",
        "cannot tell",
        (
            "the script distributes itself through Accelerate: Accelerator() sets up its "
            "process group where the job's WORLD_SIZE is 2, so multigpu run hands it over "
            "(docs/run.md, frameworks that distribute a script), and Accelerate's prepared "
            "DataLoader gives each process its own batch of batch_size, as under accelerate "
            "launch; the 2 ranks then take 32 samples a step where one process takes 16, and "
            "docs/run.md gives a framework's batch per device `cannot tell`, naming its batch "
            "per rank (the transformers Trainer's case, tested with hf_trainer.py)"
        ),
        (
            _made_here("from torchvision import datasets, transforms", "CIFAR10"),
            Edit(
                "accelerator = Accelerator(log_with = 'wandb')",
                "accelerator = Accelerator()",
                "no Weights & Biases tracker (wandb is not installed, and logs to its service)",
            ),
            Edit(
                "trainloader = DataLoader(trainset, batch_size = batch_size, shuffle = True, "
                "num_workers = 4, pin_memory = True)",
                "trainloader = DataLoader(trainset, batch_size = batch_size, shuffle = True, "
                "num_workers = 0, pin_memory = True)",
                "no loader workers (2 cores here)",
            ),
            Edit(
                "testloader  = DataLoader(testset, batch_size = batch_size, shuffle = False, "
                "num_workers = 4, pin_memory = True)",
                "testloader  = DataLoader(testset, batch_size = batch_size, shuffle = False, "
                "num_workers = 0, pin_memory = True)",
                "no loader workers (2 cores here)",
            ),
        ),
        # Flags (fire): batches of 16 (not 128), one epoch (not 20): 16 steps over the 256
        # training images of corpus_data.CIFAR10; no evaluation comes (every 100 steps).
        args=("--batch_size", "16", "--epochs", "1"),
        paths=("perceiver_pytorch",),
        names="its batch is per rank",
        first_sight="kept",
    ),
    Recipe(
        "junseomin-perceiver-mnist",
        *JUNSEOMIN,
        "scripts/train_mnist.py",
        "image classification (a Perceiver written from the paper on MNIST: Fourier position "
        "features, cross-attention into 128 latents, latent transformer blocks whose weights "
        "are shared over 4 repeats, layer norm, dropout of 0, mean-pooled logits; cross "
        "entropy; Adam; a shuffled DataLoader; validation and checkpoints each epoch)",
        "agree",
        (
            "batches of 64 from a shuffled DataLoader, split 32 + 32; the cross entropy is a "
            "mean of one term per image; the model is per sample (layer norm, no batch norm; "
            "its dropouts are of p 0); no draw in the loop: one process's arithmetic on the "
            "slices; the validation pass after each epoch runs whole on every rank"
        ),
        (
            _made_here("import torchvision.transforms as transforms", "MNIST"),
            Edit("epochs = 20", "epochs = 1", "one epoch (not 20): 4 steps over 256 images"),
        ),
        # No readme runs a script (its usage is "Todo..."); of its two trainers this is the
        # latest (2025) and the one on a data set made here; scripts/train.py is ImageNet's.
        paths=("scripts", "include"),
        first_sight="kept",
    ),
    Recipe(
        "dengbowen-deepcape-enhancers",
        *DENGBOWEN,
        "pytorch_train.py",
        "DNA sequence classification (DeepCAPE's DNA-only network: enhancers against "
        "GC-matched negatives cut from the genome, every 300-base window one-hot; 7 "
        "convolutions with skip concatenations, a lazily sized linear layer, dropout 0.5, "
        "a sigmoid; binary cross entropy; Adam; a shuffled DataLoader over the arrays; then "
        "torchmetrics' AUROC and average precision, the model left in training mode)",
        "agree",
        (
            "batches of 128 from a shuffled DataLoader, split 64 + 64 (the last, uneven, "
            "split too); the binary cross entropy is a mean of one term per window; the "
            "samples and their random train/test split (sklearn's train_test_split on NumPy's "
            "global stream) are made before training, alike on every rank; no batch norm; "
            "dropout switched off for the check; the LazyLinear's weights are made at the "
            "first forward, and the model started at the next (docs/run.md): one process's "
            "arithmetic on the slices"
        ),
        # The readme's `Run pytorch_train.py` in the repository's root, with raw_data made
        # as its Preparation says. Installed from PyPI (--no-deps): hickle 5.0.3 (module
        # hickle), which preprocess.py imports.
        paths=("pytorch_model.py", "preprocess.py"),
        data="dengbowen_deepcape",
        first_sight=(
            "broken: cannot tell: the run on 2 ranks stopped: rank 0 failed: BlockingIOError: "
            "[Errno 11] Unable to synchronously create file (unable to lock file ...): both "
            "ranks wrote preprocess.py's cache through hickle's h5py at once"
        ),
    ),
    Recipe(
        "urmee-pbmc3k-cluster-mlp",
        *URMEE,
        "pbmc_scanpy_pytorch_baseline.py",
        "single-cell RNA-seq (PBMC3k through Scanpy's pipeline, its Leiden clusters as labels: "
        "an MLP on the 50 PCA components, then an MLP with dropout 0.3 on the highly variable "
        "genes; cross entropy; Adam; shuffled DataLoaders over tensors; accuracy each epoch "
        "under no_grad in eval mode; confusion matrices)",
        "agree",
        (
            "batches of 64 from a shuffled DataLoader over tensors made before training, split "
            "32 + 32; the cross entropy is a mean of one term per cell; no batch norm, no "
            "dropout in the first model (the 3 steps checked are its); the two "
            "next(iter(train_loader)) before the model are passes of their own, drawn before "
            "any optimizer (whole on every rank, and no step comes from them); the training "
            "loop's passes begin after the optimizer is made and are split; the accuracy "
            "passes (no_grad, eval) run whole on every rank: one process's arithmetic on the "
            "slices"
        ),
        # The readme's `python pbmc_scanpy_pytorch_baseline.py`.
        files={"scanpy.py": SCANPY_STAND_IN},
        first_sight="kept",
    ),
    Recipe(
        "kirchheim-mnist-deep-svdd",
        *KIRCHHEIM,
        "examples/loss/unsupervised/svdd.py",
        "out-of-distribution detection (Deep SVDD, one class: a small CNN without biases maps "
        "MNIST into 2 dimensions around a centre taken as the mean output over the training "
        "set before training; the loss is the mean squared distance to the centre; Adam; a "
        "shuffled DataLoader; each epoch OOD metrics against FashionMNIST)",
        "agree",
        (
            "batches of 128 from a shuffled DataLoader, split 64 + 64; the loss is a mean of "
            "one squared distance per image to a fixed centre (pytorch_ood's DeepSVDDLoss, "
            "reduction mean); the centre's pass over the loader runs under no_grad, whole on "
            "every rank, so every rank holds one process's centre; the training passes begin "
            "in train mode after the optimizer is made and are split; no batch norm, no "
            "dropout, no draw in the loop; the test pass after each epoch (eval, no_grad) runs "
            "whole: one process's arithmetic on the slices"
        ),
        (
            Edit(
                "from torchvision.datasets import MNIST, FashionMNIST",
                "from corpus_data import MNIST, FashionMNIST",
                MADE + " (MNIST and FashionMNIST, corpus_data's stand-ins)",
            ),
            Edit(
                "from pytorch_ood.loss import DeepSVDDLoss",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..', '..', '..', 'src'))\n"
                "from pytorch_ood.loss import DeepSVDDLoss",
                "the package on the path, as the readme's `pip install` puts it",
            ),
            Edit('device = "cuda:0"', 'device = "cpu"', "the CPU (the example names cuda:0)"),
            Edit(
                "train_loader = DataLoader(train_dataset, num_workers=5,",
                "train_loader = DataLoader(train_dataset, num_workers=0,",
                "no loader workers (2 cores here)",
            ),
            Edit(
                "test_dataset_out + test_dataset_in, shuffle=False, num_workers=5,",
                "test_dataset_out + test_dataset_in, shuffle=False, num_workers=0,",
                "no loader workers (2 cores here)",
            ),
            Edit(
                "for epoch in range(20):",
                "for epoch in range(2):",
                "2 epochs (not 20): 4 steps over corpus_data's 256 images",
            ),
        ),
        # The readme runs no script (its example loads a pre-trained model); of the examples
        # that train, this one alone starts from no pre-trained weights and reads no download
        # but MNIST's (the hit is docs/index.rst).
        paths=("src/pytorch_ood",),
        first_sight="kept",
    ),
)
