"""Batch p: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it. Issue 53 asks for a batch of 40 or more, and for 90% of it
kept at first sight (batch m, the last of 40 topics: 87.0%; batch o, 20 topics: 80%).

The rule, verbatim, written on 2026-11-30 before any search for it. Every topic is one no
batch (a to o) has asked (checked by searching the rule of every corpus_first_sight_?.py for
its words): (1) knowledge distillation teacher student, (2) YOLO object detection trained
from scratch, (3) point cloud segmentation, (4) Gumbel-softmax, (5) deep sets permutation
invariant, (6) set transformer, (7) lip reading, (8) handwriting generation with an LSTM, (9)
paraphrase generation, (10) question generation, (11) Perceiver, (12) Mamba state space
model, (13) DNA sequence classification, (14) single-cell RNA-seq, (15) out-of-distribution
detection, (16) multi-label image classification, (17) hyperspectral image classification,
(18) GANomaly anomaly detection, (19) CTGAN tabular data synthesis, (20) object tracking,
(21) video prediction, (22) scene text detection, (23) visual odometry, (24) sentence
embeddings SimCSE, (25) neural topic model, (26) molecule generation, (27) deformable
convolution, (28) Hopfield network, (29) echo state network reservoir computing, (30) DeepLab
semantic segmentation, (31) pointer network combinatorial optimization, (32) symbolic
regression, (33) Transformer-XL, (34) RWKV language model, (35) rotary position embedding,
(36) video captioning, (37) multimodal sentiment analysis, (38) semantic role labeling, (39)
machine reading comprehension, (40) dense passage retrieval. For each topic, in this order,
ask the `search` tool, corpus `code`, the query "<topic> pytorch training loop example" (the
topic text exactly as written above, then " pytorch training loop example"), and take the
FIRST TWO GitHub repositories, in the order the results come, that are not already in the
corpus (any repository named in benchmarks/corpus_recipes.py or corpus_first_sight_*.py, this
batch's parts included), can be fetched with the `fetch` tool, and have a PyTorch training
script that runs on a CPU with data made here in about a minute. If `code` names fewer than
two qualifying repositories, ask `pages` the same query for the rest. Skip a repository only
for a mechanical reason (no training script; a compiled CUDA extension; weights or data from a
hub/internet that cannot be made here; a package the registry lacks; another framework;
Python 2; training only in a notebook) and write each skip and its reason in the part's
docstring. From each taken repository: its main training script (the one its README runs;
else the hit's script), one script per repository. A topic may give fewer than two: say so.
Results are read as batches c to o read them (a result that names no repository is passed
over; a page names a GitHub repository by its address).

Each script is run once under `multigpu run --verify` (2 CPU processes) on the tree at the
commit before the one that added this docstring (53f3b79; the docstring changes nothing
under src/), whatever changes later, one script at a time, before any change made to
multigpu for it; the recipe's `expect` is written from reading the script, and the verdict
model docs/run.md states, before that run. A verdict the recipe did not expect is a miss,
whoever's the mistake (batch n's reading). The parts, each with its topics' queries, results,
skips and recipes, are corpus_first_sight_p_*.py.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
