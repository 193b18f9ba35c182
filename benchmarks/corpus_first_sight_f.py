"""Batch f: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it.

Batch e found that batch c's ten topics had run dry. The rule, verbatim, written on 2026-11-28
before any search for it: for each of ten new topics, the idioms issue 53 names plus three
kinds of script it names, in this order — (1) torch.compile, (2) gradient accumulation, (3)
exponential moving average (EMA) of model weights, (4) L-BFGS optimizer, (5) automatic mixed
precision (GradScaler), (6) gradient checkpointing (torch.utils.checkpoint), (7) weight tying
of input and output embeddings, (8) knowledge distillation, (9) timm image classification
training script, (10) Kaggle competition notebook exported to a Python script — ask the
`search` tool, corpus `code`, the query "<topic> pytorch training loop example" (the topic text
exactly as written above, then " pytorch training loop example"), and take the FIRST ONE GitHub
repository, in the order the results come, that is not already in the corpus (any repository
named in benchmarks/corpus_recipes.py or corpus_first_sight_*.py), can be fetched with the
`fetch` tool, and has a PyTorch training script that runs on a CPU with data made here in about
a minute. If `code` names no qualifying repository, ask `pages` the same query. Skip a
repository only for a mechanical reason (no training script; a compiled CUDA extension; weights
or data from a hub/internet that cannot be made here; a package the registry lacks; another
framework; Python 2) and write each skip and its reason here. From the taken repository: its
main training script (the one its README runs; else the hit's script), one script per
repository. A topic may give nothing: say so. Results are read as batches c, d and e read them
(a result that names no repository is passed over; a page names a GitHub repository by its
address).

Part 2, written on 2026-11-28 after part 1's topics 1 to 5 gave nothing, before any search for
it. Part 1's ten topics repeat those of batches b and d (the same idioms, asked with other
words), whose repositories the corpus already holds, so the `code` results name the same
repositories again. Twenty topics no batch has asked, by the same rule, query and reading, in
this order: (11) semantic segmentation, (12) object detection, (13) time series forecasting
with LSTM, (14) recommender system matrix factorization, (15) sequence-to-sequence machine
translation, (16) meta-learning MAML, (17) text classification with LSTM, (18) siamese network
with contrastive or triplet loss, (19) adversarial training with FGSM or PGD, (20)
quantization-aware training or pruning, (21) neural ODE, (22) capsule network, (23)
multi-task learning, (24) image captioning, (25) named entity recognition, (26) tabular data
with categorical embeddings, (27) anomaly detection with an autoencoder, (28) continual
learning, (29) few-shot learning with prototypical networks, (30) point cloud classification
PointNet.

The parts, each with its topics' queries, results, skips and recipes:
corpus_first_sight_f_01to05.py (nothing qualified: the topics of batches b and d again),
_06to10.py (2 scripts; topics 6, 8 and 10 gave none), _11to17.py (6; topic 12 none),
_18to24.py (5; topics 19 and 24 none), _25to30.py (6). Nineteen scripts from nineteen
repositories, each run once under `multigpu run --verify` before any change made for it.

At first sight 14 of 19 kept (74%), no silent wrong result. The five misses and their causes:
- nlu-exam-tied-lstm, `differ` naming nothing: a dropout mask drawn by hand with
  `Tensor.bernoulli_` in the forward (variational dropout) was left to each rank's stream.
  Fixed: --verify fills such a mask with its probability, as it puts the mean for a noise.
- tsformer-informer-ecl, `differ` naming nothing: indices drawn with `torch.randint` in the
  forward (ProbAttention's sampled keys) have no mean, and the loop's naming skipped forwards.
  Fixed: such a draw in a training forward is named.
- mobilenetv3-timm, one process stopped as timm was imported: `torch.jit.script` compiles the
  torch functions a scripted function calls by their source, and the CUDA stand-in's wrapper of
  `torch.ones_like` has none. Fixed: TorchScript compiles against torch's own while it runs.
- konode-oscillator: the ranks stopped at a batch size written into the script (a
  hypernetwork's weights made for the global batch), the hint naming it and `--batch
  per-device`. The refusal is the designed one; the recipe's `agree` was read from the script
  before it ran. Not changed.
- topology-control-deepsdf: the ranks named their output folder by the clock to the second and
  reached that line a second apart, so they closed different files. Fixed (2026-11-29): the
  ranks meet at the script's line that wrote a file, not at its name; rank 0's file is the
  one written, and a rank's own name read back reads it.

After the fixes: 18 of 19 kept (95%), counting the four fixed as run again after their fixes
(each kept, alone: three on 2026-11-28, topology-control on 2026-11-29, at `differ` as its
recipe says) and the other fifteen at their first run.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
