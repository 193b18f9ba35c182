"""Batch t: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it. Issue 53 asks for a batch of 40 or more, and for 90% of it
kept at first sight (batch s: 82.1%; batch r: 82.7%).

The rule, verbatim, written on 2026-12-02 before any search for it. Every topic is one no
batch (a to s) has asked (checked against the rule of every corpus_first_sight_?.py, whole).
Sixty topics: (1) garbage classification for recycling, (2) fish species classification, (3)
butterfly image classification, (4) weather image classification, (5) blood cell
classification, (6) driver drowsiness detection, (7) yoga pose classification, (8) head pose
estimation, (9) document image classification, (10) supernova light curve classification,
(11) solar flare prediction, (12) El Nino forecasting, (13) sunspot number forecasting, (14)
airline passenger forecasting with an LSTM, (15) flight delay prediction, (16) traffic
accident severity prediction, (17) insurance cost regression with a neural network, (18)
mobile price classification, (19) student performance prediction, (20) employee attrition
prediction, (21) authorship attribution, (22) personality prediction from text MBTI, (23)
word sense disambiguation, (24) transliteration with a sequence to sequence model, (25) legal
text classification, (26) spoken digit recognition, (27) heart sound classification, (28)
musical instrument recognition, (29) chord recognition, (30) accent classification, (31)
LunarLander deep Q-network, (32) Atari Pong policy gradient, (33) Blackjack reinforcement
learning, (34) Connect Four reinforcement learning, (35) 2048 game reinforcement learning,
(36) MuZero, (37) self-attention GAN SAGAN, (38) spectral normalization GAN, (39) anime face
generation with a GAN, (40) masked autoencoder for distribution estimation MADE, (41) deep
graph infomax, (42) graph contrastive learning, (43) Lion optimizer, (44) layer-wise learning
rate decay, (45) test-time augmentation, (46) imbalanced classification with
WeightedRandomSampler, (47) GPT-2 fine-tuning on custom text, (48) sentence-transformers
fine-tuning, (49) split learning, (50) model inversion attack, (51) SimSiam self-supervised
learning, (52) VICReg self-supervised learning, (53) differentiable neural computer, (54)
neural arithmetic logic unit, (55) Linformer or Performer linear attention, (56) RegNet
trained from scratch, (57) gene expression cancer classification, (58) quantile regression
with a neural network, (59) causal effect estimation with a neural network TARNet, (60)
missing value imputation with a neural network. For each topic, in this order, ask the
`search` tool, corpus `code`, the query "<topic> pytorch training loop example" (the topic
text exactly as written above, then " pytorch training loop example"), and take the FIRST TWO
GitHub repositories, in the order the results come, that are not already in the corpus (any
repository named in benchmarks/corpus_recipes.py or corpus_first_sight_*.py, this batch's
parts included), can be fetched with the `fetch` tool, and have a PyTorch training script
that runs on a CPU with data made here in about a minute. If `code` names fewer than two
qualifying repositories, ask `pages` the same query for the rest. Skip a repository only for
a mechanical reason (no training script; a compiled CUDA extension; weights or data from a
hub/internet that cannot be made here; a package the registry lacks; another framework;
Python 2; training only in a notebook) and write each skip and its reason in the part's
docstring. Any package the registry holds may be installed (not one that replaces torch,
torchvision, numpy or transformers). From each taken repository: its main training script
(the one its README runs; else the hit's script), one script per repository. A topic may give
fewer than two: say so. Results are read as batches c to s read them (a result that names no
repository is passed over; a page names a GitHub repository by its address).

Each script is run once under `multigpu run --verify` (2 CPU processes) on the tree at the
commit before the one that added this docstring (the docstring changes nothing under src/),
whatever changes later, one script at a time, before any change made to multigpu for it; the
recipe's `expect` is written from reading the script, and the verdict model docs/run.md
states, before that run. A verdict the recipe did not expect is a miss, whoever's the mistake
(batch n's reading). The parts, each with its topics' queries, results, skips and recipes,
are corpus_first_sight_t_*.py.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
