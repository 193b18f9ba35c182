"""Batch h: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it. Issue 53 asks for a batch of 40 or more.

The rule, verbatim, written on 2026-11-29 before any search for it. Every topic is one no
batch (a to g) has asked, as batches f and g found the asked ones give the repositories the
corpus already holds: (1) image denoising with a U-Net, (2) monocular depth estimation, (3)
image inpainting, (4) question answering fine-tuning on SQuAD, (5) human activity recognition
with sensor data, (6) neural radiance fields NeRF, (7) optical flow estimation, (8) deep
knowledge tracing, (9) network intrusion detection, (10) video action recognition, (11) image
colorization, (12) crowd counting, (13) domain adaptation with a gradient reversal layer, (14)
energy-based model training, (15) differentiable architecture search DARTS, (16)
semi-supervised learning FixMatch, (17) curriculum learning, (18) spatial transformer network,
(19) hypernetwork, (20) ECG classification with a 1D CNN, (21) deep hashing for image
retrieval, (22) protein sequence classification, (23) abstractive text summarization, (24)
click-through rate prediction DeepFM. For each topic, in this order, ask the `search` tool,
corpus `code`, the query "<topic> pytorch training loop example" (the topic text exactly as
written above, then " pytorch training loop example"), and take the FIRST TWO GitHub
repositories, in the order the results come, that are not already in the corpus (any
repository named in benchmarks/corpus_recipes.py or corpus_first_sight_*.py, this batch's parts
included), can be fetched with the `fetch` tool, and have a PyTorch training script that runs
on a CPU with data made here in about a minute. If `code` names fewer than two qualifying
repositories, ask `pages` the same query for the rest. Skip a repository only for a mechanical
reason (no training script; a compiled CUDA extension; weights or data from a hub/internet
that cannot be made here; a package the registry lacks; another framework; Python 2) and write
each skip and its reason in the part's docstring. From each taken repository: its main
training script (the one its README runs; else the hit's script), one script per repository.
A topic may give fewer than two: say so. Results are read as batches c to g read them (a result
that names no repository is passed over; a page names a GitHub repository by its address).

Each script is run once under `multigpu run --verify` (2 CPU processes) on the tree at the
commit that added this docstring, whatever changes later, one script at a time, before any
change made to multigpu for it; the recipe's `expect` is written from reading the script before
that run. The parts, each with its topics' queries, results, skips and recipes, are
corpus_first_sight_h_*.py.

How it went (2026-11-29). Eight helpers took three topics each, in parallel, and ran each
script's first sight under one lock on the tree at 6a3c28d. Forty scripts from forty
repositories; 55 skips, each with its reason in its part; topic 4 (SQuAD) gave none, topics 2,
7, 9, 15, 17 and 22 one each.

At first sight 31 of 40 kept (77.5%), no silent wrong result. The nine misses, the rule of
multigpu that was missing, and what was done:
- ymfa seq2seq-summarizer: rank 1 loaded the vocabulary file rank 0 had just saved (a look
  before making, for files). Fixed (output/path_view.py). Kept after (differ, naming the
  decoder's draws; its recipe's `names` corrected to the phrase a correct verdict uses).
- orangeredbee DKT: a sum over students and steps as a chain of 784 subtractions, read as no
  sum past 8 terms and averaged. Fixed (a loop adding a term per row is a sum, read however
  long). Kept after (agree).
- jarviszhb KnowledgeTracing: one BCELoss mean per student, added, read as a mean. Fixed by the
  same rule. Kept after (agree).
- Holim0711 FixMatch (Lightning): the sanity check puts modules back in training by their
  flags, so the training loaders counted as evaluation. Fixed (the trained modules' mode
  decides; a shuffling loader trains). Kept after (agree, naming batch norm per rank).
- vfdev-5 FixMatch (Ignite): evaluation at Events.STARTED, train() inside each step after the
  pass began. Fixed (a shuffling loader trains); run again it is split but differs from the
  split's run (0.44 against 0.017), its input interleaving three loaders' batches. Broken.
- deepinv inpainting: the CUDA stand-in did not answer torch.cuda.mem_get_info, nor make
  torch.Generator(device="cuda") the CPU's. Fixed. Kept after (agree).
- g1910 HyperNetworks: rounding of a parameter used 242 times a forward, which Adam amplifies
  beyond the 1-ulp yardstick. Not fixed.
- yunshiuan TLlib DANN and Freedom-JJ DANN-CWRU: no run of the split could be made, and batch
  norm per rank fell within the yardstick, so --sync-batchnorm was not tried. Fixed: batch
  norm per rank is named wherever the ranks ran it (where the split's run left the forward
  whole, --sync-batchnorm decides; within the yardstick, it is said beside the agree). Kept
  after (agree, naming it).

After the fixes: 38 of 40 (95%): the eight run again (five at ac3f793, deepinv at 99215eb,
the two DANN scripts at 2b64dc3), the rest at their first run; 0
silent wrong results.

Run again on 2026-11-29 at 459eb04 (batch i's fixes in), the two still broken are kept: vfdev
FixMatch and g1910 HyperNetworks each `agree: batch norm per rank is all the difference`, with
--sync-batchnorm within the yardstick of one process (0.017 against 0.0169; 0.000673 against
0.00745). After the fixes: 40 of 40.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
