"""Batch h, topics (13) to (15): batch h's rule (corpus_first_sight_h.py's docstring, verbatim
there) applied to domain adaptation with a gradient reversal layer, energy-based model
training, and differentiable architecture search DARTS. Five scripts from five repositories:
two for topic 13, two for topic 14, one for topic 15 (no second repository qualified); at
first sight 3 of 5 kept. Each recipe was run in one plain Python process, prepared as
benchmarks/corpus.py prepares it, until it ended without error (its time given below, with
the load of the 2-core machine, shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wth, 2026-11-29, one at a time behind the batch's lock, each once, --timeout
900, from a private copy of the benchmarks holding no other part of batch h), before any change
made for it.

Read as batches c to g read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, or a GitHub Pages project address OWNER.github.io/NAME, the repository OWNER/NAME), in
its own address or in the text the search returns, in the order the page gives them; a page
of another host names none. "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, the other helpers' parts of batch h included (checked just before
each was taken: none of the repositories below was named). Ranks are the results' own. Per
topic, in the order the results came:

13. Domain adaptation with a gradient reversal layer, `code` (query "domain adaptation with a
    gradient reversal layer pytorch training loop example"): PRCinguhou/domain-adaptation
    (rank 1, README.md; HEAD 3536586f86aadf06a38535c3aa53d53fc2bd06c1) skipped, no training
    script that runs: reverse_grad.py, the readme's gradient-reversal command (its first,
    source_only.py, trains without one), imports LoadData_1, which the repository does not
    hold, and unpacks a prediction and a feature from model.py's encoder, which returns 1,024
    features alone (no class head) to a domain classifier that takes 2,048: at HEAD there is
    no model of the script's to train, and making one would be writing its training.
    yunshiuan/Transfer-Learning-Library (rank 2, sandbox/logs/dann/version_log.md, a fork of
    THUML's TLlib; HEAD 7b0ccb3a8087ecc65daf4b1e815e5a3f42106641) taken. The hit's sandbox/
    is not at HEAD; its log runs dann.py, as the readme's "typical usage" does: `python
    dann.py data/office31 -d Office31 -s A -t W -a resnet50 --epochs 20`
    (examples/domain_adaptation/image_classification/dann.py). Made here: Office-31's image
    lists and pictures (corpus_data_h_13to15.tllib_office31: 24 Amazon, 16 Webcam and 4
    DSLR JPEGs of 36 x 36; the data set's folders there, it downloads nothing). Its own
    flags: --scratch (no ImageNet weights, a download) with its default ResNet-18 (not the
    readme's ResNet-50), pictures resized to 32, batches of 8, one epoch of 4 steps, no loader
    workers. Edits: np.float and torchvision's moved load_state_dict_from_url and model_urls
    (this environment's), and two of the script's own faults at its end (its logger closes
    the standard streams, so Python's exit flush fails with 120; a first epoch of accuracy 0
    writes no best checkpoint, which the test then loads). wilds 2.0.0 installed into .venv
    from PyPI (utils.py imports it; with it ogb, outdated and littleutils); timm was there.
    Plain run: 80 s, exit 0, at load 12 to 14 (its steps took 8 to 11 s with two OpenMP
    threads on the loaded cores; a run with OMP_NUM_THREADS=1, before the last two edits,
    took 47 s, steps under 1 s). Freedom-JJ/DANN-CWRU (rank 3, README.md; HEAD
    87fb5b78c3e0d5f57b8179ebdf96e742c61931fa) taken: its readme runs `python main.py`, DANN
    on the CWRU bearing data (wavelet scalograms by PyWavelets, a CNN with a reversal layer
    before its domain head). Made here: the 36 recordings it names (corpus_data_h_13to15.
    cwru_bearings: MATLAB files of 2,048 samples; the repository's dataset is a link to the
    author's home). Edits: CPU (its cuda = True, for device 3), batches of 4 and 16 samples
    a data set (both written in), one epoch, DataLoader iterators' Python 2 .next(), torch
    2.6's weights_only for the whole model its test loads, and its own faults (the typo tesct
    at the first epoch's end, and a summary that needs a target accuracy above 0). PyWavelets
    1.9.0 installed into .venv from PyPI. Plain run: 92 s, exit 0, at load 10 to 13 (the
    whole model, 150 MB, is saved every step, as written). The rest of `code` was not needed
    (rank 4 is diegobonilla98/Unsupervised-Domain-Adaptation-Pytorch; ranks 5-12 name no
    repository).

14. Energy-based model training, `code` (query "energy-based model training pytorch training
    loop example"): SmallBiteCoder/Python-Ml-Coarse (rank 1) is in the corpus (batch f).
    Pinaking111/YuanZhuang_GenAI (rank 2, assignment4/train_energy.py; HEAD
    3e8e5defca67820131e307bffd34031dac785d2b) taken: the root readme's current assignment is
    the fifth (a GPT-2 fine-tune from the hub); the hit's folder's readme, assignment 4's,
    runs `python assignment4/train_energy.py`, the hit's script. Made here: CIFAR-10
    (corpus_data.CIFAR10, 256 training images: 4 steps of 64). No other edit: it takes CUDA
    where there is one, one epoch as written. Plain run: 27 s, exit 0, at load 10.
    JinChengYing/Energy-based-model (rank 3, README.md; HEAD
    367778bfa12f46fb240fb2432d58db586613f161) taken: its readme runs train.py, the UvA deep
    EBM tutorial's model on MNIST in PyTorch Lightning (its MNIST files in the repository are
    absent from the mirror, the large ones stored apart). Made here: MNIST, 96 training and 32
    test images (corpus_data_h_13to15.SmallMNIST, corpus_data's MNIST cut to 3 steps of 32).
    Edits: batches of 32 and the model's batch_size hyperparameter (its sampler's number of
    negatives) with them (not 128, both written in), one epoch (not 50), no loader workers
    (its Windows choice, not 4), 32 Langevin steps (not 256) for the samples plotted after
    training. pytorch-lightning 2.6.6, seaborn and matplotlib-inline were in .venv. Plain run:
    105 s, exit 0, at load 8 to 10 (36 s with OMP_NUM_THREADS=1: its epoch took 67 s with two
    OpenMP threads on the loaded cores, 4 s with one). The rest of `code` was not needed.

15. Differentiable architecture search DARTS, `code` (query "differentiable architecture
    search DARTS pytorch training loop example"): AI-Tech-Research-Lab/AsquaredM (rank 1,
    scripts/darts-search.sh; HEAD 5a303f9b315f93f638163f10341c87f30551b823) taken: its readme
    names scripts/darts-search.sh for DARTS, launched from the main directory, which runs
    `python sota/cnn/train_search.py` with its flags, one run per seed (the hit's excerpt ran
    train_search.py from its folder). Made here: CIFAR-10 (corpus_data.CIFAR10). Its own
    flags: the script's, without Weights & Biases (a stand-in wandb module beside it, as the
    script imports it whatever --wandb says), seed 1, one epoch, batches of 16, 4 initial
    channels and 3 cells (not 16 and 8), a quarter of the 256 images to train (4 steps), the
    rest to search and validate. Edits: the repository's root on the path (the script puts the
    author's checkout, ~/workspace/darts-SAM, there), CPU (.cuda() and set_device unguarded,
    and an exit without a GPU), NumPy 2's np.sum of a generator, and its own fault at its end
    (json.dump of tensors). Plain run: 62 s, exit 0, at load 6 (the script sets 3 torch
    threads itself). NeroLoh/darts-tensorflow (rank 2, README.md; HEAD
    05e6228af144d7d09400a42e21af3e25c1ded862) skipped, another framework: cnn/train_search.py
    and its model are TensorFlow (its utils.py, kept from the original, imports torch for
    nothing it trains). microsoft/nni (rank 3, docs/zh_CN/NAS/DARTS.md; HEAD
    767ed7f22e1e588ce76cbbecb6c6a4a76a309805) skipped, no training script at HEAD: the page's
    `python3 search.py` (examples/nas/darts, at HEAD examples/nas/legacy/oneshot/darts/
    search.py) imports nni.nas.pytorch.callbacks and nni.retiarii's DartsTrainer, which the
    package at HEAD (NNI 3) no longer holds. KunlinY/darts-parallel (rank 4,
    darts_slow/run/run_darts_parallel.sh; HEAD 7cbab93c885554de44fc5dc6d575ef36ae1da538)
    skipped, no training script that runs: the hit's darts_slow/search.py (its folder's
    readme runs the same) is a torch.distributed.rpc parameter server of --world_size
    processes (4), each started by hand with its --rank; the hit's command gives none, and the
    config's '%d' of None stops it before anything, and its epoch loop calls .owner() on a
    Python list before the first step. Ranks 5-12 name no repository. `code` having named one
    that qualified, `pages` was asked the same query: 526net.com (rank 1) is another host
    and its text names no repository; nni.readthedocs.io (rank 2) and developer.sourcefind.cn
    (rank 3, a mirror of NNI's docs) name github.com/Microsoft/nni, skipped above; pdfslide.us
    (rank 4, the paper) names none in the text returned; mc.ai (rank 5) names
    tinhb92/rnn_darts_fastai (HEAD 7f214b13c0a9104b6e1bea9dfdac99561ec902b9), skipped, no
    training script: its readme's steps are Jupyter notebooks (fastai v1's Learner), and
    train_search.py holds the classes they import, no entry; rank 6 (the paper's text in a
    data set) names none; ecp-candle.github.io/Candle (rank 7), the repository
    ECP-CANDLE/Candle (HEAD 313ac8cb63e4fdd7f52dcef89fda8e65f3bdd3d4), skipped, no training
    script at HEAD: the DARTS examples the page describes (Uno, Advanced) are not in it (its
    examples are Keras MNIST and U-Net scripts, and docs_ holds the page alone); rank 8 is
    another host. One script for this topic.

Skips: 6, each with its reason above (PRCinguhou/domain-adaptation, NeroLoh/darts-tensorflow,
microsoft/nni, KunlinY/darts-parallel, tinhb92/rnn_darts_fastai, ECP-CANDLE/Candle);
SmallBiteCoder/Python-Ml-Coarse, in the corpus, is passed over, not skipped. Installed into
.venv from PyPI: wilds 2.0.0 (with ogb 1.3.6, outdated 0.2.2, littleutils 0.2.4) and
PyWavelets 1.9.0.

First sight, 3 of 5 kept:
- tllib-dann-office31: broken, `agree` with batch norm per rank unnamed: against one process
  (largest difference 0.124 at 'backbone.conv1.weight', beyond float tolerance but within 10x
  one process against itself with 1 ulp and each batch reversed, 0.204, "taken for the
  script's own sensitivity to rounding"), BatchNorm2d's warning beside it. The cause appears
  to be that no usable run of the split's arithmetic was made (the model's input is
  torch.cat((x_s, x_t)), two loaders' slices joined, not a batch a DataLoader gave, and the
  split's run ran DomainAdversarialLoss whole: "its outputs on the slices cannot be joined"),
  so --verify compared the ranks with one process, and its yardstick, large for a ResNet
  trained from scratch by SGD, swallowed the gap batch norm per rank makes, called rounding,
  without the run under --sync-batchnorm that tells batch norm per rank from a fault. The rule
  missing: where batch norm is per rank and the ranks are beyond tolerance of one process, run
  them again with --sync-batchnorm before any gap is taken for rounding (as is done where no
  run of the split can be made and they differ), and name batch norm per rank; and a forward
  whose input joins DataLoader batches is split as the batches it is made of.
- freedomjj-dann-cwru: broken, `agree` with batch norm per rank unnamed, the same way: against
  one process (0.00593 at 'class_classifier.c_fc2.weight', within 10x the yardstick's
  0.00575, taken for rounding), BatchNorm2d's warning and dropout switched off (F.dropout2d
  at model.py:42) beside it. The cause appears to be the same rule: the split's run ran
  NLLLoss whole ("its outputs on the slices cannot be joined") and was not the verdict's
  measure (the model is called with the batch by keyword, input_data=, in two forwards a
  step), and the gap batch norm per rank makes was called rounding with no run under
  --sync-batchnorm.
- pinaking-energy-cifar10: kept (`agree` against one process computing the ranks' slices,
  1.83e-07, the noise's rows drawn by the global sample, randn_like at train_energy.py:26; the
  split itself 1.09e-05, rounding).
- jinchengying-ebm-mnist: kept (`differ`, 0.000581 against a yardstick of 2e-05, naming
  np.random.binomial, torch.rand and torch.randn in Sampler.py and torch.randn_like in
  energy_model.py "drawn in the training loop"), but not by the reading's route: the verdict
  warns that the optimizer steps follow a DataLoader pass that was not split (it began after
  a module's eval(), which appears to be Lightning's validation sanity check or the
  sampler's own eval() inside each step), so every rank trained on whole batches and the
  misplaced chunk(2) predicted below never arose; its randn_like over the real batch is then
  "not a row per sample".
- asquaredm-darts-search: kept (`agree` against one process computing the ranks' slices,
  4.66e-10; the split itself 0.0024, "batch norm per rank", closed by --sync-batchnorm to
  6.44e-07).

Doubts for the lead:
- Topic 13, PRCinguhou: skipped as having no training script that runs (a missing module and
  a model that cannot give what the script unpacks); a reading that fixes it would have to
  write the classifier's head, which is training logic. Its readme's first command,
  source_only.py, has no reversal layer; reverse_grad.py is the topic's.
- Topic 13, TLlib: `agree` naming batch norm per rank is the reading; a gap of 0.124 within a
  yardstick of 0.204 after 3 SGD steps says the yardstick cannot tell batch norm per rank from
  a fault here at all. Freedom-JJ likewise (0.00593 against 0.00575).
- Topic 14, JinChengYing: the reading was `differ` for two causes (the sampler's negatives
  sized by the global batch, so a rank's chunk(2) mixes negatives into its real energies, and
  the draws in training_step), with the draws as the named cause; the run said `differ`
  naming the draws, but on whole batches per rank (a pass taken for evaluation), so the batch
  size written into the hyperparameters was never exercised. Whether a correct run should
  split Lightning's training pass here (the eval() calls come inside the step, and after the
  sanity check Lightning calls train() again) is for the lead; pl.seed_everything(42) on
  every rank also makes the ranks' draws alike, so "each rank draws its own" holds only once
  their streams part.
- Topic 15, AsquaredM: the validation batch is next(iter(valid_queue)), a new pass each step;
  the reading took it as split per rank like the training batch, which the run confirmed.
- Time: on this machine (2 cores, load 6 to 14) torch's two OpenMP threads per process made
  steps 10 to 15 times slower than one thread (TLlib 8-11 s against under 1 s a step;
  JinChengYing's epoch 67 s against 4 s); the plain-run times above are with the default
  threads, as corpus.py runs them. The first sights took 19 to 126 s each.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

TLLIB = ("yunshiuan/Transfer-Learning-Library", "7b0ccb3a8087ecc65daf4b1e815e5a3f42106641")
CWRU = ("Freedom-JJ/DANN-CWRU", "87fb5b78c3e0d5f57b8179ebdf96e742c61931fa")
PINAKING = ("Pinaking111/YuanZhuang_GenAI", "3e8e5defca67820131e307bffd34031dac785d2b")
JINCHENGYING = ("JinChengYing/Energy-based-model", "367778bfa12f46fb240fb2432d58db586613f161")
ASQUAREDM = ("AI-Tech-Research-Lab/AsquaredM", "5a303f9b315f93f638163f10341c87f30551b823")
# A script that calls .cuda() and torch.cuda.set_device unguarded: on a machine without CUDA
# its tensors and modules are left where they are, on the CPU (as batch g's CPU_WITHOUT_CUDA,
# with set_device). Under multigpu run CUDA is said to be there (a rank's GPU, or the CPU
# standing in for it), so this changes nothing there.
CPU_WITHOUT_CUDA = (
    "\nif not torch.cuda.is_available():  # the CPU where there is no GPU\n"
    "    torch.Tensor.cuda = lambda self, *args, **kwargs: self\n"
    "    torch.nn.Module.cuda = lambda self, *args, **kwargs: self\n"
    "    torch.cuda.set_device = lambda *args, **kwargs: None\n"
)
BN_SPLIT = (
    "batch norm per rank is the split's own effect, named beside the agree (closed by "
    "--sync-batchnorm)"
)
TLLIB_DIR = "examples/domain_adaptation/image_classification/"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "tllib-dann-office31",
        *TLLIB,
        TLLIB_DIR + "dann.py",
        "domain adaptation (TLlib's DANN on Office-31, Amazon to Webcam: a ResNet-18 trunk "
        "from scratch with a bottleneck (linear, batch norm) and a classifier, run once on "
        "the source and target batches concatenated, its outputs chunked back in two; "
        "cross-entropy on the source plus DomainAdversarialLoss, a gradient reversal layer "
        "whose coefficient warms up with its own iteration count before a domain "
        "discriminator with batch norm, binary cross-entropy means on both halves; two "
        "shuffled DataLoaders with drop_last behind ForeverDataIterator, random flips; SGD "
        "with Nesterov momentum, LambdaLR per step; validation, checkpoints and a text log "
        "that stdout and stderr are redirected into)",
        "agree",
        "its two shuffled DataLoaders' batches of 8 are split per rank (4 + 4 of each): a rank "
        "concatenates its source and target slices, and chunk(2) gives back its own halves; "
        "the losses are means of one term per sample (cross-entropy, and the discriminator's "
        "binary cross-entropy through the reversal layer, whose coefficient is the same on "
        "every rank); the flips are the data's, drawn per sample; no dropout, nothing drawn "
        "in training: one process's average, and " + BN_SPLIT + ": the trunk, the "
        "bottleneck and the discriminator normalise each rank's 8 rows, not 16",
        (
            Edit(
                "coeff = np.float(",
                "coeff = float(",
                "NumPy 1.24 removed np.float, which the reversal layer's coefficient is cast "
                "with at each forward: Python's float, which np.float was",
                file="dalib/modules/grl.py",
            ),
            Edit(
                "from torchvision.models.utils import load_state_dict_from_url\n"
                "from torchvision.models.resnet import BasicBlock, Bottleneck, model_urls",
                "from torch.hub import load_state_dict_from_url\n"
                "from torchvision.models.resnet import BasicBlock, Bottleneck\n"
                "model_urls = {}",
                "torchvision 0.13 removed torchvision.models.utils (load_state_dict_from_url "
                "is torch.hub's) and resnet's model_urls (the weights' addresses, read only "
                "where pretrained, which --scratch is not): the import fails in one process",
                file="common/vision/models/resnet.py",
            ),
            Edit(
                "    def close(self):\n        self.logger.close()",
                "    def close(self):\n        self.logger.flush()",
                "the script's own fault at its end: CompleteLogger.close() closes the console "
                "stream and the log file while they are still sys.stdout and sys.stderr, so "
                "Python's flush at exit fails and the process exits 120 after training and "
                "testing; flushed, both are closed when the process ends",
                file="common/utils/logger.py",
            ),
            Edit(
                "    best_acc1 = 0.\n",
                "    best_acc1 = -1.\n",
                "the script's own fault: an epoch of accuracy 0 (a first epoch of 4 steps on "
                "31 classes often is) saves no best checkpoint, and the test then loads "
                "checkpoints/best.pth, which is not there; one below any accuracy",
            ),
        ),
        # The readme's command (Office-31, A to W) with the script's own flags: its default
        # ResNet-18 from scratch (not the readme's ResNet-50 with ImageNet weights, a
        # download), pictures resized to 32 (not cropped to 224), batches of 8 (not 32), one
        # epoch of 4 steps (not 20 of 1,000), no loader workers (not 2).
        args=(
            "data/office31",
            "-d",
            "Office31",
            "-s",
            "A",
            "-t",
            "W",
            "--scratch",
            "--epochs",
            "1",
            "-i",
            "4",
            "-b",
            "8",
            "--train-resizing",
            "res.",
            "--val-resizing",
            "res.",
            "--resize-size",
            "32",
            "-p",
            "1",
            "-j",
            "0",
        ),
        paths=(TLLIB_DIR + "utils.py", "dalib", "common"),
        names="batch norm per rank",
        data="tllib_office31",
        first_sight=(
            "broken: agree, batch norm per rank unnamed: after 3 optimizer step(s) the "
            "parameters on 2 ranks agree with one process's (largest difference 0.124, at "
            "'backbone.conv1.weight'; beyond float tolerance, but within 10x one process "
            "against itself with its rounding moved by 1 ulp and each batch reversed (0.204), "
            "taken for the script's own sensitivity to rounding), BatchNorm2d's warning "
            "beside it"
        ),
    ),
    Recipe(
        "freedomjj-dann-cwru",
        *CWRU,
        "main.py",
        "domain adaptation (DANN on the CWRU bearing vibrations: each sample a continuous "
        "wavelet transform (pywt, 256 scales of 256 samples) of a recording, source at motor "
        "load 0, target at load 1; a CNN with batch norm and Dropout2d, a class head (batch "
        "norm, dropout, log-softmax) and a domain head behind a gradient reversal layer whose "
        "alpha follows the step; NLL on the source labels plus 0.1 times the domain NLL on "
        "both domains, a forward per domain; two shuffled DataLoaders iterated by hand; Adam; "
        "the whole model saved every step and tested after each epoch)",
        "agree",
        "its two shuffled DataLoaders' batches of 4 are split per rank (2 + 2), each domain's "
        "slice through its own forward (passed as input_data=); the losses are NLL means of "
        "one term per sample; alpha comes from the step's index, and the seed Python's random "
        "draws is drawn before training; dropout is switched off for the check; one process's "
        "average, and " + BN_SPLIT,
        (
            Edit(
                "    cuda = True\n    cudnn",
                "    cuda = torch.cuda.is_available()\n    cudnn",
                "CPU: it moves its model, losses and batches to CUDA device 3 whatever is "
                "there; where CUDA is said to be (under multigpu run) it still does",
            ),
            Edit(
                "    cuda = True\n    device",
                "    cuda = torch.cuda.is_available()\n    device",
                "CPU: likewise the test's model and batches",
                file="test.py",
            ),
            Edit(
                "    batch_size = 16\n",
                "    batch_size = 4\n",
                "batches of 4, not 16 (written in): a sample is a 256 x 256 scalogram and the "
                "second convolution alone costs 1.2 GMAC a sample",
            ),
            Edit("    n_epoch = 100\n", "    n_epoch = 1\n", "one epoch, not 100"),
            Edit(
                "data_source_iter.next()",
                "next(data_source_iter)",
                "torch's DataLoader iterators no longer have Python 2's .next() (next() is "
                "what it called)",
            ),
            Edit("data_target_iter.next()", "next(data_target_iter)", "likewise"),
            Edit(
                "data_target_iter.next()",
                "next(data_target_iter)",
                "likewise in the test",
                file="test.py",
            ),
            Edit(
                "accu_s = tesct(",
                "accu_s = test(",
                "the script's own fault: a NameError (tesct) at the first epoch's end, after "
                "its training; the test it imports",
            ),
            Edit(
                "    best_accu_t = 0.0\n",
                "    best_accu_t = -1.0\n",
                "the script's own fault: where the epoch's target accuracy is 0, best_accu_s "
                "is never set and the summary stops on a NameError; one below any accuracy",
            ),
            Edit(
                "'cwru_model_epoch_current.pth'\n    ))",
                "'cwru_model_epoch_current.pth'\n    ), weights_only=False)",
                "torch 2.6's torch.load defaults to weights_only=True, which refuses the whole "
                "pickled model the script saved itself",
                file="test.py",
            ),
            Edit(
                "        return 1000 #",
                "        return 16 #",
                "16 samples a data set, not 1,000 (written in): 4 steps of 4",
                file="CWRUDataset.py",
            ),
        ),
        paths=(
            "model.py",
            "functions.py",
            "CWRUDataset.py",
            "data_loader.py",
            "test.py",
            "models/.gitkeep",
        ),
        names="batch norm per rank",
        data="cwru_bearings",
        first_sight=(
            "broken: agree, batch norm per rank unnamed: after 3 optimizer step(s) the "
            "parameters on 2 ranks agree with one process's (largest difference 0.00593, at "
            "'class_classifier.c_fc2.weight'; beyond float tolerance, but within 10x one "
            "process against itself with its rounding moved by 1 ulp and each batch reversed "
            "(0.00575), taken for the script's own sensitivity to rounding), BatchNorm2d's "
            "warning and dropout switched off beside it"
        ),
    ),
    Recipe(
        "pinaking-energy-cifar10",
        *PINAKING,
        "assignment4/train_energy.py",
        "energy-based model (a small CNN's scalar energy, pushed down on CIFAR-10 images and "
        "up on Gaussian noise drawn in the loop with torch.randn_like, a row per image: "
        "e_real.mean() - e_fake.mean(); a shuffled DataLoader of 64; Adam; the weights saved "
        "at the end)",
        "agree",
        "its shuffled DataLoader's batches of 64 are split per rank (32 + 32); the noise is "
        "drawn in the loop a row per sample of the batch the loop holds (randn_like), which "
        "--verify draws by the global sample it belongs to; the loss is a difference of two "
        "means (terms that cancel: rounding of their size); no batch norm, no dropout: one "
        "process's average, exact to rounding",
        (
            Edit(
                "from torchvision import datasets, transforms",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.CIFAR10 = corpus_data.CIFAR10",
                MADE,
            ),
        ),
        paths=("assignment4/energy_model.py",),
        first_sight="kept",
    ),
    Recipe(
        "jinchengying-ebm-mnist",
        *JINCHENGYING,
        "train.py",
        "energy-based model (the UvA tutorial's deep EBM on MNIST in PyTorch Lightning: a "
        "Swish CNN's energy; each training_step draws its negatives from a replay buffer of "
        "Langevin chains (np.random.binomial for how many start afresh, random.choices for "
        "which old ones go on, 60 steps of noise and input gradients with the model in "
        "eval()), concatenates the real batch, with a little randn_like noise, and the "
        "negatives, and chunks the energies in two; contrastive divergence plus a square "
        "regulariser; a Trainer on one device with gradient clipping, a checkpoint callback "
        "on the validation divergence, CSV logs; samples plotted after training)",
        "differ",
        "its shuffled DataLoader's batches of 32 are split per rank (16 + 16), but the "
        "sampler's batch of negatives is the global batch size written into the model's "
        "hyperparameters (32): a rank concatenates its 16 real images with 32 negatives and "
        "chunk(2) puts 8 negatives among its 'real' energies, so the ranks train another loss "
        "than one process; and each step draws which chains go on (random.choices, "
        "np.random.binomial) and their noise in the training step, each rank from its own "
        "streams from the first backward on. A correct verdict is differ and names the draws "
        "made in the training loop",
        (
            Edit(
                "from torchvision.datasets import MNIST",
                "from corpus_data_h_13to15 import SmallMNIST as MNIST",
                MADE + " (96 training and 32 test images, corpus_data's MNIST cut to 3 steps)",
                file="data_loader.py",
            ),
            Edit(
                "train_loader = data.DataLoader(train_set, batch_size=128,",
                "train_loader = data.DataLoader(train_set, batch_size=32,",
                "batches of 32, not 128 (written in): each step runs 60 Langevin steps over "
                "the batch's negatives",
                file="data_loader.py",
            ),
            Edit(
                "        batch_size=128,\n",
                "        batch_size=32,\n",
                "the model's batch_size hyperparameter, its sampler's number of negatives, "
                "kept equal to the loader's batch as the script has them",
            ),
            Edit("max_epochs=50,", "max_epochs=1,", "one epoch (3 steps), not 50"),
            Edit(
                "num_workers = 0 if sys.platform == 'win32' else 4",
                "num_workers = 0",
                "no loader workers (the script's own choice on Windows), not 4 on 2 shared cores",
                file="data_loader.py",
            ),
            Edit(
                "GenerateCallback(batch_size=4, vis_steps=8, num_steps=256)",
                "GenerateCallback(batch_size=4, vis_steps=8, num_steps=32)",
                "the samples plotted after training made in 32 Langevin steps, not 256",
            ),
        ),
        paths=(
            "energy_model.py",
            "Sampler.py",
            "CNN.py",
            "data_loader.py",
            "Callback.py",
            "results",
        ),
        names="drawn in the training loop",
        first_sight="kept",
    ),
    Recipe(
        "asquaredm-darts-search",
        *ASQUAREDM,
        "sota/cnn/train_search.py",
        "architecture search (first-order DARTS on CIFAR-10: a supernet of cells whose edges "
        "mix eight operations (separable and dilated convolutions, pools with batch norm, "
        "skip) weighted by the architecture's alphas, plain tensors outside the model's "
        "parameters; each step an Adam step of the alphas on a batch of the validation half "
        "(next(iter(...)) of a SubsetRandomSampler loader, a new pass each step), then an SGD "
        "step of the weights on the training half's batch with the alphas swapped for their "
        "softmax; cross-entropy means, gradient clipping, cosine schedule; the genotype logged "
        "and the weights saved each epoch)",
        "agree",
        "its two DataLoaders (SubsetRandomSampler over the halves) are split per rank: the "
        "training batch of 16 and the validation batch drawn by a new pass each step (8 + 8 "
        "of each); both losses are cross-entropy means; the alphas, the same tensors on every "
        "rank, are averaged as weights; no dropout (drop path 0), nothing drawn in training: "
        "one process's average, and " + BN_SPLIT + " (the stem and every pool's batch norm)",
        (
            Edit(
                "sys.path.insert(0, os.path.expanduser('~/workspace/darts-SAM'))",
                "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "
                "'..', '..'))",
                "the repository's root on the path, as the script's own line puts the "
                "author's checkout of it there (~/workspace/darts-SAM)",
            ),
            Edit(
                "import torchvision.datasets as dset\n",
                "import torchvision.datasets as dset\n"
                "import corpus_data; dset.CIFAR10 = corpus_data.CIFAR10\n",
                MADE,
            ),
            Edit(
                "import torch\nimport optimizers",
                "import torch" + CPU_WITHOUT_CUDA + "import optimizers",
                "CPU: .cuda() on the model, the loss, every batch and the alphas, and "
                "set_device, unguarded",
            ),
            Edit(
                "        logging.info('no gpu device available')\n        sys.exit(1)",
                "        logging.info('no gpu device available')",
                "CPU: it exits where there is no GPU",
            ),
            Edit(
                "'val-acc': best_acc, 'val-loss': best_loss,",
                "'val-acc': float(best_acc), 'val-loss': float(best_loss),",
                "the script's own fault at its end: its meters average tensors, which "
                "json.dump cannot write (a TypeError after training); their values",
            ),
            Edit(
                "return np.sum(np.prod(v.size()) for",
                "return sum(np.prod(v.size()) for",
                "NumPy 2 refuses np.sum of a generator (the parameter count logged at start): "
                "Python's sum, which it fell back to",
                file="optimizers/darts/utils.py",
            ),
        ),
        # wandb is imported whatever --wandb says (the package is not installed here).
        files={"wandb.py": "# a stand-in: train_search.py imports wandb; --wandb False\n"},
        # The hit's scripts/darts-search.sh (first-order DARTS, seed 1) without Weights &
        # Biases, one epoch (not 50), batches of 16 (not 64), 4 initial channels and 3 cells
        # (not 16 and 8), and a quarter of the images to train (4 steps), the rest to search.
        args=(
            "--save",
            "results/darts_search",
            "--dataset",
            "cifar10",
            "--data",
            "../datasets/cifar10",
            "--seed",
            "1",
            "--batch_size",
            "16",
            "--weight_decay",
            "3e-4",
            "--epochs",
            "1",
            "--momentum",
            "0.9",
            "--learning_rate",
            "0.025",
            "--learning_rate_min",
            "0.001",
            "--init_channels",
            "4",
            "--layers",
            "3",
            "--grad_clip",
            "5",
            "--arch_learning_rate",
            "3e-4",
            "--arch_weight_decay",
            "1e-3",
            "--betadecay",
            "False",
            "--unrolled",
            "False",
            "--gpu",
            "0",
            "--wandb",
            "False",
            "--sam",
            "False",
            "--rho_alpha_sam",
            "1e-1",
            "--w_nor",
            "0.5",
            "--k_sam",
            "1",
            "--train_portion",
            "0.25",
        ),
        paths=(
            "imagenet16.py",
            "optimizers/darts/utils.py",
            "optimizers/darts/architect.py",
            "sota/cnn/model_search.py",
            "sota/cnn/operations.py",
            "sota/cnn/genotypes.py",
            "sota/cnn/spaces.py",
            "attacker/perturb.py",
            "attacker/linf_sgd.py",
        ),
        names="batch norm per rank",
        first_sight="kept",
    ),
)
