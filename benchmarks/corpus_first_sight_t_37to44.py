"""Batch t, topics (37) to (44): batch t's rule (corpus_first_sight_t.py's docstring, verbatim
there) applied to self-attention GAN SAGAN, spectral normalization GAN, anime face generation
with a GAN, masked autoencoder for distribution estimation MADE, deep graph infomax, graph
contrastive learning, Lion optimizer and layer-wise learning rate decay. Eight scripts from
eight repositories: two for topics 37, 40 and 43, one for topics 38 and 39, none for topics
41, 42 and 44 (every `code` and `pages` result read; see below). At first sight 8 of 8 kept, no
silent wrong result: four `agree` (two naming batch norm per rank), two `differ` (naming
that no rank trained) and two `cannot tell` (the loop's draws; a script that distributes
itself).

Each recipe was run in one plain Python process until it ended with exit 0, prepared as
benchmarks/corpus.py prepares it (corpus.extract and corpus.prepare, in
/tmp/t_runs/plain-NAME), with MPLBACKEND=Agg, `nice -n 10` and `timeout 300`, behind the plain
lock /tmp/t_plain_lock, on the 2-core machine shared with the other helpers; its times below
are from asking for the lock (so they include waiting behind other helpers' runs), with the
time the script itself ran where the lock's wait was long. Each `first_sight` is the recipe's
first run under `multigpu run --verify` (2 CPU processes, the frozen tree at /tmp/wtt, behind
the batch's lock /tmp/t_lock, once, --timeout 600), started as soon as the recipe (expect,
why and names included) was final and its plain run had ended with exit 0.

Made here: corpus_data_t_37to44.py (FashionMNISTFew, rosinality_image_classes,
holo_anime_pickle, karpathy_binarized_mnist); corpus_data.FashionMNIST, corpus_data.MNIST,
corpus_data.char_tokens and corpus_data_k_26to30.SmallCIFAR10 reused. Installed into .venv
from PyPI (checked first with `pip install --dry-run`; it replaces nothing): lion-pytorch
0.2.5 (EIFY's model.py imports its Lion). bunch 1.0.1 was asked for dchenam/AnimeGAN: its
dry run fails (below), so nothing was installed for it.

Read as batches c to s read the rule: a result without a repository is passed over; a page
names a repository by its address (github.com/OWNER/NAME, OWNER.github.io/NAME); a GitHub path
under another host's name is passed over. "In the corpus": named in corpus_recipes.py or
corpus_first_sight_*.py, or claimed in /tmp/t_claims.txt (checked just before each was taken;
each taken one claimed at once, tag 37to44). Ranks are the results' own. Per topic:

37. Self-attention GAN SAGAN, `code` (query "self-attention GAN SAGAN pytorch training loop
   example"): chandlersupple/Self-Attention-GAN (rank 1, README.md; HEAD
   dd58adebda19345f6f43503d6485a90c177e3230) skipped, another framework: sagan.py is
   TensorFlow 1 and Keras (tf.InteractiveSession, keras.preprocessing). rosinality/sagan-pytorch
   (rank 2, README.md; HEAD f6eeb06ef839e3bc32a1969bae1f715a901853ff) taken: the readme's
   `python train.py PATH`, a class-conditional SAGAN (the dcgan model, the default) on an
   ImageFolder at 128x128. Made here: data/class0 and data/class1, 4 random 32x32 JPEGs each
   (rosinality_image_classes). Edits: Adam's betas (0, 0.9) as (0.0, 0.9) (torch now refuses an
   int beside a float); flags --iter 4 --batch 4. Plain run: first try 64 s, exit 1 (the
   betas); second 222 s from asking (the 4 iterations about 80 s, 20 s each), exit 0, at load
   4.3. christiancosgrove/pytorch-sagan (ranks 3 and 4, README.md; HEAD
   acca9ce09eb870d372f667df8b2fae221c2535d9) taken: main.py, the one training script (the
   readme names no command), run with --model fashion (its loader is always Fashion-MNIST; the
   default model is CIFAR-10's, 3x32x32). Made here: nothing new (corpus_data.FashionMNIST,
   256 images). Edits: the CPU where CUDA is absent; Fashion-MNIST made here; Normalize with
   one mean and std (three on a one-channel image stop torchvision's normalize now); .reshape
   for a .view of a channels-last conv output (model_mnist.py); the conditional batch norm's
   statistics, weight and bias flattened to one dimension (conditional_batch_norm.py); one
   epoch, not 2,000; --batch_size 8 (loader batches of 80). Plain run: first try 118 s, exit 1
   (the .view); second 563 s from asking, nearly all of it waiting for the lock, exit 1 (the
   batch norm's 2-D statistics); third 102 s from asking (29 s running), exit 0, at load 4.8.
   Ranks 5 to 12 name no repository.

38. Spectral normalization GAN, `code`: rank 1 names no repository; krupa947/Deep-Learning-Models
   (rank 2, SNGAN.md; HEAD a74ba15f0cb3b87bda65fa9a670ad88a055205ef) skipped, no training
   script: four Markdown exports of a course's notebooks and one notebook, no Python file.
   christiancosgrove/pytorch-spectral-normalization-gan (rank 3, README.md; HEAD
   12dcf945a6359301d63d1e0da3708cd0f0590b19) taken: main.py with the readme's first command's
   model and loss (--model resnet --loss hinge, the defaults). Made here: CIFAR-10, 64 training
   images (corpus_data_k_26to30.SmallCIFAR10). Edits: the CPU where CUDA is absent; CIFAR-10
   made here; `.data[0]` of the printed losses as `.item()` (a 0-dim tensor, printed after the
   first batch); one epoch, not 2,000; --batch_size 16. Plain run: 472 s from asking (52 s
   running), exit 0, at load 3.0. WangZesen/Spectral-Normalization-GAN (rank 4, not
   fetched) skipped, another framework (its readme: TensorFlow 2.0). Ranks 5 to 12 name no
   repository. `pages`, for the second: runebook.dev (1, 3), cnblogs.com (2),
   commit-web.commit.tu-berlin.de (4), besthub.dev (5), mdsite.deno.dev (6, PyTorch's
   documentation), codegenes.net (7) and packtpub.com (8) name no GitHub repository. Topic 38
   gives one script.

39. Anime face generation with a GAN, `code`: dchenam/AnimeGAN (rank 1, README.md; HEAD
   15707a99dde000a6d7f283f4f82d5176b8313e0a) claimed, read and skipped, a package that cannot
   be used here: main.py's utils.py imports bunch, whose one release (1.0.1, 2011) cannot be
   built under Python 3.11 (its setup.py opens a file in mode 'rU': `pip install --dry-run
   bunch` fails), and its logger.py writes through TensorFlow 1's API (tf.summary.FileWriter,
   tf.Summary, scipy.misc.toimage), which no installable TensorFlow has; two stand-ins (one for
   the configuration it reads) were judged too far from the script. Its recipe (a conditional
   DCGAN whose noise and labels of config.batch_size rows break on a slice: `differ`, naming the
   written batch size) was written before the dry run and removed unrun.
   NeilBostian/GenerativeNetworks (rank 2, neural_style/README.md; HEAD
   df487db8755ad074cdd42f1094747815ae555896) skipped, weights from a hub: the hit's
   neural_style.py (fast neural style, not a GAN; the readme's root runs nothing) builds its
   loss network from torchvision's vgg16(pretrained=True); its gan/ folder is TensorFlow 1.14.
   Siful-Bappy/gan_to_generate_anime_face (rank 3, additional/run_source_code.py; HEAD
   8cb488e3d664ececedae483c9ef9725b3b3d958d) skipped, no training script: the hit is a
   docstring that runs `python train.py`, a file no commit of the repository holds (no readme;
   others/ holds MNIST GANs and pix2pix, not the anime faces). Guozhongyuan/Holo-encoder-pytorch
   (rank 4, README.md; HEAD 625fc96d591b30260b16e4649a96d987c8677426) taken: the readme runs
   only its preprocessing (anime faces made grey and pickled); train_v1.py, the first of its
   two training scripts, trains a U-Net encoder for computer-generated holograms of those faces
   (not a GAN; taken as the rule's order gave it). Made here: anime_val.pkl, 16 random 256x256
   grey faces as dataset_pkl.py pickles them, and ckpt/ (holo_anime_pickle). Edits: the CPU
   where CUDA is absent; the pickle beside the script, not on the author's disk; one epoch, not
   50. Plain run: a first try did not start the script (the recipe's path edit matched twice,
   the commented validation set's line too: prepare stopped, and the command then ran in the
   wrong folder, exit 2 after 192 s of waiting); second 127 s from asking (42 s running, 8 s a
   step), exit 0, at load 3.5. Ranks 5 to 12 name no repository. `pages`, for the second:
   fliphtml5.com (1), mo4tech.com (2), packtpub.com (4) and ml-dl.com (8) name no repository;
   ngnquanq.github.io/posts/... (3) and hans0809.github.io/2021/... (7), read as ngnquanq/posts
   and hans0809/2021, cannot be fetched ("No snapshot"); notebook.community/xiaoxiaoyao/MyApp (5)
   and gitcode.net/paddlepaddle/book (6) are other hosts' paths, passed over. Topic 39 gives one
   script.

40. Masked autoencoder for distribution estimation MADE, `code`: yifan97/paper-implementation
   (rank 1, MADE/README.md; HEAD a67a7d0b4aa09b4aeb298370a81c2fda8fa4ecb3) skipped, training
   only in a notebook (MADE/made.ipynb, made-mnist.ipynb). axeloh/made-pytorch (rank 2,
   README.md; HEAD 51019ed16328a7235f71db10bfb9fe1772966d18) skipped, no training script:
   train.py defines a train(train_data, test_data, image_shape) that nothing calls (no data
   loading, no entry point; the readme runs nothing). benja263/generative_models (rank 3,
   AutoRegressive/MADE/README.md; HEAD 448dc38636847328f700cb7e30c78e40ab2a0646) taken: the
   readme's `python3 AutoRegressive/MADE/mnist_train.py` with its --binarize. Made here:
   nothing new (corpus_data.MNIST). Edits: the repository's root on the path (its imports start
   there); MNIST made here; tr_params' args.save_every, which the parser never defines (an
   AttributeError before training; read nowhere), as getattr(..., None); flags --num_epochs 1,
   -bz 32, --h_layers 100 100 (not 1000 1000: the 784 sampling forwards after training). Plain
   run: 164 s from asking (58 s running), exit 0, at load 3.3. avitai/artifex (rank 4) is in the
   corpus (batch m). Ranks 5 to 12 name no repository. `pages`, for the second:
   buchholzmd.github.io/paying-in-attention (1), read as buchholzmd/paying-in-attention (HEAD
   0725a0a45bf208c55084ba67388cb6533121708f), skipped, no training script (a Quartz site of
   notes, no Python); apxml.com (2) names none; github.com/karpathy/pytorch-made (3; HEAD
   81886ccc8270cdf3a2b32cbbca5c7feab422f907) taken: the readme's `python run.py --data-path
   binarized_mnist.npz -q 500` (its defaults: 500 hidden units, one ordering). Made here:
   binarized_mnist.npz, 300/100/100 rows of 784 random 0/1 pixels as float32
   (karpathy_binarized_mnist). Edits: the CPU where CUDA is absent; nothing else (its 100
   epochs of 3 steps run in seconds). Plain run: 82 s from asking (31 s running), exit 0, at
   load 3.7.

41. Deep graph infomax, `code`: academicpages/academicpages.github.io (rank 1,
   _projects/pytorch_geo.md) skipped, cannot be fetched (a snapshot of 8.3 GB, over the 500 MB
   the fetch brings; a site template whose page describes a pull request to PyTorch Geometric).
   tianyuzelin/GNNs-playground (rank 2, DGI-PyTorch-Jiaxu/README.md, a path not in HEAD
   8fbb16e4b48a744a6774881010d8491ff6f8a79f, where DGI-PyTorch/ holds it) skipped, training only
   in a notebook (DGI-PyTorch/main.ipynb; models/ holds the layers). huluxiaohuowa/hdl (3) is in
   the corpus (batches c, e, k, q, s). BUPT-GAMMA/GammaGL (rank 4, examples/dgi/README.md; HEAD
   dfad6e3d3da95204c19d1c850f841c07aaeca04f) skipped, another framework: dgi_trainer.py is
   written for TensorLayerX (tlx's TrainOneStep and WithLoss over a chosen backend). Ranks 5
   to 12 name no repository. `pages`: m.php.cn (1, 2, 4, 6, 7), sources.debian.org's
   pytorch-geometric (3) and toymoban.com (5) name no GitHub repository;
   github.com/tonyliang19/spatial_classifier (8; HEAD cc1a96bfe27c216a114e67d835ac212aed5050df)
   skipped, training only in a notebook (notebooks/*.ipynb and lecture notes). Topic 41 gives no
   script.

42. Graph contrastive learning, `code`: s10bhavesh/3D-pointcloud-ContrastiveLearning-
   PyTorchGeometric (rank 1, train.py; HEAD eef389991363eae56bb9a784ae0a26d1c64f8ae5) skipped,
   no training script: its files are a Colab notebook's cells split apart (train.py imports
   nothing and uses a model, loader and loss no file makes; config.py uses Model, dataset and
   DataLoader it never imports; main.py passes), and its DynamicEdgeConv needs torch_cluster, a
   compiled extension. JoseRFJuniorLLMs/PyTorch_model (rank 2, GNCL.py; HEAD
   0bebef32ccbf1a619a727692bc5087b29a0f8305) skipped, no training script: the hit is a
   docstring and nothing else, and the readme is a guide that runs no script.
   huluxiaohuowa/hdl (3) is in the corpus. sara-ghavampour/graph-contrastive-learning (rank 4,
   README.md; HEAD a461c324265405a20ed63933acbede7fd4f1413e) skipped, a compiled extension:
   run.py's model.py imports torch_scatter (PyPI holds 2.1.2 as source only, a C++ build
   against torch). Ranks 5 to 12 name no repository. `pages`: kumo.ai (1, 2) and
   slingacademy.com (3) name none; anvithpothula.github.io/graph-neural-networks-textbook (4, 5),
   read as AnvithPothula/graph-neural-networks-textbook, cannot be fetched ("No snapshot");
   modb.pro (6) names github.com/GraphCL/PyGCL (HEAD 0e1bacb3ea6a24b3a2bbd487091fa5a3b00fc748),
   skipped, a compiled extension: every example imports GCL, whose __init__ imports its
   augmentors, which import torch_sparse and torch_scatter; wandb.ai (7, 8) names none. Topic
   42 gives no script.

43. Lion optimizer, `code`: lucidrains/lion-pytorch (rank 1, README.md; HEAD
   6a74fdc0ba572ab5683dc0270c66c20ecbc02d09) skipped, no training script (the optimizer's
   package; the readme's usage is a five-line snippet). mlojek/lion-optimizer (rank 2,
   README.md; HEAD e94178dbcf8b78d09c5b4cccbf18e77a9447d37c) taken: the readme's `python -m
   src.scripts.train configs/path/to/config.json` with configs/resnet50_lion.json (its own Lion
   on torchvision's ResNet-50, Fashion-MNIST at 3x224x224). Made here: Fashion-MNIST, 64
   training and 16 test images (FashionMNISTFew). Edits: the script's imports of its package
   absolute, the repository's root on the path (the readme runs it as a module, -m, which
   multigpu run does not); Fashion-MNIST made here (src/datasets/fashion_mnist.py); the config
   at one epoch of batches of 8 (not 100 of 64). Plain run: 198 s from asking (86 s running,
   9.7 s a step), exit 0, at load 3.3. whoiam1101/handcrafted-transformer (rank 3,
   lion/README.md, at src/lion/README.md in HEAD bc06b9b469bbf537c68794235a2a27646717a729)
   skipped, training only in a notebook (notebooks/test_lion.ipynb; src/training/trainer.py is
   a function nothing calls). EIFY/nanoGPT (rank 4, README.md; HEAD
   ff5111ff94a986733a4b8f18e36c3f5abedd3122) taken: a fork of karpathy/nanoGPT (in the corpus;
   the fork is not) whose train.py takes --opt=Lion; the readme points to the original's
   commands, so the corpus's nanogpt recipe's flags with --opt=Lion and --device=cpu (the plain
   run has no CUDA). Made here: nothing new (corpus_data.char_tokens). Edits: lion-pytorch's
   use_triton=False (its Triton kernel needs a GPU; its PyTorch update on the CPU). Plain run:
   105 s from asking (8 s running), exit 0, at load 3.7. Ranks 5 to 12 name no repository.

44. Layer-wise learning rate decay, `code`: zhangruochi/AlgorithmImplementation (rank 1,
   pytorch_snippet/lr.py, a path not in HEAD 492d627fb4cb4a10b28e478949fc7fb458abdc7c)
   skipped, no training script: the hit was a file of snippets (train(...), val(...) as
   placeholders), deleted since; the rest are notebooks. nazish-qamar/pytorch-playground (rank
   2, scheduler.py; HEAD 20258008e85fddfacd158cb3ada257050985c99a) and andreypudov/
   pytorch-tutorial (rank 3, 24_adjust_the_learning_rate.py; HEAD
   bdddce12c0e9daa8cd6240e86af0044c64ade617) skipped, no training script: each hit prints a
   scheduler's learning rates over optimizer.step() calls with no loss and no backward (the
   backward commented out), and neither repository's readme runs a script for the topic.
   ArcturusYu/PyAEDT (rank 4, dynamic_learningrate.py; HEAD
   83732ee695c1c8077fd0853fe659b0cfdaee1790) skipped, no training script: the hit is a fragment
   (args, model, train and validate undefined). Ranks 5 to 12 name no repository. `pages`:
   waps.l3s.uni-hannover.de/.../github.com/xljh0520/note (1) is in the corpus (batches b and
   others); leyaa.ai (2, 3), iifx.dev (4, 5), recharge.smiletwice.com (7) and kozodoi.me (8)
   name no GitHub repository; gitea.librastalker.top/.../pytorch3d (6) is another host's path,
   passed over. Topic 44 gives no script.

First sight, per recipe:
- rosinality-sagan, started 02:18:17 UTC, ended 02:21:06 (165.6 s in the run): `multigpu run
  --verify: cannot tell: after 3 optimizer step(s) the parameters on 2 ranks differ from one
  process's computing the ranks' slices, first at 'conv.0.conv.bias' (largest difference
  0.000309; that run again with its rounding moved by 1 ulp: 6.11e-07); but the script draws at
  random in its training loop where each rank draws its own (named below), which alone parts
  the ranks from one process`, naming torch.multinomial at train.py:106 and torch.randn at
  train.py:110 (not rows per sample), the discriminator step's noise keyed by sample
  (train.py:91), batch norm per rank warned; kept.
- cosgrove-sagan-fashion, started 02:30:37 UTC, ended 02:31:28 (50.4 s in the run): `multigpu
  run --verify: differ: one process took 3 optimizer step(s) and 2 ranks took 0: the script's
  steps depend on the ranks`, with `warning: the script took 4 slices of global batches from
  split DataLoader passes and ran no backward on any: no rank trained; if it skips batches of
  another size than it expects (a batch size written into the script), run with --batch
  per-device`; kept.
- cosgrove-sngan-cifar, started 02:36:32 UTC, ended 02:37:36 (64.0 s in the run): the same
  `differ` (3 steps against 0) with the same "no rank trained" warning, batch norm per rank
  warned, and again with --sync-batchnorm still 3 against 0; kept.
- holo-encoder-anime, started 02:49:02 UTC, ended 02:50:24 (79.1 s in the run): `multigpu run
  --verify: agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one
  process's computing the ranks' slices (largest difference 0, at 'norm.bias')`, the split
  itself 0.0012 apart: `batch norm per rank, and more`; with --sync-batchnorm the weights within
  the yardstick but the first step's gradients 8.42e-08 apart (of values up to 0.000251, against
  6.11e-09), "what any data-parallel run of this script computes"; kept.
- benja263-made-mnist, started 02:51:40 UTC, ended 02:51:59 (19.3 s in the run): `multigpu run
  --verify: agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one
  process's (largest difference 6.66e-08, at '0.weight')` (within tolerance: two runs), seeded
  alike for the check; kept.
- karpathy-made, started 02:56:23 UTC, ended 02:56:43 (16.4 s in the run): `multigpu run
  --verify: agree: after 8 optimizer step(s) the parameters on 2 ranks agree with one process's
  (largest difference 0, at '2.bias')`, with the warning that the inputs of steps 2 and 3 were
  identical on both ranks (no DataLoader: 2x the compute for no speed-up) and the note that
  nothing was drawn after the first backward in 8 steps; kept.
- mlojek-lion-resnet50, started 02:57:25 UTC, ended 02:59:41 (134.4 s in the run): `multigpu
  run --verify: agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one
  process's computing the ranks' slices (largest difference 0, at 'fc.bias')`, the split itself
  0.0018 apart: batch norm per rank; with --sync-batchnorm 0.0018 within 10x the 1-ulp
  yardstick (0.0018: Lion's sign turns rounding into whole steps of its learning rate), "batch
  norm per rank is all the difference this check sees"; kept (the script seeds with
  random_seed=0 behind `if random_seed:`, so never: seeded for the check).
- eify-nanogpt-lion, started 03:05:56 UTC, ended 03:06:38 (33.2 s in the run): `multigpu run
  --verify: cannot tell: the script distributes itself and its 2 ranks trained on other data
  than one process in 3 optimizer step(s) (its batch is per rank: the totals of the 2 ranks'
  first inputs are 2x one process's, as of a global batch that many times its), so no
  comparison applies`, naming train.py:86's own process group; kept.

Doubts for the lead: none on a verdict (8 of 8 kept, no silent wrong result). Smaller points:
(1) holo-encoder-anime's synced run: with --sync-batchnorm its first step's gradients were
  8.42e-08 apart (of values up to 0.000251) against 6.11e-09 for the 1-ulp run, put down to
  "what any data-parallel run of this script computes"; its loss normalises each image alone
  and its last BatchNorm2d(1) takes one statistic over 262,144 pixels a sample, so this reads
  as the global batch norm's summation order, but it was not diagnosed. (2) Two taken scripts
  are not of their topic's task (Holo-encoder, for anime face GANs, trains a hologram encoder
  on anime faces); taken by the rule's order, as batch s took its face anti-spoofing script for
  depth completion. (3) dchenam/AnimeGAN was skipped after its recipe was written, for bunch
  (its setup.py fails under Python 3.11) and TensorFlow 1's logger: two stand-ins (a dict
  with attributes, a logger that logs nothing) would have run it; judged a package that cannot
  be used here. (4) EIFY/nanoGPT's readme runs nothing itself (it points to karpathy's); the
  corpus's nanogpt flags were reused, with --opt=Lion. (5) christiancosgrove's Fashion-MNIST SAGAN
  needed three edits for today's torch and torchvision (Normalize's three means, a .view, the
  conditional batch norm's 2-D statistics), each an API change since 2018, none touching what
  the verdict reads. (6) rosinality-sagan and
  mlojek-lion-resnet50 are the slow ones (166 s and 134 s in their runs).
"""

from __future__ import annotations

from corpus_recipes import CPU_WITHOUT_CUDA, MADE, ZERO_DIM, Edit, Recipe, _made_here

ROSINALITY = ("rosinality/sagan-pytorch", "f6eeb06ef839e3bc32a1969bae1f715a901853ff")
# torch 2 refuses betas of an int and a float ("both floats or both Tensors").
BETAS = "Adam's beta1 as a float: torch now refuses an int beside a float"

COSGROVE_SAGAN = ("christiancosgrove/pytorch-sagan", "acca9ce09eb870d372f667df8b2fae221c2535d9")

COSGROVE_SNGAN = (
    "christiancosgrove/pytorch-spectral-normalization-gan",
    "12dcf945a6359301d63d1e0da3708cd0f0590b19",
)
# Both of christiancosgrove's loops train for 2,000 epochs and skip every batch but those of
# the size their flags give (`if data.size()[0] != ...: continue`): on 2 ranks, which skip
# every slice, one epoch is enough to see it and 2,000 would never end.
ONE_EPOCH = Edit(
    "for epoch in range(2000):",
    "for epoch in range(1):",
    "one epoch, not 2,000 (ranks that skip every slice would run all of them)",
)

HOLO = ("Guozhongyuan/Holo-encoder-pytorch", "625fc96d591b30260b16e4649a96d987c8677426")

BENJA = ("benja263/generative_models", "448dc38636847328f700cb7e30c78e40ab2a0646")

KARPATHY_MADE = ("karpathy/pytorch-made", "81886ccc8270cdf3a2b32cbbca5c7feab422f907")

MLOJEK = ("mlojek/lion-optimizer", "e94178dbcf8b78d09c5b4cccbf18e77a9447d37c")

EIFY = ("EIFY/nanoGPT", "ff5111ff94a986733a4b8f18e36c3f5abedd3122")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "rosinality-sagan",
        *ROSINALITY,
        "train.py",
        "self-attention GAN (SAGAN: a class-conditional generator with conditional batch "
        "norm and a discriminator with a projection, both spectrally normalised, self-attention "
        "at 32x32; hinge loss, Adam for each; an endless generator over a shuffled ImageFolder "
        "DataLoader, 128x128 images, RandomHorizontalFlip, 4 workers; the generator's step "
        "draws its classes with torch.multinomial and its noise for --batch rows)",
        "cannot tell",
        (
            "the discriminator's step takes the loader's batch, split over the ranks, and its "
            "fakes from noise of the slice's rows (keyed by sample); but the generator's step, "
            "after that first backward, draws its classes with torch.multinomial(..., "
            "args.batch) and its noise for args.batch rows, not the batch's: each rank draws "
            "its own, so the ranks train on other draws than one process and --verify names "
            "the multinomial: cannot tell"
        ),
        (
            Edit(
                "lr=args.lr_g, betas=(0, 0.9))",
                "lr=args.lr_g, betas=(0.0, 0.9))",
                BETAS,
            ),
            Edit(
                "lr=args.lr_d, betas=(0, 0.9))",
                "lr=args.lr_d, betas=(0.0, 0.9))",
                BETAS,
            ),
        ),
        args=("--iter", "4", "--batch", "4", "data"),
        names="torch.multinomial",
        paths=("model.py",),
        data="rosinality_image_classes",
        first_sight="kept",
    ),
    Recipe(
        "cosgrove-sagan-fashion",
        *COSGROVE_SAGAN,
        "main.py",
        "self-attention GAN on Fashion-MNIST (class-conditional: conditional batch norm in a "
        "transposed-conv generator, a spectrally normalised discriminator with self-attention "
        "and a class projection; hinge loss, Adam; each step a class drawn with NumPy and the "
        "batch's samples of that class repeated to --batch_size; loader batches of 10x "
        "--batch_size, any other size skipped)",
        "differ",
        (
            "the loop skips every loader batch whose size is not args.batch_size * 10 (a batch "
            "size written into the script): each rank's slice is half of it, so both ranks skip "
            "every slice and train nothing, where one process takes its steps on the same "
            "batches; multigpu says no rank trained, and the ranks' weights (no step) differ "
            "from one process's"
        ),
        (
            Edit(
                "import model_mnist\n",
                "import model_mnist\n" + CPU_WITHOUT_CUDA,
                "its unguarded .cuda() calls left on the CPU where CUDA is absent",
            ),
            _made_here("from torchvision import datasets, transforms", "FashionMNIST"),
            Edit(
                "transforms.Normalize((0.5, 0.5, 0.5), (0.5, 0.5, 0.5))",
                "transforms.Normalize((0.5,), (0.5,))",
                "torchvision's normalize now broadcasts three means over a one-channel image in "
                "place and stops; the version of 2018 zipped them over the image's one channel, "
                "using the first alone",
            ),
            Edit(
                "        m = m.view(-1, w_g * w_g * 512)\n",
                "        m = m.reshape(-1, w_g * w_g * 512)\n",
                "torch's convolutions now keep the channels-last strides of the permuted "
                "attention output they are fed, which .view cannot flatten (the torch of 2018 "
                "gave contiguous outputs)",
                "model_mnist.py",
            ),
            Edit(
                "input, slabel.mm(self.running_mean), slabel.mm(self.running_var), "
                "slabel.mm(self.weight), slabel.mm(self.bias),",
                "input, slabel.mm(self.running_mean).view(-1), "
                "slabel.mm(self.running_var).view(-1), slabel.mm(self.weight).view(-1), "
                "slabel.mm(self.bias).view(-1),",
                "torch's batch_norm now takes statistics, weight and bias of one dimension: "
                "the class's rows (1, C), which the torch of 2018 took, flattened to (C,)",
                "conditional_batch_norm.py",
            ),
            ONE_EPOCH,
        ),
        args=("--model", "fashion", "--batch_size", "8"),
        names="no rank trained",
        paths=(
            "model.py",
            "model_resnet.py",
            "model_mnist.py",
            "spectral_normalization.py",
            "conditional_batch_norm.py",
            "self_attention.py",
        ),
        first_sight="kept",
    ),
    Recipe(
        "cosgrove-sngan-cifar",
        *COSGROVE_SNGAN,
        "main.py",
        "spectral normalization GAN on CIFAR-10 (the readme's first command: ResNet generator "
        "with batch norm and a ResNet discriminator with spectral norm by power iteration, "
        "hinge loss, Adam, 5 discriminator steps a generator step, ExponentialLR; loader "
        "batches of --batch_size, any other size skipped)",
        "differ",
        (
            "the loop skips every loader batch whose size is not args.batch_size (a batch size "
            "written into the script): each rank's slice is half of it, so both ranks skip "
            "every slice and train nothing, where one process takes its steps on the same "
            "batches; multigpu says no rank trained, and the ranks' weights (no step) differ "
            "from one process's"
        ),
        (
            Edit(
                "import model\n",
                "import model\n" + CPU_WITHOUT_CUDA,
                "its unguarded .cuda() calls left on the CPU where CUDA is absent",
            ),
            Edit(
                "from torchvision import datasets, transforms\n",
                "from torchvision import datasets, transforms\n"
                "import corpus_data_k_26to30\n"
                "datasets.CIFAR10 = corpus_data_k_26to30.SmallCIFAR10\n",
                "CIFAR-10 made here, no download (64 training images)",
            ),
            Edit(
                "disc_loss.data[0], 'gen loss', gen_loss.data[0]",
                "disc_loss.item(), 'gen loss', gen_loss.item()",
                ZERO_DIM + " (printed after the first batch)",
            ),
            ONE_EPOCH,
        ),
        args=("--batch_size", "16"),
        names="no rank trained",
        paths=("model.py", "model_resnet.py", "spectral_normalization.py"),
        first_sight="kept",
    ),
    Recipe(
        "holo-encoder-anime",
        *HOLO,
        "train_v1.py",
        "computer-generated holography on anime faces (a residual U-Net with batch norm "
        "predicting an SLM phase from a 512x512 grey face, decoded by a fixed differentiable "
        "FFT propagation; the loss a negative correlation of layer-normalised images; Adam; a "
        "shuffled DataLoader with its own collate_fn, drop_last; validation under no_grad)",
        "agree",
        (
            "the shuffled DataLoader's batches are split over the ranks; the loss is the mean "
            "over the batch of per-image products of layer-normalised images (each image "
            "normalised alone), so the ranks compute one process's arithmetic on their slices; "
            "batch norm (throughout the U-Net) normalises per rank, which --verify names beside "
            "its agree; the collate_fn draws nothing; validation runs after the epoch"
        ),
        (
            Edit(
                "from model.v1 import Model\n",
                "from model.v1 import Model\n" + CPU_WITHOUT_CUDA,
                "its unguarded .cuda() calls (the model, the decoder's phase, each batch) left "
                "on the CPU where CUDA is absent",
            ),
            Edit(
                "trainset = NumpyDataset('/data/gzy/anime/anime_val.pkl')",
                "trainset = NumpyDataset('anime_val.pkl')",
                "the faces' pickle made here, beside the script, not on the author's disk",
            ),
            Edit("    epochs = 50\n", "    epochs = 1\n", "one epoch, not 50"),
        ),
        paths=("model",),
        names="batch norm per rank",
        data="holo_anime_pickle",
        first_sight="kept",
    ),
    Recipe(
        "benja263-made-mnist",
        *BENJA,
        "AutoRegressive/MADE/mnist_train.py",
        "MADE on binarized MNIST (a masked MLP over one-hot pixels, masks from degrees drawn "
        "once with torch's Uniform; cross-entropy over each pixel's two values; Adam; a "
        "shuffled DataLoader; test loss under no_grad; 100 samples drawn pixel by pixel after "
        "training)",
        "agree",
        (
            "the shuffled DataLoader's batches are split over the ranks and the loss is "
            "cross-entropy's mean over the batch's pixels (784 a sample, alike), so the ranks "
            "compute one process's average; the masks are drawn before training, alike on "
            "every rank; no batch norm, no dropout; the test pass and the sampling come after "
            "the epoch"
        ),
        (
            Edit(
                "from AutoRegressive.MADE.model import MADE\n",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..', '..'))\n"
                "from AutoRegressive.MADE.model import MADE\n",
                "the repository's root on the path, as the readme's command run from there "
                "with the root on PYTHONPATH has it (its imports start at AutoRegressive and "
                "utils)",
            ),
            _made_here("import torchvision.datasets as datasets", "MNIST"),
            Edit(
                "'save_every': args.save_every,",
                "'save_every': getattr(args, 'save_every', None),",
                "the parser defines no --save_every (an AttributeError before training); "
                "tr_params' save_every is read nowhere",
            ),
        ),
        args=("--binarize", "--num_epochs", "1", "-bz", "32", "--h_layers", "100", "100"),
        paths=("AutoRegressive", "utils"),
        first_sight="kept",
    ),
    Recipe(
        "karpathy-made",
        *KARPATHY_MADE,
        "run.py",
        "MADE on binarized MNIST (a masked MLP of 500 hidden units, one ordering, masks from "
        "its own NumPy RandomState; binary cross-entropy summed over pixels and divided by 100; "
        "Adam with weight decay, StepLR; batches of 100 sliced from the training tensor in "
        "order, no DataLoader; a test pass of 5 batches under set_grad_enabled(False) before "
        "each epoch)",
        "agree",
        (
            "no DataLoader and nothing drawn: each step slices the next 100 rows of a tensor "
            "loaded before training, the same on every rank, so every rank trains one "
            "process's whole batch and the averaged gradient is one process's (warned: no "
            "speed-up); the masks come from the model's own RandomState"
        ),
        (
            Edit(
                "from made import MADE\n",
                "from made import MADE\n" + CPU_WITHOUT_CUDA,
                "its unguarded .cuda() calls (the data, the model) left on the CPU where CUDA "
                "is absent",
            ),
        ),
        args=("-d", "binarized_mnist.npz"),
        paths=("made.py",),
        data="karpathy_binarized_mnist",
        first_sight="kept",
    ),
    Recipe(
        "mlojek-lion-resnet50",
        *MLOJEK,
        "src/scripts/train.py",
        "the Lion optimizer (its own implementation: the sign of an interpolated momentum, "
        "decoupled weight decay) training torchvision's ResNet-50 from scratch on "
        "Fashion-MNIST resized to 3x224x224; cross-entropy; a shuffled DataLoader over a "
        "random_split with its own generator; validation under no_grad and early stopping "
        "after each epoch; pydantic config)",
        "agree",
        (
            "the shuffled DataLoader's batches are split over the ranks and CrossEntropyLoss "
            "is a mean over the batch, so the averaged gradient is one process's; Lion's update "
            "is elementwise on each parameter, alike on every rank; batch norm (ResNet-50's) "
            "normalises per rank, which --verify names beside its agree; the transforms draw "
            "nothing; validation comes after the epoch"
        ),
        (
            Edit(
                "from ..config.data_model import ExperimentConfig\n"
                "from ..datasets.fashion_mnist import load_fashion_mnist\n"
                "from ..models.create_model import create_model\n"
                "from ..optimizers.create_optimizer import create_optimizer\n"
                "from ..utils.device_utils import get_available_device\n"
                "from ..utils.early_stopping import EarlyStopping\n",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..', '..'))\n"
                "from src.config.data_model import ExperimentConfig\n"
                "from src.datasets.fashion_mnist import load_fashion_mnist\n"
                "from src.models.create_model import create_model\n"
                "from src.optimizers.create_optimizer import create_optimizer\n"
                "from src.utils.device_utils import get_available_device\n"
                "from src.utils.early_stopping import EarlyStopping\n",
                "the readme runs it as a module of the package src (`python -m "
                "src.scripts.train`); run as a file, its imports of the package are absolute, "
                "with the repository's root on the path",
            ),
            Edit(
                "from torchvision.datasets import FashionMNIST\n",
                "from corpus_data_t_37to44 import FashionMNISTFew as FashionMNIST\n",
                MADE + " (64 training and 16 test images)",
                "src/datasets/fashion_mnist.py",
            ),
            Edit(
                '"epochs": 100,\n    "batch_size": 64',
                '"epochs": 1,\n    "batch_size": 8',
                "one epoch of batches of 8 (not 100 epochs of 64): a ResNet-50 on 224x224 "
                "inputs on 2 shared cores",
                "configs/resnet50_lion.json",
            ),
        ),
        args=("../../configs/resnet50_lion.json",),
        names="batch norm per rank",
        paths=("src", "configs"),
        first_sight="kept",
    ),
    Recipe(
        "eify-nanogpt-lion",
        *EIFY,
        "train.py",
        "nanoGPT with the Lion optimizer (--opt=Lion: lion-pytorch's Lion; a character GPT on "
        "Shakespeare's config; its own DDP where RANK is set, a seed per rank, batches drawn "
        "with torch.randint per step)",
        "cannot tell",
        (
            "the script distributes itself (its own process group where RANK is set, its "
            "batches drawn per rank from a seed offset by the rank): handed over, and its ranks "
            "train on other data than one process"
        ),
        (
            Edit(
                "use_triton=True",
                "use_triton=False",
                "lion-pytorch's Triton kernel needs a GPU; its own PyTorch update on the CPU",
                "model.py",
            ),
        ),
        args=(
            "config/train_shakespeare_char.py",
            "--compile=False",
            "--opt=Lion",
            "--device=cpu",
            "--max_iters=6",
            "--eval_interval=5",
            "--eval_iters=2",
            "--batch_size=8",
            "--block_size=64",
            "--n_layer=2",
            "--n_head=2",
            "--n_embd=64",
        ),
        names="distributes itself",
        paths=("model.py", "configurator.py", "config"),
        data="char_tokens",
        first_sight="kept",
    ),
)
