"""Batch l: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it. Issue 53 asks for a batch of 40 or more, and for 90% of it
kept at first sight (batch k: 71.9%, of which 7 misses were its recipes' expectations).

The rule, verbatim, written on 2026-11-29 before any search for it. Every topic is one no
batch (a to k) has asked, as batches f to k found the asked ones give the repositories the
corpus already holds: (1) LeNet-5 on MNIST, (2) ResNet on CIFAR-10 from scratch, (3)
Fashion-MNIST classification with a CNN, (4) MobileNet trained from scratch, (5) DenseNet
trained from scratch, (6) VGG trained from scratch, (7) logistic regression in PyTorch, (8)
linear regression in PyTorch, (9) XOR problem with a neural network, (10) iris classification
with a neural network, (11) Titanic survival prediction with a neural network, (12) house
price regression with a neural network, (13) stochastic weight averaging SWA, (14)
sharpness-aware minimization SAM, (15) cosine annealing learning rate with warm restarts, (16)
deep Q-network with experience replay, (17) advantage actor-critic A2C, (18) decision
transformer offline reinforcement learning, (19) imitation learning GAIL, (20) multi-agent
reinforcement learning, (21) physics-informed neural network Burgers equation, (22) fast
neural style transfer with a feed-forward network, (23) graph attention network node
classification, (24) neural collaborative filtering, (25) keyword spotting speech commands,
(26) chatbot with a GRU encoder-decoder, (27) vector quantized variational autoencoder VQ-VAE,
(28) denoising autoencoder, (29) contrastive predictive coding, (30) character-level CNN text
classification, (31) fastText text classification, (32) CBOW word embeddings, (33) memory
networks bAbI question answering, (34) neural Turing machine, (35) 3D CNN medical image
segmentation, (36) deep convolutional GAN DCGAN on CelebA, (37) Transformer time series
forecasting, (38) dogs versus cats image classification, (39) handwritten digit recognition
with an MLP, (40) gated recurrent unit IMDB sentiment classification. For each topic, in this
order, ask the `search` tool, corpus `code`, the query "<topic> pytorch training loop example"
(the topic text exactly as written above, then " pytorch training loop example"), and take the
FIRST TWO GitHub repositories, in the order the results come, that are not already in the
corpus (any repository named in benchmarks/corpus_recipes.py or corpus_first_sight_*.py, this
batch's parts included), can be fetched with the `fetch` tool, and have a PyTorch training
script that runs on a CPU with data made here in about a minute. If `code` names fewer than two
qualifying repositories, ask `pages` the same query for the rest. Skip a repository only for a
mechanical reason (no training script; a compiled CUDA extension; weights or data from a
hub/internet that cannot be made here; a package the registry lacks; another framework; Python
2; training only in a notebook) and write each skip and its reason in the part's docstring.
From each taken repository: its main training script (the one its README runs; else the hit's
script), one script per repository. A topic may give fewer than two: say so. Results are read
as batches c to k read them (a result that names no repository is passed over; a page names a
GitHub repository by its address).

Each script is run once under `multigpu run --verify` (2 CPU processes) on the tree at the
commit before the one that added this docstring (0f2c040, the last stop's end; the docstring
changes nothing under src/), whatever changes later, one script at a time, before any change
made to multigpu for it; the recipe's `expect` is written from reading the script, and the
verdict model docs/run.md states, before that run. The parts, each with its topics' queries,
results, skips and recipes, are corpus_first_sight_l_*.py.

How it went (2026-11-29). Eight helpers took five topics each, in parallel, and ran each
script's first sight under one lock on the tree at 0f2c040 (/tmp/wtl). Fifty-three scripts
from fifty-three repositories; 60 skips, each with its reason in its part; topics 10, 11, 13,
15, 20, 22, 24, 25, 29 and 38 gave none (notebooks, downloaded VGG or ImageNet weights,
packages whose pins would replace this environment's), several others one. The helpers' brief
stated the documented verdict model in a few lines (batch k's recipes were wrong on 7 of its
16 misses); one of its lines was wrong (a Dice loss over the batch: `differ`), and
brainmage-resunet-skullstrip's recipe followed it.

At first sight 44 of 53 kept (83.0%), one silent wrong result (soojung-seq2seq-attn-eng-fra's
`agree`, its teacher-forcing coin drawn per rank). Of the 9 misses, 7 were multigpu's
(docs/run.md, "First sight, batch l", has the table), brainmage's its recipe's (corrected:
`agree`, naming the mix, as the model says within the yardstick) and davda54-cifar10-wrn-sam's
the shared environment's (a package another helper installed hid the example's `data/`
folder; its recipe now writes `data/__init__.py`). Every recipe run again after the fixes, in
one run at 892b67d: 51 of 53 kept; bhaveshgawri-decision-transformer-cheetah still broken (a
legacy constructor given a CUDA device under the CPU stand-in) and rhn19-chatbot-gru-luong,
whose `agree` became `cannot tell` under the rule that fixed soojung's (its recipe corrected).
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
