"""Batch h, topics (19) to (21): batch h's rule (corpus_first_sight_h.py's docstring, verbatim
there) applied to hypernetwork, ECG classification with a 1D CNN, and deep hashing for image
retrieval. Six scripts from six repositories, two per topic; at first sight 5 of 6 kept.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wth (6a3c28d), 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Read as batches c to g read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, a mirror's address that holds OWNER/NAME as batch f read them, or a GitHub Pages project
address), in its own address or in its text, in the order the page gives them; a page of
another host names none. "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, the other helpers' parts of batch h included (checked just before
each was taken: none of the repositories taken below was named). Ranks are the results' own.
Per topic, in the order the results came:

19. Hypernetwork, `code` (query "hypernetwork pytorch training loop example"):
    g1910/HyperNetworks (ranks 1, 2 and 4, README.md; HEAD
    5b75f2b959141ece82a47c3b0e6246b91fea4246) taken: its readme's command, `python train.py`,
    Ha et al.'s static hypernetwork on CIFAR-10. Made here: CIFAR-10, 32 training and 8 test
    images (corpus_data_h_19to21.CIFAR10, corpus_data.CIFAR10 made smaller: the script runs
    whole epochs, its max_iter looked at between them). Edits: batches of 8 (not 128), 4
    iterations (not 1,000,000), its .cuda() calls (the script's three, an embedding's z in
    primary_net.py, the hypernetwork's four parameters in hypernetwork_modules.py), and
    loss.data[0] (a 0-dim tensor). Its 4 loader workers are kept. Plain run: 89.5 s, exit 0, at
    load 11.4 (204 s with 256 and 64 images in batches of 32: a step costs about 8 s whatever
    its batch: the hypernetwork's 242 calls, 484 small matmuls, a forward, and its backward).
    omrijsharon/hypernetworks (rank 3, README.md; HEAD 9c0f52bd814713f6d1e3d3b2e9e09da489de07e8)
    skipped, no training script: one module (hyper_network.py: its HyperNetwork and
    HierarchicalHyperNetwork classes, a __main__ of one forward) and a readme of fragments,
    no optimizer and no loop. Ranks 5-12 name no repository. `code` having named one that
    qualified, `pages` was asked the same query: codegenes.net (ranks 1 and 3), mlkatas.com
    (ranks 2, 4 and 5) and hypnettorch.readthedocs.io (rank 6) are other hosts, and no GitHub
    repository is named in the text they return; waps.l3s.uni-hannover.de (rank 7) mirrors
    github.com/xljh0520/note, in the corpus (batches b to f); github.hk.mmd.ink (rank 8), a
    mirror's address of qu-gg/torch-hypernetwork-tutorials (HEAD
    60d301361bc5affda3d5d42a92511dff93b66843), taken. Its readme runs no command and names its
    three scripts, "a regular full hypernetwork example_MNIST_MLP_FullHypernetwork.py" first,
    then a chunked one and a parallel one: the first, the regular, is taken. Made here: MNIST
    (corpus_data.MNIST). Edits: its embedding made on CUDA (CPU), one epoch (not 10). Plain run:
    20.6 s, exit 0, at load 8.3.

20. ECG classification with a 1D CNN, `code` (query "ECG classification with a 1D CNN
    pytorch training loop example"): SmallBiteCoder/Python-Ml-Coarse (rank 1) is in the corpus
    (batch f). latte488/pytorch_trainer (rank 2, cfg13.py; HEAD
    fa7c694782ed83df7fe42e8a41b35913c1f76541) skipped, no training script at HEAD: the hit,
    cfg13.py (a config of its classifier.py for datasets.ecg), was deleted in ff06903 ("many
    fix") and datasets/ecg.py in e6b0885 ("Remove nnecessary datasets"); it has no readme, and
    HEAD's configs train video action recognition (UIUC's videos, Something-Something v2).
    sharc-lab/FPGA_ECE8893 (rank 3, 2023_Spring/Final_Projects/ECG_Classifier/Python_Training/
    README.md; HEAD 90bea614b9b0cca53056d4ec707fc3573183e1ec) skipped, no training script: the
    hit's folder trains in a notebook (ecg_model.ipynb); its Python files are the model
    (Model.py) and an exporter of the trained weights to .bin files (resnet_bin.py).
    QingyuanWang/ECG_classification (rank 4, main.py; HEAD
    6559895363d51c8b309d8f20480184f1ac3a7036) taken: main.py, the hit's script (at HEAD a
    later form than the hit's: argparse, its Trainer and DataLoader classes); it has no
    readme. Made here: data.npz, what its DataProcess.py makes from MIT-BIH with wfdb (a
    PhysioNet download): 80 windows of 3,600 x 2 (corpus_data_h_19to21.qingyuan_ecg_npz). Its
    own flags: --epochs 1, --batch_size 16. No edit: its device is cuda-if-available. Plain run:
    50.7 s, exit 0, at load 14.5 (65.5 s with 120 windows). Ranks 5-12 name no repository.
    `pages`, the same query: github.com/canuzdrn/ecg-classification (ranks 1 and 2; HEAD
    9dfe7615d43b1bfad6b42fe5e906d1547d2805e8) skipped, no training script: it trains in
    notebooks (notebooks/02_cnn1d.ipynb among them, the page's text); src/train.py holds
    train_model(), a function the notebooks call, with no entry, and the readme installs the
    requirements only. slideshare.net (rank 3) is another host.
    github.com/emirhansarioglu/ecg-timeseries-model (rank 4; HEAD
    abb609118e0bd89995c91713f9bb69ca4918cb58) skipped, no training script: Jupyter notebooks;
    its one Python file, Data_Reduction/quantized_data.py, compresses the data. codegenes.net
    (rank 5) and hindawi.com (rank 6) are other hosts. github.site.zpeter.eu.org (rank 7), a
    mirror's address of saksham1525/cnn-ecg-classifier (HEAD
    d5ef6451db3d03824b036b56e2b34136a1ccb3f4), taken: its readme's first training command, `cd
    src; python train.py --data_root ../data/ptbxl --model cnn1d --epochs 10 --fold 5`. Made
    here: PTB-XL (physionet.org, a download) in its files: the two tables and 80 WFDB records
    of 12 leads at 100 Hz of 40 patients (corpus_data_h_19to21.ptbxl_records). wfdb 4.3.1
    installed into .venv from PyPI (the script reads the records with it). Its own flags: the
    readme's, with --epochs 1, --fold 2 and --batch_size 8 (5 steps a fold). No edit: its
    device is cuda-if-available. Its 2 loader workers are kept. Plain run: 59.8 s, exit 0, at
    load 17.2. The rest of `pages` was not needed.

21. Deep hashing for image retrieval, `code` (query "deep hashing for image retrieval pytorch
    training loop example"): dansuh17/deep-supervised-hashing (rank 1, train.py; HEAD
    f45fd7c97d6db35410d2df3bd54d0e88f2c08b56) taken: train.py, the hit's script and its one
    training script (its readme runs nothing). Made here: MNIST (corpus_data.MNIST, which the
    script imports by name from torchvision.datasets.mnist). Edits: batches of 32 (not 128), one
    epoch (not 40). Its 8 loader workers are kept (the pairs' partners are drawn in them).
    TensorBoard was already in .venv. Plain run: 76.7 s, exit 0, at load 14.1.
    flyingpot/pytorch_deephash (rank 2, README.md; HEAD
    fbd94a2cfe1c20ef833eca8cfb1dc7010ae22805) skipped, weights from the internet: its readme's
    `python train.py` builds net.py's AlexNetPlusLatent, and net.py loads
    models.alexnet(pretrained=True), ImageNet's weights (a download), when imported, no switch.
    xwzy/Triplet-deep-hash-pytorch (rank 3, README.md; HEAD
    1bc58c6381e815ee3656b17892635acfb95d38bc) taken: its readme's training is four steps, the
    pictures' features extracted by a Keras Inception-v4 (keras-inceptionV4, ImageNet's
    weights), triplets drawn from them by generate_random_dataset.py, then "Run
    src/hash_net/hashNet.py to train", the script taken (PyTorch). Made here: its input, the
    three lists of features that generate_random_dataset.py saves, 30 triplets of 1,536
    (corpus_data_h_19to21.xwzy_triplet_features), and the model/ folder it saves into. Edits:
    torch.load's weights_only=False (torch 2.6's default refuses the NumPy arrays in the
    lists) and loss1.data[0][0] (a 0-dim tensor indexed). Plain run: 40.5 s, exit 0, at load
    12.7. 3140102441/DCH--pytorch (rank 4) was not needed.

First sight, 5 of 6 kept:
- g1910-hypernetworks-cifar: broken, `differ` at 0.000259 against a yardstick of 7.45e-06,
  first at 'conv1.bias', the verdict hedging that its split run ran CrossEntropyLoss whole
  (batch norm per rank named in a warning). The cause appears to be that the run of the
  split's arithmetic is not the ranks' arithmetic bit for bit where one parameter is used many
  times in a forward: the hypernetwork's four parameters (hope.w1, b1, w2, b2) make all 36
  kernels, 242 uses a forward, and that run's one backward adds both slices' uses into one
  running sum, where each rank sums its own slice's and the all-reduce adds the two. Tried
  here in plain torch on the script's model (8 images, slices of 4): the joined slices'
  backward against the two slices' backwards averaged give hope.w1's gradient 2.98e-08 apart
  (of 0.04; a few ulps) and every other parameter bit for bit; Adam then makes steps of its
  learning rate's size of rounding alone where a gradient is zero but for it (conv1.bias,
  a bias before batch norm), beyond the yardstick's one ulp. (The CrossEntropyLoss run
  whole is not it: its mean's 1/8 against the ranks' 1/4 averaged is exact.) The rule
  missing: the split's run sums each parameter's gradient per slice and then across the
  slices, as the ranks and the all-reduce do (or its yardstick moves a shared parameter's
  many terms' order, not one ulp of their sum).
- qu-gg-full-hypernetwork-mnist: kept (`agree`, largest difference 5.96e-08, compared with
  one process directly).
- qingyuan-ecg-cnn: kept (`agree`, largest difference 0 against the split's run; dropout
  switched off; batch norm per rank named: 0.0059 from one process, 4.6e-05 with
  --sync-batchnorm).
- saksham-ptbxl-cnn1d: kept (`agree`, 0 against the split's run; dropout off; the data set's
  draws seeded by index; batch norm per rank named: 0.00574, 0.00197 with --sync-batchnorm,
  at conv_layers.0.bias, a bias before batch norm under Adam).
- dansuh-deep-supervised-hashing: kept (`agree`, 2.98e-08 against the split's run, the
  partners' draws seeded by index; batch norm per rank named: 0.00166, 2.47e-06 with
  --sync-batchnorm).
- xwzy-triplet-hashnet: kept (`agree`, largest difference 0 after 8 steps, with the warning
  that the ranks train on the same batches: no DataLoader).

Doubts for the lead:
- Topic 19, qu-gg: the readme runs no command; of the three scripts it names, the first
  ("a regular full hypernetwork") is taken. Its sample_weights() deletes the main network's
  two weight Parameters and puts the hypernetwork's slices in their place before each step,
  outside the forward: the parameters the optimizer (and a DDP wrap) were given include the
  two deleted ones, which never get a gradient again. A correct run is still `agree`, as read.
- Topic 21, xwzy: the training script is PyTorch, but the features it trains on come from a
  Keras Inception-v4 with ImageNet's weights; taken as the script with its input made here
  (the rule's "another framework" read as the training script's), not skipped. Its
  `agree` is the full-batch kind: every rank trains on the same one triplet a step.
- Topic 21, dansuh17: `agree` holds only where each pair's partner, drawn with Python's
  random in __getitem__ (in 8 loader workers), is drawn alike in every run, as docs/run.md
  says the check seeds a sample's draws by its index; otherwise one process and the ranks
  train on other pairs and a correct verdict would be `cannot tell`.
"""

from __future__ import annotations

from corpus_recipes import MADE, ZERO_DIM, Edit, Recipe, _made_here

G1910 = ("g1910/HyperNetworks", "5b75f2b959141ece82a47c3b0e6246b91fea4246")
QU_GG = ("qu-gg/torch-hypernetwork-tutorials", "60d301361bc5affda3d5d42a92511dff93b66843")
QINGYUAN = ("QingyuanWang/ECG_classification", "6559895363d51c8b309d8f20480184f1ac3a7036")
SAKSHAM = ("saksham1525/cnn-ecg-classifier", "d5ef6451db3d03824b036b56e2b34136a1ccb3f4")
DANSUH = ("dansuh17/deep-supervised-hashing", "f45fd7c97d6db35410d2df3bd54d0e88f2c08b56")
XWZY = ("xwzy/Triplet-deep-hash-pytorch", "1bc58c6381e815ee3656b17892635acfb95d38bc")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "g1910-hypernetworks-cifar",
        *G1910,
        "train.py",
        "hypernetwork (Ha et al.'s static hypernetwork: a CIFAR ResNet of 18 blocks with batch "
        "norm whose 36 convolution kernels are made each forward by one shared two-layer "
        "hypernetwork from 36 learned embeddings (ParameterLists of z vectors); random crops "
        "and flips; a shuffled DataLoader with 4 workers; cross-entropy, Adam with weight "
        "decay, a MultiStepLR stepped per iteration; a test pass in training mode each epoch, "
        "the best model saved)",
        "agree",
        "its shuffled DataLoader's batches of 8 are split per rank (4 + 4): one process's "
        "average of a mean cross-entropy; the kernels the hypernetwork makes depend on its "
        "parameters alone (the same for every sample); the crops and flips are the data's, "
        "drawn per sample; no dropout; the split's own effect, batch norm per rank, is named "
        "beside the agree",
        (
            Edit(
                "import torchvision.transforms as transforms",
                "import torchvision.transforms as transforms\n"
                "import corpus_data_h_19to21; "
                "torchvision.datasets.CIFAR10 = corpus_data_h_19to21.CIFAR10",
                MADE + " (32 training and 8 test images)",
            ),
            Edit(
                "DataLoader(trainset, batch_size=128,",
                "DataLoader(trainset, batch_size=8,",
                "batches of 8, not 128: 4 steps an epoch over the 32 images made here (with "
                "128, one step, fewer than the 3 checked)",
            ),
            Edit("\nnet.cuda()\n", "\n", "CPU: the network is moved to CUDA whatever is there"),
            Edit(
                "Variable(inputs.cuda()), Variable(labels.cuda())",
                "Variable(inputs), Variable(labels)",
                "CPU: likewise each training batch",
            ),
            Edit(
                "net(Variable(timages.cuda()))",
                "net(Variable(timages))",
                "CPU: likewise each test batch",
            ),
            Edit("running_loss += loss.data[0]", "running_loss += loss.item()", ZERO_DIM),
            Edit(
                "max_iter = 1000000",
                "max_iter = 4",
                "4 iterations (one epoch of the 32 images made here), not 1,000,000",
            ),
            Edit(
                "torch.fmod(torch.randn(self.z_dim).cuda(), 2)",
                "torch.fmod(torch.randn(self.z_dim), 2)",
                "CPU: each embedding's z is made on CUDA",
                file="primary_net.py",
            ),
            Edit(
                "        self.w1 = Parameter(torch.fmod(torch.randn((self.z_dim, "
                "self.out_size*self.f_size*self.f_size)).cuda(),2))\n"
                "        self.b1 = Parameter(torch.fmod(torch.randn((self.out_size*self.f_size*"
                "self.f_size)).cuda(),2))\n\n"
                "        self.w2 = Parameter(torch.fmod(torch.randn((self.z_dim, "
                "self.in_size*self.z_dim)).cuda(),2))\n"
                "        self.b2 = Parameter(torch.fmod(torch.randn((self.in_size*self.z_dim))"
                ".cuda(),2))",
                "        self.w1 = Parameter(torch.fmod(torch.randn((self.z_dim, "
                "self.out_size*self.f_size*self.f_size)),2))\n"
                "        self.b1 = Parameter(torch.fmod(torch.randn((self.out_size*self.f_size*"
                "self.f_size)),2))\n\n"
                "        self.w2 = Parameter(torch.fmod(torch.randn((self.z_dim, "
                "self.in_size*self.z_dim)),2))\n"
                "        self.b2 = Parameter(torch.fmod(torch.randn((self.in_size*self.z_dim))"
                ",2))",
                "CPU: the hypernetwork's four parameters are made on CUDA",
                file="hypernetwork_modules.py",
            ),
        ),
        paths=("primary_net.py", "hypernetwork_modules.py", "resnet_blocks.py"),
        names="batch norm per rank",
        first_sight=(
            "broken: differ: after 3 optimizer step(s) the parameters on 2 ranks differ from "
            "one process's computing the ranks' slices, first at 'conv1.bias' (largest "
            "difference 0.000259; that run again with its rounding moved by 1 ulp: 7.45e-06); "
            "that run ran CrossEntropyLoss whole, which the ranks split: the difference may be "
            "that, not the script"
        ),
    ),
    Recipe(
        "qu-gg-full-hypernetwork-mnist",
        *QU_GG,
        "example_MNIST_MLP_FullHypernetwork.py",
        "hypernetwork (a full hypernetwork: an MLP from one learned embedding of 5 numbers to "
        "every weight of a 784-64-10 MLP with a softmax, whose weights are deleted and "
        "replaced by slices of the hypernetwork's output before each step (sample_weights(), "
        "called outside the forward); MNIST through a DataLoader of 64, not shuffled on a CPU; "
        "cross-entropy on the softmax's output, Adadelta, ExponentialLR per epoch; a test pass "
        "each epoch)",
        "agree",
        "its DataLoader's batches of 64 are split per rank (32 + 32): one process's average of "
        "a mean cross-entropy; the weights the hypernetwork makes depend on its embedding "
        "alone, the same for every sample; no batch norm, no dropout, nothing random in "
        "training: exact to rounding",
        (
            _made_here("from torchvision import datasets, transforms", "MNIST"),
            Edit(
                "requires_grad=True).float().cuda())",
                "requires_grad=True).float())",
                "CPU: the embedding is made on CUDA whatever is there",
            ),
            Edit("n_epochs = 10", "n_epochs = 1", "one epoch (4 steps of 64), not 10"),
        ),
        first_sight="kept",
    ),
    Recipe(
        "qingyuan-ecg-cnn",
        *QINGYUAN,
        "main.py",
        "ECG classification (a 1D CNN of seven convolutions, two with batch norm, and dropout "
        "before its last layer, on 10-s windows of two leads at 360 Hz, 17 beat classes; the "
        "windows shuffled once with NumPy and split 70/15/15 into shuffled DataLoaders of "
        "tensors; cross-entropy, Adam; tqdm, a validation pass each epoch, the best model "
        "saved, a test pass)",
        "agree",
        "its shuffled DataLoader's batches of 16 are split per rank (8 + 8): one process's "
        "average of a mean cross-entropy; the shuffle before the split is NumPy's, seeded by "
        "the script and drawn before training, alike on every rank; dropout is switched off "
        "for the check; the split's own effect, batch norm per rank, is named beside the agree",
        args=("--epochs", "1", "--batch_size", "16"),
        paths=("cnn.py", "trainer.py", "dataLoader.py", "util.py"),
        data="qingyuan_ecg_npz",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "saksham-ptbxl-cnn1d",
        *SAKSHAM,
        "src/train.py",
        "ECG classification (multi-label, PTB-XL's 12 leads at 100 Hz read with wfdb: a 1D CNN "
        "of three convolutions with batch norm and a classifier with dropout; Gaussian noise "
        "added to a sample with probability 0.3 in the data set's __getitem__; a shuffled "
        "DataLoader with 2 workers; BCEWithLogitsLoss weighted per class by the training "
        "fold's counts, Adam; cross-validation by patient (GroupKFold), a new model per fold, "
        "validation metrics and the best checkpoint per fold, the results as JSON)",
        "agree",
        "its shuffled DataLoader's batches of 8 are split per rank (4 + 4): one process's "
        "average of a mean BCE (its class weights fixed before training from the labels); the "
        "noise is the data's, drawn per sample in __getitem__; dropout is switched off for "
        "the check; the split's own effect, batch norm per rank, is named beside the agree",
        # The readme's command (cd src; python train.py --data_root ../data/ptbxl --model cnn1d
        # --epochs 10 --fold 5) with one epoch, 2 folds (not 5) and batches of 8 (not 16): 5
        # steps a fold over the 40 training records of a fold made here.
        args=(
            "--data_root",
            "../data/ptbxl",
            "--model",
            "cnn1d",
            "--epochs",
            "1",
            "--fold",
            "2",
            "--batch_size",
            "8",
        ),
        paths=("src",),
        data="ptbxl_records",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "dansuh-deep-supervised-hashing",
        *DANSUH,
        "train.py",
        "deep hashing (Liu et al.'s deep supervised hashing on MNIST: a small ResNet with "
        "batch norm to an 8-number code, trained on pairs, each sample's partner drawn with "
        "Python's random in the data set's __getitem__; the pairwise loss per pair (the "
        "code's squared distance for a similar pair, a hinge on the margin for a dissimilar "
        "one) plus an L1 pull of each code towards +-1, means over the batch; a shuffled "
        "DataLoader with 8 workers, Adam; TensorBoard: the graph, scalars per step, the test "
        "codes' histogram, embeddings and hash values each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 32 pairs are split per rank (16 + 16); each term "
        "is a mean over the batch of one value per pair (a pair is one sample of the data "
        "set, its partner drawn in __getitem__, the data's draw, seeded per sample for the "
        "check): one process's average; two forwards a step (the pairs' two sides), both of "
        "the batch; no dropout; the split's own effect, batch norm per rank, is named beside "
        "the agree",
        (
            Edit(
                "from torchvision.datasets.mnist import MNIST",
                "from torchvision.datasets.mnist import MNIST\nfrom corpus_data import MNIST",
                MADE,
            ),
            Edit(
                "BATCH_SIZE = 128",
                "BATCH_SIZE = 32",
                "batches of 32, not 128: 8 steps over the 256 images made here (with 128 and "
                "drop_last, 2 steps, fewer than the 3 checked)",
            ),
            Edit("EPOCH = 40", "EPOCH = 1", "one epoch, not 40"),
        ),
        paths=("model.py",),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "xwzy-triplet-hashnet",
        *XWZY,
        "triplet-deep-hash-pytorch/src/hash_net/hashNet.py",
        "deep hashing (a triplet hash network: one linear layer of 1,536 to 8,192 with a "
        "softmax before it and SELU after, on Inception-v4 features of pictures, a triplet "
        "(two of one category, one of another) a step, in order, no DataLoader; a hinge on "
        "the pairwise distances, 10 - d(anchor, negative) + d(anchor, positive); SGD with "
        "momentum; the model saved each epoch)",
        "agree",
        "no DataLoader: the script indexes its lists of triplets in order, one triplet a step, "
        "the same on every rank; nothing random in training (its seed set, no dropout, no "
        "batch norm): every rank trains on the whole batch as one process: exact, with the "
        "warning that the ranks train on the same batches",
        (
            Edit(
                "torch.load(open('../../feature/generated_dataset/pos1_fea.pt', 'rb'))",
                "torch.load(open('../../feature/generated_dataset/pos1_fea.pt', 'rb'), "
                "weights_only=False)",
                "torch 2.6 made torch.load's weights_only=True the default, which refuses the "
                "NumPy arrays generate_random_dataset.py saves in these lists: the load as "
                "before",
            ),
            Edit(
                "torch.load(open('../../feature/generated_dataset/pos2_fea.pt', 'rb'))",
                "torch.load(open('../../feature/generated_dataset/pos2_fea.pt', 'rb'), "
                "weights_only=False)",
                "likewise the second list",
            ),
            Edit(
                "torch.load(open('../../feature/generated_dataset/neg_fea.pt', 'rb'))",
                "torch.load(open('../../feature/generated_dataset/neg_fea.pt', 'rb'), "
                "weights_only=False)",
                "likewise the third",
            ),
            Edit(
                "loss1.data[0][0], 'loss2==', loss2.data[0][0]",
                "loss1.data[0], 'loss2==', loss2.data[0]",
                ZERO_DIM + " (the distances are of shape (1,) now, not (1, 1))",
            ),
        ),
        data="xwzy_triplet_features",
        first_sight="kept",
    ),
)
