"""Batch m: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it. Issue 53 asks for a batch of 40 or more, and for 90% of it
kept at first sight (batch l: 83.0%).

The rule, verbatim, written on 2026-11-30 before any search for it. Every topic is one no
batch (a to l) has asked, as batches f to l found the asked ones give the repositories the
corpus already holds: (1) image captioning with attention, (2) relation network few-shot
learning, (3) deep embedded clustering DEC, (4) restricted Boltzmann machine, (5) co-teaching
learning with noisy labels, (6) adversarial autoencoder, (7) InfoGAN, (8) least squares GAN
LSGAN, (9) auxiliary classifier GAN ACGAN, (10) EfficientNet trained from scratch, (11)
SqueezeNet trained from scratch, (12) GoogLeNet Inception trained from scratch, (13) AlexNet
trained from scratch, (14) squeeze-and-excitation network, (15) fully convolutional network FCN
semantic segmentation, (16) SegNet semantic segmentation, (17) dueling double DQN, (18) trust
region policy optimization TRPO, (19) deep deterministic policy gradient DDPG, (20) twin delayed
DDPG TD3, (21) curiosity-driven exploration intrinsic curiosity module, (22) image dehazing,
(23) low-light image enhancement, (24) voice activity detection, (25) conditional variational
autoencoder, (26) LightGCN graph recommendation, (27) session-based recommendation GRU4Rec, (28)
text classification with an LSTM on AG News, (29) person re-identification, (30) gaze
estimation, (31) deep SVDD anomaly detection, (32) N-BEATS time series forecasting, (33) Fourier
neural operator, (34) DGCNN point cloud classification, (35) adult income tabular
classification with an MLP, (36) Kolmogorov-Arnold network KAN, (37) mixture density network,
(38) neural processes, (39) Swin transformer trained from scratch, (40) binarized neural
network. For each topic, in this order, ask the `search` tool, corpus `code`, the query
"<topic> pytorch training loop example" (the topic text exactly as written above, then "
pytorch training loop example"), and take the FIRST TWO GitHub repositories, in the order the
results come, that are not already in the corpus (any repository named in
benchmarks/corpus_recipes.py or corpus_first_sight_*.py, this batch's parts included), can be
fetched with the `fetch` tool, and have a PyTorch training script that runs on a CPU with data
made here in about a minute. If `code` names fewer than two qualifying repositories, ask
`pages` the same query for the rest. Skip a repository only for a mechanical reason (no
training script; a compiled CUDA extension; weights or data from a hub/internet that cannot be
made here; a package the registry lacks; another framework; Python 2; training only in a
notebook) and write each skip and its reason in the part's docstring. From each taken
repository: its main training script (the one its README runs; else the hit's script), one
script per repository. A topic may give fewer than two: say so. Results are read as batches c
to l read them (a result that names no repository is passed over; a page names a GitHub
repository by its address).

Each script is run once under `multigpu run --verify` (2 CPU processes) on the tree at the
commit before the one that added this docstring (28ddeaa, the last stop's end; the docstring
changes nothing under src/), whatever changes later, one script at a time, before any change
made to multigpu for it; the recipe's `expect` is written from reading the script, and the
verdict model docs/run.md states, before that run. The parts, each with its topics' queries,
results, skips and recipes, are corpus_first_sight_m_*.py.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
