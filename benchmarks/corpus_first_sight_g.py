"""Batch g: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it. Issue 53 asks for a batch of 40 or more.

The rule, verbatim, written on 2026-11-29 before any search for it. Batch f found that topics
asked before give the repositories the corpus already holds, so every topic here is one no
batch (a to f) has asked: (1) self-supervised contrastive learning SimCLR, (2) vision
transformer trained from scratch, (3) image super-resolution, (4) character-level language
model with an RNN, (5) word2vec skip-gram with negative sampling, (6) GPT language model
trained from scratch, (7) knowledge graph embedding, (8) human pose estimation, (9) mixture of
experts, (10) spiking neural network, (11) Bayesian neural network, (12) masked autoencoder
pretraining, (13) mixup or cutmix data augmentation, (14) focal loss for class imbalance, (15)
federated learning FedAvg, (16) hyperparameter search with Optuna, (17) handwriting recognition
with CTC loss, (18) molecular property prediction, (19) implicit neural representation SIREN,
(20) metric learning with ArcFace, (21) active learning, (22) LoRA fine-tuning, (23) sparse
autoencoder, (24) grokking modular arithmetic. For each topic, in this order, ask the `search`
tool, corpus `code`, the query "<topic> pytorch training loop example" (the topic text exactly
as written above, then " pytorch training loop example"), and take the FIRST TWO GitHub
repositories, in the order the results come, that are not already in the corpus (any
repository named in benchmarks/corpus_recipes.py or corpus_first_sight_*.py, this batch's parts
included), can be fetched with the `fetch` tool, and have a PyTorch training script that runs
on a CPU with data made here in about a minute. If `code` names fewer than two qualifying
repositories, ask `pages` the same query for the rest. Skip a repository only for a mechanical
reason (no training script; a compiled CUDA extension; weights or data from a hub/internet
that cannot be made here; a package the registry lacks; another framework; Python 2) and write
each skip and its reason in the part's docstring. From each taken repository: its main
training script (the one its README runs; else the hit's script), one script per repository.
A topic may give fewer than two: say so. Results are read as batches c to f read them (a result
that names no repository is passed over; a page names a GitHub repository by its address).

Each script is run once under `multigpu run --verify` (2 CPU processes) on the tree at the
commit that added this docstring, whatever changes later, one script at a time, before any
change made to multigpu for it; the recipe's `expect` is written from reading the script before
that run. The parts, each with its topics' queries, results, skips and recipes, are
corpus_first_sight_g_*.py.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
