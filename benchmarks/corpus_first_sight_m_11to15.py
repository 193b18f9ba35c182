"""Batch m, topics (11) to (15): batch m's rule (corpus_first_sight_m.py's docstring, verbatim
there) applied to SqueezeNet trained from scratch, GoogLeNet Inception trained from scratch,
AlexNet trained from scratch, squeeze-and-excitation network and fully convolutional network
FCN semantic segmentation. Eight scripts from eight repositories: two for each of topics 11
to 14; topic 15 gave none (its `code` and `pages` results held no repository that qualified).
At first sight 8 of 8 kept, no silent wrong result (seven `agree`, four of them naming batch
norm per rank as the split's own effect; gsp-27's `differ`, naming its batch size written into
the script).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare into a folder under /tmp/m_11to15/plain), until it ended
without error (its time given below, with the load of the 2-core machine, shared with the
other helpers' runs: loads of 1 to 16 through this part), before its first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtm, 28ddeaa, 2026-11-30, one at a time behind the batch's lock
/tmp/m_first_sight.lock, each once, --timeout 900, its json in /tmp/m_11to15/), before any
change made for it. The first two ran one after the other from /tmp/m_11to15, copied there as
the brief says (corpus.py, corpus_recipes.py, the corpus_data*.py of batches a to l, this part
and its data module, no other part of batch m); the other six were queued at once as their
plain runs had passed, each from its own such copy (/tmp/m_11to15/fs_NAME/, made as it was
queued), so that no copy made for one could change the files of another still waiting on the
lock.

Nothing was installed: every script runs on what .venv holds (IPython, tqdm, matplotlib,
scikit-learn among it).

Read as batches c to l read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, a mirror's address that holds OWNER/NAME, deepwiki.com/OWNER/NAME); a page of another host
names none. "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py, the other helpers' parts of batch m included (checked just before each
was taken: none of the repositories taken below was named; jancewicz/cats-dogs-cnn is named in
batches i and l, meetps/pytorch-semseg in corpus_first_sight_m_16to20.py, taken there). Ranks
are the results' own. Per topic, in the order the results came:

11. SqueezeNet trained from scratch, `code` (query "SqueezeNet trained from scratch pytorch
   training loop example"): gsp-27/pytorch_Squeezenet (rank 1, README.md; HEAD
   60db8b0c27bcf9074f66016f30922aca07d54da7) taken: the readme's `python main.py --batch-size
   32 --epoch 10`, SqueezeNet with batch norm on CIFAR-10. Made here: CIFAR-10
   (corpus_data.CIFAR10, swapped in). Flags: one epoch: 8 steps of 32. Edits: `loss.data[0]`
   (twice; an IndexError at HEAD since torch 0.5) read with .item(). Plain run: 7.5 s, exit 0,
   at load 1.3. tensorflow/swift-models (rank 2, Examples/SqueezeNet-Imagenette/README.md)
   skipped, another framework: the example is Swift for TensorFlow (`swift run`; not fetched).
   citya1472581234/lightweight-models (ranks 3 and 4, squeezenet/README.md; HEAD
   2fce353bca99e33c854401b9a44dad8842728e5d) taken: squeezenet/main.py, the folder's training
   script (its readme shows plots, no command), a copy of gsp-27's with its own changes (its
   scores reshaped with view(-1, classes), not the batch size; 15 epochs at 0.003). Made here:
   CIFAR-10 (corpus_data.CIFAR10). Flags: one epoch of batches of 32 (not 64): 8 steps. Edits:
   the same `loss.data[0]` as gsp-27's. Plain run: 37.5 s, exit 0, at load 3.4. Ranks 5 to
   12 name no repository.

12. GoogLeNet Inception trained from scratch, `code` (query "GoogLeNet Inception trained from
   scratch pytorch training loop example"): YoungEWBOK/Pytorch-DL-Practice (rank 1,
   GoogLeNet/README.md; HEAD 109386ae7bf3d58d3cc26d07cd148c6b0b8f6fc2) taken: GoogLeNet/
   train.py, the folder's training from scratch (its readme prints the network and runs
   nothing; train_pre_weight.py starts from downloaded weights), GoogLeNet with two auxiliary
   classifiers on five classes of flowers. Made here: the ImageFolder ./flower_data, train/
   with 2 images a class, val/ with 1 (corpus_data_m_11to15.youngewbok_flowers_googlenet).
   Edits: batches of 4 (not 32), one epoch (not 30): 3 steps. Plain run: 98.6 s, exit 0, at
   load 12.9 (117.7 s at load 12.1 with 4 images a class in batches of 8). Its Adam is given
   the last layer's parameters alone (`model.fc.parameters()`), as HEAD writes it, although
   its comment says it trains from scratch. axeloh/GoogLeNet (rank 2, README.md; HEAD
   87f780e5ecf57f61f2c6fe37cbe99773c30efb05) taken: the readme's `python train.py`, GoogLeNet
   with batch norm on CIFAR-10 resized to 224. Made here: CIFAR-10, 12 training and 4 test
   images (corpus_data_m_11to15.TinyCIFAR10), and the models/ and output/ folders it saves
   into (corpus_data_m_11to15.axeloh_cifar10_googlenet). Flags: one epoch (not 50) of batches
   of 4 (not 64): 3 steps. Plain run: 100.3 s, exit 0, at load 13.8 (155.3 s at load 13.6
   with 24 images in batches of 8). Ranks 3 on were not needed.

13. AlexNet trained from scratch, `code` (query "AlexNet trained from scratch pytorch training
   loop example"): jancewicz/cats-dogs-cnn (rank 1) is in the corpus (batches i and l).
   mustafakmaz/alexnet-pytorch (rank 2, README.md; HEAD
   0362046dcf2b6dbb3bd44566dc7ae42d9020570f) taken: main.py, its training script (the readme
   runs nothing), AlexNet with batch norm on CIFAR-10. Made here: CIFAR-10, 12 training and 4
   test images (corpus_data_m_11to15.TinyCIFAR10). Edits: images resized to 224, not 227
   (its first linear layer takes 50176 = 256 x 14 x 14 features, which 224 gives; at 227 its
   features are 256 x 15 x 15 and the first step stops on a RuntimeError at HEAD, on any
   data), one epoch (not 5), batches of 4 (not 100): 3 steps, and the name it saves the model
   under, which it asks for with input() after training (no terminal answers here). Plain
   run: 103.8 s, exit 0, at load 15.3, 5.9 GB resident (its 50176 x 4096 layer, 205 million
   weights, and Adam's two moments of them). kanaad-lims/Paper-Implementations (rank 3,
   AlexNet/alexnet.py; HEAD bcead5664d34ef0fd33a2458284e0818f92affe9) taken: the hit, the
   folder's one script (its readme names the data set, no command), AlexNet without batch
   norm on Caltech 101 resized to 224. Made here: Caltech 101, 12 training and 4 test RGB
   images of 101 classes (corpus_data_m_11to15.TinyCaltech101), a stand-in that takes the
   `train` flag the script passes (torchvision's Caltech101 takes none: a TypeError at HEAD
   before any download). Edits: batches of 4 (not 128), one epoch (not 50): 3 steps. Plain
   run: 54.4 s, exit 0, at load 14.0. Ranks 4 on were not needed.

14. squeeze-and-excitation network, `code` (query "squeeze-and-excitation network pytorch
   training loop example"): chrischute/papers (rank 1, 01-resnets/code/models/se_resnext.py;
   HEAD 371dc0b959f8b7d887cc1bb40b500675a6feda1f) skipped, no training script: the folder's
   train.py (its readme's `python train.py --name=res`, "Dummy on CIFAR=10") stops at `import
   models` on a circular import (models.layers imports se_resnext_bottleneck, which imports
   SEBlock from the half-made models.layers: an ImportError at HEAD, tried here with
   --gpu_ids -1), and past it every model is built from the parsed arguments, which hold none
   of the model_depth, init_channels and num_classes each constructor requires (no value of
   init_channels is written anywhere in it); its SE block reshapes its gate to 5 dimensions
   for a 4-dimensional input. frechele/SENet-PyTorch (rank 2, README.md; HEAD
   6f1eae93256e5181baea8d5102473c6cba6500fa) taken: cifar10.py, the first of the two training
   scripts the readme names (cifar10.py or mnist.py, set by editing their constants), a
   residual network with SE blocks and batch norm on CIFAR-10. Made here: CIFAR-10, 12 training
   and 4 test images (corpus_data_m_11to15.TinyCIFAR10), and the ./checkpoint folder it saves
   into (corpus_data_m_11to15.frechele_cifar10_senet). Edits: one epoch (not 40) of batches of
   4 (not 128): 3 steps; the CPU for its hard-coded .cuda() (four lines). Plain run: 98.7 s,
   exit 0, at load 15.3. Pratapgh/Comparison-of-CNN-Architectures-on-Different-Datasets-
   (rank 3, models/senet.py; HEAD 74989f147deabd204220c96c1cb3dba6f6ae75e9) taken: train.py,
   the repository's training script (the readme is a title, main.py holds comments only, and
   the hit is a model), which trains seven networks on MNIST, Fashion-MNIST and CIFAR-10 in
   turn: here its SENet (one convolution, an SE block, no batch norm) on CIFAR-10 resized to
   224. Made here: CIFAR-10 (corpus_data.CIFAR10: 256 training and 64 test images, the test
   labels holding all 10 classes its classification report names). Edits: one epoch (not 10):
   4 steps of 64; its lists of data sets and models cut to CIFAR-10 and SENet (its 21
   trainings, seven networks at 224 on three data sets, take far more than a minute here).
   Plain run: 125.1 s, exit 0, at load 15.6. Ranks 4 on were not needed.

15. fully convolutional network FCN semantic segmentation, `code` (query "fully convolutional
   network FCN semantic segmentation pytorch training loop example"): ArronHZG/
   segmentation-pytorch (rank 1, rssrai-fcn.sh; HEAD ea334e44c774fe7c1fa4d6371f9c10e23f179edb)
   skipped, a compiled CUDA extension: train.py imports NVIDIA's apex (amp, apex.parallel; the
   readme builds it with --cuda_ext) and raises ImportError without it; the hit launches it
   with torch.distributed.launch on two GPUs. pypi-data/pypi-mirror-42 (rank 2,
   packages/nobrainer/nobrainer-0.0.1a1-py3-none-any.whl/nobrainer/models/fcn.py) skipped,
   cannot be fetched: its snapshot is 1.46 GB, over what `fetch` brings (500 MB); the hit, a
   file of a wheel's contents, holds a docstring only (nobrainer, a TensorFlow package).
   CharlesJWC/FCN-pytorch (ranks 3 and 4, README.md; HEAD
   7b34fab577d0997a5fea59e1683eb7d3847350b9) skipped, weights from the internet: every FCN it
   builds (code/model/FCN_proposed.py and FCN_previous.py) starts from torchvision's
   vgg16(pretrained=True), alexnet(pretrained=True) or googlenet(pretrained=True) (ImageNet
   weights, downloaded), and the readme's FCN_8s also loads the checkpoint of an FCN-16s
   trained before it. Ranks 5 to 12 name no repository. `code` gave none that qualified, so
   `pages` was asked the same query: ranks 1, 2, 3 and 5 (codegenes.net), 4 (besthub.dev) and
   7 and 8 (wenku.csdn.net) name none; rank 6, deepwiki.com/meetps/pytorch-semseg, names
   meetps/pytorch-semseg, in the corpus (corpus_first_sight_m_16to20.py took it for topic 16).
   The topic gives none.

Skips: 5 (topic 11: 1; topic 14: 1; topic 15: 3), each above with its reason (repositories
already in the corpus are not counted).

First sight, 8 of 8 kept, no silent wrong result (the runs' times, behind the lock, at loads
of 2 to 3 for all but the first two):
- gsp27-cifar10-squeezenet: kept (`differ`: "the run on 2 ranks stopped: rank 1 failed:
  RuntimeError: shape '[32, 10]' is invalid for input of size 160 (at main.py:126 ...)", then
  "--verify: a batch size written into the script breaks on a slice of the batch (one process
  ran the same steps)"; 63.7 s).
- citya-cifar10-squeezenet: kept (`agree: batch norm per rank is all the difference`: 0.00434
  from one process against a yardstick of 0.000307, and with --sync-batchnorm 0.000334 against
  0.000401; the flips seeded per sample; 133.2 s). No run of the split was made: its loop
  calls `net.forward(data)`, not the module, so the ranks were judged against one process
  and then again under --sync-batchnorm, as the table of docs/run.md says for such a run.
- youngewbok-flowers-googlenet: kept (`agree`, 4.17e-08 from one process, within float32's
  tolerance; dropout off at model.py:73; the crops and flips seeded per sample; seeded alike
  for the check; 20.1 s).
- axeloh-cifar10-googlenet: kept (`agree`, 0 against the split's run; batch norm per rank
  named: 0.00601 from one process, 0.00567 with --sync-batchnorm, its yardstick 0.00562;
  dropout off at inception_net.py:73; the flips seeded per sample; 54.6 s).
- mustafakmaz-cifar10-alexnet: kept (`agree`, 0 against the split's run; batch norm per rank
  named: 0.0059 from one process, 0.00527 with --sync-batchnorm, its yardstick 0.00519;
  dropout off at alexnet.py:48; 306.9 s).
- kanaad-caltech101-alexnet: kept (`agree`, 0 against the split's run; the split itself
  5.61e-05 from one process, named as rounding of sums over the slices; dropout off at
  alexnet.py:62; 45.5 s).
- frechele-cifar10-senet: kept (`agree`, 0 against the split's run; batch norm per rank named:
  0.00822 from one process, 0.000641 with --sync-batchnorm, its yardstick 0.000561; the crops
  and flips seeded per sample; 36.3 s).
- pratapgh-cifar10-senet: kept (`agree`, 0 against the split's run; the split itself 5.29e-06
  from one process, named as rounding; 41.9 s).

Doubts for the lead:
- Runtimes: the plain runs took 7.5 s to 125.1 s, most near 100 s at loads of 13 to 16 (the
  same scripts' first sights, two to five runs each, took 20 s to 55 s at loads of 2 to 3, all
  but mustafakmaz's, 306.9 s); the sizes are the smallest their steps allow (GoogLeNet,
  AlexNet and the SE networks at 224 with batches of 4).
- mustafakmaz: its recipe changes the size HEAD resizes to (227 to 224), the one edit here that
  is not data, steps or a device: at 227 the script stops at its first step on any data, and
  224 is the size its first linear layer was built for. Its 205 million weights with Adam's
  moments held 5.9 GB in one process (each rank holds as much): the 23 GB machine had room
  at its first sight, not necessarily beside other runs.
- mustafakmaz and axeloh: batch norm per rank is named as all the difference, yet the ranks
  under --sync-batchnorm move little closer to one process (0.0059 to 0.00527; 0.00601 to
  0.00567), within yardsticks of about the same size (0.00519, 0.00562: Adam at 1e-3 turns
  rounding into steps of its learning rate's size over 3 steps), as foundsheep's did in batch
  l: the check cannot say how much of it batch norm is.
- kanaad: its data set is a stand-in that takes the `train` flag the script passes to
  torchvision's Caltech101, which takes none (a TypeError at HEAD before any download); the
  real data set would also give grayscale images, which its 3-channel Normalize refuses.
- pratapgh: one of its 21 trainings (SENet on CIFAR-10) is run, its lists of data sets and
  models cut to that pair; the first 3 steps of HEAD's loop would be LeNet-5's on MNIST.
- Topic 12, youngewbok: its optimizer holds the last linear layer alone (the network's other
  weights get gradients and never move), taken as HEAD writes it.
- Topic 14, frechele: its SE block computes its gate from the unpooled features (`w =
  self.fc(x)` after the pooled `w`), so the gate is per pixel; taken as HEAD writes it.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

GSP27 = ("gsp-27/pytorch_Squeezenet", "60db8b0c27bcf9074f66016f30922aca07d54da7")
CITYA = ("citya1472581234/lightweight-models", "2fce353bca99e33c854401b9a44dad8842728e5d")
YOUNGEWBOK = ("YoungEWBOK/Pytorch-DL-Practice", "109386ae7bf3d58d3cc26d07cd148c6b0b8f6fc2")
AXELOH = ("axeloh/GoogLeNet", "87f780e5ecf57f61f2c6fe37cbe99773c30efb05")
MUSTAFAKMAZ = ("mustafakmaz/alexnet-pytorch", "0362046dcf2b6dbb3bd44566dc7ae42d9020570f")
KANAAD = ("kanaad-lims/Paper-Implementations", "bcead5664d34ef0fd33a2458284e0818f92affe9")
FRECHELE = ("frechele/SENet-PyTorch", "6f1eae93256e5181baea8d5102473c6cba6500fa")
PRATAPGH = (
    "Pratapgh/Comparison-of-CNN-Architectures-on-Different-Datasets-",
    "74989f147deabd204220c96c1cb3dba6f6ae75e9",
)
CPU = "the CPU for its hard-coded .cuda()"
ZERO_DIM = "a 0-dim tensor is not indexed since torch 0.5 (an IndexError at HEAD)"
BN = "the split's own effect, batch norm per rank, is named beside the agree"
CIFAR = (
    MADE + " (CIFAR-10, which it downloads: corpus_data.CIFAR10's 256 training and 64 test images)"
)


def _squeezenet_edits() -> tuple[Edit, ...]:
    """gsp-27's main.py and citya's copy of it share these lines."""
    return (
        Edit(
            "import torchvision.datasets as datasets\n",
            "import torchvision.datasets as datasets\n"
            "import corpus_data; datasets.CIFAR10 = corpus_data.CIFAR10\n",
            CIFAR,
        ),
        Edit("avg_loss.append(loss.data[0])", "avg_loss.append(loss.item())", ZERO_DIM),
        Edit(
            "len(train_loader.dataset), loss.data[0]))",
            "len(train_loader.dataset), loss.item()))",
            ZERO_DIM,
        ),
    )


RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "gsp27-cifar10-squeezenet",
        *GSP27,
        "main.py",
        "image classification (SqueezeNet written from scratch for CIFAR-10 at 32 x 32: fire "
        "modules of 1 x 1 squeeze and 1 x 1 / 3 x 3 expand convolutions, each with batch norm, "
        "max pooling, a 1 x 1 convolution to 10 classes, average pooling and a log-softmax; "
        "NLL loss, SGD with momentum and weight decay; a shuffled DataLoader with random "
        "horizontal flips; a validation pass, a checkpoint and loss and accuracy plots each "
        "epoch)",
        "differ",
        "its training loop reshapes the model's scores with `scores.view(args.batch_size, "
        "args.num_classes)`: the batch size written into the script (its --batch-size, 32) "
        "breaks on a rank's slice of 16 images (a view of 160 values as 32 x 10), while one "
        "process runs its steps on the global batch of 32; the NLL loss is otherwise a mean of "
        "one term per image, the flips are the data's (seeded per sample), and batch norm runs "
        "per rank",
        _squeezenet_edits(),
        # The readme's command, `python main.py --batch-size 32 --epoch 10`, with one epoch:
        # 8 steps over the 256 images made here.
        args=("--batch-size", "32", "--epoch", "1"),
        paths=("model.py",),
        names="a batch size written into the script breaks on a slice of the batch",
        first_sight="kept",
    ),
    Recipe(
        "citya-cifar10-squeezenet",
        *CITYA,
        "squeezenet/main.py",
        "image classification (a copy of gsp-27's SqueezeNet for CIFAR-10 at 32 x 32: fire "
        "modules with batch norm, a 1 x 1 convolution to 10 classes, average pooling and a "
        "log-softmax; NLL loss, SGD with momentum and weight decay at 0.003; a shuffled "
        "DataLoader with random horizontal flips; a validation pass, a checkpoint and plots "
        "each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 32 images are split per rank (16 + 16): its scores "
        "are reshaped with `view(-1, num_classes)` (this copy's change from gsp-27's batch size), "
        "and the NLL loss is a mean of one term per image, so one process's average; the flips "
        "are the data's, drawn in the data set's __getitem__, seeded per sample for the check; "
        "no dropout; " + BN,
        _squeezenet_edits(),
        # The folder's readme runs nothing (it shows its plots); main.py is its training
        # script. One epoch (not 15) of batches of 32 (not 64): 8 steps over 256 images.
        args=("--batch-size", "32", "--epoch", "1"),
        paths=("squeezenet/model.py",),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "youngewbok-flowers-googlenet",
        *YOUNGEWBOK,
        "GoogLeNet/train.py",
        "image classification (GoogLeNet written out, trained from scratch on five classes of "
        "flower photos, an ImageFolder: inception modules of ReLU convolutions, no batch norm, "
        "two auxiliary classifiers with dropout and dropout before the last layer; the cross "
        "entropy of the main output plus 0.3 times each auxiliary one; Adam at 1e-3 on the last "
        "linear layer's parameters alone; random resized crops to 224 and flips; a shuffled "
        "DataLoader of 32 with 2 workers; a validation pass and the best checkpoint each "
        "epoch)",
        "agree",
        "its shuffled DataLoader's batches of 4 images are split per rank (2 + 2): each of the "
        "three cross entropies is a mean of one term per image, and their weighted sum is one "
        "process's average; the crops and flips are the data's, drawn in the data set's "
        "__getitem__ (in its loader's workers), seeded per sample for the check; dropout, in "
        "the auxiliary classifiers and the head, is switched off for the check; no batch norm",
        (
            Edit(
                "batch_size = 32",
                "batch_size = 4",
                "batches of 4, not 32: 3 steps over the 10 training images made here",
            ),
            Edit("epochs = 30", "epochs = 1", "one epoch, not 30"),
        ),
        # The hit is the folder's readme, which prints the network and runs nothing; train.py
        # is its training from scratch (train_pre_weight.py loads downloaded weights).
        paths=("GoogLeNet/model.py",),
        data="youngewbok_flowers_googlenet",
        first_sight="kept",
    ),
    Recipe(
        "axeloh-cifar10-googlenet",
        *AXELOH,
        "train.py",
        "image classification (GoogLeNet written from scratch for CIFAR-10 resized to 224: "
        "inception blocks of convolutions with batch norm and ReLU, dropout before the last "
        "layer; cross entropy, Adam at 1e-3 with a polynomial decay set each epoch; a shuffled "
        "DataLoader of 64 with random horizontal flips; a validation pass before training and "
        "each epoch, checkpoints and loss and accuracy plots)",
        "agree",
        "its shuffled DataLoader's batches of 4 images are split per rank (2 + 2): the cross "
        "entropy (over logits given a trailing dimension of 1) is a mean of one term per image, "
        "so one process's average; the flips are the data's, drawn in the data set's "
        "__getitem__, seeded per sample for the check; its validation pass before training is "
        "an evaluation, run whole; dropout is switched off for the check; " + BN,
        (
            Edit(
                "from torchvision.datasets import MNIST, FashionMNIST, CIFAR10, CIFAR100\n",
                "from torchvision.datasets import MNIST, FashionMNIST, CIFAR10, CIFAR100\n"
                "from corpus_data_m_11to15 import TinyCIFAR10 as CIFAR10\n",
                MADE + " (CIFAR-10, which it downloads: corpus_data_m_11to15.TinyCIFAR10's 12 "
                "training and 4 test images, as its GoogLeNet at 224 takes seconds an image "
                "here)",
            ),
        ),
        # The readme's `python train.py`, with one epoch (not 50) of batches of 4 (not 64): 3
        # steps over the 12 training images made here.
        args=("--epochs", "1", "--bs", "4"),
        paths=("inception_net.py",),
        data="axeloh_cifar10_googlenet",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "mustafakmaz-cifar10-alexnet",
        *MUSTAFAKMAZ,
        "main.py",
        "image classification (AlexNet written from scratch for CIFAR-10 resized to 224: five "
        "convolutions with batch norm and ReLU, max pooling, three linear layers with dropout, "
        "the first of 50176 x 4096; cross entropy, Adam at 1e-3; a shuffled DataLoader of 100; "
        "a test pass each epoch, a plot of the losses, the model saved under a name it asks "
        "for)",
        "agree",
        "its shuffled DataLoader's batches of 4 images are split per rank (2 + 2): the cross "
        "entropy is a mean of one term per image, so one process's average; nothing random in "
        "training but dropout, switched off for the check; " + BN,
        (
            Edit(
                "import torchvision\n",
                "import torchvision\n"
                "import corpus_data_m_11to15\n"
                "torchvision.datasets.CIFAR10 = corpus_data_m_11to15.TinyCIFAR10\n",
                MADE + " (CIFAR-10, which it downloads: corpus_data_m_11to15.TinyCIFAR10's 12 "
                "training and 4 test images)",
            ),
            Edit(
                "torchvision.transforms.Resize((227,227))",
                "torchvision.transforms.Resize((224,224))",
                "images of 224 a side, the size its first linear layer is built for (50176 = "
                "256 x 14 x 14, which 224 gives): at its 227 the features are 256 x 15 x 15, "
                "a RuntimeError at HEAD at the first step (mat1 and mat2 shapes cannot be "
                "multiplied (4x57600 and 50176x4096)), on any data",
            ),
            Edit("num_epochs = 5", "num_epochs = 1", "one epoch, not 5"),
            Edit(
                "batch_size = 100",
                "batch_size = 4",
                "batches of 4, not 100: 3 steps over the 12 training images made here",
            ),
            Edit(
                'model_name = input("Enter model name:")',
                'model_name = "alexnet.pt"',
                "a name for the saved model, which it reads from the terminal after training "
                "(`input()`: no terminal answers it here)",
            ),
        ),
        # The readme runs nothing; main.py is its training script.
        paths=("alexnet.py", "utils.py"),
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "kanaad-caltech101-alexnet",
        *KANAAD,
        "AlexNet/alexnet.py",
        "image classification (AlexNet written from scratch for Caltech 101 resized to 224: "
        "five ReLU convolutions with max pooling, three linear layers with dropout, no batch "
        "norm; cross entropy, SGD at 0.01 with momentum 0.9; a shuffled DataLoader of 128; a "
        "test and a training accuracy after training)",
        "agree",
        "its shuffled DataLoader's batches of 4 images are split per rank (2 + 2): the cross "
        "entropy is a mean of one term per image, so one process's average; nothing random in "
        "training but dropout, switched off for the check; no batch norm",
        (
            Edit(
                "from torch.utils.data import DataLoader\n",
                "from torch.utils.data import DataLoader\n"
                "import corpus_data_m_11to15\n"
                "torchvision.datasets.Caltech101 = corpus_data_m_11to15.TinyCaltech101\n",
                MADE + " (Caltech 101, which it downloads: corpus_data_m_11to15.TinyCaltech101's "
                "12 training and 4 test images of 101 classes, which takes the `train` flag it "
                "passes)",
            ),
            Edit("batch_size = 128", "batch_size = 4", "batches of 4, not 128: 3 steps"),
            Edit("epochs = 50", "epochs = 1", "one epoch, not 50"),
        ),
        # The folder's readme names the data set and runs nothing; alexnet.py is its script.
        first_sight="kept",
    ),
    Recipe(
        "frechele-cifar10-senet",
        *FRECHELE,
        "cifar10.py",
        "image classification (a residual network with squeeze-and-excitation blocks written "
        "from scratch for CIFAR-10 at 32 x 32: 128 filters, nine residual blocks of two "
        "convolutions with batch norm, each gated by an SE block of 1 x 1 convolutions (a "
        "sigmoid scale and a bias), global average pooling and a log-softmax; cross entropy, "
        "SGD at 0.1 with Nesterov momentum and weight decay; random crops and flips; a shuffled "
        "DataLoader of 128 with 2 workers; a test pass and a checkpoint each epoch)",
        "agree",
        "its shuffled DataLoader's batches of 4 images are split per rank (2 + 2): the cross "
        "entropy is a mean of one term per image, so one process's average; the crops and "
        "flips are the data's, drawn in the data set's __getitem__ (in its loader's workers), "
        "seeded per sample for the check; no dropout; " + BN,
        (
            Edit(
                "from torchvision.datasets import CIFAR10\n",
                "from torchvision.datasets import CIFAR10\n"
                "from corpus_data_m_11to15 import TinyCIFAR10 as CIFAR10\n",
                MADE + " (CIFAR-10, which it downloads: corpus_data_m_11to15.TinyCIFAR10's 12 "
                "training and 4 test images)",
            ),
            Edit("EPOCHS = 40", "EPOCHS = 1", "one epoch, not 40"),
            Edit(
                "BATCH_SIZE = 128",
                "BATCH_SIZE = 4",
                "batches of 4, not 128: 3 steps over the 12 training images made here",
            ),
            Edit("net = Network(3, 128, 10, 10).cuda()", "net = Network(3, 128, 10, 10)", CPU),
            Edit("ACE = nn.CrossEntropyLoss().cuda()", "ACE = nn.CrossEntropyLoss()", CPU),
            Edit(
                "inputs, labels = Variable(inputs).cuda(), Variable(labels).cuda()\n\n"
                "            opt.zero_grad()",
                "inputs, labels = Variable(inputs), Variable(labels)\n\n"
                "            opt.zero_grad()",
                CPU + " (the training batch)",
            ),
            Edit(
                "inputs, labels = Variable(inputs).cuda(), Variable(labels).cuda()\n\n"
                "                preds = net(inputs)",
                "inputs, labels = Variable(inputs), Variable(labels)\n\n"
                "                preds = net(inputs)",
                CPU + " (the test batch)",
            ),
        ),
        # The readme trains with cifar10.py or mnist.py, editing their constants: cifar10.py,
        # named first.
        paths=("network.py",),
        data="frechele_cifar10_senet",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "pratapgh-cifar10-senet",
        *PRATAPGH,
        "train.py",
        "image classification (seven networks written from scratch compared on MNIST, "
        "Fashion-MNIST and CIFAR-10, each trained in turn; here its SENet on CIFAR-10 resized "
        "to 224: one 7 x 7 convolution, a squeeze-and-excitation block (global pooling, two "
        "linear layers, a sigmoid gate), global pooling and a linear layer, no batch norm, no "
        "dropout; cross entropy, Adam at 1e-3; a shuffled DataLoader of 64; a loss plot, a "
        "classification report and a saved model after training)",
        "agree",
        "its shuffled DataLoader's batches of 64 images are split per rank (32 + 32): the "
        "cross entropy is a mean of one term per image, so one process's average; nothing "
        "random in training, no dropout, no batch norm",
        (
            Edit(
                "from torchvision import datasets, transforms\n",
                "from torchvision import datasets, transforms\n"
                "import corpus_data; datasets.CIFAR10 = corpus_data.CIFAR10\n",
                MADE + " (CIFAR-10, which it downloads: corpus_data.CIFAR10's 256 training and "
                "64 test images; the test set's labels hold all 10 classes, which its "
                "classification report names)",
            ),
            Edit("epochs = 10", "epochs = 1", "one epoch, not 10: 4 steps of 64"),
            Edit(
                'datasets_to_evaluate = ["MNIST", "FMNIST", "CIFAR10"]',
                'datasets_to_evaluate = ["CIFAR10"]',
                "one of its three data sets, CIFAR-10 (the SE network's 3-channel input as "
                "its transform gives it): its 21 trainings, seven models at 224 on three data "
                "sets, take far more than a minute here",
            ),
            Edit(
                'models_to_evaluate = ["LeNet5", "AlexNet", "VGGNet", "ResNet", "GoogLeNet", '
                '"Xception", "SENet"]',
                'models_to_evaluate = ["SENet"]',
                "one of its seven models, the SE network (the hit, models/senet.py), trained "
                "as the loop trains each",
            ),
        ),
        # The readme is a title; main.py holds comments only; the hit is models/senet.py, a
        # model, and train.py the repository's training script, which trains it.
        paths=(
            "models/lenet.py",
            "models/alexnet.py",
            "models/vggnet.py",
            "models/resnet.py",
            "models/googlenet.py",
            "models/exception.py",
            "models/senet.py",
        ),
        first_sight="kept",
    ),
)
