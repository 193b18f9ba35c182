"""Batch e: public scripts new to the corpus, chosen by a fixed rule stated before any of them
ran, each recorded at its first run under `multigpu run --verify` (first sight), before any
change made to multigpu for it.

The rule, verbatim: for each of the ten topics of batch c, in this order — (1) reinforcement
learning (REINFORCE / actor-critic / PPO / DQN), (2) GANs, (3) diffusion models (DDPM), (4)
speech / audio, (5) graph neural networks, (6) differential privacy (DP-SGD, Opacus), (7)
reversible or memory-saving networks (RevNet, gradient checkpointing), (8) Hugging Face Trainer
or no_trainer fine-tuning scripts, (9) PyTorch Ignite, (10) PyTorch Lightning Trainer — ask the
`search` tool, corpus `code`, the query "<topic> pytorch training loop example" (the topic text
exactly as written above, then " pytorch training loop example"), and take the FIRST ONE GitHub
repository, in the order the results come, that is not already in the corpus (any repository
named in benchmarks/corpus_recipes.py or corpus_first_sight_*.py), can be fetched with the
`fetch` tool, and has a PyTorch training script that runs on a CPU with data made here in about
a minute. If `code` names no qualifying repository, ask `pages` the same query. Skip a
repository only for a mechanical reason (no training script; a compiled CUDA extension; weights
or data from a hub/internet that cannot be made here; a package the registry lacks; another
framework; Python 2) and write each skip and its reason in the docstring. From the taken
repository: its main training script (the one its README runs; else the hit's script), one
script per repository. A topic may give nothing: say so. Up to ten scripts in all. Work the
topics in order.

How the rule was read, as batches c and d read it: "code names" is the results that name a
repository (a result naming none, an excerpt, is passed over); a page names a GitHub repository
by its address: github.com/OWNER/NAME, a mirror of such an address, or a GitHub Pages project
address OWNER.github.io/NAME (the repository OWNER/NAME, as batch d read
25621/ai-learning-guides); a page of another host names none. Ranks are the results' own. The
queries are the topics as written above followed by " pytorch training loop example", the same
ten queries as batch c's, and they gave the results batch c records: every repository batch c
took or skipped is in the corpus, so each topic's first qualifying repository, where there is
one, lies past those. Per topic, in the order the results came:

1. RL, `code`: CherryPieSexy/policy_gradient (rank 1) and guyeresearch/workout-torch-rl (rank
   2) are in the corpus; Crazyalltnt/RL-Algorithms-Implement (rank 3) taken. Its readme (the
   hit) runs nothing; Independent/README.md says to run the files named `train`, such as
   task0_train.py, and the first algorithm of its table that the repository holds is DQN:
   Independent/DQN/task0_train.py.
2. GANs, `code`: ranks 1-4 (llien30/AnoGAN twice, khusbuchampaneriagithub/streamlit_stock,
   vltkv/Generate-faces-with-GAN) are in the corpus; ranks 5-12 name no repository. `pages`:
   xiaoxiaoyao/MyApp (rank 4) is in the corpus; no other result names a GitHub repository (the
   others are tutorials and a publisher's page). Nothing taken.
3. Diffusion, `code`: ranks 1-4 (Shaokai9/AI4LifeScience_ECNU, dadwadw233/CityLayout,
   ziranyang0/EFEM, Joqsan/some-papers-in-pytorch) are in the corpus; ranks 5-12 name no
   repository. `pages`: mihirneal/DiffusionModel (rank 1) is in the corpus;
   xianzhiwang1.github.io/tech-blog (rank 2, the repository xianzhiwang1/tech-blog) skipped, it
   cannot be fetched (nor can xianzhiwang1/xianzhiwang1.github.io); miramar-labs/
   genai-nanodegree (rank 3) is in the corpus; devangelista2.github.io/computational-imaging
   (rank 6, devangelista2/computational-imaging) skipped, no training script: a Jupyter Book
   course whose DDPM training is a notebook (years/2025-26/generative/diffusion-models.ipynb),
   and whose Python files are a library (IPPy: models, operators, a train function) with no
   script that runs; the other results are blogs of other hosts. Nothing taken.
4. Speech / audio, `code`: the four named results (drikomak/musicIA, tmulholland/
   pytorch_common_voice, audeering/audtorch, OpenDocCN/dsai-notes-pt3-zh) are in the corpus.
   `pages`: enlihhhhh/enlih-htx-technical-test (rank 2) is in the corpus; no other result names
   a GitHub repository. Nothing taken.
5. Graph networks, `code`: the three named results (huluxiaohuowa/hdl, ueanperfect/IceCube,
   Vak07/Supply_Chain_Optimization) are in the corpus. `pages`: tae898/gnn-edge-classifier
   (rank 3) and Liu-congo/MPNN (rank 4) are in the corpus; no other result names a GitHub
   repository. Nothing taken.
6. Differential privacy, `code`: the named results (clyrai/Aegis, MahdiGhafoorian/
   ImageClassificationWithDifferentialPrivacy twice, TsingZ0/PFLlib) are in the corpus.
   `pages`: pytorch/benchmark (rank 2), facebookresearch/private_prediction (rank 5, a mirror
   of its source), twosixlabs/opacus (rank 7) and pytorch/pytorch (rank 8, an AOSP mirror of
   external/pytorch) are in the corpus; no other result names a GitHub repository. Nothing
   taken.
7. Reversible / memory-saving, `code`: the four named results (One-sixth/i-RevBackward,
   TristHas/reversibility_paper, veugene/pytorch-revnet, prigoyal/pytorch_memonger) are in the
   corpus. `pages`: bindog/swish_optimize (rank 2), pytorch/pytorch (rank 3, a forum thread
   naming its pull request), huggingface/transformers (rank 4, a mirror's commit page) and
   One-sixth/i-RevBackward (rank 5) are in the corpus; no other result names a GitHub
   repository. Nothing taken.
8. Hugging Face Trainer, `code`: the three named results (Leeroo-AI/kapso, ksmooi/ai_power,
   ykaitao/AI-ML-Hands-on) are in the corpus. `pages`: centurylectures/Hugging-Face (rank 2) is
   in the corpus; no other result names a GitHub repository (rank 6 is a mirror of the Hugging
   Face hub). Nothing taken.
9. Ignite, `code`: the three named results (Quansight/Quansight-website, pfnet/
   pytorch-pfn-extras, pytorch/ignite) are in the corpus. `pages`: ranks 1-2 (pytorch-ignite.ai)
   name no GitHub repository; anmolsjoshi.github.io/ignite (rank 3, the repository
   anmolsjoshi/ignite, a fork of pytorch/ignite from 2020) taken (examples/mnist/mnist.py, the
   script its quick start names, as batch c took pytorch/ignite's), run with the installed
   pytorch-ignite, as batch c ran its fork of Lightning.
10. Lightning, `code`: the three named results (Lightning-AI/pytorch-lightning twice,
   harteros/pytorch-lighting-template, Alicegaz/MNIST_PL_DEMO) are in the corpus. `pages`:
   xljh0520/note (rank 1) and amorehead/lightning (rank 4, a mirror) are in the corpus; no other
   result names a GitHub repository. Nothing taken.

No package was installed for these scripts. Each recipe's `first_sight` is what its first run
said, before any change to multigpu made for it; `expect` is the verdict judged true from
reading the script. Each prepared script was first run in one plain process (python, no
multigpu), so that a fault of the recipe is not counted against multigpu: both ran to their
end (8 s and 11 s), with no change to their recipes. The runs under --verify were of the working
tree at 65d9a5f, on 2 CPU processes, one at a time, each once; other sessions' uncommitted
edits to src/ were present meanwhile (multigpu/__init__.py, api/run.py, strategies/base.py,
strategies/fsdp.py, strategies/materialize.py). At first sight: 2 of 2 kept, no silent wrong
result (rl-implement-dqn `cannot tell`, naming random.random at agent.py:47; ignite-fork-mnist
`agree`, 1.49e-08 apart, dropout switched off for the check).
"""

from __future__ import annotations

from corpus_first_sight_c import ignite_mnist
from corpus_recipes import Edit, Recipe

RL_IMPLEMENT = (
    "Crazyalltnt/RL-Algorithms-Implement",
    "33c2d90443d88606fcfac64eb37bdc4605ca1de1",
)
IGNITE_FORK = ("anmolsjoshi/ignite", "7a222b393db6c2f02327038cb05ce95e13ca8f26")

SHORTER = "a shorter run on 2 CPU processes"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "rl-implement-dqn",
        *RL_IMPLEMENT,
        "Independent/DQN/task0_train.py",
        "reinforcement learning (DQN on CartPole: a seeded environment, epsilon-greedy actions "
        "drawn with Python's random, a replay buffer sampled with random.sample each time step, "
        "gradients clamped by hand, a target network copied every 4 episodes)",
        "cannot tell",
        "the episodes are the data: the environment is seeded alike on every rank (env.seed(1)), "
        "but the actions (random.random, random.randrange) and each update's batch (random.sample "
        "from the replay buffer) are drawn per step with no DataLoader: after the first backward "
        "each rank draws its own, so the ranks train on other transitions than one process",
        (
            Edit(
                "env = gym.make(cfg.env)",
                "env = gym.make(cfg.env, disable_env_checker=True)",
                "gym 0.25's environment checker reads np.bool8, gone in NumPy 2",
            ),
            Edit("self.train_eps = 200", "self.train_eps = 10", SHORTER),
            Edit(
                "return FontProperties(fname='/System/Library/Fonts/STHeiti Light.ttc',size=15)",
                "return FontProperties(size=15)",
                "its plots after training read a font file of macOS's system folder, which is "
                "not here: matplotlib's default font",
                file="Independent/common/plot.py",
            ),
        ),
        paths=("Independent/common", "Independent/DQN/agent.py"),
        first_sight="kept",
    ),
    ignite_mnist("ignite-fork-mnist", *IGNITE_FORK),
)
