"""Batch q, topics (36) to (40): batch q's rule (corpus_first_sight_q.py's docstring, verbatim
there) applied to Snake game deep Q-learning, inverse reinforcement learning, reward model
from human preferences, neural stochastic differential equation and deep kernel learning
Gaussian process. Seven scripts from seven repositories: two for each of topics 36 and 39
(topic 39's second from `pages`), one for each of topics 37, 38 and 40 (their `code` and
`pages` results gave no second that qualified).
At first sight 5 of 7 kept: three `cannot tell` naming the loop's draws (Python's random in
both Snake scripts, np.random.rand and np.random.choice in the IRL one) and two `agree` (the
reward model with dropout switched off; the GP prior's fit, exact, after 8 steps with nothing
drawn), each the verdict its recipe expected when first written; two broken, both neural SDE
scripts, `agree` at 0 where the recipes expected `cannot tell` naming torchsde's
np.random.randint. corpus.py counts those two as silent wrong results (an `agree` where the
recipe said otherwise); read again, the verdict looks right and the recipes' reading wrong
(see Doubts).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in a folder under /tmp/q_H), until it ended without error,
holding the batch's lock (/tmp/q_lock); its time is given below (measured inside the lock),
with the load of the 2-core machine (shared with the other helpers' runs) as it began and
ended.

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtq, fcd1b16, one at a time behind the batch's lock, each once, --timeout
900, from /tmp/q_runs/NAME), before any change made for it. No first sight failed on another
helper's file.

Installed into .venv from PyPI (--no-deps; none adds a top-level module of a generic name:
`pip show -f`): pygame 2.6.1 (module pygame; both Snake scripts), trampoline 0.1.2 (module
trampoline, which torchsde imports; both neural SDE scripts), gpytorch 1.15.2,
linear-operator 0.6.1, jaxtyping 0.3.11 and wadler_lindig 0.1.8 (modules gpytorch,
linear_operator, jaxtyping, wadler_lindig: gpytorch and what it imports; tycui's script).
Made here (corpus_data_q_36to40.py): HokageM's output folders, a small DistilBERT for the
reward model (its --model_name), and UCI yacht for tycui's script.

Read as batches c to p read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME, deepwiki.com/OWNER/NAME).
"In the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, or
claimed by another helper of batch q (/tmp/q_claims.txt; checked when each was taken: none of
those taken was named or claimed). Ranks are the results' own. Per topic, in the order the
results came:

36. Snake game deep Q-learning, `code` (query "Snake game deep Q-learning pytorch training
    loop example"): cyberelf/RLLearn (rank 1, README.md; HEAD
    a164a1c9f1db000cf7af30e04907baf2e8e9137f) taken: snake/train/train.py, the readme's
    `python snake/train/train.py` (after `poetry install`), DQN on its own pygame Snake with
    obstacles. Made here: nothing (the game is the data). Edits: the repository's root on
    the path (poetry installs the snake package), SDL's dummy video driver set before pygame
    is first initialised, 3 games (not 1,000). Plain run: first try 5.0 s, exit 139 (a
    segmentation fault: snake/game.py initialises pygame on import, before
    snake/train/game.py sets the dummy driver, and with no display the process crashed when
    torch then loaded triton for Adam); with the driver set 9.5 s, exit 0, at load 1.3 as it
    ended. Aminost/DeepQ-Snake (rank 2, README.md; HEAD
    70b6f3560fb72394bfb16c4861dabfb369e90067) taken: deepQsnake.py (the readme stops after
    `git clone`; snake.py beside it is a tabular Q-learner), a DQN with a target network on
    a 15 x 15 board that wraps, starting from the repository's best_snake_model.pth (carried
    with the script). Made here: nothing. Edits: SDL's dummy video driver, 2 games (not
    1,000), no greedy test game after training (it plays until the snake bites itself).
    Plain run: 9.6 s, exit 0, at load 2.6 to 2.5. Two taken, so ranks 3 on
    (juleNissen-gh/snaike, Asle-Oren/DTE-2502-Graded-Assignment-2, then excerpts) were not
    needed.

37. Inverse reinforcement learning, `code` (query "inverse reinforcement learning pytorch
    training loop example"): SmallBiteCoder/Python-Ml-Coarse (ranks 1 and 3) is in the
    corpus (batches f to p; both hits are stubs). HokageM/IRLwPython (rank 2, README.md;
    HEAD 3134f5c84b7a64fbf5f3bf62564d32ec836c8062) taken: src/irlwpython/main.py, which the
    readme runs as its installed command (`irl`, setup.cfg's irl-runner), with
    `max-entropy-deep --training`: maximum entropy deep IRL on gym's MountainCar-v0 (gym
    0.26.2 is installed here), the expert demonstrations the repository's. Made here: the
    output folders it writes to (../heatmap, ../results). Edits: src on the path (`pip
    install .`), gym's environment checker off (it reads np.bool8, gone in NumPy 2), the
    demonstrations found from the package's folder and the last network saved beside the
    others (both paths are written from the repository's root), 2 episodes (not 30,000).
    Plain run: 8.8 s, exit 0, at load 1.6 to 1.6. yangmuzhi/airl (rank 4, run.py; HEAD
    5fd21eaeabbc5e68e94f48583bbe5c401ace0429) skipped, another framework: AIRL with PPO in
    TensorFlow 1 (tf.placeholder, tf.Session, tf.layers). Ranks 5 to 12 name no
    repository. `pages` (the same query, 8 results: codegenes.net twice, betanet.net three
    times, ar5iv.org, aidoczh.com, di-engine-test.readthedocs.io) names no GitHub
    repository. One script for this topic.

38. Reward model from human preferences, `code` (query "reward model from human preferences
    pytorch training loop example"): iitrpratibha93-hue/ml-portfolio (rank 1,
    projects/rlhf_preference_model/train_reward_model.py; HEAD
    93a9418a7c395dddb6158cd19508cdf98afe5803) taken: the hit, with the readme's command
    (the sample preferences shipped, 3 epochs, batches of 4, lr 2e-5). Made here: a small
    DistilBERT (config, vocabulary of the sample data's words, weights from a seed of the
    maker's) in place of distilbert-base-uncased from the hub, named by the script's
    --model_name. Edits: none; flags: that model, sequences of 32 tokens (not 256). Plain
    run: 9.2 s, exit 0, at load 1.2 to 1.3. donwany/llm-ai-book (rank 2,
    09/9.4_reward_trainer.py; HEAD b3da1319814bfa510fe55d54160aae33fab73436) skipped, no
    training script: the hit is a book's snippet that passes `train_dataset=dataset` to
    trl's RewardTrainer with `dataset` never defined (and gpt2 from the hub written in).
    budwing/generative-ai (rank 3, chapter10/example10.7.py; HEAD
    3102c84a8ef2bc61c5c00b38d6ee9cee02db1ace) skipped, weights and data from a hub: trl's
    RewardTrainer on Qwen/Qwen2.5-0.5B-Instruct and trl-lib/ultrafeedback_binarized, both
    downloaded from the Hugging Face hub by names written into the script, no flag.
    VincentZuo/MotionMinds (rank 4, README.md; HEAD
    c8f61046ae526653ca13b33aef1cf86a0f1c959a) skipped, no training script: the repository
    is its readme alone. Ranks 5 to 12 name no repository. `pages` (the same query, 8
    results: adhdecode-articles-2.pages.dev, datafield.dev twice, apxml.com twice,
    docs.openpipe.ai, theneuralbase.com, zhubert.com) names no GitHub repository. One
    script for this topic.

39. Neural stochastic differential equation, `code` (query "neural stochastic differential
    equation pytorch training loop example"): Tselmuun0624/Neural_PDE-Final (rank 1,
    README.md; HEAD 10f4afa0c5d221aaffe7d226372a91101d1b821b) taken:
    experiments/latent_sde_lorenz_1.py. The readme runs notebooks on Colab, but the
    experiments folder also holds latent_sde_lorenz_1.py and _2.py, scripts that train the
    notebook's latent SDE (they differ in the Lorenz system's noise only; the hit's excerpt,
    an older readme, ran notebooks latent_sde_lorenz_i for i=1,2): the first. It uses the
    repository's own copy of torchsde. Made here: nothing (the script simulates its
    trajectories; the shipped dump/lorenz/lorenz_data.pth holds 1,024 of them and the script
    refuses another batch size, so it was not carried). Edits: the repository's root on the
    path (its torchsde); flags: 128 trajectories, 10 steps, the plot at the 10th. Plain run:
    62.4 s, exit 0, at load 1.4 to 1.7 (the plot's sampling at dt 0.001 took most of it).
    mvinyard/torch-adata (rank 2, docs/source/neural_sde.rst; HEAD
    38e1e8a2a6e81bcf0991207970f6a9a4424aaefa) skipped, no training script: a library of
    AnnData data sets and Lightning data modules; the hit documents another package's
    (neural_diffeqs) module and its notebook demonstrates the loaders.
    AtelierArith/DocStrBankExperimental.jl (rank 3) skipped, another framework (Julia:
    DiffEqFlux's docstrings; read from the result, not fetched). yungarjun/deribit_market_model
    (rank 4, neural_sde/nets.py; HEAD ad7d92d4848dd998880d88f29e6e252fe0b65813) skipped,
    training only in a notebook: the neural SDE is fitted by neural_sde/loss.py's functions
    from experiments/neural_sde.ipynb (the readme runs nothing; stage0/train.py is a module
    of functions). Ranks 5 to 12 name no repository. `pages` (the same query): ranks 1 to 3
    (diffeqflux.sciml.ai, Julia) name no GitHub repository; rank 4,
    github.com/google-research/torchsde (HEAD eb3a00e31cbd56176270066ed2f62c394cf6acb7),
    taken: examples/latent_sde.py, the readme's first command (`python -m
    examples.latent_sde --train-dir <TRAIN_DIR>`), a latent SDE fit to a segmented cosine.
    Made here: nothing. Edits: the repository's root on the path (as `-m` from the root
    has it); flags: 10 steps (not 5,000), 64 paths (not 512), figures at 50 dpi. Plain run:
    16.7 s, exit 0, at load 1.3 to 1.4. Two taken, so ranks 5 on (geeksrepos.com, Julia
    pages) were not needed.

40. Deep kernel learning Gaussian process, `code` (query "deep kernel learning Gaussian
    process pytorch training loop example"): pypi-data/pypi-mirror-390 (rank 1,
    packages/qpytorch/.../06_PyTorch_NN_Integration_DKL/index.rst) skipped, training only in
    a notebook: the hit is the index of qpytorch's two deep kernel learning example
    notebooks (.ipynb), in a mirror of PyPI's packages (read from the result, not fetched).
    google/flax (rank 2, examples/gaussian_processes/README.md) and danieljtait/ladax (rank
    3, examples/README.md) skipped, another framework (JAX and Flax; read from the results,
    not fetched). tycui/functionalBNN (rank 4, gp_prior.py; HEAD
    2cb5285b44c91e1b4b4845a3ec69d5512e375440) taken: run_regression.py (the readme is a
    title; the hit is the GP prior module, which run_regression.py trains with;
    run_informativeGP.py compares priors on subsets and run_toy.py passes pyro's kernels to
    an older FunctionalVI): functional variational inference of a BNN under a gpytorch GP
    prior whose hyper-parameters it first fits. Made here: UCI yacht (60 rows). Edits: the
    evaluation's three returned values unpacked (the script unpacks two: a ValueError at
    HEAD), torch.symeig replaced by torch.linalg.eigh (removed from torch); flags: the CPU,
    10 steps of the GP's fit (not 5,000; its progress print divides by a tenth of them), 10
    epochs of the BNN (not 20,000). Plain run: first try 9.1 s, exit 1 (torch.symeig's
    RuntimeError at the first BNN step); with the edit 11.9 s, exit 0, at load 2.2 to
    2.1. Ranks 5 to 12 name no repository.
    `pages` (the same query): rank 1, tqv-notes.github.io/Deep_Gaussian_Processes, names
    tqv-notes/Deep_Gaussian_Processes, which cannot be fetched (no snapshot: the page is one
    of the author's notes, tqv-notes/tqv-notes.github.io); ranks 2 to 8 (huggingface.co
    three times, codegenes.net twice, deepai.org, scikit-learn.org) name no GitHub
    repository. One script for this topic.

Skips: 11 (topic 37: 1; topic 38: 3; topic 39: 3; topic 40: 4, tqv-notes' page among them),
each above with its reason, besides the repository already in the corpus (topic 37).

First sight (each run below is the script's one, in /tmp/q_runs/NAME; the plain run ended
without error before each):
- cyberelf-snake-dqn: kept (`cannot tell: the script draws at random after its first
  backward (its batches, or sampled actions and the episodes they lead to) and each of the 2
  ranks draws its own`, naming `Python's random drawn in the training loop (random.random at
  trainer.py:83)`; seeded alike for the check; 16.4 s).
- aminost-snake-dqn: kept (the same `cannot tell`, naming `random.random at
  deepQsnake.py:141`; 18.6 s).
- hokagem-mountaincar-deep-maxent-irl: kept (`cannot tell: the script draws at random after
  its first backward ...`, naming `np.random.rand drawn in the training loop at
  MaxEntropyDeepIRL.py:58` and `np.random.choice ... at MaxEntropyDeepIRL.py:59`, not a row
  per sample; 23.0 s).
- iitr-rlhf-reward-model: kept (`agree` with one process's computing the ranks' slices,
  1.79e-05 at 'head.1.bias', beyond float tolerance at an attention bias but within 10x its
  1-ulp run; dropout switched off at modeling_distilbert.py:116; the split itself named as
  rounding of sums over the slices that the optimizer amplifies; 55.1 s).
- tselmuun-latent-sde-lorenz: broken, `agree: after 3 optimizer step(s) the parameters on 2
  ranks agree with one process's (largest difference 0, at 'projector.bias')`, z0's
  randn_like replaced by its mean, and the warning that every rank trained on the same
  inputs (2x the compute); the recipe expected `cannot tell` naming np.random.randint
  (54.8 s; see Doubts).
- torchsde-latent-sde-cosine: broken, `agree: ... (largest difference 0, at
  'qy0_logvar')`, y0's torch.randn replaced by its mean, the same warning; the recipe
  expected `cannot tell` naming np.random.randint (60.6 s; see Doubts).
- tycui-fvi-gp-prior-yacht: kept (`agree: after 8 optimizer step(s) the parameters on 2
  ranks agree with one process's (largest difference 0, at
  'likelihood.noise_covar.raw_noise')`, the warning that every rank trained on the same
  inputs, and that nothing was drawn from the global streams after the first backward in 8
  steps, so what the script draws later was not checked; 26.6 s).

Doubts for the lead:
- tselmuun-latent-sde-lorenz and torchsde-latent-sde-cosine (broken, one cause): each step's
  sdeint makes a BrownianInterval whose entropy torchsde draws with np.random.randint
  (torchsde/_brownian/brownian_interval.py:490, reached from the model's forward). The
  recipes read that as a draw in training, not a row per sample, each rank its own after the
  first backward, so `cannot tell` by "no agreement from the loop's own draws". --verify did
  not name it (torchsde is a package the script imports, here the repository's own copy at
  its root, outside the script's folder) and said `agree` at 0 after 3 steps (no draw seen,
  so no reason to check past K as it does for a loop's draws). The
  verdict looks right on the arithmetic: nothing else in the training draws from NumPy's
  global stream, every run is seeded alike, so every rank draws the same entropy as one
  process each step and integrates the same Brownian paths; each rank trains on the whole
  batch, as the warning says. So the miss is the recipes' reading: docs/run.md says a draw
  "a library makes" is not named, in its sentence on loading, and the recipes took torchsde
  for the script's code. The second recipe (tselmuun's) had been written before the first
  (torchsde's) ran and was left as written. What the docs could say: a library's draw from
  the global stream in training is not named, and where every rank draws it alike the ranks
  compute one process's steps.
- hokagem-mountaincar-deep-maxent-irl: gym's env.reset() without a seed draws the start from
  the environment's own generator, seeded from the system's entropy, so even one process
  differs from itself run to run; the verdict named the epsilon-greedy draws, as the recipe
  expected, and not the environment's (gym's own generator).
- tycui-fvi-gp-prior-yacht: the check covers the GP's hyper-parameter fit alone (its first
  optimizer, full batch, no draw), at most 8 steps; the BNN stage (a DataLoader, 20 points
  drawn with torch.rand in the loop, the posterior's sampled weights) is never reached by
  --verify, whatever it would say of it.
- iitr-rlhf-reward-model: trained from a small DistilBERT made here (2 layers of 32), not
  the pretrained one; it is taken because the script names its model by a flag
  (--model_name), where budwing/generative-ai (topic 38) was skipped for hub names written
  into the script, as batch p read "weights from the internet ... with no flag".
- tqv-notes.github.io/Deep_Gaussian_Processes (topic 40, `pages` rank 1) was read as naming
  tqv-notes/Deep_Gaussian_Processes (OWNER.github.io/NAME), which cannot be fetched; read
  as the site's own repository (tqv-notes/tqv-notes.github.io) it is a notes site, no
  training script either.
- HokageM/IRLwPython and iitrpratibha93-hue/ml-portfolio were checked against the corpus
  and the claims when taken (23:08 and 23:13) but entered in /tmp/q_claims.txt a few
  minutes later (23:14); no other helper had claimed or named them by then.
- pygame 2.6.1 was installed for the two Snake scripts (batch o had pygame-ce); without a
  display pygame's early pygame.init() left a process that crashed (exit 139) as torch
  loaded triton: the recipe sets SDL's dummy driver before the first import, as the
  repository's own snake/train/game.py means to.
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

CYBERELF = ("cyberelf/RLLearn", "a164a1c9f1db000cf7af30e04907baf2e8e9137f")
AMINOST = ("Aminost/DeepQ-Snake", "70b6f3560fb72394bfb16c4861dabfb369e90067")
HOKAGEM = ("HokageM/IRLwPython", "3134f5c84b7a64fbf5f3bf62564d32ec836c8062")
IITR = ("iitrpratibha93-hue/ml-portfolio", "93a9418a7c395dddb6158cd19508cdf98afe5803")
TSELMUUN = ("Tselmuun0624/Neural_PDE-Final", "10f4afa0c5d221aaffe7d226372a91101d1b821b")
TORCHSDE = ("google-research/torchsde", "eb3a00e31cbd56176270066ed2f62c394cf6acb7")
TYCUI = ("tycui/functionalBNN", "2cb5285b44c91e1b4b4845a3ec69d5512e375440")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "cyberelf-snake-dqn",
        *CYBERELF,
        "snake/train/train.py",
        "Snake game deep Q-learning (a pygame Snake on a 640 x 480 board with a block of "
        "obstacles; a 12-feature state of dangers, direction, food side and a time-out flag; "
        "Linear_QNet, 12-256-3 with ReLU; MSELoss between the Q-values and a copy with the "
        "taken action's entry set to the Bellman target, the next state's Q-values from the "
        "same network, not detached; Adam; one optimizer step per frame on that frame's "
        "transition, and after each game one on up to 1,000 transitions drawn with "
        "random.sample from the replay memory; epsilon-greedy actions with random.random and "
        "random.randint; food placed with random.randint; TensorBoard logs, checkpoints)",
        "cannot tell",
        (
            "no DataLoader: every rank plays the whole game and takes each step on the whole "
            "transition, so the ranks hold one process's batches until their streams part; "
            "from the first backward on each rank draws its own epsilon-greedy coin and move "
            "(random.random and random.randint in get_action, called in the training loop) "
            "and its own food places, so the games, and the steps they feed, are each rank's "
            "own: cannot tell, naming Python's random drawn in the training loop"
        ),
        (
            Edit(
                "from snake.train.game import SnakeGameAI\n",
                "import os, sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..', '..'))\n"
                "from snake.train.game import SnakeGameAI\n",
                "the repository's root on the path, as `poetry install` puts the snake "
                "package there (the readme runs `python snake/train/train.py` after it)",
            ),
            Edit(
                "import pygame\n",
                "import os; os.environ.setdefault('SDL_VIDEODRIVER', 'dummy')\nimport pygame\n",
                "no window: SDL's dummy video driver, which snake/train/game.py sets, but only "
                "after snake/game.py has initialised pygame on import (without a display "
                "that run then crashed, a segmentation fault when torch loaded triton)",
            ),
            Edit(
                "range(1000)",
                "range(3)",
                "3 games (not 1,000)",
            ),
        ),
        # The readme: `poetry install`, then `python snake/train/train.py`. Installed from
        # PyPI (--no-deps): pygame 2.6.1 (module pygame).
        paths=(
            "snake/game.py",
            "snake/spirits",
            "snake/train/game.py",
            "snake/train/model.py",
            "snake/train/trainer.py",
        ),
        names="Python's random",
        first_sight="kept",
    ),
    Recipe(
        "aminost-snake-dqn",
        *AMINOST,
        "deepQsnake.py",
        "Snake game deep Q-learning (a pygame Snake on a 15 x 15 board that wraps at its "
        "edges; an 8-feature state of walls and apple side; a 8-64-64-4 DQN with a target "
        "network copied every step of every tenth game; MSELoss between Q(s, a) and r + "
        "0.999 max Q_target(s'); Adam, gradients clipped to norm 1; from the 68th transition "
        "on, one optimizer step per frame on 68 transitions drawn with random.sample from the "
        "memory; epsilon-greedy actions with random.random and random.randrange, the apple "
        "placed with random.randint; the repository's best_snake_model.pth loaded first; then "
        "a greedy test game that saves the weights)",
        "cannot tell",
        (
            "no DataLoader: every rank plays the whole game and samples the whole minibatch; "
            "the first optimizer step comes at the 68th frame, and from its backward on each "
            "rank draws its own epsilon-greedy coin and action (random.random, "
            "random.randrange), apple places (random.randint) and minibatch (random.sample), "
            "all in the training loop: cannot tell, naming Python's random drawn in the "
            "training loop"
        ),
        (
            Edit(
                "import os\n",
                "import os\nos.environ.setdefault('SDL_VIDEODRIVER', 'dummy')\n",
                "no window: SDL's dummy video driver (there is no display here)",
            ),
            Edit(
                "for epoch in range(1000):",
                "for epoch in range(2):",
                "2 games (not 1,000)",
            ),
            Edit(
                "FPS = 5\nbest_score = 0\nwhile True:",
                "FPS = 5\nbest_score = 0\nwhile False:",
                "no greedy test game: it plays until the snake bites itself, which a greedy "
                "policy on a board that wraps need never do",
            ),
        ),
        # No command in the readme (it stops after `git clone`); deepQsnake.py is the
        # repository's deep Q-learning script (snake.py is a tabular Q-learner). Installed
        # from PyPI (--no-deps): pygame 2.6.1 (module pygame).
        paths=("best_snake_model.pth",),
        names="Python's random",
        first_sight="kept",
    ),
    Recipe(
        "hokagem-mountaincar-deep-maxent-irl",
        *HOKAGEM,
        "src/irlwpython/main.py",
        "inverse reinforcement learning (maximum entropy deep IRL on gym's MountainCar-v0: a "
        "reward per cell of a 20 x 20 grid of position and velocity, theta, drawn with "
        "np.random.uniform before training and moved every tenth episode by the expert's "
        "state frequencies, from the repository's demonstrations, minus the learner's; a "
        "2-64-32-3 Q-network trained on that reward, MSELoss against r + 0.99 max of a target "
        "network copied after every step, detached; Adam; one optimizer step per environment "
        "step on that one transition; epsilon-greedy actions with np.random.rand and "
        "np.random.choice; the best episode's network saved)",
        "cannot tell",
        (
            "no DataLoader: every rank runs the whole episode and steps on each whole "
            "transition; from the first backward on each rank draws its own epsilon-greedy "
            "coin and action (np.random.rand, np.random.choice in select_action, called in "
            "the training loop), not a row per sample, so the episodes, and the steps they "
            "feed, are each rank's own: cannot tell, naming NumPy's draw in the training loop "
            "(gym's reset also draws the start from the environment's own generator, seeded "
            "from the system's entropy where the script gives no seed)"
        ),
        (
            Edit(
                "from irlwpython.MaxEntropyDeepIRL import MaxEntropyDeepIRL\n",
                "import os; sys.path.insert(0, os.path.dirname(os.path.dirname("
                "os.path.abspath(__file__))))\n"
                "from irlwpython.MaxEntropyDeepIRL import MaxEntropyDeepIRL\n",
                "the package's folder (src) on the path, as `pip install .` puts it (the "
                "readme runs the installed command)",
            ),
            Edit(
                "gym.make('MountainCar-v0')\n",
                "gym.make('MountainCar-v0', disable_env_checker=True)\n",
                "gym 0.26's environment checker reads np.bool8, gone in NumPy 2",
                "src/irlwpython/MountainCar.py",
            ),
            Edit(
                'np.load(file="src/irlwpython/expert_demo/expert_demo.npy")',
                'np.load(file=__import__("os").path.join(__import__("os").path.dirname('
                '__file__), "expert_demo", "expert_demo.npy"))',
                "the demonstrations found from the script's folder (the path is written from "
                "the repository's root, where the readme's installed command runs; the corpus "
                "runs a script from its own folder)",
                "src/irlwpython/MountainCar.py",
            ),
            Edit(
                "episodes=30000, max_steps=200,",
                "episodes=2, max_steps=200,",
                "2 episodes (not 30,000): 400 steps",
                "src/irlwpython/MaxEntropyDeepIRL.py",
            ),
            Edit(
                'f"src/irlwpython/results/maxentdeep_{episodes}_q_network_class.pth"',
                'f"../results/maxentdeep_{episodes}_q_network_class.pth"',
                "the final network saved beside the others (this path too is written from the "
                "repository's root)",
                "src/irlwpython/MaxEntropyDeepIRL.py",
            ),
        ),
        # The readme: `pip install .`, then `irl` with --training (setup.cfg names the
        # command irl-runner: irlwpython.main:run); the algorithm the deep IRL one.
        args=("max-entropy-deep", "--training"),
        paths=(
            "src/irlwpython/__init__.py",
            "src/irlwpython/MaxEntropyDeepIRL.py",
            "src/irlwpython/MaxEntropyDeepRL.py",
            "src/irlwpython/MaxEntropyIRL.py",
            "src/irlwpython/MountainCar.py",
            "src/irlwpython/OutputHandler.py",
            "src/irlwpython/expert_demo",
        ),
        data="hokagem_folders",
        names="np.random",
        first_sight="kept",
    ),
    Recipe(
        "iitr-rlhf-reward-model",
        *IITR,
        "projects/rlhf_preference_model/train_reward_model.py",
        "reward model from human preferences (an encoder from transformers' AutoModel, "
        "DistilBERT, with dropout 0.1 and a linear head on the [CLS] state to one score; "
        "each pair's prompt joined to its chosen and to its rejected response, tokenized in "
        "__getitem__ and padded to a fixed length; the two scored by two forwards, the "
        "Bradley-Terry loss -log sigmoid(chosen - rejected) averaged over the batch; AdamW; "
        "a shuffled DataLoader; the best epoch's weights and tokenizer saved)",
        "agree",
        (
            "batches of 4 pairs from a shuffled DataLoader, split 2 + 2 (the last of 2, 1 + "
            "1); each forward's first input is a tensor of the loader's batch, so the split's "
            "run cuts both forwards alike; the loss is a mean of one term per pair, so one "
            "process's average over equal slices; no batch norm (layer norm is per token); "
            "dropout switched off for the check"
        ),
        (),
        # The readme's command (from projects/rlhf_preference_model): the sample data, 3
        # epochs, batches of 4, lr 2e-5; the model a small DistilBERT made here (not
        # distilbert-base-uncased from the hub), sequences of 32 tokens (not 256).
        args=(
            "--data_path",
            "data/sample_preferences.jsonl",
            "--model_name",
            "made/distilbert",
            "--output_dir",
            "checkpoints/reward_model",
            "--epochs",
            "3",
            "--batch_size",
            "4",
            "--lr",
            "2e-5",
            "--max_length",
            "32",
        ),
        paths=(
            "projects/rlhf_preference_model/model.py",
            "projects/rlhf_preference_model/data",
        ),
        data="iitr_distilbert",
        first_sight="kept",
    ),
    # expect corrected by the lead after first sight (first_sight stays as recorded): as torchsde's
    # example above, the seed drawn with np.random.randint is one process's on every rank, no
    # DataLoader pass parting the streams; agree.
    Recipe(
        "tselmuun-latent-sde-lorenz",
        *TSELMUUN,
        "experiments/latent_sde_lorenz_1.py",
        "neural stochastic differential equation (torchsde's latent SDE example on a "
        "stochastic Lorenz attractor, with the repository's own copy of torchsde: a GRU "
        "encoder read backwards in time gives a context, q(z0) from its first step, z0 "
        "drawn with randn_like in the forward; sdeint (Euler, dt 0.01, logqp) integrates "
        "posterior drift f_net, prior drift h_net and a diagonal diffusion of per-dimension "
        "nets, its Brownian motion a BrownianInterval seeded by np.random.randint inside "
        "sdeint; loss the negative Gaussian log-likelihood of the data plus the KL of z0 "
        "and the path, annealed; Adam with ExponentialLR; one full batch of trajectories "
        "simulated before training; plots of samples every pause_every steps)",
        "agree",
        (
            "no DataLoader: the whole batch of trajectories, made before training, trains "
            "every step on every rank; z0's randn_like in the forward is switched off for the "
            "check; but each step's sdeint builds a BrownianInterval whose entropy is drawn "
            "with np.random.randint (torchsde's brownian_interval.py, the repository's copy, "
            "called from the forward), a draw that is not a row per sample, made by each rank "
            "from its own stream after the first backward: cannot tell, naming that draw"
        ),
        (
            Edit(
                "\nimport torchsde\n",
                "\nimport sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..'))\nimport torchsde\n",
                "the repository's own copy of torchsde (at its root) on the path; the readme's "
                "notebook runs from the root",
            ),
        ),
        # The readme runs the notebook (experiments/latent_sde_lorenz.ipynb) on Colab; the
        # folder's scripts latent_sde_lorenz_1.py and _2.py (other diffusion coefficients)
        # train the same model: the first. Flags (fire): trajectories of 128 (not 1,024,
        # the batch of the shipped dump/lorenz/lorenz_data.pth, not carried, so the script
        # simulates its own), 10 steps (not 3,000), its plot at the 10th. Installed from
        # PyPI (--no-deps): trampoline 0.1.2 (module trampoline), which torchsde imports.
        args=("--batch_size=128", "--num_iters=10", "--pause_every=10"),
        paths=("torchsde",),
        first_sight=(
            "broken: agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one "
            "process's (largest difference 0, at 'projector.bias'); the recipe wrote cannot tell, "
            "naming np.random.randint (torchsde's draw, not named: see Doubts)"
        ),
    ),
    # expect corrected by the lead after first sight (first_sight stays as recorded): no DataLoader
    # pass parts the ranks' streams, so torchsde's np.random.randint seed is one process's on every
    # rank and the ranks train one process's model; agree is the model's verdict (docs/run.md,
    # batch q).
    Recipe(
        "torchsde-latent-sde-cosine",
        *TORCHSDE,
        "examples/latent_sde.py",
        "neural stochastic differential equation (torchsde's latent SDE fit to one segmented "
        "cosine series: a posterior drift net of 3-200-200-1 with tanh, an "
        "Ornstein-Uhlenbeck prior drift and a constant diffusion, the KL along the path "
        "integrated as an augmented state; y0 = q's mean plus its std times torch.randn "
        "drawn in the forward; sdeint (Euler, dt 0.01) with a BrownianInterval it makes, "
        "seeded by np.random.randint; loss the negative Laplace log-likelihood of the 20 "
        "points, summed over time and averaged over 512 sampled paths, plus the annealed KL; "
        "Adam with ExponentialLR; plots of the posterior every pause_iters steps)",
        "agree",
        (
            "no DataLoader and no data batch: every rank integrates the whole batch of paths "
            "each step, on the same 20 points; the forward's torch.randn for y0 is switched "
            "off for the check; each step's sdeint builds a BrownianInterval whose entropy "
            "is np.random.randint (torchsde/_brownian/brownian_interval.py, called from the "
            "forward), a draw that is not a row per sample, made by each rank from its own "
            "stream after the first backward: cannot tell, naming that draw"
        ),
        (
            Edit(
                "\nimport torchsde\n",
                "\nimport sys; sys.path.insert(0, os.path.join(os.path.dirname("
                "os.path.abspath(__file__)), '..'))\nimport torchsde\n",
                "the repository's torchsde on the path, as `python -m examples.latent_sde` "
                "from its root (the readme's command) has it",
            ),
        ),
        # The readme: `python -m examples.latent_sde --train-dir <TRAIN_DIR>`. Flags: 10
        # steps (not 5,000), paths of 64 (not 512), its plot at step 0 only, figures at 50
        # dpi (not 300).
        args=(
            "--train-dir",
            "run",
            "--train-iters",
            "10",
            "--pause-iters",
            "10",
            "--batch-size",
            "64",
            "--dpi",
            "50",
        ),
        paths=("torchsde",),
        first_sight=(
            "broken: agree: after 3 optimizer step(s) the parameters on 2 ranks agree with one "
            "process's (largest difference 0, at 'qy0_logvar'); the recipe wrote cannot tell, "
            "naming np.random.randint (torchsde's draw, not named: see Doubts)"
        ),
    ),
    Recipe(
        "tycui-fvi-gp-prior-yacht",
        *TYCUI,
        "run_regression.py",
        "Gaussian process prior for a Bayesian neural network, functional variational "
        "inference (gpytorch's ExactGP with a scaled RBF kernel, its hyper-parameters first "
        "fitted by Adam on the exact marginal likelihood of the whole training set; then a "
        "mean-field BNN posterior trained by Adam on a DataLoader: a Gaussian likelihood term "
        "plus a KL surrogate against the GP at the batch and 20 points drawn with torch.rand "
        "in the loop, a spectral Stein estimate of the functions' entropy; UCI yacht, split "
        "and standardised before training)",
        "agree",
        (
            "the first optimizer is the GP's, fitting its hyper-parameters on the whole "
            "training set each step, with no DataLoader and no random draw: every rank "
            "computes one process's steps exactly; a script fed without a DataLoader is "
            "checked to at most 8 steps, all of them here the GP's fit (at least 10 steps, "
            "the script's progress print divides by a tenth of them), so the check never "
            "reaches the BNN stage and its draws: agree, saying nothing was drawn by then"
        ),
        (
            Edit(
                "mse_test, ll_test = fvi.build_evaluation(x_train, y_train)",
                "mse_test, ll_test, _ = fvi.build_evaluation(x_train, y_train)",
                "build_evaluation returns three values (the PVE added), the script unpacks "
                "two: a ValueError after training at HEAD",
            ),
            Edit(
                "mse_test, ll_test = fvi.build_evaluation(x_test, y_test)",
                "mse_test, ll_test, _ = fvi.build_evaluation(x_test, y_test)",
                "the same for the test set",
            ),
            Edit(
                "torch.symeig(Kq, eigenvectors=True)",
                "torch.linalg.eigh(Kq, UPLO='U')",
                "torch.symeig is gone from torch (a RuntimeError in the first BNN step at "
                "HEAD); torch.linalg.eigh on the upper triangle, symeig's default, as torch's "
                "message says",
                "gradient_estimator.py",
            ),
        ),
        # No readme command (its readme is one title line). The hit, gp_prior.py, is the
        # GP prior module; run_regression.py trains with it (run_informativeGP.py compares
        # priors on subsets, run_toy.py passes pyro's kernels to an older FunctionalVI).
        # Flags: the CPU (`--cuda` is type=bool, so only an empty string is false), 10
        # steps of the GP's fit (not 5,000; fewer divide by zero in its progress print), 10
        # epochs of the BNN (not 20,000). Installed from PyPI (--no-deps): gpytorch 1.15.2,
        # linear-operator 0.6.1, jaxtyping 0.3.11, wadler_lindig 0.1.8 (modules gpytorch,
        # linear_operator, jaxtyping, wadler_lindig).
        args=("--cuda", "", "--num_epoch_gp", "10", "--num_epoch_bnn", "10"),
        paths=(
            "bnn_posterior.py",
            "fvi.py",
            "gp_prior.py",
            "gradient_estimator.py",
            "utils.py",
            "data/data_generation.py",
        ),
        data="tycui_yacht",
        first_sight="kept",
    ),
)
