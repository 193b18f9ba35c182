"""Batch s: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it. Issue 53 asks for a batch of 40 or more, and for 90% of it
kept at first sight (batch r, 60 topics: 82.7%; batch q: 80.4%).

The rule, verbatim, written on 2026-12-01 before any search for it. Every topic is one no
batch (a to r) has asked (checked against the rule of every corpus_first_sight_?.py, whole).
Sixty topics at once, as batch r needed its addendum's twenty to pass 40 scripts: (1)
attention-based multiple instance learning, (2) ordinal regression with a neural network,
(3) zero-shot learning with class attributes, (4) open set recognition, (5) model calibration
with temperature scaling, (6) conformal prediction with a neural network, (7) text
simplification, (8) humor detection, (9) prefix tuning or prompt tuning, (10) direct
preference optimization DPO, (11) dialogue state tracking, (12) emotion recognition in
conversation, (13) handwritten mathematical expression recognition, (14) font generation,
(15) flower classification Oxford 102, (16) food image classification Food-101, (17) car model
classification Stanford Cars, (18) bone fracture X-ray classification, (19) knee
osteoarthritis grading, (20) glaucoma detection from fundus images, (21) sepsis prediction
from ICU time series, (22) in-hospital mortality prediction, (23) EMG gesture recognition,
(24) CRISPR guide RNA efficiency prediction, (25) antimicrobial peptide classification, (26)
crystal graph convolutional network materials property prediction, (27) protein secondary
structure prediction, (28) retrosynthesis prediction, (29) taxi demand prediction, (30) bike
sharing demand prediction, (31) electricity price forecasting, (32) cryptocurrency price
prediction with an LSTM, (33) option pricing with a neural network, (34) portfolio
optimization with deep learning, (35) graph neural network fraud detection, (36) community
detection with a graph neural network, (37) hierarchical graph pooling DiffPool, (38) galaxy
morphology classification, (39) exoplanet detection from light curves, (40) gravitational wave
detection, (41) particle physics jet tagging, (42) rainfall-runoff modeling with an LSTM, (43)
wildfire spread prediction, (44) road extraction from satellite images, (45) Acrobot deep
Q-learning, (46) tic-tac-toe reinforcement learning with a neural network, (47) grid world
maze deep Q-learning, (48) model predictive control with a learned dynamics model, (49) system
identification with a neural network, (50) emoji prediction, (51) audio captioning, (52) voice
anti-spoofing ASVspoof, (53) face anti-spoofing, (54) image harmonization, (55) depth
completion, (56) 3D mesh classification, (57) text to image generation with a GAN, (58) Flappy
Bird deep Q-learning, (59) Lookahead optimizer, (60) lyrics generation. For each topic, in this
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
Any package the registry holds may be installed (not one that replaces torch, torchvision,
numpy or transformers). From each taken repository: its main training script (the one its
README runs; else the hit's script), one script per repository. A topic may give fewer than
two: say so. Results are read as batches c to r read them (a result that names no repository
is passed over; a page names a GitHub repository by its address).

Each script is run once under `multigpu run --verify` (2 CPU processes) on the tree at the
commit before the one that added this docstring (the docstring changes nothing under src/),
whatever changes later, one script at a time, before any change made to multigpu for it; the
recipe's `expect` is written from reading the script, and the verdict model docs/run.md
states, before that run. A verdict the recipe did not expect is a miss, whoever's the mistake
(batch n's reading). The parts, each with its topics' queries, results, skips and recipes,
are corpus_first_sight_s_*.py.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
