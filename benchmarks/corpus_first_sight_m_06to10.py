"""Batch m, topics (6) to (10): batch m's rule (corpus_first_sight_m.py's docstring, verbatim
there) applied to the adversarial autoencoder, InfoGAN, the least squares GAN, the auxiliary
classifier GAN and EfficientNet trained from scratch. Seven scripts from seven repositories:
two for each of topics 6, 9 and 10, one for topic 7 (its `code` and `pages` results gave no
second that qualified), none for topic 8 (none of its `code` or `pages` results qualified).
At first sight 6 of 7 kept, no silent wrong result (four `agree`, three of them naming batch
norm per rank, one `differ` naming a batch size written into the script, one `cannot tell`
for a script that distributes itself); cunbjy-mnist-aae broken (`differ` where `agree` was
written: a NumPy draw of the prior's rows neither keyed nor named).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it (corpus.extract and corpus.prepare, in a folder under /tmp/m_06to10), until it ended
without error; its time is given below, with the load of the 2-core machine, shared with the
other helpers' runs (loads of 1.5 to 14 through this part).

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtm, 28ddeaa, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it. Each ran from a folder of its own,
/tmp/m_06to10/fs_NAME, holding what the brief's command copies (corpus.py, corpus_recipes.py,
the corpus_data*.py of batches a to l, this part and its data module), so that queueing the
next one could not change the files of one waiting for the lock.

Installed into .venv: nothing kept. tensorboard_logger 0.1.0 (xuyanwu's logger) was installed
with --no-deps, failed to import (its generated protobuf code is refused by the protobuf
here) and was uninstalled; a stand-in module takes its place (below).

Read as batches c to l read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address, also behind a
proxy's address. "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, the other helpers' parts of batch m included (checked just before
each was taken: none of the repositories taken below was named; trbocode/mlstuff is in
batches f, k and l, SoftwareUnderstanding/rolf in batch l, eriklindernoren/PyTorch-GAN in
corpus_recipes.py). Ranks are the results' own. Per topic, in the order the results came:

6. Adversarial autoencoder, `code` (query "adversarial autoencoder pytorch training loop
   example"): CUN-bjy/pytorch-adversarial-autoencoder (rank 1, README.md; HEAD
   074ae4f0833d525bd2f46132d9dcf70544973fd6) taken: the readme's `python scripts/train.py`,
   an AAE of dropout MLPs on flattened MNIST whose nn.Module overrides train(x) with the
   three phases of a batch (reconstruction, discriminator, generator: three Adams), its
   Gaussian prior drawn with NumPy's multivariate_normal, a row per sample. Made here: MNIST
   (corpus_data.MNIST, swapped in). Edits: its package src/aae on the path (the readme's
   requirements install it with `-e .`), batches of 64 (not 512) and max_iter 1 (its epoch
   count is max_iter // batches + 1: 10000 gave 2501 epochs). Plain run: 18.7 s, exit 0, at
   load 1.5. trbocode/mlstuff (rank 2) is in the corpus. shidilrzf/Adversarial-Autoencoders
   (rank 3, README.md; HEAD 154588b69b3979b5b4497607742058bfb2077408) taken: the readme's
   `python3 train.py`, an AAE of MLPs on flattened MNIST, its Gaussian prior drawn in the
   loop with torch.randn, four Adams. Made here: MNIST (corpus_data.MNIST). Flags: batches of
   32 (not 128), its default one epoch. Plain run: 43.5 s, exit 0, at load 4.0. Ranks 4 on
   were not needed.

7. InfoGAN, `code` (query "InfoGAN pytorch training loop example"): kaiiwoo/infogan-pytorch
   (rank 1, README.md; HEAD 860dc6f007ae60fa3e3e59eabcd8f0dc1e851352) taken: the readme's
   `python main.py --dataset [dataset]` with mnist, an InfoGAN with batch norm, its noise and
   codes drawn in the loop a row per sample, three Adams, logging to W&B. Made here: MNIST, 64
   training images (corpus_data_m_06to10.kaiiwoo_mnist: 16 batches of 16 of the 256 took
   147 s at load 12). Flags: --device cpu, one epoch (not 20) of batches of 16 (not 8). W&B:
   corpus_recipes' stand-in with the module's own log (it calls wandb.log). Plain run: 69.8
   s, exit 0, at load 13.4. star0505/InfoGAN-pytorch (rank 2, README.md; HEAD
   b427bc3ade6d045cde166c265a1ca1280c33ff7b) skipped, no training script that runs here: its
   run.sh's train.py steps D's optimizer and then backpropagates G's loss through the same
   graph (retain_graph), whose D weights the step changed in place, an error since torch 1.5
   ("modified by an inplace operation", seen in its plain run at its first batch); making it
   run would change its training. JunsikChoi/Pytorch-InfoGAN (rank 3, README.md, whose Usage
   is empty; HEAD 43f5f2a9ac74adae73f9939cec32e1612fb35a35) skipped, no training script that
   runs here: src/trainer.py imports models.mnist_modified, which the repository lacks (it has
   models/mnist only), and its BCE targets are integer tensors (torch.full(..., 1)), an error
   in this torch. kaiiwoo (rank 4) again; ranks 5 to 12 name no repository. `code` gave one
   that qualified, so `pages` was asked the same query: rank 1, zero-to-ai.netlify.app, names
   no repository; rank 2, aiden.nibali.org, names none (its implementation is Lua Torch, not
   linked there); rank 3, wiseodd.github.io's InfoGAN post, whose code is
   wiseodd/generative-models (named by address in rank 8's copy of the post; HEAD
   b930d5fa9e2f69adfd4ea8ec759f38f6ce6da4c2), skipped, a package the registry lacks: its
   GAN/infogan/infogan_pytorch.py reads MNIST with TensorFlow 1's
   tensorflow.examples.tutorials.mnist (its batches from that module's next_batch), which no
   TensorFlow for Python 3.11 has; rank 4, nibali again; rank 5, datumorphism.leima.is,
   names eriklindernoren/PyTorch-GAN, in the corpus; rank 6, notebook.community's copy of
   xiaoxiaoyao/MyApp's gan_pytorch-checkpoint.ipynb, skipped, training only in a notebook;
   rank 7, zero-to-ai again; rank 8, wiseodd again. The topic gives one.

8. Least squares GAN LSGAN, `code` (query "least squares GAN LSGAN pytorch training loop
   example"): SoftwareUnderstanding/rolf (rank 1) is in the corpus. nathanjpaek/kb-pilot
   (rank 2, KernelBench/KernelBench/level9/17006_LSGanLoss.py) skipped, no training script:
   KernelBench's modules with get_inputs for kernel benchmarks (14,774 files, none a
   training of an LSGAN). avitai/artifex (rank 3, docs/models/lsgan.md) skipped, another
   framework: its LSGAN is Flax NNX on JAX. iPERDance/iPERCore (rank 4, its LSGANLoss in
   ganloss.py) skipped, a compiled CUDA extension: its setup compiles C++/CUDA code against
   CUDA_HOME (docs/install.md: CUDA 10.1 or later with an NVIDIA GPU), and its trainers start
   from checkpoints downloaded by assets/download.sh. Ranks 5 to 12 name no repository.
   `pages`, the same query: ranks 1 and 2, Hugging Face data set pages
   (nvidia/Nemotron-CC-Math-v1), name no GitHub repository; rank 3, agustinus.kristia.de's
   LSGAN post, names wiseodd/generative-models, skipped as in topic 7 (its
   GAN/least_squares_gan/lsgan_pytorch.py reads MNIST with the same TensorFlow 1 module);
   ranks 4, 5 and 7, the same post at wiseodd.github.io and agustinus.kristia.de, the same
   repository; rank 6, notebook.community's xiaoxiaoyao/MyApp notebook, skipped as in topic 7;
   rank 8, vietanh.dev, names none. The topic gives none.

9. Auxiliary classifier GAN ACGAN, `code` (query "auxiliary classifier GAN ACGAN pytorch
   training loop example"): xuyanwu/Complementary-GAN (rank 1, vgg_face/README.md; HEAD
   408e1c571e342fff2bdf5aa7d9afb749261baf4f) taken: the root readme's `cd mnist_cifar; sh
   run.sh`, whose command is `python main.py --dataset CIFAR10 --num_epoches 80 --nc 3 --p1
   0.0 --p2 1.0` (the readme's MNIST variant stops on torchvision's Normalize of 3 means over
   1 channel), an ACGAN with complementary labels: a ResNet-18 classifier trained first,
   then a conditional DCGAN against it. Made here: the tensors it reads, which the
   repository stores as large files absent from the mirror (result/CIFAR10/data/original.pt
   and processed/test.pt, corpus_data_m_06to10.xuyanwu_cifar_tensors, 16 and 16 images) and
   CIFAR-10 for its second phase (corpus_data_m_06to10.xuyanwu_cifar10, 16 images). Edits:
   the CPU (it asserts CUDA and calls .cuda() on every model and tensor, loss.py at import:
   .cuda() made to leave them where they are); np.asscalar, gone since NumPy 1.23, as the
   array's item() (an AttributeError at its first batch); batches of 16 (not 128, by its
   flag's default: the flag has no type); its third phase, train_f_data, not run (it stops
   at HEAD before its first step, unpacking three items from a data set that gives two).
   Flags: 3 epochs a phase (not 80; its schedule divides by num_epoches // 3). Its
   tensorboard_logger: a stand-in module that logs nothing (the package's generated protobuf
   code is refused by this protobuf). Plain run: 245.3 s, exit 0, at load 11 to 13 (541.1 s
   with 32 images at load 14). Hydrino/ACGAN_cifar10 (rank 2, README.md; HEAD
   f8e02ca93f5afe45c58ce52d54c6fc1cd2f8c808) skipped, no training script that runs here: its
   main.py's soft labels for real images are 0.7 + 0.5 * torch.rand (up to 1.2), which
   torch's BCELoss refuses ("all elements of target should be between 0 and 1", its plain
   run at its first batch, once its DataLoader's .next() was made next()); making it run
   would change its labels. kimjy99/acgan-mnist (rank 3, README.md; HEAD
   e665d05e06e683e287862cb5600bbefd548610b1) skipped, training only in a notebook
   (ACGAN.ipynb and a readme). wtberry/ML_summer_projects (rank 4, GAN/README.md; HEAD
   023cbaedd936a61dafeab33ecb0a501e36b6f9d9) taken: the folder's readme runs nothing and
   lists its main files, main_CIFAR10.py (a DCGAN on CIFAR-10) first: that one, taken as the
   rule takes results in order (the topic is the query, not a filter). Made here: CIFAR-10, 64
   training images, whole batches (corpus_data_m_06to10.wtberry_cifar10). Edits: batches of
   16 (not 100; still written in the script), one epoch (not 300). Its logger.py logs
   through TensorFlow 1's tf.summary.FileWriter: a stand-in Logger in its place. Plain run:
   37.8 s, exit 0, at load 10.9. Ranks 5 on were not needed.

10. EfficientNet trained from scratch, `code` (query "EfficientNet trained from scratch
   pytorch training loop example"): Ahmad-Omar-Ahsan/Model-implementations (rank 1,
   EfficientNet/README.md; HEAD 6780b33c6a1a696e2f7b24b4fe2e858c30daca26) taken: the readme's
   `python3 train.py`, EfficientNet-B0 written out, on CIFAR-10 at 32 x 32, label smoothing,
   AdamW, W&B logging. Made here: CIFAR-10, 64 training and 16 test images
   (corpus_data_m_06to10.ahmad_cifar10). Edits: 16 validation images split off (not 5000),
   and in its config.py the CPU (not 'cuda'), batches of 16 (not 64), one epoch (not 50).
   W&B: the stand-in with the module's own login and log. Plain run: 30.9 s, exit 0, at load
   8.4. narumiruna/efficientnet-pytorch (rank 2, README.md; HEAD
   65d03b31ac12f6420f561ef9a9019e79350011c3) skipped, its packages' pins would replace this
   environment's: train.py calls mlconfig.instantiate (mlconfig 0.2 on; its pyproject pins
   mlconfig >= 0.3.2 and Python >= 3.12), where .venv runs Python 3.11 with mlconfig 0.1.8,
   which batch l's wellslu recipe reads its config with. Crounous/EfficientNet-B0 (rank 3,
   README.md as the hit saw it, `bash main.sh`: torchrun ... main.py; HEAD
   5347aa92104055cde3fc300f44132aa1f1d5b7e4, whose readme is now a Flask app's and whose
   main.sh is gone) taken: main.py, yakhyo's EfficientNet-B0 training adapted to 5
   diabetic-retinopathy grades in an ImageFolder, with its own DDP where WORLD_SIZE is over
   1. Made here: the image folders (corpus_data_m_06to10.crounous_dr_folders, 24 training
   and 5 validation images). Edits: torch.cuda.synchronize() only where CUDA is there (twice:
   an error on the CPU). Its own flags: the CPU, one epoch (not 10) of batches of 8, no loader
   workers, crops of 64 (not 240), and the warm-up's first learning rate at its base 0.048
   (the default 1e-6 would move the weights by some 1e-8). Plain run: 31.0 s, exit 0, at load
   5.5. Ranks 4 on were not needed.

Skips: 12 (topic 7: 4; topic 8: 5; topic 9: 2; topic 10: 1), each above with its reason
(repositories already in the corpus are not counted; wiseodd/generative-models and
xiaoxiaoyao/MyApp are counted in each of topics 7 and 8).

First sight:
- cunbjy-mnist-aae: broken (`differ`, 105.8 s): "after 3 optimizer step(s) the parameters
  on 2 ranks differ from one process's computing the ranks' slices, first at
  '_encoder.hidden.0.bias' (largest difference 4.71e-06; that run again with its rounding
  moved by 1 ulp: 2.4e-07)", its dropout named as switched off (models.py:33) and the runs
  seeded alike, and no draw named or keyed. The cause appears to be the prior's samples:
  the model's train(x), which the loop calls, draws them with
  np.random.multivariate_normal(mean, cov, (batch_size,)), a row per sample of the batch,
  which the check neither keys by sample (as it keys NumPy's normal, uniform, randn and the
  rest) nor names as a draw the ranks make apart; so each rank's discriminator step saw
  other prior samples than the run of the split's, and the generator step after it moved
  the encoder apart. The missing rule: NumPy's multivariate_normal (and its other draws
  whose size leads with the batch's rows) keyed per sample like normal, or else named.
- shidilrzf-mnist-aae: kept (`agree`, 1.1e-07 from one process at '0.weight', within
  float32's tolerance; the prior's torch.randn at train.py:126 keyed per sample, the runs
  seeded alike; 84.7 s).
- kaiiwoo-mnist-infogan: kept (`agree` against the split's run, 0.00178 at 'upconv.0.bias',
  beyond float32's tolerance but within 10x its yardstick run (0.002), taken for the
  script's sensitivity to rounding; its torch.randn, torch.randint and Tensor.uniform_ rows
  keyed per sample (main.py:179, 237, 239, 269, 271); batch norm per rank named: 0.004 from
  one process, 0.002 with --sync-batchnorm against 0.004 from one process with its rounding
  moved, "batch norm per rank is all the difference this check sees"; 39.1 s).
- xuyanwu-cifar10-complementary-acgan: kept (`agree`, 0 against the split's run at
  'gan_linear.bias'; the data set's draws (crops, flips, its np.random.choice) seeded per
  sample; batch norm per rank named: 0.00183 from one process, 1.9e-05 with
  --sync-batchnorm against 3.18e-05 from one process with its rounding moved; 50.0 s).
- wtberry-cifar10-dcgan: kept (`differ`, 11.0 s): "the run on 2 ranks stopped: rank 0
  failed: RuntimeError: shape '[16, 3, 32, 32]' is invalid for input of size 24576 (at
  main_CIFAR10.py:117 ...)", and "--verify: a batch size written into the script breaks on a
  slice of the batch (one process ran the same steps)".
- ahmad-cifar10-efficientnet-b0: kept (`agree`, 0 against the split's run at
  'classifier.1.bias'; the stochastic depth's torch.rand at model.py:130 named both as keyed
  per sample and as replaced by its mean, dropout off at model.py:243; batch norm per rank
  named: 0.00018 from one process, and "again with --sync-batchnorm they still differ from
  one process's" at 5.93e-05, no yardstick given; 36.8 s).
- crounous-dr-efficientnet-b0: kept (`cannot tell`, 11.0 s): "the script distributes itself,
  and its 2 ranks took 2 optimizer step(s) where one process took 3 on the same data (a
  batch per rank makes fewer steps of more samples), so no comparison applies", naming
  distributed.py:27, where it sets up its own process group with the job's environment.

Doubts for the lead:
- cunbjy-mnist-aae: its `agree` was written from the model's principle (noise drawn a row
  per sample of the batch is keyed per sample; or, drawn in a method of the model the loop
  calls, replaced by its mean), but docs/run.md lists the NumPy draws it keys (normal,
  uniform, standard_normal, randint, randn, rand) and the ones it names, and
  multivariate_normal is in neither list: whether a correct run must key it is the model's
  reading, not its letter.
- Skips for scripts that stop at HEAD under this torch or NumPy (star0505: an in-place
  update before a second backward; Hydrino: BCE targets above 1; JunsikChoi: a module the
  repository lacks and integer BCE targets): the rule's list of mechanical reasons has "no
  training script", read here as no script that trains as it is; where the fix was an API's
  new name outside the training's arithmetic (Hydrino's .next(), xuyanwu's np.asscalar) it
  was made, as batches h to l made such fixes; where it would change what is trained, the
  repository was skipped.
- wiseodd/generative-models (topics 7 and 8) was skipped for its TensorFlow 1 data module;
  a stand-in for tensorflow.examples.tutorials.mnist could have been made here, but its
  next_batch (NumPy's shuffles inside the library) would then be ours, not the script's.
  wtberry's logger.py, also TensorFlow 1, was replaced by a stand-in, as a logger (W&B's,
  tensorboard_logger's) is elsewhere.
- xuyanwu: three edits past sizes (the CPU by making .cuda() leave tensors where they are,
  np.asscalar, and its third phase not run); its first 3 optimizer steps, the ones compared,
  are its first phase's classifier's. Its plain run took 245 s at loads of 11 to 13.
- wtberry's script is a DCGAN, not an ACGAN (taken as the results came). Its `differ` rests
  on the line the docs give for a batch size written into the script that breaks on a
  rank's slice.
- kaiiwoo's `agree` is at 0.00178 against the split's run, beyond float32's tolerance and
  kept as within 10x its yardstick run (0.002): Adam over 3 steps of a GAN whose losses
  cancel can make rounding of that size, but a fault of that size would not be told apart.
- ahmad's `agree` names batch norm per rank, yet says the ranks under --sync-batchnorm
  "still differ from one process's" (5.93e-05, beside 0.00018 without it) with no yardstick
  for that run, as foundsheep's did in batch l; and its stochastic depth's torch.rand is
  named twice, as keyed per sample and as replaced by its mean.
- crounous's `cannot tell` was written on the ranks being given WORLD_SIZE, as torchrun
  gives it (they were: its line names the job's environment), and came for fewer steps on
  the ranks (its DistributedSampler gives each rank 12 of the 24 images: 2 batches, where
  one process takes 3), not for other samples; with a data set of whole batches per rank
  the line would name the other data.
"""

from __future__ import annotations

from corpus_recipes import MADE, WANDB_STAND_IN, Edit, Recipe

CUNBJY = ("CUN-bjy/pytorch-adversarial-autoencoder", "074ae4f0833d525bd2f46132d9dcf70544973fd6")
KAIIWOO = ("kaiiwoo/infogan-pytorch", "860dc6f007ae60fa3e3e59eabcd8f0dc1e851352")
XUYANWU = ("xuyanwu/Complementary-GAN", "408e1c571e342fff2bdf5aa7d9afb749261baf4f")
WTBERRY = ("wtberry/ML_summer_projects", "023cbaedd936a61dafeab33ecb0a501e36b6f9d9")
AHMAD = ("Ahmad-Omar-Ahsan/Model-implementations", "6780b33c6a1a696e2f7b24b4fe2e858c30daca26")
CROUNOUS = ("Crounous/EfficientNet-B0", "5347aa92104055cde3fc300f44132aa1f1d5b7e4")
SHIDILRZF = ("shidilrzf/Adversarial-Autoencoders", "154588b69b3979b5b4497607742058bfb2077408")
MNIST_256 = MADE + (
    " (MNIST, which it downloads: corpus_data.MNIST's 256 training and 64 test images)"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "cunbjy-mnist-aae",
        *CUNBJY,
        "scripts/train.py",
        "adversarial autoencoder (MLP encoder, decoder and discriminator with dropout on "
        "flattened MNIST, a 2-d Gaussian prior drawn with NumPy; the model's own train(x) runs "
        "three phases a batch: reconstruction MSE with Adam at 1e-3, the discriminator's binary "
        "cross entropy of prior against codes, the encoder's generator loss, Adam at 1e-4 each; "
        "a test pass, tensorboard logging and a checkpoint each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 64 images are split per rank (32 + 32): the "
        "reconstruction MSE, the discriminator's and the generator's losses are means of one "
        "term per image; the prior's samples are drawn in the model's train(x), which the loop "
        "calls, with NumPy's multivariate_normal, a row per sample of the batch (keyed per "
        "sample, or its mean); the MLPs' dropout is switched off for the check; no batch norm",
        (
            Edit(
                "from aae.models import AAE, VAE",
                "import os, sys\n"
                "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "
                "'..', 'src'))\n"
                "from aae.models import AAE, VAE",
                "its package src/aae on the path, as the readme's `pip install -r "
                "requirements.txt` (`-e .`) installs it",
            ),
            Edit(
                "import torchvision.datasets as dsets",
                "import torchvision.datasets as dsets\n"
                "import corpus_data; dsets.MNIST = corpus_data.MNIST",
                MNIST_256,
            ),
            Edit(
                '"batch_size": 512,',
                '"batch_size": 64,',
                "batches of 64, not 512: 4 batches of the 256 images made here, 3 optimizer "
                "steps each",
            ),
            Edit(
                '"max_iter": 10000,',
                '"max_iter": 1,',
                "one epoch: its epoch count is max_iter // batches + 1, and its loop stops "
                "past max_iter epochs (10000 gave 2501 epochs here)",
            ),
        ),
        paths=("src",),
        first_sight=(
            "broken: differ: after 3 optimizer step(s) the parameters on 2 ranks differ from "
            "one process's computing the ranks' slices, first at '_encoder.hidden.0.bias' "
            "(largest difference 4.71e-06; that run again with its rounding moved by 1 ulp: "
            "2.4e-07)"
        ),
    ),
    Recipe(
        "shidilrzf-mnist-aae",
        *SHIDILRZF,
        "train.py",
        "adversarial autoencoder (MLP encoder and decoder, 784-392-392, and an MLP "
        "discriminator on flattened, normalised MNIST; a Gaussian prior of scale 5 drawn in "
        "the loop with torch.randn; a batch: reconstruction MSE stepping encoder and decoder, "
        "the discriminator's loss of prior against codes, the encoder's generator loss, four "
        "Adams; a validation pass at epoch 0; the loss curve plotted, the models saved)",
        "agree",
        "its shuffled DataLoader's batches of 32 images are split per rank (16 + 16): the "
        "reconstruction MSE and the two adversarial losses are means of one term per image; "
        "the prior's codes are drawn in the loop with torch.randn(data.size()[0], dim_z), a row "
        "per sample (keyed per sample for the check); no dropout, no batch norm; the "
        "discriminator's parameters are left with requires_grad False after the first batch's "
        "reconstruction phase (so its optimizer steps nothing), the same in every run",
        (
            Edit(
                "from torchvision.datasets import MNIST",
                "from torchvision.datasets import MNIST\n"
                "import corpus_data; MNIST = corpus_data.MNIST",
                MNIST_256,
            ),
        ),
        # The readme's command: `python3 train.py` (one epoch by default). Batches of 32 (not
        # 128): 8 batches of the 256 images made here, 4 optimizer steps each.
        args=("--batch_size", "32"),
        paths=("models.py",),
        first_sight="kept",
    ),
    Recipe(
        "kaiiwoo-mnist-infogan",
        *KAIIWOO,
        "main.py",
        "generative (InfoGAN on normalised MNIST: a generator of linear and transposed "
        "convolution layers with batch norm from 62 noise values, a 10-way categorical code "
        "and 2 uniform codes; a discriminator with a Q head sharing its convolutions, batch "
        "norm; binary cross entropy for D and G, then the mutual-information term (cross "
        "entropy of the categorical code, MSE of the continuous ones) stepping both with a "
        "third Adam; a shuffled DataLoader of 8 with 2 workers; sampled images logged to W&B)",
        "agree",
        "its shuffled DataLoader's batches of 16 images are split per rank (8 + 8): the binary "
        "cross entropies, the cross entropy and the MSE are means of one term per sample; the "
        "noise and codes are drawn in the loop a row per sample (torch.randn(B, 62), "
        "torch.randint(0, 10, (B,)) in get_categorical, torch.FloatTensor(B, 2).uniform_), "
        "keyed per sample for the check; no dropout; the split's own effect, batch norm per "
        "rank (in the generator too, whose input is not the loader's batch), is named beside "
        "the agree",
        (
            Edit(
                "import torchvision\n",
                "import torchvision\n"
                "import corpus_data_m_06to10\n"
                "torchvision.datasets.MNIST = corpus_data_m_06to10.kaiiwoo_mnist\n",
                MADE + " (MNIST, which it reads from ./data/mnist: "
                "corpus_data_m_06to10.kaiiwoo_mnist, 64 training images)",
            ),
        ),
        # The readme's command: `python main.py --dataset [dataset]` (mnist; no default). The
        # CPU by its own flag (its default, cuda, sets the CUDA device). One epoch (not 20) of
        # batches of 16 (not 8): 4 batches of the 64 images made here, 3 optimizer steps each.
        args=("--dataset", "mnist", "--device", "cpu", "--n_epochs", "1", "--batch_size", "16"),
        # It logs to Weights & Biases' service: a stand-in module beside it that logs nothing
        # (corpus_recipes' stand-in, with the module's own log, which it calls).
        files={"wandb.py": WANDB_STAND_IN + "\n\nlog = _Run.log.__get__(_Run())\n"},
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "xuyanwu-cifar10-complementary-acgan",
        *XUYANWU,
        "mnist_cifar/main.py",
        "generative (an ACGAN with complementary labels, run.sh's CIFAR-10 setting: first a "
        "ResNet-18 with an auxiliary classifier head trained on the labelled images with cross "
        "entropy over the rows its label marks, SGD with momentum, a test pass each epoch; then "
        "a DCGAN-style conditional generator and discriminator with batch norm trained against "
        "it, BCE and the classifier's cross entropy, Adam, five generator steps a batch; random "
        "crops and flips; shuffled DataLoaders with 2 workers)",
        "agree",
        "its first optimizer steps are the first phase's: the ResNet-18's shuffled DataLoader's "
        "batches of 16 images are split per rank (8 + 8), and the cross entropy is a mean over "
        "the rows marked labelled (all of them here: --p1 0.0), one term per image; the data "
        "set's own draw (np.random.choice in __getitem__) and the crops and flips are the data's, "
        "seeded per sample; no dropout; the split's own effect, batch norm per rank, is named "
        "beside the agree",
        (
            Edit(
                "from models import G_CIFAR10",
                "torch.Tensor.cuda = lambda self, *args, **kwargs: self\n"
                "nn.Module.cuda = lambda self, *args, **kwargs: self\n"
                "from models import G_CIFAR10",
                "the CPU: its code calls .cuda() on every model and tensor (loss.py at import); "
                ".cuda() made to leave them where they are",
            ),
            Edit(
                "assert torch.cuda.is_available(), '[!] CUDA required!'",
                "",
                "the CPU: it asserts a CUDA device",
            ),
            Edit(
                "import torchvision.datasets as dset\n",
                "import torchvision.datasets as dset\n"
                "import corpus_data_m_06to10; "
                "dset.CIFAR10 = corpus_data_m_06to10.xuyanwu_cifar10\n",
                MADE + " (CIFAR-10 for the second phase, which it downloads: "
                "corpus_data_m_06to10.xuyanwu_cifar10, 16 training images)",
            ),
            Edit(
                "np.asscalar(np.random.choice(self.train_data_g_l,1))",
                "np.random.choice(self.train_data_g_l,1).item()",
                "NumPy has no asscalar since 1.23 (an AttributeError at the first batch at "
                "HEAD): the array's item(), which asscalar called",
                "mnist_cifar/data.py",
            ),
            Edit(
                "default=128, help='batch size.'",
                "default=16, help='batch size.'",
                "batches of 16, not 128 (its flag has no type, so a value given on the command "
                "line would be a string): one batch a phase's epoch, of the 16 images made here",
            ),
            Edit(
                "    train_gan(opt)\n    train_f_data(opt)\n",
                "    train_gan(opt)\n",
                "its third phase, train_f_data, stops at HEAD before its first step (its loop "
                "unpacks three items from a data set that gives two: a ValueError): not run",
            ),
        ),
        # The readme's `sh run.sh`, whose command is `python main.py --dataset CIFAR10
        # --num_epoches 80 --nc 3 --p1 0.0 --p2 1.0` (the readme's MNIST variant breaks on
        # torchvision's Normalize of 3 means over 1 channel), with 3 epochs a phase, not 80 (its
        # learning-rate schedule divides by num_epoches // 3).
        args=(
            "--dataset",
            "CIFAR10",
            "--num_epoches",
            "3",
            "--nc",
            "3",
            "--p1",
            "0.0",
            "--p2",
            "1.0",
        ),
        # tensorboard_logger's generated protobuf code is refused by this protobuf: a stand-in
        # beside it that logs nothing.
        files={
            "tensorboard_logger.py": "def configure(*args, **kwargs):\n    pass\n\n\n"
            "def log_value(*args, **kwargs):\n    pass\n"
        },
        paths=(
            "mnist_cifar/models.py",
            "mnist_cifar/data.py",
            "mnist_cifar/train_test.py",
            "mnist_cifar/loss.py",
        ),
        data="xuyanwu_cifar_tensors",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "wtberry-cifar10-dcgan",
        *WTBERRY,
        "GAN/main_CIFAR10.py",
        "generative (a DCGAN on normalised CIFAR-10: a generator of a linear projection and "
        "transposed convolutions with batch norm, a discriminator of convolution units with "
        "batch norm, global average pooling and the larger of two softmax outputs; BCE, two "
        "Adams; each batch reshaped to the batch size written in the script, 100; a shuffled "
        "DataLoader; images and histograms logged to TensorBoard through TensorFlow 1)",
        "differ",
        "its shuffled DataLoader's batches are split per rank, but the loop reshapes each batch "
        "to batch_size, written in the script (16 here), and makes its labels and noise of "
        "that many rows: a rank's slice of 8 images cannot be reshaped to 16, so the ranks stop "
        "where one process runs its steps",
        (
            Edit(
                "from torchvision.utils import save_image\n",
                "from torchvision.utils import save_image\n"
                "import corpus_data_m_06to10\n"
                "torchvision.datasets.CIFAR10 = corpus_data_m_06to10.wtberry_cifar10\n",
                MADE + " (CIFAR-10, which it downloads: corpus_data_m_06to10.wtberry_cifar10, "
                "64 training images)",
            ),
            Edit(
                "batch_size = 100\n",
                "batch_size = 16\n",
                "batches of 16, not 100 (still written in the script): 4 batches of the 64 "
                "images made here, 2 optimizer steps each",
            ),
            Edit("num_epochs = 300\n", "num_epochs = 1\n", "one epoch, not 300"),
        ),
        # The GAN folder's readme runs nothing; it lists its main files, main_CIFAR10.py (a
        # DCGAN on CIFAR-10) first: that one. Its logger.py logs through TensorFlow 1's
        # tf.summary.FileWriter (no TensorFlow here, and TensorFlow 2 has no such class): a
        # stand-in Logger beside it that logs nothing, in its place.
        files={
            "logger.py": "class Logger:\n"
            "    def __init__(self, *args, **kwargs):\n        pass\n\n"
            "    def scalar_summary(self, *args, **kwargs):\n        pass\n\n"
            "    image_summary = histo_summary = scalar_summary\n"
        },
        paths=("GAN/DCGAN_model.py",),
        names="a batch size written into the script breaks on a slice of the batch",
        first_sight="kept",
    ),
    Recipe(
        "ahmad-cifar10-efficientnet-b0",
        *AHMAD,
        "EfficientNet/train.py",
        "image classification (EfficientNet-B0 written from scratch on CIFAR-10 at 32 x 32: "
        "inverted residual blocks with squeeze-and-excitation, batch norm, stochastic depth "
        "drawn in the blocks' forward, dropout before the classifier; cross entropy with label "
        "smoothing, AdamW at 3e-5; random_split of the training set after torch.manual_seed(43), "
        "shuffled DataLoaders with 2 workers; a validation pass each epoch, a test pass at the "
        "end; W&B logging)",
        "agree",
        "its shuffled DataLoader's batches of 16 images are split per rank (8 + 8): the "
        "label-smoothed cross entropy is a mean over the batch of one sum per image; the "
        "stochastic depth's torch.rand in the blocks' forward and the classifier's dropout are "
        "switched off for the check; random_split draws before training, seeded, alike on every "
        "rank; the split's own effect, batch norm per rank, is named beside the agree",
        (
            Edit(
                "import torchvision.transforms as transforms\n",
                "import torchvision.transforms as transforms\n"
                "import corpus_data_m_06to10\n"
                "torchvision.datasets.CIFAR10 = corpus_data_m_06to10.ahmad_cifar10\n",
                MADE + " (CIFAR-10, which it downloads: corpus_data_m_06to10.ahmad_cifar10, 64 "
                "training and 16 test images)",
            ),
            Edit(
                "val_size = 5000",
                "val_size = 16",
                "16 validation images split off, not 5000 (of the 64 made here): 48 to train",
            ),
            Edit(
                "self.device = 'cuda'",
                "self.device = 'cpu'",
                "the CPU, not a CUDA device written in its config",
                "EfficientNet/config.py",
            ),
            Edit(
                "self.batch_size = 64",
                "self.batch_size = 16",
                "batches of 16, not 64: 3 steps over the 48 training images",
                "EfficientNet/config.py",
            ),
            Edit(
                "self.epoch = 50",
                "self.epoch = 1",
                "one epoch, not 50",
                "EfficientNet/config.py",
            ),
        ),
        # The readme's command: `python3 train.py` (in EfficientNet/).
        # It logs in to Weights & Biases' service with a key written in its config: a stand-in
        # module beside it that logs nothing (corpus_recipes' stand-in, with the module's own
        # login and log, which it calls).
        files={
            "wandb.py": WANDB_STAND_IN
            + "\n\nlog = _Run.log.__get__(_Run())\n\n\ndef login(*args, **kwargs):\n    pass\n"
        },
        paths=("EfficientNet/config.py", "EfficientNet/model.py", "EfficientNet/loss.py"),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "crounous-dr-efficientnet-b0",
        *CROUNOUS,
        "main.py",
        "image classification (EfficientNet-B0 from scratch, after yakhyo's training script, on "
        "diabetic-retinopathy grades in an ImageFolder: batch norm, stochastic depth, dropout; "
        "label-smoothed cross entropy, its own RMSprop with a step schedule after a warm-up; "
        "random resized crops, flips, RandAugment and random erasing; a validation pass and "
        "checkpoints each epoch; DistributedDataParallel with a DistributedSampler where "
        "WORLD_SIZE is over 1, else DataParallel)",
        "cannot tell",
        "the script distributes itself: where WORLD_SIZE is over 1 (as on the ranks) it starts "
        "its own process group and gives each rank a DistributedSampler's share of the images, "
        "batches of 8 a rank, where one process takes a RandomSampler's batches of 8: the ranks "
        "train on other data than one process, so no comparison applies",
        (
            Edit(
                "        torch.cuda.synchronize()\n\n        if last_batch",
                "        if torch.cuda.is_available():\n            torch.cuda.synchronize()\n\n"
                "        if last_batch",
                "the CPU: it waits for the CUDA device after each step (an error without one)",
            ),
            Edit(
                "            torch.cuda.synchronize()\n\n            loss_logger",
                "            if torch.cuda.is_available():\n"
                "                torch.cuda.synchronize()\n\n            loss_logger",
                "the CPU: it waits for the CUDA device after each validation batch",
            ),
        ),
        # Its readme (now a Flask app's) runs no training; main.py is the training script the
        # hit's readme ran with main.sh (torchrun ... main.py, gone at HEAD). Its own flags: the
        # CPU, the data made here, one epoch (not 10) of batches of 8, no loader workers (not
        # 8), crops of 64 (not 240) and a validation resize of 72, and the warm-up's first
        # learning rate at the base one, 0.048 (its 1e-6 moves the weights by some 1e-8).
        args=(
            "--data-path",
            "dr_data",
            "--device",
            "cpu",
            "--epochs",
            "1",
            "--batch-size",
            "8",
            "--workers",
            "0",
            "--train-crop-size",
            "64",
            "--val-resize-size",
            "72",
            "--val-crop-size",
            "64",
            "--lr-warmup-init",
            "0.048",
        ),
        paths=("efficientnet",),
        data="crounous_dr_folders",
        first_sight="kept",
    ),
)
