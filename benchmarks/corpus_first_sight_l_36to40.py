"""Batch l, topics (36) to (40): batch l's rule (corpus_first_sight_l.py's docstring, verbatim
there) applied to deep convolutional GAN DCGAN on CelebA, Transformer time series
forecasting, dogs versus cats image classification, handwritten digit recognition with an
MLP, and gated recurrent unit IMDB sentiment classification. Eight scripts from eight
repositories: two for each of topics 36, 37, 39 and 40; topic 38 gives none (its `code`
results name only repositories the corpus holds, its `pages` results one that cannot be
fetched and one that trains only in a notebook). At first sight 8 of 8 kept, no silent wrong
result.
Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares
it, until it ended without error (its time given below, with the load of the 2-core machine,
shared with the other helpers' runs: loads of 10 to 16 through most of this part), before its
first sight.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtl, 0f2c040, 2026-11-29, one at a time behind the batch's lock, each once,
--timeout 900), before any change made for it.

Nothing was installed: every package these scripts import (IPython, imageio, pandas, tqdm,
pytorch_lightning 2.6.6) was in .venv already.

Read as batches c to k read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address. "In the corpus" is
any repository named in corpus_recipes.py or corpus_first_sight_*.py, the other helpers'
parts of batch l included (checked just before each was taken, and again at the end: none of
the repositories taken below is named in any other part). Ranks are the results' own. Per
topic, in the order the results came:

36. Deep convolutional GAN DCGAN on CelebA, `code` (query "deep convolutional GAN DCGAN on
   CelebA pytorch training loop example"): hololee/dcgan (rank 1, readme.md; HEAD
   17ae80fd2994589e1b51e6cd9a55f2e8e14a0efb) taken: its one script, dcgan.py (the readme
   runs nothing), the PyTorch tutorial's DCGAN on CelebA as one file. Made here: CelebA's
   img_align_celeba folder as its ImageFolder reads it, 48 colour jpgs of 64 x 64
   (corpus_data_l_36to40.hololee_celeba; the 4 faces the repository holds are not
   extracted). Edits: batches of 16 (not 128), one epoch (not 5), no loader workers (not 2),
   and float labels (torch.full of the int 1 fills an int64 tensor since torch 1.7, which
   BCELoss refuses: a RuntimeError at HEAD). It picks the CPU itself where there is no GPU.
   Plain run: 31.6 s, exit 0, at load 3.9. murumura/DCGAN-pytorch (rank 2, README.md; HEAD
   67f1930ac49d2403511328b855fbe56c2891173a) taken: its readme's CelebA run,
   dcgan/train_CelebA.sh's `python3 main.py --train --data_path ../Data/CelebA
   --image_channel 3 --dataset CelebA ...` (with --batch_size 16 added), its Trainer in
   dcgan/train.py. Made here: the faces its ImageFolder fallback reads, Data/CelebA/
   img_align_celeba, 48 jpgs (corpus_data_l_36to40.murumura_celeba). Edits in dcgan/dcgan.py:
   torchvision's CelebA with download=False (it downloads from Google Drive: it then raises
   the RuntimeError its except takes, and the script's own ImageFolder fallback loads the
   faces), no loader workers for that loader (not 4), one epoch (not 25; no flag). Plain run:
   78.3 s, exit 0, at load 10.2. Ranks 3 (Jingxuan-He/DCGAN) and 4
   (fummicc1-sample/DCGAN_TUTORIAL) were not needed.

37. Transformer time series forecasting, `code` (query "Transformer time series forecasting
   pytorch training loop example"): maiqizhou/DSML (rank 1, README.md; HEAD
   72696603c9d2debd3303ba27cd579ef3288d5669) taken: the readme's "Run train.py",
   src/train.py, the influenza_transformer model on a Lorenz-96 series. Made here: the .npy
   it loads from its own path, finalProject/DSML/lorenz96_on0.05_train.npy under src/ (the
   repository's Lorenz-96 files are absent from the mirror), 521 steps of 10 variables
   (corpus_data_l_36to40.maiqizhou_lorenz96): 384 training windows, 3 batches of 128. Edits:
   the model's num_predicted_features (no default, and train.py passes none: a TypeError at
   HEAD) given as the series' variables, with a smaller model (d_model 128, feed-forward 256,
   not 1024 and 2048), and one epoch (not 20). Plain run: 101.2 s, exit 0, at load 14.6.
   argonne-lcf/ALCF_Hands_on_HPC_Workshop (rank 2,
   data_science/AI_frameworks/examples/pytorch_ddp/pytorch_cpu.py; HEAD
   5e08b804009727e39e004116a6788bdac263cd31) taken: the hit's script (the repository is a
   workshop's, whose readme runs no one training), the single-process baseline its DDP
   lesson starts from: torch.nn.Transformer on random tensors made inline. Edits: 48
   sequences (not 2048), batches of 16 (not 32), one epoch (not 10). Plain run: 129.5 s, exit
   0, at load 15.5 (142.5 s with batches of 32 and 96 sequences at load 16.2: 44 M
   parameters). Ranks 3 (KasperGroesLudvigsen/influenza_transformer) and 4
   (huggingface/blog) were not needed.

38. Dogs versus cats image classification, `code` (query "dogs versus cats image
   classification pytorch training loop example"): MathGaron/pytorch_toolbox (rank 1),
   jancewicz/cats-dogs-cnn (rank 2) and layely/CatvsDog-pytorch (rank 4) are in the corpus
   (batch i's part 33to36), Mud-Fire/LML (rank 3) too (batches i and j); ranks 5 to 12 name
   no repository. `code` gave none, so `pages` was asked the same query: ranks 1 to 4
   (cosmiclearn, a post without an address, deeplearning4u, kiranscaria) name none; rank 5,
   zingnex's page on github.com/Ritwik005/Convolution-Network: skipped, it cannot be fetched
   (the fetch tool has no snapshot of it); rank 6 (lucaskrippendorff.com) and rank 7 (51cto)
   name none; rank 8, github.com/IordanisKokk/Convolutional-Neural-Network-for-Image-
   Classification-Cats-vs-Dogs (HEAD 89a4fd4f155ec65b266c0678976020cbd0674d25): skipped,
   training only in a notebook (its tree is README.md, cats_vs_dogs_classification.ipynb and
   a figure). The topic gives no script.

39. Handwritten digit recognition with an MLP, `code` (query "handwritten digit recognition
   with an MLP pytorch training loop example"): kvarforl/DeepLearning (rank 1) is in the
   corpus (batch i's parts 33to36 and 37to40). becky930/predictive_coding_playground (rank 2,
   tests/mlp_mnist.py; HEAD 0e192d4df4be561702a6bfe228ce046755ccbcbf) taken: the hit's script
   (the readme is a line), a one-layer perceptron on MNIST. Made here: MNIST
   (corpus_data.MNIST, 256 training images, swapped in for torchvision's). No other edit.
   Plain run: 14.0 s, exit 0, at load 13.7. Rank 3 names no repository.
   idlefox-studio/NN-PyTorch (rank 4, README.md; HEAD
   d5770d60d4b23601c0ff03bb15f1bcf4f5ac07e6) taken: its one script, neural.py (the readme
   shows its output, no command), an MLP of 784-50-10. Made here: MNIST
   (corpus_data_l_36to40.MNIST: corpus_data.MNIST with torchvision's `train` attribute, which
   its accuracy check reads; the mirror lacks the repository's own MNIST images). No other
   edit (its 2 epochs of 2 batches of 128 give 4 steps). Plain run: 17.7 s, exit 0, at load
   13.2.

40. Gated recurrent unit IMDB sentiment classification, `code` (query "gated recurrent unit
   IMDB sentiment classification pytorch training loop example"):
   LinDong123a/ancient-chinese-translator (rank 1, launch.sh; HEAD
   d6b6cb11bc2e36ef4bc16e1a9ba14fd5a99c2dad) taken: the hit is a launch.sh that HEAD no
   longer has; its scripts/train.sh runs main.py with --model transformer (its GRU line is
   commented out), so that run, a Lightning Transformer translating modern to classical
   Chinese (the rule takes the training script the repository runs, whatever the topic).
   Made here: the dataset/ folder prepare_data.py makes from a submodule (the
   classical-chinese corpus, not in the mirror): its two vocabularies and 12, 4 and 4 pairs
   (corpus_data_l_36to40.lindong_ancient_pairs). Flags: train.sh's, with one epoch (not 100)
   and 2 + 2 layers (not 6 + 6). Edits: Lightning 2's API (Trainer.add_argparse_args and
   from_argparse_args are gone: an AttributeError at HEAD), the three Trainer flags train.sh
   passes added by hand and the Trainer made from them. Plain run: 75.8 s, exit 0, at load
   13.2. Rank 2 names no repository (a Keras excerpt). CecilPines/Pytorch-with-LSTM-GRU-on-
   IMDb-Dataset (rank 3, README.md; HEAD 3c73814acb3190a47558d083ae91838985b0685c) taken:
   the readme's source file, Pytorch-with-LSTM&GRU-on-IMDb-Dataset.py (its GRU, as main()
   builds it), written for Colab. Made here: aclImdb's train and test folders, 48 and 16
   reviews (corpus_data_l_36to40.cecilpines_aclimdb). Edits: no Google Drive mount and the
   data's paths beside the script, batches of 16 (not 256), one epoch (not 50), reviews padded
   to 100 words (not 300), NumPy 2's asarray for the removed asfarray (an AttributeError at
   HEAD, in its loss plot after training), and its per-class test accuracy guarded against a
   class never predicted (a ZeroDivisionError after 3 steps, which its comment says it
   guards against). Plain run: 48.6 s, exit 0, at load 14.4 (131.6 s and that
   ZeroDivisionError with reviews of 300 at load 14.6). Rank 4 (timonvdvelde/sentiment,
   which trains in a notebook) was not needed.

Skips: 2 (topic 38: Ritwik005/Convolution-Network, which cannot be fetched, and
IordanisKokk's, training only in a notebook), each above with its reason.

First sight, 8 of 8 kept, no silent wrong result:
- hololee-dcgan-celeba: kept (`agree`, 3.46e-05 against the split's run, within 10x that run
  with its rounding moved, 0.000403; the noise's rows keyed by the global sample at
  dcgan.py:191; batch norm per rank named: 0.000822 from one process, 0.0004 with
  --sync-batchnorm, as one process against itself).
- murumura-dcgan-celeba: kept (`agree`, 0.000101 against the split's run, within 10x that run
  with its rounding moved, 0.000344; the noise keyed at train.py:48; batch norm per rank
  named: 0.000822 from one process, 0.0004 with --sync-batchnorm, its yardstick 0.000788).
- maiqizhou-lorenz96-transformer: kept (`agree`, 0 against the split's run; dropout off at
  positional_encoder.py:74; the split itself 0.000419 from one process, named as what any
  data-parallel run of it computes: see the doubt below).
- argonne-transformer-cpu: kept (`agree`, 0 against the split's run; attention dropout off;
  the split itself 0.000571).
- becky-mnist-mlp: kept (`agree`, 3.73e-09 compared with one process directly, seeded for
  the check).
- idlefox-mnist-mlp: kept (`agree`, 1.86e-08 compared with one process directly, seeded for
  the check).
- lindong-ancient-chinese-transformer: kept (`agree`, 7.62e-07 against the split's run;
  dropout off at transformer.py:321; the split itself 0.000126).
- cecilpines-imdb-gru: kept (`agree`, 9.92e-06 against the split's run, within 10x that run
  with its rounding moved, 0.000594; the split itself 1.48e-05).

Doubts for the lead:
- Topic 37, maiqizhou: its positional encoding is built batch-second (PositionalEncoder's
  batch_first left False) but fed batch-first tensors, so it adds to each window the
  encoding of the window's row in the batch. A rank's slice restarts those rows at 0: every
  data-parallel run of it trains another function than one process. `agree` was written as
  the documented model reads it (the ranks compute the split's arithmetic, each slice's
  forward alone; the split's own effect named beside the agree), not `differ`: no
  second-derivative coupling of samples, no draw, no sum-and-mean mix; a reader could hold
  that a forward whose output depends on a sample's place in the batch is a fault the check
  should name.
- Topic 37, argonne-lcf: the hit's script is a workshop's DDP baseline, a
  torch.nn.Transformer on random tensors, not a forecaster; taken as the rule takes the hit's
  script where the readme runs none. Its plain run took 129.5 s at load 15.5, over a minute.
- Topic 40, LinDong123a: a translator, not a sentiment classifier, and a Transformer, not a
  GRU: scripts/train.sh's uncommented command runs it. Two Lightning 2 edits in main.py.
- Topic 40, CecilPines: the ZeroDivisionError guard and the NumPy 2 edit both act after
  training; the script, written for Colab, cannot run anywhere else at HEAD.
"""

from __future__ import annotations

from corpus_recipes import MADE, Edit, Recipe

HOLOLEE = ("hololee/dcgan", "17ae80fd2994589e1b51e6cd9a55f2e8e14a0efb")
MURUMURA = ("murumura/DCGAN-pytorch", "67f1930ac49d2403511328b855fbe56c2891173a")
MAIQIZHOU = ("maiqizhou/DSML", "72696603c9d2debd3303ba27cd579ef3288d5669")
BECKY = ("becky930/predictive_coding_playground", "0e192d4df4be561702a6bfe228ce046755ccbcbf")
IDLEFOX = ("idlefox-studio/NN-PyTorch", "d5770d60d4b23601c0ff03bb15f1bcf4f5ac07e6")
LINDONG = (
    "LinDong123a/ancient-chinese-translator",
    "d6b6cb11bc2e36ef4bc16e1a9ba14fd5a99c2dad",
)
CECILPINES = (
    "CecilPines/Pytorch-with-LSTM-GRU-on-IMDb-Dataset",
    "3c73814acb3190a47558d083ae91838985b0685c",
)
ARGONNE = ("argonne-lcf/ALCF_Hands_on_HPC_Workshop", "5e08b804009727e39e004116a6788bdac263cd31")
DCGAN_AGREE = (
    "its shuffled DataLoader's batches of 16 faces are split per rank (8 + 8), and the noise "
    "is drawn in the loop with torch.randn, a row per sample of the batch (its size read from "
    "the batch): --verify draws each row by the global sample it belongs to, so the ranks "
    "compute the split's arithmetic; BCELoss is a mean over the batch, D's real and fake "
    "terms each backpropagated alone, G's one, one term per sample; no dropout; the split's "
    "own effect, batch norm per rank (in D and G), is named beside the agree"
)

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "hololee-dcgan-celeba",
        *HOLOLEE,
        "dcgan.py",
        "GAN on CelebA (the PyTorch tutorial's DCGAN as one script: 64 x 64 colour faces from "
        "an ImageFolder, resized, centre-cropped, scaled to [-1, 1]; a generator of five "
        "transposed convolutions with batch norm and ReLU, tanh; a discriminator of five "
        "convolutions, batch norm on the middle three, leaky ReLU, sigmoid; BCELoss, D's real "
        "and fake halves backpropagated one after the other, then G's step through D; two "
        "Adams at 2e-4; z of 100 drawn with torch.randn in the loop; a fixed noise's samples "
        "kept for an animation; loss curves plotted)",
        "agree",
        DCGAN_AGREE,
        (
            Edit(
                "workers = 2\n",
                "workers = 0\n",
                "no loader workers (not 2): the data are made in the process, and a loaded "
                "2-core machine",
            ),
            Edit("batch_size = 128\n", "batch_size = 16\n", "batches of 16 (not 128)"),
            Edit("num_epochs = 5\n", "num_epochs = 1\n", "one epoch (not 5): 3 steps"),
            Edit(
                "real_label = 1\nfake_label = 0\n",
                "real_label = 1.\nfake_label = 0.\n",
                "float labels: torch.full of an int fills an int64 tensor since torch 1.7, "
                "and BCELoss refuses an int64 target (a RuntimeError at HEAD)",
            ),
        ),
        data="hololee_celeba",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "murumura-dcgan-celeba",
        *MURUMURA,
        "dcgan/main.py",
        "GAN on CelebA (train_CelebA.sh's run: DCGAN on 64 x 64 colour faces, torchvision's "
        "CelebA or, where that raises, an ImageFolder, resized, centre-cropped, scaled to "
        "[-1, 1]; a generator of five transposed convolutions with batch norm and ReLU, tanh; "
        "a discriminator of five convolutions, batch norm on the middle three, leaky ReLU, "
        "sigmoid; BCELoss, D's real and fake halves backpropagated one after the other, then "
        "G's step through D; two Adams at 2e-4; z of 100 drawn with torch.randn in the loop; "
        "samples, loss curves and a gif of them saved each epoch, the weights too; stdout "
        "copied into a log)",
        "agree",
        DCGAN_AGREE,
        (
            Edit(
                "datasets.CelebA(root= params['data_path'], download = True",
                "datasets.CelebA(root= params['data_path'], download = False",
                MADE + ": torchvision's CelebA not downloaded (Google Drive), so it raises "
                "the RuntimeError of a data set not found and the script's own fallback, an "
                "ImageFolder of the faces under --data_path, is taken",
                "dcgan/dcgan.py",
            ),
            Edit(
                "                        ]))\n    assert dataset\n"
                "    dataloader = torch.utils.data.DataLoader(dataset, \n"
                "                                            batch_size = params['batch_size'],"
                "\n                                            shuffle = True,\n"
                "                                            num_workers = 4)",
                "                        ]))\n    assert dataset\n"
                "    dataloader = torch.utils.data.DataLoader(dataset, \n"
                "                                            batch_size = params['batch_size'],"
                "\n                                            shuffle = True,\n"
                "                                            num_workers = 0)",
                "no loader workers for CelebA's loader (not 4): a loaded 2-core machine",
                "dcgan/dcgan.py",
            ),
            Edit(
                "'nepochs' : 25,",
                "'nepochs' : 1,",
                "one epoch (not 25; no flag sets it): 3 steps",
                "dcgan/dcgan.py",
            ),
        ),
        args=(
            "--train",
            "--data_path",
            "../Data/CelebA",
            "--image_channel",
            "3",
            "--dataset",
            "CelebA",
            "--output_path",
            "output/CelebA",
            "--output_log",
            "output/CelebA/log.txt",
            "--batch_size",
            "16",
        ),
        paths=("dcgan/dcgan.py", "dcgan/train.py", "dcgan/eval.py", "dcgan/utils.py"),
        data="murumura_celeba",
        names="batch norm per rank",
        first_sight="kept",
    ),
    Recipe(
        "maiqizhou-lorenz96-transformer",
        *MAIQIZHOU,
        "src/train.py",
        "time series forecasting (an encoder-decoder Transformer after Wu et al. 2020, the "
        "influenza_transformer model, on a Lorenz-96 series: windows of 20 steps in, the "
        "decoder fed the 10 before each target step, 10 out; linear input layers, a sinusoidal "
        "positional encoding, nn.Transformer encoder and decoder layers with dropout, a causal "
        "target mask; MSE, gradients clipped to norm 1, Adam at 7e-5; a shuffled DataLoader of "
        "128 windows; validation each epoch; weights saved)",
        "agree",
        "its shuffled DataLoader's batches of 128 windows are split per rank (64 + 64); the "
        "MSE is a mean over the batch's elements, every window the same count of them; "
        "dropout (the positional encoding's, the Transformer layers') is switched off for the "
        "check; the clipping acts on the gradient after it is averaged, as one process's. The "
        "positional encoding is built batch-second (its batch_first left False) but fed "
        "batch-first tensors, so it adds to each window the encoding of the window's row in "
        "its batch: a rank's slice restarts the rows at 0, which the split's arithmetic "
        "computes alike (each slice's forward alone), so the ranks agree with the split, and "
        "the split's own effect is named beside the agree",
        (
            Edit(
                "    batch_first=True,\n)",
                "    batch_first=True,\n    num_predicted_features=src.shape[2],\n"
                "    dim_val=128, dim_feedforward_encoder=256, dim_feedforward_decoder=256,\n)",
                "the model's num_predicted_features, which has no default, given as the "
                "series' variables, as the decoder's input and target have them (a TypeError "
                "at HEAD); and a smaller model (d_model 128, feed-forward 256, not 1024 and "
                "2048: 4 + 4 layers of 60 M parameters in all on 2 shared cores)",
            ),
            Edit("num_epochs = 20  ", "num_epochs = 1  ", "one epoch (not 20): 3 steps"),
        ),
        paths=(
            "src/dataset.py",
            "src/transformer_timeseries.py",
            "src/utils.py",
            "src/positional_encoder.py",
        ),
        data="maiqizhou_lorenz96",
        first_sight="kept",
    ),
    Recipe(
        "argonne-transformer-cpu",
        *ARGONNE,
        "data_science/AI_frameworks/examples/pytorch_ddp/pytorch_cpu.py",
        "sequence to sequence (the workshop's single-process baseline before DDP: "
        "torch.nn.Transformer with its defaults, d_model 512, 6 + 6 layers, dropout 0.1, "
        "batch-first, fed random source sequences of 1 step and target sequences of 20, made "
        "inline under a seed; cross entropy of the output against the targets as "
        "probabilities over dimension 1; Adam at 1e-3; a shuffled DataLoader of 32)",
        "agree",
        "its shuffled DataLoader's batches of 16 are split per rank (8 + 8); the cross "
        "entropy is a mean over the batch's rows, one term per sample; the data are drawn "
        "once before training under one seed, alike on every rank; the Transformer's dropout "
        "is switched off for the check",
        (
            Edit(
                "src = torch.rand((2048, 1, 512))",
                "src = torch.rand((48, 1, 512))",
                "48 sequences (not 2048): 3 steps of 16",
            ),
            Edit(
                "tgt = torch.rand((2048, 20, 512))",
                "tgt = torch.rand((48, 20, 512))",
                "48 target sequences, as many as the sources",
            ),
            Edit(
                "batch_size=32",
                "batch_size=16",
                "batches of 16 (not 32): its 44 M parameters' steps took 142 s at load 16",
            ),
            Edit("for epoch in range(10):", "for epoch in range(1):", "one epoch (not 10)"),
        ),
        first_sight="kept",
    ),
    Recipe(
        "becky-mnist-mlp",
        *BECKY,
        "tests/mlp_mnist.py",
        "vision (MNIST digits by a one-layer perceptron: flatten, one linear layer of 784 to "
        "10; cross entropy, SGD at 0.01; a shuffled DataLoader of 64; one epoch, the last "
        "batch's loss printed)",
        "agree",
        "its shuffled DataLoader's batches of 64 are split per rank (32 + 32); the cross "
        "entropy is a mean over the batch, one term per sample; nothing random in training, "
        "no dropout, no batch norm",
        (
            Edit(
                "import torchvision.transforms as transforms",
                "import torchvision.transforms as transforms\n"
                "import corpus_data; torchvision.datasets.MNIST = corpus_data.MNIST",
                MADE + " (256 training images of MNIST's format: 4 batches of 64)",
            ),
        ),
        first_sight="kept",
    ),
    Recipe(
        "idlefox-mnist-mlp",
        *IDLEFOX,
        "neural.py",
        "vision (MNIST digits by an MLP of 784-50-10 with a ReLU; cross entropy, Adam at "
        "1e-3; a shuffled DataLoader of 128; two epochs; accuracy counted on the training and "
        "test sets, CPU time printed)",
        "agree",
        "its shuffled DataLoader's batches of 128 are split per rank (64 + 64); the cross "
        "entropy is a mean over the batch, one term per sample; nothing random in training, "
        "no dropout, no batch norm",
        (
            Edit(
                "import torchvision.transforms as transforms",
                "import torchvision.transforms as transforms\n"
                "import corpus_data_l_36to40; dataset.MNIST = corpus_data_l_36to40.MNIST",
                MADE + " (256 training images of MNIST's format, 2 batches of 128 an epoch: "
                "4 steps in its 2 epochs; with torchvision's `train` attribute, which its "
                "accuracy check reads)",
            ),
        ),
        paths=("colors.py",),
        first_sight="kept",
    ),
    Recipe(
        "lindong-ancient-chinese-transformer",
        *LINDONG,
        "main.py",
        "translation (modern to classical Chinese, character by character, as scripts/train.sh "
        "runs it: a Transformer written from the paper, sinusoidal positions, post-norm "
        "attention and feed-forward blocks with dropout, pad and causal masks; sequences padded "
        "to 128; cross entropy over the target's tokens with the padding ignored; AdamW under "
        "a one-cycle schedule stepped per step; a Lightning module and data module on "
        "Lightning's Trainer, an unshuffled DataLoader of 4 pairs; CSV logs, a checkpoint on "
        "the validation loss, a test pass)",
        "agree",
        "Lightning's Trainer at its default devices, one on a CPU, which multigpu run "
        "distributes: its DataLoader's batches of 4 pairs are split per rank (2 + 2); the "
        "cross entropy is a mean over the batch's counted tokens (ignore_index, the padding), "
        "which --verify weights by the tokens each rank counts, so one process's average; "
        "dropout (embeddings', attention's, feed-forward's) is switched off for the check; no "
        "batch norm; nothing drawn in training",
        (
            Edit(
                "    parser = pl.Trainer.add_argparse_args(parser)\n",
                "    parser.add_argument('--default_root_dir', type=str, default=None)\n"
                "    parser.add_argument('--log_every_n_steps', type=int, default=50)\n"
                "    parser.add_argument('--max_epochs', type=int, default=None)\n",
                "Lightning 2 has no Trainer.add_argparse_args (an AttributeError at HEAD): the "
                "three Trainer flags scripts/train.sh passes, added by hand",
            ),
            Edit(
                "    trainer = pl.Trainer.from_argparse_args(\n"
                "        args, logger=logger, callbacks=[lr_monitor, model_checkpoint],\n    )",
                "    trainer = pl.Trainer(\n"
                "        default_root_dir=args.default_root_dir,\n"
                "        log_every_n_steps=args.log_every_n_steps, max_epochs=args.max_epochs,\n"
                "        logger=logger, callbacks=[lr_monitor, model_checkpoint],\n    )",
                "Lightning 2 has no Trainer.from_argparse_args: the Trainer made from those "
                "three flags",
            ),
        ),
        args=(
            "--model",
            "transformer",
            "--data_dir",
            "dataset",
            "--default_root_dir",
            "models",
            "--log_every_n_steps",
            "1",
            "--batch_size",
            "4",
            "--lr",
            "0.01",
            "--max_epochs",
            "1",
            "--d_model",
            "256",
            "--hidden_dim",
            "256",
            "--n_head",
            "4",
            "--n_enc_layers",
            "2",
            "--n_dec_layers",
            "2",
            "--dropout",
            "0.1",
        ),
        paths=(
            "utils.py",
            "data/__init__.py",
            "data/ancient_pair_dataset.py",
            "data/vocab.py",
            "model/__init__.py",
            "model/model_interface.py",
            "model/transformer.py",
            "model/gru.py",
        ),
        data="lindong_ancient_pairs",
        first_sight="kept",
    ),
    Recipe(
        "cecilpines-imdb-gru",
        *CECILPINES,
        "Pytorch-with-LSTM&GRU-on-IMDb-Dataset.py",
        "sentiment classification (IMDb reviews by a GRU: reviews cleaned by regular "
        "expressions into a file of labelled lines, a vocabulary of the 10,000 most frequent "
        "words; a DataLoader of raw texts turned into index tensors padded to 300 words in the "
        "loop; an embedding of 300, a 2-layer GRU of 128, its last step's output through a "
        "linear layer and a softmax; NLL of the softmax's log, Adam at 5e-3; weights saved "
        "each epoch, reloaded and tested with per-class accuracy; loss curves plotted)",
        "agree",
        "its shuffled DataLoader's batches of 16 reviews are split per rank (8 + 8), each "
        "rank turning its slice's texts into its index tensor in the loop; the NLL is a mean "
        "over the batch, one term per review; the vocabulary is built alike in every run "
        "(counts sorted, ties in the folder's order); no dropout, no batch norm, nothing drawn "
        "in training",
        (
            Edit(
                "    from google.colab import drive\n    drive.mount('/content/drive')\n",
                "",
                "no Google Drive to mount (Colab's module is not installed): the data are here",
            ),
            Edit(
                "'/content/drive/MyDrive/Colab Notebooks/aclImdb_v1/aclImdb/train'",
                "'aclImdb/train'",
                MADE + ": aclImdb's training folders beside the script",
            ),
            Edit(
                "'/content/drive/MyDrive/Colab Notebooks/train.txt'",
                "'train.txt'",
                "the cleaned training lines written beside the script",
            ),
            Edit(
                "'/content/drive/MyDrive/Colab Notebooks/aclImdb_v1/aclImdb/test'",
                "'aclImdb/test'",
                MADE + ": aclImdb's test folders beside the script",
            ),
            Edit(
                "'/content/drive/MyDrive/Colab Notebooks/test.txt'",
                "'test.txt'",
                "the cleaned test lines written beside the script",
            ),
            Edit(
                "batch_size=256, shuffle=True",
                "batch_size=16, shuffle=True",
                "batches of 16 (not 256): 3 steps over the 48 reviews made here",
            ),
            Edit(
                "vocab=vocab, epoch=50)",
                "vocab=vocab, epoch=1)",
                "one epoch (not 50)",
            ),
            Edit(
                "MAX_LEN = 300 ",
                "MAX_LEN = 100 ",
                "reviews padded to 100 words (not 300): those made here have at most 67, and "
                "the GRU's 300 steps took 131 s at load 15",
            ),
            Edit(
                "pos_accuracy = true[0] / (true[0] + false[0])",
                "pos_accuracy = true[0] / max(1, true[0] + false[0])",
                "after 3 steps the model may call every test review one class: its per-class "
                "accuracy then divides by 0 (a ZeroDivisionError after training; its comment "
                "speaks of a small value added against it, which the code lacks)",
            ),
            Edit(
                "neg_accuracy = true[1] / (true[1] + false[1])",
                "neg_accuracy = true[1] / max(1, true[1] + false[1])",
                "the same for the other class",
            ),
            Edit(
                "np.asfarray(data, float)",
                "np.asarray(data, float)",
                "NumPy 2 has no asfarray (an AttributeError at HEAD, after training, in its "
                "loss plot): asarray of floats, what asfarray made",
            ),
        ),
        data="cecilpines_aclimdb",
        first_sight="kept",
    ),
)
