"""Batch f, topics (1) to (5): batch f's rule (corpus_first_sight_f.py's docstring,
verbatim there) applied to torch.compile, gradient accumulation, exponential moving average (EMA)
of model weights, L-BFGS optimizer, and automatic mixed precision (GradScaler). No repository
qualified: nothing ran.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes, the
tree at ae124a3, 2026-11-28, one at a time, each once, --timeout 600 for the load of the
helpers' plain runs beside it), before any change made for it.

Read as batches c, d and e read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/NAME,
a mirror of such an address, in its own address or in its text, as batch e read the forum thread
naming pytorch/pytorch, or a GitHub Pages project address OWNER.github.io/NAME); a page of
another host names none. "In the corpus" is any repository named in corpus_recipes.py or
corpus_first_sight_*.py (taken or skipped there). Ranks are the results' own. Per topic, in the
order the results came:

1. torch.compile, `code`: mc6666/pytorch2 (rank 1), LEDazzio01/ai-performance-engineering
   (rank 3) and pytorch/pytorch (rank 4) are in the corpus; ranks 2 and 5-12 name no
   repository. `pages`: 25621.github.io/ai-learning-guides (rank 3, the repository
   25621/ai-learning-guides) is in the corpus (batch d skipped it); yqqxyy/Play_with_AI (rank 7,
   github.com/yqqxyy/Play_with_AI) skipped, no training script: its three branches (main at
   64165566c780d91a0abd2176205616004fbefdd7, local_Mac, ui) hold Jupyter notebooks, a readme and
   a CSV, and no Python file (the torch.compile tutorial of the hit is not among them); the
   other results (GitLab, a notes site, pytorch.org, runebook.dev, a spam page, a blog) name no
   GitHub repository. Nothing taken.
2. Gradient accumulation, `code`: kobongsoo/GPUTech (rank 1) and mindspore-ai/docs (rank 2) are
   in the corpus (batches b and d skipped them); Lightning-AI/pytorch-lightning (rank 3) is in
   the corpus; nikolaosdionelis/MachineLearningML (rank 4, residualflows/GPU94.py; master at
   d2fc5ea53719619621ac516383dbf627b4a03991) skipped, no training script where the rule points:
   its readme ("MachineLearning") runs nothing, and the hit is a fragment (its first line uses
   nn, with no import and no model defined: it stops at a NameError). The hit's folder, read as
   batch d read Doctor-Dong/Deep_learning's, holds no script that trains and runs: GPU95.py (the
   complete form of the fragment) is a timing loop with mode = 'test', which only evaluates
   ResNet-50 on FakeData, and every other script there (train_img.py, train_toy*.py and some 90
   more) imports a `lib` package that the folder lacks; the repository root's lib/ lacks the
   utils.py and optimizers.py they import (other folders carry their own copies). Ranks 5-12
   name no repository. `pages`: subhadityamukherjee.github.io/Knowledge-base (rank 5, the
   repository SubhadityaMukherjee/Knowledge-base, fetched as GitHub spells it: the lower-case
   name has no snapshot; HEAD 4d64488f16ebf03930939319a804290a8b7cbdd6) skipped, no training
   script: Markdown notes and images, its one Python file builds tag pages; rank 7 (a mirror of
   a Hugging Face Space) names huggingface/accelerate (its example
   examples/by_feature/gradient_accumulation.py; HEAD 16cb6eb80dd9aa8b4df1a63ef57863e455d53b83),
   skipped: weights and data from the hub that cannot be made here (the script its readme runs,
   examples/nlp_example.py, as the hit's, fine-tunes bert-base-cased's weights and tokenizer on
   GLUE MRPC from load_dataset, scored by evaluate.load("glue", "mrpc")); the other results
   (techsyncer.com, kaggle.curtischong.me three times, errorhandle.ai, texonom.com) name no
   GitHub repository. Nothing taken.
3. EMA of weights, `code`: the four named results (kalekundert/macromolecular_inpainting,
   jhammarstedt/SLN-on-Sound, Adenialzz/SimpleImageGeneration, fadel/pytorch_ema, ranks 1-4) are
   in the corpus; ranks 5-12 name no repository. `pages`: timm.fast.ai (rank 4) names timm's
   trainer, huggingface/pytorch-image-models, in the corpus (as batch d read it); no other
   result names a GitHub repository (discuss.pytorch.org, educative.io twice, docs.pytorch.org,
   zijianhu.com, pytorch-accelerated.readthedocs.io, codegenes.net). Nothing taken.
4. L-BFGS, `code`: bityangke/ktorch-1 (rank 1; HEAD 158c1e446a58371fd516112dc7ce53e27ff4ab60)
   skipped, no training script and another framework: C++ sources of a k/q (kdb+) interface to
   libtorch, no Python; darttusin/Knowledge-base-RAG (rank 2; HEAD
   8c37ce59cfdc1233dfebe707bda27e2a8a8b2113) skipped, no training script: a retrieval service
   (an API, a Telegram bot, a parser of PyTorch's documentation, whose pages are the hit) that
   trains nothing; mindspore-ai/mindscience (rank 3) and Francis-Fan-create/SCaSML (rank 4) are
   in the corpus; ranks 5-12 name no repository. `pages`: no result names a GitHub repository
   (pytorch-minimize.readthedocs.io twice, gitlab.onelab.info, pytorch.org and docs.pytorch.org
   pages). Nothing taken.
5. Mixed precision, `code`: the named results (HFtion/Env_set rank 1, renyuehe/python-Lesson
   ranks 2-3, mbin96/sr_project rank 4) are in the corpus; ranks 5-12 name no repository.
   `pages`: rank 2, a mirror's issue page of Adamage/tutorials (in the corpus), names
   graphcore/tutorials by a mirror address (tutorials/pytorch/tut3_mixed_precision), fetched
   (HEAD ba0fe60e475b607db56372073ea04f3dc644e32b) and skipped: no training script at the
   fetched commit (the repository is archived; every file of the tutorial, walkthrough.py
   included, is a two-line stub naming its new place in graphcore/examples), and its tutorials
   run Graphcore's poptorch on IPUs, which the registry lacks (as batch d skipped
   Adamage/tutorials); waps.l3s.uni-hannover.de (rank 6) mirrors xljh0520/note and rank 8 is
   audio-visual/Basic_Deep_Learning, both in the corpus; the other results (blog.51cto.com,
   discuss.ray.io, python88.com, techsyncer.com, kaijuan.co) name no GitHub repository.
   Nothing taken.

No repository was taken for topics 1 to 5, so no recipe, no plain run and no data module
(corpus_data_f.py) come from them. A doubt for the lead: topic 2's skip of
nikolaosdionelis/MachineLearningML rests on reading "the hit's script" as the script to take and
finding it a fragment; a reading that takes any script of the repository that trains would
have to choose among some 1,800 Python files (e.g. one of the many copies of train_img.py that
sits beside a complete lib/, such as cifar10_data/), which no readme names.
"""

from __future__ import annotations

from corpus_recipes import Recipe

RECIPES: tuple[Recipe, ...] = ()
