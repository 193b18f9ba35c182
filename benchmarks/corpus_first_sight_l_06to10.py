"""Batch l, topics (6) to (10): batch l's rule (corpus_first_sight_l.py's docstring, verbatim
there) applied to VGG trained from scratch, logistic regression in PyTorch, linear regression
in PyTorch, XOR problem with a neural network, and iris classification with a neural network.
Eight scripts from eight repositories: two for each of topics 6 to 9, none for topic 10 (its
`code` results gave one repository not in the corpus and `pages` one, both skipped); first
sight: 8 of 8 kept, no silent wrong result.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare into a folder of its own), until it ended without error
(its time below, with the load of the 2-core machine, shared with the other helpers' runs:
loads of 9 to 18 through this part), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtl, 0f2c040, 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900, from a private copy of benchmarks/ holding no other part of batch l), before
any change made for it. Every `expect` was written from reading the script, before its first
sight. Nothing was installed for these scripts.

Read as batches c to k read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers'
parts of batch l included (checked just before each was taken: none of the repositories
taken below was named). Ranks are the results' own. Per topic, in the order the results came:

6. VGG trained from scratch, `code` (query "VGG trained from scratch pytorch training loop
   example"): mustafakmaz/vgg-pytorch (rank 1, README.md; HEAD
   0bb6da8719394ad61ac637c390a610682e1a45a8) taken: its readme runs no command; main.py is
   its one training script (VGG11 from scratch on CIFAR-10; detect.py loads a saved model).
   Made here: CIFAR-10 (corpus_data.CIFAR10 swapped in: 256 training, 64 test images). Edits:
   one epoch (not 5; 3 steps of 100), and the name it asks for on its standard input to save
   the model under (input() after training: no terminal). Plain run: 50.5 s, exit 0, at load
   9.2. rizalespe/pytorch-stuff (rank 2, README.md; HEAD
   bfbcdc7af94180b19360c6d8862034b6b92acb7e) skipped, no training script to take that does
   not need weights from the internet: the hit is its readme (a list of steps, no command, no
   script named); its root main.py trains nothing (it prints a DataLoader's batches of
   integers); its two image classifiers, klasifikasi-gambar-sederhana/main.py and
   klasifikasi-mata-tertutup/main.py (the topic's: a VGG16 among the models they offer),
   build torchvision's resnext50_32x4d and alexnet with pretrained=True at HEAD, as every
   model of their model.py but a commented-out CustomModel (ImageNet's weights, a download).
   IndoorAdventurer/ViTTransferLearningForArtClassification (rank 3, test.py; HEAD
   a12b00d4e345789a0f88e0bdf27bab82a8ac4109) skipped, weights from the internet: a study of
   transfer learning whose training (ft_experiment.py, run by its SLURM script) fine-tunes
   ImageNet-pretrained models (torchvision's and timm's, pretrained=True by default); the hit
   calls vgg19(True) from a python_package no longer in HEAD's tree. LiuZH-enjoy/
   CV-basic-network (rank 4, VggNet/train.py; HEAD 83fbebf3f9468775e6cc89fd19eaa3d8f3860426)
   taken: the hit's script (its VggNet/README.md has the flower photos downloaded and split,
   then trains with it), VGG16 initialised by its own code on 5 classes of flowers at 224 x
   224. Made here: VggNet/data_set/flower_data/train and val, 6 and 3 photos of the 5 classes,
   and the VggNet/VggNet/ folder it saves into (corpus_data_l_06to10.liuzh_flower_data).
   Edits: its data root one folder up from where it runs (not two), batches of 2 (not 32),
   one epoch (not 10), and three errors HEAD has whatever the data or machine:
   transforms.Resize(224, 224) (the second 224 read as an interpolation mode: a KeyError as
   its transforms are built), `for m in self.modules:` (a method iterated unrun: a TypeError
   as the model is built) and 3 x 3 max pooling windows (224 pixels pooled five times leave 6
   x 6 where its classifier takes 7 x 7: a shape error at the first forward; VGG's 2 x 2
   windows, which the classifier is written for). Plain run: 177.0 s, exit 0, at load 16.3
   (37 s a step of 2 photos: 138 M parameters under Adam; 156.6 s with batches of 4 at load
   13.8). Ranks 5 to 12 name no repository.

7. Logistic regression in PyTorch, `code` (query "logistic regression in PyTorch pytorch
   training loop example"): rank 1 names no repository. quantbruce/PyTorch_Learning (rank 2,
   刘二大人/06_逻辑斯蒂回归.py; HEAD 4df2137cd00702c8e7cc568270e0840bda423cfa) taken: the
   hit's script (the readme is a title), Liu Er's lecture 6. Edits: two errors HEAD has
   whatever the machine: no `import torch` (a NameError at its first line) and the targets
   2, 4, 6 its linear regression had (BCELoss takes targets in [0, 1]: a RuntimeError at the
   first step), made the lecture's 0, 0, 1. Plain run: 58.8 s, exit 0, at load 17.5 (1000
   steps; most of it torch's import at that load). Rank 3 names no repository.
   click-gz/machine_classify_accident_driver (rank 4, logistic.py; HEAD
   3458ba20aa1cbfa282f105d02386f52e5cf6af88) taken: the hit's script, its one Python file
   (no readme; the rest are notebooks). Edit: the target 2 made 1 (BCELoss's targets in [0,
   1]: a RuntimeError at the first step at HEAD whatever the machine). Plain run: 28.2 s,
   exit 0, at load 15.8.

8. Linear regression in PyTorch, `code` (query "linear regression in PyTorch pytorch training
   loop example"): VedangAsgaonkar/Machine-Learning-Notes (rank 1) is in the corpus (batches
   f, h and j). tiketiskte/MyCode (rank 2, Python_code/test.py; HEAD
   c3f20d37561ba034563352231352da55eca57fd6) taken: the hit's file as HEAD has it (no readme):
   the hit's excerpt, a linear regression, is an older version of it, which the stored
   snapshot (one commit) no longer holds; HEAD's is d2l's Nadaraya-Watson kernel regression
   with one learned width, trained in 5 full-batch steps. No edits, no data (it draws its
   own before training). Plain run: 15.0 s, exit 0, at load 14.8. ysham123/aimlpractice
   (rank 3, pytroch_training_loop.py; HEAD bf97fdec2d7a2f0f3e04cf62bd56676401e0233c) taken:
   the hit's script (no readme at HEAD), nn.Linear(1, 1) on three inline points, 1000 steps.
   No edits. Plain run: 14.5 s, exit 0, at load 14.6. Rank 4 (ysham123 again) was not
   needed.

9. XOR problem with a neural network, `code` (query "XOR problem with a neural network
   pytorch training loop example"): PedroHenriqueFerreira/MyTorch (rank 1, test.py; HEAD
   3536f086a019bc2cd0cf349f443d45920c50c84a) skipped, another framework: the hit's test.py
   (torch's XOR) is not in HEAD's tree, and the repository's training at HEAD, main.py (no
   readme), is a DCGAN trained with its own NumPy autograd, mytorch, not PyTorch.
   wkdalswns0427/pytorch_practice_classifier (rank 2, practice/xor.py; HEAD
   3114187f9b04ea24fed90be524794986d13b9f3d) taken: the hit's script (no readme), one
   sigmoid unit on XOR, 10,001 steps. No edits. Plain run: 19.8 s, exit 0, at load 13.7.
   jihunJeong/deep-learning-application (rank 3, Pytorch/src/xor_mlp.py; HEAD
   dd8048970b533ad06e76e3af5626ed394aca3bad) taken: the hit's script (the readme is a
   title), an MLP of 2-3-2. Edit: 1,000 steps (not 30,000, which ran past 10 minutes here).
   Plain run: 39.1 s, exit 0, at load 10.8. Rank 4 (MaighaInc/AIAxioms) was not needed.

10. Iris classification with a neural network, `code` (query "iris classification with a
   neural network pytorch training loop example"): martinyanev94/
   computer-vision-model-deployment (rank 1, Lesson_10_Implementing_Neural_Networks_Using_
   Pytorch/part_1_iris_net_model.py; HEAD 8c3233271d58094c17526486d380daa2185a2dfc)
   skipped, no training script: the lesson is a book's code split into fragments meant to be
   run one after another in one interpreter, as a notebook's cells (part_3_train_model.py's
   loop uses model, optimizer and tensors that part_1 and part_0, a .bash file holding
   Python, define; part_1 and part_3 import nothing); none runs alone.
   sh-am-si/PyTorchUltimateMaterial (rank 2), boostcampaitech2/final-project-level3-nlp-07
   (rank 3) and nakashima-hikaru/DeepLearningProject (rank 4) are in the corpus (batch i);
   ranks 5 to 12 name no repository. `code` gave none that qualified, so `pages` was asked
   the same query: ranks 1 to 7 (Packt, mc.ai, postnetwork.co twice, Medium, mc.ai again,
   Educative) name no GitHub repository; rank 8, github.com/XudongF/CIE500_XF (HEAD
   a7c03a734df04e1d3cfe641037119dc032977a80): skipped, training only in a notebook (its iris
   network is trained in week9/ and week10/Pytorch_example.ipynb; its Python files train
   nothing on iris). The topic gives no script.

Skips: 5 (topic 6: 2; topic 9: 1; topic 10: 2), each above with its reason.

First sight:
- mustafakmaz-vgg11-cifar10: kept (`agree`, 0 against the split's run; the split itself
  1.24e-05, rounding that AdamW amplifies; dropout off at vgg.py:54). 151.3 s.
- liuzh-vgg16-flowers: kept (`agree`, 0 against the split's run; the split itself 0.000145,
  rounding; dropout off at model.py:34; the crops and flips drawn by the data set seeded by
  each sample's index). 165.3 s. Its first sight was queued after the six small ones: its
  first place in this part's queue was given up while it still waited for the batch's lock,
  before its run began (no run of it was made then), so that the short ones got the turns.
- quantbruce-logistic-regression, click-gz-logistic-regression, ysham-linear-regression,
  wkdalswns-xor-logistic, jihunjeong-xor-mlp: kept (`agree`, 0 after 8 steps, with the
  warning that the ranks train on the same batches, and that nothing was drawn after the
  first backward in 8 steps). 12 to 19 s each.
- tiketiskte-nadaraya-watson-regression: kept (`agree`, 0 after 5 steps, the script's
  all, with the same warning). 20.3 s.

Doubts for the lead:
- Topic 6, rizalespe/pytorch-stuff: the hit is a readme that names no script, and the
  repository holds three training scripts; its two image classifiers (the topic's) need
  ImageNet's weights, and its third, klasifikasi-dokumen/main.py (a tweet sentiment
  classifier on a CSV it holds), was not taken as the repository's main training script,
  being neither the readme's nor the hit's nor the topic's. A reading that takes it would
  take rizalespe (rank 2) in place of LiuZH (rank 4).
- LiuZH's train.py cannot run at HEAD on any machine (three errors); the edits are the
  smallest that make it train, one of them in its model (VGG's 2 x 2 pooling in place of
  its 3 x 3 windows, which gives its classifier the 7 x 7 it is written for at 224 pixels;
  crops of 256 pixels would give it too, at a third more compute a step). Likewise
  quantbruce's and click-gz's targets, which BCELoss refuses.
- The six scripts of topics 7 to 9 are one full batch each: `agree` rests on the documented
  full-batch case (every rank trains on the whole batch, exact, with a warning).
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

MUSTAFAKMAZ = ("mustafakmaz/vgg-pytorch", "0bb6da8719394ad61ac637c390a610682e1a45a8")
LIUZH = ("LiuZH-enjoy/CV-basic-network", "83fbebf3f9468775e6cc89fd19eaa3d8f3860426")
QUANTBRUCE = ("quantbruce/PyTorch_Learning", "4df2137cd00702c8e7cc568270e0840bda423cfa")
CLICKGZ = ("click-gz/machine_classify_accident_driver", "3458ba20aa1cbfa282f105d02386f52e5cf6af88")
TIKETISKTE = ("tiketiskte/MyCode", "c3f20d37561ba034563352231352da55eca57fd6")
YSHAM = ("ysham123/aimlpractice", "bf97fdec2d7a2f0f3e04cf62bd56676401e0233c")
WKDALSWNS = (
    "wkdalswns0427/pytorch_practice_classifier",
    "3114187f9b04ea24fed90be524794986d13b9f3d",
)
JIHUNJEONG = ("jihunJeong/deep-learning-application", "dd8048970b533ad06e76e3af5626ed394aca3bad")

FULL_BATCH = (
    "no DataLoader: one full batch of inline tensors, the same on every rank each step, so "
    "every rank trains on the whole batch as one process: exact, with the warning that the "
    "ranks train on the same batches; no dropout, no batch norm, nothing drawn in the loop"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "mustafakmaz-vgg11-cifar10",
        *MUSTAFAKMAZ,
        "main.py",
        "VGG trained from scratch (VGG11 on CIFAR-10: eight 3x3 convolutions with ReLU and max "
        "pooling, three linear layers of 4096 with dropout 0.5; a cross-entropy loss, the "
        "batch's mean; AdamW at 0.001; a shuffled DataLoader of batches of 100; a test pass "
        "each epoch; matplotlib's plot of the losses, the model saved under a name it asks for)",
        "agree",
        "a DataLoader over CIFAR-10's images: its batches of 100 split per rank (50 + 50), the "
        "loss a mean of one term per image, so one process's average; the dropout is switched "
        "off for the check; no batch norm, nothing drawn in the loop",
        (
            Edit(
                "import torchvision\n",
                "import torchvision\n"
                "import corpus_data; torchvision.datasets.CIFAR10 = corpus_data.CIFAR10\n",
                "data made here, no download: 256 training images (3 steps of 100), 64 test",
            ),
            Edit("num_epochs = 5", "num_epochs = 1", "one epoch, not 5"),
            Edit(
                'model_name = input("Enter model name:")',
                'model_name = "vgg11.pt"',
                "a name for the saved model, which it asks for on its standard input after "
                "training (no terminal here to answer: an EOFError)",
            ),
        ),
        paths=("utils.py", "vgg.py"),
        first_sight="kept",
    ),
    Recipe(
        "liuzh-vgg16-flowers",
        *LIUZH,
        "VggNet/train.py",
        "VGG trained from scratch (VGG16 on the flower photos, 5 classes, its own weights "
        "initialised with Xavier: thirteen 3x3 convolutions with ReLU and max pooling, three "
        "linear layers of 4096 with dropout 0.5; RandomResizedCrop(224) and a random flip; a "
        "cross-entropy loss, the batch's mean; Adam at 0.0001; a shuffled DataLoader of "
        "batches of 32 with loader workers; a validation pass each epoch, the best weights "
        "saved)",
        "agree",
        "a DataLoader over an image folder: its batches of 2 split per rank (1 + 1), the loss a "
        "mean of one term per image, so one process's average; the random crop and flip are "
        "drawn while a sample loads (the data's, seeded per sample); the dropout is switched "
        "off for the check; no batch norm",
        (
            Edit(
                'os.path.join(os.getcwd(), "../..")',
                'os.path.join(os.getcwd(), "..")',
                "the repository's root, whose VggNet/data_set/flower_data its readme has the "
                "photos put in (corpus.py runs the script from its own folder, VggNet/)",
            ),
            Edit(
                "transforms.Resize(224, 224)",
                "transforms.Resize((224, 224))",
                "the size as one tuple: torchvision reads a second 224 as the interpolation "
                "mode (a KeyError as the transforms are built, at HEAD whatever the data)",
            ),
            Edit(
                "batch_size=32\n",
                "batch_size=2\n",
                "batches of 2 photos, not 32 (a VGG16 step at 224 x 224 on 4 photos took 37 s "
                "here): 3 steps over the 6 made here",
            ),
            Edit("epochs=10\n", "epochs=1\n", "one epoch, not 10"),
            Edit(
                "for m in self.modules:",
                "for m in self.modules():",
                "Module.modules is a method: iterating it unrun is a TypeError as the model is "
                "built (init_weights=True), at HEAD whatever the data",
                "VggNet/model.py",
            ),
            Edit(
                "layers += [nn.MaxPool2d(kernel_size=3, stride=2)]",
                "layers += [nn.MaxPool2d(kernel_size=2, stride=2)]",
                "VGG's 2x2 pooling: with 3x3 windows five poolings leave 224 pixels 6 x 6, "
                "where its classifier takes 512 x 7 x 7 (a shape error at the first forward, at "
                "HEAD whatever the data); 2x2 windows give the 7 x 7 it is written for",
                "VggNet/model.py",
            ),
        ),
        paths=("VggNet/model.py",),
        data="liuzh_flower_data",
        first_sight="kept",
    ),
    Recipe(
        "quantbruce-logistic-regression",
        *QUANTBRUCE,
        "刘二大人/06_逻辑斯蒂回归.py",
        "logistic regression in PyTorch (Liu Er's lecture 6: a linear layer of one input and "
        "one output under a sigmoid, three inline points; a binary cross-entropy summed over "
        "them; SGD at 0.01; 1000 full-batch steps)",
        "agree",
        FULL_BATCH + " (the loss a sum over the three points, which the ranks do not split)",
        (
            Edit(
                "### 1. Prepare data\n",
                "import torch\n### 1. Prepare data\n",
                "the script uses torch and never imports it (a NameError at its first line at "
                "HEAD whatever the machine)",
            ),
            Edit(
                "y_data = torch.tensor([[2.0], [4.0], [6.0]])",
                "y_data = torch.tensor([[0.0], [0.0], [1.0]])",
                "labels of two classes, as the lecture's logistic regression has them: the "
                "linear regression's targets it kept (2, 4, 6) are refused by BCELoss, whose "
                "targets must lie in [0, 1] (a RuntimeError at the first step at HEAD)",
            ),
        ),
        first_sight="kept",
    ),
    Recipe(
        "click-gz-logistic-regression",
        *CLICKGZ,
        "logistic.py",
        "logistic regression in PyTorch (a linear layer of one input and one output under "
        "F.sigmoid, three inline points; a binary cross-entropy summed over them "
        "(size_average=False); SGD at 0.01; 100 full-batch steps; on CUDA where there is one)",
        "agree",
        FULL_BATCH + " (the loss a sum over the three points, which the ranks do not split)",
        (
            Edit(
                "y_data = torch.Tensor([[0], [1], [2]])",
                "y_data = torch.Tensor([[0], [1], [1]])",
                "labels of two classes: BCELoss refuses the target 2, its targets must lie in "
                "[0, 1] (a RuntimeError at the first step at HEAD whatever the machine)",
            ),
        ),
        first_sight="kept",
    ),
    Recipe(
        "tiketiskte-nadaraya-watson-regression",
        *TIKETISKTE,
        "Python_code/test.py",
        "linear regression in PyTorch, as the hit's file is at HEAD: Nadaraya-Watson kernel "
        "regression with one learned width (d2l's attention pooling: a softmax over each "
        "training point's squared distance to the 49 others, scaled by a parameter w, weights "
        "their targets); 50 points of 2 sin(x) + x^0.8 with Gaussian noise, drawn with "
        "torch.rand and torch.normal before training; a squared error per point, summed; SGD "
        "at 0.5; 5 full-batch steps; matplotlib's plots of the fit and the attention weights",
        "agree",
        FULL_BATCH.replace("inline tensors", "tensors drawn before training")
        + " (the loss a sum over the 50 points, which the ranks do not split)",
        first_sight="kept",
    ),
    Recipe(
        "ysham-linear-regression",
        *YSHAM,
        "pytroch_training_loop.py",
        "linear regression in PyTorch (nn.Linear(1, 1) on three inline points of y = 2x; a "
        "mean squared error; SGD at 0.01; 1000 full-batch steps)",
        "agree",
        FULL_BATCH,
        first_sight="kept",
    ),
    Recipe(
        "wkdalswns-xor-logistic",
        *WKDALSWNS,
        "practice/xor.py",
        "XOR problem with a neural network (the four XOR points, one linear layer under a "
        "sigmoid, which cannot separate them: the lecture's demonstration; a binary "
        "cross-entropy, the batch's mean; SGD at 1; 10,001 full-batch steps)",
        "agree",
        FULL_BATCH,
        first_sight="kept",
    ),
    Recipe(
        "jihunjeong-xor-mlp",
        *JIHUNJEONG,
        "Pytorch/src/xor_mlp.py",
        "XOR problem with a neural network (the four XOR points, an MLP of 2-3-2 with a "
        "sigmoid between its layers; a cross-entropy over two classes, the batch's mean; SGD "
        "at 0.1; 30,000 full-batch steps)",
        "agree",
        FULL_BATCH,
        (
            Edit(
                "Epochs = 30000",
                "Epochs = 1000",
                "1,000 steps, not 30,000 (its 30,000 ran past 10 minutes on this loaded machine)",
            ),
        ),
        first_sight="kept",
    ),
)
