"""Batch p, topics (16) to (20): batch p's rule (corpus_first_sight_p.py's docstring, verbatim
there) applied to multi-label image classification, hyperspectral image classification,
GANomaly anomaly detection, CTGAN tabular data synthesis and object tracking. Four scripts from
four repositories: two for each of topics 17 and 18; none for topics 16, 19 and 20 (every
repository their `code` results name was skipped for a mechanical reason or is in the corpus,
and their `pages` results name no GitHub repository).
At first sight 4 of 4 kept, no silent wrong result: two `agree` (one naming batch norm per
rank), two `differ` naming their cause (a batch size written into the script that breaks on a
slice of the batch), each as its recipe expected.

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/p_D), until it ended without error,
holding the batch's lock (/tmp/p_lock); its time is given below, with the load of the 2-core
machine, shared with the other helpers' runs.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtp, 53f3b79, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900, from /tmp/p_runs/NAME), before any change made for it.

Installed into .venv from PyPI (--no-deps; neither adds a top-level module of a generic name:
`pip show -f`): openpyxl 3.1.5 and et_xmlfile 2.0.0 (modules openpyxl and et_xmlfile;
pandas.read_excel reads AMT-J's sheet through them). No stand-in modules.

Read as batches c to o read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME). "In the corpus" is any
repository named in corpus_recipes.py or corpus_first_sight_*.py, or claimed by another helper
of batch p (/tmp/p_claims.txt; checked just before each was taken: none of those taken or
skipped here was named or claimed). Ranks are the results' own. Per topic, in the order the
results came:

16. Multi-label image classification, `code` (query "multi-label image classification pytorch
   training loop example"): norangmangto/ai-learning (rank 1,
   models/3_computer_vision/classification/multi_label/train_pytorch.py; HEAD
   e38dac80432d329d008fc4087c05317995e6c4db) skipped, weights from the internet: the hit (a
   tutorial that prints its lessons around one training run) fine-tunes
   models.resnet18(weights=models.ResNet18_Weights.DEFAULT), downloaded, with no flag.
   maeotaku/pytorch_multilabel_deep_learning_training (rank 2, README.md; HEAD
   bf3da03ae6fe774d14b566f8ca39df69718ce2af) skipped, no training script that can run from
   the repository: main.py's model comes from models/chooser.py, which imports models.CapsNet
   and models.CapsNetUSM, files the repository does not hold, and its data set, its loss and
   its filter are three git submodules of other repositories (multilabel, tsoftmax,
   models/USM), absent from the mirror; besides, training.py passes `async=True`, a syntax
   error since Python 3.7 (see Doubts). rrahman3/EUFairGAN (rank 3,
   src/training/check_training.py; HEAD f4846dc94160669ff3d2a6cf781c9ee78370da1b) skipped, no
   training script: the hit is a fragment (its task, model, learning rate and loaders are
   never defined; it starts at "# define loss function"), and the readme runs nothing (see
   Doubts). joelzarco/deep-learning-with-pytorch (rank 4) is in the corpus (batches j and o).
   Ranks 5 to 12 name no repository. `pages` (the same query, 8 results: pieriantraining.com
   twice, debuggercafe.com, theneuralbase.com, reason.town, python.elitedev.in,
   python-elite-dev.pages.dev, taourl.com) names no GitHub repository. No script for this
   topic.

17. Hyperspectral image classification, `code` (query "hyperspectral image classification
   pytorch training loop example"): z95jiang/SYDE770 (rank 1,
   hsi_classification-master/README.md; HEAD e1d0d4cfd31c6f3ea969246e8d870f7b15b9e1e4) taken:
   the readme's `python train.py`, a CNN of 3 conv-batch norm blocks on 13 x 13 patches of
   Indian Pines, batched by torch.split. Made here: the Indian Pines cube and its ground truth
   (the mirror lacks the cube), 16 x 16 pixels of 20 bands, and model_save/
   (corpus_data_p_16to20.z95jiang_indian_pines). Edits: batches of 16 (not 5000), 3 epochs
   (not 5000), np.float read as np.float64 (removed in NumPy 1.24), no pdb.set_trace() after
   training. Plain run: 114.5 s with the wait for the lock (not timed apart; see Doubts), exit
   0, at load 3.4 to 1.6; again alone, 8.1 s at load 1.4.
   AMT-J/hyperspectral-classification-CNN-pytorch (rank 2, README.md; HEAD
   c21584b07fa5a64df78d03cbf665ecbaef510918) taken: scratch.py, the repository's one training
   script (the readme runs none; Conv1d.ipynb is a notebook), a 1-d CNN per leave-one-out fold
   over a sheet of spectra. Made here: modified_combined_data.xlsx
   (absent from the mirror), 224 rows of 4 sample names and 224 wavelength columns
   (corpus_data_p_16to20.amtj_raman_excel; see Doubts for its shape). Edits: one epoch a fold
   (not 52). Plain run: 17.2 s, exit 0, at load 1.6 to 1.7. Ranks 3 on were not needed.

18. GANomaly anomaly detection, `code` (query "GANomaly anomaly detection pytorch training
   loop example"): bruvduroiu/AnoGAN-tf (rank 1, main.py; HEAD
   2a9d2a237c8a463fad376a1aca787650a0bea3f5) skipped, another framework: anogan/anogan.py
   builds its AnoGAN with tensorflow (tf.contrib.slim). jlsachse/AnomalyGAN (rank 2, README.md;
   HEAD 46e46dbaa01660e959c42a245d754dff89e68c3e) skipped, training only in a notebook
   (cwru_experiments.ipynb, mnist_experiments.ipynb and hyperparameter_tuning.ipynb drive the
   models of lib/; no script). samet-akcay/ganomaly (rank 3, train.py; HEAD
   78da4ea9a99f5b02ab60dd651a18def929176d77) taken: train.py as the readme runs it for MNIST
   (experiments/run_mnist.sh's flags). Made here: MNIST (corpus_data.MNIST, swapped for
   torchvision's in lib/data.py). Flags: MNIST, 32 x 32, one channel, one epoch (not 15),
   digit 0 the anomaly, seed 0, the CPU, batches of 8 (not 64), no loader workers. Plain run:
   12.1 s, exit 0, at load 1.2. sutusutu/Anomaly-Detection (rank 4, train.py; HEAD
   7d8e72f58b0066d85df64d54a0ef40eaff92989c) taken: the readme's `python train.py --dataset
   cifar10 ...`, GANomaly with a transformer-in-transformer encoder. Made here: CIFAR-10
   (corpus_data.CIFAR10, swapped in tool/data.py). Edits: the position embedding added out of
   place (einops 0.8's repeat gives a view of a leaf parameter). Flags: CIFAR-10, one epoch
   (not 50), plane the normal class, seed 0, the CPU, batches of 8 (not 16), no visdom display
   (--display "" --display_id 0: its default True imports visdom and plots to a server).
   Plain run: first try 9.9 s, exit 1, at load 1.2 (the in-place add, the edit above); second
   91.0 s, exit 0, at load 1.2 to 1.9.

19. CTGAN tabular data synthesis, `code` (query "CTGAN tabular data synthesis pytorch training
   loop example"): juliecious/fl_ctgan (rank 1, main.py; HEAD
   da17f38da321c136d1250ee4dc7d766a488712c5) skipped, a package the registry lacks: its copy
   of ctgan (the repository's own ctgan/, which main.py trains through CTGANSynthesizer.fit)
   imports OneHotEncodingTransformer from rdt.transformers, which rdt has only before 0.6
   (its setup.py: rdt>=0.5.0.dev1,<0.6), and PyPI offers no rdt 0.5 for this Python 3.11 (pip:
   from 0.2.1 straight to 1.3.0); main.py also downloads its data (ctgan.load_demo). See
   Doubts. alan-turing-institute/QUIPP-pipeline (rank 2, synth-methods/CTGAN/README.md; HEAD
   db97911f2330902a2fc9156b9380a56199adf3f0) skipped, a package the registry lacks: its
   synth-methods/CTGAN/run trains through ctgan.synthesizer.CTGANSynthesizer, the PyPI ctgan of
   before 0.4 (0.2.1 here), whose transformer builds OneHotEncoder(sparse=False), an argument
   scikit-learn removed in 1.4 (.venv: 1.9.1), and PyPI has no scikit-learn under 0.24 for
   Python 3.11; the training loop is the library's, not the repository's. daheeda/GAN (rank 3,
   README.md; HEAD 351c7e6d8fcb4f4f827a97498b75ca1c17582a77) skipped, training only in a
   notebook: CTGAN/main.py's __main__ loads a saved autogluon predictor (its CTGAN fit is
   left uncalled), and the training is in CTGAN/*.ipynb. hitsz-ids/synthetic-data-generator
   (rank 4, example/1_ctgan_example.py; HEAD f3684582b2f490f50f85f8ffc8d619a7777aed67) skipped,
   no training script: the hit is no longer at HEAD (its examples are notebooks now), and the
   readme runs no script (its Python is inline in the readme's text). Ranks 5 to 12 name no
   repository. `pages` (the same query, 8 results: 123ofai.com, deepwiki.com three times,
   datacebo.com, docs.sdv.dev, kdnuggets.com) names no GitHub repository by its address
   (deepwiki.com/sdv-dev/CTGAN is not one). No script for this topic.

20. Object tracking, `code` (query "object tracking pytorch training loop example"):
   boostcampaitech4lv23cv1/final-project-level3-cv-07 (rank 1, models/track/set_env.sh; HEAD
   e56b8a7d03a0e71e216f32794495270201687200) skipped, no training script for it: the hit sets
   up an environment; its models/track (BoT-SORT) only tracks, with a YOLOv7 and a re-ID model
   whose downloaded weights the readme's run (tools/mc_demo_yolov7.py) loads.
   xingyizhou/CenterTrack (rank 2, experiments/coco_tracking.sh; HEAD
   e4e7534cc2ebfbd31e0cde680988f286c65fe34f) skipped, a compiled CUDA extension: its dla_34
   builds DCN from the DCNv2 submodule (compiled), and every training script fine-tunes a
   downloaded CenterNet model (--load_model). VedangAsgaonkar/Machine-Learning-Notes (rank 3)
   is in the corpus (batches f, h, j, l and n). shanjiayao/PTT (rank 4, scripts/train_ddp.sh;
   HEAD 3e7355734e7cacc3f6a543378baad23b8f4275ab) skipped, a compiled CUDA extension: setup.py
   builds its PointNet++ ops as CUDAExtension, which tools/train_tracking.py's model needs.
   Ranks 5 to 12 name no repository. `pages` (the same query, 8 results: jbencook.com,
   link.springer.com, cloudzsexy.com, huggingface.co, codegenes.net four times) names no
   GitHub repository by its address (jbencook.com says its code is "on GitHub" without one).
   No script for this topic.

Skips: 12 (topic 16: 3; topic 17: 0; topic 18: 2; topic 19: 4; topic 20: 3), each above with
its reason, besides the two repositories already in the corpus (topics 16 and 20).

First sight (each run below is the script's one, in /tmp/p_runs/NAME):
- z95jiang-indian-pines-cnn: kept (`agree after 8 optimizer step(s) ... with one process's
  (largest difference 0, at 'fc.bias')`; seeded alike for the check (no manual_seed before
  its first forward); warned that no DataLoader feeds the training and the inputs of steps 2
  and 3 were identical on both ranks (2x the compute for no speed-up); and that it drew
  nothing at random after its first backward in 8 steps; 21.1 s).
- amtj-raman-conv1d-loocv: kept (`agree after 3 optimizer step(s) ... with one process's
  (largest difference 0, at 'fc5.bias')`; seeded alike for the check; BatchNorm1d per rank
  warned of; 30.4 s).
- samet-mnist-ganomaly: kept, `differ: the run on 2 ranks stopped: rank 1 failed: ValueError:
  Using a target size (torch.Size([8])) that is different to the input size
  (torch.Size([4])) ... (at model.py:331: the error names 4 and 8 where the global batch has
  8 rows and each rank now gets 4: if that is a batch size written into the script, it breaks
  on a slice of the batch; run with --batch per-device ...)`, with `--verify: a batch size
  written into the script breaks on a slice of the batch (one process ran the same steps):
  the script is not safe to scale as it is` (25.6 s): the verdict and the cause expected.
- sutusutu-cifar-tnt-ganomaly: kept, `differ: the run on 2 ranks stopped: rank 1 failed:
  ValueError: Using a target size (torch.Size([8])) that is different to the input size
  (torch.Size([4])) ... (at model.py:347: the error names 4 and 8 where the global batch has
  8 rows and each rank now gets 4: ...)`, with `--verify: a batch size written into the script
  breaks on a slice of the batch (one process ran the same steps)` (38.4 s): the verdict and
  the cause expected.

Doubts for the lead:
- Topics 16, 19 and 20 gave no script: of their 10 repositories not in the corpus, every one
  was skipped, and their `pages` results name no GitHub repository by its address. Two of the
  skips read the rule's reasons broadly. maeotaku/pytorch_multilabel_deep_learning_training
  was skipped as having no training script that can run from the repository (its model's
  modules are not in it, its data set, loss and filter are submodules of other repositories,
  and training.py is not valid Python 3.7 or later); none of the rule's reasons names that
  word for word, so the lead may count it as taken and not run. juliecious/fl_ctgan was
  skipped for rdt 0.5, which PyPI does not offer this Python; its one use of rdt
  (OneHotEncodingTransformer: fit, dummies, transform, reverse_transform) could be replaced by
  a stand-in of about 20 lines, and main.py's load_demo by a made census table, and its
  training (the repository's own ctgan/, no DataLoader; np.random.choice, np.random.shuffle,
  np.random.randint and torch.normal drawn each step) would then give `cannot tell` naming
  the draws; not done, as the rule skips for a package the registry lacks.
- rrahman3/EUFairGAN: the hit is a fragment, so the rule's "else the hit's script" gives no
  script; its main.py (`--task train_bnn`) trains through a TraditionalTrainer and might be
  made to run, but the readme runs nothing.
- amtj-raman-conv1d-loocv: scratch.py was taken as the repository's one script (the readme
  runs none, the hit is the readme). As written it cannot train on the sheet its comments
  describe (1121 rows, wavelengths 250 to 3000): it transposes the sheet, so each "spectrum"
  is one wavelength across all rows, and its 1-d CNN's `view(-1, 128 * 14)` fits only 224
  rows. The made sheet has 224 rows so that it runs; the check itself is unaffected (a batch of
  1 a step: rank 0 takes it, rank 1 a copy with weight 0).
- z95jiang-indian-pines-cnn: after its first step the script evaluates with model.eval() and
  never calls model.train() again, so steps 2 on train with batch norm on running statistics;
  every rank holds the whole batch, so this changes nothing for the check. Its plain run's
  first timing (114.5 s) counted the wait for the lock; timed again
  after its first sight, alone inside the lock: 8.1 s, exit 0, at load 1.4 (its masks are
  drawn unseeded with NumPy as it starts, so its losses differ from run to run).
- The two GANomaly scripts are `differ` for a real fault of theirs on split batches (targets
  made once of --batchsize rows), which `--batch per-device` avoids, as the verdict says.
  Were their targets sized per batch, the run of the split would face a model fed a buffer the
  batch is copied into (set_input's resize_ and copy_), not the loader's tensor: not tried.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

Z95JIANG = ("z95jiang/SYDE770", "e1d0d4cfd31c6f3ea969246e8d870f7b15b9e1e4")
AMTJ = (
    "AMT-J/hyperspectral-classification-CNN-pytorch",
    "c21584b07fa5a64df78d03cbf665ecbaef510918",
)

SAMET = ("samet-akcay/ganomaly", "78da4ea9a99f5b02ab60dd651a18def929176d77")
SUTUSUTU = ("sutusutu/Anomaly-Detection", "7d8e72f58b0066d85df64d54a0ef40eaff92989c")
# Both GANomaly trainers build their discriminator's targets once, of the batch size their flag
# gives (torch.ones(size=(opt.batchsize,)) and zeros), and compare each batch's predictions to
# them with BCELoss; their loaders drop the last, short batch.
GANOMALY_WHY = (
    "its discriminator's BCELoss compares each batch's predictions with targets made once of "
    "--batchsize rows (real_label, fake_label); on 2 ranks a rank's slice has half the rows, "
    "and BCELoss refuses a target of another size (naming the global batch's rows), after the "
    "generator's first step: docs/run.md's batch size written into the script that breaks on "
    "a slice of the batch, a differ naming it (one process takes the whole batch and runs)"
)
GANOMALY_NAMES = "a batch size written into the script breaks on a slice of the batch"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "z95jiang-indian-pines-cnn",
        *Z95JIANG,
        "hsi_classification-master/train.py",
        "hyperspectral image classification (Indian Pines: each labelled pixel's 13 x 13 patch "
        "of every band, cut and shuffled with NumPy before training; a CNN of 3 conv-batch "
        "norm-ReLU-pool blocks and a linear layer; cross entropy; Adam; batches sliced from "
        "the training tensor with torch.split, no DataLoader; after every step an accuracy "
        "on the training, validation and test patches, in eval() and no_grad, and the model "
        "never put back in train())",
        "agree",
        (
            "batches sliced from a tensor made before training, alike on every rank (its "
            "patches shuffled with NumPy before any backward): every rank trains on the whole "
            "batch, one process's arithmetic, warned of as buying no speed; batch norm normalises "
            "the whole batch on every rank (and from the second step runs on its running "
            "statistics, the evaluation's eval() never undone); no randomness in the loop"
        ),
        (
            Edit("BATCH_SIZE = 5000", "BATCH_SIZE = 16", "fewer samples: 3 batches an epoch"),
            Edit("EPOCH = 5000", "EPOCH = 3", "3 epochs (9 steps), not 5000"),
            Edit(
                "pdb.set_trace()",
                "pass  # pdb.set_trace()",
                "no debugger stop after training (it waits for a terminal)",
            ),
            Edit(
                "data = data.astype(np.float)",
                "data = data.astype(np.float64)",
                "np.float, removed in NumPy 1.24, is the float64 it named",
                "hsi_classification-master/tools.py",
            ),
        ),
        paths=(
            "hsi_classification-master/tools.py",
            "hsi_classification-master/model/__init__.py",
            "hsi_classification-master/model/basic_cnn.py",
        ),
        data="z95jiang_indian_pines",
        first_sight="kept",
    ),
    Recipe(
        "amtj-raman-conv1d-loocv",
        *AMTJ,
        "scratch.py",
        "hyperspectral (Raman) spectrum classification (a sheet read with pandas into a data "
        "set; per sample name a leave-one-out fold: a new 1-d CNN of 4 conv-ReLU-batch norm "
        "blocks and 5 linear layers, 899 classes, weights drawn with kaiming_normal_ and "
        "normal_; cross entropy; Adam; a shuffled DataLoader of batches of 1; then its "
        "accuracy on the held-out spectrum in eval() and no_grad)",
        "agree",
        (
            "batches of 1 from a shuffled DataLoader: rank 0 takes the sample, rank 1 steps on a "
            "copy with weight 0, so the ranks compute one process's step; cross entropy a mean "
            "of one term per sample; batch norm per rank named beside the agree (rank 0's slice "
            "is the whole batch); the weights drawn before training, alike on every rank; no "
            "dropout, no randomness in the loop"
        ),
        (
            Edit(
                "for epoch in range(52):",
                "for epoch in range(1):",
                "one epoch a fold (not 52)",
            ),
        ),
        data="amtj_raman_excel",
        first_sight="kept",
    ),
    Recipe(
        "samet-mnist-ganomaly",
        *SAMET,
        "train.py",
        "anomaly detection (GANomaly on MNIST, one digit held out as the anomaly: an "
        "encoder-decoder-encoder generator and a DCGAN discriminator, both with batch norm; "
        "the generator's loss a feature-matching L2, an L1 reconstruction and an L2 between "
        "the latent codes, then the discriminator's BCE on real and reconstructed images; two "
        "Adams; a shuffled DataLoader copied into a buffer each step (set_input); an AUC "
        "over the test loader in no_grad after each epoch)",
        "differ",
        GANOMALY_WHY,
        (
            Edit(
                "from torchvision.datasets import MNIST\n",
                "from torchvision.datasets import MNIST\n"
                "import corpus_data; MNIST = corpus_data.MNIST\n",
                MADE + " (MNIST's 256 training and 64 test images, corpus_data.MNIST)",
                "lib/data.py",
            ),
        ),
        args=(
            "--dataset",
            "mnist",
            "--isize",
            "32",
            "--nc",
            "1",
            "--niter",
            "1",
            "--abnormal_class",
            "0",
            "--manualseed",
            "0",
            "--device",
            "cpu",
            "--batchsize",
            "8",
            "--workers",
            "0",
        ),
        names=GANOMALY_NAMES,
        first_sight="kept",
        paths=("options.py", "lib"),
    ),
    Recipe(
        "sutusutu-cifar-tnt-ganomaly",
        *SUTUSUTU,
        "train.py",
        "anomaly detection (GANomaly with a transformer-in-transformer encoder on CIFAR-10, one "
        "class the normal one: generator and discriminator with batch norm, attention and "
        "feed-forward dropout 0.5; the generator's loss a feature-matching L2, an L1 "
        "reconstruction and an L2 between the latent codes, then the discriminator's BCE; two "
        "Adams; a shuffled DataLoader copied into a buffer each step; an AUC over the test "
        "loader in no_grad after each epoch)",
        "differ",
        GANOMALY_WHY,
        (
            Edit(
                "from torchvision.datasets import CIFAR10\n",
                "from torchvision.datasets import CIFAR10\n"
                "import corpus_data; CIFAR10 = corpus_data.CIFAR10\n",
                MADE + " (CIFAR-10's 256 training and 64 test images, corpus_data.CIFAR10)",
                "tool/data.py",
            ),
            Edit(
                "        patches += rearrange(self.patch_pos_emb[:(n + 1)], 'n d -> () n d')",
                "        patches = patches + "
                "rearrange(self.patch_pos_emb[:(n + 1)], 'n d -> () n d')",
                "the position embedding added out of place: einops 0.8's repeat hands back a view "
                "of the patch tokens' leaf parameter (the versions the readme names copied), and "
                "adding in place to it stops the first forward",
                "tool/tnt.py",
            ),
        ),
        args=(
            "--dataset",
            "cifar10",
            "--niter",
            "1",
            "--normaly_class",
            "plane",
            "--manualseed",
            "0",
            "--device",
            "cpu",
            "--batchsize",
            "8",
            "--display",
            "",
            "--display_id",
            "0",
        ),
        names=GANOMALY_NAMES,
        first_sight="kept",
        paths=("config.py", "model/model.py", "model/networks.py", "tool"),
    ),
)
