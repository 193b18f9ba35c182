"""Batch q: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it. Issue 53 asks for a batch of 40 or more, and for 90% of it
kept at first sight (batch p, 40 topics: 81.1%; batch m: 87.0%).

The rule, verbatim, written on 2026-11-30 before any search for it (committed at 23:03
UTC). Every topic is one no batch (a to p) has asked (checked by searching the rule of every
corpus_first_sight_?.py, whole, for its key words): (1) deep homography estimation, (2) image
deraining, (3) underwater image enhancement, (4) shadow removal, (5) video super-resolution,
(6) cell nucleus segmentation, (7) polyp segmentation, (8) lung nodule detection, (9) gait
recognition, (10) fall detection, (11) signature verification, (12) image forgery detection,
(13) steganography with neural networks, (14) membership inference attack, (15) backdoor
attack, (16) dataset distillation, (17) graph autoencoder, (18) heterogeneous graph neural
network, (19) graph transformer, (20) equivariant graph neural network, (21) bearing fault
diagnosis, (22) remaining useful life prediction, (23) battery state of charge estimation,
(24) air quality forecasting, (25) solar power forecasting, (26) log anomaly detection
DeepLog, (27) phishing URL detection, (28) source code vulnerability detection, (29) entity
linking, (30) event extraction, (31) text style transfer, (32) Chinese word segmentation,
(33) stance detection, (34) automated essay scoring, (35) stock trading with reinforcement
learning, (36) Snake game deep Q-learning, (37) inverse reinforcement learning, (38) reward
model from human preferences, (39) neural stochastic differential equation, (40) deep kernel
learning Gaussian process. For each topic, in this order, ask the `search` tool, corpus
`code`, the query "<topic> pytorch training loop example" (the topic text exactly as written
above, then " pytorch training loop example"), and take the FIRST TWO GitHub repositories, in
the order the results come, that are not already in the corpus (any repository named in
benchmarks/corpus_recipes.py or corpus_first_sight_*.py, this batch's parts included), can
be fetched with the `fetch` tool, and have a PyTorch training script that runs on a CPU with
data made here in about a minute. If `code` names fewer than two qualifying repositories, ask
`pages` the same query for the rest. Skip a repository only for a mechanical reason (no
training script; a compiled CUDA extension; weights or data from a hub/internet that cannot
be made here; a package the registry lacks; another framework; Python 2; training only in a
notebook) and write each skip and its reason in the part's docstring. From each taken
repository: its main training script (the one its README runs; else the hit's script), one
script per repository. A topic may give fewer than two: say so. Results are read as batches c
to p read them (a result that names no repository is passed over; a page names a GitHub
repository by its address).

Each script is run once under `multigpu run --verify` (2 CPU processes) on the tree at the
commit before the one that added this docstring (the docstring changes nothing under src/),
whatever changes later, one script at a time, before any change made to multigpu for it; the
recipe's `expect` is written from reading the script, and the verdict model docs/run.md
states, before that run. A verdict the recipe did not expect is a miss, whoever's the mistake
(batch n's reading). The parts, each with its topics' queries, results, skips and recipes,
are corpus_first_sight_q_*.py.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
