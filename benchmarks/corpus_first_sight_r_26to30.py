"""Batch r, topics (26) to (30): batch r's rule (corpus_first_sight_r.py's docstring, verbatim
there) applied to graph network physics simulation, Koopman autoencoder, policy gradient
REINFORCE CartPole, proximal policy optimization PPO and certified robustness randomized
smoothing. Four scripts from four repositories: one for topic 27, one for topic 28, two for
topic 29; topics 26 and 30 give none (every repository their `code` and `pages` results name
was skipped for a mechanical reason, below).
At first sight 4 of 4 kept, no silent wrong result: one `agree` with one process's (a
Lightning script, 2.98e-08), and three `cannot tell` for reinforcement-learning loops whose
ranks each play their own episodes, each the verdict its recipe expected when first written
(two naming the draw the recipe named: torch.multinomial, and Python's random.shuffle beside
it; one with no phrase asked, naming that nothing was drawn from the global streams in 8
steps, its environments' own entropy parting the ranks).

Each recipe was run in one plain Python process, prepared as benchmarks/corpus.py prepares it
(corpus.extract and corpus.prepare, in /tmp/r_runs/plain-NAME), from the script's folder with
MPLBACKEND=Agg, `nice -n 10 timeout 300 python -P SCRIPT ARGS` as the brief gives it, with
PYTHONPATH=. added: `-P` keeps the script's own folder off Python's path, so the first plain
run (samavmoore's) stopped at its first sibling import (ModuleNotFoundError: ConfigData, 0.4
s); PYTHONPATH=. puts the folder back first, as `python SCRIPT` does and as multigpu's workers
do. Not inside the batch's lock; times are given with the load of the 2-core machine, shared
with the other helpers' runs (10 to 17 while these ran: most of each time is imports).

Each recipe's `first_sight` is its first run under `multigpu run --verify` (2 CPU processes,
the tree at /tmp/wtr, f882907, one at a time behind the batch's lock /tmp/r_lock, each once,
--timeout 600), before any change made for it, its `expect` and `why` written from reading
the script and its modules before it.

Installed into .venv from PyPI (--no-deps): gym 0.25.2 (module gym; an sdist, pure Python),
which sladebot/Reinforcement-Learning and Bick95/PPO import (both written for gym's API before
0.26: env.seed, reset returning the state, step a 4-tuple; gymnasium 1.4, installed, has
another API). Not installed: penv (PyPI's penv is a project-management tool; the module
oscardong0813/ml_projects imports is not in the repository and is never used): a stand-in,
an empty penv.py beside the script (the recipe's `files`).

Read as batches c to q read the rule: the queries are the topic text exactly as the rule
writes it, then " pytorch training loop example"; a `code` result without a repository (an
excerpt) is passed over; a page names a GitHub repository by its address (github.com/OWNER/
NAME, OWNER.github.io/NAME, raw.githubusercontent.com/OWNER/NAME, deepwiki.com/OWNER/NAME).
"In the corpus" is any repository named in corpus_recipes.py or corpus_first_sight_*.py, or
claimed by another helper of batch r (/tmp/r_claims.txt; checked just before each was taken:
none of those taken was named or claimed). Ranks are the results' own. Per topic, in the order
the results came:

26. Graph network physics simulation, `code` (query "graph network physics simulation pytorch
   training loop example"): jlinki/simple-physics-simulator-pytorch-geometry (rank 1,
   README.md; HEAD ece9abb13f6eea16b81c5e02262a0171cf3d28e1) skipped, another framework and a
   compiled extension: train.py reads its data only through TensorFlow (reading_utils.py:
   tf.data and tensorflow_datasets over DeepMind's tfrecords; the readme says so, "tensorflow
   still needed for dataset"), and its simulator builds its graphs with PyG's radius_graph,
   which needs torch-cluster or pyg-lib (compiled; neither installed here).
   MarkoMile/gnn-physics-simulator (ranks 2 and 3, README.md and src/training/__init__.py;
   HEAD 07fce24bfd168af40e1b16d0f59803f1c8409291) skipped, a compiled extension: train.py's
   data set builds every sample's graph with torch_geometric.nn.radius_graph (dataset.py),
   which on this PyG 2.8 raises "'radius_graph' requires 'pyg-lib>=0.6.0'" (tried here) and
   otherwise needs torch-cluster; its requirements pin torch-cluster and friends from PyG's
   CUDA wheels. LuChristCho/LTSimulation (rank 4, README.md; HEAD
   3ba50ec03cce3da03d3474aed1c3d7cb5d6d2cd1) skipped, a compiled extension: the same
   radius_graph in utils/dataset.py, with training in main.ipynb (and utils/train.py).
   Ranks 5 to 12 name no repository.
   `pages` (the same query): github.com/smka1/phys152-2026 (rank 1) skipped, training only
   in a notebook (the repository holds notebooks only, no .py); www.geoelements.org (ranks 2
   and 6) names github.com/geoelements/gns (HEAD 3b8fb5cc143690f061a721b63bde3e49eb8f8520),
   skipped, a compiled extension: gns/train.py's simulator calls radius_graph
   (gns/learned_simulator.py); ranks 3 and 4 (engineermaxxing.com), 5 (scribd.com), 7
   (medium.com) and 8 (nubint.ai) name no GitHub repository. The topic gives none.

27. Koopman autoencoder, `code` (query "Koopman autoencoder pytorch training loop example"):
   samavmoore/GeneralKoopman (rank 1, README.md; HEAD
   577c7eaae01e156e49880e6c15f6968b33ff326d) taken: Pendulum_Training.py, the readme's
   script, whose __main__ runs the stage the readme says to train first, the context
   autoencoder of a Koopman model of pendulums, on Lightning's Trainer. Data: the
   repository's own data/context_data.npy (1,000 contexts). Edits: the data's path and the
   checkpoints' folder (the script leaves "your path" placeholders), one epoch (not 500).
   Plain run: 101.3 s, exit 0, at load 10.6 to 16.6.
   vedikagadia02/SoC-estimation-using-NDMD (rank 2, matlab/neural_network_koopman/train_ae.m;
   HEAD 1cb57f58f8e7039ed73462ed57301145dcfa3997) skipped, another framework: the hit's script
   is MATLAB and the readme is a title, naming no command (its PyTorch mains,
   paper_implementation/main.py and soc_implementation/main.py, are package modules run as
   `python -m SoC-estimation-using-NDMD.paper_implementation.main` with relative imports;
   see Doubts). jackmiller2003/kae-cyclones (rank 3, dl-pipeline.py) skipped, cannot be
   fetched (the snapshot is 533,237,760 bytes; fetch brings at most 524,288,000).
   anonymousdejavu/dejavu (rank 4) is in the corpus (corpus_first_sight_k_01to05.py). Ranks 5
   to 12 name no repository. `pages` (the same query, 7 shown and 1 left off):
   kooplearn.readthedocs.io (ranks 1 and 2), scribd.com (ranks 3 and 7) and
   dymad.readthedocs.io (ranks 4 to 6) name no GitHub repository. One script for this topic.

28. Policy gradient REINFORCE CartPole, `code` (query "policy gradient REINFORCE CartPole
   pytorch training loop example"): gunjanak/Pytorch_Course (rank 1,
   reinforcement_learning/Policy_Gradient/readme.txt; HEAD
   37a34e9cd1b0d6b38cf671007e795aea7340ab86) skipped, training only in a notebook: the hit's
   folder holds PG_V3.ipynb, pg_test.ipynb, the readme and saved models.
   SmallBiteCoder/Python-Ml-Coarse (rank 2) is in the corpus (batches f to q).
   sladebot/Reinforcement-Learning (ranks 3 and 4, README.md; HEAD
   c8758ee137fcd4eb19b682243bb85fd24b6a9016) taken: CartPole-v0/src/run.py (the readme names
   no command; run.py calls the Trainer of train.py), REINFORCE on gym's CartPole-v0. No data
   (the environment); installed gym 0.25.2. Edits: 9 episodes (not 999); gym.make with the
   environment checker off (it reads np.bool8, gone from NumPy 2); the video of the trained
   policy not recorded (rendering). Plain run: 76.6 s, exit 0, at load 16.8 to 16.2. Ranks 5
   to 12 name no repository (rank 5 is a readme, "CartPoleREINFORCE", without one). `pages`
   (the same query): walkinglabs.github.io/hands-on-modern-rl (rank 7) names
   walkinglabs/hands-on-modern-rl, skipped, cannot be fetched ("No snapshot of that
   repository can be had here"); ranks 1 (medium.com), 2 (cloudzsexy.com), 3 and 5
   (apxml.com), 4 (packtpub.com), 6 and 8 (kinetiqvision.com) name no GitHub repository. One
   script for this topic.

29. Proximal policy optimization PPO, `code` (query "proximal policy optimization PPO pytorch
   training loop example"): oscardong0813/ml_projects (rank 1, algorithms/PPO/readme.md; HEAD
   46e5813cf305434f8f7234d2f80144be9a2bf274) taken: algorithms/PPO/ppo.py (the readme names
   no command; its __main__ trains), PPO-clip on gymnasium's CartPole-v1 then MountainCar-v0,
   15 timesteps each as written. No data; a penv stand-in. No edits. Plain run: 73.0 s, exit
   0, at load 16.7 to 17.3. Bick95/PPO (rank 2, main.py; HEAD
   a79d2092cab478df8abbf5a17cdf7c8e696f92e1) taken: main.py with the readme's
   `-c='./default_config_files/config_cartpole.py'`, PPO on gym's CartPole-v0 with parallel
   agents. No data; gym 0.25.2. Edits: the CPU where CUDA is not there; two shims for gym
   0.25 on NumPy 2 (np.bool8, and the constructor gym's generators are deep-copied through);
   the config: 2 iterations of 2 agents x 20 steps (not 1,666 of 5 x 600), no rendered final
   demo, evaluations of 20 and 50 steps (not 100 and 10,000). Plain run: first try (np.bool8
   shim alone) 39.4 s, exit 1 at load 14.6 (ValueError: PCG64 is not a known BitGenerator
   module, as gym's vector environment deep-copies a space's generator); with the second
   shim a try exited 135 after 16.2 s (a bus error, its output piped to tail and lost; load
   14.5 to 14.8), the same folder then ran to exit 0 (with -X faulthandler), and a fresh
   folder: 50.8 s, exit 0, at load 15.9 to 15.8. abhijeetg12/PPO-PyTorch (rank 3) and
   guzy0324/GASIL (rank 4) were not needed; ranks 5 to 12 name no repository.

30. Certified robustness randomized smoothing, `code` (query "certified robustness randomized
   smoothing pytorch training loop example"): giftingp/Randomized_smoothing (ranks 1 and 2,
   README.md; HEAD 344e440e7e6b975a622b2fe827d6f9f9ef24dcbe) skipped, training only in a
   notebook (the repository is the readme and "Randomized smoothing.ipynb").
   vvoracek/Sound-Randomized-Smoothing (rank 3, README.md; HEAD
   99e427137970ebe701a6962bbf682dc9d89127ef) skipped, no training script: certifier.py
   certifies a trained model, nothing in it trains. jpgard/dro (rank 4,
   dro/sinha/__init__.py; HEAD c215c3e94a76a154c9fc2cd94d2df033b399ea82) skipped, another
   framework: TensorFlow and Keras (scripts/train_*.py import tensorflow; nothing imports
   torch). Ranks 5 to 12 name no repository. `pages` (the same query): acmrep2026.k117.org
   (rank 8) names github.com/stefanrzv2000/GLS-Cert-Training, skipped, cannot be fetched ("No
   snapshot of that repository can be had here"); ranks 1 and 3 (cl.cam.ac.uk), 2
   (hf-p-cfw.fyan.top) and 4 to 7 (arxiv.org) name no GitHub repository. The topic gives
   none.

Skips: 13 repositories (topic 26: 5; topic 27: 2; topic 28: 2; topic 30: 4), each above with
its reason, besides the two already in the corpus (topics 27 and 28).

First sight (each run below is the script's one; the plain run ended without error before
each):
- samavmoore-pendulum-koopman-context-ae: kept (`agree` with one process's, 2.98e-08 at
  'Decoder.context_decoder_l2.weight', after 3 optimizer steps; 211.2 s; queued 02:50, ran
  02:54 to 02:57).
- sladebot-cartpole-reinforce: kept (`cannot tell`: the script draws at random after its
  first backward, sampled actions and the episodes they lead to, each rank its own; naming
  torch.multinomial drawn in a training forward at policy.py:30, not a row per sample; seeded
  alike for the check; 89.1 s; ran 03:04 to 03:05).
- oscardong-cartpole-ppo: kept (`cannot tell`, the same first line; naming that the script,
  fed without a DataLoader, drew nothing from torch's, NumPy's or Python's global streams
  after its first backward in 8 steps, a generator of its own such as an environment's not
  seen; seeded alike for the check; 68.6 s; ran 03:08 to 03:09; see Doubts).
- bick95-cartpole-ppo: kept (`cannot tell`, the same first line; naming Python's random
  drawn in the training loop, random.shuffle at ppo.py:592, and torch.multinomial drawn in a
  training forward at policy.py:115; checked to step 4, the first after a draw made since the
  first backward; 53.7 s; ran 03:15 to 03:16).

Doubts for the lead:
- Topics 26 and 30 give none. Every graph-network simulator found builds its graphs with
  PyG's radius_graph, which needs torch-cluster or pyg-lib (compiled, not installed here);
  the randomized-smoothing hits are a notebook, a certifier and a TensorFlow repository.
- vedikagadia02/SoC-estimation-using-NDMD was skipped by its hit (a MATLAB file) and its
  readme (a title only); it does hold PyTorch scripts (two package mains with relative
  imports, run with `python -m` from the folder above the repository, and data missing from
  the mirror). A reading that takes the repository's own PyTorch main over the hit would
  have taken it, at the cost of edits to its imports and data made here.
- samavmoore-pendulum-koopman-context-ae trains the first stage of the Koopman model (the
  context autoencoder, what the script's __main__ runs as written); the later stages
  (eigenfunctions, then the Koopman model itself) are commented out and need the earlier
  stages' checkpoints.
- oscardong-cartpole-ppo: its critic's Adam is built over the actor's parameters, so every
  critic step is a step over parameters without gradients (the critic never trains); its
  learning rate 0.99 saturates the policy after one step, so later actions are drawn from
  probabilities of 0 and 1. Both are the script's, left as they are. The recipe names no
  phrase: its environments are reset unseeded (gymnasium draws from the system's entropy),
  which is not a draw of the script's lines; the draw it would name, Categorical.sample in
  choose_action, feeds a step only from the second rollout on.
- oscardong-cartpole-ppo: the verdict's first line says the script draws at random after
  its first backward, each rank its own, while its third says nothing was drawn from the
  global streams in 8 steps; what parted the ranks was the environments' reset from the
  system's entropy (gymnasium's own generator, unseeded), which the line does not name.
  The `cannot tell` is right; the first line's "draws at random after its first backward"
  reads as a draw seen where none was.
- bick95-cartpole-ppo: one plain try exited 135 (a bus error) with the recipe as it stands;
  two later runs ended well. The two gym shims are the recipe's, not the script's.
- The plain runs add PYTHONPATH=. to the brief's `python -P` command (see above).
"""

from __future__ import annotations

from corpus_recipes import Edit, Recipe

SAMAVMOORE = ("samavmoore/GeneralKoopman", "577c7eaae01e156e49880e6c15f6968b33ff326d")
BICK95 = ("Bick95/PPO", "a79d2092cab478df8abbf5a17cdf7c8e696f92e1")
OSCARDONG = ("oscardong0813/ml_projects", "46e5813cf305434f8f7234d2f80144be9a2bf274")
SLADEBOT = ("sladebot/Reinforcement-Learning", "c8758ee137fcd4eb19b682243bb85fd24b6a9016")

# ppo.py imports a module `penv` that the repository does not hold and never uses (PyPI's
# penv is a project-management tool): an empty stand-in beside the script.
PENV_STAND_IN = """
"""

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "samavmoore-pendulum-koopman-context-ae",
        *SAMAVMOORE,
        "Pendulum_Training.py",
        "Koopman model of pendulums, its first stage (the context autoencoder the readme says "
        "to train first: an MLP encoder of a pendulum's two context values to one latent and "
        "an MLP decoder back; MSE, a mean; Adam at 0.01; a LightningModule fitted by "
        "Lightning's Trainer with a LightningDataModule: 1,000 contexts cut 700/300 by "
        "random_split after seed_everything, a shuffled loader of 64; validation each epoch, "
        "early stopping and a checkpoint on val_loss)",
        "agree",
        (
            "Lightning's Trainer at its default devices (one on a CPU), so multigpu run "
            "distributes it and splits the loader's batches: 64 split 32 + 32 (the last, 60, "
            "30 + 30); F.mse_loss is a mean over slices of equal size, so one process's "
            "average over the slices; no batch norm, no dropout, no random draw in "
            "training_step; random_split is drawn in setup, before training, alike on every "
            "rank (seed_everything(33) first); the sanity check and the validation passes run "
            "whole on every rank"
        ),
        (
            Edit(
                'context_dat_name = "your path/GeneralKoopman/context_data.npy"',
                'context_dat_name = "data/context_data.npy"',
                "the repository's own context data, where it keeps it",
            ),
            Edit(
                'dirpath="your path", \\',
                'dirpath="checkpoints", \\',
                "a folder for the context model's checkpoints (the script leaves a placeholder)",
            ),
            Edit(
                "context_trainer = Trainer(max_epochs=500,",
                "context_trainer = Trainer(max_epochs=1,",
                "one epoch (not 500, early stopping aside): 11 steps over the 700 contexts",
            ),
        ),
        # README.md: train the context AE first (pretrain_context(), what the script's
        # __main__ runs; the other two stages need the checkpoints of the ones before).
        paths=(
            "ConfigData.py",
            "MainLitModule.py",
            "PretrainingLitModules.py",
            "Nets.py",
            "ExtraFunctions.py",
            "data/context_data.npy",
        ),
        first_sight="kept",
    ),
    Recipe(
        "sladebot-cartpole-reinforce",
        *SLADEBOT,
        "CartPole-v0/src/run.py",
        "policy gradient (REINFORCE on gym's CartPole-v0, seeded with env.seed(0): a 2-layer "
        "policy MLP without biases and a softmax, actions drawn with Categorical.sample; one "
        "episode a step, its loss the sum over the episode's steps of -log_prob times the "
        "episode's undiscounted return; Adam at 0.01; no DataLoader)",
        "cannot tell",
        (
            "no DataLoader: each step's batch is an episode the rank plays itself, whole; the "
            "environment is seeded alike on every rank and the first episode is played "
            "before the first backward, alike, but from the second episode on each rank "
            "samples its own actions (Categorical.sample, torch.multinomial, in "
            "select_action, called in the loop), so the episodes and the steps they feed part "
            "from one process's: cannot tell, naming the draw; the loss is a sum over an "
            "episode every rank holds whole, averaged, not added up; no batch norm, no dropout"
        ),
        (
            Edit(
                "def __init__(self, env_name, episodes=1000, gamma=1.0, lr=1e-2):",
                "def __init__(self, env_name, episodes=10, gamma=1.0, lr=1e-2):",
                "9 episodes (not 999): 9 optimizer steps, one an episode",
                "CartPole-v0/src/train.py",
            ),
            Edit(
                "        self.environment = gym.make(env_name)\n",
                "        self.environment = gym.make(env_name, disable_env_checker=True)\n",
                "gym 0.25's environment checker reads np.bool8, gone from NumPy 2 (an "
                "AttributeError at the first step); the checker only checks",
                "CartPole-v0/src/env.py",
            ),
            Edit(
                "    trainer.export_video()\n",
                "",
                "no video of the trained policy: it renders the environment (pygame and a "
                "display, not here) after training",
            ),
        ),
        # README.md names no command; src/run.py is the script that trains (setup.py lists
        # gym; the code is gym's pre-0.26 API: env.seed, a 4-tuple from step). Installed
        # from PyPI (--no-deps): gym 0.25.2 (module gym).
        paths=(
            "CartPole-v0/src/env.py",
            "CartPole-v0/src/policy.py",
            "CartPole-v0/src/train.py",
            "CartPole-v0/src/util.py",
        ),
        names="multinomial",
        first_sight="kept",
    ),
    Recipe(
        "oscardong-cartpole-ppo",
        *OSCARDONG,
        "algorithms/PPO/ppo.py",
        "proximal policy optimization (PPO-clip on gymnasium's CartPole-v1, then on "
        "MountainCar-v0, both unseeded: actor and critic MLPs with tanh, actions drawn with "
        "Categorical.sample; each rollout 5 environment steps, rewards-to-go, advantages "
        "normalised over the rollout; 5 epochs over it, each an actor step on the clipped "
        "objective (a mean) and a critic step on MSE, the critic's Adam built over the "
        "actor's parameters; Adam at lr 0.99; no DataLoader; 15 timesteps per environment)",
        "cannot tell",
        (
            "no DataLoader: each rank plays its own rollouts, whole; the environments are "
            "reset unseeded (gymnasium draws the first state from the system's entropy, other "
            "on every rank and in every run), and from the second rollout on each rank "
            "samples its own actions (Categorical.sample, torch.multinomial, in "
            "choose_action, called in the loop): the ranks' inputs part from one process's "
            "and cannot tell, naming the draws; the losses are means over a rollout every "
            "rank holds whole; no batch norm, no dropout"
        ),
        (),
        # algorithms/PPO/readme.md names no command; ppo.py's __main__ trains (test.py, the
        # other script, runs 100,000 timesteps of MountainCar with the same class).
        files={"penv.py": PENV_STAND_IN},
        paths=("algorithms/PPO/network.py",),
        first_sight="kept",
    ),
    Recipe(
        "bick95-cartpole-ppo",
        *BICK95,
        "main.py",
        "proximal policy optimization (PPO-clip with an entropy bonus and a value loss, one "
        "loss backpropagated through a policy MLP and a value MLP, each its own Adam, on gym's "
        "CartPole-v0, unseeded, run as parallel agents in a vector environment, 4 frames "
        "stacked as the state; actions drawn with Categorical.sample in the policy's forward; "
        "each iteration a rollout under no_grad, n-step targets and advantages, then epochs "
        "over the observations shuffled with Python's random.shuffle, minibatches of 32 "
        "sliced by hand; evaluations with random starts before, between and after iterations)",
        "cannot tell",
        (
            "no DataLoader: each rank collects its own rollouts and slices its own minibatches, "
            "whole; the environments are unseeded (gym draws their states from the system's "
            "entropy, other on every rank), and after the first backward each rank draws its "
            "own random.shuffle of the observations (the next epoch) and its own actions "
            "(Categorical.sample in the policy's forward, also in the training forward), so "
            "the ranks' steps part from one process's by the draws alone: cannot tell, naming "
            "them (Python's random.shuffle in ppo.py's loop); the losses are means over a "
            "minibatch every rank holds whole; no batch norm, no dropout"
        ),
        (
            Edit(
                "            self.device = torch.device('cuda')\n",
                "            self.device = torch.device('cuda' if torch.cuda.is_available() "
                "else 'cpu')\n",
                "the CPU where CUDA is not there (torch.device('cuda') raises nothing, so the "
                "script's fallback never ran)",
                "ppo.py",
            ),
            Edit(
                "import numpy as np\n",
                "import numpy as np\n"
                "np.bool8 = np.bool_  # gym 0.25's checker reads NumPy 1's alias\n"
                "gym.utils.seeding.RandomNumberGenerator._generator_ctor = staticmethod(\n"
                "    lambda bit_generator: gym.utils.seeding.RandomNumberGenerator(bit_generator)\n"
                ")  # NumPy 2 pickles a Generator with its bit generator, not its name\n",
                "gym 0.25 on NumPy 2: its environment checker reads np.bool8, gone from NumPy 2 "
                "(an AttributeError at the first step), and its vector environment deep-copies "
                "a space's generator through a constructor that expects NumPy 1's bit "
                "generator name (a ValueError as the vector environment is made)",
                "ppo.py",
            ),
            Edit(
                '"total_num_state_transitions": 200000,',
                '"total_num_state_transitions": 80,',
                "2 iterations (not 1,666) of 2 agents x 20 steps: 10 optimizer steps each",
                "default_config_files/config_cartpole.py",
            ),
            Edit(
                '"parallel_agents": 5,\n    "trajectory_length": 600,',
                '"parallel_agents": 2,\n    "trajectory_length": 20,',
                "rollouts of 2 agents x 20 steps (not 5 x 600): 40 observations, minibatches "
                "of 32 and 8",
                "default_config_files/config_cartpole.py",
            ),
            Edit(
                "'show_final_demo': True,",
                "'show_final_demo': False,",
                "no rendered demo (it waits for ENTER and renders with pygame, not here)",
                "default_config_files/config_cartpole.py",
            ),
            Edit(
                "'intermediate_eval_steps': 100,\n    'time_steps_extensive_eval': 10000,",
                "'intermediate_eval_steps': 20,\n    'time_steps_extensive_eval': 50,",
                "shorter evaluations (20 and 50 environment steps, not 100 and 10,000)",
                "default_config_files/config_cartpole.py",
            ),
        ),
        # README.md: `python main.py -c='./default_config_files/config_cartpole.py'`.
        # gym 0.25.2 installed (see sladebot-cartpole-reinforce); the code is gym's pre-0.26
        # API (reset returns the state, step a 4-tuple).
        args=("-c=./default_config_files/config_cartpole.py",),
        paths=(
            "constants.py",
            "default_config_files/config_cartpole.py",
            "input_net_modules.py",
            "lr_scheduler.py",
            "output_net_modules.py",
            "policy.py",
            "ppo.py",
            "scheduler.py",
            "utils_input_net_modules.py",
            "utils_main.py",
            "utils_ppo.py",
            "value_net.py",
        ),
        names="random.shuffle",
        first_sight="kept",
    ),
)
