"""Batch n, topics (1) to (5): batch n's rule (corpus_first_sight_n.py's docstring, verbatim
there) applied to StyleGAN trained from scratch, progressive growing GAN, MoCo momentum
contrast self-supervised learning, Barlow Twins self-supervised learning, and mean teacher
semi-supervised learning. Nine scripts from nine repositories: two for each of topics 1, 2,
3 and 5, one for topic 4 (its `code` results gave none that qualified, its `pages` results
one).
At first sight 6 of 9 kept, no silent wrong result (one `differ` naming a batch size written
into the script, one naming the batch's samples mixed; two `cannot tell`; one `agree` naming
batch norm per rank; one refusal; three broken: a `cannot tell` because the ranks stopped and
two `differ` that name another cause than the one expected).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it (its extract and prepare, cwd the script's folder, MPLBACKEND=Agg), until it ended without
error (its time given below, with the load of the 2-core machine, shared with the other
helpers' runs: loads of 6 to 16 through this part).

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtn, 8e35968, 2026-11-30, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Installed into .venv from PyPI for these scripts (--no-deps; none adds a top-level module of a
generic name: `pip show -f`): lmdb 3.0.0 (module lmdb; rosinality's StyleGAN data set and the
maker of its data here), alive-progress 3.3.0 with its dependencies about-time 4.2.1 and
graphemeu 0.7.2 (modules alive_progress, about_time, grapheme; K-dizzled's progress bars;
about-time's wheel also writes a LICENSE file at .venv/LICENSE), timm 1.0.31 (module timm;
Jookare's ViT) and einops 0.8.2 (module einops; nidl's estimators import it).

Read as batches c to m read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, a GitHub Pages project address OWNER.github.io/NAME, or a deepwiki.com or
awesomes.directory page of OWNER/NAME). "In the corpus" is any repository named in
corpus_recipes.py or corpus_first_sight_*.py, or claimed by another helper of batch n
(/tmp/n_claims.txt; checked just before each was taken: none of the repositories taken below
was named or claimed). Ranks are the results' own. Per topic, in the order the results came:

1. StyleGAN trained from scratch, `code` (query "StyleGAN trained from scratch pytorch
   training loop example"): devzhk/Implicit-Competitive-Regularization (rank 1,
   train_stylegan_cgd.py; HEAD 71bda29f2db18d1d7ae9860e4a761ff61cbec756) skipped, a compiled
   CUDA extension: the hit's script (rosinality's stylegan2 train.py adapted to ACGD) builds
   GANs/styleganv2.py, which imports GANs/ops, whose fused_act.py and upfirdn2d.py compile
   fused_bias_act_kernel.cu and upfirdn2d_kernel.cu with torch.utils.cpp_extension.load at
   import (the readme runs no training; its other scripts train other GANs).
   GuangyuNie/stylegan_toy_case (rank 2, README.md; HEAD
   0166d1db532b23742afe4b021c7ba6e513432252) taken: generator_toy_case.py, its one script
   (the readme gives no command), a StyleGAN-like mapping network in a toy GAN on a 3-D
   manifold whose points it draws itself. Edits: the CPU (cuda:0 written in), NumPy 2's
   refusal to set an element from arrays of one as it draws its data. Flags: 512 points
   (not 10000), one epoch (not 10000): 4 batches of its 128, 8 steps. Plain run: 35.8 s,
   exit 0, at load 10.1. rosinality/style-based-gan-pytorch (ranks 3 and 4, README.md; HEAD
   07fa60be77b093dd13a46597138df409ffc3b9bc) taken: train.py, the readme's `python train.py
   --mixing -d {folder} PATH` without `-d` (train.py defines no such flag at HEAD), StyleGAN
   from scratch at 8 x 8 on the LMDB its prepare_data.py writes (made here, 128 images:
   corpus_data_n_01to05.rosinality_stylegan_lmdb). Edits: .cuda() left where tensors are and
   device='cuda' twice (the CPU), 4 iterations (not 3,000,000, written in), batches of 8 (not
   32, written in). Plain run: 221.6 s, exit 0, at load 15.1 to 15.9 (a first try at batches
   of 32 took 70 s an iteration). Ranks 5 to 12 name no repository.

2. Progressive growing GAN, `code` (query "progressive growing GAN pytorch training loop
   example"): rosinality/progressive-gan-pytorch (rank 1, README.md; HEAD
   672f27ef154944284ee6077c856fb98671ae0bea) taken: train.py, the readme's `python train.py
   -d {celeba, lsun} PATH` with celeba, on an ImageFolder made here (64 images:
   corpus_data_n_01to05.rosinality_progan_celeba). Edits: .cuda() left where tensors are, a
   0-dimensional gradient for its backward(one) (shape [1] stops at HEAD), .item() for
   `.data[0]` three times (IndexError since torch 0.5), 4 iterations (not 600,000, written
   in). Plain run: 103.3 s, exit 0, at load 11 to 13. K-dizzled/progressive-gan-pytorch (rank
   2, README.md; HEAD e163e653ca6d70821d54fc3693a75fff0d99b666) taken: main.py ("Just run
   `main.py`"), ProGAN on config.py's hearts/1/ folder (made here, 16 images:
   corpus_data_n_01to05.kdizzled_hearts). Edits: one resolution (ProGAN(t_steps=1), not 6, up
   to 256 x 256), 4 iterations a resolution (config.py's 50,000): 8 steps. It runs on the CPU
   as written (config.py picks cuda only where available). Plain run: 105.9 s, exit 0, at load
   14 to 16. Ranks 3 on were not needed.

3. MoCo momentum contrast self-supervised learning, `code` (query "MoCo momentum contrast
   self-supervised learning pytorch training loop example"): mi2rl/CheSS (rank 1, train.sh;
   HEAD c48f9f71e20f92cf123139b22d87bb56324a6b27) taken: train.sh runs `python main_moco.py
   ... --multiprocessing-distributed ...`, deleted at eb425cd ("remove etc") beside its twin
   upstream/main_moco_ori.py, which is the repository's MoCo training script at HEAD (the
   official main_moco.py with a one-channel ResNet-50, albumentations and a custom image
   folder). It distributes itself: mp.spawn of a worker per GPU, each joining a process group
   (it raises NotImplementedError without), DDP, shuffled batch norm through all_gather.
   Made here: 24 grayscale PNGs where its --data, --preprocess, --bit and --image_size point,
   and the ./checkpoint folder its saves need (corpus_data_n_01to05.chess_chest_png). Edits:
   one spawned worker (not one per CUDA device: none here), no CUDA calls (set_device,
   .cuda() of the model, batches, shuffle index and labels, DDP's device ids), its
   accuracy's view as reshape (a RuntimeError since torch 1.7). Flags: train.sh's, with gloo
   on another port, batches of 4, a queue of 16, 32 x 32 images, one epoch, no workers: 6
   steps. Plain run: 293.2 s, exit 0, at load 13 to 15 (a ResNet-50 twice a step on 2
   shared cores). lightly-ai/lightly (rank 2) is in the corpus (batch j). Jookare/Vision-SSL
   (rank 3, Invariance/MoCo/readme.md; HEAD 43b86aca07f02b928fbc426bc93d3b22c96e326b) taken:
   Invariance/MoCo/train.py, the readme's `python train.py`, MoCo v3 as a LightningModule on
   CIFAR-10 (corpus_data_n_01to05.JookareCIFAR10, 48 images, swapped in). Edits: the CIFAR-10
   swap; Lightning's devices as a count on a CPU (its list of GPU ids is a TypeError with the
   CPU accelerator; on a GPU, its list). Flags: a ViT-Tiny (not ViT-Base), batches of 8 as the
   full batch, one epoch, no workers: 6 steps. Plain run: 224.4 s, exit 0, at load 10 to 12.
   Ranks 4 on were not needed.

4. Barlow Twins self-supervised learning, `code` (query "Barlow Twins self-supervised
   learning pytorch training loop example"): gaborvecsei/Barlow-Twins (rank 1, README.md;
   HEAD 358a434ca7ac82aeb5ef640f0652c415e06b01e8) skipped, another framework: "Unofficial
   Tensorflow 2 implementation", train.py imports tensorflow. Lchuang/DL_project (rank 2,
   README.md; HEAD 9eb61365a24daa074113ef05d763755dfba775eb) skipped, training only in a
   notebook: "Run Barlow-twins_PS.ipynb for model training" (its one Python file is
   lr_scheduler.py; the notebook imports TensorFlow and Keras beside torch).
   pdumin/barlow_twins (rank 3, README.md; HEAD 88974fa14ea867f316629e468fc7e1e75ddabc0c)
   skipped, training only in notebooks: barlow_twins.ipynb and dev.ipynb, no Python file.
   lightly-ai/lightly (rank 4) is in the corpus (batch j). Ranks 5 to 12 name no repository.
   `code` gave none, so `pages` was asked the same query: keras.io (ranks 1 and 4) names no
   GitHub address (and is Keras); tenkeyless.github.io/keras_site (rank 2) is
   tenkeyless/keras_site, in the corpus (batch j's skips); gitmemories.com (rank 3, a copy of
   a MONAI pull request adding a Barlow Twins loss) names no GitHub address of the kinds the
   rule reads; yyiki.org (rank 5), medium.com (rank 6) and analyticsindiamag.com (rank 8) name
   none; neurospin-deepinsight.github.io/nidl (rank 7, the BarlowTwinsLoss reference page)
   names neurospin-deepinsight/nidl (HEAD efb13432e5a811e91cb8fbf8ae9bb27c3aec3045), taken:
   examples/plot_barlowtwins_openbhb.py, its Barlow Twins example, run as a script (a
   sphinx-gallery plot_*.py; the readme installs the package and runs no training). Made
   here: OpenBHB's participants.tsv and the two ROI tables per split it reads (downloaded from
   Hugging Face where absent; corpus_data_n_01to05.nidl_openbhb_roi). Edits: the
   repository's nidl/ on the path (as `pip install` puts it), data_dir beside the script
   (not /tmp/openBHB), batches of 16 (not 128) and no loader workers (not 10). Plain run:
   183.9 s, exit 0, at load 7 to 9 (two models of 10 epochs each, embeddings, MDS, the
   regressions). One script for this topic.

5. Mean teacher semi-supervised learning, `code` (query "mean teacher semi-supervised
   learning pytorch training loop example"): hao-pt/ssl_methods (rank 1, README.md; HEAD
   f10bf1a48f4976494ae92dfd2d86e092e383bea0) taken: main.py, the readme's `python main.py
   --data_dir datadir/cifar10/ --dataset cifar10 --labels ... --model_arch shake_resnet26
   --unp_weight 100 --rampup_length 5 --labeled_batch_size 62 --batch_size 256 --epochs 180`.
   Made here: CIFAR-10 as its download script lays it out (ImageFolder train/ and val/, 32 +
   10 images) and a label file of 8 of them in its --labels format (the readme's name 4000
   CIFAR-10 files, each of which must exist: corpus_data_n_01to05.haopt_cifar10_folders).
   Edits: torch.cuda.set_device only for a CUDA device (ValueError for the CPU it picks), its
   accuracy's view as reshape (torch 1.7). Flags: batches of 8 with 4 labelled, one epoch,
   no workers: 6 steps. Plain run: 214.2 s, exit 0, at load 7 to 9 (a Shake-Shake ResNet-26
   2x96d, 30 s a step). aivaslab/toybox_journal_experiments (rank 2, src/mean_teacher.py;
   HEAD 6b5e6181301e7a7c80ee213495b67d2b5546a52e) taken: old_src/mean_teacher.py, the hit's
   script renamed whole at c067c84 ("Rename old src"; the hit's stored version was an empty
   skeleton, the file at HEAD the training script); the repository has no readme at HEAD.
   Mean-teacher self-ensembling from MNIST-50 to SVHN. Made here: its MNIST-50 arrays and
   SVHN index file under ../data/ (corpus_data_n_01to05.aivaslab_mnist50_svhn) and SVHN
   itself (corpus_data_j_16to20.SVHN, swapped in for torchvision's). Edits: .cuda() left where
   tensors are; batches of 16 (not 256) and no workers (not 4) for both loaders (written in).
   Flags: one epoch (not 100): 6 steps. Plain run: 112.3 s, exit 0, at load 6 to 7. Ranks 3
   on were not needed (rank 3, park-cheol/Semi_Supervised-Mean_Teachers, cannot be fetched:
   "the snapshot's newest commit has too many files").

Skips: 4 (topic 1: 1; topic 4: 3), each above with its reason (repositories already in the
corpus, and results naming none, are not counted).

First sight, 6 of 9 kept, no silent wrong result (the lock's queue held the eight helpers'
runs; each run below is the script's one):
- guangyunie-helix-stylegan-toy: kept (`differ: the run on 2 ranks stopped: rank 0 failed:
  RuntimeError: The size of tensor a (192) must match the size of tensor b (256)` at
  generator_toy_case.py:253, with `a batch size written into the script breaks on a slice of
  the batch (one process ran the same steps)`; 59.8 s).
- rosinality-celeba-stylegan: broken, `cannot tell: the run on 2 ranks stopped: rank 1
  failed: RuntimeError: DistributedDataParallel is not needed when a module doesn't have any
  parameter that requires a gradient. (at train.py:164)` (188.2 s). Its generator is an
  nn.DataParallel (train.py:292), which multigpu builds into DDP at its first forward; that
  forward is the discriminator's step's fake batch (train.py:162 at HEAD), after
  requires_grad(generator, False) (train.py:59) froze every parameter, and DDP refuses a
  module with none that requires a gradient. The rule missing: DataParallel made DDP "at the
  first forward (when the parameters sit on their final device)" assumes the parameters then
  train; a GAN that toggles requires_grad per phase first runs its generator frozen, so the
  wrap must wait for (or not depend on) a forward with a parameter that requires a gradient.
  One process ran (DataParallel on one device runs the module as it is).
- rosinality-celeba-progan: broken, `differ: after 3 optimizer step(s) the parameters on 2
  ranks differ from one process's computing the ranks' slices, first at
  'progression.5.conv.0.conv.bias' (largest difference 0.00227; that run again with its
  rounding moved by 1 ulp: 3.24e-08)`, naming the loop's torch.multinomial and torch.randn
  as draws not a row per sample but no cause of the loss (72.8 s). The verdict is the one
  expected, the cause not. The rule missing: the cause is found only where the loss, read at
  the outputs of a split forward, mixes them (the second derivative); its discriminator
  mixes the batch inside its forward (a minibatch standard deviation, input.std(0).mean() at
  model.py:277, concatenated to every sample's features), and on forwards the split's run
  leaves whole (the generated images and the penalty's interpolates are not the loader's
  batch); no rule names a statistic over the batch taken inside a model's forward other than
  batch norm. Its generator's step also draws 16 codes per rank with the batch size written
  in (train.py:176-179), named as draws, which alone would part the ranks from that run.
- kdizzled-hearts-progan: kept (`cannot tell: the script draws at random after its first
  backward ... and each of the 2 ranks draws its own`, naming torch.randn at pro_gan.py:196
  and torch.rand at :212; 27.4 s).
- mi2rl-chest-moco: kept (refused, exit 2: `main_moco_ori.py:139 starts worker processes of
  its own (torch.multiprocessing.spawn) while multigpu run already started one per device`;
  49.4 s).
- jookare-cifar10-moco: kept (`cannot tell: the script's DataLoader draws at random while it
  puts each batch together (its collate_fn)`, naming the lambda at train.py:86 of the
  prepared file (85 at HEAD), with batch norm per rank warned of; 46.6 s).
- nidl-openbhb-barlowtwins: kept (`differ: ... first at 'encoder.0.weight' (largest
  difference 7.7e-06; that run again with its rounding moved by 1 ulp: 3.73e-09)`, with `the
  loss backpropagated at module.py:1137 mixes the batch's samples`; 88.9 s).
- haopt-cifar10-meanteacher: broken, `differ: after 3 optimizer step(s) the parameters on 2
  ranks differ from one process's computing the ranks' slices, first at
  'conv4_x.3.convs_brach1.1.weight' (largest difference 0.00302; that run again with its
  rounding moved by 1 ulp: 0.0001)`, with `warning: the ranks drew different batches from the
  same DataLoader: its sampler does not reproduce from the random state (it reads another
  source of randomness)`, and again with --sync-batchnorm 0.131 against a yardstick of 0.113
  (266.4 s). The rule missing: the loader's sampler "runs on every rank from rank 0's random
  state", but its batch sampler (TwoStreamBatchSampler, data_samplers.py:25-31) draws its
  orders with NumPy's global stream, np.random.permutation in iterate_once and, lazily as
  batches are taken, in iterate_eternally (data_samplers.py:60-66); the script seeds NumPy
  (main.py:44), so one process's batches are reproducible, but the ranks' NumPy streams part
  once the pass begins and the second stream's orders are drawn after that, each rank its
  own: the state sent with a pass does not cover a batch sampler's NumPy draws made as it
  yields. The ranks then trained on other samples than the split of one process's batches.
- aivaslab-mnist-svhn-meanteacher: kept (`agree: ... (largest difference 0, at 'fc4.bias')`,
  its augmentation's NumPy rows keyed at visda_aug.py:149 to :197, dropout switched off, and
  `batch norm per rank is all the difference this check sees` (the split itself 0.535; with
  --sync-batchnorm 0.266 against a yardstick of 0.533); 142.7 s).

Doubts for the lead:
- rosinality-celeba-stylegan stopped before any step: its expectation (`differ`, naming the
  samples mixed by the discriminator's minibatch standard deviation, model.py:559, out.var(0))
  was not tested. Its style-mixing coin (random.random at train.py:148) and its codes drawn
  four rows a sample (torch.randn(4, b_size, 512) chunked, train.py:149; two without the
  coin, :156) are draws each rank makes itself; the other reading is `cannot tell`, naming
  them, as for a draw in the loop that is not a row per sample; written `differ` because the
  mixing term makes the ranks train another loss whatever the draws, and docs/run.md names
  draws beside a differ rather than in place of it. Its fake batch would show the same gap
  as rosinality-celeba-progan's (a statistic over the batch inside the discriminator's forward).
- rosinality-celeba-progan: the other reading of its expectation is `differ` with no cause
  asked for (the ranks part from the split's run through the generator step's codes drawn
  16 per rank, which the verdict names, as much as through the minibatch standard deviation),
  which would have been kept. Written with the mixing named because the script's loss has a
  statistic over the batch that is not detached (the generator's step and the penalty).
- kdizzled-hearts-progan: its codes torch.randn(b_size, 128) are a row per sample of the
  batch the loop holds, a whole ImagePool batch the same on every rank (no DataLoader). The
  other reading is `agree`, with the same-batches warning, had the draw been keyed by sample
  there; written `cannot tell` as for any loop fed without a DataLoader whose inputs part
  after the first backward (the generator's input differs across ranks from the first step).
- jookare-cifar10-moco: `cannot tell` for the collate_fn's views; its InfoNCE (q @ k.T over
  the batch) mixes the batch's samples, and the other reading is `differ`, named; docs/run.md
  answers a drawing collate_fn with `cannot tell` before any comparison. Its why's line
  reference (train.py:85, the lambda) was corrected after the first sight from a misread 81;
  nothing else changed. Under multigpu torch.cuda.is_available() is True, so its Trainer ran
  with accelerator "gpu" and its devices=[0] (the edit keeps that branch).
- nidl-openbhb-barlowtwins: kept, but the line names module.py:1137 (Lightning's, where its
  loop calls backward) rather than the loss's own line (nidl/losses/barlowtwins.py), and the
  verdict adds "that run ran BarlowTwinsLoss whole, which the ranks split: the difference may
  be that, not the script". Its views are drawn in the data set's transforms with NumPy
  (seeded per sample, said).
- haopt-cifar10-meanteacher: its ShakeShake Function draws per sample in its forward and in
  its backward (resnet.py:132, :143); both were keyed by sample (said), so they did not part
  the runs. The verdict also says "that run ran CrossEntropyLoss, MSELoss whole, which the
  ranks split": its losses are sums divided by the batch's rows (meanteacher.py), exact as a
  mean. With the sampler's batches alike I read `agree` with batch norm per rank.
- aivaslab-mnist-svhn-meanteacher: its `agree` rests on the yardstick: with --sync-batchnorm
  the ranks were 0.266 from one process, within one process against itself moved by 1 ulp
  (0.533): Adam at its default learning rate of 0.1 amplifies rounding. Its unsupervised term
  is 0 at every checked step (the teacher never passes its 0.968 confidence), so its
  class-balance term, a binary cross entropy of the student's mean over the batch
  (mean_teacher.py:68), which would mix the batch's samples, fed no gradient; on data where
  the teacher is confident the answer would be `differ`, named. It calls its networks through
  .forward() directly (mean_teacher.py:164-172), not through the module's __call__; the run
  still split, keyed, switched dropout off and named batch norm.
- Topic 4, `pages` rank 3: gitmemories.com/Project-MONAI/MONAI/issues/7530 carries a GitHub
  path in its own address but is no address the rule lists (github.com, GitHub Pages,
  deepwiki.com, awesomes.directory); passed over. Project-MONAI/MONAI's change adds a loss
  class, no training script.
- Topic 1, rank 1 (devzhk): skipped for its compiled CUDA ops; its optims/ (ACGD) would run
  on a CPU, but the StyleGAN2 model of the hit's script does not import without the
  extension.
- mi2rl-chest-moco was made to run on a CPU with one spawned worker over gloo (seven edits);
  the first sight refuses before training, as batch k's ExcitingYi's did.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

GUANGYUNIE = ("GuangyuNie/stylegan_toy_case", "0166d1db532b23742afe4b021c7ba6e513432252")
ROSINALITY_STYLE = (
    "rosinality/style-based-gan-pytorch",
    "07fa60be77b093dd13a46597138df409ffc3b9bc",
)
ROSINALITY_PROGAN = (
    "rosinality/progressive-gan-pytorch",
    "672f27ef154944284ee6077c856fb98671ae0bea",
)
KDIZZLED = ("K-dizzled/progressive-gan-pytorch", "e163e653ca6d70821d54fc3693a75fff0d99b666")
CHESS = ("mi2rl/CheSS", "c48f9f71e20f92cf123139b22d87bb56324a6b27")
JOOKARE = ("Jookare/Vision-SSL", "43b86aca07f02b928fbc426bc93d3b22c96e326b")
NIDL = ("neurospin-deepinsight/nidl", "efb13432e5a811e91cb8fbf8ae9bb27c3aec3045")
HAOPT = ("hao-pt/ssl_methods", "f10bf1a48f4976494ae92dfd2d86e092e383bea0")
AIVASLAB = (
    "aivaslab/toybox_journal_experiments",
    "6b5e6181301e7a7c80ee213495b67d2b5546a52e",
)
CUDA_LEFT = Edit(
    "from model import Generator, Discriminator\n",
    "from model import Generator, Discriminator\n"
    "torch.Tensor.cuda = lambda self, *args, **kwargs: self\n"
    "nn.Module.cuda = lambda self, *args, **kwargs: self\n",
    "the CPU: its code calls .cuda() on every model and tensor, with no flag; .cuda() made "
    "to leave them where they are",
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "guangyunie-helix-stylegan-toy",
        *GUANGYUNIE,
        "generator_toy_case.py",
        "GAN on a toy manifold (the readme's StyleGAN toy case: 3-D points of an L-shaped "
        "manifold drawn with NumPy before training, held as one tensor; a generator of a "
        "StyleGAN-like mapping network, equalized linear layers from a 2-D z to a 2-D w, and "
        "an MLP synthesis to 3-D; an MLP discriminator with dropout and a sigmoid; MSE GAN "
        "losses, the discriminator's on the real batch concatenated with generated samples "
        "against labels of ones and zeros, the generator's plus a KL term between softmaxes "
        "of w and z; z drawn with torch.randn(batch_size, 2) in the loop; an Adam each; a "
        "shuffled DataLoader over the tensor with drop_last; plots of the latent and output "
        "spaces and checkpoints every 10 epochs)",
        "differ",
        "its loop writes --bs into the step's tensors (generator_toy_case.py:241-244, "
        "torch.ones((batch_size, 1)), torch.randn(batch_size, 2), torch.zeros((batch_size, "
        "1))) where the DataLoader's batch of 128 comes as a slice of 64 on each rank: the "
        "discriminator's input is 64 real and 128 generated rows, its labels 128 and 128, "
        "and its MSE (line 253) stops on 192 against 256 rows on the ranks at the first "
        "loss, while one process runs: a batch size written into the script breaks on a "
        "slice",
        (
            Edit(
                'self.device = torch.device("cuda:0")',
                'self.device = torch.device("cpu")',
                "the CPU: its device is cuda:0, written in with no flag",
            ),
            Edit(
                "            z = b\n            data_np[i] = [x,y,z]",
                "            z = b\n            data_np[i] = [x[0], y[0], z[0]]",
                "NumPy 2 refuses to set an element from an array of one (deprecated since "
                "1.25: a ValueError at HEAD as its data are drawn, before training): each "
                "array's one element, the same values",
            ),
        ),
        # The readme gives no command; generator_toy_case.py is its one script. Flags: 512
        # training points (not 10000), one epoch (not 10000): 4 batches of its default 128,
        # 8 optimizer steps (a discriminator's and a generator's per batch).
        args=("--sample", "512", "--epoch", "1"),
        names="a batch size written into the script",
        first_sight="kept",
    ),
    Recipe(
        "rosinality-celeba-stylegan",
        *ROSINALITY_STYLE,
        "train.py",
        "StyleGAN (Karras et al.'s style-based generator, trained from scratch: a mapping "
        "network of 8 equalized linear layers, AdaIN, noise injection drawn in the "
        "generator's forward, a progressive discriminator with a minibatch standard "
        "deviation over the batch (model.py:559); WGAN-GP: the real batch's mean score and a "
        "drift term, the generated batch's, a gradient penalty at interpolates drawn per "
        "sample with torch.rand(b_size, 1, 1, 1), a backward each, then the discriminator's "
        "Adam step; the generator's step on a second code; style mixing under --mixing: a "
        "coin per step with Python's random (train.py:148) and four codes drawn as "
        "torch.randn(4, b_size, 512) and chunked, the crossover drawn with random.sample in "
        "the generator's forward; an EMA copy of the generator; a shuffled DataLoader over "
        "an LMDB of images at the current resolution, random flips)",
        "differ",
        "its discriminator's minibatch standard deviation (model.py:559, out.var(0) over the "
        "batch, not detached, fed to its last block) is a statistic over the batch: each "
        "rank takes it over its slice of 8 (4 + 4), one process over the 8, so the ranks "
        "train another loss than one process on the global batch; its style-mixing coin "
        "(random.random at train.py:148) and its codes drawn four rows a sample "
        "(torch.randn(4, b_size, ...), not a row per sample) are drawn by each rank, named "
        "beside the differ",
        (
            Edit(
                "from model import StyledGenerator, Discriminator\n",
                "from model import StyledGenerator, Discriminator\n"
                "torch.Tensor.cuda = lambda self, *args, **kwargs: self\n"
                "nn.Module.cuda = lambda self, *args, **kwargs: self\n",
                "the CPU: its code calls .cuda() on every model and tensor, with no flag; "
                ".cuda() made to leave them where they are",
            ),
            Edit(
                "                4, b_size, code_size, device='cuda'\n",
                "                4, b_size, code_size, device='cpu'\n",
                "the CPU: its mixing codes are drawn on device='cuda', written in",
            ),
            Edit(
                "torch.randn(2, b_size, code_size, device='cuda')",
                "torch.randn(2, b_size, code_size, device='cpu')",
                "the CPU: its codes are drawn on device='cuda', written in",
            ),
            Edit(
                "pbar = tqdm(range(3_000_000))",
                "pbar = tqdm(range(4))",
                "4 iterations, not 3,000,000 (its loop's length, written in): 8 optimizer "
                "steps, a discriminator's and a generator's per iteration",
            ),
            Edit(
                "    args.batch_default = 32",
                "    args.batch_default = 8",
                "batches of 8, not 32 (written in; its --sched table starts at 256): the "
                "CPU took 70 s an iteration at 32",
            ),
        ),
        # The readme's `python train.py --mixing -d {folder} PATH` (celebA) without `-d`,
        # which train.py does not define at HEAD (an argparse error), on the LMDB made here as
        # its prepare_data.py writes it.
        args=("--mixing", "celeba_lmdb"),
        paths=("model.py", "dataset.py"),
        data="rosinality_stylegan_lmdb",
        names="mixes the batch's samples",
        first_sight=(
            "broken: cannot tell: the run on 2 ranks stopped: rank 1 failed: RuntimeError: "
            "DistributedDataParallel is not needed when a module doesn't have any parameter "
            "that requires a gradient. (at train.py:164)"
        ),
    ),
    Recipe(
        "rosinality-celeba-progan",
        *ROSINALITY_PROGAN,
        "train.py",
        "progressive growing GAN (Karras et al.'s ProGAN, at its first resolution, 4 x 4: "
        "a generator of pixel-normalised equalized convolutions from a 511-D code and a "
        "label embedding, a discriminator whose last block takes the standard deviation of "
        "its input over the batch (model.py:277, input.std(0)); WGAN-GP: the real batch's "
        "mean score and a drift term, the generated batch's from codes drawn per sample, a "
        "gradient penalty at interpolates drawn per sample, a backward each, then the "
        "discriminator's Adam step; the generator's step on torch.randn(batch_size, 511) and "
        "labels from torch.multinomial with its batch_size of 16 written in (train.py:176-"
        "179); an EMA copy of the generator; a shuffled DataLoader of 16 over an ImageFolder "
        "with 4 workers, resized and cropped to the resolution)",
        "differ",
        "its discriminator's minibatch standard deviation (model.py:277, input.std(0) over "
        "the batch, not detached where the input is generated: the generator's step and the "
        "penalty's interpolates) is a statistic over the batch: each rank takes it over its "
        "slice of 16 (8 + 8), one process over the 16, so the ranks train another loss than "
        "one process on the global batch; besides, its generator's step draws its codes and "
        "labels with the batch size of 16 written in (train.py:176-179), 16 on each rank, "
        "not a row per sample of the slice, each rank its own, named beside the differ",
        (
            CUDA_LEFT,
            Edit(
                "    one = torch.FloatTensor([1]).cuda()",
                "    one = torch.tensor(1.0)",
                "a loss of 0 dimensions (torch 0.4 on) takes a gradient of 0 dimensions: its "
                "backward(one) with a tensor of shape [1] stops at HEAD (mismatch in shape); "
                "the same 1, on the CPU",
            ),
            Edit(
                "        grad_loss_val = grad_penalty.data[0]",
                "        grad_loss_val = grad_penalty.item()",
                "indexing a 0-dimensional tensor is an IndexError since torch 0.5: .item(), "
                "the same number",
            ),
            Edit(
                "        disc_loss_val = (real_predict - fake_predict).data[0]",
                "        disc_loss_val = (real_predict - fake_predict).item()",
                "indexing a 0-dimensional tensor is an IndexError since torch 0.5: .item()",
            ),
            Edit(
                "            gen_loss_val = loss.data[0]",
                "            gen_loss_val = loss.item()",
                "indexing a 0-dimensional tensor is an IndexError since torch 0.5: .item()",
            ),
            Edit(
                "    pbar = tqdm(range(600000))",
                "    pbar = tqdm(range(4))",
                "4 iterations, not 600,000 (its loop's length, written in): 8 optimizer "
                "steps, a discriminator's and a generator's per iteration",
            ),
        ),
        # The readme's `python train.py -d {celeba, lsun} PATH`: celeba, on the image folder
        # made here.
        args=("-d", "celeba", "celeba"),
        paths=("model.py",),
        data="rosinality_progan_celeba",
        names="mixes the batch's samples",
        first_sight=(
            "broken: differ: after 3 optimizer step(s) the parameters on 2 ranks differ from "
            "one process's computing the ranks' slices, first at "
            "'progression.5.conv.0.conv.bias' (largest difference 0.00227; that run again with "
            "its rounding moved by 1 ulp: 3.24e-08), naming the loop's torch.multinomial and "
            "torch.randn (train.py:178, :181) but not the batch's samples mixed"
        ),
    ),
    Recipe(
        "kdizzled-hearts-progan",
        *KDIZZLED,
        "main.py",
        "progressive growing GAN (ProGAN on a folder of images, from 8 x 8: equalized "
        "convolutions, a discriminator with a minibatch standard deviation over the batch "
        "(discriminator_model.py:52); WGAN-GP: the real batch's mean score and a drift term, "
        "the generated batch's from codes torch.randn(b_size, 128) drawn in the loop "
        "(pro_gan.py:196) after the real batch's backward, a gradient penalty at "
        "interpolates drawn per sample, then the discriminator's Adam step; the generator's "
        "step on the same generated images; an EMA copy; no DataLoader: ImagePool holds the "
        "whole folder as one NumPy array, cut in order into batches of 4 with "
        "np.array_split, the same on every rank; sample grids and checkpoints every 1000 "
        "iterations)",
        "cannot tell",
        "no DataLoader feeds it: every rank takes ImagePool's same whole batch in order "
        "(image_pool.py:35), and the generator's codes are drawn in the loop after the first "
        "backward (torch.randn(b_size, 128) at pro_gan.py:196; the penalty's eps at :212), "
        "each rank its own, so the generator's input differs across ranks from the first "
        "step: N ranks train on N draws of codes where one process draws one, and no "
        "comparison applies; the verdict must say so, naming the draw (its minibatch "
        "standard deviation is over the whole batch on every rank, as in one process)",
        (
            Edit(
                "    pro_gan = ProGAN()",
                "    pro_gan = ProGAN(t_steps=1)",
                "one resolution (8 x 8), not 6 (up to 256 x 256): its constructor's t_steps",
            ),
            Edit(
                "epochs = [50000 for _ in range(total_steps)]",
                "epochs = [4 for _ in range(total_steps)]",
                "4 iterations a resolution, not 50,000 (config.py, written in): 8 optimizer "
                "steps, a discriminator's and a generator's per iteration",
                "config.py",
            ),
        ),
        # The readme: "Just run `main.py`" (its settings in config.py), on hearts/1/ made
        # here as config.py names it.
        paths=(
            "config.py",
            "pro_gan.py",
            "generator_model.py",
            "discriminator_model.py",
            "custom_layers.py",
            "image_pool.py",
            "image_processing.py",
        ),
        data="kdizzled_hearts",
        first_sight="kept",
    ),
    Recipe(
        "mi2rl-chest-moco",
        *CHESS,
        "upstream/main_moco_ori.py",
        "MoCo momentum contrast (CheSS: MoCo v2 pretraining on chest X-rays, the official "
        "main_moco.py adapted: a ResNet-50 of one input channel as the query encoder, its "
        "momentum copy as the key encoder, an MLP head, InfoNCE over the positive key and a "
        "queue of --moco-k negatives (cross entropy, temperature 0.2), shuffled batch norm "
        "across GPUs through all_gather and a torch.randperm broadcast, SGD with a cosine "
        "schedule; albumentations on one view; the script distributes itself: "
        "torch.multiprocessing.spawn of a worker per GPU, each joining a process group and "
        "wrapping the model in DistributedDataParallel, a DistributedSampler; checkpoints "
        "each epoch)",
        "refused",
        "the script starts its own workers with torch.multiprocessing.spawn "
        "(main_moco_ori.py:139, --multiprocessing-distributed, as its train.sh runs it; the "
        "script raises NotImplementedError without its own DDP): inside a job of 2 ranks each "
        "rank would spawn its own set, so a correct run refuses in one line naming the call, "
        "exit 2",
        (
            Edit(
                "    ngpus_per_node = torch.cuda.device_count()",
                "    ngpus_per_node = 1",
                "the CPU: one worker (it spawns one per CUDA device, none here: it would "
                "train nothing)",
            ),
            Edit(
                "            torch.cuda.set_device(args.gpu)\n            model.cuda(args.gpu)\n",
                "",
                "the CPU: no CUDA device to set, the model stays on the CPU",
            ),
            Edit(
                "DistributedDataParallel(model, device_ids=[args.gpu])",
                "DistributedDataParallel(model)",
                "the CPU: no device ids",
            ),
            Edit(
                "            images[0] = images[0].cuda(args.gpu, non_blocking=True)\n"
                "            images[1] = images[1].cuda(args.gpu, non_blocking=True)\n",
                "            pass\n",
                "the CPU: the batches stay on the CPU",
            ),
            Edit(
                "        idx_shuffle = torch.randperm(batch_size_all).cuda()",
                "        idx_shuffle = torch.randperm(batch_size_all)",
                "the CPU: its shuffle's index stays on the CPU",
                "upstream/moco/builder_ori.py",
            ),
            Edit(
                "        labels = torch.zeros(logits.shape[0], dtype=torch.long).cuda()",
                "        labels = torch.zeros(logits.shape[0], dtype=torch.long)",
                "the CPU: its labels stay on the CPU",
                "upstream/moco/builder_ori.py",
            ),
            Edit(
                "correct_k = correct[:k].view(-1).float().sum(0, keepdim=True)",
                "correct_k = correct[:k].reshape(-1).float().sum(0, keepdim=True)",
                "its accuracy's view of a transposed tensor stops since torch 1.7 (not "
                "contiguous: a RuntimeError at the first step's accuracy, after the loss); "
                "reshape, the same values, as pytorch/examples' imagenet now writes it",
            ),
        ),
        # train.sh's `python main_moco.py -a resnet50 --lr 0.03 --batch-size 256 --mlp
        # --moco-t 0.2 --cos --dist-url 'tcp://localhost:10001' --multiprocessing-distributed
        # --world-size 1 --rank 0 /mnt/nas107` (main_moco.py is main_moco_ori.py at HEAD), with
        # gloo (not NCCL) on another port, batches of 4 (not 256), a queue of 16 negatives (not
        # 65536: it must divide by the batch), 32 x 32 images (not 512), one epoch (not 200),
        # no loader workers (not 32), on the folder made here: 6 steps.
        args=(
            "-a",
            "resnet50",
            "--lr",
            "0.03",
            "--batch-size",
            "4",
            "--mlp",
            "--moco-t",
            "0.2",
            "--cos",
            "--dist-url",
            "tcp://localhost:29517",
            "--dist-backend",
            "gloo",
            "--multiprocessing-distributed",
            "--world-size",
            "1",
            "--rank",
            "0",
            "--moco-k",
            "16",
            "--image_size",
            "32",
            "--epochs",
            "1",
            "-j",
            "0",
            "chest",
        ),
        paths=("upstream/moco",),
        data="chess_chest_png",
        first_sight="kept",
    ),
    Recipe(
        "jookare-cifar10-moco",
        *JOOKARE,
        "Invariance/MoCo/train.py",
        "MoCo momentum contrast (MoCo v3 as a LightningModule on CIFAR-10: a timm ViT with a "
        "3-layer MLP projection and a 2-layer predictor, batch norm in both, a momentum copy "
        "of the encoder as the key encoder; a symmetric InfoNCE, each view's queries against "
        "the other view's keys over the batch (logits q @ k.T, the diagonal the targets, "
        "cross entropy), times 2 tau; AdamW with a linear warm-up then cosine, per epoch; "
        "two augmented views of each image drawn in the DataLoader's collate_fn "
        "(torchvision v2 crops, colour jitter, grayscale, blur, flips); Lightning's Trainer "
        "on the devices --gpu_id names, TensorBoard logs, the best checkpoint by loss)",
        "cannot tell",
        "its DataLoader's collate_fn draws the two views of every image while it puts the "
        "batch together (collate_fn(batch, augment) at train.py:85, misc.py:45-46): one "
        "process draws for the whole batch, each rank for its slice, so the runs train on "
        "views drawn differently and no comparison applies; the verdict must say so, naming "
        "the collate_fn (its InfoNCE also mixes the batch's samples, each query against every "
        "key of the batch, and its batch norm runs per rank)",
        (
            Edit(
                "import torchvision\n",
                "import torchvision\nimport corpus_data_n_01to05; "
                "torchvision.datasets.CIFAR10 = corpus_data_n_01to05.JookareCIFAR10\n",
                MADE + " (CIFAR-10, which it reads from ../../data/: "
                "corpus_data_n_01to05.JookareCIFAR10, 48 training images)",
            ),
            Edit(
                "        devices=args.gpu_id,\n",
                "        devices=args.gpu_id if torch.cuda.is_available() else 1,\n",
                "the CPU: Lightning's CPU accelerator takes a count of devices, not the list "
                "of GPU ids it passes (a TypeError at HEAD on a CPU); on a GPU, its list",
            ),
        ),
        # The readme's `python train.py`, with a ViT-Tiny (not its default ViT-Base: 86M
        # parameters twice, the momentum copy), batches of 8 as the full batch (not 200 and
        # 4000: no accumulation), one epoch (not 200), no loader workers (not 20): 6 steps.
        args=(
            "--model_name",
            "vit_tiny_patch16_224",
            "--batch_size",
            "8",
            "--full_batch_size",
            "8",
            "--epochs",
            "1",
            "--num_workers",
            "0",
        ),
        paths=("Invariance/MoCo/misc.py", "Invariance/MoCo/model.py"),
        first_sight="kept",
    ),
    Recipe(
        "nidl-openbhb-barlowtwins",
        *NIDL,
        "examples/plot_barlowtwins_openbhb.py",
        "Barlow Twins self-supervised learning (nidl's example on OpenBHB's regional brain "
        "features: two models, VBM's 284 ROI values and FreeSurfer's 4 x 68, each an MLP "
        "encoder and a projection head with batch norm, nidl's BarlowTwins estimator, a "
        "LightningModule fitted by a Lightning Trainer at its default accelerator and devices; "
        "two views of each sample drawn in the data set's transforms (NumPy masks and noise "
        "per sample, MultiViewsTransform); the Barlow Twins loss on the cross-correlation of "
        "the two views' embeddings, each standardised over the batch (mean and std over dim "
        "0, nidl/losses/barlowtwins.py); AdamW with a scheduler; validation each epoch; then "
        "embeddings, MDS plots, linear and KNN regression of age)",
        "differ",
        "its loss standardises each view's embeddings by their mean and standard deviation "
        "over the batch and sums the squared cross-correlation of the two views over the "
        "batch's samples (nidl/losses/barlowtwins.py): terms over the whole batch, not one "
        "per sample; each rank takes them over its slice (8 of 16), one process over the "
        "16, so the ranks train another loss than one process on the global batch; the "
        "views' draws are the data set's, in __getitem__, seeded per sample for the check",
        (
            Edit(
                "from nidl.datasets import OpenBHB\n",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..'))\nfrom nidl.datasets import OpenBHB\n",
                "the package on the path, as its readme's `pip install` puts it (the "
                "repository's own nidl/ at this commit)",
            ),
            Edit(
                'data_dir = "/tmp/openBHB"',
                'data_dir = "openBHB"',
                MADE + " (OpenBHB's ROI files, which it downloads from Hugging Face where "
                "absent: made beside the script, not in /tmp; "
                "corpus_data_n_01to05.nidl_openbhb_roi)",
            ),
            Edit(
                "batch_size = 128\nnum_workers = 10\n",
                "batch_size = 16\nnum_workers = 0\n",
                "batches of 16, not 128 (48 training samples made here: 3 steps an epoch), "
                "no loader workers (not 10)",
            ),
        ),
        # The example runs as a script (sphinx-gallery's plot_*.py: `python
        # plot_barlowtwins_openbhb.py`); its 10 epochs and two models left as written.
        paths=("nidl",),
        data="nidl_openbhb_roi",
        names="mixes the batch's samples",
        first_sight="kept",
    ),
    Recipe(
        "haopt-cifar10-meanteacher",
        *HAOPT,
        "main.py",
        "mean teacher semi-supervised learning (Tarvainen and Valpola's mean teacher on "
        "CIFAR-10 with few labels: a Shake-Shake ResNet-26 student and its EMA teacher, batch "
        "norm, shake coefficients drawn per sample with torch.rand in its autograd "
        "Function's forward and backward (resnet.py:132, :143); each batch from "
        "TwoStreamBatchSampler, unlabelled indices then labelled ones (np.random.permutation "
        "in the sampler), two augmented views per image (TransformTwice: random translation "
        "with NumPy and flips, in __getitem__); the student's cross entropy summed over the "
        "labelled targets (ignore_index -1) over the batch's rows, plus a ramped consistency "
        "MSE between student and teacher softmaxes summed, over classes and rows; SGD with a "
        "linear ramp-up; the teacher's EMA after each step; validation each epoch, "
        "TensorBoard, checkpoints)",
        "agree",
        "its batch sampler's batches of 8 (4 unlabelled, 4 labelled) are split per rank (4 + "
        "4): the supervised term, a cross entropy summed over the labelled targets divided "
        "by the batch's rows, and the consistency term, an MSE summed and divided by the "
        "classes and the rows, are each a mean of one term per sample over the rows "
        "(meanteacher.py:151, :160), so one process's average; the sampler draws on every "
        "rank from rank 0's state; the shake coefficients are drawn per sample in the "
        "model's Function (switched off, or keyed by sample, for the check); the views' "
        "draws are the data's; the teacher's forward under no_grad; its batch norm runs per "
        "rank in training, named beside the agree",
        (
            Edit(
                "    device, local_rank = setup(distributed=cfg.use_ddp)\n"
                "    torch.cuda.set_device(device)\n",
                "    device, local_rank = setup(distributed=cfg.use_ddp)\n"
                "    if device.type == 'cuda': torch.cuda.set_device(device)\n",
                "the CPU: it sets the CUDA device it chose, the CPU where CUDA is absent "
                "(ValueError: expected a cuda device); on a GPU, as written",
            ),
            Edit(
                "correct_k = correct[:k].view(-1).float().sum(0, keepdim=True).cpu()",
                "correct_k = correct[:k].reshape(-1).float().sum(0, keepdim=True).cpu()",
                "its accuracy's view of a transposed tensor stops since torch 1.7 (not "
                "contiguous: a RuntimeError at the first step's accuracy, before the "
                "backward); reshape, the same values",
                "training_utils.py",
            ),
        ),
        # The readme's `python main.py --data_dir datadir/cifar10/ --dataset cifar10 --labels
        # data/cifar10_labels/4000_balanced_labels/00.txt --model_arch shake_resnet26
        # --unp_weight 100 --rampup_length 5 --labeled_batch_size 62 --batch_size 256 --epochs
        # 180` on the folders and label file made here, batches of 8 with 4 labelled (not 256
        # and 62), one epoch (not 180), no loader workers (not 4): 6 steps.
        args=(
            "--data_dir",
            "datadir",
            "--dataset",
            "cifar10",
            "--labels",
            "datadir/labels.txt",
            "--model_arch",
            "shake_resnet26",
            "--unp_weight",
            "100",
            "--rampup_length",
            "5",
            "--labeled_batch_size",
            "4",
            "--batch_size",
            "8",
            "--epochs",
            "1",
            "--workers",
            "0",
        ),
        paths=(
            "config.py",
            "dataset.py",
            "data_samplers.py",
            "data_transform.py",
            "model_factory.py",
            "resnet.py",
            "wrn.py",
            "meanteacher.py",
            "ema.py",
            "training_utils.py",
            "model_utils.py",
        ),
        data="haopt_cifar10_folders",
        names="batch norm per rank",
        first_sight=(
            "broken: differ: after 3 optimizer step(s) the parameters on 2 ranks differ from "
            "one process's computing the ranks' slices, first at "
            "'conv4_x.3.convs_brach1.1.weight' (largest difference 0.00302; that run again "
            "with its rounding moved by 1 ulp: 0.0001), with the warning that the ranks drew "
            "different batches from the same DataLoader (its sampler reads another source of "
            "randomness); again with --sync-batchnorm 0.131 against 0.113"
        ),
    ),
    Recipe(
        "aivaslab-mnist-svhn-meanteacher",
        *AIVASLAB,
        "old_src/mean_teacher.py",
        "mean teacher semi-supervised domain adaptation (French et al.'s self-ensembling, "
        "MNIST-50 to SVHN: a student and its EMA teacher, a 9-layer convolutional network "
        "with batch norm and dropout, called through .forward(); each step a batch of the "
        "SVHN loader and one of the MNIST loader's iterator, both shuffled; augmentation in "
        "the loop with NumPy, rows per sample (visda_aug.py); cross entropy on the labelled "
        "source plus 3 x an unsupervised term (compute_aug_loss): the squared difference of "
        "student and teacher softmaxes on two views, masked where the teacher is confident, "
        "scaled by a class balance from the teacher's batch sum, plus a class-balance loss, "
        "a binary cross entropy of the student's mean prediction over the batch "
        "(stu_out.mean(dim=0), mean_teacher.py:68); Adam, cosine annealing per step; the "
        "teacher's EMA after each step; checkpoints)",
        "agree",
        "its target loader's batches of 16 (and the source iterator's) are split per rank (8 "
        "+ 8): the cross entropy on the source batch is a mean of one term per sample, so "
        "one process's average; its unsupervised term is 0 with its gradient at every step "
        "checked (a plain run printed SELF Loss 0.0000 at all 6 steps): the consistency and "
        "the class-balance terms are both multiplied by the teacher's confidence mask "
        "(conf_tea > 0.968, mean_teacher.py:45, and :75), which a fresh teacher on the "
        "data made here never reaches, so the class balance's mean over the batch "
        "(stu_out.mean(dim=0), :68), which would mix the batch's samples, feeds no gradient "
        "here; its augmentation in the loop draws NumPy rows per sample (size=(len(X), ...), "
        "keyed by sample for the check); its dropout is switched off; its batch norm runs per "
        "rank in training, named beside the agree",
        (
            Edit(
                "import dataset_svhn_balanced\n",
                "import dataset_svhn_balanced\n"
                "torch.Tensor.cuda = lambda self, *args, **kwargs: self\n"
                "nn.Module.cuda = lambda self, *args, **kwargs: self\n",
                "the CPU: its code calls .cuda() on its networks and batches, with no flag; "
                ".cuda() made to leave them where they are",
            ),
            Edit(
                "self.source_loader = torchdata.DataLoader(self.source_dataset, batch_size=256, "
                "shuffle=True, num_workers=4,",
                "self.source_loader = torchdata.DataLoader(self.source_dataset, batch_size=16, "
                "shuffle=True, num_workers=0,",
                "batches of 16, not 256 (written in), no loader workers (not 4)",
            ),
            Edit(
                "self.target_loader = torchdata.DataLoader(self.target_dataset, batch_size=256, "
                "shuffle=True, num_workers=4,",
                "self.target_loader = torchdata.DataLoader(self.target_dataset, batch_size=16, "
                "shuffle=True, num_workers=0,",
                "batches of 16, not 256 (written in), no loader workers (not 4): 6 steps over "
                "the 96 SVHN images made here",
            ),
            Edit(
                "import torchvision.datasets as datasets\n",
                "import torchvision.datasets as datasets\nimport corpus_data_j_16to20; "
                "datasets.SVHN = corpus_data_j_16to20.SVHN\n",
                MADE + " (SVHN, which torchvision reads from its .mat files after a download: "
                "corpus_data_j_16to20.SVHN, 256 training images)",
                "old_src/dataset_svhn_balanced.py",
            ),
        ),
        # The repository has no readme at HEAD; the hit's src/mean_teacher.py is
        # old_src/mean_teacher.py at HEAD (renamed whole, "Rename old src"), run as its parser
        # allows: one epoch (not 100), its learning rate and separate forwards left as they
        # are.
        args=("--epochs", "1"),
        paths=(
            "old_src/dataset_mnist50.py",
            "old_src/dataset_svhn_balanced.py",
            "old_src/dataset_mnist_svhn.py",
            "old_src/network_mnist_svhn.py",
            "old_src/visda_aug.py",
            "old_src/utils.py",
        ),
        data="aivaslab_mnist50_svhn",
        names="batch norm per rank",
        first_sight="kept",
    ),
)
